"""Uptown: St. Mary's Hospital, the Woods (unstable) and Ye Olde Magick Shoppe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
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
        yield from combat.monster_appears(g, inv)


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


@location("uptown-3:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "will", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("uptown-3:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("uptown-3:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Look at the last card?", sanity=1)):
        yield from effects.draw(g, inv, "spell", 1)


@location("uptown-4:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        effects.move_to(g, inv, "uptown-streets")


@location("uptown-4:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("uptown-4:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("uptown-5:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give blood?", stamina=1)):
        yield from effects.gain(g, inv, money=2, clues=1)


@location("uptown-5:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if not (
        yield from effects.may(g, inv, "Take the coins from the stone?", "Take them", "Leave them")
    ):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.curse(g, inv)


@location("uptown-5:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0, difficulty=2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("uptown-6:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, stamina=2)
    else:
        yield from effects.delayed(g, inv)


@location("uptown-6:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("uptown-6:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Rummage through the box?", money=1)):
        return
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("uptown-7:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    here = board.investigators_in_neighbourhood(g, g.cat.neighbourhood_of[inv.area])
    yield from effects.for_each(g, here, lambda i: effects.gain(g, i, stamina=1))
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)


@location("uptown-7:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 1, difficulty=2)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from board.gate_appears_under(g, inv)


@location("uptown-7:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    won = yield from effects.check(g, inv, "luck", 1)
    if won or (yield from effects.may_pay(g, inv, "Pay her price for another?", money=4)):
        yield from effects.draw(g, inv, "unique", 1)
