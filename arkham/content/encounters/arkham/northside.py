"""Northside: the Curiositie Shoppe, the Newspaper and the Train Station."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("northside-1:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay for first pick of the crate?", money=4)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)


@location("northside-1:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("northside-1:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("northside-2:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-2:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain_card(g, inv, "retainer")
    else:
        yield from effects.gain(g, inv, clues=1)


@location("northside-2:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)
