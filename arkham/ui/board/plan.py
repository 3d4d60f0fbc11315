"""The map's plan: which places are drawn where, and the roads, paths and monster arrows between
them, worked out once from the board files (``boards/``, through the catalog) and their layout
files (``layout/<board id>.json`` in the data folder of the module that brings the board:
``data/layout/arkham.json`` for the base game's town). Drawing is done elsewhere
(:mod:`.paint` for the printed board, :mod:`.map` for the pieces on it); this module only
reads data.

Every board the catalog holds is drawn from its layout file; a board without one is left off
the map (and the log file says so), never a crash. A layout file may hold:

- ``areas``: ``{area id: {"rect": [x, y, w, h], "style": {...}}}`` for the board's areas; a
  special area's style gives its ``fill``, how many ``stars`` glint in it and a ``caption``;
- ``cells``: the neighbourhoods' background rects;
- ``routes``: ``{"a", "b", "points"}``, the polyline of a link between two streets (a link with
  no route is drawn straight);
- ``backdrop``: lines (``line``, ``colour``, ``width``) and rects (``rect``, ``colour``) drawn
  under everything;
- ``worlds``: ``{world id: {"panel": rect, "areas": [first rect, second rect]}}``;
- ``legend`` (where the arrow legend goes) and ``tracks`` (the tracks panel's rect).

>>> from arkham.catalog import load_catalog
>>> plan = map_plan(load_catalog())
>>> plan.places[plan.links[0].a].kind
'street'
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


@dataclass
class MapPlan:
    places: dict[str, Place] = field(default_factory=dict)
    cells: list[Rect] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    """Roads first (routed ones in their layout order), then paths."""
    arrows: list[Arrow] = field(default_factory=list)
    backdrop: list[Mapping[str, object]] = field(default_factory=list)
    worlds: list[World] = field(default_factory=list)
    legend: Point | None = None
    tracks: Rect | None = None
    missing: list[str] = field(default_factory=list)
    """Boards with no layout file: not drawn."""


def map_plan(cat: Catalog, folders: tuple[Path, ...] = ()) -> MapPlan:
    """Where every board of ``cat`` that has a layout file in ``folders`` (the game's modules'
    data folders; the base game's when none are given) is drawn, and what links it."""
    plan = MapPlan()
    routes: list[tuple[str, str, tuple[Point, ...]]] = []
    for board in cat.boards.values():
        layout = board_layout(board.id, folders)
        if layout is None:
            plan.missing.append(board.id)
            log.warning(
                "board %r has no layout file (layout/%s.json): not drawn", board.id, board.id
            )
            continue
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
        plan.cells += [_rect(r) for r in layout.get("cells", {}).values()]
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
    plan.links = _links(cat, plan.places, routes)
    plan.arrows = _arrows(cat, plan.links)
    return plan


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
