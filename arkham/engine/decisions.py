"""What the engine asks: a :class:`Decision` with its :class:`Choice` s.

Choice ids are stable and readable (``move:rivertown-streets``, ``spend-clue``, ``fight``,
``done``), never list indices, so a saved list of ids replays the same game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

_set = object.__setattr__
"""How a frozen record sets its fields in a written-out ``__init__`` (the generated one looks
``object.__setattr__`` up for each field: the rules make thousands of choices a game)."""


@dataclass(frozen=True, slots=True, init=False)
class Choice:
    id: str
    label: str
    target: str | None = None
    """A board or card entity the UI can highlight: an area id, ``monster:<marker>``, …"""
    disabled: str | None = None
    """Why the choice is shown but cannot be taken; None when it can."""

    def __init__(
        self, id: str, label: str, target: str | None = None, disabled: str | None = None
    ) -> None:
        _set(self, "id", id)
        _set(self, "label", label)
        _set(self, "target", target)
        _set(self, "disabled", disabled)

    def __repr__(self) -> str:
        return f"Choice({self.id!r})"


class Scene(StrEnum):
    """What a decision belongs to, so the UI knows which overlay to show."""

    COMBAT = "combat"
    """A fight with one monster (``Context.monster``), from the Evade-or-fight question on."""
    ENCOUNTER = "encounter"
    """An Arkham location or Other World encounter (``card`` and ``entry``: the location id, the
    world id, ``other`` or ``inner-sanctum``)."""
    MYTHOS = "mythos"
    """A mythos card being resolved (``card``)."""
    GATE = "gate"
    """At an open gate: close or seal it (``area``: the location)."""
    FINAL_BATTLE = "final-battle"
    """The battle with the Ancient One (``ancient_one``)."""


@dataclass(frozen=True, slots=True)
class Dice:
    """A roll waiting on a decision: the dice as they lie, the successes they give, the
    successes needed and the lowest face that succeeds (the UI never works these out)."""

    dice: tuple[int, ...]
    successes: int
    needed: int
    threshold: int


@dataclass(frozen=True, slots=True)
class Context:
    """The scene a decision belongs to, typed: overlays are chosen by ``scene`` and read the
    monster, card, area and dice from here, never by parsing a string."""

    scene: Scene
    monster: str | None = None
    ancient_one: str | None = None
    card: str | None = None
    entry: str | None = None
    area: str | None = None
    dice: Dice | None = None

    def with_dice(self, dice: Dice) -> Context:
        # Field by field: dataclasses.replace looks the fields up on every call (every roll).
        return Context(
            self.scene, self.monster, self.ancient_one, self.card, self.entry, self.area, dice
        )

    def __str__(self) -> str:
        """A short readable form for logs and messages: ``combat:zombie-1``."""
        parts = [self.monster or self.ancient_one or self.card or self.area, self.entry]
        return ":".join([self.scene.value, *(p for p in parts if p)])


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    kind: str
    """How the UI should render it: 'choose', 'move', 'sliders', 'roll', 'combat', 'encounter',
    'toggle', 'place', 'final-battle'."""
    investigator: str | None
    """The investigator who decides (None for a group decision the first player makes)."""
    prompt: str
    choices: tuple[Choice, ...]
    context: Context | None = None
    """The scene the decision belongs to (None: the board itself)."""
    detail: dict[str, object] = field(default_factory=dict)

    def __init__(
        self,
        kind: str,
        investigator: str | None,
        prompt: str,
        choices: tuple[Choice, ...],
        context: Context | None = None,
        detail: dict[str, object] | None = None,
    ) -> None:
        _set(self, "kind", kind)
        _set(self, "investigator", investigator)
        _set(self, "prompt", prompt)
        _set(self, "choices", choices)
        _set(self, "context", context)
        _set(self, "detail", {} if detail is None else detail)

    def enabled(self) -> list[Choice]:
        return [c for c in self.choices if c.disabled is None]

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]


class IllegalChoice(ValueError):
    """``choose()`` was given an id that the pending decision does not offer (or offers disabled)."""
