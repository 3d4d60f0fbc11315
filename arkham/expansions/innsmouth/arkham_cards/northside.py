"""Northside, Innsmouth's cards: the Curiositie Shoppe, the Newspaper and the Train Station."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("northside-8:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Buy the gold tiara?", money=3)):
        return
    yield from effects.draw(g, inv, "unique", 1)
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.curse(g, inv)


@location("northside-8:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, money=3, clues=1)
    else:
        yield from effects.gain(g, inv, money=1)


@location("northside-8:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Ride the bus to Innsmouth?", money=1)):
        effects.move_to(g, inv, "bus-service")
        yield from effects.gain(g, inv, clues=1)


@location("northside-9:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.draw(g, inv, "common", 2, keep=1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("northside-9:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.delayed(g, inv)


@location("northside-9:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("northside-10:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Pay to study the reef idol?", money=2)):
        return
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-10:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Pay the clerk for a name?", money=1)):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-10:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@location("northside-11:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("northside-11:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, money=1, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-11:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from board.arrested(g, inv)
