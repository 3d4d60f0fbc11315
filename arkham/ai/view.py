"""What the bot knows at one decision: board facts worked out once per catalog, and skill
values, monster stats and threats worked out once per decision (a :class:`View`)."""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arkham.ai.modules import bot_packages
from arkham.ai.odds import at_least
from arkham.catalog import Role
from arkham.engine import board, checks, combat, effects, flow, windows
from arkham.engine.registry import Registry
from arkham.engine.state import card_of

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

KNOCK_OUT = 7.0
"""What a knock-out costs, in Stamina-or-Sanity points (half the items and Clues, a turn or two
at the Hospital or Asylum, lost in time and space from an Other World)."""
DANGER = KNOCK_OUT
"""What each lost check against a dangerous monster (:attr:`Monster.dangerous`) is priced at."""


BLESSING_TRADE = "blessing-for-trophies"
"""The location action that sells a Blessing for monster trophies (the South Church's)."""


@dataclass(frozen=True)
class BoardFacts:
    """What never changes in a game: step distances between town areas, the train's lines,
    how often each location's gate comes up in the mythos deck, and the places the bot seeks
    out."""

    dist: dict[str, dict[str, int]]
    """Steps on foot, along the movement graph."""
    rail: dict[str, tuple[str, ...]]
    """Each station → the stations of the other towns its trains reach, one movement point
    and the fare away (empty with one town on the table)."""
    rail_dist: dict[str, dict[str, int]]
    """Steps on foot or by train (for an investigator who can pay a fare; with one station
    a town, a shortest way rides once at most). The same table as ``dist`` without a train."""
    gate_freq: dict[str, int]
    """Mythos cards that open a gate at each location."""
    care: dict[str, str]
    """'stamina' → the Hospital, 'sanity' → the Asylum (where each is healed)."""
    part_of: dict[str, str]
    """A special area that is part of a location → that location (the Jail Cell → the Police
    Station): off the movement graph, so distances and routes from it start at the location."""
    blessing: str
    """The location whose action is :data:`BLESSING_TRADE` (the South Church)."""
    hires: tuple[tuple[Hire, dict[str, tuple[str, ...]]], ...] = ()
    """Each way for hire the game's modules bring (:data:`HIRES`), with its lines: a place
    that hires it out → where it goes from there."""


_FACTS: dict[int, BoardFacts] = {}


def _location_with_action(cat: Catalog, action: str) -> str:
    """The first location, in board order, whose location action is ``action``."""
    for loc in cat.locations.values():
        if loc.ability == action:
            return loc.id
    raise KeyError(f"no location offers {action!r}")


def _rail_lines(g: Game) -> dict[str, tuple[str, ...]]:
    """Each station → the stations of the other towns (what ``flow.rail_choices`` offers
    there); stations with no other town to go to are left out."""
    stations = flow.stations(g)
    lines = {
        here: tuple(s for s in stations if board.town_of(g, s) != board.town_of(g, here))
        for here in stations
    }
    return {here: there for here, there in lines.items() if there}


@dataclass(frozen=True)
class Hire:
    """A way some places hire out beyond the roads and the trains (Innsmouth's boat charter),
    registered by the module that brings it (:data:`HIRES`, in its ``Module.bots``): the
    place's ability ``use:<ability>`` hires it, then the engine asks where it goes with
    ``<choice>:<area>`` choices; a hop costs ``fare`` and ends the move."""

    ability: str
    choice: str
    fare: int
    steps: float
    """What a hop costs a route, in steps (it ends the move: more than one)."""
    verb: str
    """How the AI's reason line says it ("sails to")."""
    lines: Callable[[Catalog], dict[str, tuple[str, ...]]]
    """Each place that hires it out → where it goes from there."""


HIRES = Registry("way for hire", keyed=False)
"""Every :class:`Hire`, with the package that brings it."""


def _distances(cat: Catalog, rail: dict[str, tuple[str, ...]]) -> dict[str, dict[str, int]]:
    """Fewest steps from every town area to every other, along the connections and the
    ``rail`` lines (a ride is one step)."""
    dist: dict[str, dict[str, int]] = {}
    for start in cat.connections:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt in cat.connections[here] + rail.get(here, ()):
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        dist[start] = seen
    return dist


def _joined(
    a: dict[str, tuple[str, ...]], b: dict[str, tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    return {k: a.get(k, ()) + b.get(k, ()) for k in {*a, *b}}


def board_facts(g: Game) -> BoardFacts:
    """The game's :class:`BoardFacts`, worked out once per catalog."""
    cat = g.cat
    facts = _FACTS.get(id(cat))
    if facts is None:
        rail = _rail_lines(g)
        hires = tuple((h, h.lines(cat)) for h in HIRES.listed(bot_packages(g.rules.modules)))
        hired: dict[str, tuple[str, ...]] = {}
        for _, lines in hires:
            hired = _joined(hired, lines)
        dist = _distances(cat, hired)
        rail_dist = _distances(cat, _joined(rail, hired)) if rail else dist
        freq: dict[str, int] = {}
        for card in cat.mythos.values():
            if card.gate:
                freq[card.gate] = freq.get(card.gate, 0) + 1
        care = {"stamina": cat.role(Role.HOSPITAL), "sanity": cat.role(Role.ASYLUM)}
        part_of = {a.id: a.part_of for a in cat.special_areas.values() if a.part_of is not None}
        blessing = _location_with_action(cat, BLESSING_TRADE)
        facts = _FACTS[id(cat)] = BoardFacts(
            dist, rail, rail_dist, freq, care, part_of, blessing, hires
        )
    return facts


@dataclass(frozen=True, slots=True)
class Monster:
    marker: str
    awareness: int
    horror_rating: int
    horror_damage: int
    combat_rating: int
    combat_damage: int
    toughness: int
    keywords: tuple[str, ...]
    nightmarish: int
    overwhelming: int
    special: str | None
    kind: str
    dangerous: bool = False
    """Losing to it does worse than its damage (a module's special: devoured, doom…)."""


_MONSTER_STATS = (
    "awareness",
    "horror-rating",
    "horror-damage",
    "combat-rating",
    "combat-damage",
    "toughness",
)
"""The stats of a :class:`Monster`, in the order of its fields."""
_MONSTERS: dict[tuple, Monster] = {}
"""Monster stats by (marker, terror, environment, rumor, marks): what they depend on."""
_MONSTERS_OWNER: list[object] = [None]
_REPLANNING: weakref.WeakSet[object] = weakref.WeakSet()
"""Games whose team plan is made again within a turn on wounds and gates (:meth:`View.plan_key`)."""


def replan_within_turns(game: object) -> None:
    """Make the team plan of ``game`` again within a turn whenever a gate opens or closes or an
    investigator is hurt or fit again, as well as each turn (the strong level's games and
    their playouts: see :meth:`View.plan_key`)."""
    _REPLANNING.add(game)


_MEMORY: dict[object, object] = {}
_MEMORY_OWNER: list[object] = [None]
MEMORY_SIZE = 4096


class View:
    """One decision's worth of cached look-ups. The team plan and routes are also remembered
    across decisions while the state they depend on (:meth:`signature`) stays the same."""

    def __init__(self, g: Game) -> None:
        self.g = g
        self.st = g.state
        self.cat = g.cat
        self.facts = board_facts(g)
        self._skills: dict[tuple[str, str], int] = {}
        self._tables: dict[str, dict[str, int]] = {}
        self._monsters: dict[str, Monster] = {}
        self._by_area: dict[str, list[str]] | None = None
        self._danger: dict[str, dict[str, float]] = {}
        self.cache: dict[str, object] = {}

    # ------------------------------------------------------------ across decisions

    def team_key(self) -> tuple:
        """What the team plan depends on: positions, health, Clues, money, gates and
        monsters (not sliders or possessions, which move the plan little)."""
        key = self.cache.get("team-key")
        if key is None:
            st = self.st
            key = self.cache["team-key"] = (
                st.turn,
                st.phase,
                tuple(
                    [
                        (
                            i.area,
                            i.status,
                            i.stamina,
                            i.sanity,
                            i.clues,
                            i.money,
                            i.explored,
                            i.delayed,
                        )
                        for i in st.investigators
                    ]
                ),
                self.monster_key(),
                self.place_key(),
            )
        return key  # type: ignore[return-value]

    def plan_key(self) -> tuple:
        """When the team plan is made again: each turn (in Upkeep, at the first question that
        needs it), and within a turn when an investigator leaves the game or comes to or out
        of a place off the board (lost, jailed, devoured, a new one joining), so that everyone
        has a goal. Otherwise the plan made at the start of the turn holds (one back from an
        Other World still holds the gate the plan gave him): the team keeps to it as a table
        of players would, and planning again on every wound and gate as well would make many
        more plans for no more wins.

        A game the strong level plays (:func:`replan_within_turns`) plans again on those too:
        its playouts measure where a goal leads with a team that reacts to wounds and gates at
        once, which the level's edge depends on (``arkham/ai/README.md``)."""
        key = self.cache.get("plan-key")
        if key is None:
            from arkham.ai import plan

            st = self.st
            world = self.cat.world_of_area
            conn = self.cat.connections
            replanning = self.g in _REPLANNING
            people = tuple(
                [
                    (
                        i.id,
                        i.status,
                        i.area if i.area not in conn and i.area not in world else "",
                        *(
                            (
                                min(i.stamina, i.sanity) <= plan.HURT,
                                min(i.stamina, i.sanity) >= plan.FIT,
                            )
                            if replanning
                            else ()
                        ),
                    )
                    for i in st.investigators
                ]
            )
            if replanning:
                key = (st.turn, tuple([ls.gate for ls in st.locations.values()]), people)
            else:
                key = (st.turn, people)
            self.cache["plan-key"] = key
        return key  # type: ignore[return-value]

    def closed_key(self) -> tuple:
        key = self.cache.get("closed-key")
        if key is None:
            key = self.cache["closed-key"] = (
                *[ls.closed for ls in self.st.locations.values()],
                *self.st.closed_streets,
            )
        return key  # type: ignore[return-value]

    def open_ways(self) -> dict[str, tuple[str, ...]]:
        """The movement graph without the closed places (``cat.connections`` with every
        closed location and street left out of each area's links, in their order),
        remembered while the same places are closed (:meth:`closed_key`). Read it only."""
        ways = self.cache.get("open-ways")
        if ways is None:
            key = ("open-ways", self.closed_key())
            ways = self.remembered(key)
            if ways is None:
                st = self.st
                shut = {loc for loc, ls in st.locations.items() if ls.closed}
                shut.update(st.closed_streets)
                ways = {
                    area: tuple(a for a in links if a not in shut)
                    for area, links in self.cat.connections.items()
                }
                self.remember(key, ways)
            self.cache["open-ways"] = ways
        return ways  # type: ignore[return-value]

    def monster_key(self) -> tuple:
        key = self.cache.get("monster-key")
        if key is None:
            key = self.cache["monster-key"] = tuple(self.st.monsters.values())
        return key  # type: ignore[return-value]

    def place_key(self) -> tuple:
        key = self.cache.get("place-key")
        if key is None:
            key = self.cache["place-key"] = tuple(
                [(ls.gate, ls.clues, ls.closed, ls.sealed) for ls in self.st.locations.values()]
            )
        return key  # type: ignore[return-value]

    def inv_key(self, inv: Investigator) -> int:
        """What an investigator's skills depend on: sliders, possessions, and the cards and
        marks in play (not the place: a card that helps only somewhere is rare enough), as one
        hash so that keys built on it stay cheap."""
        k = f"inv-key:{inv.id}"
        key = self.cache.get(k)
        if key is None:
            st = self.st
            key = self.cache[k] = hash(
                (
                    inv.id,
                    inv.max_stamina_loss,
                    inv.max_sanity_loss,
                    tuple(inv.sliders.values()),
                    tuple([(p.handle, p.exhausted, p.tokens) for p in inv.possessions]),
                    st.environment,
                    st.rumor,
                    st.terror,
                    st.final_battle is not None,
                    tuple(st.marks),
                )
            )
        return key  # type: ignore[return-value]

    def remembered(self, key: tuple) -> object | None:
        if _MEMORY_OWNER[0] is not self.g:
            return None
        return _MEMORY.get(key)

    def remember(self, key: tuple, value: object) -> None:
        if _MEMORY_OWNER[0] is not self.g or len(_MEMORY) >= MEMORY_SIZE:
            _MEMORY.clear()
            _MEMORY_OWNER[0] = self.g
        _MEMORY[key] = value

    # ------------------------------------------------------------ investigators

    def _inv(self, inv: Investigator, name: str, fn) -> Any:
        """A value that depends only on the investigator's own state (see :meth:`inv_key`),
        remembered across decisions: an int (a float for :meth:`plain_weapons`)."""
        k = (inv.id, name)
        value: Any = self._skills.get(k)
        if value is None:
            if _MEMORY_OWNER[0] is not self.g:
                _MEMORY.clear()
                _MEMORY_OWNER[0] = self.g
            mk = (self.inv_key(inv), name)
            value = _MEMORY.get(mk)
            if value is None:
                if len(_MEMORY) >= MEMORY_SIZE:
                    _MEMORY.clear()
                value = _MEMORY[mk] = fn(self.g, inv)
            self._skills[k] = value
        return value

    def skill(self, inv: Investigator, name: str) -> int:
        table = self._tables.get(inv.id)  # (:meth:`_table` written out: asked very often)
        if table is None:
            table = self._skill_table(inv)
        value = table.get(name)
        if value is None:
            k = (inv.id, name)
            value = self._skills.get(k)
            if value is None:
                value = self._skills[k] = checks.skill(self.g, inv, name)
        return value

    def _table(self, inv: Investigator) -> dict[str, int]:
        """The investigator's skill table for this decision (:meth:`_skill_table`)."""
        table = self._tables.get(inv.id)
        return table if table is not None else self._skill_table(inv)

    def _skill_table(self, inv: Investigator) -> dict[str, int]:
        """Every skill and check of an investigator, and the ``check`` bonus, in one pass (what
        ``checks.skill`` does for one at a time): the slider values plus :meth:`bonuses`.
        Remembered across decisions with the bonuses' key and the sliders; read it only."""
        key = ("skills", self._bonuses_key(inv), tuple(inv.sliders.values()))
        table = self.remembered(key)
        if table is None:
            extra = self.bonuses(inv)
            base_of = self.cat.investigators[inv.id].slider_base
            stops = inv.sliders
            base: dict[str, int] = {
                skill: base_of[skill] + step * stops.get(pair, 0)  # type: ignore[index]
                for skill, (pair, step) in self.cat.slider_of[inv.id].items()
            }
            table = {name: base[root] + extra[name] for name, root in checks.BASE_SKILL.items()}
            table["movement"] = base["speed"] + extra["speed"] + extra["movement"]
            table["check"] = extra["check"]
            self.remember(key, table)
        self._tables[inv.id] = table  # type: ignore[assignment]
        return table  # type: ignore[return-value]

    def _bonuses_key(self, inv: Investigator) -> tuple:
        """What :meth:`bonuses` depends on: the investigator's place and cards, and the cards
        and marks in play."""
        shared = self.cache.get("bonuses-key")
        if shared is None:
            st = self.st
            shared = self.cache["bonuses-key"] = (
                st.environment,
                st.rumor,
                st.terror,
                st.final_battle is not None,
                tuple(st.marks),
            )
        return (inv.id, inv.area, tuple([p.handle for p in inv.possessions]), shared)

    def bonuses(self, inv: Investigator) -> dict[str, int]:
        """What cards and the rules in play add to each skill and check (all but the
        sliders), remembered while the investigator's place, cards and the cards and marks
        in play stay the same."""
        k = f"bonuses:{inv.id}"
        found: Any = self.cache.get(k)
        if found is not None:
            return found
        key = ("bonuses", self._bonuses_key(inv))
        found = self.remembered(key)
        if found is None:
            g = self.g
            totals: dict[str, int] = {}
            spells = self.cat.spells
            for p in inv.possessions:
                if p.card in spells:
                    continue
                for name, value in checks.card_bonuses(g, p.card).items():
                    totals[name] = totals.get(name, 0) + value
            found = {}
            ruled: dict[str, int] = {}  # each key's modifier asked once
            for name, root in checks.BASE_SKILL.items():
                by_rule = ruled.get(root)
                if by_rule is None:
                    by_rule = ruled[root] = windows.modifier(g, inv, root)
                value = totals.get(root, 0) + by_rule
                if name != root:
                    value += totals.get(name, 0) + windows.modifier(g, inv, name)
                found[name] = value
            found["movement"] = totals.get("movement", 0) + windows.modifier(g, inv, "movement")
            found["check"] = windows.modifier(g, inv, "check")
            self.remember(key, found)
        self.cache[k] = found
        return found

    def check_dice(self, inv: Investigator, name: str, modifier: int = 0) -> int:
        """Dice rolled for a check (the skill, its modifier and the ``check`` modifier)."""
        return self.skill(inv, name) + modifier + self._table(inv)["check"]

    def movement(self, inv: Investigator) -> int:
        """Movement points with the sliders where they are: Speed and movement bonuses."""
        return self.skill(inv, "movement")

    def threshold(self, inv: Investigator) -> int:
        return self._inv(inv, "threshold", lambda g, i: checks.success_threshold(i))

    def _once(self, inv: Investigator, key: str, fn) -> int:
        return self._inv(inv, key, fn)

    def max_stamina(self, inv: Investigator) -> int:
        return self._once(inv, "max-stamina", effects.max_stamina)

    def max_sanity(self, inv: Investigator) -> int:
        return self._once(inv, "max-sanity", effects.max_sanity)

    def seal_cost(self, inv: Investigator) -> int:
        return self._once(inv, "seal-cost", flow.seal_cost)

    def close_chance(self, inv: Investigator, loc: str, clues: int = 0) -> float:
        """The chance of closing the gate at ``loc`` (the better of Lore and Fight)."""
        gate = self.st.locations[loc].gate
        if gate is None:
            return 0.0
        mod = self.cat.worlds[self.cat.gate_markers[gate].world].close_modifier
        k = f"close:{inv.id}"
        known: Any = self.cache.get(k)
        if known is None:
            known = self.cache[k] = (
                max(self.check_dice(inv, "lore"), self.check_dice(inv, "fight")),
                1 + windows.modifier(self.g, inv, "close-difficulty"),
                self.threshold(inv),
            )
        dice, needed, t = known
        return at_least(max(dice + mod, 0) + clues, needed, t)

    # ------------------------------------------------------------ monsters

    def monster(self, marker: str) -> Monster:
        m = self._monsters.get(marker)
        if m is None:
            g = self.g
            if _MONSTERS_OWNER[0] is not g:
                _MONSTERS.clear()
                _MONSTERS_OWNER[0] = g
            context = (marker, self._monster_context())
            m = _MONSTERS.get(context)
            if m is not None:
                self._monsters[marker] = m
                return m
            if len(_MONSTERS) > 4096:
                _MONSTERS.clear()
            kind = board.kind_of(g, marker)
            awareness, horror, horror_damage, rating, damage, toughness = combat.stats(
                g, marker, _MONSTER_STATS
            )
            m = self._monsters[marker] = _MONSTERS[context] = Monster(
                marker,
                awareness,
                horror,
                horror_damage,
                rating,
                damage,
                toughness,
                tuple(combat.keywords(g, marker)),
                kind.nightmarish or 0,
                kind.overwhelming or 0,
                kind.special,
                kind.id,
                _dangerous(g, marker),
            )
        return m

    def toughness(self, marker: str) -> int:
        """The monster's toughness, as :meth:`monster` has it, without working out its other
        figures when they are not known yet (trophies are weighed by it alone); remembered
        by the same key as the figures (the marker and :meth:`_monster_context`)."""
        m = self._monsters.get(marker)
        if m is not None:
            return m.toughness
        context = (marker, self._monster_context())
        if _MONSTERS_OWNER[0] is self.g:
            m = _MONSTERS.get(context)
            if m is not None:
                self._monsters[marker] = m
                return m.toughness
        key = ("toughness", context)
        value = self.remembered(key)
        if value is None:
            value = combat.stat(self.g, marker, "toughness")
            self.remember(key, value)
        return value  # type: ignore[return-value]

    def _monster_context(self) -> tuple:
        """What a monster's figures depend on besides its marker: the terror level and the
        cards and marks in play."""
        ctx = self.cache.get("monster-context")
        if ctx is None:
            st = self.st
            ctx = self.cache["monster-context"] = (
                st.terror,
                st.environment,
                st.rumor,
                tuple(st.marks),
            )
        return ctx  # type: ignore[return-value]

    def monsters_at(self, area: str) -> list[str]:
        if self._by_area is None:
            by: dict[str, list[str]] = {}
            for marker, where in self.st.monsters.items():
                by.setdefault(where, []).append(marker)
            self._by_area = by
        return self._by_area.get(area, [])

    def danger(self, inv: Investigator, area: str) -> float:
        """The expected cost (Stamina-or-Sanity points) of facing every monster in ``area``."""
        return self.dangers(inv).get(area, 0.0)

    def dangers(self, inv: Investigator) -> dict[str, float]:
        """:meth:`danger` for every area with monsters (the others are safe), remembered
        across decisions (and shared between investigators) while the monsters stand where
        they stood and the figures :meth:`pass_cost` reads — the investigator's dice, success
        threshold and health, and the cards and marks in play that rate the monsters — are
        as they were. Read it only."""
        value: Any = self._danger.get(inv.id)
        if value is None:
            key = self.danger_key(inv)
            value = self.remembered(key)
            if value is None:
                conn = self.cat.connections
                self.monsters_at("")
                assert self._by_area is not None
                costs = self._pass_costs(inv)
                value = {}
                for area, markers in self._by_area.items():
                    if area in conn:
                        for m in markers:
                            if m not in costs:
                                costs[m] = self.pass_cost(inv, m)
                        value[area] = sum([costs[m] for m in markers])
                self.remember(key, value)
            self._danger[inv.id] = value
        return value

    def _pass_costs(self, inv: Investigator) -> dict[str, float]:
        """:meth:`pass_cost` by marker for this investigator, filled in as markers come up and
        remembered while its inputs stay the same: the investigator's side
        (:meth:`_pass_base`) and what rates the monsters (:meth:`_monster_context`); a
        marker's monster kind never changes, so the marker stands for the rest. Monsters
        moving about leave it whole (only :meth:`dangers`, which adds it up by area, is
        worked out again)."""
        key = ("pass-costs", self._pass_base(inv), self._monster_context())
        costs = self.remembered(key)
        if costs is None:
            costs = {}
            self.remember(key, costs)
        return costs  # type: ignore[return-value]

    def pass_cost(self, inv: Investigator, marker: str) -> float:
        """A quick estimate of what getting past a monster costs: the chance the Evade check
        fails times the combat damage, the Horror check and rounds of fighting or fleeing
        until one works (the weapons' bonus taken as it is, before resistances)."""
        m = self.monster(marker)
        return _pass_cost(
            *self._pass_base(inv),
            m.awareness,
            m.combat_rating,
            m.toughness,
            m.combat_damage,
            m.horror_rating,
            m.horror_damage,
            "ambush" in m.keywords,
            m.dangerous,
        )

    def danger_key(self, inv: Investigator) -> tuple:
        """What :meth:`dangers` depends on (a key for what is worked out from them)."""
        return ("dangers", self._pass_base(inv), self._monster_context(), self.monster_key())

    def _pass_base(self, inv: Investigator) -> tuple[int, int, int, int, int, int]:
        """The investigator's side of :meth:`pass_cost`: Evade, Combat (with the plain
        weapons) and Horror dice, the success threshold, Stamina and Sanity."""
        base = self.cache.get(f"pass:{inv.id}")
        if base is None:
            base = self.cache[f"pass:{inv.id}"] = (
                self.check_dice(inv, "evade"),
                int(self.check_dice(inv, "combat") + self.plain_weapons(inv)),
                self.check_dice(inv, "horror"),
                self.threshold(inv),
                inv.stamina,
                inv.sanity,
            )
        return base  # type: ignore[return-value]

    # ------------------------------------------------------------ combat odds

    def plain_weapons(self, inv: Investigator) -> float:
        """The dice the best weapons for two hands add against a monster with no defences
        (no spells, nothing discarded after use): a quick estimate for routes."""
        return self._inv(inv, "plain-weapons", lambda g, i: self._weapons(i, (), False, False)[0])

    def weapons(
        self, inv: Investigator, m: Monster | None, spells: bool, one_shots: bool
    ) -> tuple[float, list[str]]:
        """The best weapons and spells for two hands against ``m`` (None: the Ancient One's
        defences are not known here): the expected dice they add, and their handles."""
        kws = m.keywords if m is not None else ()
        key = ("weapons", self.inv_key(inv), inv.sanity, kws, spells, one_shots)
        cached = self.remembered(key)
        if cached is None:
            cached = self._weapons(inv, kws, spells, one_shots)
            self.remember(key, cached)
        return cached  # type: ignore[return-value]

    def _weapons(
        self, inv: Investigator, kws: tuple[str, ...], spells: bool, one_shots: bool
    ) -> tuple[float, list[str]]:
        g = self.g
        options: list[tuple[float, int, str]] = []
        for p in inv.possessions:
            if p.exhausted:
                continue
            card = p.card
            spell = self.cat.spells.get(card)
            if spell is not None:
                bonus = spell.bonuses.get("magical", 0)
                if not spells or not bonus or combat.casting_barred(g):
                    continue
                if inv.sanity <= combat.spell_cost(g, card) + 1:
                    continue
                if "magical-immunity" in kws:
                    continue
                if "magical-resistance" in kws:
                    bonus = (bonus + 1) // 2
                cast = self.check_dice(inv, "spell", spell.casting_modifier or 0)
                options.append(
                    (bonus * at_least(cast, 1, self.threshold(inv)), spell.hands, p.handle)
                )
                continue
            if not checks.is_weapon(g, card) or "weapon-immunity" in kws:
                continue  # (Weapon Immunity: no weapon's bonus counts, spells still do)
            item = self.cat.items.get(card)
            tags = item.tags if item else []
            if "discard-after-use" in tags and not one_shots:
                continue
            if any(t.startswith("costs-sanity-") for t in tags) and inv.sanity <= 2:
                continue
            b = checks.card_bonuses(g, card)
            phys, mag = b.get("physical", 0), b.get("magical", 0)
            if "undead-bonus-3" in tags and "undead" in kws:
                mag += 3
            for kind_, value in (("physical", phys), ("magical", mag)):
                if f"{kind_}-immunity" in kws:
                    if kind_ == "physical":
                        phys = 0
                    else:
                        mag = 0
                elif f"{kind_}-resistance" in kws:
                    if kind_ == "physical":
                        phys = (value + 1) // 2
                    else:
                        mag = (value + 1) // 2
            hands = item.hands if item else 1
            options.append((float(phys + mag), hands, p.handle))
        best: tuple[float, list[str]] = (0.0, [])
        for i, (b1, h1, c1) in enumerate(options):
            if h1 <= combat.HANDS and b1 > best[0]:
                best = (b1, [c1])
            for b2, h2, c2 in options[i + 1 :]:
                if h1 + h2 <= combat.HANDS and b1 + b2 > best[0]:
                    best = (b1 + b2, [c1, c2])
        return best

    def fight_odds(self, inv: Investigator, m: Monster, spells: bool = True) -> float:
        """The chance one Combat round wins, with the best weapons at hand (one-shot weapons
        only when nothing else is enough)."""
        base = self.check_dice(inv, "combat", m.combat_rating)
        if m.special == "lore-instead-of-fight":
            base = self.check_dice(inv, "lore", m.combat_rating)
        t = self.threshold(inv)
        bonus, _ = self.weapons(inv, m, spells=False, one_shots=False)
        p = at_least(int(base + bonus), m.toughness, t)
        if spells and p < 0.6:
            bonus2, _ = self.weapons(inv, m, spells=True, one_shots=True)
            p = max(p, at_least(int(base + bonus2 + 0.5), m.toughness, t))
        return p

    def confront_cost(self, inv: Investigator, marker: str) -> tuple[float, str]:
        """The expected cost of meeting the monster, and whether to 'evade' or 'fight' it."""
        m = self.monster(marker)
        key = ("confront", self.inv_key(inv), inv.stamina, inv.sanity, m)
        cached = self.remembered(key)
        if cached is not None:
            return cached  # type: ignore[return-value]
        t = self.threshold(inv)
        if m.special == "black-man":
            out = (1.0, "evade")
            self.remember(key, out)
            return out
        pe = at_least(self.check_dice(inv, "evade", m.awareness), 1, t)
        fight = self.combat_cost(inv, m, pe)
        evade = (1 - pe) * (self._hurt(inv, m.combat_damage, 0) + fight + m.dangerous * DANGER)
        out = (fight, "fight") if fight < evade - 0.3 else (evade, "evade")
        self.remember(key, out)
        return out

    def combat_cost(self, inv: Investigator, m: Monster, pe: float) -> float:
        """Expected cost once combat starts: the Horror check, then fighting or fleeing."""
        t = self.threshold(inv)
        cost = 0.0
        if m.horror_damage > 0:
            ph = at_least(self.check_dice(inv, "horror", m.horror_rating), 1, t)
            nightmare = m.nightmarish if "nightmarish" in m.keywords else 0
            cost += (1 - ph) * self._hurt(inv, 0, m.horror_damage) + ph * self._hurt(
                inv, 0, nightmare
            )
        pw = max(self.fight_odds(inv, m), 0.02)
        pf = max(pe, 0.02) if "ambush" not in m.keywords else 0.0
        per_round = self._hurt(inv, m.combat_damage, 0) + m.dangerous * DANGER
        rounds = min((1 - pw) / pw, 6.0)
        if pf > 0:
            rounds = min(rounds, (1 - pf) / pf)
        cost += rounds * per_round
        if "overwhelming" in m.keywords:
            cost += pw * m.overwhelming
        trophy = 0.0 if "endless" in m.keywords else 0.4
        if m.kind == "cultist" and self.st.ancient_one == "yig":
            trophy = -3.0  # every Cultist defeated feeds Yig a doom token
        return cost - trophy * pw

    def _hurt(self, inv: Investigator, stamina: int, sanity: int) -> float:
        """A loss in points, with the knock-out it would cause priced in."""
        cost = float(stamina + sanity)
        if (stamina and stamina >= inv.stamina) or (sanity and sanity >= inv.sanity):
            cost += KNOCK_OUT
        return cost


@lru_cache(maxsize=65536)
def _pass_cost(
    evade: int,
    fight: int,
    horror: int,
    t: int,
    stamina: int,
    sanity: int,
    awareness: int,
    rating: int,
    toughness: int,
    damage: int,
    horror_rating: int,
    horror_damage: int,
    ambush: bool,
    dangerous: bool = False,
) -> float:
    pe = at_least(evade + awareness, 1, t)
    if pe >= 0.99:
        return 0.0
    pw = at_least(fight + rating, toughness, t)
    rounds = min((1 - pw) / max(pw, 0.05), 4.0)
    if not ambush:
        rounds = min(rounds, (1 - pe) / max(pe, 0.05))
    loss = damage * (1 + rounds)
    cost = loss + (KNOCK_OUT if loss and loss >= stamina else 0.0)
    if dangerous:
        cost += DANGER * (1 + rounds)
    if horror_damage:
        ph = at_least(horror + horror_rating, 1, t)
        cost += (1 - ph) * (horror_damage + (KNOCK_OUT if horror_damage >= sanity else 0.0))
    return (1 - pe) * cost


def _dangerous(g: Game, marker: str) -> bool:
    spec = combat.special_of(g, marker)
    return spec is not None and spec.dangerous


def card_value(g: Game, handle_or_card: str) -> float:
    """How much a card is worth keeping (for buying, keeping and discarding)."""
    card = card_of(handle_or_card)
    special = CARD_VALUES.get(card)
    if special is not None:
        return special
    item = g.cat.items.get(card)
    if item is not None:
        b = checks.card_bonuses(g, card)
        weapon = b.get("physical", 0) + 1.3 * b.get("magical", 0)
        if weapon:
            value = weapon / max(item.hands, 1) * 1.2
            if "discard-after-use" in item.tags:
                value *= 0.4
            return value
        return 0.5 + item.price / 3
    spell = g.cat.spells.get(card)
    if spell is not None:
        return 1.2 * spell.bonuses.get("magical", 0) / max(spell.hands, 1) + 1
    return 1.0


CARD_VALUES = {
    "elder-sign": 12.0,
    "find-gate": 6.0,
    "shrivelling": 5.0,
    "wither": 4.0,
    "dread-curse-of-azathoth": 5.5,
    "heal": 4.0,
    "flesh-ward": 3.0,
    "mists-of-releh": 3.5,
    "voice-of-ra": 3.5,
    "red-sign-of-shudde-mell": 3.0,
    "enchant-weapon": 2.5,
    "bind-monster": 2.0,
    "dark-cloak": 2.0,
    "pallid-mask": 3.0,
    "lantern": 2.0,
    "ruby-of-rlyeh": 4.0,
    "blue-watcher-of-the-pyramid": 5.0,
    "healing-stone": 5.0,
    "gate-box": 3.0,
    "silver-key": 3.0,
    "warding-statue": 3.0,
    "enchanted-jewelry": 2.5,
    "obsidian-statue": 3.0,
    "food": 1.0,
    "whiskey": 1.0,
    "motorcycle": 2.5,
    "map-of-arkham": 1.0,
    "18-derringer": 2.0,
}
