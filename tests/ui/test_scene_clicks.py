"""Every kind of scene answers the mouse: a posted click on one of its buttons or board hotspots
does what it says, and in a game the choice reaches the engine. One test per scene kind: title,
setup, board (a move), encounter, combat, mythos, final battle, menu, save, load, settings,
pass-the-mouse, help and replay."""

from __future__ import annotations

import pygame
import pytest

from arkham.persistence import paths
from arkham.ui import gallery
from arkham.ui.scenes.board import BoardScene
from tests.ui.conftest import click_key, position

GAME_SCENES = ["board", "encounter", "combat", "mythos", "final-battle", "innsmouth", "two-towns"]
MAP_SCENES = ("board", "innsmouth", "two-towns")
"""Scenes whose decision is answered on the map (no overlay)."""


def put_up(make_app, scene: str):
    app, surface = make_app()
    game = gallery.GAME_OF.get(scene)
    gallery.build(app, scene, position(game) if game else None)
    app.render(surface)
    return app, surface


@pytest.mark.parametrize("scene", GAME_SCENES)
def test_a_click_in_each_game_scene_reaches_the_engine(make_app, scene) -> None:
    app, surface = put_up(make_app, scene)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    session = board.session
    dec = session.pending()
    assert (board.overlay(dec) is None) == (scene in MAP_SCENES)
    keys = [(ch.id, board.key_for_choice(ch.id)) for ch in dec.enabled()]
    keys = [(cid, key) for cid, key in keys if key is not None]
    assert len(keys) == len(dec.enabled()), "every enabled choice has something to click"
    # the board: a move target on the map; the overlays: their own buttons or card tiles
    cid, key = keys[0]
    if scene in MAP_SCENES:
        cid, key = next((c, k) for c, k in keys if k.startswith("area:"))
    before = list(session.game.choices)
    click_key(app, surface, key)
    assert session.game.choices == [*before, cid]


def test_title_new_game_opens_setup(make_app) -> None:
    app, surface = put_up(make_app, "title")
    click_key(app, surface, "btn:new-game")
    assert app.stack.top.name == "setup"


def test_setup_start_begins_the_game_set_up(make_app) -> None:
    app, surface = put_up(make_app, "setup")
    click_key(app, surface, "btn:start")
    board = app.stack.find(BoardScene)
    assert board is not None
    st = board.session.state
    assert [i.player for i in st.investigators] == ["Ada", "Ben", "Cleo"]
    assert st.investigators[0].id == "amanda-sharpe" and st.ancient_one == "cthulhu"
    assert board.session.seed == "raven-1926"


def test_menu_resume_goes_back_to_the_board(make_app) -> None:
    app, surface = put_up(make_app, "menu")
    click_key(app, surface, "btn:resume")
    assert isinstance(app.stack.top, BoardScene)


def test_save_writes_the_slot(make_app) -> None:
    app, surface = put_up(make_app, "save")
    click_key(app, surface, "btn:save-confirm")
    assert isinstance(app.stack.top, BoardScene)
    assert len(list(paths().saves.glob("*.json"))) == 1


def test_load_back_returns_to_the_title(make_app) -> None:
    app, surface = put_up(make_app, "load")
    click_key(app, surface, "btn:load-back")
    assert app.stack.top.name == "title"


def test_settings_change_and_close(make_app) -> None:
    app, surface = put_up(make_app, "settings")
    click_key(app, surface, "btn:anim-slow")
    assert app.settings.animation_speed == "slow"
    click_key(app, surface, "btn:settings-done")
    assert app.stack.top.name == "title"


def test_pass_the_mouse_is_taken_with_a_click(make_app) -> None:
    app, surface = put_up(make_app, "pass-device")
    player = app.stack.top.player
    click_key(app, surface, "btn:take-mouse")
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.session.acknowledged == player


def test_help_opens_from_the_board_and_closes(make_app) -> None:
    app, surface = put_up(make_app, "board")
    click_key(app, surface, "btn:help")
    assert app.stack.top.name == "help"
    click_key(app, surface, "btn:help-close")
    assert isinstance(app.stack.top, BoardScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step(pygame.event.get(), 0.016)
    assert app.stack.top.name == "help"


def test_replay_next_steps_one_decision(make_app) -> None:
    app, surface = put_up(make_app, "replay")
    replay = app.stack.top
    at = replay.position
    click_key(app, surface, "btn:replay-next")
    assert replay.position == at + 1


def test_two_clicks_in_one_frame_answer_one_decision(make_app) -> None:
    """Clicks queued before the next frame is drawn hit the old frame's buttons: only the
    first may act (the second would answer the next decision with the last one's button)."""
    app, _surface = put_up(make_app, "board")
    board = app.stack.top
    session = board.session
    dec = session.pending()
    key = board.key_for_choice(next(c.id for c in dec.enabled() if c.target))
    pos = app.layout.pt(board.ui.find(key).centre)
    before = len(session.game.choices)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get(), 1 / 60)
    assert len(session.game.choices) == before + 1
