"""Check the built Linux bundle (``dist/arkham``) the way a player meets it.

1. ``arkham --smoke-test`` plays a whole bot game through the real scenes, headless: once the
   base game, once with Innsmouth beside Arkham (``--expansions innsmouth``: the expansion's
   data and code are in the bundle, and its two-town table plays).
2. From a read-only copy of the folder it still runs, and writes nothing next to itself.
3. Under Xvfb it opens a real window; xdotool clicks New game, Start, then Esc and Quit, and the
   program exits cleanly. The time from launch to the first drawn frame is measured.
4. The budgets: the folder ≤ 60 MB and the .tar.xz ≤ 25 MB fail the check when exceeded; the
   first frame (budget 1.0 s) is a wall-clock time, so it is reported, flagged when over, and
   never fails the check: a loaded CI machine must not turn it red (``make bench`` measures it
   as a ratio to a bare window).

Run from the repository root after ``make dist``: ``python3 build/test_bundle.py``. Prints one
line per check and exits non-zero on any failure.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "arkham"
EXE = BUNDLE / "arkham"
MAX_FOLDER_MB = 60
MAX_TARBALL_MB = 25
MAX_FIRST_FRAME_S = 1.0
XVFB_READY_S = 60
WINDOW_DEADLINE_S = 90
RETRY_S = 3


def env_for(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "XDG_"))}
    env.update(ARKHAM_HOME=str(home), HOME=str(home), SDL_AUDIODRIVER="dummy", **extra)
    return env


def folder_mb(path: Path) -> float:
    """The folder's size, counting each file once (PyInstaller links some libraries)."""
    return (
        sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6
    )


def snapshot(path: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(path)): (p.stat().st_size, p.stat().st_mtime_ns) for p in path.rglob("*")
    }


def check_smoke(home: Path) -> None:
    for extra in ([], ["--expansions", "innsmouth"]):
        run = subprocess.run(
            [str(EXE), "--smoke-test", *extra],
            env=env_for(home, SDL_VIDEODRIVER="dummy"),
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert run.returncode == 0, run.stdout + run.stderr
        print(f"smoke test: ok — {run.stdout.strip().splitlines()[-1]}")


def check_read_only(home: Path) -> None:
    copy = Path(tempfile.mkdtemp(prefix="arkham-ro-")) / "arkham"
    shutil.copytree(BUNDLE, copy, symlinks=True)
    for p in [copy, *copy.rglob("*")]:
        if not p.is_symlink():
            p.chmod(p.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    before = snapshot(copy)
    run = subprocess.run(
        [str(copy / "arkham"), "--smoke-test"],
        env=env_for(home, SDL_VIDEODRIVER="dummy"),
        capture_output=True,
        text=True,
        timeout=300,
        cwd=copy,
    )
    after = snapshot(copy)
    for p in [copy, *copy.rglob("*")]:
        if not p.is_symlink():
            p.chmod(p.stat().st_mode | stat.S_IWUSR)
    shutil.rmtree(copy.parent)
    assert run.returncode == 0, run.stdout + run.stderr
    assert before == after, "the bundle wrote next to itself"
    print("read-only folder: ok — runs, and nothing next to it changed")


def xdotool(*args: str, display: str) -> str:
    out = subprocess.run(
        ["xdotool", *args],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=20,
    )
    return out.stdout.strip()


def wait_for(
    probe: Path, test: Callable[[dict], bool], until: float, game: subprocess.Popen
) -> dict | None:
    """The first frame the window draws (its probe) that passes ``test``, or None at ``until``.

    Fails at once, with the program's own output, if the program has ended.
    """
    while time.monotonic() < until:
        if game.poll() is not None:
            out, err = game.communicate()
            raise AssertionError(
                f"the game ended (code {game.returncode}) while waiting for a frame:\n"
                f"{out.decode(errors='replace')}{err.decode(errors='replace')}"
            )
        try:
            data = json.loads(probe.read_text())
        except (OSError, ValueError):  # not written yet, or being replaced
            data = None
        if data is not None and test(data):
            return data
        time.sleep(0.02)
    return None


def wait_probe(probe: Path, want: str, deadline: float, game: subprocess.Popen) -> dict:
    """Wait until the window has drawn a frame whose top scene offers ``want`` to click."""
    data = wait_for(probe, lambda d: want in d["hits"], deadline, game)
    if data is None:
        raise AssertionError(f"no frame offered {want!r} in time")
    return data


def start_xvfb(log_path: Path) -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a free display and return once it accepts connections.

    ``-displayfd`` makes the server pick the display and write its number when it is ready, so
    the game never races a server still starting (a fixed half-second sleep did: a cold
    server took 1.5 s, and CI failed with "x11 not available").
    """
    read_end, write_end = os.pipe()
    with log_path.open("wb") as log:  # a file, not a pipe: a chatty server never blocks on it
        xvfb = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                "1600x900x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=log,
        )
    os.close(write_end)
    # The number may come in more than one write: read up to its newline before closing our
    # end, or the server's next write fails and it quits ("Cannot write display number").
    reply = b""
    deadline = time.monotonic() + XVFB_READY_S
    try:
        while not reply.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read_end], [], [], deadline - time.monotonic())
            chunk = os.read(read_end, 32) if ready else b""
            if not chunk:
                break
            reply += chunk
    finally:
        os.close(read_end)
    number = reply.decode().strip()
    if not number.isdigit():
        xvfb.kill()
        xvfb.wait()
        raise AssertionError(f"Xvfb did not start: {log_path.read_text(errors='replace')}")
    return xvfb, f":{number}"


def check_real_window(home: Path) -> float:
    xvfb, display = start_xvfb(home / "xvfb.log")
    probe = home / "probe.json"
    game = None
    try:
        env = env_for(home, SDL_VIDEODRIVER="x11", DISPLAY=display, ARKHAM_PROBE=str(probe))
        start = time.monotonic()
        game = subprocess.Popen([str(EXE)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = start + WINDOW_DEADLINE_S
        first = wait_probe(probe, "btn:new-game", deadline, game)
        first_frame = time.monotonic() - start
        assert first["scene"] == "TitleScene", first
        window = ""
        while not window and time.monotonic() < deadline:
            window = next(iter(xdotool("search", "--class", "arkham", display=display).split()), "")
            time.sleep(0 if window else 0.1)
        assert window, "xdotool found no window of the game"

        def click(key: str, once: bool = False) -> None:
            """Click ``key`` until the frames stop offering it (a click a busy server lost is
            sent again); ``once`` for the last click, after which the program ends."""
            while True:
                data = wait_probe(probe, key, deadline, game)
                x, y = data["hits"][key]
                xdotool("mousemove", "--window", window, str(x), str(y), display=display)
                time.sleep(0.05)
                xdotool("click", "1", display=display)
                retry = min(time.monotonic() + RETRY_S, deadline)
                if once or wait_for(probe, lambda d: key not in d["hits"], retry, game):
                    return

        click("btn:new-game")
        click("btn:start")
        # The board (after the hot-seat hand-over screen, if one shows): Esc opens the menu.
        while True:
            data = wait_for(
                probe,
                lambda d: d["scene"] == "BoardScene" or "btn:take-mouse" in d["hits"],
                deadline,
                game,
            )
            assert data is not None, "the board never showed"
            if data["scene"] == "BoardScene":
                break
            click("btn:take-mouse")
        while True:
            assert time.monotonic() < deadline, "Esc never opened the menu"
            xdotool("key", "--window", window, "Escape", display=display)
            retry = min(time.monotonic() + RETRY_S, deadline)
            if wait_for(probe, lambda d: "btn:quit" in d["hits"], retry, game):
                break
        click("btn:quit", once=True)
        try:
            code = game.wait(timeout=20)
        except subprocess.TimeoutExpired:
            game.kill()
            raise
        assert code == 0, game.stderr.read().decode() if game.stderr else code
        print(
            f"real window under Xvfb: ok — title → setup → board → menu → quit, "
            f"first frame {first_frame:.2f} s"
        )
        return first_frame
    finally:
        if game is not None and game.poll() is None:
            game.kill()
            game.wait()
        xvfb.terminate()
        xvfb.wait()


def main() -> int:
    assert EXE.exists(), f"no bundle at {BUNDLE}: run `make dist` first"
    home = Path(tempfile.mkdtemp(prefix="arkham-home-"))
    try:
        check_smoke(home)
        check_read_only(home)
        first_frame = check_real_window(home)
        size = folder_mb(BUNDLE)
        tarballs = sorted((ROOT / "dist").glob("*.tar.xz"))
        tar_mb = tarballs[-1].stat().st_size / 1e6 if tarballs else float("nan")
        over = " (over this run: timing only)" if first_frame > MAX_FIRST_FRAME_S else ""
        print(
            f"budgets: folder {size:.1f} MB (≤ {MAX_FOLDER_MB}), tar.xz {tar_mb:.1f} MB "
            f"(≤ {MAX_TARBALL_MB}), first frame {first_frame:.2f} s (≤ {MAX_FIRST_FRAME_S})"
            f"{over}"
        )
        assert size <= MAX_FOLDER_MB and tar_mb <= MAX_TARBALL_MB
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print("bundle checks: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
