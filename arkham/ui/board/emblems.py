"""The little pictures printed on the map's location tiles (a church's steeple, a bank's columns,
the woods' pines…), drawn by program code from plain shapes, and which one a place gets.

A location's emblem is the layout's hint for it (``"style": {"emblem": "lighthouse"}`` in its
town's layout file) when it names one of :data:`EMBLEMS`; else the first of the words in
``data/layout/emblem-words.json`` found in its name or id (a new town's "Harbour Church" gets
the steeple); else the emblem of its role (a town's hospital, police station…); else a plain
house. (The words live in data: the interface's code names no place.)

>>> from arkham.catalog import load_catalog
>>> cat = load_catalog()
>>> emblem_of(cat, "south-church"), emblem_of(cat, "ye-olde-magick-shoppe")
('steeple', 'pentacle')
>>> emblem_of(cat, "unnamable", "haunted"), emblem_of(cat, "harbour-chapel")
('haunted', 'steeple')
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Mapping

from arkham.catalog import Catalog, Role
from arkham.resources import data_dir
from arkham.ui.draw import Canvas, Colour

Painter = Callable[[Canvas, float, float, float, Colour, Colour], None]
"""``(canvas, centre x, centre y, half size, ink, paper)``: draws one emblem."""

DEFAULT = "house"
"""The emblem of a place nothing else fits."""


def _pts(
    cx: float, cy: float, r: float, rel: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """Points given relative to the emblem's box (-1…1 on each axis)."""
    return [(cx + x * r, cy + y * r) for x, y in rel]


def _house(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.8, -0.1), (0, -0.85), (0.8, -0.1)]), ink)
    c.rect((cx - 0.62 * r, cy - 0.12 * r, 1.24 * r, 0.95 * r), ink)
    c.rect((cx - 0.16 * r, cy + 0.3 * r, 0.32 * r, 0.53 * r), paper)


def _church(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.7 * r, cy - 0.05 * r, 1.4 * r, 0.9 * r), ink)
    c.polygon(_pts(cx, cy, r, [(-0.25, -0.05), (0, -0.6), (0.25, -0.05)]), ink)
    c.line((cx, cy - 0.98 * r), (cx, cy - 0.55 * r), ink, max(1.5, r * 0.12))
    c.line((cx - 0.15 * r, cy - 0.82 * r), (cx + 0.15 * r, cy - 0.82 * r), ink, max(1.5, r * 0.12))
    c.ellipse((cx - 0.16 * r, cy + 0.3 * r, 0.32 * r, 0.6 * r), paper)


def _bank(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.9, -0.35), (0, -0.9), (0.9, -0.35)]), ink)
    for i in range(4):
        x = cx - 0.62 * r + i * 0.41 * r
        c.rect((x - 0.09 * r, cy - 0.3 * r, 0.18 * r, 0.9 * r), ink)
    c.rect((cx - 0.9 * r, cy + 0.62 * r, 1.8 * r, 0.22 * r), ink)
    c.circle((cx, cy - 0.52 * r), 0.15 * r, paper)  # a coin in the pediment


def _asylum(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.9 * r, cy - 0.35 * r, 1.8 * r, 1.2 * r), ink)
    c.polygon(_pts(cx, cy, r, [(-0.35, -0.35), (0, -0.95), (0.35, -0.35)]), ink)
    for i in range(4):  # barred windows
        x = cx - 0.66 * r + i * 0.44 * r
        c.rect((x - 0.1 * r, cy - 0.12 * r, 0.2 * r, 0.34 * r), paper)
        c.line((x, cy - 0.12 * r), (x, cy + 0.22 * r), ink, 1)
    c.rect((cx - 0.14 * r, cy + 0.4 * r, 0.28 * r, 0.45 * r), paper)


def _pines(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    for dx, s in ((-0.45, 0.8), (0.4, 0.95), (0.0, 0.7)):
        x, top = cx + dx * r, cy - s * r
        c.polygon([(x, top), (x + 0.38 * r, cy + 0.55 * r), (x - 0.38 * r, cy + 0.55 * r)], ink)
        c.line((x, cy + 0.5 * r), (x, cy + 0.9 * r), ink, max(1.5, r * 0.12))


def _shop(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.8 * r, cy - 0.2 * r, 1.6 * r, 1.05 * r), ink)
    for i in range(4):  # the striped awning
        x = cx - 0.9 * r + i * 0.45 * r
        c.polygon(
            [
                (x, cy - 0.75 * r),
                (x + 0.45 * r, cy - 0.75 * r),
                (x + 0.45 * r, cy - 0.25 * r),
                (x, cy - 0.25 * r),
            ],
            ink if i % 2 == 0 else paper,
        )
    c.rect((cx - 0.9 * r, cy - 0.75 * r, 1.8 * r, 0.5 * r), ink, 0, 1)
    c.rect((cx - 0.6 * r, cy, 0.65 * r, 0.45 * r), paper)
    c.rect((cx + 0.2 * r, cy, 0.35 * r, 0.85 * r), paper)


def _newspaper(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.8 * r, cy - 0.85 * r, 1.6 * r, 1.7 * r), ink)
    c.rect((cx - 0.65 * r, cy - 0.7 * r, 1.3 * r, 0.35 * r), paper)
    for i in range(4):
        y = cy - 0.15 * r + i * 0.25 * r
        c.line((cx - 0.62 * r, y), (cx - 0.08 * r, y), paper, 1.2)
    c.rect((cx + 0.05 * r, cy - 0.2 * r, 0.58 * r, 0.9 * r), paper)


def _book(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(
        _pts(
            cx, cy, r, [(-0.95, -0.6), (0, -0.4), (0.95, -0.6), (0.95, 0.7), (0, 0.9), (-0.95, 0.7)]
        ),
        ink,
    )
    c.line((cx, cy - 0.4 * r), (cx, cy + 0.9 * r), paper, max(1.0, r * 0.08))
    for i in range(3):
        y = cy - 0.2 * r + i * 0.28 * r
        c.line((cx - 0.75 * r, y - 0.1 * r), (cx - 0.2 * r, y), paper, 1)
        c.line((cx + 0.2 * r, y), (cx + 0.75 * r, y - 0.1 * r), paper, 1)


def _tombstone(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.circle((cx - 0.2 * r, cy - 0.2 * r), 0.45 * r, ink)
    c.rect((cx - 0.65 * r, cy - 0.2 * r, 0.9 * r, 0.95 * r), ink)
    c.line((cx - 0.2 * r, cy - 0.45 * r), (cx - 0.2 * r, cy + 0.3 * r), paper, max(1.0, r * 0.1))
    c.line((cx - 0.45 * r, cy - 0.2 * r), (cx + 0.05 * r, cy - 0.2 * r), paper, max(1.0, r * 0.1))
    c.rect((cx + 0.4 * r, cy + 0.1 * r, 0.4 * r, 0.65 * r), ink, 2)
    c.line((cx - 0.95 * r, cy + 0.8 * r), (cx + 0.95 * r, cy + 0.8 * r), ink, max(1.5, r * 0.1))


def _anchor(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    t = max(1.5, r * 0.16)
    c.circle((cx, cy - 0.72 * r), 0.2 * r, ink, t * 0.7)
    c.line((cx, cy - 0.52 * r), (cx, cy + 0.85 * r), ink, t)
    c.line((cx - 0.4 * r, cy - 0.3 * r), (cx + 0.4 * r, cy - 0.3 * r), ink, t)
    arc = [
        (cx + 0.7 * r * math.sin(a), cy + 0.25 * r + 0.6 * r * math.cos(a))
        for a in (i * math.pi / 10 - math.pi / 2 for i in range(11))
    ]
    c.lines(arc, ink, t)
    for side in (-1, 1):
        x = cx + side * 0.7 * r
        c.polygon(
            [
                (x, cy + 0.05 * r),
                (x - side * 0.22 * r, cy + 0.3 * r),
                (x + side * 0.12 * r, cy + 0.32 * r),
            ],
            ink,
        )


def _hospital(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.circle((cx, cy), 0.92 * r, ink)
    a, b = 0.2 * r, 0.62 * r
    c.rect((cx - a, cy - b, 2 * a, 2 * b), paper)
    c.rect((cx - b, cy - a, 2 * b, 2 * a), paper)


def _badge(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    pts = []
    for i in range(12):
        rad = r * (0.95 if i % 2 == 0 else 0.62)
        a = math.radians(-90 + i * 30)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    c.polygon(pts, ink)
    c.circle((cx, cy), 0.38 * r, paper)
    c.circle((cx, cy), 0.2 * r, ink)


def _train(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.9 * r, cy - 0.2 * r, 1.3 * r, 0.65 * r), ink)
    c.rect((cx + 0.2 * r, cy - 0.75 * r, 0.7 * r, 1.2 * r), ink)
    c.rect((cx + 0.35 * r, cy - 0.6 * r, 0.4 * r, 0.35 * r), paper)
    c.rect((cx - 0.7 * r, cy - 0.7 * r, 0.28 * r, 0.5 * r), ink)
    for x in (-0.6, -0.05, 0.55):
        c.circle((cx + x * r, cy + 0.58 * r), 0.26 * r, ink)
        c.circle((cx + x * r, cy + 0.58 * r), 0.1 * r, paper)
    c.line((cx - r, cy + 0.88 * r), (cx + r, cy + 0.88 * r), ink, 1.5)


def _flask(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.18 * r, cy - 0.9 * r, 0.36 * r, 0.6 * r), ink)
    c.polygon(_pts(cx, cy, r, [(-0.18, -0.35), (0.18, -0.35), (0.8, 0.85), (-0.8, 0.85)]), ink)
    c.polygon(_pts(cx, cy, r, [(-0.4, 0.3), (0.4, 0.3), (0.62, 0.72), (-0.62, 0.72)]), paper)
    c.circle((cx + 0.1 * r, cy + 0.5 * r), 0.09 * r, ink)


def _columns(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.95, -0.45), (0, -0.95), (0.95, -0.45)]), ink)
    c.circle((cx, cy - 0.62 * r), 0.13 * r, paper)
    for i in range(3):
        x = cx - 0.6 * r + i * 0.6 * r
        c.rect((x - 0.12 * r, cy - 0.4 * r, 0.24 * r, 1.0 * r), ink)
    c.rect((cx - 0.95 * r, cy + 0.6 * r, 1.9 * r, 0.25 * r), ink)


def _cup(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.7, -0.3), (0.45, -0.3), (0.35, 0.55), (-0.6, 0.55)]), ink)
    c.circle((cx + 0.55 * r, cy + 0.05 * r), 0.25 * r, ink, max(1.2, r * 0.12))
    c.ellipse((cx - 0.95 * r, cy + 0.55 * r, 1.8 * r, 0.3 * r), ink)
    for dx in (-0.35, 0.05):  # steam
        wave = [
            (cx + dx * r + 0.1 * r * math.sin(i), cy - 0.45 * r - i * 0.13 * r) for i in range(4)
        ]
        c.lines(wave, ink, 1.2)


def _bottle(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.12 * r, cy - 0.95 * r, 0.24 * r, 0.5 * r), ink)
    c.polygon(
        _pts(
            cx,
            cy,
            r,
            [(-0.12, -0.5), (0.12, -0.5), (0.38, -0.2), (0.38, 0.9), (-0.38, 0.9), (-0.38, -0.2)],
        ),
        ink,
    )
    c.rect((cx - 0.3 * r, cy + 0.05 * r, 0.6 * r, 0.4 * r), paper)
    c.polygon(_pts(cx, cy, r, [(0.55, -0.1), (0.95, -0.1), (0.8, 0.3), (0.7, 0.3)]), ink)
    c.line((cx + 0.75 * r, cy + 0.3 * r), (cx + 0.75 * r, cy + 0.8 * r), ink, 1.2)
    c.line((cx + 0.6 * r, cy + 0.85 * r), (cx + 0.9 * r, cy + 0.85 * r), ink, 1.2)


def _scroll(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.65 * r, cy - 0.7 * r, 1.3 * r, 1.4 * r), ink)
    c.circle((cx - 0.65 * r, cy - 0.62 * r), 0.2 * r, ink)
    c.circle((cx + 0.65 * r, cy + 0.62 * r), 0.2 * r, ink)
    for i in range(4):
        y = cy - 0.4 * r + i * 0.25 * r
        c.line((cx - 0.45 * r, y), (cx + 0.45 * r, y), paper, 1)


def _eye(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(0, -0.95), (0.95, 0.8), (-0.95, 0.8)]), ink)
    c.ellipse((cx - 0.48 * r, cy + 0.05 * r, 0.96 * r, 0.48 * r), paper)
    c.circle((cx, cy + 0.29 * r), 0.16 * r, ink)


def _witch(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.3, -0.95), (0.45, 0.45), (-0.55, 0.45)]), ink)
    c.ellipse((cx - 0.95 * r, cy + 0.35 * r, 1.9 * r, 0.38 * r), ink)
    c.rect((cx - 0.45 * r, cy + 0.15 * r, 0.85 * r, 0.14 * r), paper)
    c.circle((cx + 0.62 * r, cy - 0.62 * r), 0.22 * r, ink)
    c.circle((cx + 0.72 * r, cy - 0.68 * r), 0.2 * r, paper)


def _cave(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(
        _pts(
            cx,
            cy,
            r,
            [(-0.95, 0.85), (-0.6, -0.3), (-0.2, -0.7), (0.3, -0.8), (0.75, -0.3), (0.95, 0.85)],
        ),
        ink,
    )
    c.polygon(
        _pts(cx, cy, r, [(-0.4, 0.85), (-0.3, 0.1), (0, -0.15), (0.3, 0.1), (0.4, 0.85)]), paper
    )
    c.polygon(
        _pts(cx, cy, r, [(-0.25, 0.85), (-0.18, 0.3), (0, 0.15), (0.18, 0.3), (0.25, 0.85)]), ink
    )


def _isle(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.ellipse((cx - 0.7 * r, cy + 0.1 * r, 1.4 * r, 0.5 * r), ink)
    c.polygon(_pts(cx, cy, r, [(-0.4, 0.25), (0.05, -0.75), (0.45, 0.25)]), ink)
    for y in (0.65, 0.9):
        wave = [
            (cx - 0.95 * r + i * 0.158 * r, cy + y * r + 0.07 * r * math.sin(i * 1.6))
            for i in range(13)
        ]
        c.lines(wave, ink, 1.2)


def _haunted(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(
        _pts(cx, cy, r, [(-0.75, 0.85), (-0.7, -0.2), (-0.1, -0.9), (0.7, -0.1), (0.8, 0.85)]), ink
    )
    c.polygon(_pts(cx, cy, r, [(-0.42, -0.05), (-0.12, -0.08), (-0.15, 0.22), (-0.45, 0.2)]), paper)
    c.polygon(_pts(cx, cy, r, [(0.18, 0.02), (0.48, 0.07), (0.44, 0.34), (0.15, 0.3)]), paper)
    c.rect((cx - 0.12 * r, cy + 0.45 * r, 0.28 * r, 0.4 * r), paper)


def _fountain(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.9 * r, cy + 0.55 * r, 1.8 * r, 0.3 * r), ink)
    c.rect((cx - 0.35 * r, cy + 0.2 * r, 0.7 * r, 0.35 * r), ink)
    c.rect((cx - 0.14 * r, cy - 0.4 * r, 0.28 * r, 0.6 * r), ink)
    c.circle((cx, cy - 0.6 * r), 0.2 * r, ink)
    c.line((cx - 0.1 * r, cy - 0.3 * r), (cx - 0.45 * r, cy - 0.75 * r), ink, max(1.2, r * 0.1))


def _magic(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.circle((cx, cy), 0.92 * r, ink)
    pts = []
    for i in range(5):
        a = math.radians(-90 + i * 144)
        pts.append((cx + 0.7 * r * math.cos(a), cy + 0.7 * r * math.sin(a)))
    c.lines([*pts, pts[0]], paper, max(1.2, r * 0.1))


def _bars(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.85 * r, cy - 0.85 * r, 1.7 * r, 1.7 * r), ink, 2)
    c.rect((cx - 0.65 * r, cy - 0.65 * r, 1.3 * r, 1.3 * r), paper)
    for i in range(4):
        x = cx - 0.48 * r + i * 0.32 * r
        c.line((x, cy - 0.65 * r), (x, cy + 0.65 * r), ink, max(1.2, r * 0.12))


def _fish(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.ellipse((cx - 0.8 * r, cy - 0.38 * r, 1.25 * r, 0.76 * r), ink)
    c.polygon(_pts(cx, cy, r, [(0.35, 0), (0.95, -0.5), (0.95, 0.5)]), ink)
    c.circle((cx - 0.48 * r, cy - 0.08 * r), 0.1 * r, paper)
    c.polygon(
        _pts(
            cx,
            cy,
            r,
            [
                (-0.9, -0.95),
                (-0.6, -0.6),
                (-0.2, -0.95),
                (0.2, -0.6),
                (0.55, -0.95),
                (0.55, -0.8),
                (-0.9, -0.8),
            ],
        ),
        ink,
    )


def _bed(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.rect((cx - 0.9 * r, cy - 0.6 * r, 0.18 * r, 1.4 * r), ink)
    c.rect((cx - 0.9 * r, cy + 0.1 * r, 1.8 * r, 0.35 * r), ink)
    c.rect((cx + 0.72 * r, cy - 0.05 * r, 0.18 * r, 0.85 * r), ink)
    c.ellipse((cx - 0.65 * r, cy - 0.25 * r, 0.5 * r, 0.32 * r), ink)
    c.polygon(_pts(cx, cy, r, [(-0.1, 0.1), (0.7, 0.1), (0.7, -0.2), (-0.05, -0.2)]), ink)


def _factory(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(
        _pts(
            cx,
            cy,
            r,
            [
                (-0.95, 0.85),
                (-0.95, 0.0),
                (-0.45, -0.35),
                (-0.45, 0.0),
                (0.05, -0.35),
                (0.05, 0.0),
                (0.55, -0.35),
                (0.55, 0.85),
            ],
        ),
        ink,
    )
    c.rect((cx + 0.6 * r, cy - 0.85 * r, 0.26 * r, 1.7 * r), ink)
    c.circle((cx + 0.6 * r, cy - 0.95 * r), 0.14 * r, ink)
    c.circle((cx + 0.35 * r, cy - 0.85 * r), 0.1 * r, ink)
    for i in range(3):
        c.rect((cx - 0.8 * r + i * 0.5 * r, cy + 0.25 * r, 0.22 * r, 0.25 * r), paper)


def _lighthouse(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(_pts(cx, cy, r, [(-0.2, -0.45), (0.2, -0.45), (0.35, 0.8), (-0.35, 0.8)]), ink)
    c.rect((cx - 0.25 * r, cy - 0.72 * r, 0.5 * r, 0.24 * r), paper)
    c.rect((cx - 0.25 * r, cy - 0.72 * r, 0.5 * r, 0.24 * r), ink, 0, 1)
    c.polygon(_pts(cx, cy, r, [(-0.25, -0.72), (0, -0.98), (0.25, -0.72)]), ink)
    for side in (-1, 1):
        c.polygon(
            [
                (cx + side * 0.3 * r, cy - 0.6 * r),
                (cx + side * 0.95 * r, cy - 0.85 * r),
                (cx + side * 0.95 * r, cy - 0.35 * r),
            ],
            ink,
        )
    c.rect((cx - 0.18 * r, cy + 0.05 * r, 0.36 * r, 0.15 * r), paper)
    c.line((cx - 0.95 * r, cy + 0.85 * r), (cx + 0.95 * r, cy + 0.85 * r), ink, 1.5)


def _reef(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    c.polygon(
        _pts(
            cx,
            cy,
            r,
            [
                (-0.9, 0.35),
                (-0.6, -0.35),
                (-0.35, -0.05),
                (-0.05, -0.7),
                (0.3, -0.1),
                (0.55, -0.4),
                (0.9, 0.35),
            ],
        ),
        ink,
    )
    for y in (0.55, 0.85):
        wave = [
            (cx - 0.95 * r + i * 0.158 * r, cy + y * r + 0.07 * r * math.sin(i * 1.6))
            for i in range(13)
        ]
        c.lines(wave, ink, 1.2)


def _deep(c: Canvas, cx: float, cy: float, r: float, ink: Colour, paper: Colour) -> None:
    """Sunken spires under the waves (Y'ha-nthlei)."""
    for x, h in ((-0.55, 0.5), (-0.15, 0.85), (0.3, 0.65), (0.65, 0.4)):
        c.polygon(
            [
                (cx + (x - 0.15) * r, cy + 0.85 * r),
                (cx + x * r, cy - h * r),
                (cx + (x + 0.15) * r, cy + 0.85 * r),
            ],
            ink,
        )
    wave = [
        (cx - 0.95 * r + i * 0.158 * r, cy - 0.8 * r + 0.08 * r * math.sin(i * 1.6))
        for i in range(13)
    ]
    c.lines(wave, ink, 1.4)


EMBLEMS: dict[str, Painter] = {
    "anchor": _anchor,
    "barred-hall": _asylum,
    "pediment": _bank,
    "bottle": _bottle,
    "bars": _bars,
    "bed": _bed,
    "book": _book,
    "cave": _cave,
    "steeple": _church,
    "columns": _columns,
    "cup": _cup,
    "deep": _deep,
    "eye": _eye,
    "factory": _factory,
    "fish": _fish,
    "flask": _flask,
    "fountain": _fountain,
    "haunted": _haunted,
    "cross": _hospital,
    "house": _house,
    "isle": _isle,
    "lighthouse": _lighthouse,
    "pentacle": _magic,
    "gazette": _newspaper,
    "badge": _badge,
    "pines": _pines,
    "reef": _reef,
    "scroll": _scroll,
    "awning": _shop,
    "tombstone": _tombstone,
    "locomotive": _train,
    "witch-hat": _witch,
}
"""Every emblem by name."""

NAME_WORDS = "emblem-words.json"
"""The data file (in ``data/layout/``) of the words in a place's name that choose its emblem."""


@functools.cache
def name_words() -> tuple[tuple[str, str], ...]:
    """(word, emblem) pairs of :data:`NAME_WORDS`, the first match winning; an unreadable file
    gives none (every place then gets its role's emblem or the plain house)."""
    try:
        raw = json.loads((data_dir() / "layout" / NAME_WORDS).read_text(encoding="utf-8"))
        return tuple((str(w).lower(), str(e)) for w, e in raw["words"] if e in EMBLEMS)
    except (OSError, ValueError, KeyError, TypeError):
        return ()


ROLE_EMBLEMS: Mapping[Role, str] = {
    Role.HOSPITAL: "cross",
    Role.ASYLUM: "barred-hall",
    Role.POLICE_STATION: "badge",
    Role.TRAIN_STATION: "locomotive",
    Role.JAIL: "bars",
    Role.DEPOT: "locomotive",
}
"""The emblem of a place by the role the rules give it, when its name says nothing."""


def emblem_of(cat: Catalog, area: str, hint: object = None) -> str:
    """The emblem ``area`` is drawn with (``hint``: its layout's ``emblem``)."""
    if isinstance(hint, str) and hint in EMBLEMS:
        return hint
    fact = cat.areas.get(area)
    words = f"{area} {fact.name if fact is not None else ''}".lower().replace("'", "")
    tokens = set(words.replace("-", " ").split())
    for word, emblem in name_words():
        if (word in tokens) if len(word) < 4 else (word in words):
            return emblem
    for role, emblem in ROLE_EMBLEMS.items():
        if area in cat.roles.get(role, {}).values():
            return emblem
    return DEFAULT


def draw_emblem(
    c: Canvas, emblem: str, centre: tuple[float, float], r: float, ink: Colour, paper: Colour
) -> None:
    """Draw ``emblem`` (a plain house for a name not in :data:`EMBLEMS`) centred on ``centre``,
    ``r`` reference units from the centre to its box's edge."""
    EMBLEMS.get(emblem, _house)(c, centre[0], centre[1], r, ink, paper)
