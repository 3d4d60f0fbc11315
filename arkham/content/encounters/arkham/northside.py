"""Northside: the Curiositie Shoppe, the Newspaper and the Train Station."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects, mythos
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("northside-1:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay for first pick of the crate?", money=4)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)


@location("northside-1:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("northside-1:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("northside-2:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-2:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain_card(g, inv, "retainer")
    else:
        yield from effects.gain(g, inv, clues=1)


@location("northside-2:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("northside-3:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Buy a sealed parcel?", money=2)):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 2)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("northside-3:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.gain(g, inv, money=2, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-3:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Open the knocking trunk?", "Open it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("northside-4:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Sign the ledger?", "Sign", "Refuse")):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.curse(g, inv)


@location("northside-4:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, money=2)
    yield from mythos.clue_step(g, "graveyard")


@location("northside-4:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.draw(g, inv, "ally", 1)
    else:
        yield from effects.gain(g, inv, money=1)


@location("northside-5:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 1, difficulty=2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("northside-5:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0, difficulty=2)):
        yield from effects.gain(g, inv, money=3, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("northside-5:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.delayed(g, inv)


@location("northside-6:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "The clockwork songbird",
        (
            ("trinket", "Take a trinket (draw 1 Common Item)"),
            ("bird", "Explain the bird (Lore check)"),
        ),
    )
    if picked == "trinket":
        yield from effects.draw(g, inv, "common", 1)
    elif (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("northside-6:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "luck", -1, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.delayed(g, inv)


@location("northside-6:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Open the parcel?", "Open it", "Leave it")):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.lose(g, inv, sanity=1)


@location("northside-7:curiositie-shoppe")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("northside-7:newspaper")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, money=3)


@location("northside-7:train-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (
        yield from effects.may(g, inv, "Carry the crate to the university?", "Carry it", "Decline")
    ):
        effects.move_to(g, inv, "science-building")
        yield from effects.gain(g, inv, money=2)
