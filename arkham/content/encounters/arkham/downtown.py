"""Downtown: Arkham Asylum, the Bank of Arkham and Independence Square (unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("downtown-1:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", -1, counts=True)
    if result:
        yield from effects.gain(g, inv, clues=result.successes)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-1:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may_pay(g, inv, "Give to the orphans' fund?", money=3)):
        yield from effects.bless(g, inv)


@location("downtown-1:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from combat.monster_appears(g, inv)


@location("downtown-2:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 1)):
        yield from effects.gain(g, inv, sanity=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-2:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", 1)):
        yield from effects.gain(g, inv, money=3)
    else:
        yield from effects.lose(g, inv, money=2)


@location("downtown-2:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -2)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from effects.lose(g, inv, money=2)


@location("downtown-3:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -2)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-3:bank")
def _(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, money=1)
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)


@location("downtown-3:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=2)
    else:
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-4:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Attend the lecture?", money=2)):
        return
    if (yield from effects.check(g, inv, "lore", 0)):
        yield from effects.draw(g, inv, "skill", 1)
    else:
        yield from effects.gain(g, inv, sanity=1)


@location("downtown-4:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may_pay(g, inv, "Buy into the syndicate?", money=3)):
        return
    if (yield from effects.check(g, inv, "luck", -1)):
        yield from effects.gain(g, inv, money=6)


@location("downtown-4:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -2)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from board.gate_appears_under(g, inv)


@location("downtown-5:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.may(g, inv, "Read the case notes?", "Read them", "Leave them")):
        yield from effects.gain(g, inv, clues=2)
        yield from effects.lose(g, inv, sanity=1)


@location("downtown-5:bank")
def _(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.choose_one(
        g,
        inv,
        "A hold-up!",
        (("wallet", "Hand over your wallet (lose $3)"), ("hero", "Be a hero (Fight check)")),
    )
    if picked == "wallet":
        yield from effects.lose(g, inv, money=3)
    elif (yield from effects.check(g, inv, "fight", -2)):
        yield from effects.gain_card(g, inv, "retainer")
    else:
        yield from effects.lose(g, inv, stamina=2)


@location("downtown-5:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    listeners = board.investigators_in_neighbourhood(g, "downtown")
    yield from effects.for_each(g, listeners, lambda i: effects.gain(g, i, sanity=1))


@location("downtown-6:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "sneak", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lose(g, inv, sanity=1, stamina=1)


@location("downtown-6:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, money=2)
    else:
        yield from effects.lose(g, inv, money=2)
        yield from effects.delayed(g, inv)


@location("downtown-6:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if not (yield from effects.may(g, inv, "Open the ticking satchel?", "Open it", "Leave it")):
        return
    if (yield from effects.check(g, inv, "luck", 0)):
        yield from effects.draw(g, inv, "unique", 1)
    else:
        yield from combat.monster_appears(g, inv)


@location("downtown-7:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.gain(g, inv, sanity=1)
        yield from effects.delayed(g, inv)


@location("downtown-7:bank")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "will", 0)):
        yield from effects.bless(g, inv)
    else:
        yield from effects.gain(g, inv, money=1)


@location("downtown-7:independence-square")
def _(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "speed", -1)):
        yield from effects.gain(g, inv, clues=1)
    else:
        yield from effects.lost_in_time_and_space(g, inv)
