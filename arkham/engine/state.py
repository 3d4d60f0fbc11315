"""The game state: plain pydantic models, mutated in place by the rules.

Everything the UI shows is read from here. Places are ids: an Arkham area id (``woods``,
``rivertown-streets``), an Other World area (``abyss-1``), or a holding place (``sky``,
``outskirts``, ``lost``, ``jail``). A monster marker's place is one of those or ``cup``, ``box``,
``encounter`` (out for an encounter's fight), ``rumor`` (held on the rumor card in play), or
``trophy:<investigator id>``.

Cards are held and stacked as *handles* ``<card id>#<copy>`` so every physical card is unique.

The state and the parts read and written on every step — investigators, their possessions,
the locations — are plain dataclasses that pydantic validates and serialises (the same JSON
as models would give, the same refusals): an attribute of a pydantic model is read through its
``__getattr__``, which keeps CPython off its fast path for every read, and written through its
``__setattr__``; those two cost about a tenth of a bot game. The rarer parts (the final
battle, a personal story, the outcome) stay models.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from arkham.engine.names import EndCause, Phase
from arkham.engine.rng import Rng


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)


def card_of(handle: str) -> str:
    """The card id of a handle: ``shotgun#2`` → ``shotgun``."""
    return handle.partition("#")[0]


@dataclass(kw_only=True)
class Possession:
    __pydantic_config__ = ConfigDict(extra="forbid")

    handle: str
    exhausted: bool = False
    tokens: int = 0
    fresh: bool = False
    """Gained since the last Upkeep: no upkeep roll for it this time (seed: Upkeep step 2)."""
    card: Annotated[str, Field(exclude=True)] = ""
    """The card id, derived from the handle (read often by the rules, so worked out once)."""

    def __post_init__(self) -> None:
        self.card = card_of(self.handle)


@dataclass(kw_only=True)
class Investigator:
    __pydantic_config__ = ConfigDict(extra="forbid")

    id: str
    player: str
    seat: int
    area: str
    sanity: int
    stamina: int
    max_sanity_loss: int = 0
    max_stamina_loss: int = 0
    money: int
    clues: int
    sliders: dict[str, int] = field(default_factory=dict)
    """Stop 0–3 per slider of the sheet: 'speed-sneak', 'fight-will', 'lore-luck' (a sheet with
    sliders of its own has its own keys: Trish Scarborough's 'fight-sneak'…)."""
    possessions: list[Possession] = field(default_factory=list)
    monster_trophies: list[str] = field(default_factory=list)
    gate_trophies: list[str] = field(default_factory=list)
    delayed: bool = False
    explored: bool = False
    returned_this_turn: bool = False
    """Came back from an Other World this turn: no evading or fighting at that gate."""
    movement_points: int = 0
    status: Literal["playing", "devoured", "eliminated"] = "playing"
    loan_defaulted: bool = False
    encounters_over: bool = False
    """Knocked out this turn: no more encounters until the next turn (seed: insane/unconscious)."""

    def holds(self, card: str) -> bool:
        # A plain loop, faster than any() over a generator: asked several times on every roll.
        for p in self.possessions:  # noqa: SIM110
            if p.card == card:
                return True
        return False

    def possession(self, handle: str) -> Possession | None:
        for p in self.possessions:
            if p.handle == handle:
                return p
        return None

    def model_copy(self, *, deep: bool = False) -> Investigator:
        """A copy (with ``deep``, of the possessions and all), as a pydantic model makes one."""
        return copy.deepcopy(self) if deep else copy.copy(self)


@dataclass(kw_only=True)
class LocationState:
    __pydantic_config__ = ConfigDict(extra="forbid")

    clues: int = 0
    gate: str | None = None
    sealed: bool = False
    closed: bool = False
    """Closed for good (a shop at its terror level) or by a closed marker."""
    closed_by: str | None = None
    """The mythos card whose closed marker shuts it; None for a permanent closure."""
    activity: list[str] = field(default_factory=list)
    """Mythos card ids whose activity markers sit here."""


class FinalBattle(Model):
    doom_tokens: int
    successes: int = 0
    round: int = 0
    attack_step: int = 0
    """How many attacks so far; each makes the next check one harder."""


class StoryState(Model):
    """An investigator's personal story in play (an expansion's option): how far its goal
    and its threat have come, and how it ended."""

    story: str
    """The story's id (its investigator's, in the catalog's ``personal_stories``)."""
    progress: int = 0
    """Toward the goal that passes it (a count, or the measure as it last stood)."""
    setbacks: int = 0
    """Toward the threat that fails it."""
    started: int = 0
    """The turn it was drawn in (0: at setup); a deadline counts the story's own turns."""
    outcome: Literal["passed", "failed"] | None = None
    """Once set, the story is over: that side's consequence stays for the game."""


class Outcome(Model):
    won: bool
    cause: EndCause
    score: int | None = None
    first_citizen: str | None = None

    def __str__(self) -> str:
        """``victory: every gate is closed (score 14)`` — for logs and the command line."""
        score = f" (score {self.score})" if self.score is not None else ""
        return f"{'victory' if self.won else 'defeat'}: {self.cause.sentence}{score}"


def _unused(value: object) -> bool:
    """What only an expansion (or a rare card) fills is left out of the saved state while it
    is empty, so a base game's state (and its digest, which saves check) reads exactly as it
    did before them."""
    return not value


@dataclass(kw_only=True, eq=False)
class GameState:
    """The whole state: a dataclass that pydantic validates and serialises (see the module
    docstring), with the part of pydantic's model interface the program uses —
    :meth:`model_dump_json`, :meth:`model_dump`, :meth:`model_validate_json` and
    :meth:`model_copy`. Its random source is kept apart from the fields (never saved: the
    seed and the draws stand for it), made from them when first asked for, or handed over
    with :meth:`use_rng`."""

    __pydantic_config__ = ConfigDict(extra="forbid")

    turn: int = 0
    phase: Phase = Phase.SETUP
    first_player: int = 0
    player_count: int
    ancient_one: str
    doom: int = 0
    terror: int = 0
    investigators: list[Investigator] = field(default_factory=list)
    locations: dict[str, LocationState] = field(default_factory=dict)
    monsters: dict[str, str] = field(default_factory=dict)
    gate_stack: list[str] = field(default_factory=list)
    decks: dict[str, list[str]] = field(default_factory=dict)
    closed_streets: Annotated[dict[str, str], Field(exclude_if=_unused)] = field(
        default_factory=dict
    )
    """Street areas shut by a mythos card's closed marker (street → card id): whoever is there
    stays and may leave, no one enters (``board.closed``)."""
    environment: str | None = None
    rumor: str | None = None
    rumor_track: int = 0
    elder_signs_used: int = 0
    marks: list[str] = field(default_factory=list)
    """Readable flags that last a turn or a combat, kept by card and power behaviour
    (``research@3``, ``red-sign:<marker>``…); each module documents its own."""
    tracks: Annotated[dict[str, int], Field(exclude_if=_unused)] = field(default_factory=dict)
    """The values of an expansion's tracks (doom and terror have fields of their own)."""
    herald: Annotated[str | None, Field(exclude_if=_unused)] = None
    """The herald beside the Ancient One (an expansion's option, ``Setup.herald``)."""
    stories: Annotated[dict[str, StoryState], Field(exclude_if=_unused)] = field(
        default_factory=dict
    )
    """Each investigator's personal story, by investigator id, when the option is on."""
    final_battle: FinalBattle | None = None
    outcome: Outcome | None = None
    rng_seed: str
    rng_draws: int = 0

    def __post_init__(self) -> None:
        self._dice: Rng | None = None

    @property
    def rng(self) -> Rng:
        rng = self._dice
        if rng is None:
            rng = self._dice = Rng(self.rng_seed, self.rng_draws)
        return rng

    def use_rng(self, rng: Rng) -> None:
        """Play on with ``rng`` (a fork's restored source, or a searching AI's sample)."""
        self._dice = rng

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        mine = {k: v for k, v in self.__dict__.items() if k != "_dice"}
        theirs = {k: v for k, v in other.__dict__.items() if k != "_dice"}
        return mine == theirs and self.rng == other.rng

    def model_dump_json(self, **options: Any) -> str:
        return _STATE.dump_json(self, **options).decode()

    def model_dump(self, **options: Any) -> dict[str, Any]:
        return _STATE.dump_python(self, **options)

    @classmethod
    def model_validate_json(cls, data: str | bytes, context: dict | None = None) -> GameState:
        """A state from its JSON; a fork's snapshot hands over its random source
        (``Rng.restored``) as ``context["rng"]``, otherwise it is rebuilt from the seed and
        the draws when first used."""
        state = _STATE.validate_json(data)
        rng = context.get("rng") if context else None
        if isinstance(rng, Rng):
            state.use_rng(rng)
        return state

    def model_copy(self, *, deep: bool = False) -> GameState:
        if deep:
            return copy.deepcopy(self)
        return copy.copy(self)

    def sync(self) -> None:
        """Copy the random source's position into the serialised fields (after every step:
        only written when it moved)."""
        draws = self.rng.draws
        if draws != self.rng_draws:
            self.rng_draws = draws

    def investigator(self, inv_id: str) -> Investigator:
        for inv in self.investigators:
            if inv.id == inv_id:
                return inv
        raise KeyError(inv_id)

    def playing(self) -> list[Investigator]:
        """Investigators still in the game, in turn order from the first player."""
        invs = self.investigators
        if not invs:
            return []
        first = self.first_player % len(invs)
        if first:
            invs = invs[first:] + invs[:first]
        return [inv for inv in invs if inv.status == "playing"]

    def monsters_at(self, place: str) -> list[str]:
        monsters = self.monsters
        if place not in monsters.values():  # one quick scan: most places hold none
            return []
        return [m for m, where in monsters.items() if where == place]

    def investigators_at(self, area: str) -> list[Investigator]:
        return [i for i in self.investigators if i.area == area and i.status == "playing"]

    def open_gates(self) -> list[str]:
        """Locations with an open gate, in board order."""
        return [loc for loc, st in self.locations.items() if st.gate is not None]

    def sealed_count(self) -> int:
        return sum(1 for st in self.locations.values() if st.sealed)


_STATE: TypeAdapter[GameState] = TypeAdapter(GameState)
