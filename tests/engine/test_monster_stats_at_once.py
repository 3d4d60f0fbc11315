"""``combat.stats`` gives every stat of a monster at once, the same as ``combat.stat`` one by
one, under whatever changes them (terror, the cards and marks in play)."""

from __future__ import annotations

from arkham.engine import combat
from arkham.engine.game import Game, Setup


def _each_stat(g: Game, marker: str) -> tuple[int, ...]:
    return tuple(combat.stat(g, marker, name) for name in combat.STATS)


def test_every_stat_at_once_is_each_stat_alone() -> None:
    g = Game.new(Setup.of(["random"] * 4, ancient_one="ithaqua"), "stats-at-once")
    markers = list(g.state.monsters)
    for marker in markers:
        assert combat.stats(g, marker) == _each_stat(g, marker)
    g.state.terror = 6  # the Maniac's figures change
    g.state.environment = "mythos-02"  # an environment that toughens monsters
    g.state.marks.append(f"red-sign:{markers[0]}")
    for marker in markers:
        assert combat.stats(g, marker) == _each_stat(g, marker)
    assert combat.stats(g, markers[0], ("toughness",)) == (combat.stat(g, markers[0], "toughness"),)


def test_the_stats_shown_name_each_stat_and_the_keywords() -> None:
    g = Game.new(Setup.of(["random"] * 2), "stats-shown")
    marker = next(iter(g.state.monsters))
    shown = combat.monster_stats(g, marker)
    assert list(shown) == [*combat.STATS, "keywords"]
    assert [shown[name] for name in combat.STATS] == list(_each_stat(g, marker))
