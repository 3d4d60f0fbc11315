"""The path a move would take: to the place under the mouse (or a token standing in it), or to
the previewed place when the mouse is on none — numbered step by step on the map, with its
cost in movement points and the monsters on the way (the engine finds the path). The map
(:mod:`.map`) holds the preview and tells where its places are drawn (:class:`Places`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from arkham.engine import board as rules_board
from arkham.engine.decisions import Decision
from arkham.engine.flow import RAIL_FARE
from arkham.ui import draw as d
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.draw import Canvas

if TYPE_CHECKING:
    from arkham.ui.board.plan import Point, Rect
    from arkham.ui.board.table import Table


class Places(Protocol):
    """Where the places are drawn on the map (:class:`~arkham.ui.board.map.BoardMap`)."""

    token_area: dict[str, str]
    """A token's hotspot → the area it stands in, in the last drawn frame."""

    def anchor(self, area: str) -> Point: ...

    def rect_of(self, area: str) -> Rect | None: ...


class PathPreview:
    def __init__(self, table: Table, places: Places) -> None:
        self.table = table
        self.places = places
        self.preview: str | None = None
        """The place whose path is shown when the mouse is on no place (screenshots, replays)."""

    def path_to(self, area: str) -> list[str] | None:
        """The way the decider would move to ``area`` (a move decision only)."""
        session = self.table.session
        dec = session.pending()
        inv = session.decider()
        if (
            dec is None
            or dec.kind != "move"
            or inv is None
            or inv.area not in session.cat.connections
        ):
            return None
        points = int(dec.detail.get("points", 0) or 0)  # type: ignore[call-overload]
        if points <= 0:
            return None
        if self.fare_to(dec, area) is not None:
            return [area]
        return rules_board.paths_from(session.game, inv.area, points).get(area)

    @staticmethod
    def fare_to(dec: Decision, area: str) -> str | None:
        """The train's fare when ``area`` is a station the decider can ride to ("$1")."""
        ride = next((c for c in dec.choices if c.id == f"rail:{area}"), None)
        return f"${RAIL_FARE}" if ride is not None else None

    def monsters_on_path(self, path: list[str]) -> list[str]:
        """ "Zombie (Rivertown Streets)" for every monster where the decider stands or passes."""
        session = self.table.session
        cat = session.cat
        inv = session.decider()
        out = []
        for a in [inv.area if inv else None, *path]:
            if a is None:
                continue
            for m in session.state.monsters_at(a):
                out.append(f"{cat.monster_kinds[cat.kind_of_marker[m]].name} ({cat.area_name(a)})")
        return out

    def draw(self, c: Canvas, dec: Decision | None) -> None:
        if dec is None or dec.kind != "move":
            return
        places = self.places
        hover = self.table.frame.hover or ""
        if hover.startswith("area:"):
            area: str | None = hover.removeprefix("area:")
        else:
            area = places.token_area.get(hover) or self.preview
        if not area:
            return
        path = self.path_to(area)
        inv = self.table.session.decider()
        if not path or inv is None:
            return
        pts = [places.anchor(inv.area), *(places.anchor(a) for a in path)]
        c.lines(pts, (20, 20, 20), 9)
        c.lines(pts, d.HILITE, 5)
        for i, p in enumerate(pts[1:], 1):
            c.circle(p, 11, d.HILITE)
            c.text(str(i), p, 13, "sans-b", d.INK, "center")
        danger = self.monsters_on_path(path)
        end = pts[-1]
        fare = self.fare_to(dec, area)
        label = (
            f"{len(path)} point{'s' if len(path) != 1 else ''}"
            + (f" · train fare {fare}" if fare else "")
            + (
                f" · {len(danger)} monster{'s' if len(danger) != 1 else ''} on the way"
                if danger
                else ""
            )
        )
        w = c.text_w(label, 16, "sans-b") + 16
        right = MAP_BOX[0] + MAP_BOX[2] - 6
        end = (min(max(end[0], w / 2 + 6), right - w / 2), max(end[1], 104))
        c.rect((end[0] - w / 2, end[1] - 44, w, 26), (20, 18, 14, 225), 6)
        c.text(
            label,
            (end[0], end[1] - 31),
            16,
            "sans-b",
            d.HILITE if not danger else (255, 140, 110),
            "center",
        )

    def preview_first_target(self) -> Point | None:
        """Show the path of the farthest move target (screenshots); returns where on the map
        the mouse goes to hover it (None: no target, or none on the map)."""
        session = self.table.session
        dec = session.pending()
        if dec is None:
            return None
        targets = [c.target for c in dec.enabled() if c.id.startswith("move:") and c.target]
        if not targets:
            return None
        inv = session.decider()
        pts = int(dec.detail.get("points", 0) or 0)  # type: ignore[call-overload]
        paths = rules_board.paths_from(session.game, inv.area, pts) if inv and pts else {}
        self.preview = max(targets, key=lambda t: len(paths.get(t, [])))
        r = self.places.rect_of(self.preview)
        return None if r is None else (r[0] + r[2] / 2, r[1] + r[3] / 2)

    def preview_first_ride(self) -> Point | None:
        """Show the path of the first train ride on offer (screenshots of the two-town table);
        returns where on the map the mouse goes to hover its station. With no ride on offer,
        :meth:`preview_first_target`."""
        session = self.table.session
        dec = session.pending()
        rides = [c.target for c in dec.enabled() if c.id.startswith("rail:")] if dec else []
        if not rides or not rides[0]:
            return self.preview_first_target()
        self.preview = rides[0]
        return self.places.anchor(rides[0])
