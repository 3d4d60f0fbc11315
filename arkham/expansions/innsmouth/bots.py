"""What the bots (``arkham.ai``) know of Innsmouth beyond its board: carrying Clues to the Feds
once the Deep Ones stir, and keeping out of the open under martial law; and what the sim counts
of its events (Feds raids, martial law, the Look, jail breaks). Imported by the AI for a game
with Innsmouth (``Module.bots``), never by the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.ai import plan
from arkham.ai.tally import Tally, tallies
from arkham.ai.view import HIRES, Hire
from arkham.engine import tracks
from arkham.engine.events import Event
from arkham.engine.registry import registering
from arkham.engine.tracks import TrackChanged
from arkham.expansions.innsmouth import places
from arkham.expansions.innsmouth import rules as innsmouth
from arkham.expansions.innsmouth.look import LookDrawn
from arkham.expansions.innsmouth.places import JailBreak
from arkham.expansions.innsmouth.rules import MartialLawDeclared

if TYPE_CHECKING:
    from arkham.ai.view import View
    from arkham.catalog import Catalog
    from arkham.engine.state import Investigator

EVIDENCE_FROM = 3
"""Uprising tokens (of 6) from which one investigator carries Clues to the Feds."""


def evidence_goal(v: View, free: list[Investigator]) -> tuple[str, plan.Goal] | None:
    """Once the Deep Ones stir, the free investigator with the most Clues (2 or more) goes to
    an Innsmouth neighbourhood with empty Feds Raid spaces to give them in the next Upkeep
    (seed 004, Federal Raids); the nearest such place, dearer where martial law could arrest
    him."""
    if innsmouth.FEDS not in v.cat.tracks or not free:
        return None
    if tracks.value(v.g, innsmouth.DEEP_ONES) < EVIDENCE_FROM:
        return None
    carrier = max(free, key=lambda inv: (inv.clues, inv.id))
    if carrier.clues < 2:
        return None
    best: tuple[float, str] | None = None
    for area in v.cat.towns[innsmouth.TOWN_INNSMOUTH].areas:
        fact = v.cat.areas[area]
        if area not in v.cat.connections or fact.by_water or fact.restricted_entry:
            continue
        group = fact.neighbourhood
        if group is None or tracks.group_room(v.g, innsmouth.FEDS, group) <= 0:
            continue
        if area in v.st.locations and v.st.locations[area].closed:
            continue
        cost = plan.travel(v, carrier, area) + (2.0 if curfew(v, area) else 0.0)
        if best is None or (cost, area) < best:
            best = (cost, area)
    if best is None:
        return None
    clues = f"{carrier.clues} Clue{'s' if carrier.clues != 1 else ''}"
    return carrier.id, plan.Goal(best[1], "feds", f"{clues} to give the Feds")


def boat_lines(cat: Catalog) -> dict[str, tuple[str, ...]]:
    """Each place with a boat for charter → the aquatic locations its boat reaches (never one
    entered only by its own ways)."""
    harbours = [a.id for a in cat.locations.values() if a.ability == places.CHARTER]
    return {
        harbour: tuple(
            loc.id
            for loc in cat.locations.values()
            if loc.aquatic and loc.id != harbour and not loc.restricted_entry
        )
        for harbour in harbours
    }


BOAT = Hire(places.CHARTER, places.SAIL, places.CHARTER_FARE, 2.0, "sails to", boat_lines)
"""Falcon Point's boat charter, for the bots' routes (a sailing ends the move: two steps)."""


def curfew(v: View, area: str) -> bool:
    """Under martial law, ending movement here means an Evade check or arrest (seed 004)."""
    fact = v.cat.areas.get(area)
    return innsmouth.MARTIAL_LAW in v.st.marks and fact is not None and fact.awareness is not None


# ---------------------------------------------------------------- what the sim counts


def _feds_raid(t: Tally, ev: TrackChanged) -> None:
    if ev.track == innsmouth.FEDS and ev.delta < 0:
        t.counts["feds_raids"] += 1


def _counted(t: Tally, ev: Event) -> None:
    t.counts[ev.kind.replace("-", "_")] += 1


def _jail_break(t: Tally, ev: JailBreak) -> None:
    if ev.freed:
        t.counts["jail_breaks"] += 1


with registering("arkham.expansions.innsmouth"):
    HIRES.append(BOAT)
    plan.TEAM_GOALS.append(evidence_goal)
    plan.STOP_RISKS.append(curfew)
    tallies(TrackChanged)(_feds_raid)
    tallies(MartialLawDeclared, LookDrawn)(_counted)
    tallies(JailBreak)(_jail_break)
