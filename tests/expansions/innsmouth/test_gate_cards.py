"""Innsmouth's gate cards (seed 004: 16 cards, 65 in the deck with the base game's): the deck's
shape with and without the expansion, and every entry, every branch, with forced dice (see
:class:`Case`), played with Innsmouth on the table. Their rules lines are held against the code
with the base game's in ``tests/content/test_gates.py``."""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest

from arkham.catalog import load_catalog
from arkham.engine import tracks
from arkham.engine.game import Game, Setup
from arkham.engine.rng import Rng
from arkham.expansions.innsmouth.rules import DEEP_ONES
from arkham.modules import modules_for
from tests.content.test_gates import (
    COLOURS,
    ENTRY_RULES,
    Case,
    arrange,
    explore,
    finish,
    queue_check,
    run_case,
)
from tests.kit import Scenario

INNSMOUTH = ["innsmouth"]
BASE = load_catalog()
WITH = load_catalog(tuple(m.data for m in modules_for(INNSMOUTH)[1:]))
THEIRS = {cid: card for cid, card in WITH.gate_cards.items() if cid not in BASE.gate_cards}


@pytest.fixture
def town() -> partial[Scenario]:
    return partial(Scenario, expansions=INNSMOUTH)


# ---------------------------------------------------------------- the deck's shape


def test_four_cards_of_each_colour_numbered_on_from_the_base_game() -> None:
    want = {f"gate-{c}-{n}" for c in COLOURS for n in range(13, 17)}
    assert set(THEIRS) == want
    assert Counter(card.colour for card in THEIRS.values()) == dict.fromkeys(COLOURS, 4)


def test_every_world_has_its_fair_share_spread_over_its_colours() -> None:
    """32 named entries: 4 for each of the 8 worlds, split evenly over the world's colours (2 + 2
    for a two-colour world, 1 on each colour for Another Dimension and the Dreamlands)."""
    seen = Counter((e.world, c.colour) for c in THEIRS.values() for e in c.entries if e.world)
    for world in WITH.worlds.values():
        assert sum(n for (w, _), n in seen.items() if w == world.id) == 4, world.id
        for colour in world.colours:
            assert seen[(world.id, colour)] == 4 // len(world.colours), (world.id, colour)


@pytest.mark.parametrize(("expansions", "cards"), [((), 49), (("innsmouth",), 65)])
def test_the_gate_deck_holds_65_cards_with_innsmouth_and_49_without(expansions, cards) -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", list(expansions)), "gate-deck")
    assert len(g.state.decks["gate"]) == len(g.cat.gate_cards) == cards
    assert any(c in g.state.decks["gate"] for c in THEIRS) == bool(expansions)


# ---------------------------------------------------------------- every entry, every branch

CASES = [
    # gate-blue-13
    Case("gate-blue-13:abyss", (True,), delta={"clues": 1}),
    Case("gate-blue-13:abyss", (False,), delta={"stamina": -2}),
    Case("gate-blue-13:yuggoth", (True,), delta={"clues": 2}),
    Case("gate-blue-13:yuggoth", (False,), delta={"sanity": -2}, delayed=True),
    Case("gate-blue-13:other", (True,), area="-2"),
    Case("gate-blue-13:other", (False,), delta={"sanity": -1}),
    # gate-blue-14
    Case(
        "gate-blue-14:celaeno",
        (True,),
        stack={"spell": ("heal",)},
        delta={"clues": 1},
        cards=("heal",),
    ),
    Case("gate-blue-14:celaeno", (False,), delta={"sanity": -1}),
    Case("gate-blue-14:dreamlands", choose=("coin",), delta={"money": 2}),
    Case(
        "gate-blue-14:dreamlands",
        (True,),
        choose=("board",),
        stack={"unique": ("alien-statue",)},
        cards=("alien-statue",),
    ),
    Case("gate-blue-14:dreamlands", (False,), choose=("board",), area="lost", delayed=True),
    Case("gate-blue-14:other", (True,), delta={"clues": 1}),
    Case("gate-blue-14:other", (False,), choose=("evade",), monster=True),
    # gate-blue-15
    Case(
        "gate-blue-15:yuggoth",
        choose=("pay", "keep:healing-stone"),
        stack={"unique": ("alien-statue", "healing-stone")},
        delta={"money": -3},
        cards=("healing-stone",),
    ),
    Case("gate-blue-15:yuggoth", choose=("decline",)),
    Case("gate-blue-15:another-dimension", dice=(2,), choose=("evade",), monster=True),
    Case("gate-blue-15:another-dimension", dice=(3,), area="-2"),
    Case("gate-blue-15:other", (True,)),
    Case("gate-blue-15:other", (False,), delta={"sanity": -1}, delayed=True),
    # gate-blue-16
    Case(
        "gate-blue-16:abyss",
        (True,),
        stack={"unique": ("alien-statue",)},
        cards=("alien-statue",),
    ),
    Case("gate-blue-16:abyss", (False,), delta={"stamina": -1}),
    Case("gate-blue-16:celaeno", (True,), delta={"clues": 3}),
    Case("gate-blue-16:celaeno", (False,), delta={"sanity": -1}),
    Case("gate-blue-16:other", (True,), gate=True, area="woods", label="pass-gate-open"),
    Case("gate-blue-16:other", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-blue-16:other", (False,), delta={"stamina": -1}),
    # gate-green-13
    Case("gate-green-13:city-of-the-great-race", (True,), delta={"clues": 2}),
    Case("gate-green-13:city-of-the-great-race", (False,), delta={"sanity": -1}, delayed=True),
    Case("gate-green-13:celaeno", (True,), stack={"spell": ("wither",)}, cards=("wither",)),
    Case("gate-green-13:celaeno", (False,), delta={"sanity": -2}),
    Case("gate-green-13:other", (True,), delta={"clues": 1}),
    Case("gate-green-13:other", (False,)),
    # gate-green-14
    Case(
        "gate-green-14:plateau-of-leng",
        choose=("pay",),
        stack={"unique": ("silver-key",)},
        delta={"money": -2},
        cards=("silver-key",),
    ),
    Case("gate-green-14:plateau-of-leng", (True,), choose=("decline",)),
    Case("gate-green-14:plateau-of-leng", (False,), choose=("decline",), cards=("curse",)),
    Case("gate-green-14:dreamlands", (True,), area="-2"),
    Case("gate-green-14:dreamlands", (False,), delta={"sanity": -1, "stamina": -1}),
    Case("gate-green-14:other", (True,)),
    Case("gate-green-14:other", (False,), delta={"sanity": -2}),
    # gate-green-15
    Case("gate-green-15:celaeno", (True,), delta={"clues": 2}),
    Case("gate-green-15:celaeno", (False,), delta={"sanity": -1}),
    Case(
        "gate-green-15:another-dimension",
        (True,),
        gate=True,
        choose=("yes",),
        area="woods",
        closed=True,
    ),
    Case("gate-green-15:another-dimension", (True,), gate=True, choose=("no",), area="woods"),
    Case(
        "gate-green-15:another-dimension",
        (True,),
        area="lost",
        delayed=True,
        label="pass-no-gate",
    ),
    Case("gate-green-15:another-dimension", (False,), delta={"stamina": -2}),
    Case("gate-green-15:other", (True,)),
    Case("gate-green-15:other", (False,), delta={"stamina": -1}, delayed=True),
    # gate-green-16
    Case("gate-green-16:city-of-the-great-race", (True,), delta={"clues": 3}),
    Case("gate-green-16:city-of-the-great-race", (False,), delta={"sanity": -2}),
    Case("gate-green-16:plateau-of-leng", (True,), stack={"common": ("knife",)}, cards=("knife",)),
    Case("gate-green-16:plateau-of-leng", (False,), choose=("evade",), monster=True),
    Case("gate-green-16:other", (True,), delta={"clues": 1}),
    Case("gate-green-16:other", (False,), delta={"sanity": -1}),
    # gate-red-13
    Case("gate-red-13:rlyeh", (True,), delta={"clues": 2}),
    Case("gate-red-13:rlyeh", (False,), delta={"sanity": -2}),
    Case("gate-red-13:abyss", (True,), delta={"clues": 1}),
    Case("gate-red-13:abyss", (False,), area="lost", delayed=True),
    Case("gate-red-13:other", (True,)),
    Case("gate-red-13:other", (False,), delta={"sanity": -2}),
    # gate-red-14
    Case("gate-red-14:plateau-of-leng", (True,), delta={"clues": 2}),
    Case("gate-red-14:plateau-of-leng", (False,), choose=("evade",), monster=True),
    Case(
        "gate-red-14:dreamlands",
        (True,),
        choose=("yes",),
        stack={"spell": ("heal",)},
        cards=("heal",),
    ),
    Case("gate-red-14:dreamlands", (False,), choose=("yes",), delta={"stamina": -2}),
    Case("gate-red-14:dreamlands", choose=("no",)),
    Case("gate-red-14:other", dice=(3,), delta={"sanity": -1}),
    Case("gate-red-14:other", dice=(4,), delta={"clues": 1}),
    # gate-red-15
    Case(
        "gate-red-15:abyss",
        (True,),
        stack={"unique": ("healing-stone",)},
        cards=("healing-stone",),
    ),
    Case("gate-red-15:abyss", (False,), delta={"stamina": -2}, delayed=True),
    Case("gate-red-15:another-dimension", (True,), area="-2"),
    Case("gate-red-15:another-dimension", (False,), area="lost", delayed=True),
    Case(
        "gate-red-15:other",
        choose=("yes",),
        stack={"unique": ("alien-statue",)},
        cards=("alien-statue", "curse"),
    ),
    Case("gate-red-15:other", choose=("no",)),
    # gate-red-16
    Case("gate-red-16:rlyeh", dice=(1, 2), delta={"stamina": -2}),
    Case("gate-red-16:rlyeh", dice=(2, 3), delta={"stamina": -1}),
    Case("gate-red-16:rlyeh", dice=(3, 6)),
    Case(
        "gate-red-16:plateau-of-leng",
        (True,),
        gate=True,
        choose=("yes",),
        area="woods",
        label="pass-gate-open",
    ),
    Case(
        "gate-red-16:plateau-of-leng",
        (True,),
        choose=("yes",),
        area="lost",
        delayed=True,
        label="pass-no-gate",
    ),
    Case("gate-red-16:plateau-of-leng", (False,), choose=("yes",), delayed=True),
    Case("gate-red-16:plateau-of-leng", choose=("no",)),
    Case("gate-red-16:other", (True,), stack={"spell": ("wither",)}, cards=("wither",)),
    Case("gate-red-16:other", (False,), delta={"sanity": -1, "stamina": -1}),
    # gate-yellow-13 (the Innsmouth Look of its R'lyeh entry: see below)
    Case("gate-yellow-13:rlyeh", (True,), delta={"clues": 2}),
    Case("gate-yellow-13:yuggoth", choose=("pay",), delta={"sanity": -1, "clues": 2}),
    Case("gate-yellow-13:yuggoth", choose=("decline",)),
    Case("gate-yellow-13:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-13:other", (False,), delayed=True),
    # gate-yellow-14
    Case("gate-yellow-14:city-of-the-great-race", (True,), delta={"clues": 2}),
    Case("gate-yellow-14:city-of-the-great-race", (False,), delta={"sanity": -1}),
    Case(
        "gate-yellow-14:dreamlands",
        (True,),
        stack={"unique": ("silver-key",)},
        cards=("silver-key",),
    ),
    Case("gate-yellow-14:dreamlands", (False,), delta={"stamina": -2}),
    Case(
        "gate-yellow-14:other",
        choose=("yes",),
        stack={"unique": ("healing-stone",)},
        delta={"sanity": -1},
        cards=("healing-stone",),
    ),
    Case("gate-yellow-14:other", choose=("no",)),
    # gate-yellow-15
    Case("gate-yellow-15:yuggoth", (True,), delta={"clues": 1}),
    Case("gate-yellow-15:yuggoth", (False,), choose=("evade",), monster=True),
    Case("gate-yellow-15:another-dimension", (True,), delta={"clues": 1}, area="-2"),
    Case("gate-yellow-15:another-dimension", (False,), delta={"stamina": -1}),
    Case("gate-yellow-15:other", (True,)),
    Case("gate-yellow-15:other", (False,), delta={"stamina": -2}),
    # gate-yellow-16
    Case("gate-yellow-16:rlyeh", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-yellow-16:rlyeh", (False,), delta={"sanity": -2}, delayed=True),
    Case(
        "gate-yellow-16:city-of-the-great-race",
        (True,),
        stack={"unique": ("alien-statue",)},
        cards=("alien-statue",),
    ),
    Case("gate-yellow-16:city-of-the-great-race", (False,), delayed=True),
    Case("gate-yellow-16:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-16:other", (False,), delta={"stamina": -1}),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_innsmouth_gate_entry(town, case: Case) -> None:
    run_case(town, case)


@pytest.mark.parametrize(
    ("entry", "stat", "value"),
    [
        ("gate-blue-15:yuggoth", "money", 2),
        ("gate-green-14:plateau-of-leng", "money", 1),
        ("gate-yellow-13:yuggoth", "sanity", 1),
    ],
)
def test_innsmouth_costs_cannot_be_paid_without_the_means(town, entry, stat, value) -> None:
    s = town(["amanda-sharpe"])
    arrange(s, **{stat: value})
    s.gate_encounter(entry)
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None


# ---------------------------------------------------------------- the Innsmouth mechanics


def test_the_door_in_the_green_stone_failed_adds_an_uprising_token(town) -> None:
    s = town(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-red-13:rlyeh", False)
    s.gate_encounter("gate-red-13:rlyeh")
    finish(s, "gate-red-13:rlyeh")
    assert inv.sanity == 3 and tracks.value(s.game, DEEP_ONES) == 1


def test_the_door_in_the_green_stone_passed_raises_no_deep_ones(town) -> None:
    s = town(["amanda-sharpe"])
    arrange(s)
    queue_check(s, "gate-red-13:rlyeh", True)
    s.gate_encounter("gate-red-13:rlyeh")
    finish(s, "gate-red-13:rlyeh")
    assert tracks.value(s.game, DEEP_ONES) == 0


@pytest.mark.parametrize(
    ("top", "devoured"), [("innsmouth-look-1", True), ("innsmouth-look-2", False)]
)
def test_the_sleepers_breath_failed_draws_an_innsmouth_look_card(
    town, monkeypatch, top: str, devoured: bool
) -> None:
    """The Look deck lies as stacked (no shuffle): its top card decides."""
    s = town(["amanda-sharpe"])
    inv = arrange(s)
    monkeypatch.setattr(Rng, "shuffle", lambda self, items: None)
    s.game.stack_deck("innsmouth-look", [top])
    queue_check(s, "gate-yellow-13:rlyeh", False)
    s.gate_encounter("gate-yellow-13:rlyeh")
    finish(s, "gate-yellow-13:rlyeh")
    drawn = [e for e in s.events if e.kind == "look-drawn"]
    assert [e.cards for e in drawn] == [(top,)]
    assert (inv.status == "devoured") is devoured
    assert inv.clues == 0


UPRISING = "add 1 uprising token to the Deep Ones Rising track"
LOOK = "draw 1 Innsmouth Look card"


@pytest.mark.parametrize(
    "entry", sorted(f"{c.id}:{e.world or 'other'}" for c in THEIRS.values() for e in c.entries)
)
def test_rules_line_names_the_innsmouth_mechanics_the_code_uses(entry: str) -> None:
    """Uprising tokens and Innsmouth Look cards happen on some explored path exactly when the
    rules line says so, and the Feds are never given evidence from an Other World."""
    rules = ENTRY_RULES[entry]
    events = [e for path in explore(entry) for e in path.own]
    moved = {e.track: e.delta for e in events if e.kind == "track-changed"}
    assert moved in ({}, {DEEP_ONES: 1}), entry
    assert bool(moved) == (UPRISING in rules), rules
    looks = [e.cards for e in events if e.kind == "look-drawn"]
    assert all(len(cards) == 1 for cards in looks)
    assert bool(looks) == (LOOK in rules), rules
