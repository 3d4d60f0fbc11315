"""Southside: the Historical Society (unstable), Ma's Boarding House and South Church."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.engine.mythos import clue_step

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


@location("southside-3:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("southside-3:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    here = board.investigators_in_neighbourhood(g, g.cat.neighbourhood_of[inv.area])
    yield from effects.for_each(g, here, lambda i: effects.gain(g, i, stamina=1))


@location("southside-3:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, sanity=1)
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.bless(g, inv)


@location("southside-4:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Pay to attend the lecture?", money=1)):
        return
    if (yield from effects.check(g, inv, "speed", 1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.delayed(g, inv)


@location("southside-4:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1, difficulty=2)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("southside-4:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, sanity=2, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-5:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from clue_step(g, "witch-house")
    else:
        yield from board.gate_appears_under(g, inv)


@location("southside-5:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Sit up with the sick boarder?", stamina=1)):
        yield from effects.draw(g, inv, "ally", 1)


@location("southside-5:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Keep the vigil?", "Keep it", "Go home")):
        return
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.add_doom(g, -1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-6:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -3)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-6:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 1)):
        yield from effects.gain(g, inv, stamina=1)
    else:
        yield from effects.gain(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@location("southside-6:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("southside-7:historical-society")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -2)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("southside-7:mas-boarding-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -2)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("southside-7:south-church")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 1)):
        yield from effects.gain(g, inv, sanity=2)
    else:
        yield from effects.lose(g, inv, stamina=1)
