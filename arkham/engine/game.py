"""The engine contract.

A game is ``(Setup, seed, [choice ids])``; its state is a deterministic function of those three.

>>> from arkham.engine import Game, Setup
>>> setup = Setup.of(["amanda-sharpe", "joe-diamond"], ancient_one="cthulhu")
>>> game = Game.new(setup, seed="doctest")
>>> decision = game.pending()
>>> decision.investigator
'amanda-sharpe'
>>> events = game.choose(decision.enabled()[0].id)
>>> again = Game.replay(setup, "doctest", game.choices)
>>> again.state == game.state
True
>>> twin = game.fork()
>>> twin.pending() == game.pending() and twin.state == game.state
True

The API
-------
``Game.new(setup, seed)``
    Set up a new game. ``setup`` names the players' investigators (or ``"random"``), the
    Ancient One (or ``"random"``) and the expansions in play (``Setup.expansions``); a bad setup
    raises :class:`SetupError`, and so do a player's name and a seed (a text or an integer)
    that a save could not hold (see :func:`text_fault`); a ``setup`` that is not a ``Setup``, a
    seed of another type or a ``catalog`` that is not a ``Catalog`` raises ``TypeError``. The game's rules (``game.rules``) and facts (``game.cat``) are
    those of the base game and its expansions only.
``Game.replay(setup, seed, choices)``
    The same game, with the recorded choice ids applied in order (this is how saves load and
    undo works). Raises :class:`IllegalChoice` if a recorded id is not offered, ``TypeError``
    if ``choices`` is not a sequence of strings.
``game.state``
    The :class:`~arkham.engine.state.GameState` (validated by pydantic). Read it; never write
    it from outside the engine (tests may, to arrange a scenario).
``game.pending()``
    The :class:`~arkham.engine.decisions.Decision` the game waits for, or ``None`` only when
    the game is over (``state.outcome`` is then set).
``game.choose(choice_id)``
    Answer the pending decision with one of its enabled choice ids. Returns the list of
    :class:`~arkham.engine.events.Event` s that happened up to the next decision. An id that is
    not offered, or is offered disabled, raises :class:`IllegalChoice` and changes nothing.
``game.choices``
    Every choice id so far; with the setup and seed, it *is* the save.
``game.fork()``
    An independent game at the same position (state, pending decision, choices, random
    source, last events), in a fraction of a replay's time: choosing in one never changes
    the other. For searching AIs, which try many futures from one position.

Decisions and choices
---------------------
A decision has a ``kind`` (how to render it), the ``investigator`` who decides, a ``prompt`` and
``choices``. Choice ids are stable readable strings — ``move:<area>``, ``fight``, ``flee``,
``evade``, ``spend-clue``, ``accept``, ``toggle:<handle>``, ``slider:<pair>:<stop>``,
``keep:<handle>``, ``done`` — never list indices. Questions of order and place name what they
pick: ``face:<marker>`` (which monster first), ``clue:<investigator>`` (who takes a new Clue),
``place:<location>`` (a monster kept on the board over the limit), ``toward:<area>`` (where a
monster goes on a tie), ``through:<location>`` (the gate a Nightgaunt pulls through). A decision
the first player makes for the group names the first player as its investigator. A choice may carry a ``target`` (an area id,
``monster:<marker>``, ``card:<handle>``) for the UI to highlight, and a ``disabled`` reason when
it is shown but cannot be taken. Multi-selects are repeated toggles ended by ``done``.

How the engine runs
-------------------
The rules are one generator (``flow.play``): rules and card effects are generator functions that
``yield`` a decision and receive the chosen id; ``yield from`` composes them, and every effect
helper in ``effects.py`` is called with ``yield from``. Knock-outs, being lost in time and space
and the end of the game unwind as exceptions (``effects.Interrupted``, ``effects.GameEnds``)
caught once at the right level. The engine never calls the UI, never waits and does no I/O;
randomness comes only from ``rng.py``, seeded and stored in the state.

A generator cannot be copied, so at its boundaries (the start of a turn, of a phase, of each
investigator's part of a phase, of a final-battle round: ``flow.Resume``) nothing of the game
lives in the generators' local variables, and the rules can start again from the state alone
(``flow.play(game, resume)``). There ``Game.boundary`` keeps a snapshot of the state (its JSON
text and the random source's position; at most one every :data:`SNAPSHOT_EVERY` decisions in
a game that has been forked, sparser before); ``fork`` rebuilds the state from the latest one
before its position and replays the choices since.

Forcing dice and decks in tests
-------------------------------
Tests arrange a scenario through the documented fixture on this class, never by patching:

* ``game.force_dice([5, 5, 2])`` — the next dice rolled come out as given, in order, before any
  random die.
* ``game.stack_deck("mythos", ["mythos-12", ...])`` — put those cards (by card id or handle) on
  top of a deck, in that order. Deck names: ``common``, ``unique``, ``spell``, ``skill``,
  ``ally``, ``special``, ``mythos``, ``gate``, ``loc:<neighbourhood>``.
* ``game.run(effect)`` — run one effect generator (an encounter, a combat, a mythos step) on the
  current state as if the rules had reached it; the game's decisions then come from it until
  it finishes, and ``game.pending()`` is ``None`` afterwards. ``game.result`` holds its return.

Forced results are not part of a replay: they are for tests only.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
)

from arkham.catalog import Catalog, load_catalog
from arkham.engine import flow
from arkham.engine import setup as setup_rules
from arkham.engine.core import GameEnds, Interrupted
from arkham.engine.decisions import Context, Decision, IllegalChoice
from arkham.engine.events import Event
from arkham.engine.flow import Resume
from arkham.engine.rng import Rng
from arkham.engine.rules import Ruleset, ruleset
from arkham.engine.state import GameState, card_of
from arkham.modules import known_expansions

MAX_PLAYERS = 8
MAX_TEXT = 200
"""The longest text a game takes from outside (a player's name, the seed), and so the longest
a save holds."""
UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
"""A control character (a NUL stops the font renderer, a newline breaks a line of the log) or
a lone surrogate (it cannot be encoded)."""


def drawable(text: str) -> bool:
    """Whether ``text`` can be drawn and printed (nothing :data:`UNDRAWABLE` in it). Plain
    ASCII, what a save mostly holds, is answered at once: there the undrawable characters are
    exactly those ``isprintable`` refuses."""
    if text.isascii():
        return text.isprintable()
    return UNDRAWABLE.search(text) is None


def text_fault(text: str) -> str | None:
    """Why a text cannot be kept (too long, or not :func:`drawable`), or None. The one rule for
    both ends: the game refuses a name or a seed it gives, and a save any text it gives
    (``arkham.persistence.check_bounds``), so a game that starts can always be continued.

    >>> text_fault("Player 1") is None
    True
    >>> text_fault("two\\nlines")
    'holds a character that cannot be shown'
    """
    if len(text) > MAX_TEXT:
        return f"is a text of {len(text)} characters, more than {MAX_TEXT}"
    if not drawable(text):
        return "holds a character that cannot be shown"
    return None


class SetupError(ValueError):
    """The setup names an unknown or duplicate investigator, an unknown Ancient One, herald or
    expansion, or a player count outside 1–8."""


class PlayerSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    investigator: str
    """An investigator id, or ``"random"``."""


class Setup(BaseModel):
    """Who plays which investigator against which Ancient One, with which expansions."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    players: list[PlayerSetup] = Field(default_factory=list)
    ancient_one: str = "random"
    expansions: list[str] = Field(default_factory=list)
    """Names of the expansions in play (``["innsmouth"]``), in the order they are added."""
    herald: str | None = None
    """A herald beside the Ancient One (``"father-dagon"``), from an expansion in play; None:
    no herald."""
    personal_stories: bool | None = None
    """Each investigator draws a personal story; None: as the expansions in play say (on when
    one of them brings stories, as Innsmouth does; off in the base game)."""

    @model_serializer(mode="wrap")
    def _without_defaults(self, dump: SerializerFunctionWrapHandler) -> dict:
        """Leave out the options an older save never had while they are unset, so a save of
        the base game reads exactly as before them."""
        data = dump(self)
        for name in ("herald", "personal_stories"):
            if data.get(name) is None:
                data.pop(name, None)
        return data

    @classmethod
    def of(
        cls,
        investigators: Sequence[str],
        ancient_one: str = "random",
        expansions: Sequence[str] = (),
        herald: str | None = None,
        personal_stories: bool | None = None,
    ) -> Setup:
        """Shorthand: one player per investigator, named 'Player 1', 'Player 2', …"""
        return cls(
            players=[
                PlayerSetup(name=f"Player {i + 1}", investigator=inv)
                for i, inv in enumerate(investigators)
            ],
            ancient_one=ancient_one,
            expansions=list(expansions),
            herald=herald,
            personal_stories=personal_stories,
        )

    def stories_on(self, cat: Catalog) -> bool:
        """Whether personal stories are in play: as chosen, or by default when the game's
        expansions bring stories."""
        if self.personal_stories is None:
            return bool(cat.personal_stories)
        return self.personal_stories

    def ruleset(self) -> Ruleset:
        """The rules of the base game and this setup's expansions (:class:`SetupError` names an
        unknown or repeated expansion)."""
        names = tuple(self.expansions)
        for name in names:
            if names.count(name) > 1:
                raise SetupError(f"expansion {name!r} is named twice")
        try:
            return ruleset(names)
        except KeyError as exc:
            known = ", ".join(sorted(known_expansions())) or "none"
            raise SetupError(
                f"unknown expansion {exc.args[0]!r} (the expansions known: {known})"
            ) from exc

    def check(self, cat: Catalog) -> None:
        """Raise :class:`SetupError` with a clear message when the setup cannot be played."""
        n = len(self.players)
        if not 1 <= n <= MAX_PLAYERS:
            raise SetupError(f"a game needs 1 to {MAX_PLAYERS} players, not {n}")
        for seat, player in enumerate(self.players, start=1):
            fault = text_fault(player.name)
            if fault:
                raise SetupError(f"player {seat}'s name {fault}")
        if self.ancient_one != "random" and self.ancient_one not in cat.ancient_ones:
            raise SetupError(f"unknown Ancient One {self.ancient_one!r}")
        chosen = [p.investigator for p in self.players if p.investigator != "random"]
        for inv in chosen:
            if inv not in cat.investigators:
                raise SetupError(f"unknown investigator {inv!r}")
        dupes = sorted({inv for inv in chosen if chosen.count(inv) > 1})
        if dupes:
            raise SetupError(f"investigator {dupes[0]!r} is chosen twice")
        if self.herald is not None and self.herald not in cat.heralds:
            known = ", ".join(sorted(cat.heralds)) or "none without an expansion that brings one"
            raise SetupError(
                f"unknown herald {self.herald!r} for these expansions (the heralds: {known})"
            )
        if self.personal_stories and not cat.story_list:
            raise SetupError("personal stories come with an expansion; none in play brings them")


Flow = Generator[Decision, str, Any]

SNAPSHOT_EVERY = 12
"""The fewest decisions between two snapshots of a game that has been forked (see
:meth:`Game.fork`): a fork replays at most this many plus one stretch between boundaries (one
investigator's phase, or a final-battle round)."""
SNAPSHOT_SPARSE = 96
"""The same for a game never forked (a bot game, a replay, a fork itself): a snapshot costs
about two decisions' time, a few percent of a game at this rate, and a first fork still
replays only a stretch."""

MAX_SNAPSHOTS = 64
"""The most snapshots a game keeps (the older ones are thinned out beyond), so a long game
forked often holds a few megabytes of them at most."""


@dataclass(frozen=True, slots=True)
class ResumePoint:
    """The state as it was after ``at`` choices, at a point ``resume`` the rules can start
    again from (``None``: the start of the game). Kept as its JSON text and the random
    source's saved position: quicker to make than a copy of the models, and a handful of
    objects instead of hundreds for the garbage collector to walk on every pass. A game keeps
    them to fork (:meth:`Game.fork`); a save keeps the latest, so that a game the rules of
    another version no longer replay goes on from there (:meth:`Game.resumed`)."""

    at: int
    data: str
    rng: tuple
    resume: Resume | None

    @classmethod
    def of(cls, state: GameState, at: int, resume: Resume | None) -> ResumePoint:
        state.sync()
        return cls(at, state.model_dump_json(), state.rng.saved(), resume)

    def restored(self) -> GameState:
        """A new state, as it was (with its own random source)."""
        return GameState.model_validate_json(self.data, context={"rng": Rng.restored(self.rng)})


def _checked_seed(seed: object) -> str:
    """The seed as the text the game stores, or :class:`SetupError` / ``TypeError``."""
    if isinstance(seed, bool) or not isinstance(seed, str | int):
        raise TypeError(f"a seed is a str or an int, not {type(seed).__name__}")
    if isinstance(seed, int):
        if abs(seed) >= 10**MAX_TEXT:  # before str(), which refuses thousands of digits
            raise SetupError(f"a seed has at most {MAX_TEXT} characters")
        seed = str(seed)
    fault = text_fault(seed)
    if fault:
        raise SetupError(f"the seed {fault}")
    return seed


class Game:
    """One game in progress. See the module docstring for the contract."""

    def __init__(self, setup: Setup, seed: str, catalog: Catalog | None = None) -> None:
        if not isinstance(setup, Setup):
            raise TypeError(f"a game needs a Setup, not {type(setup).__name__}")
        seed = _checked_seed(seed)
        if catalog is not None and not isinstance(catalog, Catalog):
            raise TypeError(f"a catalog is a Catalog or None, not {type(catalog).__name__}")
        self.rules: Ruleset = setup.ruleset()
        """The behaviour of this game's modules (see ``rules.py``)."""
        self.cat = catalog or load_catalog(tuple(m.data for m in self.rules.modules[1:]))
        setup.check(self.cat)
        self.setup = setup
        self.seed = seed
        self.choices: list[str] = []
        self.result: Any = None
        self._events: list[Event] = []
        self.scenes: list[Context] = []
        """The scenes the rules are inside now (see ``effects.scene``); not part of the state."""
        self.state: GameState = setup_rules.initial_state(self, setup, self.seed)
        self._snapshots = [ResumePoint.of(self.state, 0, None)]
        """Copies of the state where the rules can start again (see :meth:`fork`), oldest
        first; never changed, so forks share them."""
        self._every = SNAPSHOT_SPARSE
        """Decisions between snapshots: sparse until the game is first forked."""
        self._arranged: list[tuple[int, str, tuple]] = []
        """The test fixture's calls: (how many choices had been made, method, arguments)."""
        self._running = False
        """Driven by ``run`` (a test's effect) rather than by the rules."""
        self._flow: Flow = flow.play(self)
        self._pending: Decision | None = None
        self._advance(None)

    # ------------------------------------------------------------ the public API

    @classmethod
    def new(cls, setup: Setup, seed: str | int, catalog: Catalog | None = None) -> Game:
        return cls(setup, _checked_seed(seed), catalog)

    @classmethod
    def resumed(
        cls,
        setup: Setup,
        seed: str,
        choices: Sequence[str],
        point: ResumePoint,
        catalog: Catalog | None = None,
    ) -> Game:
        """The game taken up at ``point``: its state and random source as they were there, the
        rules starting again from it, and the first ``point.at`` of ``choices`` as its history,
        not replayed (the rules that made them may since have changed). It cannot go back
        before the point (:meth:`fork` raises ``ValueError``). ``ValueError``: a point whose
        state does not validate (no half a game is ever made)."""
        if not isinstance(setup, Setup):
            raise TypeError(f"a game needs a Setup, not {type(setup).__name__}")
        if not 0 <= point.at <= len(choices):
            raise ValueError(f"the point is after {point.at} choices, of {len(choices)}")
        rules = setup.ruleset()
        cat = catalog or load_catalog(tuple(m.data for m in rules.modules[1:]))
        setup.check(cat)
        history = list(choices[: point.at])
        return cls._taken_up(rules, cat, setup, _checked_seed(seed), history, point, [point])

    @classmethod
    def _taken_up(
        cls,
        rules: Ruleset,
        cat: Catalog,
        setup: Setup,
        seed: str,
        history: list[str],
        point: ResumePoint,
        snapshots: list[ResumePoint],
        every: int = SNAPSHOT_SPARSE,
    ) -> Game:
        """A game whose rules start again at ``point`` (what :meth:`fork` and :meth:`resumed`
        share), with ``history`` as its choices so far and ``snapshots`` to fork from."""
        game = cls.__new__(cls)
        game.rules, game.cat, game.setup, game.seed = rules, cat, setup, seed
        game.choices = history
        game.result = None
        game._events = []
        game.scenes = []
        game.state = point.restored()
        game._snapshots = snapshots
        game._arranged = []
        game._every = every
        game._running = False
        game._flow = flow.play(game, point.resume)
        game._pending = None
        game._advance(None)
        return game

    def resume_point(self) -> ResumePoint:
        """The latest point the rules can start again from (a save keeps it)."""
        return self._snapshots[-1]

    def origin(self) -> ResumePoint | None:
        """The point this game was taken up at (:meth:`resumed`), or None: it began at the
        start, and its choices replay it whole."""
        first = self._snapshots[0]
        return None if first.at == 0 and first.resume is None else first

    @classmethod
    def replay(
        cls,
        setup: Setup,
        seed: str | int,
        choices: Sequence[str],
        catalog: Catalog | None = None,
    ) -> Game:
        if isinstance(choices, str) or not isinstance(choices, Sequence):
            raise TypeError(f"choices are a sequence of ids, not {type(choices).__name__}")
        if not all(isinstance(c, str) for c in choices):
            raise TypeError("every choice id is a str")
        game = cls(setup, _checked_seed(seed), catalog)
        for choice_id in choices:
            game.choose(choice_id)
        return game

    def pending(self) -> Decision | None:
        return self._pending

    @property
    def events(self) -> list[Event]:
        """The events of the last step: since the previous decision, or, right after
        ``Game.new``, everything that happened up to the first decision."""
        return self._events

    def choose(self, choice_id: str) -> list[Event]:
        decision = self._pending
        if decision is None:
            raise IllegalChoice(f"the game is over; {choice_id!r} cannot be chosen")
        for c in decision.choices:
            if c.id == choice_id:
                if c.disabled is not None:
                    raise IllegalChoice(f"{choice_id!r} is not available: {c.disabled}")
                break
        else:
            raise IllegalChoice(f"{choice_id!r} is not one of {decision.ids()}")
        self.choices.append(choice_id)
        self._events = []
        self._advance(choice_id)
        return self._events

    def fork(self, upto: int | None = None) -> Game:
        """An independent game at the same position: the same state, pending decision, choices,
        last events and random source; choosing in one never changes the other. With
        ``upto``, the game as it was after its first ``upto`` choices (an undo, a step back).

        The rules are a generator, which cannot be copied, so a game keeps snapshots of its
        state at points where the rules can start again from the state alone (turn, phase,
        investigator and battle-round boundaries, at most one every :data:`SNAPSHOT_EVERY`
        decisions once it has been forked, every :data:`SNAPSHOT_SPARSE` before); the fork
        copies the latest one before its position and replays the choices since (and the
        test fixture's calls among them). A game driven by ``run``
        cannot fork (``RuntimeError``), nor one whose state was written from outside the rules
        since its latest snapshot."""
        if self._running:
            raise RuntimeError("a game driven by run() cannot fork")
        end = len(self.choices)
        if upto is None:
            upto = end
        elif isinstance(upto, bool) or not isinstance(upto, int):
            raise TypeError(f"upto is a number of choices, not {type(upto).__name__}")
        elif not 0 <= upto <= end:
            raise ValueError(f"upto is between 0 and {end}, not {upto}")
        # Short of the end, start strictly before the position, so the events of its last
        # step come out whole (at the end they are the original's; at the point a resumed game
        # was taken up, they are not known).
        first = self._snapshots[0].at
        start = upto if upto in (end, first) else max(upto - 1, 0)
        if start < first:
            raise ValueError(
                f"this game was taken up after {first} decisions: it cannot go back before them"
            )
        snap = [s for s in self._snapshots if s.at <= start][-1]
        twin = Game._taken_up(
            self.rules,
            self.cat,
            self.setup,
            self.seed,
            self.choices[: snap.at],
            snap,
            [s for s in self._snapshots if s.at <= upto],
            SNAPSHOT_EVERY,
        )
        arranged = [a for a in self._arranged if a[0] >= snap.at]
        for position in range(snap.at, upto + 1):
            while arranged and arranged[0][0] == position:
                _, method, args = arranged.pop(0)
                getattr(twin, method)(*args)
            if position < upto:
                twin.choose(self.choices[position])
        twin._arranged = [a for a in self._arranged if a[0] <= upto]
        twin._every = SNAPSHOT_SPARSE
        if upto == end:
            if twin.state != self.state:
                raise RuntimeError(
                    "the state was written from outside the rules since the last snapshot: "
                    "this game cannot fork"
                )
            twin._events = list(self._events)
            twin.result = self.result
            # The twin's replay took dense snapshots of this very history: from now on this
            # game, forked once, is likely forked again, and keeps them dense.
            self._snapshots = list(twin._snapshots)
            self._every = SNAPSHOT_EVERY
        return twin

    def digest(self) -> str:
        """A short fingerprint of the whole state (saves store one per turn)."""
        self.state.sync()
        return hashlib.sha256(self.state.model_dump_json().encode()).hexdigest()[:16]

    # ------------------------------------------------------------ for the rules

    def emit(self, event: Event) -> None:
        """Record that ``event`` happened (the rules call this; the events of a step come back
        from :meth:`choose`)."""
        self._events.append(event)

    @property
    def rng(self):
        return self.state.rng

    def boundary(
        self, phase: int = -1, order: tuple[str, ...] = (), next: int = 0, rating: int = 0
    ) -> None:
        """The rules are at a point where they can start again from the state alone (the
        fields of a ``flow.Resume``, made only when it is kept): keep a snapshot there for
        :meth:`fork`, unless the last one is fewer than :data:`SNAPSHOT_EVERY`
        (:data:`SNAPSHOT_SPARSE` before the game was first forked) decisions old."""
        at = len(self.choices)
        snaps = self._snapshots
        if at - snaps[-1].at >= self._every and not self._running:
            snaps.append(ResumePoint.of(self.state, at, Resume(phase, order, next, rating)))
            if len(snaps) > MAX_SNAPSHOTS:
                # Thin out the older half (the first stays): forks far back are rare.
                half = len(snaps) // 2
                snaps[1:half] = snaps[2:half:2]

    def _advance(self, sent: str | None) -> None:
        try:
            if sent is None:
                self._pending = next(self._flow)
            else:
                self._pending = self._flow.send(sent)
        except StopIteration as stop:
            self._pending = None
            self.result = stop.value
        self.state.sync()

    # ------------------------------------------------------------ the test fixture

    def force_dice(self, dice: Sequence[int]) -> None:
        """The next dice rolled are these, in order (tests only; not part of a replay)."""
        if any(d not in range(1, 7) for d in dice):
            raise ValueError(f"dice must be 1-6: {dice}")
        self.state.rng.forced_dice.extend(dice)
        self._arranged.append((len(self.choices), "force_dice", (list(dice),)))

    def stack_deck(self, deck: str, cards: Sequence[str]) -> None:
        """Put these cards (ids or handles) on top of ``deck`` in the given order."""
        pile = self.state.decks[deck]
        picked: list[str] = []
        for want in cards:
            for handle in pile:
                if handle not in picked and (handle == want or card_of(handle) == want):
                    picked.append(handle)
                    break
            else:
                raise ValueError(f"{want!r} is not in the {deck!r} deck")
        rest = [h for h in pile if h not in picked]
        pile[:] = picked + rest
        self._arranged.append((len(self.choices), "stack_deck", (deck, list(cards))))

    def run(self, effect: Callable[[], Flow] | Flow) -> list[Event]:
        """Run one effect generator on the current state (tests only); see the docstring."""
        gen = effect() if callable(effect) else effect
        self._running = True
        self.result = None
        self._flow = _isolated(gen)
        self._events = []
        self._advance(None)
        return self._events


def _isolated(gen: Flow) -> Flow:
    """Wrap a test effect so the unwinding signals end it quietly, as a phase loop would."""
    try:
        return (yield from gen)
    except Interrupted as stop:
        return stop
    except GameEnds as end:
        return end
