"""A save that disagrees with itself is damaged, whatever version wrote it (issue 36, points 2
to 4): a choice list cut short, emptied, given twice or changed after the last turn's record,
a summary that says the game is over when its decisions do not end it, a damaged record in a
file of another version. The furthest whole backup wins, the file is never changed, and the
summary shown is the game the replay gives."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from arkham.__main__ import main
from arkham.engine.decisions import IllegalChoice
from arkham.engine.game import Game
from arkham.persistence import (
    backup_path,
    load,
    preview,
    read_save,
    save_of,
    whole_backup,
    write_save,
)
from tests.persistence.test_saves import SETUP, played, snapshot

DECISIONS = 60
SEED = "late"
"""A game whose last turn has two decisions that can be swapped into another legal game."""


def autosave_with_backups(path: Path) -> list[list[str]]:
    """``path`` written as an autosave is, after each of the decisions 57 to 60 of a real game
    (so ``.bak1`` … ``.bak3`` hold 59, 58 and 57 of them). Returns the four choice lists,
    newest first."""
    game, rec = played(DECISIONS, SEED)
    assert len(game.choices) == DECISIONS
    lists = []
    for n in range(DECISIONS - 3, DECISIONS + 1):
        part = Game.replay(SETUP, game.seed, game.choices[:n])
        write_save(path, save_of(part, {i: d for i, d in rec.checkpoints.items() if i <= n}))
        lists.insert(0, list(part.choices))
    return lists


def rewrite(path: Path, change: Callable[[dict], None]) -> None:
    raw = json.loads(path.read_bytes())
    change(raw)
    path.write_text(json.dumps(raw, indent=1))


def last_checkpoint(raw: dict) -> int:
    return max(map(int, raw["checkpoints"]))


def _another_game(raw: dict, choices: list[str]) -> bool:
    """Whether ``choices`` replay to the end, to another state than the file's choices."""
    try:
        game = Game.replay(SETUP, raw["seed"], choices)
    except IllegalChoice:
        return False
    return game.digest() != Game.replay(SETUP, raw["seed"], raw["choices"]).digest()


def swap_after_the_last_checkpoint(raw: dict) -> None:
    """Two decisions after the last turn's record swapped: another game, legal to the end."""
    choices = raw["choices"]
    late = range(last_checkpoint(raw), len(choices))
    for a in late:
        for b in late:
            if a < b and choices[a] != choices[b]:
                swapped = list(choices)
                swapped[a], swapped[b] = swapped[b], swapped[a]
                if _another_game(raw, swapped):
                    raw["choices"] = swapped
                    return
    raise AssertionError("no swap after the last checkpoint replays")


def drop_after_the_last_checkpoint(raw: dict) -> None:
    """One decision after the last turn's record dropped, and the decisions after it that no
    longer replay with it: another game, legal to the end."""
    choices = raw["choices"]
    for at in range(last_checkpoint(raw), len(choices) - 1):
        for end in range(len(choices), at + 1, -1):
            dropped = choices[:at] + choices[at + 1 : end]
            if dropped != choices[: len(dropped)] and _another_game(raw, dropped):
                raw["choices"] = dropped
                return
    raise AssertionError("no drop after the last checkpoint replays")


CUT_SHORT: dict[str, Callable[[dict], None]] = {
    "cut to 5": lambda raw: raw.update(choices=raw["choices"][:5]),
    "emptied": lambda raw: raw.update(choices=[]),
    "swapped late": swap_after_the_last_checkpoint,
    "dropped late": drop_after_the_last_checkpoint,
}


@pytest.mark.parametrize("name", sorted(CUT_SHORT))
def test_a_choice_list_changed_behind_the_records_gives_way_to_the_whole_backup(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture
) -> None:
    path = tmp_path / "autosave.json"
    newest, bak1, *_ = autosave_with_backups(path)
    rewrite(path, CUT_SHORT[name])
    assert read_save(path).choices != newest
    before = snapshot(path)
    loaded = load(path)
    assert loaded.game.choices == bak1
    assert "autosave.json is damaged" in loaded.notes[0]
    assert "loaded the backup autosave.json.bak1" in loaded.notes[0]
    assert main(["--check-save", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "loaded the backup autosave.json.bak1" in err and f"{len(bak1)} decisions" in out
    assert preview(path)[0].turn == Game.replay(SETUP, loaded.game.seed, bak1).state.turn
    assert snapshot(path) == before


def test_a_choice_list_given_twice_is_damage_and_the_backup_wins(tmp_path: Path) -> None:
    """JSON keeps the last of two equal keys: a second ``"choices": []`` would empty the game."""
    path = tmp_path / "autosave.json"
    _, bak1, *_ = autosave_with_backups(path)
    text = path.read_text().rstrip()
    path.write_text(text[:-1] + ', "choices": []}')
    loaded = load(path)
    assert loaded.game.choices == bak1
    assert "key 'choices' twice" in loaded.notes[0] and "autosave.json.bak1" in loaded.notes[0]


def test_a_cut_list_without_a_backup_resumes_early_and_says_it_is_damaged(tmp_path) -> None:
    path = tmp_path / "autosave.json"
    autosave_with_backups(path)
    for n in (1, 2, 3):
        backup_path(path, n).unlink()
    rewrite(path, CUT_SHORT["cut to 5"])
    loaded = load(path)
    assert loaded.resumed_early and loaded.damage
    assert len(loaded.game.choices) <= 5
    assert "holds 5 of its 60 decisions" in loaded.notes[0]


def test_an_older_format_without_a_count_or_digest_is_still_checked_by_its_records(
    tmp_path: Path,
) -> None:
    """A file of format 2 carries no count and no final digest: its turn records and its
    summary still tell a cut list, and a whole one loads as it did."""
    path = tmp_path / "autosave.json"
    newest, bak1, *_ = autosave_with_backups(path)
    for file in (path, backup_path(path, 1)):
        rewrite(file, lambda raw: [raw.pop(k, None) for k in ("decisions", "digest")])
        rewrite(file, lambda raw: raw.update(format_version=2))
    assert load(path).game.choices == newest
    rewrite(path, CUT_SHORT["cut to 5"])
    loaded = load(path)
    assert loaded.game.choices == bak1 and "loaded the backup" in loaded.notes[0]


def test_whole_backup_passes_over_a_backup_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    autosave_with_backups(path)
    path.write_bytes(b"{")
    rewrite(backup_path(path, 1), CUT_SHORT["cut to 5"])
    found = whole_backup(path)
    assert found is not None and found[0] == backup_path(path, 2)


# ---------------------------------------------------------------- the summary is a cache


def test_a_summary_that_says_over_for_a_game_in_progress_is_damage_not_the_truth(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    path = tmp_path / "autosave.json"
    newest, *_ = autosave_with_backups(path)
    rewrite(path, lambda raw: raw["summary"].update(over=True))
    loaded = load(path)
    assert loaded.game.choices == newest and loaded.game.state.outcome is None
    assert not loaded.resumed_early
    assert "autosave.json is damaged" in loaded.notes[0] and "over" in loaded.notes[0]
    assert preview(path)[0].over is False
    assert main(["--check-save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game over" not in out and f"{DECISIONS} decisions" in out


def test_a_summary_of_another_turn_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    newest, *_ = autosave_with_backups(path)
    rewrite(path, lambda raw: raw["summary"].update(turn=raw["summary"]["turn"] + 3))
    loaded = load(path)
    assert loaded.game.choices == newest
    assert "its summary" in loaded.notes[0]


# ---------------------------------------------------------------- another version


def test_a_damaged_record_in_a_file_of_another_version_gives_way_to_its_whole_backup(
    tmp_path: Path,
) -> None:
    path = tmp_path / "autosave.json"
    _, bak1, *_ = autosave_with_backups(path)
    for file in (path, backup_path(path, 1)):  # written before saves kept a snapshot
        rewrite(file, lambda raw: raw.update(app_version="0.0.9", snapshot=None))

    def flip_an_early_record(raw: dict) -> None:
        index = sorted(raw["checkpoints"], key=int)[1]
        digest = raw["checkpoints"][index]
        raw["checkpoints"][index] = ("1" if digest[0] != "1" else "2") + digest[1:]

    rewrite(path, flip_an_early_record)
    before = snapshot(path)
    loaded = load(path)
    assert loaded.game.choices == bak1 and not loaded.resumed_early
    assert "saved by version 0.0.9" in loaded.notes[0]
    assert "loaded the backup autosave.json.bak1" in loaded.notes[0]
    assert snapshot(path) == before


def test_a_save_written_now_records_its_count_and_final_digest(tmp_path: Path) -> None:
    game, rec = played(30)
    save = save_of(game, rec.checkpoints)
    raw = json.loads(save.model_dump_json())
    assert raw["decisions"] == 30 and raw["digest"] == game.digest()
