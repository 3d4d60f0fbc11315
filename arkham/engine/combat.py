"""Evading and fighting monsters (reference §7 "Combat sequence"; seeds: Evading Monsters).

The sequence: evade (Sneak + awareness; a failure deals the combat damage and starts combat) →
one Horror check per combat (Will + horror rating; Nightmarish costs Sanity even on a pass) →
rounds of Fight (Fight + combat rating + weapons and spells in two hands, needing toughness
successes) or Flee (an Evade check), a failed round dealing the combat damage. Defeated monsters
become trophies unless Endless (or special); Overwhelming costs Stamina even on a win.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arkham.engine import board, text, windows
from arkham.engine.board import MonsterAppeared
from arkham.engine.checks import card_bonuses, check, is_weapon, skill
from arkham.engine.decisions import Choice, Context, Scene
from arkham.engine.effects import (
    Effect,
    GameEnds,
    Interrupted,
    ask,
    can_pay_sanity,
    devoured,
    discard,
    draw,
    gain,
    lose,
    lost_in_time_and_space,
    move_to,
    pay_sanity,
    scene,
    settle,
)
from arkham.engine.events import Event, Show, Tone
from arkham.engine.names import Hook, Window
from arkham.engine.registry import Registry
from arkham.engine.state import Investigator, card_of

if TYPE_CHECKING:
    from arkham.catalog import Catalog, MonsterKind
    from arkham.engine.game import Game
    from arkham.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Evaded(Event):
    kind = "evaded"
    monster: str

    def describe(self, cat: Catalog) -> str:
        return (
            f"{text.who(cat, self.investigator)} slips past the {text.monster(cat, self.monster)}."
        )


@dataclass(frozen=True, slots=True)
class CombatStarted(Event):
    kind = "combat-started"
    monster: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} fights the {text.monster(cat, self.monster)}."


@dataclass(frozen=True, slots=True)
class CombatEnded(Event):
    kind = "combat-ended"
    monster: str
    result: str
    """'fled', 'defeated', 'passed' (a Luck check spared the investigator) or 'devoured'."""

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who}'s fight with the {text.monster(cat, self.monster)} ends: {self.result}."


@dataclass(frozen=True, slots=True)
class MonsterDefeated(Event):
    kind = "monster-defeated"
    show = Show(Tone.GOOD)
    monster: str
    trophy: bool

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        kept = " and keeps it." if self.trophy else "."
        return f"{who} defeats the {text.monster(cat, self.monster)}{kept}"

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.monsters[self.monster] = final.monsters.get(self.monster, "cup")


@dataclass(frozen=True, slots=True)
class CardExhausted(Event):
    kind = "card-exhausted"
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} exhausts {text.card(cat, self.card)}."


HANDS = 2

# Monster stat modifiers registered by content (worshippers, environments, terror):
# fn(game, marker, stat) -> int, for stat in awareness, horror-rating, horror-damage,
# combat-rating, combat-damage, toughness, and the ratings nightmarish and overwhelming;
# registered as (stats, fn) pairs by :func:`register_monster_modifier`.
MONSTER_MODIFIERS = Registry("monster modifier", keyed=False)
MonsterModifierFn = Callable[["Game", str, str], int]


def register_monster_modifier(*stats: str) -> Callable[[MonsterModifierFn], MonsterModifierFn]:
    """Register a monster modifier for the stats it answers (as
    :func:`windows.register_modifier` does for keys): ``@register_monster_modifier("toughness")``;
    with no stat it is asked for every stat."""

    def register(fn: MonsterModifierFn) -> MonsterModifierFn:
        MONSTER_MODIFIERS.append((stats, fn))
        return fn

    return register


# Extra keywords a monster gains (e.g. Endless from worshippers): fn(game, marker) -> list.
MONSTER_KEYWORDS = Registry("monster keywords", keyed=False)
# Keywords a monster has lost for now (the Red Sign): fn(game, marker) -> list.
MONSTER_IGNORED = Registry("monster ignored keywords", keyed=False)


@dataclass(frozen=True)
class MonsterSpecial:
    """What a monster kind's ``special`` does, registered by its module under that id in
    :data:`MONSTER_SPECIALS` (an expansion's monsters; the base game's specials are written
    into the engine). Each part is optional; each runs at one point of the rules."""

    moves: Callable[[Game, str], Effect] | None = None
    """``(game, marker)``: what it does instead of moving when its symbol moves (movement
    ``unique``)."""
    failed_evade: Callable[[Game, Investigator, str], Effect] | None = None
    """``(game, inv, marker)``: after a failed Evade check against it (to avoid combat or to
    flee), before its combat damage."""
    failed_combat: Callable[[Game, Investigator, str], Effect] | None = None
    """``(game, inv, marker)``: after a failed Combat check against it, before its damage."""
    round_lost: Callable[[Game, Investigator, str, int], Effect] | None = None
    """``(game, inv, marker, round)``: after a combat round that left it neither defeated nor
    escaped (a failed Combat check or a failed flight), its damage taken."""
    trophy: bool = True
    """False: defeated, it goes to the box instead of becoming a trophy (as the Mi-Go does)."""
    defeated: Callable[[Game, Investigator, str], Effect] | None = None
    """``(game, inv, marker)``: what defeating it brings or costs, once it is off the board."""

    @property
    def dangerous(self) -> bool:
        """Whether losing to it does more than its combat damage."""
        return any((self.failed_evade, self.failed_combat, self.round_lost))


# Specials of monster kinds by their ``special`` id: MonsterSpecial.
MONSTER_SPECIALS = Registry("monster special", keyed=True)
# Rules that send another monster in place of one from the cup when a monster appears in an
# encounter: fn(game, investigator) -> marker or None. The marker goes back where it was
# unless the fight moved it.
ENCOUNTER_MONSTERS = Registry("encounter monster", keyed=False)


def special_of(g: Game, marker: str) -> MonsterSpecial | None:
    """The registered behaviour of the monster's special, if its module registered one."""
    special = board.kind_of(g, marker).special
    return g.rules.monster_specials.get(special) if special is not None else None


PRINTED: dict[str, Callable[[MonsterKind], int]] = {
    "awareness": lambda kind: kind.awareness,
    "horror-rating": lambda kind: kind.horror.rating if kind.horror else 0,
    "horror-damage": lambda kind: kind.horror.damage if kind.horror else 0,
    "combat-rating": lambda kind: kind.combat.rating,
    "combat-damage": lambda kind: kind.combat.damage,
    "toughness": lambda kind: kind.toughness,
}
"""Each monster stat as printed on a kind's marker."""


def stat(g: Game, marker: str, name: str) -> int:
    kind = board.kind_of(g, marker)
    total = PRINTED[name](kind)
    if kind.special is not None:
        total += _special_stat(g, kind.special, name)
    for fn in g.rules.monster_modifiers_for(name):
        total += fn(g, marker, name)
    return total


STATS = tuple(PRINTED)
"""Every monster stat, in the order of :data:`PRINTED`."""


def stats(g: Game, marker: str, names: tuple[str, ...] = STATS) -> tuple[int, ...]:
    """:func:`stat` for each of ``names`` (the kind and the modifiers looked up once)."""
    kind = board.kind_of(g, marker)
    special = kind.special
    modifiers_for = g.rules.monster_modifiers_for
    out = []
    for name in names:
        total = PRINTED[name](kind)
        if special is not None:
            total += _special_stat(g, special, name)
        for fn in modifiers_for(name):
            total += fn(g, marker, name)
        out.append(total)
    return tuple(out)


# RULE: reference §3 — the Maniac from terror 6, the Haunter under the moonless-night environment.
MANIAC_TERROR = 6
BLACKEST_NIGHT = "mythos-07"


def _special_stat(g: Game, special: str | None, name: str) -> int:
    if special == "maniac-terror" and g.state.terror >= MANIAC_TERROR:
        return {"combat-rating": -3, "combat-damage": 2}.get(name, 0)
    if special == "haunter-blackest-night" and g.state.environment == BLACKEST_NIGHT:
        return {"combat-rating": -3}.get(name, 0)
    return 0


def keyword_rating(g: Game, marker: str, keyword: str) -> int:
    """A rated keyword's value (``nightmarish``, ``overwhelming``): the printed rating plus the
    monster modifiers for that name (a card that gives every monster Nightmarish 1)."""
    printed = getattr(board.kind_of(g, marker), keyword)
    return printed + sum(fn(g, marker, keyword) for fn in g.rules.monster_modifiers_for(keyword))


def keywords(g: Game, marker: str) -> list[str]:
    kind = board.kind_of(g, marker)
    out = list(kind.abilities)
    if kind.special == "maniac-terror" and g.state.terror >= MANIAC_TERROR:
        out.append("endless")
    for fn in g.rules.monster_keywords:
        out += fn(g, marker)
    ignored = [k for fn in g.rules.monster_ignored for k in fn(g, marker)]
    return [k for k in out if k not in ignored]


def monster_name(g: Game, marker: str) -> str:
    return board.kind_of(g, marker).name


@dataclass
class Fight:
    """One combat in progress: the weapons and spells in hand this round."""

    marker: str
    held: list[str] = field(default_factory=list)
    cast: list[str] = field(default_factory=list)
    """Spells cast successfully this combat (their bonus lasts the combat)."""
    round: int = 0
    round_held: list[str] = field(default_factory=list)
    """Spells cast in this round's window (Bind Monster, the Red Sign): their hands are busy
    for the round, whether the cast passed or not (reference §6.4)."""
    hands: int = HANDS
    """Hands free for combat this round (two, less any a power has taken: Zhar's token)."""

    def new_round(self, inv: Investigator, hands: int = HANDS) -> None:
        """A new round: last round's window spells free their hands, and anything no longer
        held (discarded to the Elder Thing, used up) stops counting at once."""
        self.round += 1
        self.hands = hands
        self.round_held.clear()
        owned = {p.handle for p in inv.possessions}
        self.held[:] = [h for h in self.held if h in owned]
        self.cast[:] = [h for h in self.cast if h in owned]

    # RULE: reference §6.4 — a spell that takes hands holds them even when the cast fails; a
    # spell cast before the round (Bind Monster, the Red Sign) holds them for that round, and
    # weapons are put down to make room for it (never a spell already cast: its bonus would go).
    def can_hold(self, g: Game, need: int) -> bool:
        """Whether a window spell needing ``need`` hands can be cast this round: weapons can
        be put down for it, spells already cast cannot (they would lose their bonus)."""
        spells = [h for h in self.held if h in self.cast] + self.round_held
        return sum(_hands_of(g, card_of(h)) for h in spells) + need <= self.hands

    def hold(self, g: Game, handle: str) -> None:
        """A window spell is cast: its hands are busy this round; weapons are put down to make
        room."""
        need = _hands_of(g, card_of(handle))
        while self.held and self.hands - hands_used(g, self) < need:
            weapon = next((h for h in reversed(self.held) if h not in self.cast), None)
            if weapon is None:
                break
            self.held.remove(weapon)
        self.round_held.append(handle)


def confront(g: Game, inv: Investigator, marker: str) -> Effect:
    """Evade or fight one monster. Returns 'evaded', 'defeated', 'fled' or 'passed'.
    'passed' means combat never began. Every decision inside belongs to ``combat:<marker>``."""
    with scene(g, fight_scene(g, marker)):
        return (yield from _confront(g, inv, marker))


def fight_scene(g: Game, marker: str) -> Context:
    """The combat scene against a monster marker, or against the Ancient One itself (made
    once per marker: a context is a frozen value, and every decision of a fight names it)."""
    scene = _SCENES.get(marker)
    if scene is None or (marker in g.cat.ancient_ones) != (scene.ancient_one is not None):
        if marker in g.cat.ancient_ones:
            scene = Context(Scene.COMBAT, ancient_one=marker)
        else:
            scene = Context(Scene.COMBAT, monster=marker)
        _SCENES[marker] = scene
    return scene


_SCENES: dict[str, Context] = {}


def monster_stats(g: Game, marker: str) -> dict[str, object]:
    """The monster's stats and keywords as they stand now (for the UI)."""
    out: dict[str, object] = dict(zip(STATS, stats(g, marker), strict=True))
    out["keywords"] = tuple(keywords(g, marker))
    return out


def _confront(g: Game, inv: Investigator, marker: str) -> Effect:
    name = monster_name(g, marker)
    shown = monster_stats(g, marker)
    awareness: int = shown["awareness"]  # type: ignore[assignment]
    evade = skill(g, inv, "evade")
    picked = yield from ask(
        g,
        inv,
        f"{name}: evade it or fight it?",
        (
            Choice("evade", f"Evade (Sneak {awareness:+d})"),
            Choice("fight", "Fight"),
        ),
        kind="combat",
        context=fight_scene(g, marker),
        monster=marker,
        stats=shown,
        evade_dice=max(0, evade + awareness),
        evade_check=_figures(g, inv, "evade", "Sneak", awareness, evade),
    )
    if picked == "evade":
        ctx = yield from windows.window(
            g, Window.BEFORE_EVADE, inv, "Before the Evade check", monster=marker, passed=False
        )
        if ctx["passed"] or (
            yield from check(g, inv, "evade", stat(g, marker, "awareness"), purpose="Evade")
        ):
            g.emit(Evaded(marker, investigator=inv.id))
            return "evaded"
        yield from failed_evade(g, inv, marker)
        yield from lose(g, inv, stamina=stat(g, marker, "combat-damage"))
        return (yield from combat(g, inv, marker, evade_failed=True))
    return (yield from combat(g, inv, marker))


def combat(g: Game, inv: Investigator, marker: str, evade_failed: bool = False) -> Effect:
    """Combat with one monster: the Horror check, then rounds until it is defeated or fled.
    However it ends, the ``combat-ended`` hooks run (effects that last one combat end).
    ``evade_failed``: the combat began with a failed Evade check against it."""
    g.emit(CombatStarted(marker, investigator=inv.id))
    try:
        with scene(g, fight_scene(g, marker)):
            result = yield from _combat(g, inv, marker, evade_failed)
    except (Interrupted, GameEnds):
        yield from windows.run_hooks(g, Hook.COMBAT_ENDED, inv, marker)
        raise
    yield from windows.run_hooks(g, Hook.COMBAT_ENDED, inv, marker)
    return result


def _ignores(g: Game, inv: Investigator, keyword: str) -> bool:
    """Allies that let an investigator ignore a monster keyword (Eric Colt, Tom Murphy…)."""
    return windows.modifier(g, inv, f"ignore-{keyword}") > 0


def _combat(g: Game, inv: Investigator, marker: str, evade_failed: bool = False) -> Effect:
    kws = keywords(g, marker)
    kind = board.kind_of(g, marker)
    if kind.special == "black-man":
        return (yield from _black_man(g, inv, marker))
    overcome = False
    if kind.special == "bloated-woman":
        # RULE: reference §3 (the Bloated Woman) does not say how long a failed Will check
        # holds; issue 16's ruling: the Horror check and that round's Combat check fail, the
        # rounds after are rolled as usual.
        overcome = not (yield from check(g, inv, "will", -2, purpose="Will"))
    horror_due = kind.horror is not None or stat(g, marker, "horror-damage") > 0
    # A power may put the Horror check off until an Evade or Combat check against the monster
    # has failed (Hank Samson): a failed Evade before the combat counts.
    if horror_due and not evade_failed and windows.modifier(g, inv, "horror-after-failure") > 0:
        horror_due = False
        deferred = True
    else:
        deferred = False
    if horror_due:
        yield from horror_check(g, inv, marker, kws, overcome)
    fight = Fight(marker)
    while True:
        fight.new_round(inv, combat_hands(g, inv))
        ctx = yield from windows.window(
            g,
            Window.COMBAT_ROUND,
            inv,
            "Before the combat round",
            monster=marker,
            result=None,
            fight=fight,
        )
        kws = keywords(g, marker)  # a spell may have taken an ability away
        if ctx["result"] == "defeated":
            # Bound, or beaten by an item: defeated all the same, so Overwhelming still costs
            # its Stamina (issue 16).
            yield from defeated(g, inv, marker, kws)
            yield from overwhelmed(g, inv, marker, kws)
            return "defeated"
        # RULE: our ruling — a monster that cannot hurt you cannot hold you, Ambush or not
        # (so no fight goes on for ever).
        ambushed = "ambush" in kws and not harmless(g, inv, marker)
        flee_block = "Ambush: once combat starts you cannot flee" if ambushed else None
        action = yield from choose_action(
            g,
            inv,
            fight,
            [Choice("fight", "Fight"), Choice("flee", "Flee (Evade check)", disabled=flee_block)],
            kws,
            f"Combat with {monster_name(g, marker)}",
            check_skill=None
            if overcome and fight.round == 1
            else ("lore" if kind.special == "lore-instead-of-fight" else "combat"),
        )
        if action == "flee":
            ctx = yield from windows.window(
                g, Window.BEFORE_EVADE, inv, "Before the Flee check", monster=marker, passed=False
            )
            if (
                ctx["passed"]
                or harmless(g, inv, marker)
                or (yield from check(g, inv, "evade", stat(g, marker, "awareness"), purpose="Flee"))
            ):
                g.emit(CombatEnded(marker, "fled", investigator=inv.id))
                return "fled"
            yield from failed_evade(g, inv, marker)
            yield from lose(g, inv, stamina=stat(g, marker, "combat-damage"))
            yield from round_lost(g, inv, marker, fight.round)
            if deferred:
                deferred = False
                yield from horror_check(g, inv, marker, keywords(g, marker), False)
            continue
        bonus = weapon_bonus(g, inv, fight, kws)
        passed = False
        if not (overcome and fight.round == 1):
            # RULE: reference §3 — the Dark Pharaoh is fought with Lore instead of Fight.
            skill_used = "lore" if kind.special == "lore-instead-of-fight" else "combat"
            passed = yield from check(
                g,
                inv,
                skill_used,
                stat(g, marker, "combat-rating") + bonus,
                difficulty=stat(g, marker, "toughness"),
                purpose="Combat",
                sixes_double=sixes_double(g, fight),
            )
        discard_used(g, inv, fight)
        if passed:
            yield from defeated(g, inv, marker, kws)
            yield from overwhelmed(g, inv, marker, kws)
            return "defeated"
        yield from failed_round(g, inv, marker)
        yield from round_lost(g, inv, marker, fight.round)
        if deferred:
            deferred = False
            yield from horror_check(g, inv, marker, kws, False)


def failed_evade(g: Game, inv: Investigator, marker: str) -> Effect:
    """A failed Evade check against the monster: its module's special, if it has one."""
    spec = special_of(g, marker)
    if spec is not None and spec.failed_evade is not None:
        yield from spec.failed_evade(g, inv, marker)


def round_lost(g: Game, inv: Investigator, marker: str, number: int) -> Effect:
    """A combat round that left the monster neither defeated nor escaped."""
    spec = special_of(g, marker)
    if spec is not None and spec.round_lost is not None:
        yield from spec.round_lost(g, inv, marker, number)


def horror_check(g: Game, inv: Investigator, marker: str, kws: list[str], overcome: bool) -> Effect:
    """The Horror check (failed at once when ``overcome``): the horror damage on a failure,
    Nightmarish Sanity even on a pass."""
    passed = False
    if not overcome:
        passed = yield from check(
            g, inv, "horror", stat(g, marker, "horror-rating"), purpose="Horror"
        )
    if not passed:
        yield from lose(g, inv, sanity=stat(g, marker, "horror-damage"))
    elif (
        (nightmare := keyword_rating(g, marker, "nightmarish"))
        and "nightmarish" in kws
        and not _ignores(g, inv, "nightmarish")
    ):
        yield from lose(g, inv, sanity=nightmare)


def overwhelmed(g: Game, inv: Investigator, marker: str, kws: list[str]) -> Effect:
    """Overwhelming: Stamina lost even on a win (unless an ally lets you ignore it)."""
    amount = keyword_rating(g, marker, "overwhelming")
    if amount and "overwhelming" in kws and not _ignores(g, inv, "overwhelming"):
        yield from lose(g, inv, stamina=amount)


def sixes_double(g: Game, fight: Fight) -> bool:
    """A held weapon that counts each 6 as two successes (the Shotgun)."""
    return any("sixes-count-double" in _tags(g, card_of(h)) for h in fight.held)


def _tags(g: Game, card: str) -> list[str]:
    fact = g.cat.items.get(card) or g.cat.spells.get(card) or g.cat.specials.get(card)
    return list(fact.tags) if fact else []


def failed_round(g: Game, inv: Investigator, marker: str) -> Effect:
    """A failed Combat check: the combat damage, or the monster's special instead."""
    special = board.kind_of(g, marker).special
    if special == "lost-on-failed-combat":
        yield from lost_in_time_and_space(g, inv)
    if special == "drawn-through-gate-on-failed-combat":
        yield from _dragged_through_gate(g, inv)
    if special == "elder-thing-discard":
        yield from _discard_weapon_or_spell(g, inv)
    spec = special_of(g, marker)
    if spec is not None and spec.failed_combat is not None:
        yield from spec.failed_combat(g, inv, marker)
    ctx = yield from windows.window(
        g,
        Window.COMBAT_FAILED,
        inv,
        "The combat check failed",
        monster=marker,
        damage=stat(g, marker, "combat-damage"),
    )
    yield from lose(g, inv, stamina=ctx["damage"])


def _dragged_through_gate(g: Game, inv: Investigator) -> Effect:
    """The Nightgaunt carries its victim through the nearest open gate; from an Other World it
    drops him back in Arkham (IR FAQ). With no gate to pull him through, nothing happens and
    the combat goes on (issue 16); gates equally near are the victim's choice."""
    if inv.area in g.cat.world_of_area:
        if not board.return_gates(g, inv):
            return
        yield from board.other_world_return(g, inv)
        raise Interrupted(inv.id, "dragged back to Arkham")
    gates = g.state.open_gates()
    if not gates:
        return
    distance = {area: len(path) for area, path in board.paths_from(g, inv.area, 99).items()}
    distance[inv.area] = 0
    near = min(distance.get(loc, 99) for loc in gates)
    nearest = [loc for loc in gates if distance.get(loc, 99) == near]
    target = nearest[0]
    if len(nearest) > 1:
        # RULE: reference §3 — "the nearest open gate"; with several as near the rules do not
        # pick one, so the victim does (issue 16), as with every choice left to the player.
        picked = yield from ask(
            g,
            inv,
            "The Nightgaunt carries you off: through which gate?",
            [Choice(f"through:{loc}", g.cat.area_name(loc), target=loc) for loc in nearest],
        )
        target = picked.removeprefix("through:")
    world = g.cat.gate_markers[g.state.locations[target].gate].world  # type: ignore[index]
    move_to(g, inv, f"{world}-1")
    raise Interrupted(inv.id, "dragged through a gate")


def _discard_weapon_or_spell(g: Game, inv: Investigator) -> Effect:
    options = [p.handle for p in inv.possessions if is_weapon(g, p.card) or p.card in g.cat.spells]
    if not options:
        return
    picked = yield from ask(
        g,
        inv,
        "Discard a weapon or a spell",
        [Choice(f"discard:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}") for h in options],
        kind="cards",
    )
    discard(g, inv, picked.removeprefix("discard:"))


def _black_man(g: Game, inv: Investigator, marker: str) -> Effect:
    """No Horror check and no fight: a Luck (−1) check; pass for 2 Clues, fail and be devoured;
    it returns to the cup either way (reference §3)."""
    g.state.monsters[marker] = "cup"
    if (yield from check(g, inv, "luck", -1, purpose="Luck")):
        yield from gain(g, inv, clues=2)
        g.emit(CombatEnded(marker, "passed", investigator=inv.id))
        return "passed"
    g.emit(CombatEnded(marker, "devoured", investigator=inv.id))
    yield from devoured(g, inv)
    return "devoured"


def harmless(g: Game, inv: Investigator, marker: str) -> bool:
    """A monster whose failed rounds cost this investigator nothing cannot hold him: fleeing
    it always succeeds. RULE: our ruling, so that no fight can go on for ever."""
    kind = board.kind_of(g, marker)
    if kind.special == "lost-on-failed-combat":
        return False
    spec = special_of(g, marker)
    if spec is not None and spec.dangerous:
        return False
    if kind.special == "drawn-through-gate-on-failed-combat":
        in_world = inv.area in g.cat.world_of_area
        if board.return_gates(g, inv) if in_world else g.state.open_gates():
            return False
    return stat(g, marker, "combat-damage") + windows.modifier(g, inv, "stamina-loss") <= 0


def discard_used(g: Game, inv: Investigator, fight: Fight) -> None:
    """Weapons that are discarded after use (Dynamite, Holy Water…) go once they are used."""
    for handle in list(fight.held):
        item = g.cat.items.get(card_of(handle))
        if item is not None and "discard-after-use" in item.tags:
            discard(g, inv, handle)
            fight.held.remove(handle)


def combat_hands(g: Game, inv: Investigator) -> int:
    """Two hands, changed by the 'hands' modifier (a power that takes one for the fight)."""
    return max(0, HANDS + windows.modifier(g, inv, "hands"))


def hands_used(g: Game, fight: Fight) -> int:
    """Hands busy: what is held, and this round's window spells (issue 16: the two-hands
    limit counts every spell held in the round)."""
    return sum(_hands_of(g, card_of(handle)) for handle in fight.held + fight.round_held)


def _hands_of(g: Game, card: str) -> int:
    fact = g.cat.items.get(card) or g.cat.spells.get(card) or g.cat.specials.get(card)
    return fact.hands if fact else 0


def choose_action(
    g: Game,
    inv: Investigator,
    fight: Fight,
    actions: list[Choice],
    kws: list[str],
    prompt: str,
    check_skill: str | None = "combat",
    rating: int | None = None,
    needed: int | None = None,
) -> Effect:
    """Ask for the round's action; picking up or putting down weapons and spells (within two
    hands) repeats the question. Returns the action's id.

    The detail's ``check`` tells what the round's check will roll (issue 17 §4): ``check_skill``
    (None: no check this round), against ``rating`` and needing ``needed`` successes (None:
    the monster's combat rating and toughness)."""
    while True:
        choices = list(actions)
        free = fight.hands - hands_used(g, fight)
        castable: list[str] = []  # the window shows each one's Spell check (issue 17 §4)
        for p in inv.possessions:
            card = p.card
            if not (_is_combat_spell(g, card) or is_weapon(g, card)):
                continue
            name = g.cat.card_name(card)
            if p.handle in fight.held:
                choices.append(
                    Choice(f"toggle:{p.handle}", f"Put down {name}", target=f"card:{p.handle}")
                )
                continue
            reason = None
            if p.exhausted:
                reason = "exhausted"
            elif card in g.cat.spells and casting_barred(g):
                reason = "no spell can be cast now"
            elif _hands_of(g, card) > free:
                reason = f"needs {_hands_of(g, card)} free hands"
            elif _sanity_cost(g, card) and not _affordable(g, inv, card):
                # A spell's cost may take the last point (issue 16); an item's may not.
                reason = f"costs {_sanity_cost(g, card)} Sanity, more than you can spare"
            label = f"Cast {name}" if card in g.cat.spells else f"Wield {name}"
            if reason is None and card in g.cat.spells:
                castable.append(p.handle)
            choices.append(
                Choice(f"toggle:{p.handle}", label, target=f"card:{p.handle}", disabled=reason)
            )
        bonus = weapon_bonus(g, inv, fight, kws)  # what is in hand counts the same in both
        on_board = fight.marker in g.state.monsters
        shown = monster_stats(g, fight.marker) if on_board else {}
        fight_value = skill(g, inv, "combat")
        # What the round's check reads of the monster (its own figures, as shown, when the
        # caller names none).
        check_rating, check_needed = rating, needed
        if on_board:
            if rating is None:
                check_rating = shown["combat-rating"]  # type: ignore[assignment]
            if needed is None:
                check_needed = shown["toughness"]  # type: ignore[assignment]
        picked = yield from ask(
            g,
            inv,
            prompt,
            choices,
            kind="combat",
            context=fight_scene(g, fight.marker),
            monster=fight.marker,
            held=tuple(fight.held),
            hands_used=fight.hands - free,
            hands=fight.hands,
            round=fight.round,
            stats=shown,
            combat_dice=max(
                0,
                fight_value + (shown["combat-rating"] if on_board else 0) + bonus,  # type: ignore[operator]
            ),
            check=round_check(
                g,
                inv,
                fight,
                bonus,
                check_skill,
                check_rating,
                check_needed,
                fight_value if check_skill == "combat" else None,
            ),
            evade_check=evade_figures(
                g,
                inv,
                fight.marker,
                shown["awareness"] if on_board else None,  # type: ignore[arg-type]
            )
            if any(a.id == "flee" for a in actions)
            else None,
            cast_checks={handle: cast_figures(g, inv, card_of(handle)) for handle in castable},
        )
        if not picked.startswith("toggle:"):
            return picked
        handle = picked.removeprefix("toggle:")
        if handle in fight.held:
            fight.held.remove(handle)
            continue
        fight.held.append(handle)
        if card_of(handle) in g.cat.spells:
            yield from _cast(g, inv, fight, handle)
        elif _sanity_cost(g, card_of(handle)):
            # The Powder of Ibn-Ghazi costs its Sanity when taken up.
            yield from lose(g, inv, sanity=_sanity_cost(g, card_of(handle)), cost=True)


def round_check(
    g: Game,
    inv: Investigator,
    fight: Fight,
    bonus: int,
    skill_name: str | None,
    rating: int | None,
    needed: int | None,
    value: int | None = None,
) -> dict[str, object] | None:
    """The figures of the round's check as it stands, for the window to show before the roll:
    the skill and its ``value`` (worked out when None), the rating, the cards in hand that
    count and their ``bonus`` (:func:`weapon_bonus`), any other modifier to every check, the
    dice in all and the successes needed. None when the round has no check."""
    if skill_name is None:
        return None
    monster = fight.marker in g.state.monsters
    if rating is None:
        rating = stat(g, fight.marker, "combat-rating") if monster else 0
    if needed is None:
        needed = stat(g, fight.marker, "toughness") if monster else 1
    if value is None:
        value = skill(g, inv, skill_name)
    other = windows.modifier(g, inv, "check")
    counted = [
        g.cat.card_name(card_of(h))
        for h in fight.held
        if card_of(h) not in g.cat.spells or h in fight.cast
    ]
    return {
        "skill": "Lore" if skill_name == "lore" else "Fight",
        "skill_value": value,
        "rating": rating,
        "cards": tuple(counted),
        "bonus": bonus,
        "other": other,
        "dice": max(0, value + rating + bonus + other),
        "needed": max(1, needed),
    }


def evade_figures(
    g: Game, inv: Investigator, marker: str, awareness: int | None = None
) -> dict[str, object]:
    """The figures of an Evade (or Flee) check against the monster, before the roll (its
    ``awareness`` worked out when None)."""
    if awareness is None:
        awareness = stat(g, marker, "awareness")
    return _figures(g, inv, "evade", "Sneak", awareness)


def cast_figures(g: Game, inv: Investigator, spell: str) -> dict[str, object]:
    """The figures of the Spell check a cast would make, before it is cast (issue 17 §4)."""
    modifier = g.cat.spells[spell].casting_modifier or 0
    return {**_figures(g, inv, "spell", "Spell", modifier), "name": g.cat.card_name(spell)}


def _figures(
    g: Game, inv: Investigator, kind: str, shown: str, rating: int, value: int | None = None
) -> dict[str, object]:
    """A one-success check's figures before the roll: ``kind``'s ``value`` (called ``shown``;
    worked out when None), the modifier ``rating`` and the abilities' ``check`` modifier."""
    if value is None:
        value = skill(g, inv, kind)
    other = windows.modifier(g, inv, "check")
    return {
        "skill": shown,
        "skill_value": value,
        "rating": rating,
        "cards": (),
        "bonus": 0,
        "other": other,
        "dice": max(0, value + rating + other),
        "needed": 1,
    }


def _affordable(g: Game, inv: Investigator, card: str) -> bool:
    """A spell's Sanity cost may take the last point (in Stamina too, for a power that pays
    it so); an item's may not."""
    if card in g.cat.spells:
        return can_pay_sanity(g, inv, _sanity_cost(g, card))
    return inv.sanity > _sanity_cost(g, card)


def spell_cost(g: Game, card: str) -> int:
    """The Sanity a spell costs to cast: its printed cost, none while the rule 'free-spells'
    holds."""
    return 0 if windows.rule(g, "free-spells") else g.cat.spells[card].sanity_cost


def casting_barred(g: Game) -> bool:
    """No spell may be cast at all while the rule 'no-casting' holds."""
    return bool(windows.rule(g, "no-casting"))


def _sanity_cost(g: Game, card: str) -> int:
    """Sanity paid to use a card in combat: a spell's casting cost, or an item's
    (tag ``costs-sanity-<n>``)."""
    if card in g.cat.spells:
        return spell_cost(g, card)
    for tag in _tags(g, card):
        if tag.startswith("costs-sanity-"):
            return int(tag.removeprefix("costs-sanity-"))
    return 0


def _is_combat_spell(g: Game, card: str) -> bool:
    spell = g.cat.spells.get(card)
    return spell is not None and "magical" in spell.bonuses


def _cast(g: Game, inv: Investigator, fight: Fight, handle: str) -> Effect:
    """Cast a combat spell: pay its Sanity, make the Spell check; it exhausts either way and
    its hands stay held this round even on a failure (reference §6.4)."""
    spell = g.cat.spells[card_of(handle)]
    possession = inv.possession(handle)
    assert possession is not None
    possession.exhausted = True
    g.emit(CardExhausted(spell.id, investigator=inv.id))
    yield from pay_sanity(g, inv, spell_cost(g, spell.id))
    if (
        yield from check(g, inv, "spell", spell.casting_modifier or 0, purpose=f"Cast {spell.name}")
    ):
        fight.cast.append(handle)
    yield from settle(g, inv)  # the last point paid: insane once the spell has resolved


def weapon_bonus(g: Game, inv: Investigator, fight: Fight, kws: list[str]) -> int:
    """Physical and magical bonuses of what is in hand, after resistance and immunity. Against
    Weapon Immunity every weapon's bonus is 0; spells still count (seed 004)."""
    physical = magical = spells = 0
    for handle in fight.held:
        card = card_of(handle)
        if card in g.cat.spells:
            if handle in fight.cast:
                spell = g.cat.spells[card]
                spells += spell.bonuses.get("magical", 0)
                # A power may add one for each hand the spell takes (Agnes Baker).
                spells += spell.hands * windows.modifier(g, inv, "spell-bonus-per-hand")
            continue
        b = card_bonuses(g, card)
        tags = _tags(g, card)
        phys = b.get("physical", 0)
        if "free-hand-bonus" in tags and hands_used(g, fight) == 1:
            phys += 1  # the Axe, wielded alone
        if phys and windows.modifier(g, inv, f"magical:{handle}") > 0:
            magical += phys  # Enchant Weapon: this weapon's bonus counts as magical
        else:
            physical += phys
        if b.get("magical", 0) > 0:
            # A card in play may weaken every magical weapon (never below 0).
            magical += max(0, b["magical"] - windows.rule(g, "weaker-magical-weapons"))
        if "undead-bonus-3" in tags and "undead" in kws:
            magical += 3
    if "weapon-immunity" in kws:
        physical = magical = 0
    physical = _resisted(g, inv, physical, "physical", kws)
    return physical + _resisted(g, inv, magical + spells, "magical", kws)


def _resisted(g: Game, inv: Investigator, value: int, kind: str, kws: list[str]) -> int:
    if f"{kind}-immunity" in kws:
        # A power may meet Immunity as mere Resistance (Zoey Samaras).
        if windows.modifier(g, inv, "immunity-as-resistance") <= 0:
            return 0
        return (value + 1) // 2
    if f"{kind}-resistance" in kws and not _ignores(g, inv, f"{kind}-resistance"):
        return (value + 1) // 2
    return value


def defeated(g: Game, inv: Investigator, marker: str, kws: list[str]) -> Effect:
    """A defeated monster becomes a trophy, or goes back to the cup if Endless; the Mi-Go and
    the Warlock go to the box with their rewards instead (reference §3), and so does a monster
    whose registered special says so (then its reward)."""
    special = board.kind_of(g, marker).special
    spec = special_of(g, marker)
    if spec is not None and not spec.trophy:
        g.state.monsters[marker] = "box"
        g.emit(MonsterDefeated(marker, False, investigator=inv.id))
    elif "endless" in kws:
        # An Endless Warlock (an Ancient One's worshipper) goes back to the cup, no reward.
        g.state.monsters[marker] = "cup"
        g.emit(MonsterDefeated(marker, False, investigator=inv.id))
    elif special in ("mi-go", "warlock"):
        g.state.monsters[marker] = "box"
        g.emit(MonsterDefeated(marker, False, investigator=inv.id))
        if special == "mi-go":
            yield from draw(g, inv, "unique", 1)
        else:
            yield from gain(g, inv, clues=2)
    else:
        board.monster_trophy(g, inv, marker)
        g.emit(MonsterDefeated(marker, not board.is_spawn(g, marker), investigator=inv.id))
    if spec is not None and spec.defeated is not None:
        yield from spec.defeated(g, inv, marker)
    g.emit(CombatEnded(marker, "defeated", investigator=inv.id))
    yield from windows.run_hooks(g, Hook.MONSTER_DEFEATED, inv, marker)


def monster_appears(g: Game, inv: Investigator) -> Effect:
    """'A monster appears!': draw one from the cup and evade or fight it here; it never stays
    on the board (seed: Monsters in Encounters). Returns the confront result."""
    if inv.area in g.state.locations and not board.can_appear(g, inv.area):
        return "none"
    marker = next((m for fn in g.rules.encounter_monsters if (m := fn(g, inv)) is not None), None)
    if marker is None:
        marker = yield from board.draw_from_cup(g)
    home = g.state.monsters[marker]
    g.state.monsters[marker] = "encounter"
    g.emit(MonsterAppeared(marker, inv.area, investigator=inv.id))
    try:
        return (yield from confront(g, inv, marker))
    finally:
        if g.state.monsters[marker] == "encounter":
            g.state.monsters[marker] = home
