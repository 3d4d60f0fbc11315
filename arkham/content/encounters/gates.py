"""Other World encounters of the gate deck.

The facts (titles, prose, rules lines) live in ``data/gate_deck/``; each entry's behaviour is
registered here by ``<card id>:<world id>`` or ``<card id>:other``. The rules line of an entry is
the contract for its code: every check, cost and reward named there is done here, and nothing
else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import combat, effects
from arkham.engine.encounters import gate
from arkham.kit.gates import returned_and_may_close, returned_at_once, returned_early

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


# ---------------------------------------------------------------- blue


@gate("gate-blue-1:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-1:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-blue-1:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-blue-2:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-2:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, sanity=2)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-blue-2:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-3:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-blue-3:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay for the loan of the volume?", sanity=2)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.gain(g, inv, clues=1)


@gate("gate-blue-3:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)


@gate("gate-blue-4:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=3)


@gate("gate-blue-4:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@gate("gate-blue-4:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "sneak", -1)):
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-5:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-blue-5:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.bless(g, inv)


@gate("gate-blue-5:other")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, stamina=1)
    if (yield from effects.check(g, inv, "speed", 0)):
        returned_early(g, inv)


@gate("gate-blue-6:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        returned_early(g, inv)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-6:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 2:
        yield from effects.lost_in_time_and_space(g, inv)
    else:
        yield from effects.gain(g, inv, clues=1)


@gate("gate-blue-6:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@gate("gate-blue-7:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay for a curio in blood?", stamina=2)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)


@gate("gate-blue-7:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0, difficulty=2)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-blue-7:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-blue-8:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from returned_at_once(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-blue-8:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The lights bob and beckon from among the trees.",
        (
            ("follow", "Follow the lights (Luck −1)"),
            ("path", "Keep to the path (gain 1 Clue)"),
        ),
    )
    if picked == "path":
        yield from effects.gain(g, inv, clues=1)
    elif (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-blue-8:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-9:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-blue-9:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0, difficulty=2)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-blue-9:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from returned_and_may_close(g, inv, "Shut the way behind you?")
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-blue-10:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, sanity=2)
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "unique")


@gate("gate-blue-10:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-blue-10:other")
def _(g: Game, inv: Investigator) -> Effect:
    dice = yield from effects.roll(g, inv, 2, "Roll")
    hits = sum(1 for d in dice if d >= 5)
    if hits:
        yield from effects.gain(g, inv, clues=hits)


@gate("gate-blue-11:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-blue-11:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Let the scroll read on?", sanity=3)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.draw(g, inv, "unique")


@gate("gate-blue-11:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-blue-12:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, clues=1)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common")
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-blue-12:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2, stamina=2)


@gate("gate-blue-12:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.lost_in_time_and_space(g, inv)


# ---------------------------------------------------------------- green


@gate("gate-green-1:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-green-1:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The herdsmen make room for you by the fire.",
        (
            ("share", "Share their meal (lose 2 Sanity, gain 1 Clue)"),
            ("slip-away", "Slip away (Sneak −1)"),
        ),
    )
    if picked == "share":
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.gain(g, inv, clues=1)
    elif not (yield from effects.check(g, inv, "sneak", -1)):
        yield from combat.monster_appears(g, inv)


@gate("gate-green-1:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.lose(g, inv, money=2, stamina=1)


@gate("gate-green-2:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-2:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    yield from combat.monster_appears(g, inv)


@gate("gate-green-2:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-3:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, stamina=1)
    if (yield from effects.may_pay(g, inv, "Leave an offering in the bowl?", money=2)):
        yield from effects.bless(g, inv)


@gate("gate-green-3:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=2)


@gate("gate-green-3:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-green-4:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-green-4:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@gate("gate-green-4:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-5:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy from the merchants of the galleys?", money=3)):
        yield from effects.draw(g, inv, "unique")
    elif not (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.delayed(g, inv)


@gate("gate-green-5:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=3)


@gate("gate-green-5:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        returned_early(g, inv)


@gate("gate-green-6:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-green-6:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-green-6:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-green-7:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Ride the winged steed home?", stamina=2)):
        yield from returned_at_once(g, inv)


@gate("gate-green-7:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-green-7:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", 0)):
        yield from combat.monster_appears(g, inv)


@gate("gate-green-8:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-green-8:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        returned_early(g, inv)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-green-8:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-9:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=3)):
        yield from effects.gain(g, inv, clues=4)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-9:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from returned_at_once(g, inv)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-green-9:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", 0)):
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@gate("gate-green-10:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Let the engine fill your mind?", sanity=2)):
        yield from effects.gain(g, inv, clues=3)


@gate("gate-green-10:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=3)
        yield from effects.delayed(g, inv)


@gate("gate-green-10:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, money=4)


@gate("gate-green-11:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-green-11:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, stamina=2)
    if (yield from effects.check(g, inv, "luck", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-green-11:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-green-12:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from returned_and_may_close(g, inv, "Shut the door at the end of the gallery?")
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-green-12:celaeno")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 3:
        yield from effects.lose(g, inv, sanity=2)
    else:
        yield from effects.draw(g, inv, "spell")


@gate("gate-green-12:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)


# ---------------------------------------------------------------- red


@gate("gate-red-1:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-red-1:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-red-1:other")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 3:
        yield from effects.lose(g, inv, sanity=2)
    else:
        yield from effects.gain(g, inv, clues=1)


@gate("gate-red-2:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1, difficulty=2)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-red-2:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.curse(g, inv)


@gate("gate-red-2:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-red-3:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.curse(g, inv)


@gate("gate-red-3:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-red-3:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-red-4:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-red-4:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.lose(g, inv, money=3)
        yield from effects.delayed(g, inv)


@gate("gate-red-4:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@gate("gate-red-5:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=3)


@gate("gate-red-5:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-red-5:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-red-6:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take the idol from the weed?")):
        yield from effects.draw(g, inv, "unique")
        yield from effects.curse(g, inv)


@gate("gate-red-6:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=2, stamina=1)


@gate("gate-red-6:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay the old woman in blood?", stamina=2)):
        yield from effects.gain(g, inv, clues=2)


@gate("gate-red-7:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from returned_at_once(g, inv)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-red-7:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0, difficulty=2)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-red-7:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.curse(g, inv)


@gate("gate-red-8:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-red-8:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy a charm from the merchant?", money=3)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.gain(g, inv, stamina=1)


@gate("gate-red-8:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1, difficulty=2)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-red-9:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2, stamina=2)


@gate("gate-red-9:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.delayed(g, inv)
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-red-9:other")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 2:
        yield from combat.monster_appears(g, inv)
    else:
        yield from effects.gain(g, inv, clues=1)


@gate("gate-red-10:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -2, difficulty=2)):
        yield from returned_and_may_close(g, inv, "Strike out the way behind you?")
    else:
        yield from effects.lose(g, inv, stamina=3)


@gate("gate-red-10:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-red-10:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-red-11:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-red-11:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-red-11:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-red-12:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=4)


@gate("gate-red-12:plateau-of-leng")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from combat.monster_appears(g, inv)


@gate("gate-red-12:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Sit on the black throne?")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.curse(g, inv)


# ---------------------------------------------------------------- yellow


@gate("gate-yellow-1:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Open the cylinder with your name on it?")):
        return
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.draw(g, inv, "unique")
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-1:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "How long do you read?",
        (
            ("briefly", "Read briefly (gain 1 Clue)"),
            ("deeply", "Read deeply (Will −1)"),
        ),
    )
    if picked == "briefly":
        yield from effects.gain(g, inv, clues=1)
    elif (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-yellow-1:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


@gate("gate-yellow-2:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.curse(g, inv)


@gate("gate-yellow-2:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy a curio with coin?", money=4)) or (
        yield from effects.may_pay(g, inv, "Buy a curio with memories?", sanity=2)
    ):
        yield from effects.draw(g, inv, "unique")


@gate("gate-yellow-2:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-yellow-3:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from effects.delayed(g, inv)


@gate("gate-yellow-3:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    dice = yield from effects.roll(g, inv, 2, "Roll")
    misses = sum(1 for d in dice if d <= 3)
    if misses:
        yield from effects.lose(g, inv, stamina=misses)


@gate("gate-yellow-3:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, sanity=1)


@gate("gate-yellow-4:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-yellow-4:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.lose(g, inv, stamina=3)
        yield from effects.delayed(g, inv)


@gate("gate-yellow-4:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-5:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@gate("gate-yellow-5:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from returned_at_once(g, inv)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-yellow-5:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.curse(g, inv)


@gate("gate-yellow-6:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.draw(g, inv, "spell")
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=3)


@gate("gate-yellow-6:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    (die,) = yield from effects.roll(g, inv, 1, "Roll")
    if die <= 3:
        yield from effects.delayed(g, inv)
    else:
        yield from effects.draw(g, inv, "unique")


@gate("gate-yellow-6:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=1)


@gate("gate-yellow-7:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The archivist will answer one question.",
        (
            ("future", "Ask about the future (Lore −1)"),
            ("home", "Ask the way home (move to this world's second area)"),
        ),
    )
    if picked == "home":
        returned_early(g, inv)
    elif (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-7:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell")
    else:
        yield from effects.lose(g, inv, sanity=3)
        yield from effects.delayed(g, inv)


@gate("gate-yellow-7:other")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "sneak", 0)):
        yield from combat.monster_appears(g, inv)


@gate("gate-yellow-8:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1, difficulty=2)):
        returned_early(g, inv)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-yellow-8:dreamlands")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, sanity=2, clues=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-yellow-8:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common")
    else:
        yield from effects.lose(g, inv, stamina=1)


@gate("gate-yellow-9:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-9:another-dimension")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from returned_and_may_close(g, inv, "Take the hinges with you?")
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-9:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@gate("gate-yellow-10:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-yellow-10:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@gate("gate-yellow-10:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@gate("gate-yellow-11:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@gate("gate-yellow-11:rlyeh")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, sanity=3)
        yield from effects.curse(g, inv)


@gate("gate-yellow-11:other")
def _(g: Game, inv: Investigator) -> Effect:
    dice = yield from effects.roll(g, inv, 2, "Roll")
    misses = sum(1 for d in dice if d <= 2)
    if misses:
        yield from effects.lose(g, inv, sanity=misses)


@gate("gate-yellow-12:yuggoth")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.lose(g, inv, stamina=3)


@gate("gate-yellow-12:city-of-the-great-race")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.delayed(g, inv)


@gate("gate-yellow-12:other")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        returned_early(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=1)
