"""The title scene: New game, Continue, Load, Settings, Quit."""

from __future__ import annotations

import pygame

from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button

NO_SAVES = "Saved games are coming soon: there is nothing to continue yet."


def skyline(c: Canvas, base_y: float, colour: tuple[int, int, int]) -> None:
    """A drawn silhouette of gambrel roofs, steeples and chimneys."""
    pts = [(0.0, 1080.0), (0.0, base_y)]
    x = 0.0
    shapes = [
        (90, 60, "gambrel"),
        (60, 30, "flat"),
        (110, 95, "steeple"),
        (80, 50, "gambrel"),
        (140, 70, "flat"),
        (70, 120, "tower"),
        (120, 55, "gambrel"),
        (90, 40, "flat"),
        (60, 150, "steeple"),
        (130, 65, "gambrel"),
        (100, 45, "flat"),
        (90, 85, "gambrel"),
        (70, 35, "flat"),
        (120, 110, "tower"),
        (110, 60, "gambrel"),
        (100, 40, "flat"),
        (80, 75, "gambrel"),
        (120, 50, "flat"),
    ]
    shapes = shapes + shapes[::-1]
    for w, h, kind in shapes:
        if x >= 1920:
            break
        top = base_y - h
        if kind == "gambrel":
            pts += [
                (x, base_y - h * 0.55),
                (x + w * 0.2, top + h * 0.1),
                (x + w * 0.5, top),
                (x + w * 0.8, top + h * 0.1),
                (x + w, base_y - h * 0.55),
            ]
        elif kind == "steeple":
            pts += [
                (x + w * 0.3, base_y - h * 0.45),
                (x + w * 0.3, base_y - h * 0.7),
                (x + w * 0.5, top),
                (x + w * 0.7, base_y - h * 0.7),
                (x + w * 0.7, base_y - h * 0.45),
            ]
        elif kind == "tower":
            pts += [
                (x + w * 0.2, top + 20),
                (x + w * 0.2, top),
                (x + w * 0.8, top),
                (x + w * 0.8, top + 20),
            ]
        else:
            pts += [
                (x, top),
                (x + w * 0.7, top),
                (x + w * 0.7, top - 18),
                (x + w * 0.8, top - 18),
                (x + w * 0.8, top),
                (x + w, top),
            ]
        x += w
        pts.append((x, base_y))
    pts += [(1920.0, base_y), (1920.0, 1080.0)]
    c.polygon(pts, colour)


def night_backdrop(c: Canvas) -> None:
    for i in range(12):
        shade = (14 + i * 2, 16 + i * 2, 26 + i * 3)
        c.rect((0, i * 90, 1920, 92), shade)
    for i in range(60):
        x = (i * 733) % 1900 + 10
        y = (i * 397) % 520 + 10
        c.circle((x, y), 1.5 if i % 3 else 2.2, (200, 196, 180))
    c.circle((1480, 230), 110, (214, 206, 170))
    c.circle((1440, 210), 104, (18, 20, 32))
    skyline(c, 900, (10, 10, 14))
    for i in range(24):
        wx = (i * 977) % 1880 + 20
        wy = 874 + (i * 7) % 12
        c.rect((wx, wy, 7, 10), (196, 160, 70))
    c.rect((0, 900, 1920, 180), (10, 10, 14))


class TitleScene(Scene):
    name = "title"

    def draw(self, c: Canvas) -> None:
        app = self.app
        night_backdrop(c)
        c.text("ARKHAM HORROR", (960, 190), 112, "serif-b", (30, 20, 10), "center")
        c.text("ARKHAM HORROR", (956, 184), 112, "serif-b", d.GOLD, "center")
        c.text(
            "Second-edition rules · hot-seat for one to eight investigators",
            (960, 278),
            28,
            "serif-i",
            d.TEXT_LIGHT,
            "center",
        )
        c.line((700, 318), (1220, 318), d.GOLD_DARK, 2)
        c.elder_sign((960, 318), 14)
        x, w, h = 810, 300, 60
        y = 380
        items = [
            ("New game", "btn:new-game", app.show_setup, True, None, "primary"),
            ("Continue", "btn:continue", None, False, NO_SAVES, "normal"),
            ("Load game", "btn:load", None, False, NO_SAVES, "normal"),
            ("Settings", "btn:settings", self.open_settings, True, None, "normal"),
            ("Quit", "btn:quit", self.quit, True, None, "normal"),
        ]
        for label, key, action, enabled, tip, style in items:
            button(c, self.ui, (x, y, w, h), label, key, action, enabled, tip, 26, style)
            y += h + 18
        c.text(
            "F11: full screen  ·  Esc: menu  ·  every decision can be made with the mouse",
            (960, 1040),
            18,
            "sans",
            d.GREY,
            "center",
        )

    def open_settings(self) -> None:
        from arkham.ui.scenes.menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.app.show_setup()
            return
        super().handle(event)
