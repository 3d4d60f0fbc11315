"""What Innsmouth's places do beyond their encounters (game-data §8.2, innsmouth-board.md):
Falcon Point's boat charter, the First National Grocery's shelves, a night at the Gilman House,
the Jail Cell's jail break and Sawbone Alley's rescue."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import board, effects, flow, text, windows
from arkham.engine.decisions import Choice
from arkham.engine.encounters import area_encounter
from arkham.engine.events import Event
from arkham.engine.names import Hook, Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context
from arkham.kit.marks import has_mark, mark, unmark
from arkham.kit.places import action

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@dataclass(frozen=True, slots=True)
class JailBreak(Event):
    """A try at leaving the Innsmouth Jail Cell (``freed``: out)."""

    kind = "jail-break"
    freed: bool

    def describe(self, cat: Catalog) -> str:
        verb = "breaks out of" if self.freed else "stays locked in"
        return f"{text.who(cat, self.investigator)} {verb} the cell."


FALCON_POINT = "falcon-point"
GILMAN_HOUSE = "gilman-house-hotel"
INNSMOUTH_JAIL = "innsmouth-jail"
CHARTER_FARE = 2
CHARTER = "boat-charter"
"""Falcon Point's ability: a boat for charter."""
SAIL = "sail"
"""The charter's choices of where to sail: ``sail:<location>``."""
GROCERY_GOODS = ("food", "research-materials")


# ---------------------------------------------------------------- Falcon Point


def _charter_mark(g: Game, inv: Investigator) -> str:
    return f"charter@{g.state.turn}:{inv.id}"


def _sail_to(g: Game, inv: Investigator) -> list[str]:
    """Aquatic locations a boat can reach (never Y'ha-nthlei, never a closed one)."""
    return [
        loc
        for loc in g.cat.locations
        if loc != inv.area
        and board.aquatic(g, loc)
        and not g.cat.areas[loc].restricted_entry
        and not g.state.locations[loc].closed
    ]


def _fetch(g: Game, inv: Investigator) -> list[Investigator]:
    """Other investigators at an aquatic location, who can be brought back to Falcon Point."""
    return [
        other
        for other in g.state.playing()
        if other is not inv
        and other.area in g.cat.locations
        and other.area != FALCON_POINT
        and board.aquatic(g, other.area)
    ]


def _charter_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.area == FALCON_POINT
        and inv.money >= CHARTER_FARE
        and not has_mark(g, _charter_mark(g, inv))
        and bool(_sail_to(g, inv) or _fetch(g, inv))
    )


def _charter(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """$2: sail to any aquatic location (the encounter there comes in its phase), or bring
    another investigator from an aquatic location here; either way the movement ends."""
    options = [
        Choice(f"{SAIL}:{loc}", f"Sail to {g.cat.area_name(loc)}", target=loc)
        for loc in _sail_to(g, inv)
    ]
    options += [
        Choice(
            f"fetch:{other.id}",
            f"Bring {g.cat.investigators[other.id].name} back from {g.cat.area_name(other.area)}",
            target=other.area,
        )
        for other in _fetch(g, inv)
    ]
    picked = yield from effects.ask(g, inv, "Boat charter ($2): where to?", options, kind="move")
    mark(g, _charter_mark(g, inv), replaces="charter@")
    yield from effects.lose(g, inv, money=CHARTER_FARE)
    how, _, what = picked.partition(":")
    if how == SAIL:
        effects.move_to(g, inv, what)
    else:
        effects.move_to(g, g.state.investigator(what), FALCON_POINT)
    inv.movement_points = 0


BOAT_CHARTER = windows.register(
    Ability(
        CHARTER,
        Window.MOVEMENT,
        lambda g, inv, ctx: f"Boat charter (${CHARTER_FARE}): sail, or fetch someone by water",
        _charter_usable,
        _charter,
        lambda g, inv, ctx: False,  # where to sail is the player's (or bot's) own plan
    )
)


# ---------------------------------------------------------------- First National Grocery


def _shelves(g: Game) -> list[str]:
    """The Food and Research Materials cards left in the Common deck."""
    return [h for h in g.state.decks["common"] if card_of(h) in GROCERY_GOODS]


def _grocery_usable(g: Game, inv: Investigator) -> str | None:
    if inv.money < 1:
        return "costs $1"
    if not _shelves(g):
        return "no Food or Research Materials left in the Common deck"
    return None


@action("grocery-search", "Pay $1 and take Food or Research Materials", _grocery_usable)
def _grocery(g: Game, inv: Investigator) -> Effect:
    goods = sorted({card_of(h) for h in _shelves(g)})
    picked = yield from effects.choose_one(
        g, inv, "The grocer's shelves: which do you buy?", [(c, g.cat.card_name(c)) for c in goods]
    )
    yield from effects.lose(g, inv, money=1)
    yield from effects.gain_card(g, inv, picked)


# ---------------------------------------------------------------- Gilman House Hotel


@windows.hook(Hook.LOCATION_ENCOUNTER_ENDED)
def _uneasy_sleep(g: Game, inv: Investigator, loc: str) -> Effect:
    """After an encounter at the Gilman House, still there: 1 Sanity or 1 Stamina."""
    if loc != GILMAN_HOUSE or inv.area != GILMAN_HOUSE or inv.status != "playing":
        return
    options = []
    if inv.sanity < effects.max_sanity(g, inv):
        options.append(("sanity", "Gain 1 Sanity"))
    if inv.stamina < effects.max_stamina(g, inv):
        options.append(("stamina", "Gain 1 Stamina"))
    if not options:
        return
    picked = yield from effects.choose_one(g, inv, "A night at the Gilman House", options)
    yield from effects.gain_each(g, inv, {picked: 1})


# ---------------------------------------------------------------- the Jail Cell


def in_cell(g: Game, inv: Investigator) -> bool:
    """Is the investigator a prisoner in the Innsmouth Jail Cell (meeting an Innsmouth Jail
    entry in a jail break) rather than a visitor at the Jail?"""
    return inv.area == board.role(g, Role.JAIL, board.town_of(g, INNSMOUTH_JAIL))


def free_prisoner(g: Game, inv: Investigator) -> None:
    """A card frees the prisoner: out at the Jail, no longer delayed."""
    inv.delayed = False
    effects.move_to(g, inv, INNSMOUTH_JAIL)
    g.emit(JailBreak(True, investigator=inv.id))


def _kept_mark(inv: Investigator) -> str:
    return f"kept-in-cell:{inv.id}"


def keep_prisoner(g: Game, inv: Investigator) -> None:
    """A card keeps the prisoner in the cell this jail break, whatever his Sneak check."""
    mark(g, _kept_mark(inv))


@area_encounter("jail-break")
def _jail_break(g: Game, inv: Investigator) -> Effect:
    """Each Arkham Encounters phase in the cell: a Sneak (−1) check; draw 1 Church Green card
    and 1 more per success, meet the Innsmouth Jail entry of one; a pass and, if still in the
    cell and the card did not keep him there, out at the Jail (game-data §8.2; the way out is
    our design, see the board data)."""
    result = yield from effects.check(g, inv, "sneak", -1)
    cell = inv.area
    neighbourhood = g.cat.locations[INNSMOUTH_JAIL].neighbourhood
    deck = g.state.decks[f"loc:{neighbourhood}"]
    drawn = deck[: min(len(deck), 1 + result.successes)]
    kept = False
    if drawn:
        card = yield from flow.pick_card(g, inv, drawn, f"loc:{neighbourhood}")
        try:
            yield from flow.run_location_entry(g, inv, card, INNSMOUTH_JAIL)
        finally:
            g.rng.shuffle(deck)
            kept = has_mark(g, _kept_mark(inv))
            unmark(g, lambda m: m != _kept_mark(inv))
    if inv.area == cell:
        # RULE: innsmouth-board.md I and game-data §8.2 give the jail break but no way out of
        # the cell; ours: a passed Sneak check frees the prisoner, at the Jail.
        if result and not kept:
            inv.delayed = False
            effects.move_to(g, inv, INNSMOUTH_JAIL)
        g.emit(JailBreak(bool(result) and not kept, investigator=inv.id))


# ---------------------------------------------------------------- Sawbone Alley


def _prisoners(g: Game, inv: Investigator) -> list[Investigator]:
    cell = board.role(g, Role.JAIL, board.town_of(g, inv.area))
    return [other for other in g.state.investigators_at(cell) if other is not inv]


@area_encounter("sawbone-rescue")
def _rescue(g: Game, inv: Investigator) -> Effect:
    """From Sawbone Alley, try to free a prisoner of the Innsmouth Jail Cell: a Sneak (−1)
    check; pass and the prisoner walks out here, no longer delayed; fail and you are arrested
    (our design: the rulebook only says a helper here can free a jailed investigator)."""
    prisoners = _prisoners(g, inv)
    if not prisoners:
        return
    options = [(p.id, f"Free {g.cat.investigators[p.id].name}") for p in prisoners]
    picked = yield from effects.choose_one(
        g, inv, "Sawbone Alley: try to spring a prisoner?", [*options, ("leave", "Leave it")]
    )
    if picked == "leave":
        return
    # RULE: seed 004 says only that a helper in Sawbone Alley can free a jailed investigator;
    # ours: a Sneak (−1) check, the prisoner out on a pass, the helper arrested on a fail.
    if (yield from effects.check(g, inv, "sneak", -1)):
        prisoner = g.state.investigator(picked)
        prisoner.delayed = False
        effects.move_to(g, prisoner, inv.area)
        g.emit(JailBreak(True, investigator=prisoner.id))
    else:
        yield from board.arrested(g, inv)
