"""Allies (reference §6.6).

Their skill and maximum Sanity/Stamina bonuses come from ``data/cards.json`` through the engine
(``checks.bonus``, ``effects.max_sanity``/``max_stamina``). Here:

* the extras when an ally joins (Anna Kaslow's Clues; Ruby Standish, Ryan Dean and Thomas F.
  Malone's draws) — :func:`join_ally`, registered as a ``card-gained`` hook;
* Duke and Sir William Brinton: discard to restore Sanity (Stamina) to its maximum, in Upkeep
  or before a loss;
* John Legrasse: Endless monsters he helps defeat stay as trophies (``monster-defeated`` hook);
* Eric Colt, Tom "Mountain" Murphy, Professor Armitage and Richard Upton Pickman: modifiers
  ``ignore-nightmarish``, ``ignore-overwhelming``, ``ignore-magical-resistance`` and
  ``ignore-physical-resistance`` for the combat rules to read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.content.items import possession
from arkham.engine import board, combat, effects, windows
from arkham.engine.names import Hook
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


# ---------------------------------------------------------------- joining


@windows.hook(Hook.CARD_GAINED)
def join_ally(g: Game, inv: Investigator, handle: str) -> Effect:
    """What an ally brings when he or she joins; nothing for other cards. Call it right after
    an ally card is gained (``effects.draw``/``gain_card``) until the engine runs the
    ``card-gained`` hooks itself."""
    card = card_of(handle)
    if card == "anna-kaslow":
        yield from effects.gain(g, inv, clues=2)
    elif card == "ruby-standish":
        yield from effects.draw(g, inv, "unique", 1)
    elif card == "ryan-dean":
        yield from effects.draw(g, inv, "common", 1)
    elif card == "thomas-f-malone":
        yield from effects.draw(g, inv, "spell", 1)


# ---------------------------------------------------------------- Duke and Sir William Brinton

RESTORERS = {"duke": "sanity", "sir-william-brinton": "stamina"}


def _maximum_without(g: Game, inv: Investigator, card: str, stat: str) -> int:
    """The maximum once the ally (who raises it by his bonus) is gone."""
    top = effects.max_sanity(g, inv) if stat == "sanity" else effects.max_stamina(g, inv)
    return top - g.cat.allies[card].bonuses.get(f"max-{stat}", 0)


def _restorer(card: str, stat: str, window: str) -> Ability:
    def gain(g: Game, inv: Investigator) -> int:
        return _maximum_without(g, inv, card, stat) - getattr(inv, stat)

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        if window == "before-loss" and ctx.get(stat, 0) <= 0:
            return False
        return possession(inv, card) is not None and gain(g, inv) > 0

    def advise(g: Game, inv: Investigator, ctx: Context) -> bool:
        top = _maximum_without(g, inv, card, stat)
        if window == "before-loss":
            return ctx[stat] >= getattr(inv, stat) and top > ctx[stat]
        return getattr(inv, stat) <= max(1, top // 2)

    def label(g: Game, inv: Investigator, ctx: Context) -> str:
        return f"Discard {g.cat.card_name(card)}: {stat.title()} back to its maximum"

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        p = possession(inv, card)
        assert p is not None
        restored = gain(g, inv)
        effects.discard(g, inv, p.handle)
        yield from effects.gain(g, inv, **{stat: restored})

    return windows.register(Ability(f"{card}:{window}", window, label, usable, use, advise))


RESTORER_ABILITIES = [
    _restorer(card, stat, window)
    for card, stat in RESTORERS.items()
    for window in ("upkeep", "before-loss")
]


# ---------------------------------------------------------------- combat extras

IGNORES = {
    "eric-colt": "ignore-nightmarish",
    "tom-mountain-murphy": "ignore-overwhelming",
    "professor-armitage": "ignore-magical-resistance",
    "richard-upton-pickman": "ignore-physical-resistance",
}


@windows.register_modifier(*IGNORES.values())
def ally_modifiers(g: Game, inv: Investigator, key: str) -> int:
    return 1 if any(IGNORES.get(p.card) == key for p in inv.possessions) else 0


@windows.hook(Hook.MONSTER_DEFEATED)
def legrasse_keeps_endless(g: Game, inv: Investigator, marker: str) -> Effect:
    """With John Legrasse, a defeated Endless monster becomes a trophy instead of going back to
    the cup."""
    if (
        possession(inv, "john-legrasse") is not None
        and g.state.monsters.get(marker) == "cup"
        and "endless" in combat.keywords(g, marker)
    ):
        board.monster_trophy(g, inv, marker)
    return
    yield
