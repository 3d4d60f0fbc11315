"""Skills (reference §6.5).

Speed, Sneak, Fight, Will, Lore and Luck are done by the engine from ``data/cards.json``: +1 to
the skill (``checks.card_bonuses``) and one extra die for each Clue spent on a check of that
skill (``checks.dice_per_clue``) — two separate effects (IR FAQ).

The four re-roll skills are ``after-roll`` abilities here: exhaust to roll a failed check of
their kind again, all of its dice — Stealth (Evade, fleeing included), Marksman (Combat),
Bravery (Horror), Expert Occultist (Spell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.content.items import exhaust, failing, own_roll, possession, reroll_all
from arkham.engine import windows
from arkham.engine.names import Window
from arkham.engine.windows import Ability, Context

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

# skill card -> the check kind it re-rolls
REROLLS = {
    "stealth": "evade",
    "marksman": "combat",
    "bravery": "horror",
    "expert-occultist": "spell",
}


def _reroll(card: str, kind: str) -> Ability:
    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        return (
            ctx.get("kind") == kind
            and own_roll(inv, ctx)
            and bool(ctx["dice"])
            and failing(g, ctx)
            and possession(inv, card, ready=True) is not None
        )

    def label(g: Game, inv: Investigator, ctx: Context) -> str:
        return f"{g.cat.card_name(card)}: roll the failed {kind.title()} check again"

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        p = possession(inv, card, ready=True)
        assert p is not None
        exhaust(g, inv, p)
        reroll_all(g, inv, ctx, g.cat.card_name(card))
        return
        yield

    return windows.register(Ability(card, Window.AFTER_ROLL, label, usable, use))


REROLL_ABILITIES = [_reroll(card, kind) for card, kind in REROLLS.items()]
