"""Easttown, Innsmouth's cards: Hibb's Roadhouse (unstable), the Police Station and Velma's
Diner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.arkham_cards.common import feds_token

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("easttown-8:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Buy the fishermen a round?", money=2)):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("easttown-8:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
        yield from feds_token(g, 1)
    else:
        yield from effects.delayed(g, inv)


@location("easttown-8:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Order the chowder?", money=1)):
        return
    yield from effects.gain(g, inv, stamina=2)
    if not (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.lose(g, inv, sanity=1)


@location("easttown-9:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1, difficulty=2)):
        yield from effects.gain(g, inv, money=5)
    else:
        yield from effects.lose(g, inv, money=2)


@location("easttown-9:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from board.arrested(g, inv)


@location("easttown-9:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, stamina=1)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1)


@location("easttown-10:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, money=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("easttown-10:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("easttown-10:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "speed", 1, counts=True)
    if result:
        yield from effects.gain(g, inv, money=result.successes)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("easttown-11:hibbs-roadhouse")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from board.arrested(g, inv)


@location("easttown-11:police-station")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("easttown-11:velmas-diner")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "Pie, or a paying job?",
        (("pie", "Eat the pie (gain 2 Stamina)"), ("job", "Ride along (gain $2)")),
    )
    if picked == "pie":
        yield from effects.gain(g, inv, stamina=2)
    else:
        yield from effects.gain(g, inv, money=2)
