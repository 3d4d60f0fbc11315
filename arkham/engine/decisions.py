"""What the engine asks: a :class:`Decision` with its :class:`Choice` s.

Choice ids are stable and readable (``move:rivertown-streets``, ``spend-clue``, ``fight``,
``done``), never list indices, so a saved list of ids replays the same game.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    label: str
    target: str | None = None
    """A board or card entity the UI can highlight: an area id, ``monster:<marker>``, …"""
    disabled: str | None = None
    """Why the choice is shown but cannot be taken; None when it can."""

    def __repr__(self) -> str:
        return f"Choice({self.id!r})"


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str
    """How the UI should render it: 'choose', 'move', 'sliders', 'roll', 'combat', 'encounter',
    'toggle', 'place', 'final-battle'."""
    investigator: str | None
    """The investigator who decides (None for a group decision the first player makes)."""
    prompt: str
    choices: tuple[Choice, ...]
    context: str | None = None
    """Which scene or card the decision belongs to: 'combat:<marker>', 'encounter:<card>', …"""
    detail: dict[str, object] = field(default_factory=dict)

    def enabled(self) -> list[Choice]:
        return [c for c in self.choices if c.disabled is None]

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]


class IllegalChoice(ValueError):
    """``choose()`` was given an id that the pending decision does not offer (or offers disabled)."""
