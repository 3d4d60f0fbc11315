"""The caption of the step being played over the map while a sequence plays
(:mod:`.sequence`): its line of text beside the place it happens at, with a ring where it
happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.events import Ring
from arkham.ui import draw as d
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.draw import Canvas

if TYPE_CHECKING:
    from arkham.ui.board.map import BoardMap
    from arkham.ui.board.table import Table


RINGS = {
    Ring.CLUE: (120, 200, 255),
    Ring.DELAY: (230, 200, 120),
    Ring.HARM: (230, 110, 90),
    Ring.LOST: (200, 140, 230),
    Ring.DEATH: (230, 80, 70),
    Ring.SURGE: (230, 120, 230),
}
"""The colour of the ring that marks where a step happens (:attr:`Show.ring`)."""


class Caption:
    """The line of text of the step being played, beside the place it happens at (along the
    top of the map when it happens nowhere in particular), with a widening ring where a clue
    appears or an investigator is delayed, arrested or lost."""

    def __init__(self, table: Table, board_map: BoardMap) -> None:
        self.table = table
        self.map = board_map

    def draw(self, c: Canvas) -> None:
        step = self.table.session.current_step()
        if step is None or not step.line:
            return
        where = self._where(step)
        ring = step.event.show.ring if step.event is not None else None
        colour = RINGS.get(ring) if ring is not None else None
        if where is not None and colour is not None:
            p = step.progress
            c.circle(where, 14 + 34 * p, colour, 5 * (1 - p) + 1.5)
            c.circle(where, 12, colour, 2)
        x, y, w, h = MAP_BOX
        sw = min(w * 0.64, c.text_w(step.line, 18, "serif-b") + 48)
        if where is None:  # along the top of the map
            strip = (x + (w - sw) / 2, y + 66, sw, 40.0)
        else:  # beside the place, on the side toward the middle of the map, never over it
            sx = max(x + 8, min(x + w - sw - 8, where[0] - sw / 2))
            below = where[1] < y + h / 2
            strip = (sx, where[1] + 44 if below else where[1] - 84, sw, 40.0)
        c.rect(strip, (16, 14, 18, 225), 10)
        c.rect(strip, d.GOLD_DARK, 10, 1.5)
        c.text(
            step.line,
            (strip[0] + strip[2] / 2, strip[1] + strip[3] / 2),
            18,
            "serif-b",
            d.TEXT_LIGHT,
            "center",
            max_w=strip[2] - 24,
        )

    def _where(self, step) -> tuple[float, float] | None:
        """The point on the map the step happens at, if that place is on the map."""
        ev = step.event
        if ev is None:
            return None
        area = ev.where()
        if area is None and ev.investigator:
            try:
                area = self.table.state.investigator(ev.investigator).area
            except KeyError:
                return None
        if not isinstance(area, str) or not self.map.shown(area):
            return None
        return self.map.anchor(area)
