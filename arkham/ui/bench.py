"""The UI figures of ``make bench`` (DESIGN.md §7), printed after the engine's:

- the board scene redrawn at 1920×1080 on a busy board (eight investigators, monsters on most
  streets and locations, open gates, Clues everywhere): median and 95th percentile; then the
  same on a busy two-town table (Innsmouth beside Arkham, half the investigators over there,
  its tracks half full, martial law), once with each town in focus — the same budget; then a
  hover-only frame on the busy board (the mouse moving from place to place, nothing else
  changing: the map and its pieces are blitted from the last change, only the path preview,
  the tooltip and the side panel are drawn);
- idle CPU: the real App loop, with a game on the board and nothing animating, left alone for a
  few seconds: process CPU time over wall time;
- start to the first interactive frame: ``python -m arkham`` started from source with
  ``ARKHAM_PROBE``, timed until the probe shows the title's buttons, side by side (runs
  interleaved) with a bare pygame-ce window that opens, fills and flips once: the budget is the
  median of the runs' ratios of the two, so a slow or busy machine slows both alike.

Everything runs headless (``SDL_VIDEODRIVER=dummy``) with ``ARKHAM_HOME`` in a temporary folder,
so no file of the player's is read or written.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

BUDGET_REDRAW_MS = 8.0
BUDGET_IDLE_PERCENT = 5.0
BUDGET_FIRST_FRAME_RATIO = 1.5


def _verdict(value: float, budget: float) -> str:
    return "ok" if value <= budget else "OVER BUDGET"


def board_redraw(
    frames: int = 80,
    size: tuple[int, int] = (1920, 1080),
    expansions: tuple[str, ...] = (),
    focus_other: bool = False,
) -> dict:
    """Milliseconds per board redraw (everything dynamic; the static map is cached, as in the
    game) on the busy board (with ``expansions``: the busy two-town table, the decider's town
    in focus, or with ``focus_other`` the other one)."""
    import pygame

    from arkham.persistence import Settings
    from arkham.ui import gallery
    from arkham.ui.app import App, headless_init

    surface = headless_init(size)
    session = gallery.busy_session(expansions=expansions)
    app = App(Settings(animation_speed="off"), size, persistent=False)
    app.start_game(session)
    board = app._board()
    assert board is not None
    start = time.perf_counter()
    app.render(surface)
    first = time.perf_counter() - start
    if focus_other:
        board.map.next_town()
    app.render(surface)
    # hover a place on the map, as a player does: its tooltip and path preview are drawn too
    board.preview_first_target()
    times = []
    for _ in range(frames):
        app.dirty = True
        board.map.forget_pieces()  # a change of the game: the pieces are drawn afresh
        start = time.perf_counter()
        app.render(surface)
        times.append(time.perf_counter() - start)
    times.sort()
    st = session.state
    pygame.display.quit()
    return {
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": times[int(len(times) * 0.95) - 1] * 1000,
        "first_ms": first * 1000,
        "investigators": len(st.investigators),
        "monsters": sum(1 for where in st.monsters.values() if board.map.shown(where)),
        "focus": board.map.focus,
        "gates": len(st.open_gates()),
        "clues": sum(ls.clues for ls in st.locations.values()),
    }


def hover_frame(frames: int = 80, size: tuple[int, int] = (1920, 1080)) -> dict:
    """Milliseconds per frame on the busy board while only the mouse moves, from one place the
    move decision offers to another (its path preview and tooltip follow the mouse)."""
    import pygame

    from arkham.persistence import Settings
    from arkham.ui import gallery
    from arkham.ui.app import App, headless_init

    surface = headless_init(size)
    session = gallery.busy_session()
    app = App(Settings(animation_speed="off"), size, persistent=False)
    app.start_game(session)
    board = app._board()
    assert board is not None
    app.render(surface)
    spots = [app.layout.pt(hit.centre) for hit in board.ui.hits if hit.key.startswith("area:")][:12]
    times = []
    for i in range(frames):
        pos = spots[i % len(spots)]
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        board.handle(motion)
        app.dirty = True
        start = time.perf_counter()
        app.render(surface)
        times.append(time.perf_counter() - start)
    times.sort()
    pygame.display.quit()
    return {
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": times[int(len(times) * 0.95) - 1] * 1000,
    }


def idle_cpu(seconds: float = 3.0, warmup: float = 1.0) -> float:
    """Percent of one core used by the real App loop (``App.run``) with a game on the board and
    no input, measured after ``warmup`` seconds (the window opened, the first frames drawn)."""
    import pygame

    from arkham.persistence import Settings
    from arkham.ui.app import App, session_at

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    session = session_at("board", "idle-bench", players=4)
    app = App(Settings(animation_speed="normal"), persistent=False)
    result: dict[str, float] = {}

    def measure() -> None:
        time.sleep(warmup)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        cpu1, wall1 = time.process_time(), time.perf_counter()
        result["percent"] = 100 * (cpu1 - cpu0) / (wall1 - wall0)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    watcher = threading.Thread(target=measure, daemon=True)
    watcher.start()
    app.run(lambda: app.start_game(session))
    watcher.join()
    return result["percent"]


BARE_WINDOW = """
import json, os, sys
import pygame
pygame.display.init()
window = pygame.Window("bare", (1280, 720))
window.get_surface().fill((13, 14, 17))
window.flip()
with open(os.environ["ARKHAM_PROBE"], "w") as f:
    json.dump({"scene": "TitleScene", "hits": {"btn:new-game": [0, 0]}}, f)
pygame.time.wait(60000)
"""
"""The yardstick: a pygame-ce window that opens and flips, then says so as the game's probe
would (the same poll sees both)."""


def first_frame(runs: int = 9, timeout: float = 20.0) -> tuple[list[float], list[float]]:
    """Seconds from starting ``python -m arkham`` to the first frame whose probe shows the
    title's buttons, and from starting a bare pygame-ce window to its first flip, for each of
    ``runs`` starts of each, interleaved. One start of each goes first, untimed: it leaves the
    compiled modules cached, as an installed game has them."""
    game, bare = [], []
    _time_to_probe(["-m", "arkham"], timeout)
    _time_to_probe(["-c", BARE_WINDOW], timeout)
    for _ in range(runs):
        game.append(_time_to_probe(["-m", "arkham"], timeout))
        bare.append(_time_to_probe(["-c", BARE_WINDOW], timeout))
    return game, bare


def _time_to_probe(args: list[str], timeout: float) -> float:
    """Seconds from starting ``python ARGS`` to its probe showing the title's buttons (with
    compiled modules cached, whatever the caller's environment says)."""
    root = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory(prefix="arkham-bench-") as tmp:
        probe = Path(tmp) / "probe.json"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            ARKHAM_PROBE=str(probe),
            ARKHAM_HOME=str(Path(tmp) / "home"),
        )
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, *args],
            cwd=root,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        took = None
        try:
            while time.perf_counter() - start < timeout and proc.poll() is None:
                if _interactive(probe):
                    took = time.perf_counter() - start
                    break
                time.sleep(0.002)
        finally:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if took is None:
            raise RuntimeError(f"no interactive first frame within {timeout} s")
        return took


def _interactive(probe: Path) -> bool:
    try:
        data = json.loads(probe.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return data.get("scene") == "TitleScene" and "btn:new-game" in data.get("hits", {})


REDRAWS = (
    ("busy board", {}),
    ("busy two-town table", {"expansions": ("innsmouth",)}),
    (
        "busy two-town table, other town in focus",
        {"expansions": ("innsmouth",), "focus_other": True},
    ),
)
"""The boards timed: what each is called, and :func:`board_redraw`'s arguments."""


def figures() -> dict:
    """The UI figures (``arkham bench --json`` puts them under ``"ui"``)."""
    with tempfile.TemporaryDirectory(prefix="arkham-bench-home-") as home:
        old = os.environ.get("ARKHAM_HOME")
        os.environ["ARKHAM_HOME"] = home
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        try:
            redraws = {what: board_redraw(**kwargs) for what, kwargs in REDRAWS}  # type: ignore[arg-type]
            hover = hover_frame()
            idle = idle_cpu()
            starts, bare = first_frame()
        finally:
            if old is None:
                os.environ.pop("ARKHAM_HOME", None)
            else:
                os.environ["ARKHAM_HOME"] = old
    return {
        "redraw": redraws,
        "hover_frame": hover,
        "idle_cpu_percent": idle,
        "first_frame_s": statistics.median(starts),
        "first_frame_runs_s": starts,
        "bare_window_s": statistics.median(bare),
        "bare_window_runs_s": bare,
        # Each start against the bare window started right after it, as the engine's ratios.
        "first_frame_ratio": statistics.median(
            game / window for game, window in zip(starts, bare, strict=True)
        ),
    }


def main() -> int:
    """Print the UI figures against their budgets."""
    f = figures()
    for what, kwargs in REDRAWS:
        r = f["redraw"][what]
        focus = f", {r['focus']} in focus" if kwargs else ""
        print(
            f"board redraw at 1920x1080, {what} ({r['investigators']} investigators, "
            f"{r['monsters']} monsters, {r['gates']} gates, {r['clues']} Clues{focus}): "
            f"median {r['median_ms']:.2f} ms, p95 {r['p95_ms']:.2f} ms "
            f"(first frame {r['first_ms']:.0f} ms) — budget {BUDGET_REDRAW_MS:.0f} ms: "
            f"{_verdict(r['median_ms'], BUDGET_REDRAW_MS)}"
        )
    h = f["hover_frame"]
    print(
        f"hover-only frame at 1920x1080, busy board (the mouse moving between places): "
        f"median {h['median_ms']:.2f} ms, p95 {h['p95_ms']:.2f} ms — budget "
        f"{BUDGET_REDRAW_MS:.0f} ms: {_verdict(h['median_ms'], BUDGET_REDRAW_MS)}"
    )
    idle = f["idle_cpu_percent"]
    print(
        f"idle CPU, a game on the board, nothing animating (the real loop, 3 s): "
        f"{idle:.1f} % of one core — budget {BUDGET_IDLE_PERCENT:.0f} %: "
        f"{_verdict(idle, BUDGET_IDLE_PERCENT)}"
    )
    starts = f["first_frame_runs_s"]
    med, bare_med, ratio = f["first_frame_s"], f["bare_window_s"], f["first_frame_ratio"]
    print(
        f"start to first interactive frame (python -m arkham from source): median "
        f"{med:.3f} s of {len(starts)} ({', '.join(f'{t:.3f}' for t in starts)}); a bare "
        f"pygame-ce window, same runs: median {bare_med:.3f} s — {ratio:.2f}x (median of the "
        f"runs' ratios), budget "
        f"{BUDGET_FIRST_FRAME_RATIO}x: {_verdict(ratio, BUDGET_FIRST_FRAME_RATIO)}"
    )
    return 0
