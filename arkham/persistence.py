"""Save files, autosave, backups and settings — everything that touches the player's disk.

A save is a JSON replay log: the setup, the seed and the choice ids, with digests of the state
at the start of each turn and a summary the load screen shows without replaying. Writes are
atomic (temp file in the same folder, fsync, replace, fsync the folder) and keep three rotated
backups; loading a damaged file falls back to the newest whole backup and says so. Loading
replays a file once: the check of its digests makes the choices through a driver (the UI
session, which rebuilds its log as they go), and a game taken back is a ``Game.fork``. A bad file is
never modified and never crashes the program: it raises :class:`SaveError` with a one-line
reason.
"""

from __future__ import annotations

import codecs
import contextlib
import gc
import json
import os
import platform
import re
import shutil
import stat
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from arkham import __version__
from arkham.engine.decisions import IllegalChoice
from arkham.engine.events import Event
from arkham.engine.flow import Resume, TurnStarted
from arkham.engine.game import (
    MAX_PLAYERS,
    MAX_TEXT,
    UNDRAWABLE,
    Game,
    ResumePoint,
    Setup,
    SetupError,
    drawable,
    text_fault,
)
from arkham.userdirs import APP_NAME, Paths, paths  # noqa: F401 (where they were first)

FORMAT_VERSION = 4
"""2: the setup names its expansions (and so does the summary). 3: the save counts its
decisions and records the digest of its final state (``decisions``, ``digest``). 4: it keeps
the state where the rules can take the game up again (``snapshot``)."""
SNAPSHOT_VERSION = 1
"""The layout of a save's :class:`SavedPoint` (its own, so that it can change apart from the
rest of the file; :data:`SNAPSHOT_UPGRADES` brings older ones up to date)."""
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_SETTINGS_BYTES = 64 * 1024
MAX_ITEMS = 100_000
"""The longest list or mapping a save may hold (its choices)."""
MAX_DEPTH = 12
"""The deepest nesting of a save (its real shape is 4 deep)."""
MAX_NUMBER = 2**31
BACKUPS = 3


class SaveError(Exception):
    """A save file cannot be used; ``str(error)`` is a one-line reason for the player."""


# ---------------------------------------------------------------- the save file


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


Seat = Literal["human", "steady", "strong"]
"""Who plays one investigator: a person at the table, or the AI at one of its levels."""
HUMAN: Seat = "human"
AI_LEVELS: tuple[Seat, ...] = ("steady", "strong")


class SaveSummary(Strict):
    expansions: list[str] = Field(default_factory=list)
    investigators: Annotated[list[str], Field(min_length=1, max_length=MAX_PLAYERS)]
    players: Annotated[list[str], Field(min_length=1, max_length=MAX_PLAYERS)]
    ancient_one: str
    turn: int
    doom: int
    terror: int
    saved_at: str
    over: bool = False


class SavedPoint(Strict):
    """The latest point where the rules can take the game up again from its state alone
    (:meth:`Game.resume_point`): the state as the engine writes it, its random source, and
    where in the turn the rules start again. A save written by another version whose rules no
    longer replay its choices goes on from here (:func:`replay`)."""

    version: Annotated[int, Field(ge=SNAPSHOT_VERSION, le=SNAPSHOT_VERSION)]
    at: Annotated[int, Field(ge=0)]
    """How many of the save's choices were made before it."""
    state: str
    """The state as the engine writes it (JSON text: read only when the game is taken up)."""
    source_seed: str
    draws: Annotated[int, Field(ge=0)]
    words: Annotated[list[str], Field(min_length=625, max_length=625)]
    """The random source's position: its 625 words in hex (a save holds no number that
    large)."""
    forced: list[int]
    resume: dict[str, Any] | None
    """The fields of the rules' ``flow.Resume`` (None: the start of the game)."""


SNAPSHOT_UPGRADES: dict[int, Callable[[dict], None]] = {}
"""Snapshot version → the step that brings a snapshot of that version to the next one."""


def saved_point(point: ResumePoint) -> SavedPoint | None:
    """A game's resume point as a save keeps it (None: a random source in a state no save
    can hold, which the game's own never is)."""
    seed, draws, (mt_version, words, gauss), forced = point.rng
    if mt_version != 3 or gauss is not None:
        return None
    return SavedPoint(
        version=SNAPSHOT_VERSION,
        at=point.at,
        state=point.data,
        source_seed=seed,
        draws=draws,
        words=[f"{w:08x}" for w in words],
        forced=list(forced),
        resume=None if point.resume is None else asdict(point.resume),
    )


def resume_point(saved: SavedPoint) -> ResumePoint:
    """The engine's resume point of a saved one (``ValueError``: one that cannot be)."""
    try:
        resume = None
        if saved.resume is not None:
            resume = Resume(**{**saved.resume, "order": tuple(saved.resume.get("order", ()))})
        words = tuple(int(w, 16) for w in saved.words)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the saved point cannot be read ({exc})") from exc
    source = (saved.source_seed, saved.draws, (3, words, None), tuple(saved.forced))
    return ResumePoint(saved.at, saved.state, source, resume)


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
    decisions: Annotated[int, Field(ge=0)] | None
    """How many choices the file holds: a list cut short or lengthened disagrees with it. None
    only in a file of format 2, which did not count them."""
    digest: str | None
    """``Game.digest()`` after the last choice: choices changed after the last turn's checkpoint
    disagree with it. None only in a file of format 2, which did not record it."""
    snapshot: SavedPoint | None
    """Where the rules can take the game up again (None in a file of format 3 or older)."""
    origin: SavedPoint | None
    """Where the game was taken up when another version's rules no longer replayed it (its
    replay starts there), or None: its choices replay it from the start."""
    summary: SaveSummary
    seats: Annotated[list[Seat], Field(max_length=MAX_PLAYERS)] = Field(default_factory=list)
    """Human or AI (and its level) per investigator, in setup order; empty (as in saves made
    before AI seats): everyone is human. Only who plays: the choices alone make the game."""

    @field_validator("seats")
    @classmethod
    def _one_seat_each(cls, seats: list[Seat], info: ValidationInfo) -> list[Seat]:
        setup = info.data.get("setup")
        if seats and setup is not None and len(seats) != len(setup.players):
            raise ValueError(f"{len(seats)} seats for {len(setup.players)} investigators")
        return seats


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


def save_of(game: Game, checkpoints: dict[int, str], seats: list[Seat] | None = None) -> SaveFile:
    """The save of ``game``; ``seats`` says who plays each investigator (None: all human)."""
    return SaveFile(
        format_version=FORMAT_VERSION,
        app_version=__version__,
        setup=game.setup,
        seed=game.seed,
        choices=list(game.choices),
        checkpoints=dict(checkpoints),
        decisions=len(game.choices),
        digest=game.digest(),
        snapshot=saved_point(game.resume_point()),
        origin=None if (origin := game.origin()) is None else saved_point(origin),
        summary=summarize(game),
        seats=list(seats or []),
    )


class Recorder:
    """Follows a game and records the checkpoint digests at the start of every turn."""

    def __init__(self, game: Game, checkpoints: dict[int, str] | None = None) -> None:
        self.game = game
        self.checkpoints: dict[int, str] = dict(checkpoints or {})

    def after_choice(self, events: list[Event]) -> None:
        if TurnStarted in map(type, events):
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
    """Make the renames in ``folder`` last. A folder this user may write but not read (so not
    open) is left unsynced: the file itself was synced and is in place, so the write is done."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except PermissionError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def backup_path(path: Path, n: int) -> Path:
    return path.with_name(f"{path.name}.bak{n}")


def _temp_path(path: Path) -> Path:
    return path.with_name(f"{path.name}.{os.getpid()}.tmp")


_TEMP_NAME = re.compile(r"^(.+)\.(\d+)\.tmp$")


def write_atomic(path: Path, data: bytes, backups: int = BACKUPS) -> list[str]:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or
    the new one whole; the old file becomes ``.bak1`` (and so on up to ``backups``). A failed
    write (a full disk, a refused rename) leaves no temp file behind; a backup moved meanwhile
    by another running copy is skipped, never an error. Whatever is not a file at one of those
    names (a folder) is moved aside first, or it would stop every write: returns a line for the
    player on each thing moved (usually none)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_path(path)
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        moved = _clear_the_way(path, backups)
        _put_in_place(tmp, path, backups)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return moved


def _chain(path: Path, backups: int) -> list[Path]:
    """``path`` and its backups, newest first."""
    return [path, *(backup_path(path, n) for n in range(1, backups + 1))]


def _put_in_place(tmp: Path, path: Path, backups: int) -> None:
    """Rename the whole, synced ``tmp`` to ``path``; each file before it moves one backup down,
    as far as the first free name (the last backup is dropped when none is free). Run again
    on what a killed write left, it does the renames that write had not done yet."""
    chain = _chain(path, backups)
    free = next((i for i, name in enumerate(chain) if not os.path.lexists(name)), backups)
    for i in range(free, 0, -1):
        with contextlib.suppress(FileNotFoundError):
            _replace(chain[i - 1], chain[i])
    _replace(tmp, path)
    _fsync_dir(path.parent)


def _clear_the_way(path: Path, backups: int) -> list[str]:
    """Move whatever is not a file (a folder, a FIFO) at ``path`` or a backup's name to
    ``<name>.in-the-way``, as it is; one line for the player on each."""
    moved = []
    for name in _chain(path, backups):
        try:
            mode = os.lstat(name).st_mode
        except FileNotFoundError:
            continue
        if stat.S_ISREG(mode) or stat.S_ISLNK(mode):
            continue
        aside = _free_name(name.with_name(f"{name.name}.in-the-way"))
        os.rename(name, aside)
        what = "A folder" if stat.S_ISDIR(mode) else "Something that is not a file"
        writes = f"{path.name} and its backups" if backups else path.name
        moved.append(
            f"{what} named {printable(name.name)} stood where the game writes "
            f"{printable(writes)}; it was moved, as it was, to {printable(aside.name)} in "
            f"{printable(str(path.parent), 400)}."
        )
    return moved


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill would end the process: assume it runs
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def clean_stale_temp_files(*folders: Path) -> list[Path]:
    """Deal with the temp files of writes that were interrupted (``<name>.<pid>.tmp`` whose
    process has ended) in ``folders``; returns them. A temp file is written in full and synced
    before any rename, so one that holds a whole save newer than ``<name>`` (or whole JSON, and
    ``<name>`` is gone) was killed among its renames: they are finished, and it becomes
    ``<name>``. Any other (cut short, overtaken since) is removed. Nothing else is touched."""
    handled = []
    for folder in folders:
        try:
            names = list(folder.iterdir())
        except OSError:
            continue
        for candidate in names:
            match = _TEMP_NAME.match(candidate.name)
            if match is None or _process_alive(int(match.group(2))):
                continue
            with contextlib.suppress(OSError):
                if not stat.S_ISREG(os.lstat(candidate).st_mode):
                    continue
                target = candidate.with_name(match.group(1))
                backups = _unfinished_write(candidate, target)
                if backups is None:
                    candidate.unlink()
                else:
                    _put_in_place(candidate, target, backups)
                handled.append(candidate)
    return handled


def _unfinished_write(tmp: Path, target: Path) -> int | None:
    """The backups to keep in finishing the write of ``tmp`` to ``target`` (a save's three),
    or None when ``tmp`` is to be removed: cut short (not a whole JSON object), older than
    ``target``, or not a save while ``target`` is there (nothing but a save replaces one)."""
    try:
        if tmp.stat().st_size > MAX_SAVE_BYTES:
            return None
        raw = json.loads(tmp.read_bytes())
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict):
        return None
    if not os.path.lexists(target):
        return 0  # the write had moved the old file to .bak1: only its last rename is left
    if raw.get("format") != "arkham-save" or tmp.stat().st_mtime_ns < target.stat().st_mtime_ns:
        return None
    return BACKUPS


def keep_aside(path: Path) -> list[Path]:
    """Copy ``path`` and its backups to ``<name>.kept…`` files no autosave ever rotates, so a
    game resumed early never pushes the whole backups out. Returns the copies."""
    copies = []
    for source in [path, *(backup_path(path, n) for n in range(1, BACKUPS + 1))]:
        if not source.is_file():
            continue
        suffix = source.name.removeprefix(path.name)  # "" or ".bak<n>"
        target = _free_name(path.with_name(f"{path.name}.kept{suffix}"))
        try:
            shutil.copyfile(source, target)
        except OSError:
            continue
        copies.append(target)
    return copies


class InstanceLock:
    """One running copy per data folder writes the autosave: the others learn it from
    :meth:`acquire` returning False. The lock ends with the process, even when it is killed."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "arkham.lock"
        self._file = None

    def acquire(self) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+b")  # noqa: SIM115 — held for the life of the process
        except OSError:
            return True  # an unwritable folder: the autosave will report its own failure
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._file = handle
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def write_save(path: Path, save: SaveFile) -> list[str]:
    """Write ``save`` atomically with its backups; returns what was moved out of the way
    (see :func:`write_atomic`)."""
    return write_atomic(path, save.model_dump_json(indent=1).encode("utf-8"))


# ---------------------------------------------------------------- reading


def printable(text: str, limit: int = MAX_TEXT) -> str:
    """``text`` made safe to show: what cannot be drawn becomes ``?``, and it is cut at
    ``limit`` characters."""
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return UNDRAWABLE.sub("?", cut)


_Where = tuple[object, object]
"""Where a value sits in a parsed save: (where its container sits, or None; its key)."""


def check_bounds(raw: object) -> str | None:
    """Why a parsed save is out of bounds (a string too long or not drawable, a list too long,
    a number too large, nesting too deep), or None. Walks the tree without recursion, so a
    hostile file cannot exhaust the stack."""
    todo: list[tuple[object, _Where | None, int]] = [(raw, None, 0)]
    while todo:
        value, at, depth = todo.pop()
        if depth > MAX_DEPTH:
            return f"{_where(at) or 'the file'} is nested too deep"
        if isinstance(value, str):
            if at in _STATES:  # a snapshot's state: any length, read only when taken up
                if not drawable(value):
                    return f"{_where(at)} holds a character that cannot be shown"
                continue
            fault = text_fault(value)  # the rule the game's own names and seed obey
            if fault:
                return f"{_where(at)} {fault}"
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int | float):
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                return f"{_where(at)} is a number out of range"
        elif isinstance(value, list | dict):
            if len(value) > MAX_ITEMS:
                return f"{_where(at) or 'the file'} has {len(value)} entries"
            if depth < MAX_DEPTH and isinstance(value, list) and _short_texts(value):
                continue  # the choices: nothing in them to report, found at once
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str) and text_fault(key):
                    return f"{_where(at) or 'the file'} has a key that cannot be shown"
                todo.append((item, (at, key), depth + 1))
    return None


_STATES = {
    ((None, "snapshot"), "state"),
    ((None, "origin"), "state"),
    (((None, "save"), "snapshot"), "state"),
    (((None, "save"), "origin"), "state"),
}
"""Where a save (or the save in a bug report) holds a snapshot's state, the one text that may
be longer than :data:`MAX_TEXT` (as paths :func:`check_bounds` spells them)."""


def _short_texts(items: list) -> bool:
    """Whether every item is a string :func:`check_bounds` passes (not too long, drawable),
    found in a few passes over the list instead of a step per item."""
    return (
        bool(items)
        and set(map(type, items)) == {str}
        and max(map(len, items)) <= MAX_TEXT
        and drawable("".join(items))
    )


def _where(at: _Where | None) -> str:
    """The dotted path of a value (``choices.12``), spelt only when a reason needs it."""
    keys: list[str] = []
    while at is not None:
        at, key = at  # type: ignore[misc]
        keys.append(printable(str(key), 40))
    return ".".join(reversed(keys))


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number a save holds")


class _KeyTwice(ValueError):
    """A JSON object names one key twice: JSON keeps the last value silently (a second
    ``"choices": []`` would empty the game), so the file is damaged."""


def _no_key_twice(pairs: list[tuple[str, object]]) -> dict:
    found = dict(pairs)
    if len(found) != len(pairs):
        counts = Counter(key for key, _ in pairs)
        twice = next(key for key, n in counts.items() if n > 1)
        raise _KeyTwice(f"it holds the key {printable(twice, 40)!r} twice")
    return found


def read_save(path: Path) -> SaveFile:
    """Parse and validate one file (no replay). Raises :class:`SaveError` with the reason."""
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name}: no such file") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{path.name}: not a regular file")
    size = info.st_size
    if size == 0:
        raise SaveError(f"{path.name}: the file is empty")
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name}: {size // (1024 * 1024)} MB is far too large for a save")
    try:
        raw = json.loads(
            path.read_bytes(), parse_constant=_refuse_constant, object_pairs_hook=_no_key_twice
        )
    except _KeyTwice as exc:
        raise SaveError(f"{path.name}: damaged save ({exc})") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path.name}: not a save file (damaged or not JSON: {exc.msg}, line {exc.lineno})"
        ) from exc
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path.name}: not a save file (damaged or not text)") from exc
    except RecursionError as exc:
        raise SaveError(f"{path.name}: not a save file (nested far too deep)") from exc
    except ValueError as exc:  # a number too long to read, NaN or Infinity
        reason = printable(str(exc).splitlines()[0], 80)
        raise SaveError(f"{path.name}: not a save file (damaged: {reason})") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    out_of_bounds = check_bounds(raw)
    if out_of_bounds:
        raise SaveError(f"{path.name}: damaged save ({out_of_bounds})")
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
        made_by = printable(str(raw.get("app_version", "a newer version")), 40)
        raise SaveError(f"{path.name}: made by version {made_by}, newer than this game")
    try:
        return SaveFile.model_validate(upgrade(raw))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = printable(".".join(str(p) for p in err["loc"]), 80)
        raise SaveError(f"{path.name}: damaged save ({where}: {printable(err['msg'])})") from exc


def _v1_to_v2(raw: dict) -> None:
    """Version 1 knew only the base game: say so in the setup and the summary."""
    for part in ("setup", "summary"):
        if isinstance(raw.get(part), dict):
            raw[part].setdefault("expansions", [])


def _v2_to_v3(raw: dict) -> None:
    """Version 2 counted no decisions and recorded no final digest: say they are unknown (its
    turn records and its summary are checked as before)."""
    raw.setdefault("decisions", None)
    raw.setdefault("digest", None)


def _v3_to_v4(raw: dict) -> None:
    """Version 3 kept no snapshot, and every game began at the start."""
    raw.setdefault("snapshot", None)
    raw.setdefault("origin", None)


def _upgrade_snapshot(raw: dict) -> None:
    """A save's snapshot of an older layout brought up to date, one step at a time (one with
    no step is left for validation to refuse, and the file loads by its replay alone)."""
    for point in (raw.get("snapshot"), raw.get("origin")):
        if not isinstance(point, dict):
            continue
        version = point.get("version")
        while (
            isinstance(version, int) and version in SNAPSHOT_UPGRADES and version < SNAPSHOT_VERSION
        ):
            SNAPSHOT_UPGRADES[version](point)
            version += 1
            point["version"] = version


UPGRADES: dict[int, Callable[[dict], None]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}
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
    _upgrade_snapshot(raw)
    return raw


class Driver(Protocol):
    """What makes a loaded game's choices while it is checked, so that whatever follows the
    game (a UI session and its log) is built by the same, single replay. Its ``recorder``
    follows the game too: the replay checks the stored digests against the ones it took, so
    none is worked out twice."""

    recorder: Recorder

    def submit(self, choice_id: str) -> list[Event]: ...


@dataclass
class Loaded:
    """A loaded game, and what the player should be told about how it was loaded."""

    game: Game
    save: SaveFile
    notes: list[str] = field(default_factory=list)
    checkpoints: dict[int, str] = field(default_factory=dict)
    resumed_early: bool = False
    """The game resumes before the end of the file (rules changed, or the file is damaged)."""
    damage: str | None = None
    """Why the file does not load whole: a digest or a choice failed (under the version that
    wrote it: the file is damaged; under another: it is damaged or the rules changed, the
    words say which version). :func:`load` then prefers a whole backup that goes further."""
    driver: Driver | None = None
    """The driver that made every choice of ``game`` (None when there was none, or when the
    game resumes early: it went past the point the game was taken back to)."""


def replay(save: SaveFile, name: str, driver: Callable[[Game], Driver] | None = None) -> Loaded:
    """Replay a save's choices, once, checking the stored digests on the way and, at the end,
    that the file agrees with itself (its count of decisions, its final digest, its summary).
    When a stored digest does not match, a recorded choice is refused, or the file disagrees
    with itself, resume at the start of the last turn that still matches and say why: under
    another version the rules may have changed; under the same version the file is damaged
    (:func:`load` then prefers a whole backup that goes further). A file whose count and final
    digest match resumes where it ends even when its summary disagrees: its choices are the
    game it saved. A choice refused before any turn could be checked makes the save unusable.
    With ``driver``, the choices are made through ``driver(game).submit``."""
    game = _first_game(save, name)
    start = 0 if save.origin is None else save.origin.at
    follower = driver(game) if driver is not None else None
    step = follower.submit if follower is not None else game.choose
    taken = follower.recorder.checkpoints if follower is not None else {}
    kept: dict[int, str] = {}
    last_good = start
    if start == 0 and 0 in save.checkpoints and save.checkpoints[0] != game.digest():
        went_on = _went_on(save, name, driver, "this version sets its game up otherwise")
        if went_on is not None:
            return went_on
        raise SaveError(f"{name}: made by different rules; the game cannot be resumed")
    for index, choice in enumerate(save.choices[start:], start=start + 1):
        try:
            step(choice)
        except IllegalChoice as exc:
            refused = f"its decision {index} ({choice}) is not allowed by the rules of this version"
            went_on = _went_on(save, name, driver, refused)
            if went_on is not None:
                return went_on
            if last_good == start:
                reason = printable(str(exc))
                raise SaveError(
                    f"{name}: choice {index} ({choice!r}) is refused: {reason}"
                ) from exc
            return _resume_at(game, save, name, last_good, refused)
        stored = save.checkpoints.get(index)
        if stored is None:
            continue
        if stored != (taken.get(index) or game.digest()):
            differs = f"its record at decision {index} does not match the game"
            return _went_on(save, name, driver, differs) or _resume_at(
                game, save, name, last_good, differs
            )
        last_good = index
        kept[index] = stored
    problem = disagreement(save)
    final, end = save.digest, len(save.choices)
    if problem is None and final is not None and final != (taken.get(end) or game.digest()):
        problem = "its record after the last decision does not match the game"
    if problem is None:
        problem = _summary_differs(save.summary, summarize(game, save.summary.saved_at))
        if problem is None:
            return Loaded(game, save, [], kept, driver=follower)
        if final is not None:  # its decisions are whole: only the summary, a cache, is wrong
            why = _why(save, name, problem)
            note = f"{why}; its decisions are whole, so the game resumes where it was saved."
            return Loaded(game, save, [note], kept, damage=why, driver=follower)
    return _went_on(save, name, driver, problem) or _resume_at(game, save, name, last_good, problem)


def _first_game(save: SaveFile, name: str) -> Game:
    """The game a save's replay starts from: a new one, or the one taken up at its origin."""
    try:
        if save.origin is None:
            return Game.new(save.setup, save.seed)
        return Game.resumed(save.setup, save.seed, save.choices, resume_point(save.origin))
    except SetupError as exc:
        raise SaveError(f"{name}: the setup cannot be played ({printable(str(exc))})") from exc
    except (ValueError, ValidationError) as exc:
        raise SaveError(f"{name}: the point its game was taken up at cannot be read") from exc


def _went_on(
    save: SaveFile, name: str, driver: Callable[[Game], Driver] | None, what: str
) -> Loaded | None:
    """A save written by another version whose rules no longer replay it, taken up at its
    snapshot: the same turn, the same hands; undo starts there. The decisions it holds after
    the snapshot are made again, and when they lead to the very state it saved (its final
    digest), the game goes on where it was saved. When they do not (the rules changed there
    too, or the file is damaged), the game goes on from the snapshot itself, which is never
    more than a stretch of decisions back, and :func:`load` still prefers a whole backup that
    goes further. None when the save is of this version (so damaged, not outdated), holds no
    snapshot, or one that does not validate (never half a game): the caller then resumes it
    early, as before."""
    if save.app_version == __version__ or save.snapshot is None:
        return None
    try:
        point = resume_point(save.snapshot)
        game = Game.resumed(save.setup, save.seed, save.choices, point)
    except (ValueError, ValidationError, SetupError):
        return None
    follower = driver(game) if driver is not None else None
    step = follower.submit if follower is not None else game.choose
    for choice in save.choices[point.at :]:
        try:
            step(choice)
        except IllegalChoice:
            break
    version = printable(save.app_version, 40)
    changed = f"{name} was saved by version {version}; the rules have changed since"
    if len(game.choices) == len(save.choices) and save.digest in (None, game.digest()):
        note = (
            f"{changed}, so the game goes on from where it was saved (turn {game.state.turn}), "
            "and undo starts there."
        )
        return Loaded(game, save, [note], {}, driver=follower)
    game = Game.resumed(save.setup, save.seed, save.choices, point)
    follower = driver(game) if driver is not None else None
    note = (
        f"{changed} and its decisions after decision {point.at} no longer lead where it was "
        f"saved, so the game goes on from there (turn {game.state.turn}), and undo starts there."
    )
    return Loaded(game, save, [note], {}, True, _why(save, name, what), driver=follower)


def disagreement(save: SaveFile) -> str | None:
    """How a save disagrees with itself as far as reading it tells, without a replay (its
    choices are not as many as it counted, or its turn records go past them), or None."""
    held = len(save.choices)
    if save.decisions is not None and save.decisions != held:
        if held < save.decisions:
            return f"it holds {held} of its {save.decisions} decisions"
        return f"it holds {held} decisions where it counted {save.decisions}"
    last = max(save.checkpoints, default=0)
    if last > held:
        return f"its records go to decision {last}, its decisions stop at {held}"
    return None


def _summary_differs(stored: SaveSummary, replayed: SaveSummary) -> str | None:
    """How a save's summary (a cache, for the screens that show it without a replay) differs
    from what its decisions give, or None."""
    if stored.over != replayed.over:
        if stored.over:
            return "its summary says the game is over, but its decisions do not end it"
        return "its summary says the game goes on, but its decisions end it"
    if stored.turn != replayed.turn:
        return f"its summary says turn {stored.turn}, but its decisions reach turn {replayed.turn}"
    if stored != replayed:
        return "its summary does not match its decisions"
    return None


def _why(save: SaveFile, name: str, what: str) -> str:
    """Why a file does not load as it is: damaged under the version that wrote it; under
    another, damaged or made by other rules (the words name the version)."""
    if save.app_version == __version__:
        return f"{name} is damaged ({what})"
    return f"{name} was saved by version {save.app_version} and {what}"


def _resume_at(game: Game, save: SaveFile, name: str, last_good: int, what: str) -> Loaded:
    """The game taken back to ``last_good`` choices (a fork of the one that went past it)."""
    game = game.fork(last_good)
    turn = game.state.turn
    where = f"the start of turn {turn}" if turn else "the beginning"
    why = _why(save, name, what)
    note = f"{why}, so the game resumes at {where}, the last point that still matches."
    kept = {i: d for i, d in save.checkpoints.items() if i <= last_good}
    return Loaded(game, save, [note], kept, True, why)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Hold Python's cycle collector off while a save is replayed: the replay builds objects
    that live on (the log, the undo history, snapshots), which set the collector walking the
    whole heap again and again for nothing; it runs as usual afterwards. Left off if it was
    off already."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def load(path: Path, driver: Callable[[Game], Driver] | None = None) -> Loaded:
    """Load a save: one replay of the file that loads (see :func:`replay` for ``driver``). A
    file that cannot be used, or that does not replay whole (whatever version wrote it), gives
    way to the newest whole backup that goes further; only then does the file resume early
    (and say so)."""
    with collector_paused():
        return _load(path, driver)


def _load(path: Path, driver: Callable[[Game], Driver] | None) -> Loaded:
    try:
        loaded: Loaded | None = replay(read_save(path), path.name, driver)
    except SaveError as exc:
        loaded, first = None, exc
    if loaded is not None and loaded.damage is None:
        return loaded
    reached = len(loaded.game.choices) if loaded is not None else -1
    for n in range(1, BACKUPS + 1):
        candidate = backup_path(path, n)
        if not candidate.exists():
            continue
        try:
            backup = replay(read_save(candidate), path.name, driver)
        except SaveError:
            continue
        if backup.resumed_early or len(backup.game.choices) <= reached:
            continue
        why = loaded.damage if loaded is not None else str(first)
        backup.notes.insert(0, f"{why} — loaded the backup {candidate.name} instead.")
        return backup
    if loaded is not None:
        return loaded
    raise first


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # removed meanwhile: listed last, then reported as missing
        return 0.0


_PREVIEWS: dict[tuple[str, int, int], tuple[SaveSummary, str | None]] = {}


def preview(path: Path) -> tuple[SaveSummary, str | None]:
    """What the Load screen shows for a file that reads: the summary of the game loading it
    would give (a damaged file's whole backup, or the turn it resumes at) and the first note on
    how it would load, or None. Worked out once per version of the file (one replay); raises
    :class:`SaveError` when it cannot be loaded at all."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _PREVIEWS:
        loaded = load(path)
        summary = summarize(loaded.game, loaded.save.summary.saved_at)
        _PREVIEWS[key] = (summary, loaded.notes[0] if loaded.notes else None)
    return _PREVIEWS[key]


def whole_backup(path: Path) -> tuple[Path, SaveSummary] | None:
    """The newest backup of ``path`` that reads whole and agrees with itself as far as reading
    tells (what :func:`load` would fall back to)."""
    for n in range(1, BACKUPS + 1):
        candidate = backup_path(path, n)
        if candidate.exists():
            try:
                save = read_save(candidate)
            except SaveError:
                continue
            if disagreement(save) is None:
                return candidate, save.summary
    return None


_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10)}


MAX_NAME_BYTES = 180
"""The longest slot file name, encoded: 255 bytes is the common limit, and the name still gets
``.json``, a backup's ``.bak3`` or a temp file's ``.<pid>.tmp``."""


def _fit_bytes(text: str, limit: int) -> str:
    """The longest start of ``text`` whose UTF-8 encoding has at most ``limit`` bytes."""
    return text.encode("utf-8", "ignore")[:limit].decode("utf-8", "ignore")


def slot_path(name: str, folder: Path | None = None) -> Path:
    """The file of the save slot called ``name``: characters no file system accepts become
    ``_``; an empty name becomes ``save``; a long one is cut to 80 characters and
    :data:`MAX_NAME_BYTES` encoded bytes."""
    clean = "".join(ch if drawable(ch) else "_" for ch in _UNSAFE.sub("_", name))
    clean = _fit_bytes(clean.strip().strip(".").strip()[:80], MAX_NAME_BYTES)
    clean = clean.strip() or "save"
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


def undo_blocker(events: list[Event], rng_moved: bool = False) -> str | None:
    """Why the last decision cannot be undone (dice rolled or cards drawn since), or None.
    ``rng_moved``: the random source was used (a shuffle or a random pick, even unannounced)."""
    for ev in events:
        reason = ev.show.reveals
        if reason:
            return f"Cannot undo: {reason} since that decision"
    if rng_moved:
        return "Cannot undo: something was decided at random since that decision"
    return None


def undo(game: Game) -> Game:
    """The same game with its last decision taken back (a fork one choice back: a replay from
    the game's latest snapshot before it, not from the start)."""
    if not game.choices:
        raise ValueError("nothing to undo")
    return game.fork(len(game.choices) - 1)


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
    volume: int = Field(default=70, ge=0, le=100, strict=True)
    """The sound's volume, 0–100 (effects; the ambient loop plays quieter)."""
    muted: bool = Field(default=False, strict=True)
    result_seconds: int = Field(default=0, ge=0, le=30, strict=True)
    """How long a roll's result stays up by itself; 0: until Continue is clicked."""

    @property
    def anim_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]


def _read_settings_bytes(path: Path) -> bytes:
    """The settings file's bytes without a UTF-8 byte order mark, read only from a regular file
    of at most :data:`MAX_SETTINGS_BYTES` (a FIFO or a device never blocks or floods the
    start)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with open(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("it is not a regular file")
        data = f.read(MAX_SETTINGS_BYTES + 1)
    if len(data) > MAX_SETTINGS_BYTES:
        raise ValueError(f"it is larger than {MAX_SETTINGS_BYTES // 1024} KB")
    return data.removeprefix(codecs.BOM_UTF8)  # what some Windows editors put first


def load_settings(path: Path | None = None, warn: Callable[[str], None] | None = None) -> Settings:
    """Read the settings; a bad file falls back to the defaults, is kept aside as
    ``settings.json.bad`` (never overwritten) and a warning says so — or says that it could not
    be moved."""
    path = path or paths().settings
    if not os.path.lexists(path):
        return Settings()
    try:
        return Settings.model_validate_json(_read_settings_bytes(path))
    except (ValidationError, ValueError, OSError) as exc:
        aside = _free_name(path.with_name(path.name + ".bad"))
        try:
            os.replace(path, aside)
            where = f"The file was kept aside as {aside.name} in {aside.parent}."
        except OSError as move:
            where = (
                f"The file could not be moved aside ({move.strerror or move}); it is left as it is."
            )
        if warn:
            warn(
                f"Your settings file could not be read ({_settings_reason(exc)}), so this "
                f"session is using defaults. {where}"
            )
        return Settings()


def _settings_reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = printable(".".join(str(p) for p in err["loc"]), 40)
        return f"{where}: {printable(err['msg'])}" if where else printable(err["msg"])
    if isinstance(exc, OSError):
        return printable(exc.strerror or str(exc))
    return printable(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)


def _free_name(path: Path) -> Path:
    """``path``, or ``path2``, ``path3``… the first name nothing has (not even a link)."""
    n = 1
    candidate = path
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{path.name}{n}")
    return candidate


def save_settings(settings: Settings, path: Path | None = None) -> list[str]:
    """Write the settings (no backups); returns what was moved out of the way."""
    data = settings.model_dump_json(indent=1).encode()
    return write_atomic(path or paths().settings, data, backups=0)
