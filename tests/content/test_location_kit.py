"""Shared arrangement for the location-encounter tests (``test_location_*.py``).

:func:`ready` gives Amanda Sharpe a known hand: no items, one skill card of each of the six
skills and every slider at stop 2, so her skills are Speed 4, Sneak 3, Fight 4, Will 3, Lore 4,
Luck 3 and even a −3 check rolls a die. :func:`force` then queues exactly the dice a check
rolls, with the given number of successes.
"""

from __future__ import annotations

from arkham.engine import effects
from arkham.engine.checks import skill
from arkham.engine.state import Possession, card_of
from tests.conftest import Scenario

SIX = ("speed", "sneak", "fight", "will", "lore", "luck")
SKILLS = {"speed": 4, "sneak": 3, "fight": 4, "will": 3, "lore": 4, "luck": 3}


def ready(
    scenario: type[Scenario],
    *,
    money: int = 5,
    clues: int = 0,
    sanity: int = 3,
    stamina: int = 3,
    investigator: str = "amanda-sharpe",
    others: tuple[str, ...] = (),
) -> Scenario:
    """Amanda Sharpe (or another investigator) with the known hand described above; cards
    stay conserved. ``others`` join the game as they come (for entries that reach them)."""
    s = scenario([investigator, *others])
    g, inv = s.game, s.inv()
    for p in list(inv.possessions):
        effects.discard(g, inv, p.handle)
    pile = s.state.decks["skill"]
    for name in SIX:
        handle = next(h for h in pile if card_of(h) == name)
        pile.remove(handle)
        inv.possessions.append(Possession(handle=handle))
    inv.sliders = {"speed-sneak": 2, "fight-will": 2, "lore-luck": 2}
    inv.money, inv.clues, inv.sanity, inv.stamina = money, clues, sanity, stamina
    return s


def force(s: Scenario, kind: str, modifier: int, successes: int) -> None:
    """Queue exactly the dice the next ``kind`` check rolls: ``successes`` fives, the rest ones."""
    n = skill(s.game, s.inv(), kind) + modifier
    assert n >= successes, f"{kind} {modifier:+d} rolls only {n} dice"
    s.dice(*([5] * successes + [1] * (n - successes)))


def checked(s: Scenario) -> list[str]:
    """The purposes of the skill checks rolled, in order (plain rolls excluded)."""
    return [e.purpose for e in s.events if e.kind == "dice-rolled" and e.needed is not None]


def gained(s: Scenario) -> list[str]:
    """Card ids gained, in order."""
    return [e.card for e in s.events if e.kind == "card-gained"]


def held(s: Scenario) -> list[str]:
    """Card ids the investigator gained during the test: every card gained is fresh (no Upkeep
    passes in a scenario), unlike the six skill cards :func:`ready` hands out."""
    return [p.card for p in s.inv().possessions if p.fresh]


def only_monster(s: Scenario, kind: str = "zombie") -> str:
    """Leave one marker of ``kind`` alone in the cup (the rest go to the box); return it. A
    Zombie: awareness +1, Horror −1 (1), Combat −1 (2), toughness 1."""
    marker = f"{kind}-1"
    for m, where in s.state.monsters.items():
        if where == "cup" and m != marker:
            s.state.monsters[m] = "box"
    s.state.monsters[marker] = "cup"
    return marker


def test_the_kit_gives_the_documented_skills(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    assert {name: skill(s.game, s.inv(), name) for name in SIX} == SKILLS
    assert held(s) == []


def next_gate(s: Scenario) -> tuple[str, str, str]:
    """Before an entry opens a gate: one Zombie alone in the cup. Returns the Zombie, the gate
    marker on top of the stack and its world."""
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    return zombie, gate, s.game.cat.gate_markers[gate].world


def assert_gate_opened(s: Scenario, loc: str, zombie: str, gate: str, world: str) -> None:
    """The gate opened at ``loc`` with its monster and a doom token, and the investigator was
    drawn through it and delayed."""
    assert s.state.locations[loc].gate == gate
    assert s.state.doom == 1
    assert s.state.monsters[zombie] == loc
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True)
