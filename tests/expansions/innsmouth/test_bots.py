"""Bots in Innsmouth (issue 12 §17): they carry Clues to the Feds once the Deep Ones stir, give
them all in Upkeep, and do not end a move in the open under martial law when they can help it."""

from __future__ import annotations

from arkham.ai import bot, plan
from arkham.ai.view import View
from arkham.engine import flow, tracks
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator
from arkham.expansions.innsmouth import bots, rules


def quiet_innsmouth(clues: int, uprising: int) -> tuple[Game, Investigator]:
    """Amanda Sharpe at the Train Station with ``clues`` Clues and $3, no gate open and no Clue
    on the board: the Feds are the only errand, once the Deep Ones stand at ``uprising``."""
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), "feds")
    inv = g.state.investigators[0]
    inv.area, inv.money, inv.clues = "train-station", 3, clues
    inv.stamina, inv.sanity = 5, 5
    for ls in g.state.locations.values():
        ls.gate, ls.clues = None, 0
    g.state.tracks[rules.DEEP_ONES] = uprising
    return g, inv


def test_the_deep_ones_stirring_send_a_clue_carrier_to_the_feds() -> None:
    g, inv = quiet_innsmouth(clues=4, uprising=bots.EVIDENCE_FROM)
    goal = plan.team_plan(View(g))[inv.id]
    assert goal.why == "feds" and g.cat.town_of[goal.area] == "innsmouth"
    assert plan.route(View(g), inv, goal.area)[0] == "bus-service"  # by train


def test_no_carrier_while_the_deep_ones_sleep_or_with_too_few_clues() -> None:
    g, inv = quiet_innsmouth(clues=4, uprising=bots.EVIDENCE_FROM - 1)
    assert plan.team_plan(View(g))[inv.id].why != "feds"
    g, inv = quiet_innsmouth(clues=1, uprising=bots.EVIDENCE_FROM)
    assert plan.team_plan(View(g))[inv.id].why != "feds"


def test_the_bot_gives_every_clue_that_fits_in_upkeep() -> None:
    g, inv = quiet_innsmouth(clues=4, uprising=bots.EVIDENCE_FROM)
    inv.area = "falcon-point"
    g.run(lambda: flow.upkeep(g, inv))
    assert bot.choose(g) == "use:feds-raid"
    g.choose("use:feds-raid")
    assert bot.choose(g) == "clues:2"
    g.choose("clues:2")
    assert inv.clues == 2 and tracks.group_value(g, rules.FEDS, "innsmouth-shore") == 2


def test_the_bot_knows_where_martial_law_can_arrest() -> None:
    g, _ = quiet_innsmouth(clues=0, uprising=0)
    rules.mark(g, rules.MARTIAL_LAW)
    v = View(g)
    assert plan.risky_stop(v, "marsh-refinery") and not plan.risky_stop(v, "falcon-point")
    assert not plan.risky_stop(v, "train-station")


def test_the_bot_hires_the_boat_to_a_gate_out_at_sea() -> None:
    """Devil Reef is reached only by water: a bot at Falcon Point with the fare sails there to
    the gate (issue 12 §17: bots play Innsmouth sensibly)."""
    g, inv = quiet_innsmouth(clues=0, uprising=0)
    inv.area, inv.money = "falcon-point", 3
    inv.sliders["speed-sneak"] = 3
    g.state.locations["devil-reef"].gate = g.state.gate_stack.pop()
    assert plan.team_plan(View(g))[inv.id] == plan.Goal("devil-reef", "gate")
    g.run(lambda: flow.arkham_movement(g, inv))
    assert bot.choose(g) == "use:boat-charter"
    g.choose("use:boat-charter")
    assert bot.choose(g) == "sail:devil-reef"
    g.choose("sail:devil-reef")
    assert inv.area == "devil-reef" and inv.money == 1


def test_innsmouths_goals_are_its_own_module_and_a_base_game_has_none() -> None:
    g, _ = quiet_innsmouth(clues=4, uprising=bots.EVIDENCE_FROM)
    goals, risks = plan.module_aims(View(g))
    assert goals == [bots.evidence_goal] and risks == [bots.curfew]
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "feds")
    assert plan.module_aims(View(base)) == ([], [])


def test_the_base_bots_import_no_expansion() -> None:
    from pathlib import Path

    import arkham.ai

    for source in Path(arkham.ai.__file__).parent.glob("*.py"):
        assert "arkham.expansions" not in source.read_text(), source.name
