"""Location actions taken instead of an encounter (reference §1.5), and trophies as their price.

Trophies are paid in *points*: a monster trophy is worth its toughness (after modifiers, IR
FAQ), a gate trophy 5. "5 toughness or 1 gate" is 5 points; "10 toughness, 2 gates, or 5
toughness and a gate" is 10. Spent monsters go back to the cup, spent gates to the bottom of
the gate stack (CR p.23).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import combat, effects, text
from arkham.engine.decisions import Choice
from arkham.engine.encounters import LOCATION_ACTIONS, LocationAction
from arkham.engine.events import Event

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

GATE_POINTS = 5


@dataclass(frozen=True, slots=True)
class TrophiesSpent(Event):
    kind = "trophies-spent"
    monsters: tuple[str, ...]
    gates: tuple[str, ...]

    def describe(self, cat: Catalog) -> str:
        spent = [text.monster_name(cat, m) for m in self.monsters]
        spent += [f"a gate to {cat.worlds[cat.gate_markers[x].world].name}" for x in self.gates]
        return f"{text.who(cat, self.investigator)} spends trophies: {', '.join(spent)}."


def action(
    ability: str,
    label: str,
    usable: Callable[[Game, Investigator], str | None],
    advise: Callable[[Game, Investigator], bool] | None = None,
):
    """Register ``run`` as the location action ``ability`` (a location's ability id); ``advise``
    tells bots when to take it instead of the encounter (never, without one)."""

    def register(run):
        LOCATION_ACTIONS[ability] = LocationAction(label, usable, run, advise)
        return run

    return register


# ---------------------------------------------------------------- trophies


def trophy_value(g: Game, trophy: str) -> int:
    if trophy in g.cat.gate_markers:
        return GATE_POINTS
    return combat.stat(g, trophy, "toughness")


def trophy_points(g: Game, inv: Investigator) -> int:
    return sum(trophy_value(g, t) for t in [*inv.monster_trophies, *inv.gate_trophies])


def _trophy_name(g: Game, trophy: str) -> str:
    if trophy in g.cat.gate_markers:
        return f"the gate to {g.cat.worlds[g.cat.gate_markers[trophy].world].name}"
    return f"the {combat.monster_name(g, trophy)}"


def _target(g: Game, trophy: str) -> str:
    return f"gate:{trophy}" if trophy in g.cat.gate_markers else f"monster:{trophy}"


def need_trophies(points: int) -> Callable[[Game, Investigator], str | None]:
    def usable(g: Game, inv: Investigator) -> str | None:
        if trophy_points(g, inv) < points:
            return f"needs trophies worth {points} (monster toughness; a gate counts 5)"
        return None

    return usable


def pay_trophies(g: Game, inv: Investigator, points: int) -> Effect:
    """Pick trophies worth ``points`` or more (toggles, then ``done``) and spend them. Monster
    trophies are offered before gates. The caller has checked the investigator can pay."""
    chosen: list[str] = []
    while True:
        value = sum(trophy_value(g, t) for t in chosen)
        options = [t for t in [*inv.monster_trophies, *inv.gate_trophies] if t not in chosen]
        short = points - value
        choices = [
            *(
                Choice(
                    f"toggle:{t}",
                    f"Spend {_trophy_name(g, t)} ({trophy_value(g, t)})",
                    target=_target(g, t),
                )
                for t in options
            ),
            *(
                Choice(f"toggle:{t}", f"Keep {_trophy_name(g, t)}", target=_target(g, t))
                for t in chosen
            ),
            Choice(
                "done",
                f"Pay with these ({value} of {points})",
                disabled=f"{short} more needed" if short > 0 else None,
            ),
        ]
        picked = yield from effects.ask(
            g, inv, f"Spend trophies worth {points}", choices, kind="toggle"
        )
        if picked == "done":
            break
        trophy = picked.removeprefix("toggle:")
        if trophy in chosen:
            chosen.remove(trophy)
        else:
            chosen.append(trophy)
    monsters = [t for t in chosen if t in inv.monster_trophies]
    gates = [t for t in chosen if t in inv.gate_trophies]
    for m in monsters:
        inv.monster_trophies.remove(m)
        g.state.monsters[m] = "cup"
    for gate in gates:
        inv.gate_trophies.remove(gate)
        g.state.gate_stack.append(gate)
    g.emit(TrophiesSpent(tuple(monsters), tuple(gates), investigator=inv.id))
    return chosen
