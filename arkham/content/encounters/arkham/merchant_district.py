"""Merchant District: the River Docks, the Unnamable and the Unvisited Isle (both unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("merchant-district-1:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("merchant-district-1:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("merchant-district-1:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("merchant-district-2:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("merchant-district-2:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Search the breathing house?", "Search", "Leave")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("merchant-district-2:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("merchant-district-3:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Let the ferryman row you across?", "Go", "Stay")):
        yield from effects.gain(g, inv, clues=1)
        effects.move_to(g, inv, "unvisited-isle")


@location("merchant-district-3:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("merchant-district-3:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Hear the hermit's word?", sanity=1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)


@location("merchant-district-4:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("merchant-district-4:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Force the locked door?", "Force it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("merchant-district-4:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("merchant-district-5:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy from the sea chest?", money=3)):
        yield from effects.draw(g, inv, "common", 2, keep=1)


@location("merchant-district-5:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", -2, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("merchant-district-5:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Study the drowned idol?", "Study it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "lore", -3)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("merchant-district-6:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Stand watch tonight?", "Stand watch", "Decline")):
        return
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("merchant-district-6:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("merchant-district-6:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("merchant-district-7:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, money=2)
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("merchant-district-7:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


@location("merchant-district-7:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 1, difficulty=2)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)
