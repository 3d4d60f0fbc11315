"""Factory District: the First National Grocery, the Gilman House Hotel and the Marsh
Refinery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects, mythos, tracks
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.look import draw_look
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

HOOD = "factory-district"


@location("factory-district-1:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("factory-district-1:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("factory-district-1:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, money=5)
    else:
        yield from board.arrested(g, inv)


@location("factory-district-2:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("factory-district-2:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Take the room with the lock?", money=2)):
        yield from effects.gain(g, inv, sanity=2, stamina=1)


@location("factory-district-2:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Work the night shift?", "Work it", "Decline")):
        yield from effects.gain(g, inv, money=3)
        yield from effects.delayed(g, inv)


@location("factory-district-3:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy the tinned goods?", money=1)):
        yield from effects.gain(g, inv, stamina=2)


@location("factory-district-3:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, sanity=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("factory-district-3:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("factory-district-4:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Carry the box to the Gilman House?", "Carry it", "No")):
        effects.move_to(g, inv, "gilman-house-hotel")
        yield from effects.gain(g, inv, money=2)


@location("factory-district-4:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, clues=1, stamina=1)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@location("factory-district-4:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("factory-district-5:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("factory-district-5:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("factory-district-5:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take the job at the refinery?", "Take it", "Decline")):
        yield from effects.gain(g, inv, money=4)
        yield from draw_look(g, inv, 1)


@location("factory-district-6:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "luck", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("factory-district-6:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Eat the chowder?", "Eat", "Leave it")):
        yield from effects.gain(g, inv, stamina=2)
        yield from draw_look(g, inv, 1)


@location("factory-district-6:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("factory-district-7:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.delayed(g, inv)


@location("factory-district-7:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, sanity=1)
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)


@location("factory-district-7:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("factory-district-8:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("factory-district-8:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give the Treasury man your evidence?", clues=1)):
        yield from tracks.fill_group(g, FEDS, HOOD, 1)
        yield from effects.gain(g, inv, sanity=1, stamina=1)


@location("factory-district-8:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "fight", -1, counts=True)
    if result:
        yield from effects.gain(g, inv, money=2 * result.successes)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("factory-district-9:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.arrested(g, inv)


@location("factory-district-9:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, sanity=1)
    else:
        yield from board.arrested(g, inv)


@location("factory-district-9:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, money=3, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("factory-district-10:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pick through the crate?", money=2)):
        yield from effects.draw(g, inv, "common", 2, keep=1)


@location("factory-district-10:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, sanity=2, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("factory-district-10:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Reach into the vat?", "Reach in", "Leave it")):
        return
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.gain(g, inv, money=4)
    else:
        yield from board.gate_appears_under(g, inv)


@location("factory-district-11:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("factory-district-11:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, sanity=1)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, stamina=2)


@location("factory-district-11:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, money=2)


@location("factory-district-12:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Carry the spoilt stock out?", "Carry it", "Decline")):
        yield from effects.gain(g, inv, money=3)
        yield from effects.lose(g, inv, stamina=1)


@location("factory-district-12:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("factory-district-12:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, stamina=1, sanity=1)


@location("factory-district-13:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Copy a page of the ledger?", money=1)):
        yield from effects.gain(g, inv, clues=1)
        yield from mythos.clue_step(g, "marsh-refinery")


@location("factory-district-13:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", 0, difficulty=2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("factory-district-13:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from effects.gain(g, inv, money=3, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("factory-district-14:first-national-grocery")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 1, difficulty=2)):
        yield from effects.draw(g, inv, "common", 2)
    else:
        yield from effects.lose(g, inv, money=1)


@location("factory-district-14:gilman-house-hotel")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "luck", -1, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("factory-district-14:marsh-refinery")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Burn the manifests?", "Burn them", "Leave them")):
        return
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from tracks.advance(g, DEEP_ONES, -1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.arrested(g, inv)
