"""Easttown: Hibb's Roadhouse (unstable), the Police Station and Velma's Diner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("easttown-1:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy into the craps game?", money=1)):
        dice = yield from effects.roll(g, inv, 2, "Craps")
        wins = sum(1 for d in dice if d >= 5)
        if wins:
            yield from effects.gain(g, inv, money=2 * wins)


@location("easttown-1:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.arrested(g, inv)


@location("easttown-1:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Order the blue plate special?", money=1)):
        yield from effects.gain(g, inv, stamina=2)


@location("easttown-2:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("easttown-2:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.delayed(g, inv)


@location("easttown-2:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "Velma is short-handed",
        (("dishes", "Wash dishes (gain $2)"), ("tables", "Wait tables (Speed check)")),
    )
    if picked == "dishes":
        yield from effects.gain(g, inv, money=2)
    elif (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("easttown-3:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from board.arrested(g, inv)


@location("easttown-3:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("easttown-3:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    guests = board.investigators_in_neighbourhood(g, "easttown")
    yield from effects.for_each(g, guests, lambda i: effects.gain(g, i, stamina=1))


@location("easttown-4:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from combat.monster_appears(g, inv)


@location("easttown-4:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Pay for the cartridges?", money=1)):
        return
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.draw(g, inv, "skill", 1)


@location("easttown-4:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, stamina=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("easttown-5:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Sit in at the card table?", money=2)):
        return
    if (yield from effects.check(g, inv, "luck", 1, difficulty=2)):
        yield from effects.gain(g, inv, money=6)


@location("easttown-5:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.arrested(g, inv)


@location("easttown-5:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay the trucker's cleaning bill?", money=2)):
        return
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, stamina=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("easttown-6:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("easttown-6:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("easttown-6:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "speed", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, money=result.successes)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("easttown-7:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, money=2, clues=1)


@location("easttown-7:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, money=3, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("easttown-7:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
