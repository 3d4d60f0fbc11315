"""The board as data: movement paths, monster placement and limits, gates, seals and shops.

Nothing here names an Arkham place except through the catalog; the areas, connections and
arrows all come from ``data/board.json``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from arkham.catalog import Role
from arkham.engine import effects, text, windows
from arkham.engine.decisions import Choice
from arkham.engine.effects import (
    AllyRemoved,
    Effect,
    GameEnds,
    Interrupted,
    add_doom,
    copy_investigator,
    delay,
    move_to,
)
from arkham.engine.events import TRACK_SECONDS, Animation, Event, Ring, Show, Tone
from arkham.engine.names import EndCause, Hook, Window
from arkham.engine.state import Investigator, LocationState, card_of

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game
    from arkham.engine.state import GameState


# ---------------------------------------------------------------- what happens on the board


def place_state(shown: GameState, area: str) -> LocationState:
    """The record of a place in a shown state (made when the state has none yet)."""
    return shown.locations.setdefault(area, LocationState())


NOT_ON_THE_MAP = (None, "encounter")
"""Where a monster that appeared is not on the map (fought in an encounter)."""


@dataclass(frozen=True, slots=True)
class MonsterAppeared(Event):
    kind = "monster-appeared"
    show = Show(reveals="a monster was drawn")
    monster: str
    at: str | None

    def describe(self, cat: Catalog) -> str:
        name = text.upper_first(text.with_article(text.monster(cat, self.monster)))
        return f"{name} appears at {text.area(cat, self.at)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        if self.at not in NOT_ON_THE_MAP:
            shown.monsters[self.monster] = str(self.at)

    def animation(self) -> Animation | None:
        if self.at in NOT_ON_THE_MAP:
            return None
        return Animation("monster-appear", 0.35, {"monster": self.monster, "at": self.at})

    def sound(self) -> str:
        return "monster"


@dataclass(frozen=True, slots=True)
class MonsterMoved(Event):
    kind = "monster-moved"
    monster: str
    frm: str
    to: str

    def describe(self, cat: Catalog) -> str:
        where = f"from {text.area(cat, self.frm)} to {text.area(cat, self.to)}"
        return f"The {text.monster(cat, self.monster)} moves {where}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.monsters[self.monster] = self.to

    def animation(self) -> Animation:
        data: dict[str, object] = {"monster": self.monster, "frm": self.frm, "to": self.to}
        return Animation("move-monster", 0.4, data)


@dataclass(frozen=True, slots=True)
class MonsterReturned(Event):
    kind = "monster-returned"
    show = Show(beat=0.4)
    monster: str
    frm: str
    to: str

    def describe(self, cat: Catalog) -> str:
        where = "returns to the cup" if self.to == "cup" else "leaves play for the box"
        return f"The {text.monster(cat, self.monster)} {where}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.monsters[self.monster] = self.to


@dataclass(frozen=True, slots=True)
class OutskirtsCleared(Event):
    kind = "outskirts-cleared"
    show = Show(beat=0.6)
    count: int

    def describe(self, cat: Catalog) -> str:
        return f"The Outskirts overflow: {self.count} monsters return to the cup."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.monsters = dict(final.monsters)


@dataclass(frozen=True, slots=True)
class GatePrevented(Event):
    kind = "gate-prevented"
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"A gate is kept from opening at {text.area(cat, self.at)}."


@dataclass(frozen=True, slots=True)
class GateOpened(Event):
    kind = "gate-opened"
    show = Show(Tone.ALARM, reveals="a gate was drawn")
    at: str
    gate: str
    world: str

    def describe(self, cat: Catalog) -> str:
        world = cat.worlds[self.world].name
        return f"A gate to {world} opens at {text.area(cat, self.at)}!"

    def advance(self, shown: GameState, final: GameState) -> None:
        place_state(shown, self.at).gate = self.gate

    def animation(self) -> Animation:
        return Animation("gate", 0.8, {"at": self.at})

    def sound(self) -> str:
        return "gate"


@dataclass(frozen=True, slots=True)
class CluesDiscarded(Event):
    kind = "clues-discarded"
    show = Show(beat=0.5)
    at: str
    count: int

    def describe(self, cat: Catalog) -> str:
        return f"The {self.count} Clue(s) at {text.area(cat, self.at)} are lost."

    def advance(self, shown: GameState, final: GameState) -> None:
        place = place_state(shown, self.at)
        place.clues = max(0, place.clues - self.count)


@dataclass(frozen=True, slots=True)
class GateClosed(Event):
    kind = "gate-closed"
    show = Show(Tone.GOOD, beat=0.6)
    at: str
    gate: str
    sealed: bool

    def describe(self, cat: Catalog) -> str:
        verb = "seals" if self.sealed else "closes"
        return f"{text.who(cat, self.investigator)} {verb} the gate at {text.area(cat, self.at)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        place = place_state(shown, self.at)
        place.gate = None
        place.sealed = self.sealed or place.sealed


@dataclass(frozen=True, slots=True)
class ShopClosed(Event):
    kind = "shop-closed"
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.area(cat, self.at)} closes its doors for good."


# RULE: reference §7 — gates open at once that awaken the Ancient One, by player count.
TOO_MANY_GATES = {1: 8, 2: 8, 3: 7, 4: 7, 5: 6, 6: 6, 7: 5, 8: 5}
SEALS_TO_WIN = 6
"""Elder signs on the board that win the game (seed 001)."""


def gate_limit(g: Game) -> int:
    """Open gates that awaken the Ancient One: by player count, plus the rule
    'more-gates-to-awaken' (a card in play)."""
    return TOO_MANY_GATES[counted_players(g)] + windows.rule(g, "more-gates-to-awaken")


def seals_to_win(g: Game) -> int:
    """Elder signs that win the game: six, plus the rule 'more-seals-to-win' (a card in
    play)."""
    return SEALS_TO_WIN + windows.rule(g, "more-seals-to-win")


def town_of(g: Game, area: str) -> str | None:
    """The town an area belongs to (its locations, streets and special areas), or None for a
    place off every town (the Sky, the Outskirts, an Other World, Lost in Time and Space)."""
    return g.cat.town_of.get(area)


def in_town(g: Game, area: str, town: str | None = None) -> bool:
    """Whether ``area`` is in ``town``; without a town, in any town on the table.

    RULE: seed 004 — "in Arkham" on a card covers every town, so rules and cards that say "in
    Arkham" ask ``in_town(g, area)``."""
    found = g.cat.town_of.get(area)
    return found is not None and (town is None or found == town)


def role(g: Game, name: Role, town: str | None = None) -> str:
    """The area playing rule role ``name`` in ``town`` (see :meth:`Catalog.role`)."""
    return g.cat.role(name, town)


def role_near(g: Game, name: Role, area: str) -> str:
    """The area playing ``name`` in the town of ``area`` if that town has one, else the first
    board's (an investigator arrested in a town without a jail goes to Arkham's)."""
    town = g.cat.town_of.get(area)
    if town is not None and g.cat.has_role(name, town):
        return g.cat.role(name, town)
    return g.cat.role(name)


def counts_toward_monster_limit(g: Game, area: str) -> bool:
    """Monsters here count toward the monster limit (a town whose board says so, the Sky)."""
    return area in g.cat.counts_toward_limit


def aquatic(g: Game, area: str) -> bool:
    fact = g.cat.areas.get(area)
    return fact is not None and fact.aquatic


def aquatic_location(g: Game, area: str) -> bool:
    """An aquatic location; while the rule 'streets-aquatic' holds (flooded streets), every
    street area of every town is one too."""
    if area in g.cat.streets and windows.rule(g, "streets-aquatic"):
        return True
    return area in g.cat.locations and aquatic(g, area)


def is_location(g: Game, area: str) -> bool:
    return area in g.cat.locations


def is_street(g: Game, area: str) -> bool:
    """A street or street area of any town."""
    return area in g.cat.streets


def investigators_in_neighbourhood(g: Game, neighbourhood: str) -> list[Investigator]:
    """Every investigator still playing at a location or the street of a neighbourhood (a
    special area that is part of a location, like the Jail Cell, counts as that location's)."""
    where = g.cat.neighbourhood_of
    return [inv for inv in g.state.playing() if where.get(inv.area) == neighbourhood]


def closed(g: Game, area: str) -> bool:
    """A closed location, or a street area a mythos card has closed: no one may enter it."""
    ls = g.state.locations.get(area)
    return ls.closed if ls is not None else area in g.state.closed_streets


_PATHS: WeakKeyDictionary[Catalog, dict[tuple, dict[str, list[str]]]] = WeakKeyDictionary()
"""Per catalog: :func:`paths_from`'s answers, by start, points and the areas closed."""
PATHS_KEPT = 4096
"""The most answers kept per catalog (all are dropped beyond: a long run of games meets many
sets of closed areas)."""


def paths_from(g: Game, start: str, points: int) -> dict[str, list[str]]:
    """Every area reachable with ``points`` movement points, with the shortest path to it
    (the start excluded from the path). Closed areas cannot be entered (nor passed through); an
    area that ends movement (Devil Reef) can be entered but not passed through.

    The answer is shared by every call with the same start, points and closed areas (movement
    asks it on every step, the bots on every move): read it, do not change it."""
    locs = g.state.locations
    shut_streets = g.state.closed_streets
    key = (start, points, *[a for a in locs if locs[a].closed], "|", *shut_streets)
    made = _PATHS.get(g.cat)
    if made is None:
        made = _PATHS[g.cat] = {}
    found = made.get(key)
    if found is None:
        if len(made) >= PATHS_KEPT:
            made.clear()
        found = made[key] = _paths_from(g, start, points)
    return found


def _paths_from(g: Game, start: str, points: int) -> dict[str, list[str]]:
    conn = g.cat.connections
    stops = _ends_movement(g)
    locs = g.state.locations
    shut_streets = g.state.closed_streets
    paths: dict[str, list[str]] = {start: []}
    frontier = deque([start])
    pop, push = frontier.popleft, frontier.append
    while frontier:
        here = pop()
        path = paths[here]
        if len(path) >= points or (here in stops and here != start):
            continue
        for nxt in conn[here]:
            if nxt in paths:
                continue
            if nxt in shut_streets or (nxt in locs and locs[nxt].closed):
                continue
            paths[nxt] = [*path, nxt]
            push(nxt)
    del paths[start]
    return paths


_ENDS_MOVEMENT: WeakKeyDictionary[Catalog, frozenset[str]] = WeakKeyDictionary()


def _ends_movement(g: Game) -> frozenset[str]:
    """The areas that end movement (Devil Reef), worked out once per catalog."""
    found = _ENDS_MOVEMENT.get(g.cat)
    if found is None:
        found = _ENDS_MOVEMENT[g.cat] = frozenset(
            a for a, fact in g.cat.areas.items() if fact.ends_movement
        )
    return found


def enterable(g: Game, area: str, returning_from_lost: bool = False) -> bool:
    """Whether an effect may put an investigator in ``area`` ("move to any location or street"):
    a street or location of a town, not closed, not off the land (Devil Reef: only a return
    from Lost in Time and Space may land there) and not entered only by its own ways
    (Y'ha-nthlei). A vortex is never one (seed 004: not by any means)."""
    fact = g.cat.areas.get(area)
    if fact is None or area not in g.cat.connections or fact.restricted_entry or fact.vortex:
        return False
    if fact.by_water and not returning_from_lost:
        return False
    return not closed(g, area)


# ---------------------------------------------------------------- monsters

ON_THE_RUMOR = "rumor"
"""The place (in ``state.monsters``) of monsters a rumor card holds, out of play."""
ON_THE_SHEET = "ancient-one-sheet"
"""The place of monsters the Ancient One's sheet holds (its rules say which), out of play."""


def counted_players(g: Game) -> int:
    """The number of players the limits count (the monster limit, the Outskirts, gates open at
    once, surges, the gate-trophy victory): one fewer for each expansion town beyond the first,
    never below 1 (seed 004, Combining Multiple Expansions). The final battle counts every
    player."""
    extra_towns = max(0, len(g.cat.towns) - 2)
    return max(1, g.state.player_count - extra_towns)


def monster_limit(g: Game) -> int | None:
    """Players + 3; none at terror 10 (seed: Monster Limits and the Outskirts)."""
    if g.state.terror >= 10:
        return None
    return counted_players(g) + 3


def outskirts_limit(g: Game) -> int:
    """8 − players (reference §7)."""
    return max(0, 8 - counted_players(g))


def monsters_toward_limit(g: Game) -> int:
    """Monsters that count toward the limit (in Arkham's areas and the Sky; never a Spawn
    monster, seed 004)."""
    counted = g.cat.counts_toward_limit
    n = 0
    for m, where in g.state.monsters.items():  # a plain loop: asked whenever a monster appears
        if where in counted and not is_spawn(g, m):
            n += 1
    return n


def is_spawn(g: Game, marker: str) -> bool:
    """A Spawn monster (seed 004): never in the cup, never counted toward the limit, never to
    the Outskirts, never a trophy."""
    return "spawn" in kind_of(g, marker).abilities


def back_to_cup(g: Game, marker: str) -> str:
    """Return a monster to the cup, or a Spawn monster, which never enters it, to the box;
    where it went. Every rule that sends monsters from the board back to the cup (a gate
    closed, a vortex, a mythos card) sends them here."""
    # RULE: seed 004, Spawn Monsters — never in the cup; our reading: one a rule returns to
    # the cup goes to the box, as a defeated one does (monster_trophy).
    to = "box" if is_spawn(g, marker) else "cup"
    g.state.monsters[marker] = to
    return to


def kind_of(g: Game, marker: str):
    return g.cat.monster_kinds[g.cat.kind_of_marker[marker]]


def draw_monster(g: Game) -> str:
    """A random marker from the cup; an empty cup awakens the Ancient One (reference §7).
    A kind under the rule 'kept-off-board:<kind>' is left in the cup while another can come
    (asked kind by kind only while the rule 'kept-off-board' says some kind is)."""
    cup = [m for m, where in g.state.monsters.items() if where == "cup"]
    if not cup:
        raise GameEnds(EndCause.NO_MONSTERS_LEFT, None)
    allowed = cup
    if windows.rule(g, "kept-off-board"):
        kinds = dict.fromkeys(g.cat.kind_of_marker[m] for m in cup)
        barred = {kind for kind in kinds if windows.rule(g, f"kept-off-board:{kind}")}
        allowed = [m for m in cup if g.cat.kind_of_marker[m] not in barred]
    return g.rng.pick(allowed or cup)


def draw_from_cup(g: Game) -> Effect:
    """:func:`draw_monster` for a monster that is to appear: the rules hear of each draw
    (``Hook.MONSTER_DRAWN``) and may set the marker aside, and then another is drawn.
    Returns the marker."""
    while True:
        marker = draw_monster(g)
        yield from windows.run_hooks(g, Hook.MONSTER_DRAWN, marker)
        if g.state.monsters[marker] == "cup":
            return marker


def place_monster(g: Game, marker: str, at: str) -> Effect:
    """Put a drawn monster on the board at ``at``, or in the Outskirts over the limit."""
    limit = monster_limit(g)
    st = g.state
    if (
        limit is not None
        and monsters_toward_limit(g) >= limit
        and counts_toward_monster_limit(g, at)
        and not is_spawn(g, marker)
    ):
        place = g.cat.role(Role.OUTSKIRTS)
        st.monsters[marker] = place
        g.emit(MonsterAppeared(marker, place))
        outskirts = st.monsters_at(place)
        if len(outskirts) > outskirts_limit(g):
            # RULE: seed 003 — the Outskirts overflow: all back to the cup, terror +1.
            for m in outskirts:
                st.monsters[m] = "cup"
            g.emit(OutskirtsCleared(len(outskirts)))
            yield from raise_terror(g, 1)
        return
    st.monsters[marker] = at
    g.emit(MonsterAppeared(marker, at))
    yield from check_overrun(g)


def check_overrun(g: Game) -> Effect:
    """Terror 10 and monsters in Arkham at twice the normal limit awaken the Ancient One."""
    if g.state.terror >= 10 and monsters_toward_limit(g) >= 2 * (counted_players(g) + 3):
        raise GameEnds(EndCause.ARKHAM_OVERRUN, None)
    return
    yield


def return_monsters(g: Game, dimension: str) -> None:
    """Closing a gate returns its dimension's monsters in every town, the Sky and the
    Outskirts to the cup (a Spawn monster to the box: :func:`back_to_cup`)."""
    held = (g.cat.role(Role.SKY), g.cat.role(Role.OUTSKIRTS))
    for marker, where in g.state.monsters.items():
        in_play = where in g.cat.connections or where in held
        if in_play and kind_of(g, marker).dimension == dimension:
            g.emit(MonsterReturned(marker, where, back_to_cup(g, marker)))


def monster_trophy(g: Game, inv: Investigator, marker: str) -> None:
    """A defeated monster becomes the investigator's trophy; a Spawn monster never does: it
    goes back to the box (seed 004)."""
    if is_spawn(g, marker):
        g.state.monsters[marker] = "box"
        return
    g.state.monsters[marker] = f"trophy:{inv.id}"
    inv.monster_trophies.append(marker)


# ---------------------------------------------------------------- gates


def can_appear(g: Game, loc: str) -> bool:
    """Gates and monsters never appear at a sealed or stable location (seed: No Gate)."""
    st = g.state.locations.get(loc)
    if st is None or st.sealed or g.cat.locations[loc].stable:
        return False  # RULE: reference §1.1 — never at a stable or sealed location
    return not any(windows.modifier(g, inv, "no-appear") for inv in g.state.investigators_at(loc))


def gate_prevented(g: Game, loc: str) -> Effect:
    """A gate that would open at an unstable location is kept shut (an elder sign, an ability
    that keeps gates away): the modules hear of it (seed 004: the Deep Ones rise)."""
    if g.cat.locations[loc].stable and not g.state.locations[loc].sealed:
        return  # no gate ever opens here: nothing was prevented
    g.emit(GatePrevented(loc))
    yield from windows.run_hooks(g, Hook.GATE_PREVENTED, loc)


def open_gate(g: Game, loc: str) -> Effect:
    """A new gate opens at ``loc``: its Clues are discarded and investigators there are drawn
    through and delayed. Does not add doom or monsters (the caller does)."""
    st = g.state
    if not st.gate_stack:
        raise GameEnds(EndCause.NO_GATES_LEFT, None)
    gate = st.gate_stack.pop(0)
    world = g.cat.gate_markers[gate].world
    ls = st.locations[loc]
    ls.gate = gate
    g.emit(GateOpened(loc, gate, world))
    if ls.clues:
        g.emit(CluesDiscarded(loc, ls.clues))
        ls.clues = 0
    for inv in st.investigators_at(loc):
        move_to(g, inv, f"{world}-1")
        delay(g, inv)
    if len(st.open_gates()) >= gate_limit(g):
        raise GameEnds(EndCause.TOO_MANY_GATES, None)
    yield from windows.run_hooks(g, Hook.GATE_OPENED, loc)


def gate_appears(g: Game, loc: str) -> Effect:
    """A full gate opening (mythos step 1C, or 'a gate appears!'): doom +1, the gate, then 1
    monster (2 with 5+ players)."""
    yield from add_doom(g, 1)
    yield from open_gate(g, loc)
    yield from place_gate_monsters(g, loc)


def place_gate_monsters(g: Game, loc: str) -> Effect:
    """The monsters a new gate brings: 1, or 2 with 5 or more players (IR errata, §8.3)."""
    for _ in range(2 if counted_players(g) >= 5 else 1):
        yield from place_monster(g, (yield from draw_from_cup(g)), loc)


def close_gate(g: Game, inv: Investigator, loc: str, seal: bool) -> Effect:
    """The investigator closes the gate at ``loc`` and takes it as a trophy; monsters of its
    dimension go back to the cup (:func:`return_monsters`); with ``seal``, an elder sign goes
    on the location."""
    st = g.state
    ls = st.locations[loc]
    gate = ls.gate
    assert gate is not None
    ls.gate = None
    inv.gate_trophies.append(gate)
    inv.explored = False
    if seal:
        ls.sealed = True
    g.emit(GateClosed(loc, gate, seal, investigator=inv.id))
    world = g.cat.worlds[g.cat.gate_markers[gate].world]
    # A power may choose another symbol's monsters to send back (Norman Withers).
    ctx = yield from windows.window(
        g, Window.CLOSING_GATE, inv, "The gate closes", location=loc, symbol=world.symbol
    )
    return_monsters(g, ctx["symbol"])
    yield from windows.run_hooks(g, Hook.GATE_CLOSED, inv, loc, seal)
    yield from check_victory(g)


def check_victory(g: Game) -> Effect:
    """Six elder signs, or no open gates with as many gate trophies as players (seeds)."""
    st = g.state
    if st.sealed_count() >= seals_to_win(g):
        raise GameEnds(EndCause.SIX_SEALS, True)
    if st.turn >= 1 and not st.open_gates():
        trophies = sum(len(i.gate_trophies) for i in st.investigators if i.status == "playing")
        if trophies >= counted_players(g):
            raise GameEnds(EndCause.GATES_CLOSED, True)
    return
    yield


# ---------------------------------------------------------------- the terror track


def close_shops(g: Game) -> None:
    """Shops close for good at their terror level; investigators and monsters inside go to the
    street."""
    st = g.state
    for loc in g.cat.locations.values():
        ls = st.locations[loc.id]
        if (
            loc.closes_at_terror is not None
            and st.terror >= loc.closes_at_terror
            and not (ls.closed and ls.closed_by is None)
        ):
            ls.closed = True
            ls.closed_by = None
            g.emit(ShopClosed(loc.id))
            leave_closed(g, loc.id)


def leave_closed(g: Game, loc: str) -> None:
    """A location closes: its investigators and its monsters go out to its street."""
    st = g.state
    nb = g.cat.locations[loc].neighbourhood
    assert nb is not None, f"{loc} lies in no neighbourhood: it has no street to go out to"
    street = g.cat.street_of[nb]
    for inv in st.investigators_at(loc):
        move_to(g, inv, street)
    # RULE: reference §1.6 moves a closed shop's occupants to its street and says nothing of
    # monsters; issue 16 §19 — they go out too, with the investigators, since nothing may be in
    # a closed location.
    for marker in st.monsters_at(loc):
        st.monsters[marker] = street
        g.emit(MonsterMoved(marker, loc, street))


def empty_outskirts(g: Game) -> None:
    """Every monster in the Outskirts back to the cup."""
    there = g.state.monsters_at(g.cat.role(Role.OUTSKIRTS))
    for marker in there:
        g.state.monsters[marker] = "cup"
    if there:
        g.emit(OutskirtsCleared(len(there)))


# ---------------------------------------------------------------- the town's effects on investigators


@dataclass(frozen=True, slots=True)
class ArrestPrevented(Event):
    kind = "arrest-prevented"

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} is not arrested: no one can be arrested now."


@dataclass(frozen=True, slots=True)
class ArrestAverted(Event):
    kind = "arrest-averted"
    by: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        if self.by == self.investigator:
            return f"{who} talks the police out of the arrest."
        return f"{text.who(cat, self.by)} talks the police out of arresting {who}."


@dataclass(frozen=True, slots=True)
class Arrested(Event):
    kind = "arrested"
    show = Show(beat=0.8, ring=Ring.HARM)
    money_lost: int

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} is arrested and loses ${self.money_lost}."

    def advance(self, shown: GameState, final: GameState) -> None:
        copy_investigator(shown, final, self.investigator)


@dataclass(frozen=True, slots=True)
class TerrorChanged(Event):
    kind = "terror-changed"
    show = Show(Tone.ALARM)
    delta: int
    value: int

    def describe(self, cat: Catalog) -> str:
        return f"The terror level rises to {self.value}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.terror = self.value

    def animation(self) -> Animation:
        return Animation("terror", TRACK_SECONDS, {"value": self.value, "delta": self.delta})

    def sound(self) -> str | None:
        return "terror" if self.delta > 0 else None


def gate_appears_under(g: Game, inv: Investigator) -> Effect:
    """A gate appears at the investigator's location: doom +1, the gate and its monster; the
    investigator is drawn through and delayed (seed 000, Phase III). Nothing at a sealed
    location or a street."""
    loc = inv.area
    if loc not in g.state.locations:
        return False
    if not can_appear(g, loc):
        yield from gate_prevented(g, loc)
        return False
    if g.state.locations[loc].gate is not None:
        world = g.cat.gate_markers[g.state.locations[loc].gate].world  # type: ignore[index]
        move_to(g, inv, f"{world}-1")
        delay(g, inv)
    else:
        yield from gate_appears(g, loc)
    raise Interrupted(inv.id, "drawn through a gate")


def arrested(g: Game, inv: Investigator) -> Effect:
    """Arrested: to the Jail Cell, lose half your money (rounded down), delayed — unless the
    rule 'no-arrests' holds, when nothing happens but a line in the log."""
    if windows.rule(g, "no-arrests"):
        g.emit(ArrestPrevented(investigator=inv.id))
        return
    if windows.modifier(g, inv, "never-arrested") > 0:
        g.emit(ArrestAverted(inv.id, investigator=inv.id))
        return
    if g.rules.abilities.get(Window.BEFORE_ARREST):
        # Anyone may step in (George Barnaby), the arrested first.
        ctx: dict[str, Any] = {"prevented_by": None, "arrested": inv.id}
        yield from windows.offer(
            g, Window.BEFORE_ARREST, inv, ctx, "About to be arrested", others=True
        )
        if ctx["prevented_by"] is not None:
            g.emit(ArrestAverted(ctx["prevented_by"], investigator=inv.id))
            return
    town = town_of(g, inv.area)
    lost = inv.money // 2
    effects.set_stat(g, inv, "money", inv.money - lost)
    move_to(g, inv, role_near(g, Role.JAIL, inv.area))
    # Seed 004: a town's own rule may delay the arrested even if they are normally immune.
    delay(g, inv, even_if_immune=bool(windows.rule(g, f"arrest-always-delays:{town}")))
    g.emit(Arrested(lost, investigator=inv.id))
    yield from windows.run_hooks(g, Hook.ARRESTED, inv)
    raise Interrupted(inv.id, "arrested")


def raise_terror(g: Game, n: int = 1) -> Effect:
    """The terror level rises (never falls); shops close and allies leave (reference §1.6).
    Then the ``terror-raised`` hooks run (a rumor that fails at once)."""
    if n <= 0:
        return
    if windows.rule(g, "terror-locked"):
        return  # a card in play holds the terror level where it is
    for _ in range(n):
        st = g.state
        if st.terror >= 10:
            # RULE: reference §1.6 — past 10, each further terror increase adds a doom token.
            yield from add_doom(g, 1)
            continue
        st.terror += 1
        g.emit(TerrorChanged(1, st.terror))
        allies = st.decks["ally"]
        if allies:
            gone = allies.pop(g.rng.below(len(allies)))
            st.decks.setdefault("box", []).append(gone)
            g.emit(AllyRemoved(card_of(gone)))
        close_shops(g)
        if st.terror >= 10:
            # Seed 003, Terror Level 10: the Outskirts are emptied into the cup (and the
            # monster limit no longer applies).
            empty_outskirts(g)
            yield from check_overrun(g)
    yield from windows.run_hooks(g, Hook.TERROR_RAISED)


# ---------------------------------------------------------------- back from an Other World


def other_world_return(g: Game, inv: Investigator) -> Effect:
    """Back to Arkham through an open gate to this world, with an explored marker; with no such
    gate, lost in time and space."""
    gates = return_gates(g, inv)
    if not gates:
        yield from effects.lost_in_time_and_space(g, inv)
    if len(gates) == 1:
        target = gates[0]
    else:
        picked = yield from effects.ask(
            g,
            inv,
            "Return to Arkham through which gate?",
            [Choice(f"move:{loc}", g.cat.area_name(loc), target=loc) for loc in gates],
            kind="move",
        )
        target = picked.removeprefix("move:")
    move_to(g, inv, target)
    inv.explored = True
    inv.returned_this_turn = True
    yield from windows.run_hooks(g, Hook.RETURNED, inv)


def return_gates(g: Game, inv: Investigator) -> list[str]:
    """The open gates an investigator in an Other World can come back through: those to his
    world (any open gate with the Gate Box)."""
    world = g.cat.world_of_area.get(inv.area)
    if world is None:
        return []
    any_gate = windows.modifier(g, inv, "any-gate") > 0  # the Gate Box
    return [
        loc
        for loc in g.state.open_gates()
        if any_gate or g.cat.gate_markers[g.state.locations[loc].gate].world == world  # type: ignore[index]
    ]
