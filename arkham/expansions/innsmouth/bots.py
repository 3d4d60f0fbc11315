"""What the bots (``arkham.ai``) know of Innsmouth beyond its board: carrying Clues to the Feds
once the Deep Ones stir, and keeping out of the open under martial law. Imported by the AI for
a game with Innsmouth (``Module.bots``), never by the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.ai import plan
from arkham.engine import tracks
from arkham.expansions.innsmouth import rules as innsmouth

if TYPE_CHECKING:
    from arkham.ai.view import View
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
    return carrier.id, plan.Goal(best[1], "feds")


def curfew(v: View, area: str) -> bool:
    """Under martial law, ending movement here means an Evade check or arrest (seed 004)."""
    fact = v.cat.areas.get(area)
    return "martial-law" in v.st.marks and fact is not None and fact.awareness is not None


plan.TEAM_GOALS.append(evidence_goal)
plan.STOP_RISKS.append(curfew)
