"""A loaded game's log is told only as far as it is read: the board draws the newest lines and
tells only those, scrolling back tells the older ones, a sequence shows the lines up to its step
without telling the rest, and every line reads as in the game played live."""

from __future__ import annotations

from arkham.ai.bot import choose
from arkham.engine.game import Game, Setup
from arkham.engine.text import describe
from arkham.ui import session as session_module
from arkham.ui.session import GameSession, LogView

SETUP = Setup.of(["joe-diamond"], "yig")
TWO = Setup.of(["joe-diamond", "amanda-sharpe"], "azathoth")


def played(seed: str, decisions: int = 250, setup: Setup = SETUP) -> Game:
    game = Game.new(setup, seed)
    for _ in range(decisions):
        if game.pending() is None:
            break
        game.choose(choose(game))
    return game


def test_the_board_tells_only_the_log_lines_it_draws(make_app, monkeypatch) -> None:
    game = played("told")
    session = GameSession.replay(SETUP, "told", list(game.choices))
    told: list[str] = []

    def telling(g, ev):
        told.append(ev.kind)
        return describe(g, ev)

    monkeypatch.setattr(session_module, "describe", telling)
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    drawn = len(told)
    assert 0 < drawn < len(session.log) // 4
    app.stack.top.game_log.scroll_by(40)
    app.render(surface)
    assert drawn < len(told) < len(session.log) // 2  # scrolled back: the older lines, told now
    live = GameSession(SETUP, "told")
    for choice in game.choices:
        live.submit(choice)
    assert session.log == live.log


def test_a_sequence_after_a_load_shows_its_lines_without_telling_the_rest(monkeypatch) -> None:
    whole = played("x1", 5000, TWO)
    loaded = whole.choices[: len(whole.choices) - 60]  # a save with decisions still to make
    assert len(loaded) > 100
    session = GameSession.replay(TWO, "x1", loaded)
    told: list[str] = []
    monkeypatch.setattr(session_module, "log_line", lambda g, ev: told.append(ev.kind) or "")
    for _ in range(40):  # played with its sequence, as on the board, up to a step short of the end
        session.submit(choose(session.game))
        if len(session.shown_log()) < len(session.log):
            break
        session.skip_all()
    shown = session.shown_log()
    assert isinstance(shown, LogView) and len(shown) < len(session.log)
    told.clear()  # the lines of the decisions made since the load are told as they come
    assert shown[-1] is session.log[len(shown) - 1]
    assert shown[0] is session.log[0]
    assert told == ["game-started"]  # the view told only the loaded line it was asked for
    session.skip_all()
    assert len(session.shown_log()) == len(session.log)
