"""Rivertown: the Black Cave and the Graveyard (both unstable) and the General Store."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("rivertown-1:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.monster_appears(g, inv)


@location("rivertown-1:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Haul sacks for the storekeeper?", stamina=1)):
        yield from effects.gain(g, inv, money=2)


@location("rivertown-1:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("rivertown-2:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -3)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("rivertown-2:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 1)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("rivertown-2:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.monster_appears(g, inv)
