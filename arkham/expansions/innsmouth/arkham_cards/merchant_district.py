"""Merchant District, Innsmouth's cards: the River Docks, the Unnamable and the Unvisited Isle
(both unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.arkham_cards.common import uprising

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("merchant-district-8:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("merchant-district-8:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("merchant-district-8:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
        return
    yield from uprising(g, 1)
    yield from effects.lose(g, inv, sanity=1)


@location("merchant-district-9:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Unload the Marsh barge?", "Unload it", "Walk on")):
        yield from effects.gain(g, inv, money=3)
        yield from effects.lose(g, inv, stamina=1)


@location("merchant-district-9:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("merchant-district-9:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("merchant-district-10:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("merchant-district-10:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Open the sea chest?", "Open it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.curse(g, inv)


@location("merchant-district-10:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("merchant-district-11:river-docks")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, clues=1)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, money=2)


@location("merchant-district-11:unnamable")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("merchant-district-11:unvisited-isle")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)
