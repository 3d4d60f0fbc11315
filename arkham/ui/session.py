"""The game seen from the UI: the :class:`GameSession` owns the engine's :class:`Game`.

``submit(choice_id)`` is the only path into the engine. The events it returns become log lines
(``text.describe``), the last dice roll, and a *sequence* the board plays before the next
decision (issue 17 §2): timed steps (:class:`Anim`: a monster moving, a gate opening, a clue
appearing, each with its line of text) and held steps (:class:`Notice`: a mythos card revealed,
an encounter read, a roll's result in the window that asked for it) that wait for Continue.
While the sequence plays, :attr:`GameSession.state` is the *shown state* — the state from before
the decision with the events replayed up to the step on screen (:mod:`arkham.ui.board.sequence`)
— so the map, the tracks, the banner and the log never run ahead of what has been shown; the
engine's own state is ``session.game.state``. Each step's sounds are handed out
(:meth:`GameSession.take_sounds`) when it starts.

The contract for whoever drives the board (the UI, bots in a seat): :meth:`animating` is true
while a timed step runs (frames are needed), :meth:`busy` while any step is still to be shown;
:meth:`skip_anims` runs the timed steps on to the next held one, :meth:`skip_all` to the next
decision; :meth:`step_anims` advances by a given ``dt`` (tests pass a fixed one).

Saving: the session keeps a :class:`~arkham.persistence.Recorder` (a digest at the start of each
turn) and, when ``autosave`` is a path, rewrites the autosave after every decision. Undo: before
each decision the session notes its own state (log length, last roll, notices…) and whether the
decision revealed anything (dice, cards, randomness); it also keeps a *shadow* game one decision
behind, so taking back the last decision is instant however long the game is.

Loading: a save's choices are replayed into the session unseen (:meth:`GameSession.following`),
with little work per choice — the log keeps the events and tells a line when it is first read
(:class:`Log`), and the undo records are made at the end, only for the decisions undo can reach.
"""

from __future__ import annotations

import logging
import time
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar, overload

from arkham.engine.checks import CheckSettled, DiceRolled
from arkham.engine.decisions import Context, Decision, IllegalChoice, Scene
from arkham.engine.events import Event
from arkham.engine.final_battle import AncientOneAwakens
from arkham.engine.flow import EncounterRead
from arkham.engine.game import Game, Setup
from arkham.engine.mythos import MythosDrawn
from arkham.engine.state import Investigator
from arkham.engine.text import describe
from arkham.persistence import (
    HUMAN,
    Loaded,
    Recorder,
    SaveFile,
    Seat,
    save_of,
    undo_blocker,
    write_save,
)
from arkham.ui.board.sequence import ShownGame, apply
from arkham.ui.sound import sounds_for

log = logging.getLogger(__name__)

E = TypeVar("E", bound=Event)

MAX_SOUNDS = 16
"""Sounds kept for the board to play (a session nobody shows keeps no more)."""
REVEAL_SECONDS = 0.5
"""How long a mythos card takes to turn face up, at animation speed "normal"."""
ROLL_SECONDS = 0.8
"""How long a result's dice tumble before they land, at animation speed "normal"."""


class LogLine:
    """A line of the game log: its text, the kind of event it tells and the turn it happened
    in."""

    __slots__ = ("kind", "text", "turn")

    def __init__(self, text: str, kind: str, turn: int) -> None:
        self.text = text
        self.kind = kind
        self.turn = turn

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogLine):
            return NotImplemented
        return (self.text, self.kind, self.turn) == (other.text, other.kind, other.turn)

    def __repr__(self) -> str:
        return f"LogLine({self.text!r}, {self.kind!r}, {self.turn})"


class _Lines(Sequence[LogLine]):
    """Lines of the log, equal to any sequence of the same lines (a list of them too)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    @overload
    def __getitem__(self, index: int) -> LogLine: ...

    @overload
    def __getitem__(self, index: slice) -> list[LogLine]: ...

    def __getitem__(self, index: int | slice) -> LogLine | list[LogLine]:
        n = len(self)
        if isinstance(index, slice):
            return [self._line(i) for i in range(*index.indices(n))]
        if not -n <= index < n:
            raise IndexError("log line out of range")
        return self._line(index % n)

    def _line(self, index: int) -> LogLine:
        """Line ``index`` (0 to the length less one)."""
        raise NotImplementedError


class Log(_Lines):
    """The game log, oldest line first. The lines of choices replayed unseen (a save loading)
    are kept as their events and told (:func:`log_line`) only when first read: a loaded
    save's thousands of lines are told only as far as the log is scrolled. ``describe`` reads
    the catalog and the game's fixed facts only, so a line told later, in the session's game
    of then (after an undo too), reads as it would have when it happened."""

    __slots__ = ("_items", "_session", "_starts", "_turns")

    def __init__(self, session: GameSession) -> None:
        self._session = session
        self._items: list[LogLine | Event] = []
        """The lines, each a :class:`LogLine` or, until it is read, the event it tells."""
        self._starts: list[int] = []
        self._turns: list[int] = []
        """Where the turn of the untold lines changes: from item ``_starts[k]`` on, it is
        ``_turns[k]`` (the turn each batch of events ended in)."""

    def __len__(self) -> int:
        return len(self._items)

    def _line(self, index: int) -> LogLine:
        item = self._items[index]
        if isinstance(item, LogLine):
            return item
        turn = self._turns[bisect_right(self._starts, index) - 1]
        line = LogLine(log_line(self._session.game, item), item.kind, turn)
        self._items[index] = line
        return line

    def __repr__(self) -> str:
        return f"Log({len(self._items)} lines)"

    def append(self, line: LogLine) -> None:
        self._items.append(line)

    def add_untold(self, events: list[Event], turn: int) -> None:
        """Log ``events``, which happened up to the end of turn ``turn``, to be told when read."""
        if not self._turns or self._turns[-1] != turn:
            self._starts.append(len(self._items))
            self._turns.append(turn)
        self._items += events

    def truncate(self, length: int) -> None:
        """Keep only the first ``length`` lines (an undo takes the later ones back)."""
        del self._items[length:]
        while self._starts and self._starts[-1] >= length:
            self._starts.pop()
            self._turns.pop()

    def upto(self, length: int) -> LogView:
        """The first ``length`` lines, told only when read too."""
        return LogView(self, length)


class LogView(_Lines):
    """The first lines of a :class:`Log` (what the board shows while a sequence plays)."""

    __slots__ = ("_length", "_log")

    def __init__(self, log: Log, length: int) -> None:
        self._log = log
        self._length = min(length, len(log))

    def __len__(self) -> int:
        return self._length

    def _line(self, index: int) -> LogLine:
        return self._log._line(index)


def log_line(game: Game, ev: Event) -> str:
    """The log's line for ``ev`` (a line must never stop the game: one that cannot be told
    shows the event's raw data)."""
    try:
        return describe(game, ev)
    except Exception:
        return f"{ev.kind}: {ev.data}"


@dataclass
class Anim:
    """A timed step of the sequence: a token animation or a line of text, or both."""

    kind: str
    data: dict
    duration: float
    t: float = 0.0
    event: Event | None = None
    line: str = ""
    """The line of text shown over the map while it plays."""
    seq: int = 0
    """Its place in the sequence (timed and held steps share the count)."""
    upto: int = 0
    """How many of the batch's events the board shows while it plays."""

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


@dataclass
class Notice:
    """Something the players should read before the next decision."""

    kind: str
    """'mythos', 'encounter', 'result', or the name of an event's own window
    (:attr:`~arkham.engine.events.Show.notice`: the event draws it, ``event.page``)."""
    event: Event
    who: str | None = None
    after: list[str] = field(default_factory=list)
    """Log lines of what followed (an encounter's or a roll's results)."""
    rolls: list[DiceRolled] = field(default_factory=list)
    """The dice rolled in it."""
    decision: Decision | None = None
    """A result's asking decision: the result is shown in that decision's window."""
    seq: int = 0
    upto: int = 0
    t: float = 0.0
    """Seconds since it came up (a result's dice tumble, then land)."""

    @property
    def passed(self) -> bool | None:
        """Whether a result's last counted roll passed (None: nothing was counted)."""
        counted = [r for r in self.rolls if r.successes is not None]
        if not counted:
            return None
        last = counted[-1]
        return last.successes is not None and last.successes >= (last.needed or 0)


Facts = dict[type[Event], Event]
"""The latest event of each kind whose numbers stay on screen (:attr:`Show.fact`)."""
_Unseen = tuple[int, DiceRolled | None, bool, Facts, str | None, str | None, list[Event], bool]
"""What :class:`Before` holds for a decision replayed unseen, but the log's length and the
blocker: the events and whether the random source moved instead (the log holds nothing else
while a save loads; see :meth:`GameSession._submit_unseen`)."""


def _reveals(events: list[Event]) -> bool:
    """Whether any of the events revealed something (dice, a card): no undo past them."""
    return any(ev.show.reveals for ev in events)


def _moves_roll_or_facts(ev: Event) -> bool:
    """Whether the event changes the last roll or the facts."""
    return isinstance(ev, DiceRolled | AncientOneAwakens) or ev.show.fact


@dataclass
class Before:
    """The session's own state just before one decision (undo puts it back)."""

    index: int
    """How many choices had been made before it."""
    log_len: int
    last_roll: DiceRolled | None
    fresh_roll: bool
    facts: Facts
    acknowledged: str | None
    blocker: str | None = None
    """Why this decision cannot be taken back (it revealed dice, cards or chance), or None."""
    player: str | None = None
    """The person whose decision it was."""


class GameSession:
    def __init__(
        self, setup: Setup, seed: str, game: Game | None = None, seats: list[Seat] | None = None
    ) -> None:
        self.setup = setup
        self.seats: list[Seat] = list(seats) if seats else [HUMAN] * len(setup.players)
        """Who plays each investigator (by seat): a person, or the AI at a level."""
        self.seed = str(seed)
        self.game = game or Game.new(setup, self.seed)
        self.log = Log(self)
        self.timed: list[Anim] = []
        """The timed steps still to be shown, in order (held steps: :attr:`notices`)."""
        self.anim_factor = 1.0
        self.notices: list[Notice] = []
        self.showing = True
        """Whether the board shows this session (False while a save is replayed into it: no
        sequence is laid out for decisions nobody watches)."""
        self.result_seconds = 0.0
        """How long a roll's result stays up on its own (0: until Continue is clicked)."""
        self.sounds: list[str] = []
        """Sounds of the steps started and not yet played (:meth:`take_sounds`)."""
        self._shown = None
        """The shown state while a sequence plays (None: the engine's own state)."""
        self._batch: list[Event] = []
        self._applied = 0
        """How many of ``_batch``'s events the shown state has had replayed."""
        self._log_base = 0
        self._seq = 0
        self._started = -1
        self._roll_before: DiceRolled | None = None
        """The last roll before the batch being shown."""
        self.last_roll: DiceRolled | None = None
        self.fresh_roll = False
        """Whether the last roll happened in the last batch of events."""
        self.revision = 0
        self.facts: Facts = {}
        """The latest event of each kind whose numbers stay on screen (:meth:`fact`): the
        numbers the engine set for the game (open gates, seals to win) and for the final
        battle (the Ancient One's combat rating, successes per doom token). Replaced, never
        changed in place: the undo records share it."""
        self.acknowledged: str | None = None
        """The player who last took the mouse (hot-seat)."""
        self.recorder = Recorder(self.game)
        self.history: list[Before] = []
        """An undo record per decision, oldest first. After a load, only those undo can reach:
        back to the last loaded decision that revealed something (:meth:`loaded`)."""
        self._unseen: list[_Unseen] = []
        """While loading: the records of the decisions since the last one that revealed
        something (that one first), made into :attr:`history` by :meth:`loaded`."""
        self.shadow: Game | None = None
        """The same game one decision behind: undo swaps it in at no cost."""
        self.loading = False
        """Choices are being replayed (a save loading): no shadow follows them, no sequence is
        laid out and the log lines are told when first read (:meth:`_submit_unseen`)."""
        self.autosave: Path | None = None
        """Where to write the autosave after every decision (None: not at all)."""
        self.autosave_error: str | None = None
        self.moved_aside: list[str] = []
        """What the autosave moved out of its way (a folder at a backup's name), one line each,
        until the board has shown it."""
        self.autosave_ms: list[float] = []
        """How long each autosave took (the UI's figures; the last 200)."""
        if game is None:
            self.absorb(self.game.events)  # the opening: setup up to the first decision
            self.recorder.after_choice(self.game.events)

    @classmethod
    def replay(cls, setup: Setup, seed: str, choices: list[str]) -> GameSession:
        """The same game rebuilt choice by choice, so the log and the last roll come back too
        (how a saved game will load)."""
        session = cls.following(Game.new(setup, seed))
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
        session.showing = False
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
        if loaded.save.seats:
            session.seats = list(loaded.save.seats)
        return session

    def loaded(self) -> None:
        """The end of a :meth:`following` replay: the undo records made, animations back on,
        the notices of the replay dropped. The game one decision back for an undo is not made
        here: the board makes it (a fork, :meth:`ensure_shadow`) once it is idle, and only
        when the last decision can be undone."""
        self.loading = False
        log_len = len(self.log)
        made = []
        for index, roll, fresh, facts, acknowledged, player, events, moved in reversed(
            self._unseen
        ):
            log_len -= len(events)
            blocker = undo_blocker(events, moved)
            made.append(Before(index, log_len, roll, fresh, facts, acknowledged, blocker, player))
        self.history.extend(reversed(made))
        self._unseen = []
        self.anim_factor = 1.0  # the app sets the player's own speed when it shows the game
        self.showing = True
        self._batch, self._applied, self._log_base = [], 0, len(self.log)
        self._roll_before, self._shown = self.last_roll, None
        self.skip_all()
        self.sounds.clear()
        self.acknowledged = self.decider_player()
        self.shadow = None

    # ------------------------------------------------------------ reading

    @property
    def state(self):
        """The state the screen draws: the shown state while a sequence plays (issue 17 §2),
        else the engine's."""
        if self._shown is not None:
            self._sync()
            if self._shown is not None:
                return self._shown
        return self.game.state

    @property
    def shown_game(self):
        """The game as shown so far: the engine's own game, or while a sequence plays, the
        same game reading the shown state (:class:`~arkham.ui.board.sequence.ShownGame`)."""
        state = self.state
        return self.game if state is self.game.state else ShownGame(self.game, state)

    @property
    def cat(self):
        return self.game.cat

    def fact(self, kind: type[E]) -> E | None:
        """The latest event of ``kind`` whose numbers stay on screen (``GameStarted``,
        ``FinalBattleRound``), or None before the first."""
        ev = self.facts.get(kind)
        return ev if isinstance(ev, kind) else None

    def pending(self) -> Decision | None:
        return self.game.pending()

    def decider(self) -> Investigator | None:
        """The investigator who decides now (the first player for a group decision). While a
        roll's result is held up to read, its roller: they read it and click Continue, and
        the sheet, the banner and the window are theirs (issue 17 §3)."""
        d = self.pending()
        st = self.state
        n = self.current_notice()
        who = n.who if n is not None and n.kind == "result" and n.who else None
        if who is None and d is not None:
            who = d.investigator
        if who:
            try:
                return st.investigator(who)
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

    def seat_of(self, inv: Investigator) -> Seat:
        """Who plays ``inv``: ``"human"`` or the AI's level."""
        return self.seats[inv.seat] if 0 <= inv.seat < len(self.seats) else HUMAN

    def ai_level(self) -> Seat | None:
        """The AI's level when the pending decision belongs to an AI seat; None for a person's
        decision and once the game is over."""
        if self.pending() is None:
            return None
        inv = self.decider()
        seat = self.seat_of(inv) if inv is not None else HUMAN
        return None if seat == HUMAN else seat

    def people(self) -> set[str]:
        """The names of the people at the table (the players of the human seats)."""
        return {inv.player for inv in self.state.investigators if self.seat_of(inv) == HUMAN}

    def set_seat(self, seat: int, who: Seat) -> None:
        """Hand seat ``seat`` to the AI at a level, or back to a person (saved at once)."""
        self.seats[seat] = who
        self.revision += 1
        self.write_autosave()

    def needs_hand_over(self) -> str | None:
        """The player to hand the mouse to, when the decision passes to another person (never
        to an AI seat, and only when two people or more play)."""
        if self.pending() is None or self.ai_level() is not None or len(self.people()) < 2:
            return None
        who = self.decider_player()
        if who is not None and who != self.acknowledged:
            return who
        return None

    # ------------------------------------------------------------ acting

    def submit(self, choice_id: str) -> list[Event]:
        if self.loading:
            return self._submit_unseen(choice_id)
        self.skip_all()
        before = Before(
            len(self.game.choices),
            len(self.log),
            self.last_roll,
            self.fresh_roll,
            self.facts,
            self.acknowledged,
            player=self.decider_player(),
        )
        asking = self.pending()
        shown = self.game.state.model_copy(deep=True) if self.showing else None
        draws = self.game.rng.draws
        events = self.game.choose(choice_id)  # an illegal id raises here and changes nothing
        before.blocker = undo_blocker(events, self.game.rng.draws != draws)
        self.history.append(before)
        self.recorder.after_choice(events)
        self._follow_with_shadow()
        self.absorb(events, asking, shown)
        self.write_autosave()
        return events

    def _submit_unseen(self, choice_id: str) -> list[Event]:
        """:meth:`submit` while choices are replayed (a save loading: a long save makes
        thousands), with as little work per choice as the result needs: the checkpoints, the
        log (told when read), the last roll and the facts as :meth:`submit` leaves them, and
        the undo records undo can reach — a decision that revealed something (dice, cards,
        chance) can never be taken back, so the records before it are dropped, and the rest
        are made into :class:`Before` records by :meth:`loaded`."""
        game = self.game
        decision = game.pending()
        who = decision.investigator if decision is not None else None
        player = None
        if who and not self.notices and self._shown is None:  # decider_player(), quicker
            for inv in game.state.investigators:
                if inv.id == who:
                    player = inv.player
                    break
        else:
            player = self.decider_player()
        index, roll, fresh, facts = len(game.choices), self.last_roll, self.fresh_roll, self.facts
        rng = game.state.rng  # the rules never swap it (only a fork or a searching AI does)
        draws = rng.draws
        events = game.choose(choice_id)  # an illegal id raises here and changes nothing
        moved = rng.draws != draws
        self.recorder.after_choice(events)
        self._absorb_unseen(events)
        if moved or _reveals(events):
            self._unseen.clear()
        self._unseen.append((index, roll, fresh, facts, self.acknowledged, player, events, moved))
        return events

    # ------------------------------------------------------------ saving

    def save(self) -> SaveFile:
        return save_of(self.game, self.recorder.checkpoints, self.seats)

    def write_autosave(self) -> None:
        """Rewrite the autosave (atomic, with backups). A failure is shown, never raised."""
        if self.autosave is None:
            return
        start = time.perf_counter()
        try:
            moved = write_save(self.autosave, self.save())
            self.autosave_error = None
        except OSError as exc:
            reason = f"Autosave failed: {exc.strerror or exc} ({self.autosave})"
            if reason != self.autosave_error:
                log.warning(reason)
            self.autosave_error = reason
        else:
            for line in moved:
                log.warning(line)
            self.moved_aside.extend(moved)
        self.autosave_ms.append((time.perf_counter() - start) * 1000)
        del self.autosave_ms[:-200]

    # ------------------------------------------------------------ undo

    def _follow_with_shadow(self) -> None:
        """Keep the shadow game exactly one decision behind (when there is one; see
        :meth:`ensure_shadow`)."""
        n = len(self.game.choices)
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
        if len(self.people()) < 2 or not self.history:
            return None
        last = self.history[-1]
        if last.index != len(self.game.choices) - 1 or last.player not in self.people():
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
            self.log.truncate(before.log_len)
            self.last_roll = before.last_roll
            self.fresh_roll = before.fresh_roll
            self.facts = before.facts
            self.acknowledged = before.acknowledged
        self.timed.clear()
        self.notices.clear()
        self._finish(sound=False)
        self.revision += 1

    def absorb(self, events: list[Event], asking: Decision | None = None, shown=None) -> None:
        """Log ``events`` and lay out their sequence: ``asking`` is the decision they answer
        (its window shows their first roll's result), ``shown`` the state before them (the
        board replays the events onto it step by step; None: the board shows the engine's)."""
        if self.loading:
            self._absorb_unseen(events)
            return
        self.revision += 1
        self.fresh_roll = any(isinstance(ev, DiceRolled) for ev in events)
        self._batch, self._applied, self._log_base = list(events), 0, len(self.log)
        self._roll_before = self.last_roll
        self._shown = shown
        span: Notice | None = None
        """The encounter or result the events belong to (they show in its window)."""
        moved_on: Notice | None = None
        """The span whose account has reached an event the board plays as a step of its own
        once the window is closed (its shown state stops before that event)."""
        for i, ev in enumerate(events):
            line = log_line(self.game, ev)
            self._add_line(line, ev.kind)
            show = ev.show
            self._note_roll_or_fact(ev)
            if show.ends_span:
                span = None
            if show.ends_span or isinstance(ev, MythosDrawn | EncounterRead):
                asking = None  # the game has moved on from the decision's window
            if isinstance(ev, MythosDrawn) and ev.type != "special":
                self._hold(Notice("mythos", ev), i)
                span = None
            elif isinstance(ev, EncounterRead):
                span = self._hold(Notice("encounter", ev, ev.investigator), i)
            elif isinstance(ev, DiceRolled) and (
                span is None or (span.kind == "result" and span.who != ev.investigator)
            ):
                span = self._hold(Notice("result", ev, ev.investigator, decision=asking), i)
                asking = None
                span.rolls.append(ev)
            elif show.notice is not None:  # its own window, even in an encounter's account
                self._hold(Notice(show.notice, ev, ev.investigator), i)
            elif span is not None and not show.ends_span:
                if span.kind != "result" or not isinstance(ev, DiceRolled | CheckSettled):
                    span.after.append(line)
                if isinstance(ev, DiceRolled):
                    span.rolls.append(ev)
                elif self._animate(ev, line, i):
                    moved_on = span  # read in the window, then seen on the board (§2)
            else:
                self._animate(ev, line, i)
            if span is not None and span is not moved_on:
                span.upto = i + 1
        d = self.pending()
        if d is not None and self.notices:
            last = self.notices[-1]
            if d.context is not None and _same_card(last, d.context):
                # The decision's own overlay shows its card; no separate notice is needed.
                self.notices.pop()
            elif last.kind == "result" and _waits_on_dice(d) and last.seq > self._last_anim_seq():
                # The decision asks what to do about these very dice: its window shows them.
                self.notices.pop()
        self._sync()

    def _absorb_unseen(self, events: list[Event]) -> None:
        """:meth:`absorb` of events nobody watches — the opening of a game about to be replayed
        (:meth:`following`) and each choice replayed (:meth:`_submit_unseen`): the log lines
        (told when read), the last roll and the facts, as :meth:`absorb` leaves them, but no
        sequence; :meth:`loaded` sets the sequence's bookkeeping once."""
        self.revision += 1
        self.fresh_roll = False
        for ev in events:
            if _moves_roll_or_facts(ev):
                self._note_roll_or_fact(ev)
                if isinstance(ev, DiceRolled):
                    self.fresh_roll = True
        self.log.add_untold(events, self.game.state.turn)

    def _note_roll_or_fact(self, ev: Event) -> None:
        """Keep ``ev`` as the last roll, or as the latest of its kind of fact."""
        if isinstance(ev, DiceRolled):
            self.last_roll = ev
        elif isinstance(ev, AncientOneAwakens):
            # The final battle shows its own rolls, never one from before it (issue 17 §3).
            self.last_roll = None
            self.fresh_roll = False
        elif ev.show.fact:
            self.facts = {**self.facts, type(ev): ev}

    def _hold(self, n: Notice, i: int) -> Notice:
        self._seq += 1
        n.seq, n.upto = self._seq, i + 1
        self.notices.append(n)
        return n

    def _last_anim_seq(self) -> int:
        return self.timed[-1].seq if self.timed else -1

    def dismiss_notice(self) -> None:
        """Continue past the first held step (and the timed steps before it)."""
        if not self.notices:
            return
        target = self.notices[0].seq
        self.timed[:] = [a for a in self.timed if a.seq > target]
        self.notices.pop(0)
        self.revision += 1
        self._sync()

    def _add_line(self, text: str, kind: str) -> None:
        self.log.append(LogLine(text, kind, self.game.state.turn))

    def shown_log(self) -> Log | LogView:
        """The log as far as the sequence has been shown."""
        if self._shown is None or not (self.timed or self.notices):
            return self.log
        return self.log.upto(self._log_base + self._applied)

    def shown_roll(self) -> DiceRolled | None:
        """The last roll as far as the sequence has been shown (a roll still to come is not
        given away beside the board)."""
        if self._shown is None or not (self.timed or self.notices):
            return self.last_roll
        for ev in reversed(self._batch[: self._applied]):
            if isinstance(ev, DiceRolled):
                return ev
            if isinstance(ev, AncientOneAwakens):
                return None
        return self._roll_before

    # ------------------------------------------------------------ the sequence

    def head(self) -> Anim | Notice | None:
        """The step on screen: the first of the timed and held steps still to be shown."""
        a = self.timed[0] if self.timed else None
        n = self.notices[0] if self.notices else None
        if a is None or (n is not None and n.seq < a.seq):
            return n
        return a

    @property
    def anims(self) -> list[Anim]:
        """The animation the board draws now: the timed step on screen (none while a held
        step is up before it; the map and the tracks read it)."""
        step = self.current_step()
        return [step] if step is not None else []

    def current_step(self) -> Anim | None:
        """The timed step playing now (None while a held step is up, or nothing plays)."""
        h = self.head()
        return h if isinstance(h, Anim) else None

    def current_notice(self) -> Notice | None:
        """The held step up now (None while a timed step plays before it)."""
        h = self.head()
        return h if isinstance(h, Notice) else None

    def busy(self) -> bool:
        """Whether any step of the sequence is still to be shown (timed or held)."""
        return bool(self.timed or self.notices)

    def rolling(self) -> bool:
        """Whether the dice of a result or an encounter on screen are still tumbling."""
        n = self.current_notice()
        return (
            n is not None
            and n.kind in ("result", "encounter")
            and bool(n.rolls)
            and n.t < ROLL_SECONDS * self.anim_factor
        )

    def revealing(self) -> float | None:
        """How far a mythos card on screen has turned face up (0 to 1), while it turns."""
        n = self.current_notice()
        seconds = REVEAL_SECONDS * self.anim_factor
        if n is None or n.kind != "mythos" or n.t >= seconds:
            return None
        return n.t / seconds

    def needs_frames(self) -> bool:
        """Whether the screen changes on its own now (the app ticks only then)."""
        n = self.current_notice()
        timed = n is not None and n.kind == "result" and self.result_seconds > 0
        return self.animating() or timed

    def take_sounds(self) -> list[str]:
        """The sounds of the steps started since the last call, to play now."""
        self._sync()
        out, self.sounds = self.sounds, []
        return out

    def _sync(self) -> None:
        """Start the step now on screen: the shown state and the log catch up to it and its
        sounds are due. With no step left, the screen returns to the engine's state."""
        h = self.head()
        if h is None:
            self._finish()
            return
        if h.seq == self._started:
            return
        self._started = h.seq
        self._catch_up(h.upto)

    def _catch_up(self, upto: int, sound: bool = True) -> None:
        events = self._batch[self._applied : upto]
        if not events:
            return
        if self._shown is not None:
            for ev in events:
                apply(self._shown, ev, self.game.state)
        if sound:
            self.sounds.extend(sounds_for(events))
            del self.sounds[:-MAX_SOUNDS]
        self._applied = max(self._applied, upto)
        self.revision += 1

    def _finish(self, sound: bool = True) -> None:
        self._catch_up(len(self._batch), sound)
        self._shown = None
        self._started = -1

    # ------------------------------------------------------------ animations

    def _animate(self, ev: Event, line: str = "", i: int = 0) -> bool:
        """Queue the timed step that shows ``ev`` (the ``i``-th event of the batch), if any;
        True when one was queued."""
        if self.anim_factor <= 0:
            return False
        anim = ev.animation()
        if anim is None:
            return False
        self._seq += 1
        seconds = anim.seconds * self.anim_factor
        self.timed.append(
            Anim(anim.kind, dict(anim.data), seconds, 0.0, ev, line, self._seq, i + 1)
        )
        return True

    def animating(self) -> bool:
        """Whether something moves on screen now: a timed step, a result's dice in the air, a
        mythos card turning over (a click skips it; bots in a seat wait for it)."""
        return self.current_step() is not None or self.rolling() or self.revealing() is not None

    def step_anims(self, dt: float) -> bool:
        """Advance the sequence by ``dt`` seconds: the timed steps play one after another up to
        the next held one; a result's dice tumble, and with :attr:`result_seconds` set it goes
        on by itself. True while something still changes on screen."""
        while dt > 0:
            h = self.head()
            if isinstance(h, Anim):
                h.t += dt
                if h.t < h.duration:
                    break
                dt = h.t - h.duration
                self.timed.pop(0)
                self._sync()
            elif isinstance(h, Notice):
                h.t += dt
                if h.kind == "result" and 0 < self.result_seconds <= h.t:
                    self.dismiss_notice()
                    continue
                break
            else:
                break
        return self.needs_frames()

    def skip_anims(self) -> None:
        """Play the timed steps on at once, up to the next held step (or the decision)."""
        first = self.notices[0].seq if self.notices else None
        self.timed[:] = [a for a in self.timed if first is not None and a.seq > first]
        self._sync()
        n = self.current_notice()
        if n is not None:  # the dice land, the card lies face up
            n.t = max(n.t, (ROLL_SECONDS + REVEAL_SECONDS) * self.anim_factor)

    def skip_all(self) -> None:
        """Show everything at once, up to the next decision (the sounds of what was skipped
        play once each)."""
        self.timed.clear()
        self.notices.clear()
        self._finish()


def _waits_on_dice(dec: Decision) -> bool:
    """A roll waiting on a decision, or "Use something on this roll?" asked about one."""
    return dec.kind == "roll" or dec.detail.get("window") == "after-roll"


def _same_card(n: Notice, ctx: Context) -> bool:
    """Whether the notice shows the card the decision's own overlay shows."""
    ev = n.event
    if isinstance(ev, MythosDrawn):
        return ctx.scene is Scene.MYTHOS and ctx.card == ev.card
    if isinstance(ev, EncounterRead):
        return ctx.scene is Scene.ENCOUNTER and ctx.card == ev.card
    return False
