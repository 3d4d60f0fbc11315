"""Clicks on buttons and board hotspots submit the pending decision's choice ids."""

from __future__ import annotations

from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.pass_device import PassDeviceScene
from tests.ui.conftest import click_key, fresh_session


def test_clicking_a_choice_button_submits_that_choice(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("combat")
    app.start_game(session)
    dec = session.pending()
    ch = next(c for c in dec.enabled() if c.id in ("fight", "evade", "flee"))
    before = list(session.game.choices)
    click_key(app, surface, f"choice:{ch.id}")
    assert session.game.choices == [*before, ch.id]


def test_a_board_hotspot_click_submits_its_move(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.render(surface)
    dec = session.pending()
    assert dec.kind == "move"
    move = next(c for c in dec.enabled() if c.id.startswith("move:") and c.target)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    key = board.key_for_choice(move.id)
    assert key == f"area:{move.target}"
    before = list(session.game.choices)
    click_key(app, surface, key)
    assert session.game.choices == [*before, move.id]


def test_hovering_a_move_target_shows_its_path_and_cost(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    dec = session.pending()
    move = next(c for c in dec.enabled() if c.id.startswith("move:") and c.target)
    tip = board.map.area_tip(move.target, move)
    assert "Path (" in tip and "movement point" in tip


def test_disabled_choices_do_nothing_when_clicked(make_app) -> None:
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:continue")
    assert app.stack.top.name == "title"
    assert app.running


def test_new_game_from_the_title_with_the_defaults(make_app) -> None:
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:new-game")
    assert app.stack.top.name == "setup"
    click_key(app, surface, "btn:players-plus")
    click_key(app, surface, "btn:start")
    board = app.stack.find(BoardScene)
    assert board is not None
    # two people: the first decision asks to hand the mouse over
    assert isinstance(app.stack.top, PassDeviceScene)
    click_key(app, surface, "btn:take-mouse")
    assert app.stack.top is board


def test_escape_opens_the_menu_and_quit_to_title(make_app) -> None:
    import pygame

    app, surface = make_app()
    app.start_game(fresh_session("board"))
    app.render(surface)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(pygame.event.get(), 0.016)
    assert app.stack.top.name == "menu"
    app.render(surface)
    assert app.stack.top.ui.find("btn:save").enabled
    click_key(app, surface, "btn:quit-title")
    assert app.stack.top.name == "title"


def test_typing_a_player_name_and_a_seed(make_app) -> None:
    import pygame

    app, surface = make_app()
    app.show_setup()
    setup = app.stack.top
    click_key(app, surface, "field:name:0")
    for _ in range(len(setup.names[0])):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")
        )
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(pygame.event.get(), 0.016)
    assert setup.names[0] == "Ada"
    assert setup.editing is None
    setup.seed = ""
    click_key(app, surface, "field:seed")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="fixed-seed"))
    app.step(pygame.event.get(), 0.016)
    click_key(app, surface, "btn:pick-amanda-sharpe")
    click_key(app, surface, "btn:start")
    board = app.stack.find(BoardScene)
    assert board.session.seed == "fixed-seed"
    assert board.session.state.investigators[0].player == "Ada"
    assert board.session.state.investigators[0].id == "amanda-sharpe"


def test_hand_over_screens_can_be_turned_off(make_app) -> None:
    app, surface = make_app()
    app.settings.pass_screen = False
    app.show_setup()
    click_key(app, surface, "btn:players-plus")
    click_key(app, surface, "btn:start")
    assert isinstance(app.stack.top, BoardScene)


def test_the_log_scrolls(make_app) -> None:
    app, surface = make_app()
    app.start_game(fresh_session("combat"))
    board = app.stack.top
    click_key(app, surface, "btn:log-up")
    assert board.game_log.scroll == 3
    click_key(app, surface, "btn:log-down")
    assert board.game_log.scroll == 0


def test_the_probe_tells_a_real_window_test_where_to_click(make_app, tmp_path) -> None:
    """``ARKHAM_PROBE`` (used by build/test_bundle.py) writes the top scene and the window
    position of everything clickable."""
    import json

    app, surface = make_app()
    app.show_title()
    app.render(surface)
    probe = tmp_path / "probe.json"
    app.write_probe(str(probe))
    data = json.loads(probe.read_text())
    assert data["scene"] == "TitleScene" and data["frame"] == 1
    x, y = data["hits"]["btn:new-game"]
    hit = app.stack.top.ui.find("btn:new-game")
    assert (x, y) == tuple(round(v) for v in app.layout.pt(hit.centre))


def test_the_move_preview_shows_the_train_fare(make_app) -> None:
    """Issue 12 §8: the move preview shows the fare of a ride to another town's station."""
    from arkham.engine import flow
    from arkham.engine.game import Setup
    from arkham.ui.session import GameSession

    session = GameSession.replay(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), "fare", [])
    session.anim_factor = 0
    g = session.game
    inv = g.state.investigators[0]
    inv.area, inv.money = "train-station", 3
    g.run(lambda: flow.arkham_movement(g, inv))
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    ride = next(c for c in session.pending().choices if c.id == "rail:bus-service")
    tip = board.map.area_tip("bus-service", ride)
    assert "Path (1 movement point, train fare $1): Joe Sargent's Bus Service" in tip
