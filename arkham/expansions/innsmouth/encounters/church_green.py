"""Church Green: the Innsmouth Jail and the Esoteric Order of Dagon.

The Innsmouth Jail's entries are met by a visitor at the Jail and by a prisoner in its Jail
Cell during a jail break (:func:`arkham.expansions.innsmouth.places._jail_break`); they say
what each meets (``if you are in the cell, …; otherwise …``), and some free the prisoner or keep
him in the cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects, tracks
from arkham.engine.encounters import location
from arkham.expansions.innsmouth.look import draw_look
from arkham.expansions.innsmouth.places import free_prisoner, in_cell, keep_prisoner
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

HOOD = "church-green"


@location("church-green-1:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    elif in_cell(g, inv):
        yield from effects.lose(g, inv, stamina=1)
    else:
        yield from board.arrested(g, inv)


@location("church-green-1:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Swear the first oath?", "Swear", "Refuse")):
        yield from effects.gain(g, inv, clues=2)
        yield from effects.curse(g, inv)


@location("church-green-2:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "common", 1)
    else:
        yield from effects.lose(g, inv, money=1)


@location("church-green-2:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("church-green-3:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Buy the old sot a bottle?", money=1)):
        yield from effects.gain(g, inv, clues=2)
        yield from effects.lose(g, inv, sanity=1)


@location("church-green-3:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("church-green-4:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.lose(g, inv, stamina=1)
    elif in_cell(g, inv):
        free_prisoner(g, inv)
    else:
        yield from effects.draw(g, inv, "common", 1)


@location("church-green-4:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.arrested(g, inv)


@location("church-green-5:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Pay the sergeant?", money=2)):
        yield from effects.gain(g, inv, clues=1)
        if in_cell(g, inv):
            free_prisoner(g, inv)


@location("church-green-5:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Put $2 on the plate?", money=2)):
        yield from effects.gain(g, inv, clues=1)
    elif not (yield from effects.check(g, inv, "luck", -1)):
        yield from combat.monster_appears(g, inv)


@location("church-green-6:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


@location("church-green-6:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("church-green-7:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("church-green-7:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.gain(g, inv, clues=1)
        yield from tracks.advance(g, DEEP_ONES, -1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("church-green-8:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Tell the federal man what you know?", clues=1)):
        yield from tracks.fill_group(g, FEDS, HOOD, 1)
        yield from effects.gain(g, inv, money=2)


@location("church-green-8:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.gain(g, inv, clues=1, stamina=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("church-green-9:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, clues=1)
    elif in_cell(g, inv):
        keep_prisoner(g, inv)
    else:
        yield from effects.delayed(g, inv)


@location("church-green-9:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Take the tiara?", "Take it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.draw(g, inv, "unique", 1)
        yield from effects.curse(g, inv)
    else:
        yield from board.arrested(g, inv)


@location("church-green-10:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.delayed(g, inv)
    elif in_cell(g, inv):
        free_prisoner(g, inv)
    else:
        yield from effects.gain(g, inv, clues=2)


@location("church-green-10:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, clues=1)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.bless(g, inv)


@location("church-green-11:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Sign the Marsh lawyer's paper?", "Sign", "Refuse")):
        return
    yield from effects.curse(g, inv)
    if in_cell(g, inv):
        free_prisoner(g, inv)
    else:
        yield from effects.gain(g, inv, money=3)


@location("church-green-11:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from tracks.advance(g, DEEP_ONES, 1)
        yield from combat.monster_appears(g, inv)


@location("church-green-12:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, stamina=1)
        if in_cell(g, inv):
            inv.delayed = False  # put on the bus: out of the cell and free to go
        effects.move_to(g, inv, "bus-service")


@location("church-green-12:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", 0, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.delayed(g, inv)


@location("church-green-13:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.draw(g, inv, "common", 2, keep=1)
    elif in_cell(g, inv):
        yield from effects.lose(g, inv, money=2)
    else:
        yield from board.arrested(g, inv)


@location("church-green-13:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Kneel for the blessing?", "Kneel", "Refuse")):
        yield from effects.bless(g, inv)
        yield from draw_look(g, inv, 2)


@location("church-green-14:innsmouth-jail")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("church-green-14:esoteric-order-of-dagon")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.bless(g, inv)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)
