"""The Esc menu and the settings screen."""

from __future__ import annotations

import pygame

from arkham.persistence import ANIMATION_SPEEDS, paths
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.layout import UI_SCALES
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button

VOLUME_STEP = 10
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
            button(c, self.ui, (790, y, 340, 56), label, key, action, enabled, tip, 23, style)
            y += 70 if key not in ("btn:help", "btn:bug-report") else 86
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
    window_box = (560, 150, 800, 740)

    def close(self) -> None:
        self.app.pop(self)

    def _set(self, **changes: object) -> None:
        for k, v in changes.items():
            setattr(self.app.settings, k, v)
        self.app.apply_settings()

    def draw(self, c: Canvas) -> None:
        s = self.app.settings
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((560, 150, 800, 740), d.PARCH, d.GOLD_DARK, 12)
        c.text("Settings", (960, 194), 40, "serif-b", d.INK, "center")
        y = 270

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
