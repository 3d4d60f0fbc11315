"""The map component: the printed board (painted once per window size and town in focus by
:mod:`.paint`) and what lies on it in this game — gates (the marker on the place's emblem, a
ribbon with its world's name and close modifier under the tile), Clues, seals, closed and
activity markers, the investigators and the monster markers (:mod:`.monster_card`: each with
its name on a plate; markers of one kind in one place stacked with their count), moving while
their animations run — the places a decision can be answered by clicking, the captions of the
holding areas (read, like everything here, from the shown state while a sequence plays), and
every hotspot's tooltip (the path a move would take is its :class:`~.path.PathPreview`'s). A
monster's card shows while its marker is under the mouse, and stays open after a right-click on
it until the next click, right-click or Escape.

The pieces are drawn again only when what they show changes (the state, the decision's
targets, the town in focus, the window) or while an animation runs; a frame where only the
mouse moved blits the last picture and adds its hotspots again.

With several towns on the table one is in focus and the others sit in its dock, drawn small:
each place a chip with its gate, Clues, monsters and investigators. The focus follows the
deciding investigator's town at each new decision; a click on a town's compact view (or Tab)
brings it into focus until the next decision. A place in the dock that answers the decision
(a train ride, a boat) is highlighted there and answers it when clicked. Input reaches the map
only as clicks on the hotspots it registers."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from arkham.catalog import Role, TownAlert
from arkham.engine import board as rules_board
from arkham.engine.decisions import Choice, Decision
from arkham.ui import draw as d
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.board.monster_card import (
    BELOW,
    MARKER,
    PLATE_H,
    PLATE_PLACES,
    draw_marker,
    draw_monster_card,
    marker_width,
    marks_of,
)
from arkham.ui.board.paint import LABEL, awareness_tag, emblem_centre, paint_map
from arkham.ui.board.path import PathPreview
from arkham.ui.board.plan import DOCK_TITLE, Compact, MapPlan, Point, Rect, map_plan
from arkham.ui.board.tips import investigator_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

TOKEN = 26.0
"""A token's size on the map, in reference units."""
ICON_WORDS = {
    "clue": "Clues",
    "money": "money",
    "common": "Common Items",
    "unique": "Unique Items",
    "spell": "Spells",
    "skill": "Skills",
    "ally": "allies",
    "sanity": "Sanity",
    "stamina": "Stamina",
    "blessing": "blessings",
}
"""A location's encounter icons, as the tooltip names them."""


class BoardMap:
    def __init__(self, table: Table) -> None:
        self.table = table
        self._folders = tuple(m.data for m in table.session.game.rules.modules)
        self._plans: dict[str | None, MapPlan] = {}
        self.plan: MapPlan = self._plan_for(None)
        self.target_keys: dict[str, str] = {}
        """Choice id → the hotspot that answers it, in the last drawn frame."""
        self.token_area: dict[str, str] = {}
        """A token's hotspot → the area it stands in (hovering it previews that area's path)."""
        self._printed: dict[str | None, tuple[tuple, pygame.Surface]] = {}
        """Town in focus → (window size and scale, the printed board painted for them)."""
        self._followed: tuple[int, str | None] | None = None
        """The decision the focus last followed (how many choices were made before it, who
        decides)."""
        self.markers: dict[str, tuple[str, Point, str | None]] = {}
        """A monster marker's hotspot → (its kind, where it stands, what a click on it does),
        in the last drawn frame."""
        self._layer: tuple[tuple, pygame.Surface, list[Hit]] | None = None
        """The pieces as last kept over the printed board: (what they showed, the picture,
        their hotspots)."""
        self._drawn: tuple | None = None
        """What the pieces showed in the last frame that drew them."""
        self._tagged: dict[str, bool] = {}
        self.pinned: str | None = None
        """The monster marker whose card a right-click opened (it stays until the next click,
        right-click or Escape)."""
        self.path = PathPreview(table, self)
        """The path a move would take, drawn over the map (dropped when the focus moves)."""

    @property
    def session(self):
        return self.table.session

    def forget_pieces(self) -> None:
        """Draw the pieces on the map afresh on the next frame (``make bench`` times that)."""
        self._drawn = None
        if self._layer is not None:
            self._layer = ((), self._layer[1], [])

    def forget_picture(self) -> None:
        """Paint the printed board again on the next frame (the settings changed)."""
        self._printed.clear()
        self._layer = self._drawn = None

    # ------------------------------------------------------------ the town in focus

    def _plan_for(self, town: str | None) -> MapPlan:
        plan = self._plans.get(town)
        if plan is None:
            plan = map_plan(self.session.game.cat, self._folders, town)
            self._plans[town] = self._plans[plan.town] = plan
        return plan

    @property
    def focus(self) -> str | None:
        """The town in focus (None when no town is drawn)."""
        return self.plan.town

    def set_focus(self, town: str) -> None:
        """Bring ``town`` into focus (it stays until the next decision follows the decider)."""
        if town in self.plan.towns and town != self.plan.town:
            self.plan = self._plan_for(town)
            self.path.preview = None
            self.table.redraw()

    def next_town(self) -> None:
        """Bring the next town on the table into focus (Tab)."""
        towns = self.plan.towns
        if len(towns) > 1:
            self.set_focus(towns[(towns.index(self.plan.town) + 1) % len(towns)])  # type: ignore[arg-type]

    def follow_decider(self) -> None:
        """At each new decision, bring the deciding investigator's town into focus (an
        investigator off every town leaves the focus where it is)."""
        session = self.session
        inv = session.decider()
        now = (len(session.game.choices), inv.id if inv else None)
        if now == self._followed:
            return
        self._followed = now
        town = session.cat.town_of.get(inv.area) if inv is not None else None
        if town is not None and town in self.plan.towns:
            self.set_focus(town)

    # ------------------------------------------------------------ geometry

    def rect_of(self, area: str) -> Rect | None:
        place = self.plan.places.get(area)
        return place.rect if place else None

    def docked(self, area: str) -> tuple[Compact, Rect] | None:
        """The compact view showing ``area`` (a town not in focus) and its chip there."""
        return self.plan.compact_of(area)

    def token_region(self, area: str) -> Rect:
        """Where tokens stand in ``area``: clear of its name, Clues and gate."""
        place = self.plan.places.get(area)
        if place is None:
            return (700, 440, 20, 20)
        x, y, w, h = place.rect
        if place.kind == "location":  # right of the emblem (and the Clues), under the name
            ls = self.session.state.locations.get(area)
            left = 62 if ls is not None and ls.clues else 38
            return (x + left, y + 40, w - left - 4, 34)
        if place.kind in ("street", "street-area"):
            if h >= 64:  # a tall plate (a long name on two lines): tokens under the name
                return (x + 8, y + 38, w - 16, h - 42)
            return (x + w * 0.46, y + 4, w * 0.54 - 8, h - 8)
        if place.kind == "special":
            return (x + 6, y + 30, w - 12, h - 50)
        return (x + 3, y + 24, w - 6, h - 28)

    def anchor(self, area: str) -> Point:
        """Where a token in ``area`` stands: its place on the map, or its chip in the dock."""
        if area not in self.plan.places:
            docked = self.docked(area)
            if docked is not None:
                x, y, w, h = docked[1]
                return x + w / 2, y + h / 2
        x, y, w, h = self.token_region(area)
        return x + w / 2, y + h / 2 - PLATE_H / 2

    def shown(self, area: str) -> bool:
        """Whether ``area`` is on screen: on the map or in the dock."""
        return area in self.plan.places or self.docked(area) is not None

    def slots(self, area: str, widths: list[float]) -> list[tuple[Point, str]]:
        """Where the tokens of ``area`` stand, ``widths`` wide each (a monster marker is as wide
        as its name plate; an investigator's as :data:`TOKEN`): each token's centre, and where
        its name plate goes (:data:`PLATE_PLACES`). Tokens stand in rows as wide as the region,
        each row centred; a row with more than fit spreads over the whole tile (a location's
        emblem too) and is squeezed, and each marker in it then carries its plate under, over
        or across its token, whichever is clear of the plates before it, so that plates side
        by side stay readable (three kinds in the Outskirts or the Sky need all three)."""
        if not widths:
            return []
        region = self.token_region(area)
        x, y, w, h = region
        row_h = MARKER + PLATE_H + 2
        rows = max(1, int(h // row_h))
        gap = 3.0
        lines: list[list[int]] = [[]]
        used = 0.0
        for i, wd in enumerate(widths):
            if lines[-1] and used + gap + wd > w and len(lines) < rows:
                lines.append([])
                used = 0.0
            used += (gap if lines[-1] else 0) + wd
            lines[-1].append(i)
        if rows == 1:  # the token in the region's middle, its plate under it (below if need be)
            tops = [y + h / 2 - PLATE_H / 2]
        else:
            tops = [y + MARKER / 2 + 1 + r * row_h for r in range(len(lines))]
        out: list[tuple[Point, str]] = [((0.0, 0.0), BELOW)] * len(widths)
        place = self.plan.places.get(area)
        for line, cy in zip(lines, tops):
            total = sum(widths[i] for i in line) + gap * (len(line) - 1)
            x, w = region[0], region[2]
            if total > w and place is not None and place.kind == "location":
                x, w = place.rect[0] + 2, place.rect[2] - 4  # crowded: over the emblem too
            squeeze = min(
                1.0, max(0.0, (w - widths[line[-1]]) / max(1.0, total - widths[line[-1]]))
            )
            left = x + w / 2 - min(total, w) / 2
            ends = dict.fromkeys(PLATE_PLACES, -math.inf)  # each place's rightmost plate end
            for i in line:
                cx = left + widths[i] / 2
                side = BELOW
                if squeeze < 1.0:
                    start = cx - widths[i] / 2
                    clear = [p for p in PLATE_PLACES if ends[p] <= start]
                    side = clear[0] if clear else min(PLATE_PLACES, key=ends.__getitem__)
                    ends[side] = cx + widths[i] / 2
                out[i] = ((cx, cy), side)
                left += (widths[i] + gap) * squeeze
        return out

    # ------------------------------------------------------------ the printed board

    def draw_printed(self, c: Canvas) -> None:
        key = (c.surface.get_size(), c.L.ui_scale)
        kept = self._printed.get(self.plan.town)
        if kept is None or kept[0] != key:
            surf = pygame.Surface(c.surface.get_size())
            surf.fill(d.BG)
            paint_map(Canvas(surf, c.L), self.plan, self.session.cat)
            kept = self._printed[self.plan.town] = (key, surf)
        c.surface.blit(kept[1], (0, 0))

    # ------------------------------------------------------------ what lies on it

    def targets(self, dec: Decision | None) -> dict[str, Choice]:
        """The places and monsters a click on the map answers ``dec`` with."""
        out: dict[str, Choice] = {}
        if dec is None:
            return out
        for ch in dec.choices:
            if (
                ch.disabled is None
                and ch.target
                and (self.shown(ch.target) or ch.target.startswith("monster:"))
            ):
                out.setdefault(ch.target, ch)
        return out

    def _layer_key(self, c: Canvas, targets: dict[str, Choice]) -> tuple | None:
        """What the pieces on the map are drawn from: the window, the town in focus, the
        decision's targets and everything of the state they show; None while an animation
        runs (then they are drawn afresh each frame)."""
        session = self.session
        if session.anims:
            return None
        st = session.state
        decider = session.decider()
        return (
            c.surface.get_size(),
            c.L.ui_scale,
            self.plan.town,
            session.revision,
            tuple((k, ch.id, ch.label) for k, ch in targets.items()),
            decider.id if decider is not None else None,
            tuple(st.monsters.items()),
            tuple(
                (i.id, i.area, i.status, i.delayed, i.explored, i.seat) for i in st.investigators
            ),
            tuple(
                (a, ls.gate, ls.clues, ls.sealed, ls.closed, len(ls.activity))
                for a, ls in st.locations.items()
            ),
            tuple(st.closed_streets),
            tuple(st.marks),
            st.terror,
        )

    def draw(self, c: Canvas, targets: dict[str, Choice]) -> None:
        """The pieces on the printed board and their hotspots. Drawn afresh at a change of what
        they show, and kept at the next frame that shows the same (a change costs no more than
        drawing them); while only the mouse moves, the kept picture is blitted and its hotspots
        added again."""
        key = self._layer_key(c, targets)
        ui = self.table.frame
        area = pygame.Rect(c.L.rect(MAP_BOX)).clip(c.surface.get_rect())
        if key is not None and self._layer is not None and self._layer[0] == key:
            c.surface.blit(self._layer[1], area.topleft)
            for hit in self._layer[2]:
                ui.add(hit)
            return
        mark = ui.mark()
        self._draw_pieces(c, targets)
        if key is None or key != self._drawn:  # a change: kept once a second frame shows it
            self._drawn = key
            return
        kept = self._layer[1] if self._layer is not None else None
        if kept is None or kept.get_size() != area.size:
            kept = pygame.Surface(area.size)
        kept.blit(c.surface, (0, 0), area)  # into the kept picture: cheaper than a new copy
        self._layer = (key, kept, ui.since(mark))

    def _draw_pieces(self, c: Canvas, targets: dict[str, Choice]) -> None:
        self.target_keys = {}
        self.token_area = {}
        self.markers = {}
        ui = self.table.frame
        for area, place in self.plan.places.items():
            r = place.rect
            ch = targets.get(area)
            if ch is not None:
                c.rect((r[0] - 4, r[1] - 4, r[2] + 8, r[3] + 8), d.TARGET, 10, 3)
                self.target_keys[ch.id] = f"area:{area}"
            if place.kind == "location":
                self._location_markers(c, area, r)
            elif area in self.session.state.closed_streets:
                _closed_marker(c, r)
            ui.add(
                Hit(
                    r,
                    f"area:{area}",
                    self._answer(ch),
                    lambda area=area, ch=ch: self.area_tip(area, ch),
                )
            )
        self._tags(c)
        self._captions(c)
        self._world_tips()
        self._tie_tips()
        self._title(c)
        for compact in self.plan.compacts:
            self._compact(c, compact, targets)
        self._tokens(c, targets)

    # ------------------------------------------------------------ the towns not in focus

    def raised(self, town: str | None) -> TownAlert | None:
        """The town's alert while it is raised (its mark in the state: Innsmouth's martial law),
        for a town that prints the awareness tags it is enforced by."""
        if town is None or town not in self.session.cat.towns:
            return None
        alert = self.session.cat.towns[town].alert
        if alert is None or alert.mark not in self.session.state.marks:
            return None
        return alert if self.tagged(town) else None

    def tag_tip(self, area: str) -> str | None:
        """What an area's awareness tag means, in a town whose alert uses them."""
        cat = self.session.cat
        town = cat.town_of.get(area)
        alert = cat.towns[town].alert if town in cat.towns else None
        if alert is None or not self.tagged(town):
            return None
        tag = cat.areas[area].awareness
        return alert.untagged if tag is None else alert.tagged.format(tag=f"{tag:+d}")

    def tagged(self, town: str | None) -> bool:
        """Whether ``town`` prints awareness tags (worked out once per town)."""
        if town is None or town not in self.session.cat.towns:
            return False
        if town not in self._tagged:
            cat = self.session.cat
            self._tagged[town] = any(
                cat.areas[a].awareness is not None for a in cat.towns[town].areas
            )
        return self._tagged[town]

    def _title(self, c: Canvas) -> None:
        """The name bar of the town in focus: its name, and martial law once declared."""
        r = self.plan.title
        town = self.plan.town
        if r is None or town is None:
            return
        x, y, w, h = r
        cat = self.session.cat
        name = cat.towns[town].name
        alert = cat.towns[town].alert
        raised = self.raised(town)
        if raised is not None:
            banner = raised.banner.format(town=name).upper()
            c.rect(r, (120, 20, 18), 6)
            c.rect(r, (240, 190, 90), 6, 2)
            c.text(banner, (x + 14, y + h / 2), 19, "serif-b", (255, 236, 200), "midleft")
            start = x + 30 + c.text_w(banner, 19, "serif-b")
            c.text(
                raised.rule,
                (x + w - 12, y + h / 2),
                LABEL,
                "serif",
                (255, 220, 200),
                "midright",
                max_w=x + w - 12 - start,
            )
            tip = f"{raised.help}: {cat.help_sections.get(raised.help, '')}"
        elif alert is not None:
            tip = alert.quiet.format(town=name)
        else:
            tip = f"{name}, in focus."
        self.table.frame.add(Hit(r, f"title:{town}", None, tip))

    def _compact(self, c: Canvas, compact: Compact, targets: dict[str, Choice]) -> None:
        """A town not in focus, small: what lies on each of its places; a click brings it into
        focus, or, on a place the decision offers, answers it."""
        ui = self.table.frame
        cat = self.session.cat
        town = compact.town
        x, y, w, _h = compact.rect

        def focus(town=town) -> None:
            self.set_focus(town)

        count = len([i for i in self.session.state.playing() if cat.town_of.get(i.area) == town])
        gates = [a for a in self.session.state.open_gates() if cat.town_of.get(a) == town]
        summary = (
            f"{compact.name}: {len(gates)} open gate{'s' if len(gates) != 1 else ''}, "
            f"{count} investigator{'s' if count != 1 else ''} there. Click (or press Tab) to "
            "bring it into focus."
        )
        ui.add(Hit(compact.rect, f"dock:{town}", focus, summary))
        ui.add(Hit((x, y, w, DOCK_TITLE), f"town:{town}", focus, summary))
        raised = self.raised(town)
        if raised is not None:
            bar = (x + 2, y + 2, w - 4, 22)
            c.rect(bar, (120, 20, 18), 5)
            c.text(
                f"{compact.name.upper()} · {raised.help.upper()}",
                (x + 10, y + 13),
                LABEL,
                "serif-b",
                (255, 236, 200),
                "midleft",
                max_w=w - 20,
            )
        for group in compact.groups:
            for area, r in group.chips:
                ch = targets.get(area)
                if ch is not None:
                    c.rect((r[0] - 2, r[1] - 1, r[2] + 4, r[3] + 2), d.TARGET, 5, 2.5)
                    self.target_keys[ch.id] = f"area:{area}"
                self._chip(c, area, r)
                click = self._answer(ch) or focus
                ui.add(
                    Hit(
                        r,
                        f"area:{area}",
                        click,
                        lambda area=area, ch=ch, name=compact.name: (
                            self.area_tip(area, ch)
                            if ch is not None
                            else f"Click: bring {name} into focus\n" + self.area_tip(area, None)
                        ),
                    )
                )

    def _chip(self, c: Canvas, area: str, r: Rect) -> None:
        """A place's chip in the dock: its name, then from the right its investigators,
        monsters, gate (or elder sign) and Clues."""
        st = self.session.state
        cat = self.session.cat
        x, y, w, h = r
        size = max(10.0, min(h - 4, 22.0))
        cy = y + h / 2
        right = x + w - 3
        invs = [i for i in st.playing() if i.area == area]
        for inv in invs[:3]:
            sheet = cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((right - size / 2, cy), size / 2, seat, d.initials(sheet.name))
            right -= size + 2
        if len(invs) > 3:
            right = _count(c, f"+{len(invs) - 3}", right, cy)
        monsters = st.monsters_at(area)
        if monsters:
            m = cat.monster_kinds[cat.kind_of_marker[monsters[0]]]
            if len(monsters) > 1:
                right = _count(c, f"×{len(monsters)}", right, cy)
            c.monster_token(
                (right - size * 0.8, cy - size * 0.4, size * 0.8, size * 0.8),
                m.dimension,
                m.movement,
                marks_of(m),
            )
            right -= size * 0.8 + 4
        ls = st.locations.get(area)
        if ls is not None:
            if ls.gate is not None:
                world = cat.worlds[cat.gate_markers[ls.gate].world]
                c.gate_token((right - size / 2, cy), size / 2, world.symbol, world.close_modifier)
                right -= size + 2
            elif ls.sealed:
                c.elder_sign((right - size / 2, cy), size * 0.42)
                right -= size + 2
            if ls.clues:
                c.clue_token((right - size * 0.4, cy), size * 0.4, ls.clues)
                right -= size * 0.8 + 3
        closed = (ls is not None and ls.closed) or area in st.closed_streets
        town = cat.town_of.get(area)
        lines = chip_lines(
            c,
            cat.area_name(area),
            cat.towns[town].name if town in cat.towns else "",
            max(12.0, right - x - 8),
            h,
        )
        if closed:
            lines[0] = "CLOSED · " + lines[0]
        ink = (150, 140, 120) if closed else d.TEXT_LIGHT
        step = LINE if len(lines) > 1 else 0.0
        for i, line in enumerate(lines):
            at = (x + 6, cy + (i - (len(lines) - 1) / 2) * step)
            c.text(line, at, LABEL, "serif", ink, "midleft", max_w=max(12.0, right - x - 8))

    def _location_markers(self, c: Canvas, loc: str, r: Rect) -> None:
        cat = self.session.cat
        ls = self.session.state.locations[loc]
        if ls.closed:
            _closed_marker(c, r)
        ex, ey = emblem_centre(r)
        if ls.clues:  # beside the emblem
            c.clue_token((ex + 29, ey), 11, ls.clues)
        for i, _card in enumerate(ls.activity):
            x, y = r[0] + r[2] - 10 - i * 14, r[1] + 30
            c.polygon([(x - 6, y), (x, y - 7), (x + 6, y), (x, y + 7)], (150, 70, 200))
        if ls.sealed:  # on the emblem, as the sign lies on the printed place
            c.elder_sign((ex, ey), 17)
        if ls.gate is not None:  # on the emblem, as the gate marker covers the place's picture
            world = cat.worlds[cat.gate_markers[ls.gate].world]
            self._gate_ribbon(c, r, world.name, world.close_modifier)
            c.gate_token((ex, ey), 17, world.symbol, world.close_modifier)

    def _gate_ribbon(self, c: Canvas, r: Rect, name: str, modifier: int) -> None:
        """The open gate's world and close modifier on a ribbon hung under the tile's left end
        (under the gate), short of the awareness tag in a town that prints them and never over
        the place below; painted once per text."""
        text = f"{name} {d.signed(modifier)}"
        room = r[2] - 34 if self.tagged(self.plan.town) else r[2] + 12
        tw = min(c.text_w(text, LABEL, "serif-b") + 14, room)
        x = r[0] - 6
        top = min(r[1] + r[3] - 1, self._below(r, x, x + tw) - 24)
        c.sprite(("gate-ribbon", text, tw), (x, top, tw + 2, 23), lambda cv: _ribbon(cv, text, tw))

    def _below(self, r: Rect, left: float, right: float) -> float:
        """The top of the nearest place under ``r`` between ``left`` and ``right`` (far down
        when there is none)."""
        bottom = r[1] + r[3]
        tops = [
            p.rect[1]
            for p in self.plan.places.values()
            if p.rect[1] >= bottom - 1 and p.rect[0] < right and p.rect[0] + p.rect[2] > left
        ]
        return min(tops, default=bottom + 100)

    def _captions(self, c: Canvas) -> None:
        short = self.captions(short=True)
        for area, text in self.captions().items():
            r = self.rect_of(area)
            if r is not None:
                if c.text_w(text, LABEL, "serif") > r[2] - 8:
                    text = short.get(area, text)
                ink = (190, 182, 160)
                if c.text_w(text, LABEL, "serif") <= r[2] - 8:
                    c.text(
                        text, (r[0] + r[2] / 2, r[1] + r[3] - 4), LABEL, "serif", ink, "midbottom"
                    )
                    continue
                box = (r[0] + 4, r[1] + r[3] - 42, r[2] - 8, 40)  # two lines
                c.para(text, box, LABEL, "serif", ink, 0.85, 2, "center")

    def captions(self, short: bool = False) -> dict[str, str]:
        """Area → the line at its foot: what its layout says of it, or, for the Sky and the
        Outskirts, how full they are against the limits the engine sets (``short``: in a few
        words, for a narrow place), read from the shown state while a sequence plays."""
        g = self.session.shown_game
        cat = g.cat
        places = self.plan.places.values()
        out = {p.id: str(p.style["caption"]) for p in places if "caption" in p.style}
        if cat.has_role(Role.SKY):
            sky = cat.role(Role.SKY)
            counted = [
                town.name
                for town in cat.towns.values()
                if any(rules_board.counts_toward_monster_limit(g, a) for a in town.areas)
            ]
            where = ", ".join(counted) + f" and {_in_sentence(cat.area_name(sky))}"
            limit = rules_board.monster_limit(g)
            bound = "no limit" if limit is None else f"limit {limit}"
            count = rules_board.monsters_toward_limit(g)
            out[sky] = f"Monsters in {where}: {count} ({bound})"
            if short:
                out[sky] = f"{count} of {limit} (limit)" if limit is not None else f"{count}"
        if cat.has_role(Role.OUTSKIRTS):
            outskirts = cat.role(Role.OUTSKIRTS)
            count = len(g.state.monsters_at(outskirts))
            most = rules_board.outskirts_limit(g)
            out[outskirts] = f"{count} here, at most {most}"
            if short:
                out[outskirts] = f"{count} of at most {most}"
        return out

    def _tags(self, c: Canvas) -> None:
        """The awareness tags of the town in focus, if it prints them (over the highlights;
        red while the town's alert is raised)."""
        town = self.plan.town
        cat = self.session.cat
        if town is None or not self.tagged(town):
            return
        enforced = self.raised(town) is not None
        for area in cat.towns[town].areas:
            place = self.plan.places.get(area)
            fact = cat.areas[area]
            if place is None or place.kind == "special":
                continue
            x, y, w, h = place.rect
            awareness_tag(c, (x + w - 20, y + h + 2), fact.awareness, enforced)
            tip = self.tag_tip(area)
            if tip is not None:
                self.table.frame.add(Hit((x + w - 39, y + h - 8, 38, 20), f"tag:{area}", None, tip))

    def _tie_tips(self) -> None:
        """What a printed bar between two places means: the ability of one that reaches the
        other."""
        cat = self.session.cat
        for tie in self.plan.ties:
            (ax, ay), (bx, by) = tie.points
            r = (min(ax, bx) - 6, min(ay, by) - 10, abs(bx - ax) + 12, abs(by - ay) + 20)
            summary = next(
                (
                    s
                    for s in (cat.areas[tie.a].ability_summary, cat.areas[tie.b].ability_summary)
                    if s
                ),
                "",
            )
            tip = (
                f"{cat.area_name(tie.a)} and {cat.area_name(tie.b)} are tied, not linked: no one "
                f"moves along this bar. {summary}"
            )
            self.table.frame.add(Hit(r, f"tie:{tie.a}:{tie.b}", None, tip.strip()))

    def _world_tips(self) -> None:
        cat = self.session.cat
        st = self.session.state
        for world in self.plan.worlds:
            w = cat.worlds[world.id]
            r = world.panel
            gates = [
                cat.area_name(loc)
                for loc in st.open_gates()
                if cat.gate_markers[st.locations[loc].gate].world == world.id  # type: ignore[index]
            ]
            tip = (
                f"{w.name}: an Other World. Gates to it close at {w.close_modifier:+d}; its "
                f"encounter cards are the {', '.join(w.colours)} ones; its monsters' symbol is "
                f"the {w.symbol}.\n"
                + (f"Open gates to it: {', '.join(gates)}." if gates else "No gate to it is open.")
                + "\nInvestigators go from the first area to the second, then back to Arkham."
            )
            self.table.frame.add(Hit((r[0], r[1], r[2], 90), f"world:{world.id}", None, tip))

    def _tokens(self, c: Canvas, targets: dict[str, Choice]) -> None:
        """Every investigator and monster on the map; a token being moved by the current
        animation slides, and the ones queued after it wait where they were."""
        st = self.session.state
        cat = self.session.cat
        anims = self.session.anims
        current = anims[0] if anims else None
        held_inv: dict[str, Point | None] = {}
        held_mon: dict[str, Point | None] = {}
        for i, a in enumerate(anims):
            if a.kind == "move-inv":
                inv_id = str(a.data["inv"])
                if inv_id not in held_inv:
                    held_inv[inv_id] = None if i == 0 else self.anchor(str(a.data["frm"]))
            elif a.kind in ("move-monster", "monster-appear"):
                m = str(a.data["monster"])
                if m not in held_mon:
                    if a.kind == "monster-appear":
                        held_mon[m] = None if i == 0 else (-100, -100)
                    else:
                        held_mon[m] = None if i == 0 else self.anchor(str(a.data["frm"]))
        if current is not None and current.kind == "gate":
            r = self.rect_of(str(current.data["at"]))
            if r:
                p = current.progress
                c.circle(
                    emblem_centre(r),
                    20 + 60 * p,
                    (230, 120, 230),
                    4 * (1 - p) + 1,
                )
        places: dict[str, list[tuple[str, str, int]]] = {}
        for area, markers in self._stacks(targets, held_mon).items():
            places[area] = [("monster", marker, n) for marker, n in markers]
        for inv in st.investigators:
            if inv.status == "playing" and inv.area in self.plan.places:
                places.setdefault(inv.area, []).append(("inv", inv.id, 1))
        movers: list[tuple[str, str, Point]] = []
        for area, items in places.items():
            widths = [
                marker_width(c, cat.monster_kinds[cat.kind_of_marker[ident]], n)
                if kind == "monster"
                else TOKEN + 3
                for kind, ident, n in items
            ]
            for (kind, ident, n), (pos, place) in zip(items, self.slots(area, widths)):
                held = held_inv if kind == "inv" else held_mon
                if ident in held:
                    hold = held[ident]
                    if hold is None and current is not None:
                        if current.kind == "monster-appear":
                            movers.append((kind, ident, pos))
                            continue
                        frm = self.anchor(str(current.data["frm"]))
                        p = ease(current.progress)
                        pos = (frm[0] + (pos[0] - frm[0]) * p, frm[1] + (pos[1] - frm[1]) * p)
                        movers.append((kind, ident, pos))
                        continue
                    if hold is not None:
                        pos = hold
                self._token(c, kind, ident, pos, targets, area, n, place)
        for kind, ident, pos in movers:
            if current is not None and current.kind == "monster-appear":
                p = current.progress
                r = MARKER * (0.4 + 0.6 * p)
                m = cat.monster_kinds[cat.kind_of_marker[ident]]
                c.circle(pos, TOKEN * (1.6 - p), (230, 200, 120), 2)
                c.monster_token(
                    (pos[0] - r / 2, pos[1] - r / 2, r, r), m.dimension, m.movement, marks_of(m)
                )
            else:
                self._token(c, kind, ident, pos, targets, None)

    def _stacks(
        self, targets: dict[str, Choice], held: dict[str, Point | None]
    ) -> dict[str, list[tuple[str, int]]]:
        """Area → its monster markers as drawn: markers of one kind stacked under the first
        (with their count), except those a click answers the decision with or an animation
        moves, which stand on their own."""
        cat = self.session.cat
        out: dict[str, list[tuple[str, int]]] = {}
        tops: dict[tuple[str, str], int] = {}
        for marker, where in self.session.state.monsters.items():
            if where not in self.plan.places:
                continue
            row = out.setdefault(where, [])
            kind = cat.kind_of_marker[marker]
            alone = f"monster:{marker}" in targets or marker in held
            at = tops.get((where, kind))
            if alone or at is None:
                if not alone:
                    tops[(where, kind)] = len(row)
                row.append((marker, 1))
            else:
                top, n = row[at]
                row[at] = (top, n + 1)
        return out

    def _token(
        self,
        c: Canvas,
        kind: str,
        ident: str,
        pos: Point,
        targets: dict[str, Choice],
        area: str | None,
        count: int = 1,
        place: str = BELOW,
    ) -> None:
        """A token (a monster marker on top of ``count`` of its kind, its name plate where
        ``place`` says); in a targeted area a click on it answers for the area."""
        cat = self.session.cat
        ui = self.table.frame
        area_ch = targets.get(area) if area else None
        key = f"{'monster' if kind == 'monster' else 'inv'}:{ident}"
        if area is not None:
            self.token_area[key] = area
        if kind == "monster":
            m = cat.monster_kinds[cat.kind_of_marker[ident]]
            ch = targets.get(f"monster:{ident}")
            if ch is not None:
                c.rect(
                    (pos[0] - MARKER / 2 - 4, pos[1] - MARKER / 2 - 4, MARKER + 8, MARKER + 8),
                    d.TARGET,
                    5,
                    3,
                )
            r = draw_marker(c, pos, m, count, place=place)
            click = ch or area_ch
            self.markers[key] = (m.id, pos, click.label if click is not None else None)
            ui.add(Hit(r, key, self._answer(click), None))
            if ch is not None:
                self.target_keys[ch.id] = f"monster:{ident}"
            return
        inv = self.session.state.investigator(ident)
        sheet = cat.investigators[inv.id]
        seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
        decider = self.session.decider()
        ring = d.HILITE if decider is not None and decider.id == inv.id else None
        c.investigator_token(pos, TOKEN / 2, seat, d.initials(sheet.name), inv.delayed, ring)
        if inv.explored:
            c.circle((pos[0] + 11, pos[1] - 11), 10, (70, 160, 90))
            c.circle((pos[0] + 11, pos[1] - 11), 10, d.WHITE, 1)
            c.text("E", (pos[0] + 11, pos[1] - 11), LABEL, "sans-b", d.WHITE, "center")
        click = area_ch.label if area_ch is not None else None
        tip = _with_click(click, investigator_tip, self.session, inv)
        ui.add(Hit((pos[0] - 13, pos[1] - 13, 26, 26), key, self._answer(area_ch), tip))

    # ------------------------------------------------------------ the monster card

    def draw_card(self, c: Canvas) -> None:
        """The card of the monster marker right-clicked (pinned), or else of the one under the
        mouse."""
        key = self.pinned if self.pinned in self.markers else self.table.frame.hover
        spot = self.markers.get(key or "")
        if spot is None:
            return
        kind, pos, click = spot
        m = self.session.cat.monster_kinds[kind]
        if key == self.pinned:
            footer = "Right-click, click or Esc: close"
        else:
            footer = f"Click: {click}" if click else "Right-click: keep this card open"
        draw_monster_card(c, m, pos, MAP_BOX, footer)

    def right_click(self, at: Point) -> bool:
        """A right-click at ``at``: on a monster marker, pin its card open (or close it if
        it is the one open); elsewhere, close an open card. True when it acted."""
        hit = self.table.frame.at(at)
        if hit is not None and hit.key in self.markers:
            self.pinned = None if self.pinned == hit.key else hit.key
            self.table.redraw()
            return True
        return self.unpin()

    def unpin(self) -> bool:
        """Close the pinned monster card; True if one was open."""
        if self.pinned is None:
            return False
        self.pinned = None
        self.table.redraw()
        return True

    def _answer(self, ch: Choice | None) -> Callable[[], None] | None:
        if ch is None:
            return None
        return lambda cid=ch.id: self.table.submit(cid)

    # ------------------------------------------------------------ tooltips

    def _town_lines(self, area: str) -> list[str]:
        """What the expansion boards print on a place: water, the train, the awareness tag."""
        cat = self.session.cat
        fact = cat.areas[area]
        lines = []
        if fact.aquatic:
            marker = any(area in b.aquatic_markers for b in cat.boards.values())
            lines.append(
                "Aquatic (the wave"
                + (", an aquatic marker from another town's board" if marker else "")
                + "): aquatic monsters leap from one aquatic place to another where "
                "investigators are, and a boat can reach it."
            )
        if fact.ends_movement:
            lines.append("Entering it ends your movement.")
        if fact.restricted_entry:
            lines.append("Entered only from its own links or through its gate from an Other World.")
        if fact.by_water and not fact.restricted_entry:
            lines.append("Off the land: no effect can simply put you here.")
        if len(self.plan.towns) > 1 and area in self.session.cat.stations():
            lines.append(
                "Station: for $1 and 1 movement point a train takes you to another town's "
                "station, and your move goes on."
            )
        tag = self.tag_tip(area)
        if tag is not None:
            lines.append(tag)
        return lines

    def area_tip(self, area: str, ch: Choice | None) -> str:
        cat = self.session.cat
        st = self.session.state
        lines: list[str] = []
        if area in cat.locations:
            loc = cat.locations[area]
            ls = st.locations[area]
            lines.append(f"{loc.name} ({cat.neighbourhoods[loc.neighbourhood].name})")  # type: ignore[index]
            lines.append(
                "Stable: gates never open here." if loc.stable else "Unstable: gates may open here."
            )
            lines.append(
                "Encounters here often bring "
                + " and ".join(ICON_WORDS.get(i, i) for i in loc.icons)
                + "."
            )
            if loc.ability_summary and not ls.closed:
                lines.append(loc.ability_summary)
            if ls.clues:
                lines.append(f"{ls.clues} Clue token{'s lie' if ls.clues > 1 else ' lies'} here.")
            if ls.gate:
                w = cat.worlds[cat.gate_markers[ls.gate].world]
                lines.append(f"A gate to {w.name} is open here (close {w.close_modifier:+d}).")
            if ls.sealed:
                lines.append("Sealed with an elder sign: no gate or monster can appear here.")
            if ls.closed:
                lines.append("Closed.")
            lines += self._town_lines(area)
        elif area in cat.streets:
            s = cat.streets[area]
            lines.append(s.name)
            lines.append(
                f"Monsters leave along the white arrow to {cat.area_name(s.white)} or the black "  # type: ignore[arg-type]
                f"arrow to {cat.area_name(s.black)}."  # type: ignore[arg-type]
            )
            if s.ability_summary:
                lines.append(s.ability_summary)
            if area in st.closed_streets:
                lines.append("Closed: whoever is here may leave, but no one may enter.")
            lines += self._town_lines(area)
        elif area in cat.special_areas:
            sa = cat.special_areas[area]
            lines.append(sa.name)
            if sa.summary:
                lines.append(sa.summary)
            caption = self.captions().get(area)
            if (
                caption
                and area
                in (cat.roles.get(Role.SKY, {}) | cat.roles.get(Role.OUTSKIRTS, {})).values()
            ):
                lines.append(caption + ".")
        elif area in cat.world_of_area:
            w = cat.worlds[cat.world_of_area[area]]
            lines.append(cat.area_name(area))
            lines.append(
                f"Encounter colours: {', '.join(w.colours)}. Gates to it close at {w.close_modifier:+d}."
            )
        if area in cat.areas:
            here = [i for i in st.playing() if i.area == area]
            if here:
                names = ", ".join(cat.investigators[i.id].name for i in here)
                lines.append(f"Here: {names}.")
            monsters = st.monsters_at(area)
            if monsters:
                kinds = [cat.monster_kinds[cat.kind_of_marker[m]].name for m in monsters]
                lines.append(f"Monsters here: {', '.join(kinds)}.")
        if ch is not None:
            lines.insert(0, f"Click: {ch.label}")
            path = self.path.path_to(area)
            if path is not None:
                names = " → ".join(cat.area_name(a) for a in path)
                dec = self.session.pending()
                fare = self.path.fare_to(dec, area) if dec is not None else None
                cost = f"{len(path)} movement point{'s' if len(path) != 1 else ''}"
                if fare:
                    cost += f", train fare {fare}"
                lines.insert(1, f"Path ({cost}): {names}")
                danger = self.path.monsters_on_path(path)
                if danger:
                    lines.insert(
                        2, "Monsters on the way (evade or fight each): " + ", ".join(danger)
                    )
        return "\n".join(lines)


LINE = 17.0
"""The distance between the two lines of a place's name on a chip in the dock."""


def chip_lines(c: Canvas, name: str, town: str, room: float, height: float) -> list[str]:
    """A place's name on its chip in the dock, ``room`` wide and ``height`` tall: the whole
    name if it fits; else a shorter form (without "Streets", without the town's name, without
    its last words while two are left); else on two lines if the chip is tall enough; else
    its first word, cut if need be."""

    def fits(text: str) -> bool:
        return c.text_w(text, LABEL, "serif") <= room

    if fits(name):
        return [name]
    forms = [name]
    if name.endswith(" Streets"):
        forms.append(name.removesuffix(" Streets"))
    if town and name.startswith(town + " ") and len(name) > len(town) + 1:
        forms += [f.removeprefix(town + " ") for f in list(forms)]
    for form in forms:
        if fits(form):
            return [form]
    for form in forms:
        words = form.split()
        while len(words) >= 2:
            if fits(" ".join(words)):
                return [" ".join(words)]
            words.pop()
    if height >= 2 * LINE + 2:
        words = name.split()
        for k in range(len(words) - 1, 0, -1):
            top, bottom = " ".join(words[:k]), " ".join(words[k:])
            if fits(top) and fits(bottom):
                return [top, bottom]
    return [forms[-1].split()[0]]


def _count(c: Canvas, text: str, right: float, cy: float) -> float:
    """A small count (\"×3\", \"+2\") ending at ``right``; returns where it starts."""
    w = c.text_w(text, LABEL, "sans-b")
    c.text(text, (right, cy), LABEL, "sans-b", d.TEXT_LIGHT, "midright")
    return right - w - 3


def ease(p: float) -> float:
    return p * p * (3 - 2 * p)


def _in_sentence(name: str) -> str:
    """A place's name inside a sentence: "The Sky" → "the Sky"."""
    return "the" + name[3:] if name.startswith("The ") else name


def _with_click(click: str | None, tip: Callable[..., str], *args) -> Callable[[], str]:
    """A tooltip written when shown, led by what a click on it does."""

    def text() -> str:
        body = tip(*args)
        return f"Click: {click}\n{body}" if click else body

    return text


def _ribbon(c: Canvas, text: str, tw: float) -> None:
    """A gate's ribbon, ``tw`` wide, at (0, 0)."""
    c.rect((1, 2, tw, 21), (0, 0, 0), 4)
    c.rect((0, 0, tw, 21), (88, 24, 80), 4)
    c.rect((0, 0, tw, 21), (230, 170, 230), 4, 1)
    c.text(text, (tw / 2, 10.5), LABEL, "serif-b", (252, 230, 252), "center", max_w=tw - 8)


def _closed_marker(c: Canvas, r: Rect) -> None:
    """A closed location or street: darkened, with the word across it."""
    c.rect(r, (20, 14, 10, 150), 7)
    c.text("CLOSED", (r[0] + r[2] / 2, r[1] + r[3] / 2 + 6), 20, "serif-b", (230, 90, 70), "center")
