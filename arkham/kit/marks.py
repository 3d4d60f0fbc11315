"""Readable flags in ``state.marks`` that card and power behaviour keep for a turn or a combat
(``research@3.0``, ``red-sign:<marker>``, ``cthulhu:<investigator>``…). They live in the state,
so a replay reproduces them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arkham.engine.game import Game


def this_turn(g: Game) -> str:
    """The current turn, counting final-battle rounds as turns: the stamp of a mark that lasts
    a turn (``research@3.0``)."""
    fb = g.state.final_battle
    return f"{g.state.turn}.{fb.round if fb is not None else 0}"


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
