"""Shared arrangement for the Innsmouth location-encounter tests (``test_location_church_green``
and its neighbours): Amanda Sharpe with the known hand of :mod:`test_location_kit`, Innsmouth on
the table, one Zombie alone in the cup, one uprising token on the Deep Ones Rising track.

:func:`meet` runs one entry with the dice forced check by check, answers its decisions and
returns what changed, as a plain dict (only what changed is in it), e.g.
``{"checks": ["Sneak"], "clues": 2}``:

* ``checks``: the skill checks rolled, in order; ``money``, ``clues``, ``sanity``, ``stamina``:
  the change; ``cards``: what was gained (the deck of an item, spell, skill or ally; the id of a
  special card), sorted;
* ``area``: where the investigator ended, if elsewhere; ``delayed``; ``arrested``; ``lost``;
  ``monster`` (a combat with the Zombie is waiting); ``gate`` (a gate opened here with the Zombie
  and a doom token, and the investigator went through it, delayed: ``area``, ``delayed`` and
  ``doom`` are then left out);
* ``look``: Innsmouth Look cards drawn, ``devoured``; ``uprising``: the Deep Ones Rising track's
  change; ``feds``: the Feds Raid spaces filled, by neighbourhood; ``doom``; ``clue_at``: where a
  Clue appeared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pytest

from arkham.expansions.innsmouth import look
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS
from tests.kit import Scenario, checked, force, held, only_monster, ready

CELL = "innsmouth-jail-cell"
STATS = ("money", "clues", "sanity", "stamina")


@dataclass(frozen=True)
class Meeting:
    """One way through an entry: the checks' forced successes (``(skill, modifier, successes)``
    in the order rolled), the decisions' answers (``"first"``: the first choice offered; a roll's
    Clue-spending question is always declined), where the investigator stands (``at``: the cell)
    and the Look deck (``look``: None leaves it alone, False takes the Look out, ``n`` leaves the
    Look and n − 1 other cards, so that drawing n shows it)."""

    entry: str
    checks: tuple[tuple[str, int, int], ...] = ()
    choices: tuple[str, ...] = ()
    at: str | None = None
    look: int | None = None
    kit: dict[str, Any] = field(default_factory=dict)


def case(entry: str, expect: dict, *, id: str, **how: Any) -> Any:
    """A pytest case: ``case("church-green-1:innsmouth-jail", {...}, checks=[...], id=...)``."""
    kit = {k: how.pop(k) for k in list(how) if k in (*STATS, "investigator")}
    if "checks" in how:
        how["checks"] = tuple(tuple(c) for c in how["checks"])
    if "choices" in how:
        how["choices"] = tuple(how["choices"])
    return pytest.param(Meeting(entry, kit=kit, **how), expect, id=id)


def town(**kit: Any) -> Scenario:
    s = ready(partial(Scenario, expansions=["innsmouth"]), **kit)
    s.state.tracks[DEEP_ONES] = 1  # so that taking one off shows
    return s


def set_look(s: Scenario, n: int) -> None:
    """Take the Look out of the Look deck (``n`` = 0: it never shows), or leave it with n − 1
    other cards (a draw of n shows it)."""
    deck = s.state.decks[look.LOOK_DECK]
    the_look = [h for h in deck if s.game.cat.deck_cards[h].effect == look.THE_LOOK]
    others = [h for h in deck if h not in the_look]
    deck[:] = others if n == 0 else the_look + others[: n - 1]


def meet(m: Meeting) -> dict:
    s = town(**m.kit)
    return run(s, m)


def run(s: Scenario, m: Meeting) -> dict:
    g, inv = s.game, s.inv()
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = g.cat.gate_markers[gate].world
    if m.look is not None:
        set_look(s, int(m.look))
    for kind, modifier, successes in m.checks:
        force(s, kind, modifier, successes)
    loc = m.entry.partition(":")[2]
    before = {stat: getattr(inv, stat) for stat in STATS}
    doom = s.state.doom
    s.encounter(m.entry, at=m.at)
    todo = list(m.choices)
    while (decision := g.pending()) is not None:
        if decision.kind == "roll":
            s.choose("accept")
            continue
        if not todo or decision.detail.get("monster"):
            break
        picked = todo.pop(0)
        s.choose(decision.enabled()[0].id if picked == "first" else picked)
    assert not todo, f"left unanswered: {todo}"

    out: dict[str, Any] = {}
    if checks := checked(s):
        out["checks"] = checks
    for stat in STATS:
        if delta := getattr(inv, stat) - before[stat]:
            out[stat] = delta
    if cards := sorted(
        c if g.cat.card_kind(c) == "special" else g.cat.card_kind(c) for c in held(s)
    ):
        out["cards"] = cards
    kinds = s.kinds()
    if "gate-opened" in kinds:
        assert s.state.locations[loc].gate == gate and s.state.monsters[zombie] == loc
        assert (inv.area, inv.delayed, s.state.doom - doom) == (f"{world}-1", True, 1)
        out["gate"] = True
    else:
        if inv.area != (m.at or loc):
            out["area"] = inv.area
        if inv.delayed:
            out["delayed"] = True
        if s.state.doom != doom:
            out["doom"] = s.state.doom - doom
    decision = g.pending()
    if decision is not None and decision.detail.get("monster") == zombie:
        out["monster"] = True
    elif decision is not None:
        out["pending"] = decision.kind
    for kind, key in (
        ("arrested", "arrested"),
        ("lost-in-time-and-space", "lost"),
        ("devoured", "devoured"),
    ):
        if kind in kinds:
            out[key] = True
    if drawn := sum(len(e.cards) for e in s.events if e.kind == "look-drawn"):
        out["look"] = drawn
    if uprising := s.state.tracks.get(DEEP_ONES, 0) - 1:
        out["uprising"] = uprising
    if feds := {
        key.partition(":")[2]: n
        for key, n in s.state.tracks.items()
        if key.startswith(f"{FEDS}:") and n
    }:
        out["feds"] = feds
    if clue_at := [e.at for e in s.events if e.kind == "clue-placed"]:
        out["clue_at"] = clue_at
    return out


def stack(s: Scenario, card: str) -> None:
    """Put a location card on top of its neighbourhood's deck."""
    deck = s.state.decks[f"loc:{s.game.cat.location_cards[card].neighbourhood}"]
    deck.remove(card)
    deck.insert(0, card)
