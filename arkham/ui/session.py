"""The game seen from the UI: the :class:`GameSession` owns the engine's :class:`Game`.

``submit(choice_id)`` is the only path into the engine. The events it returns become log lines
(``text.describe``), animations, the last dice roll, and notices (a mythos card drawn, an
encounter read) that the board shows before moving on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arkham.engine.decisions import Decision
from arkham.engine.events import Event
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator
from arkham.engine.text import describe

# Seconds at animation speed "normal".
DURATIONS = {
    "move-inv": 0.45,
    "move-monster": 0.4,
    "monster-appear": 0.35,
    "gate": 0.8,
    "doom": 0.7,
    "terror": 0.7,
    "clue": 0.35,
}


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


@dataclass
class Notice:
    """Something the players should read before the next decision."""

    kind: str  # "mythos" or "encounter"
    event: Event
    who: str | None = None
    after: list[str] = field(default_factory=list)
    """Log lines of what followed (an encounter's results)."""
    rolls: list[Event] = field(default_factory=list)
    """The dice rolled in it."""


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
        self.combat: str | None = None
        """The monster being fought, while a combat (or its evade check) goes on: the engine's
        dice decisions inside a combat carry no context, so the overlay remembers it here."""
        self.acknowledged: str | None = None
        """The player who last took the mouse (hot-seat)."""
        if game is None:
            self.absorb(self.game.events)  # the opening: setup up to the first decision

    @classmethod
    def replay(cls, setup: Setup, seed: str, choices: list[str]) -> GameSession:
        """The same game rebuilt choice by choice, so the log and the last roll come back too
        (how a saved game will load)."""
        session = cls(setup, seed)
        factor, session.anim_factor = session.anim_factor, 0
        for choice_id in choices:
            session.submit(choice_id)
        session.anim_factor = factor
        session.notices.clear()
        session.acknowledged = session.decider_player()
        return session

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
        events = self.game.choose(choice_id)
        self.absorb(events)
        return events

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
            if ev.kind == "combat-started":
                self.combat = str(ev.data["monster"])
            elif ev.kind in (
                "combat-ended",
                "evaded",
                "knocked-out",
                "devoured",
                "lost-in-time-and-space",
                "arrested",
                "phase-started",
                "turn-started",
            ):
                self.combat = None
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
            self._animate(ev)
        d = self.pending()
        if d is not None and d.context:
            combat = d.context.startswith("combat:")
            self.combat = d.context.partition(":")[2] if combat else None
        if d is not None and d.context:
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

    def _queue(self, kind: str, **data: object) -> None:
        self.anims.append(Anim(kind, dict(data), DURATIONS[kind] * self.anim_factor))

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


def _same_card(n: Notice, ctx: str) -> bool:
    card = str(n.event.data.get("card", ""))
    if n.kind == "mythos":
        return ctx == f"mythos:{card}"
    return ctx.startswith(f"encounter:{card}:")
