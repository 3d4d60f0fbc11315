"""What the bot remembers across decisions is what it would work out afresh: the ways an
investigator can go (``plan.reach``) and the dangers of the monsters on them, remembered
while what they depend on stays the same, and shared between investigators whose figures
are the same."""

from __future__ import annotations

from arkham.ai import bot, plan, view
from arkham.ai.sim import random_setup
from arkham.ai.view import View
from arkham.engine.game import Game


def _fresh(g: Game) -> View:
    """A view that remembers nothing from earlier decisions."""
    view._MEMORY.clear()
    view._MEMORY_OWNER[0] = None
    return View(g)


def test_remembered_ways_and_dangers_are_what_a_fresh_look_finds() -> None:
    g = Game.new(random_setup(3, 4, None), "view-memory")
    reused = 0
    earlier: dict[str, plan.Reach] = {}
    for _ in range(260):
        if g.pending() is None:
            break
        v = View(g)
        for inv in g.state.playing():
            if v.facts.part_of.get(inv.area, inv.area) not in g.cat.connections:
                continue  # in an Other World: no ways on the board to work out
            r = plan.reach(v, inv)
            if earlier.get(inv.id) is r:
                reused += 1
            earlier[inv.id] = r
            dangers = v.dangers(inv)
            memory = dict(view._MEMORY)
            fresh = _fresh(g)
            assert plan.reach(fresh, inv) == r
            assert fresh.dangers(inv) == dangers
            view._MEMORY.clear()
            view._MEMORY.update(memory)
            view._MEMORY_OWNER[0] = g
        g.choose(bot.choose(g))
    assert reused > 50  # a later decision found the ways already worked out


def test_investigators_with_the_same_figures_share_their_dangers() -> None:
    g = Game.new(random_setup(5, 4, None), "view-memory-share")
    v = View(g)
    first, second = g.state.playing()[:2]
    v._pass_base(second)  # the figures worked out for the second investigator…
    v.cache[f"pass:{second.id}"] = v._pass_base(first)  # …taken to equal the first's
    assert v.danger_key(first) == v.danger_key(second)
    assert v.dangers(second) is v.dangers(first)
