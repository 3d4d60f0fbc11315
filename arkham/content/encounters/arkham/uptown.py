"""Uptown: St. Mary's Hospital, the Woods (unstable) and Ye Olde Magick Shoppe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("uptown-1:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, stamina=1)
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)


@location("uptown-1:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.monster_appears(g, inv)


@location("uptown-1:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay the shopkeeper's price?", money=3)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)


@location("uptown-2:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, stamina=2, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("uptown-2:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("uptown-2:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Hold the jade figurine?", "Hold it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.curse(g, inv)
