"""The map component: the printed board (painted once per window size by :mod:`.paint`) and
what lies on it in this game — gates, Clues, seals, closed and activity markers, the
investigators and monsters (moving while their animations run), the places a decision can be
answered by clicking, the captions of the holding areas, and every hotspot's tooltip (the
path a move would take is :mod:`.path`'s). Input reaches it only as clicks on the hotspots it registers."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from arkham.catalog import Role
from arkham.engine import board as rules_board
from arkham.engine.decisions import Choice, Decision
from arkham.ui import draw as d
from arkham.ui.board.paint import paint_map
from arkham.ui.board.plan import MapPlan, Point, Rect, map_plan
from arkham.ui.board.tips import investigator_tip, monster_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.scenes.board import BoardScene

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
    def __init__(self, board: BoardScene) -> None:
        self.board = board
        game = board.session.game
        self.plan: MapPlan = map_plan(game.cat, tuple(m.data for m in game.rules.modules))
        self.target_keys: dict[str, str] = {}
        """Choice id → the hotspot that answers it, in the last drawn frame."""
        self.token_area: dict[str, str] = {}
        """A token's hotspot → the area it stands in (hovering it previews that area's path)."""
        self._printed: pygame.Surface | None = None
        self._printed_key: tuple | None = None

    @property
    def session(self):
        return self.board.session

    def forget_picture(self) -> None:
        """Paint the printed board again on the next frame (the settings changed)."""
        self._printed = None

    # ------------------------------------------------------------ geometry

    def rect_of(self, area: str) -> Rect | None:
        place = self.plan.places.get(area)
        return place.rect if place else None

    def token_region(self, area: str) -> Rect:
        """Where tokens stand in ``area``: clear of its name, Clues and gate."""
        place = self.plan.places.get(area)
        if place is None:
            return (700, 440, 20, 20)
        x, y, w, h = place.rect
        if place.kind == "location":
            ls = self.session.state.locations.get(area)
            left = 26 if ls is not None and ls.clues else 4
            right = 44 if ls is not None and (ls.gate or ls.sealed) else 4
            return (x + left, y + 44, w - left - right, 30)
        if place.kind in ("street", "street-area"):
            return (x + w * 0.46, y + 4, w * 0.54 - 8, h - 8)
        if place.kind == "special":
            return (x + 6, y + 30, w - 12, h - 50)
        return (x + 3, y + 24, w - 6, h - 28)

    def anchor(self, area: str) -> Point:
        x, y, w, h = self.token_region(area)
        return x + w / 2, y + h / 2

    def slots(self, area: str, n: int) -> list[Point]:
        """The centres of ``n`` tokens in ``area``: rows as wide as the region allows, squeezed
        together when there are more than fit."""
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

    # ------------------------------------------------------------ the printed board

    def draw_printed(self, c: Canvas) -> None:
        key = (c.surface.get_size(), c.L.ui_scale)
        if self._printed is None or self._printed_key != key:
            surf = pygame.Surface(c.surface.get_size())
            surf.fill(d.BG)
            paint_map(Canvas(surf, c.L), self.plan, self.session.cat)
            self._printed, self._printed_key = surf, key
        c.surface.blit(self._printed, (0, 0))

    # ------------------------------------------------------------ what lies on it

    def targets(self, dec: Decision | None) -> dict[str, Choice]:
        """The places and monsters a click on the map answers ``dec`` with."""
        out: dict[str, Choice] = {}
        if dec is None:
            return out
        places = self.plan.places
        for ch in dec.choices:
            if (
                ch.disabled is None
                and ch.target
                and (ch.target in places or ch.target.startswith("monster:"))
            ):
                out.setdefault(ch.target, ch)
        return out

    def draw(self, c: Canvas, targets: dict[str, Choice]) -> None:
        self.target_keys = {}
        self.token_area = {}
        ui = self.board.ui
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
        self._captions(c)
        self._world_tips()
        self._tokens(c, targets)

    def _location_markers(self, c: Canvas, loc: str, r: Rect) -> None:
        cat = self.session.cat
        ls = self.session.state.locations[loc]
        if ls.closed:
            _closed_marker(c, r)
        if ls.clues:
            c.clue_token((r[0] + 15, r[1] + r[3] - 19), 11, ls.clues)
        for i, _card in enumerate(ls.activity):
            x, y = r[0] + r[2] - 10 - i * 14, r[1] + 10
            c.polygon([(x - 6, y), (x, y - 7), (x + 6, y), (x, y + 7)], (150, 70, 200))
        if ls.sealed:
            c.elder_sign((r[0] + r[2] - 22, r[1] + r[3] - 22), 17)
        if ls.gate is not None:
            world = cat.worlds[cat.gate_markers[ls.gate].world]
            c.gate_token(
                (r[0] + r[2] - 22, r[1] + r[3] - 22), 20, world.symbol, world.close_modifier
            )

    def _captions(self, c: Canvas) -> None:
        for area, text in self.captions().items():
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

    def captions(self) -> dict[str, str]:
        """Area → the line at its foot: what its layout says of it, or, for the Sky and the
        Outskirts, how full they are against the limits the engine sets."""
        g = self.session.game
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
        if cat.has_role(Role.OUTSKIRTS):
            outskirts = cat.role(Role.OUTSKIRTS)
            count = len(g.state.monsters_at(outskirts))
            out[outskirts] = f"{count} here, at most {rules_board.outskirts_limit(g)}"
        return out

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
            self.board.ui.add(Hit((r[0], r[1], r[2], 90), f"world:{world.id}", None, tip))

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
                    (r[0] + r[2] - 22, r[1] + r[3] - 22),
                    20 + 60 * p,
                    (230, 120, 230),
                    4 * (1 - p) + 1,
                )
        places: dict[str, list[tuple[str, str]]] = {}
        for marker, where in st.monsters.items():
            if where in self.plan.places:
                places.setdefault(where, []).append(("monster", marker))
        for inv in st.investigators:
            if inv.status == "playing" and inv.area in self.plan.places:
                places.setdefault(inv.area, []).append(("inv", inv.id))
        movers: list[tuple[str, str, Point]] = []
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
                        p = ease(current.progress)
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

    def _token(
        self,
        c: Canvas,
        kind: str,
        ident: str,
        pos: Point,
        targets: dict[str, Choice],
        area: str | None,
    ) -> None:
        """A token; in a targeted area a click on it answers for the area."""
        cat = self.session.cat
        ui = self.board.ui
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
            ui.add(Hit(r, key, self._answer(ch or area_ch), _with_click(click, monster_tip, m)))
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
            c.circle((pos[0] + 10, pos[1] - 10), 6, (70, 160, 90))
            c.text("E", (pos[0] + 10, pos[1] - 10), 8, "sans-b", d.WHITE, "center")
        click = area_ch.label if area_ch is not None else None
        tip = _with_click(click, investigator_tip, self.session, inv)
        ui.add(Hit((pos[0] - 13, pos[1] - 13, 26, 26), key, self._answer(area_ch), tip))

    def _answer(self, ch: Choice | None) -> Callable[[], None] | None:
        if ch is None:
            return None
        return lambda cid=ch.id: self.board.submit(cid)

    # ------------------------------------------------------------ tooltips

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
        elif area in cat.streets:
            s = cat.streets[area]
            lines.append(s.name)
            lines.append(
                f"Monsters leave along the white arrow to {cat.area_name(s.white)} or the black "  # type: ignore[arg-type]
                f"arrow to {cat.area_name(s.black)}."  # type: ignore[arg-type]
            )
            if area in st.closed_streets:
                lines.append("Closed: whoever is here may leave, but no one may enter.")
        elif area in cat.special_areas:
            sa = cat.special_areas[area]
            lines.append(sa.name)
            if sa.summary:
                lines.append(sa.summary)
        elif area in cat.world_of_area:
            w = cat.worlds[cat.world_of_area[area]]
            lines.append(cat.area_name(area))
            lines.append(
                f"Encounter colours: {', '.join(w.colours)}. Gates to it close at {w.close_modifier:+d}."
            )
        if ch is not None:
            lines.insert(0, f"Click: {ch.label}")
            path = self.board.path.path_to(area)
            if path is not None:
                names = " → ".join(cat.area_name(a) for a in path)
                dec = self.session.pending()
                fare = self.board.path.fare_to(dec, area) if dec is not None else None
                cost = f"{len(path)} movement point{'s' if len(path) != 1 else ''}"
                if fare:
                    cost += f", train fare {fare}"
                lines.insert(1, f"Path ({cost}): {names}")
                danger = self.board.path.monsters_on_path(path)
                if danger:
                    lines.insert(
                        2, "Monsters on the way (evade or fight each): " + ", ".join(danger)
                    )
        return "\n".join(lines)


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


def _closed_marker(c: Canvas, r: Rect) -> None:
    """A closed location or street: darkened, with the word across it."""
    c.rect(r, (20, 14, 10, 150), 7)
    c.text("CLOSED", (r[0] + r[2] / 2, r[1] + r[3] / 2 + 6), 20, "serif-b", (230, 90, 70), "center")
