"""Issue 18 §1–3 through the real scenes: seats human or AI (setup, the Esc menu, the save), AI
seats playing on the board at the animation speed, Space, the hand-over screen only between
people, and the Hint."""

from __future__ import annotations

import json
import threading

import pygame
import pytest

from arkham.ai import advice as advice_module
from arkham.ai import bot
from arkham.engine.game import Setup
from arkham.persistence import SaveError, Settings, load, read_save, write_save
from arkham.ui.app import App
from arkham.ui.board.ai_seats import THOUGHT
from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.menu import MenuScene, SeatsScene
from arkham.ui.scenes.pass_device import PassDeviceScene
from arkham.ui.session import GameSession
from tests.ui.conftest import click_key, fresh_session

FRAME = 1 / 60


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(pygame.event.get(), FRAME)


def settle(app: App, thinker) -> None:
    """Wait for a thinking AI (in its thread), then let the board take the answer."""
    if thinker._thread is not None:
        thinker._thread.join(30)
    app.step([], FRAME)


def board_of(app: App) -> BoardScene:
    board = app._board()
    assert board is not None
    return board


def play_people(app: App, surface: pygame.Surface, decisions: int, render_every: int = 25):
    """Step the app frame by frame; a person's decision is answered as the bot would (after
    reading any card up). Returns, per frame, how many decisions that frame made and whose, and
    the lines the AI showed."""
    board = board_of(app)
    s = board.session
    made: list[tuple[int, bool]] = []
    lines: set[str] = set()
    frame = 0
    while len(s.game.choices) < decisions and s.pending() is not None:
        frame += 1
        assert frame < 20 * decisions, "the AI seats stopped playing"
        if isinstance(app.stack.top, PassDeviceScene):
            app.stack.top.take()
        before = len(s.game.choices)
        by_ai = board.ai.playing()
        app.step([], FRAME)
        made.append((len(s.game.choices) - before, by_ai))
        if board.ai.line:
            lines.add(board.ai.line)
        if frame % render_every == 0:
            app.render(surface)
        if board.ai.playing() or s.animating() or app.stack.top is not board:
            continue
        if s.notices:
            s.dismiss_notice()
        elif s.pending() is not None:
            board.submit(bot.choose(s.game))
    return made, lines


def start_from_setup(app: App, surface, seats: list[int], seed: str) -> BoardScene:
    """Set up a game in the setup scene by clicks: ``seats[i]`` clicks on seat i's button
    (0 human, 1 AI steady, 2 AI strong)."""
    app.show_setup()
    for _ in range(len(seats) - 1):
        click_key(app, surface, "btn:players-plus")
    for i, clicks in enumerate(seats):
        for _ in range(clicks):
            click_key(app, surface, f"btn:seat-{i}")
    app.stack.top.seed = seed
    click_key(app, surface, "btn:start")
    return board_of(app)


# ---------------------------------------------------------------- §1–2: setup, AI turns


def test_setup_with_ai_seats_starts_a_game_whose_ai_seats_play_themselves(make_app) -> None:
    app, surface = make_app()
    board = start_from_setup(app, surface, [0, 1, 1], "seats-setup")
    s = board.session
    assert s.seats == ["human", "steady", "steady"]
    made, lines = play_people(app, surface, 60)
    by_ai = sum(n for n, ai in made if ai)
    assert by_ai >= 10, "the AI seats made their own decisions"
    assert all(n <= 1 for n, _ in made), "at most one AI decision a frame"
    names = [s.cat.investigators[inv.id].name.split()[0] for inv in s.state.investigators[1:]]
    assert any(line.startswith(tuple(names)) for line in lines), lines


def test_a_persons_click_never_answers_an_ai_seats_decision(make_app) -> None:
    app, _surface = make_app()
    session = GameSession(Setup.of(["random"], ancient_one="random"), "click-ai", seats=["steady"])
    app.start_game(session)
    board = board_of(app)
    dec = session.pending()
    board.submit(dec.enabled()[0].id)
    assert session.game.choices == [], "refused: the AI answers it"
    app.step([], FRAME)
    assert len(session.game.choices) == 1


def test_an_all_ai_game_plays_to_its_end_through_the_real_scenes(make_app) -> None:
    app, surface = make_app()
    board = start_from_setup(app, surface, [1], "watch-all")
    s = board.session
    frames = 0
    while s.pending() is not None:
        frames += 1
        assert frames < 6000, "an all-AI game comes to its end"
        before = len(s.game.choices)
        app.step([], FRAME)
        assert len(s.game.choices) - before <= 1
        assert not isinstance(app.stack.top, PassDeviceScene), "no person to hand over to"
        if frames % 200 == 0:
            app.render(surface)
    app.render(surface)
    assert s.game.state.outcome is not None  # the engine's; the screen may still be showing it
    assert app.stack.top is board


def test_ai_turns_are_paced_and_space_skips_to_the_next_persons_decision() -> None:
    app = App(Settings(animation_speed="normal"), (1280, 720))
    session = GameSession(Setup.of(["random", "random"], ancient_one="random"), "pace")
    ai_seat = session.decider().seat
    session.seats[ai_seat] = "steady"
    app.start_game(session)
    board = board_of(app)
    assert board.ai.playing()
    assert app.animating(), "the loop keeps ticking while an AI seat plays"
    surface = pygame.Surface((1280, 720))
    for _ in range(10):  # a sixth of a second: less than a beat
        app.step([], FRAME)
        app.render(surface)
    assert session.game.choices == [], "the AI waits a beat before it acts"
    assert board.ai.hint_key() is not None, "meanwhile its pick is ringed on the board"
    frames = 0
    key(app, pygame.K_SPACE)
    while board.ai.playing():
        frames += 1
        assert frames < 200
        app.step([], FRAME)
    assert session.decider().seat != ai_seat
    assert not session.animating()
    assert frames <= len(session.game.choices) + 10, "no beat, no animation after Space"


def test_esc_opens_the_menu_during_ai_turns_and_the_ai_waits() -> None:
    app = App(Settings(animation_speed="off"), (1280, 720))
    session = GameSession(Setup.of(["random"], ancient_one="random"), "esc", seats=["steady"])
    app.start_game(session)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    for _ in range(20):
        app.step([], FRAME)
    assert session.game.choices == []
    key(app, pygame.K_ESCAPE)  # the menu closes; in the same frame the AI acts again
    assert app.stack.top is board_of(app)
    assert len(session.game.choices) == 1


def test_a_seat_is_handed_to_the_ai_and_taken_back_from_the_esc_menu(make_app) -> None:
    app, surface = make_app()
    session = GameSession(Setup.of(["random"], ancient_one="random"), "hand-over-seat")
    app.start_game(session)
    board = board_of(app)
    for _ in range(5):
        app.step([], FRAME)
    assert session.game.choices == [], "a person's seat waits for the person"
    key(app, pygame.K_ESCAPE)
    click_key(app, surface, "btn:seats")
    assert isinstance(app.stack.top, SeatsScene)
    click_key(app, surface, "btn:seat-0-steady")
    assert session.seats == ["steady"]
    click_key(app, surface, "btn:seats-done")
    click_key(app, surface, "btn:resume")
    assert app.stack.top is board
    for _ in range(30):
        app.step([], FRAME)
    played = len(session.game.choices)
    assert played >= 5, "the AI plays the seat from its next decision on"
    key(app, pygame.K_ESCAPE)
    click_key(app, surface, "btn:seats")
    click_key(app, surface, "btn:seat-0-human")
    assert session.seats == ["human"]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is board
    for _ in range(30):
        app.step([], FRAME)
    assert len(session.game.choices) == played, "taken back: the person decides again"


def test_undo_goes_back_over_the_ai_seats_to_the_persons_decision(make_app) -> None:
    app, _surface = make_app()
    trio = ["joe-diamond", "jenny-barnes", "kate-winthrop"]
    session = GameSession(Setup.of(trio, ancient_one="yig"), "undo-ai")
    first = session.decider().seat
    session.seats[(first + 1) % 3] = "steady"  # sets its sliders between the two people's
    app.start_game(session)
    board = board_of(app)
    while not board.ai.playing():
        prompt, made = session.pending().prompt, len(session.game.choices)
        board.submit(bot.choose(session.game))
    while board.ai.playing():
        app.step([], FRAME)
    assert len(session.game.choices) > made + 1, "the AI seat played after the person"
    board.undo()
    assert len(session.game.choices) == made, "back to the person's last decision"
    assert session.pending().prompt == prompt
    assert session.decider().seat == first
    assert not board.ai.playing()


# ---------------------------------------------------------------- the save


def test_the_save_round_trips_the_seats_and_continue_restores_them(make_app, home) -> None:
    session = GameSession(
        Setup.of(["random"] * 3, ancient_one="random"), "saved", seats=["human", "strong", "steady"]
    )
    for _ in range(4):
        session.submit(bot.choose(session.game))
    path = home / "seats.json"
    write_save(path, session.save())
    assert read_save(path).seats == ["human", "strong", "steady"]
    assert load(path).game.choices == session.game.choices, "the choices alone make the game"
    app, _surface = make_app()
    assert app.load_game(path) is None
    assert board_of(app).session.seats == ["human", "strong", "steady"]


def test_an_old_save_without_seats_loads_as_all_human(make_app, home) -> None:
    session = fresh_session("board")
    raw = json.loads(session.save().model_dump_json())
    del raw["seats"]
    path = home / "old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw))
    app, _surface = make_app()
    assert app.load_game(path) is None
    s = board_of(app).session
    assert s.seats == ["human"] * len(s.state.investigators)


@pytest.mark.parametrize(
    ("seats", "says"),
    [
        (["robot", "human"], "seats.0"),
        (["human"], "1 seats for 2 investigators"),
        ("steady", "seats"),
        (["human", None], "seats.1"),
    ],
)
def test_corrupt_seats_give_a_clear_message(home, seats, says) -> None:
    session = fresh_session("board")
    raw = json.loads(session.save().model_dump_json())
    raw["seats"] = seats
    path = home / "corrupt.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert "damaged save" in str(err.value)
    assert says in str(err.value)


# ---------------------------------------------------------------- hand-over screens


def test_the_hand_over_screen_appears_between_people_only(make_app) -> None:
    setup = Setup.of(["random"] * 3, ancient_one="random")
    setup = setup.model_copy(
        update={
            "players": [
                p.model_copy(update={"name": name})
                for p, name in zip(setup.players, ("Ann", "Bot", "Cy"))
            ]
        }
    )
    app, _surface = make_app()
    session = GameSession(setup, "people", seats=["human", "steady", "human"])
    app.start_game(session)
    board = board_of(app)
    shown: list[str] = []
    for _ in range(400):
        if session.pending() is None or len(shown) >= 4:
            break
        app.step([], FRAME)
        top = app.stack.top
        if isinstance(top, PassDeviceScene):
            shown.append(top.player)
            top.take()
            continue
        if board.ai.playing() or session.animating() or top is not board:
            continue
        if session.notices:
            session.dismiss_notice()
        else:
            board.submit(bot.choose(session.game))
    assert shown, "two people at the table: the mouse is handed over between them"
    assert "Bot" not in shown, "never to an AI seat"
    assert {"Ann", "Cy"} & set(shown)
    solo = GameSession(setup, "solo", seats=["human", "steady", "strong"])
    assert solo.needs_hand_over() is None, "one person with AI seats: no hand-over at all"


# ---------------------------------------------------------------- §3: the Hint


@pytest.mark.parametrize("scene", ["board", "combat", "encounter", "mythos"])
def test_the_hint_rings_the_advised_choice_in_every_kind_of_decision(make_app, scene) -> None:
    app, surface = make_app()
    session = fresh_session(scene)
    app.start_game(session)
    board = board_of(app)
    app.render(surface)
    expected = advice_module.advise(session.game, "steady").choice
    if scene == "combat":
        key(app, pygame.K_h)
    else:
        click_key(app, surface, "btn:hint")
    settle(app, board.ai.hint)
    app.render(surface)
    app.render(surface)
    assert board.ai.hint.result().choice in {c.id for c in session.pending().enabled()}
    if board.ai.hint.level == "steady":
        assert board.ai.hint.result().choice == expected
    assert board.ai.hint_key() == board.key_for_choice(board.ai.hint.result().choice)
    assert board.ai.hint_key() is not None, "the advised choice is on screen, ringed"
    assert board.ai.hint_line().startswith("Hint: ")
    assert session.game.choices == list(fresh_session(scene).game.choices), "a hint only shows"


def test_the_hint_works_for_the_sliders_at_the_start(make_app) -> None:
    app, surface = make_app()
    session = GameSession(Setup.of(["random"], ancient_one="random"), "hint-sliders")
    app.start_game(session)
    board = board_of(app)
    assert session.pending().kind == "sliders"
    app.render(surface)
    key(app, pygame.K_h)
    settle(app, board.ai.hint)
    app.render(surface)
    app.render(surface)
    assert board.ai.hint_key() is not None


# ---------------------------------------------------------------- a slow level


def test_a_slow_level_thinks_on_a_copy_while_the_window_keeps_going(monkeypatch) -> None:
    go = threading.Event()
    asked: list = []

    def slow_advise(game, level="steady"):
        asked.append((game, level))
        if level == "strong":
            go.wait(10)
        return advice_module.Advice(bot.choose(game), "thought it over")

    monkeypatch.setattr(advice_module, "LEVELS", ("steady", "strong"))
    monkeypatch.setattr(advice_module, "advise", slow_advise)
    app = App(Settings(animation_speed="off"), (1280, 720))
    surface = pygame.Surface((1280, 720))
    session = GameSession(Setup.of(["random"], ancient_one="random"), "slow", seats=["strong"])
    app.start_game(session)
    board = board_of(app)
    for _ in range(10):
        app.step([], FRAME)
        app.render(surface)
    assert session.game.choices == []
    assert board.ai.status().endswith("is thinking…")
    assert not app.animating(), "the loop sleeps while the AI thinks: no redraw steals its time"
    assert asked and asked[0][0] is not session.game, "never the live game"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene), "Esc works while the AI thinks"
    key(app, pygame.K_ESCAPE)
    go.set()
    board.ai.thinker._thread.join(5)
    assert pygame.event.get(THOUGHT), "the thread wakes the sleeping loop"
    app.step([], FRAME)
    assert len(session.game.choices) == 1
    assert board.ai.line == "thought it over"


def test_a_strong_seat_plays_its_search_through_the_board(make_app, monkeypatch) -> None:
    from arkham.ui.board import ai_seats

    started: list[ai_seats.Thinker] = []

    class Recorded(ai_seats.Thinker):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            started.append(self)

    monkeypatch.setattr(ai_seats, "Thinker", Recorded)
    app, surface = make_app()
    session = fresh_session("board")
    session.seats[session.decider().seat] = "strong"
    app.start_game(session)
    board = board_of(app)
    before = len(session.game.choices)
    app.step([], FRAME)  # a quick search may already be done within this frame
    assert started and started[0].level == "strong"
    thinker = started[0]
    settle(app, thinker)
    app.render(surface)
    assert len(session.game.choices) == before + 1
    assert session.game.choices[-1] == thinker.result().choice
    assert board.ai.line == thinker.result().reason


def test_space_switches_fast_forward_on_and_off_in_a_game_with_no_person() -> None:
    app = App(Settings(animation_speed="normal"), (1280, 720))
    session = GameSession(Setup.of(["random"], ancient_one="random"), "ff", seats=["steady"])
    app.start_game(session)
    board = board_of(app)
    key(app, pygame.K_SPACE)
    assert board.ai.fast
    for _ in range(20):
        app.step([], FRAME)
    fast = len(session.game.choices)
    assert fast >= 15, "fast-forward: a decision a frame"
    key(app, pygame.K_SPACE)
    assert not board.ai.fast
    for _ in range(20):
        app.step([], FRAME)
    assert len(session.game.choices) - fast <= 2, "back to the animation speed's pace"
