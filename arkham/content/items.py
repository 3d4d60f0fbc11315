"""Common and Unique Items (reference §6.2–6.3): what each card does at the engine's windows.

Already done by the engine from ``data/cards.json``, and only tested here: passive bonuses
(Dark Cloak, Lantern, Pallid Mask, the Cross's +1 Horror, the Ruby's movement), weapons in hand
with their hands and physical or magical bonuses (the Cross's +3 against Undead), weapons
discarded after use (Dynamite, Holy Water, Powder), the .18 Derringer that cannot be lost, and
the Elder Sign at an explored gate.

Here: tomes and the other movement items (offered in the Movement phase at their movement-point
cost), loss reducers (Food, Whiskey, Enchanted Jewelry, Obsidian Statue), re-rolls (Bullwhip,
Lucky Cigarette Case) and Research Materials, the Gate Box, and the unique items with their own
moments (Blue Watcher, Dragon's Eye, Flute, Healing Stone, Silver Key, Warding Statue, Alien
Statue, Ancient Tablet). Every ability is usable only when it can do something, so nobody
clicks through an empty prompt.

A few moments have no window in the engine yet; their abilities are registered under the window
name the engine should open (see the module constants ``ENCOUNTER_CARD``, ``ANCIENT_ONE_ATTACK``
and the ``ancient-one-awakens`` hook) and work as soon as it does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.engine import board, checks, combat, effects, flow, windows
from arkham.engine.combat import CardExhausted
from arkham.engine.decisions import Choice
from arkham.engine.names import Hook
from arkham.engine.windows import Ability, Context

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator, Possession

# Windows the engine does not open yet (see the module docstring).
ENCOUNTER_CARD = "encounter-card"
"""After an encounter card is drawn: ctx ``card`` (its id), ``deck`` (``loc:<neighbourhood>`` or
``gate``), ``world`` (for a gate card). An ability may set ``ctx["card"]`` to another card."""
ANCIENT_ONE_ATTACK = "ancient-one-attack"
"""Before the Ancient One's attack on one investigator: ctx ``cancelled`` (set True to cancel)."""


# ---------------------------------------------------------------- shared helpers


def possession(inv: Investigator, card: str, ready: bool = False) -> Possession | None:
    """The investigator's first copy of ``card`` (with ``ready``: the first one not exhausted)."""
    for p in inv.possessions:
        if p.card == card and not (ready and p.exhausted):
            return p
    return None


def exhaust(g: Game, inv: Investigator, p: Possession) -> None:
    p.exhausted = True
    g.emit(CardExhausted(p.card, investigator=inv.id))


def own_roll(inv: Investigator, ctx: Context) -> bool:
    roller = ctx.get("roller")
    return roller is not None and roller.id == inv.id


def failing(g: Game, ctx: Context) -> bool:
    """Whether the roll in an ``after-roll`` window falls short of the successes needed."""
    return checks.count_successes(g, ctx["roller"], ctx["dice"]) < ctx["needed"]


def reroll_all(g: Game, inv: Investigator, ctx: Context, purpose: str) -> None:
    """Roll the check's dice again (all of them); the new dice replace the old."""
    ctx["dice"] = checks.roll(g, inv, len(ctx["dice"]), purpose=purpose)


def in_combat_round(g: Game, ctx: Context) -> bool:
    """A ``combat-round`` window with a monster still to beat (never against an Ancient One)."""
    return (
        ctx.get("monster") is not None
        and ctx.get("result") is None
        and g.state.final_battle is None
    )


def _ability(
    ability_id: str,
    window: str,
    label: str | Callable[[Game, Investigator, Context], str],
    usable: Callable[[Game, Investigator, Context], bool],
    use: Callable[[Game, Investigator, Context], Effect],
    advise: Callable[[Game, Investigator, Context], bool] | None = None,
    movement: int = 0,
    check: tuple[str, int] | None = None,
) -> Ability:
    text = label if callable(label) else (lambda g, inv, ctx, _t=label: _t)
    return windows.register(
        Ability(ability_id, window, text, usable, use, advise, movement=movement, check=check)
    )


def _always(g: Game, inv: Investigator, ctx: Context) -> bool:
    return True


def _loss_would_knock_out(inv: Investigator, ctx: Context) -> bool:
    return ctx.get("sanity", 0) >= inv.sanity or ctx.get("stamina", 0) >= inv.stamina


# ---------------------------------------------------------------- loss reducers


def _reducer(card: str, stat: str, name: str) -> Ability:
    """Food and Whiskey: discard to lose 1 less Stamina (Sanity) from a single loss."""

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        return ctx.get(stat, 0) > 0 and possession(inv, card) is not None

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        p = possession(inv, card)
        assert p is not None
        effects.discard(g, inv, p.handle)
        ctx[stat] -= 1
        return
        yield

    return _ability(card, "before-loss", f"{name}: lose 1 less {stat.title()}", usable, use)


FOOD = _reducer("food", "stamina", "Food")
WHISKEY = _reducer("whiskey", "sanity", "Whiskey")


def _jewelry_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return ctx.get("stamina", 0) > 0 and possession(inv, "enchanted-jewelry") is not None


def _jewelry(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """One Stamina point goes onto the Jewelry instead of off the investigator; at 3 tokens the
    Jewelry is discarded. Used once per point (the window asks again)."""
    p = possession(inv, "enchanted-jewelry")
    assert p is not None
    p.tokens += 1
    ctx["stamina"] -= 1
    if p.tokens >= 3:
        effects.discard(g, inv, p.handle)
    return
    yield


JEWELRY = _ability(
    "enchanted-jewelry",
    "before-loss",
    "Enchanted Jewelry: put 1 Stamina on it instead of losing it",
    _jewelry_usable,
    _jewelry,
)


def _obsidian_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (ctx.get("sanity", 0) or ctx.get("stamina", 0)) > 0 and (
        possession(inv, "obsidian-statue") is not None
    )


def _obsidian_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    return _loss_would_knock_out(inv, ctx) or max(ctx.get("sanity", 0), ctx.get("stamina", 0)) >= 3


def _obsidian(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Discard to cancel all the Sanity or all the Stamina of this loss (asked if both)."""
    p = possession(inv, "obsidian-statue")
    assert p is not None
    stat = "sanity" if ctx.get("sanity", 0) else "stamina"
    if ctx.get("sanity", 0) and ctx.get("stamina", 0):
        picked = yield from effects.ask(
            g,
            inv,
            "Obsidian Statue: cancel which loss?",
            (
                Choice("cancel:sanity", f"All {ctx['sanity']} Sanity"),
                Choice("cancel:stamina", f"All {ctx['stamina']} Stamina"),
            ),
        )
        stat = picked.removeprefix("cancel:")
    effects.discard(g, inv, p.handle)
    ctx[stat] = 0


OBSIDIAN = _ability(
    "obsidian-statue",
    "before-loss",
    "Obsidian Statue: ignore this Sanity or Stamina loss",
    _obsidian_usable,
    _obsidian,
    _obsidian_advise,
)


# ---------------------------------------------------------------- re-rolls and clue stand-ins


def _bullwhip_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        ctx.get("kind") == "combat"
        and own_roll(inv, ctx)
        and failing(g, ctx)
        and any(d < checks.success_threshold(inv) for d in ctx["dice"])
        and possession(inv, "bullwhip", ready=True) is not None
    )


def _bullwhip(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Exhaust to roll one failed die of a Combat check again (the first failed one: every
    failed die is worth the same)."""
    p = possession(inv, "bullwhip", ready=True)
    assert p is not None
    exhaust(g, inv, p)
    threshold = checks.success_threshold(inv)
    dice = list(ctx["dice"])
    index = next(i for i, d in enumerate(dice) if d < threshold)
    dice[index] = checks.roll(g, inv, 1, purpose="Bullwhip")[0]
    ctx["dice"] = dice
    return
    yield


BULLWHIP = _ability(
    "bullwhip", "after-roll", "Bullwhip: roll one failed die again", _bullwhip_usable, _bullwhip
)


def _cigarette_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        own_roll(inv, ctx)
        and bool(ctx["dice"])
        and failing(g, ctx)
        and possession(inv, "lucky-cigarette-case") is not None
    )


def _cigarette(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "lucky-cigarette-case")
    assert p is not None
    effects.discard(g, inv, p.handle)
    reroll_all(g, inv, ctx, "Lucky Cigarette Case")
    return
    yield


CIGARETTE_CASE = _ability(
    "lucky-cigarette-case",
    "after-roll",
    "Lucky Cigarette Case: roll the failed check again",
    _cigarette_usable,
    _cigarette,
)


def _research_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        own_roll(inv, ctx) and failing(g, ctx) and possession(inv, "research-materials") is not None
    )


def _research(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Discard in place of spending a Clue: the dice a Clue would add on this check."""
    p = possession(inv, "research-materials")
    assert p is not None
    effects.discard(g, inv, p.handle)
    per = checks.dice_per_clue(g, inv, ctx["kind"])
    ctx["dice"] = list(ctx["dice"]) + checks.roll(g, inv, per, purpose="Research Materials")
    return
    yield


RESEARCH_MATERIALS = _ability(
    "research-materials",
    "after-roll",
    "Research Materials: count as spending 1 Clue",
    _research_usable,
    _research,
)


# ---------------------------------------------------------------- passive modifiers


@windows.register_modifier("any-gate")
def item_modifiers(g: Game, inv: Investigator, key: str) -> int:
    if key == "any-gate":
        return 1 if possession(inv, "gate-box") is not None else 0
    return 0


# ---------------------------------------------------------------- movement items


def _movement_booster(card: str, points: int, name: str) -> Ability:
    """Map of Arkham, Motorcycle: exhaust for extra movement points this Movement phase."""

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        return possession(inv, card, ready=True) is not None

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        p = possession(inv, card, ready=True)
        assert p is not None
        exhaust(g, inv, p)
        inv.movement_points += points
        return
        yield

    return _ability(card, "movement", f"{name}: +{points} movement", usable, use, _always)


MAP_OF_ARKHAM = _movement_booster("map-of-arkham", 1, "Map of Arkham")
MOTORCYCLE = _movement_booster("motorcycle", 2, "Motorcycle")


def spend_movement(g: Game, inv: Investigator, points: int) -> None:
    inv.movement_points -= points


def _book_of_dzyan(g: Game, inv: Investigator, p: Possession) -> Effect:
    yield from effects.draw(g, inv, "spell", 1)
    p.tokens += 1
    if p.tokens >= 2:  # it crumbles after its second successful reading
        effects.discard(g, inv, p.handle)
    yield from effects.lose(g, inv, sanity=1)


def _tome_reward(
    draw: str | None = None, clues: int = 0, sanity: int = 0, keep: bool = False
) -> Callable[[Game, Investigator, Possession], Effect]:
    def reward(g: Game, inv: Investigator, p: Possession) -> Effect:
        if draw is not None:
            yield from effects.draw(g, inv, draw, 1)
        if clues:
            yield from effects.gain(g, inv, clues=clues)
        if not keep:
            effects.discard(g, inv, p.handle)
        if sanity:
            yield from effects.lose(g, inv, sanity=sanity)

    return reward


# card -> (movement points, Lore modifier, what a pass gives)
TOMES: dict[str, tuple[int, int, Callable[[Game, Investigator, Possession], Effect]]] = {
    "ancient-tome": (2, -1, _tome_reward(draw="spell")),
    "old-journal": (1, -1, _tome_reward(clues=3)),
    "book-of-dzyan": (2, -1, _book_of_dzyan),
    "cabala-of-saboth": (2, -2, _tome_reward(draw="skill")),
    "cultes-des-goules": (2, -2, _tome_reward(draw="spell", clues=1, sanity=2)),
    "nameless-cults": (1, -1, _tome_reward(draw="spell", sanity=1)),
    "necronomicon": (2, -2, _tome_reward(draw="spell", sanity=2, keep=True)),
    "the-king-in-yellow": (2, -2, _tome_reward(clues=4, sanity=1)),
}


def _tome(card: str) -> Ability:
    """Movement: exhaust the tome and spend its movement points to make its Lore check; a pass
    gives the reward (and most tomes are discarded); a failure does nothing."""
    points, modifier, reward = TOMES[card]

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        return inv.movement_points >= points and possession(inv, card, ready=True) is not None

    def label(g: Game, inv: Investigator, ctx: Context) -> str:
        return f"Read {g.cat.card_name(card)} ({points} movement, Lore {modifier:+d})"

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        p = possession(inv, card, ready=True)
        assert p is not None
        exhaust(g, inv, p)
        spend_movement(g, inv, points)
        purpose = f"Read {g.cat.card_name(card)}"
        if (yield from checks.check(g, inv, "lore", modifier, purpose=purpose)):
            yield from reward(g, inv, p)

    def advise(g: Game, inv: Investigator, ctx: Context) -> bool:
        """Worth reading when a pass would not leave the reader at 1 Sanity or less."""
        return inv.sanity - TOME_SANITY.get(card, 0) >= 2

    return _ability(
        card, "movement", label, usable, use, advise, movement=points, check=("lore", modifier)
    )


TOME_SANITY = {
    "book-of-dzyan": 1,
    "cultes-des-goules": 2,
    "nameless-cults": 1,
    "necronomicon": 2,
    "the-king-in-yellow": 1,
}
"""The Sanity a successful reading costs."""

TOME_ABILITIES = [_tome(card) for card in TOMES]


def _alien_statue_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.movement_points >= 2
        and inv.sanity > 1
        and possession(inv, "alien-statue", ready=True) is not None
    )


def _alien_statue(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Exhaust, spend 2 movement points and 1 Sanity, roll a die: a success gives a Spell or 3
    Clues (the investigator's pick); a failure costs 2 Stamina."""
    p = possession(inv, "alien-statue", ready=True)
    assert p is not None
    exhaust(g, inv, p)
    spend_movement(g, inv, 2)
    yield from effects.lose(g, inv, sanity=1)
    die = checks.roll(g, inv, 1, purpose="Alien Statue")
    if checks.count_successes(g, inv, die):
        picked = yield from effects.ask(
            g,
            inv,
            "Alien Statue: what do you gain?",
            (Choice("spell", "Draw a Spell"), Choice("clues", "Gain 3 Clues")),
        )
        if picked == "spell":
            yield from effects.draw(g, inv, "spell", 1)
        else:
            yield from effects.gain(g, inv, clues=3)
    else:
        yield from effects.lose(g, inv, stamina=2)


ALIEN_STATUE = _ability(
    "alien-statue",
    "movement",
    "Alien Statue (2 movement, 1 Sanity): roll for a Spell or 3 Clues",
    _alien_statue_usable,
    _alien_statue,
    lambda g, inv, ctx: inv.sanity >= 3 and inv.stamina >= 4,
    movement=2,
)


def _tablet_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.movement_points >= 3 and possession(inv, "ancient-tablet") is not None


def _tablet(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Spend 3 movement points and roll 2 dice: a Spell for each success, or 2 Clues with none;
    then discard it."""
    p = possession(inv, "ancient-tablet")
    assert p is not None
    spend_movement(g, inv, 3)
    effects.discard(g, inv, p.handle)
    successes = checks.count_successes(g, inv, checks.roll(g, inv, 2, purpose="Ancient Tablet"))
    if successes:
        yield from effects.draw(g, inv, "spell", successes)
    else:
        yield from effects.gain(g, inv, clues=2)


ANCIENT_TABLET = _ability(
    "ancient-tablet",
    "movement",
    "Ancient Tablet (3 movement): roll 2 dice for Spells",
    _tablet_usable,
    _tablet,
    _always,
    movement=3,
)


# ---------------------------------------------------------------- evading and combat


def _silver_key_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return not ctx.get("passed") and possession(inv, "silver-key") is not None


def _silver_key(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Pass the Evade check automatically; a token goes on the key, which goes at the third."""
    p = possession(inv, "silver-key")
    assert p is not None
    ctx["passed"] = True
    p.tokens += 1
    if p.tokens >= 3:
        effects.discard(g, inv, p.handle)
    return
    yield


SILVER_KEY = _ability(
    "silver-key",
    "before-evade",
    "Silver Key: pass the Evade check",
    _silver_key_usable,
    _silver_key,
)


def _toughness(g: Game, ctx: Context) -> int:
    return combat.stat(g, ctx["monster"], "toughness")


def _blue_watcher_combat_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        in_combat_round(g, ctx)
        and inv.stamina > 2
        and possession(inv, "blue-watcher-of-the-pyramid") is not None
    )


def _blue_watcher_combat_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Worth 2 Stamina against a tough monster, with Stamina to spare."""
    return _toughness(g, ctx) >= 3 and inv.stamina >= 5


def _blue_watcher_combat(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "blue-watcher-of-the-pyramid")
    assert p is not None
    effects.discard(g, inv, p.handle)
    yield from effects.lose(g, inv, stamina=2)
    ctx["result"] = "defeated"


BLUE_WATCHER_COMBAT = _ability(
    "blue-watcher:combat",
    "combat-round",
    "Blue Watcher (2 Stamina): pass the Combat check",
    _blue_watcher_combat_usable,
    _blue_watcher_combat,
    _blue_watcher_combat_advise,
)


def _blue_watcher_gate_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        ctx.get("location") is not None
        and inv.stamina > 2
        and possession(inv, "blue-watcher-of-the-pyramid") is not None
    )


def close_automatically(g: Game, inv: Investigator, loc: str) -> Effect:
    """The gate-closing check passes: close the gate, and seal it for Clues as usual."""
    cost = flow.seal_cost(g, inv)
    seal = False
    if flow.sealable(g, loc, inv) and inv.clues >= cost:
        picked = yield from effects.ask(
            g,
            inv,
            "The gate is closed. Seal it for good?",
            (Choice("seal", f"Seal it ({cost} Clues)"), Choice("no-seal", "Don't seal")),
        )
        seal = picked == "seal"
    if seal:
        yield from effects.lose(g, inv, clues=cost)
    yield from board.close_gate(g, inv, loc, seal)


def _blue_watcher_gate(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "blue-watcher-of-the-pyramid")
    assert p is not None
    effects.discard(g, inv, p.handle)
    yield from effects.lose(g, inv, stamina=2)
    yield from close_automatically(g, inv, ctx["location"])


BLUE_WATCHER_GATE = _ability(
    "blue-watcher:gate",
    "at-gate",
    "Blue Watcher (2 Stamina): close the gate without a check",
    _blue_watcher_gate_usable,
    _blue_watcher_gate,
)


def _flute_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        in_combat_round(g, ctx)
        and inv.sanity > 3
        and inv.stamina > 3
        and possession(inv, "flute-of-the-outer-gods") is not None
    )


def _others_here(g: Game, inv: Investigator, ctx: Context) -> list[str]:
    if inv.area not in g.state.locations and inv.area not in g.cat.streets:
        return []
    return [m for m in g.state.monsters_at(inv.area) if m != ctx["monster"]]


def _flute_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    many = len(_others_here(g, inv, ctx)) >= 2 or _toughness(g, ctx) >= 3
    return many and inv.sanity >= 5 and inv.stamina >= 5


def _flute(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Lose 3 Sanity and 3 Stamina and discard it: every monster in the area is defeated (the
    one in combat, and the others there), their trophies the investigator's."""
    p = possession(inv, "flute-of-the-outer-gods")
    assert p is not None
    effects.discard(g, inv, p.handle)
    yield from effects.lose(g, inv, sanity=3, stamina=3)
    for marker in _others_here(g, inv, ctx):
        if g.state.monsters[marker] == inv.area:
            yield from combat.defeated(g, inv, marker, combat.keywords(g, marker))
    ctx["result"] = "defeated"


FLUTE = _ability(
    "flute-of-the-outer-gods",
    "combat-round",
    "Flute of the Outer Gods (3 Sanity, 3 Stamina): defeat every monster here",
    _flute_usable,
    _flute,
    _flute_advise,
)


def _warding_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return ctx.get("damage", 0) > 0 and possession(inv, "warding-statue") is not None


def _warding_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    return ctx["damage"] >= 2 or ctx["damage"] >= inv.stamina


def _warding(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "warding-statue")
    assert p is not None
    effects.discard(g, inv, p.handle)
    ctx["damage"] = 0
    return
    yield


WARDING_STATUE = _ability(
    "warding-statue",
    "combat-failed",
    "Warding Statue: take no combat damage",
    _warding_usable,
    _warding,
    _warding_advise,
)


def _warding_ao_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return not ctx.get("cancelled") and possession(inv, "warding-statue") is not None


def _warding_ao(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "warding-statue")
    assert p is not None
    effects.discard(g, inv, p.handle)
    ctx["cancelled"] = True
    return
    yield


WARDING_STATUE_AO = _ability(
    "warding-statue:ancient-one",
    ANCIENT_ONE_ATTACK,
    "Warding Statue: cancel the Ancient One's attack",
    _warding_ao_usable,
    _warding_ao,
)


# ---------------------------------------------------------------- Upkeep and the awakening


def _below(g: Game, inv: Investigator) -> list[str]:
    out = []
    if inv.stamina < effects.max_stamina(g, inv):
        out.append("stamina")
    if inv.sanity < effects.max_sanity(g, inv):
        out.append("sanity")
    return out


def _healing_stone_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        g.state.final_battle is None
        and bool(_below(g, inv))
        and possession(inv, "healing-stone", ready=True) is not None
    )


def _healing_stone(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Exhaust: gain 1 Stamina or 1 Sanity (asked only when both are below the maximum; the
    one further below is offered first)."""
    p = possession(inv, "healing-stone", ready=True)
    assert p is not None
    exhaust(g, inv, p)
    stats = _below(g, inv)
    stat = stats[0]
    if len(stats) > 1:
        gap = {
            "stamina": effects.max_stamina(g, inv) - inv.stamina,
            "sanity": effects.max_sanity(g, inv) - inv.sanity,
        }
        stats.sort(key=lambda s: -gap[s])
        picked = yield from effects.ask(
            g,
            inv,
            "Healing Stone: gain which?",
            [Choice(f"gain:{s}", f"1 {s.title()}") for s in stats],
        )
        stat = picked.removeprefix("gain:")
    yield from effects.gain(g, inv, **{stat: 1})


HEALING_STONE = _ability(
    "healing-stone",
    "upkeep",
    "Healing Stone: gain 1 Stamina or 1 Sanity",
    _healing_stone_usable,
    _healing_stone,
)


@windows.hook(Hook.ANCIENT_ONE_AWAKENS)
def healing_stone_crumbles(g: Game) -> Effect:
    """The Healing Stone is discarded when the Ancient One awakens."""
    for inv in g.state.investigators:
        for p in list(inv.possessions):
            if p.card == "healing-stone":
                effects.discard(g, inv, p.handle)
    return
    yield


# ---------------------------------------------------------------- Dragon's Eye


def _dragons_eye_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        ctx.get("card") is not None
        and inv.sanity > 1
        and possession(inv, "dragons-eye", ready=True) is not None
    )


def _dragons_eye(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Exhaust and lose 1 Sanity: draw a different encounter card instead. A gate card goes back
    under its deck; a location card never left its deck."""
    p = possession(inv, "dragons-eye", ready=True)
    assert p is not None
    exhaust(g, inv, p)
    yield from effects.lose(g, inv, sanity=1)
    old = ctx["card"]
    if ctx["deck"] == "gate":
        new = flow.draw_gate_card(g, ctx["world"])
        if new is not None:
            g.state.decks["gate"].append(old)
            ctx["card"] = new
        return
    others = [c for c in g.state.decks[ctx["deck"]] if c != old]
    if others:
        ctx["card"] = others[0]


DRAGONS_EYE = _ability(
    "dragons-eye",
    ENCOUNTER_CARD,
    "Dragon's Eye (1 Sanity): draw a different card",
    _dragons_eye_usable,
    _dragons_eye,
    lambda g, inv, ctx: inv.sanity >= 4,
)
