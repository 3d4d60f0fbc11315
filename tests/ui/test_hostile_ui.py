"""The window survives what issue 19 threw at it: damaged autosaves, a second running copy,
SIGTERM, a crash in the loop and very long text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame

from arkham.persistence import (
    InstanceLock,
    Settings,
    backup_path,
    paths,
    read_save,
    write_atomic,
)
from arkham.ui import draw
from arkham.ui.app import ANOTHER_COPY, app_from_disk, report_crash
from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.saves import MessageScene
from tests.ui.conftest import fresh_session


def damaged_autosave_without_a_better_backup() -> Path:
    """The autosave of a board game with its last turn record damaged (same version), and
    only a short whole backup."""
    session = fresh_session("board")
    save = session.save()
    auto = paths().autosave
    short = fresh_session("board").save()
    short.choices = short.choices[:3]
    short.checkpoints = {i: d for i, d in short.checkpoints.items() if i <= 3}
    write_atomic(auto, short.model_dump_json().encode(), backups=0)
    raw = json.loads(save.model_dump_json())
    index = max(raw["checkpoints"], key=int)
    raw["checkpoints"][index] = "0" * 16
    write_atomic(auto, json.dumps(raw).encode())
    return auto


def test_continue_of_a_damaged_autosave_keeps_its_backups_out_of_rotation(make_app) -> None:
    auto = damaged_autosave_without_a_better_backup()
    whole_backup = backup_path(auto, 1).read_bytes()
    app, _surface = make_app()
    app.show_title()
    assert app.continue_game() is None
    top = app.stack.top
    assert isinstance(top, MessageScene)
    assert "is damaged" in top.text and "autosave.json.kept.bak1" in top.text
    session = app.stack.find(BoardScene).session
    from arkham.ai.bot import choose

    for _ in range(BACKUP_ROTATIONS):
        session.submit(choose(session.game))
    assert backup_path(auto, 1).read_bytes() != whole_backup  # the autosave rotated on…
    assert (auto.parent / "autosave.json.kept.bak1").read_bytes() == whole_backup  # …not this


BACKUP_ROTATIONS = 5


def second_copy():
    """The window of a copy started while another holds the data folder's lock."""
    holder = InstanceLock(paths().autosave.parent)
    assert holder.acquire()
    try:
        return app_from_disk((1280, 720), lock=InstanceLock(paths().autosave.parent))
    finally:
        holder.release()


def test_a_second_running_copy_does_not_autosave_and_says_why(make_app) -> None:
    app = second_copy()
    session = fresh_session("board")
    app.start_game(session)
    assert session.autosave is None and not paths().autosave.exists()
    assert app.stack.top.text == ANOTHER_COPY


def test_the_next_start_removes_stale_temp_files(make_app) -> None:
    auto = paths().autosave
    auto.parent.mkdir(parents=True)
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], **_output())
    stale = auto.with_name(f"autosave.json.{int(ended.stdout)}.tmp")
    stale.write_bytes(b'{"half": ')
    app_from_disk((1280, 720))
    assert not stale.exists()


def _output() -> dict:
    return {"capture_output": True, "text": True, "check": True, "timeout": 120}


def test_a_crash_writes_the_traceback_and_a_bug_report_and_offers_them(make_app) -> None:
    app, _surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    asked: list[str] = []
    try:
        raise RuntimeError("the loop broke")
    except RuntimeError as exc:
        written = report_crash(app, exc, ask=lambda title, text: asked.append(text) or False)
    trace, report = written
    assert trace.parent == paths().logs and "RuntimeError: the loop broke" in trace.read_text()
    assert read_save(report).choices == session.game.choices
    assert trace.name in asked[0] and report.name in asked[0]


def test_sigterm_saves_and_quits_cleanly(home: Path) -> None:
    script = textwrap.dedent(
        """
        import os, signal
        from arkham.persistence import Settings
        from arkham.ui.app import App
        from tests.ui.conftest import fresh_session

        app = App(Settings(animation_speed="off"), (640, 360))

        def first():
            app.start_game(fresh_session("board"))
            os.kill(os.getpid(), signal.SIGTERM)

        raise SystemExit(app.run(first))
        """
    )
    env = {**os.environ, "ARKHAM_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", script], env=env, **{**_output(), "check": False})
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert read_save(paths().autosave).choices
    assert paths().settings.exists()


def test_ellipsis_measures_a_huge_text_a_few_times_only(monkeypatch) -> None:
    measured: list[int] = []
    real = draw.font

    class Counting:
        def __init__(self, font: pygame.font.Font) -> None:
            self.font = font

        def size(self, text: str) -> tuple[int, int]:
            measured.append(len(text))
            return self.font.size(text)

    monkeypatch.setattr(draw, "font", lambda face, px: Counting(real(face, px)))
    cut = draw.ellipsize("x" * 100_000, "sans", 18, 300)
    assert cut.endswith("…") and len(cut) < 300
    assert len(measured) < 20 and max(measured) <= 301


def test_text_that_cannot_be_drawn_is_drawn_as_question_marks() -> None:
    assert draw.fix("a\x00b\ud800c", "sans") == "a?b?c"
    draw.TEXT.get("a\x00b\ud800c", "sans", 18, (255, 255, 255))


def test_settings_nested_far_too_deep_start_on_defaults_and_are_kept_aside(make_app) -> None:
    """2,000 bytes of brackets: the start's first look at the settings must not stop on them
    (a RecursionError, before any window); the real read keeps the file aside and says so."""
    settings = paths().settings
    settings.parent.mkdir(parents=True)
    settings.write_bytes(b"[" * 1000 + b"]" * 1000)
    app = app_from_disk((1280, 720), defer=True)
    app.finish_start()
    assert app.settings == Settings()
    assert app.settings_warning is not None and "using defaults" in app.settings_warning
    assert "settings.json.bad" in app.settings_warning
    assert (settings.parent / "settings.json.bad").read_bytes() == b"[" * 1000 + b"]" * 1000


def test_a_folder_in_the_autosaves_way_is_moved_aside_and_the_board_says_so(make_app) -> None:
    auto = paths().autosave
    backup_path(auto, 1).mkdir(parents=True)
    (backup_path(auto, 1) / "notes.txt").write_text("mine")
    app, _surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.step([], 1 / 60)
    top = app.stack.top
    assert isinstance(top, MessageScene) and "autosave.json.bak1.in-the-way" in top.text
    assert session.autosave_error is None and not session.moved_aside
    from arkham.ai.bot import choose

    for _ in range(2):
        session.submit(choose(session.game))
    assert session.autosave_error is None
    assert read_save(backup_path(auto, 1)).choices == session.game.choices[:-1]
    assert (auto.parent / "autosave.json.bak1.in-the-way" / "notes.txt").read_text() == "mine"


def test_a_second_copy_says_so_on_the_title_before_any_game(make_app) -> None:
    app = second_copy()
    app.show_title()
    assert app.stack.top.warning() == ANOTHER_COPY
    app.stack.top.dismiss_warning()
    assert app.stack.top.warning() is None and app.autosave_off == ANOTHER_COPY
