"""A monkey at the mouse and keyboard: thousands of seeded random clicks (left and right), mouse
moves, wheel turns and keys (Esc, Enter, Space, F1, F11, Ctrl+Z, arrows, typing) and window
resizes go through the real App loop of a real (dummy-driver) window, with no exception.

It starts at the title and clicks its way into games, then drops into a game at each overlay
(encounter, combat, mythos, the final battle), into two Innsmouth games (the two-town table,
its dock and Tab) and into a replay, so every scene is visited. All files go to the test's own
ARKHAM_HOME; "Open folder" is stubbed out.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pygame

from arkham.persistence import Settings
from arkham.ui.app import App, open_replay
from arkham.ui.scenes.board import BoardScene
from tests.ui.conftest import fresh_session

EVENTS = 5200
SEED = 1926
SIZES = [(1280, 720), (1024, 600), (1366, 768), (1600, 900), (1920, 1080), (1100, 800)]
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_F1,
    pygame.K_F11,
    pygame.K_z,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_n,
    pygame.K_b,
    pygame.K_p,
    pygame.K_a,
]


class Monkey:
    def __init__(self, app: App, rnd: random.Random) -> None:
        self.app = app
        self.rnd = rnd
        self.sent = 0
        self.kinds: Counter[str] = Counter()
        self.seen: Counter[str] = Counter()
        self.restarts = 0

    # ------------------------------------------------------------ events

    def pos(self) -> tuple[int, int]:
        w, h = self.app.surface.get_size()
        return self.rnd.randrange(w), self.rnd.randrange(h)

    def target(self) -> tuple[int, int]:
        """The centre of a random enabled thing to click on the top scene (or anywhere)."""
        top = self.app.stack.top
        hits = [h for h in top.ui.hits if h.enabled and h.action] if top else []
        if not hits:
            return self.pos()
        return self.app.layout.pt(self.rnd.choice(hits).centre)

    def click(self, pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
        clicks = 2 if self.rnd.random() < 0.03 else 1
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, clicks=clicks),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]

    def key(self, key: int, mod: int = 0, text: str = "") -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)

    def one(self) -> list[pygame.event.Event]:
        r = self.rnd.random()
        if r < 0.36:
            self.kinds["click-target"] += 1
            return self.click(self.target())
        if r < 0.48:
            self.kinds["click-anywhere"] += 1
            return self.click(self.pos())
        if r < 0.53:
            self.kinds["right-click"] += 1
            return self.click(self.pos(), 3)
        if r < 0.66:
            self.kinds["move"] += 1
            return [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=self.pos(), rel=(1, 1), buttons=(0, 0, 0)
                )
            ]
        if r < 0.71:
            self.kinds["wheel"] += 1
            return [
                pygame.event.Event(
                    pygame.MOUSEWHEEL, x=0, y=self.rnd.choice([-3, -1, 1, 2]), flipped=False
                )
            ]
        if r < 0.73:
            self.kinds["ctrl+z"] += 1
            return [self.key(pygame.K_z, pygame.KMOD_LCTRL)]
        if r < 0.87:
            k = self.rnd.choice(KEYS)
            self.kinds[pygame.key.name(k)] += 1
            return [
                self.key(k, text=pygame.key.name(k)[:1] if len(pygame.key.name(k)) == 1 else "")
            ]
        if r < 0.91:
            self.kinds["text"] += 1
            text = "".join(self.rnd.choice("abcxyz AHé-1") for _ in range(self.rnd.randint(1, 5)))
            return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
        if r < 0.93:
            self.kinds["resize"] += 1
            self.app.window.size = self.rnd.choice(SIZES)  # the window's own events follow
            return []
        if r < 0.94:
            self.kinds["window-event"] += 1
            kind = self.rnd.choice(
                [
                    pygame.WINDOWLEAVE,
                    pygame.WINDOWEXPOSED,
                    pygame.WINDOWFOCUSLOST,
                    pygame.VIDEORESIZE,
                ]
            )
            w, h = self.app.surface.get_size()
            return [pygame.event.Event(kind, size=(w, h), w=w, h=h)]
        self.kinds["wait"] += 1
        return []

    # ------------------------------------------------------------ the loop

    def run(self, n: int) -> None:
        """``n`` events (about) through the App loop as ``App.run`` does it: step, then draw
        when something changed."""
        app = self.app
        end = self.sent + n
        while self.sent < end:
            batch = []
            for _ in range(self.rnd.choice([1, 1, 1, 2, 3])):
                batch += self.one()
            for ev in batch:
                pygame.event.post(ev)
            self.sent += max(1, len(batch))
            dt = self.rnd.choice([0.0, 1 / 60, 1 / 60, 0.1, 0.4])
            app.step(pygame.event.get(), dt)
            if not app.running:  # Quit from the title or the menu: start again
                self.restarts += 1
                app.running = True
                app.show_title()
            if app.dirty or app.animating():
                app.render(app.surface)
                app.window.flip()
            self.note()

    def note(self) -> None:
        for scene in self.app.stack.scenes:
            self.seen[scene.name] += 1
        board = self.app.stack.find(BoardScene)
        if board is not None:
            dec = board.session.pending()
            ctx = (dec.context.scene.value if dec.context else "") if dec else "game-over"
            self.seen[f"overlay:{ctx or (dec.kind if dec else '')}"] += 1
            if len(board.map.plan.towns) > 1:
                self.seen[f"focus:{board.map.focus}"] += 1


def test_a_monkey_cannot_break_the_program(monkeypatch) -> None:
    opened: list = []
    monkeypatch.setattr("arkham.ui.files.open_folder", lambda folder: opened.append(folder))
    app = App(Settings(animation_speed="fast"), (1280, 720))
    app.open_window()
    monkey = Monkey(app, random.Random(SEED))
    start = time.perf_counter()
    try:
        app.show_title()
        app.render(app.surface)
        monkey.run(EVENTS * 2 // 5)  # from the title, into games
        for scene in (
            "encounter",
            "combat",
            "mythos",
            "final-battle",
            "board",
            "innsmouth",
            "two-towns",
        ):
            app.settings.pass_screen = True  # the monkey may have turned hand-overs off
            session = fresh_session(scene)
            session.anim_factor = app.settings.anim_factor
            app.start_game(session)
            monkey.note()
            monkey.run(EVENTS // 10)
        save = fresh_session("board").save()
        open_replay(app, save, "monkey.json")
        monkey.note()
        monkey.run(EVENTS // 10)
    finally:
        app.window.destroy()
    took = time.perf_counter() - start
    print(f"{monkey.sent} events in {took:.1f} s; {monkey.restarts} restarts")
    print(dict(monkey.kinds))
    print(dict(monkey.seen))
    assert monkey.sent >= 5000  # how long it took is printed, never asserted (budgets: make bench)
    visited = {k for k in monkey.seen}
    for scene in (
        "title",
        "setup",
        "board",
        "menu",
        "save",
        "load",
        "settings",
        "pass-device",
        "help",
        "replay",
        "overlay:encounter",
        "overlay:combat",
        "overlay:mythos",
        "overlay:final-battle",
        "focus:arkham",
        "focus:innsmouth",
    ):
        assert scene in visited, f"the monkey never saw {scene}: {sorted(visited)}"
    for kind in ("click-target", "right-click", "wheel", "ctrl+z", "resize", "escape", "f11"):
        assert monkey.kinds[kind] > 0, kind
