"""Innsmouth's Arkham location cards (seed 004: 4 per neighbourhood, shuffled into the base
decks): the decks with and without the expansion, and every entry, every branch, with forced
dice, played with Innsmouth on the table. Their rules lines are held against the code with the
base game's in ``tests/content/test_location_rules_lines.py``.

Each :class:`Case` is one branch: Amanda Sharpe with the kit of ``test_location_kit`` ($5, no
Clues, 3 Sanity and 3 Stamina unless ``start`` says otherwise), the checks of the rules line
forced to pass or fail in order, the decisions answered, and everything that should change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pytest

from arkham.catalog import load_catalog
from arkham.engine import checks, effects, tracks
from arkham.engine.game import Game, Setup
from arkham.engine.rng import Rng
from arkham.engine.state import Investigator, card_of
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS
from arkham.modules import modules_for
from tests.content.test_location_rules_lines import CHECK, explore
from tests.kit import (
    Scenario,
    assert_gate_opened,
    checked,
    force,
    held,
    next_gate,
    only_monster,
    ready,
)

INNSMOUTH = ["innsmouth"]
TOWN = partial(Scenario, expansions=INNSMOUTH)
BASE = load_catalog()
WITH = load_catalog(tuple(m.data for m in modules_for(INNSMOUTH)[1:]))
THEIRS = {
    cid: c
    for cid, c in WITH.location_cards.items()
    if cid not in BASE.location_cards and c.neighbourhood in BASE.neighbourhoods
}
"""The cards Innsmouth adds to the Arkham decks (not its own town's)."""
RULES = {f"{c.id}:{e.location}": e.rules for c in THEIRS.values() for e in c.entries}
LODGE = "silver-twilight-lodge"


# ---------------------------------------------------------------- the decks


def test_four_cards_per_arkham_neighbourhood_numbered_on_from_the_base_game() -> None:
    for hood in BASE.neighbourhoods:
        cards = sorted(c.id for c in THEIRS.values() if c.neighbourhood == hood)
        assert cards == sorted(f"{hood}-{n}" for n in range(8, 12)), hood
    assert len(THEIRS) == 36


def test_each_card_has_an_entry_for_every_location_of_its_neighbourhood() -> None:
    """As the base cards: French Hill's carry the Lodge members' Inner Sanctum entry too."""
    for card in THEIRS.values():
        here = {
            loc.id for loc in WITH.locations.values() if loc.neighbourhood == card.neighbourhood
        }
        if card.neighbourhood == "french-hill":
            here.add("inner-sanctum")
        assert sorted(e.location for e in card.entries) == sorted(here), card.id


@pytest.mark.parametrize(("expansions", "per_deck"), [((), 7), (("innsmouth",), 11)])
def test_arkham_decks_hold_11_cards_with_innsmouth_and_7_without(expansions, per_deck) -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", list(expansions)), "decks")
    for hood in BASE.neighbourhoods:
        deck = g.state.decks[f"loc:{hood}"]
        assert len(deck) == per_deck, hood
        assert any(c in THEIRS for c in deck) == bool(expansions), hood


# ---------------------------------------------------------------- every entry, every branch


@dataclass
class Case:
    entry: str
    checks: tuple[bool, ...] = ()
    """The outcome of each check the rules line names, in order."""
    choose: tuple[str, ...] = ()
    """Answers in order; ``keep:<card id>`` picks that card among those drawn."""
    delta: dict[str, int] = field(default_factory=dict)
    delayed: bool = False
    cards: tuple[str, ...] = ()
    """The cards gained, in order."""
    stack: dict[str, tuple[str, ...]] = field(default_factory=dict)
    fate: str | None = None
    """``monster`` (a Zombie, evaded), ``gate``, ``arrested`` or ``lost``."""
    area: str | None = None
    """Where the investigator ends, when not where the entry is read (nor a fate's place)."""
    start: dict[str, int] = field(default_factory=dict)
    uprising: int = 0
    feds: int = 0
    label: str = ""

    @property
    def id(self) -> str:
        label = self.label or "-".join(
            [*("pass" if c else "fail" for c in self.checks), *self.choose]
        )
        return f"{self.entry}-{label}"


def named_checks(entry: str) -> list[tuple[str, int, int]]:
    return [
        (skill.lower(), int(n) * (-1 if sign == "−" else 1), int(need or 1))
        for skill, sign, n, need in CHECK.findall(RULES[entry])
    ]


def stats(inv: Investigator) -> dict[str, int]:
    return {k: getattr(inv, k) for k in ("money", "clues", "sanity", "stamina")}


def run_case(c: Case) -> Scenario:
    s = ready(TOWN, **c.start)
    g, inv = s.game, s.inv()
    loc = c.entry.partition(":")[2]
    home = LODGE if loc == "inner-sanctum" else loc
    inv.area = home
    for deck, cards in c.stack.items():
        g.stack_deck(deck, list(cards))
    if c.fate == "monster":
        zombie = only_monster(s)
    elif c.fate == "gate":
        zombie, gate, world = next_gate(s)
    before = stats(inv)
    named = named_checks(c.entry)
    for (kind, modifier, needed), passed in zip(named, c.checks, strict=False):
        assert checks.skill(g, inv, kind) + modifier >= needed, c.entry
        force(s, kind, modifier, needed if passed else 0)
    if c.fate == "monster":
        force(s, "evade", 1, 1)  # a Zombie: awareness +1
    s.encounter(c.entry)
    for choice in c.choose:
        if choice.startswith("keep:") and choice not in s.pending_ids():
            choice = next(i for i in s.pending_ids() if card_of(i[5:]) == choice[5:])
        s.choose(choice)
    if c.fate == "monster":
        assert s.game.pending().detail["monster"] == zombie
        s.choose("evade")
        assert s.state.monsters[zombie] == "cup"
    assert s.done() and s.state.rng.forced_dice == []
    rolled = [k.capitalize() for k, _, _ in named[: len(c.checks)]]
    assert checked(s) == rolled + (["Evade"] if c.fate == "monster" else [])
    assert stats(inv) == {k: v + c.delta.get(k, 0) for k, v in before.items()}
    assert held(s) == list(c.cards)
    kinds = s.kinds()
    assert ("arrested" in kinds) == (c.fate == "arrested")
    assert ("lost-in-time-and-space" in kinds) == (c.fate == "lost")
    assert ("gate-opened" in kinds) == (c.fate == "gate")
    if c.fate == "gate":
        assert_gate_opened(s, home, zombie, gate, world)
    elif c.fate == "arrested":
        assert (inv.area, inv.delayed) == ("jail", True)
    elif c.fate == "lost":
        assert (inv.area, inv.delayed) == ("lost", True)
    else:
        assert inv.area == (c.area or home)
        assert inv.delayed is c.delayed
    assert tracks.value(g, DEEP_ONES) == c.uprising
    assert tracks.value(g, FEDS) == c.feds
    return s


U1, U2 = "alien-statue", "healing-stone"
S1, S2 = "heal", "wither"
C1, C2 = "knife", "axe"
K1, K2 = "stealth", "marksman"
A1 = "duke"

CASES = [
    # ------------------------------------------------------------ northside
    Case(
        "northside-8:curiositie-shoppe",
        (True,),
        choose=("pay",),
        stack={"unique": (U1,)},
        delta={"money": -3},
        cards=(U1,),
    ),
    Case(
        "northside-8:curiositie-shoppe",
        (False,),
        choose=("pay",),
        stack={"unique": (U1,)},
        delta={"money": -3},
        cards=(U1, "curse"),
    ),
    Case("northside-8:curiositie-shoppe", choose=("decline",)),
    Case("northside-8:newspaper", (True,), delta={"money": 3, "clues": 1}),
    Case("northside-8:newspaper", (False,), delta={"money": 1}),
    Case(
        "northside-8:train-station",
        choose=("pay",),
        delta={"money": -1, "clues": 1},
        area="bus-service",
    ),
    Case("northside-8:train-station", choose=("decline",)),
    Case(
        "northside-9:curiositie-shoppe",
        (True,),
        choose=(f"keep:{C2}",),
        stack={"common": (C1, C2)},
        cards=(C2,),
    ),
    Case("northside-9:curiositie-shoppe", (False,), delta={"money": -1}),
    Case("northside-9:newspaper", (True,), delta={"clues": 1}),
    Case("northside-9:newspaper", (False,), delayed=True),
    Case(
        "northside-9:train-station",
        (True,),
        stack={"common": (C1,)},
        delta={"clues": 1},
        cards=(C1,),
    ),
    Case("northside-9:train-station", (False,), delta={"stamina": -1}),
    Case(
        "northside-10:curiositie-shoppe",
        (True,),
        choose=("pay",),
        stack={"unique": (U1,)},
        delta={"money": -2},
        cards=(U1,),
    ),
    Case(
        "northside-10:curiositie-shoppe",
        (False,),
        choose=("pay",),
        delta={"money": -2, "sanity": -1},
    ),
    Case("northside-10:curiositie-shoppe", choose=("decline",)),
    Case("northside-10:newspaper", (True,), choose=("pay",), delta={"money": -1, "clues": 2}),
    Case("northside-10:newspaper", (False,), choose=("pay",), delta={"money": -1, "sanity": -1}),
    Case("northside-10:newspaper", choose=("decline",)),
    Case("northside-10:train-station", (True,), delta={"clues": 1}),
    Case("northside-10:train-station", (False,), delayed=True),
    Case("northside-11:curiositie-shoppe", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("northside-11:curiositie-shoppe", (False,), stack={"common": (C1,)}, cards=(C1,)),
    Case("northside-11:newspaper", (True,), delta={"money": 1, "clues": 2}),
    Case("northside-11:newspaper", (False,), delta={"sanity": -1}),
    Case("northside-11:train-station", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("northside-11:train-station", (False,), delta={"money": -2}, fate="arrested"),
    # ------------------------------------------------------------ downtown
    Case("downtown-8:asylum", (True,), delta={"clues": 2}),
    Case("downtown-8:asylum", (False,), delta={"sanity": -2}),
    Case("downtown-8:bank", (True,), delta={"money": 2, "clues": 1}),
    Case("downtown-8:bank", (False,), delta={"money": -1}),
    Case("downtown-8:independence-square", choose=("leaflet",), delta={"clues": 1, "sanity": -1}),
    Case("downtown-8:independence-square", (True,), choose=("shout",), delta={"clues": 2}),
    Case("downtown-8:independence-square", (False,), choose=("shout",), fate="monster"),
    Case("downtown-9:asylum", (True,), delta={"sanity": 2}),
    Case("downtown-9:asylum", (False,), delta={"sanity": -1}, delayed=True),
    Case("downtown-9:bank", (True,), cards=("blessing",)),
    Case("downtown-9:bank", (False,), delta={"money": -2}),
    Case("downtown-9:independence-square", (True,), delta={"clues": 2}),
    Case("downtown-9:independence-square", (False,), fate="gate"),
    Case("downtown-10:asylum", (True,), choose=("yes",), delta={"clues": 3}),
    Case("downtown-10:asylum", (False,), choose=("yes",), delta={"sanity": -2}),
    Case("downtown-10:asylum", choose=("no",)),
    Case("downtown-10:bank", (True,), delta={"money": 2}),
    Case("downtown-10:bank", (False,), delta={"money": -2}),
    Case(
        "downtown-10:independence-square",
        choose=("pay",),
        start={"clues": 1},
        delta={"clues": -1, "money": 2},
        feds=1,
    ),
    Case("downtown-10:independence-square", choose=("decline",), start={"clues": 1}),
    Case("downtown-11:asylum", (True,), delta={"clues": 3}),
    Case("downtown-11:asylum", (False,), delta={"sanity": -1}),
    Case(
        "downtown-11:bank",
        (True,),
        choose=("pay",),
        stack={"unique": (U1,)},
        delta={"money": -3},
        cards=(U1,),
    ),
    Case("downtown-11:bank", (False,), choose=("pay",), delta={"money": -2}),
    Case("downtown-11:bank", choose=("decline",)),
    Case("downtown-11:independence-square", (True,), delta={"clues": 1}),
    Case("downtown-11:independence-square", (False,), fate="monster"),
    # ------------------------------------------------------------ easttown
    Case("easttown-8:hibbs-roadhouse", (True,), choose=("pay",), delta={"money": -2, "clues": 2}),
    Case(
        "easttown-8:hibbs-roadhouse",
        (False,),
        choose=("pay",),
        delta={"money": -2},
        fate="monster",
    ),
    Case("easttown-8:hibbs-roadhouse", choose=("decline",)),
    Case("easttown-8:police-station", (True,), delta={"clues": 1}, feds=1),
    Case("easttown-8:police-station", (False,), delayed=True),
    Case("easttown-8:velmas-diner", (True,), choose=("pay",), delta={"money": -1, "stamina": 2}),
    Case(
        "easttown-8:velmas-diner",
        (False,),
        choose=("pay",),
        delta={"money": -1, "stamina": 2, "sanity": -1},
    ),
    Case("easttown-8:velmas-diner", choose=("decline",)),
    Case("easttown-9:hibbs-roadhouse", (True,), delta={"money": 5}),
    Case("easttown-9:hibbs-roadhouse", (False,), delta={"money": -2}),
    Case("easttown-9:police-station", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("easttown-9:police-station", (False,), delta={"money": -2}, fate="arrested"),
    Case("easttown-9:velmas-diner", (True,), delta={"stamina": 1, "clues": 1}),
    Case("easttown-9:velmas-diner", (False,), delta={"stamina": 1}),
    Case(
        "easttown-10:hibbs-roadhouse",
        (True,),
        stack={"common": (C1,)},
        delta={"money": 1},
        cards=(C1,),
    ),
    Case("easttown-10:hibbs-roadhouse", (False,), delta={"stamina": -2}),
    Case("easttown-10:police-station", (True,), delta={"clues": 2}),
    Case("easttown-10:police-station", (False,), delta={"sanity": -1}),
    Case("easttown-10:velmas-diner", (True,), delta={"money": 1}),
    Case("easttown-10:velmas-diner", (False,), delta={"stamina": -1}),
    Case("easttown-11:hibbs-roadhouse", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("easttown-11:hibbs-roadhouse", (False,), delta={"money": -2}, fate="arrested"),
    Case("easttown-11:police-station", (True,), delta={"clues": 2}),
    Case("easttown-11:police-station", (False,), delta={"sanity": -2}),
    Case("easttown-11:velmas-diner", choose=("pie",), delta={"stamina": 2}),
    Case("easttown-11:velmas-diner", choose=("job",), delta={"money": 2}),
    # ------------------------------------------------------------ merchant district
    Case("merchant-district-8:river-docks", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("merchant-district-8:river-docks", (False,), delta={"stamina": -2}),
    Case("merchant-district-8:unnamable", (True,), delta={"clues": 2}),
    Case("merchant-district-8:unnamable", (False,), fate="monster"),
    Case("merchant-district-8:unvisited-isle", (True,), delta={"clues": 1}),
    Case("merchant-district-8:unvisited-isle", (False,), delta={"sanity": -1}, uprising=1),
    Case("merchant-district-9:river-docks", choose=("yes",), delta={"money": 3, "stamina": -1}),
    Case("merchant-district-9:river-docks", choose=("no",)),
    Case("merchant-district-9:unnamable", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("merchant-district-9:unnamable", (False,), delta={"sanity": -2}),
    Case(
        "merchant-district-9:unvisited-isle",
        (True,),
        stack={"spell": (S1,)},
        delta={"clues": 1},
        cards=(S1,),
    ),
    Case("merchant-district-9:unvisited-isle", (False,), fate="gate"),
    Case("merchant-district-10:river-docks", (True,), delta={"money": 4}),
    Case("merchant-district-10:river-docks", (False,), delta={"stamina": -2}),
    Case(
        "merchant-district-10:unnamable",
        (True,),
        choose=("yes",),
        stack={"unique": (U1,)},
        delta={"clues": 1},
        cards=(U1,),
    ),
    Case("merchant-district-10:unnamable", (False,), choose=("yes",), cards=("curse",)),
    Case("merchant-district-10:unnamable", choose=("no",)),
    Case("merchant-district-10:unvisited-isle", (True,), delta={"clues": 2}),
    Case("merchant-district-10:unvisited-isle", (False,), fate="monster"),
    Case("merchant-district-11:river-docks", (True,), delta={"clues": 1, "money": 2}),
    Case("merchant-district-11:river-docks", (False,), choose=("accept",), delta={"clues": 1}),
    Case("merchant-district-11:unnamable", (True,), delta={"clues": 3}),
    Case("merchant-district-11:unnamable", (False,), fate="lost"),
    Case(
        "merchant-district-11:unvisited-isle",
        (True,),
        choose=(f"keep:{S2}",),
        stack={"spell": (S1, S2)},
        cards=(S2,),
    ),
    Case("merchant-district-11:unvisited-isle", (False,), delta={"stamina": -1}, delayed=True),
    # ------------------------------------------------------------ rivertown
    Case("rivertown-8:black-cave", (True,), stack={"spell": (S1,)}, cards=(S1,)),
    Case("rivertown-8:black-cave", (False,), delta={"stamina": -1}, delayed=True),
    Case(
        "rivertown-8:general-store",
        choose=("pay", f"keep:{C2}"),
        stack={"common": (C1, C2)},
        delta={"money": -2},
        cards=(C2,),
    ),
    Case("rivertown-8:general-store", choose=("decline",)),
    Case("rivertown-8:graveyard", (True,), delta={"clues": 2}),
    Case("rivertown-8:graveyard", (False,), delta={"sanity": -1}),
    Case(
        "rivertown-9:black-cave",
        (True,),
        stack={"common": (C1,)},
        delta={"clues": 1},
        cards=(C1,),
    ),
    Case("rivertown-9:black-cave", (False,), fate="gate"),
    Case(
        "rivertown-9:general-store",
        (True,),
        stack={"common": (C1,)},
        delta={"money": 1},
        cards=(C1,),
    ),
    Case("rivertown-9:general-store", (False,), delta={"stamina": -1}),
    Case("rivertown-9:graveyard", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("rivertown-9:graveyard", (False,), fate="monster"),
    Case(
        "rivertown-10:black-cave",
        choose=("yes",),
        stack={"spell": (S1,)},
        cards=(S1, "curse"),
    ),
    Case("rivertown-10:black-cave", choose=("no",)),
    Case(
        "rivertown-10:general-store",
        (True,),
        stack={"common": (C1,)},
        delta={"money": 1},
        cards=(C1,),
    ),
    Case("rivertown-10:general-store", (False,), delta={"money": 1}),
    Case("rivertown-10:graveyard", (True,), delta={"clues": 1}),
    Case("rivertown-10:graveyard", (False,), delta={"sanity": -1}),
    Case("rivertown-11:black-cave", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("rivertown-11:black-cave", (False,), fate="monster"),
    Case("rivertown-11:general-store", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("rivertown-11:general-store", (False,), delayed=True),
    Case(
        "rivertown-11:graveyard",
        (True,),
        stack={"unique": (U1,)},
        delta={"clues": 1},
        cards=(U1,),
    ),
    Case("rivertown-11:graveyard", (False,), fate="gate"),
    # ------------------------------------------------------------ miskatonic u.
    Case("miskatonic-u-8:administration", (True,), delta={"money": 4}),
    Case("miskatonic-u-8:administration", (False,), delta={"money": -1}),
    Case("miskatonic-u-8:library", (True,), stack={"spell": (S1,)}, cards=(S1,)),
    Case("miskatonic-u-8:library", (False,), delta={"sanity": -1}),
    Case("miskatonic-u-8:science-building", (True,), delta={"clues": 2}),
    Case("miskatonic-u-8:science-building", (False,), fate="gate"),
    Case(
        "miskatonic-u-9:administration",
        (True,),
        choose=(f"keep:{K2}",),
        stack={"skill": (K1, K2)},
        cards=(K2,),
    ),
    Case("miskatonic-u-9:administration", (False,), delta={"money": -1}),
    Case("miskatonic-u-9:library", choose=("curio",), stack={"unique": (U1,)}, cards=(U1,)),
    Case(
        "miskatonic-u-9:library",
        (True,),
        choose=("book", f"keep:{S1}"),
        stack={"spell": (S1, S2)},
        cards=(S1,),
    ),
    Case("miskatonic-u-9:library", (False,), choose=("book",), delta={"sanity": -2}),
    Case("miskatonic-u-9:science-building", (True,), choose=("yes",), delta={"clues": 3}),
    Case("miskatonic-u-9:science-building", (False,), choose=("yes",), delta={"sanity": -2}),
    Case("miskatonic-u-9:science-building", choose=("no",)),
    Case("miskatonic-u-10:administration", (True,), cards=("retainer",)),
    Case("miskatonic-u-10:administration", (False,), delayed=True),
    Case(
        "miskatonic-u-10:library",
        (True,),
        stack={"spell": (S1,), "unique": (U1,)},
        cards=(S1, U1),
    ),
    Case("miskatonic-u-10:library", (False,), delta={"sanity": -1}),
    Case("miskatonic-u-10:science-building", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("miskatonic-u-10:science-building", (False,), fate="monster"),
    Case(
        "miskatonic-u-11:administration",
        (True,),
        choose=(f"keep:{K1}",),
        stack={"skill": (K1, K2)},
        cards=(K1,),
    ),
    Case("miskatonic-u-11:administration", (False,), delta={"money": 2}),
    Case(
        "miskatonic-u-11:library",
        (True,),
        choose=("pay", f"keep:{S2}"),
        stack={"spell": (S1, S2)},
        delta={"money": -2},
        cards=(S2,),
    ),
    Case("miskatonic-u-11:library", (False,), choose=("pay",), delta={"money": -2, "sanity": -1}),
    Case("miskatonic-u-11:library", choose=("decline",)),
    Case("miskatonic-u-11:science-building", (True,), delta={"clues": 2}),
    Case("miskatonic-u-11:science-building", (False,), uprising=1),
    # ------------------------------------------------------------ french hill
    Case("french-hill-8:silver-twilight-lodge", (True,), delta={"clues": 2}),
    Case("french-hill-8:silver-twilight-lodge", (False,), fate="monster"),
    Case("french-hill-8:witch-house", (True,), stack={"spell": (S1,)}, cards=(S1,)),
    Case("french-hill-8:witch-house", (False,), delta={"sanity": -2}),
    Case(
        "french-hill-8:inner-sanctum",
        (True,),
        choose=(f"keep:{U2}",),
        stack={"unique": (U1, U2)},
        cards=(U2,),
    ),
    Case("french-hill-8:inner-sanctum", (False,), delta={"sanity": -1}, delayed=True),
    Case("french-hill-9:silver-twilight-lodge", (True,), cards=("lodge-membership",)),
    Case("french-hill-9:silver-twilight-lodge", (False,), delta={"money": -2}),
    Case("french-hill-9:witch-house", (True,), delta={"clues": 2}),
    Case("french-hill-9:witch-house", (False,), fate="gate"),
    Case("french-hill-9:inner-sanctum", choose=("gold",), delta={"money": 3}, cards=("curse",)),
    Case("french-hill-9:inner-sanctum", choose=("book",), stack={"spell": (S1,)}, cards=(S1,)),
    Case("french-hill-10:silver-twilight-lodge", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("french-hill-10:silver-twilight-lodge", (False,), delta={"sanity": -1}),
    Case(
        "french-hill-10:witch-house",
        (True,),
        choose=("yes",),
        stack={"spell": (S1,)},
        delta={"clues": 1},
        cards=(S1,),
    ),
    Case("french-hill-10:witch-house", (False,), choose=("yes",), fate="lost"),
    Case("french-hill-10:witch-house", choose=("no",)),
    Case("french-hill-10:inner-sanctum", (True,), delta={"clues": 3}),
    Case("french-hill-10:inner-sanctum", (False,), delta={"sanity": -2}),
    Case("french-hill-11:silver-twilight-lodge", (True,), delta={"clues": 1}),
    Case("french-hill-11:silver-twilight-lodge", (False,), delta={"stamina": -1}, delayed=True),
    Case(
        "french-hill-11:witch-house",
        (True,),
        choose=(f"keep:{S1}",),
        stack={"spell": (S1, S2)},
        cards=(S1,),
    ),
    Case("french-hill-11:witch-house", (False,), fate="monster"),
    Case("french-hill-11:inner-sanctum", (True,), delta={"money": 2, "clues": 2}),
    Case("french-hill-11:inner-sanctum", (False,), delta={"stamina": -1}),
    # ------------------------------------------------------------ southside
    Case(
        "southside-8:historical-society",
        (True,),
        choose=(f"keep:{K2}",),
        stack={"skill": (K1, K2)},
        cards=(K2,),
    ),
    Case("southside-8:mas-boarding-house", (True,), stack={"ally": (A1,)}, cards=(A1,)),
    Case("southside-8:mas-boarding-house", (False,), delta={"stamina": 1}),
    Case(
        "southside-8:south-church",
        (True,),
        choose=("pay",),
        delta={"money": -1, "sanity": 2},
        cards=("blessing",),
    ),
    Case("southside-8:south-church", (False,), choose=("pay",), delta={"money": -1, "sanity": 2}),
    Case("southside-8:south-church", choose=("decline",)),
    Case("southside-9:historical-society", (True,), stack={"spell": (S1,)}, cards=(S1,)),
    Case("southside-9:historical-society", (False,), fate="monster"),
    Case(
        "southside-9:mas-boarding-house",
        (True,),
        stack={"ally": (A1,)},
        delta={"stamina": 1},
        cards=(A1,),
    ),
    Case("southside-9:mas-boarding-house", (False,), delta={"stamina": 1}),
    Case("southside-9:south-church", (True,), delta={"sanity": 2, "clues": 1}),
    Case("southside-9:south-church", (False,), delta={"sanity": -1}),
    Case(
        "southside-10:historical-society",
        (True,),
        choose=(f"keep:{K1}",),
        stack={"skill": (K1, K2)},
        delta={"clues": 1},
        cards=(K1,),
    ),
    Case("southside-10:historical-society", (False,), delayed=True),
    Case("southside-10:mas-boarding-house", (True,), stack={"ally": (A1,)}, cards=(A1,)),
    Case("southside-10:mas-boarding-house", (False,), delta={"stamina": -1}),
    Case("southside-10:south-church", (True,), delta={"sanity": 1}, cards=("blessing",)),
    Case("southside-10:south-church", (False,), delta={"sanity": 1}),
    Case(
        "southside-11:historical-society",
        (True,),
        choose=(f"keep:{S2}",),
        stack={"spell": (S1, S2)},
        cards=(S2,),
    ),
    Case("southside-11:historical-society", (False,), delta={"sanity": -1}, delayed=True),
    Case("southside-11:mas-boarding-house", (True,), stack={"ally": (A1,)}, cards=(A1,)),
    Case("southside-11:mas-boarding-house", (False,), delta={"sanity": -1}),
    Case("southside-11:south-church", (True,), delta={"sanity": 2}, cards=("blessing",)),
    Case("southside-11:south-church", (False,), delta={"sanity": -1}),
    # ------------------------------------------------------------ uptown
    Case("uptown-8:st-marys-hospital", (True,), delta={"clues": 2}),
    Case("uptown-8:st-marys-hospital", (False,), delta={"sanity": -1}),
    Case("uptown-8:woods", (True,), stack={"common": (C1,)}, cards=(C1,)),
    Case("uptown-8:woods", (False,), fate="monster"),
    Case(
        "uptown-8:ye-olde-magick-shoppe",
        (True,),
        choose=("pay",),
        stack={"spell": (S1,)},
        delta={"money": -2},
        cards=(S1,),
    ),
    Case(
        "uptown-8:ye-olde-magick-shoppe",
        (False,),
        choose=("pay",),
        stack={"common": (C1,)},
        delta={"money": -2},
        cards=(C1,),
    ),
    Case("uptown-8:ye-olde-magick-shoppe", choose=("decline",)),
    Case("uptown-9:st-marys-hospital", choose=("no",)),
    Case(
        "uptown-9:woods",
        (True,),
        stack={"common": (C1,)},
        delta={"money": 1},
        cards=(C1,),
    ),
    Case("uptown-9:woods", (False,), delta={"stamina": -1}),
    Case("uptown-9:ye-olde-magick-shoppe", (True,), stack={"unique": (U1,)}, cards=(U1,)),
    Case("uptown-9:ye-olde-magick-shoppe", (False,), delta={"money": -2}),
    Case("uptown-10:st-marys-hospital", (True,), delta={"stamina": 2, "clues": 1}),
    Case("uptown-10:st-marys-hospital", (False,), delayed=True),
    Case(
        "uptown-10:woods",
        (True,),
        choose=("yes",),
        stack={"common": (C1,)},
        delta={"money": 2},
        cards=(C1,),
    ),
    Case("uptown-10:woods", (False,), choose=("yes",), fate="gate"),
    Case("uptown-10:woods", choose=("no",)),
    Case(
        "uptown-10:ye-olde-magick-shoppe",
        (True,),
        choose=(f"keep:{S1}",),
        stack={"spell": (S1, S2)},
        cards=(S1,),
    ),
    Case("uptown-10:ye-olde-magick-shoppe", (False,), delta={"sanity": -1}),
    Case("uptown-11:st-marys-hospital", (True,), delta={"clues": 2}),
    Case("uptown-11:st-marys-hospital", (False,), delta={"sanity": -1}, delayed=True),
    Case("uptown-11:woods", (True,), delta={"money": 4}),
    Case("uptown-11:woods", (False,), delta={"stamina": -2}),
    Case(
        "uptown-11:ye-olde-magick-shoppe",
        choose=("pay",),
        stack={"unique": (U1,)},
        delta={"money": -4},
        cards=(U1,),
    ),
    Case("uptown-11:ye-olde-magick-shoppe", choose=("decline",)),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_innsmouth_arkham_entry(case: Case) -> None:
    run_case(case)


def test_every_entry_has_a_case_or_a_test_of_its_own() -> None:
    """The Innsmouth Look branches are tested below, their dice and the Look deck forced."""
    look = {"southside-8:historical-society", "uptown-9:st-marys-hospital"}
    assert set(RULES) - {c.entry for c in CASES} == set()
    assert {e for e, rules in RULES.items() if "Innsmouth Look" in rules} == look


# ---------------------------------------------------------------- the Innsmouth mechanics

UPRISING = "add 1 uprising token to the Deep Ones Rising track"
EVIDENCE = "place 1 token on the first empty space of the Feds Raid Innsmouth track"
LOOK = "draw 1 Innsmouth Look card"


@pytest.mark.parametrize("entry", sorted(RULES))
def test_rules_line_names_the_innsmouth_mechanics_the_code_uses(entry: str) -> None:
    """Uprising tokens, evidence for the Feds and Innsmouth Look cards happen on some path of
    decisions (all dice 6, all 1) exactly when the rules line says so."""
    rules = RULES[entry]
    events = [e for path in explore(entry) for e in path.events]
    moved = {e.track: e.delta for e in events if e.kind == "track-changed"}
    assert (moved.get(DEEP_ONES) == 1) == (UPRISING in rules), rules
    assert (moved.get(FEDS) == 1) == (EVIDENCE in rules), rules
    looks = [e.cards for e in events if e.kind == "look-drawn"]
    assert all(len(cards) == 1 for cards in looks)
    assert bool(looks) == (LOOK in rules), rules
    assert set(moved) <= {DEEP_ONES, FEDS}


@pytest.fixture
def no_shuffle(monkeypatch) -> None:
    """Decks lie as stacked: the Innsmouth Look deck's top card is the one drawn."""
    monkeypatch.setattr(Rng, "shuffle", lambda self, items: None)


@pytest.mark.usefixtures("no_shuffle")
@pytest.mark.parametrize(
    ("top", "devoured"), [("innsmouth-look-1", True), ("innsmouth-look-2", False)]
)
def test_your_family_tree_failed_draws_an_innsmouth_look_card(top: str, devoured: bool) -> None:
    s = ready(TOWN)
    inv = s.inv()
    s.game.stack_deck("innsmouth-look", [top])
    force(s, "lore", -1, 0)
    s.encounter("southside-8:historical-society")
    assert s.done() and checked(s) == ["Lore"]
    assert [e.cards for e in s.events if e.kind == "look-drawn"] == [(top,)]
    assert (inv.status == "devoured") is devoured
    assert len(s.state.decks["innsmouth-look"]) == 10
    if not devoured:
        assert (inv.area, held(s)) == ("historical-society", [])


@pytest.mark.usefixtures("no_shuffle")
@pytest.mark.parametrize(
    ("top", "devoured"), [("innsmouth-look-1", True), ("innsmouth-look-3", False)]
)
def test_the_blood_study_pays_then_draws_an_innsmouth_look_card(top: str, devoured: bool) -> None:
    s = ready(TOWN, money=5, clues=0)
    inv = s.inv()
    s.game.stack_deck("innsmouth-look", [top])
    s.encounter("uptown-9:st-marys-hospital")
    s.choose("yes")
    assert s.done()
    assert [e.cards for e in s.events if e.kind == "look-drawn"] == [(top,)]
    assert (inv.status == "devoured") is devoured
    if not devoured:
        assert (inv.money, inv.clues, inv.area) == (7, 1, "st-marys-hospital")


def test_evidence_from_arkham_fills_the_feds_track_in_order_and_can_bring_the_raid() -> None:
    """Church Green's two spaces full, the evidence goes to the Factory District's; the sixth
    token fills the track and the Feds raid Innsmouth (both tracks emptied)."""
    s = ready(TOWN, clues=3)
    g = s.game
    s.run(lambda: tracks.fill_group(g, FEDS, "church-green", 2))
    s.state.tracks[DEEP_ONES] = 3
    force(s, "will", 0, 1)
    s.encounter("easttown-8:police-station")
    assert tracks.filled_spaces(g, FEDS) == (True, True, True, False, False, False)
    s.run(lambda: tracks.fill_group(g, FEDS, "factory-district", 1))
    s.run(lambda: tracks.fill_group(g, FEDS, "innsmouth-shore", 1))
    s.encounter("downtown-10:independence-square")
    s.choose("pay")
    assert tracks.value(g, FEDS) == 0 and tracks.value(g, DEEP_ONES) == 0


def test_the_gravediggers_complaint_puts_a_clue_at_the_esoteric_order() -> None:
    s = ready(TOWN, clues=0)
    order = s.state.locations["esoteric-order-of-dagon"]
    before = order.clues
    force(s, "will", -1, 1)
    s.encounter("rivertown-10:graveyard")
    assert s.done() and s.inv().clues == 1
    assert order.clues == before + 1
    assert [e.at for e in s.events if e.kind == "clue-placed"] == ["esoteric-order-of-dagon"]


def test_the_blessing_of_the_fleet_reaches_everyone_in_southside() -> None:
    s = ready(TOWN, sanity=3, others=("bob-jenkins", "carolyn-fern"))
    near, far = s.inv(1), s.inv(2)
    near.area, far.area = "southside-streets", "woods"
    near.sanity = far.sanity = 1
    force(s, "luck", -1, 0)
    s.encounter("southside-10:south-church")
    assert s.done()
    assert (s.inv().sanity, near.sanity, far.sanity) == (4, 2, 1)


def test_the_innsmouth_ledger_failed_costs_a_member_his_membership() -> None:
    s = ready(TOWN, stamina=3)
    inv = s.inv()
    inv.area = LODGE
    s.run(lambda: effects.gain_card(s.game, inv, "lodge-membership"))
    assert inv.holds("lodge-membership")
    force(s, "sneak", -1, 0)
    s.encounter("french-hill-11:inner-sanctum")
    assert s.done() and not inv.holds("lodge-membership") and inv.stamina == 2


@pytest.mark.parametrize(
    ("entry", "successes", "stat", "gained"),
    [("northside-9:newspaper", 3, "clues", 3), ("easttown-10:velmas-diner", 4, "money", 4)],
)
def test_for_each_success(entry: str, successes: int, stat: str, gained: int) -> None:
    s = ready(TOWN, money=5, clues=0)
    kind, modifier, _ = named_checks(entry)[0]
    force(s, kind, modifier, successes)
    s.encounter(entry)
    if not s.done():
        s.choose("accept")  # with Clues in hand after a counted pass, keep the roll
    assert s.done() and getattr(s.inv(), stat) == {"clues": 0, "money": 5}[stat] + gained


@pytest.mark.parametrize(
    ("entry", "start"),
    [
        ("northside-8:curiositie-shoppe", {"money": 2}),
        ("northside-8:train-station", {"money": 0}),
        ("northside-10:curiositie-shoppe", {"money": 1}),
        ("northside-10:newspaper", {"money": 0}),
        ("downtown-10:independence-square", {"clues": 0}),
        ("downtown-11:bank", {"money": 2}),
        ("easttown-8:hibbs-roadhouse", {"money": 1}),
        ("easttown-8:velmas-diner", {"money": 0}),
        ("rivertown-8:general-store", {"money": 1}),
        ("miskatonic-u-11:library", {"money": 1}),
        ("southside-8:south-church", {"money": 0}),
        ("uptown-8:ye-olde-magick-shoppe", {"money": 1}),
        ("uptown-11:ye-olde-magick-shoppe", {"money": 3}),
    ],
)
def test_a_price_cannot_be_paid_without_the_means(entry: str, start: dict[str, int]) -> None:
    s = ready(TOWN, **start)
    if entry.endswith(":inner-sanctum"):
        s.inv().area = LODGE
    s.encounter(entry)
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    assert s.done() and checked(s) == [] and held(s) == []


def test_arkham_content_with_innsmouth_lists_every_entry_answered() -> None:
    """``arkham content``: with the shipped expansions, 11 cards a deck, 16 gate cards added (65
    in all), and no location or gate entry without a behaviour."""
    from arkham.cli import content_report

    report = content_report()
    added = report["expansions"]["innsmouth"]["components"]
    assert added["gate-cards"] == {"have": 16, "printed": 16}
    assert added["location-cards-for-other-towns"] == {"have": 36, "printed": 36}
    assert report["components"]["gate_cards"] == 49  # the base game's own
    assert all(report["location_decks"][hood] == 11 for hood in BASE.neighbourhoods)
    assert report["no_behaviour"]["location_entries"] == []
    assert report["no_behaviour"]["gate_entries"] == []
    assert "boat-charter" not in report["no_behaviour"]["location_actions"]
