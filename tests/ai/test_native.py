"""The compiled steady bot (arkham/ai/native.py): used only when built from exactly these
sources, and playing exactly the games the plain modules play."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from arkham.ai import native
from arkham.ai.sim import play_one, random_setup

SEEDS = (0, 1, 2)


@pytest.fixture
def kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a test enables is undone after it (the path lists and the flag)."""
    monkeypatch.setattr(native, "_enabled", native._enabled)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delenv(native.PURE_ENV, raising=False)


def _build_at(folder: Path, **manifest: object) -> Path:
    """A stand-in build: the manifest, and a plain module as the extensions' runtime."""
    folder.mkdir(parents=True, exist_ok=True)
    runtime = f"stand_in_{uuid.uuid4().hex}__mypyc"
    (folder / f"{runtime}.py").write_text("", encoding="utf-8")
    content = {"suffix": native.SUFFIX, "sources": native.digests(), "runtime": runtime}
    content.update(manifest)
    (folder / "manifest.json").write_text(json.dumps(content), encoding="utf-8")
    return folder


def test_a_build_of_these_sources_goes_first_on_the_package_path(
    tmp_path: Path, kept: None
) -> None:
    build = _build_at(tmp_path / "native")
    path = ["/the/package"]
    assert native.enable(path, native_dir=build)
    assert path == [str(build / "arkham" / "ai"), "/the/package"]
    assert str(build) in sys.path
    assert native.compiled()


def test_no_build_leaves_the_plain_modules(tmp_path: Path, kept: None) -> None:
    path = ["/the/package"]
    assert not native.enable(path, native_dir=tmp_path / "nothing-here")
    assert path == ["/the/package"]


@pytest.mark.parametrize(
    "manifest",
    [
        {"sources": {"arkham/ai/bot.py": "0" * 64}},
        {"sources": {}},
        {"suffix": ".cpython-399-elsewhere.so"},
        {"runtime": "no_such_runtime__mypyc"},
        {"runtime": None},
    ],
    ids=["stale", "empty", "other-interpreter", "runtime-missing", "runtime-unnamed"],
)
def test_a_build_of_other_sources_or_for_another_interpreter_is_not_used(
    tmp_path: Path, kept: None, manifest: dict
) -> None:
    build = _build_at(tmp_path / "native", **manifest)
    path = ["/the/package"]
    assert not native.enable(path, native_dir=build)
    assert path == ["/the/package"]
    assert str(build) not in sys.path


def test_a_build_that_does_not_load_here_is_not_used(tmp_path: Path, kept: None) -> None:
    runtime = f"broken_{uuid.uuid4().hex}__mypyc"
    build = _build_at(tmp_path / "native", runtime=runtime)
    (build / f"{runtime}{native.SUFFIX}").write_bytes(b"not a shared library")
    path = ["/the/package"]
    assert not native.enable(path, native_dir=build)
    assert path == ["/the/package"]
    assert str(build) not in sys.path


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", '"a text"', "\udcff"])
def test_a_broken_manifest_is_refused_without_an_error(
    tmp_path: Path, kept: None, text: str
) -> None:
    build = tmp_path / "native"
    build.mkdir()
    (build / "manifest.json").write_text(text, encoding="utf-8", errors="surrogateescape")
    path = ["/the/package"]
    assert not native.enable(path, native_dir=build)
    assert path == ["/the/package"]


def test_the_environment_switch_keeps_the_plain_modules(
    tmp_path: Path, kept: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    build = _build_at(tmp_path / "native")
    monkeypatch.setenv(native.PURE_ENV, "1")
    path = ["/the/package"]
    assert not native.enable(path, native_dir=build)
    assert path == ["/the/package"]


def test_a_matching_build_in_the_checkout_is_the_one_in_use() -> None:
    """``make`` builds one where it can: then this process (pytest) runs it."""
    try:
        manifest = json.loads((native.NATIVE_DIR / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = None
    matching = (
        isinstance(manifest, dict)
        and manifest.get("suffix") == native.SUFFIX
        and manifest.get("sources") == native.digests()
    )
    assert native.compiled() == (matching and not os.environ.get(native.PURE_ENV))
    from arkham.ai import bot

    assert bot.__file__.endswith(native.SUFFIX) == native.compiled()


def test_compiled_and_plain_bots_play_the_same_games() -> None:
    """This process's bot (compiled when built) against the plain one in a child process."""
    here = [play_one(random_setup(i, 4, None), f"native-{i}").choices for i in SEEDS]
    script = (
        "import json, sys\n"
        "from arkham.ai import native\n"
        "from arkham.ai.sim import play_one, random_setup\n"
        "assert not native.compiled()\n"
        f"games = [play_one(random_setup(i, 4, None), f'native-{{i}}').choices for i in {SEEDS}]\n"
        "json.dump(games, sys.stdout)\n"
    )
    env = dict(os.environ, **{native.PURE_ENV: "1"})
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    plain = json.loads(done.stdout)
    assert [len(c) for c in here] == [len(c) for c in plain]
    assert here == plain
