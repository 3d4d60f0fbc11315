"""Registries joining encounter entries (facts in ``data/``) to their behaviour (in content).

A location entry's id is ``<card id>:<location id>`` (``<card id>:inner-sanctum`` for the Lodge
members' entry); a gate entry's id is ``<card id>:<world id>`` or ``<card id>:other``. A
behaviour is a generator function ``(game, investigator) -> Effect``.

Location actions (a shop, the Asylum's care…) offered instead of an encounter register in
:data:`LOCATION_ACTIONS` by the location's ability id.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arkham.engine.registry import Registry

if TYPE_CHECKING:
    from arkham.engine.decisions import Decision
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

Behaviour = Callable[["Game", "Investigator"], Generator["Decision", str, Any]]

LOCATION = Registry("location entry", keyed=True)
GATE = Registry("gate entry", keyed=True)


@dataclass(frozen=True)
class LocationAction:
    label: str
    usable: Callable[[Game, Investigator], str | None]
    """None when usable now, else the reason it is shown disabled."""
    run: Behaviour
    advise: Callable[[Game, Investigator], bool] | None = None
    """For bots: take it rather than the encounter (checked only when usable; never if None)."""


LOCATION_ACTIONS = Registry("location action", keyed=True)

AREA_ENCOUNTERS = Registry("area encounter", keyed=True)
"""Ability id of a street area or special area → what an investigator there meets in the Arkham
Encounters phase (``(game, investigator) -> Effect``), which asks whatever it needs."""


def area_encounter(ability: str) -> Callable[[Behaviour], Behaviour]:
    """Register what an area's ability does in the Arkham Encounters phase:
    ``@area_encounter("jail-break")``."""

    def register(fn: Behaviour) -> Behaviour:
        AREA_ENCOUNTERS[ability] = fn
        return fn

    return register


def location(entry_id: str) -> Callable[[Behaviour], Behaviour]:
    """Register the behaviour of one location entry: ``@location("northside-1:newspaper")``."""

    def register(fn: Behaviour) -> Behaviour:
        LOCATION[entry_id] = fn
        return fn

    return register


def gate(entry_id: str) -> Callable[[Behaviour], Behaviour]:
    """Register the behaviour of one gate entry: ``@gate("gate-blue-1:abyss")``."""

    def register(fn: Behaviour) -> Behaviour:
        GATE[entry_id] = fn
        return fn

    return register


def action_advised(g: Game, inv: Investigator, loc: str) -> bool:
    """For bots: take the location action at ``loc`` instead of the encounter."""
    ability = g.cat.locations[loc].ability if loc in g.cat.locations else None
    act = g.rules.location_actions.get(ability or "")
    if act is None or act.advise is None or act.usable(g, inv) is not None:
        return False
    return act.advise(g, inv)
