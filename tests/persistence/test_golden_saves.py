"""The golden base-game saves (recorded by ``record_golden.py``) load with today's code and
replay to the very states they were saved in: every turn's checkpoint digest and the digest
after the last choice match, so a refactoring cannot change how the base game plays unnoticed.
They were recorded before the two-towns redesign (which kept them whole) and again when
issue 16 deliberately changed the rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from arkham import __version__, persistence
from tests.persistence.record_golden import refusal

GOLDEN = Path(__file__).parent / "golden"
MANIFEST = json.loads((GOLDEN / "manifest.json").read_text())
CHANGELOG = Path(__file__).resolve().parents[2] / "CHANGELOG.md"
CHANGED = (
    "the replay of this save changed: if the rules were meant to change, raise __version__ in "
    "arkham/__init__.py, describe the change in CHANGELOG.md, and record the golden saves again "
    "(tests/persistence/record_golden.py)"
)


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_golden_save_replays_to_the_same_state(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.json"
    shutil.copyfile(GOLDEN / f"{name}.json", path)
    loaded = persistence.load(path)
    expected = MANIFEST[name]
    assert loaded.notes == []
    turns = {i: d for i, d in loaded.save.checkpoints.items() if i > 0}
    assert turns and loaded.checkpoints == turns
    assert len(loaded.game.choices) == expected["decisions"]
    assert loaded.game.digest() == expected["digest"], CHANGED
    assert loaded.game.state.phase == expected["phase"]
    pending = loaded.game.pending()
    assert (pending.kind if pending else None) == expected["pending"]


def test_each_golden_save_names_the_version_that_recorded_it() -> None:
    for name, entry in MANIFEST.items():
        raw = json.loads((GOLDEN / f"{name}.json").read_text())
        assert entry["version"] == raw["app_version"], name


def test_every_version_a_save_may_carry_has_its_section_in_the_changelog() -> None:
    sections = {
        line.removeprefix("## ").split()[0]
        for line in CHANGELOG.read_text(encoding="utf-8").splitlines()
        if line.startswith("## ")
    }
    assert {__version__, *(entry["version"] for entry in MANIFEST.values())} <= sections


def test_a_changed_replay_is_recorded_again_only_under_a_new_version() -> None:
    old = {"p1": {"decisions": 29, "digest": "aa", "version": "0.1.0"}}
    same = {"p1": {"decisions": 29, "digest": "aa", "version": "0.1.0"}}
    changed = {"p1": {"decisions": 29, "digest": "bb", "version": "0.1.0"}}
    longer = {"p1": {"decisions": 31, "digest": "aa", "version": "0.1.0"}}
    assert refusal(old, same, "0.1.0") is None
    assert "p1 changed under version 0.1.0" in (refusal(old, changed, "0.1.0") or "")
    assert refusal(old, longer, "0.1.0") is not None
    assert refusal(old, changed, "0.2.0") is None  # a new version may replay differently


def test_the_golden_set_covers_every_player_count_and_the_hard_moments() -> None:
    saves = {name: json.loads((GOLDEN / f"{name}.json").read_text()) for name in MANIFEST}
    counts = {len(save["setup"]["players"]) for save in saves.values()}
    assert counts == set(range(1, 9))
    pendings = {entry["pending"] for entry in MANIFEST.values()}
    phases = {entry["phase"] for entry in MANIFEST.values()}
    assert "combat" in pendings
    assert {"final-battle", "over"} <= phases


def test_a_version_one_save_is_upgraded_and_written_back_as_the_current_format(
    tmp_path: Path,
) -> None:
    raw = json.loads((GOLDEN / "p4-combat.json").read_text())
    raw["format_version"] = 1  # as version 1 wrote it: no expansions anywhere
    del raw["setup"]["expansions"], raw["summary"]["expansions"]
    source = tmp_path / "version-one.json"
    source.write_text(json.dumps(raw))
    save = persistence.read_save(source)
    assert save.format_version == persistence.FORMAT_VERSION == 4
    assert save.setup.expansions == [] and save.summary.expansions == []
    assert save.decisions is None and save.digest is None  # not recorded before version 3
    assert save.snapshot is None and save.origin is None  # nor a snapshot before version 4
    loaded = persistence.load(source)
    path = tmp_path / "again.json"
    persistence.write_save(path, persistence.save_of(loaded.game, loaded.checkpoints))
    raw = json.loads(path.read_text())
    assert raw["format_version"] == 4 and raw["setup"]["expansions"] == []
    assert raw["snapshot"]["at"] <= raw["decisions"] and raw["origin"] is None
    assert raw["decisions"] == MANIFEST["p4-combat"]["decisions"]
    assert raw["digest"] == MANIFEST["p4-combat"]["digest"]
    again = persistence.load(path)
    assert again.notes == [] and again.game.digest() == MANIFEST["p4-combat"]["digest"]


def test_a_format_version_without_an_upgrade_step_is_refused(tmp_path: Path) -> None:
    raw = json.loads((GOLDEN / "p1-turn6.json").read_text())
    raw["format_version"] = 0
    path = tmp_path / "old.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(persistence.SaveError, match="damaged save"):
        persistence.read_save(path)
