"""The tracks panel: the Ancient One with the gates and seals against the limits the engine
set, then any list of tracks (one to four: one row each, two columns from three on), then the
environment and the rumor in play. A track is drawn from its :class:`TrackView` alone — its
name, a space per step up to its maximum (numbered while they are wide enough), filled up to
its value, coloured per space when it says so — so a new track needs no code here."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from arkham.engine.board import ON_THE_RUMOR
from arkham.engine.text import monster_name
from arkham.engine.tracks import TrackView, views
from arkham.ui import draw as d
from arkham.ui.board.tips import ancient_one_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.scenes.board import BoardScene

Rect = tuple[float, float, float, float]

TITLE_H = 30.0
TRACKS_H = 60.0
"""The tracks' part of the panel, under the title and above the cards in play."""
COLUMN_GAP = 12.0
SPACE_MAX = 33.0
"""The widest a space gets (a short track does not stretch across the panel)."""
NUMBERED = 17.0
"""Spaces at least this wide and tall show their number."""
FILLS = ((150, 24, 24), (120, 40, 110), (30, 104, 118), (72, 110, 48))
"""A filled space's colour, by the track's place in the list (the value's own space is lighter)."""
EMPTY = (58, 50, 56)


class Tracks:
    def __init__(self, board: BoardScene) -> None:
        self.board = board

    def draw(self, c: Canvas) -> None:
        box = self.board.map.plan.tracks
        if box is None:
            return
        self._title(c, box)
        x, y, w, _h = box
        self.draw_tracks(c, views(self.board.session.game), (x + 10, y + TITLE_H, w - 20, TRACKS_H))
        self._cards_in_play(c, box)

    def _title(self, c: Canvas, box: Rect) -> None:
        """The Ancient One, and the open gates and seals against the engine's limits."""
        session = self.board.session
        st = session.state
        ao = session.cat.ancient_ones[st.ancient_one]
        x, y, w, _h = box
        c.text(ao.name, (x + 12, y + 8), 19, "serif-b", d.GOLD, max_w=w / 2)
        self.board.ui.add(
            Hit(
                (x, y, c.text_w(ao.name, 19, "serif-b") + 24, TITLE_H),
                "ancient-one",
                None,
                ancient_one_tip(ao, st.doom, session.cat.heralds.get(st.herald or "")),
            )
        )
        started = session.facts.get("game-started")
        limits = started.data if started is not None else {}
        gates = f"gates {len(st.open_gates())}/{limits.get('gate_limit', '?')}"
        seals = f"seals {st.sealed_count()}/{limits.get('seals_to_win', '?')}"
        c.text(f"{gates} · {seals}", (x + w - 12, y + 10), 15, "sans", d.TEXT_LIGHT, "topright")

    def draw_tracks(self, c: Canvas, tracks: list[TrackView], area: Rect) -> None:
        """Every track in ``area``: one row each, in two columns when there are more than two."""
        if not tracks:
            return
        x, y, w, h = area
        cols = 1 if len(tracks) <= 2 else 2
        rows = math.ceil(len(tracks) / cols)
        cell_w = (w - (cols - 1) * COLUMN_GAP) / cols
        cell_h = h / rows
        size = min(17.0, cell_h * 0.6)
        for col in range(cols):
            column = tracks[col * rows : (col + 1) * rows]
            label_w = max(c.text_w(t.name, size, "serif-b") for t in column) + 10
            for row, track in enumerate(column):
                i = col * rows + row
                cell = (x + col * (cell_w + COLUMN_GAP), y + row * cell_h, cell_w, cell_h)
                self._track(c, track, cell, label_w, size, FILLS[i % len(FILLS)])

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
        current = self.board.session.anims[0] if self.board.session.anims else None
        for i in range(track.maximum):
            value = i + 1
            r = (x + label_w + i * step, cy - sh / 2, sw, sh)
            colour = fill if value <= track.value else EMPTY
            if value == track.value:
                colour = _lighter(fill)
            c.rect(r, colour, 4)
            tint = track.spaces[i] if i < len(track.spaces) else None
            if tint is not None:
                c.rect((r[0], r[1] + sh - 4, sw, 4), _named(tint), 2)
            if sw >= NUMBERED and sh >= NUMBERED:
                c.text(str(value), (r[0] + sw / 2, cy), 12, "sans-b", d.TEXT_LIGHT, "center")
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
        self.board.ui.add(Hit(cell, f"track:{track.id}", None, tip))

    def _cards_in_play(self, c: Canvas, box: Rect) -> None:
        """The environment and the rumor, one line each."""
        st = self.board.session.state
        cat = self.board.session.cat
        x, y, w, _h = box
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
                    held = [monster_name(cat, m) for m in st.monsters_at(ON_THE_RUMOR)]
                    if held:
                        tip += "\nMonsters on the card: " + ", ".join(held)
            self.board.ui.add(Hit(r, f"card:{label.lower()}", None, tip))


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
