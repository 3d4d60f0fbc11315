"""Files a hostile user could leave: none crashes, hangs or loses a game (issue 19)."""

from __future__ import annotations

import json
import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from arkham.__main__ import main
from arkham.persistence import (
    MAX_NAME_BYTES,
    InstanceLock,
    SaveError,
    Settings,
    backup_path,
    clean_stale_temp_files,
    keep_aside,
    load,
    load_settings,
    preview,
    read_save,
    save_of,
    save_settings,
    slot_path,
    write_atomic,
    write_save,
)
from tests.persistence.test_saves import played, snapshot


def whole_then_damaged(
    tmp_path: Path, damage, backup_decisions: int = 140
) -> tuple[Path, int, int]:
    """A slot whose file holds 150 decisions damaged by ``damage(save_dict)`` (same version),
    with a whole backup of ``backup_decisions``. Returns the path and both lengths."""
    game, rec = played(150)
    path = tmp_path / "slot.json"
    early, early_rec = played(backup_decisions)
    write_save(path, save_of(early, early_rec.checkpoints))
    raw = json.loads(save_of(game, rec.checkpoints).model_dump_json())
    damage(raw)
    write_atomic(path, json.dumps(raw).encode())
    return path, len(early.choices), len(game.choices)


def flip_a_hex_digit_in_an_early_checkpoint(raw: dict) -> None:
    index = sorted(raw["checkpoints"], key=int)[1]
    digest = raw["checkpoints"][index]
    raw["checkpoints"][index] = ("1" if digest[0] != "1" else "2") + digest[1:]


def change_a_letter_in_an_early_choice(raw: dict) -> None:
    raw["choices"][8] = raw["choices"][8] + "x"


@pytest.mark.parametrize(
    "damage", [flip_a_hex_digit_in_an_early_checkpoint, change_a_letter_in_an_early_choice]
)
def test_a_damaged_same_version_save_loads_its_whole_backup(tmp_path: Path, damage) -> None:
    path, backup_length, _ = whole_then_damaged(tmp_path, damage)
    before = snapshot(path)
    loaded = load(path)
    assert len(loaded.game.choices) == backup_length
    assert not loaded.resumed_early
    assert "is damaged" in loaded.notes[0] and "loaded the backup slot.json.bak1" in loaded.notes[0]
    assert "rules" not in loaded.notes[0].split("—")[0].replace("rules of this version", "")
    assert snapshot(path) == before


def test_a_damaged_save_without_a_backup_resumes_early_and_calls_it_damage(tmp_path) -> None:
    path, _, _ = whole_then_damaged(tmp_path, flip_a_hex_digit_in_an_early_checkpoint)
    backup_path(path, 1).unlink()
    loaded = load(path)
    assert loaded.resumed_early and loaded.damage
    assert "slot.json is damaged" in loaded.notes[0]
    assert "saved by version" not in loaded.notes[0]


def test_a_backup_that_goes_less_far_than_the_damaged_file_does_not_win(tmp_path) -> None:
    def late_damage(raw: dict) -> None:
        index = sorted(raw["checkpoints"], key=int)[-1]
        raw["checkpoints"][index] = "0" * 16

    path, _, _ = whole_then_damaged(tmp_path, late_damage, backup_decisions=5)
    loaded = load(path)
    assert loaded.resumed_early and len(loaded.game.choices) > 5


def test_keep_aside_copies_the_file_and_its_backups_where_no_rotation_reaches(tmp_path) -> None:
    path, _, _ = whole_then_damaged(tmp_path, flip_a_hex_digit_in_an_early_checkpoint)
    whole = backup_path(path, 1).read_bytes()
    kept = keep_aside(path)
    assert [p.name for p in kept] == ["slot.json.kept", "slot.json.kept.bak1"]
    game, rec = played(3)
    for _ in range(5):
        write_save(path, save_of(game, rec.checkpoints))
    assert (tmp_path / "slot.json.kept.bak1").read_bytes() == whole


# ---------------------------------------------------------------- one bounded validation


def _good_raw() -> dict:
    game, rec = played(20)
    return json.loads(save_of(game, rec.checkpoints).model_dump_json())


def _with(change) -> bytes:
    raw = _good_raw()
    change(raw)
    return json.dumps(raw).encode()


HOSTILE_SAVES = {
    "nested 100,000 deep": lambda: (
        b'{"format": "arkham-save", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    ),
    "a 5,000-digit integer": lambda: _with(lambda r: r["summary"].update(doom=7654321)).replace(
        b"7654321", b"9" * 5000
    ),
    "no investigators": lambda: _with(lambda r: r["summary"].update(investigators=[])),
    "a NUL in a player name": lambda: _with(
        lambda r: r["setup"]["players"][0].update(name="Jo\x00e")
    ),
    "a lone surrogate in saved_at": lambda: _with(lambda r: None).replace(
        b'"saved_at": "', b'"saved_at": "\\ud800'
    ),
    "a NUL in an unknown key": lambda: _with(lambda r: r.update({"bad\x00key": 1})),
    "a NUL in a choice id": lambda: _with(lambda r: r["choices"].__setitem__(3, "move\x00")),
    "a 100,000-character string": lambda: _with(
        lambda r: r["summary"].update(saved_at="x" * 100_000)
    ),
    "a huge number": lambda: _with(lambda r: r["summary"].update(doom=10**30)),
    "NaN": lambda: _with(lambda r: r["summary"].update(doom=7654321)).replace(b"7654321", b"NaN"),
    "a huge seed": lambda: _with(lambda r: r.update(seed="9" * 1000)),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SAVES))
def test_hostile_saves_are_refused_alike_by_check_load_and_replay(
    tmp_path: Path, name: str, capsys
) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(HOSTILE_SAVES[name]())
    before = snapshot(path)
    with pytest.raises(SaveError) as refused:
        load(path)
    reason = str(refused.value)
    assert "\n" not in reason and len(reason) < 400
    reason.encode("utf-8")  # printable
    assert main(["--check-save", str(path)]) == 2
    assert main(["--replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and reason in err
    assert snapshot(path) == before


def test_a_lone_surrogate_in_a_good_looking_save_is_refused_by_read_save(tmp_path) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(HOSTILE_SAVES["a lone surrogate in saved_at"]())
    with pytest.raises(SaveError, match="cannot be shown"):
        read_save(path)


# ---------------------------------------------------------------- settings


def test_settings_with_a_nul_or_a_huge_key_fall_back_with_a_printable_warning(tmp_path) -> None:
    for key in ("bad\x00key", "k" * 200_000):
        path = tmp_path / "settings.json"
        path.write_text(json.dumps({key: 1}))
        warnings: list[str] = []
        load_settings(path, warnings.append)
        assert len(warnings) == 1 and len(warnings[0]) < 600
        assert "\x00" not in warnings[0]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")
def test_settings_that_are_a_fifo_or_dev_zero_never_block_or_flood(tmp_path) -> None:
    fifo = tmp_path / "fifo" / "settings.json"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    zero = tmp_path / "zero" / "settings.json"
    zero.parent.mkdir()
    zero.symlink_to("/dev/zero")
    for path in (fifo, zero):
        warnings: list[str] = []
        load_settings(path, warnings.append)
        assert "not a regular file" in warnings[0]


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0, reason="needs POSIX permissions, not root"
)
def test_a_read_only_config_folder_is_not_claimed_to_keep_the_file_aside(tmp_path) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir()
    path.write_text("{broken")
    path.parent.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        warnings: list[str] = []
        load_settings(path, warnings.append)
    finally:
        path.parent.chmod(stat.S_IRWXU)
    assert "kept aside" not in warnings[0] and "could not be moved aside" in warnings[0]


# ---------------------------------------------------------------- faults


def test_stale_temp_files_of_ended_processes_are_removed_and_nothing_else(tmp_path) -> None:
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], **_out())
    dead_pid = int(ended.stdout)
    stale = tmp_path / f"autosave.json.{dead_pid}.tmp"
    ours = tmp_path / f"autosave.json.{os.getpid()}.tmp"
    other = tmp_path / "notes.tmp"
    for f in (stale, ours, other):
        f.write_bytes(b"")
    assert clean_stale_temp_files(tmp_path) == [stale]
    assert ours.exists() and other.exists() and not stale.exists()


def _out() -> dict:
    return {"capture_output": True, "text": True, "check": True}


def test_a_full_disk_leaves_no_temp_file_and_the_old_save_whole(tmp_path, monkeypatch) -> None:
    path = tmp_path / "slot.json"
    write_atomic(path, b"old")

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_atomic(path, b"new")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"]
    assert path.read_bytes() == b"old"


def test_the_log_file_never_prints_its_own_failure(tmp_path, capsys) -> None:
    from arkham.ui.files import QuietFileHandler

    handler = QuietFileHandler(tmp_path / "arkham.log")
    handler.stream.close()  # what a full disk or a vanished folder amounts to
    handler.stream = open(os.devnull)  # noqa: SIM115 — read-only: every write fails
    try:
        handler.emit(logging.LogRecord("arkham", logging.WARNING, __file__, 1, "x", None, None))
    finally:
        handler.stream.close()
    assert capsys.readouterr().err == ""


def test_rotation_skips_a_backup_another_copy_moved_meanwhile(tmp_path, monkeypatch) -> None:
    import arkham.persistence as persistence

    path = tmp_path / "slot.json"
    for n in range(4):
        write_atomic(path, f"{n}".encode())
    real = persistence._replace

    def racing(src: Path, dst: Path) -> None:
        if src.name.endswith(".bak1"):
            src.unlink()  # the other copy rotated it first
        real(src, dst)

    monkeypatch.setattr(persistence, "_replace", racing)
    write_atomic(path, b"mine")
    assert path.read_bytes() == b"mine" and backup_path(path, 1).read_bytes() == b"3"


def test_a_second_copy_on_the_same_data_folder_does_not_get_the_lock(tmp_path) -> None:
    first = InstanceLock(tmp_path)
    assert first.acquire()
    other = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from arkham.persistence import InstanceLock; "
            "print(InstanceLock(Path(sys.argv[1])).acquire())",
            str(tmp_path),
        ],
        **_out(),
    )
    assert other.stdout.strip() == "False"
    first.release()
    assert InstanceLock(tmp_path).acquire()


def test_a_long_emoji_name_fits_the_file_system(tmp_path) -> None:
    path = slot_path("🐙" * 60, tmp_path)
    assert len(path.stem.encode()) <= MAX_NAME_BYTES
    assert not path.exists()
    write_atomic(path, b"{}")
    assert path.exists() and len(backup_path(path, 3).name.encode()) <= 255


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_a_save_is_refused_without_blocking(tmp_path, capsys) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert main(["--check-save", str(fifo)]) == 2
    assert "fifo.json: not a regular file" in capsys.readouterr().err


def test_the_load_screen_previews_the_game_a_damaged_file_would_load(tmp_path) -> None:
    """Issue 19, point 1: the Load screen must not show a damaged file's later turn when
    loading it gives its whole backup: its preview is the game loading gives."""
    path, _, _ = whole_then_damaged(
        tmp_path, flip_a_hex_digit_in_an_early_checkpoint, backup_decisions=40
    )
    backup = load(backup_path(path, 1)).game
    summary, note = preview(path)
    assert note is not None and "is damaged" in note
    assert summary.turn == backup.state.turn and summary.doom == backup.state.doom
    assert read_save(path).summary.turn > summary.turn  # what the file itself claims
    whole = tmp_path / "whole.json"
    game, rec = played(20)
    write_save(whole, save_of(game, rec.checkpoints))
    assert preview(whole) == (read_save(whole).summary, None)


# ---------------------------------------------------------------- issue 36: rotation and settings


@pytest.mark.parametrize("refused", ["slot.json.bak2", "slot.json.bak1", "slot.json", "tmp"])
def test_a_refused_rename_leaves_no_temp_file(tmp_path, monkeypatch, refused: str) -> None:
    """Whichever rename of the rotation is refused (a file held open on Windows), the write
    fails, says why, and leaves no ``slot.json.<pid>.tmp`` behind."""
    import arkham.persistence as persistence

    path = tmp_path / "slot.json"
    for n in range(4):
        write_atomic(path, f"{n}".encode())
    real = persistence._replace

    def refusing(src: Path, dst: Path) -> None:
        if src.name == refused or (refused == "tmp" and src.name.endswith(".tmp")):
            raise PermissionError(13, "Permission denied")
        real(src, dst)

    monkeypatch.setattr(persistence, "_replace", refusing)
    with pytest.raises(PermissionError):
        write_atomic(path, b"new")
    assert not list(tmp_path.glob("*.tmp"))
    assert b"new" not in {p.read_bytes() for p in tmp_path.iterdir()}


@pytest.mark.parametrize("n", [0, 1, 2, 3])
def test_a_folder_at_a_backup_name_is_moved_aside_and_the_autosave_goes_on(tmp_path, n) -> None:
    path = tmp_path / "slot.json"
    for i in range(4):
        write_atomic(path, f"{i}".encode())
    blocker = backup_path(path, n) if n else path
    blocker.unlink()
    blocker.mkdir()
    (blocker / "inside.txt").write_text("the player's")
    said = write_atomic(path, b"4")
    aside = tmp_path / f"{blocker.name}.in-the-way"
    assert (aside / "inside.txt").read_text() == "the player's"
    assert len(said) == 1 and "folder" in said[0] and aside.name in said[0]
    for i in range(5, 9):
        assert write_atomic(path, f"{i}".encode()) == []
    assert [backup_path(path, k).read_bytes() for k in (1, 2, 3)] == [b"7", b"6", b"5"]
    assert path.read_bytes() == b"8"


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_a_fifo_at_a_backup_name_is_moved_aside_too(tmp_path) -> None:
    path = tmp_path / "slot.json"
    write_atomic(path, b"0")
    os.mkfifo(backup_path(path, 1))
    said = write_atomic(path, b"1")
    assert "not a file" in said[0] and stat.S_ISFIFO(
        os.lstat(tmp_path / "slot.json.bak1.in-the-way").st_mode
    )
    assert backup_path(path, 1).read_bytes() == b"0" and path.read_bytes() == b"1"


def _dead_pid() -> int:
    return int(
        subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], **_out()).stdout
    )


def test_a_half_written_temp_file_is_removed_and_never_becomes_the_save(tmp_path) -> None:
    stale = tmp_path / f"slot.json.{_dead_pid()}.tmp"
    stale.write_bytes(b'{"format": "arkham-save", "choices": ["a", ')  # killed while writing
    assert clean_stale_temp_files(tmp_path) == [stale]
    assert list(tmp_path.iterdir()) == []


def test_a_whole_temp_file_older_than_its_save_is_removed_and_the_save_kept(tmp_path) -> None:
    path = tmp_path / "slot.json"
    stale = tmp_path / f"slot.json.{_dead_pid()}.tmp"
    stale.write_bytes(b'{"older": true}')
    os.utime(stale, (1_000_000, 1_000_000))
    write_atomic(path, b'{"newer": true}')
    assert clean_stale_temp_files(tmp_path) == [stale]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"]
    assert path.read_bytes() == b'{"newer": true}'


def test_settings_with_a_byte_order_mark_are_read(tmp_path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(volume=35, ui_scale=1.25), path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as Windows Notepad saves it
    warnings: list[str] = []
    assert load_settings(path, warnings.append) == Settings(volume=35, ui_scale=1.25)
    assert warnings == [] and path.exists()


def test_a_write_into_a_folder_that_cannot_be_listed_is_not_called_failed(
    tmp_path, monkeypatch
) -> None:
    """A folder with write but no read permission: the file is written and renamed in place,
    only the folder itself cannot be opened to sync it. (Simulated: as root every folder can
    be opened.)"""
    folder = tmp_path / "state"
    path = folder / "autosave.json"
    write_atomic(path, b"0")
    real_open = os.open

    def unreadable(name, flags, *args, **kwargs):
        if Path(name) == folder:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", unreadable)
    assert write_atomic(path, b"1") == []
    assert path.read_bytes() == b"1" and backup_path(path, 1).read_bytes() == b"0"
