"""AI seats on the board, and the Hint: the AI's choice shown, explained, and (for an AI seat)
made through the same path as a click.

When the pending decision belongs to a seat the AI plays, :class:`AiSeats` waits for the
board's animations to end, pauses a beat (longer to read a card that was drawn), and plays the
AI's choice through the board scene's ``submit`` (:attr:`AiSeats.play`), at most one decision a
frame, so the window keeps drawing and Esc still opens the menu. Meanwhile the choice is highlighted and a line says what
the AI decided and why. Space skips ahead to the next person's decision (in a game with no
person at the table, it switches fast-forward on and off).

The advice comes from :func:`arkham.ai.advice.advise`. The quick level answers at once; a
slower one thinks in a worker thread on a fork of the game, never the live one, with
"thinking…" on screen. A Hint (the button, or H) asks the strongest level about a person's
decision and highlights its pick the same way.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from arkham.ui import draw as d
from arkham.ui.draw import Canvas

if TYPE_CHECKING:
    from arkham.ai.advice import Advice
    from arkham.ui.board.table import Table
    from arkham.ui.session import GameSession

log = logging.getLogger(__name__)

BEAT = 0.6
"""Seconds (at animation speed "normal") between the end of what one decision showed and the
AI's next decision: long enough to see its pick highlighted."""
READ = 2.5
"""Seconds (at "normal") a card drawn in an AI's turn stays up before the AI moves on."""
THOUGHT = pygame.event.custom_type()
"""Posted by the thinking thread when its advice is ready: it wakes the idle loop, which does
not redraw while the AI thinks (the drawing would hold the interpreter lock it needs)."""
QUICK = "steady"
"""The level that answers within a frame: asked on the spot, without a thread."""
HINT_RING = (255, 214, 90)


def levels() -> tuple[str, ...]:
    """The AI levels the advice module offers, weakest first."""
    from arkham.ai.advice import LEVELS

    return tuple(LEVELS)


def decision_key(session: GameSession) -> tuple[int, int, str | None]:
    """Which decision of which game is pending: advice for another key is stale (a decision
    made since, or an undo)."""
    choices = session.game.choices
    return id(session.game), len(choices), choices[-1] if choices else None


class Thinker:
    """The AI's advice for one pending decision at one level."""

    def __init__(self, session: GameSession, level: str) -> None:
        from arkham.ai.advice import advise

        self.key = decision_key(session)
        self.level = level if level in levels() else QUICK
        self.advice: Advice | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        game = session.game
        if self.level == QUICK:
            self.advice = advise(game, QUICK)
            return
        copy = game.fork()  # milliseconds, here: the live game must not move under the thread
        self._fallback = lambda: advise(game, QUICK)

        def think() -> None:
            try:
                self.advice = advise(copy, self.level)
            except Exception as exc:  # shown as a quick answer instead, never a crash
                self._error = exc
            with contextlib.suppress(pygame.error):  # no event queue: the loop polls anyway
                pygame.event.post(pygame.event.Event(THOUGHT))

        self._thread = threading.Thread(target=think, name="arkham-ai", daemon=True)
        self._thread.start()

    def ready(self) -> bool:
        return self._thread is None or not self._thread.is_alive()

    def result(self) -> Advice:
        """The advice (only once :meth:`ready`); the quick level's when the thinking failed."""
        if self.advice is None:
            log.error("the %s AI failed; the %s level answers", self.level, QUICK)
            if self._error is not None:
                log.error("%s: %s", type(self._error).__name__, self._error)
            self.advice = self._fallback()
        return self.advice


class AiSeats:
    """Plays the AI seats' decisions on the board and answers the Hint."""

    def __init__(
        self,
        table: Table,
        play: Callable[[str], None],
        on_top: Callable[[], bool],
        key_for: Callable[[str], str | None],
    ) -> None:
        self.table = table
        self.play = play
        """Answer the pending decision with an AI seat's choice."""
        self.on_top = on_top
        """Whether the board is the top scene (no menu or other screen over it)."""
        self.key_for = key_for
        """The hit key that submits a choice id in the last drawn frame (None: none)."""
        self.rest = 0.0
        """Seconds the board has been still since the AI's last decision or animation."""
        self.fast = False
        """Space was pressed: no pauses, no animations, until a person decides."""
        self.thinker: Thinker | None = None
        self.line: str | None = None
        """What the AI decided last, and why (shown until a person decides)."""
        self.hint: Thinker | None = None
        self.hint_drawn = False
        """Whether the board was redrawn since the hint arrived."""

    @property
    def session(self) -> GameSession:
        return self.table.session

    # ------------------------------------------------------------ reading

    def playing(self) -> bool:
        """Whether the pending decision is an AI seat's."""
        return self.session.ai_level() is not None

    def all_ai(self) -> bool:
        session = self.session
        return all(session.seat_of(inv) != "human" for inv in session.state.investigators)

    def busy(self) -> bool:
        """Whether the board must keep ticking: an AI seat to play, unless the AI is thinking
        in its thread (the loop then sleeps until :data:`THOUGHT` wakes it)."""
        if self.thinking():
            return False
        return self.on_top() and self.playing()

    def thinking(self) -> bool:
        """Whether advice for the pending decision is being worked out in a thread."""
        key = decision_key(self.session)
        return any(
            t is not None and t.key == key and not t.ready() for t in (self.thinker, self.hint)
        )

    def shown(self) -> Thinker | None:
        """The advice to highlight now: the AI's pick on its own turn, else the hint."""
        key = decision_key(self.session)
        for thinker in (self.thinker, self.hint):
            if thinker is not None and thinker.key == key and thinker.ready():
                return thinker
        return None

    def hint_key(self) -> str | None:
        """The hit key of the highlighted choice in the last frame (None: none on screen)."""
        thinker = self.shown()
        return None if thinker is None else self.key_for(thinker.result().choice)

    def status(self) -> str | None:
        """The line for the AI's turn: thinking, or what it decided last and why."""
        inv = self.session.decider()
        if not self.playing() or inv is None:
            return self.line
        thinker = self.thinker
        if thinker is not None and thinker.key == decision_key(self.session):
            if thinker.ready():
                return thinker.result().reason  # about to be made, and ringed meanwhile
            return f"{self.session.cat.investigators[inv.id].name} is thinking…"
        return self.line

    def hint_line(self) -> str | None:
        """The Hint's line for the person deciding: thinking, or the pick and its reason."""
        if self.hint is None or self.hint.key != decision_key(self.session):
            return None
        if not self.hint.ready():
            return "Hint: thinking…"
        advice = self.hint.result()
        where = "" if self.hint_key() is not None else f" ({self._label(advice.choice)})"
        return f"Hint: {advice.reason}{where}"

    def _label(self, choice: str) -> str:
        dec = self.session.pending()
        picked = next((c for c in dec.choices if c.id == choice), None) if dec else None
        return picked.label if picked is not None else choice

    # ------------------------------------------------------------ acting

    def hold(self) -> None:
        """Something is animating: the beat starts again after it."""
        self.rest = 0.0

    def ask_hint(self) -> None:
        """Work out the AI's choice for a person's decision (the Hint button and H)."""
        session = self.session
        if session.pending() is None or self.playing():
            return
        if self.hint is None or self.hint.key != decision_key(session):
            self.hint = Thinker(session, levels()[-1])
            self.hint_drawn = False
        self.table.redraw()

    def skip(self) -> None:
        """Space during the AI's turns: straight to the next person's decision (with no person
        at the table: fast-forward on or off)."""
        self.fast = not self.fast if self.all_ai() else True
        self.session.skip_all()
        self.table.redraw()

    def key(self, event: pygame.event.Event) -> bool:
        """Space while the AI plays, H for a hint; True when the key was used."""
        if event.key == pygame.K_SPACE and self.playing():
            self.skip()
            return True
        if event.key == pygame.K_h and not self.playing() and self.session.pending():
            self.ask_hint()
            return True
        return False

    def update(self, dt: float) -> bool:
        """Play the AI seat's pending decision when its time has come; True while an AI seat
        is to decide (the board then waits for it instead of a person)."""
        session = self.session
        if self.hint is not None and self.hint.ready() and not self.hint_drawn:
            self.hint_drawn = True
            self.table.redraw()  # the hint just arrived
        level = session.ai_level()
        if level is None:
            self.thinker = None
            if not self.all_ai():
                self.fast = False
            return False
        pace = 0.0 if self.fast else session.anim_factor
        self.rest += dt
        if session.notices:
            if self.rest >= READ * pace:
                session.dismiss_notice()
                self.rest = 0.0
            return True
        if self.thinker is None or self.thinker.key != decision_key(session):
            self.thinker = Thinker(session, level)
            self.table.redraw()
        if self.rest < BEAT * pace or not self.thinker.ready():
            return True
        advice = self.thinker.result()
        self.thinker = None
        self.line = advice.reason
        self.rest = 0.0
        self.play(advice.choice)
        if self.fast:
            session.skip_all()
        return True

    def decided_by_person(self) -> None:
        """A person answered: the AI's last line and the hint are done with."""
        self.line = None
        self.hint = None

    # ------------------------------------------------------------ drawing

    def draw(self, c: Canvas) -> None:
        """Ring the highlighted choice (the AI's pick or the hint) on top of everything."""
        key = self.hint_key()
        hit = self.table.frame.find(key) if key else None
        if hit is None:
            return
        x, y, w, h = hit.rect
        if hit.circle:
            c.circle(hit.centre, w / 2 + 5, HINT_RING, 4)
            return
        c.rect((x - 5, y - 5, w + 10, h + 10), HINT_RING, 10, 4)
        c.rect((x - 8, y - 8, w + 16, h + 16), d.INK, 12, 1)
