"""The window, the main loop and the scene stack; the ``--screenshot``, ``--smoke-test`` and
``--replay`` modes.

The loop is idle-friendly: with nothing animating it blocks in ``event.wait`` and redraws only
when something changed; it ticks at 60 fps only while an animation runs.

The start is quick (DESIGN.md §7: start to first frame ≤ 1.5× a bare pygame-ce window): this
module imports neither pydantic nor the engine nor the catalog. The player's start
(:func:`app_from_disk` with ``defer``) opens the window from a first look at the settings file
(:class:`FirstLook`), draws the title, and only after that first flip reads the player's files
for real (:meth:`App.finish_start`: the settings validated, stale temp files, the instance
lock, the autosave behind Continue), which imports the rest.

Files: the App reads and writes the settings, starts games with the autosave on, continues and
loads saves (see :mod:`arkham.persistence`). ``persistent=False`` (screenshots, the smoke test,
replays) touches no file of the player's.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
os.environ.setdefault("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from arkham.ui import LazyLogger
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.layout import MIN_SIZE, UI_SCALES, Layout, default_window_size
from arkham.ui.scenes.base import Scene, SceneStack
from arkham.ui.sound import SoundBoard
from arkham.userdirs import paths

if TYPE_CHECKING:
    from arkham.persistence import InstanceLock, Settings
    from arkham.ui.session import GameSession

TITLE = "Arkham Horror"
log = LazyLogger("arkham")


class App:
    def __init__(
        self,
        settings: Settings | FirstLook | None = None,
        size: tuple[int, int] = (1920, 1080),
        persistent: bool = True,
        settings_warning: str | None = None,
    ) -> None:
        if settings is None:
            from arkham.persistence import Settings

            settings = Settings()
        self.settings: Settings = settings  # type: ignore[assignment]  # a FirstLook until finish_start
        self.start_rest: Callable[[], None] | None = None
        """What is left of the start once the first frame is up (:meth:`finish_start`)."""
        self.persistent = persistent
        """Whether this app writes the player's files (settings, autosave)."""
        self.settings_warning = settings_warning
        """Why the settings file was not used (shown on the title screen), or None."""
        self.layout = Layout(size[0], size[1], self.settings.ui_scale)
        self.stack = SceneStack()
        self.dirty = True
        self.running = True
        self.frames = 0
        self.window: pygame.Window | None = None
        self.surface: pygame.Surface | None = None
        self.windowed_size = size
        self.toast_text: str | None = None
        self.toast_left = 0.0
        """Seconds the toast stays up, counted down by the loop's own clock (``step``'s dt),
        so what is on screen never depends on how fast the machine is."""
        self.on_quit_title: bool = False
        """Set by ``--replay``: leaving the replay quits instead of showing the title."""
        self.autosave_off: str | None = None
        """Why this copy does not autosave (another copy holds the data folder), or None."""
        self.lock: InstanceLock | None = None
        """The lock on the autosave folder this copy holds: kept as long as the App, the life
        of the program, so that no second copy autosaves over this one's game."""
        self.sound = SoundBoard(self.settings.volume, self.settings.muted)
        """The game's sounds: silent until :meth:`run` opens the mixer after the first frame."""

    # ------------------------------------------------------------ scenes

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.dirty = True

    def pop(self, scene: Scene | None = None) -> None:
        """Close ``scene`` (default: the top one). The scene that comes back on top shows no
        tooltip until the mouse moves: after a hand-over, a tip must not rise under the mouse
        the last person left resting there."""
        top = self.stack.top
        if scene is None:
            self.stack.pop()
        else:
            self.stack.remove(scene)
        if self.stack.top is not top and self.stack.top is not None:
            self.stack.top.ui.hush()
        self.dirty = True

    def show_title(self) -> None:
        from arkham.ui.scenes.title import TitleScene

        self.stack.replace(TitleScene(self))
        self.dirty = True

    def show_setup(self) -> None:
        from arkham.ui.scenes.setup import SetupScene

        self.stack.replace(SetupScene(self))
        self.dirty = True

    def start_game(self, session, notes: Sequence[str] = ()) -> None:
        """Show ``session`` on the board; the autosave follows it from now on. ``notes`` (how a
        save was loaded: a backup used, rules that changed) are shown over the board."""
        from arkham.ui.scenes.board import BoardScene

        session.anim_factor = self.settings.anim_factor
        session.result_seconds = self.settings.result_seconds
        if self.persistent and self.autosave_off is None:
            session.autosave = paths().autosave
            session.write_autosave()
        self.stack.replace(BoardScene(self, session))
        if self.persistent and self.autosave_off is not None:
            notes = [*notes, self.autosave_off]
        if notes:
            self.message("How the game was loaded", "\n\n".join(notes))
        self.dirty = True

    def load_game(self, path: Path) -> str | None:
        """Load the save at ``path`` onto the board. On failure say why (a message) and return
        the one-line reason."""
        from arkham.persistence import SaveError, keep_aside, load
        from arkham.ui.session import GameSession

        try:
            loaded = load(path, GameSession.following)
        except SaveError as exc:
            log.warning("load failed: %s", exc)
            self.message("This save cannot be loaded", str(exc))
            return str(exc)
        notes = list(loaded.notes)
        if loaded.resumed_early and self.persistent and path == paths().autosave:
            kept = keep_aside(path)
            if kept:
                notes.append(
                    "The autosave and its backups were copied, as they were, to "
                    f"{', '.join(p.name for p in kept)} in {path.parent}."
                )
        self.start_game(GameSession.from_loaded(loaded), notes)
        return None

    def continue_game(self) -> str | None:
        return self.load_game(paths().autosave)

    def apply_settings(self) -> None:
        self.layout.ui_scale = self.settings.ui_scale
        self.set_fullscreen(self.settings.fullscreen)
        board = self._board()
        if board is not None:
            board.session.anim_factor = self.settings.anim_factor
            board.session.result_seconds = self.settings.result_seconds
            board.forget_picture()
        self.sound.set_volume(self.settings.volume, self.settings.muted)
        self.save_settings()
        self.dirty = True

    def save_settings(self) -> None:
        """Write the settings; a settings file that cannot be written is not worth a crash."""
        if not self.persistent:
            return
        from arkham.persistence import save_settings

        try:
            moved = save_settings(self.settings)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            return
        for line in moved:
            log.warning(line)

    # ------------------------------------------------------------ messages and files

    def message(self, title: str, text: str, path: Path | None = None) -> None:
        """A modal message with an OK button (and 'Open folder' when ``path`` is given)."""
        from arkham.ui.scenes.saves import MessageScene

        self.push(MessageScene(self, title, text, path))

    def toast(self, text: str, seconds: float = 3.0) -> None:
        """A short line at the bottom of the window that goes away by itself."""
        self.toast_text = text
        self.toast_left = seconds
        self.dirty = True

    def open_folder(self, folder: Path) -> None:
        """Open ``folder`` in the file manager; if that fails, say where it is."""
        from arkham.ui.files import open_folder

        problem = open_folder(folder)
        if problem is None:
            self.toast(f"Opened {folder}")
        else:
            log.warning("open folder failed: %s", problem)
            self.message("Could not open the folder", f"{problem}\n\nThe folder is:\n{folder}")

    def export_bug_report(self) -> Path | None:
        """Write a bug report of the game on the board (the save, version, platform)."""
        from arkham.persistence import write_bug_report

        board = self._board()
        if board is None:
            self.message("No game to report", "Start or load a game first.")
            return None
        try:
            path = write_bug_report(board.session.save(), pygame.version.ver)
        except OSError as exc:
            self.message("The bug report could not be written", str(exc))
            return None
        self.message(
            "Bug report written",
            "It holds the whole game (a replay), this program's version and your platform; "
            "attach it to your report.\n\n" + str(path),
            path.parent,
        )
        return path

    def _board(self):
        from arkham.ui.scenes.board import BoardScene

        return self.stack.find(BoardScene)

    # ------------------------------------------------------------ window

    def open_window(self) -> None:
        # Only what we use: no mixer, so a machine without sound starts quietly.
        pygame.display.init()
        pygame.font.init()
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            desktop = None
        size = default_window_size(desktop)
        if self.settings.window_size is not None:
            w, h = self.settings.window_size
            if desktop:
                w, h = min(w, desktop[0]), min(h, desktop[1])
            size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        self.window = pygame.Window(TITLE, size, resizable=True)
        self.window.minimum_size = MIN_SIZE
        self.windowed_size = size
        self.surface = self.window.get_surface()
        self.layout.resize(self.surface.get_size())
        if self.settings.fullscreen:
            self.set_fullscreen(True)
        pygame.key.stop_text_input()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if self.window is None:
            return
        try:
            if on:
                self.windowed_size = self.window.size
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        except pygame.error:
            self.settings.fullscreen = False
        self._refresh_surface()

    def _refresh_surface(self) -> None:
        if self.window is not None:
            if not self.settings.fullscreen:
                self.settings.window_size = tuple(self.window.size)  # saved when the game quits
            self.surface = self.window.get_surface()
            self.layout.resize(self.surface.get_size())
            board = self._board()
            if board is not None:
                board.forget_picture()
        self.dirty = True

    def finish_start(self) -> None:
        """The rest of the start, run once the first frame is up: read the player's files for
        real. The title is redrawn with what they say (the settings warning, what Continue
        resumes); a settings file that says otherwise than the first look is applied."""
        rest, self.start_rest = self.start_rest, None
        if rest is None:
            return
        first = self.settings
        rest()
        if self.layout.ui_scale != self.settings.ui_scale:
            self.layout.ui_scale = self.settings.ui_scale
        if self.window is not None and self.settings.fullscreen != first.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        self.sound.set_volume(self.settings.volume, self.settings.muted)
        refresh = getattr(self.stack.top, "check_continue", None)
        if refresh is not None:
            refresh()
        self.dirty = True

    # ------------------------------------------------------------ the loop

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
            self.running = False
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self._refresh_surface()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return
        self.stack.route(event)

    def step(
        self, events: list[pygame.event.Event], dt: float, elapsed: float | None = None
    ) -> None:
        """Handle the events, then advance by ``dt`` seconds (animations; capped by the loop)
        and count down the toast by ``elapsed`` (the time that really passed; ``dt`` if not
        given, as in the tests)."""
        for event in events:
            self.handle(event)
        if self.toast_text is not None:
            self.toast_left -= dt if elapsed is None else elapsed
            if self.toast_left <= 0:
                self.toast_text = None
                self.dirty = True
        top = self.stack.top
        for scene in self.stack.scenes:
            scene.update(dt if scene is top or scene.animating() else 0)

    def animating(self) -> bool:
        return any(s.animating() for s in self.stack.scenes)

    def render(self, surface: pygame.Surface) -> None:
        c = Canvas(surface, self.layout)
        surface.fill(d.BG)
        for scene in self.stack.visible():
            scene.render(c)
        if self.toast_text:
            w = min(1400.0, c.text_w(self.toast_text, 18, "sans") + 40)
            c.panel((960 - w / 2, 1000, w, 44), (28, 26, 24), d.GOLD_DARK, 8)
            c.text(self.toast_text, (960, 1022), 18, "sans", d.TEXT_LIGHT, "center", max_w=w - 20)
        self.dirty = False

    def write_probe(self, path: str) -> None:
        """For the packaged-game test that clicks a real window: after each frame, write the
        top scene's name and where each clickable thing is, in window pixels (``ARKHAM_PROBE``)."""
        top = self.stack.top
        hits = {}
        if top is not None:
            for hit in top.ui.hits:
                if hit.enabled:
                    x, y = self.layout.pt(hit.centre)
                    hits.setdefault(hit.key, [round(x), round(y)])
        self.frames += 1
        data = {"frame": self.frames, "scene": type(top).__name__ if top else None, "hits": hits}
        tmp = f"{path}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)

    def run(self, first=None) -> int:
        """Open the window and loop until quit; ``first`` puts up the first scene (default:
        the title). SIGTERM quits as closing the window does: the game is saved first."""
        self.open_window()
        _quit_on_sigterm()
        (first or self.show_title)()
        clock = pygame.time.Clock()
        probe = os.environ.get("ARKHAM_PROBE")
        while self.running:
            if self.animating():
                elapsed = clock.tick(60) / 1000
                events = pygame.event.get()
                self.dirty = True
            else:
                first = pygame.event.wait(250)
                events = [first, *pygame.event.get()]
                events = [e for e in events if e.type != pygame.NOEVENT]
                elapsed = clock.tick() / 1000
            self.step(events, min(elapsed, 0.1), elapsed)
            if self.dirty and self.surface is not None and self.window is not None:
                self.render(self.surface)
                self.window.flip()
                if probe:
                    self.write_probe(probe)
                if self.start_rest is not None:
                    self.finish_start()
                if not self.sound.tried:
                    self.sound.start()  # after the first frame: a slow sound device never delays it
        board = self._board()
        if board is not None and board.session.autosave is not None:
            board.session.write_autosave()
        self.save_settings()
        self.sound.stop()
        pygame.quit()
        return 0


def _quit_on_sigterm() -> None:
    """Turn SIGTERM into the window's QUIT event, so it saves and quits like a click would
    (the loop wakes at least four times a second to see it)."""
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))


# ---------------------------------------------------------------- headless helpers


def headless_init(size: tuple[int, int]) -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface(size)


def session_at(
    scene: str,
    seed: str,
    players: int = 2,
    expansions: Sequence[str] = (),
    wanted_too: Callable[[GameSession], bool] | None = None,
    attempts: int = 60,
    chooser: Callable | None = None,
):
    """A real game driven by the bot until the pending decision shows ``scene``: 'board' (a
    movement decision on turn 2 or later), 'encounter', 'combat', 'mythos' or 'final-battle',
    played with ``expansions`` (and, with ``wanted_too``, at a decision it also holds for),
    the bot choosing (or ``chooser(game)``). Tries a few seeds derived from ``seed`` when one
    game never reaches the scene."""
    from arkham.ai.bot import choose
    from arkham.engine.decisions import Scene as DecisionScene
    from arkham.engine.game import Setup
    from arkham.ui.session import GameSession

    def wanted(session) -> bool:
        dec = session.pending()
        if dec is None:
            return False
        ctx = dec.context
        if wanted_too is not None and not wanted_too(session):
            return False
        if scene == "board":
            return (
                dec.kind == "move" and session.state.turn >= 2 and session.state.phase == "movement"
            )
        if ctx is None:
            return False
        if scene == "final-battle":
            return ctx.scene is DecisionScene.FINAL_BATTLE or (
                ctx.scene is DecisionScene.COMBAT and ctx.ancient_one is not None
            )
        if scene == "combat":
            return ctx.scene is DecisionScene.COMBAT and ctx.monster is not None
        return ctx.scene == scene

    for attempt in range(attempts):
        s = seed if attempt == 0 else f"{seed}-{attempt}"
        setup = Setup.of(
            ["random"] * players,
            ancient_one="random" if scene != "final-battle" else "cthulhu",
            expansions=expansions,
        )
        session = GameSession(setup, s)
        session.anim_factor = 0
        session.showing = False  # nobody watches the bot get there
        for _ in range(5000):
            if wanted(session):
                session.showing = True
                session.notices.clear()
                session.acknowledged = session.decider_player()
                return session
            if session.pending() is None:
                break
            session.submit((chooser or choose)(session.game))
    raise RuntimeError(f"no game from seed {seed!r} reached the {scene!r} scene")


def screenshot(
    path: str,
    scene: str = "board",
    seed: str = "arkham",
    size: tuple[int, int] = (1920, 1080),
    expansions: Sequence[str] = (),
) -> int:
    """Render one scene headless from a real game state (played with ``expansions``, besides
    any the scene itself needs) and save it as PNG."""
    from arkham.persistence import Settings
    from arkham.ui import gallery

    surface = headless_init(size)
    app = App(Settings(animation_speed="off"), size, persistent=False)
    gallery.build(app, scene, gallery.position_for(scene, seed, expansions))
    app.render(surface)  # first frame registers the hit regions
    app.render(surface)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, path)
    print(f"wrote {path} ({scene}, {size[0]}x{size[1]})")
    return 0


class SmokeFailure(RuntimeError):
    pass


def click(app: App, surface: pygame.Surface, key: str) -> None:
    """Click the centre of the hit region ``key`` of the top scene, through posted events."""
    top = app.stack.top
    assert top is not None
    hit = top.ui.find(key)
    if hit is None:
        raise SmokeFailure(
            f"nothing to click for {key!r} on {type(top).__name__}: {top.ui.hit_keys()}"
        )
    pos = app.layout.pt(hit.centre)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def smoke_test(
    seed: str = "smoke",
    players: int = 2,
    size: tuple[int, int] = (1280, 720),
    max_clicks: int = 5000,
    quiet: bool = False,
    expansions: Sequence[str] = (),
) -> int:
    """Play a whole bot game through the real scenes: the expansions are switched on in the
    setup screen as a player would, then every decision is answered by clicking the button or
    hotspot of the bot's chosen id; hand-over screens and notices are clicked through. Exits 0
    when the game ends. With an expansion town on the table the first investigator takes the
    train there (:func:`arkham.ui.gallery.tourist`), so both towns are played through."""
    from arkham.ai.bot import choose
    from arkham.persistence import Settings
    from arkham.ui.gallery import tourist
    from arkham.ui.scenes.board import BoardScene

    surface = headless_init(size)
    app = App(Settings(animation_speed="fast"), size, persistent=False)
    app.show_title()
    app.render(surface)
    click(app, surface, "btn:new-game")
    click(app, surface, "btn:players-minus")
    for _ in range(players - 1):
        click(app, surface, "btn:players-plus")
    for name in expansions:
        click(app, surface, f"btn:expansion-{name}")
    setup_scene = app.stack.top
    setup_scene.seed = seed  # type: ignore[union-attr]
    app.render(surface)
    click(app, surface, "btn:start")
    board = app.stack.find(BoardScene)
    if board is None:
        raise SmokeFailure("Start did not open the board")
    session: GameSession = board.session
    start = time.perf_counter()
    clicks = 0
    while clicks < max_clicks:
        app.render(surface)
        top = app.stack.top
        if session.pending() is None and not session.notices and isinstance(top, BoardScene):
            if top.ui.find("btn:game-over-title") is None:
                raise SmokeFailure("the game ended but no game-over panel is shown")
            break
        if session.animating():
            click(app, surface, top.ui.hits[0].key if top and top.ui.hits else "btn:menu")
            session.skip_anims()
            continue
        if top is not board:
            click(app, surface, "btn:take-mouse")
        elif session.notices:
            click(app, surface, "btn:notice-continue")
        else:
            want = (tourist if expansions else choose)(session.game)
            before = len(session.game.choices)
            key = board.key_for_choice(want)
            if key is None:
                raise SmokeFailure(
                    f"choice {want!r} has nothing to click; keys: {top.ui.hit_keys()}"
                )
            click(app, surface, key)
            if len(session.game.choices) != before + 1 or session.game.choices[-1] != want:
                raise SmokeFailure(f"clicking {key!r} did not submit {want!r}")
        clicks += 1
    else:
        raise SmokeFailure(f"the game did not end within {max_clicks} clicks")
    outcome = session.game.state.outcome  # the engine's: the screen may still be showing it
    if list(session.setup.expansions) != list(expansions):
        raise SmokeFailure(
            f"the game was set up with {session.setup.expansions}, not {list(expansions)}"
        )
    if not quiet:
        with_ = f" with {', '.join(expansions)}" if expansions else ""
        print(
            f"smoke test{with_}: {len(session.game.choices)} decisions, {clicks} clicks, "
            f"{time.perf_counter() - start:.1f} s; outcome {outcome}"
        )
    return 0


ANOTHER_COPY = (
    "Another copy of Arkham Horror is running with the same files and writes the autosave, so "
    "this copy does not: save a game you play here to a slot to keep it."
)


@dataclass
class FirstLook:
    """What the first frame needs of the settings (the window, the interface size, the sound),
    read from the settings file as plain JSON, each value only if it is plainly right; the
    validated :class:`~arkham.persistence.Settings` replace it once the frame is up."""

    window_size: tuple[int, int] | None = None
    fullscreen: bool = False
    ui_scale: float = 1.0
    volume: int = 70
    muted: bool = False

    @classmethod
    def read(cls, path: Path) -> FirstLook:
        look = cls()
        try:
            if not path.is_file() or path.stat().st_size > 64 * 1024:
                return look
            data = json.loads(path.read_bytes())
        except (OSError, ValueError, RecursionError):  # nested far too deep: read it later
            return look
        if not isinstance(data, dict):
            return look
        size = data.get("window_size")
        if (
            isinstance(size, list)
            and len(size) == 2
            and all(type(v) is int and 0 < v <= 16384 for v in size)
        ):
            look.window_size = (size[0], size[1])
        if type(data.get("fullscreen")) is bool:
            look.fullscreen = data["fullscreen"]
        if data.get("ui_scale") in UI_SCALES:
            look.ui_scale = float(data["ui_scale"])
        if type(data.get("volume")) is int and 0 <= data["volume"] <= 100:
            look.volume = data["volume"]
        if type(data.get("muted")) is bool:
            look.muted = data["muted"]
        return look


def app_from_disk(
    size: tuple[int, int] = (1920, 1080),
    lock: InstanceLock | Callable[[], InstanceLock] | None = None,
    defer: bool = False,
    log_to_file: bool = False,
) -> App:
    """The App with the player's settings; a bad settings file is kept aside and its warning
    is shown on the title screen. The App holds ``lock`` (or the lock ``lock()`` makes) from
    then on, and finishes or removes the temp files of interrupted writes; when another running
    copy holds it, this one does not autosave, leaves the files alone and says so. With
    ``defer`` (the player's start) all that waits until the first frame is up
    (:meth:`App.finish_start`); the window opens from a :class:`FirstLook` at the settings.
    ``log_to_file``: the log goes to the user log folder too (set up with the rest)."""
    app = App(FirstLook.read(paths().settings), size)
    app.start_rest = lambda: _read_player_files(app, lock, log_to_file)
    if not defer:
        app.finish_start()
    return app


def _read_player_files(
    app: App, lock: InstanceLock | Callable[[], InstanceLock] | None, log_to_file: bool
) -> None:
    from arkham.persistence import InstanceLock, clean_stale_temp_files, load_settings

    if log_to_file:
        from arkham.ui.files import setup_logging

        setup_logging(paths().logs)
    if lock is not None and not isinstance(lock, InstanceLock):
        lock = lock()
    files = paths()
    if lock is not None and not lock.acquire():
        app.autosave_off = ANOTHER_COPY  # the copy that holds it finished its own writes
    else:
        app.lock = lock
        clean_stale_temp_files(files.saves, files.autosave.parent, files.settings.parent)
    warnings: list[str] = []
    app.settings = load_settings(warn=warnings.append)
    for warning in warnings:
        log.warning(warning)
    app.settings_warning = warnings[0] if warnings else None


def open_replay(app: App, save, title: str):
    """Put the replay scene of ``save`` up (``arkham --replay``)."""
    from arkham.ui.scenes.replay import ReplayScene

    scene = ReplayScene(app, save, title)
    scene.session.anim_factor = app.settings.anim_factor
    scene.session.result_seconds = app.settings.result_seconds
    app.stack.replace(scene)
    app.dirty = True
    return scene


def replay(path: str, screenshot_to: str | None = None, size=(1920, 1080), steps: int = 0) -> int:
    """``arkham --replay PATH``: step through a save (or a bug report) in the window; with
    ``--screenshot OUT`` render it headless after ``steps`` decisions instead. The file is
    checked as ``--check-save``, Continue and Load check it (one :func:`load`); a damaged one
    is replayed from the backup that load chose."""
    from arkham.persistence import SaveError, Settings, load, load_settings

    try:
        loaded = load(Path(path))
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return 2
    for note in loaded.notes:
        print(note, file=sys.stderr)
    save = loaded.save
    if screenshot_to:
        surface = headless_init(size)
        app = App(Settings(animation_speed="off"), size, persistent=False)
        scene = open_replay(app, save, Path(path).name)
        for _ in range(steps):
            scene.next()
        app.render(surface)
        app.render(surface)
        Path(screenshot_to).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, screenshot_to)
        print(f"wrote {screenshot_to} (replay of {Path(path).name} at decision {scene.position})")
        return 0
    app = App(load_settings(), persistent=False)
    app.on_quit_title = True
    return app.run(lambda: open_replay(app, save, Path(path).name))


def main(args) -> int:
    """Entry from ``arkham.__main__`` once the arguments are parsed (None: there were none,
    the player's start)."""
    size = (1920, 1080)
    if getattr(args, "size", None):
        w, _, h = str(args.size).lower().partition("x")
        size = (int(w), int(h))
    if getattr(args, "replay", None):
        return replay(
            args.replay, getattr(args, "screenshot", None), size, getattr(args, "steps", 0) or 0
        )
    expansions = tuple(getattr(args, "expansions_list", ()) or ())
    if getattr(args, "screenshot", None):
        return screenshot(
            args.screenshot, args.scene or "board", args.seed or "arkham", size, expansions
        )
    if getattr(args, "smoke_test", False):
        try:
            return smoke_test(
                args.seed or "smoke",
                size=size if args.size else (1280, 720),
                expansions=expansions,
            )
        except SmokeFailure as exc:
            print(f"smoke test failed: {exc}", file=sys.stderr)
            return 1
    app = app_from_disk(lock=_player_lock, defer=True, log_to_file=True)
    try:
        return app.run()
    except Exception as exc:
        log.exception("the game stopped on an error")
        report_crash(app, exc)
        return 1


def _player_lock() -> InstanceLock:
    """The lock on the player's autosave folder (one copy of the game autosaves)."""
    from arkham.persistence import InstanceLock

    return InstanceLock(paths().autosave.parent)


def report_crash(app: App, exc: BaseException, ask=None) -> list[Path]:
    """After an error in the loop: write the traceback and, with a game on the board, a bug
    report (seed, setup, choices) to the log folder, then offer to show them (``ask(title,
    text)`` returns True to open the folder; default: a system dialog). Returns the files."""
    import traceback

    from arkham.persistence import write_bug_report

    folder = paths().logs
    written: list[Path] = []
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        trace = folder / f"crash-{stamp}.txt"
        trace.write_text("".join(traceback.format_exception(exc)), encoding="utf-8")
        written.append(trace)
    except OSError:
        log.warning("the crash traceback could not be written to %s", folder)
    board = app._board()
    if board is not None:
        try:
            written.append(write_bug_report(board.session.save(), pygame.version.ver, folder))
        except Exception:  # the game itself may be what broke
            log.exception("no bug report could be made")
    names = ", ".join(p.name for p in written) or "nothing (the folder cannot be written)"
    text = (
        f"Arkham Horror stopped on an error: {type(exc).__name__}. It wrote {names} to "
        f"{folder}. Please send these files with a few words on what you were doing."
    )
    print(text, file=sys.stderr)
    if (ask or _crash_dialog)("Arkham Horror stopped on an error", text):
        from arkham.ui.files import open_folder

        open_folder(folder)
    return written


def _crash_dialog(title: str, text: str) -> bool:
    """A system dialog with "Show the files" and "Close"; False when none can be shown."""
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        pressed = pygame.display.message_box(
            title,
            text,
            "error",
            buttons=("Show the files", "Close"),
            return_button=0,
            escape_button=1,
        )
    except pygame.error:
        return False
    return pressed == 0
