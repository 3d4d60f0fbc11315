"""``arkham --replay PATH``: a saved game (or a bug report) played back on the board, one decision
at a time. Next, Back and Play step through the recorded choices; clicks on the board answer
nothing, and no file is written."""

from __future__ import annotations

import pygame

from arkham import __version__
from arkham.engine.decisions import Decision, IllegalChoice
from arkham.engine.game import Game
from arkham.persistence import SaveFile, resume_point
from arkham.ui import draw as d
from arkham.ui.board.banner import where_we_are
from arkham.ui.draw import Canvas
from arkham.ui.scenes import overlays
from arkham.ui.scenes.board import BoardScene
from arkham.ui.session import GameSession
from arkham.ui.widgets import Hit, button

STEP_SECONDS = 0.7
"""Seconds between decisions while playing, at animation speed 'normal'."""


def replay_start(save: SaveFile) -> tuple[Game | None, str | None]:
    """Where the replay begins: the start (None), or, for a game taken up from another
    version's snapshot, that point; and why it cannot begin there, if so."""
    if save.origin is None:
        return None, None
    try:
        return Game.resumed(save.setup, save.seed, save.choices, resume_point(save.origin)), None
    except ValueError:
        return None, "The point this game was taken up at cannot be read."


class ReplayScene(BoardScene):
    name = "replay"

    def __init__(self, app, save: SaveFile, title: str) -> None:
        game, problem = replay_start(save)
        session = GameSession(save.setup, save.seed, game)
        super().__init__(app, session)
        self.banner = ReplayBanner(self)
        self.save = save
        self.title = title
        self.choices = list(save.choices)
        self.playing = False
        self.wait = 0.0
        self.problem: str | None = problem
        """Why the replay cannot go further (a refused choice), or where it diverged."""
        session.acknowledged = session.decider_player()

    # ------------------------------------------------------------ stepping

    @property
    def position(self) -> int:
        return len(self.session.game.choices)

    def at_end(self) -> bool:
        return self.position >= len(self.choices) or self.problem is not None

    def submit(self, choice_id: str) -> None:
        """Clicks on the board's choices do nothing here: the replay answers them (Continue
        under a roll's result still goes on)."""
        if choice_id == overlays.RESULT_CONTINUE:
            super().submit(choice_id)

    def next(self) -> None:
        if self.at_end():
            self.playing = False
            return
        s = self.session
        s.skip_all()
        choice = self.choices[self.position]
        try:
            s.submit(choice)
        except IllegalChoice as exc:
            self.problem = f"Decision {self.position + 1} ({choice}) is refused: {exc}"
            self.playing = False
        stored = self.save.checkpoints.get(self.position)
        if stored is not None and stored != s.recorder.checkpoints.get(self.position):
            why = (
                "the file is damaged"
                if self.save.app_version == __version__
                else f"saved by version {self.save.app_version}; the rules have changed"
            )
            self.problem = (
                f"From decision {self.position} on, the state differs from the recorded game "
                f"({why})."
            )
        s.acknowledged = s.decider_player()
        self.game_log.scroll = 0
        self.app.dirty = True

    def back(self) -> None:
        if self.position == 0:
            return
        self.session.rewind()
        self.session.acknowledged = self.session.decider_player()
        self.problem = None
        self.game_log.scroll = 0
        self.app.dirty = True

    def toggle_play(self) -> None:
        self.playing = not self.playing and not self.at_end()
        self.wait = 0.0
        self.app.dirty = True

    def close(self) -> None:
        if self.app.on_quit_title:
            self.app.running = False
        else:
            self.app.show_title()

    # ------------------------------------------------------------ loop

    def update(self, dt: float) -> None:
        s = self.session
        if s.busy():
            frames = s.needs_frames()
            s.step_anims(dt)
            if frames:
                self.app.dirty = True
        self.play_sounds()  # each step's sound as it is shown (issue 17 §2)
        if s.animating():
            return
        if not self.playing and self.position > 0:
            s.ensure_shadow()  # idle: the next Back is instant
        if self.playing:
            self.wait += dt
            if self.wait >= STEP_SECONDS * max(self.app.settings.anim_factor, 0.3):
                self.wait = 0.0
                self.next()

    def animating(self) -> bool:
        return self.session.needs_frames() or self.playing

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.next,
                pygame.K_n: self.next,
                pygame.K_LEFT: self.back,
                pygame.K_b: self.back,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_p: self.toggle_play,
                pygame.K_ESCAPE: self.close,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return
            if event.key == pygame.K_F1:
                self.open_help()
            return
        super().handle(event)

    # ------------------------------------------------------------ drawing

    def board_targets(self, dec) -> dict:
        """Only the place the recorded game picks next is highlighted (with its path)."""
        targets = super().board_targets(dec)
        upcoming = None if self.at_end() else self.choices[self.position]
        picked = {k: ch for k, ch in targets.items() if ch.id == upcoming}
        self.path.preview = (
            next(iter(picked), None) if dec is not None and dec.kind == "move" else None
        )
        return picked


class ReplayBanner:
    """The replay's banner: where the game stands, the next recorded decision, and the Back /
    Play / Next / Close buttons (no Undo: Back is here)."""

    def __init__(self, replay: ReplayScene) -> None:
        self.replay = replay

    def draw(self, c: Canvas, dec: Decision | None) -> None:
        replay = self.replay
        ui = replay.ui
        st = replay.state
        turn, phase = where_we_are(c, st, (34, 18, 14), d.GOLD)
        c.text(f"{turn} · {phase}", (16, 28), 24, "serif-b", d.GOLD, "midleft", max_w=330)
        n, total = replay.position, len(replay.choices)
        if replay.problem:
            status, colour = replay.problem, (240, 130, 100)
        elif n < total:
            status = f"Decision {n + 1} of {total} — next: “{self._next_label(dec)}”"
            colour = d.TEXT_LIGHT
        else:
            over = " — the game is over" if dec is None else ""
            status, colour = f"All {total} decisions replayed{over}", (150, 220, 140)
        x = 370
        c.text(
            f"REPLAY · {replay.title}", (x, 16), 13, "sans-b", (236, 170, 90), "midleft", max_w=660
        )
        c.text(status, (x, 38), 17, "serif", colour, "midleft", max_w=660)
        ui.add(Hit((x, 4, 660, 48), "banner:replay", None, status))
        bx = 1062
        end = replay.at_end()
        button(
            c,
            ui,
            (bx, 10, 80, 36),
            "‹ Back",
            "btn:replay-back",
            replay.back,
            n > 0,
            "One decision back (←)" if n > 0 else "At the start",
            16,
            "dark",
        )
        button(
            c,
            ui,
            (bx + 88, 10, 84, 36),
            "Pause" if replay.playing else "Play",
            "btn:replay-play",
            replay.toggle_play,
            replay.playing or not end,
            "Step through the decisions by themselves (Space)",
            16,
            "primary",
        )
        button(
            c,
            ui,
            (bx + 180, 10, 80, 36),
            "Next ›",
            "btn:replay-next",
            replay.next,
            not end,
            "The next decision (→)" if not end else "Nothing more to replay",
            16,
            "dark",
        )
        button(
            c,
            ui,
            (bx + 268, 10, 80, 36),
            "Close",
            "btn:replay-close",
            replay.close,
            True,
            "Leave the replay (Esc)",
            16,
            "dark",
        )

    def _next_label(self, dec: Decision | None) -> str:
        """The label of the choice the recorded game makes next (its id if not offered)."""
        choice = self.replay.choices[self.replay.position]
        if dec is not None:
            for ch in dec.choices:
                if ch.id == choice:
                    return ch.label
        return choice
