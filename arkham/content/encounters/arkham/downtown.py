"""Downtown: Arkham Asylum, the Bank of Arkham and Independence Square (unstable)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects
from arkham.engine.encounters import location

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@location("downtown-1:asylum")
def _(g: Game, inv: Investigator) -> Effect:
    result = yield from effects.check(g, inv, "lore", -1)
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
        yield from effects.monster_appears(g, inv)


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
