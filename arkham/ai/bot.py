"""A bot that plays any seat through ``pending()``/``choose()`` the way a good team plays.

The team splits the open gates between its investigators (one each, the cheapest pairs first:
turns to get there, the monsters on the way, the chance to close, a seal in hand); the others
get treated, shop when they have money, trade trophies for a Blessing, or gather Clues
(:mod:`arkham.ai.plan`). Routes go around monsters when that is cheaper than meeting them, take
the train to another town when it is on the way and the fare is in hand, and stop short of
monsters when the goal is out of reach this turn. Sliders are set in each Upkeep for the turn
ahead: Speed for the way, Sneak for the monsters on it, Lore or Fight for a gate to close, the
encounter skills otherwise; all-out Fight in the final battle. Monsters are fought when that
is cheaper than evading them, fled when a fight goes badly; the best weapons for two hands are
taken up, spells and one-shot weapons only when the plain ones are not enough. Clues are kept
for a seal while a frequent gate location is unsealed, and spent on closing, on staying on
one's feet, and in the final battle. Tomes are read only when the movement they cost is not
needed to get somewhere.

Every decision is answered from one :class:`~arkham.ai.view.View`, which works out skills,
monster stats and routes once per decision and remembers plans and routes across decisions
while what they depend on stays the same.
"""

from __future__ import annotations

from typing import Any, cast

from arkham.ai import plan as planning
from arkham.ai.odds import ONE_SUCCESS_DICE, at_least, one_success
from arkham.ai.view import View, card_value
from arkham.engine import board, combat
from arkham.engine.decisions import Choice, Decision
from arkham.engine.encounters import action_advised
from arkham.engine.game import Game
from arkham.engine.names import Window
from arkham.engine.setup import SLIDER_STOPS, slider_values
from arkham.engine.state import Investigator
from arkham.engine.windows import Ability

PAIRS = ("speed-sneak", "fight-will", "lore-luck")
PAIR_SKILLS = {pair: tuple(pair.split("-")) for pair in PAIRS}
STOPS = range(SLIDER_STOPS)
# How much each skill matters in a turn with nothing special planned: roughly how often the
# encounter cards check it (Other World cards: Will 32, Luck 28, Lore 21, Sneak 20, Speed
# 17, Fight 7; location cards: Luck 41, Lore 33, Will 30, Sneak 21, Speed 19, Fight 17), with
# Will for Horror checks too.
ARKHAM_WEIGHTS = {"speed": 0.3, "sneak": 0.6, "fight": 0.6, "will": 0.9, "lore": 0.8, "luck": 1.0}
OTHER_WORLD_WEIGHTS = {
    "speed": 0.6,
    "sneak": 0.7,
    "fight": 0.3,
    "will": 1.1,
    "lore": 0.8,
    "luck": 1.0,
}
# Encounter questions: taking the chance pays (it wins more games than refusing).
PREFERRED = ("yes", "done", "accept", "encounter")


def choose(game: Game) -> str:
    """The bot's pick for the pending decision."""
    decision = game.pending()
    assert decision is not None
    enabled = decision.enabled()
    ids = {c.id for c in enabled}
    inv = game.state.investigator(decision.investigator) if decision.investigator else None
    if inv is not None:
        picked = _pick(View(game), decision, enabled, ids, inv)
        if picked is not None and picked in ids:
            return picked
    for preferred in PREFERRED:
        if preferred in ids:
            return preferred
    return enabled[0].id


def _pick(
    v: View, d: Decision, enabled: list[Choice], ids: set[str], inv: Investigator
) -> str | None:
    if "window" in d.detail:
        advised = [c for c in d.detail.get("advised", ()) if c in ids]  # type: ignore[attr-defined]
        return advised[0] if advised else "done"
    kind = d.kind
    if kind == "sliders":
        if "shifts_left" in d.detail:
            return _own_sliders(v, d, ids, inv)
        return _sliders(v, d, ids, inv)
    if kind == "move" and d.detail.get("start"):
        return _start_at(v, enabled, inv)
    if kind == "move":
        return _move(v, d, enabled, ids, inv)
    if kind == "roll":
        return _roll(v, d, ids, inv)
    if kind == "combat":
        return _combat(v, d, enabled, ids, inv)
    if kind == "cards":
        return _cards(v, d, enabled, inv)
    if "location-action" in ids:
        return "location-action" if _use_location(v, inv) else "encounter"
    if "close:lore" in ids:
        return _close(v, ids, inv)
    if "seal" in ids:
        loc = inv.area
        keep = not planning.worth_sealing(v, loc) and not planning.urgent(v)
        return "no-seal" if keep and inv.clues < 2 * v.seal_cost(inv) else "seal"
    if "care:free" in ids:
        stat = "stamina" if "Stamina" in d.prompt else "sanity"
        top = v.max_stamina(inv) if stat == "stamina" else v.max_sanity(inv)
        missing = top - getattr(inv, stat)
        return "care:pay" if "care:pay" in ids and missing >= 2 else "care:free"
    if "max-sanity" in ids:
        return "max-sanity" if v.max_sanity(inv) >= v.max_stamina(inv) else "max-stamina"
    first = enabled[0].id
    verb = first.partition(":")[0]
    if verb in _GROUP_ANSWERS:
        return _GROUP_ANSWERS[verb](v, d, enabled, inv)
    if first.startswith("heal:"):
        return _weakest(v, enabled, "heal:")
    if first.startswith("gain:"):
        stamina = inv.stamina / max(v.max_stamina(inv), 1)
        sanity = inv.sanity / max(v.max_sanity(inv), 1)
        return "gain:stamina" if stamina <= sanity else "gain:sanity"
    if kind == "toggle" and first.startswith("toggle:"):
        return _pay_trophies(v, d, enabled, inv)
    return None


# ---------------------------------------------------------------- choices of order and place


def _face_first(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """Several monsters here: meet the cheapest first (the dearer ones may be spared by a
    knock-out, and an easy one met first costs little)."""
    options = [c for c in enabled if c.id.startswith("face:")]
    return min(options, key=lambda c: (v.confront_cost(inv, c.id[5:])[0], c.id)).id


def _clue_taker(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """A Clue for one of several investigators: the one with the fewest Clues."""
    options = [c for c in enabled if c.id.startswith("clue:")]
    return min(options, key=lambda c: v.st.investigator(c.id[5:]).clues).id


def _monster_goes(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """A monster torn between equally stealthy investigators: send it to the area whose
    investigators meet it most cheaply."""
    marker = str(d.detail.get("monster", ""))
    options = [c for c in enabled if c.id.startswith("toward:")]
    if marker not in v.st.monsters:
        return options[0].id

    def cost(c: Choice) -> float:
        there = v.st.investigators_at(c.id.removeprefix("toward:"))
        return min((v.confront_cost(i, marker)[0] for i in there), default=0.0)

    return min(options, key=cost).id


def _pulled_through(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """Carried off through one of several gates: the one this investigator means to close, else
    the world whose gate is easiest to close on coming back."""
    options = [c for c in enabled if c.id.startswith("through:")]
    goal = planning.team_plan(v).get(inv.id)
    if goal is not None and f"through:{goal.area}" in {c.id for c in options}:
        return f"through:{goal.area}"

    def ease(c: Choice) -> int:
        gate = v.st.locations[c.id.removeprefix("through:")].gate
        world = v.cat.gate_markers[gate].world if gate else None
        return v.cat.worlds[world].close_modifier if world else -99

    return max(options, key=ease).id


def _board_monster_at(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """The monster limit sends some to the Outskirts: keep the ones on the board at the gate
    the team is not heading for, farthest from every investigator."""
    options = [c for c in enabled if c.id.startswith("place:")]
    goals = [g.area for g in planning.team_plan(v).values() if g.area is not None]

    def bother(c: Choice) -> tuple[int, int]:
        loc = c.id.removeprefix("place:")
        near = board.paths_from(v.g, loc, 3)
        closest = min(
            (len(near[i.area]) if i.area in near else 4 for i in v.st.playing() if i.area != loc),
            default=4,
        )
        if any(i.area == loc for i in v.st.playing()):
            closest = 0
        return (goals.count(loc), -closest)

    return min(options, key=bother).id


def _most_clues(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """Clues given as evidence (the Feds Raid): all that fit, once the bot has chosen to."""
    return max(enabled, key=lambda c: int(c.id.partition(":")[2])).id


def _ratio(v: View, inv: Investigator, stat: str, after: int) -> float:
    top = v.max_sanity(inv) if stat == "sanity" else v.max_stamina(inv)
    return after / max(top, 1)


def _pay_with(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """A point of Sanity or Stamina to pay (Trish Scarborough's bought stops): the one that
    leaves more of itself."""
    options = [c for c in enabled if c.id.startswith("pay-with:")]

    def left(c: Choice) -> float:
        stat = c.id.removeprefix("pay-with:")
        return _ratio(v, inv, stat, getattr(inv, stat) - 1)

    return max(options, key=left).id


def _split_cost(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """A spell's Sanity paid partly in Stamina (Agnes Baker): the split that leaves the lower
    of the two as high as it can be."""
    options = [c for c in enabled if c.id.startswith("cost:")]
    total = int(d.detail.get("amount", 0))  # type: ignore[call-overload]

    def worst(c: Choice) -> float:
        sanity = int(c.id.removeprefix("cost:"))
        return min(
            _ratio(v, inv, "sanity", inv.sanity - sanity),
            _ratio(v, inv, "stamina", inv.stamina - (total - sanity)),
        )

    return max(options, key=worst).id


CUP_KEPT = 10
"""Bots send spent trophies back to the cup rather than the box once the cup runs this low (an
empty cup wakes the Ancient One)."""


def _trophy_to(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    cup = sum(1 for where in v.st.monsters.values() if where == "cup")
    return "trophy-to:cup" if cup < CUP_KEPT else "trophy-to:box"


_GROUP_ANSWERS = {
    "clues": _most_clues,
    "face": _face_first,
    "clue": _clue_taker,
    "toward": _monster_goes,
    "through": _pulled_through,
    "place": _board_monster_at,
    "pay-with": _pay_with,
    "cost": _split_cost,
    "trophy-to": _trophy_to,
}
"""Answers to the order-and-place questions, by the verb of their choice ids."""


# ---------------------------------------------------------------- sliders

_TARGETS: dict[tuple, dict[str, int]] = {}
_TARGETS_GAME: list[object] = [None]


def _sliders(v: View, d: Decision, ids: set[str], inv: Investigator) -> str:
    free = d.detail.get("focus_left") is None
    if _TARGETS_GAME[0] is not v.g:
        _TARGETS.clear()
        _TARGETS_GAME[0] = v.g
    key = (
        v.st.turn,
        v.st.phase,
        inv.id,
        free,
        v.st.final_battle is not None and v.st.final_battle.round,
    )
    target = _TARGETS.get(key)
    if target is None:
        budget = None if free else int(cast(Any, d.detail["focus_left"]))
        target = _TARGETS[key] = _slider_target(v, inv, budget)
    for pair in PAIRS:
        want = target.get(pair, inv.sliders.get(pair))
        if inv.sliders.get(pair) != want and f"slider:{pair}:{want}" in ids:
            return f"slider:{pair}:{want}"
    return "done"


def _slider_target(v: View, inv: Investigator, budget: int | None) -> dict[str, int]:
    """The stops that serve the turn ahead best, within the Focus budget (None: free)."""
    in_world = inv.area in v.cat.world_of_area
    weights = OTHER_WORLD_WEIGHTS if in_world else ARKHAM_WEIGHTS
    st = v.st
    sheet = v.cat.investigators[inv.id]
    # Skill values now, and what each stop changes.
    now = {s: v.skill(inv, s) for s in sheet.slider_base}
    evade_extra = v.skill(inv, "evade") - now["sneak"]
    walk = 0
    move_bonus = 0
    monsters: list[int] = []
    close_mod: int | None = None
    final = st.final_battle is not None
    attack_skill = None
    if final:
        ao = v.cat.ancient_ones[st.ancient_one]
        attack_skill = ao.attack.check.skill if ao.attack.check else None
        weights = {s: 0.1 for s in weights}
    else:
        area = inv.area
        world = v.cat.world_of_area.get(area)
        here = st.locations.get(area)
        if world is not None:
            if area.endswith("-2"):  # back through a gate to this world and closing it
                close_mod = v.cat.worlds[world].close_modifier
        elif here is not None and here.gate is not None and inv.explored:
            close_mod = v.cat.worlds[planning.gate_world(v, area)].close_modifier
        elif board.in_town(v.g, area):
            monsters += [v.monster(m).awareness for m in v.monsters_at(area)]
            goal = planning.team_plan(v).get(inv.id) if not inv.delayed else None
            if goal is not None and goal.area not in (None, area):
                assert goal.area is not None
                path = planning.route(v, inv, goal.area)
                walk = len(path)
                move_bonus = v.movement(inv) - now["speed"]  # beyond Speed
                for step in path:
                    monsters += [v.monster(m).awareness for m in v.monsters_at(step)]
    start = tuple(inv.sliders[p] for p in PAIRS)
    key = ("sliders", v.inv_key(inv), walk, move_bonus, tuple(monsters), close_mod, budget)
    remembered = v.remembered(key)
    if remembered is not None:
        return remembered  # type: ignore[return-value]
    t = v.threshold(inv)
    table = one_success(t)

    def one(dice: int) -> float:  # at_least(max(dice, 0), 1, t)
        if dice <= 0:
            return 0.0
        return table[dice] if dice < ONE_SUCCESS_DICE else at_least(dice, 1, t)

    base_of = sheet.slider_base
    printed = slider_values(v.g, inv)
    offset = {s: now[s] - printed[s] for s in now}
    # Each pair's own worth at each stop; the gate's check couples Fight and Lore.
    worth: list[list[float]] = []
    firsts: list[list[int]] = []
    for i, pair in enumerate(PAIRS):
        a, b = PAIR_SKILLS[pair]
        wa, wb = weights[a], weights[b]
        was = start[i]
        low_a = base_of[a] + offset[a]  # type: ignore[index]
        high_b = base_of[b] + offset[b]  # type: ignore[index]
        row = []
        first = []
        for stop in STOPS:
            va = low_a + stop
            vb = high_b - stop
            first.append(va)
            value = wa * one(va) + wb * one(vb)
            if i == 0:
                if walk:
                    reach = max(va + move_bonus, 0)
                    value += 1.2 * min(reach, walk) + (1.5 if reach >= walk else 0.0)
                for awareness in monsters:
                    value += 2.0 * one(vb + evade_extra + awareness)
            elif i == 1 and final:
                value += max(va, 0)
            if attack_skill == a:
                value += 1.5 * one(va + 1)
            elif attack_skill == b:
                value += 1.5 * one(vb + 1)
            row.append(value - 0.001 * abs(stop - was))
        worth.append(row)
        firsts.append(first)
    cost1 = [abs(stop - start[1]) for stop in STOPS]
    cost2 = [abs(stop - start[2]) for stop in STOPS]
    limit = 9 if budget is None else budget
    # The best Speed/Sneak stop for each Focus left over, then the other two pairs.
    speed_row = worth[0]
    cost0 = [abs(stop - start[0]) for stop in STOPS]
    best0: list[tuple[float, int]] = []
    for left in range(min(limit, len(STOPS) - 1) + 1):
        options = [(speed_row[s0], s0) for s0 in STOPS if cost0[s0] <= left]
        best0.append(max(options) if options else (-1e9, start[0]))
    # From len(STOPS) - 1 stops of Focus on, every stop is within reach.
    best0 += [best0[-1]] * (limit + 1 - len(best0))
    best: tuple[float, tuple[int, ...]] = (-1e18, start)
    fights, lores = firsts[1], firsts[2]
    fight_worth, lore_worth = worth[1], worth[2]
    for s1 in STOPS:
        left1 = limit - cost1[s1]
        for s2 in STOPS:
            left = left1 - cost2[s2]
            if left < 0:
                continue
            value, s0 = best0[left]
            value += fight_worth[s1] + lore_worth[s2]
            if close_mod is not None:
                dice = max(lores[s2], fights[s1]) + close_mod
                value += 5.0 * one(dice)
            if value > best[0]:
                best = (value, (s0, s1, s2))
    target = dict(zip(PAIRS, best[1], strict=True))
    v.remember(key, target)
    return target


# Sliders of a sheet's own (Trish Scarborough's raise both their skills together): the stops
# are placed from the left within the free stops, buying more only with Sanity and Stamina
# to spare.
BOUGHT_STOP_COST = 0.2
"""What a stop bought with 1 Sanity or Stamina must add (in the skill weights' units)."""
BUY_MARGIN = 4
"""Bots buy stops only with at least this much Sanity and Stamina."""


def _own_sliders(v: View, d: Decision, ids: set[str], inv: Investigator) -> str:
    if _TARGETS_GAME[0] is not v.g:
        _TARGETS.clear()
        _TARGETS_GAME[0] = v.g
    fb = v.st.final_battle
    key = ("own", v.st.turn, v.st.phase, inv.id, fb is not None and fb.round)
    target = _TARGETS.get(key)
    if target is None:
        free = int(d.detail.get("shifts_left", 0)) + sum(inv.sliders.values())  # type: ignore[call-overload]
        buyable = int(d.detail.get("buyable", 0))  # type: ignore[call-overload]
        target = _TARGETS[key] = _own_target(v, inv, free, buyable)
    for pair, want in target.items():
        if inv.sliders.get(pair) != want and f"slider:{pair}:{want}" in ids:
            return f"slider:{pair}:{want}"
    return "done"


def _own_target(v: View, inv: Investigator, free: int, buyable: int) -> dict[str, int]:
    """The stops worth most for the turn ahead, every pair tried (4 stops each)."""
    from itertools import product

    in_world = inv.area in v.cat.world_of_area
    weights = dict(OTHER_WORLD_WEIGHTS if in_world else ARKHAM_WEIGHTS)
    if v.st.final_battle is not None:
        weights = {s: 0.1 for s in weights}
        weights["fight"] = 3.0
    sheet = v.cat.investigators[inv.id]
    pairs = [pair.id for pair in sheet.sliders]
    steps = v.cat.slider_of[inv.id]
    now = {s: v.skill(inv, s) for s in sheet.slider_base}
    printed = slider_values(v.g, inv)
    offset = {s: now[s] - printed[s] for s in now}
    if inv.sanity < BUY_MARGIN or inv.stamina < BUY_MARGIN:
        buyable = 0
    t = v.threshold(inv)
    best: tuple[float, tuple[int, ...]] = (-1e18, tuple(inv.sliders[p] for p in pairs))
    for stops in product(range(4), repeat=len(pairs)):
        total = sum(stops)
        if total > free + buyable:
            continue
        at = dict(zip(pairs, stops, strict=True))
        value = 0.0
        for skill, (pair, step) in steps.items():
            level = sheet.slider_base[skill] + step * at[pair] + offset[skill]  # type: ignore[index]
            value += weights[skill] * at_least(max(level, 0), 1, t)
        value -= BOUGHT_STOP_COST * max(0, total - free)
        if value > best[0]:
            best = (value, stops)
    return dict(zip(pairs, best[1], strict=True))


def _start_at(v: View, enabled: list[Choice], inv: Investigator) -> str:
    """An investigator who starts anywhere: where a Clue waits with no monster, else the first
    place offered."""
    options = [c.id for c in enabled if c.id.startswith("move:")]

    def worth(choice: str) -> tuple[int, str]:
        area = choice.removeprefix("move:")
        ls = v.st.locations.get(area)
        clues = ls.clues if ls is not None else 0
        return (clues - 2 * len(v.monsters_at(area)), choice)

    return max(options, key=worth) if options else enabled[0].id


# ---------------------------------------------------------------- movement


def _move(v: View, d: Decision, enabled: list[Choice], ids: set[str], inv: Investigator) -> str:
    if d.prompt.startswith("Return to Arkham"):
        return _return_from_lost(v, enabled, inv)
    if "through which gate" in d.prompt:
        goal = planning.team_plan(v).get(inv.id)
        if goal is not None and goal.area is not None and f"move:{goal.area}" in ids:
            return f"move:{goal.area}"
        options = [c.id.removeprefix("move:") for c in enabled if c.id.startswith("move:")]
        return f"move:{planning.return_gate(v, inv, options)}"
    for hire, _ in v.facts.hires:
        if any(i.startswith(f"{hire.choice}:") for i in ids):
            return _hop(v, enabled, ids, inv, hire.choice)
    st = v.st
    points = int(d.detail.get("points", 0))  # type: ignore[call-overload]
    here = st.locations.get(inv.area)
    staying = here is not None and here.gate is not None and inv.explored
    goal = None if staying else planning.team_plan(v).get(inv.id)
    path: list[str] = []
    if goal is not None and goal.area is not None and goal.area != inv.area:
        path = planning.route(v, inv, goal.area)
    advised = [c for c in d.detail.get("advised", ()) if c in ids]  # type: ignore[attr-defined]
    for use in advised:
        cost = _movement_cost(v, use)
        if cost == 0 or (points - cost >= len(path) and _worth_reading(v, inv, use)):
            return use
    if staying or not path or not any(c.id.startswith("move:") for c in enabled):
        return "done"
    assert goal is not None
    reach = path[:points]
    if not reach:
        return "done"
    if f"rail:{reach[0]}" in ids:
        return f"rail:{reach[0]}"  # the way goes on by train; the engine asks again after
    for hire, lines in v.facts.hires:
        if reach[0] in lines.get(inv.area, ()) and f"use:{hire.ability}" in ids:
            return f"use:{hire.ability}"  # the way goes on by a hired way (then: where to)
    stop = len(reach) - 1
    for i in range(len(reach) - 1, -1, -1):
        area = reach[i]
        if area == goal.area or not v.monsters_at(area):
            stop = i
            break
    if reach[stop] != goal.area and planning.risky_stop(v, reach[stop]):
        # Ending there is risky (an arrest under martial law): stop short if a safe place is
        # on the way.
        for i in range(stop, -1, -1):
            if not planning.risky_stop(v, reach[i]) and not v.monsters_at(reach[i]):
                stop = i
                break
    if stop == len(reach) - 1 and reach[stop] != goal.area and _street_hurts(v, reach[stop]):
        # Under Ithaqua a street costs Stamina at the end of the Mythos: stop at a location.
        for i in range(stop, -1, -1):
            if reach[i] in st.locations and not v.monsters_at(reach[i]):
                stop = i
                break
    # Move as far as the engine's own path agrees with ours (it takes a shortest path).
    engine = board.paths_from(v.g, inv.area, points)
    for j in range(stop, -1, -1):
        if engine.get(reach[j]) == reach[: j + 1] and f"move:{reach[j]}" in ids:
            return f"move:{reach[j]}"
    return f"move:{reach[0]}" if f"move:{reach[0]}" in ids else "done"


def _hop(v: View, enabled: list[Choice], ids: set[str], inv: Investigator, choice: str) -> str:
    """Where a hired way (a boat) goes: the next place on the way to the goal."""
    goal = planning.team_plan(v).get(inv.id)
    if goal is not None and goal.area is not None:
        path = planning.route(v, inv, goal.area)
        if path and f"{choice}:{path[0]}" in ids:
            return f"{choice}:{path[0]}"
    return next(c.id for c in enabled if c.id.startswith(f"{choice}:"))


def _movement_ability(v: View, use: str) -> Ability | None:
    """The Movement-phase ability the choice ``use:<id>`` uses."""
    aid = use.removeprefix("use:")
    return next((a for a in v.g.rules.abilities.get(Window.MOVEMENT, ()) if a.id == aid), None)


def _movement_cost(v: View, use: str) -> int:
    ability = _movement_ability(v, use)
    return ability.movement if ability is not None else 0


def _worth_reading(v: View, inv: Investigator, use: str) -> bool:
    ability = _movement_ability(v, use)
    if ability is None or ability.check is None:
        return True
    skill, modifier = ability.check
    return at_least(max(v.check_dice(inv, skill, modifier), 0), 1, v.threshold(inv)) >= 0.3


def _street_hurts(v: View, area: str) -> bool:
    return v.st.ancient_one == "ithaqua" and area in v.cat.streets


def _return_from_lost(v: View, enabled: list[Choice], inv: Investigator) -> str:
    """Back from Lost in Time and Space to anywhere: a gate to close when fit, else care."""
    options = {c.id.removeprefix("move:") for c in enabled if c.id.startswith("move:")}
    st = v.st
    if planning.fit(v, inv):
        covered = {
            goal.area
            for goal in planning.team_plan(v).values()
            if goal.area is not None and goal.why in ("close", "other-world", "gate")
        }
        gates = [
            loc
            for loc, ls in st.locations.items()
            if ls.gate is not None and loc in options and loc not in covered
        ]
        if gates:
            return f"move:{min(gates, key=lambda loc: (len(v.monsters_at(loc)), loc))}"
    stamina = inv.stamina / max(v.max_stamina(inv), 1)
    sanity = inv.sanity / max(v.max_sanity(inv), 1)
    care = v.facts.care["stamina" if stamina <= sanity else "sanity"]
    if care in options:
        return f"move:{care}"
    return sorted(c.id for c in enabled if c.id.startswith("move:"))[0]


# ---------------------------------------------------------------- checks


def _reserve(v: View, inv: Investigator) -> int:
    """Clues to keep for a seal (none when the end is near, or nothing is worth sealing)."""
    if v.st.final_battle is not None:
        return 1 if v.st.ancient_one == "nyarlathotep" else 0
    if planning.endgame(v) or (planning.urgent(v) and inv.clues < v.seal_cost(inv)):
        return 0
    worth = [
        loc
        for loc, n in v.facts.gate_freq.items()
        if n >= planning.FREQUENT and not v.st.locations[loc].sealed
    ]
    return v.seal_cost(inv) if worth else 0


OTHER_SPENDS = ("spend-trophy",)
"""Roll choices that pay for dice with something else than one's own Clue (a trophy)."""


def _roll(v: View, d: Decision, ids: set[str], inv: Investigator) -> str:
    """Whether to pay for more dice; what with: a Clue that raises a die to a success first
    (George Barnaby), then one's own Clue, a trophy, another's Clue (Patrice Hathaway)."""
    spend = _spend_choice(v, d, ids, inv)
    if spend is None:
        return "accept"
    decided = _spend_or_accept(v, d, inv, spend)
    return spend if decided == "spend-clue" else decided


def _spend_choice(v: View, d: Decision, ids: set[str], inv: Investigator) -> str | None:
    if "raise-die" in ids:
        t = v.threshold(inv)
        if any(die == t - 1 for die in d.detail.get("dice", ())):  # type: ignore[attr-defined]
            return "raise-die"
    if "spend-clue" in ids:
        return "spend-clue"
    for other in OTHER_SPENDS:
        if other in ids:
            return other
    borrowed = sorted(i for i in ids if i.startswith("spend-clue:"))
    return borrowed[0] if borrowed else None


def _spend_or_accept(v: View, d: Decision, inv: Investigator, spend: str) -> str:
    if spend not in ("spend-clue", "raise-die"):
        # Trophies and others' Clues: only to pass, and only with a fair chance to.
        short = int(d.detail.get("needed", 1)) - int(d.detail.get("successes", 0))  # type: ignore[call-overload]
        if spend == "spend-trophy":
            have = len(inv.monster_trophies)
        else:
            have = v.st.investigator(spend.removeprefix("spend-clue:")).clues
        if short <= 0 or at_least(have, short, v.threshold(inv)) < 0.2:
            return "accept"
        return "spend-clue"
    purpose = d.prompt.split(":", 1)[0]
    short = int(d.detail.get("needed", 1)) - int(d.detail.get("successes", 0))  # type: ignore[call-overload]
    reserve = _reserve(v, inv)
    spare = inv.clues - reserve
    t = v.threshold(inv)
    if short <= 0:
        # Passed: more successes only pay against the Ancient One (every success counts
        # there); a Clue for a third of a Clue or a dollar elsewhere is a loss.
        return "spend-clue" if purpose == "Attack" and spare > 0 else "accept"
    if purpose == "Close the gate":
        loc = inv.area
        if (
            loc in v.st.locations
            and inv.clues >= v.seal_cost(inv)
            and planning.worth_sealing(v, loc)
            and not planning.urgent(v)
        ):
            # Keep the Clues for the seal: try again next turn.
            spare = inv.clues - v.seal_cost(inv)
        else:
            spare = inv.clues
    elif purpose == "Attack":
        spare = inv.clues - reserve
    elif purpose in ("Combat", "Evade", "Flee", "Horror"):
        # Everything to stay on one's feet (a knock-out costs half the Clues anyway).
        marker = d.context.monster if d.context is not None else None
        if marker in v.st.monsters:
            m = v.monster(marker)
            if purpose == "Horror":
                knocked_out = m.horror_damage >= inv.sanity
            else:
                knocked_out = m.combat_damage >= inv.stamina
        else:
            knocked_out = inv.stamina <= 2 or inv.sanity <= 2
        if knocked_out:
            spare = inv.clues
    if spare <= 0 or at_least(spare, short, t) < 0.2:
        return "accept"
    return "spend-clue"


def _close(v: View, ids: set[str], inv: Investigator) -> str:
    if "use:blue-watcher:gate" in ids and inv.stamina > 2:
        return "use:blue-watcher:gate"
    loc = inv.area
    if "elder-sign" in ids and inv.sanity > 1 and inv.stamina > 1:
        cost = v.seal_cost(inv)
        if inv.clues < cost or v.close_chance(inv, loc, inv.clues - cost) < 0.5:
            return "elder-sign"
    lore = v.check_dice(inv, "lore")
    fight = v.check_dice(inv, "fight")
    return "close:lore" if lore >= fight else "close:fight"


# ---------------------------------------------------------------- combat


def _combat(
    v: View, d: Decision, enabled: list[Choice], ids: set[str], inv: Investigator
) -> str | None:
    marker = str(d.detail.get("monster", ""))
    if "evade" in ids:
        if marker not in v.st.monsters:
            return "evade"
        return v.confront_cost(inv, marker)[1] if "fight" in ids else "evade"
    held = set(cast(Any, d.detail.get("held", ())))
    final = "attack" in ids
    m = v.monster(marker) if not final and marker in v.st.monsters else None
    toggle = _weapon_to_take(v, enabled, held, inv, m, final)
    if toggle is not None:
        return toggle
    if final:
        return "attack"
    if "flee" in ids and m is not None and _flee(v, d, inv, m):
        return "flee"
    return "fight"


def _weapon_to_take(
    v: View,
    enabled: list[Choice],
    held: set[str],
    inv: Investigator,
    m,
    final: bool,
) -> str | None:
    """The next weapon or spell to take up: the best set for two hands, one-shot weapons and
    spells only when the plain ones are not enough (everything in the final battle)."""
    toggles = {c.id.removeprefix("toggle:") for c in enabled if c.id.startswith("toggle:")}
    if not toggles - held:
        return None
    if final:
        _, want = v.weapons(inv, None, spells=True, one_shots=True)
    else:
        base = v.check_dice(inv, "combat", m.combat_rating) if m is not None else 0
        need = m.toughness if m is not None else 1
        plain, want = v.weapons(inv, m, spells=False, one_shots=False)
        if at_least(int(base + plain), need, v.threshold(inv)) < 0.6:
            more, more_want = v.weapons(inv, m, spells=True, one_shots=True)
            if more > plain + 0.5:
                want = more_want
    for handle in want:
        if handle not in held and handle in toggles:
            return f"toggle:{handle}"
    return None


def _flee(v: View, d: Decision, inv: Investigator, m) -> bool:
    t = v.threshold(inv)
    dice = int(d.detail.get("combat_dice", 0))  # type: ignore[call-overload]
    pw = at_least(dice, m.toughness, t)
    pf = at_least(v.check_dice(inv, "evade", m.awareness), 1, t)
    round_ = int(d.detail.get("round", 1))  # type: ignore[call-overload]
    if combat.harmless(v.g, inv, m.marker):
        # Fleeing a monster that cannot hurt this investigator always works: fight it a few
        # rounds for the trophy, then go (a fight can otherwise never end).
        return round_ > 3 or pw < 0.2
    if pf <= 0:
        return False
    if m.dangerous:
        return pf > pw  # every lost check costs dearly: take the likelier way out
    if round_ > 4:
        return True
    if inv.stamina <= m.combat_damage:
        return pf > pw
    if "endless" in m.keywords:
        return pf > pw
    if m.kind == "cultist" and v.st.ancient_one == "yig":
        return True
    return pw < 0.35 and pf > pw


# ---------------------------------------------------------------- cards, places, people


def _cards(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str | None:
    first = enabled[0].id
    verb = first.split(":", 1)[0]
    if verb in ("buy", "keep"):
        options = [c for c in enabled if c.id.startswith(verb + ":")]
        if not options:
            return None
        return max(options, key=lambda c: card_value(v.g, c.id.split(":", 1)[1])).id
    if verb == "discard":
        options = [c for c in enabled if c.id.startswith("discard:")]
        return min(options, key=lambda c: card_value(v.g, c.id.split(":", 1)[1])).id
    return None


def _use_location(v: View, inv: Investigator) -> bool:
    """Take the location's action instead of an encounter?"""
    loc = inv.area
    ability = v.cat.locations[loc].ability if loc in v.cat.locations else None
    if ability in ("hospital-care", "asylum-care"):
        stat = "stamina" if ability == "hospital-care" else "sanity"
        top = v.max_stamina(inv) if stat == "stamina" else v.max_sanity(inv)
        value = getattr(inv, stat)
        missing = top - value
        return missing >= 2 or (missing >= 1 and value <= 2)
    need = planning.SHOPS.get(ability or "")
    if need is not None:
        return inv.money >= need
    if ability == "classes":
        return inv.money >= 8
    return action_advised(v.g, inv, loc)


def _weakest(v: View, enabled: list[Choice], prefix: str) -> str:
    def need(c: Choice) -> float:
        who = v.st.investigator(c.id.removeprefix(prefix))
        return min(who.stamina / max(v.max_stamina(who), 1), who.sanity / max(v.max_sanity(who), 1))

    return min(enabled, key=need).id


def _pay_trophies(v: View, d: Decision, enabled: list[Choice], inv: Investigator) -> str:
    """Pay with monster trophies (gate trophies count toward winning); stop when enough."""
    if any(c.id == "done" for c in enabled):
        return "done"
    for c in enabled:
        handle = c.id.removeprefix("toggle:")
        if c.label.startswith("Spend") and handle in inv.monster_trophies:
            return c.id
    return next(c.id for c in enabled if c.label.startswith("Spend"))


def play_out(game: Game, max_decisions: int = 20000) -> Game:
    """Let bots take every seat until the game ends."""
    for _ in range(max_decisions):
        if game.pending() is None:
            return game
        game.choose(choose(game))
    raise RuntimeError(f"the game did not end within {max_decisions} decisions")
