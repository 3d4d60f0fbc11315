"""The printed board: everything on the map that no game changes, painted from a
:class:`~.plan.MapPlan` as a period town map — the land, its water (a backdrop line or polygon
marked ``"water": true`` in the layout: the Miskatonic, Innsmouth's harbour), the
neighbourhoods as districts each in its own tint, the streets as roads with their name plates,
the locations as paper tiles with their emblem (:mod:`.emblems`) and encounter icons, the
monster arrows and their legend, the Other Worlds and the tracks panel's ground. The map
component paints it once per window size and town in focus and blits it every frame; the
pieces on it are drawn by :mod:`.map`."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from arkham.catalog import Catalog
from arkham.ui import draw as d
from arkham.ui.board.emblems import draw_emblem, emblem_of
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


LAND, LAND_EDGE = (178, 163, 128), (120, 104, 76)
"""The map's ground (an old printed town plan) and its fine lines."""
WATER, WATER_EDGE, WATER_LIGHT = (74, 112, 134), (40, 62, 78), (128, 168, 186)
ROAD_FILL, ROAD_RIM = (226, 214, 184), (92, 78, 56)
PLATE_FILL, PLATE_EDGE, PLATE_INK = (86, 74, 58), (50, 40, 28), (246, 234, 206)
"""A street's name plate: dark enamel, light letters."""
TILE, TILE_EDGE = (242, 233, 210), (96, 72, 44)
EMBLEM_INK = (92, 64, 40)
LABEL = 18.0
"""The size of the map's lettering (12 px at 1280×720, the floor for legible text)."""
DISTRICT_TINTS = (
    (160, 120, 92),
    (112, 136, 96),
    (150, 104, 120),
    (96, 128, 150),
    (170, 140, 80),
    (124, 110, 150),
    (100, 146, 132),
    (168, 110, 84),
    (130, 130, 96),
)
"""District colours for neighbourhoods whose data gives none, dealt in the layout's order."""
ICON_COLOURS = {
    "clue": (214, 170, 50),
    "money": (70, 140, 70),
    "common": (150, 110, 70),
    "unique": (140, 80, 150),
    "spell": (70, 90, 170),
    "skill": (70, 130, 90),
    "ally": (200, 120, 50),
    "sanity": (60, 110, 190),
    "stamina": (180, 50, 40),
    "blessing": (200, 180, 110),
    "ability": (40, 34, 28),
}
"""An encounter icon's disc, by what the encounters there bring (``ability``: the place has an
action or rule of its own, told in its tooltip)."""

VORTEX = (78, 176, 170)
DOCK_FILL, DOCK_EDGE = (24, 26, 30), (120, 104, 72)
CHIP_LOCATION, CHIP_STREET = (58, 52, 44), (44, 44, 42)


def paint_map(c: Canvas, plan: MapPlan, cat: Catalog) -> None:
    _land(c)
    for item in plan.backdrop:
        _backdrop(c, item)
    _compass(c, (MAP_BOX[0] + MAP_BOX[2] - 52, 884))
    for i, (cell, r) in enumerate(plan.cells.items()):
        tint = district_colour(cat, cell, i)
        c.rect(r, _mix(LAND, tint, 0.42), 12)
        c.rect(r, _mix(tint, (40, 30, 20), 0.35), 12, 2)
    if plan.title is not None and plan.town is not None:
        _paint_title(c, cat, plan)
    for route in plan.monster_routes:
        _monster_route(c, plan, route)
    for link in plan.links:
        if link.road:
            c.lines(link.points, ROAD_RIM, 15)
            c.lines(link.points, ROAD_FILL, 10)
        else:
            a, b = link.points
            c.line(a, b, ROAD_RIM, 8)
            c.line(a, b, ROAD_FILL, 4)
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


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    """``a`` moved ``t`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _land(c: Canvas) -> None:
    """The map's ground: paper-coloured land with a faint grid of survey lines."""
    x, y, w, h = MAP_BOX
    c.rect(MAP_BOX, LAND)
    fine = _mix(LAND, LAND_EDGE, 0.3)
    for gx in range(int(x) + 40, int(x + w), 80):
        c.line((gx, y), (gx, y + h), fine, 1)
    for gy in range(int(y) + 40, int(y + h), 80):
        c.line((x, gy), (x + w, gy), fine, 1)
    c.rect((x + 3, y + 3, w - 6, h - 6), LAND_EDGE, 0, 2)


def _compass(c: Canvas, at: Point, r: float = 32) -> None:
    """A compass rose, as old town plans print in a corner: four long points and four short,
    north in ink."""
    x, y = at
    ink, pale = (70, 52, 34), (236, 226, 200)
    c.circle((x, y), r * 0.72, ink, 1.5)
    for k in range(8):
        a = k * math.pi / 4 - math.pi / 2
        long = r if k % 2 == 0 else r * 0.55
        side = a + math.pi / 2
        w = r * 0.16
        tip = (x + long * math.cos(a), y + long * math.sin(a))
        left = (x + w * math.cos(side), y + w * math.sin(side))
        right = (x - w * math.cos(side), y - w * math.sin(side))
        c.polygon([tip, left, (x, y)], ink)
        c.polygon([tip, right, (x, y)], pale if k else (150, 40, 30))
        c.polygon([tip, left, (x, y), right], ink, 1)
    c.circle((x, y), r * 0.1, ink)


def _backdrop(c: Canvas, item: Mapping[str, object]) -> None:
    """One backdrop item of a layout; water (a river's line, a harbour's polygon) is drawn as
    water with its banks."""
    colour = tuple(item.get("colour", WATER))  # type: ignore[call-overload]
    water = bool(item.get("water"))
    if "line" in item:
        pts = item["line"]
        width = float(item.get("width", 2))  # type: ignore[arg-type]
        if water:
            c.lines(pts, WATER_EDGE, width + 6)  # type: ignore[arg-type]
            c.lines(pts, WATER, width)  # type: ignore[arg-type]
            c.lines(pts, WATER_LIGHT, max(1.0, width / 8))  # type: ignore[arg-type]
        else:
            c.lines(pts, colour, width)  # type: ignore[arg-type]
    elif "polygon" in item:
        c.polygon(item["polygon"], WATER if water else colour)  # type: ignore[arg-type]
        if water:
            c.polygon(item["polygon"], WATER_EDGE, 3)  # type: ignore[arg-type]
            _waves(c, item["polygon"])  # type: ignore[arg-type]
    elif "rect" in item:
        c.rect(item["rect"], colour)  # type: ignore[arg-type]


def _waves(c: Canvas, poly: Sequence[Sequence[float]]) -> None:
    """Little wave strokes scattered over a body of water (where they fall inside it)."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    for gx in range(int(min(xs)) + 30, int(max(xs)) - 20, 70):
        for gy in range(int(min(ys)) + 30, int(max(ys)) - 10, 56):
            x = gx + (gy * 7) % 30
            if _in_polygon((x, gy), poly) and _in_polygon((x + 20, gy), poly):
                wave = [(x + i * 2, gy + 2 * math.sin(i * 0.9)) for i in range(11)]
                c.lines(wave, WATER_LIGHT, 1.2)


def _in_polygon(p: Point, poly: Sequence[Sequence[float]]) -> bool:
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[j]
        if (yi > p[1]) != (yj > p[1]) and p[0] < (xj - xi) * (p[1] - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


# ---------------------------------------------------------------- areas by kind


def _paint_location(c: Canvas, cat: Catalog, place: Place) -> None:
    """A location: a paper tile with its name, its emblem (bottom left), its encounter icons
    (on the top edge, right), its stability diamond (top left) and the wave when aquatic."""
    area = cat.areas[place.id]
    r = x, y, w, h = place.rect
    c.rect((x + 2, y + 3, w, h), (60, 44, 28), 7)
    c.rect(r, TILE, 7)
    c.rect(r, TILE_EDGE, 7, 1.5)
    c.para(area.name, (x + 6, y + 6, w - 12, 40), LABEL, "serif-b", d.INK, 0.78, 2, "center")
    draw_emblem(
        c,
        emblem_of(cat, place.id, place.style.get("emblem")),
        emblem_centre(r),
        13,
        EMBLEM_INK,
        TILE,
    )
    loc = cat.locations.get(place.id)
    icons = list(loc.icons) if loc is not None else []
    if area.ability_summary:
        icons.append("ability")
    for i, icon in enumerate(icons):
        encounter_icon(c, (x + w - 12 - i * 19, y - 2), icon)
    stability_mark(c, (x + 8, y + 1), area.stable)
    if area.aquatic:
        aquatic_mark(c, (x + w - 14, y + 46))


def emblem_centre(r: Rect) -> Point:
    """Where a location tile's emblem sits: its bottom-left corner."""
    return r[0] + 19, r[1] + r[3] - 18


def encounter_icon(c: Canvas, at: Point, icon: str) -> None:
    """An encounter icon: a coloured disc with a white sign (Clue a magnifier, money a coin,
    items a card, spells a star in a ring, skills a chevron, allies a figure, Sanity an eye,
    Stamina a heart, a blessing a sun; a place's own ability a gold star on black)."""
    x, y = at
    col = ICON_COLOURS.get(icon, (120, 120, 110))
    c.circle((x, y), 9, (40, 30, 20))
    c.circle((x, y), 8, col)
    ink = (250, 246, 236)
    if icon == "clue":
        c.circle((x - 1.5, y - 1.5), 3.8, ink, 1.5)
        c.line((x + 1.2, y + 1.2), (x + 4.5, y + 4.5), ink, 2)
    elif icon == "money":
        c.circle((x, y), 4.6, ink, 1.5)
        c.line((x, y - 3), (x, y + 3), ink, 1.5)
    elif icon in ("common", "unique"):
        c.rect((x - 3.5, y - 5, 7, 10), ink, 1)
        if icon == "unique":
            c.circle((x, y), 1.8, col)
    elif icon == "spell":
        c.circle((x, y), 5, ink, 1.2)
        c.star_badge((x, y), 3.6, ink)
    elif icon == "skill":
        c.lines([(x - 4, y + 2.5), (x, y - 2.5), (x + 4, y + 2.5)], ink, 2)
    elif icon == "ally":
        c.circle((x, y - 2.5), 2.4, ink)
        c.polygon([(x - 4.5, y + 5), (x, y - 0.5), (x + 4.5, y + 5)], ink)
    elif icon == "sanity":
        c.ellipse((x - 5, y - 2.6, 10, 5.2), ink)
        c.circle((x, y), 1.8, col)
    elif icon == "stamina":
        c.circle((x - 2, y - 1.2), 2.4, ink)
        c.circle((x + 2, y - 1.2), 2.4, ink)
        c.polygon([(x - 4.3, y - 0.5), (x + 4.3, y - 0.5), (x, y + 4.5)], ink)
    elif icon == "ability":  # a gold star: something to do here besides the encounter
        c.star_badge((x, y + 0.5), 6, d.GOLD)
    elif icon == "blessing":
        for k in range(8):
            a = k * math.pi / 4
            c.line((x, y), (x + 5 * math.cos(a), y + 5 * math.sin(a)), ink, 1.2)
        c.circle((x, y), 2.4, col)
    else:
        c.circle((x, y), 2.5, ink)


def _paint_street(c: Canvas, cat: Catalog, place: Place) -> None:
    """A neighbourhood's street as a road with its name plate (the neighbourhood's name); a
    street area (in no neighbourhood) under its own name."""
    area = cat.areas[place.id]
    r = x, y, w, h = place.rect
    c.rect((x + 2, y + 3, w, h), (50, 40, 28), 8)
    c.rect(r, PLATE_FILL, 8)
    c.rect(r, PLATE_EDGE, 8, 2)
    c.rect((x + 3, y + 3, w - 6, h - 6), _mix(PLATE_FILL, PLATE_INK, 0.25), 6, 1)
    is_street = place.kind == "street" and area.neighbourhood is not None
    title = cat.neighbourhoods[area.neighbourhood].name if is_street else area.name  # type: ignore[index]
    room = (w * 0.46 if h < 64 else w) - 16 - (14 if area.aquatic else 0)
    if c.text_w(title.upper(), LABEL, "serif-b") > room:  # two lines
        c.para(title.upper(), (x + 9, y + 4, room + 4, h - 6), LABEL, "serif-b", PLATE_INK, 0.78, 2)
    else:
        c.text(
            title.upper(),
            (x + 10, y + h / 2 if h < 64 else y + 16),
            LABEL,
            "serif-b",
            PLATE_INK,
            "midleft",
            max_w=room,
        )
    if area.aquatic:
        aquatic_mark(c, (x + w - 15, y + 14))


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
    c.text(
        name,
        (r[0] + r[2] / 2, r[1] + 6),
        LABEL,
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
    c.para(
        cat.areas[place.id].name,
        (x - 14, y + h - 18, w + 28, 40),
        LABEL,
        "serif-i",
        (20, 56, 62),
        0.8,
        2,
        "center",
    )


def _paint_marks(c: Canvas, cat: Catalog, plan: MapPlan, place: Place) -> None:
    """What an expansion board prints on a place: a station's rails (with several towns on the
    table). (Awareness tags are drawn by the map, over the highlights.)"""
    area = cat.areas.get(place.id)
    if area is None or place.kind not in PAINTERS or area.vortex or place.kind == "special":
        return
    x, y, w, h = place.rect
    if plan.dock is not None and place.id in cat.stations():
        rail_mark(c, (x + w - 32, y + h - 14))


def rail_mark(c: Canvas, at: Point) -> None:
    """A station: two rails and their sleepers."""
    x, y = at
    for i in range(5):
        c.line((x + 2 + i * 5, y - 5), (x + 2 + i * 5, y + 5), (150, 120, 80), 2)
    c.line((x, y - 3), (x + 26, y - 3), (210, 200, 180), 1.5)
    c.line((x, y + 3), (x + 26, y + 3), (210, 200, 180), 1.5)


def awareness_tag(c: Canvas, at: Point, value: int | None, enforced: bool = False) -> None:
    """The white tab under a place, its awareness modifier in red ("+1", "-1"; a dash when none
    is printed), centred on ``at`` (the plate's bottom edge); red with white figures while the
    town's alert (Innsmouth's martial law) is ``enforced``."""
    x, y = at
    r = (x - 19, y - 10, 38, 20)
    paper, ink = ((170, 30, 26), (255, 244, 230)) if enforced else ((246, 242, 232), (170, 30, 26))
    c.rect(r, paper, 4)
    c.rect(r, (120, 30, 24), 4, 1)
    text = "—" if value is None else d.signed(value)
    c.text(text, (x, y), LABEL, "sans-b", ink, "center")


def district_colour(cat: Catalog, ident: str, index: int) -> tuple[int, int, int]:
    """A district's tint on the map: the neighbourhood's own colour, else the ``index``-th of
    :data:`DISTRICT_TINTS` (a new town from data gets distinct tints without any hint)."""
    return neighbourhood_colour(cat, ident) or DISTRICT_TINTS[index % len(DISTRICT_TINTS)]


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
    """The town's name bar (its alert, once raised, is drawn over it by the map)."""
    r = plan.title
    assert r is not None and plan.town is not None
    x, y, w, h = r
    c.rect(r, (20, 22, 26), 6)
    c.rect(r, DOCK_EDGE, 6, 1)
    town = cat.towns[plan.town]
    c.text(town.name.upper(), (x + 14, y + h / 2), 20, "serif-b", d.GOLD, "midleft")
    if town.alert is not None:
        c.text(
            town.alert.legend,
            (x + w - 12, y + h / 2),
            LABEL,
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
    c.text(
        compact.name.upper(), (x + 10, y + DOCK_TITLE / 2 + 1), LABEL, "serif-b", d.GOLD, "midleft"
    )
    c.text(
        "click or Tab: bring into focus",
        (x + w - 10, y + DOCK_TITLE / 2 + 1),
        LABEL,
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
    size = LABEL
    total = (
        34
        + c.text_w(parts[0], size, "sans")
        + 50
        + c.text_w(parts[1] + " " + parts[2], size, "sans")
    )
    if total > width:  # the words shorten rather than the letters shrink
        parts = ("white", "black", "arrow: monsters leave")
    x, y = at
    ink = d.INK
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
    """An Other World's panel: its name, its symbol and close modifier, its encounter colours,
    and its two areas under them."""
    w = cat.worlds[world.id]
    r = world.panel
    c.rect(r, WORLD_FILL, 8)
    c.rect(r, (120, 96, 140), 8, 1.5)
    c.text(
        w.name,
        (r[0] + r[2] / 2, r[1] + 3),
        LABEL,
        "serif-b",
        d.TEXT_LIGHT,
        "midtop",
        max_w=r[2] - 8,
    )
    row = r[1] + 38
    c.symbol(w.symbol, (r[0] + 16, row), 8, (230, 210, 240), ground=WORLD_FILL)
    room = r[2] - 30 - 12 - (len(w.colours) - 1) * 13 - 10  # up to the colour dots
    label = f"close {d.signed(w.close_modifier)}"
    if c.text_w(label, LABEL, "serif-b") > room:
        label = label.removeprefix("close ")  # the tooltip says what it is
    c.text(label, (r[0] + 30, row), LABEL, "serif-b", (220, 200, 230), "midleft", max_w=room)
    for i, col in enumerate(w.colours):
        c.circle((r[0] + r[2] - 12 - i * 13, row), 5.5, d.WORLD_COLOURS[col])
    for k, area in enumerate(world.areas):
        ar = plan.places[area].rect
        c.rect(ar, (30, 22, 38), 6)
        c.rect(ar, (90, 70, 110), 6, 1)
        c.text(
            "first" if k == 0 else "second",
            (ar[0] + ar[2] / 2, ar[1] + 1),
            LABEL,
            "serif-i",
            (170, 150, 190),
            "midtop",
        )
