"""Arranging a scenario's state directly (conftest's ``Scenario``), and reading what happened.

Every helper keeps the components conserved: cards go back to their decks, gate markers come
out of the stack, monsters move between the cup and the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from arkham.engine.effects import GameEnds
from arkham.engine.game import Game
from arkham.engine.state import Investigator, Possession
from tests.conftest import Scenario


def bare(
    s: Scenario,
    index: int = 0,
    *,
    speed_sneak: int = 1,
    fight_will: int = 1,
    lore_luck: int = 1,
) -> Investigator:
    """Investigator ``index`` with no possessions, no Clues and the sliders at the given stops
    (Amanda Sharpe at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3)."""
    inv = s.inv(index)
    strip(s.game, inv)
    inv.sliders = {"speed-sneak": speed_sneak, "fight-will": fight_will, "lore-luck": lore_luck}
    return inv


def strip(g: Game, inv: Investigator) -> None:
    for p in inv.possessions:
        g.state.decks[g.cat.card_kind(p.card)].append(p.handle)
    inv.possessions.clear()
    inv.clues = 0


def give(g: Game, inv: Investigator, card: str) -> str:
    """Take one copy of ``card`` from its deck into the investigator's possessions."""
    pile = g.state.decks[g.cat.card_kind(card)]
    handle = next(h for h in pile if h.partition("#")[0] == card)
    pile.remove(handle)
    inv.possessions.append(Possession(handle=handle))
    return handle


def put(s: Scenario, marker: str, where: str) -> str:
    s.state.monsters[marker] = where
    return marker


def clear_board(s: Scenario) -> None:
    """Every monster not in the box back to the cup."""
    for marker, where in s.state.monsters.items():
        if where != "box":
            s.state.monsters[marker] = "cup"


def on_board(s: Scenario, area: str) -> list[str]:
    return s.state.monsters_at(area)


def place_gate(s: Scenario, loc: str, world: str) -> str:
    """Open a gate to ``world`` at ``loc``, taking its marker out of the stack."""
    marker = next(m for m in s.state.gate_stack if s.game.cat.gate_markers[m].world == world)
    s.state.gate_stack.remove(marker)
    s.state.locations[loc].gate = marker
    s.state.locations[loc].clues = 0
    return marker


def gate_on_top(s: Scenario, world: str) -> str:
    """Put a gate marker to ``world`` on top of the stack."""
    marker = next(m for m in s.state.gate_stack if s.game.cat.gate_markers[m].world == world)
    s.state.gate_stack.remove(marker)
    s.state.gate_stack.insert(0, marker)
    return marker


def rolls(s: Scenario, purpose: str | None = None) -> list[tuple[int, ...]]:
    """The dice of each roll event (the last of a check's events has any Clue dice too)."""
    return [
        e.dice
        for e in s.events
        if e.kind == "dice-rolled" and (purpose is None or e.purpose == purpose)
    ]


def results(s: Scenario, purpose: str | None = None) -> list[bool]:
    return [
        e.passed
        for e in s.events
        if e.kind == "check-result" and (purpose is None or e.purpose == purpose)
    ]


def choice(s: Scenario, choice_id: str):
    decision = s.game.pending()
    assert decision is not None, "no decision pending"
    return next(c for c in decision.choices if c.id == choice_id)


def ended(s: Scenario) -> GameEnds:
    result = s.game.result
    assert isinstance(result, GameEnds), result
    return result


def answer(game: Game, prefer: Sequence[str] = ("done", "accept")) -> str:
    """A plain answer to whatever is pending: 'done'/'accept' when offered, else the first
    enabled choice."""
    decision = game.pending()
    assert decision is not None
    ids = [c.id for c in decision.enabled()]
    picked = next((p for p in prefer if p in ids), ids[0])
    game.choose(picked)
    return picked
