"""Real processes: killed in the middle of an autosave, and two copies writing one slot."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from arkham.persistence import backup_path, clean_stale_temp_files, load, paths

WRITER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from arkham.ai.bot import choose
    from arkham.engine.game import Game, Setup
    from arkham.persistence import Recorder, save_of, write_save

    path, writes, die_at_fsync = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    fsyncs = 0
    real_fsync = os.fsync

    def fsync(fd):
        global fsyncs
        fsyncs += 1
        if fsyncs == die_at_fsync:  # killed for good, between two steps of the write
            os.kill(os.getpid(), signal.SIGKILL)
        real_fsync(fd)

    os.fsync = fsync
    game = Game.new(Setup.of(["joe-diamond", "kate-winthrop"], ancient_one="yig"), "procs")
    rec = Recorder(game)
    for _ in range(writes):
        rec.after_choice(game.choose(choose(game)))
        write_save(path, save_of(game, rec.checkpoints))
    """
)


def writer(path: Path, writes: int, die_at_fsync: int = 0) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), str(writes), str(die_at_fsync)],
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("die_at_fsync", [7, 8, 9, 10])
def test_a_kill_during_autosave_loses_nothing_and_leaves_no_temp_file_past_the_next_start(
    die_at_fsync: int,
) -> None:
    """Each write syncs the temp file, then the folder: odd counts die with the temp file
    written, even ones after the replace, before the folder sync."""
    auto = paths().autosave
    killed = writer(auto, 50, die_at_fsync)
    killed.communicate(timeout=120)
    assert killed.returncode == -9
    assert load(auto).game.choices  # the autosave, or its backup, is whole
    if die_at_fsync % 2:
        assert list(auto.parent.glob("*.tmp"))  # the interrupted write's temp file
    clean_stale_temp_files(auto.parent)  # what the next start does first
    assert not list(auto.parent.glob("*.tmp"))


def test_two_copies_writing_one_slot_never_fail_and_leave_it_whole(tmp_path: Path) -> None:
    slot = tmp_path / "slot.json"
    copies = [writer(slot, 120) for _ in range(2)]
    errors = [copy.communicate(timeout=300)[1] for copy in copies]
    assert [copy.returncode for copy in copies] == [0, 0], errors
    assert len(load(slot).game.choices) == 120
    assert backup_path(slot, 1).exists()
    assert not list(tmp_path.glob("*.tmp"))


RENAMER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from arkham.ai.bot import choose
    from arkham.engine.game import Game, Setup
    from arkham.persistence import Recorder, save_of, write_save

    path, writes, die_at_rename = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    renames = 0
    real_replace = os.replace

    def replace(src, dst):
        global renames
        renames += 1
        if renames == die_at_rename:  # killed for good, before this rename of the last write
            os.kill(os.getpid(), signal.SIGKILL)
        real_replace(src, dst)

    game = Game.new(Setup.of(["joe-diamond", "kate-winthrop"], ancient_one="yig"), "procs")
    rec = Recorder(game)
    for n in range(writes):
        rec.after_choice(game.choose(choose(game)))
        if n == writes - 1:
            os.replace = replace
        write_save(path, save_of(game, rec.checkpoints))
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("die_at_rename", [1, 2, 3, 4])
def test_a_write_killed_between_its_renames_is_finished_at_the_next_start(
    die_at_rename: int,
) -> None:
    """The last write moves the three backups one place down and the old autosave to .bak1,
    then its temp file (whole, synced) to the autosave: killed before any of those four
    renames, the next start finishes them, so the newest game is the autosave and each backup
    is one decision older, with nothing called damaged."""
    auto = paths().autosave
    writes = 8
    killed = subprocess.Popen(
        [sys.executable, "-c", RENAMER, str(auto), str(writes), str(die_at_rename)],
        stderr=subprocess.PIPE,
        text=True,
    )
    killed.communicate(timeout=120)
    assert killed.returncode == -9
    assert list(auto.parent.glob("*.tmp"))  # the killed write's temp file
    clean_stale_temp_files(auto.parent)  # what the next start does first
    assert not list(auto.parent.glob("*.tmp"))
    loaded = load(auto)
    assert loaded.notes == [] and len(loaded.game.choices) == writes
    backups = [len(load(backup_path(auto, n)).game.choices) for n in (1, 2, 3)]
    assert backups == [writes - 1, writes - 2, writes - 3]


COPY = textwrap.dedent(
    """
    import sys
    from arkham.ai.bot import choose
    from arkham.engine.game import Setup
    from arkham.ui.app import _player_lock, app_from_disk, headless_init
    from arkham.ui.session import GameSession

    headless_init((640, 360))
    app = app_from_disk((640, 360), lock=_player_lock, defer=True)  # as `arkham` starts
    app.finish_start()  # what the loop does once the first frame is up
    session = GameSession(Setup.of(["joe-diamond", "kate-winthrop"], ancient_one="yig"), sys.argv[1])
    session.anim_factor = 0
    app.start_game(session)
    for _ in range(3):
        session.submit(choose(session.game))
    print(app.autosave_off or "autosaving", flush=True)
    sys.stdin.readline()  # runs on until told to play one more decision and quit
    session.submit(choose(session.game))
    """
)


def copy_of_the_game(seed: str) -> subprocess.Popen:
    """A running copy of the game started as ``arkham`` starts, playing a game of ``seed``."""
    return subprocess.Popen(
        [sys.executable, "-c", COPY, seed],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )


def test_a_second_copy_on_the_same_data_folder_never_autosaves_over_the_first() -> None:
    from arkham.persistence import read_save
    from arkham.ui.app import ANOTHER_COPY

    auto = paths().autosave
    first = copy_of_the_game("first")
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "autosaving"
        second = copy_of_the_game("second")
        said, errors = second.communicate("\n", timeout=300)
        assert second.returncode == 0, errors
        assert said.strip() == ANOTHER_COPY
        written = [auto, *(backup_path(auto, n) for n in (1, 2, 3))]
        assert {read_save(p).seed for p in written if p.exists()} == {"first"}
    finally:
        _, errors = first.communicate("\n", timeout=300)
    assert first.returncode == 0, errors
    assert read_save(auto).seed == "first" and len(read_save(auto).choices) == 4
