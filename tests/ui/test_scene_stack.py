"""The scene stack routes input to the top scene and draws modal scenes over the one below."""

from __future__ import annotations

import pygame

from arkham.ui.scenes.base import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, app, modal: bool = False) -> None:
        super().__init__(app)
        self.modal = modal
        self.seen: list[int] = []

    def handle(self, event: pygame.event.Event) -> None:
        self.seen.append(event.type)

    def draw(self, c) -> None:
        pass


def test_events_go_to_the_top_scene_only(make_app) -> None:
    app, _ = make_app()
    stack = SceneStack()
    bottom, top = Recorder(app), Recorder(app)
    stack.push(bottom)
    stack.push(top)
    stack.route(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert top.seen == [pygame.KEYDOWN]
    assert bottom.seen == []
    stack.pop()
    stack.route(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b))
    assert bottom.seen == [pygame.KEYDOWN]


def test_modal_scenes_are_drawn_over_the_scene_below(make_app) -> None:
    app, _ = make_app()
    stack = SceneStack()
    a, b, c = Recorder(app), Recorder(app), Recorder(app, modal=True)
    for s in (a, b, c):
        stack.push(s)
    assert stack.visible() == [b, c]


def test_the_app_routes_posted_events_to_the_top_scene(make_app) -> None:
    app, surface = make_app()
    app.show_title()
    rec = Recorder(app, modal=True)
    app.push(rec)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x"))
    app.step(pygame.event.get(), 0.016)
    assert pygame.KEYDOWN in rec.seen
    app.render(surface)
