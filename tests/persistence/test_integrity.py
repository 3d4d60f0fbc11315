"""A save that does not load whole gives way to its furthest whole backup, whatever version
wrote it (issue 36, point 4); the file is never changed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from arkham.engine.game import Game
from arkham.persistence import (
    backup_path,
    load,
    save_of,
    write_save,
)
from tests.persistence.test_saves import SETUP, played, snapshot

DECISIONS = 60


def autosave_with_backups(path: Path) -> list[list[str]]:
    """``path`` written as an autosave is, after each of the decisions 57 to 60 of a real game
    (so ``.bak1`` … ``.bak3`` hold 59, 58 and 57 of them). Returns the four choice lists,
    newest first."""
    game, rec = played(DECISIONS)
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


# ---------------------------------------------------------------- another version


def test_a_damaged_record_in_a_file_of_another_version_gives_way_to_its_whole_backup(
    tmp_path: Path,
) -> None:
    path = tmp_path / "autosave.json"
    _, bak1, *_ = autosave_with_backups(path)
    for file in (path, backup_path(path, 1)):
        rewrite(file, lambda raw: raw.update(app_version="0.0.9"))

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
