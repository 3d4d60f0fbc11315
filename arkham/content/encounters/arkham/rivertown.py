"""Rivertown: the Black Cave and the Graveyard (both unstable) and the General Store."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
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
        yield from combat.monster_appears(g, inv)


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
        yield from combat.monster_appears(g, inv)


@location("rivertown-3:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("rivertown-3:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Dig through the bargain barrel?", money=1)):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)


@location("rivertown-3:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give for the church roof?", money=2)):
        yield from effects.gain(g, inv, clues=2)


@location("rivertown-4:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (
        yield from effects.may(g, inv, "Take the coins from the altar?", "Take them", "Leave them")
    ):
        yield from effects.gain(g, inv, money=3)
        yield from effects.curse(g, inv)


@location("rivertown-4:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("rivertown-4:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("rivertown-5:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Squeeze through the crack?", "Squeeze", "Stay")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        effects.move_to(g, inv, "river-docks")
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("rivertown-5:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@location("rivertown-5:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("rivertown-6:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("rivertown-6:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Drive the order out?", "Deliver it", "Decline")):
        effects.move_to(g, inv, "graveyard")
        yield from effects.gain(g, inv, money=3)


@location("rivertown-6:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=1)
        yield from effects.bless(g, inv)
    else:
        yield from effects.add_doom(g, 1)


@location("rivertown-7:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Creep farther in?", "Creep in", "Take the lantern")):
        yield from effects.draw(g, inv, "common", 1)
    elif (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("rivertown-7:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("rivertown-7:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.curse(g, inv)
