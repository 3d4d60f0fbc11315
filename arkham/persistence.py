"""Save files, autosave, backups and settings — everything that touches the player's disk.

A save is a JSON replay log: the setup, the seed and the choice ids, with digests of the state
at the start of each turn and a summary the load screen shows without replaying. Writes are
atomic (temp file in the same folder, fsync, replace, fsync the folder) and keep three rotated
backups; loading a damaged file falls back to the newest whole backup and says so. A bad file is
never modified and never crashes the program: it raises :class:`SaveError` with a one-line
reason.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from platformdirs import PlatformDirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from arkham import __version__
from arkham.engine.decisions import IllegalChoice
from arkham.engine.game import Game, Setup, SetupError

FORMAT_VERSION = 2
"""2: the setup names its expansions (and so does the summary)."""
MAX_SAVE_BYTES = 16 * 1024 * 1024
BACKUPS = 3
APP_NAME = "ArkhamHorror"


class SaveError(Exception):
    """A save file cannot be used; ``str(error)`` is a one-line reason for the player."""


# ---------------------------------------------------------------- where files live


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
    dirs = PlatformDirs(APP_NAME, appauthor=False)
    data = Path(dirs.user_data_dir)
    return Paths(
        Path(dirs.user_config_dir) / "settings.json",
        data / "saves",
        Path(dirs.user_state_dir) / "autosave.json",
        Path(dirs.user_log_dir),
        data / "bug-reports",
    )


# ---------------------------------------------------------------- the save file


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SaveSummary(Strict):
    expansions: list[str] = Field(default_factory=list)
    investigators: list[str]
    players: list[str]
    ancient_one: str
    turn: int
    doom: int
    terror: int
    saved_at: str
    over: bool = False


class SaveFile(Strict):
    format: Literal["arkham-save"] = "arkham-save"
    format_version: Annotated[int, Field(ge=FORMAT_VERSION, le=FORMAT_VERSION)]
    """Always the current version once read: older files are upgraded first."""
    app_version: str
    setup: Setup
    seed: str
    choices: list[str]
    checkpoints: dict[int, str] = Field(default_factory=dict)
    """Decision index at the start of each turn → digest of the state there."""
    summary: SaveSummary


def summarize(game: Game, saved_at: str | None = None) -> SaveSummary:
    st = game.state
    return SaveSummary(
        expansions=list(game.setup.expansions),
        investigators=[inv.id for inv in st.investigators],
        players=[inv.player for inv in st.investigators],
        ancient_one=st.ancient_one,
        turn=st.turn,
        doom=st.doom,
        terror=st.terror,
        saved_at=saved_at or time.strftime("%Y-%m-%d %H:%M"),
        over=st.outcome is not None,
    )


def save_of(game: Game, checkpoints: dict[int, str]) -> SaveFile:
    return SaveFile(
        format_version=FORMAT_VERSION,
        app_version=__version__,
        setup=game.setup,
        seed=game.seed,
        choices=list(game.choices),
        checkpoints=dict(checkpoints),
        summary=summarize(game),
    )


class Recorder:
    """Follows a game and records the checkpoint digests at the start of every turn."""

    def __init__(self, game: Game, checkpoints: dict[int, str] | None = None) -> None:
        self.game = game
        self.checkpoints: dict[int, str] = dict(checkpoints or {})

    def after_choice(self, events: list) -> None:
        if any(ev.kind == "turn-started" for ev in events):
            self.checkpoints[len(self.game.choices)] = self.game.digest()


# ---------------------------------------------------------------- writing


def _replace(src: Path, dst: Path) -> None:
    """os.replace, retried on Windows while antivirus or sync tools hold the file."""
    delay = 0.05
    for attempt in range(6):
        try:
            os.replace(src, dst)
            return
        except PermissionError as exc:
            if sys.platform != "win32" or getattr(exc, "winerror", None) not in (5, 32, 33):
                raise
            if attempt == 5:
                raise
            time.sleep(delay)
            delay *= 2


def _fsync_dir(folder: Path) -> None:
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def backup_path(path: Path, n: int) -> Path:
    return path.with_name(f"{path.name}.bak{n}")


def write_atomic(path: Path, data: bytes, backups: int = BACKUPS) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or
    the new one whole; the old file becomes ``.bak1`` (and so on up to ``backups``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    if path.exists() and backups:
        for n in range(backups, 1, -1):
            older = backup_path(path, n - 1)
            if older.exists():
                _replace(older, backup_path(path, n))
        _replace(path, backup_path(path, 1))
    _replace(tmp, path)
    _fsync_dir(path.parent)


def write_save(path: Path, save: SaveFile) -> None:
    write_atomic(path, save.model_dump_json(indent=1).encode("utf-8"))


# ---------------------------------------------------------------- reading


def read_save(path: Path) -> SaveFile:
    """Parse and validate one file (no replay). Raises :class:`SaveError` with the reason."""
    try:
        size = path.stat().st_size
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name}: no such file") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    if size == 0:
        raise SaveError(f"{path.name}: the file is empty")
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name}: {size // (1024 * 1024)} MB is far too large for a save")
    try:
        raw = json.loads(path.read_bytes())
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path.name}: not a save file (damaged or not JSON: {exc.msg}, line {exc.lineno})"
        ) from exc
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path.name}: not a save file (damaged or not text)") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    if (
        isinstance(raw, dict)
        and raw.get("format") == "arkham-bug-report"
        and isinstance(raw.get("save"), dict)
    ):
        raw = raw["save"]  # a bug report carries the save it was made from
    if not isinstance(raw, dict) or raw.get("format") != "arkham-save":
        raise SaveError(f"{path.name}: not an Arkham Horror save file")
    version = raw.get("format_version")
    if isinstance(version, int) and version > FORMAT_VERSION:
        made_by = raw.get("app_version", "a newer version")
        raise SaveError(f"{path.name}: made by version {made_by}, newer than this game")
    try:
        return SaveFile.model_validate(upgrade(raw))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise SaveError(f"{path.name}: damaged save ({where}: {err['msg']})") from exc


def _v1_to_v2(raw: dict) -> None:
    """Version 1 knew only the base game: say so in the setup and the summary."""
    for part in ("setup", "summary"):
        if isinstance(raw.get(part), dict):
            raw[part].setdefault("expansions", [])


UPGRADES: dict[int, Callable[[dict], None]] = {1: _v1_to_v2}
"""Format version → the step that brings a save of that version to the next one."""


def upgrade(raw: dict) -> dict:
    """A parsed save of any older format version brought to :data:`FORMAT_VERSION`, one step
    at a time (a version with no step, or no version at all, is left for validation to
    refuse)."""
    version = raw.get("format_version")
    while isinstance(version, int) and version in UPGRADES and version < FORMAT_VERSION:
        UPGRADES[version](raw)
        version += 1
        raw["format_version"] = version
    return raw


@dataclass
class Loaded:
    """A loaded game, and what the player should be told about how it was loaded."""

    game: Game
    save: SaveFile
    notes: list[str] = field(default_factory=list)
    checkpoints: dict[int, str] = field(default_factory=dict)


def replay(save: SaveFile, name: str) -> Loaded:
    """Replay a save's choices. If the rules changed since it was saved — a stored digest does
    not match, or a recorded choice is no longer offered — resume at the start of the last
    turn that still matches and say so. A choice refused before any turn could be checked
    makes the save unusable."""
    try:
        game = Game.new(save.setup, save.seed)
    except SetupError as exc:
        raise SaveError(f"{name}: the setup cannot be played ({exc})") from exc
    kept: dict[int, str] = {}
    last_good = 0
    if 0 in save.checkpoints and save.checkpoints[0] != game.digest():
        raise SaveError(f"{name}: made by different rules; the game cannot be resumed")
    for index, choice in enumerate(save.choices, start=1):
        try:
            game.choose(choice)
        except IllegalChoice as exc:
            if last_good == 0:
                raise SaveError(f"{name}: choice {index} ({choice!r}) is refused: {exc}") from exc
            why = f"its decision {index} ({choice}) is not allowed by the rules of this version"
            return _resume_at(save, name, last_good, why)
        stored = save.checkpoints.get(index)
        if stored is None:
            continue
        if stored != game.digest():
            return _resume_at(save, name, last_good, "the rules have changed since")
        last_good = index
        kept[index] = stored
    return Loaded(game, save, [], kept)


def _resume_at(save: SaveFile, name: str, last_good: int, why: str) -> Loaded:
    game = Game.replay(save.setup, save.seed, save.choices[:last_good])
    turn = game.state.turn
    where = f"the start of turn {turn}" if turn else "the beginning"
    note = (
        f"{name} was saved by version {save.app_version} and {why}, so the game resumes at "
        f"{where}, the last point that still matches."
    )
    kept = {i: d for i, d in save.checkpoints.items() if i <= last_good}
    return Loaded(game, save, [note], kept)


def load(path: Path) -> Loaded:
    """Load a save; if it is damaged, fall back to the newest whole backup and say so."""
    try:
        return replay(read_save(path), path.name)
    except SaveError as first:
        for n in range(1, BACKUPS + 1):
            candidate = backup_path(path, n)
            if not candidate.exists():
                continue
            try:
                loaded = replay(read_save(candidate), path.name)
            except SaveError:
                continue
            loaded.notes.insert(0, f"{first} — loaded the backup {candidate.name} instead.")
            return loaded
        raise


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # removed meanwhile: listed last, then reported as missing
        return 0.0


def whole_backup(path: Path) -> tuple[Path, SaveSummary] | None:
    """The newest backup of ``path`` that reads whole (what :func:`load` would fall back to)."""
    for n in range(1, BACKUPS + 1):
        candidate = backup_path(path, n)
        if candidate.exists():
            try:
                return candidate, read_save(candidate).summary
            except SaveError:
                continue
    return None


_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10)}


def slot_path(name: str, folder: Path | None = None) -> Path:
    """The file of the save slot called ``name``: characters no file system accepts become
    ``_``; an empty name becomes ``save``."""
    clean = _UNSAFE.sub("_", name).strip().strip(".").strip()[:80].strip() or "save"
    if clean.split(".")[0].upper() in _RESERVED:
        clean = f"_{clean}"
    return (folder or paths().saves) / f"{clean}.json"


def list_slots(folder: Path | None = None) -> list[tuple[Path, SaveSummary | str]]:
    """Every save slot with its summary (or the reason it cannot be read), newest first."""
    folder = folder or paths().saves
    if not folder.is_dir():
        return []
    out: list[tuple[Path, SaveSummary | str]] = []
    for path in sorted(folder.glob("*.json"), key=_mtime, reverse=True):
        try:
            out.append((path, read_save(path).summary))
        except SaveError as exc:
            out.append((path, str(exc)))
    return out


# ---------------------------------------------------------------- undo


UNDO_BLOCKERS = {
    "dice-rolled": "dice were rolled",
    "card-gained": "a card was drawn",
    "card-drawn": "a card was drawn",
    "encounter": "an encounter card was drawn",
    "mythos": "a mythos card was drawn",
    "monster-appeared": "a monster was drawn",
    "gate-opened": "a gate was drawn",
}


def undo_blocker(events: list, rng_moved: bool = False) -> str | None:
    """Why the last decision cannot be undone (dice rolled or cards drawn since), or None.
    ``rng_moved``: the random source was used (a shuffle or a random pick, even unannounced)."""
    for ev in events:
        reason = UNDO_BLOCKERS.get(ev.kind)
        if reason:
            return f"Cannot undo: {reason} since that decision"
    if rng_moved:
        return "Cannot undo: something was decided at random since that decision"
    return None


def undo(game: Game) -> Game:
    """The same game with its last decision taken back (a replay of all but the last id)."""
    if not game.choices:
        raise ValueError("nothing to undo")
    return Game.replay(game.setup, game.seed, game.choices[:-1])


# ---------------------------------------------------------------- bug reports


class BugReport(Strict):
    format: Literal["arkham-bug-report"] = "arkham-bug-report"
    app_version: str
    created_at: str
    platform: dict[str, str]
    save: SaveFile


def platform_info(pygame_version: str | None = None) -> dict[str, str]:
    if pygame_version is None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            pygame_version = version("pygame-ce")
        except PackageNotFoundError:
            pygame_version = "not installed"
    return {
        "platform": platform.platform(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "pygame": pygame_version,
    }


def write_bug_report(
    save: SaveFile, pygame_version: str | None = None, folder: Path | None = None
) -> Path:
    """One file, ``bug-reports/<date>_<time>.json`` in the user data dir, written atomically:
    the save (a replay of the whole game), this program's version and the platform."""
    folder = folder or paths().bug_reports
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    path = folder / f"{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{n}.json"
    report = BugReport(
        app_version=__version__,
        created_at=time.strftime("%Y-%m-%d %H:%M:%S"),
        platform=platform_info(pygame_version),
        save=save,
    )
    write_atomic(path, report.model_dump_json(indent=1).encode("utf-8"), backups=0)
    return path


# ---------------------------------------------------------------- settings

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
"""The named animation speeds and their duration factors."""

Width = Annotated[int, Field(ge=320, le=16384)]
Height = Annotated[int, Field(ge=240, le=16384)]


class Settings(Strict):
    window_size: tuple[Width, Height] | None = None
    """The last windowed size; None lets the game pick 90% of the screen."""
    fullscreen: bool = False
    ui_scale: float = Field(default=1.0, ge=0.5, le=2.0)
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    pass_screen: bool = True
    """Show 'pass the mouse to …' between players in a hot-seat game."""

    @property
    def anim_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]


def load_settings(path: Path | None = None, warn: Callable[[str], None] | None = None) -> Settings:
    """Read the settings; a bad file falls back to the defaults, is kept aside as
    ``settings.json.bad`` (never overwritten) and a warning is given."""
    path = path or paths().settings
    if not path.exists():
        return Settings()
    try:
        return Settings.model_validate_json(path.read_bytes())
    except (ValidationError, ValueError, OSError) as exc:
        aside = _free_name(path.with_name(path.name + ".bad"))
        with contextlib.suppress(OSError):
            os.replace(path, aside)
        if warn:
            reason = _settings_reason(exc)
            warn(
                f"Your settings file could not be read ({reason}), so this session is using "
                f"defaults. The file was kept aside as {aside.name} in {aside.parent}."
            )
        return Settings()


def _settings_reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        return f"{where}: {err['msg']}" if where else str(err["msg"])
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc).splitlines()[0]


def _free_name(path: Path) -> Path:
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}{n}")
    return candidate


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomic(path or paths().settings, settings.model_dump_json(indent=1).encode(), backups=0)
