"""The map's plan: which places are drawn where, and the roads, paths and monster arrows between
them, worked out once from the board files (``boards/``, through the catalog) and their layout
files (``layout/<board id>.json`` in the data folder of the module that brings the board:
``data/layout/arkham.json`` for the base game's town). Drawing is done elsewhere
(:mod:`.paint` for the printed board, :mod:`.map` for the pieces on it); this module only
reads data.

Every board the catalog holds is drawn from its layout file; a board without one is left off
the map (and the log file says so), never a crash. With several towns on the table, one town is
*in focus* (drawn whole, with the places every town shares) and each other town is drawn as a
compact view in the focused town's *dock*. A layout file may hold:

- ``areas``: ``{area id: {"rect": [x, y, w, h], "style": {...}}}`` for the board's areas; a
  special area's style gives its ``fill``, how many ``stars`` glint in it and a ``caption``;
- ``cells``: the neighbourhoods' background rects (by neighbourhood id);
- ``routes``: ``{"a", "b", "points"}``, the polyline of a link between two streets (a link with
  no route is drawn straight);
- ``backdrop``: lines (``line``, ``colour``, ``width``), rects (``rect``, ``colour``) and
  polygons (``polygon``, ``colour``) drawn under everything;
- ``ties``: ``{"a", "b"}``, two places joined by a printed bar that is not a road (an ability
  of one reaches the other: Sawbone Alley and the Innsmouth Jail);
- ``worlds``: ``{world id: {"panel": rect, "areas": [first rect, second rect]}}``;
- ``legend`` (where the arrow legend goes) and ``tracks`` (the tracks panel's rect);
- ``title``: the town's name bar (a town that has one; also where martial law is announced);
- ``beside``: how the table is laid out while this town is in focus beside another town:
  ``areas`` (``{id: {"rect"}}``, any drawn place moved, the shared ones included), ``legend``,
  ``tracks`` and ``dock`` (where the other towns' compact views go);
- ``compact``: how this town looks in another town's dock: ``{"size": [w, h], "groups":
  {neighbourhood or area id: rect}}`` in a design frame of that size, scaled to the dock (a
  town without it is shown by its cells, scaled).

>>> from arkham.catalog import load_catalog
>>> plan = map_plan(load_catalog())
>>> plan.places[plan.links[0].a].kind
'street'
>>> plan.town, plan.dock
('arkham', None)
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from arkham.catalog import STREET_KINDS, Catalog
from arkham.ui.layout import board_layout

log = logging.getLogger(__name__)

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

PATH_MARGIN = 14.0
"""A path meets a street at least this far from the street's corners."""
DOCK = (478.0, 300.0, 464.0, 180.0)
"""Where the other towns' compact views go when the town in focus names no dock."""
DOCK_TITLE = 22.0
"""The height of a compact view's title bar."""
CHIP_MIN = 18.0
"""The lowest a place's chip in a compact view gets before its group lays chips in two
columns."""


@dataclass(frozen=True)
class Place:
    """An area drawn on the map."""

    id: str
    kind: str
    """The area's kind on its board (``location``, ``street``, ``street-area``, ``special``), or
    ``world`` for an Other World area."""
    rect: Rect
    style: Mapping[str, object] = field(default_factory=dict)
    """The layout's look for it: ``fill``, ``stars``, ``caption`` (special areas)."""


@dataclass(frozen=True)
class Link:
    """A movement link as drawn: a road between two streets, or a path from a place to one."""

    a: str
    b: str
    points: tuple[Point, ...]
    """The line drawn, from ``a``'s end to ``b``'s."""
    road: bool


@dataclass(frozen=True)
class Arrow:
    """A white or black monster arrow from ``src`` to ``dst``, along ``points`` (``src`` first)."""

    src: str
    dst: str
    colour: str
    points: tuple[Point, ...]


@dataclass(frozen=True)
class World:
    """An Other World's panel and its areas (first, then second)."""

    id: str
    panel: Rect
    areas: tuple[str, ...]


@dataclass(frozen=True)
class Group:
    """One neighbourhood (or a lone area) of a town in a compact view, and its places' chips."""

    id: str
    title: str
    """The neighbourhood's name ("" for a lone area)."""
    rect: Rect
    chips: tuple[tuple[str, Rect], ...]
    """(area id, rect) for each of its places: streets first, then the rest in board order."""


@dataclass(frozen=True)
class Compact:
    """A town drawn small in the dock of the town in focus: its groups of places."""

    town: str
    name: str
    rect: Rect
    groups: tuple[Group, ...]

    def chip(self, area: str) -> Rect | None:
        for group in self.groups:
            for ident, rect in group.chips:
                if ident == area:
                    return rect
        return None


@dataclass
class MapPlan:
    places: dict[str, Place] = field(default_factory=dict)
    cells: dict[str, Rect] = field(default_factory=dict)
    """Neighbourhood (or cell) id → its background rect."""
    links: list[Link] = field(default_factory=list)
    """Roads first (routed ones in their layout order), then paths."""
    arrows: list[Arrow] = field(default_factory=list)
    backdrop: list[Mapping[str, object]] = field(default_factory=list)
    worlds: list[World] = field(default_factory=list)
    legend: Point | None = None
    tracks: Rect | None = None
    missing: list[str] = field(default_factory=list)
    """Boards with no layout file: not drawn."""
    town: str | None = None
    """The town in focus (drawn whole), or None when no town has a layout."""
    towns: tuple[str, ...] = ()
    """Every town drawn, in focus or in the dock, in the catalog's order."""
    title: Rect | None = None
    """The name bar of the town in focus, if its layout has one."""
    dock: Rect | None = None
    """Where the other towns' compact views go (None: only one town is drawn)."""
    compacts: list[Compact] = field(default_factory=list)
    monster_routes: list[Arrow] = field(default_factory=list)
    """Monster arrows between places no road or path joins (into a vortex)."""
    ties: list[Link] = field(default_factory=list)
    """Printed bars between two places that are not a way to move (``road`` is False)."""

    def compact_of(self, area: str) -> tuple[Compact, Rect] | None:
        """The compact view that shows ``area`` and its chip there."""
        for compact in self.compacts:
            chip = compact.chip(area)
            if chip is not None:
                return compact, chip
        return None


def drawn_towns(cat: Catalog, folders: tuple[Path, ...] = ()) -> tuple[str, ...]:
    """The towns of ``cat`` that have a layout file, in the catalog's order."""
    return tuple(t for t in cat.towns if board_layout(t, folders) is not None)


def map_plan(cat: Catalog, folders: tuple[Path, ...] = (), focus: str | None = None) -> MapPlan:
    """Where every board of ``cat`` that has a layout file in ``folders`` (the game's modules'
    data folders; the base game's when none are given) is drawn, and what links it, with
    ``focus`` (a town; the first drawn town when it is not one) in focus and the other towns
    in its dock."""
    plan = MapPlan()
    plan.towns = drawn_towns(cat, folders)
    plan.town = focus if focus in plan.towns else (plan.towns[0] if plan.towns else None)
    routes: list[tuple[str, str, tuple[Point, ...]]] = []
    ties: list[tuple[str, str]] = []
    for board in cat.boards.values():
        layout = board_layout(board.id, folders)
        if layout is None:
            plan.missing.append(board.id)
            log.warning(
                "board %r has no layout file (layout/%s.json): not drawn", board.id, board.id
            )
            continue
        if board.kind == "town" and board.id != plan.town:
            continue  # in the dock
        if "title" in layout:
            plan.title = _rect(layout["title"])
        rects = layout.get("areas", {})
        for area in board.areas:
            spot = rects.get(area.id)
            if spot is None:
                log.warning(
                    "area %r of board %r has no rect in its layout: not drawn", area.id, board.id
                )
                continue
            plan.places[area.id] = Place(
                area.id, area.kind, _rect(spot["rect"]), spot.get("style", {})
            )
        plan.cells.update({k: _rect(r) for k, r in layout.get("cells", {}).items()})
        ties += [(t["a"], t["b"]) for t in layout.get("ties", [])]
        plan.backdrop += layout.get("backdrop", [])
        routes += [
            (r["a"], r["b"], tuple(_point(p) for p in r["points"]))
            for r in layout.get("routes", [])
        ]
        plan.worlds += _worlds(cat, layout.get("worlds", {}), plan.places)
        if "legend" in layout:
            plan.legend = _point(layout["legend"])
        if "tracks" in layout:
            plan.tracks = _rect(layout["tracks"])
    if len(plan.towns) > 1:
        _beside(cat, plan, folders)
    plan.links = _links(cat, plan.places, routes)
    plan.arrows = _arrows(cat, plan.links)
    plan.monster_routes = _monster_routes(cat, plan.places, plan.links)
    for a, b in ties:
        if a in plan.places and b in plan.places:
            plan.ties.append(Link(a, b, _path(plan.places[a].rect, plan.places[b].rect), False))
        else:
            log.warning("the layout ties %r to %r, which are not both drawn", a, b)
    return plan


def _beside(cat: Catalog, plan: MapPlan, folders: tuple[Path, ...]) -> None:
    """Lay the table out for the town in focus beside the others (its layout's ``beside``),
    and put the other towns' compact views in its dock, one after another."""
    layout = board_layout(plan.town, folders) if plan.town else None
    beside = (layout or {}).get("beside", {})
    for area, spot in beside.get("areas", {}).items():
        place = plan.places.get(area)
        if place is not None:
            plan.places[area] = Place(area, place.kind, _rect(spot["rect"]), place.style)
    if "legend" in beside:
        plan.legend = _point(beside["legend"])
    if "tracks" in beside:
        plan.tracks = _rect(beside["tracks"])
    if "dock" not in beside:
        log.warning("town %r has no dock for the other towns in its layout", plan.town)
    plan.dock = _rect(beside.get("dock", DOCK))
    others = [t for t in plan.towns if t != plan.town]
    x, y, w, h = plan.dock
    for i, town in enumerate(others):
        if w >= h:  # side by side along the dock's long side
            part = (x + i * w / len(others), y, w / len(others), h)
        else:
            part = (x, y + i * h / len(others), w, h / len(others))
        plan.compacts.append(compact_view(cat, town, board_layout(town, folders) or {}, part))


def compact_view(cat: Catalog, town: str, layout: Mapping, rect: Rect) -> Compact:
    """``town`` drawn small inside ``rect``: its groups (a neighbourhood, or an area in none)
    where its layout's ``compact`` puts them (else where its cells are), scaled to fit under a
    title bar, each with a chip per place that can hold anything (not a vortex)."""
    members: dict[str, list[str]] = {}
    areas = [a for a in cat.towns[town].areas if not cat.areas[a].vortex]
    areas.sort(key=lambda a: cat.areas[a].kind not in STREET_KINDS)  # streets first (stable)
    for area in areas:
        group = cat.neighbourhood_of.get(area, area)
        members.setdefault(group, []).append(area)
    spec = layout.get("compact", {})
    frames = {g: _rect(r) for g, r in spec.get("groups", {}).items() if g in members}
    if frames:
        size = spec.get("size") or _extent(frames.values())[2:]
        origin = (0.0, 0.0)
    else:
        # where the town's cells are (a group without a cell: where its places are)
        cells = layout.get("cells", {})
        spots = layout.get("areas", {})
        for g, ids in members.items():
            if g in cells:
                frames[g] = _rect(cells[g])
            elif any(a in spots for a in ids):
                frames[g] = _bounds([_rect(spots[a]["rect"]) for a in ids if a in spots])
        ext = _extent(frames.values())
        origin, size = (ext[0], ext[1]), ext[2:]
    missing = [g for g in members if g not in frames]
    x, y, w, h = rect
    inner = (x + 4, y + DOCK_TITLE + 2, w - 8, h - DOCK_TITLE - 6)
    sx = inner[2] / max(1.0, float(size[0]))
    sy = inner[3] / max(1.0, float(size[1]))
    groups = []
    for g, (fx, fy, fw, fh) in frames.items():
        box = (inner[0] + (fx - origin[0]) * sx + 2, inner[1] + (fy - origin[1]) * sy + 2)
        box_r = (box[0], box[1], fw * sx - 4, fh * sy - 4)
        groups.append(_group(cat, g, members[g], box_r))
    if missing:  # places no frame holds: a row along the bottom of the last group
        log.warning("the compact view of %r has no place for %s", town, ", ".join(missing))
        last = groups[-1] if groups else None
        extra = [a for g in missing for a in members[g]]
        if last is not None:
            groups[-1] = _group(cat, last.id, [a for a, _ in last.chips] + extra, last.rect)
    return Compact(town, cat.towns[town].name, rect, tuple(groups))


def _group(cat: Catalog, group: str, areas: list[str], rect: Rect) -> Group:
    """A group's title and its chips, one under another (two columns when they would be too
    low)."""
    title = cat.neighbourhoods[group].name if group in cat.neighbourhoods else ""
    x, y, w, h = rect
    top = y + 2  # no title: the street's chip names the neighbourhood, the frame is its colour
    room = max(1.0, h - 4)
    cols = 1 if room / max(1, len(areas)) >= CHIP_MIN or w < 120 else 2
    rows = max(1, -(-len(areas) // cols))
    chip_h = min(34.0, room / rows)
    chip_w = (w - 4 - (cols - 1) * 4) / cols
    chips = tuple(
        (area, (x + 2 + (i // rows) * (chip_w + 4), top + (i % rows) * chip_h, chip_w, chip_h - 2))
        for i, area in enumerate(areas)
    )
    return Group(group, title, rect, chips)


def _bounds(rects: list[Rect]) -> Rect:
    if not rects:
        return (0.0, 0.0, 1.0, 1.0)
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


def _extent(rects) -> Rect:
    return _bounds(list(rects))


def _monster_routes(cat: Catalog, places: dict[str, Place], links: list[Link]) -> list[Arrow]:
    """Monster arrows from a drawn place to another drawn place that no road or path joins
    (a depot's and a reef's arrows into a vortex): a straight line between their facing
    edges, one arrow per colour."""
    linked = {frozenset((link.a, link.b)) for link in links}
    out = []
    for src, place in places.items():
        area = cat.areas.get(src)
        if area is None:
            continue
        for colour, dst in (("white", area.white), ("black", area.black)):
            if dst is None or dst not in places or frozenset((src, dst)) in linked:
                continue
            if area.kind == "location" and cat.areas[dst].kind in STREET_KINDS:
                continue  # a location's arrows lead to its own street (not drawn)
            out.append(Arrow(src, dst, colour, _path(place.rect, places[dst].rect)))
    return out


def _worlds(cat: Catalog, worlds: Mapping[str, Mapping], places: dict[str, Place]) -> list[World]:
    out = []
    for world_id, spot in worlds.items():
        if world_id not in cat.worlds:
            log.warning("layout names an Other World %r that is not in play: not drawn", world_id)
            continue
        ids = [a for a, w in cat.world_of_area.items() if w == world_id]
        spots = list(zip(ids, spot["areas"]))
        for area, rect in spots:
            places[area] = Place(area, "world", _rect(rect))
        out.append(World(world_id, _rect(spot["panel"]), tuple(area for area, _ in spots)))
    return out


def _links(
    cat: Catalog, places: dict[str, Place], routes: list[tuple[str, str, tuple[Point, ...]]]
) -> list[Link]:
    """Every link between two drawn places, once: routed roads in layout order, then roads
    drawn straight, then paths."""
    pairs: list[tuple[str, str]] = []
    seen: set[frozenset[str]] = set()
    for a in places:
        for b in cat.areas[a].links if a in cat.areas else ():
            if b in places and frozenset((a, b)) not in seen:
                seen.add(frozenset((a, b)))
                pairs.append((a, b))
    routed: list[Link] = []
    for a, b, points in routes:
        if frozenset((a, b)) not in seen:
            log.warning("the layout routes %r to %r, which are not linked: not drawn", a, b)
            continue
        routed.append(Link(a, b, points, road=True))
    drawn = {frozenset((link.a, link.b)) for link in routed}
    roads: list[Link] = []
    paths: list[Link] = []
    for a, b in pairs:
        if frozenset((a, b)) in drawn:
            continue
        pa, pb = places[a], places[b]
        if pa.kind in STREET_KINDS and pb.kind in STREET_KINDS:
            roads.append(Link(a, b, (_centre(pa.rect), _centre(pb.rect)), road=True))
        elif pa.kind in STREET_KINDS:
            paths.append(Link(b, a, _path(pb.rect, pa.rect), road=False))
        else:
            paths.append(Link(a, b, _path(pa.rect, pb.rect), road=False))
    return routed + roads + paths


def _arrows(cat: Catalog, links: list[Link]) -> list[Arrow]:
    """The monster arrows along the roads, both ways. (A location's arrows all lead to its own
    street, along its path: the rules say so, so the map does not draw them.)"""
    out = []
    for link in links:
        if not link.road:
            continue
        for src, dst, points in (
            (link.a, link.b, link.points),
            (link.b, link.a, link.points[::-1]),
        ):
            area = cat.areas[src]
            for colour, to in (("white", area.white), ("black", area.black)):
                if to == dst:
                    out.append(Arrow(src, dst, colour, points))
    return out


def _path(place: Rect, street: Rect) -> tuple[Point, Point]:
    """A straight path from the edge of ``place`` that faces ``street`` to the street's edge,
    square to both when they are one above the other (else side by side)."""
    px, py, pw, ph = place
    sx, sy, sw, sh = street
    if py + ph <= sy or sy + sh <= py:  # one above the other
        x = px + pw / 2
        above = py < sy
        return (x, py + ph if above else py), (
            min(max(x, sx + PATH_MARGIN), sx + sw - PATH_MARGIN),
            sy if above else sy + sh,
        )
    y = py + ph / 2
    left = px < sx
    return (px + pw if left else px, y), (
        sx if left else sx + sw,
        min(max(y, sy + PATH_MARGIN), sy + sh - PATH_MARGIN),
    )


def _centre(r: Rect) -> Point:
    return r[0] + r[2] / 2, r[1] + r[3] / 2


def _rect(values) -> Rect:
    x, y, w, h = values
    return float(x), float(y), float(w), float(h)


def _point(values) -> Point:
    x, y = values
    return float(x), float(y)
