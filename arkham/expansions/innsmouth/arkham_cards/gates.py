"""Innsmouth's gate cards: four of each colour, each naming two worlds of its colour and an
'Other' entry, registered like the base cards in :mod:`arkham.content.encounters.gates` (whose
ways home they share)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import combat, effects
from arkham.engine.encounters import gate
from arkham.expansions.innsmouth.arkham_cards.common import uprising
from arkham.expansions.innsmouth.look import draw_look
from arkham.kit.gates import (
    returned_and_may_close,
    returned_at_once,
    returned_early,
)

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


# ---------------------------------------------------------------- blue


@gate("gate-blue-13:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-blue-13:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-blue-13:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-14:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-14:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The purser of the black-sailed ship",
        (("coin", "Take the coin (gain $2)"), ("board", "Board the ship (Will −1)")),
    )
    if picked == "coin":
        yield from effects.gain(g, inv, money=2)
    elif (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-blue-14:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-15:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Trade your gold for a curio?", money=3)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)


@gate("gate-blue-15:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 2:
        yield from combat.monster_appears(g, inv)
    else:
        returned_early(g, inv)


@gate("gate-blue-15:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", 0)):
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@gate("gate-blue-16:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-blue-16:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-16:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from returned_at_once(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=1)


# ---------------------------------------------------------------- green


@gate("gate-green-13:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@gate("gate-green-13:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-green-13:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=1)


@gate("gate-green-14:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy a black pearl?", money=2)):
        yield from effects.draw(g, inv, "unique")
    elif not (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.curse(g, inv)


@gate("gate-green-14:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


@gate("gate-green-14:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-green-15:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-15:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from returned_and_may_close(g, inv, "Let the water door close behind you?")
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-green-15:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@gate("gate-green-16:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-green-16:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common")
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-green-16:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


# ---------------------------------------------------------------- red


@gate("gate-red-13:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
        return
    yield from uprising(g, 1)
    yield from effects.lose(g, inv, sanity=2)


@gate("gate-red-13:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-red-13:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-red-14:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-red-14:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Dive to the sunken temple?")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-red-14:other")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 3:
        yield from effects.lose(g, inv, sanity=1)
    else:
        yield from effects.gain(g, inv, clues=1)


@gate("gate-red-15:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-red-15:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-red-15:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Keep the gold bracelet?")):
        yield from effects.draw(g, inv, "unique")
        yield from effects.curse(g, inv)


@gate("gate-red-16:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    dice = yield from effects.roll(g, inv, 2, "Roll")
    misses = sum(1 for d in dice if d <= 2)
    if misses:
        yield from effects.lose(g, inv, stamina=misses)


@gate("gate-red-16:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Board the boat with no one at the oars?")):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from returned_at_once(g, inv)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-red-16:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


# ---------------------------------------------------------------- yellow


@gate("gate-yellow-13:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from draw_look(g, inv, 1)


@gate("gate-yellow-13:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Listen to the brain in brine?", sanity=1)):
        yield from effects.gain(g, inv, clues=2)


@gate("gate-yellow-13:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-yellow-14:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-yellow-14:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-yellow-14:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take the crown of pale gold?")):
        yield from effects.draw(g, inv, "unique")
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-yellow-15:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-yellow-15:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=1)
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-yellow-15:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-yellow-16:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-yellow-16:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.delayed(g, inv)


@gate("gate-yellow-16:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
