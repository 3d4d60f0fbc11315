"""An investigator's sheet as the board shows it while it plays events back: the stats it shows
as they change, and the event of one changing (emitted by gains and losses, Clues spent on a
roll, a fare paid)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import text
from arkham.engine.events import Event

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.state import GameState, Investigator

SHOWN_STATS = frozenset(("stamina", "sanity", "clues", "money"))
"""The stats the board shows as they change."""


def sheet_of(shown: GameState, inv_id: str | None) -> Investigator:
    """The investigator's record in the shown state (KeyError: none; the board skips it)."""
    if inv_id is None:
        raise KeyError("no investigator")
    return shown.investigator(inv_id)


@dataclass(frozen=True, slots=True)
class StatChanged(Event):
    kind = "stat-changed"
    stat: str
    delta: int
    value: int

    def describe(self, cat: Catalog) -> str:
        stat = text.STAT_NAMES.get(self.stat, self.stat)
        verb = "gains" if self.delta > 0 else "loses"
        amount = f"${abs(self.delta)}" if stat == "$" else f"{abs(self.delta)} {stat}"
        return f"{text.who(cat, self.investigator)} {verb} {amount} (now {self.value})."

    def advance(self, shown: GameState, final: GameState) -> None:
        if self.stat in SHOWN_STATS:
            setattr(sheet_of(shown, self.investigator), self.stat, self.value)
