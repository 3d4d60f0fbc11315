"""The printed board: everything on the map that no game changes (backdrop, neighbourhoods,
roads and paths, the areas by kind with their flags, the monster arrows and their legend, the
Other Worlds, the tracks panel's ground), painted from a :class:`~.plan.MapPlan`. The map
component paints it once per window size and blits it every frame; the pieces on it are drawn
by :mod:`.map`."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import pygame

from arkham.catalog import Catalog, Role
from arkham.ui import draw as d
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.board.plan import (
    DOCK_TITLE,
    Arrow,
    Compact,
    MapPlan,
    Place,
    Point,
    Rect,
    World,
)
from arkham.ui.draw import Canvas

SPECIAL_FILL = (48, 48, 50)
"""A special area's fill when its layout gives none."""
WORLD_FILL = (44, 34, 54)
TRACKS_FILL, TRACKS_EDGE = (30, 26, 26), (110, 80, 60)
ARROW_OFFSET = {"white": -7.0, "black": 7.0}
"""How far each arrow sits to the side of its road (white on one side, black on the other)."""


VORTEX = (78, 176, 170)
DOCK_FILL, DOCK_EDGE = (24, 26, 30), (120, 104, 72)
CHIP_LOCATION, CHIP_STREET = (58, 52, 44), (44, 44, 42)


def paint_map(c: Canvas, plan: MapPlan, cat: Catalog) -> None:
    c.rect(MAP_BOX, d.MAP)
    for item in plan.backdrop:
        if "line" in item:
            c.lines(item["line"], tuple(item["colour"]), item["width"])  # type: ignore[arg-type]
        elif "polygon" in item:
            c.polygon(item["polygon"], tuple(item["colour"]))  # type: ignore[arg-type]
        else:
            c.rect(item["rect"], tuple(item["colour"]))  # type: ignore[arg-type]
    for cell, r in plan.cells.items():
        c.rect(r, d.CELL, 10)
        tint = neighbourhood_colour(cat, cell)
        c.rect(r, tint or d.CELL_EDGE, 10, 2 if tint else 1)
    if plan.title is not None and plan.town is not None:
        _paint_title(c, cat, plan)
    for route in plan.monster_routes:
        _monster_route(c, plan, route)
    for link in plan.links:
        if link.road:
            c.lines(link.points, d.ROAD_EDGE, 12)
            c.lines(link.points, d.ROAD, 7)
        else:
            a, b = link.points
            c.line(a, b, d.ROAD_EDGE, 6)
            c.line(a, b, (92, 82, 62), 3)
    for place in plan.places.values():
        painter = PAINTERS.get(place.kind)
        if painter is not None:
            painter(c, cat, place)
        _paint_marks(c, cat, plan, place)
    for arrow in plan.arrows:
        _arrow(c, plan, arrow)
    for route in plan.monster_routes:
        _route_arrows(c, plan, route)
    for tie in plan.ties:
        _tie(c, tie)
    for compact in plan.compacts:
        _paint_compact(c, cat, compact)
    if plan.legend is not None:
        _arrow_legend(c, plan.legend)
    for world in plan.worlds:
        _paint_world(c, cat, plan, world)
    if plan.tracks is not None:  # the tracks panel's ground (:mod:`.tracks` draws on it)
        c.rect(plan.tracks, TRACKS_FILL, 10)
        c.rect(plan.tracks, TRACKS_EDGE, 10, 1.5)


# ---------------------------------------------------------------- areas by kind


def _paint_location(c: Canvas, cat: Catalog, place: Place) -> None:
    area = cat.areas[place.id]
    r = place.rect
    c.rect((r[0] + 2, r[1] + 3, r[2], r[3]), (0, 0, 0), 7)
    c.rect(r, d.PARCH, 7)
    c.rect(r, d.PARCH_EDGE, 7, 1.5)
    c.para(
        area.name,
        (r[0] + 16, r[1] + 3, r[2] - 32, 40),
        15.5,
        "serif-b",
        d.INK,
        0.8,
        max_lines=2,
        align="center",
    )
    stability_mark(c, (r[0] + 9, r[1] + 10), area.stable)
    if area.aquatic:
        aquatic_mark(c, (r[0] + 10, r[1] + 29))


def _paint_street(c: Canvas, cat: Catalog, place: Place) -> None:
    """A neighbourhood's street under the neighbourhood's name; a street area (in no
    neighbourhood) under its own."""
    area = cat.areas[place.id]
    r = place.rect
    c.rect(r, d.STREET, 8)
    c.rect(r, d.STREET_EDGE, 8, 1.5)
    is_street = place.kind == "street" and area.neighbourhood is not None
    title = cat.neighbourhoods[area.neighbourhood].name if is_street else area.name  # type: ignore[index]
    room = r[2] - 24 - (14 if area.aquatic else 0)
    if c.text_w(title.upper(), 15, "serif-b") > room and not is_street:  # two lines, smaller
        c.para(title.upper(), (r[0] + 10, r[1] + 6, room + 4, 40), 13, "serif-b", d.GOLD, 0.9, 2)
    else:
        c.text(title.upper(), (r[0] + 12, r[1] + 8), 15, "serif-b", d.GOLD, max_w=r[2] - 24)
    if is_street:
        c.text("streets", (r[0] + 12, r[1] + 28), 13, "serif-i", (190, 176, 146))
    if area.aquatic:
        aquatic_mark(c, (r[0] + r[2] - 15, r[1] + 14))


def _paint_special(c: Canvas, cat: Catalog, place: Place) -> None:
    """A place off the movement graph, in the look its layout gives it (a vortex swirls)."""
    r = place.rect
    if cat.areas[place.id].vortex:
        _paint_vortex(c, cat, place)
        return
    style = place.style
    c.rect(r, tuple(style.get("fill", SPECIAL_FILL)), 10)  # type: ignore[arg-type]
    stars = int(style.get("stars", 0))  # type: ignore[call-overload]
    for i in range(stars):
        sx = r[0] + 10 + (i * 137) % (r[2] - 20)
        sy = r[1] + 30 + (i * 53) % (r[3] - 50)
        c.circle((sx, sy), 1.2 + (i % 3) * 0.5, (150, 160, 190))
    c.rect(r, (120, 110, 90), 10, 1.5)
    name = cat.areas[place.id].name
    size = min(17.0, 17 * (r[2] - 12) / max(1.0, c.text_w(name, 17, "serif-b")))
    c.text(
        name,
        (r[0] + r[2] / 2, r[1] + 6),
        max(13.0, size),
        "serif-b",
        d.TEXT_LIGHT,
        "midtop",
        max_w=r[2] - 8,
    )


PAINTERS: dict[str, Callable[[Canvas, Catalog, Place], None]] = {
    "location": _paint_location,
    "street": _paint_street,
    "street-area": _paint_street,
    "special": _paint_special,
}
"""How each kind of area is painted (Other World areas are painted with their world)."""


def _paint_vortex(c: Canvas, cat: Catalog, place: Place) -> None:
    """A vortex: a whirl of rings in its ground, its name under it; no one may enter it."""
    x, y, w, h = place.rect
    ground = tuple(place.style.get("fill", (26, 52, 62)))
    cx, cy = x + w / 2, y + h / 2 - 8
    rad = min(w, h - 16) / 2 - 2
    c.circle((cx, cy), rad, ground)  # type: ignore[arg-type]
    for i in range(5):
        k = 1 - i * 0.18
        off = (i % 2) * 2 - 1
        c.circle((cx + off * i, cy + off * i * 0.6), rad * k, VORTEX, 2 if i else 2.5)
    c.circle((cx, cy), rad * 0.14, (200, 240, 236))
    c.text(
        cat.areas[place.id].name,
        (cx, y + h - 2),
        12,
        "serif-i",
        (170, 214, 208),
        "midbottom",
        max_w=w + 20,
    )


def _paint_marks(c: Canvas, cat: Catalog, plan: MapPlan, place: Place) -> None:
    """What an expansion board prints on a place: a station's rails (with several towns on the
    table). (Awareness tags are drawn by the map, over the highlights.)"""
    area = cat.areas.get(place.id)
    if area is None or place.kind not in PAINTERS or area.vortex or place.kind == "special":
        return
    x, y, w, h = place.rect
    if plan.dock is not None and place.id in _stations(cat):
        rail_mark(c, (x + w - 32, y + h - 14))


def _stations(cat: Catalog) -> tuple[str, ...]:
    return cat.areas_with_role(Role.TRAIN_STATION) + cat.areas_with_role(Role.DEPOT)


def rail_mark(c: Canvas, at: Point) -> None:
    """A station: two rails and their sleepers."""
    x, y = at
    for i in range(5):
        c.line((x + 2 + i * 5, y - 5), (x + 2 + i * 5, y + 5), (150, 120, 80), 2)
    c.line((x, y - 3), (x + 26, y - 3), (210, 200, 180), 1.5)
    c.line((x, y + 3), (x + 26, y + 3), (210, 200, 180), 1.5)


def awareness_tag(c: Canvas, at: Point, value: int | None, enforced: bool = False) -> None:
    """The white tab under a place, its awareness modifier under martial law in red ("+1",
    "-1"; a dash when none is printed), centred on ``at`` (the plate's bottom edge); red with
    white figures while martial law is ``enforced``."""
    x, y = at
    r = (x - 17, y - 9, 34, 17)
    paper, ink = ((170, 30, 26), (255, 244, 230)) if enforced else ((246, 242, 232), (170, 30, 26))
    c.rect(r, paper, 4)
    c.rect(r, (120, 30, 24), 4, 1)
    text = "—" if value is None else f"{value:+d}".replace("-", "−")
    c.text(text, (x, y - 0.5), 13, "sans-b", ink, "center")


def neighbourhood_colour(cat: Catalog, ident: str) -> tuple[int, int, int] | None:
    """A neighbourhood's own colour (its Feds Raid spaces'), or None."""
    hood = cat.neighbourhoods.get(ident)
    colour = hood.feds_raid_colour if hood is not None else None
    if colour is None:
        return None
    try:
        parsed = pygame.Color(colour)
    except ValueError:
        return None
    return parsed.r, parsed.g, parsed.b


def _paint_title(c: Canvas, cat: Catalog, plan: MapPlan) -> None:
    """The town's name bar (martial law, once declared, is drawn over it by the map)."""
    r = plan.title
    assert r is not None and plan.town is not None
    x, y, w, h = r
    c.rect(r, (20, 22, 26), 6)
    c.rect(r, DOCK_EDGE, 6, 1)
    name = cat.towns[plan.town].name.upper()
    c.text(name, (x + 14, y + h / 2), 19, "serif-b", d.GOLD, "midleft")
    c.text(
        "white tags: awareness under martial law",
        (x + w - 12, y + h / 2),
        14,
        "sans",
        (170, 160, 140),
        "midright",
    )


def _paint_compact(c: Canvas, cat: Catalog, compact: Compact) -> None:
    """The ground of a town in the dock: its frame and title, its groups and their chips (what
    lies on them is drawn by the map)."""
    x, y, w, _h = compact.rect
    c.rect(compact.rect, DOCK_FILL, 8)
    c.rect(compact.rect, DOCK_EDGE, 8, 1.5)
    c.text(compact.name.upper(), (x + 10, y + DOCK_TITLE / 2 + 1), 15, "serif-b", d.GOLD, "midleft")
    c.text(
        "click or Tab: bring into focus",
        (x + w - 10, y + DOCK_TITLE / 2 + 1),
        12,
        "sans",
        (160, 150, 130),
        "midright",
    )
    for group in compact.groups:
        tint = neighbourhood_colour(cat, group.id)
        if group.title:  # a neighbourhood: framed in its colour
            c.rect(group.rect, (32, 34, 36), 5)
            c.rect(group.rect, tint or (70, 74, 70), 5, 1.5 if tint else 1)
        for area, r in group.chips:
            kind = cat.areas[area].kind
            c.rect(r, CHIP_LOCATION if kind == "location" else CHIP_STREET, 4)
            if not group.title:
                c.rect(r, (70, 74, 70), 4, 1)


def stability_mark(c: Canvas, at: Point, stable: bool) -> None:
    """Top-left of a location: a solid blue diamond when stable, a red diamond with a hollow
    centre (a gate may tear it open) when unstable — told apart by shape as well as colour."""
    x, y = at
    outer = [(x, y - 7), (x + 6, y), (x, y + 7), (x - 6, y)]
    if stable:
        c.polygon(outer, (52, 96, 170))
        return
    c.polygon(outer, (170, 44, 36))
    c.polygon([(x, y - 3), (x + 2.6, y), (x, y + 3), (x - 2.6, y)], d.PARCH)


def aquatic_mark(c: Canvas, at: Point) -> None:
    """An aquatic area's marker: a blue disc with a white wave (two crests)."""
    x, y = at
    c.circle((x, y + 1), 8.5, (20, 40, 60))
    c.circle((x, y), 8, (44, 118, 178))
    wave = [(x - 5.5 + i * 0.75, y + 2 * math.sin(i * 0.75 * math.pi / 2.75)) for i in range(15)]
    c.lines(wave, (236, 244, 250), 1.8)


# ---------------------------------------------------------------- arrows


def _tie(c: Canvas, tie) -> None:
    """A printed gold bar between two places (not a road), with a round emblem in its middle."""
    a, b = tie.points
    c.line(a, b, (60, 44, 20), 9)
    c.line(a, b, (196, 160, 74), 5)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    c.circle(mid, 7, (196, 160, 74))
    c.circle(mid, 7, (60, 44, 20), 1.5)
    c.circle(mid, 2.5, (60, 44, 20))


def _monster_route(c: Canvas, plan: MapPlan, route: Arrow) -> None:
    """A monster-only line between two places no road joins (into a vortex): dashed."""
    a, b = route.points[0], route.points[-1]
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(length // 12))
    for i in range(0, n, 2):
        p0 = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        p1 = (a[0] + (b[0] - a[0]) * (i + 1) / n, a[1] + (b[1] - a[1]) * (i + 1) / n)
        c.line(p0, p1, (60, 120, 120), 4)


def _route_arrows(c: Canvas, plan: MapPlan, route: Arrow) -> None:
    """The arrow along a monster-only line, near its far end, white and black side by side."""
    a, b = route.points[0], route.points[-1]
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    back = min(14.0, length / 3)
    tip = (b[0] - math.cos(angle) * back, b[1] - math.sin(angle) * back)
    offset = ARROW_OFFSET[route.colour]
    nx, ny = -math.sin(angle) * offset, math.cos(angle) * offset
    c.monster_arrow((tip[0] + nx, tip[1] + ny), angle, 12, route.colour)


def _arrow(c: Canvas, plan: MapPlan, arrow: Arrow) -> None:
    """The arrow out of ``src`` along its road: a little way past where the road leaves the
    street, scaled to the gap between the two streets."""
    r, rd = plan.places[arrow.src].rect, plan.places[arrow.dst].rect
    pts = arrow.points
    walk = _walk(pts)
    if not walk:
        return
    leave = next((i for i, (p, _) in enumerate(walk) if not _inside(p, r)), len(walk) - 1)
    enter = next((i for i in range(len(walk) - 1, -1, -1) if not _inside(walk[i][0], rd)), leave)
    gap = max(0, enter - leave)
    size = max(10.0, min(18.0, gap / 2 - 4))
    start = leave
    if len(pts) > 2:  # a road that bends may share its first stretch with another road:
        # point along the second stretch, where the two have parted
        start = max(leave, int(math.hypot(pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])) + 3)
    (x, y), angle = walk[min(start + int(size) + 5, len(walk) - 1)]
    offset = ARROW_OFFSET[arrow.colour]
    nx, ny = -math.sin(angle) * offset, math.cos(angle) * offset
    c.monster_arrow((x + nx, y + ny), angle, size, arrow.colour)


def _arrow_legend(c: Canvas, at: Point, width: float = 452) -> None:
    """What the two arrows mean, in one line."""
    parts = ("white", "black", "arrow: the way monsters leave a street")
    size = 15.0
    total = (
        34
        + c.text_w(parts[0], size, "sans")
        + 50
        + c.text_w(parts[1] + " " + parts[2], size, "sans")
    )
    if total > width:
        size *= width / total
    x, y = at
    ink = (200, 190, 170)
    c.monster_arrow((x + 18, y + 12), 0, 16, "white")
    x += 26
    c.text(parts[0], (x, y + 12), size, "sans", ink, "midleft")
    x += c.text_w(parts[0], size, "sans") + 24
    c.monster_arrow((x + 16, y + 12), 0, 16, "black")
    x += 26
    c.text(f"{parts[1]} {parts[2]}", (x, y + 12), size, "sans", ink, "midleft")


def _walk(pts: Sequence[Point]) -> list[tuple[Point, float]]:
    """Points one reference unit apart along a polyline, each with its heading."""
    out: list[tuple[Point, float]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg == 0:
            continue
        angle = math.atan2(y1 - y0, x1 - x0)
        for i in range(int(seg)):
            t = i / seg
            out.append(((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), angle))
    return out


def _inside(p: Point, r: Rect) -> bool:
    return r[0] <= p[0] <= r[0] + r[2] and r[1] <= p[1] <= r[1] + r[3]


# ---------------------------------------------------------------- Other Worlds


def _paint_world(c: Canvas, cat: Catalog, plan: MapPlan, world: World) -> None:
    w = cat.worlds[world.id]
    r = world.panel
    c.rect(r, WORLD_FILL, 8)
    c.rect(r, (120, 96, 140), 8, 1.5)
    c.text(
        w.name, (r[0] + r[2] / 2, r[1] + 8), 16, "serif-b", d.TEXT_LIGHT, "midtop", max_w=r[2] - 10
    )
    c.symbol(w.symbol, (r[0] + 22, r[1] + 50), 9, (230, 210, 240), ground=WORLD_FILL)
    room = r[2] - 40 - 16 - (len(w.colours) - 1) * 15 - 10  # up to the colour dots
    label = f"close {w.close_modifier:+d}"
    if c.text_w(label, 14, "sans") > room:
        label = f"{w.close_modifier:+d}"  # the tooltip says what it is
    c.text(label, (r[0] + 40, r[1] + 50), 14, "sans", (220, 200, 230), "midleft", max_w=room)
    for i, col in enumerate(w.colours):
        c.circle((r[0] + r[2] - 16 - i * 15, r[1] + 50), 6, d.WORLD_COLOURS[col])
    for k, area in enumerate(world.areas):
        ar = plan.places[area].rect
        c.rect(ar, (30, 22, 38), 6)
        c.rect(ar, (90, 70, 110), 6, 1)
        c.text(
            "first" if k == 0 else "second",
            (ar[0] + ar[2] / 2, ar[1] + 4),
            13,
            "serif-i",
            (170, 150, 190),
            "midtop",
        )
