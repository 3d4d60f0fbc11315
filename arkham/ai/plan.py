"""The team's plan: who goes to which gate (one investigator per gate, the cheapest pairs
first), who gets treated, who gathers Clues (one investigator to a place's Clues), shops or
trades trophies; and the route to a goal that keeps clear of monsters.

The plan is made once a turn, in Upkeep, and again within the turn only when an investigator
leaves the board or the game or comes back (``View.plan_key``): the team keeps to it through
the turn. In a game the strong level plays, and in its playouts, it is made again on wounds
and gates too (``view.replan_within_turns``). The numbers below were tuned on runs of
``arkham sim``; the figures are in ``arkham/ai/README.md``.
"""

from __future__ import annotations

import heapq
import weakref
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.ai.modules import bot_packages
from arkham.ai.view import BLESSING_TRADE
from arkham.engine.board import TOO_MANY_GATES, counted_players, in_town
from arkham.engine.encounters import action_advised
from arkham.engine.flow import RAIL_FARE
from arkham.engine.registry import Registry

if TYPE_CHECKING:
    from arkham.ai.view import View
    from arkham.engine.state import Investigator

FREQUENT = 6
"""A location whose gate comes up this often in the mythos deck (of 67) is worth a seal."""
FIT = 2
"""Stamina and Sanity enough to go through a gate."""
HURT = 1
"""Stamina or Sanity this low sends an investigator for treatment first."""
ENDGAME_DOOM = 2
"""Doom tokens short of a full track when the team stops sealing and gathering and closes."""
CAREFUL = ("yig",)
"""Ancient Ones who punish being lost in time and space."""
SEAL_BONUS = 1.0
"""Turns a gate is worth going out of the way for when the Clues to seal it are in hand."""
REOPEN = 0.15
"""Turns added per mythos card that opens a gate at the location, for closing without a seal."""
MAX_GATE_COST = 12.0
"""Gates dearer than this (in turns, with the danger of their guardians) are left for now."""
SPARE_MONEY = 1
"""Money kept beyond a shop's price (the Hospital's and Asylum's $2 treatment)."""
TRADES = {
    BLESSING_TRADE: 4.0,
    "recruit-ally": 3.5,
    "dissection": 3.0,
    "deputize": 3.0,
    "trophies-for-money": 1.5,
}
"""Trophy trades worth a trip, by location ability (the worth of Clues at 1.5 each)."""
SHOPS = {"shop-unique": 5, "magic-lessons": 5, "shop-common": 4}
"""Shops the bot visits when it has the money (the least it takes to go)."""
ERRAND_ABILITIES = frozenset(SHOPS) | frozenset(TRADES)
"""Location abilities an errand may be run for (elsewhere only Clues draw an investigator)."""


@dataclass(frozen=True, slots=True)
class Goal:
    area: str | None
    """Where to go in Arkham (None: stay where you are)."""
    why: str
    """'close' (explored, closing here), 'gate' (going to enter it), 'other-world', 'care',
    'clue', 'shop', 'wait', or a module's own (see :data:`TEAM_GOALS`)."""
    says: str | None = None
    """A module's own goal says why in words (the AI's reason line); the others are told by
    ``advice``."""


def urgent(v: View) -> bool:
    """The end is near: gates nearly too many, or the doom track nearly full."""
    st = v.st
    gates = sum(1 for ls in st.locations.values() if ls.gate is not None)
    track = v.cat.ancient_ones[st.ancient_one].doom_track
    return gates >= TOO_MANY_GATES[counted_players(v.g)] - 2 or st.doom >= track - 3


def endgame(v: View) -> bool:
    """A few gates more and the Ancient One wakes: close every gate, whatever it costs."""
    st = v.st
    track = v.cat.ancient_ones[st.ancient_one].doom_track
    return st.doom >= track - ENDGAME_DOOM


def hurt(v: View, inv: Investigator) -> bool:
    """Too weak to do anything but get treated."""
    return inv.stamina <= HURT or inv.sanity <= HURT


def fit(v: View, inv: Investigator) -> bool:
    """Strong enough to go through a gate (two Other World encounters and the way there)."""
    if inv.stamina >= FIT and inv.sanity >= FIT:
        return True
    return inv.stamina >= min(FIT, v.max_stamina(inv)) and inv.sanity >= min(FIT, v.max_sanity(inv))


def can_seal(v: View, inv: Investigator, loc: str) -> bool:
    return not v.cat.locations[loc].stable and inv.clues >= v.seal_cost(inv)


def worth_sealing(v: View, loc: str) -> bool:
    """Frequent gate locations are worth their Clues; the rest when the seals add up."""
    if v.facts.gate_freq.get(loc, 0) >= FREQUENT:
        return True
    rest = v.cache.get("worth-sealing")
    if rest is None:
        sealed = v.st.sealed_count()
        frequent_left = [
            x
            for x, n in v.facts.gate_freq.items()
            if n >= FREQUENT and not v.st.locations[x].sealed
        ]
        rest = v.cache["worth-sealing"] = sealed >= 3 or not frequent_left
    return bool(rest)


def speed(v: View, inv: Investigator) -> int:
    """Movement points a turn (at least 1 for planning: the sliders can always find one)."""
    return max(1, v.movement(inv))


def steps(v: View, frm: str, to: str, by_rail: bool = False) -> int:
    """Fewest steps from ``frm`` to ``to``: on foot, or (``by_rail``) taking the train too."""
    frm = v.facts.part_of.get(frm, frm)
    table = v.facts.rail_dist if by_rail else v.facts.dist
    return table.get(frm, {}).get(to, 99)


def turns_to(v: View, inv: Investigator, loc: str) -> int:
    d = steps(v, inv.area, loc, by_rail=inv.money >= RAIL_FARE)
    return 0 if d == 0 else -(-d // speed(v, inv))


def travel(v: View, inv: Investigator, loc: str) -> float:
    """Turns to get to ``loc`` the safe way, plus what the monsters on it are expected to
    cost (weighted into turns)."""
    return travel_table(v, inv).get(loc, 99.0)


def travel_table(v: View, inv: Investigator) -> dict[str, float]:
    """:func:`travel` to every area within reach (read it only)."""
    table = v.cache.get(f"travel:{inv.id}")
    if table is None:
        pace = speed(v, inv)
        r = reach(v, inv)
        table = v.cache[f"travel:{inv.id}"] = {
            area: (0 if n == 0 else -(-n // pace)) + 0.5 * (r.cost[area] - n)
            for area, n in r.steps.items()
        }
    return table  # type: ignore[return-value]


def gate_world(v: View, loc: str) -> str:
    gate = v.st.locations[loc].gate
    assert gate is not None
    return v.cat.gate_markers[gate].world


def return_gate(v: View, inv: Investigator, options: list[str]) -> str:
    """The gate to come back through: one to seal if the Clues are there, else the one least
    likely to open again (a closed gate there stays closed)."""
    sealing = inv.clues >= v.seal_cost(inv)

    def key(loc: str) -> tuple:
        freq = v.facts.gate_freq.get(loc, 0)
        return (-freq if sealing and worth_sealing(v, loc) else freq, loc)

    return min(options, key=key)


_FORCED: weakref.WeakKeyDictionary[object, Mapping[str, Goal]] = weakref.WeakKeyDictionary()
"""Goals set from outside the plan for some investigators of a game (see :func:`forcing`)."""


@contextmanager
def forcing(game: object, goals: Mapping[str, Goal]) -> Iterator[None]:
    """While in effect, the team plan of ``game`` gives these investigators these goals
    whenever they are free to pursue one (in town, not closing or coming back through a gate):
    the strong level plays out "what if he went there" with the rest of the team's plan as
    usual."""
    _FORCED[game] = goals
    try:
        yield
    finally:
        _FORCED.pop(game, None)


def force(game: object, goals: Mapping[str, Goal]) -> None:
    """Set ``goals`` for ``game`` for good (a copy played out to its horizon)."""
    _FORCED[game] = goals


def team_plan(v: View) -> dict[str, Goal]:
    plan = _team_plan(v)
    forced = _FORCED.get(v.g) if _FORCED else None
    if not forced:
        return plan
    plan = dict(plan)
    for inv_id, goal in forced.items():
        held = plan.get(inv_id)
        inv = next((i for i in v.st.playing() if i.id == inv_id), None)
        free = held is None or held.why not in ("other-world", "close")
        if free and inv is not None and in_town(v.g, inv.area):
            plan[inv_id] = goal
    return plan


def _team_plan(v: View) -> dict[str, Goal]:
    key = ("team", v.plan_key())
    cached = v.remembered(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    st, cat = v.st, v.cat
    gates = [loc for loc, ls in st.locations.items() if ls.gate is not None]
    worlds = {loc: gate_world(v, loc) for loc in gates}
    plan: dict[str, Goal] = {}
    covered: set[str] = set()
    playing = st.playing()
    for inv in playing:
        world = cat.world_of_area.get(inv.area)
        if world is not None:
            options = [loc for loc in gates if worlds[loc] == world and loc not in covered]
            if options:
                loc = return_gate(v, inv, options)
                covered.add(loc)
                plan[inv.id] = Goal(loc, "other-world")
            else:
                plan[inv.id] = Goal(None, "other-world")
        elif inv.area in worlds and inv.explored:
            covered.add(inv.area)
            plan[inv.id] = Goal(inv.area, "close")
        elif not in_town(v.g, inv.area):
            plan[inv.id] = Goal(None, "wait")
    free = [inv for inv in playing if inv.id not in plan]
    pairs: list[tuple[float, int, str, str]] = []
    last_push = endgame(v)
    for seat, inv in enumerate(free):
        if hurt(v, inv):
            # Treatment close at hand comes first; far off, a gate may still be nearer.
            care = _care_goal(v, inv)
            if care is not None and care.area is not None and turns_to(v, inv, care.area) <= 1:
                plan[inv.id] = care
                continue
        blessing = _blessing_nearby(v, inv)
        if blessing is not None and not last_push:
            plan[inv.id] = blessing
            continue
        for loc in gates:
            if loc not in covered:
                pairs.append((gate_cost(v, inv, loc), seat, inv.id, loc))
    pairs.sort()
    for cost, _seat, inv_id, loc in pairs:
        if inv_id in plan or loc in covered or (cost > MAX_GATE_COST and not last_push):
            continue
        plan[inv_id] = Goal(loc, "gate")
        covered.add(loc)
    for aim in module_aims(v)[0]:
        given = aim(v, [inv for inv in free if inv.id not in plan])
        if given is not None:
            plan[given[0]] = given[1]
    gathering: set[str] = set()
    for inv in free:
        if inv.id not in plan:
            goal = plan[inv.id] = errand(v, inv, gathering)
            if goal.why == "clue" and goal.area is not None:
                gathering.add(goal.area)
    v.remember(key, plan)
    return plan


TeamGoal = Callable[["View", "list[Investigator]"], "tuple[str, Goal] | None"]
StopRisk = Callable[["View", str], bool]

TEAM_GOALS = Registry("team goal", keyed=False)
"""A module's own goals for the team, asked in order once the gates are shared out: each is
``fn(view, free)`` with the investigators still without a goal, and gives one of them a goal
(``(investigator id, Goal)``) or None. Registered (``TEAM_GOALS.append(fn)``) by the module's
bot packages (``Module.bots``), which the AI imports for a game that uses the module."""
STOP_RISKS = Registry("stop risk", keyed=False)
"""``fn(view, area)``: ending a move in ``area`` is risky now (an arrest under martial law…),
so a way stops short of it where it can. Registered as :data:`TEAM_GOALS`."""
_AIMS: dict[tuple[str, ...], tuple[list[TeamGoal], list[StopRisk]]] = {}
"""The team goals and stop risks of each set of modules a game is made of."""


def module_aims(v: View) -> tuple[list[TeamGoal], list[StopRisk]]:
    """The team goals and stop risks of the game's modules (their bot packages imported on
    first use: the rules never import the bots)."""
    modules = v.g.rules.modules
    names = tuple(m.name for m in modules)
    found = _AIMS.get(names)
    if found is None:
        packages = bot_packages(modules)
        found = _AIMS[names] = (TEAM_GOALS.listed(packages), STOP_RISKS.listed(packages))
    return found


def risky_stop(v: View, area: str) -> bool:
    """Ending a move in ``area`` is risky now (see :data:`STOP_RISKS`)."""
    risks = module_aims(v)[1]
    return bool(risks) and any(risk(v, area) for risk in risks)


def gate_cost(v: View, inv: Investigator, loc: str) -> float:
    """How dear it is for this investigator to close this gate, in turns."""
    cost = travel(v, inv, loc)
    if not fit(v, inv):
        cost += 2.0
    cost += 2.0 * (1 - v.close_chance(inv, loc, inv.clues))
    if endgame(v):
        return cost
    if can_seal(v, inv, loc) and worth_sealing(v, loc):
        cost -= SEAL_BONUS
    else:
        # A gate closed but not sealed where gates open often soon opens again; while it
        # stands open, the mythos cards that would open one there only bring monsters.
        cost += REOPEN * v.facts.gate_freq.get(loc, 0)
    return cost


def errand(v: View, inv: Investigator, gathering: AbstractSet[str] = frozenset()) -> Goal:
    """What an investigator with no gate to close does: get treated, shop, gather Clues. The
    Clues at ``gathering`` are left to the teammate whose errand already takes him there (the
    first to arrive picks them all up), so that two or three never set off for the same Clues
    (the team wins more games so)."""
    st, cat = v.st, v.cat
    care = _care_goal(v, inv)
    if care is not None:
        return care
    best: tuple[float, str, str] | None = None
    turns = travel_table(v, inv)
    for loc, ls in st.locations.items():
        if ls.closed or ls.gate is not None:
            continue
        ability = cat.locations[loc].ability
        if not ls.clues and ability not in ERRAND_ABILITIES:
            continue  # nothing to do there
        t = turns.get(loc, 99.0)
        if t > 3:
            continue
        value = 0.0
        why = "clue"
        if ls.clues and loc not in gathering:
            value = CLUE_VALUE * ls.clues
        need = SHOPS.get(ability or "")
        if need is not None and inv.money >= need + SPARE_MONEY:
            shop_value = 1.0 + (inv.money - need) / 3
            if ability == "shop-unique":
                shop_value += 1.0  # Elder Signs and magical weapons
            if shop_value > value:
                value, why = shop_value, "shop"
        trade = TRADES.get(ability or "")
        # Asking whether the trade is advised is dear: only where it could be the best errand.
        could_win = best is None or (trade is not None and trade / (1 + t) > best[0])
        if trade is not None and trade > value and could_win and _trade_advised(v, inv, loc):
            value, why = trade, "trade"
        if value <= 0:
            continue
        score = value / (1 + t)
        if best is None or score > best[0]:
            best = (score, loc, why)
    if best is not None and best[0] > 0:
        return Goal(best[1], best[2])
    return Goal(None, "wait")


def _blessing_nearby(v: View, inv: Investigator) -> Goal | None:
    """Monster trophies worth 5 buy a Blessing at the South Church (every die then succeeds
    on a 4): worth a short detour."""
    church = v.facts.blessing
    if inv.holds("blessing") or v.st.locations[church].closed:
        return None
    if sum(v.toughness(m) for m in inv.monster_trophies) < 5:
        return None
    if travel(v, inv, church) > 1.5:
        return None
    return Goal(church, "trade")


def _trade_advised(v: View, inv: Investigator, loc: str) -> bool:
    return action_advised(v.g, inv, loc)


def _care_goal(v: View, inv: Investigator) -> Goal | None:
    """Treatment: for a stat at 2 or less, or (with the $2 for full treatment) one well below
    its maximum. Where both need it, the nearer place first (the one here, if either). Worked
    out once per decision (the plan asks for the hurt first, then in their errands)."""
    key = f"care:{inv.id}"
    if key in v.cache:
        return v.cache[key]  # type: ignore[return-value]
    goal = v.cache[key] = _care(v, inv)
    return goal


def _care(v: View, inv: Investigator) -> Goal | None:
    st = v.st
    low = [stat for stat in ("stamina", "sanity") if getattr(inv, stat) <= HURT]
    if not low and inv.money >= 2:
        missing = {
            "stamina": v.max_stamina(inv) - inv.stamina,
            "sanity": v.max_sanity(inv) - inv.sanity,
        }
        low = [stat for stat, n in missing.items() if n >= 2]
        near = [v.facts.care[stat] for stat in low]
        if not any(turns_to(v, inv, loc) <= 1 for loc in near):
            return None
    places = [v.facts.care[stat] for stat in low]
    places = [loc for loc in places if not st.locations[loc].closed]
    if not places:
        return None
    if inv.area in places:
        return Goal(inv.area, "care")
    return Goal(min(places, key=lambda loc: (travel(v, inv, loc), loc)), "care")


# ---------------------------------------------------------------- routes


CLUE_VALUE = 2.5
"""What a Clue on the board is worth to an investigator with nothing better to do."""
DANGER_WEIGHT = 2.0
"""Steps a point of expected Stamina or Sanity loss is worth when choosing a way."""


@dataclass(frozen=True, slots=True)
class Reach:
    """Every area's cheapest way from where the investigator stands: its cost (steps plus the
    weighted danger of the monsters met on the way), its steps, and the previous area. A train
    ride is a step like any other (one movement point); its fare is no cost but a limit: the
    way takes no more rides than the investigator's money pays for."""

    start: str
    cost: dict[str, float]
    steps: dict[str, int]
    back: dict[str, str]

    def path(self, goal: str) -> list[str]:
        if goal not in self.back:
            return []
        out = []
        node = goal
        while node != self.start:
            out.append(node)
            node = self.back[node]
        out.reverse()
        return out

    def danger(self, goal: str) -> float:
        """The weighted danger along the way to ``goal`` (its cost beyond the steps)."""
        return self.cost.get(goal, 99.0) - self.steps.get(goal, 99)


def reach(v: View, inv: Investigator) -> Reach:
    """Where ``inv`` can get and at what cost (read it only): remembered across decisions
    while his place, the fares he can pay, the closed places and the dangers are the same."""
    here = v.cache.get(f"reach:{inv.id}")
    if here is None:
        key = (
            "reach",
            inv.area,
            inv.money // RAIL_FARE,
            tuple(inv.money >= hire.fare for hire, _ in v.facts.hires),
            v.closed_key(),
            v.danger_key(inv),
        )
        here = v.remembered(key)
        if here is None:
            here = _reach(v, inv)
            v.remember(key, here)
        v.cache[f"reach:{inv.id}"] = here
    return here  # type: ignore[return-value]


def _reach(v: View, inv: Investigator) -> Reach:
    start = v.facts.part_of.get(inv.area, inv.area)
    rail = v.facts.rail
    hops = _hops(v, inv)
    rides_paid_for = inv.money // RAIL_FARE
    closed: set[str] | None = None
    open_ways = v.open_ways()
    # What each area's monsters add to a step into it (the same product as the step's).
    extra = {area: DANGER_WEIGHT * d for area, d in v.dangers(inv).items()}
    best = {start: 0.0}
    steps = {start: 0}
    back: dict[str, str] = {}
    heap = [(0.0, start)]
    pop, push, get, extra_of = heapq.heappop, heapq.heappush, best.get, extra.get
    while heap:
        cost, here = pop(heap)
        if cost > best[here]:
            continue
        n = steps[here] + 1
        if here in rail or here in hops:
            # A station or a place with a way for hire (a boat): the train and the hired way
            # add ways (and the hop's cost).
            if closed is None:
                closed = {loc for loc, ls in v.st.locations.items() if ls.closed}
                closed |= set(v.st.closed_streets)
            ways = v.cat.connections[here]
            if here in rail and _rides(rail, back, start, here) < rides_paid_for:
                ways += rail[here]
            hired = hops.get(here, {})
            for nxt in ways + tuple(hired):
                if nxt in closed:
                    continue
                # A hop ends the move: it is worth more than a step.
                c = cost + (hired[nxt] if nxt in hired and nxt not in ways else 1.0)
                more = extra_of(nxt)
                if more is not None:
                    c += more
                if c < get(nxt, 1e9):
                    best[nxt] = c
                    steps[nxt] = n
                    back[nxt] = here
                    push(heap, (c, nxt))
            continue
        step = cost + 1.0
        for nxt in open_ways[here]:
            more = extra_of(nxt)
            c = step if more is None else step + more
            if c < get(nxt, 1e9):
                best[nxt] = c
                steps[nxt] = n
                back[nxt] = here
                push(heap, (c, nxt))
    return Reach(start, best, steps, back)


def _hops(v: View, inv: Investigator) -> dict[str, dict[str, float]]:
    """The ways for hire ``inv`` can pay for: a place → where they go → what a hop costs."""
    hops: dict[str, dict[str, float]] = {}
    for hire, lines in v.facts.hires:
        if inv.money >= hire.fare:
            for place, ends in lines.items():
                hops.setdefault(place, {}).update(dict.fromkeys(ends, hire.steps))
    return hops


def _rides(rail: dict[str, tuple[str, ...]], back: dict[str, str], start: str, end: str) -> int:
    """Train rides on the way found from ``start`` to ``end``, counted back along ``back``
    (only when the search stands at a station, so a game with one town never counts)."""
    rides = 0
    node = end
    while node != start:
        prev = back[node]
        rides += node in rail.get(prev, ())
        node = prev
    return rides


def route(v: View, inv: Investigator, goal: str) -> list[str]:
    """The path to ``goal`` (without the start) that weighs each step at 1 and each area with
    monsters at what meeting them is expected to cost. A train ride is one step of it, from a
    station straight to another town's."""
    # The route planned in Upkeep (or at the last step) still holds while the places are as
    # they were: follow it on from wherever the investigator now stands.
    key = ("route", v.st.turn, inv.id, goal, v.closed_key())
    planned = v.remembered(key)
    if planned is not None:
        full: list[str] = planned  # type: ignore[assignment]
        if inv.area in full:
            return full[full.index(inv.area) + 1 :]
    r = reach(v, inv)
    path = r.path(goal)
    v.remember(key, [r.start, *path])
    return path
