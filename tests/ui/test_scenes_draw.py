"""Every scene and overlay draws a frame without error at 1280×720 and 1920×1080."""

from __future__ import annotations

import time

import pytest

from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.help import HelpScene
from arkham.ui.scenes.menu import MenuScene, SettingsScene
from arkham.ui.scenes.pass_device import PassDeviceScene
from tests.ui.conftest import SIZES, fresh_session

GAME_SCENES = ["board", "encounter", "combat", "mythos", "final-battle", "innsmouth", "two-towns"]


@pytest.mark.parametrize("size", SIZES)
def test_title_and_setup_draw(make_app, size) -> None:
    app, surface = make_app(size)
    app.show_title()
    app.render(surface)
    assert "btn:new-game" in app.stack.top.ui.hit_keys()
    app.show_setup()
    app.render(surface)
    assert "btn:start" in app.stack.top.ui.hit_keys()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", GAME_SCENES)
def test_game_scenes_draw(make_app, size, scene) -> None:
    app, surface = make_app(size)
    app.start_game(fresh_session(scene))
    app.render(surface)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    dec = board.session.pending()
    assert dec is not None
    # every enabled choice of the pending decision can be clicked
    for ch in dec.enabled():
        assert board.key_for_choice(ch.id) is not None, ch.id


@pytest.mark.parametrize("size", SIZES)
def test_modal_scenes_draw_over_the_board(make_app, size) -> None:
    app, surface = make_app(size)
    session = fresh_session("board")
    app.start_game(session)
    for scene in (
        MenuScene(app),
        SettingsScene(app),
        HelpScene(app, session),
        PassDeviceScene(app, session, "Player 2"),
    ):
        app.push(scene)
        app.render(surface)
        app.pop(scene)


def test_notices_and_game_over_draw(make_app) -> None:
    from arkham.ai.bot import choose

    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    while session.pending() is not None:
        session.submit(choose(session.game))
        if session.notices:
            app.render(surface)
            assert app.stack.top.ui.find("btn:notice-continue") is not None
            session.notices.clear()
    app.render(surface)
    assert app.stack.top.ui.find("btn:game-over-title") is not None


def test_a_busy_board_redraws(make_app) -> None:
    app, surface = make_app((1920, 1080))
    app.start_game(fresh_session("board"))
    app.render(surface)
    times = []
    for _ in range(10):
        app.dirty = True
        start = time.perf_counter()
        app.render(surface)
        times.append(time.perf_counter() - start)
    times.sort()
    print(f"busy board redraw median {times[len(times) // 2] * 1000:.1f} ms")  # budget: bench
    assert app.dirty is False


def test_animations_draw_from_start_to_end(make_app) -> None:
    from arkham.ai.bot import choose

    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    session.anim_factor = 1.0
    seen: set[str] = set()
    for _ in range(120):
        if session.pending() is None:
            break
        session.submit(choose(session.game))
        session.notices.clear()
        while session.animating():
            seen |= {a.kind for a in session.anims}
            app.step([], 0.1)
            app.render(surface)
    assert {"move-inv", "gate", "doom"} <= seen


@pytest.mark.parametrize("herald", ["father-dagon", "mother-hydra"])
def test_a_game_with_a_herald_and_personal_stories_draws_to_its_end(make_app, herald) -> None:
    """Issue 13: nothing on the screen breaks with a herald beside the Ancient One and the
    personal stories in play (the log lines, the Ancient One's tip naming the herald)."""
    from arkham.ai.bot import choose
    from arkham.engine.game import Setup
    from arkham.ui.session import GameSession

    setup = Setup.of(["random"] * 2, "cthulhu", ["innsmouth"], herald=herald)
    session = GameSession.replay(setup, f"ui-{herald}", [])
    session.anim_factor = 0
    app, surface = make_app()
    app.start_game(session)
    steps = 0
    while session.pending() is not None:
        session.submit(choose(session.game))
        session.notices.clear()
        steps += 1
        if steps % 25 == 0:
            app.render(surface)
    app.render(surface)
    assert session.game.state.stories
    tip = next(h for h in app.stack.top.ui.hits if h.key == "ancient-one").tip_text()
    assert "Herald: " in tip


@pytest.mark.parametrize("size", SIZES)
def test_a_busy_two_town_table_draws_in_either_focus(make_app, size) -> None:
    """What ``make bench`` times: Innsmouth beside Arkham, crowded, martial law declared."""
    from arkham.ui import gallery

    app, surface = make_app(size)
    app.start_game(gallery.busy_session(players=4, expansions=("innsmouth",)))
    board = app.stack.top
    for _ in range(2):
        app.render(surface)
        assert len(board.map.plan.compacts) == 1
        assert board.ui.find(f"town:{board.map.plan.compacts[0].town}") is not None
        board.map.next_town()
    assert board.map.raised("innsmouth") is not None


def test_tokens_slide_between_the_map_and_the_dock(make_app) -> None:
    """A train ride animates from the station on the map to the depot's chip in the dock (or
    back), whichever town is in focus."""
    from arkham.ui import gallery

    app, surface = make_app()
    position = gallery.position_for("two-towns", "ui-tests")
    session = position.session()
    app.start_game(session)
    session.anim_factor = 1.0
    board = app.stack.top
    ride = next(c.id for c in session.pending().enabled() if c.id.startswith("rail:"))
    board.submit(ride)
    assert any(a.kind == "move-inv" for a in session.anims) or session.anim_factor == 0
    while session.animating():
        app.step([], 0.05)
        app.render(surface)
    app.render(surface)
    inv = session.decider()
    town = session.cat.town_of.get(inv.area) if inv is not None else None
    assert town is None or board.map.focus == town  # the focus followed whoever decides now
