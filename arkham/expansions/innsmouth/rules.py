"""The rules of Innsmouth (seed 004): the Deep Ones Rising and Feds Raid tracks, martial law and
the harsh Innsmouth police.

Marks kept in ``state.marks``: ``martial-law`` once it is declared (it lasts the game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import board, effects, tracks, windows
from arkham.engine.decisions import Choice
from arkham.engine.effects import GameEnds
from arkham.engine.events import Event, Page, Palette, Show
from arkham.engine.names import EndCause, Hook, Window
from arkham.engine.windows import Ability, Context
from arkham.expansions.innsmouth import stories
from arkham.kit.marks import has_mark, mark

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

TOWN_INNSMOUTH = "innsmouth"
DEEP_ONES = "deep-ones-rising"
FEDS = "feds-raid"
MARTIAL_LAW = "martial-law"


@dataclass(frozen=True, slots=True)
class MartialLawDeclared(Event):
    """Martial law declared in Innsmouth; read in a window of its own."""

    kind = "martial-law"
    show = Show(notice="martial-law")

    def describe(self, cat: Catalog) -> str:
        return "Martial law is declared in Innsmouth: anyone caught in the open may be arrested."

    def page(self, cat: Catalog) -> Page:
        return Page(
            "Martial law",
            "Martial law is declared in Innsmouth",
            Palette.ALARM,
            rules=cat.help_sections.get("Martial law", ""),
            aside="The red banner over Innsmouth stays up for the rest of the game; the white "
            "tags under its places turn red. Arrested there, you stay in the Jail Cell until "
            "you break out or are freed from Sawbone Alley.",
        )


@windows.register_rule(f"arrest-always-delays:{TOWN_INNSMOUTH}")
def _town_rules(g: Game, key: str) -> int:
    """Seed 004, Getting Arrested in Innsmouth: the arrested are delayed even if immune."""
    return 1 if key == f"arrest-always-delays:{TOWN_INNSMOUTH}" else 0


# ---------------------------------------------------------------- the Deep Ones Rising


@windows.hook(Hook.GATE_PREVENTED)
def _gate_prevented(g: Game, location: str) -> Effect:
    """Seed 004: each time a gate is prevented from opening, an uprising token."""
    yield from tracks.advance(g, DEEP_ONES, 1)


@windows.hook(Hook.MONSTER_IN_VORTEX)
def _into_vortex(g: Game, marker: str) -> Effect:
    """Seed 004: a monster swept into a vortex (already back in the cup) raises the terror
    level by 1 and adds an uprising token."""
    yield from board.raise_terror(g, 1)
    yield from tracks.advance(g, DEEP_ONES, 1)


@tracks.when_full(DEEP_ONES)
def _deep_ones_risen(g: Game) -> Effect:
    """Seed 004: the track full, the Ancient One awakens at once."""
    raise GameEnds(EndCause.TRACK_FULL, None, DEEP_ONES)
    yield


# ---------------------------------------------------------------- the Feds Raid


def feds_group(g: Game, inv: Investigator) -> str | None:
    """The Innsmouth neighbourhood whose Feds Raid spaces this investigator may fill: one he
    stands in, at a location or in a street area (not in the Jail Cell, not at the Bus Service,
    which is in no neighbourhood)."""
    # RULE: innsmouth-board.md B3 (our design) — the Bus Service is in no neighbourhood, so
    # no Clues go to the Feds from there; nor from the Jail Cell (neither location nor street).
    fact = g.cat.areas.get(inv.area)
    if fact is None or fact.kind == "special" or board.town_of(g, inv.area) != TOWN_INNSMOUTH:
        return None
    return fact.neighbourhood


def _feds_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    group = feds_group(g, inv)
    return group is not None and inv.clues > 0 and tracks.group_room(g, FEDS, group) > 0


def _feds_label(g: Game, inv: Investigator, ctx: Context) -> str:
    group = feds_group(g, inv)
    name = g.cat.neighbourhoods[group].name if group else ""
    return f"Feds Raid: give Clues as evidence from {name}"


def _feds_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Bots give evidence once the Deep Ones stir, or with Clues to spare."""
    return tracks.value(g, DEEP_ONES) >= 2 or inv.clues >= 6


def _feds_raid(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Seed 004, Federal Raids: spend Clues onto the empty spaces of the neighbourhood's
    colour."""
    group = feds_group(g, inv)
    assert group is not None
    most = min(inv.clues, tracks.group_room(g, FEDS, group))
    picked = yield from effects.ask(
        g,
        inv,
        "How many Clues do you give the Feds?",
        [Choice(f"clues:{n}", f"{n} Clue{'s' if n > 1 else ''}") for n in range(1, most + 1)],
    )
    n = int(picked.removeprefix("clues:"))
    yield from effects.lose(g, inv, clues=n)
    yield from stories.count(g, inv, "feds-evidence", n)
    yield from tracks.fill_group(g, FEDS, group, n)


windows.register(
    Ability("feds-raid", Window.UPKEEP, _feds_label, _feds_usable, _feds_raid, _feds_advise)
)


@tracks.when_full(FEDS)
def _raid(g: Game) -> Effect:
    """Seed 004: all six spaces filled, the Feds raid Innsmouth: both tracks are emptied."""
    tracks.empty(g, FEDS)
    tracks.empty(g, DEEP_ONES)
    return
    yield


# ---------------------------------------------------------------- martial law


def martial_law(g: Game) -> bool:
    return has_mark(g, MARTIAL_LAW)


@windows.hook(Hook.DOOM_ADDED)
def _declare_martial_law(g: Game) -> Effect:
    """Seed 004, Martial Law: declared once at least half the doom track is full, for the rest
    of the game (doom coming off again does not lift it)."""
    track = g.cat.ancient_ones[g.state.ancient_one].doom_track
    if not martial_law(g) and 2 * g.state.doom >= track:
        mark(g, MARTIAL_LAW)
        g.emit(MartialLawDeclared())
    return
    yield


@windows.hook(Hook.END_OF_MOVEMENT)
def _curfew(g: Game, inv: Investigator) -> Effect:
    """Seed 004, Martial Law: ending movement in Innsmouth where an awareness modifier is
    printed, an Evade check at that modifier, or arrested and taken to the Innsmouth Jail.
    A card in play may call the patrols off (the rule 'no-martial-law-check') or make the
    check harder (the rule 'martial-law-evade': that much more to overcome)."""
    awareness = g.cat.areas[inv.area].awareness if inv.area in g.cat.areas else None
    if not martial_law(g) or awareness is None or board.town_of(g, inv.area) != TOWN_INNSMOUTH:
        return
    if windows.rule(g, "no-martial-law-check"):
        return
    harder = windows.rule(g, "martial-law-evade")
    if not (yield from effects.check(g, inv, "evade", awareness - harder)):
        yield from board.arrested(g, inv)
