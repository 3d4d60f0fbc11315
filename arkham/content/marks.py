"""Readable flags in ``state.marks`` that card and power behaviour keep for a turn or a combat
(``research@3.0``, ``red-sign:<marker>``, ``cthulhu:<investigator>``…). They live in the state,
so a replay reproduces them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arkham.engine.game import Game


def marks(g: Game) -> list[str]:
    return g.state.marks


def has_mark(g: Game, mark_id: str) -> bool:
    return mark_id in g.state.marks


def mark(g: Game, mark_id: str, replaces: str | None = None) -> None:
    """Set a mark; ``replaces`` drops older marks with that prefix first."""
    pile = g.state.marks
    if replaces is not None:
        pile[:] = [m for m in pile if not m.startswith(replaces)]
    if mark_id not in pile:
        pile.append(mark_id)


def unmark(g: Game, keep: Callable[[str], bool]) -> None:
    """Drop every mark for which ``keep(mark)`` is false."""
    g.state.marks[:] = [m for m in g.state.marks if keep(m)]
