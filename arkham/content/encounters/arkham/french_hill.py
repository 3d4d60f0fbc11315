"""French Hill: the Silver Twilight Lodge and its Inner Sanctum, and the Witch House (both
unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


def _expel(g: Game, inv: Investigator) -> None:
    """Discard the investigator's Lodge Membership, if any."""
    for p in list(inv.possessions):
        if p.card == "lodge-membership":
            effects.discard(g, inv, p.handle)


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
        yield from combat.monster_appears(g, inv)


@location("french-hill-2:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from board.gate_appears_under(g, inv)


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


@location("french-hill-3:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if inv.holds("lodge-membership"):
        return
    if (
        yield from effects.may_pay(g, inv, "Accept the gentleman's sponsorship?", money=2, clues=1)
    ):
        yield from effects.gain_card(g, inv, "lodge-membership")


@location("french-hill-3:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.draw(g, inv, "spell", 2, keep=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)


@location("french-hill-3:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.draw(g, inv, "unique", 2, keep=1)
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("french-hill-4:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("french-hill-4:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", 0)):
        yield from effects.draw(g, inv, "spell", 1)
    else:
        yield from effects.lose(g, inv, stamina=1, sanity=1)


@location("french-hill-4:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.gain_card(g, inv, "retainer")
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, stamina=2)
        yield from effects.delayed(g, inv)


@location("french-hill-5:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.add_doom(g, 1)
        yield from effects.lose(g, inv, sanity=1)


@location("french-hill-5:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Take the garret for the night?", money=1)):
        return
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=2)


@location("french-hill-5:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "ally", 1)
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, money=3)


@location("french-hill-6:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "luck", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("french-hill-6:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Step into the chalk circle?", "Step in", "Keep out")):
        return
    if (yield from effects.check(g, inv, "lore", -1, difficulty=2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        yield from board.gate_appears_under(g, inv)


@location("french-hill-6:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=3)
    else:
        _expel(g, inv)
        yield from effects.lose(g, inv, sanity=1)


@location("french-hill-7:silver-twilight-lodge")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain_card(g, inv, "lodge-membership")
    else:
        yield from combat.monster_appears(g, inv)


@location("french-hill-7:witch-house")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", 0)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from combat.monster_appears(g, inv)


@location("french-hill-7:inner-sanctum")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Drink from the cup?", "Drink", "Pass it on")):
        return
    yield from effects.add_doom(g, 1)
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.draw(g, inv, "spell", 2)
    else:
        yield from effects.draw(g, inv, "spell", 1)
        yield from effects.curse(g, inv)
