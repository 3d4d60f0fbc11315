"""The board scene: the whole of Arkham drawn by the program, the side panel (investigator sheet,
the others, the prompt with its choices, the last roll, the game log), and the overlay that
follows the engine's pending decision.
"""

from __future__ import annotations

import itertools
import math

import pygame

from arkham.engine import board as rules_board
from arkham.engine.decisions import Choice, Decision
from arkham.engine.state import Investigator, card_of
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.draw import Canvas
from arkham.ui.layout import board_layout
from arkham.ui.scenes import overlays
from arkham.ui.scenes.base import Scene
from arkham.ui.session import GameSession
from arkham.ui.widgets import Hit, arrow_button, button

MAP = (0, 56, 1420, 1024)
PANEL_X, PANEL_W = 1428, 484
PHASE_NAMES = {
    "setup": "Setting up",
    "upkeep": "Upkeep",
    "movement": "Movement",
    "arkham": "Arkham Encounters",
    "other-worlds": "Other World Encounters",
    "mythos": "Mythos",
    "final-battle": "The Final Battle",
    "over": "Game over",
}
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
CARD_KIND_COLOURS = {
    "common": (196, 170, 120),
    "unique": (170, 120, 170),
    "spell": (120, 130, 200),
    "skill": (120, 170, 110),
    "ally": (210, 150, 90),
    "special": (170, 170, 160),
}
TOKEN = 26.0


class BoardScene(Scene):
    name = "board"

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.geo = board_layout()
        self.areas: dict[str, dict] = self.geo["areas"]
        self.static: pygame.Surface | None = None
        self.static_key: tuple | None = None
        self.log_scroll = 0
        self.preview: str | None = None
        self.target_keys: dict[str, str] = {}
        self.clock = 0.0
        self.token_area: dict[str, str] = {}

    # ------------------------------------------------------------ acting

    @property
    def cat(self):
        return self.session.cat

    @property
    def state(self):
        return self.session.state

    def submit(self, choice_id: str) -> None:
        dec = self.session.pending()
        if dec is None or choice_id not in {c.id for c in dec.enabled()}:
            return  # a click on a frame drawn before the decision changed
        self.session.skip_anims()
        self.session.submit(choice_id)
        self.log_scroll = 0
        self.preview = None
        self.app.dirty = True

    def key_for_choice(self, choice_id: str) -> str | None:
        """The hit key that submits ``choice_id`` in the last drawn frame."""
        if self.ui.find(f"choice:{choice_id}") is not None:
            return f"choice:{choice_id}"
        key = self.target_keys.get(choice_id)
        if key is not None and self.ui.find(key) is not None:
            return key
        return None

    def preview_first_target(self) -> None:
        """Show the path preview of a far move target (used by screenshots)."""
        dec = self.session.pending()
        if dec is None:
            return
        targets = [c.target for c in dec.enabled() if c.id.startswith("move:") and c.target]
        if targets:
            inv = self.session.decider()
            pts = int(dec.detail.get("points", 0) or 0)
            paths = rules_board.paths_from(self.session.game, inv.area, pts) if inv and pts else {}
            self.preview = max(targets, key=lambda t: len(paths.get(t, [])))
            if self.preview in self.areas:
                x, y, w, h = self.areas[self.preview]["rect"]
                self.ui.mouse = (x + w / 2, y + h / 2)

    # ------------------------------------------------------------ loop

    def update(self, dt: float) -> None:
        s = self.session
        if s.animating():
            s.step_anims(dt)
            self.clock += dt
            self.app.dirty = True
            return
        if s.shadow is None and s.undo_blocker() is None:
            s.ensure_shadow()  # idle after an undo: make the next one instant too
        if self.app.stack.top is not self or s.notices:
            return
        who = s.needs_hand_over()
        if who is None:
            return
        if self.app.settings.pass_screen:
            from arkham.ui.scenes.pass_device import PassDeviceScene

            self.app.push(PassDeviceScene(self.app, s, who))
        else:
            s.acknowledged = who

    def animating(self) -> bool:
        return self.session.animating()

    def handle(self, event: pygame.event.Event) -> None:
        if self.session.animating() and (
            event.type == pygame.KEYDOWN
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3))
        ):
            self.session.skip_anims()
            self.app.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_F1:
                self.open_help()
                return
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.session.notices:
                self.session.dismiss_notice()
                self.app.dirty = True
                return
        if event.type == pygame.MOUSEWHEEL:
            x, y = self.ui.mouse
            if x >= PANEL_X and y >= self._log_top:
                self.log_scroll = max(0, self.log_scroll + int(event.y) * 2)
                self.app.dirty = True
                return
        if event.type == pygame.MOUSEMOTION:
            old = self.ui.hover
            super().handle(event)
            if self.ui.hover != old:
                self.app.dirty = True
            return
        super().handle(event)

    def undo(self) -> None:
        """Take back the last decision, if it revealed nothing (else say why)."""
        reason = self.session.undo_blocker()
        if reason is not None:
            self.app.toast(reason)
            return
        self.session.undo()
        self.log_scroll = 0
        self.preview = None
        self.app.toast("The last decision was taken back")
        self.app.dirty = True

    def open_menu(self) -> None:
        from arkham.ui.scenes.menu import MenuScene

        self.app.push(MenuScene(self.app))

    def open_help(self) -> None:
        from arkham.ui.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, self.session))

    # ------------------------------------------------------------ geometry

    def rect_of(self, area: str) -> tuple[float, float, float, float] | None:
        a = self.areas.get(area)
        return tuple(a["rect"]) if a else None  # type: ignore[return-value]

    def token_region(self, area: str) -> tuple[float, float, float, float]:
        a = self.areas.get(area)
        if a is None:
            return (700, 440, 20, 20)
        x, y, w, h = a["rect"]
        kind = a["kind"]
        if kind == "location":
            ls = self.state.locations.get(area)
            left = 26 if ls is not None and ls.clues else 4
            right = 44 if ls is not None and (ls.gate or ls.sealed) else 4
            return (x + left, y + 44, w - left - right, 30)
        if kind == "street":
            return (x + w * 0.46, y + 4, w * 0.54 - 8, h - 8)
        if kind == "special":
            return (x + 6, y + 30, w - 12, h - 50)
        return (x + 3, y + 24, w - 6, h - 28)

    def anchor(self, area: str) -> tuple[float, float]:
        x, y, w, h = self.token_region(area)
        return x + w / 2, y + h / 2

    def slots(self, area: str, n: int) -> list[tuple[float, float]]:
        if n <= 0:
            return []
        x, y, w, h = self.token_region(area)
        step = TOKEN + 3
        cols = max(1, int(w // step))
        rows = max(1, int(h // step))
        if n > cols * rows:
            cols = math.ceil(n / rows)
        per_row = min(n, cols)
        stepx = min(step, (w - TOKEN) / max(1, per_row - 1)) if per_row > 1 else step
        out = []
        for i in range(n):
            r, col = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            row_w = (in_row - 1) * stepx
            cx = x + w / 2 - row_w / 2 + col * stepx
            cy = y + TOKEN / 2 + 1 + r * step
            if rows == 1:
                cy = y + h / 2
            out.append((cx, cy))
        return out

    # ------------------------------------------------------------ drawing

    def draw(self, c: Canvas) -> None:
        self.target_keys = {}
        self.token_area: dict[str, str] = {}
        dec = self.session.pending()
        self.draw_static(c)
        overlay = overlays.pick(self, dec)
        targets = self.board_targets(dec) if overlay is None else {}
        self.draw_areas(c, targets)
        self.draw_tracks(c)
        if overlay is None:
            self.draw_path_preview(c, dec)
        self.draw_banner(c, dec)
        self.draw_panel(c, dec, overlay is not None)
        if overlay is not None:
            overlay(c)

    # -- the static board (cached per window size)

    def draw_static(self, c: Canvas) -> None:
        key = (c.surface.get_size(), self.app.layout.ui_scale)
        if self.static is None or self.static_key != key:
            surf = pygame.Surface(c.surface.get_size())
            surf.fill(d.BG)
            self._paint_static(Canvas(surf, c.L))
            self.static, self.static_key = surf, key
        c.surface.blit(self.static, (0, 0))

    def _paint_static(self, c: Canvas) -> None:
        cat = self.cat
        c.rect((0, 56, 1420, 1024), d.MAP)
        # the river, for flavour
        river = [(0, 246), (300, 258), (600, 244), (900, 260), (1200, 246), (1420, 252)]
        c.lines(river, (30, 48, 62), 16)
        c.text("Miskatonic River", (1180, 224), 14, "serif-i", (90, 120, 140))
        for r in self.geo["neighbourhoods"].values():
            c.rect(r, d.CELL, 10)
            c.rect(r, d.CELL_EDGE, 10, 1)
        # roads between streets, then the white and black monster arrows
        for road in self.geo["roads"]:
            c.lines(road["points"], d.ROAD_EDGE, 12)
            c.lines(road["points"], d.ROAD, 7)
        # locations to their streets
        for loc in cat.locations.values():
            lr = self.rect_of(loc.id)
            sr = self.rect_of(cat.street_of[loc.neighbourhood])
            if lr and sr:
                lx = lr[0] + lr[2] / 2
                top = lr[1] < sr[1]
                a = (lx, lr[1] + lr[3]) if top else (lx, lr[1])
                b = (min(max(lx, sr[0] + 14), sr[0] + sr[2] - 14), sr[1] if top else sr[1] + sr[3])
                c.line(a, b, d.ROAD_EDGE, 6)
                c.line(a, b, (92, 82, 62), 3)
        for area, a in self.areas.items():
            kind = a["kind"]
            r = a["rect"]
            if kind == "location":
                self._paint_location(c, area, r)
            elif kind == "street":
                nb = cat.streets[area].neighbourhood
                c.rect(r, d.STREET, 8)
                c.rect(r, d.STREET_EDGE, 8, 1.5)
                c.text(
                    cat.neighbourhoods[nb].name.upper(),
                    (r[0] + 12, r[1] + 8),
                    15,
                    "serif-b",
                    d.GOLD,
                )
                c.text("streets", (r[0] + 12, r[1] + 28), 13, "serif-i", (190, 176, 146))
            elif kind == "special":
                fill = {
                    "sky": (30, 46, 72),
                    "outskirts": (56, 44, 32),
                    "lost": (44, 30, 62),
                    "jail": (48, 48, 50),
                }[area]
                c.rect(r, fill, 10)
                if area in ("sky", "lost"):
                    for i in range(18 if area == "sky" else 9):
                        sx = r[0] + 10 + (i * 137) % (r[2] - 20)
                        sy = r[1] + 30 + (i * 53) % (r[3] - 50)
                        c.circle((sx, sy), 1.2 + (i % 3) * 0.5, (150, 160, 190))
                c.rect(r, (120, 110, 90), 10, 1.5)
                name = cat.special_areas[area].name
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
        # the white and black monster arrows, on the roads just outside the streets
        for road in self.geo["roads"]:
            for src, dst, pts in (
                (road["a"], road["b"], road["points"]),
                (road["b"], road["a"], road["points"][::-1]),
            ):
                for colour, table, offset in (("white", cat.white, -7), ("black", cat.black, 7)):
                    if table.get(src) == dst:
                        self._arrow(c, src, dst, pts, colour, offset)
        self._arrow_legend(c, (486, 646))
        c.rect((0, 846, 1420, 234), (18, 16, 22))
        for wid, r in self.geo["worlds"].items():
            self._paint_world(c, wid, r)
        t = self.geo["tracks"]
        c.rect(t, (30, 26, 26), 10)
        c.rect(t, (110, 80, 60), 10, 1.5)

    def _arrow(self, c: Canvas, src: str, dst: str, pts: list, colour: str, offset: float) -> None:
        """The arrow out of ``src`` along the road ``pts``: a little way past where the road
        leaves the street, scaled to the gap between the two streets."""
        r, rd = self.rect_of(src), self.rect_of(dst)
        if r is None or rd is None:
            return
        walk = _walk(pts)
        if not walk:
            return
        leave = next((i for i, (p, _) in enumerate(walk) if not _inside(p, r)), len(walk) - 1)
        enter = next(
            (i for i in range(len(walk) - 1, -1, -1) if not _inside(walk[i][0], rd)), leave
        )
        gap = max(0, enter - leave)
        size = max(10.0, min(18.0, gap / 2 - 4))
        start = leave
        if len(pts) > 2:  # a road that bends may share its first stretch with another road:
            # point along the second stretch, where the two have parted
            start = max(leave, int(math.hypot(pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])) + 3)
        (x, y), angle = walk[min(start + int(size) + 5, len(walk) - 1)]
        nx, ny = -math.sin(angle) * offset, math.cos(angle) * offset
        c.monster_arrow((x + nx, y + ny), angle, size, colour)

    def _arrow_legend(self, c: Canvas, at: tuple[float, float], width: float = 452) -> None:
        """What the two arrows mean, in one line under the holding areas."""
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

    def _paint_location(self, c: Canvas, loc_id: str, r) -> None:
        loc = self.cat.locations[loc_id]
        c.rect((r[0] + 2, r[1] + 3, r[2], r[3]), (0, 0, 0), 7)
        c.rect(r, d.PARCH, 7)
        c.rect(r, d.PARCH_EDGE, 7, 1.5)
        c.para(
            loc.name,
            (r[0] + 16, r[1] + 3, r[2] - 32, 40),
            15.5,
            "serif-b",
            d.INK,
            0.8,
            max_lines=2,
            align="center",
        )
        stability_mark(c, (r[0] + 9, r[1] + 10), loc.stable)

    def _paint_world(self, c: Canvas, wid: str, r) -> None:
        w = self.cat.worlds[wid]
        c.rect(r, (44, 34, 54), 8)
        c.rect(r, (120, 96, 140), 8, 1.5)
        c.text(
            w.name,
            (r[0] + r[2] / 2, r[1] + 8),
            16,
            "serif-b",
            d.TEXT_LIGHT,
            "midtop",
            max_w=r[2] - 10,
        )
        c._bg_hint = (44, 34, 54)
        c.symbol(w.symbol, (r[0] + 22, r[1] + 50), 9, (230, 210, 240))
        c._bg_hint = d.PARCH
        c.text(
            f"close {w.close_modifier:+d}",
            (r[0] + 40, r[1] + 50),
            14,
            "sans",
            (220, 200, 230),
            "midleft",
        )
        for i, col in enumerate(w.colours):
            c.circle((r[0] + r[2] - 16 - i * 15, r[1] + 50), 6, d.WORLD_COLOURS[col])
        for k in (1, 2):
            ar = self.areas[f"{wid}-{k}"]["rect"]
            c.rect(ar, (30, 22, 38), 6)
            c.rect(ar, (90, 70, 110), 6, 1)
            c.text(
                "first" if k == 1 else "second",
                (ar[0] + ar[2] / 2, ar[1] + 4),
                13,
                "serif-i",
                (170, 150, 190),
                "midtop",
            )

    # -- dynamic board

    def board_targets(self, dec: Decision | None) -> dict[str, Choice]:
        out: dict[str, Choice] = {}
        if dec is None:
            return out
        for ch in dec.choices:
            if (
                ch.disabled is None
                and ch.target
                and (ch.target in self.areas or ch.target.startswith("monster:"))
            ):
                out.setdefault(ch.target, ch)
        return out

    def draw_areas(self, c: Canvas, targets: dict[str, Choice]) -> None:
        st = self.state
        cat = self.cat
        anims = self.session.anims
        current = anims[0] if anims else None
        held_inv: dict[str, tuple[float, float] | None] = {}
        held_mon: dict[str, tuple[float, float] | None] = {}
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
        # location overlays: gates, clues, seals, closed and activity markers
        for area, a in self.areas.items():
            r = a["rect"]
            ch = targets.get(area)
            if ch is not None:
                c.rect((r[0] - 4, r[1] - 4, r[2] + 8, r[3] + 8), d.TARGET, 10, 3)
            if a["kind"] == "location":
                self._location_dynamic(c, area, r)
            self.ui.add(
                Hit(
                    tuple(r),
                    f"area:{area}",
                    self._area_action(ch),
                    lambda area=area, ch=ch: self.area_tip(area, ch),
                )
            )
            if ch is not None:
                self.target_keys[ch.id] = f"area:{area}"
        self.draw_holding_areas(c)
        self.world_tips()
        if current is not None and current.kind == "gate":
            at = str(current.data["at"])
            r = self.rect_of(at)
            if r:
                p = current.progress
                c.circle(
                    (r[0] + r[2] - 22, r[1] + r[3] - 22),
                    20 + 60 * p,
                    (230, 120, 230),
                    4 * (1 - p) + 1,
                )
        # tokens
        places: dict[str, list[tuple[str, str]]] = {}
        for marker, where in st.monsters.items():
            if where in self.areas:
                places.setdefault(where, []).append(("monster", marker))
        for inv in st.investigators:
            if inv.status == "playing" and inv.area in self.areas:
                places.setdefault(inv.area, []).append(("inv", inv.id))
        movers: list[tuple[str, str, tuple[float, float]]] = []
        for area, items in places.items():
            for (kind, ident), pos in zip(items, self.slots(area, len(items))):
                held = held_inv if kind == "inv" else held_mon
                if ident in held:
                    hold = held[ident]
                    if hold is None and current is not None:
                        if current.kind == "monster-appear":
                            movers.append((kind, ident, pos))
                            continue
                        frm = self.anchor(str(current.data["frm"]))
                        p = _ease(current.progress)
                        pos = (frm[0] + (pos[0] - frm[0]) * p, frm[1] + (pos[1] - frm[1]) * p)
                        movers.append((kind, ident, pos))
                        continue
                    if hold is not None:
                        pos = hold
                self._token(c, kind, ident, pos, targets, area)
        for kind, ident, pos in movers:
            if current is not None and current.kind == "monster-appear":
                p = current.progress
                r = TOKEN * (0.4 + 0.6 * p)
                m = cat.monster_kinds[cat.kind_of_marker[ident]]
                c.circle(pos, TOKEN * (1.6 - p), (230, 200, 120), 2)
                c.monster_token((pos[0] - r / 2, pos[1] - r / 2, r, r), m.dimension, m.movement)
            else:
                self._token(c, kind, ident, pos, targets, None)

    def world_tips(self) -> None:
        cat = self.cat
        st = self.state
        for wid, r in self.geo["worlds"].items():
            w = cat.worlds[wid]
            gates = [
                cat.area_name(loc)
                for loc in st.open_gates()
                if cat.gate_markers[st.locations[loc].gate].world == wid  # type: ignore[index]
            ]
            tip = (
                f"{w.name}: an Other World. Gates to it close at {w.close_modifier:+d}; its "
                f"encounter cards are the {', '.join(w.colours)} ones; its monsters' symbol is "
                f"the {w.symbol}.\n"
                + (f"Open gates to it: {', '.join(gates)}." if gates else "No gate to it is open.")
                + "\nInvestigators go from the first area to the second, then back to Arkham."
            )
            self.ui.add(Hit((r[0], r[1], r[2], 90), f"world:{wid}", None, tip))

    def draw_holding_areas(self, c: Canvas) -> None:
        """How full the Sky and the Outskirts are, against the monster limits."""
        g = self.session.game
        st = self.state
        limit = rules_board.monster_limit(g)
        in_arkham = rules_board.monsters_toward_limit(g)
        lines = {
            "sky": f"Monsters in Arkham and the Sky: {in_arkham}"
            + (f" (limit {limit})" if limit is not None else " (no limit)"),
            "outskirts": f"{len(st.monsters_at('outskirts'))} here, at most "
            f"{rules_board.outskirts_limit(g)}",
            "lost": "Lost: miss a turn",
            "jail": "Arrested: miss a turn",
        }
        for area, text in lines.items():
            r = self.rect_of(area)
            if r is not None:
                c.text(
                    text,
                    (r[0] + r[2] / 2, r[1] + r[3] - 6),
                    12,
                    "sans",
                    (190, 182, 160),
                    "midbottom",
                    max_w=r[2] - 8,
                )

    def _area_action(self, ch: Choice | None):
        if ch is None:
            return None
        return lambda cid=ch.id: self.submit(cid)

    def _location_dynamic(self, c: Canvas, loc: str, r) -> None:
        ls = self.state.locations[loc]
        if ls.closed:
            c.rect(r, (20, 14, 10, 150), 7)
            c.text(
                "CLOSED",
                (r[0] + r[2] / 2, r[1] + r[3] / 2 + 6),
                20,
                "serif-b",
                (230, 90, 70),
                "center",
            )
        if ls.clues:
            c.clue_token((r[0] + 15, r[1] + r[3] - 19), 11, ls.clues)
        for i, _card in enumerate(ls.activity):
            x, y = r[0] + r[2] - 10 - i * 14, r[1] + 10
            c.polygon([(x - 6, y), (x, y - 7), (x + 6, y), (x, y + 7)], (150, 70, 200))
        if ls.sealed:
            c.elder_sign((r[0] + r[2] - 22, r[1] + r[3] - 22), 17)
        if ls.gate is not None:
            world = self.cat.worlds[self.cat.gate_markers[ls.gate].world]
            c.gate_token(
                (r[0] + r[2] - 22, r[1] + r[3] - 22), 20, world.symbol, world.close_modifier
            )

    def _token(
        self, c: Canvas, kind: str, ident: str, pos, targets: dict[str, Choice], area: str | None
    ) -> None:
        """A token; in a targeted area a click on it answers for the area."""
        cat = self.cat
        area_ch = targets.get(area) if area else None
        key = f"{'monster' if kind == 'monster' else 'inv'}:{ident}"
        if area is not None:
            self.token_area[key] = area
        if kind == "monster":
            m = cat.monster_kinds[cat.kind_of_marker[ident]]
            r = (pos[0] - TOKEN / 2, pos[1] - TOKEN / 2, TOKEN, TOKEN)
            ch = targets.get(f"monster:{ident}")
            if ch is not None:
                c.rect((r[0] - 4, r[1] - 4, r[2] + 8, r[3] + 8), d.TARGET, 5, 3)
            c.monster_token(r, m.dimension, m.movement)
            click = area_ch.label if ch is None and area_ch is not None else None

            def tip(m=m, click=click) -> str:
                text = monster_tip(cat, m)
                return f"Click: {click}\n{text}" if click else text

            self.ui.add(Hit(r, key, self._area_action(ch or area_ch), tip))
            if ch is not None:
                self.target_keys[ch.id] = f"monster:{ident}"
            return
        inv = self.state.investigator(ident)
        sheet = cat.investigators[inv.id]
        seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
        decider = self.session.decider()
        ring = d.HILITE if decider is not None and decider.id == inv.id else None
        c.investigator_token(pos, TOKEN / 2, seat, d.initials(sheet.name), inv.delayed, ring)
        if inv.explored:
            c.circle((pos[0] + 10, pos[1] - 10), 6, (70, 160, 90))
            c.text("E", (pos[0] + 10, pos[1] - 10), 8, "sans-b", d.WHITE, "center")
        click = area_ch.label if area_ch is not None else None

        def tip(inv=inv, click=click) -> str:
            text = investigator_tip(self.session, inv)
            return f"Click: {click}\n{text}" if click else text

        self.ui.add(Hit((pos[0] - 13, pos[1] - 13, 26, 26), key, self._area_action(area_ch), tip))

    def area_tip(self, area: str, ch: Choice | None) -> str:
        cat = self.cat
        st = self.state
        lines: list[str] = []
        if area in cat.locations:
            loc = cat.locations[area]
            ls = st.locations[area]
            lines.append(f"{loc.name} ({cat.neighbourhoods[loc.neighbourhood].name})")
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
        elif area in cat.streets:
            s = cat.streets[area]
            lines.append(s.name)
            lines.append(
                f"Monsters leave along the white arrow to {cat.area_name(s.white)} or the black "
                f"arrow to {cat.area_name(s.black)}."
            )
        elif area in cat.special_areas:
            sa = cat.special_areas[area]
            lines += [sa.name, sa.summary]
        elif area in cat.world_of_area:
            w = cat.worlds[cat.world_of_area[area]]
            lines.append(cat.area_name(area))
            lines.append(
                f"Encounter colours: {', '.join(w.colours)}. Gates to it close at {w.close_modifier:+d}."
            )
        if ch is not None:
            lines.insert(0, f"Click: {ch.label}")
            path = self.path_to(area)
            if path is not None:
                names = " → ".join(cat.area_name(a) for a in path)
                lines.insert(
                    1, f"Path ({len(path)} movement point{'s' if len(path) != 1 else ''}): {names}"
                )
                danger = self.monsters_on_path(path)
                if danger:
                    lines.insert(
                        2, "Monsters on the way (evade or fight each): " + ", ".join(danger)
                    )
        return "\n".join(lines)

    def path_to(self, area: str) -> list[str] | None:
        dec = self.session.pending()
        inv = self.session.decider()
        if dec is None or dec.kind != "move" or inv is None or inv.area not in self.cat.connections:
            return None
        points = int(dec.detail.get("points", 0) or 0)
        if points <= 0:
            return None
        return rules_board.paths_from(self.session.game, inv.area, points).get(area)

    def monsters_on_path(self, path: list[str]) -> list[str]:
        inv = self.session.decider()
        out = []
        for a in [inv.area if inv else None, *path]:
            if a is None:
                continue
            for m in self.state.monsters_at(a):
                out.append(
                    f"{self.cat.monster_kinds[self.cat.kind_of_marker[m]].name} ({self.cat.area_name(a)})"
                )
        return out

    def draw_path_preview(self, c: Canvas, dec: Decision | None) -> None:
        if dec is None or dec.kind != "move":
            return
        hover = self.ui.hover or ""
        if hover.startswith("area:"):
            area = hover.removeprefix("area:")
        else:
            area = self.token_area.get(hover) or self.preview
        if not area:
            return
        path = self.path_to(area)
        inv = self.session.decider()
        if not path or inv is None:
            return
        pts = [self.anchor(inv.area), *(self.anchor(a) for a in path)]
        c.lines(pts, (20, 20, 20), 9)
        c.lines(pts, d.HILITE, 5)
        for i, p in enumerate(pts[1:], 1):
            c.circle(p, 11, d.HILITE)
            c.text(str(i), p, 13, "sans-b", d.INK, "center")
        danger = self.monsters_on_path(path)
        end = pts[-1]
        label = f"{len(path)} point{'s' if len(path) != 1 else ''}" + (
            f" · {len(danger)} monster{'s' if len(danger) != 1 else ''} on the way"
            if danger
            else ""
        )
        w = c.text_w(label, 16, "sans-b") + 16
        end = (min(max(end[0], w / 2 + 6), 1414 - w / 2), max(end[1], 104))
        c.rect((end[0] - w / 2, end[1] - 44, w, 26), (20, 18, 14, 225), 6)
        c.text(
            label,
            (end[0], end[1] - 31),
            16,
            "sans-b",
            d.HILITE if not danger else (255, 140, 110),
            "center",
        )

    # -- tracks, environment, rumor

    def draw_tracks(self, c: Canvas) -> None:
        st = self.state
        cat = self.cat
        ao = cat.ancient_ones[st.ancient_one]
        x, y, w, _h = self.geo["tracks"]
        anims = self.session.anims
        current = anims[0] if anims else None
        c.text(ao.name, (x + 12, y + 8), 19, "serif-b", d.GOLD)
        gates = len(st.open_gates())
        limit = rules_board.TOO_MANY_GATES.get(st.player_count, 8)
        c.text(
            f"doom {st.doom}/{ao.doom_track} · gates {gates}/{limit} · seals {st.sealed_count()}/6",
            (x + w - 12, y + 10),
            15,
            "sans",
            d.TEXT_LIGHT,
            "topright",
        )
        step = min(30.0, (w - 24) / ao.doom_track)
        for i in range(ao.doom_track):
            cx, cy = x + 12 + step / 2 + i * step, y + 44
            filled = i < st.doom
            c.circle((cx, cy), step * 0.4, (150, 24, 24) if filled else (58, 44, 40))
            c.circle((cx, cy), step * 0.4, d.GOLD_DARK, 1.2)
            if (
                current is not None
                and current.kind == "doom"
                and i == int(current.data["value"]) - 1
            ):
                c.circle((cx, cy), step * 0.4 + 10 * (1 - current.progress), d.HILITE, 2)
        self.ui.add(Hit((x, y, w, 60), "track:doom", None, ancient_one_tip(cat, ao, st.doom)))
        c.text("Terror", (x + 12, y + 66), 17, "serif-b", d.TEXT_LIGHT)
        for i in range(11):
            bx = x + 80 + i * 33
            filled = i <= st.terror
            col = (120, 40, 110) if filled and i > 0 else (58, 50, 56)
            if i == st.terror:
                col = (190, 60, 170)
            c.rect((bx, y + 64, 29, 22), col, 4)
            c.text(str(i), (bx + 14.5, y + 75), 12, "sans-b", d.TEXT_LIGHT, "center")
            if current is not None and current.kind == "terror" and i == int(current.data["value"]):
                c.rect((bx - 4, y + 60, 37, 30), d.HILITE, 6, 2)
        self.ui.add(
            Hit(
                (x, y + 60, w, 30),
                "track:terror",
                None,
                f"Terror level {st.terror}. " + glossary.TERMS["Terror"],
            )
        )
        # environment and rumor, one line each
        label_w = c.text_w("Environment", 13, "sans-b") + 18
        for i, (label, card) in enumerate((("Environment", st.environment), ("Rumor", st.rumor))):
            r = (x + 10, y + 92 + i * 20, w - 20, 18)
            c.rect(r, (50, 44, 40) if card else (38, 34, 32), 4)
            c.rect(r, (130, 110, 80), 4, 1)
            title = cat.mythos[card].title if card else "none"
            if card and label == "Rumor":
                title += f" (track {st.rumor_track})"
            cy = r[1] + r[3] / 2
            c.text(label, (r[0] + 8, cy), 13, "sans-b", d.GOLD, "midleft")
            c.text(
                title,
                (r[0] + label_w, cy),
                16,
                "serif" if card else "serif-i",
                d.TEXT_LIGHT if card else d.GREY,
                "midleft",
                max_w=r[2] - label_w - 6,
            )
            tip = f"{label}: none in play."
            if card:
                m = cat.mythos[card]
                tip = f"{label}: {m.title}" + (f"\n{m.summary}" if m.summary else "")
                if label == "Rumor":
                    tip += f"\nRumor track: {st.rumor_track}"
            self.ui.add(Hit(r, f"card:{label.lower()}", None, tip))

    # -- banner

    def draw_banner(self, c: Canvas, dec: Decision | None) -> None:
        st = self.state
        c.rect((0, 0, 1420, 56), (12, 12, 16))
        c.line((0, 55), (1420, 55), d.GOLD_DARK, 2)
        phase = PHASE_NAMES.get(st.phase, st.phase)
        head = f"Turn {st.turn}" if st.turn else "Before the first turn"
        c.text(head, (16, 28), 26, "serif-b", d.GOLD, "midleft")
        x = 18 + c.text_w(head, 26, "serif-b") + 14
        c.text("·", (x, 28), 26, "serif-b", d.GOLD_DARK, "midleft")
        x += 20
        c.text(phase, (x, 28), 26, "serif", d.TEXT_LIGHT, "midleft")
        self.ui.add(
            Hit(
                (x, 6, c.text_w(phase, 26) + 10, 44),
                "banner:phase",
                None,
                glossary.PHASES.get(st.phase, phase),
            )
        )
        x += c.text_w(phase, 26) + 30
        inv = self.session.decider()
        if dec is not None and inv is not None:
            sheet = self.cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((x + 14, 28), 14, seat, d.initials(sheet.name), ring=d.HILITE)
            c.text(
                f"{sheet.name} ({inv.player}) decides",
                (x + 36, 28),
                21,
                "serif-b",
                d.WHITE,
                "midleft",
                max_w=min(560, 980 - (x + 36)),
            )
        first = st.playing()[0] if st.playing() else None
        if first is not None:
            name = self.cat.investigators[first.id].name
            c.star_badge((1002, 28), 11, d.GOLD)
            c.text("First player", (1018, 17), 12, "sans", d.GREY, "midleft")
            c.text(name, (1018, 37), 15, "sans", d.TEXT_LIGHT, "midleft", max_w=164)
            self.ui.add(
                Hit(
                    (988, 10, 196, 36),
                    "banner:first",
                    None,
                    "The first player starts every phase and draws the Mythos card. The marker passes left each turn.",
                )
            )
        self.draw_undo(c)
        button(
            c,
            self.ui,
            (1268, 10, 66, 36),
            "Rules",
            "btn:help",
            self.open_help,
            size=16,
            style="dark",
            tip="Rules help for this phase and the keywords on screen (F1)",
        )
        button(
            c,
            self.ui,
            (1342, 10, 70, 36),
            "Menu",
            "btn:menu",
            self.open_menu,
            size=16,
            style="dark",
            tip="Resume, settings, quit (Esc)",
        )

    def draw_undo(self, c: Canvas) -> None:
        reason = self.session.undo_blocker()
        tip = "Take back the last decision (Ctrl+Z)" if reason is None else reason
        button(
            c,
            self.ui,
            (1190, 10, 70, 36),
            "Undo",
            "btn:undo",
            self.undo,
            reason is None,
            tip,
            16,
            "dark",
        )
        problem = self.session.autosave_error
        if problem:
            c.circle((1180, 14), 7, (230, 90, 60))
            c.text("!", (1180, 14), 11, "sans-b", d.WHITE, "center")
            self.ui.add(Hit((1170, 4, 20, 20), "banner:autosave", None, problem))

    # -- side panel

    def draw_panel(self, c: Canvas, dec: Decision | None, overlay_up: bool) -> None:
        c.rect((1420, 0, 500, 1080), (22, 20, 20))
        inv = self.session.decider()
        y = 8.0
        if inv is not None:
            y = self.draw_sheet(c, inv, dec, y)
        y = self.draw_strip(c, inv, y + 6)
        y = self.draw_prompt(c, dec, y + 6, overlay_up)
        y = self.draw_last_roll(c, y + 6)
        self.draw_log(c, y + 6)

    def draw_sheet(self, c: Canvas, inv: Investigator, dec: Decision | None, y: float) -> float:
        cat = self.cat
        sheet = cat.investigators[inv.id]
        x, w = PANEL_X, PANEL_W
        top = y
        c.panel((x, y, w, 420), d.PARCH, d.PARCH_EDGE, 8, shadow=False)
        seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
        c.investigator_token((x + 30, y + 32), 20, seat, d.initials(sheet.name), inv.delayed)
        c.text(sheet.name, (x + 60, y + 8), 25, "serif-b", d.INK, max_w=w - 70)
        where = cat.area_name(inv.area) if inv.area not in ("jail",) else "in jail"
        c.text(
            f"{sheet.occupation} · {inv.player} · at {where}",
            (x + 60, y + 38),
            15,
            "serif-i",
            d.INK_SOFT,
            max_w=w - 70,
        )
        self.ui.add(
            Hit(
                (x, y, w, 56),
                "sheet:ability",
                None,
                f"{sheet.ability.name}: {sheet.ability.summary}",
            )
        )
        y += 62
        max_san = sheet.sanity - inv.max_sanity_loss
        max_sta = sheet.stamina - inv.max_stamina_loss
        stats = [
            ("Stamina", f"{inv.stamina}/{max_sta}", d.RED, glossary.TERMS["Stamina"]),
            ("Sanity", f"{inv.sanity}/{max_san}", d.BLUE, glossary.TERMS["Sanity"]),
            ("Money", f"${inv.money}", d.GOLD_DARK, glossary.TERMS["Money"]),
            ("Clues", str(inv.clues), (160, 120, 30), glossary.TERMS["Clues"]),
            ("Focus", str(sheet.focus), d.GREEN, glossary.TERMS["Focus"]),
        ]
        bw = (w - 16 - 4 * 6) / 5
        for i, (label, value, col, tip) in enumerate(stats):
            r = (x + 8 + i * (bw + 6), y, bw, 50)
            c.rect(r, col, 6)
            c.text(value, (r[0] + bw / 2, y + 18), 21, "serif-b", d.WHITE, "center")
            c.text(label, (r[0] + bw / 2, y + 39), 12, "sans-b", (240, 232, 214), "center")
            self.ui.add(Hit(r, f"stat:{label.lower()}", None, tip))
        y += 58
        y = self.draw_sliders(c, inv, dec, x, y, w)
        # possessions
        c.text("Possessions", (x + 10, y), 16, "serif-b", d.INK)
        y += 22
        col_w = (w - 24) / 2
        for i, p in enumerate(inv.possessions[:14]):
            r = (x + 8 + (i % 2) * (col_w + 8), y + (i // 2) * 25, col_w, 22)
            kind = cat.card_kind(p.card)
            c.rect(
                r, CARD_KIND_COLOURS.get(kind, d.GREY) if not p.exhausted else (168, 162, 150), 4
            )
            name = cat.card_name(p.card)
            label = name + (" (exhausted)" if p.exhausted else "")
            c.text(
                label,
                (r[0] + 6, r[1] + 11),
                14,
                "serif-i" if p.exhausted else "serif",
                d.INK,
                "midleft",
                max_w=col_w - 10,
            )
            self.ui.add(Hit(r, f"possession:{p.handle}", None, card_tip(cat, p.card, p.exhausted)))
        rows = math.ceil(min(len(inv.possessions), 14) / 2)
        if not inv.possessions:
            c.text("nothing", (x + 12, y + 2), 14, "serif-i", d.INK_SOFT)
            rows = 1
        y += rows * 25 + 4
        mt, gt = inv.monster_trophies, inv.gate_trophies
        trophy = f"Trophies: {len(mt)} monster{'s' if len(mt) != 1 else ''}, {len(gt)} gate{'s' if len(gt) != 1 else ''}"
        c.text(trophy, (x + 10, y), 15, "serif-b", d.INK)
        names = [cat.monster_kinds[cat.kind_of_marker[m]].name for m in mt]
        names += [f"gate to {cat.worlds[cat.gate_markers[g].world].name}" for g in gt]
        self.ui.add(
            Hit(
                (x + 8, y - 2, w - 16, 22),
                "sheet:trophies",
                None,
                ", ".join(names) or "No trophies yet.",
            )
        )
        y += 22
        c.rect((x, top, w, y - top), d.PARCH_EDGE, 8, 1.5)
        return y

    def draw_sliders(
        self, c: Canvas, inv: Investigator, dec: Decision | None, x: float, y: float, w: float
    ) -> float:
        sheet = self.cat.investigators[inv.id]
        offered = {}
        if dec is not None and dec.kind == "sliders" and dec.investigator == inv.id:
            offered = {ch.id: ch for ch in dec.choices}
            left = dec.detail.get("focus_left")
            note = "Set the sliders anywhere" if left is None else f"Focus left: {left}"
            c.text(note, (x + w - 10, y), 14, "sans-b", d.RED, "topright")
        c.text("Skills", (x + 10, y), 16, "serif-b", d.INK)
        y += 20
        for pair in ("speed-sneak", "fight-will", "lore-luck"):
            a, b = pair.split("-")
            stop = inv.sliders.get(pair, 0)
            c.text(a.title(), (x + 10, y + 14), 16, "serif-b", d.INK, "midleft")
            c.text(b.title(), (x + w - 10, y + 14), 16, "serif-b", d.INK, "midright")
            tx0, tx1 = x + 90, x + w - 90
            c.line((tx0, y + 14), (tx1, y + 14), d.INK_SOFT, 2)
            for s in range(4):
                sx = tx0 + (tx1 - tx0) * s / 3
                va = sheet.slider_base[a] + s  # type: ignore[index]
                vb = sheet.slider_base[b] - s  # type: ignore[index]
                ch = offered.get(f"slider:{pair}:{s}")
                here = s == stop
                if here:
                    c.rect((sx - 30, y, 60, 28), (120, 34, 28), 6)
                    c.text(f"{va} | {vb}", (sx, y + 14), 16, "sans-b", d.WHITE, "center")
                else:
                    fill = (250, 244, 222) if ch is not None else (226, 214, 186)
                    hover = ch is not None and self.ui.is_hover(f"choice:{ch.id}")
                    if hover:
                        fill = (255, 228, 150)
                    c.rect((sx - 30, y + 2, 60, 24), fill, 6)
                    c.rect(
                        (sx - 30, y + 2, 60, 24),
                        d.GOLD_DARK if ch is not None else d.PARCH_EDGE,
                        6,
                        1.5 if ch is not None else 1,
                    )
                    c.text(
                        f"{va} | {vb}",
                        (sx, y + 14),
                        15,
                        "sans",
                        d.INK if ch is not None else d.INK_SOFT,
                        "center",
                    )
                if ch is not None and ch.disabled is None:
                    self.ui.add(
                        Hit(
                            (sx - 30, y, 60, 28),
                            f"choice:{ch.id}",
                            lambda cid=ch.id: self.submit(cid),
                            f"{a.title()} {va}, {b.title()} {vb}",
                        )
                    )
            self.ui.add(Hit((x + 4, y, 80, 28), f"slider:{pair}", None, glossary.TERMS["Sliders"]))
            y += 32
        return y + 4

    def draw_strip(self, c: Canvas, decider: Investigator | None, y: float) -> float:
        others = [i for i in self.state.investigators if decider is None or i.id != decider.id]
        if not others:
            return y
        x, w = PANEL_X, PANEL_W
        first = self.state.playing()[0].id if self.state.playing() else None
        h = 26 * len(others) + 6
        c.rect((x, y, w, h), (40, 36, 32), 6)
        for i, inv in enumerate(others):
            ry = y + 4 + i * 26
            sheet = self.cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((x + 16, ry + 11), 10, seat, d.initials(sheet.name), inv.delayed)
            gone = inv.status != "playing"
            name = sheet.name + (" (devoured)" if inv.status == "devoured" else "")
            c.text(
                name,
                (x + 40, ry + 11),
                15,
                "serif-b",
                d.GREY if gone else d.TEXT_LIGHT,
                "midleft",
                max_w=142,
            )
            stats = f"♥{inv.stamina} ✦{inv.sanity} ${inv.money} ●{inv.clues}"
            c.text(stats, (x + 186, ry + 11), 13, "sans", (232, 210, 170), "midleft")
            c.text(
                self.cat.area_name(inv.area),
                (x + w - 8, ry + 11),
                13,
                "serif-i",
                (190, 180, 160),
                "midright",
                max_w=110,
            )
            if inv.id == first:
                c.star_badge((x + 29, ry + 4), 6.5, d.GOLD)
            self.ui.add(
                Hit(
                    (x, ry, w, 24),
                    f"strip:{inv.id}",
                    None,
                    lambda inv=inv: investigator_tip(self.session, inv),
                )
            )
        return y + h

    def draw_prompt(self, c: Canvas, dec: Decision | None, y: float, overlay_up: bool) -> float:
        x, w = PANEL_X, PANEL_W
        if dec is None:
            c.panel((x, y, w, 60), (40, 30, 30), d.GOLD_DARK, 8, shadow=False)
            c.text("The game is over.", (x + 14, y + 30), 22, "serif-b", d.GOLD, "midleft")
            return y + 60
        inv = self.session.decider()
        who = self.cat.investigators[inv.id].name if inv else "The first player"
        text_h = c.para_height(dec.prompt, w - 28, 21, "serif-b")
        buttons = [] if overlay_up else self.panel_choices(dec)
        cols = 1 if len(buttons) <= 4 else 2
        rows = math.ceil(len(buttons) / cols)
        bh = 40 if rows <= 6 else max(26, 240 / rows)
        hint = self.panel_hint(dec, overlay_up)
        hint_h = c.para_height(hint, w - 28, 15, "sans") + 4 if hint else 0
        h = 34 + text_h + hint_h + rows * (bh + 6) + 10
        c.panel((x, y, w, h), (246, 236, 210), d.RED, 8, shadow=False, edge_w=2)
        c.text(f"{who} — {_kind_title(dec)}", (x + 14, y + 8), 15, "sans-b", d.RED, max_w=w - 28)
        yy = y + 28
        yy += c.para(dec.prompt, (x + 14, yy, w - 28, 200), 21, "serif-b", d.INK)
        if hint:
            yy += c.para(hint, (x + 14, yy + 2, w - 28, 100), 15, "sans", d.INK_SOFT) + 4
        bw = (w - 28 - (cols - 1) * 8) / cols
        for i, ch in enumerate(buttons):
            col, row = i % cols, i // cols
            r = (x + 14 + col * (bw + 8), yy + 4 + row * (bh + 6), bw, bh)
            choice_button(c, self, r, ch, 17 if bh >= 36 else 14)
        return y + h

    def panel_choices(self, dec: Decision) -> list[Choice]:
        out = []
        for ch in dec.choices:
            if ch.id.startswith("slider:"):
                continue
            if dec.kind == "move" and ch.id.startswith("move:") and ch.target in self.areas:
                continue
            out.append(ch)
        return out

    def panel_hint(self, dec: Decision, overlay_up: bool) -> str:
        if overlay_up:
            return "Answer in the window on the board."
        if dec.kind == "move":
            n = sum(1 for ch in dec.enabled() if ch.id.startswith("move:"))
            return (
                f"Click one of the {n} highlighted places on the board; hover one first to see the "
                "path, its cost and the monsters on the way."
            )
        if dec.kind == "sliders":
            return "Click a stop on a slider above; each stop moved costs one Focus."
        return ""

    def draw_last_roll(self, c: Canvas, y: float) -> float:
        ev = self.session.last_roll
        if ev is None:
            return y
        x, w = PANEL_X, PANEL_W
        data = ev.data
        dice = list(data.get("dice", ()))  # type: ignore[arg-type]
        c.rect((x, y, w, 70), (34, 32, 30), 8)
        who = (
            self.cat.investigators[ev.investigator].name
            if ev.investigator in self.cat.investigators
            else ""
        )
        if data.get("successes") is None:
            label = f"Last roll — {data.get('purpose')}"
        else:
            ok = int(data["successes"]) >= int(data["needed"])  # type: ignore[arg-type]
            label = (
                f"Last roll — {data.get('purpose')}: {data['successes']} of {data['needed']} needed"
            )
            c.text(
                "PASSED" if ok else "FAILED",
                (x + w - 10, y + 6),
                14,
                "sans-b",
                (120, 210, 120) if ok else (230, 100, 80),
                "topright",
            )
        c.text(label, (x + 10, y + 6), 15, "serif-b", d.TEXT_LIGHT, max_w=w - 90)
        threshold = 5
        roller = next((i for i in self.state.investigators if i.id == ev.investigator), None)
        if roller is not None:  # (one devoured and replaced since is no longer in the game)
            threshold = 4 if roller.holds("blessing") else 6 if roller.holds("curse") else 5
        if data.get("successes") is None:
            threshold = 7
        c.dice_row((x + 10, y + 30), dice, threshold, 32, w - 120)
        if who:
            c.text(who, (x + w - 10, y + 46), 13, "serif-i", d.GREY, "midright", max_w=110)
        return y + 70

    def draw_log(self, c: Canvas, y: float) -> None:
        x, w = PANEL_X, PANEL_W
        self._log_top = y
        h = 1072 - y
        if h < 60:
            return
        c.rect((x, y, w, h), (14, 13, 12), 8)
        c.rect((x, y, w, h), (80, 70, 56), 8, 1)
        c.text("Game log", (x + 10, y + 5), 14, "sans-b", d.GOLD)
        lines = self.session.log
        size = 15
        inner = (x + 10, y + 26, w - 44, h - 32)
        # wrap from the newest backwards until the box is full
        rendered: list[tuple[str, str]] = []
        skip = self.log_scroll
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - 1))
        for line in reversed(lines[: len(lines) - skip if skip else None]):
            face = (
                "serif-b"
                if line.kind in ("turn-started", "game-over")
                else "serif-i"
                if line.kind == "phase-started"
                else "serif"
            )
            from arkham.ui.draw import wrap_lines

            parts = wrap_lines(line.text, face, c.L.font_px(size), c.L.n(inner[2]))
            for part in reversed(parts):
                rendered.append((part, line.kind))
            if len(rendered) * 19 > inner[3]:
                break
        yy = inner[1] + inner[3] - 19
        for text, kind in rendered:
            if yy < inner[1]:
                break
            colour = _log_colour(kind)
            face = (
                "serif-b"
                if kind in ("turn-started", "game-over")
                else "serif-i"
                if kind == "phase-started"
                else "serif"
            )
            c.text(text, (inner[0], yy), size, face, colour)
            yy -= 19
        arrow_button(
            c,
            self.ui,
            (x + w - 30, y + 26, 24, 24),
            "▲",
            "btn:log-up",
            lambda: self._scroll(3),
            "Older lines (or use the mouse wheel)",
        )
        arrow_button(
            c,
            self.ui,
            (x + w - 30, y + h - 30, 24, 24),
            "▼",
            "btn:log-down",
            lambda: self._scroll(-3),
            "Newer lines",
        )

    _log_top = 700.0

    def _scroll(self, n: int) -> None:
        self.log_scroll = max(0, min(len(self.session.log) - 1, self.log_scroll + n))
        self.app.dirty = True


# ---------------------------------------------------------------- shared helpers


def choice_button(
    c: Canvas, scene: BoardScene, r, ch: Choice, size: float = 17, style: str = "normal"
):
    tip = ch.disabled and f"Not now: {ch.disabled}"
    if tip is None and ch.target and ch.target.startswith("card:"):
        tip = card_tip(scene.cat, card_of(ch.target.removeprefix("card:")))
    return button(
        c,
        scene.ui,
        r,
        ch.label,
        f"choice:{ch.id}",
        lambda cid=ch.id: scene.submit(cid),
        ch.disabled is None,
        tip,
        size,
        style,
    )


def _kind_title(dec: Decision) -> str:
    return {
        "move": "movement",
        "sliders": "skill sliders",
        "roll": "dice",
        "combat": "combat",
        "cards": "cards",
    }.get(dec.kind, "decision")


def _log_colour(kind: str):
    if kind in ("turn-started",):
        return d.GOLD
    if kind in ("phase-started",):
        return (170, 160, 140)
    if kind in (
        "gate-opened",
        "doom-changed",
        "terror-changed",
        "monster-surge",
        "devoured",
        "ancient-one-awakens",
        "knocked-out",
        "lost-in-time-and-space",
    ):
        return (236, 120, 100)
    if kind in ("dice-rolled", "check-result"):
        return (180, 200, 220)
    if kind in ("encounter", "mythos"):
        return (236, 220, 180)
    if kind in ("gate-closed", "monster-defeated", "game-over"):
        return (150, 220, 140)
    return (214, 206, 190)


def stability_mark(c: Canvas, at: tuple[float, float], stable: bool) -> None:
    """Top-left of a location: a solid blue diamond when stable, a red diamond with a hollow
    centre (a gate may tear it open) when unstable — told apart by shape as well as colour."""
    x, y = at
    outer = [(x, y - 7), (x + 6, y), (x, y + 7), (x - 6, y)]
    if stable:
        c.polygon(outer, (52, 96, 170))
        return
    c.polygon(outer, (170, 44, 36))
    c.polygon([(x, y - 3), (x + 2.6, y), (x, y + 3), (x - 2.6, y)], d.PARCH)


def _walk(pts: list) -> list[tuple[tuple[float, float], float]]:
    """Points one reference unit apart along a polyline, each with its heading."""
    out: list[tuple[tuple[float, float], float]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg == 0:
            continue
        angle = math.atan2(y1 - y0, x1 - x0)
        for i in range(int(seg)):
            t = i / seg
            out.append(((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), angle))
    return out


def _inside(p: tuple[float, float], r) -> bool:
    return r[0] <= p[0] <= r[0] + r[2] and r[1] <= p[1] <= r[1] + r[3]


def ease(p: float) -> float:
    return p * p * (3 - 2 * p)


_ease = ease


def monster_tip(cat, m) -> str:
    horror = (
        "no Horror check"
        if m.horror is None
        else f"Horror {m.horror.rating:+d} (lose {m.horror.damage} Sanity)"
    )
    lines = [
        f"{m.name} — {m.movement} mover, {m.dimension} dimension",
        f"Awareness {m.awareness:+d} · {horror}",
        f"Combat {m.combat.rating:+d} "
        + (f"(lose {m.combat.damage} Stamina)" if m.combat.damage else "(no Stamina lost)")
        + f" · Toughness {m.toughness}",
    ]
    for ab in m.abilities:
        lines.append(glossary.KEYWORDS.get(ab, ab))
    if m.special_summary:
        lines.append(m.special_summary)
    lines.append(glossary.MOVEMENT.get(m.movement, ""))
    return "\n".join(x for x in lines if x)


def investigator_tip(session: GameSession, inv: Investigator) -> str:
    cat = session.cat
    sheet = cat.investigators[inv.id]
    lines = [
        f"{sheet.name} ({sheet.occupation}), played by {inv.player}",
        f"At {cat.area_name(inv.area)}",
        f"Stamina {inv.stamina} · Sanity {inv.sanity} · ${inv.money} · {inv.clues} Clues",
        f"{sheet.ability.name}: {sheet.ability.summary}",
    ]
    if inv.delayed:
        lines.append("Delayed: misses the next movement (token on its side).")
    if inv.explored:
        lines.append("Explored: back from an Other World; may close the gate here.")
    if inv.status != "playing":
        lines.append(f"Out of the game ({inv.status}).")
    if inv.possessions:
        lines.append("Holds: " + ", ".join(cat.card_name(p.card) for p in inv.possessions))
    return "\n".join(lines)


def card_tip(cat, card: str, exhausted: bool = False) -> str:
    try:
        name = cat.card_name(card)
        kind = cat.card_kind(card)
    except KeyError:
        return card
    fact = (
        cat.items.get(card)
        or cat.spells.get(card)
        or cat.skills.get(card)
        or cat.allies.get(card)
        or cat.specials.get(card)
    )
    lines = [f"{name} ({kind})"]
    hands = getattr(fact, "hands", 0)
    if hands:
        lines.append(f"{hands} hand{'s' if hands > 1 else ''}")
    price = getattr(fact, "price", None)
    if price is not None:
        lines.append(f"Price ${price}")
    if fact is not None and fact.summary:
        lines.append(fact.summary)
    if exhausted:
        lines.append("Exhausted: used this turn; it is refreshed in the next Upkeep.")
    return "\n".join(lines)


def ancient_one_tip(cat, ao, doom: int) -> str:
    rating = "none" if ao.combat_rating is None else f"{ao.combat_rating:+d}"
    return "\n".join(
        [
            f"{ao.name}: doom {doom} of {ao.doom_track}. When the track fills, it awakens.",
            f"While asleep: {ao.asleep}",
            f"Worshippers: {ao.worshippers}",
            f"Combat rating {rating}. Attack: {ao.attack.summary}",
        ]
    )
