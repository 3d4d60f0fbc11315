"""The prompt in the side panel: who decides what, the engine's question, a hint on how to
answer it, and a button per choice the board does not already offer (move targets are on the
map, slider stops on the sheet; with an overlay up, the overlay has the buttons)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from arkham.engine.decisions import Choice, Decision
from arkham.ui import draw as d
from arkham.ui.board.choices import choice_button
from arkham.ui.board.geometry import PANEL_W, PANEL_X
from arkham.ui.draw import Canvas
from arkham.ui.widgets import button

if TYPE_CHECKING:
    from arkham.ui.board.ai_seats import AiSeats
    from arkham.ui.board.map import BoardMap
    from arkham.ui.board.table import Table

KIND_TITLES = {
    "move": "movement",
    "sliders": "skill sliders",
    "roll": "dice",
    "combat": "combat",
    "cards": "cards",
}
"""What the prompt's heading calls each kind of decision (the rest are "decision")."""
AI_INK = (112, 36, 28)
AI_TURN = (
    "The AI plays this seat. Space skips to the next person's decision; Esc › Seats gives it back."
)
AI_WATCH = "No person at the table: Space switches fast-forward on and off."


class Prompt:
    def __init__(self, table: Table, board_map: BoardMap, ai: AiSeats, hints: bool) -> None:
        self.table = table
        self.map = board_map
        self.ai = ai
        self.hints = hints
        """Whether a person may ask for a Hint here (not in a replay's past)."""

    def draw(self, c: Canvas, dec: Decision | None, y: float, overlay_up: bool) -> float:
        """Draw the prompt from ``y`` down; returns where it ends."""
        x, w = PANEL_X, PANEL_W
        if dec is None:
            c.panel((x, y, w, 60), (40, 30, 30), d.GOLD_DARK, 8, shadow=False)
            c.text("The game is over.", (x + 14, y + 30), 22, "serif-b", d.GOLD, "midleft")
            return y + 60
        session = self.table.session
        if session.busy():
            return self.showing(c, y)
        ai = self.ai
        playing = ai.playing()
        inv = session.decider()
        who = session.cat.investigators[inv.id].name if inv else "The first player"
        text_h = c.para_height(dec.prompt, w - 28, 21, "serif-b")
        buttons = [] if overlay_up else self.choices(dec)
        cols = 1 if len(buttons) <= 4 else 2
        rows = math.ceil(len(buttons) / cols)
        bh = 40 if rows <= 6 else max(26, 240 / rows)
        hint = self.hint(dec, overlay_up)
        hint_h = c.para_height(hint, w - 28, 15, "sans") + 4 if hint else 0
        said = ai.status() if playing else ai.hint_line() or ai.status()
        said_h = c.para_height(said, w - 28, 17, "serif-b") + 6 if said else 0
        h = 34 + text_h + hint_h + said_h + rows * (bh + 6) + 10
        c.panel((x, y, w, h), (246, 236, 210), d.RED, 8, shadow=False, edge_w=2)
        seat = f" (AI · {session.ai_level()})" if playing else ""
        title = f"{who}{seat} — {KIND_TITLES.get(dec.kind, 'decision')}"
        hint_button = not playing and self.hints
        c.text(title, (x + 14, y + 8), 15, "sans-b", d.RED, max_w=w - 28 - 110 * hint_button)
        if hint_button:
            button(
                c,
                self.table.frame,
                (x + w - 108, y + 3, 98, 28),
                "Hint (H)",
                "btn:hint",
                ai.ask_hint,
                tip="What the AI would do here, and why (its pick is ringed in gold)",
                size=16,
            )
        yy = y + 28
        yy += c.para(dec.prompt, (x + 14, yy, w - 28, 200), 21, "serif-b", d.INK)
        if said:
            yy += c.para(said, (x + 14, yy + 4, w - 28, 100), 17, "serif-b", AI_INK) + 6
        if hint:
            yy += c.para(hint, (x + 14, yy + 2, w - 28, 100), 15, "sans", d.INK_SOFT) + 4
        bw = (w - 28 - (cols - 1) * 8) / cols
        for i, ch in enumerate(buttons):
            col, row = i % cols, i // cols
            r = (x + 14 + col * (bw + 8), yy + 4 + row * (bh + 6), bw, bh)
            choice_button(c, self.table, r, ch, 17 if bh >= 36 else 14)
        return y + h

    def showing(self, c: Canvas, y: float) -> float:
        """While the last decision's events are played on the board, the prompt says so
        rather than ask the next question before its time (issue 17 §2, §3)."""
        x, w = PANEL_X, PANEL_W
        session = self.table.session
        n = session.current_notice()
        inv = session.decider() if n is not None and n.kind == "result" else None
        if inv is not None:
            title = f"{session.cat.investigators[inv.id].name} — result"
            text = "Read how the roll went, then Continue in the window on the board."
        else:
            title = "What happened"
            text = (
                "Read it in the window on the board, then Continue."
                if n is not None
                else "It plays out on the board; a click or Space skips ahead."
            )
        text_h = c.para_height(text, w - 28, 19, "serif-b")
        h = 34 + text_h + 10
        c.panel((x, y, w, h), (246, 236, 210), d.GOLD_DARK, 8, shadow=False, edge_w=2)
        c.text(title, (x + 14, y + 8), 15, "sans-b", d.RED, max_w=w - 28)
        c.para(text, (x + 14, y + 28, w - 28, 120), 19, "serif-b", d.INK)
        return y + h

    def choices(self, dec: Decision) -> list[Choice]:
        """The choices that need a button here."""
        board_map = self.map
        out = []
        for ch in dec.choices:
            if ch.id.startswith("slider:"):
                continue
            if (
                dec.kind == "move"
                and ch.id.startswith("move:")
                and board_map.shown(ch.target or "")
            ):
                continue
            out.append(ch)
        return out

    def hint(self, dec: Decision, overlay_up: bool) -> str:
        if self.ai.playing():
            return AI_WATCH if self.ai.all_ai() else AI_TURN
        if overlay_up:
            return "Answer in the window on the board."
        if dec.kind == "move":
            board_map = self.map
            targets = {
                ch.target for ch in dec.enabled() if ch.target and board_map.shown(ch.target)
            }
            if not targets:
                return ""
            n = len(targets)
            where = "on the board" if len(board_map.plan.towns) < 2 else "on the map or in the dock"
            return (
                f"Click one of the {n} highlighted place{'s' if n != 1 else ''} {where}; hover "
                "one first to see the path, its cost and the monsters on the way."
            )
        if dec.kind == "sliders":
            if "shifts_left" in dec.detail:  # a sheet's own slider rule (Trish Scarborough)
                return "Click a stop on a slider above; both skills of a slider rise together."
            return "Click a stop on a slider above; each stop moved costs one Focus."
        return ""
