"""Updates never cost turns: every save keeps the state where the rules can take the game up
again, and a save whose choices another version's rules no longer replay goes on from there —
the same turn, the same hands, the same decision — instead of resuming turns earlier."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from arkham import __version__
from arkham.ai.bot import choose
from arkham.engine.game import Game, Setup
from arkham.engine.mythos import MythosBehaviour
from arkham.persistence import (
    Recorder,
    SaveError,
    load,
    read_save,
    resume_point,
    save_of,
    write_save,
)

SETUP = Setup.of(["amanda-sharpe", "joe-diamond", "michael-mcglen"], "azathoth")
SNAPSHOTS = Path(__file__).parent / "golden" / "snapshots"


def saved_by_an_older_version(path: Path, decisions: int = 160) -> Game:
    game = Game.new(SETUP, "snapshot")
    game.fork()  # as the table's game is (for undo): its snapshots are a few decisions apart
    recorder = Recorder(game)
    for _ in range(decisions):
        recorder.after_choice(game.choose(choose(game)))
    save = save_of(game, recorder.checkpoints)
    save.app_version = "0.0.9"
    write_save(path, save)
    return game


def change_the_rules(monkeypatch: pytest.MonkeyPatch, game: Game) -> None:
    """A deliberate change of a card, in a test module: the first mythos card the game drew
    now also gives every investigator a dollar, so no game saved before replays from its start
    any more."""
    again = Game.new(game.setup, game.seed)
    events = list(again.events)
    for choice in game.choices:
        if any(e.kind == "mythos" for e in events):
            break
        events += again.choose(choice)
    first = next(e.card for e in events if e.kind == "mythos")
    behaviours = game.rules.mythos
    was = behaviours.get(first, MythosBehaviour())

    def richer(g: Game):
        if was.resolve is not None:
            yield from was.resolve(g)
        for inv in g.state.investigators:
            inv.money += 1

    monkeypatch.setitem(behaviours, first, replace(was, resolve=richer))


def test_a_save_from_before_a_rules_change_goes_on_at_the_same_turn_and_decision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    game = saved_by_an_older_version(path)
    change_the_rules(monkeypatch, game)
    loaded = load(path)
    assert loaded.notes == [
        "autosave.json was saved by version 0.0.9; the rules have changed since, so the game "
        f"goes on from where it was saved (turn {game.state.turn}), and undo starts there."
    ]
    assert loaded.game.state.turn == game.state.turn
    assert loaded.game.pending() == game.pending()
    assert loaded.game.digest() == game.digest()
    assert not loaded.resumed_early
    point = loaded.save.snapshot
    assert point is not None and 0 < point.at <= 160
    with pytest.raises(ValueError, match="cannot go back"):
        loaded.game.fork(point.at - 1)
    # Saved again by this version, it replays from where it was taken up, with no note.
    loaded.game.choose(choose(loaded.game))
    again = tmp_path / "again.json"
    write_save(again, save_of(loaded.game, loaded.checkpoints))
    assert json.loads(again.read_text())["origin"]["at"] == point.at
    reloaded = load(again)
    assert reloaded.notes == [] and reloaded.game.digest() == loaded.game.digest()
    # and the replay viewer begins where it was taken up
    from arkham.ui.scenes.replay import replay_start

    first, problem = replay_start(read_save(again))
    assert problem is None and first is not None and first.choices == game.choices[: point.at]


def test_decisions_after_the_snapshot_that_lead_elsewhere_go_on_from_the_snapshot_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rules changed after the snapshot too (or the file is damaged there): the game goes
    on from the snapshot — a stretch of decisions back, never whole turns — unless a whole
    backup goes further."""
    path = tmp_path / "old.json"
    game = saved_by_an_older_version(path)
    raw = json.loads(path.read_text())
    point = raw["snapshot"]["at"]
    assert point < len(raw["choices"])
    raw["choices"][point] = "teleport:r-lyeh"
    path.write_text(json.dumps(raw))
    change_the_rules(monkeypatch, game)
    loaded = load(path)
    assert loaded.resumed_early and len(loaded.game.choices) == point
    assert (
        loaded.game.state.turn == game.state.turn or loaded.game.state.turn == game.state.turn - 1
    )
    assert f"after decision {point} no longer lead where it was saved" in loaded.notes[0]


def test_a_snapshot_that_does_not_validate_never_loads_half_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.json"
    game = saved_by_an_older_version(path)
    change_the_rules(monkeypatch, game)
    raw = json.loads(path.read_text())
    raw["snapshot"]["state"] = raw["snapshot"]["state"].replace('"turn":', '"turn":"many","x":', 1)
    path.write_text(json.dumps(raw))
    loaded = load(path)  # as a save with no snapshot: back to the last turn that matches
    assert loaded.resumed_early and loaded.game.choices == []
    assert "resumes at the beginning" in loaded.notes[0]


def test_a_save_of_this_version_never_goes_on_from_its_snapshot(tmp_path: Path) -> None:
    """Under the version that wrote it, a save that does not replay is damaged, not outdated:
    it resumes at the last turn that matches (or a whole backup goes further)."""
    path = tmp_path / "save.json"
    game = saved_by_an_older_version(path)
    raw = json.loads(path.read_text())
    raw["app_version"] = __version__
    first = sorted(raw["checkpoints"], key=int)[2]
    raw["checkpoints"][first] = "0" * 16
    path.write_text(json.dumps(raw))
    loaded = load(path)
    assert loaded.resumed_early and len(loaded.game.choices) < len(game.choices)


@pytest.mark.parametrize("file", sorted(SNAPSHOTS.glob("*.json")), ids=lambda p: p.stem)
def test_a_golden_snapshot_of_a_released_version_plays_on_to_the_end(file: Path) -> None:
    save = read_save(file)
    assert save.snapshot is not None and save.app_version == file.stem
    game = Game.resumed(save.setup, save.seed, save.choices, resume_point(save.snapshot))
    assert game.state.turn == json.loads(save.snapshot.state)["turn"]
    for _ in range(20000):
        if game.pending() is None:
            break
        game.choose(choose(game))
    assert game.state.outcome is not None


def test_this_version_has_its_golden_snapshot() -> None:
    """Each version keeps a save with its snapshot, so that later versions prove they can go
    on from it (record it with ``python tests/persistence/test_snapshots.py``)."""
    assert (SNAPSHOTS / f"{__version__}.json").exists()


def record() -> None:
    """Write this version's golden snapshot: a four-player game saved in its fourth turn."""
    game = Game.new(Setup.of(["random"] * 4, "random"), "golden-snapshot")
    recorder = Recorder(game)
    while game.state.turn < 4:
        recorder.after_choice(game.choose(choose(game)))
    SNAPSHOTS.mkdir(parents=True, exist_ok=True)
    write_save(SNAPSHOTS / f"{__version__}.json", save_of(game, recorder.checkpoints))


if __name__ == "__main__":
    record()


def test_a_snapshots_state_is_the_one_long_text_a_save_may_hold(tmp_path: Path) -> None:
    """Its length is bounded by the file's alone, but its characters are checked like every
    text's; any other text still stops at 200 characters."""
    path = tmp_path / "old.json"
    saved_by_an_older_version(path)
    raw = json.loads(path.read_text())
    assert len(raw["snapshot"]["state"]) > 1000
    read_save(path)
    raw["snapshot"]["state"] = raw["snapshot"]["state"].replace("amanda", "aman\x00da", 1)
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match=r"snapshot\.state holds a character that cannot be shown"):
        read_save(path)
    raw = json.loads(path.read_text())
    raw["snapshot"]["state"] = raw["snapshot"]["state"].replace("\x00", "")
    raw["seed"] = "s" * 201
    path.write_text(json.dumps(raw))
    with pytest.raises(SaveError, match="seed is a text of 201 characters"):
        read_save(path)
