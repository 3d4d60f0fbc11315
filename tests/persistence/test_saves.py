"""Saves never lose a game: round trips, atomic writes with backups, bad files, divergence."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from arkham.ai.bot import choose
from arkham.engine.checks import DiceRolled
from arkham.engine.game import Game, Setup
from arkham.persistence import (
    BACKUPS,
    Recorder,
    SaveError,
    Settings,
    backup_path,
    list_slots,
    load,
    load_settings,
    read_save,
    save_of,
    save_settings,
    undo,
    undo_blocker,
    write_save,
)

SETUP = Setup.of(["joe-diamond", "kate-winthrop"], ancient_one="yig")


def played(decisions: int, seed: str = "save") -> tuple[Game, Recorder]:
    game = Game.new(SETUP, seed)
    rec = Recorder(game)
    for _ in range(decisions):
        if game.pending() is None:
            break
        rec.after_choice(game.choose(choose(game)))
    return game, rec


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def test_a_saved_game_loads_to_the_identical_state(tmp_path: Path) -> None:
    game, rec = played(120)
    path = tmp_path / "slot.json"
    write_save(path, save_of(game, rec.checkpoints))
    loaded = load(path)
    assert loaded.notes == []
    assert loaded.game.state.model_dump() == game.state.model_dump()
    assert loaded.game.pending() == game.pending()
    assert len(rec.checkpoints) >= 2


def test_the_summary_is_readable_without_replaying(tmp_path: Path) -> None:
    game, rec = played(60)
    path = tmp_path / "slot.json"
    write_save(path, save_of(game, rec.checkpoints))
    summary = read_save(path).summary
    assert summary.investigators == ["joe-diamond", "kate-winthrop"]
    assert summary.ancient_one == "yig"
    assert summary.turn == game.state.turn
    assert [p for p, _ in list_slots(tmp_path)] == [path]


def test_writes_rotate_three_backups(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    versions = []
    for n in range(5):
        game, rec = played(10 * (n + 1))
        save = save_of(game, rec.checkpoints)
        write_save(path, save)
        versions.append(save.model_dump_json(indent=1).encode())
    assert path.read_bytes() == versions[-1]
    for n in range(1, BACKUPS + 1):
        assert backup_path(path, n).read_bytes() == versions[-1 - n]
    assert not backup_path(path, BACKUPS + 1).exists()
    assert not list(tmp_path.glob("*.tmp"))


def test_a_damaged_save_falls_back_to_the_newest_whole_backup(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    early, rec1 = played(30)
    write_save(path, save_of(early, rec1.checkpoints))
    late, rec2 = played(60)
    write_save(path, save_of(late, rec2.checkpoints))
    path.write_bytes(path.read_bytes()[:100])
    loaded = load(path)
    assert loaded.game.choices == early.choices
    assert "backup slot.json.bak1" in loaded.notes[0]


@pytest.mark.parametrize("cut_every", [97])
def test_a_crash_mid_write_never_loses_the_previous_save(tmp_path: Path, cut_every: int) -> None:
    """Cut the new save off at many byte positions, as a crash of a careless writer would
    leave it; the previous save (now the backup) always loads."""
    path = tmp_path / "slot.json"
    before, rec1 = played(40)
    write_save(path, save_of(before, rec1.checkpoints))
    after, rec2 = played(80)
    new_bytes = save_of(after, rec2.checkpoints).model_dump_json(indent=1).encode()
    write_save(path, save_of(after, rec2.checkpoints))
    previous = backup_path(path, 1).read_bytes()
    positions = [*range(0, len(new_bytes), cut_every), len(new_bytes) - 1]
    for cut in positions:
        path.write_bytes(new_bytes[:cut])
        backup_path(path, 1).write_bytes(previous)
        loaded = load(path)
        assert loaded.game.choices == before.choices, cut
    # A crash before the rename leaves only a stray temp file: the target is untouched.
    path.write_bytes(new_bytes)
    (tmp_path / "slot.json.999.tmp").write_bytes(new_bytes[:500])
    assert load(path).game.choices == after.choices


def _good_save(tmp_path: Path) -> Path:
    game, rec = played(40)
    path = tmp_path / "good.json"
    write_save(path, save_of(game, rec.checkpoints))
    return path


BAD_FILES = {
    "empty": lambda good: b"",
    "truncated": lambda good: good[: len(good) // 2],
    "not-json": lambda good: b"\x89PNG\r\n\x1a\n not a save",
    "wrong-schema": lambda good: json.dumps({**json.loads(good), "choices": "fight"}).encode(),
    "unknown-field": lambda good: json.dumps({**json.loads(good), "cheat": True}).encode(),
    "future-version": lambda good: json.dumps(
        {**json.loads(good), "format_version": 99, "app_version": "9.0"}
    ).encode(),
    "foreign-json": lambda good: json.dumps({"name": "package.json", "version": "1.0"}).encode(),
    "refused-choice": lambda good: json.dumps(
        {**json.loads(good), "choices": ["teleport:r-lyeh", *json.loads(good)["choices"]]}
    ).encode(),
}
REASONS = {
    "empty": "empty",
    "truncated": "not a save file",
    "not-json": "not a save file",
    "wrong-schema": "damaged save",
    "unknown-field": "damaged save",
    "future-version": "newer than this game",
    "foreign-json": "not an Arkham Horror save",
    "refused-choice": "is refused",
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_file_gives_a_one_line_reason_and_is_left_untouched(
    tmp_path: Path, case: str
) -> None:
    good = _good_save(tmp_path).read_bytes()
    path = tmp_path / f"{case}.json"
    path.write_bytes(BAD_FILES[case](good))
    before = snapshot(path)
    with pytest.raises(SaveError) as err:
        load(path)
    message = str(err.value)
    assert REASONS[case] in message
    assert "\n" not in message and message.startswith(path.name)
    assert snapshot(path) == before


def test_a_hundred_megabyte_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(100 * 1024 * 1024)
    before = snapshot(path)
    with pytest.raises(SaveError, match="far too large"):
        load(path)
    assert snapshot(path) == before


def test_diverging_rules_resume_at_the_last_matching_turn(tmp_path: Path) -> None:
    game, rec = played(150)
    indexes = sorted(rec.checkpoints)
    assert len(indexes) >= 3
    tampered = dict(rec.checkpoints)
    tampered[indexes[2]] = "0" * 16
    path = tmp_path / "old.json"
    save = save_of(game, tampered)
    save.app_version = "0.0.1"  # another version: changed rules, not damage
    save.snapshot = None  # as written before saves kept one
    write_save(path, save)
    loaded = load(path)
    assert loaded.game.choices == game.choices[: indexes[1]]
    assert "resumes at the start of turn" in loaded.notes[0]


def test_a_choice_the_rules_no_longer_offer_resumes_at_the_last_matching_turn(
    tmp_path: Path,
) -> None:
    game, rec = played(150)
    indexes = sorted(i for i in rec.checkpoints if i)
    assert len(indexes) >= 3
    save = save_of(game, rec.checkpoints)
    cut = indexes[1] + 2
    save.choices[cut] = "teleport:r-lyeh"
    save.app_version = "0.0.1"
    save.snapshot = None  # as written before saves kept one
    path = tmp_path / "old.json"
    write_save(path, save)
    before = snapshot(path)
    loaded = load(path)
    assert loaded.game.choices == game.choices[: indexes[1]]
    assert f"decision {cut + 1} (teleport:r-lyeh) is not allowed" in loaded.notes[0]
    assert "resumes at the start of turn" in loaded.notes[0]
    assert "saved by version 0.0.1" in loaded.notes[0]
    assert snapshot(path) == before


def test_undo_takes_back_only_decisions_that_revealed_nothing() -> None:
    game = Game.new(SETUP, "undo")
    events = game.choose(game.pending().enabled()[0].id)  # a slider: no dice, no cards
    assert undo_blocker(events) is None
    back = undo(game)
    assert (
        back.choices == [] and back.state.model_dump() == Game.new(SETUP, "undo").state.model_dump()
    )
    assert undo_blocker([DiceRolled("Horror", (5,), 1, 1)]) == (
        "Cannot undo: dice were rolled since that decision"
    )


def test_settings_persist_and_a_bad_settings_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(fullscreen=True, ui_scale=1.25, pass_screen=False), path)
    assert load_settings(path) == Settings(fullscreen=True, ui_scale=1.25, pass_screen=False)
    path.write_text('{"ui_scale": "huge"')
    warnings: list[str] = []
    assert load_settings(path, warnings.append) == Settings()
    assert (tmp_path / "settings.json.bad").read_text() == '{"ui_scale": "huge"'
    assert "using defaults" in warnings[0]
    assert not path.exists()


def test_arkham_home_moves_every_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from arkham.persistence import paths

    monkeypatch.setenv("ARKHAM_HOME", str(tmp_path))
    p = paths()
    assert all(
        str(x).startswith(str(tmp_path))
        for x in (p.settings, p.saves, p.autosave, p.logs, p.bug_reports)
    )
    assert os.path.commonpath([p.saves, p.autosave]) == str(tmp_path)


def test_slot_names_become_safe_file_names(tmp_path: Path) -> None:
    from arkham.persistence import slot_path

    assert slot_path("Turn 3 – Cthulhu", tmp_path).name == "Turn 3 – Cthulhu.json"
    assert slot_path('a/b\\c:d*e?"f<g>h|', tmp_path).name == "a_b_c_d_e__f_g_h_.json"
    assert slot_path("  ..  ", tmp_path).name == "save.json"
    assert slot_path("CON", tmp_path).name == "_CON.json"
    assert slot_path("x" * 200, tmp_path).parent == tmp_path


def test_a_bug_report_holds_the_save_the_version_and_the_platform(tmp_path: Path) -> None:
    from arkham import __version__
    from arkham.persistence import write_bug_report

    game, rec = played(30)
    first = write_bug_report(save_of(game, rec.checkpoints), "2.5.8", tmp_path)
    second = write_bug_report(save_of(game, rec.checkpoints), "2.5.8", tmp_path)
    assert first != second and first.parent == tmp_path
    report = json.loads(first.read_text())
    assert report["app_version"] == __version__
    assert report["platform"]["pygame"] == "2.5.8"
    assert report["platform"]["python"] and report["platform"]["platform"]
    assert read_save(first).choices == game.choices  # --check-save and --replay read it
    assert load(first).game.state.model_dump() == game.state.model_dump()


def test_settings_refuse_silly_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for bad in (
        '{"window_size": [10, 10]}',
        '{"animation_speed": "warp"}',
        '{"ui_scale": 9}',
        '{"fullscreen": "yes please"}',
        '{"colour": "red"}',
        "[]",
    ):
        path.write_text(bad)
        warnings: list[str] = []
        assert load_settings(path, warnings.append) == Settings(), bad
        assert len(warnings) == 1 and "\n" not in warnings[0]
        for aside in tmp_path.glob("settings.json.bad*"):
            aside.unlink()
    assert Settings(animation_speed="off").anim_factor == 0


def test_randomness_unannounced_by_events_still_blocks_undo() -> None:
    assert undo_blocker([], rng_moved=True) == (
        "Cannot undo: something was decided at random since that decision"
    )
    assert undo_blocker([]) is None


def test_an_innsmouth_game_saves_and_loads_with_its_expansion(tmp_path: Path) -> None:
    """A save records the expansions in play; loading replays with them (tracks, martial law
    and the Innsmouth places come back as they were)."""
    setup = Setup.of(["joe-diamond", "kate-winthrop"], "yig", ["innsmouth"])
    game = Game.new(setup, "save-innsmouth")
    rec = Recorder(game)
    for _ in range(400):
        if game.pending() is None:
            break
        rec.after_choice(game.choose(choose(game)))
    path = tmp_path / "innsmouth.json"
    write_save(path, save_of(game, rec.checkpoints))
    loaded = load(path)
    assert loaded.game.setup.expansions == ["innsmouth"]
    assert "innsmouth" in loaded.game.cat.towns
    assert loaded.game.state.model_dump() == game.state.model_dump()
