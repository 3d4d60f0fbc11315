"""Loading a save replays it once: the check of its digests, the UI session with its log, and
the game kept one decision back for an undo all come from that one replay (counted here:
games built and choices made, never timed)."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from arkham.ai.bot import choose
from arkham.cli import check_save
from arkham.engine.game import SNAPSHOT_SPARSE, Game, Setup
from arkham.engine.text import describe
from arkham.persistence import Recorder, SaveError, load, save_of, write_save
from arkham.ui import session as session_module
from arkham.ui.session import Before, GameSession

SETUP = Setup.of(["joe-diamond", "kate-winthrop", "amanda-sharpe", "bob-jenkins"], "yig")


class Counts:
    """How many games are built from scratch (each replay starts with one) and how many
    choices are made, while it is on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.games = 0
        self.choices = 0
        init, choose_ = Game.__init__, Game.choose

        def counting_init(game, *args, **kwargs):
            self.games += 1
            init(game, *args, **kwargs)

        def counting_choose(game, choice_id):
            self.choices += 1
            return choose_(game, choice_id)

        monkeypatch.setattr(Game, "__init__", counting_init)
        monkeypatch.setattr(Game, "choose", counting_choose)


def saved(tmp_path: Path, decisions: int = 300, seed: str = "once") -> tuple[Path, Game]:
    game = Game.new(SETUP, seed)
    rec = Recorder(game)
    for _ in range(decisions):
        if game.pending() is None:
            break
        rec.after_choice(game.choose(choose(game)))
    path = tmp_path / "slot.json"
    write_save(path, save_of(game, rec.checkpoints))
    return path, game


def test_loading_onto_the_board_replays_the_save_once(tmp_path, monkeypatch):
    path, game = saved(tmp_path)
    n = len(game.choices)
    counts = Counts(monkeypatch)
    session = GameSession.from_loaded(load(path, GameSession.following))
    assert counts.choices == n  # the undo game is made when the board is idle, not here
    assert session.shadow is None
    session.ensure_shadow()  # what the idle board does when the last decision can be undone
    assert counts.games == 1
    # every choice once, and the undo game a fork (at most a stretch replayed again)
    assert n <= counts.choices <= n + 2 * SNAPSHOT_SPARSE
    assert session.game.state == game.state
    assert session.shadow is not None and session.shadow.choices == game.choices[:-1]
    replayed = GameSession.replay(SETUP, "once", list(game.choices))
    assert [line.text for line in session.log] == [line.text for line in replayed.log]
    assert session.undo_blocker() == replayed.undo_blocker()
    session.rewind()
    assert session.game.state == Game.replay(SETUP, "once", game.choices[:-1]).state


def test_check_save_replays_once(tmp_path, monkeypatch, capsys):
    path, game = saved(tmp_path, 200)
    counts = Counts(monkeypatch)
    assert check_save(str(path)) == 0
    assert counts.games == 1
    assert counts.choices == len(game.choices)


def test_a_damaged_save_resumes_early_with_a_clear_note_and_no_second_replay(tmp_path, monkeypatch):
    path, game = saved(tmp_path)
    raw = json.loads(path.read_text())
    late = sorted(int(k) for k in raw["checkpoints"])[-1]
    raw["checkpoints"][str(late)] = "0" * 16
    path.write_text(json.dumps(raw))
    counts = Counts(monkeypatch)
    loaded = load(path, GameSession.following)
    assert counts.games == 1
    assert loaded.resumed_early and loaded.damage is not None
    assert "damaged" in loaded.notes[0] and "resumes at the start of turn" in loaded.notes[0]
    assert loaded.driver is None  # the session went past the point taken back to
    earlier = max(int(k) for k in raw["checkpoints"] if int(k) < late)
    assert loaded.game.choices == game.choices[:earlier]
    assert loaded.game.state == Game.replay(SETUP, "once", game.choices[:earlier]).state
    session = GameSession.from_loaded(loaded)
    assert session.game.choices == game.choices[:earlier]


def test_a_save_refused_at_its_first_choice_is_still_refused_clearly(tmp_path):
    path, _ = saved(tmp_path, 40)
    raw = json.loads(path.read_text())
    raw["choices"][0] = "move:nowhere"
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match=r"choice 1 \('move:nowhere'\) is refused"):
        load(path, GameSession.following)
    path.write_text(path.read_text()[:200])
    with pytest.raises(SaveError):
        load(path, GameSession.following)


@pytest.mark.parametrize("seed,decisions", [("once", 300), ("live", 450)])
def test_a_loaded_session_shows_what_the_session_played_live_showed(
    tmp_path, monkeypatch, seed, decisions
):
    """Loading skips the sequence nobody watches and tells its log lines only when they are
    read; the board then shows the same log, last roll, facts and undo as the session that
    played the game with everything shown."""
    path, game = saved(tmp_path, decisions, seed)
    live = GameSession(SETUP, seed)
    for choice in game.choices:
        live.submit(choice)
    live.skip_all()
    told: list[str] = []

    def telling(g, ev):
        told.append(ev.kind)
        return describe(g, ev)

    monkeypatch.setattr(session_module, "describe", telling)
    session = GameSession.from_loaded(load(path, GameSession.following))
    session.skip_all()
    assert told == []  # nobody has read a line yet
    assert session.log[-1].text == live.log[-1].text
    assert len(told) == 1
    assert session.log == live.log
    assert len(told) == len(live.log)
    assert [(line.text, line.kind, line.turn) for line in session.shown_log()] == [
        (line.text, line.kind, line.turn) for line in live.shown_log()
    ]
    assert session.shown_roll() == live.shown_roll()
    assert (session.last_roll, session.fresh_roll) == (live.last_roll, live.fresh_roll)
    assert session.facts == live.facts
    assert session.recorder.checkpoints == live.recorder.checkpoints
    assert session.undo_blocker() == live.undo_blocker()
    assert session.history == reachable(live.history)


def reachable(history: list[Before]) -> list[Before]:
    """The undo records undo can reach: back to the last decision that revealed something."""
    revealing = [i for i, before in enumerate(history) if before.blocker is not None]
    return history[revealing[-1] if revealing else 0 :]


def quiet_end(game: Game, calm: int = 3) -> int:
    """How many of the game's choices lead to a position whose last ``calm`` decisions
    revealed nothing (so undo can take them back), the latest such, or 0."""
    live = GameSession(game.setup, game.seed)
    found = 0
    for n, choice in enumerate(game.choices, start=1):
        live.submit(choice)
        if len(live.history) > calm and all(b.blocker is None for b in live.history[-calm:]):
            found = n
    return found


@pytest.mark.parametrize("seed", ["once", "live"])
def test_undo_after_a_load_takes_back_what_the_live_session_would(tmp_path, seed):
    """After a load, undo goes back decision by decision, as far as the session that played
    the game live could, and each step shows the same game, log, last roll and facts."""
    _, game = saved(tmp_path, 300, seed)
    n = quiet_end(game)
    assert n, "the game has a stretch of decisions that reveal nothing"
    live = session_of(game.choices[:n], seed)
    path = tmp_path / "quiet.json"
    write_save(path, live.save())
    loaded = GameSession.from_loaded(load(path, GameSession.following))
    steps = 0
    while True:
        assert loaded.undo_blocker() == live.undo_blocker()
        assert loaded.undo_asks() == live.undo_asks()
        assert loaded.game.choices == live.game.choices
        assert loaded.log == live.log
        assert (loaded.last_roll, loaded.fresh_roll) == (live.last_roll, live.fresh_roll)
        assert loaded.facts == live.facts
        if live.undo_blocker() is not None:
            break
        live.undo()
        loaded.undo()
        steps += 1
    assert steps >= 3
    assert loaded.undo_blocker().startswith("Cannot undo: ")


def session_of(choices: list[str], seed: str) -> GameSession:
    """A session that played ``choices`` live, everything shown."""
    live = GameSession(SETUP, seed)
    for choice in choices:
        live.submit(choice)
    live.skip_all()
    return live


def test_the_cycle_collector_is_held_off_only_while_a_save_loads(tmp_path, monkeypatch):
    path, _ = saved(tmp_path, 60)
    seen: list[bool] = []
    choose_ = Game.choose

    def watching(game, choice_id):
        seen.append(gc.isenabled())
        return choose_(game, choice_id)

    monkeypatch.setattr(Game, "choose", watching)
    assert gc.isenabled()
    load(path, GameSession.following)
    assert seen and not any(seen)  # off during the replay…
    assert gc.isenabled()  # …and on again after it
    path.write_text("{}")
    with pytest.raises(SaveError):
        load(path)
    assert gc.isenabled()  # also when the file is refused
    gc.disable()
    try:
        load(saved(tmp_path, 20)[0])
        assert not gc.isenabled()  # left off when it was off
    finally:
        gc.enable()
