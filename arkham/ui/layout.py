"""Our own layout: everything is placed in a 1920×1080 reference frame and scaled to the window.

``scale = min(w / 1920, h / 1080)``; the reference frame is centred in the window (dark bars fill
the rest). Text is rendered at its scaled pixel size, so it stays sharp at any window size, and
never below :data:`MIN_TEXT_PX` real pixels (issue 17 §10: what is legible at 1280×720 is
legible everywhere).

The interface size (:data:`UI_SCALES`) scales the layout, not only the text: windows, the board's
side panel and its overlays are drawn through a :meth:`Layout.zoomed` layout, boxes and text
grown together, while the map shrinks to fit the rest (see ``widgets.grown`` and
``BoardScene.zooms``); what is drawn unzoomed has its text times the setting. Pure arithmetic:
no pygame display needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from arkham.resources import data_dir

REF_W, REF_H = 1920, 1080
MIN_SIZE = (1280, 720)
UI_SCALES = (0.85, 1.0, 1.1, 1.25, 1.5)
MIN_TEXT_PX = 12
"""The smallest text drawn, in real pixels at 100 % (and grown with a larger UI scale)."""
MIN_FIGURE_PX = 18
"""The smallest a value read at a glance is drawn (the sheet's Stamina, Sanity, money, Clues
and Focus; the teammates' strips), in real pixels at the smallest window (issue 33 §6)."""
FIGURE_SIZE = MIN_FIGURE_PX * REF_H / MIN_SIZE[1]
"""Those values' size in reference units: :data:`MIN_FIGURE_PX` at 1280×720, grown with the
window and the UI scale like all text."""


@dataclass
class Layout:
    width: int = REF_W
    height: int = REF_H
    ui_scale: float = 1.0

    def __post_init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._s = self._ox = self._oy = 0.0
        self.zoom = 1.0
        """How much larger than laid out this layout draws (a grown window: :meth:`zoomed`)."""

    def _fit(self) -> tuple[float, float, float]:
        """(scale, x offset, y offset), worked out again only when the size changes (they are
        read tens of thousands of times a frame)."""
        key = (self.width, self.height)
        if key != self._key:
            s = min(self.width / REF_W, self.height / REF_H)
            self._s, self._ox, self._oy = (
                s,
                (self.width - REF_W * s) / 2,
                (self.height - REF_H * s) / 2,
            )
            self._key = key
        return self._s, self._ox, self._oy

    @classmethod
    def fixed(cls, scale: float, ui_scale: float = 1.0) -> Layout:
        """A layout at ``scale`` with the reference origin at pixel (0, 0), whatever the size
        (for drawing into an off-screen sprite)."""
        lay = cls(1, 1, ui_scale)
        lay._key, lay._s, lay._ox, lay._oy = (1, 1), scale, 0.0, 0.0
        return lay

    def zoomed(
        self, box: tuple[float, float, float, float], z: float, at: tuple[float, float]
    ) -> Layout:
        """A layout that draws the reference frame ``z`` times larger, ``box``'s centre landing
        on ``at`` (reference units of this layout): a window grown with the interface size. Its
        text grows with its boxes (the UI scale is spent on the geometry, not again on the
        text), so what fits at 100 % fits."""
        s, ox, oy = self._fit()
        cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
        lay = Layout(self.width, self.height, 1.0)
        lay._key = (self.width, self.height)
        lay._s = s * z
        lay._ox = ox + (at[0] - cx * z) * s
        lay._oy = oy + (at[1] - cy * z) * s
        lay.zoom = z
        return lay

    @property
    def s(self) -> float:
        return self._fit()[0]

    @property
    def ox(self) -> float:
        return self._fit()[1]

    @property
    def oy(self) -> float:
        return self._fit()[2]

    def resize(self, size: tuple[int, int]) -> None:
        self.width, self.height = max(1, size[0]), max(1, size[1])

    def x(self, v: float) -> int:
        s, ox, _ = self._fit()
        return round(ox + v * s)

    def y(self, v: float) -> int:
        s, _, oy = self._fit()
        return round(oy + v * s)

    def n(self, v: float) -> int:
        """A length in reference units, scaled (at least 1 pixel when v > 0)."""
        px = round(v * self._fit()[0])
        return max(px, 1) if v > 0 else px

    def pt(self, p: tuple[float, float]) -> tuple[int, int]:
        s, ox, oy = self._fit()
        return round(ox + p[0] * s), round(oy + p[1] * s)

    def rect(self, r: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        s, ox, oy = self._fit()
        x0, y0 = round(ox + r[0] * s), round(oy + r[1] * s)
        x1, y1 = round(ox + (r[0] + r[2]) * s), round(oy + (r[1] + r[3]) * s)
        return x0, y0, max(1, x1 - x0), max(1, y1 - y0)

    def font_px(self, size: float) -> int:
        """The pixel size of text of ``size`` reference units: scaled, times the UI scale, and
        at least :data:`MIN_TEXT_PX` (times the UI scale when it is above 100 %)."""
        floor = round(MIN_TEXT_PX * max(1.0, self.ui_scale))
        return max(floor, round(size * self._fit()[0] * self.ui_scale))

    def to_ref(self, pos: tuple[float, float]) -> tuple[float, float]:
        s, ox, oy = self._fit()
        return (pos[0] - ox) / s, (pos[1] - oy) / s


def default_window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """90% of the screen, 16:9, never below the 1280×720 minimum."""
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return MIN_SIZE
    w = int(desktop[0] * 0.9)
    h = int(desktop[1] * 0.9)
    if w * 9 > h * 16:
        w = h * 16 // 9
    else:
        h = w * 9 // 16
    return max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])


@cache
def board_layout(board: str, folders: tuple[Path, ...] = ()) -> dict | None:
    """``layout/<board>.json``: where a board is drawn in the reference frame (UI only), from
    the first of ``folders`` that has it (a game's modules' data folders; the base game's when
    none are given), or None when none does."""
    for folder in folders or (data_dir(),):
        path = folder / "layout" / f"{board}.json"
        if path.exists():
            return json.loads(path.read_text(encoding="utf-8"))
    return None
