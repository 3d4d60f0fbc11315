"""The start (DESIGN.md §7, issue 17 Show): the title is the first frame, drawn before pydantic,
the engine and the catalog are imported; the player's files are read for real once it is up.
Timings are not tested here: ``make bench`` measures them beside a bare pygame-ce window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from arkham.ui.app import FirstLook

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = """
import json, sys
import pygame
from arkham.ui.app import App, app_from_disk

heavy = ("pydantic", "arkham.engine", "arkham.catalog", "arkham.persistence", "logging")
seen = {}

def probe(self, path):
    if not seen:
        seen["at first frame"] = [m for m in heavy if m in sys.modules]
        seen["title"] = type(self.stack.top).__name__
        seen["continue"] = self.stack.top.resume_note
        pygame.event.post(pygame.event.Event(pygame.QUIT))

App.write_probe = probe
app = app_from_disk((1280, 720), defer=True)
app.run()
seen["after"] = [m for m in heavy if m in sys.modules]
seen["settings"] = type(app.settings).__name__
seen["ui_scale"] = app.settings.ui_scale
seen["continue after"] = app.stack.top.resume_note
print(json.dumps(seen))
"""


def run_first_frame(home: Path) -> dict:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        ARKHAM_HOME=str(home),
        ARKHAM_PROBE=str(home / "probe.json"),
        PYTHONPATH=str(ROOT),
    )
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_title_is_drawn_before_the_heavy_modules_are_imported(home) -> None:
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"ui_scale": 1.25}))
    seen = run_first_frame(home)
    assert seen["title"] == "TitleScene"
    assert seen["at first frame"] == []
    assert seen["continue"].startswith("No game in progress")  # no autosave: known at once
    assert set(seen["after"]) == {
        "pydantic",
        "arkham.engine",
        "arkham.catalog",
        "arkham.persistence",
        "logging",  # the log file is set up once the title is up
    }
    assert seen["settings"] == "Settings" and seen["ui_scale"] == 1.25


def test_with_an_autosave_continue_looks_first_and_reads_it_after_the_frame(home) -> None:
    (home / "state").mkdir(parents=True)
    (home / "state" / "autosave.json").write_text("{damaged")
    seen = run_first_frame(home)
    assert seen["at first frame"] == []
    assert seen["continue"].startswith("Looking for")
    assert seen["continue after"].startswith("The autosave cannot be used")


def test_the_first_look_takes_only_plainly_right_values(tmp_path) -> None:
    path = tmp_path / "settings.json"
    assert FirstLook.read(path) == FirstLook()  # no file
    path.write_text(
        json.dumps({"window_size": [1600, 900], "fullscreen": True, "ui_scale": 1.5, "volume": 20})
    )
    assert FirstLook.read(path) == FirstLook((1600, 900), True, 1.5, 20, False)
    for bad in (
        "{not json",
        "[1, 2]",
        json.dumps({"window_size": [1600], "fullscreen": "yes", "ui_scale": 9, "volume": 400}),
        json.dumps({"window_size": [True, 900], "muted": 1, "volume": 50.5}),
    ):
        path.write_text(bad)
        assert FirstLook.read(path) == FirstLook(), bad
    path.write_bytes(b"\xff\xfe\x00")
    assert FirstLook.read(path) == FirstLook()


def test_the_plain_start_goes_straight_to_the_window(monkeypatch) -> None:
    """``arkham`` with no arguments builds no command-line parser before the first frame."""
    import argparse

    from arkham import __main__
    from arkham.ui import app

    seen = []
    monkeypatch.setattr(app, "main", lambda args: seen.append(args) or 0)
    monkeypatch.setattr(argparse, "ArgumentParser", None)  # building one would fail
    assert __main__.main([]) == 0
    assert seen == [None]
