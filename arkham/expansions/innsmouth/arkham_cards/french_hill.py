"""French Hill, Innsmouth's cards: the Silver Twilight Lodge and its Inner Sanctum, and the
Witch House (both unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("french-hill-8:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("french-hill-8:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("french-hill-8:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("french-hill-9:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain_card(g, inv, "lodge-membership")
    else:
        yield from effects.lose(g, inv, money=2)


@location("french-hill-9:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("french-hill-9:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The treasurer's offer",
        (
            ("gold", "Take the gold (gain $3, become Cursed)"),
            ("book", "Take the book (draw 1 Spell)"),
        ),
    )
    if picked == "gold":
        yield from effects.gain(g, inv, money=3)
        yield from effects.curse(g, inv)
    else:
        yield from effects.draw(g, inv, "spell", 1)


@location("french-hill-10:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("french-hill-10:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Sleep in the damp bed?", "Sleep", "Stay awake")):
        return
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("french-hill-10:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("french-hill-11:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("french-hill-11:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("french-hill-11:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, money=2, clues=2)
        return
    for p in list(inv.possessions):
        if p.card == "lodge-membership":
            effects.discard(g, inv, p.handle)
    yield from effects.lose(g, inv, stamina=1)
