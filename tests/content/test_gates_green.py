"""Green gate cards: every entry, every branch, with forced dice (see :class:`Case`)."""

from __future__ import annotations

import pytest

from tests.content.test_gates import MONSTER, Case, arrange, finish, only_monster, run_case

CASES = [
    # gate-green-1
    Case("gate-green-1:city-of-the-great-race", (True,), delta={"clues": 2}),
    Case("gate-green-1:city-of-the-great-race", (False,), delta={"sanity": -2}, delayed=True),
    Case("gate-green-1:plateau-of-leng", choose=("share",), delta={"sanity": -2, "clues": 1}),
    Case("gate-green-1:plateau-of-leng", (True,), choose=("slip-away",)),
    Case("gate-green-1:plateau-of-leng", (False,), choose=("slip-away", "evade"), monster=True),
    Case("gate-green-1:other", (True,)),
    Case("gate-green-1:other", (False,), delta={"money": -2, "stamina": -1}),
    # gate-green-2
    Case("gate-green-2:celaeno", (True,), delta={"clues": 3}),
    Case("gate-green-2:celaeno", (False,), delta={"sanity": -1}),
    Case("gate-green-2:another-dimension", choose=("evade",), monster=True),
    Case("gate-green-2:other", (True,), cards=("blessing",)),
    Case("gate-green-2:other", (False,), delta={"sanity": -1}),
    # gate-green-3
    Case(
        "gate-green-3:dreamlands",
        choose=("pay",),
        start={"stamina": 3},
        delta={"stamina": 1, "money": -2},
        cards=("blessing",),
    ),
    Case(
        "gate-green-3:dreamlands", choose=("decline",), start={"stamina": 3}, delta={"stamina": 1}
    ),
    Case("gate-green-3:plateau-of-leng", (True,), delta={"clues": 2}),
    Case("gate-green-3:plateau-of-leng", (False,), delta={"sanity": -1, "stamina": -2}),
    Case("gate-green-3:other", (True,), delta={"clues": 1}),
    Case("gate-green-3:other", (False,), delayed=True),
    # gate-green-4
    Case("gate-green-4:city-of-the-great-race", (True,), delta={"clues": 1}),
    Case("gate-green-4:city-of-the-great-race", (False,), choose=("evade",), monster=True),
    Case("gate-green-4:celaeno", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-green-4:celaeno", (False,), delta={"sanity": -1}, delayed=True),
    Case("gate-green-4:other", (True,), delta={"clues": 1}),
    Case("gate-green-4:other", (False,), delta={"sanity": -1}),
    # gate-green-5
    Case(
        "gate-green-5:plateau-of-leng",
        choose=("pay",),
        stack={"unique": ("alien-statue",)},
        delta={"money": -3},
        cards=("alien-statue",),
    ),
    Case("gate-green-5:plateau-of-leng", (True,), choose=("decline",)),
    Case("gate-green-5:plateau-of-leng", (False,), choose=("decline",), delayed=True),
    Case("gate-green-5:dreamlands", (True,), delta={"clues": 2}),
    Case("gate-green-5:dreamlands", (False,), delta={"stamina": -3}),
    Case("gate-green-5:other", (True,), area="-2"),
    Case("gate-green-5:other", (False,)),
    # gate-green-6
    Case(
        "gate-green-6:city-of-the-great-race",
        (True,),
        stack={"spell": ("wither",)},
        delta={"clues": 1},
        cards=("wither",),
    ),
    Case("gate-green-6:city-of-the-great-race", (False,), delta={"sanity": -2}),
    Case("gate-green-6:another-dimension", (True,), delta={"clues": 1}),
    Case("gate-green-6:another-dimension", (False,), area="lost", delayed=True),
    Case("gate-green-6:other", (True,)),
    Case("gate-green-6:other", (False,), delta={"stamina": -2}, delayed=True),
    # gate-green-7
    Case(
        "gate-green-7:celaeno",
        choose=("pay",),
        gate=True,
        delta={"stamina": -2},
        area="woods",
        label="pay-gate-open",
    ),
    Case(
        "gate-green-7:celaeno",
        choose=("pay",),
        delta={"stamina": -2},
        area="lost",
        delayed=True,
        label="pay-no-gate",
    ),
    Case("gate-green-7:celaeno", choose=("decline",), gate=True),
    Case("gate-green-7:plateau-of-leng", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-green-7:plateau-of-leng", (False,), delta={"sanity": -3}),
    Case("gate-green-7:other", (True,)),
    Case("gate-green-7:other", (False,), choose=("evade",), monster=True),
    # gate-green-8
    Case(
        "gate-green-8:city-of-the-great-race",
        (True,),
        stack={"unique": ("healing-stone",)},
        cards=("healing-stone",),
    ),
    Case("gate-green-8:city-of-the-great-race", (False,), choose=("evade",), monster=True),
    Case("gate-green-8:dreamlands", (True,), area="-2"),
    Case("gate-green-8:dreamlands", (False,), delayed=True),
    Case("gate-green-8:other", (True,), delta={"clues": 2}),
    Case("gate-green-8:other", (False,), delta={"sanity": -1}),
    # gate-green-9
    Case("gate-green-9:celaeno", (True,), delta={"clues": 4}),
    Case("gate-green-9:celaeno", (False,), delta={"sanity": -1}),
    Case(
        "gate-green-9:another-dimension", (True,), gate=True, area="woods", label="pass-gate-open"
    ),
    Case(
        "gate-green-9:another-dimension", (True,), area="lost", delayed=True, label="pass-no-gate"
    ),
    Case("gate-green-9:another-dimension", (False,), choose=("evade",), monster=True),
    Case("gate-green-9:other", (True,)),
    Case("gate-green-9:other", (False,), delta={"stamina": -1}, delayed=True),
    # gate-green-10
    Case("gate-green-10:city-of-the-great-race", choose=("pay",), delta={"sanity": -2, "clues": 3}),
    Case("gate-green-10:city-of-the-great-race", choose=("decline",)),
    Case("gate-green-10:plateau-of-leng", (True,), delta={"clues": 2}),
    Case("gate-green-10:plateau-of-leng", (False,), delta={"stamina": -3}, delayed=True),
    Case("gate-green-10:other", (True,), delta={"money": 4}),
    Case("gate-green-10:other", (False,)),
    # gate-green-11
    Case(
        "gate-green-11:celaeno", (True,), stack={"unique": ("silver-key",)}, cards=("silver-key",)
    ),
    Case("gate-green-11:celaeno", (False,), delta={"sanity": -2}, delayed=True),
    Case("gate-green-11:plateau-of-leng", (True,), delta={"stamina": -2}, area="-2"),
    Case(
        "gate-green-11:plateau-of-leng", (False,), delta={"stamina": -2}, area="lost", delayed=True
    ),
    Case("gate-green-11:other", (True,), cards=("blessing",)),
    Case("gate-green-11:other", (False,), delta={"sanity": -2}),
    # gate-green-12
    Case(
        "gate-green-12:city-of-the-great-race",
        (True,),
        gate=True,
        choose=("yes",),
        area="woods",
        closed=True,
    ),
    Case("gate-green-12:city-of-the-great-race", (True,), gate=True, choose=("no",), area="woods"),
    Case(
        "gate-green-12:city-of-the-great-race",
        (True,),
        area="lost",
        delayed=True,
        label="pass-no-gate",
    ),
    Case("gate-green-12:city-of-the-great-race", (False,), delta={"sanity": -1}),
    Case("gate-green-12:celaeno", dice=(3,), delta={"sanity": -2}),
    Case("gate-green-12:celaeno", dice=(4,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-green-12:other", (True,), delta={"clues": 1}),
    Case("gate-green-12:other", (False,), delta={"stamina": -1}),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_green_entry(scenario, case: Case) -> None:
    run_case(scenario, case)


def test_green_2_another_dimension_the_monster_can_be_fought(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    only_monster(s)
    s.gate_encounter("gate-green-2:another-dimension")
    assert [e.data["monster"] for e in s.events if e.kind == "monster-appeared"] == [MONSTER]
    s.dice(5, 5)  # Horror: Will 3 − 1
    s.choose("fight")
    s.dice(5, 5)  # Combat: Fight 2 + 0, toughness 1
    s.choose("fight")
    finish(s, "gate-green-2:another-dimension")
    assert MONSTER in inv.monster_trophies


@pytest.mark.parametrize(
    ("entry", "stat", "value"),
    [
        ("gate-green-3:dreamlands", "money", 1),
        ("gate-green-5:plateau-of-leng", "money", 2),
        ("gate-green-7:celaeno", "stamina", 2),
        ("gate-green-10:city-of-the-great-race", "sanity", 2),
    ],
)
def test_green_costs_that_cannot_be_paid(scenario, entry, stat, value) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, **{stat: value})
    s.gate_encounter(entry)
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None


def test_green_1_leng_offers_the_meal_or_slipping_away(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s)
    s.gate_encounter("gate-green-1:plateau-of-leng")
    assert s.pending_ids() == ["share", "slip-away"]
