"""The Esc menu and the settings screen."""

from __future__ import annotations

import pygame

from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.layout import UI_SCALES
from arkham.ui.scenes.base import Scene
from arkham.ui.settings import ANIMATION_SPEEDS
from arkham.ui.widgets import button

COMING = "Coming with saves: saving and loading games is not built yet."


class MenuScene(Scene):
    name = "menu"
    modal = True

    def close(self) -> None:
        self.app.pop(self)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((760, 220, 400, 640), d.PARCH, d.GOLD_DARK, 12)
        c.text("Menu", (960, 262), 40, "serif-b", d.INK, "center")
        items = [
            ("Resume", "btn:resume", self.close, True, None, "primary"),
            ("Save game", "btn:save", None, False, COMING, "normal"),
            ("Load game", "btn:load", None, False, COMING, "normal"),
            ("Settings", "btn:settings", self.settings, True, None, "normal"),
            ("Rules help", "btn:help", self.help, True, None, "normal"),
            (
                "Quit to title",
                "btn:quit-title",
                self.app.show_title,
                True,
                "Leave this game (it is not saved yet)",
                "normal",
            ),
            ("Quit the game", "btn:quit", self.quit, True, None, "normal"),
        ]
        y = 310
        for label, key, action, enabled, tip, style in items:
            button(c, self.ui, (800, y, 320, 56), label, key, action, enabled, tip, 23, style)
            y += 74

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

    def close(self) -> None:
        self.app.pop(self)

    def _set(self, **changes: object) -> None:
        for k, v in changes.items():
            setattr(self.app.settings, k, v)
        self.app.apply_settings()

    def draw(self, c: Canvas) -> None:
        s = self.app.settings
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((560, 200, 800, 640), d.PARCH, d.GOLD_DARK, 12)
        c.text("Settings", (960, 244), 40, "serif-b", d.INK, "center")
        y = 320

        def row(label: str, hint: str) -> None:
            c.text(label, (610, y + 6), 24, "serif-b", d.INK)
            c.text(hint, (610, y + 38), 15, "sans", d.INK_SOFT)

        row("Interface size", "text and panels, on top of fitting the window")
        for i, scale in enumerate(UI_SCALES):
            button(
                c,
                self.ui,
                (900 + i * 104, y, 96, 46),
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
                lambda v=on: self._set(pass_screens=v),
                selected=s.pass_screens == on,
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
