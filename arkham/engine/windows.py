"""Ability windows and passive modifiers: the hooks cards and powers plug into.

At fixed rule points the engine opens a *window* (``after-roll``, ``before-loss``, ``upkeep``,
``movement``, ``before-combat-round``, ``any-phase``…). Each registered :class:`Ability` says
which window it answers, whether it is usable for this investigator right now, and what using it
does. A window asks an investigator only when at least one ability is usable, so nobody clicks
through empty prompts; the answer is one ability's id or ``done``.

*Modifiers* are pure functions ``(game, investigator, key) -> int`` summed on demand (an
environment's +1 to Fight checks, a power's −1 to Sanity losses…). They never ask anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arkham.engine.decisions import Choice, Decision

if TYPE_CHECKING:
    from collections.abc import Generator

    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

    Effect = Generator[Decision, str, Any]

Context = dict[str, Any]


@dataclass(frozen=True)
class Ability:
    id: str
    window: str
    label: Callable[[Game, Investigator, Context], str]
    usable: Callable[[Game, Investigator, Context], bool]
    use: Callable[[Game, Investigator, Context], Effect]


ABILITIES: dict[str, list[Ability]] = {}
MODIFIERS: list[Callable[[Game, Investigator, str], int]] = []


def register(ability: Ability) -> Ability:
    ABILITIES.setdefault(ability.window, []).append(ability)
    return ability


def register_modifier(fn: Callable[[Game, Investigator, str], int]) -> Callable:
    MODIFIERS.append(fn)
    return fn


def modifier(g: Game, inv: Investigator, key: str) -> int:
    total = 0
    for fn in MODIFIERS:
        total += fn(g, inv, key)
    return total


def usable(g: Game, window: str, inv: Investigator, ctx: Context) -> list[Ability]:
    return [a for a in ABILITIES.get(window, ()) if a.usable(g, inv, ctx)]


def offer(g: Game, window: str, inv: Investigator, ctx: Context, prompt: str) -> Effect:
    """Ask ``inv`` repeatedly whether to use an ability in this window, until ``done`` or none
    is usable. ``ctx`` is shared with the abilities, which may change it."""
    while True:
        options = usable(g, window, inv, ctx)
        if not options:
            return ctx
        picked = yield Decision(
            "choose",
            inv.id,
            prompt,
            (
                *(Choice(f"use:{a.id}", a.label(g, inv, ctx)) for a in options),
                Choice("done", "Continue"),
            ),
            context=f"window:{window}",
        )
        if picked == "done":
            return ctx
        ability = next(a for a in options if f"use:{a.id}" == picked)
        yield from ability.use(g, inv, ctx)


def after_roll(g: Game, inv: Investigator, kind: str, dice: list[int], needed: int) -> Effect:
    """Re-roll window after a check's dice are rolled. Returns the (possibly new) dice."""
    ctx: Context = {"kind": kind, "dice": dice, "needed": needed}
    if ABILITIES.get("after-roll"):
        yield from offer(g, "after-roll", inv, ctx, "Use something on this roll?")
    return ctx["dice"]


def reduce_loss(g: Game, inv: Investigator, sanity: int, stamina: int) -> Effect:
    """Before-loss window (Food, Whiskey, powers). Returns the reduced (sanity, stamina)."""
    ctx: Context = {"sanity": sanity, "stamina": stamina}
    if ABILITIES.get("before-loss"):
        yield from offer(g, "before-loss", inv, ctx, "Reduce this loss?")
    return max(0, ctx["sanity"]), max(0, ctx["stamina"])


def on_lost(g: Game, inv: Investigator) -> Effect:
    """Window before an investigator is lost in time and space (powers that prevent it)."""
    if ABILITIES.get("before-lost"):
        yield from offer(g, "before-lost", inv, {}, "Lost in time and space")
