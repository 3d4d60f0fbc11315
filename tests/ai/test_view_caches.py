"""The figures the bot's view remembers across decisions are worked out again as soon as what
they depend on changes: the ways without the closed places, each monster's cost to get past,
a trophy's toughness, and an investigator's skills."""

from __future__ import annotations

import pytest

from arkham.ai import bot, plan, view
from arkham.ai.sim import random_setup
from arkham.ai.view import View
from arkham.engine import checks, combat
from arkham.engine.game import Game
from arkham.engine.state import Possession


def _fresh(g: Game) -> View:
    """A view that remembers nothing from earlier decisions."""
    view._MEMORY.clear()
    view._MEMORY_OWNER[0] = None
    view._MONSTERS.clear()
    view._MONSTERS_OWNER[0] = None
    return View(g)


@pytest.fixture
def midgame() -> Game:
    """A 4-player bot game some turns in, with monsters on the board."""
    g = Game.new(random_setup(3, 4, None), "view-caches")
    while g.pending() is not None and (
        g.state.turn < 3 or not [w for w in g.state.monsters.values() if w in g.cat.connections]
    ):
        g.choose(bot.choose(g))
    assert g.pending() is not None
    return g


def _on_board(g: Game) -> list[str]:
    return [m for m, where in g.state.monsters.items() if where in g.cat.connections]


def test_the_open_ways_leave_out_a_place_as_soon_as_it_closes(midgame: Game) -> None:
    g = midgame
    shop = "general-store"
    assert not g.state.locations[shop].closed
    before = View(g).open_ways()
    assert before == {a: tuple(links) for a, links in g.cat.connections.items()}
    g.state.locations[shop].closed = True
    closed = View(g).open_ways()
    assert all(shop not in links for links in closed.values())
    assert closed == _fresh(g).open_ways()
    g.state.locations[shop].closed = False
    assert View(g).open_ways() == before


def test_monsters_costs_follow_the_investigators_health(midgame: Game) -> None:
    g = midgame
    inv = g.state.playing()[0]
    before = View(g).dangers(inv)
    assert before
    inv.stamina = 1  # a knock-out now lurks behind every lost round
    after = View(g).dangers(inv)
    assert after != before
    assert after == _fresh(g).dangers(inv)


def test_monsters_costs_follow_the_cards_and_marks_in_play(midgame: Game) -> None:
    g = midgame
    inv = g.state.playing()[0]
    View(g).dangers(inv)
    marker = _on_board(g)[0]
    costs = View(g)._pass_costs(inv)
    assert marker in costs
    g.state.marks.append(f"red-sign:{marker}")  # the monster loses 1 toughness
    v = View(g)
    assert v.dangers(inv) == _fresh(g).dangers(inv)
    assert View(g)._pass_costs(inv) is not costs


def test_a_trophys_toughness_is_the_monsters_and_follows_the_marks(midgame: Game) -> None:
    g = midgame
    marker = _on_board(g)[0]
    printed = combat.stat(g, marker, "toughness")
    assert View(g).toughness(marker) == printed
    g.state.marks.append(f"red-sign:{marker}")
    assert View(g).toughness(marker) == printed - 1 == View(g).monster(marker).toughness
    g.state.marks.remove(f"red-sign:{marker}")
    assert View(g).toughness(marker) == printed


def test_ways_found_with_the_open_ways_are_the_same_from_every_place(midgame: Game) -> None:
    """Routes from each area come out as they would on the whole graph (closed places left
    out step by step)."""
    g = midgame
    g.state.locations["general-store"].closed = True
    inv = g.state.playing()[0]
    for area in ("merchant-district-streets", "rivertown-streets", "miskatonic-u-streets"):
        inv.area = area
        r = plan.reach(_fresh(g), inv)
        assert "general-store" not in r.cost
        assert r.steps[area] == 0
        for goal in r.back:
            path = r.path(goal)
            assert all(b in g.cat.connections[a] for a, b in zip([area, *path], path))


def test_a_remembered_skill_table_follows_the_sliders_cards_and_place(midgame: Game) -> None:
    g = midgame
    inv = g.state.playing()[0]

    def skills() -> dict[str, int]:
        v = View(g)
        return {name: v.skill(inv, name) for name in (*checks.BASE_SKILL, "movement")}

    def truth() -> dict[str, int]:
        v = _fresh(g)
        return {name: v.skill(inv, name) for name in (*checks.BASE_SKILL, "movement")}

    before = skills()
    assert before == {n: checks.skill(g, inv, n) for n in checks.BASE_SKILL} | {
        "movement": before["movement"]
    }
    assert View(g)._skill_table(inv) is View(g)._skill_table(inv)  # shared while unchanged
    pair = next(iter(inv.sliders))
    inv.sliders[pair] = (inv.sliders[pair] + 1) % 4
    assert skills() != before
    assert skills() == truth()
    with_sliders = skills()
    inv.possessions.append(Possession(handle="lantern#9"))  # Luck +1
    assert skills()["luck"] == with_sliders["luck"] + 1
    assert skills() == truth()
    inv.area = next(a for a in g.cat.connections if a != inv.area)
    assert skills() == truth()
