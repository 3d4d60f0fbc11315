"""Skill values, bonuses, dice and skill checks.

A check rolls dice equal to the skill plus its modifiers; each 5 or 6 is a success (4–6 when
Blessed, only 6 when Cursed). After the roll, a failing investigator may spend Clues for one
extra die each (more with a matching skill card). Zero dice or fewer fail automatically unless
Clues add dice (reference §7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import text, windows
from arkham.engine.core import Effect, ask
from arkham.engine.decisions import Choice, Context, Dice
from arkham.engine.events import Event, Show, Tone
from arkham.engine.registry import Registry
from arkham.engine.sheet import StatChanged
from arkham.engine.state import Investigator

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """Dice rolled: for a check (``successes`` counted against ``needed``, 5+ or the roller's
    ``threshold``) or a plain roll (``successes`` None); None for ``investigator`` is the
    first player rolling for the table."""

    kind = "dice-rolled"
    show = Show(Tone.ROLL, reveals="dice were rolled")
    purpose: str
    dice: tuple[int, ...]
    successes: int | None
    needed: int | None
    threshold: int | None = None

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        dice = " ".join(str(x) for x in self.dice)
        if self.successes is None:
            return f"{who or 'The first player'} rolls for {self.purpose}: [{dice}]."
        if not self.dice:
            return f"{who} has no dice for {self.purpose}: {self.successes} of {self.needed}."
        return f"{who} rolls {self.purpose}: [{dice}] — {self.successes} of {self.needed}."

    def sound(self) -> str:
        return "dice"


@dataclass(frozen=True, slots=True)
class CheckSettled(Event):
    """A check passed or failed, after every Clue and re-roll."""

    kind = "check-result"
    show = Show(Tone.ROLL)
    purpose: str
    passed: bool
    successes: int
    needed: int

    def describe(self, cat: Catalog) -> str:
        verdict = "passes" if self.passed else "fails"
        return f"{text.who(cat, self.investigator)} {verdict} the {self.purpose} check."


# Which skill each derived check rolls (seed: Evade = Sneak, Horror = Will, Combat = Fight,
# Spell = Lore).
BASE_SKILL = {
    "speed": "speed",
    "sneak": "sneak",
    "fight": "fight",
    "will": "will",
    "lore": "lore",
    "luck": "luck",
    "evade": "sneak",
    "combat": "fight",
    "horror": "will",
    "spell": "lore",
}
CHECK_NAMES = {
    "speed": "Speed",
    "sneak": "Sneak",
    "fight": "Fight",
    "will": "Will",
    "lore": "Lore",
    "luck": "Luck",
    "evade": "Evade",
    "combat": "Combat",
    "horror": "Horror",
    "spell": "Spell",
}


def slider_value(g: Game, inv: Investigator, skill: str) -> int:
    """The printed value under the slider for one of the six skills (the sheet's own sliders:
    ``catalog.SliderPair``)."""
    base = g.cat.investigators[inv.id].slider_base[skill]  # type: ignore[index]
    pair, step = g.cat.slider_of[inv.id][skill]
    return base + step * inv.sliders.get(pair, 0)


_NONE: dict[str, int] = {}


def card_bonuses(g: Game, card: str) -> dict[str, int]:
    """A card's standing bonuses (a skill card gives +1 to its skill); spells give none."""
    return g.cat.bonuses_of.get(card, _NONE)


def is_weapon(g: Game, card: str) -> bool:
    """Weapons give a physical or magical combat bonus only while held in hands."""
    bonuses = card_bonuses(g, card)
    return "physical" in bonuses or "magical" in bonuses


def bonus(g: Game, inv: Investigator, key: str) -> int:
    """Passive bonuses to one key from possessions (not hand-held weapons) and the rules in
    play (environment, powers) through :mod:`windows`."""
    if key in ("physical", "magical"):
        return 0  # weapon bonuses count only in hand, in combat (combat.weapon_bonus)
    total = 0
    cards = g.cat.bonus_cards.get(key)
    if cards:
        for p in inv.possessions:
            total += cards.get(p.card, 0)
    return total + windows.modifier(g, inv, key)


def skill(g: Game, inv: Investigator, name: str) -> int:
    """A skill's current value, or a derived check's value (Evade = Sneak + Evade bonuses)."""
    base = BASE_SKILL[name]
    value = slider_value(g, inv, base) + bonus(g, inv, base)
    if name != base:
        value += bonus(g, inv, name)
    return value


def _with_dice(g: Game, dice: Dice) -> Context | None:
    """The scene the roll is made in, carrying the dice (a roll outside any scene keeps no
    context: the board shows it)."""
    return g.scenes[-1].with_dice(dice) if g.scenes else None


def success_threshold(inv: Investigator) -> int:
    """5 normally; 4 when Blessed, 6 when Cursed."""
    if inv.holds("blessing"):
        return 4
    if inv.holds("curse"):
        return 6
    return 5


def dice_per_clue(g: Game, inv: Investigator, check: str) -> int:
    """One die per Clue, plus one for a skill card matching the check's skill (IR FAQ)."""
    base = BASE_SKILL.get(check, check)
    extra = sum(1 for p in inv.possessions if p.card == base)
    return 1 + extra + windows.modifier(g, inv, "dice-per-clue")


@dataclass(frozen=True)
class ClueSpend:
    """Another way to pay for a better roll once a check's dice are down, beside spending one's
    own Clue for dice (another investigator's Clues, a trophy spent as a Clue, a Clue that
    raises a die): ``offers(game, roller, kind, dice)`` gives the choices open now, and
    ``use(game, roller, choice id, kind, dice)`` pays for the one picked and returns the new
    dice. Registered by content in :data:`CLUE_SPENDS`."""

    offers: Callable[[Game, Investigator, str, list[int]], list[Choice]]
    use: Callable[[Game, Investigator, str, str, list[int]], Effect]


CLUE_SPENDS = Registry("clue spend", keyed=False)


ACCEPT = Choice("accept", "Accept the result")


@dataclass(frozen=True, slots=True)
class CheckResult:
    passed: bool
    successes: int
    dice: tuple[int, ...]

    def __bool__(self) -> bool:
        return self.passed


def roll(g: Game, inv: Investigator | None, n: int, purpose: str = "roll") -> list[int]:
    """Roll dice for a plain die roll (no check); emits the result."""
    dice = g.rng.d6(n)
    g.emit(DiceRolled(purpose, tuple(dice), None, None, investigator=_id(inv)))
    return dice


def _id(inv: Investigator | None) -> str | None:
    return inv.id if inv is not None else None


def count_successes(g: Game, inv: Investigator, dice: list[int], sixes_double: bool = False) -> int:
    """Successes among the dice; with ``sixes_double`` (the Shotgun) each 6 counts twice."""
    threshold = success_threshold(inv)
    return sum((2 if sixes_double and d == 6 else 1) for d in dice if d >= threshold)


def check(
    g: Game,
    inv: Investigator,
    kind: str,
    modifier: int = 0,
    difficulty: int = 1,
    purpose: str | None = None,
    dice_bonus: int = 0,
    sixes_double: bool = False,
    counts: bool = False,
) -> Effect:
    """A skill check. Returns a :class:`CheckResult` (truthy when passed). The ``check``
    modifier key adds to every skill check (Voice of Ra).

    Clues may be spent after any check, passed or failed (reference §7: Clue spending); they
    are offered after a pass only when ``counts`` says the caller counts the successes (a Clue
    per success, the final battle), since otherwise a passed check has nothing to gain."""
    purpose = purpose or CHECK_NAMES.get(kind, kind)
    n = skill(g, inv, kind) + modifier + dice_bonus + windows.modifier(g, inv, "check")
    dice = g.rng.d6(n) if n > 0 else []
    needed = max(difficulty, 1)
    scratch: windows.Context = {}
    """What abilities used on this check remember while it lasts (once-per-check powers)."""
    spends = g.rules.clue_spends
    while True:
        successes = count_successes(g, inv, dice, sixes_double)
        g.emit(
            DiceRolled(
                purpose,
                tuple(dice),
                successes,
                needed,
                success_threshold(inv),
                investigator=inv.id,
            )
        )
        dice = yield from windows.after_roll(g, inv, kind, dice, needed, scratch)
        successes = count_successes(g, inv, dice, sixes_double)
        if successes >= needed and not counts:
            break
        others = [(c, sp) for sp in spends for c in sp.offers(g, inv, kind, dice)] if spends else []
        if inv.clues <= 0 and not others:
            break
        if windows.rule(g, "no-clue-spending"):
            break  # a card in play forbids spending Clues on checks
        per = dice_per_clue(g, inv, kind)
        own = (
            [Choice("spend-clue", f"Spend a Clue (+{per} {'die' if per == 1 else 'dice'})")]
            if inv.clues > 0
            else []
        )
        picked = yield from ask(
            g,
            inv,
            f"{purpose}: {successes} of {needed} successes",
            (*own, *(c for c, _ in others), ACCEPT) if others else (*own, ACCEPT),
            kind="roll",
            context=_with_dice(g, Dice(tuple(dice), successes, needed, success_threshold(inv))),
            dice=tuple(dice),
            successes=successes,
            needed=needed,
            threshold=success_threshold(inv),
        )
        if picked == "accept":
            break
        if picked != "spend-clue":
            spend = next(sp for c, sp in others if c.id == picked)
            dice = yield from spend.use(g, inv, picked, kind, dice)
            continue
        inv.clues -= 1
        g.emit(StatChanged("clues", -1, inv.clues, investigator=inv.id))
        dice = dice + g.rng.d6(per)
    passed = successes >= needed
    g.emit(CheckSettled(purpose, passed, successes, needed, investigator=inv.id))
    return CheckResult(passed, successes, tuple(dice))
