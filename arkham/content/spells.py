"""Spells (reference §6.4): casting is a Spell check — Lore plus the spell's casting modifier —
and the Sanity cost is paid whether or not it succeeds.

The combat spells with a magical bonus (Wither, Shrivelling, Dread Curse of Azathoth) are cast
by the engine when picked up in combat (``combat.choose_action``/``_cast``): they exhaust, their
hands stay held even on a failed cast, the bonus lasts the combat, and in the final battle every
round refreshes them to be cast anew. The other spells are window abilities here:

* Bind Monster, Enchant Weapon, Red Sign of Shudde M'ell — the ``combat-round`` window;
* Mists of Releh — ``before-evade``; Flesh Ward — ``before-loss``;
* Heal, Voice of Ra — ``upkeep``; Find Gate — ``other-world-movement``.

Effects that last a combat or a turn are kept as readable marks in ``state.marks``
(not a card pile: the card invariants ignore it), so a replay reproduces them: ``red-sign:<marker>``
(−1 toughness), ``red-sign-ignores:<marker>:<ability>``, ``enchanted:<handle>`` and
``voice-of-ra:<investigator>``. The combat ones end with the combat, however it ends (the
final battle's: with each investigator's attack); the others at the end of the Mythos phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.content.items import exhaust, in_combat_round, possession
from arkham.engine import board, checks, combat, effects, windows
from arkham.engine.decisions import Choice
from arkham.engine.names import Hook, Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context
from arkham.kit.marks import has_mark, mark, unmark

if TYPE_CHECKING:
    from collections.abc import Callable

    from arkham.engine.checks import CheckResult
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator, Possession

SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")


# ---------------------------------------------------------------- casting


def cost(g: Game, card: str) -> int:
    return combat.spell_cost(g, card)


def castable(g: Game, inv: Investigator, card: str) -> Possession | None:
    """A ready copy of the spell, when the investigator can pay its Sanity (the last point
    too), and no rule bars casting."""
    if combat.casting_barred(g):
        return None
    if not effects.can_pay_sanity(g, inv, cost(g, card)):
        return None  # the cost may take the last point (issue 16)
    return possession(inv, card, ready=True)


def cast(
    g: Game,
    inv: Investigator,
    p: Possession,
    modifier: int | None = None,
    difficulty: int = 1,
    discard: bool = False,
) -> Effect:
    """Exhaust (or discard) the spell, pay its Sanity, and make the Spell check: Lore + the
    casting modifier (or ``modifier`` when it varies). Returns the :class:`CheckResult`."""
    spell = g.cat.spells[p.card]
    if discard:
        effects.discard(g, inv, p.handle)
    else:
        exhaust(g, inv, p)
    # A cost, not a loss: nothing reduces it; at 0 the caster goes insane only once the spell
    # has resolved (``settles``).
    yield from effects.pay_sanity(g, inv, cost(g, p.card))
    mod = spell.casting_modifier if modifier is None else modifier
    result: CheckResult = yield from checks.check(
        g, inv, "spell", mod or 0, difficulty, purpose=f"Cast {spell.name}"
    )
    return result


def settles(use: Callable[[Game, Investigator, Context], Effect]):
    """A spell's use, then the caster goes insane if its cost took the last Sanity point."""

    def run(g: Game, inv: Investigator, ctx: Context) -> Effect:
        yield from use(g, inv, ctx)
        yield from effects.settle(g, inv)

    run.__doc__ = use.__doc__
    return run


def _label(card: str, what: str):
    def label(g: Game, inv: Investigator, ctx: Context) -> str:
        spell = g.cat.spells[card]
        mod = (
            f"Lore {spell.casting_modifier:+d}"
            if spell.casting_modifier is not None
            else "Lore + awareness"
        )
        price = f", {cost(g, card)} Sanity" if cost(g, card) else ""
        return f"Cast {spell.name} ({mod}{price}): {what}"

    return label


def _expected_successes(g: Game, inv: Investigator, modifier: int) -> float:
    return (checks.skill(g, inv, "spell") + modifier) / 3


# ---------------------------------------------------------------- Bind Monster


def _hands_free(g: Game, ctx: Context, card: str) -> bool:
    """Room in the investigator's hands this round for the spell (issue 16)."""
    fight = ctx.get("fight")
    return fight is None or fight.can_hold(g, g.cat.spells[card].hands)


def _hold(g: Game, ctx: Context, handle: str) -> None:
    """The spell takes its hands for the rest of the round, pass or fail."""
    fight = ctx.get("fight")
    if fight is not None and g.cat.spells[card_of(handle)].hands:
        fight.hold(g, handle)


def _bind_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        in_combat_round(g, ctx)
        and castable(g, inv, "bind-monster") is not None
        and _hands_free(g, ctx, "bind-monster")
    )


def _bind_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    toughness = combat.stat(g, ctx["monster"], "toughness")
    return (
        toughness >= 2
        and inv.sanity >= 4
        and _expected_successes(g, inv, g.cat.spells["bind-monster"].casting_modifier or 0)
        >= toughness
    )


def _bind(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Cast before the round's check, needing the monster's toughness in successes; a pass
    defeats it. A failure is only a failed cast, not a failed combat round: the round goes on
    with the spell's two hands busy (issue 16). The spell is discarded either way."""
    p = castable(g, inv, "bind-monster")
    assert p is not None
    marker = ctx["monster"]
    toughness = combat.stat(g, marker, "toughness")
    _hold(g, ctx, p.handle)
    if (yield from cast(g, inv, p, difficulty=toughness, discard=True)):
        ctx["result"] = "defeated"


BIND_MONSTER = windows.register(
    Ability(
        "bind-monster",
        Window.COMBAT_ROUND,
        _label("bind-monster", "defeat the monster"),
        _bind_usable,
        settles(_bind),
        _bind_advise,
    )
)


# ---------------------------------------------------------------- Enchant Weapon


def _physical_weapons(g: Game, inv: Investigator) -> list[str]:
    return [
        p.handle
        for p in inv.possessions
        if checks.card_bonuses(g, p.card).get("physical", 0) > 0
        and not has_mark(g, f"enchanted:{p.handle}")
    ]


def _enchant_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    """In any combat round, the final battle's included: nothing on the card excludes the
    Ancient One (issue 16)."""
    return (
        ctx.get("fight") is not None
        and ctx.get("result") is None
        and bool(_physical_weapons(g, inv))
        and castable(g, inv, "enchant-weapon") is not None
    )


def _enchant_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    if ctx.get("monster") is None:
        kws = list(ctx.get("defences", ()))
    else:
        kws = combat.keywords(g, ctx["monster"])
    return ("physical-immunity" in kws or "physical-resistance" in kws) and inv.sanity >= 3


def _enchant(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """On a pass one physical weapon's bonus counts as magical until the combat ends."""
    p = castable(g, inv, "enchant-weapon")
    assert p is not None
    if not (yield from cast(g, inv, p)):
        return
    weapons = _physical_weapons(g, inv)
    if not weapons:
        return
    handle = weapons[0]
    if len(weapons) > 1:
        picked = yield from effects.ask(
            g,
            inv,
            "Enchant which weapon?",
            [
                Choice(f"enchant:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}")
                for h in weapons
            ],
            kind="cards",
        )
        handle = picked.removeprefix("enchant:")
    mark(g, f"enchanted:{handle}")


ENCHANT_WEAPON = windows.register(
    Ability(
        "enchant-weapon",
        Window.COMBAT_ROUND,
        _label("enchant-weapon", "a weapon's bonus becomes magical"),
        _enchant_usable,
        settles(_enchant),
        _enchant_advise,
    )
)


# ---------------------------------------------------------------- Red Sign of Shudde M'ell

RED_SIGN = "red-sign-of-shudde-mell"


def _red_sign_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        in_combat_round(g, ctx)
        and not has_mark(g, f"red-sign:{ctx['monster']}")
        and castable(g, inv, RED_SIGN) is not None
        and _hands_free(g, ctx, RED_SIGN)
    )


def _red_sign_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    return combat.stat(g, ctx["monster"], "toughness") >= 2 and inv.sanity >= 3


def _red_sign(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """On a pass, until the combat ends the monster has 1 less toughness and loses one special
    ability of the caster's choice (never Magical Immunity)."""
    p = castable(g, inv, RED_SIGN)
    assert p is not None
    marker = ctx["monster"]
    _hold(g, ctx, p.handle)
    if not (yield from cast(g, inv, p)):
        return
    mark(g, f"red-sign:{marker}")
    abilities = [k for k in combat.keywords(g, marker) if k != "magical-immunity"]
    if not abilities:
        return
    lost = abilities[0]
    if len(abilities) > 1:
        picked = yield from effects.ask(
            g,
            inv,
            "Red Sign: which ability does the monster lose?",
            [Choice(f"cancel:{k}", k.replace("-", " ").title()) for k in abilities],
        )
        lost = picked.removeprefix("cancel:")
    mark(g, f"red-sign-ignores:{marker}:{lost}")


RED_SIGN_ABILITY = windows.register(
    Ability(
        RED_SIGN,
        Window.COMBAT_ROUND,
        _label(RED_SIGN, "−1 toughness and one ability lost"),
        _red_sign_usable,
        settles(_red_sign),
        _red_sign_advise,
    )
)


def red_sign_toughness(g: Game, marker: str, stat: str) -> int:
    if stat == "toughness" and has_mark(g, f"red-sign:{marker}"):
        return -1
    return 0


combat.register_monster_modifier("toughness")(red_sign_toughness)


def red_sign_ignored(g: Game, marker: str) -> list[str]:
    """The abilities a Red Sign took from this monster (for the engine's keywords)."""
    prefix = f"red-sign-ignores:{marker}:"
    return [m.removeprefix(prefix) for m in g.state.marks if m.startswith(prefix)]


combat.MONSTER_IGNORED.append(red_sign_ignored)


# ---------------------------------------------------------------- Mists of Releh


def _mists_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        ctx.get("monster") is not None
        and not ctx.get("passed")
        and castable(g, inv, "mists-of-releh") is not None
    )


def _mists(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Cast with the monster's awareness as the casting modifier: a pass evades it."""
    p = castable(g, inv, "mists-of-releh")
    assert p is not None
    awareness = combat.stat(g, ctx["monster"], "awareness")
    if (yield from cast(g, inv, p, modifier=awareness)):
        ctx["passed"] = True


MISTS_OF_RELEH = windows.register(
    Ability(
        "mists-of-releh",
        Window.BEFORE_EVADE,
        _label("mists-of-releh", "evade the monster"),
        _mists_usable,
        settles(_mists),
    )
)


# ---------------------------------------------------------------- Flesh Ward


def _flesh_ward_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return ctx.get("stamina", 0) > 0 and castable(g, inv, "flesh-ward") is not None


def _flesh_ward_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (ctx["stamina"] >= 2 or ctx["stamina"] >= inv.stamina) and inv.sanity >= 3


def _flesh_ward(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """On a pass the Stamina of this loss (one source) is ignored."""
    p = castable(g, inv, "flesh-ward")
    assert p is not None
    if (yield from cast(g, inv, p)):
        ctx["stamina"] = 0


FLESH_WARD = windows.register(
    Ability(
        "flesh-ward",
        Window.BEFORE_LOSS,
        _label("flesh-ward", "ignore this Stamina loss"),
        _flesh_ward_usable,
        settles(_flesh_ward),
        _flesh_ward_advise,
    )
)


# ---------------------------------------------------------------- Heal


def _hurt_here(g: Game, inv: Investigator) -> list[Investigator]:
    """The caster and the other investigators in the same place below their maximum Stamina."""
    here = [inv] + [i for i in g.state.investigators_at(inv.area) if i.id != inv.id]
    return [i for i in here if i.status == "playing" and i.stamina < effects.max_stamina(g, i)]


def _heal_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return bool(_hurt_here(g, inv)) and castable(g, inv, "heal") is not None


def _heal_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.sanity >= 3 and any(
        effects.max_stamina(g, i) - i.stamina >= 2 for i in _hurt_here(g, inv)
    )


def _heal(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """The caster or another investigator in the same place (asked when there is a choice)
    regains Stamina equal to the successes rolled."""
    p = castable(g, inv, "heal")
    assert p is not None
    targets = _hurt_here(g, inv)
    target = targets[0]
    if len(targets) > 1:
        picked = yield from effects.ask(
            g,
            inv,
            "Heal: who regains Stamina?",
            [Choice(f"heal:{t.id}", g.cat.investigators[t.id].name) for t in targets],
        )
        target = g.state.investigator(picked.removeprefix("heal:"))
    result = yield from cast(g, inv, p)
    if result.successes:
        yield from effects.gain(g, target, stamina=result.successes)


HEAL = windows.register(
    Ability(
        "heal",
        Window.UPKEEP,
        _label("heal", "restore Stamina"),
        _heal_usable,
        settles(_heal),
        _heal_advise,
    )
)


# ---------------------------------------------------------------- Voice of Ra


def _voice_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return not has_mark(g, f"voice-of-ra:{inv.id}") and castable(g, inv, "voice-of-ra") is not None


def _voice(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """On a pass, +1 to every skill check until the end of the turn."""
    p = castable(g, inv, "voice-of-ra")
    assert p is not None
    if (yield from cast(g, inv, p)):
        mark(g, f"voice-of-ra:{inv.id}")


VOICE_OF_RA = windows.register(
    Ability(
        "voice-of-ra",
        Window.UPKEEP,
        _label("voice-of-ra", "+1 to every skill check this turn"),
        _voice_usable,
        settles(_voice),
        lambda g, inv, ctx: inv.sanity >= 4,
    )
)


# ---------------------------------------------------------------- Find Gate


def _return_gates(g: Game, inv: Investigator) -> list[str]:
    return board.return_gates(g, inv)


def _find_gate_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return bool(_return_gates(g, inv)) and castable(g, inv, "find-gate") is not None


def _find_gate(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """On a pass, back to Arkham at once through an open gate, explored."""
    p = castable(g, inv, "find-gate")
    assert p is not None
    if (yield from cast(g, inv, p)):
        yield from board.other_world_return(g, inv)


FIND_GATE = windows.register(
    Ability(
        "find-gate",
        Window.OTHER_WORLD_MOVEMENT,
        _label("find-gate", "return to Arkham now"),
        _find_gate_usable,
        settles(_find_gate),
        lambda g, inv, ctx: inv.sanity > cost(g, "find-gate"),  # not with the last point
    )
)


# ---------------------------------------------------------------- modifiers and endings


@windows.register_modifier("check", "magical:*")
def spell_modifiers(g: Game, inv: Investigator, key: str) -> int:
    if key == "check" and has_mark(g, f"voice-of-ra:{inv.id}"):
        return 1  # +1 to every skill check (not to movement points)
    if key.startswith("magical:"):
        # An enchanted weapon (key 'magical:<handle>'): its bonus counts as magical.
        handle = key.removeprefix("magical:")
        if has_mark(g, f"enchanted:{handle}") and inv.possession(handle) is not None:
            return 1
    return 0


COMBAT_MARKS = ("red-sign", "enchanted:")
"""Marks of effects that last "for this combat"."""


@windows.hook(Hook.COMBAT_ENDED)
def combat_spells_end(g: Game, inv: Investigator, marker: str) -> Effect:
    """The combat is over, however it ended (won, fled, knocked out): the Red Sign and the
    enchantments end with it, so they never carry over to a later combat with the same
    monster, this investigator's or another's (issue 16). One combat runs at a time, so every
    such mark belongs to this one."""
    unmark(g, lambda m: not m.startswith(COMBAT_MARKS))
    return
    yield


@windows.hook(Hook.END_OF_MYTHOS)
def turn_spells_end(g: Game) -> Effect:
    """The turn is over: Voice of Ra ends, and any combat effect still marked."""
    unmark(g, lambda m: not m.startswith(("voice-of-ra:", "red-sign", "enchanted:")))
    return
    yield
