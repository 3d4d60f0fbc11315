"""Our own layout: everything is placed in a 1920×1080 reference frame and scaled to the window.

``scale = min(w / 1920, h / 1080)``; the reference frame is centred in the window (dark bars fill
the rest). Text is rendered at the scaled pixel size times the user's UI-scale setting, so it
stays sharp at any window size. Pure arithmetic: no pygame display needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from arkham.resources import data_dir

REF_W, REF_H = 1920, 1080
MIN_SIZE = (1280, 720)
UI_SCALES = (0.85, 1.0, 1.1, 1.25)


@dataclass
class Layout:
    width: int = REF_W
    height: int = REF_H
    ui_scale: float = 1.0

    @property
    def s(self) -> float:
        return min(self.width / REF_W, self.height / REF_H)

    @property
    def ox(self) -> float:
        return (self.width - REF_W * self.s) / 2

    @property
    def oy(self) -> float:
        return (self.height - REF_H * self.s) / 2

    def resize(self, size: tuple[int, int]) -> None:
        self.width, self.height = max(1, size[0]), max(1, size[1])

    def x(self, v: float) -> int:
        return round(self.ox + v * self.s)

    def y(self, v: float) -> int:
        return round(self.oy + v * self.s)

    def n(self, v: float) -> int:
        """A length in reference units, scaled (at least 1 pixel when v > 0)."""
        px = round(v * self.s)
        return max(px, 1) if v > 0 else px

    def pt(self, p: tuple[float, float]) -> tuple[int, int]:
        return self.x(p[0]), self.y(p[1])

    def rect(self, r: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        x0, y0 = self.x(r[0]), self.y(r[1])
        x1, y1 = self.x(r[0] + r[2]), self.y(r[1] + r[3])
        return x0, y0, max(1, x1 - x0), max(1, y1 - y0)

    def font_px(self, size: float) -> int:
        return max(7, round(size * self.s * self.ui_scale))

    def to_ref(self, pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.s, (pos[1] - self.oy) / self.s


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
def board_layout() -> dict:
    """``data/layout.json``: the board's coordinates in the reference frame (UI only)."""
    return json.loads((data_dir() / "layout.json").read_text(encoding="utf-8"))
