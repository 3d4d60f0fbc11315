"""Other World encounters of the gate deck.

The facts (titles, prose, rules lines) live in ``data/gate_deck/``; each entry's behaviour is
registered here by ``<card id>:<world id>`` or ``<card id>:other``. The rules line of an entry is
the contract for its code: every check, cost and reward named there is done here, and nothing
else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import gate

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


def returned_early(g: Game, inv: Investigator) -> None:
    """Returned to Arkham early: to the second area of this world, so the next Movement phase
    takes the investigator home through an open gate."""
    world = g.cat.world_of_area[inv.area]
    effects.move_to(g, inv, f"{world}-2")


# ---------------------------------------------------------------- blue


@gate("gate-blue-1:abyss")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique")
    else:
        yield from effects.monster_appears(g, inv)


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
        yield from effects.monster_appears(g, inv)


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
    yield from effects.monster_appears(g, inv)


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
