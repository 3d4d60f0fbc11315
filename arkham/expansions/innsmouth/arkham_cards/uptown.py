"""Uptown, Innsmouth's cards: St. Mary's Hospital, the Woods (unstable) and Ye Olde Magick
Shoppe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.look import draw_look

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("uptown-8:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("uptown-8:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("uptown-8:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Buy a charm against drowning?", money=2)):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("uptown-9:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Give blood for the study?", "Give blood", "Decline")):
        yield from effects.gain(g, inv, money=2, clues=1)
        yield from draw_look(g, inv, 1)


@location("uptown-9:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("uptown-9:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("uptown-10:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, stamina=2, clues=1)
    else:
        yield from effects.delayed(g, inv)


@location("uptown-10:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Search the driftwood hut?", "Search it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("uptown-10:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("uptown-11:st-marys-hospital")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("uptown-11:woods")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("uptown-11:ye-olde-magick-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy the pale tiara?", money=4)):
        yield from effects.draw(g, inv, "unique", 1)
