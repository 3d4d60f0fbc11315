"""A town is data plus a module: the Marsh End fixture (``tests/fixtures/hamlet``: one board
with a street, a location, a depot and a vortex, a location deck of one card, a track) joins
the table through ``Setup.expansions`` with no line of the engine, the bots or the screen
knowing it, and whole bot games are played with it."""

from __future__ import annotations

import pytest

import tests.fixtures.hamlet  # noqa: F401 — registers the fixture module
from arkham.ai.bot import choose
from arkham.engine import board, flow, mythos, tracks
from arkham.engine.game import Game, Setup, SetupError
from tests.properties.invariants import check_invariants

TOWN = ["hamlet"]


def town_game(players: int = 1, seed: str = "town") -> Game:
    return Game.new(Setup.of(["random"] * players, "azathoth", TOWN), seed)


def test_an_unknown_expansion_is_a_clear_setup_error() -> None:
    with pytest.raises(SetupError, match=r"unknown expansion 'kingsport'.*hamlet"):
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["kingsport"]), "s")
    with pytest.raises(SetupError, match="named twice"):
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["hamlet", "hamlet"]), "s")


def test_the_town_joins_the_table_from_its_data() -> None:
    g = town_game()
    assert list(g.cat.towns) == ["arkham", "hamlet"]
    assert board.town_of(g, "tide-mill") == "hamlet"
    assert board.in_town(g, "marsh-end-halt") and not board.in_town(g, "marsh-end-halt", "arkham")
    assert board.aquatic(g, "tide-mill")
    # RULE: reference §7 — a Clue on each unstable location at setup, in every town.
    assert g.state.locations["tide-mill"].clues == 1
    assert g.state.decks["loc:marsh-end"] == ["marsh-end-1"]
    assert not board.counts_toward_monster_limit(g, "marsh-end-streets")
    assert [t.id for t in tracks.views(g)] == ["doom", "terror", "unrest"]


def test_a_game_without_the_module_never_sees_it() -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "s")
    assert "tide-mill" not in g.state.locations and "hamlet" not in g.cat.towns
    assert "loc:marsh-end" not in g.state.decks
    assert "marsh-end-1:tide-mill" not in g.rules.location
    assert "unrest" not in g.rules.when_full and "unrest" not in g.cat.tracks
    assert g.rules.names == ("base",)
    assert town_game().rules.names == ("base", "hamlet")


def test_the_train_runs_between_the_station_and_the_depot() -> None:
    """Seed 004, Traveling Between Towns: from the Train Station or a depot, $1 and one
    movement point reach the Train Station or a depot of another town, and the movement goes
    on."""
    g = town_game()
    inv = g.state.investigators[0]
    inv.area, inv.money = "train-station", 3
    inv.sliders["speed-sneak"] = 3
    g.run(lambda: flow.arkham_movement(g, inv))
    points = inv.movement_points
    assert "rail:marsh-end-halt" in g.pending().ids()
    g.choose("rail:marsh-end-halt")
    assert (inv.area, inv.money, inv.movement_points) == ("marsh-end-halt", 2, points - 1)
    assert "move:tide-mill" in g.pending().ids()  # the rest of the movement goes on
    assert "rail:train-station" in g.pending().ids()
    g.choose("move:tide-mill")
    assert inv.area == "tide-mill"


def test_the_fare_must_be_paid() -> None:
    g = town_game()
    inv = g.state.investigators[0]
    inv.area, inv.money = "train-station", 0
    g.run(lambda: flow.arkham_movement(g, inv))
    fare = next(c for c in g.pending().choices if c.id == "rail:marsh-end-halt")
    assert fare.disabled == "the fare is $1"


def test_no_train_in_a_game_with_one_town() -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "s")
    inv = g.state.investigators[0]
    inv.area, inv.money = "train-station", 5
    g.run(lambda: flow.arkham_movement(g, inv))
    assert not [c for c in g.pending().ids() if c.startswith("rail:")]


def read_the_ledger(g: Game, dice: list[int]) -> None:
    """The investigator reads the Tide Mill's card with these dice and accepts the result."""
    inv = g.state.investigators[0]
    inv.area = "tide-mill"
    g.force_dice(dice)
    g.run(lambda: flow.run_location_entry(g, inv, "marsh-end-1", "tide-mill"))
    while g.pending() is not None:
        g.choose("accept")


def test_the_modules_card_and_its_track() -> None:
    g = town_game()
    inv = g.state.investigators[0]
    clues, doom = inv.clues, g.state.doom
    read_the_ledger(g, [5, 6, 1, 1, 1, 1, 1])
    assert inv.clues == clues + 2 and tracks.value(g, "unrest") == 0
    read_the_ledger(g, [1] * 7)
    read_the_ledger(g, [1] * 7)
    assert tracks.value(g, "unrest") == 2 and g.state.doom == doom
    read_the_ledger(g, [1] * 7)
    assert tracks.value(g, "unrest") == 0  # full: a doom token, and the town calms down
    assert g.state.doom == doom + 1


def test_a_monster_swept_into_the_vortex_leaves_the_board() -> None:
    g = town_game()
    marker = next(m for m, kind in g.cat.kind_of_marker.items() if kind == "zombie")
    g.state.monsters[marker] = "marsh-end-halt"
    dimension = g.cat.monster_kinds["zombie"].dimension
    g.run(lambda: mythos.move_monsters(g, [dimension], []))
    assert g.state.monsters[marker] == "cup"
    assert [e.data["frm"] for e in g.events if e.kind == "monster-returned"] == ["marsh-end-eddy"]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bot_games_with_the_town_end_and_hold_every_invariant(players: int) -> None:
    for n in range(4):
        setup = Setup.of(["random"] * players, "random", TOWN)
        seed = f"town-{players}-{n}"
        game = Game.new(setup, seed)
        check_invariants(game)
        for _ in range(20000):
            if game.pending() is None:
                break
            game.choose(choose(game))
            check_invariants(game)
        assert game.state.outcome is not None, seed
        assert Game.replay(setup, seed, game.choices).digest() == game.digest()


def test_no_train_into_a_closed_station() -> None:
    g = town_game()
    inv = g.state.investigators[0]
    inv.area, inv.money = "marsh-end-halt", 3
    g.state.locations["train-station"].closed = True
    g.run(lambda: flow.arkham_movement(g, inv))
    assert "rail:train-station" not in g.pending().ids()


def test_the_towns_own_event_has_its_log_line_its_page_and_its_tally() -> None:
    """The riot is declared, shown and counted in the module's folder alone."""
    from arkham.ai.tally import Tally
    from arkham.engine import text
    from arkham.ui.session import GameSession
    from tests.fixtures.hamlet import RIOT, MillRiot

    g = town_game()
    session = GameSession(g.setup, g.seed, g)
    session.anim_factor = 0
    tally = Tally(g)
    g.state.tracks["unrest"] = 2
    inv = g.state.investigators[0]
    inv.area = "tide-mill"
    g.force_dice([1] * 7)
    events = g.run(lambda: flow.run_location_entry(g, inv, "marsh-end-1", "tide-mill"))
    while g.pending() is not None:
        events += g.choose("accept")
    riots = [e for e in events if isinstance(e, MillRiot)]
    assert [r.unrest for r in riots] == [3]
    assert text.describe(g, riots[0]) == "The millhands of Marsh End riot (Unrest 3): doom +1."
    session.absorb(events)
    assert [n.event for n in session.notices if n.kind == RIOT] == riots
    assert riots[0].page(g.cat).verdict == "Doom +1"
    tally.feed(events)
    assert tally.counts["marsh_end_riots"] == 1


def test_the_program_names_nothing_of_the_town() -> None:
    """Its event, its page and its tally took no line outside its folder."""
    from pathlib import Path

    import arkham

    words = ("hamlet", "marsh-end", "marsh_end", "millriot", "millhands", "tide-mill")
    named = [
        f"{path.name}: {word}"
        for path in Path(arkham.__file__).parent.rglob("*.py")
        for word in words
        if word in path.read_text(encoding="utf-8").lower()
    ]
    assert named == []
