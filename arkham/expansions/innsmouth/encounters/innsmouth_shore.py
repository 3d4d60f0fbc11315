"""Innsmouth Shore: Falcon Point, Devil Reef and Y'ha-nthlei. Out at sea the cards are darker
and richer: Unique Items, several Clues, the Look, the Deep Ones Rising."""

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

HOOD = "innsmouth-shore"
DEVIL_REEF = "devil-reef"
YHA_NTHLEI = "yha-nthlei"


@location("innsmouth-shore-1:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("innsmouth-shore-1:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("innsmouth-shore-1:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("innsmouth-shore-2:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)


@location("innsmouth-shore-2:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, stamina=2, sanity=1)


@location("innsmouth-shore-2:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "unique", 2)
    else:
        yield from combat.monster_appears(g, inv)


@location("innsmouth-shore-3:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Row out to Devil Reef with him?", "Go", "Stay")):
        yield from effects.gain(g, inv, clues=1)
        effects.move_to(g, inv, DEVIL_REEF)


@location("innsmouth-shore-3:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)
        yield from draw_look(g, inv, 1)


@location("innsmouth-shore-3:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1, difficulty=2)):
        yield from effects.draw(g, inv, "unique", 2)
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("innsmouth-shore-4:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("innsmouth-shore-4:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Go down the sunken stair?", "Go down", "Stay")):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
        effects.move_to(g, inv, YHA_NTHLEI)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("innsmouth-shore-4:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=3)
        yield from effects.lose(g, inv, sanity=1)
    else:
        yield from draw_look(g, inv, 2)


@location("innsmouth-shore-5:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("innsmouth-shore-5:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take the jewellery?", "Take it", "Leave it")):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
        yield from effects.curse(g, inv)


@location("innsmouth-shore-5:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Go deeper?", "Go deeper", "Turn back")):
        return
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.add_doom(g, 1)
        yield from effects.lose(g, inv, sanity=1)


@location("innsmouth-shore-6:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Use the keeper's telescope?", money=1)):
        yield from effects.gain(g, inv, clues=1)
        yield from mythos.clue_step(g, DEVIL_REEF)


@location("innsmouth-shore-6:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("innsmouth-shore-6:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.draw(g, inv, "unique", 1)
        effects.move_to(g, inv, DEVIL_REEF)
    else:
        yield from combat.monster_appears(g, inv)


@location("innsmouth-shore-7:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "common", 2, keep=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("innsmouth-shore-7:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1, difficulty=2)):
        yield from tracks.advance(g, DEEP_ONES, -1)
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("innsmouth-shore-7:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from tracks.advance(g, DEEP_ONES, -1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from tracks.advance(g, DEEP_ONES, 1)
        yield from effects.lose(g, inv, sanity=1)


@location("innsmouth-shore-8:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("innsmouth-shore-8:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


@location("innsmouth-shore-8:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from draw_look(g, inv, 1)


@location("innsmouth-shore-9:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("innsmouth-shore-9:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("innsmouth-shore-9:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("innsmouth-shore-10:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give the lieutenant your evidence?", clues=1)):
        yield from tracks.fill_group(g, FEDS, HOOD, 1)
        yield from effects.gain(g, inv, money=3)


@location("innsmouth-shore-10:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Wade in and take the gift?", "Take it", "Refuse")):
        yield from effects.draw(g, inv, "unique", 1)
        yield from tracks.advance(g, DEEP_ONES, 1)


@location("innsmouth-shore-10:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, stamina=1)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=2)


@location("innsmouth-shore-11:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.delayed(g, inv)


@location("innsmouth-shore-11:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, stamina=1)
        yield from effects.delayed(g, inv)


@location("innsmouth-shore-11:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -3)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("innsmouth-shore-12:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, stamina=1, sanity=1)


@location("innsmouth-shore-12:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.arrested(g, inv)


@location("innsmouth-shore-12:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, clues=2)
        effects.move_to(g, inv, DEVIL_REEF)
    else:
        yield from combat.monster_appears(g, inv)


@location("innsmouth-shore-13:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy from the bait shack?", money=2)):
        yield from effects.draw(g, inv, "common", 1)
        yield from effects.gain(g, inv, clues=1)


@location("innsmouth-shore-13:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", -1, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("innsmouth-shore-13:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Take from the tribute?", "Take", "Leave it")):
        yield from effects.gain(g, inv, money=5)
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.curse(g, inv)


@location("innsmouth-shore-14:falcon-point")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("innsmouth-shore-14:devil-reef")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("innsmouth-shore-14:yha-nthlei")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from board.gate_appears_under(g, inv)
