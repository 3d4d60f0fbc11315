"""Miskatonic U., Innsmouth's cards: Administration, the Library and the Science Building
(unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.arkham_cards.common import uprising

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("miskatonic-u-8:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, money=1)


@location("miskatonic-u-8:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-8:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("miskatonic-u-9:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("miskatonic-u-9:library")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The rifled shelf",
        (
            ("curio", "Pick up the curio (draw 1 Unique Item)"),
            ("book", "Read the grey book (Lore check)"),
        ),
    )
    if picked == "curio":
        yield from effects.draw(g, inv, "unique", 1)
    elif (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("miskatonic-u-9:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Examine the specimen?", "Examine it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("miskatonic-u-10:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain_card(g, inv, "retainer")
    else:
        yield from effects.delayed(g, inv)


@location("miskatonic-u-10:library")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-10:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("miskatonic-u-11:administration")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.gain(g, inv, money=2)


@location("miskatonic-u-11:library")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Pay the night watchman?", money=2)):
        return
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("miskatonic-u-11:science-building")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from uprising(g, 1)
