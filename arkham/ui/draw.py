"""Drawing in reference coordinates: fonts, cached text, panels, symbols, dice and tokens.

A :class:`Canvas` wraps the window surface and the :class:`~arkham.ui.layout.Layout`; every
coordinate given to it is in the 1920×1080 reference frame.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache

import pygame

from arkham.resources import assets_dir
from arkham.ui.layout import Layout

Colour = tuple[int, int, int] | tuple[int, int, int, int]
RectT = tuple[float, float, float, float]

# ---------------------------------------------------------------- palette (1920s Arkham)

BG = (13, 14, 17)
MAP = (27, 31, 30)
CELL = (36, 41, 40)
CELL_EDGE = (64, 74, 70)
ROAD = (112, 98, 72)
ROAD_EDGE = (52, 44, 32)
STREET = (58, 56, 50)
STREET_EDGE = (122, 108, 80)
PARCH = (233, 223, 199)
PARCH_DARK = (214, 199, 166)
PARCH_EDGE = (139, 107, 62)
INK = (43, 31, 20)
INK_SOFT = (96, 78, 58)
GOLD = (217, 184, 108)
GOLD_DARK = (150, 118, 52)
RED = (150, 36, 30)
RED_SOFT = (186, 80, 66)
GREEN = (63, 112, 58)
BLUE = (52, 92, 140)
WHITE = (240, 236, 226)
GREY = (130, 130, 124)
DIM = (90, 90, 86)
TEXT_LIGHT = (226, 216, 192)
HILITE = (240, 200, 90)
TARGET = (120, 220, 140)

SEAT_COLOURS = [
    (196, 58, 48),
    (52, 112, 196),
    (58, 150, 76),
    (214, 160, 40),
    (140, 70, 170),
    (40, 160, 170),
    (220, 110, 150),
    (150, 110, 70),
]
MOVEMENT_COLOURS = {
    "normal": (20, 20, 20),
    "fast": (200, 40, 40),
    "stationary": (230, 200, 40),
    "flying": (70, 130, 220),
    "unique": (60, 170, 80),
    "aquatic": (232, 128, 30),
}
TOKEN_MARKS = {
    "weapon-immunity": (170, 30, 30),
    "spawn": (120, 60, 170),
}
"""Abilities a monster token wears a badge for (weapon immunity: a red "no" sign; spawn: a
purple plus), with the badge's colour."""
CARD_KIND_COLOURS = {
    "common": (196, 170, 120),
    "unique": (170, 120, 170),
    "spell": (120, 130, 200),
    "skill": (120, 170, 110),
    "ally": (210, 150, 90),
    "special": (170, 170, 160),
}
WORLD_COLOURS = {
    "blue": (60, 110, 200),
    "green": (60, 150, 70),
    "red": (190, 50, 40),
    "yellow": (220, 190, 50),
}

FACES = {
    "serif": "EBGaramond12-Regular.otf",
    "serif-b": "EBGaramond12-Bold.otf",
    "serif-i": "EBGaramond12-Italic.otf",
    "sans": "DejaVuSans.ttf",
    "sans-b": "DejaVuSans-Bold.ttf",
}

FIGURES = "sans-b"
"""The face for values read at a glance: its figures are lining, all as tall as a capital
(EB Garamond's are old-style, where a small 1 reads as a 3)."""

_fonts: dict[tuple[str, int], pygame.font.Font] = {}

# Debian's EB Garamond 12 Bold is an early cut without dashes, curly quotes or arrows.
_BOLD_FIX = str.maketrans(
    {
        "—": " - ",
        "–": "-",
        "…": "...",
        "→": "->",
        "−": "-",
        "“": '"',
        "”": '"',
        "‘": "'",
        "’": "'",
        "•": "·",
    }
)


_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")
"""What the font renderer refuses (a NUL) or cannot encode (a lone surrogate)."""


def fix(text: str, face: str) -> str:
    """Replace characters the face lacks with ones it has, and what cannot be drawn with ``?``."""
    text = _UNDRAWABLE.sub("?", text)
    return text.translate(_BOLD_FIX) if face == "serif-b" else text


def font(face: str, px: int) -> pygame.font.Font:
    key = (face, px)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(str(assets_dir() / "fonts" / FACES[face]), px)
        _fonts[key] = f
    return f


def line_px(face: str, px: int) -> int:
    """The distance between the lines of a paragraph, in pixels. EB Garamond's own line size
    is exactly its pixel size, which packs wrapped lines touching; give it some leading."""
    return max(font(face, px).get_linesize(), round(px * 1.18))


class TextCache:
    """Rendered text surfaces keyed by (text, face, px, colour, wrap); least-recently used out."""

    def __init__(self, limit: int = 3000) -> None:
        self.limit = limit
        self._d: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def get(self, text: str, face: str, px: int, colour: Colour, wrap: int = 0) -> pygame.Surface:
        key = (text, face, px, colour, wrap)
        surf = self._d.get(key)
        if surf is not None:
            self._d.move_to_end(key)
            return surf
        text = fix(text, face)
        f = font(face, px)
        surf = f.render(text, True, colour, None, wrap) if wrap else f.render(text, True, colour)
        self._d[key] = surf
        if len(self._d) > self.limit:
            self._d.popitem(last=False)
        return surf


TEXT = TextCache()
_SPRITES: dict[tuple, pygame.Surface] = {}


@lru_cache(maxsize=8192)
def ellipsize(text: str, face: str, px: int, max_w: int) -> str:
    """``text`` cut to fit ``max_w`` pixels with "…", in time linear in its length: no more
    than ``max_w`` characters can fit (a glyph is at least a pixel wide), and the cut is then
    found by bisection."""
    text = fix(text, face)
    f = font(face, px)
    if len(text) <= max_w and f.size(text)[0] <= max_w:
        return text
    text = text[: max(max_w, 0)]
    fits, too_long = 0, len(text) + 1
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if f.size(text[:middle] + "…")[0] <= max_w:
            fits = middle
        else:
            too_long = middle
    return text[:fits].rstrip() + "…"


def wrap_lines(text: str, face: str, px: int, max_w: int) -> list[str]:
    return list(_wrap(text, face, px, max_w))


@lru_cache(maxsize=4096)
def text_px(text: str, face: str, px: int) -> int:
    """The width of a line in pixels (memoised: the same labels are measured every frame)."""
    return font(face, px).size(fix(text, face))[0]


@lru_cache(maxsize=4096)
def _wrap(text: str, face: str, px: int, max_w: int) -> tuple[str, ...]:
    text = fix(text, face)
    f = font(face, px)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= max_w or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


class Canvas:
    """Draw on ``surface`` in reference coordinates."""

    def __init__(self, surface: pygame.Surface, layout: Layout) -> None:
        self.surface = surface
        self.L = layout

    # ------------------------------------------------------------ shapes

    def rect(
        self,
        r: RectT,
        colour: Colour,
        radius: float = 0,
        width: float = 0,
    ) -> None:
        L = self.L
        w = 0 if width == 0 else max(1, L.n(width))
        rad = L.n(radius) if radius else 0
        if len(colour) == 4 and colour[3] < 255:  # type: ignore[misc]
            pr = pygame.Rect(L.rect(r))
            tmp = pygame.Surface(pr.size, pygame.SRCALPHA)
            pygame.draw.rect(tmp, colour, tmp.get_rect(), w, border_radius=rad)
            self.surface.blit(tmp, pr.topleft)
            return
        pygame.draw.rect(self.surface, colour, L.rect(r), w, border_radius=rad)

    def panel(
        self,
        r: RectT,
        fill: Colour = PARCH,
        edge: Colour = PARCH_EDGE,
        radius: float = 8,
        shadow: bool = True,
        edge_w: float = 2,
    ) -> None:
        x, y, w, h = r
        if shadow:
            self.rect((x + 4, y + 5, w, h), (0, 0, 0, 110), radius)
        self.rect(r, fill, radius)
        self.rect(r, edge, radius, edge_w)

    def line(
        self, a: Sequence[float], b: Sequence[float], colour: Colour, width: float = 1
    ) -> None:
        pygame.draw.line(
            self.surface,
            colour,
            self.L.pt((a[0], a[1])),
            self.L.pt((b[0], b[1])),
            max(1, self.L.n(width)),
        )

    def lines(self, pts: Sequence[Sequence[float]], colour: Colour, width: float = 1) -> None:
        if len(pts) < 2:
            return
        w = max(1, self.L.n(width))
        scaled = [self.L.pt((p[0], p[1])) for p in pts]
        pygame.draw.lines(self.surface, colour, False, scaled, w)
        if w > 3:
            for p in scaled:
                pygame.draw.circle(self.surface, colour, p, w // 2)

    def circle(
        self, c: Sequence[float], r: float, colour: Colour, width: float = 0, aa: bool = False
    ) -> None:
        pc = self.L.pt((c[0], c[1]))
        pr = max(1, self.L.n(r))
        if aa and width == 0:
            pygame.draw.aacircle(self.surface, colour, pc, pr)
            return
        pygame.draw.circle(
            self.surface, colour, pc, pr, 0 if width == 0 else max(1, self.L.n(width))
        )

    def ellipse(self, r: RectT, colour: Colour, width: float = 0) -> None:
        pygame.draw.ellipse(
            self.surface, colour, self.L.rect(r), 0 if width == 0 else max(1, self.L.n(width))
        )

    def polygon(self, pts: Sequence[Sequence[float]], colour: Colour, width: float = 0) -> None:
        pygame.draw.polygon(
            self.surface,
            colour,
            [self.L.pt((p[0], p[1])) for p in pts],
            0 if width == 0 else max(1, self.L.n(width)),
        )

    def shade(self, r: RectT, alpha: int = 150, colour: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.rect(r, (*colour, alpha))

    # ------------------------------------------------------------ text

    def text(
        self,
        text: str,
        pos: Sequence[float],
        size: float = 18,
        face: str = "serif",
        colour: Colour = INK,
        anchor: str = "topleft",
        max_w: float | None = None,
    ) -> pygame.Rect:
        """Draw one line; returns its rectangle in *window* pixels."""
        px = self.L.font_px(size)
        if max_w is not None:
            text = ellipsize(text, face, px, self.L.n(max_w))
        surf = TEXT.get(text, face, px, colour)
        r = surf.get_rect(**{anchor: self.L.pt((pos[0], pos[1]))})
        self.surface.blit(surf, r)
        return r

    def line_h(self, size: float = 18, face: str = "serif") -> float:
        """The height of a line of text, in reference units: more than ``size`` when the text
        is held at the 12 px floor in a small window."""
        return font(face, self.L.font_px(size)).get_height() / self.L.s

    def text_w(self, text: str, size: float = 18, face: str = "serif") -> float:
        """The width of a line of text, in reference units."""
        return text_px(text, face, self.L.font_px(size)) / self.L.s

    def para(
        self,
        text: str,
        r: RectT,
        size: float = 18,
        face: str = "serif",
        colour: Colour = INK,
        gap: float = 1.0,
        max_lines: int | None = None,
        align: str = "left",
    ) -> float:
        """Word-wrapped text inside ``r`` (top-aligned); returns the reference height used."""
        px = self.L.font_px(size)
        lines = wrap_lines(text, face, px, max(10, self.L.n(r[2])))
        if max_lines is not None and len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = ellipsize(lines[-1] + "…", face, px, self.L.n(r[2]))
        line_h = line_px(face, px) * gap / self.L.s
        y = r[1]
        for line in lines:
            if align == "center":
                self.text(line, (r[0] + r[2] / 2, y), size, face, colour, "midtop")
            else:
                self.text(line, (r[0], y), size, face, colour)
            y += line_h
        return y - r[1]

    def para_height(self, text: str, width: float, size: float = 18, face: str = "serif") -> float:
        px = self.L.font_px(size)
        lines = wrap_lines(text, face, px, max(10, self.L.n(width)))
        return len(lines) * line_px(face, px) / self.L.s

    # ------------------------------------------------------------ game pieces

    def symbol(
        self,
        dim: str,
        c: Sequence[float],
        r: float,
        colour: Colour,
        width: float = 0,
        ground: Colour = PARCH,
    ) -> None:
        """A dimension symbol: circle, triangle, moon, hexagon, square, diamond, star, slash, plus.
        ``ground`` is the colour it is drawn on (the moon's crescent is cut out of it)."""
        x, y = c[0], c[1]
        if dim == "circle":
            self.circle((x, y), r, colour, width or 2.5)
        elif dim == "triangle":
            self.polygon(_ngon(x, y + r * 0.15, r * 1.05, 3, -90), colour, width)
        elif dim == "hexagon":
            self.polygon(_ngon(x, y, r, 6, 0), colour, width)
        elif dim == "square":
            self.polygon(_ngon(x, y, r * 1.1, 4, 45), colour, width)
        elif dim == "diamond":
            self.polygon(
                [(x, y - r * 1.15), (x + r * 0.75, y), (x, y + r * 1.15), (x - r * 0.75, y)],
                colour,
                width,
            )
        elif dim == "star":
            pts = []
            for i in range(10):
                rad = r * 1.1 if i % 2 == 0 else r * 0.45
                a = math.radians(-90 + i * 36)
                pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
            self.polygon(pts, colour, width)
        elif dim == "moon":
            self.circle((x, y), r, colour)
            self.circle((x + r * 0.45, y - r * 0.2), r * 0.8, ground)
        elif dim == "slash":
            self.line((x - r * 0.7, y + r), (x + r * 0.7, y - r), colour, max(2.0, r * 0.35))
        elif dim == "plus":
            t = max(2.0, r * 0.35)
            self.line((x - r, y), (x + r, y), colour, t)
            self.line((x, y - r), (x, y + r), colour, t)
        else:
            self.circle((x, y), r * 0.5, colour)

    def die(self, r: RectT, value: int, success: bool, fresh: bool = False) -> None:
        """A die drawn as a die; successes in green with a gold rim."""
        x, y, w, h = r
        face = (246, 242, 230) if not success else (214, 238, 204)
        self.rect((x + 2, y + 3, w, h), (0, 0, 0, 120), 7)
        self.rect(r, face, 7)
        self.rect(r, GOLD if success else (70, 60, 50), 7, 3 if success else 1.5)
        pip = (30, 90, 40) if success else (40, 30, 24)
        pr = w * 0.09
        spots = {
            1: [(0.5, 0.5)],
            2: [(0.28, 0.28), (0.72, 0.72)],
            3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
            4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
            5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
            6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
        }.get(value, [])
        for fx, fy in spots:
            self.circle((x + w * fx, y + h * fy), pr, pip)

    def dice_row(
        self,
        pos: Sequence[float],
        dice: Sequence[int],
        threshold: int | None,
        size: float = 34,
        max_w: float = 400,
    ) -> float:
        """A row of dice, those at ``threshold`` or more marked as successes (none marked
        without one: a plain roll has no successes); returns the reference width used."""
        if not dice:
            return 0
        step = min(size + 6, max_w / max(1, len(dice)))
        for i, d in enumerate(dice):
            self.die(
                (pos[0] + i * step, pos[1], min(size, step - 2), min(size, step - 2)),
                d,
                threshold is not None and d >= threshold,
            )
        return step * len(dice)

    # ------------------------------------------------------------ tokens (drawn once, then blitted)

    def sprite(self, key: tuple, box: RectT, paint) -> None:
        """Blit what ``paint(canvas)`` draws inside ``box`` (reference units, painted with the
        box's top-left at (0, 0)), drawing it only the first time at this scale: the board
        shows dozens of tokens, redrawn whenever anything changes."""
        L = self.L
        k = (key, box[2], box[3], L.s, L.ui_scale)
        surf = _SPRITES.get(k)
        if surf is None:
            size = (L.n(box[2]) + 2, L.n(box[3]) + 2)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(Canvas(surf, Layout.fixed(L.s, L.ui_scale)))
            if len(_SPRITES) > 4000:
                _SPRITES.clear()
            _SPRITES[k] = surf
        self.surface.blit(surf, L.pt((box[0], box[1])))

    def investigator_token(
        self,
        c: Sequence[float],
        r: float,
        colour: Colour,
        initials: str,
        delayed: bool = False,
        ring: Colour | None = None,
    ) -> None:
        """A coloured token with initials; laid on its side (a flat ellipse) when delayed."""
        m = r * 1.25 + 4
        self.sprite(
            ("inv", tuple(colour), initials, delayed, ring and tuple(ring), r),
            (c[0] - m, c[1] - m, 2 * m, 2 * m),
            lambda cv: cv._investigator_token((m, m), r, colour, initials, delayed, ring),
        )

    def _investigator_token(
        self,
        c: Sequence[float],
        r: float,
        colour: Colour,
        initials: str,
        delayed: bool = False,
        ring: Colour | None = None,
    ) -> None:
        x, y = c[0], c[1]
        if delayed:
            box = (x - r * 1.25, y - r * 0.62, r * 2.5, r * 1.24)
            self.ellipse((box[0] + 1.5, box[1] + 2.5, box[2], box[3]), (0, 0, 0))
            self.ellipse(box, colour)
            self.ellipse(box, WHITE, 1.5)
            self.text(initials, (x, y), r * 0.78, "sans-b", WHITE, "center")
            return
        self.circle((x + 1.5, y + 2.5), r, (0, 0, 0))
        self.circle((x, y), r, colour)
        self.circle((x, y), r, ring or WHITE, 2 if ring else 1.5)
        self.text(initials, (x, y), r * 0.95, "sans-b", WHITE, "center")

    def monster_token(
        self, r: RectT, dimension: str, movement: str, marks: Sequence[str] = ()
    ) -> None:
        """A square marker with the dimension symbol in the middle. The border tells the
        movement type by colour and by pattern: normal plain, fast doubled, stationary broken
        at the sides, flying with a peak on top, unique with dots in the corners, aquatic
        orange with a wave along the bottom. ``marks`` (of :data:`TOKEN_MARKS`) add a badge
        each on the top corners: weapon immunity a red "no" sign, spawn a purple plus."""
        x, y, w, h = r
        m = h * 0.3 + 4
        marks = tuple(k for k in marks if k in TOKEN_MARKS)
        self.sprite(
            ("monster", dimension, movement, marks),
            (x - m, y - m, w + 2 * m, h + 2 * m),
            lambda cv: cv._monster_token((m, m, w, h), dimension, movement, marks),
        )

    def _monster_token(
        self, r: RectT, dimension: str, movement: str, marks: tuple[str, ...] = ()
    ) -> None:
        x, y, w, h = r
        face = (222, 214, 196)
        col = MOVEMENT_COLOURS.get(movement, (20, 20, 20))
        if movement == "flying":
            peak = [(x + w / 2, y - h * 0.28), (x + w * 0.72, y + 1), (x + w * 0.28, y + 1)]
            self.polygon([(px + 1.5, py + 2.5) for px, py in peak], (0, 0, 0))
            self.polygon(peak, col)
        self.rect((x + 1.5, y + 2.5, w, h), (0, 0, 0), 3)
        self.rect(r, face, 3)
        bw = max(2.0, w * 0.12)
        self.rect(r, col, 3, bw)
        if movement == "fast":
            i = bw + max(1.5, w * 0.06)
            self.rect((x + i, y + i, w - 2 * i, h - 2 * i), col, 2, max(1.0, w * 0.05))
        elif movement == "stationary":
            gap = h * 0.3
            self.rect((x - 1, y + (h - gap) / 2, w + 2, gap), face)
            self.rect((x + (w - gap) / 2, y - 1, gap, h + 2), face)
        elif movement == "unique":
            d = bw + w * 0.1
            for cx, cy in (
                (x + d, y + d),
                (x + w - d, y + d),
                (x + d, y + h - d),
                (x + w - d, y + h - d),
            ):
                self.circle((cx, cy), max(1.0, w * 0.06), col)
        elif movement == "aquatic":
            wy = y + h - bw - h * 0.12
            wave = [
                (x + bw + i * (w - 2 * bw) / 12, wy + h * 0.06 * math.sin(i * math.pi / 3))
                for i in range(13)
            ]
            self.lines(wave, col, max(1.0, w * 0.06))
        self.symbol(dimension, (x + w / 2, y + h / 2), w * 0.24, (40, 30, 30), ground=face)
        for i, mark in enumerate(marks):
            self._token_mark((x + w if i == 0 else x, y), max(4.0, w * 0.22), mark)

    def _token_mark(self, c: Sequence[float], r: float, mark: str) -> None:
        """A badge on a monster token's corner."""
        x, y = c[0], c[1]
        self.circle((x, y), r + 1, (250, 244, 230))
        self.circle((x, y), r, TOKEN_MARKS[mark])
        t = max(1.0, r * 0.3)
        if mark == "weapon-immunity":  # a "no" sign
            self.circle((x, y), r * 0.62, WHITE, t)
            self.line((x - r * 0.44, y + r * 0.44), (x + r * 0.44, y - r * 0.44), WHITE, t)
        else:  # spawn: a plus
            self.line((x - r * 0.6, y), (x + r * 0.6, y), WHITE, t)
            self.line((x, y - r * 0.6), (x, y + r * 0.6), WHITE, t)

    def gate_token(
        self, c: Sequence[float], r: float, dimension: str, modifier: int, sealed: bool = False
    ) -> None:
        m = r + 5
        self.sprite(
            ("gate", dimension, modifier, r),
            (c[0] - m, c[1] - m, 2 * m, 2 * m),
            lambda cv: cv._gate_token((m, m), r, dimension, modifier),
        )

    def _gate_token(self, c: Sequence[float], r: float, dimension: str, modifier: int) -> None:
        x, y = c[0], c[1]
        self.circle((x + 2, y + 3), r, (0, 0, 0))
        self.circle((x, y), r, (110, 30, 90))
        self.circle((x, y), r * 0.78, (44, 10, 44))
        self.circle((x, y), r, (230, 170, 230), 2)
        self.symbol(dimension, (x, y - r * 0.12), r * 0.36, (250, 220, 250), ground=(44, 10, 44))
        self.text(
            f"{modifier:+d}", (x, y + r * 0.55), r * 0.55, "sans-b", (250, 220, 250), "center"
        )

    def elder_sign(self, c: Sequence[float], r: float) -> None:
        x, y = c[0], c[1]
        self.circle((x, y), r, (40, 90, 60))
        self.circle((x, y), r, GOLD, 2)
        pts = []
        for i in range(5):
            a = math.radians(-90 + i * 144)
            pts.append((x + r * 0.72 * math.cos(a), y + r * 0.72 * math.sin(a)))
        self.lines([*pts, pts[0]], GOLD, 2)

    def clue_token(self, c: Sequence[float], r: float, count: int) -> None:
        m = r + 4
        self.sprite(
            ("clue", count, r),
            (c[0] - m, c[1] - m, 2 * m, 2 * m),
            lambda cv: cv._clue_token((m, m), r, count),
        )

    def _clue_token(self, c: Sequence[float], r: float, count: int) -> None:
        x, y = c[0], c[1]
        self.circle((x + 1, y + 2), r, (0, 0, 0))
        self.circle((x, y), r, (228, 190, 80))
        self.circle((x, y), r, (120, 80, 20), 1.5)
        self.text(str(count), (x, y), r * 1.05, "sans-b", (60, 36, 10), "center")

    def star_badge(self, c: Sequence[float], r: float, colour: Colour) -> None:
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + i * 36)
            pts.append((c[0] + rad * math.cos(a), c[1] + rad * math.sin(a)))
        self.polygon(pts, colour)

    def arrow_head(
        self, tip: Sequence[float], direction: float, size: float, colour: Colour, edge: Colour
    ) -> None:
        a = direction
        pts = [
            (tip[0], tip[1]),
            (tip[0] - size * math.cos(a - 0.5), tip[1] - size * math.sin(a - 0.5)),
            (tip[0] - size * math.cos(a + 0.5), tip[1] - size * math.sin(a + 0.5)),
        ]
        self.polygon(pts, colour)
        self.polygon(pts, edge, 1)

    def monster_arrow(self, tip: Sequence[float], direction: float, size: float, kind: str) -> None:
        """A street's exit for monsters, told apart by shape as well as colour: the white arrow
        is one solid head, the black arrow a double chevron (»)."""
        if kind == "white":
            self.arrow_head(tip, direction, size, (245, 242, 232), (20, 20, 20))
            return
        ux, uy = math.cos(direction), math.sin(direction)
        px, py = -uy, ux
        length, half, notch = size * 0.55, size * 0.5, size * 0.28
        for back in (0.0, size * 0.45):
            tx, ty = tip[0] - ux * back, tip[1] - uy * back
            bx, by = tx - ux * length, ty - uy * length
            pts = [
                (tx, ty),
                (bx + px * half, by + py * half),
                (bx + ux * notch, by + uy * notch),
                (bx - px * half, by - py * half),
            ]
            self.polygon(pts, (14, 14, 14))
            self.polygon(pts, (214, 204, 182), 1)


def _ngon(x: float, y: float, r: float, n: int, rot: float) -> list[tuple[float, float]]:
    return [
        (
            x + r * math.cos(math.radians(rot + i * 360 / n)),
            y + r * math.sin(math.radians(rot + i * 360 / n)),
        )
        for i in range(n)
    ]


def initials(name: str) -> str:
    parts = [p for p in name.replace('"', " ").split() if p[:1].isalpha()]
    if not parts:
        return "?"
    if len(parts) == 1:
        return parts[0][:2].upper()
    return (parts[0][0] + parts[-1][0]).upper()


def signed(n: int) -> str:
    """+2, +0, −1 (a true minus sign, as printed)."""
    return f"+{n}" if n >= 0 else f"−{-n}"
