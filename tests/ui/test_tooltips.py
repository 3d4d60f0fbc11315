"""Issue 17 §10: a tooltip never covers an open window, and none rises under a resting mouse
after a hand-over (the mouse must move first)."""

from __future__ import annotations

import pygame

from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.scenes.pass_device import PassDeviceScene
from arkham.ui.widgets import _overlap
from tests.ui.conftest import click_key, fresh_session


def move(app, surface, ref: tuple[float, float]) -> None:
    pos = app.layout.pt(ref)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    )
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def tipped(ui, inside=None, outside=None) -> list:
    """The hit regions with a tooltip, those whose centre is inside / outside a rect."""

    def within(hit, r) -> bool:
        x, y = hit.centre
        return r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]

    return [
        h
        for h in ui.hits
        if h.tip is not None
        and (inside is None or within(h, inside))
        and (outside is None or not within(h, outside))
    ]


def test_with_a_window_open_the_map_under_it_raises_no_tip(make_app) -> None:
    app, surface = make_app()
    app.start_game(fresh_session("combat"))
    app.render(surface)
    window = app.stack.top.ui
    app.start_game(fresh_session("board"))
    app.render(surface)
    spots = [h.centre for h in tipped(app.stack.top.ui, inside=MAP_BOX)]
    spot = next(p for p in spots if window.at(p).key == "window")  # not the window's own
    move(app, surface, spot)
    assert app.stack.top.ui.tip_rect is not None  # the map's tip, with no window open
    app.start_game(fresh_session("combat"))
    app.render(surface)
    move(app, surface, spot)
    ui = app.stack.top.ui
    assert ui.hover == "window" and ui.tip_rect is None


def test_a_tip_from_beside_a_window_keeps_off_it(make_app) -> None:
    app, surface = make_app()
    app.start_game(fresh_session("combat"))
    app.render(surface)
    ui = app.stack.top.ui
    assert ui.windows == [MAP_BOX]
    beside = tipped(ui, outside=MAP_BOX)
    assert beside, "nothing with a tip beside the combat window"
    for hit in beside:
        move(app, surface, hit.centre)
        ui = app.stack.top.ui
        assert ui.hover == hit.key
        assert ui.tip_rect is not None
        assert not _overlap(ui.tip_rect, MAP_BOX), (hit.key, ui.tip_rect)


def test_no_tip_rises_under_a_resting_mouse_after_a_hand_over(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    spot = tipped(board.ui, inside=MAP_BOX)[0].centre
    move(app, surface, spot)
    assert board.ui.tip_rect is not None
    app.push(PassDeviceScene(app, session, session.decider_player() or "Player 1"))
    app.render(surface)
    assert board.ui.tip_rect is None  # a scene under another shows no tip
    click_key(app, surface, "btn:take-mouse")
    assert app.stack.top is board
    app.render(surface)
    assert board.ui.hover is not None and board.ui.tip_rect is None
    move(app, surface, spot)  # an event where the mouse already is: still resting
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=app.layout.pt(spot), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)
    assert board.ui.tip_rect is None
    move(app, surface, (spot[0] + 2, spot[1]))
    assert board.ui.tip_rect is not None
