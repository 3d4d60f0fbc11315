"""The Esc menu and the settings screen."""

from __future__ import annotations

import pygame

from arkham.persistence import ANIMATION_SPEEDS, HUMAN, paths
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.layout import UI_SCALES
from arkham.ui.scenes.base import Scene
from arkham.ui.scenes.setup import SEAT_LABELS, SEATS
from arkham.ui.widgets import button

VOLUME_STEP = 10
RESULT_SECONDS = (0, 2, 4)
"""The choices for how long a roll's result stays up by itself (0: until Continue)."""
KEPT = "The game is saved by itself after every decision: Continue on the title screen resumes it."


class MenuScene(Scene):
    name = "menu"
    modal = True
    window_box = (730, 110, 460, 830)

    def close(self) -> None:
        self.app.pop(self)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((730, 110, 460, 830), d.PARCH, d.GOLD_DARK, 12)
        c.text("Menu", (960, 152), 40, "serif-b", d.INK, "center")
        board = self.app._board()
        in_game = board is not None
        no_game = "Start or load a game first"
        items = [
            ("Resume", "btn:resume", self.close, True, None, "primary"),
            (
                "Save game…",
                "btn:save",
                self.save,
                in_game,
                "Keep this game under a name of your choice" if in_game else no_game,
                "normal",
            ),
            ("Load game…", "btn:load", self.load, True, "Your saved games", "normal"),
            (
                "Seats: human or AI…",
                "btn:seats",
                self.seats,
                in_game,
                "Hand any investigator to the AI, or take one back" if in_game else no_game,
                "normal",
            ),
            ("Settings…", "btn:settings", self.settings, True, None, "normal"),
            ("Rules help", "btn:help", self.help, True, None, "normal"),
            (
                "Open saves folder",
                "btn:open-saves",
                self.open_saves,
                True,
                f"Show {paths().saves} in your file manager",
                "normal",
            ),
            (
                "Export a bug report",
                "btn:bug-report",
                self.app.export_bug_report,
                in_game,
                "Write one file with this game, the version and your platform, to attach to "
                "a report"
                if in_game
                else no_game,
                "normal",
            ),
            ("Quit to title", "btn:quit-title", self.app.show_title, True, KEPT, "normal"),
            ("Quit the game", "btn:quit", self.quit, True, KEPT, "normal"),
        ]
        y = 200
        for label, key, action, enabled, tip, style in items:
            button(c, self.ui, (790, y, 340, 52), label, key, action, enabled, tip, 23, style)
            y += 62 if key not in ("btn:help", "btn:bug-report") else 78
        c.para(KEPT, (770, y + 2, 380, 60), 14, "sans", d.INK_SOFT, align="center")

    def save(self) -> None:
        from arkham.ui.scenes.saves import SaveScene

        board = self.app._board()
        if board is not None:
            self.app.pop(self)
            self.app.push(SaveScene(self.app, board.session))

    def load(self) -> None:
        from arkham.ui.scenes.saves import LoadScene

        self.app.pop(self)
        self.app.push(LoadScene(self.app, in_game=self.app._board() is not None))

    def seats(self) -> None:
        board = self.app._board()
        if board is not None:
            self.app.push(SeatsScene(self.app, board.session))

    def open_saves(self) -> None:
        self.app.open_folder(paths().saves)

    def settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def help(self) -> None:
        from arkham.ui.scenes.help import HelpScene

        self.app.pop(self)
        self.app.push(HelpScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        super().handle(event)


class SettingsScene(Scene):
    name = "settings"
    modal = True
    window_box = (560, 110, 800, 830)

    def close(self) -> None:
        self.app.pop(self)

    def _set(self, **changes: object) -> None:
        for k, v in changes.items():
            setattr(self.app.settings, k, v)
        self.app.apply_settings()

    def draw(self, c: Canvas) -> None:
        s = self.app.settings
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((560, 110, 800, 830), d.PARCH, d.GOLD_DARK, 12)
        c.text("Settings", (960, 154), 40, "serif-b", d.INK, "center")
        y = 230

        def row(label: str, hint: str) -> None:
            c.text(label, (610, y + 2), 24, "serif-b", d.INK)
            c.para(hint, (610, y + 34, 270, 56), 15, "sans", d.INK_SOFT, max_lines=2)

        row("Interface size", "text, panels and windows, on top of fitting the window")
        step = 410 / len(UI_SCALES)
        for i, scale in enumerate(UI_SCALES):
            button(
                c,
                self.ui,
                (900 + i * step, y, step - 8, 46),
                f"{round(scale * 100)}%",
                f"btn:scale-{scale}",
                lambda v=scale: self._set(ui_scale=v),
                selected=abs(s.ui_scale - scale) < 0.01,
            )
        y += 96
        row("Full screen", "F11 switches at any time")
        for i, (label, on) in enumerate((("Window", False), ("Full screen", True))):
            button(
                c,
                self.ui,
                (900 + i * 208, y, 200, 46),
                label,
                f"btn:fullscreen-{on}",
                lambda v=on: self._set(fullscreen=v),
                selected=s.fullscreen == on,
            )
        y += 96
        row("Animations", "a click or a key skips them")
        for i, speed in enumerate(ANIMATION_SPEEDS):
            button(
                c,
                self.ui,
                (900 + i * 104, y, 96, 46),
                speed.title(),
                f"btn:anim-{speed}",
                lambda v=speed: self._set(animation_speed=v),
                selected=s.animation_speed == speed,
            )
        y += 96
        row("Hand-over screens", "'pass the mouse to …' between players")
        for i, (label, on) in enumerate((("On", True), ("Off", False))):
            button(
                c,
                self.ui,
                (900 + i * 208, y, 200, 46),
                label,
                f"btn:pass-{on}",
                lambda v=on: self._set(pass_screen=v),
                selected=s.pass_screen == on,
            )
        y += 96
        row("Sound", "dice, gates, doom, monsters, a chime each turn, a quiet ambience")
        for i, (label, step) in enumerate((("−", -VOLUME_STEP), ("+", VOLUME_STEP))):
            button(
                c,
                self.ui,
                (900 + i * 148, y, 56, 46),
                label,
                f"btn:volume-{'down' if step < 0 else 'up'}",
                lambda v=step: self._set(volume=max(0, min(100, s.volume + v))),
                enabled=s.volume > 0 if step < 0 else s.volume < 100,
                size=26,
            )
        c.text(
            f"{s.volume}%",
            (1002, y + 23),
            22,
            "serif-b",
            d.INK_SOFT if s.muted else d.INK,
            "center",
        )
        button(
            c,
            self.ui,
            (1108, y, 200, 46),
            "Muted" if s.muted else "Mute",
            "btn:mute",
            lambda: self._set(muted=not s.muted),
            selected=s.muted,
        )
        y += 96
        row("Roll results", "how long a roll's result stays up")
        for i, seconds in enumerate(RESULT_SECONDS):
            button(
                c,
                self.ui,
                (900 + i * 140, y, 132, 46),
                f"{seconds} seconds" if seconds else "Until clicked",
                f"btn:results-{seconds}",
                lambda v=seconds: self._set(result_seconds=v),
                selected=s.result_seconds == seconds,
            )
        y += 110
        button(
            c,
            self.ui,
            (810, y, 300, 56),
            "Done",
            "btn:settings-done",
            self.close,
            size=24,
            style="primary",
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        super().handle(event)


SEAT_CHOICES = tuple((seat, SEAT_LABELS[seat]) for seat in SEATS)
SEAT_HINTS = {
    HUMAN: "A person at the table plays this investigator",
    "steady": "The AI plays this investigator with quick, sound judgement",
    "strong": "The AI plays this investigator, thinking ahead (up to a second a decision)",
}


class SeatsScene(Scene):
    """Who plays each investigator, changed during a game: a seat handed to the AI plays itself
    from its next decision on, and a person takes it back the same way. Only the choices are
    saved as the game, so a replay is the same whoever played."""

    name = "seats"
    modal = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session

    def close(self) -> None:
        self.app.pop(self)

    def set(self, seat: int, who: str) -> None:
        self.session.set_seat(seat, who)
        self.app.dirty = True

    def draw(self, c: Canvas) -> None:
        session = self.session
        invs = session.state.investigators
        row_h = 70.0
        h = 170 + len(invs) * row_h + 80
        top = 540 - h / 2
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((520, top, 880, h), d.PARCH, d.GOLD_DARK, 12)
        c.text("Seats", (960, top + 40), 40, "serif-b", d.INK, "center")
        c.para(
            "Hand an investigator to the AI, or take one back. The AI plays its decisions on "
            "the board at the animation speed; Space skips ahead to the next person's decision.",
            (570, top + 76, 780, 60),
            16,
            "sans",
            d.INK_SOFT,
            max_lines=3,
        )
        y = top + 150
        for inv in invs:
            sheet = session.cat.investigators[inv.id]
            colour = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((590, y + 26), 22, colour, d.initials(sheet.name))
            c.text(sheet.name, (624, y + 14), 21, "serif-b", d.INK, max_w=330)
            c.text(inv.player, (624, y + 40), 15, "sans", d.INK_SOFT, max_w=330)
            now = session.seat_of(inv)
            for i, (who, label) in enumerate(SEAT_CHOICES):
                button(
                    c,
                    self.ui,
                    (960 + i * 140, y + 6, 132, 44),
                    label,
                    f"btn:seat-{inv.seat}-{who}",
                    lambda seat=inv.seat, who=who: self.set(seat, who),
                    tip=SEAT_HINTS[who],
                    size=17,
                    selected=now == who,
                )
            y += row_h
        button(
            c,
            self.ui,
            (810, y + 16, 300, 52),
            "Done",
            "btn:seats-done",
            self.close,
            size=24,
            style="primary",
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
            return
        super().handle(event)
