"""Seeded mutations of real saves and settings through every reader the player can reach:
``--check-save``, Continue (the title screen and the load), Load and ``--replay`` (issue 19).

Each case must end in exit 0 or 2 (never a traceback), within a hang guard, with the file
untouched; a save damaged in a way that still parses must never load fewer decisions than its
whole backup, whatever version wrote it. A file that disagrees with itself (issue 36: a choice
list cut, emptied or given twice, decisions swapped or dropped after the last turn's record, a
summary that says the game is over, another version's file with a damaged record) ends at the
furthest whole game: its whole backup, or the file itself when its decisions are whole. The
case count is fixed and printed; no assertion depends on time.
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import random
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from arkham import persistence
from arkham.__main__ import main
from arkham.engine.game import Game
from arkham.persistence import (
    Loaded,
    SaveError,
    SaveFile,
    backup_path,
    load,
    load_settings,
    paths,
    read_save,
    save_of,
)
from arkham.ui.app import App
from arkham.ui.app import replay as replay_command
from arkham.ui.scenes.title import TitleScene, continue_status
from tests.persistence.test_saves import played

SEED = "issue-19"
SAVE_CASES = 4080
"""240 cases for each of the 17 mutations."""
SETTINGS_CASES = 600
WITHOUT_BACKUP_EVERY = 3
"""Every so many save cases have no whole backup (its place holds the damaged file too)."""
UI_EVERY = 60
"""Every so many save cases also go through the window's Continue, Load and --replay."""
HANG_GUARD_SECONDS = 30
"""Not a budget: a case still running after this long is a hang."""
GOLDEN = Path(__file__).parents[1] / "persistence" / "golden"


def whole_save_pairs() -> list[tuple[bytes, bytes]]:
    """(a real save of this version, its whole backup one decision shorter) for a few games
    played here and the short golden saves, each written as this version writes it."""
    saves: list[SaveFile] = []
    for decisions, seed in ((40, "fuzz-a"), (90, "fuzz-b")):
        game, rec = played(decisions, seed)
        saves.append(save_of(game, rec.checkpoints))
    for path in sorted(GOLDEN.glob("p*.json")):
        save = read_save(path)
        if len(save.choices) <= 60:
            game = Game.replay(save.setup, save.seed, save.choices)
            saves.append(save_of(game, save.checkpoints))
    pairs = []
    for save in saves:
        shorter = len(save.choices) - 1
        backup = save_of(  # whole, as a backup should be
            Game.replay(save.setup, save.seed, save.choices[:shorter]),
            {i: d for i, d in save.checkpoints.items() if i <= shorter},
        )
        pairs.append(
            (save.model_dump_json(indent=1).encode(), backup.model_dump_json(indent=1).encode())
        )
    return pairs


HOSTILE_VALUES: list[object] = [
    None,
    True,
    -1,
    2**40,
    1.5,
    "",
    "\x00",
    "\ud800",
    "x" * 100_000,
    [],
    {},
    [[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]],
    "move:nowhere",
    "🐙" * 70,
]


def _nodes(raw: object, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(raw, dict):
        for k, v in raw.items():
            out += _nodes(v, (*path, k))
    elif isinstance(raw, list):
        for i, v in enumerate(raw):
            out += _nodes(v, (*path, i))
    return out


def _set(raw: dict, path: tuple, value: object) -> None:
    node = raw
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value


def _get(raw: dict, path: tuple) -> object:
    node = raw
    for step in path:
        node = node[step]
    return node


def replace_a_node(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    path = rng.choice(_nodes(raw)[1:])
    _set(raw, path, rng.choice(HOSTILE_VALUES))
    return json.dumps(raw).encode()


def change_a_checkpoint_digit(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    if not raw["checkpoints"]:
        return data
    index = rng.choice(list(raw["checkpoints"]))
    digest = raw["checkpoints"][index]
    at = rng.randrange(len(digest))
    digit = rng.choice([d for d in "0123456789abcdef" if d != digest[at]])
    raw["checkpoints"][index] = digest[:at] + digit + digest[at + 1 :]
    return json.dumps(raw).encode()


def change_a_letter_in_a_choice(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    at = rng.randrange(len(raw["choices"]))
    choice = raw["choices"][at]
    where = rng.randrange(len(choice))
    raw["choices"][at] = choice[:where] + rng.choice("abcdez-:0123") + choice[where + 1 :]
    return json.dumps(raw).encode()


def swap_two_choices(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    a, b = rng.randrange(len(raw["choices"])), rng.randrange(len(raw["choices"]))
    raw["choices"][a], raw["choices"][b] = raw["choices"][b], raw["choices"][a]
    return json.dumps(raw).encode()


def drop_a_key(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    dicts = [p for p in _nodes(raw) if isinstance(_get(raw, p), dict) and _get(raw, p)]
    node = _get(raw, rng.choice(dicts))
    del node[rng.choice(list(node))]
    return json.dumps(raw).encode()


def flip_a_byte(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data))
    return data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]


def cut_a_span(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data))
    return data[:at] + data[at + rng.randrange(1, 40) :]


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[: rng.randrange(len(data))]


def repeat_a_span(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data))
    span = data[at : at + rng.randrange(1, 60)]
    return data[:at] + span * rng.randrange(2, 50) + data[at:]


def insert_hostile_text(rng: random.Random, data: bytes) -> bytes:
    at = data.find(b'"', rng.randrange(len(data)))
    piece = rng.choice([b"\\u0000", b"\\ud800", b"\\n", b"[" * 5000, b"9" * 5000, b"\\"])
    return data if at < 0 else data[: at + 1] + piece + data[at + 1 :]


# ---------------------------------------------------------------- a file that disagrees with itself


def cut_the_choices(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    raw["choices"] = raw["choices"][: rng.randrange(len(raw["choices"]))]
    return json.dumps(raw).encode()


def empty_the_choices(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    raw["choices"] = []
    return json.dumps(raw).encode()


def give_the_choices_twice(rng: random.Random, data: bytes) -> bytes:
    """A second ``"choices"`` key (JSON keeps the last one), first or last in the file."""
    raw = json.loads(data)
    again = json.dumps(raw["choices"][: rng.randrange(len(raw["choices"]))])
    text = json.dumps(raw)
    if rng.random() < 0.5:
        return f'{{"choices": {again}, {text[1:]}'.encode()
    return f'{text[:-1]}, "choices": {again}}}'.encode()


def _late(raw: dict) -> range:
    """The indexes of the choices after the last turn's record (the last one, when a turn
    started with it)."""
    last = max(map(int, raw["checkpoints"]), default=0)
    return range(min(last, len(raw["choices"]) - 1), len(raw["choices"]))


def swap_two_late_choices(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    late = _late(raw)
    a, b = rng.choice(late), rng.choice(late)
    raw["choices"][a], raw["choices"][b] = raw["choices"][b], raw["choices"][a]
    return json.dumps(raw).encode()


def drop_a_late_choice(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    del raw["choices"][rng.choice(_late(raw))]
    return json.dumps(raw).encode()


def flip_over(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    raw["summary"]["over"] = not raw["summary"]["over"]
    return json.dumps(raw).encode()


ANOTHER_VERSION = "0.0.9"


def another_version_and_a_damaged_record(rng: random.Random, data: bytes) -> bytes:
    """A file of another version (as its backup is: see :func:`as_written_by`) with one damaged
    turn record or choice."""
    damage = rng.choice([change_a_checkpoint_digit, change_a_letter_in_a_choice])
    return as_written_by(damage(rng, data), ANOTHER_VERSION)


def as_written_by(data: bytes, version: str) -> bytes:
    raw = json.loads(data)
    raw["app_version"] = version
    return json.dumps(raw).encode()


DISAGREEING: list[Callable[[random.Random, bytes], bytes]] = [
    cut_the_choices,
    empty_the_choices,
    give_the_choices_twice,
    swap_two_late_choices,
    drop_a_late_choice,
    flip_over,
    another_version_and_a_damaged_record,
]
"""The mutations of issue 36 (points 2 to 4): each must end at the furthest whole game."""

MUTATIONS: list[Callable[[random.Random, bytes], bytes]] = [
    replace_a_node,
    change_a_checkpoint_digit,
    change_a_letter_in_a_choice,
    swap_two_choices,
    drop_a_key,
    flip_a_byte,
    cut_a_span,
    truncate,
    repeat_a_span,
    insert_hostile_text,
    *DISAGREEING,
]


@contextlib.contextmanager
def hang_guard(what: str):
    """Fail the case if it is still running after :data:`HANG_GUARD_SECONDS` (a hang, not a
    slow machine: a case takes milliseconds)."""

    def hung(signum, frame):
        raise AssertionError(f"{what} hangs")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(HANG_GUARD_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def check_save(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, Loaded | None, str]:
    """``arkham --check-save PATH``'s exit code and stderr, what its load returned, and its
    stdout."""
    seen: list[Loaded] = []

    def recorded(where: Path) -> Loaded:
        seen.append(load(where))
        return seen[-1]

    out, err = io.StringIO(), io.StringIO()
    with monkeypatch.context() as patch:
        patch.setattr(persistence, "load", recorded)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["--check-save", str(path)])
    return code, err.getvalue(), seen[0] if seen else None, out.getvalue()


def continue_offered(path: Path, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the title screen offers Continue with ``path`` and its backup in the place of
    the autosave and its backup."""
    auto = paths().autosave
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_bytes(path.read_bytes())
    backup_path(auto, 1).write_bytes(backup_path(path, 1).read_bytes())
    monkeypatch.setattr(persistence, "_PREVIEWS", {})  # a new file each case, maybe same size
    return continue_status()[0] is not None


def snapshot(*files: Path) -> list[tuple[bytes, int]]:
    return [(f.read_bytes(), f.stat().st_mtime_ns) for f in files]


def through_the_window(path: Path, tmp: Path) -> None:
    """Continue (title screen and load), Load and --replay, as the window runs them."""
    auto = paths().autosave
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_bytes(path.read_bytes())
    backup_path(auto, 1).write_bytes(backup_path(path, 1).read_bytes())
    app = App(persistent=False, size=(640, 360))
    surface = pygame.Surface((640, 360))
    continue_status()
    app.stack.replace(TitleScene(app))
    app.render(surface)
    app.continue_game()
    app.render(surface)
    app.load_game(path)
    app.render(surface)
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = replay_command(str(path), str(tmp / "replay.png"), (640, 360), steps=2)
    assert code in (0, 2), err.getvalue()


@pytest.mark.skipif(sys.platform == "win32", reason="the hang guard uses SIGALRM")
def test_mutated_saves_never_crash_hang_change_a_file_or_lose_the_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(SEED)
    pairs = whole_save_pairs()
    path = tmp_path / "slot.json"
    counts = {"refused": 0, "loaded": 0, "backup won": 0, "resumed early": 0}
    for case in range(SAVE_CASES):
        whole, backup = pairs[case % len(pairs)]
        mutation = MUTATIONS[case % len(MUTATIONS)]
        damaged = mutation(rng, whole)
        if mutation is another_version_and_a_damaged_record:
            backup = as_written_by(backup, ANOTHER_VERSION)
        with_backup = case % WITHOUT_BACKUP_EVERY != 0
        path.write_bytes(damaged)
        backup_path(path, 1).write_bytes(backup if with_backup else damaged)
        before = snapshot(path, backup_path(path, 1))
        label = f"case {case} ({mutation.__name__})"
        with hang_guard(label):
            code, err, loaded, out = check_save(path, monkeypatch)
            assert code in (0, 2), label
            assert "Traceback" not in err, label
            if case % UI_EVERY == 0:
                through_the_window(path, tmp_path)
        assert snapshot(path, backup_path(path, 1)) == before, label
        assert (code == 0) == (loaded is not None), label
        if loaded is None:
            counts["refused"] += 1
            continue
        counts["loaded"] += 1
        counts["backup won"] += "loaded the backup" in " ".join(loaded.notes)
        counts["resumed early"] += loaded.resumed_early
        if with_backup and _reads(path) is not None:
            backup_length = len(json.loads(backup)["choices"])
            assert len(loaded.game.choices) >= backup_length, label
        if mutation in DISAGREEING:
            at_the_furthest_whole_game(loaded, whole, backup if with_backup else None, label)
            over = loaded.game.state.outcome is not None
            assert ("game over" in out) == over, label  # what the replay says, not the file
            assert over or continue_offered(path, monkeypatch), label
    print(f"{SAVE_CASES} save cases: {counts}")
    assert counts["refused"] and counts["backup won"]


@functools.cache
def final_digest(whole: bytes) -> str:
    save = SaveFile.model_validate_json(whole)
    return Game.replay(save.setup, save.seed, save.choices).digest()


def at_the_furthest_whole_game(
    loaded: Loaded, whole: bytes, backup: bytes | None, label: str
) -> None:
    """A file that disagrees with itself loads its whole backup, or itself when its decisions
    are whole (the same game as before the mutation: only a cache or a harmless swap differs);
    with no whole backup it resumes early, on the way to the whole game, and says so."""
    game = json.loads(whole)
    if len(loaded.game.choices) == len(game["choices"]):
        assert loaded.game.digest() == final_digest(whole), label
        assert loaded.game.choices == game["choices"] or not loaded.damage, label
        return
    assert loaded.notes, label
    if backup is not None:
        assert loaded.game.choices == json.loads(backup)["choices"], label
        return
    assert loaded.damage, label
    assert loaded.game.choices == game["choices"][: len(loaded.game.choices)], label


def _reads(path: Path) -> SaveFile | None:
    try:
        return read_save(path)
    except SaveError:
        return None


SETTINGS = {
    "window_size": [1280, 720],
    "fullscreen": False,
    "ui_scale": 1.25,
    "animation_speed": "fast",
    "pass_screen": True,
}


def test_mutated_settings_always_start_with_defaults_or_their_values(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    whole = json.dumps(SETTINGS, indent=1).encode()
    mutations = [replace_a_node, drop_a_key, flip_a_byte, cut_a_span, truncate, repeat_a_span]
    mutations.append(insert_hostile_text)
    path = tmp_path / "settings.json"
    for case in range(SETTINGS_CASES):
        mutation = mutations[case % len(mutations)]
        data = mutation(rng, whole)
        path.write_bytes(data)
        warnings: list[str] = []
        label = f"case {case} ({mutation.__name__})"
        with hang_guard(label):
            load_settings(path, warnings.append)
        for warning in warnings:
            assert len(warning) < 800 and "\x00" not in warning, label
            warning.encode("utf-8")
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad")]
        assert (path.exists() and not warnings) or [p.read_bytes() for p in kept] == [data]
        for p in kept:
            p.unlink()
    print(f"{SETTINGS_CASES} settings cases")
