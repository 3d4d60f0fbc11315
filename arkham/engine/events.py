"""Events: frozen records of what happened, one class per kind, each declared next to the rule
that emits it (``Moved`` in ``effects.py``, ``DiceRolled`` in ``checks.py``, Innsmouth's in
``arkham/expansions/innsmouth/``).

An event is a frozen, slotted dataclass under :class:`Event` with typed fields (who, what, how
much, from where to where). Its ``kind`` is the string saves, goldens, bug reports and tests
read; :func:`event_class` finds the class of a kind. Whatever the screen, the sound or the log
does with an event is asked of the event itself, so a module that adds events needs no edit
anywhere else:

* :meth:`Event.describe` — its line in the game log (``text.py`` holds the shared wording);
* :meth:`Event.advance` — how the board's *shown state* moves on while the event is played back
  (the screen replays a decision's events one step at a time onto a copy of the state from
  before it);
* :meth:`Event.animation` — the timed step the board plays for it, if any;
* :meth:`Event.sound` — the sound it makes, if any;
* :meth:`Event.page` — a window of its own the players read before play goes on, if any;
* :attr:`Event.show` — the rest of its presentation: the tone of its log line, the ring that
  marks where it happens, whether it revealed something (no undo past it), whether it closes
  an encounter's account, whether its numbers stay on screen.

    >>> from arkham.engine.effects import Moved
    >>> ev = Moved("rivertown-streets", "river-docks", investigator="amanda-sharpe")
    >>> ev.kind, ev.to, ev.data
    ('moved', 'river-docks', {'frm': 'rivertown-streets', 'to': 'river-docks'})
    >>> event_class("moved") is Moved
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.state import GameState


class Tone(StrEnum):
    """How an event's line reads in the game log."""

    PLAIN = "plain"
    TURN = "turn"
    """A new turn: bold, in gold."""
    PHASE = "phase"
    """A new phase: italic, muted."""
    ALARM = "alarm"
    """Bad news for the investigators (a gate, doom, terror, a knock-out): red."""
    GOOD = "good"
    """Good news (a gate closed, a monster defeated): green."""
    ROLL = "roll"
    """Dice and checks: pale blue."""
    READING = "reading"
    """A card read (an encounter, a mythos card): parchment."""
    END = "end"
    """The end of the game: bold, green."""


class Ring(StrEnum):
    """The ring the board draws where a step happens, by what happened there."""

    CLUE = "clue"
    DELAY = "delay"
    HARM = "harm"
    LOST = "lost-in-time"
    DEATH = "death"
    SURGE = "surge"


@dataclass(frozen=True, slots=True)
class Show:
    """The presentation of an event kind, beyond its line, animation, sound and page."""

    tone: Tone = Tone.PLAIN
    beat: float | None = None
    """Played on the board as a step of its own, with its line of text, for this many seconds
    (at animation speed "normal")."""
    ring: Ring | None = None
    """Marked on the map with a ring where it happens."""
    reveals: str | None = None
    """What it revealed ("dice were rolled"): the decision before it cannot be taken back."""
    ends_span: bool = False
    """It closes an encounter's or a roll's account of what followed it."""
    fact: bool = False
    """Its numbers stay on screen until the next event of its kind."""
    notice: str | None = None
    """The name of the window of its own (:meth:`Event.page`) it is shown in."""


TRACK_SECONDS = 0.7
"""How long a track's space flashes as it changes (doom, terror, an expansion's track)."""


@dataclass(frozen=True, slots=True)
class Animation:
    """A timed step the board plays for an event: ``kind`` names what moves (``move-inv``,
    ``gate``, ``doom``, a track's id, or the event's kind for a plain step)."""

    kind: str
    seconds: float
    data: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PageCard:
    """A card shown face up in an event's page."""

    ref: str
    """What a click or a tooltip refers to (``look:<card>``)."""
    title: str
    prose: str
    rules: str
    marked: bool = False
    """The card that acts (drawn in red)."""


class Palette(StrEnum):
    """The colours of an event's page."""

    PARCHMENT = "parchment"
    SEA = "sea"
    ALARM = "alarm"


@dataclass(frozen=True, slots=True)
class Page:
    """A window of its own for an event: a title, a line under it, a row of cards, then
    paragraphs — the rules text first, an aside in italics, and a verdict."""

    title: str
    subtitle: str
    palette: Palette = Palette.PARCHMENT
    cards: tuple[PageCard, ...] = ()
    rules: str = ""
    aside: str = ""
    verdict: str = ""
    verdict_alarm: bool = False


_CLASSES: dict[str, type[Event]] = {}
"""Every event class by its kind."""


@dataclass(frozen=True, slots=True)
class Event:
    """What happened. Subclasses set :attr:`kind` and declare their fields; ``investigator`` is
    whom it happened to (None for the table as a whole)."""

    kind: ClassVar[str] = ""
    show: ClassVar[Show] = Show()
    investigator: str | None = field(default=None, kw_only=True)

    def __init_subclass__(cls) -> None:
        # No super() here: ``slots=True`` remakes the class, and the zero-argument form would
        # still name the first one.
        if "kind" not in cls.__dict__:
            return  # a base shared by several kinds
        known = _CLASSES.get(cls.kind)
        # ``dataclass(slots=True)`` makes the class anew: the second one replaces the first.
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise ValueError(f"event kind {cls.kind!r} is declared twice")
        _CLASSES[cls.kind] = cls

    @classmethod
    def of(
        cls, kind: str, investigator: str | None = None, data: dict[str, Any] | None = None
    ) -> Event:
        """The event of ``kind`` with these fields (KeyError: no such kind): for tests and
        tools that build events from records."""
        return _CLASSES[kind](**(data or {}), investigator=investigator)

    @property
    def data(self) -> dict[str, object]:
        """Its fields but ``investigator``, as a dict (for tools, tests and a raw log line)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "investigator"}

    def describe(self, cat: Catalog) -> str:
        """Its line in the game log."""
        return f"{self.kind}: {self.data}"

    def advance(self, shown: GameState, final: GameState) -> None:
        """Replay it onto ``shown`` (the state the board shows); ``final`` is the engine's state
        after the whole batch of events, for what the event does not say."""

    def where(self) -> str | None:
        """The area it happens at, if it names one: its ``at`` field, else its ``to``."""
        for name in ("at", "to"):
            if name in self.__dataclass_fields__:
                place = getattr(self, name)
                return place if isinstance(place, str) else None
        return None

    def animation(self) -> Animation | None:
        """The timed step the board plays for it (by default, a step of its own when
        :attr:`Show.beat` says so)."""
        beat = self.show.beat
        return Animation(self.kind, beat) if beat is not None else None

    def sound(self) -> str | None:
        """The name of the sound it makes (``arkham/ui/sound.py`` makes them)."""
        return None

    def page(self, cat: Catalog) -> Page | None:
        """Its window, for an event whose :attr:`Show.notice` names one."""
        return None


def event_class(kind: str) -> type[Event]:
    """The class of an event kind (KeyError: no module loaded declares it)."""
    return _CLASSES[kind]


def event_classes() -> dict[str, type[Event]]:
    """Every event class declared by the modules imported so far, by kind."""
    return dict(_CLASSES)
