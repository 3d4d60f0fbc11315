"""Southside: the Historical Society (unstable), Ma's Boarding House and South Church."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("southside-1:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-1:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, stamina=2)
    else:
        yield from effects.lose(g, inv, money=1)


@location("southside-1:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.gain(g, inv, sanity=1)


@location("southside-2:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.delayed(g, inv)


@location("southside-2:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 1)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("southside-2:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Leave something in the poor box?", money=2)):
        yield from effects.gain(g, inv, sanity=2)
