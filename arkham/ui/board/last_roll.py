"""The last roll, under the prompt: what it was for, its dice (successes marked as the engine
counted them), how many successes it needed and whether it passed, and who rolled — as far as
the sequence has been shown (:meth:`~arkham.ui.session.GameSession.shown_roll`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.ui import draw as d
from arkham.ui.board.geometry import PANEL_W, PANEL_X
from arkham.ui.draw import Canvas

if TYPE_CHECKING:
    from arkham.engine.decisions import Decision
    from arkham.ui.board.table import Table

HEIGHT = 70.0


class LastRoll:
    def __init__(self, table: Table) -> None:
        self.table = table

    def shown_for(self, dec: Decision | None) -> bool:
        """Whether the last roll belongs beside this decision: not when it is another
        investigator's (issue 17 §3), except in the final battle, which is everyone's."""
        ev = self.table.session.shown_roll()
        if ev is None:
            return False
        if dec is None or dec.investigator is None or ev.investigator is None:
            return True
        if dec.detail.get("window") == "after-roll":
            return True
        return ev.investigator == dec.investigator or self.table.state.final_battle is not None

    def draw(self, c: Canvas, y: float) -> float:
        """Draw the last roll from ``y`` down (nothing before the first); returns where it ends."""
        session = self.table.session
        ev = session.shown_roll()
        if ev is None or not self.shown_for(session.pending()):
            return y
        cat = session.cat
        x, w = PANEL_X, PANEL_W
        c.rect((x, y, w, HEIGHT), (34, 32, 30), 8)
        if ev.successes is None:
            label = f"Last roll — {ev.purpose}"
        else:
            ok = ev.successes >= (ev.needed or 0)
            label = f"Last roll — {ev.purpose}: {ev.successes} of {ev.needed} needed"
            c.text(
                "PASSED" if ok else "FAILED",
                (x + w - 10, y + 6),
                14,
                "sans-b",
                (120, 210, 120) if ok else (230, 100, 80),
                "topright",
            )
        c.text(label, (x + 10, y + 6), 15, "serif-b", d.TEXT_LIGHT, max_w=w - 90)
        c.dice_row((x + 10, y + 30), list(ev.dice), ev.threshold, 32, w - 120)
        if ev.investigator in cat.investigators:
            who = cat.investigators[ev.investigator].name
            c.text(who, (x + w - 10, y + 46), 13, "serif-i", d.GREY, "midright", max_w=110)
        return y + HEIGHT
