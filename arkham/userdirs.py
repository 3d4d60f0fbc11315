"""Where the player's files live: settings, saves, the autosave, logs and bug reports.

Kept apart from :mod:`arkham.persistence` (which validates saves with pydantic and replays them
with the engine) because the window's first frame needs only these paths: the start reads them
before anything heavy is imported (DESIGN.md §7, start to first frame).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "ArkhamHorror"


@dataclass(frozen=True)
class Paths:
    settings: Path
    saves: Path
    autosave: Path
    logs: Path
    bug_reports: Path


def paths() -> Paths:
    """Settings in the user config dir, save slots in the user data dir under ``saves/`` (bug
    reports beside them under ``bug-reports/``), the autosave in the user state dir, logs in the
    user log dir. ``ARKHAM_HOME`` puts them all under one folder (tests, portable installs)."""
    home = os.environ.get("ARKHAM_HOME")
    if home:
        root = Path(home)
        return Paths(
            root / "config" / "settings.json",
            root / "data" / "saves",
            root / "state" / "autosave.json",
            root / "logs",
            root / "data" / "bug-reports",
        )
    from platformdirs import PlatformDirs

    dirs = PlatformDirs(APP_NAME, appauthor=False)
    data = Path(dirs.user_data_dir)
    return Paths(
        Path(dirs.user_config_dir) / "settings.json",
        data / "saves",
        Path(dirs.user_state_dir) / "autosave.json",
        Path(dirs.user_log_dir),
        data / "bug-reports",
    )
