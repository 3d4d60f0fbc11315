"""The investigator sheet at the top of the side panel, for whoever decides now: name and
place, Stamina, Sanity, money, Clues and Focus, the skill sliders (clickable when the decision
is about them), possessions and trophies."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import effects
from arkham.engine.decisions import Decision
from arkham.engine.state import Investigator
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.board.geometry import PANEL_W, PANEL_X
from arkham.ui.board.tips import card_tip
from arkham.ui.draw import Canvas
from arkham.ui.layout import FIGURE_SIZE
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.state import GameState
    from arkham.ui.board.table import Table

SLIDER_STOPS = 4
POSSESSIONS_SHOWN = 14
READ_HINT = "right-click a card to read it"
STAT_H = 60.0
"""A value's box (Stamina, Sanity, money, Clues, Focus): its figures over its label."""
STAT_LABEL = 12.0
"""Its label's size: smaller than the figures, at the 12 px floor at 1280×720."""


class Sheet:
    """The sheet in the side panel; also, at another place and width, given a table with
    another frame and showing every possession, the teammate's sheet
    (:mod:`arkham.ui.scenes.teammate`)."""

    def __init__(
        self,
        table: Table,
        x: float = PANEL_X,
        w: float = PANEL_W,
        shown: int | None = POSSESSIONS_SHOWN,
    ) -> None:
        self.table = table
        self.x, self.w = x, w
        self.shown = shown
        """How many possessions are listed (None: all)."""
        self.height = 420.0
        """The height the sheet took when last drawn: its parchment is laid down before what
        is on it is known (a change draws the frame again)."""

    def draw(self, c: Canvas, inv: Investigator, dec: Decision | None, y: float) -> float:
        """Draw the sheet from ``y`` down; returns where it ends."""
        cat = self.table.session.cat
        ui = self.table.frame
        sheet = cat.investigators[inv.id]
        x, w = self.x, self.w
        top = y
        c.panel((x, y, w, self.height), d.PARCH, d.PARCH_EDGE, 8, shadow=False)
        seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
        c.investigator_token((x + 30, y + 32), 20, seat, d.initials(sheet.name), inv.delayed)
        c.text(sheet.name, (x + 60, y + 8), 25, "serif-b", d.INK, max_w=w - 70)
        jailed = inv.area in cat.areas_with_role(Role.JAIL)
        where = "in jail" if jailed else cat.area_name(inv.area)
        c.text(
            f"{sheet.occupation} · {inv.player} · at {where}",
            (x + 60, y + 38),
            15,
            "serif-i",
            d.INK_SOFT,
            max_w=w - 70,
        )
        ui.add(
            Hit(
                (x, y, w, 56),
                "sheet:ability",
                None,
                f"{sheet.ability.name}: {sheet.ability.summary}",
                card=f"investigator:{inv.id}",
            )
        )
        y += 62
        game = self.table.session.game
        max_san, max_sta = effects.max_sanity(game, inv), effects.max_stamina(game, inv)
        stats = [
            ("Stamina", f"{inv.stamina}/{max_sta}", d.RED, glossary.TERMS["Stamina"]),
            ("Sanity", f"{inv.sanity}/{max_san}", d.BLUE, glossary.TERMS["Sanity"]),
            ("Money", f"${inv.money}", d.GOLD_DARK, glossary.TERMS["Money"]),
            ("Clues", str(inv.clues), (160, 120, 30), glossary.TERMS["Clues"]),
            ("Focus", str(sheet.focus), d.GREEN, glossary.TERMS["Focus"]),
        ]
        bw = (w - 16 - 4 * 6) / 5
        for i, (label, value, col, tip) in enumerate(stats):
            r = (x + 8 + i * (bw + 6), y, bw, STAT_H)
            c.rect(r, col, 6)
            c.text(value, (r[0] + bw / 2, y + 22), FIGURE_SIZE, d.FIGURES, d.WHITE, "center")
            c.text(label, (r[0] + bw / 2, y + 47), STAT_LABEL, "sans-b", (240, 232, 214), "center")
            ui.add(Hit(r, f"stat:{label.lower()}", None, tip))
        y += STAT_H + 8
        y = self._sliders(c, inv, dec, y)
        y = self._possessions(c, inv, y)
        y = self._trophies(c, inv, y)
        y = self._story(c, inv, y)
        c.rect((x, top, w, y - top), d.PARCH_EDGE, 8, 1.5)
        if y - top != self.height:
            self.height = y - top
            self.table.redraw()
        return y

    def _story(self, c: Canvas, inv: Investigator, y: float) -> float:
        """The investigator's personal story, when the engine deals them (a line, its text in
        the tooltip); nothing otherwise."""
        session = self.table.session
        story = personal_story(session.cat, session.state, inv)
        if story is None:
            return y
        title, summary = story
        x, w = self.x, self.w
        c.text(f"Story: {title}", (x + 10, y), 15, "serif-b", d.RED, max_w=w - 20)
        self.table.frame.add(Hit((x + 8, y - 2, w - 16, 22), "sheet:story", None, summary or title))
        return y + 22

    def _sliders(self, c: Canvas, inv: Investigator, dec: Decision | None, y: float) -> float:
        """The sheet's sliders (the standard three, or its own pairs: Trish Scarborough's raise
        both skills, marked with an arrow); a stop the decision offers is a button."""
        table = self.table
        sheet = table.cat.investigators[inv.id]
        x, w = self.x, self.w
        offered = {}
        if dec is not None and dec.kind == "sliders" and dec.investigator == inv.id:
            offered = {ch.id: ch for ch in dec.choices}
            left = dec.detail.get("focus_left")
            note = dec.detail.get("note") or (
                "Set the sliders anywhere" if left is None else f"Focus left: {left}"
            )
            c.text(str(note), (x + w - 10, y), 14, "sans-b", d.RED, "topright", max_w=w - 80)
        c.text("Skills", (x + 10, y), 16, "serif-b", d.INK)
        y += 20
        for pair in sheet.sliders:
            a, b = pair.skills
            stop = inv.sliders.get(pair.id, 0)
            c.text(a.title(), (x + 10, y + 14), 16, "serif-b", d.INK, "midleft")
            c.text(b.title(), (x + w - 10, y + 14), 16, "serif-b", d.INK, "midright")
            if pair.together:  # both skills rise to the right: an arrow by the second
                bx = x + w - 14 - c.text_w(b.title(), 16, "serif-b")
                c.text("↑", (bx, y + 14), 14, "sans-b", d.RED, "midright")
            tx0, tx1 = x + 90, x + w - 90
            c.line((tx0, y + 14), (tx1, y + 14), d.INK_SOFT, 2)
            for s in range(SLIDER_STOPS):
                sx = tx0 + (tx1 - tx0) * s / (SLIDER_STOPS - 1)
                va = sheet.slider_base[a] + pair.step(a) * s  # type: ignore[index]
                vb = sheet.slider_base[b] + pair.step(b) * s  # type: ignore[index]
                ch = offered.get(f"slider:{pair.id}:{s}")
                if s == stop:
                    c.rect((sx - 30, y, 60, 28), (120, 34, 28), 6)
                    c.text(f"{va} | {vb}", (sx, y + 14), 16, "sans-b", d.WHITE, "center")
                else:
                    fill = (250, 244, 222) if ch is not None else (226, 214, 186)
                    if ch is not None and self.table.frame.is_hover(f"choice:{ch.id}"):
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
                    self.table.frame.add(
                        Hit(
                            (sx - 30, y, 60, 28),
                            f"choice:{ch.id}",
                            lambda cid=ch.id: table.submit(cid),
                            ch.label,
                        )
                    )
            tip = glossary.TERMS["Sliders"]
            if pair.together:
                tip = f"{a.title()} and {b.title()} rise together on this slider. " + tip
            self.table.frame.add(Hit((x + 4, y, 80, 28), f"slider:{pair.id}", None, tip))
            y += 32
        return y + 4

    def _possessions(self, c: Canvas, inv: Investigator, y: float) -> float:
        cat = self.table.session.cat
        x, w = self.x, self.w
        c.text("Possessions", (x + 10, y), 16, "serif-b", d.INK)
        if inv.possessions:
            c.text(READ_HINT, (x + w - 10, y + 2), 13, "sans", d.INK_SOFT, "topright")
        y += max(22, c.line_h(13, "sans") + 4)  # the hint clears the cards at the 12 px floor
        col_w = (w - 24) / 2
        shown = inv.possessions[: self.shown]
        for i, p in enumerate(shown):
            r = (x + 8 + (i % 2) * (col_w + 8), y + (i // 2) * 25, col_w, 22)
            kind = cat.card_kind(p.card)
            fill = d.CARD_KIND_COLOURS.get(kind, d.GREY) if not p.exhausted else (168, 162, 150)
            c.rect(r, fill, 4)
            label = cat.card_name(p.card) + (" (exhausted)" if p.exhausted else "")
            c.text(
                label,
                (r[0] + 6, r[1] + 11),
                14,
                "serif-i" if p.exhausted else "serif",
                d.INK,
                "midleft",
                max_w=col_w - 10,
            )
            self.table.frame.add(
                Hit(
                    r,
                    f"possession:{p.handle}",
                    None,
                    card_tip(cat, p.card, p.exhausted),
                    card=f"card:{p.card}",
                )
            )
        rows = math.ceil(len(shown) / 2)
        if not inv.possessions:
            c.text("nothing", (x + 12, y + 2), 14, "serif-i", d.INK_SOFT)
            rows = 1
        return y + rows * 25 + 4

    def _trophies(self, c: Canvas, inv: Investigator, y: float) -> float:
        cat = self.table.session.cat
        x, w = self.x, self.w
        mt, gt = inv.monster_trophies, inv.gate_trophies
        trophy = (
            f"Trophies: {len(mt)} monster{'s' if len(mt) != 1 else ''}, "
            f"{len(gt)} gate{'s' if len(gt) != 1 else ''}"
        )
        c.text(trophy, (x + 10, y), 15, "serif-b", d.INK)
        names = [cat.monster_kinds[cat.kind_of_marker[m]].name for m in mt]
        names += [f"gate to {cat.worlds[cat.gate_markers[g].world].name}" for g in gt]
        self.table.frame.add(
            Hit(
                (x + 8, y - 2, w - 16, 22),
                "sheet:trophies",
                None,
                ", ".join(names) or "No trophies yet.",
            )
        )
        return y + 22


def personal_story(cat: Catalog, st: GameState, inv: Investigator) -> tuple[str, str] | None:
    """(line, text) of the personal story an investigator follows (``state.stories``): its
    title with how far it has come or how it ended, and its prose; None without one."""
    held = st.stories.get(inv.id)
    fact = cat.personal_stories.get(held.story) if held is not None else None
    if held is None or fact is None:
        return None
    if held.outcome:
        return f"{fact.title} ({held.outcome})", fact.prose
    return f"{fact.title} ({held.progress} on, {held.setbacks} against)", fact.prose
