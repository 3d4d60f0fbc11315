"""Hot-seat: pass the mouse to the next person, who clicks to take it."""

from __future__ import annotations

import pygame

from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button


class PassDeviceScene(Scene):
    name = "pass-device"
    modal = True
    window_box = (610, 330, 700, 400)

    def __init__(self, app, session, player: str) -> None:
        super().__init__(app)
        self.session = session
        self.player = player

    def take(self) -> None:
        self.session.acknowledged = self.player
        self.app.pop(self)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 205)
        inv = self.session.decider()
        c.panel((610, 330, 700, 400), d.PARCH, d.GOLD_DARK, 12)
        c.text("Pass the mouse to", (960, 380), 30, "serif-i", d.INK_SOFT, "center")
        c.text(self.player, (960, 440), 56, "serif-b", d.RED, "center", max_w=640)
        if inv is not None:
            sheet = self.session.cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((780, 530), 30, seat, d.initials(sheet.name))
            c.text(sheet.name, (830, 510), 30, "serif-b", d.INK, max_w=440)
            c.text(sheet.occupation, (830, 548), 22, "serif-i", d.INK_SOFT, max_w=440)
        button(
            c,
            self.ui,
            (810, 620, 300, 64),
            f"I am {self.player}",
            "btn:take-mouse",
            self.take,
            size=26,
            style="primary",
        )
        c.text(
            "(hand-over screens can be turned off in Settings)",
            (960, 705),
            16,
            "sans",
            d.INK_SOFT,
            "center",
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.take()
            return
        super().handle(event)
