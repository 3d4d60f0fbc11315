"""The bots take the train: their routes run from a station to another town's (one movement
point, and only with the fare in hand), they pick ``rail:`` when the way goes on by train, and
in whole bot games with the Marsh End fixture town they ride out and take the Tide Mill's Clue.
With one town on the table there is no train to plan with."""

from __future__ import annotations

import tests.fixtures.hamlet  # noqa: F401 — registers the fixture module
from arkham.ai import bot, plan
from arkham.ai.view import View, board_facts
from arkham.engine import flow
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator

TOWN = ["hamlet"]
MILL = "tide-mill"
"""The fixture town's one location, with a Clue from setup."""
RIDING_SEEDS = ("rail-4-0", "rail-4-59")
"""4-player bot games (Jenny Barnes, who starts at the Train Station, and three drawn at
random) in which the Tide Mill's Clue becomes someone's best errand. (Chosen again whenever the
rules change how games unfold.)"""


def at_the_station_with_only_the_mill_to_go_to(money: int) -> tuple[Game, Investigator]:
    """Amanda Sharpe at the Train Station (Speed 4), no gates open and no Clue on the board but
    the Tide Mill's: gathering it is all there is to do."""
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", TOWN), "rail")
    inv = g.state.investigators[0]
    inv.area, inv.money = "train-station", money
    inv.sliders["speed-sneak"] = 3
    for loc, ls in g.state.locations.items():
        ls.gate = None
        if loc != MILL:
            ls.clues = 0
    return g, inv


def test_the_route_to_another_town_goes_by_train() -> None:
    g, inv = at_the_station_with_only_the_mill_to_go_to(money=3)
    v = View(g)
    assert plan.route(v, inv, MILL) == ["marsh-end-halt", "marsh-end-streets", MILL]
    assert plan.turns_to(v, inv, MILL) == 1  # three steps, the ride one of them
    assert plan.team_plan(v)[inv.id] == plan.Goal(MILL, "clue")


def test_no_fare_no_train() -> None:
    g, inv = at_the_station_with_only_the_mill_to_go_to(money=0)
    v = View(g)
    assert plan.reach(v, inv).path(MILL) == []
    assert plan.turns_to(v, inv, MILL) > 1
    assert plan.team_plan(v)[inv.id].area != MILL


def test_the_bot_rides_then_walks_on_with_the_points_left() -> None:
    g, inv = at_the_station_with_only_the_mill_to_go_to(money=3)
    g.run(lambda: flow.arkham_movement(g, inv))
    assert bot.choose(g) == "rail:marsh-end-halt"
    g.choose("rail:marsh-end-halt")
    assert bot.choose(g) == f"move:{MILL}"
    g.choose(f"move:{MILL}")
    assert (inv.area, inv.money, inv.clues) == (MILL, 3 - flow.RAIL_FARE, 1)


def test_in_bot_games_an_investigator_rides_out_and_takes_the_mills_clue() -> None:
    """A modest lure (one Clue, no gate ever opens there): most games never go to Marsh End;
    in these the one who takes the Clue came by train."""
    for seed in RIDING_SEEDS:
        setup = Setup.of(["jenny-barnes", "random", "random", "random"], "random", TOWN)
        g = Game.new(setup, seed)
        stations = set(flow.stations(g))
        riders: list[str | None] = []
        takers: list[str | None] = []
        while g.pending() is not None and not takers:
            clue_at_the_mill = g.state.locations[MILL].clues
            events = g.choose(bot.choose(g))
            riders += [
                e.investigator for e in events if e.kind == "moved" and {e.frm, e.to} <= stations
            ]
            if clue_at_the_mill and not g.state.locations[MILL].clues:
                takers = [
                    e.investigator
                    for e in events
                    if e.kind == "stat-changed"
                    and e.stat == "clues"
                    and g.state.investigator(str(e.investigator)).area == MILL
                ]
        assert riders, f"{seed}: nobody took the train"
        assert takers, f"{seed}: the Tide Mill's Clue was never picked up"
        assert set(takers) <= set(riders), f"{seed}: the Clue went to someone who never rode"


def test_a_game_with_one_town_has_no_train_to_plan_with() -> None:
    facts = board_facts(Game.new(Setup.of(["jenny-barnes"], "azathoth"), "s"))
    assert facts.rail == {}
    assert facts.rail_dist is facts.dist
