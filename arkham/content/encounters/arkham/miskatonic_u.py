"""Miskatonic U.: Administration, the Library and the Science Building (unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.engine.mythos import clue_step

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("miskatonic-u-1:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("miskatonic-u-1:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-1:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("miskatonic-u-2:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 1)):
        yield from effects.gain(g, inv, money=3)


@location("miskatonic-u-2:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, clues=1)


@location("miskatonic-u-2:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("miskatonic-u-3:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.gain_card(g, inv, "retainer")
    else:
        yield from effects.lose(g, inv, money=1)


@location("miskatonic-u-3:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.delayed(g, inv)


@location("miskatonic-u-3:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("miskatonic-u-4:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-4:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -3)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-4:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("miskatonic-u-5:administration")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "luck", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, money=2 * result.successes)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("miskatonic-u-5:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Trade what you have found?", clues=1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)


@location("miskatonic-u-5:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        here = board.investigators_in_neighbourhood(g, g.cat.neighbourhood_of[inv.area])
        yield from effects.for_each(g, here, lambda i: effects.gain(g, i, clues=1))
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-6:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, clues=1)
        effects.move_to(g, inv, "miskatonic-u-streets")


@location("miskatonic-u-6:library")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "Which wing of the stacks?",
        (
            ("east", "The east wing (lose 1 Sanity, draw a Spell)"),
            ("cellar", "The cellar stacks (lose 1 Stamina, draw a Unique Item)"),
            ("leave", "Leave"),
        ),
    )
    if picked == "east":
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.draw(g, inv, "spell", 1)
    elif picked == "cellar":
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.draw(g, inv, "unique", 1)


@location("miskatonic-u-6:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.gain(g, inv, clues=1)
        yield from clue_step(g, "woods")
    else:
        yield from board.gate_appears_under(g, inv)


@location("miskatonic-u-7:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("miskatonic-u-7:library")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "The rare-book room stands open", "Slip in", "Leave")):
        return
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("miskatonic-u-7:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -3)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)
