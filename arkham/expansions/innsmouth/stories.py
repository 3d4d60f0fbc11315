"""Personal stories (Innsmouth Horror): each investigator's goal, the threat that fails it, and
the consequence that stays once either is met (arkhamhorrorwiki.com/Personal_Story: "once you
succeed, the consequences of failure do not enter gameplay even if you later fulfil the
conditions; and vice versa").

The facts are :class:`~arkham.catalog.PersonalStory` entries in
``data/expansions/innsmouth/personal_stories.json``, keyed by investigator; the state keeps each
drawn story as a :class:`~arkham.engine.state.StoryState` in ``state.stories``. A story is drawn
when its investigator joins the game (at setup, or as a replacement) while the option is on
(``Setup.personal_stories``; by default on whenever Innsmouth is in play).

Counted conditions move at the rule points they count (the hooks below; Clues given to the Feds
by :func:`count` from the Feds Raid ability). Measured conditions (what is held, doom, terror, a
track, the turn, open gates) are looked at in the investigator's Upkeep, when a card is gained,
when doom or terror rises and at the end of each Mythos phase. The first side to reach its count
ends the story; its outcome applies at once, and its ``bonuses`` last for the game (a modifier).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arkham.catalog import STORY_MEASURED, PersonalStory, StoryCount, StoryOutcome
from arkham.engine import board, combat, effects, text, tracks, windows
from arkham.engine.events import Event
from arkham.engine.names import Hook
from arkham.engine.state import StoryState, card_of
from arkham.expansions.innsmouth import look

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


# ---------------------------------------------------------------- what a story emits


@dataclass(frozen=True, slots=True)
class StoryDrawn(Event):
    kind = "story-drawn"
    story: str
    title: str
    goal: str
    threat: str

    def describe(self, cat: Catalog) -> str:
        return (
            f"{text.who(cat, self.investigator)}'s personal story: “{self.title}” — to pass: "
            f"{self.goal}; it fails if {self.threat}."
        )


@dataclass(frozen=True, slots=True)
class StoryProgress(Event):
    kind = "story-progress"
    story: str
    side: str
    """'pass' or 'fail': which of its counts moved."""
    value: int
    count: int

    def describe(self, cat: Catalog) -> str:
        toward = "passing" if self.side == "pass" else "failing"
        who = text.who(cat, self.investigator)
        return f"{who}'s story stands at {self.value} of {self.count} toward {toward}."


@dataclass(frozen=True, slots=True)
class StoryEnded(Event):
    """A personal story passed or failed, with its outcome in words."""

    story: str
    title: str
    outcome: str


@dataclass(frozen=True, slots=True)
class StoryPassed(StoryEnded):
    kind = "story-passed"

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} passes the personal story “{self.title}”: {self.outcome}."


@dataclass(frozen=True, slots=True)
class StoryFailed(StoryEnded):
    kind = "story-failed"

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} fails the personal story “{self.title}”: {self.outcome}."


# ---------------------------------------------------------------- drawing a story


def enabled(g: Game) -> bool:
    return g.setup.stories_on(g.cat)


@windows.hook(Hook.INVESTIGATOR_JOINED)
def _draw(g: Game, inv: Investigator) -> Effect:
    """An investigator joining the game (at setup or as a replacement) takes up their story."""
    story = g.cat.personal_stories.get(inv.id)
    if story is None or inv.id in g.state.stories or not enabled(g):
        return
    g.state.stories[inv.id] = StoryState(story=story.investigator, started=g.state.turn)
    g.emit(
        StoryDrawn(
            story.investigator,
            story.title,
            condition_text(g, story.pass_when),
            condition_text(g, story.fail_when),
            investigator=inv.id,
        )
    )
    return
    yield


def open_story(g: Game, inv: Investigator) -> tuple[StoryState, PersonalStory] | None:
    """The investigator's story while it is still open (None: no story, or it has ended)."""
    st = g.state.stories.get(inv.id)
    if st is None or st.outcome is not None or inv.status != "playing":
        return None
    story = g.cat.personal_stories.get(st.story)
    return None if story is None else (st, story)


# ---------------------------------------------------------------- counting and measuring


def _sides(story: PersonalStory) -> tuple[tuple[str, StoryCount], tuple[str, StoryCount]]:
    return (("pass", story.pass_when), ("fail", story.fail_when))


def count(
    g: Game,
    inv: Investigator,
    kind: str,
    amount: int = 1,
    names: tuple[str, ...] = (),
    toughness: int = 0,
) -> Effect:
    """Count ``amount`` toward the side of the investigator's open story that counts ``kind``
    (where its ``targets`` name one of ``names``: a place and its neighbourhood and town, a card
    and its kind); reaching the side's count ends the story that way."""
    found = open_story(g, inv)
    if found is None or amount <= 0:
        return
    st, story = found
    for side, cond in _sides(story):
        if cond.kind != kind or toughness < cond.toughness:
            continue
        if cond.targets and not any(name in cond.targets for name in names):
            continue
        value = (st.progress if side == "pass" else st.setbacks) + amount
        if side == "pass":
            st.progress = value
        else:
            st.setbacks = value
        if value >= cond.count:
            yield from resolve(g, inv, passed=side == "pass")
            return
        g.emit(StoryProgress(st.story, side, value, cond.count, investigator=inv.id))


def needed(g: Game, cond: StoryCount) -> int:
    """The count a condition needs; doom is looked at short of a full track (one below it at
    most), so that the story ends before the Ancient One wakes."""
    if cond.kind == "doom-reaches":
        # RULE: our design — a personal story's doom threshold stops one short of the Ancient
        # One's doom track, so every story can fail before the Ancient One wakes.
        return min(cond.count, g.cat.ancient_ones[g.state.ancient_one].doom_track - 1)
    return cond.count


def measure_of(g: Game, inv: Investigator, cond: StoryCount) -> int:
    """How a measured condition stands now."""
    st = g.state
    kind = cond.kind
    if kind == "hold-clues":
        return inv.clues
    if kind == "hold-money":
        return inv.money
    if kind == "hold-cards":
        return sum(
            1
            for p in inv.possessions
            if p.card in cond.targets or g.cat.card_kind(p.card) in cond.targets
        )
    if kind == "hold-monster-trophies":
        return len(inv.monster_trophies)
    if kind == "doom-reaches":
        return st.doom
    if kind == "terror-reaches":
        return st.terror
    if kind == "track-reaches":
        return tracks.value(g, cond.targets[0])
    if kind == "turn-reaches":
        # RULE: our design — a personal story's deadline counts the turns since it was drawn, so
        # a replacement investigator's story does not fail the moment it is drawn.
        story = st.stories.get(inv.id)
        return st.turn - (story.started if story is not None else 0)
    if kind == "open-gates":
        return len(st.open_gates())
    raise ValueError(f"{kind!r} is counted, not measured")


def measure(g: Game, inv: Investigator) -> Effect:
    """Look at the measured conditions of the investigator's open story."""
    found = open_story(g, inv)
    if found is None:
        return
    st, story = found
    for side, cond in _sides(story):
        if cond.kind not in STORY_MEASURED:
            continue
        value = measure_of(g, inv, cond)
        if side == "pass":
            st.progress = value
        else:
            st.setbacks = value
        if value >= needed(g, cond):
            yield from resolve(g, inv, passed=side == "pass")
            return


def sweep(g: Game) -> Effect:
    """Measure every open story (a game-wide rule point: one knocked out does not stop the
    rest)."""
    if not g.state.stories:
        return
    waiting = [inv for inv in g.state.playing() if open_story(g, inv) is not None]
    yield from effects.for_each(g, waiting, lambda inv: measure(g, inv))


def _place_names(g: Game, area: str) -> tuple[str, ...]:
    """An area with its neighbourhood and town, as a story's targets may name it."""
    names = [area]
    hood = g.cat.neighbourhood_of.get(area)
    if hood is not None:
        names.append(hood)
    town = g.cat.town_of.get(area)
    if town is not None:
        names.append(town)
    return tuple(names)


# ---------------------------------------------------------------- the end of a story


def resolve(g: Game, inv: Investigator, passed: bool) -> Effect:
    """End the investigator's story, passed or failed, and apply that side's outcome."""
    st = g.state.stories[inv.id]
    story = g.cat.personal_stories[st.story]
    st.outcome = "passed" if passed else "failed"
    outcome = story.passed if passed else story.failed
    ended = StoryPassed if passed else StoryFailed
    g.emit(
        ended(
            st.story,
            story.title,
            f"{outcome.title} ({outcome_text(g, outcome)})",
            investigator=inv.id,
        )
    )
    yield from apply(g, inv, outcome)


def apply(g: Game, inv: Investigator, outcome: StoryOutcome) -> Effect:
    """What an outcome does at once: gains and cards first, then the board, then what may
    knock the investigator out (losses, a lower maximum) last."""
    if outcome.gain:
        yield from effects.gain_each(g, inv, outcome.gain)
    for card in outcome.cards:
        yield from effects.gain_card(g, inv, card)
    for deck, n in outcome.draw.items():
        yield from effects.draw(g, inv, deck, n)
    for card in outcome.discard:
        for p in list(inv.possessions):
            if p.card == card:
                effects.discard(g, inv, p.handle)
    if outcome.bless:
        yield from effects.bless(g, inv)
    if outcome.curse:
        yield from effects.curse(g, inv)
    if outcome.delayed:
        effects.delay(g, inv)
    if g.state.final_battle is None:
        # The tracks of the board stand still once the Ancient One is awake.
        for track, n in outcome.tracks.items():
            yield from tracks.advance(g, track, n)
        if outcome.terror:
            yield from board.raise_terror(g, outcome.terror)
        if outcome.doom:
            yield from effects.add_doom(g, outcome.doom)
    if outcome.look:
        yield from look.draw_look(g, inv, outcome.look)
    if outcome.bonuses:
        effects.fit_to_max(g, inv)  # a lower maximum: at 0, devoured
    if outcome.lose:
        yield from effects.lose_each(g, inv, outcome.lose)
    if outcome.lose_max:
        yield from effects.lose_max(g, inv, **outcome.lose_max)


@windows.register_modifier()  # any key: an outcome's bonuses are data
def lasting_bonus(g: Game, inv: Investigator, key: str) -> int:
    """The ``bonuses`` of an ended story's outcome, for the rest of the game."""
    stories = g.state.stories
    if not stories:
        return 0
    st = stories.get(inv.id)
    if st is None or st.outcome is None:
        return 0
    story = g.cat.personal_stories.get(st.story)
    if story is None:
        return 0
    return (story.passed if st.outcome == "passed" else story.failed).bonuses.get(key, 0)


# ---------------------------------------------------------------- the rule points


@windows.hook(Hook.UPKEEP_START)
def _upkeep(g: Game, inv: Investigator) -> Effect:
    yield from measure(g, inv)


@windows.hook(Hook.END_OF_MYTHOS)
def _end_of_mythos(g: Game) -> Effect:
    yield from sweep(g)


@windows.hook(Hook.DOOM_ADDED)
def _doom(g: Game) -> Effect:
    yield from sweep(g)


@windows.hook(Hook.TERROR_RAISED)
def _terror(g: Game) -> Effect:
    yield from sweep(g)


@windows.hook(Hook.CARD_GAINED)
def _card(g: Game, inv: Investigator, handle: str) -> Effect:
    card = card_of(handle)
    yield from count(g, inv, "gain-cards", 1, (card, g.cat.card_kind(card)))
    yield from measure(g, inv)


@windows.hook(Hook.GATE_CLOSED)
def _gate(g: Game, inv: Investigator, loc: str, sealed: bool) -> Effect:
    yield from count(g, inv, "close-gates", 1, _place_names(g, loc))
    if sealed:
        yield from count(g, inv, "seal-gates", 1, _place_names(g, loc))


@windows.hook(Hook.MONSTER_DEFEATED)
def _monster(g: Game, inv: Investigator, marker: str) -> Effect:
    if marker not in g.cat.kind_of_marker:
        return
    toughness = combat.stat(g, marker, "toughness")
    yield from count(g, inv, "defeat-monsters", 1, toughness=toughness)
    yield from count(g, inv, "defeat-toughness", toughness)


@windows.hook(Hook.RETURNED)
def _returned(g: Game, inv: Investigator) -> Effect:
    yield from count(g, inv, "return-from-other-worlds")


@windows.hook(Hook.LOCATION_ENCOUNTER_ENDED)
def _encounter(g: Game, inv: Investigator, loc: str) -> Effect:
    yield from count(g, inv, "encounters-at", 1, _place_names(g, loc))


@windows.hook(Hook.END_OF_MOVEMENT)
def _moved(g: Game, inv: Investigator) -> Effect:
    yield from count(g, inv, "end-moves-in", 1, _place_names(g, inv.area))


@windows.hook(Hook.KNOCKED_OUT)
def _knocked_out(g: Game, inv: Investigator, how: str) -> Effect:
    yield from count(g, inv, "knocked-out")
    yield from count(g, inv, how)


@windows.hook(Hook.LOST)
def _lost(g: Game, inv: Investigator) -> Effect:
    yield from count(g, inv, "lost")


@windows.hook(Hook.ARRESTED)
def _arrested(g: Game, inv: Investigator) -> Effect:
    yield from count(g, inv, "arrested")


# ---------------------------------------------------------------- in words


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _places(g: Game, targets: list[str]) -> str:
    cat = g.cat
    names = []
    for t in targets:
        if t in cat.towns:
            names.append(cat.towns[t].name)
        elif t in cat.neighbourhoods:
            names.append(cat.neighbourhoods[t].name)
        else:
            names.append(cat.area_name(t))
    return " or ".join(names)


CARD_KIND_NAMES = {
    "common": ("Common Item", "Common Items"),
    "unique": ("Unique Item", "Unique Items"),
    "spell": ("Spell", "Spells"),
    "skill": ("Skill", "Skills"),
    "ally": ("Ally", "Allies"),
    "special": ("special card", "special cards"),
}


def _cards(g: Game, n: int, targets: list[str]) -> str:
    if len(targets) == 1 and targets[0] in CARD_KIND_NAMES:
        one, many = CARD_KIND_NAMES[targets[0]]
        return _plural(n, one, many)
    names = [CARD_KIND_NAMES[t][0] if t in CARD_KIND_NAMES else g.cat.card_name(t) for t in targets]
    if len(names) == 1:
        return names[0] if n == 1 else f"{n} × {names[0]}"
    return f"{n} of: {', '.join(names)}"


BLESSED_OR_CURSED: dict[tuple[str, ...], str] = {
    ("curse",): "you become Cursed",
    ("blessing",): "you become Blessed",
}


def condition_text(g: Game, cond: StoryCount) -> str:
    """A condition in plain words (``close 2 gates in Innsmouth``)."""
    n, kind, targets = cond.count, cond.kind, cond.targets
    where = f" in {_places(g, targets)}" if targets and kind.endswith("-gates") else ""
    texts = {
        "close-gates": lambda: f"close {_plural(n, 'gate')}{where}",
        "seal-gates": lambda: f"seal {_plural(n, 'gate')}{where}",
        "defeat-monsters": lambda: (
            f"defeat {_plural(n, 'monster')}"
            + (f" of toughness {cond.toughness} or more" if cond.toughness else "")
        ),
        "defeat-toughness": lambda: f"defeat monsters of {n} toughness in all",
        "return-from-other-worlds": lambda: f"come back from an Other World {_plural(n, 'time')}",
        "encounters-at": lambda: f"have {_plural(n, 'encounter')} at {_places(g, targets)}",
        "end-moves-in": lambda: f"end your movement in {_places(g, targets)} {_plural(n, 'time')}",
        "gain-cards": lambda: (
            BLESSED_OR_CURSED.get(tuple(targets))
            or "gain " + (_cards(g, n, targets) if targets else _plural(n, "card"))
        ),
        "feds-evidence": lambda: f"give {_plural(n, 'Clue')} to the Feds as evidence",
        "hold-clues": lambda: f"hold {_plural(n, 'Clue')} at once",
        "hold-money": lambda: f"hold ${n} at once",
        "hold-cards": lambda: f"hold {_cards(g, n, targets)} at once",
        "hold-monster-trophies": lambda: f"hold {_plural(n, 'monster trophy', 'monster trophies')}",
        "knocked-out": lambda: f"you are knocked out {_plural(n, 'time')}",
        "insane": lambda: "you are driven insane" + (f" {n} times" if n > 1 else ""),
        "unconscious": lambda: "you are knocked unconscious" + (f" {n} times" if n > 1 else ""),
        "lost": lambda: "you are lost in time and space" + (f" {n} times" if n > 1 else ""),
        "arrested": lambda: "you are arrested" + (f" {n} times" if n > 1 else ""),
        "doom-reaches": lambda: f"the doom track reaches {needed(g, cond)}",
        "terror-reaches": lambda: f"the terror level reaches {n}",
        "track-reaches": lambda: f"the {g.cat.tracks[targets[0]].name} track reaches {n}",
        "turn-reaches": lambda: f"its {_ordinal(n)} turn ends first",
        "open-gates": lambda: f"{_plural(n, 'gate')} stand open at once",
    }
    return texts[kind]()


def outcome_text(g: Game, out: StoryOutcome) -> str:
    """What an outcome does, in plain words."""

    def points(amounts: Mapping[Any, int]) -> str:
        return ", ".join(
            f"${v}" if k == "money" else f"{v} {k.title() if k != 'clues' else 'Clues'}"
            for k, v in amounts.items()
        )

    parts = []
    if out.gain:
        parts.append(f"gain {points(out.gain)}")
    parts += [f"take {g.cat.card_name(c)}" for c in out.cards]
    parts += [
        f"draw {_plural(n, *CARD_KIND_NAMES[deck])}" if n != 1 else f"draw a {deck} card"
        for deck, n in out.draw.items()
    ]
    parts += [f"lose {g.cat.card_name(c)}" for c in out.discard]
    if out.bless:
        parts.append("become Blessed")
    if out.curse:
        parts.append("become Cursed")
    if out.delayed:
        parts.append("delayed")
    for track, n in out.tracks.items():
        parts.append(f"{g.cat.tracks[track].name} {n:+d}")
    if out.terror:
        parts.append(f"terror +{out.terror}")
    if out.doom:
        parts.append(f"doom {out.doom:+d}")
    if out.look:
        parts.append(f"draw {_plural(out.look, 'Innsmouth Look card')}")
    if out.lose:
        parts.append(f"lose {points(out.lose)}")
    if out.lose_max:
        parts.append(f"lose {points(out.lose_max)} from the maximum")
    if out.bonuses:
        lasting = ", ".join(f"{v:+d} {k.replace('-', ' ').title()}" for k, v in out.bonuses.items())
        parts.append(f"{lasting} for the rest of the game")
    return "; ".join(parts)
