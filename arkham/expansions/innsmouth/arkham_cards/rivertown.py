"""Rivertown, Innsmouth's cards: the Black Cave, the General Store and the Graveyard (the cave
and the graveyard unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.engine.mythos import clue_step

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("rivertown-8:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("rivertown-8:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy the uncollected order?", money=2)):
        yield from effects.draw(g, inv, "common", 2, keep=1)


@location("rivertown-8:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("rivertown-9:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("rivertown-9:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0, difficulty=2)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("rivertown-9:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("rivertown-10:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take the offering?", "Take it", "Leave it")):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.curse(g, inv)


@location("rivertown-10:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, money=1)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)


@location("rivertown-10:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
        yield from clue_step(g, "esoteric-order-of-dagon")
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("rivertown-11:black-cave")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("rivertown-11:general-store")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.delayed(g, inv)


@location("rivertown-11:graveyard")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0, difficulty=2)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)
