"""A teammate's whole sheet (issue 17 §9): a click on another investigator's strip under the
sheet (:mod:`arkham.ui.board.others`) opens their sheet over the screen, read-only, while
the decider plans: sliders, every possession, trophies by name, Clues, money and conditions.
Escape or a click closes it; nothing on it answers the pending decision (the sheet is drawn
without one, so its sliders are never buttons). A right-click on a possession opens the card.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from arkham.catalog import Catalog, Role
from arkham.engine.state import Investigator
from arkham.ui import draw as d
from arkham.ui.board.sheet import Sheet
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

BOX_W = 1160.0
SHEET_W = 620.0
MIN_H, MAX_H = 480.0, 1040.0
HINT = "Read-only · click anywhere or press Esc to close · right-click a card to read it"


def conditions(cat: Catalog, inv: Investigator) -> list[str]:
    """What holds for ``inv`` beyond the numbers on the sheet, one line each (empty: nothing)."""
    out = []
    if inv.status == "devoured":
        out.append("Devoured: out of the game.")
    elif inv.status != "playing":
        out.append(f"Out of the game ({inv.status}).")
    if inv.area in cat.areas_with_role(Role.JAIL):
        out.append("In jail.")
    if inv.area in cat.areas_with_role(Role.LOST):
        out.append("Lost in time and space.")
    if inv.delayed:
        out.append("Delayed: misses the next movement.")
    if inv.explored:
        out.append("Explored: back from an Other World; may close the gate here.")
    if inv.returned_this_turn:
        out.append("Came back this turn: no evading or fighting at that gate.")
    if inv.encounters_over:
        out.append("Knocked out: no more encounters this turn.")
    if inv.loan_defaulted:
        out.append("Defaulted on a bank loan.")
    if inv.max_sanity_loss:
        out.append(f"Maximum Sanity lowered by {inv.max_sanity_loss}.")
    if inv.max_stamina_loss:
        out.append(f"Maximum Stamina lowered by {inv.max_stamina_loss}.")
    return out


def trophies(cat: Catalog, inv: Investigator) -> list[str]:
    """The monster and gate trophies by name."""
    names = [cat.monster_kinds[cat.kind_of_marker[m]].name for m in inv.monster_trophies]
    names += [f"Gate to {cat.worlds[cat.gate_markers[g].world].name}" for g in inv.gate_trophies]
    return names


class TeammateSheetScene(Scene):
    """Another investigator's sheet over the board; it never submits a choice."""

    name = "teammate-sheet"
    modal = True

    def __init__(self, app, table: Table, inv_id: str) -> None:
        super().__init__(app)
        self.table = table
        self.inv_id = inv_id
        self.cat = table.cat
        self._pressed = False
        self.sheet = Sheet(replace(table, frame=self.ui), 0, SHEET_W, shown=None)

    def investigator(self) -> Investigator | None:
        return next((i for i in self.table.state.investigators if i.id == self.inv_id), None)

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self.close()
            return
        super().handle(event)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        inv = self.investigator()
        if inv is None:  # a stale scene after a load: nothing to show
            self.close()
            return
        h = min(MAX_H, max(MIN_H, self.sheet.height + 90))
        x, y = 960 - BOX_W / 2, 540 - h / 2
        c.panel((x, y, BOX_W, h), d.PARCH_DARK, d.GOLD_DARK, 12)
        self.sheet.x = x + 16
        self.sheet.draw(c, inv, None, y + 16)
        self._side(c, inv, (x + SHEET_W + 40, y + 24, BOX_W - SHEET_W - 64, h - 90))
        c.text(HINT, (960, y + h - 34), 18, "sans", d.INK_SOFT, "center")

    def _side(self, c: Canvas, inv: Investigator, r) -> None:
        """Conditions, trophies by name and the ability, beside the sheet."""
        cat = self.cat
        x, y, w, h = r
        bottom = y + h
        sheet = cat.investigators[inv.id]
        parts = [
            ("Conditions", conditions(cat, inv) or ["None."]),
            ("Trophies", trophies(cat, inv) or ["None yet."]),
            (f"Ability: {sheet.ability.name}", [sheet.ability.summary]),
        ]
        for heading, lines in parts:
            if y >= bottom:
                break
            c.text(heading, (x, y), 22, "serif-b", d.RED, max_w=w)
            y += 32
            for line in lines:
                left = max(1, int((bottom - y) // 24))
                y += c.para(line, (x + 8, y, w - 8, 200), 19, "serif", d.INK, max_lines=left) + 4
            y += 14
