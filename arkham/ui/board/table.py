"""What every component of the board screen is given: the :class:`Table`.

A component draws from the session, registers its hotspots with the frame being drawn, answers
the pending decision through ``submit`` and asks for a redraw when something it holds changes
(the log scrolled, the sheet grew). The board scene builds one table and hands it to each
component (:class:`~arkham.ui.scenes.board.BoardScene`); a component never sees the scene, so
nothing in :mod:`arkham.ui.board` imports :mod:`arkham.ui.scenes`. A sibling a component reads
(the map, for the path and the caption) is passed to it by name, beside the table.

A view drawn into another frame gets a copy with that frame (``replace(table, frame=...)``): the
teammate's sheet is the side panel's sheet drawn into its own window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.state import GameState
    from arkham.ui.session import GameSession
    from arkham.ui.widgets import Frame


@dataclass(frozen=True)
class Table:
    """The game on the table and the frame it is drawn into."""

    session: GameSession
    """The game being shown (its state as shown so far, the pending decision)."""
    frame: Frame
    """The hit regions of the frame being drawn: hotspots, buttons, tooltips, the mouse."""
    submit: Callable[[str], None]
    """Answer the pending decision with a choice id, as a click does."""
    redraw: Callable[[], None]
    """Draw the screen again at the next frame."""

    @property
    def cat(self) -> Catalog:
        return self.session.cat

    @property
    def state(self) -> GameState:
        return self.session.state
