"""The scene interface and the stack that routes events to the top scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arkham.ui.draw import Canvas
from arkham.ui.widgets import Frame, RectT, grown

if TYPE_CHECKING:
    from arkham.ui.app import App


class Scene:
    """One screen. ``modal`` scenes are drawn over the scene below them."""

    modal = False
    name = "scene"
    window_box: RectT | None = None
    """The window a modal scene draws (reference units): it grows with the interface size,
    its text with it (:func:`~arkham.ui.widgets.grown`). None: the scene is drawn as laid out."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui = Frame()

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            and self.open_card(self.app.layout.to_ref(event.pos))
        ):
            return
        if self.ui.handle(event, self.app.layout):
            self.app.dirty = True

    def open_card(self, p: tuple[float, float]) -> bool:
        """Open the full-size view of the card under ``p`` (issue 17 §8); False when no card
        is there. The scene's catalog is its ``cat``."""
        hit = self.ui.at(p)
        cat = getattr(self, "cat", None)
        if hit is None or hit.card is None or cat is None:
            return False
        from arkham.ui.scenes.card_view import CardViewScene

        self.app.push(CardViewScene(self.app, cat, hit.card))
        return True

    def update(self, dt: float) -> None:
        """Advance animations; mark ``app.dirty`` when the picture changes."""

    def animating(self) -> bool:
        return False

    def draw(self, c: Canvas) -> None:
        raise NotImplementedError

    def render(self, c: Canvas) -> None:
        self.ui.begin()
        if self.window_box is None:
            self.draw(c)
        else:
            with grown(c, self.ui, self.window_box) as window:
                self.draw(window)
        self.ui.end(c, tips=self is self.app.stack.top)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> Scene | None:
        return self.scenes.pop() if self.scenes else None

    def replace(self, scene: Scene) -> None:
        self.scenes.clear()
        self.scenes.append(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)

    def route(self, event: pygame.event.Event) -> None:
        """Every input event goes to the top scene only."""
        if self.top is not None:
            self.top.handle(event)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the ones under modal scenes."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.modal:
                break
        return list(reversed(out))

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
