"""The tests' one arrangement kit: a game stopped where a test wants it, one step run, and what
happened read back. Every test module arranges through it; ``tests/conftest.py`` only makes
:class:`Scenario` the ``scenario`` fixture, and an expansion's own arrangement
(``tests/expansions/innsmouth/kit.py``) is built on it.

* **The game** — :class:`Scenario` (a game settled before its first slider placement that runs
  one effect or encounter at a time and keeps its events) and :func:`settled`.
* **Dice and decks** — ``s.dice(…)`` and ``s.game.stack_deck(…)``, the game's own test fixture
  (``Game.force_dice``/``Game.stack_deck``); :func:`force` queues exactly the dice of one check.
* **Investigators** — :func:`strip`, :func:`bare`, :func:`in_the_street`, :func:`ready` (the
  known hand of the encounter tests, skills :data:`SKILLS`), :func:`give`, :func:`in_deck`,
  :func:`monster_trophy`, :func:`gate_trophy`, :func:`fighter`.
* **The board** — :func:`put`, :func:`clear_board`, :func:`only_monster`, :func:`next_gate`,
  :func:`place_gate`, :func:`gate_on_top`, :func:`in_battle`.
* **One step** — :func:`fight`, :func:`move`, :func:`lose`, :func:`skill_check`,
  :func:`gate_step`, :func:`activate`, :func:`later_mythos`, :func:`leave`, :func:`hook`.
* **What happened** — :func:`rolls`, :func:`results`, :func:`checked`, :func:`gained`,
  :func:`held`, :func:`stats`, :func:`on_board`, :func:`where`, :func:`pending`,
  :func:`choice`, :func:`ended`, :func:`assert_gate_opened`; and :func:`answer`,
  :func:`answer_all` for whatever is asked.

Every helper keeps the components conserved: cards go back to their decks, gate markers come out
of the stack, monsters move between the cup, the box and the board.

>>> s = Scenario(["amanda-sharpe"])
>>> inv = bare(s)                  # no cards, no Clues, sliders at 1/1/1: Lore 2
>>> s.dice(5, 1)                   # the next dice rolled
>>> skill_check(s, inv, "lore")
>>> rolls(s), results(s)
([(5, 1)], [True])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arkham.engine import combat, effects, flow, mythos, windows
from arkham.engine.checks import skill
from arkham.engine.effects import GameEnds
from arkham.engine.game import Game, Setup
from arkham.engine.state import FinalBattle, Investigator, card_of

STREET = "rivertown-streets"
SIX = ("speed", "sneak", "fight", "will", "lore", "luck")
SKILLS = {"speed": 4, "sneak": 3, "fight": 4, "will": 3, "lore": 4, "luck": 3}
"""The skills of :func:`ready`'s Amanda Sharpe."""
STATS = ("money", "clues", "sanity", "stamina")


# ---------------------------------------------------------------- the game


def settled(game: Game) -> Game:
    """Answer the setup's card draws (keep the first cards, no Scrounge) so the game waits
    at its first slider placement, as it does for investigators with no draw power."""
    while (d := game.pending()) is not None and d.kind != "sliders":
        game.choose("done" if "done" in d.ids() else d.ids()[0])
    return game


class Scenario:
    """A game stopped before its first decision, ready to run one effect.

    >>> s = Scenario(["amanda-sharpe"])
    >>> s.dice(5, 6)            # the next dice rolled
    >>> s.encounter("northside-3:newspaper")
    >>> s.kinds()
    ['encounter', 'dice-rolled', 'check-result', 'stat-changed', 'stat-changed']
    >>> s.encounter("northside-1:curiositie-shoppe")
    >>> s.choose("decline")     # decisions are answered by id
    >>> s.done()
    True
    """

    def __init__(
        self,
        investigators: Sequence[str] = ("amanda-sharpe",),
        ancient_one: str = "azathoth",
        seed: str = "scenario",
        expansions: Sequence[str] = (),
        herald: str | None = None,
    ) -> None:
        setup = Setup.of(list(investigators), ancient_one, list(expansions), herald=herald)
        self.game = settled(Game.new(setup, seed))
        self.state = self.game.state
        self.events: list = []

    def inv(self, index: int = 0) -> Investigator:
        return self.state.investigators[index]

    def dice(self, *dice: int) -> None:
        self.game.force_dice(dice)

    def run(self, effect: Callable) -> None:
        self.events = self.game.run(effect)

    def encounter(self, entry_id: str, index: int = 0, at: str | None = None) -> None:
        """Run one location entry ``<card>:<location>`` for investigator ``index`` (placed
        there first, or ``at`` another area: a prisoner in the Innsmouth Jail Cell meets the
        Innsmouth Jail's entries)."""
        card, _, loc = entry_id.partition(":")
        inv = self.inv(index)
        if at is not None:
            inv.area = at
        elif loc != "inner-sanctum":
            inv.area = loc
        self.run(lambda: flow.run_location_entry(self.game, inv, card, loc))

    def gate_encounter(self, entry_id: str, world: str | None = None, index: int = 0) -> None:
        """Run one gate entry ``<card>:<world or other>`` with investigator ``index`` in
        ``world`` (needed for 'other' entries)."""
        card, _, key = entry_id.partition(":")
        world = world or key
        inv = self.inv(index)
        inv.area = f"{world}-1"
        self.run(lambda: flow.run_gate_entry(self.game, inv, card, world))

    def choose(self, *ids: str) -> None:
        for choice_id in ids:
            self.events += self.game.choose(choice_id)

    def pending_ids(self) -> list[str]:
        decision = self.game.pending()
        return decision.ids() if decision else []

    def done(self) -> bool:
        return self.game.pending() is None

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]


def force(s: Scenario, kind: str, modifier: int, successes: int) -> None:
    """Queue exactly the dice the next ``kind`` check rolls: ``successes`` fives, the rest ones."""
    n = skill(s.game, s.inv(), kind) + modifier
    assert n >= successes, f"{kind} {modifier:+d} rolls only {n} dice"
    s.dice(*([5] * successes + [1] * (n - successes)))


# ---------------------------------------------------------------- investigators


def _who(s: Scenario, who: int | Investigator) -> Investigator:
    return s.inv(who) if isinstance(who, int) else who


def strip(
    s: Scenario, who: int | Investigator = 0, *, clues: int = 0, money: int | None = None
) -> Investigator:
    """Investigator ``who`` (a seat or the investigator) with no possessions (each card back to
    its deck), ``clues`` Clues and, if given, ``money``; the sliders as they were."""
    inv = _who(s, who)
    for p in list(inv.possessions):
        effects.discard(s.game, inv, p.handle)
    inv.clues = clues
    if money is not None:
        inv.money = money
    return inv


def bare(
    s: Scenario,
    who: int | Investigator = 0,
    *,
    speed_sneak: int = 1,
    fight_will: int = 1,
    lore_luck: int = 1,
    clues: int = 0,
    money: int | None = None,
    area: str | None = None,
) -> Investigator:
    """:func:`strip`, with the sliders at the given stops (Amanda Sharpe at 1/1/1: Speed 2,
    Sneak 3, Fight 2, Will 3, Lore 2, Luck 3; Sanity 5, Stamina 5; an investigator's own pairs
    at 1) and, if given, at ``area``."""
    inv = strip(s, who, clues=clues, money=money)
    stops = {"speed-sneak": speed_sneak, "fight-will": fight_will, "lore-luck": lore_luck}
    inv.sliders = {pair: stops.get(pair, 1) for pair in inv.sliders}
    if area is not None:
        inv.area = area
    return inv


def in_the_street(s: Scenario, who: int | Investigator = 0, **sliders: int) -> Investigator:
    """:func:`bare` on Rivertown Streets (where the possession tests meet their monsters)."""
    return bare(s, who, area=STREET, **sliders)


def fighter(s: Scenario, **sliders: int) -> Investigator:
    """Amanda Sharpe :func:`bare` on Rivertown Streets with the sliders at 1/2/1 unless given:
    Sneak 3, Fight 3, Will 2."""
    return in_the_street(s, **({"speed_sneak": 1, "fight_will": 2, "lore_luck": 1} | sliders))


def ready(
    scenario: Callable[..., Scenario] = Scenario,
    *,
    money: int = 5,
    clues: int = 0,
    sanity: int = 3,
    stamina: int = 3,
    investigator: str = "amanda-sharpe",
    others: tuple[str, ...] = (),
) -> Scenario:
    """The encounter tests' known hand: Amanda Sharpe (or another investigator) with no items,
    one skill card of each of the six skills and every slider at stop 2, so her skills are
    :data:`SKILLS` and even a −3 check rolls a die. ``scenario`` makes the game (a
    :class:`Scenario` with expansions, say); ``others`` join it as they come (for entries that
    reach them). Cards stay conserved."""
    s = scenario([investigator, *others])
    inv = strip(s)
    pile = s.state.decks["skill"]
    for name in SIX:
        handle = next(h for h in pile if card_of(h) == name)
        pile.remove(handle)
        effects.give(s.game, inv, handle, fresh=False)
    inv.sliders = {"speed-sneak": 2, "fight-will": 2, "lore-luck": 2}
    inv.money, inv.clues, inv.sanity, inv.stamina = money, clues, sanity, stamina
    return s


def give(s: Scenario, inv: Investigator, card: str, *, fresh: bool = False) -> str:
    """One copy of ``card`` out of its deck into the investigator's possessions (``fresh``: as
    gained this turn, so no Upkeep roll for it yet); returns its handle."""
    pile = s.state.decks[effects.deck_of(s.game, card)]
    handle = next(h for h in pile if card_of(h) == card)
    pile.remove(handle)
    effects.give(s.game, inv, handle, fresh=fresh)
    return handle


def in_deck(s: Scenario, handle: str) -> bool:
    return handle in s.state.decks[effects.deck_of(s.game, card_of(handle))]


def monster_trophy(s: Scenario, inv: Investigator, marker: str) -> str:
    """A monster from the cup as the investigator's trophy."""
    assert s.state.monsters[marker] == "cup"
    s.state.monsters[marker] = f"trophy:{inv.id}"
    inv.monster_trophies.append(marker)
    return marker


def gate_trophy(s: Scenario, inv: Investigator) -> str:
    """The gate marker on top of the stack as the investigator's trophy."""
    gate = s.state.gate_stack.pop(0)
    inv.gate_trophies.append(gate)
    return gate


# ---------------------------------------------------------------- the board


def put(s: Scenario, marker: str, where: str) -> str:
    s.state.monsters[marker] = where
    return marker


def clear_board(s: Scenario) -> None:
    """Every monster not in the box back to the cup."""
    for marker, where in s.state.monsters.items():
        if where != "box":
            s.state.monsters[marker] = "cup"


def only_monster(s: Scenario, marker: str = "zombie-1") -> str:
    """Leave ``marker`` alone in the cup (the rest of the cup goes to the box), so 'a monster
    appears' is always it. A Zombie: awareness +1, Horror −1 (1), Combat −1 (2), toughness 1."""
    for m, where in s.state.monsters.items():
        if where == "cup" and m != marker:
            s.state.monsters[m] = "box"
    s.state.monsters[marker] = "cup"
    return marker


def next_gate(s: Scenario) -> tuple[str, str, str]:
    """Before an entry opens a gate: one Zombie alone in the cup. Returns the Zombie, the gate
    marker on top of the stack and its world."""
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    return zombie, gate, s.game.cat.gate_markers[gate].world


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


def in_battle(s: Scenario, doom_tokens: int = 5, *, round: int = 0) -> FinalBattle:
    """The final battle begun, with ``doom_tokens`` on the Ancient One's track."""
    fb = FinalBattle(doom_tokens=doom_tokens, round=round)
    s.state.final_battle = fb
    s.state.phase = "final-battle"
    return fb


# ---------------------------------------------------------------- one step


def fight(s: Scenario, inv: Investigator, marker: str) -> None:
    s.run(lambda: combat.combat(s.game, inv, marker))


def move(s: Scenario, inv: Investigator) -> None:
    """The investigator's Arkham movement."""
    s.run(lambda: flow.arkham_movement(s.game, inv))


def lose(s: Scenario, inv: Investigator, **amounts: int) -> None:
    s.run(lambda: effects.lose(s.game, inv, **amounts))


def skill_check(s: Scenario, inv: Investigator, kind: str, modifier: int = 0) -> None:
    s.run(lambda: effects.check(s.game, inv, kind, modifier))


def gate_step(s: Scenario, loc: str) -> None:
    """The Mythos phase's gate step at ``loc``."""
    s.run(lambda: mythos.gate_step(s.game, loc))


def activate(s: Scenario, card: str) -> None:
    """A mythos card's ability, as step 4 of the Mythos phase (the card out of the deck first)."""
    s.state.decks["mythos"].remove(card)
    s.run(lambda: mythos.activate(s.game, card))


def later_mythos(s: Scenario) -> None:
    """The ongoing mythos cards' effect in a later Mythos phase."""
    s.run(lambda: mythos.ongoing(s.game, None))


def leave(s: Scenario, card: str) -> None:
    """A mythos card leaves play."""
    s.run(lambda: mythos.leave_play(s.game, card))


def hook(s: Scenario, name: str, *args: object) -> None:
    """Run every hook of ``name`` (a :class:`~arkham.engine.names.Hook`)."""
    s.run(lambda: windows.run_hooks(s.game, name, *args))


# ---------------------------------------------------------------- what happened


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


def stats(inv: Investigator) -> dict[str, int]:
    """Money, Clues, Sanity and Stamina."""
    return {k: getattr(inv, k) for k in STATS}


def on_board(s: Scenario, area: str) -> list[str]:
    return s.state.monsters_at(area)


def where(s: Scenario) -> dict[str, str]:
    """Every monster out of the cup and the box, and where it is."""
    return {m: w for m, w in s.state.monsters.items() if w not in ("cup", "box")}


def pending(s: Scenario):
    """The pending decision (there must be one)."""
    d = s.game.pending()
    assert d is not None, "no decision pending"
    return d


def choice(s: Scenario, choice_id: str):
    """The choice ``choice_id`` of the pending decision."""
    return next(c for c in pending(s).choices if c.id == choice_id)


def ended(s: Scenario) -> GameEnds:
    result = s.game.result
    assert isinstance(result, GameEnds), result
    return result


def assert_gate_opened(s: Scenario, loc: str, zombie: str, gate: str, world: str) -> None:
    """The gate opened at ``loc`` with its monster and a doom token, and the investigator was
    drawn through it and delayed."""
    assert s.state.locations[loc].gate == gate
    assert s.state.doom == 1
    assert s.state.monsters[zombie] == loc
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True)


def answer(game: Game, prefer: Sequence[str] = ("done", "accept")) -> str:
    """A plain answer to whatever is pending: 'done'/'accept' when offered, else the first
    enabled choice."""
    decision = game.pending()
    assert decision is not None
    ids = [c.id for c in decision.enabled()]
    picked = next((p for p in prefer if p in ids), ids[0])
    game.choose(picked)
    return picked


def answer_all(s: Scenario, prefer: Sequence[str] = ("done", "attack", "accept")) -> None:
    """:func:`answer` every decision until none is pending, keeping the events."""
    while (d := s.game.pending()) is not None:
        ids = [c.id for c in d.enabled()]
        s.choose(next((p for p in prefer if p in ids), ids[0]))
