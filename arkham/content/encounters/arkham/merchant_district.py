"""Merchant District: the River Docks, the Unnamable and the Unvisited Isle (both unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("merchant-district-1:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("merchant-district-1:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("merchant-district-1:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("merchant-district-2:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("merchant-district-2:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Search the breathing house?", "Search", "Leave")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("merchant-district-2:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.gate_appears(g, inv)
