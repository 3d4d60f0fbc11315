"""Southside, Innsmouth's cards: the Historical Society (unstable), Ma's Boarding House and
South Church."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.look import draw_look

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("southside-8:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from draw_look(g, inv, 1)


@location("southside-8:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.gain(g, inv, stamina=1)


@location("southside-8:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Light a candle for the lost?", money=1)):
        return
    yield from effects.gain(g, inv, sanity=2)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)


@location("southside-9:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("southside-9:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, stamina=1)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "ally", 1)


@location("southside-9:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, sanity=2, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-10:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "skill", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@location("southside-10:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("southside-10:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    here = board.investigators_in_neighbourhood(g, g.cat.neighbourhood_of[inv.area])
    yield from effects.for_each(g, here, lambda i: effects.gain(g, i, sanity=1))
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)


@location("southside-11:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("southside-11:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-11:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.gain(g, inv, sanity=2)
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1)
