"""The game log at the foot of the side panel: the newest lines at the bottom, wrapped to the
box, coloured by what happened, scrolled back with the wheel or the arrow buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.events import Tone, event_class
from arkham.ui import draw as d
from arkham.ui.board.geometry import PANEL_BOTTOM, PANEL_W, PANEL_X
from arkham.ui.draw import Canvas, wrap_lines
from arkham.ui.widgets import arrow_button

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

SIZE = 15.0
LINE = 19.0
TONES: dict[Tone, tuple[str, tuple[int, int, int]]] = {
    Tone.PLAIN: ("serif", (214, 206, 190)),
    Tone.TURN: ("serif-b", d.GOLD),
    Tone.PHASE: ("serif-i", (170, 160, 140)),
    Tone.ALARM: ("serif", (236, 120, 100)),
    Tone.GOOD: ("serif", (150, 220, 140)),
    Tone.ROLL: ("serif", (180, 200, 220)),
    Tone.READING: ("serif", (236, 220, 180)),
    Tone.END: ("serif-b", (150, 220, 140)),
}
"""The face and colour of a log line, by the tone of the event it tells."""


class GameLog:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.scroll = 0
        """How many lines back from the newest the bottom of the box shows."""
        self.top = 700.0
        """Where the box began in the last frame (the wheel scrolls it below there)."""

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(len(self.table.session.log) - 1, self.scroll + lines))
        self.table.redraw()

    def contains(self, pos: tuple[float, float]) -> bool:
        return pos[0] >= PANEL_X and pos[1] >= self.top

    def draw(self, c: Canvas, y: float, bottom: float = PANEL_BOTTOM) -> None:
        """Fill the side panel from ``y`` to its foot (``bottom``) with the log."""
        x, w = PANEL_X, PANEL_W
        self.top = y
        h = bottom - y
        line_h = max(LINE, c.line_h(SIZE))  # the 12 px floor may make lines taller
        if h < 60:
            return
        c.rect((x, y, w, h), (14, 13, 12), 8)
        c.rect((x, y, w, h), (80, 70, 56), 8, 1)
        c.text("Game log", (x + 10, y + 5), 14, "sans-b", d.GOLD)
        lines = self.table.session.shown_log()
        inner = (x + 10, y + 26, w - 44, h - 32)
        # wrap from the newest backwards until the box is full
        rendered: list[tuple[str, str]] = []
        self.scroll = min(self.scroll, max(0, len(lines) - 1))
        for i in range(len(lines) - self.scroll - 1, -1, -1):  # only the lines drawn are told
            line = lines[i]
            parts = wrap_lines(line.text, _face(line.kind), c.L.font_px(SIZE), c.L.n(inner[2]))
            for part in reversed(parts):
                rendered.append((part, line.kind))
            if len(rendered) * line_h > inner[3]:
                break
        yy = inner[1] + inner[3] - line_h
        for text, kind in rendered:
            if yy < inner[1]:
                break
            c.text(text, (inner[0], yy), SIZE, _face(kind), _colour(kind))
            yy -= line_h
        ui = self.table.frame
        arrow_button(
            c,
            ui,
            (x + w - 30, y + 26, 24, 24),
            "▲",
            "btn:log-up",
            lambda: self.scroll_by(3),
            "Older lines (or use the mouse wheel)",
        )
        arrow_button(
            c,
            ui,
            (x + w - 30, y + h - 30, 24, 24),
            "▼",
            "btn:log-down",
            lambda: self.scroll_by(-3),
            "Newer lines",
        )


def _tone(kind: str) -> Tone:
    try:
        return event_class(kind).show.tone
    except KeyError:  # a line that tells no event
        return Tone.PLAIN


def _face(kind: str) -> str:
    return TONES[_tone(kind)][0]


def _colour(kind: str) -> tuple[int, int, int]:
    return TONES[_tone(kind)][1]
