"""What the sim counts of a game, read from the events the engine returns (``game.choose``),
never from engine internals.

A :class:`Tally` follows the events of one game: what each Arkham location's encounters give and
take, gates closed and sealed, knock-outs and where they happened, and why the Ancient One woke
up. What it does with an event is looked up by the event's class (:data:`TALLIES`); a module
registers its own events' tallies (:func:`tallies`) in its bot package (``Module.bots``), as
Innsmouth does for martial law and the Feds.

An Arkham encounter is the ``encounter`` event at a location (not an Other World area) and the
events that follow it for the same investigator until the next encounter or the next phase
step; gates opened meanwhile count for it too (a 'gate appears!').
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from typing import Any

from arkham.ai.modules import bot_packages
from arkham.engine.board import (
    Arrested,
    GateClosed,
    GateOpened,
    GatePrevented,
    MonsterAppeared,
    MonsterReturned,
)
from arkham.engine.checks import CheckSettled
from arkham.engine.combat import CombatEnded, CombatStarted, Evaded, MonsterDefeated
from arkham.engine.effects import (
    CardGained,
    CardLost,
    Delayed,
    Devoured,
    KnockedOut,
    LostInTimeAndSpace,
    Moved,
)
from arkham.engine.events import Event
from arkham.engine.final_battle import AncientOneAwakens, GameOver
from arkham.engine.flow import EncounterRead, PhaseStarted, TurnStarted
from arkham.engine.game import Game
from arkham.engine.mythos import GateBurst, MythosDrawn
from arkham.engine.registry import Registry, registering
from arkham.engine.sheet import StatChanged
from arkham.engine.tracks import TrackChanged

Tallier = Callable[["Tally", Any], None]
"""``fn(tally, event)``: count what ``event`` means (``tally.counts``, ``tally.encounter_of``)."""

TALLIES = Registry("sim tally", keyed=False)
"""(event class, :data:`Tallier`) pairs, in registration order."""

STATS = ("money", "clues", "sanity", "stamina")


def tallies(*kinds: type[Event]) -> Callable[[Tallier], Tallier]:
    """Register ``fn`` as the tally of these event classes (inside ``registering``)."""

    def register(fn: Tallier) -> Tallier:
        for kind in kinds:
            TALLIES.append((kind, fn))
        return fn

    return register


class Tally:
    """Follows one game's events and counts what the sim reports."""

    def __init__(self, game: Game) -> None:
        self.worlds = game.cat.world_of_area
        self.vortices = {a for a, fact in game.cat.areas.items() if fact.vortex}
        self.town_of = game.cat.town_of
        self.counts: Counter[str] = Counter()
        self.awakened: str | None = None
        self.locations: dict[str, Counter[str]] = defaultdict(Counter)
        self.knockouts: Counter[str] = Counter()
        """Knock-outs by where they happened: 'combat in movement', 'arkham encounter'…"""
        self.phase = "setup"
        self.context: dict[str | None, str] = {}
        """What each investigator is doing now: 'arkham encounter', 'other-world encounter'."""
        self.fighting: set[str | None] = set()
        self._open: tuple[str | None, Counter[str]] | None = None
        self._by_class: dict[type, list[Tallier]] = {}
        for kind, fn in TALLIES.listed(bot_packages(game.rules.modules)):
            self._by_class.setdefault(kind, []).append(fn)
        self.feed(game.events)

    def feed(self, events: Iterable[Event]) -> None:
        by_class = self._by_class
        for ev in events:
            for fn in by_class.get(type(ev), ()):
                fn(self, ev)

    def encounter_of(self, who: str | None) -> Counter[str] | None:
        """The figures of the Arkham encounter ``who`` is having, if any."""
        if self._open is not None and self._open[0] == who:
            return self._open[1]
        return None

    def open_encounter(self, who: str | None, location: str) -> None:
        if location in self.worlds:
            self._open = None
            self.context[who] = "other-world encounter"
        else:
            self.context[who] = "arkham encounter"
            tally = self.locations[location]
            tally["encounters"] += 1
            self._open = (who, tally)

    def end_encounter(self) -> None:
        self._open = None

    def gate_during_encounter(self) -> None:
        """A gate opened while an Arkham encounter is being read (a 'gate appears!')."""
        if self._open is not None:
            self._open[1]["gates"] += 1


# ---------------------------------------------------------------- the base game's tallies


def _bump(t: Tally, who: str | None, figure: str, by: int = 1) -> None:
    enc = t.encounter_of(who)
    if enc is not None:
        enc[figure] += by


with registering("arkham.ai"):

    @tallies(EncounterRead)
    def _encounter(t: Tally, ev: EncounterRead) -> None:
        t.open_encounter(ev.investigator, ev.location)

    @tallies(TurnStarted, GameOver)
    def _ends(t: Tally, ev: Event) -> None:
        t.end_encounter()

    @tallies(PhaseStarted)
    def _phase(t: Tally, ev: PhaseStarted) -> None:
        t.end_encounter()
        t.phase = str(ev.phase)
        t.context.clear()
        t.fighting.clear()

    @tallies(AncientOneAwakens)
    def _awakens(t: Tally, ev: AncientOneAwakens) -> None:
        t.end_encounter()
        t.awakened = ev.track or str(ev.cause)
        t.phase = "final-battle"

    @tallies(MythosDrawn)
    def _mythos(t: Tally, ev: MythosDrawn) -> None:
        t.end_encounter()
        t.context.clear()

    @tallies(StatChanged)
    def _stat(t: Tally, ev: StatChanged) -> None:
        if ev.stat in STATS:
            _bump(t, ev.investigator, ev.stat, ev.delta)

    @tallies(CardGained)
    def _card_gained(t: Tally, ev: CardGained) -> None:
        _bump(t, ev.investigator, "cards_gained")

    @tallies(CardLost)
    def _card_lost(t: Tally, ev: CardLost) -> None:
        _bump(t, ev.investigator, "cards_lost")

    @tallies(MonsterAppeared)
    def _monster(t: Tally, ev: MonsterAppeared) -> None:
        _bump(t, ev.investigator, "monsters")

    @tallies(GateOpened)
    def _gate_opened(t: Tally, ev: GateOpened) -> None:
        t.counts["gates_opened"] += 1
        if ev.investigator is None:
            t.gate_during_encounter()

    @tallies(GateClosed)
    def _gate_closed(t: Tally, ev: GateClosed) -> None:
        t.counts["gates_closed"] += 1
        if ev.sealed:
            t.counts["gates_sealed"] += 1

    @tallies(CheckSettled)
    def _check(t: Tally, ev: CheckSettled) -> None:
        if ev.purpose in ("Evade", "Flee") and not ev.passed:
            t.fighting.add(ev.investigator)

    @tallies(Evaded, CombatEnded)
    def _out_of_combat(t: Tally, ev: Event) -> None:
        t.fighting.discard(ev.investigator)

    @tallies(Delayed, Arrested)
    def _held(t: Tally, ev: Event) -> None:
        _bump(t, ev.investigator, ev.kind)

    @tallies(LostInTimeAndSpace)
    def _lost(t: Tally, ev: LostInTimeAndSpace) -> None:
        t.counts["lost"] += 1
        _bump(t, ev.investigator, "lost")

    @tallies(KnockedOut)
    def _knocked_out(t: Tally, ev: KnockedOut) -> None:
        who = ev.investigator
        t.counts["knocked_out"] += 1
        t.counts[f"knocked_out_{ev.how}"] += 1
        where = t.context.get(who, t.phase)
        if who in t.fighting:
            where = f"combat in {where}"
        t.knockouts[where] += 1
        t.fighting.discard(who)
        _bump(t, who, "knocked_out")

    @tallies(Devoured)
    def _devoured(t: Tally, ev: Devoured) -> None:
        if t.phase != "final-battle":
            t.counts["devoured"] += 1
        _bump(t, ev.investigator, "devoured")

    @tallies(CombatStarted)
    def _combat(t: Tally, ev: CombatStarted) -> None:
        t.counts["combats"] += 1
        t.fighting.add(ev.investigator)

    @tallies(MonsterDefeated)
    def _defeated(t: Tally, ev: MonsterDefeated) -> None:
        t.counts["monsters_defeated"] += 1

    @tallies(MonsterReturned)
    def _into_vortex(t: Tally, ev: MonsterReturned) -> None:
        if ev.frm in t.vortices:
            t.counts["monsters_into_vortices"] += 1

    @tallies(TrackChanged)
    def _track(t: Tally, ev: TrackChanged) -> None:
        if ev.delta > 0:
            t.counts[f"{ev.track}_tokens"] += ev.delta

    @tallies(GateBurst, GatePrevented)
    def _gate_kept(t: Tally, ev: Event) -> None:
        t.counts[ev.kind.replace("-", "_")] += 1

    @tallies(Moved)
    def _train(t: Tally, ev: Moved) -> None:
        frm, to = t.town_of.get(ev.frm), t.town_of.get(ev.to)
        if frm is not None and to is not None and frm != to:
            t.counts["train_rides"] += 1
