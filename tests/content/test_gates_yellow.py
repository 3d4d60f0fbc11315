"""Yellow gate cards: every entry, every branch, with forced dice (see :class:`Case`)."""

from __future__ import annotations

import pytest

from tests.content.test_gates import Case, arrange, finish, run_case

CASES = [
    # gate-yellow-1
    Case(
        "gate-yellow-1:yuggoth",
        (True,),
        choose=("yes",),
        stack={"unique": ("alien-statue",)},
        delta={"clues": 1},
        cards=("alien-statue",),
    ),
    Case("gate-yellow-1:yuggoth", (False,), choose=("yes",), delta={"sanity": -2}),
    Case("gate-yellow-1:yuggoth", choose=("no",)),
    Case("gate-yellow-1:city-of-the-great-race", choose=("briefly",), delta={"clues": 1}),
    Case("gate-yellow-1:city-of-the-great-race", (True,), choose=("deeply",), delta={"clues": 3}),
    Case(
        "gate-yellow-1:city-of-the-great-race", (False,), choose=("deeply",), delta={"sanity": -3}
    ),
    Case("gate-yellow-1:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-1:other", (False,), delta={"sanity": -1, "stamina": -1}),
    # gate-yellow-2
    Case("gate-yellow-2:rlyeh", (True,), delta={"clues": 2}),
    Case("gate-yellow-2:rlyeh", (False,), delta={"sanity": -2}, cards=("curse",)),
    Case(
        "gate-yellow-2:another-dimension",
        choose=("pay",),
        stack={"unique": ("silver-key",)},
        delta={"money": -4},
        cards=("silver-key",),
    ),
    Case(
        "gate-yellow-2:another-dimension",
        choose=("decline", "pay"),
        stack={"unique": ("silver-key",)},
        delta={"sanity": -2},
        cards=("silver-key",),
    ),
    Case("gate-yellow-2:another-dimension", choose=("decline", "decline")),
    Case("gate-yellow-2:other", (True,)),
    Case("gate-yellow-2:other", (False,), delta={"stamina": -2}),
    # gate-yellow-3
    Case("gate-yellow-3:dreamlands", (True,), area="-2"),
    Case("gate-yellow-3:dreamlands", (False,), delta={"sanity": -2}, delayed=True),
    Case("gate-yellow-3:rlyeh", dice=(1, 6), delta={"stamina": -1}),
    Case("gate-yellow-3:rlyeh", dice=(2, 3), delta={"stamina": -2}),
    Case("gate-yellow-3:rlyeh", dice=(4, 5)),
    Case(
        "gate-yellow-3:other",
        (True,),
        stack={"unique": ("healing-stone",)},
        cards=("healing-stone",),
    ),
    Case("gate-yellow-3:other", (False,), delta={"sanity": -1}),
    # gate-yellow-4
    Case("gate-yellow-4:yuggoth", (True,), delta={"clues": 2}),
    Case("gate-yellow-4:yuggoth", (False,), choose=("evade",), monster=True),
    Case("gate-yellow-4:city-of-the-great-race", (True,)),
    Case("gate-yellow-4:city-of-the-great-race", (False,), delta={"stamina": -3}, delayed=True),
    Case("gate-yellow-4:other", (True,), stack={"unique": ("silver-key",)}, cards=("silver-key",)),
    Case("gate-yellow-4:other", (False,), delta={"sanity": -2}),
    # gate-yellow-5
    Case("gate-yellow-5:rlyeh", (True,), area="-2"),
    Case("gate-yellow-5:rlyeh", (False,), delta={"stamina": -2}, delayed=True),
    Case("gate-yellow-5:dreamlands", (True,), gate=True, area="woods", label="pass-gate-open"),
    Case("gate-yellow-5:dreamlands", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-yellow-5:dreamlands", (False,), gate=True, delayed=True),
    Case("gate-yellow-5:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-5:other", (False,), delta={"sanity": -1}, cards=("curse",)),
    # gate-yellow-6
    Case(
        "gate-yellow-6:yuggoth",
        (True,),
        stack={"spell": ("heal",)},
        delta={"clues": 1},
        cards=("heal",),
    ),
    Case("gate-yellow-6:yuggoth", (False,), delta={"sanity": -3}),
    Case("gate-yellow-6:another-dimension", dice=(3,), delayed=True),
    Case(
        "gate-yellow-6:another-dimension",
        dice=(4,),
        stack={"unique": ("alien-statue",)},
        cards=("alien-statue",),
    ),
    Case("gate-yellow-6:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-6:other", (False,)),
    # gate-yellow-7
    Case("gate-yellow-7:city-of-the-great-race", choose=("home",), area="-2"),
    Case("gate-yellow-7:city-of-the-great-race", (True,), choose=("future",), delta={"clues": 3}),
    Case(
        "gate-yellow-7:city-of-the-great-race", (False,), choose=("future",), delta={"sanity": -2}
    ),
    Case("gate-yellow-7:rlyeh", (True,), stack={"spell": ("wither",)}, cards=("wither",)),
    Case("gate-yellow-7:rlyeh", (False,), delta={"sanity": -3}, delayed=True),
    Case("gate-yellow-7:other", (True,)),
    Case("gate-yellow-7:other", (False,), choose=("evade",), monster=True),
    # gate-yellow-8
    Case("gate-yellow-8:yuggoth", (True,), area="-2"),
    Case("gate-yellow-8:yuggoth", (False,), area="lost", delayed=True),
    Case("gate-yellow-8:dreamlands", (True,), start={"sanity": 2}, delta={"sanity": 2, "clues": 1}),
    Case("gate-yellow-8:dreamlands", (False,), delayed=True),
    Case("gate-yellow-8:other", (True,), stack={"common": ("knife",)}, cards=("knife",)),
    Case("gate-yellow-8:other", (False,), delta={"stamina": -1}),
    # gate-yellow-9
    Case("gate-yellow-9:city-of-the-great-race", (True,), delta={"clues": 2}),
    Case("gate-yellow-9:city-of-the-great-race", (False,), delta={"sanity": -2}),
    Case(
        "gate-yellow-9:another-dimension",
        (True,),
        gate=True,
        choose=("yes",),
        area="woods",
        closed=True,
    ),
    Case("gate-yellow-9:another-dimension", (True,), gate=True, choose=("no",), area="woods"),
    Case(
        "gate-yellow-9:another-dimension",
        (True,),
        area="lost",
        delayed=True,
        label="pass-no-gate",
    ),
    Case("gate-yellow-9:another-dimension", (False,), delta={"sanity": -2}),
    Case("gate-yellow-9:other", (True,), delta={"clues": 1}),
    Case("gate-yellow-9:other", (False,), delta={"stamina": -2}),
    # gate-yellow-10
    Case(
        "gate-yellow-10:yuggoth",
        (True,),
        stack={"unique": ("healing-stone",)},
        cards=("healing-stone",),
    ),
    Case("gate-yellow-10:yuggoth", (False,), choose=("evade",), monster=True),
    Case("gate-yellow-10:rlyeh", (True,), delta={"clues": 2}),
    Case("gate-yellow-10:rlyeh", (False,), choose=("evade",), monster=True),
    Case("gate-yellow-10:other", (True,), delta={"clues": 2}),
    Case("gate-yellow-10:other", (False,), delta={"sanity": -2}),
    # gate-yellow-11
    Case("gate-yellow-11:city-of-the-great-race", (True,), delta={"clues": 1}),
    Case("gate-yellow-11:city-of-the-great-race", (False,), area="lost", delayed=True),
    Case("gate-yellow-11:rlyeh", (True,)),
    Case("gate-yellow-11:rlyeh", (False,), delta={"sanity": -3}, cards=("curse",)),
    Case("gate-yellow-11:other", dice=(1, 2), delta={"sanity": -2}),
    Case("gate-yellow-11:other", dice=(2, 3), delta={"sanity": -1}),
    Case("gate-yellow-11:other", dice=(3, 6)),
    # gate-yellow-12
    Case("gate-yellow-12:yuggoth", (True,)),
    Case("gate-yellow-12:yuggoth", (False,), delta={"stamina": -3}),
    Case(
        "gate-yellow-12:city-of-the-great-race",
        (True,),
        stack={"spell": ("heal", "wither")},
        choose=("keep:heal",),
        cards=("heal",),
    ),
    Case("gate-yellow-12:city-of-the-great-race", (False,), delayed=True),
    Case("gate-yellow-12:other", (True,), area="-2"),
    Case("gate-yellow-12:other", (False,), delta={"sanity": -1}),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_yellow_entry(scenario, case: Case) -> None:
    run_case(scenario, case)


def test_yellow_2_another_dimension_market_without_coin(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, money=3)
    s.gate_encounter("gate-yellow-2:another-dimension")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    assert s.pending_ids() == ["pay", "decline"]
    s.choose("decline")
    finish(s, "gate-yellow-2:another-dimension")


def test_yellow_1_city_offers_both_ways_of_reading(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s)
    s.gate_encounter("gate-yellow-1:city-of-the-great-race")
    assert s.pending_ids() == ["briefly", "deeply"]


def test_yellow_7_city_offers_both_questions(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s)
    s.gate_encounter("gate-yellow-7:city-of-the-great-race")
    assert s.pending_ids() == ["future", "home"]
