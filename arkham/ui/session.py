"""The game seen from the UI: the :class:`GameSession` owns the engine's :class:`Game`.

``submit(choice_id)`` is the only path into the engine. The events it returns become log lines
(``text.describe``), animations, the last dice roll, and notices (a mythos card drawn, an
encounter read) that the board shows before moving on.

Saving: the session keeps a :class:`~arkham.persistence.Recorder` (a digest at the start of each
turn) and, when ``autosave`` is a path, rewrites the autosave after every decision. Undo: before
each decision the session notes its own state (log length, last roll, notices…) and whether the
decision revealed anything (dice, cards, randomness); it also keeps a *shadow* game one decision
behind, so taking back the last decision is instant however long the game is.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

from arkham.engine.decisions import Context, Decision, IllegalChoice, Scene
from arkham.engine.events import Event
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator
from arkham.engine.text import describe
from arkham.persistence import Loaded, Recorder, SaveFile, save_of, undo_blocker, write_save

log = logging.getLogger(__name__)

# Seconds at animation speed "normal".
TRACK_SECONDS = 0.7
"""A track's space flashing: doom, terror, or an expansion's track (the animation takes its id)."""
DURATIONS = {
    "move-inv": 0.45,
    "move-monster": 0.4,
    "monster-appear": 0.35,
    "gate": 0.8,
    "doom": TRACK_SECONDS,
    "terror": TRACK_SECONDS,
    "clue": 0.35,
}
FACT_KINDS = ("game-started", "final-battle-round")
"""Events whose numbers stay on screen until the next of their kind."""


@dataclass
class LogLine:
    text: str
    kind: str
    turn: int


@dataclass
class Anim:
    kind: str
    data: dict
    duration: float
    t: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


NOTICE_EVENTS = {"look-drawn": "look", "martial-law": "martial-law"}
"""Events shown as a notice of their own (the Innsmouth Look's cards, martial law declared)."""


@dataclass
class Notice:
    """Something the players should read before the next decision."""

    kind: str  # "mythos", "encounter", "look" or "martial-law"
    event: Event
    who: str | None = None
    after: list[str] = field(default_factory=list)
    """Log lines of what followed (an encounter's results)."""
    rolls: list[Event] = field(default_factory=list)
    """The dice rolled in it."""


@dataclass
class Before:
    """The session's own state just before one decision (undo puts it back)."""

    index: int
    """How many choices had been made before it."""
    log_len: int
    last_roll: Event | None
    fresh_roll: bool
    facts: dict[str, Event]
    notices: list[Notice]
    acknowledged: str | None
    blocker: str | None = None
    """Why this decision cannot be taken back (it revealed dice, cards or chance), or None."""
    player: str | None = None
    """The person whose decision it was."""


class GameSession:
    def __init__(self, setup: Setup, seed: str, game: Game | None = None) -> None:
        self.setup = setup
        self.seed = str(seed)
        self.game = game or Game.new(setup, self.seed)
        self.log: list[LogLine] = []
        self.anims: list[Anim] = []
        self.anim_factor = 1.0
        self.notices: list[Notice] = []
        self.last_roll: Event | None = None
        self.fresh_roll = False
        """Whether the last roll happened in the last batch of events."""
        self.revision = 0
        self.facts: dict[str, Event] = {}
        """The latest event of each of :data:`FACT_KINDS`: the numbers the engine set for the
        game (open gates, seals to win) and for the final battle (the Ancient One's combat
        rating, successes per doom token), which the screen shows."""
        self.acknowledged: str | None = None
        """The player who last took the mouse (hot-seat)."""
        self.recorder = Recorder(self.game)
        self.history: list[Before] = []
        self.shadow: Game | None = None
        """The same game one decision behind: undo swaps it in at no cost."""
        self.loading = False
        """Choices are being replayed (a save loading): no shadow follows them, one fork
        makes it at the end."""
        self.autosave: Path | None = None
        """Where to write the autosave after every decision (None: not at all)."""
        self.autosave_error: str | None = None
        self.autosave_ms: list[float] = []
        """How long each autosave took (the UI's figures; the last 200)."""
        if game is None:
            self.absorb(self.game.events)  # the opening: setup up to the first decision
            self.recorder.after_choice(self.game.events)

    @classmethod
    def replay(cls, setup: Setup, seed: str, choices: list[str]) -> GameSession:
        """The same game rebuilt choice by choice, so the log and the last roll come back too
        (how a saved game will load)."""
        session = cls(setup, seed)
        session.anim_factor = 0
        session.loading = True
        for choice_id in choices:
            session.submit(choice_id)
        session.loaded()
        return session

    @classmethod
    def following(cls, game: Game) -> GameSession:
        """A session for a game that has just begun, whose choices are about to be made
        through :meth:`submit` with no animation (a save being loaded: ``persistence.load``
        drives it, so the game is replayed once and the log comes back with it). Finish
        with :meth:`loaded`."""
        session = cls(game.setup, game.seed, game)
        session.anim_factor = 0
        session.loading = True
        session.absorb(game.events)
        session.recorder.after_choice(game.events)
        return session

    @classmethod
    def from_loaded(cls, loaded: Loaded) -> GameSession:
        """A session for a loaded save: the one that followed its replay (see
        :meth:`following`), else one rebuilt by replaying its choices, so the log comes back
        too. Nobody holds the mouse yet: when two people play, Continue and Load open on the
        hand-over screen, as a new game does (issue 17 §5)."""
        game = loaded.game
        driver = loaded.driver
        if isinstance(driver, GameSession) and driver.game is game:
            session = driver
            session.loaded()
        else:
            session = cls.replay(game.setup, game.seed, list(game.choices))
        session.acknowledged = None
        return session

    def loaded(self) -> None:
        """The end of a :meth:`following` replay: animations back on, the notices of the
        replay dropped, and the game one decision back made ready for an undo (a fork)."""
        self.loading = False
        self.anim_factor = 1.0
        self.notices.clear()
        self.acknowledged = self.decider_player()
        n = len(self.game.choices)
        self.shadow = self.game.fork(n - 1) if n else None

    # ------------------------------------------------------------ reading

    @property
    def state(self):
        return self.game.state

    @property
    def cat(self):
        return self.game.cat

    def pending(self) -> Decision | None:
        return self.game.pending()

    def decider(self) -> Investigator | None:
        """The investigator who decides now (the first player for a group decision)."""
        d = self.pending()
        st = self.state
        if d is not None and d.investigator:
            try:
                return st.investigator(d.investigator)
            except KeyError:
                return None
        playing = st.playing()
        return playing[0] if playing else (st.investigators[0] if st.investigators else None)

    def decider_player(self) -> str | None:
        inv = self.decider()
        return inv.player if inv else None

    def player_names(self) -> list[str]:
        seen: list[str] = []
        for inv in self.state.investigators:
            if inv.player not in seen:
                seen.append(inv.player)
        return seen

    def needs_hand_over(self) -> str | None:
        """The player to hand the mouse to, when the decision passes to another person."""
        if self.pending() is None or len(self.player_names()) < 2:
            return None
        who = self.decider_player()
        if who is not None and who != self.acknowledged:
            return who
        return None

    # ------------------------------------------------------------ acting

    def submit(self, choice_id: str) -> list[Event]:
        before = Before(
            len(self.game.choices),
            len(self.log),
            self.last_roll,
            self.fresh_roll,
            dict(self.facts),
            list(self.notices),
            self.acknowledged,
            player=self.decider_player(),
        )
        draws = self.game.rng.draws
        events = self.game.choose(choice_id)  # an illegal id raises here and changes nothing
        before.blocker = undo_blocker(events, self.game.rng.draws != draws)
        self.history.append(before)
        self.recorder.after_choice(events)
        self._follow_with_shadow()
        self.absorb(events)
        self.write_autosave()
        return events

    # ------------------------------------------------------------ saving

    def save(self) -> SaveFile:
        return save_of(self.game, self.recorder.checkpoints)

    def write_autosave(self) -> None:
        """Rewrite the autosave (atomic, with backups). A failure is shown, never raised."""
        if self.autosave is None:
            return
        start = time.perf_counter()
        try:
            write_save(self.autosave, self.save())
            self.autosave_error = None
        except OSError as exc:
            reason = f"Autosave failed: {exc.strerror or exc} ({self.autosave})"
            if reason != self.autosave_error:
                log.warning(reason)
            self.autosave_error = reason
        self.autosave_ms.append((time.perf_counter() - start) * 1000)
        del self.autosave_ms[:-200]

    # ------------------------------------------------------------ undo

    def _follow_with_shadow(self) -> None:
        """Keep the shadow game exactly one decision behind (when there is one; see
        :meth:`ensure_shadow`)."""
        n = len(self.game.choices)
        if self.loading:
            return
        try:
            if n == 1:
                self.shadow = Game.new(self.game.setup, self.game.seed, self.cat)
            elif self.shadow is not None and len(self.shadow.choices) == n - 2:
                self.shadow.choose(self.game.choices[n - 2])
            else:
                self.shadow = None
        except IllegalChoice:  # cannot happen with a deterministic engine; undo then replays
            self.shadow = None

    def ensure_shadow(self) -> None:
        """Rebuild the shadow game when it is missing (after an undo): a fork one choice back.
        The board calls this while idle, so the next undo is instant."""
        n = len(self.game.choices)
        if n and (self.shadow is None or len(self.shadow.choices) != n - 1):
            self.shadow = self.game.fork(n - 1)

    def undo_blocker(self) -> str | None:
        """None when the last decision can be undone; otherwise why not (for the button)."""
        if not self.game.choices:
            return "Nothing to undo yet"
        last = self.history[-1] if self.history else None
        if last is None or last.index != len(self.game.choices) - 1:
            return "Cannot undo a decision made before this game was loaded"
        return last.blocker

    def undo_asks(self) -> str | None:
        """The person whose decision Undo would take back, when that is not the person at the
        mouse now (hot-seat: Undo then asks first, issue 17 §5); else None."""
        if len(self.player_names()) < 2 or not self.history:
            return None
        last = self.history[-1]
        if last.index != len(self.game.choices) - 1 or last.player is None:
            return None
        now = self.acknowledged or self.decider_player()
        return last.player if now is not None and now != last.player else None

    def undo(self) -> None:
        """Take back the last decision (only when :meth:`undo_blocker` allows it)."""
        reason = self.undo_blocker()
        if reason is not None:
            raise ValueError(reason)
        self.rewind()
        self.write_autosave()

    def rewind(self) -> None:
        """Go back one decision, whatever it revealed (undo; Back in a replay). Instant when
        the shadow game is there, else a replay of all the choices but the last."""
        n = len(self.game.choices)
        if n == 0:
            return
        if self.shadow is not None and len(self.shadow.choices) == n - 1:
            game = self.shadow
        else:
            game = self.game.fork(n - 1)
        self.shadow = None
        self.game = game
        kept = {i: d for i, d in self.recorder.checkpoints.items() if i <= n - 1}
        self.recorder = Recorder(game, kept)
        before = self.history[-1] if self.history else None
        if before is not None and before.index == n - 1:
            self.history.pop()
            del self.log[before.log_len :]
            self.last_roll = before.last_roll
            self.fresh_roll = before.fresh_roll
            self.facts = before.facts
            self.notices = list(before.notices)
            self.acknowledged = before.acknowledged
        self.anims.clear()
        self.revision += 1

    def absorb(self, events: list[Event]) -> None:
        self.revision += 1
        self.fresh_roll = any(ev.kind == "dice-rolled" for ev in events)
        encounter: Notice | None = None
        for ev in events:
            try:
                line = describe(self.game, ev)
            except Exception:  # a log line must never stop the game
                line = f"{ev.kind}: {ev.data}"
            self._add_line(line, ev.kind)
            if ev.kind == "dice-rolled":
                self.last_roll = ev
            elif ev.kind == "ancient-one-awakens":
                # The final battle shows its own rolls, never one from before it (issue 17 §3).
                self.last_roll = None
                self.fresh_roll = False
            elif ev.kind in FACT_KINDS:
                self.facts[ev.kind] = ev
            if ev.kind == "mythos" and ev.data.get("type") != "special":
                self.notices.append(Notice("mythos", ev))
                encounter = None
            elif ev.kind == "encounter":
                encounter = Notice("encounter", ev, ev.investigator)
                self.notices.append(encounter)
            elif encounter is not None and ev.kind not in ("phase-started", "turn-started"):
                encounter.after.append(line)
                if ev.kind == "dice-rolled":
                    encounter.rolls.append(ev)
            elif ev.kind in ("phase-started", "turn-started"):
                encounter = None
            if ev.kind in NOTICE_EVENTS:
                self.notices.append(Notice(NOTICE_EVENTS[ev.kind], ev, ev.investigator))
            self._animate(ev)
        d = self.pending()
        if d is not None and d.context is not None:
            # The decision's own overlay shows its card; no separate notice is needed for it.
            ctx = d.context
            self.notices = [
                n for n in self.notices if not (n is self.notices[-1] and _same_card(n, ctx))
            ]

    def dismiss_notice(self) -> None:
        if self.notices:
            self.notices.pop(0)
            self.revision += 1

    def _add_line(self, text: str, kind: str) -> None:
        self.log.append(LogLine(text, kind, self.state.turn))

    # ------------------------------------------------------------ animations

    def _animate(self, ev: Event) -> None:
        if self.anim_factor <= 0:
            return
        k = ev.kind
        d = ev.data
        if k == "moved":
            self._queue("move-inv", inv=ev.investigator, frm=d["frm"], to=d["to"])
        elif k == "monster-moved":
            self._queue("move-monster", monster=d["monster"], frm=d["frm"], to=d["to"])
        elif k == "monster-appeared" and d.get("at") not in (None, "encounter"):
            self._queue("monster-appear", monster=d["monster"], at=d["at"])
        elif k == "gate-opened":
            self._queue("gate", at=d["at"])
        elif k == "doom-changed":
            self._queue("doom", value=d["value"], delta=d["delta"])
        elif k == "terror-changed":
            self._queue("terror", value=d["value"], delta=d["delta"])
        elif k == "track-changed":  # an expansion's track: the animation takes its id
            self._queue(str(d["track"]), value=d["value"], delta=d["delta"])

    def _queue(self, kind: str, **data: object) -> None:
        seconds = DURATIONS.get(kind, TRACK_SECONDS)
        self.anims.append(Anim(kind, dict(data), seconds * self.anim_factor))

    def animating(self) -> bool:
        return bool(self.anims)

    def step_anims(self, dt: float) -> bool:
        """Advance the current animation; True while any is running."""
        while self.anims and dt > 0:
            a = self.anims[0]
            a.t += dt
            if a.t >= a.duration:
                dt = a.t - a.duration
                self.anims.pop(0)
            else:
                dt = 0
        return bool(self.anims)

    def skip_anims(self) -> None:
        self.anims.clear()


def _same_card(n: Notice, ctx: Context) -> bool:
    card = str(n.event.data.get("card", ""))
    scene = Scene.MYTHOS if n.kind == "mythos" else Scene.ENCOUNTER
    return ctx.scene is scene and ctx.card == card
