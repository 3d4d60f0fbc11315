"""French Hill: the Silver Twilight Lodge and its Inner Sanctum, and the Witch House (both
unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("french-hill-1:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, stamina=1)
        return
    if (yield from effects.may_pay(g, inv, "Pay the fee to join the Order?", money=3)):
        yield from effects.gain_card(g, inv, "lodge-membership")


@location("french-hill-1:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.curse(g, inv)


@location("french-hill-1:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("french-hill-2:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.monster_appears(g, inv)


@location("french-hill-2:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.gate_appears(g, inv)


@location("french-hill-2:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The Order grants you a favour",
        (("archive", "Read in the archive (gain 2 Clues)"), ("book", "Take a book (draw a Spell)")),
    )
    if picked == "archive":
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.draw(g, inv, "spell", 1)
