"""Downtown, Innsmouth's cards: Arkham Asylum, the Bank of Arkham and Independence Square
(unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.arkham_cards.common import feds_token

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("downtown-8:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("downtown-8:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, money=2, clues=1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("downtown-8:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The preacher of the Order of Dagon",
        (
            ("leaflet", "Take a leaflet (gain 1 Clue, lose 1 Sanity)"),
            ("shout", "Shout him down (Will check)"),
        ),
    )
    if picked == "leaflet":
        yield from effects.gain(g, inv, clues=1)
        yield from effects.lose(g, inv, sanity=1)
    elif (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("downtown-9:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, sanity=2)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("downtown-9:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, money=2)


@location("downtown-9:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("downtown-10:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Read the drowned man's diary?", "Read it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("downtown-10:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, money=2)


@location("downtown-10:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give the federal man your evidence?", clues=1)):
        yield from feds_token(g, 1)
        yield from effects.gain(g, inv, money=2)


@location("downtown-11:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-11:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Bid on the captain's box?", money=3)):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.gain(g, inv, money=1)


@location("downtown-11:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)
