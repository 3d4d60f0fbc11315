"""The tracks panel: the Ancient One with the gates and seals against the limits the engine
set, then any list of tracks (one row each; two columns when the rows would be too low), then
the environment and the rumor in play. A track is drawn from its :class:`TrackView` alone — its
name, a space per step up to its maximum (numbered while they are wide enough: the tracks'
spaces line up unless a long name leaves a track too little room for its numbers, when each
begins after its own name), filled up to its value (or, for a track whose spaces fill by
group, the spaces it says), each space in its own colour when it has one (a Feds Raid space
in its neighbourhood's) — so a new track needs no code here.

"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from arkham.engine.board import ON_THE_RUMOR
from arkham.engine.flow import GameStarted
from arkham.engine.text import monster_name
from arkham.engine.tracks import TrackView, views
from arkham.ui import draw as d
from arkham.ui.board.tips import ancient_one_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.state import GameState
    from arkham.ui.board.map import BoardMap
    from arkham.ui.board.table import Table

Rect = tuple[float, float, float, float]

TITLE_H = 30.0
BAR_H = 18.0
"""A line of the cards in play at the foot of the panel (two lines; one, side by side, under
3+ tracks), unless its text is taller (the 12 px floor at a small window)."""
ROW_MIN = 20.0
"""Tracks go in two columns when one column would give each a row lower than this."""
COLUMN_GAP = 12.0
SPACE_MAX = 33.0
"""The widest a space gets (a short track does not stretch across the panel)."""
NUMBERED = 17.0
"""Spaces at least this tall show their number (when it fits their width)."""
NUMBER = 12.0
"""A space's number: the 12 px floor at 1280×720."""
FILLS = ((150, 24, 24), (120, 40, 110), (30, 104, 118), (72, 110, 48))
"""A filled space's colour, by the track's place in the list (the value's own space is lighter)."""
EMPTY = (58, 50, 56)


class Tracks:
    def __init__(self, table: Table, board_map: BoardMap) -> None:
        self.table = table
        self.map = board_map
        """The map, whose town in focus says where the panel goes."""

    def draw(self, c: Canvas) -> None:
        box = self.map.plan.tracks
        if box is None:
            return
        self._title(c, box)
        x, y, w, h = box
        tracks = views(self.table.session.shown_game)
        bar = max(BAR_H, c.line_h(16) + 2, c.line_h(13, "sans-b") + 2)
        cards_h = 2 * bar + 10 if len(tracks) <= 2 else bar + 10
        self.draw_tracks(c, tracks, (x + 10, y + TITLE_H, w - 20, h - TITLE_H - cards_h))
        self._cards_in_play(c, box, bar, side_by_side=len(tracks) > 2)

    def _title(self, c: Canvas, box: Rect) -> None:
        """The Ancient One, and the open gates and seals against the engine's limits."""
        session = self.table.session
        st = session.state
        ao = session.cat.ancient_ones[st.ancient_one]
        x, y, w, _h = box
        c.text(ao.name, (x + 12, y + 8), 19, "serif-b", d.GOLD, max_w=w / 2)
        name_w = min(w / 2, c.text_w(ao.name, 19, "serif-b"))
        self.table.frame.add(
            Hit(
                (x, y, name_w + 24, TITLE_H),
                "ancient-one",
                None,
                ancient_one_tip(ao, st.doom, session.cat.heralds.get(st.herald or "")),
                card=f"ancient-one:{st.ancient_one}",
            )
        )
        for i, (name, summary) in enumerate(heralds(session.cat, st)[:1]):
            hx = x + 20 + name_w
            c.text(f"& {name}", (hx, y + 11), 15, "serif-i", (220, 170, 150), max_w=w / 2 - 140)
            tip = f"The herald {name}, beside the Ancient One." + (
                f"\n{summary}" if summary else ""
            )
            self.table.frame.add(
                Hit(
                    (hx, y, w / 2 - 140, TITLE_H),
                    f"herald:{i}",
                    None,
                    tip,
                    card=f"herald:{st.herald}",
                )
            )
        started = session.fact(GameStarted)
        limit, to_win = (started.gate_limit, started.seals_to_win) if started else ("?", "?")
        gates = f"gates {len(st.open_gates())}/{limit}"
        seals = f"seals {st.sealed_count()}/{to_win}"
        c.text(f"{gates} · {seals}", (x + w - 12, y + 10), 15, "sans", d.TEXT_LIGHT, "topright")

    def draw_tracks(self, c: Canvas, tracks: list[TrackView], area: Rect) -> None:
        """Every track in ``area``: one row each, in two columns when there are more than two."""
        if not tracks:
            return
        x, y, w, h = area
        cols = 1 if len(tracks) <= 2 or h / len(tracks) >= ROW_MIN else 2
        rows = math.ceil(len(tracks) / cols)
        cell_w = (w - (cols - 1) * COLUMN_GAP) / cols
        cell_h = h / rows
        size = min(17.0, cell_h * 0.6 if len(tracks) <= 2 else cell_h * 0.64)
        for col in range(cols):
            column = tracks[col * rows : (col + 1) * rows]
            label_w = [c.text_w(t.name, size, "serif-b") + 10 for t in column]
            if all(_numbers_fit(c, t, cell_w - max(label_w)) for t in column):
                label_w = [max(label_w)] * len(column)  # the spaces line up
            for row, track in enumerate(column):
                i = col * rows + row
                cell = (x + col * (cell_w + COLUMN_GAP), y + row * cell_h, cell_w, cell_h)
                self._track(c, track, cell, label_w[row], size, FILLS[i % len(FILLS)])

    def _track(
        self,
        c: Canvas,
        track: TrackView,
        cell: Rect,
        label_w: float,
        size: float,
        fill: tuple[int, int, int],
    ) -> None:
        """One track in ``cell``; while an animation named after the track runs (the session's
        ``doom`` and ``terror``), the space it reached flashes."""
        x, y, w, h = cell
        cy = y + h / 2
        c.text(track.name, (x + 2, cy), size, "serif-b", d.TEXT_LIGHT, "midleft", max_w=label_w)
        step = min(SPACE_MAX, (w - label_w) / max(1, track.maximum))
        sw, sh = step - 3, min(22.0, h - 6)
        numbered = _numbers_fit(c, track, w - label_w)
        current = self.table.session.anims[0] if self.table.session.anims else None
        for i in range(track.maximum):
            value = i + 1
            r = (x + label_w + i * step, cy - sh / 2, sw, sh)
            tint = track.spaces[i] if i < len(track.spaces) else None
            full = track.filled[i] if i < len(track.filled) else value <= track.value
            if tint is not None:  # a space of its own colour: ringed in it, filled with it
                own = _named(tint)
                c.rect(r, own if full else EMPTY, 4)
                c.rect(r, own, 4, 2)
                if full:
                    c.circle((r[0] + sw / 2, cy), min(sw, sh) * 0.3, (30, 26, 26))
                    c.circle((r[0] + sw / 2, cy), min(sw, sh) * 0.3, (240, 230, 200), 1)
            else:
                colour = fill if full else EMPTY
                if value == track.value and not track.filled:
                    colour = _lighter(fill)
                c.rect(r, colour, 4)
            if numbered and sh >= NUMBERED and (tint is None or not full):
                c.text(str(value), (r[0] + sw / 2, cy), NUMBER, "sans-b", d.TEXT_LIGHT, "center")
            if (
                current is not None
                and current.kind == track.id
                and value == int(current.data["value"])
            ):
                grow = 6 * (1 - current.progress)
                c.rect(
                    (r[0] - 3 - grow, r[1] - 3 - grow, sw + 6 + 2 * grow, sh + 6 + 2 * grow),
                    d.HILITE,
                    6,
                    2,
                )
        tip = f"{track.name}: {track.value} of {track.maximum}. {track.summary}"
        groups = self._groups(track)
        if groups:
            tip += "\nBy neighbourhood: " + groups
        self.table.frame.add(Hit(cell, f"track:{track.id}", None, tip))

    def _groups(self, track: TrackView) -> str:
        """How full each group of a track filled by group is ("Church Green 1 of 2, …")."""
        cat = self.table.session.cat
        spec = cat.tracks.get(track.id)
        if spec is None or not spec.space_groups or len(track.filled) != len(spec.space_groups):
            return ""
        counts: dict[str, list[int]] = {}
        for group, full in zip(spec.space_groups, track.filled):
            counts.setdefault(group, [0, 0])
            counts[group][0] += full
            counts[group][1] += 1
        return ", ".join(
            f"{cat.neighbourhoods[g].name if g in cat.neighbourhoods else g} {n} of {m}"
            for g, (n, m) in counts.items()
        )

    def _cards_in_play(
        self, c: Canvas, box: Rect, bar: float = BAR_H, side_by_side: bool = False
    ) -> None:
        """The environment and the rumor, one line each at the foot of the panel (side by side
        in one line when the tracks need the room)."""
        st = self.table.session.state
        cat = self.table.session.cat
        x, y, w, h = box
        label_w = c.text_w("Environment", 13, "sans-b") + 18
        for i, (label, card) in enumerate((("Environment", st.environment), ("Rumor", st.rumor))):
            if side_by_side:
                half = (w - 26) / 2
                r = (x + 10 + i * (half + 6), y + h - bar - 6, half, bar)
                label_w = c.text_w(label, 13, "sans-b") + 16
            else:
                r = (x + 10, y + h - 2 * bar - 8 + i * (bar + 2), w - 20, bar)
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
                    held = [monster_name(cat, m) for m in st.monsters_at(ON_THE_RUMOR)]
                    if held:
                        tip += "\nMonsters on the card: " + ", ".join(held)
            self.table.frame.add(Hit(r, f"card:{label.lower()}", None, tip))


def _numbers_fit(c: Canvas, track: TrackView, w: float) -> bool:
    """Whether ``track``'s spaces, laid in ``w``, are wide enough for its highest number."""
    step = min(SPACE_MAX, w / max(1, track.maximum))
    return c.text_w(str(track.maximum), NUMBER, "sans-b") <= step - 3


def _lighter(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = colour
    return min(255, r + 50), min(255, g + 30), min(255, b + 50)


def _named(colour: str) -> tuple[int, int, int]:
    """A space's colour as data names it (``"#9DB3C8"``, ``"gold"``); grey when unknown."""
    try:
        c = pygame.Color(colour)
    except ValueError:
        return d.GREY
    return c.r, c.g, c.b


def heralds(cat: Catalog, st: GameState) -> list[tuple[str, str]]:
    """(name, what it does) of the herald beside the Ancient One (``state.herald``), if any."""
    fact = cat.heralds.get(st.herald) if st.herald else None
    if fact is None:
        return []
    return [(fact.name, "\n".join(f"{e.name}: {e.summary}" for e in fact.effects))]
