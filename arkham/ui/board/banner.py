"""The banner across the top of the map: the turn and phase, who decides now, the first player,
and the Undo, Rules and Menu buttons (what they do is given by the board scene)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.engine.decisions import Decision
from arkham.engine.state import GameState
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.board.geometry import BANNER_BOX
from arkham.ui.draw import Canvas, Colour
from arkham.ui.widgets import Hit, button

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

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


def where_we_are(c: Canvas, state: GameState, fill: Colour, edge: Colour) -> tuple[str, str]:
    """Paint the banner's ground; returns the turn ("Turn 3") and the phase's name."""
    c.rect(BANNER_BOX, fill)
    c.line((0, 55), (BANNER_BOX[2], 55), edge, 2)
    turn = f"Turn {state.turn}" if state.turn else "Before the first turn"
    return turn, PHASE_NAMES.get(state.phase, state.phase)


class Banner:
    def __init__(
        self,
        table: Table,
        undo: Callable[[], None],
        open_help: Callable[[], None],
        open_menu: Callable[[], None],
    ) -> None:
        self.table = table
        self.undo = undo
        self.open_help = open_help
        self.open_menu = open_menu

    def draw(self, c: Canvas, dec: Decision | None) -> None:
        session = self.table.session
        st = session.state
        cat = session.cat
        ui = self.table.frame
        head, phase = where_we_are(c, st, (12, 12, 16), d.GOLD_DARK)
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
            level = session.ai_level()
            c.text(
                f"{sheet.name} ({inv.player if level is None else 'AI · ' + level}) decides",
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
        for r, label, key, action, tip in (
            (
                (1268, 10, 66, 36),
                "Rules",
                "btn:help",
                self.open_help,
                "Rules help for this phase and the keywords on screen (F1)",
            ),
            (
                (1342, 10, 70, 36),
                "Menu",
                "btn:menu",
                self.open_menu,
                "Resume, settings, quit (Esc)",
            ),
        ):
            button(c, ui, r, label, key, action, size=16, style="dark", tip=tip)

    def _undo(self, c: Canvas) -> None:
        """Undo, greyed with the reason when the last decision revealed something; a red mark
        beside it when the autosave failed."""
        session = self.table.session
        ui = self.table.frame
        reason = session.undo_blocker()
        tip = "Take back the last decision (Ctrl+Z)" if reason is None else reason
        button(
            c,
            ui,
            (1190, 10, 70, 36),
            "Undo",
            "btn:undo",
            self.undo,
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
