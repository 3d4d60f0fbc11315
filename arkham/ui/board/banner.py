"""The banner across the top of the map: the turn and phase, who decides now, the first player,
and the Undo, Rules and Menu buttons (what they do is the board scene's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.decisions import Decision
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.board.geometry import BANNER_BOX
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit, button

if TYPE_CHECKING:
    from arkham.ui.scenes.board import BoardScene

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


def turn_line(turn: int) -> str:
    return f"Turn {turn}" if turn else "Before the first turn"


class Banner:
    def __init__(self, board: BoardScene) -> None:
        self.board = board

    def draw(self, c: Canvas, dec: Decision | None) -> None:
        board = self.board
        session = board.session
        st = session.state
        cat = session.cat
        ui = board.ui
        c.rect(BANNER_BOX, (12, 12, 16))
        c.line((0, 55), (1420, 55), d.GOLD_DARK, 2)
        phase = PHASE_NAMES.get(st.phase, st.phase)
        head = turn_line(st.turn)
        c.text(head, (16, 28), 26, "serif-b", d.GOLD, "midleft")
        x = 18 + c.text_w(head, 26, "serif-b") + 14
        c.text("·", (x, 28), 26, "serif-b", d.GOLD_DARK, "midleft")
        x += 20
        c.text(phase, (x, 28), 26, "serif", d.TEXT_LIGHT, "midleft")
        ui.add(
            Hit(
                (x, 6, c.text_w(phase, 26) + 10, 44),
                "banner:phase",
                None,
                glossary.PHASES.get(st.phase, phase),
            )
        )
        x += c.text_w(phase, 26) + 30
        inv = session.decider()
        if dec is not None and inv is not None:
            sheet = cat.investigators[inv.id]
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
            name = cat.investigators[first.id].name
            c.star_badge((1002, 28), 11, d.GOLD)
            c.text("First player", (1018, 17), 12, "sans", d.GREY, "midleft")
            c.text(name, (1018, 37), 15, "sans", d.TEXT_LIGHT, "midleft", max_w=164)
            ui.add(
                Hit(
                    (988, 10, 196, 36),
                    "banner:first",
                    None,
                    "The first player starts every phase and draws the Mythos card. The marker passes left each turn.",
                )
            )
        self._undo(c)
        button(
            c,
            ui,
            (1268, 10, 66, 36),
            "Rules",
            "btn:help",
            board.open_help,
            size=16,
            style="dark",
            tip="Rules help for this phase and the keywords on screen (F1)",
        )
        button(
            c,
            ui,
            (1342, 10, 70, 36),
            "Menu",
            "btn:menu",
            board.open_menu,
            size=16,
            style="dark",
            tip="Resume, settings, quit (Esc)",
        )

    def _undo(self, c: Canvas) -> None:
        """Undo, greyed with the reason when the last decision revealed something; a red mark
        beside it when the autosave failed."""
        session = self.board.session
        ui = self.board.ui
        reason = session.undo_blocker()
        tip = "Take back the last decision (Ctrl+Z)" if reason is None else reason
        button(
            c,
            ui,
            (1190, 10, 70, 36),
            "Undo",
            "btn:undo",
            self.board.undo,
            reason is None,
            tip,
            16,
            "dark",
        )
        problem = session.autosave_error
        if problem:
            c.circle((1180, 14), 7, (230, 90, 60))
            c.text("!", (1180, 14), 11, "sans-b", d.WHITE, "center")
            ui.add(Hit((1170, 4, 20, 20), "banner:autosave", None, problem))
