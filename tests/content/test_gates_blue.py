"""Blue gate cards: every entry, every branch, with forced dice (see :class:`Case`)."""

from __future__ import annotations

import pytest

from tests.content.test_gates import Case, arrange, finish, run_case

CASES = [
    # gate-blue-1
    Case(
        "gate-blue-1:abyss", (True,), stack={"unique": ("alien-statue",)}, cards=("alien-statue",)
    ),
    Case("gate-blue-1:abyss", (False,), choose=("evade",), monster=True),
    Case("gate-blue-1:yuggoth", (True,), delta={"clues": 2}),
    Case("gate-blue-1:yuggoth", (False,), delta={"sanity": -2}),
    Case("gate-blue-1:other", (True,), area="-2"),
    Case("gate-blue-1:other", (False,), delta={"stamina": -1}),
    # gate-blue-2
    Case("gate-blue-2:celaeno", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-blue-2:celaeno", (False,), delta={"sanity": -1}),
    Case("gate-blue-2:dreamlands", (True,), start={"sanity": 2}, delta={"sanity": 2, "clues": 1}),
    Case(
        "gate-blue-2:dreamlands", (False,), start={"sanity": 2}, delta={"sanity": 2}, delayed=True
    ),
    Case("gate-blue-2:other", (True,), delta={"clues": 1}),
    Case("gate-blue-2:other", (False,), delta={"sanity": -1}),
    # gate-blue-3
    Case("gate-blue-3:another-dimension", (True,), area="-2"),
    Case("gate-blue-3:another-dimension", (False,), area="lost", delayed=True),
    Case(
        "gate-blue-3:celaeno",
        choose=("pay",),
        stack={"spell": ("wither",)},
        delta={"sanity": -2, "clues": 1},
        cards=("wither",),
    ),
    Case("gate-blue-3:celaeno", choose=("decline",)),
    Case("gate-blue-3:other", (True,), delta={"clues": 2}),
    Case("gate-blue-3:other", (False,)),
    # gate-blue-4
    Case("gate-blue-4:abyss", (True,), delta={"clues": 2}),
    Case("gate-blue-4:abyss", (False,), delta={"stamina": -3}),
    Case("gate-blue-4:yuggoth", (True,), delta={"clues": 1}),
    Case("gate-blue-4:yuggoth", (False,), delta={"sanity": -1}, delayed=True),
    Case("gate-blue-4:other", (True,)),
    Case("gate-blue-4:other", (False,), choose=("evade",), monster=True),
    # gate-blue-5
    Case(
        "gate-blue-5:celaeno",
        (True,),
        stack={"spell": ("heal", "wither")},
        choose=("keep:wither",),
        cards=("wither",),
    ),
    Case("gate-blue-5:celaeno", (False,), delta={"sanity": -2}),
    Case("gate-blue-5:dreamlands", (True,), cards=("blessing",)),
    Case("gate-blue-5:dreamlands", (False,)),
    Case("gate-blue-5:other", (True,), delta={"stamina": -1}, area="-2"),
    Case("gate-blue-5:other", (False,), delta={"stamina": -1}),
    # gate-blue-6
    Case("gate-blue-6:abyss", (True,), area="-2"),
    Case("gate-blue-6:abyss", (False,), choose=("evade",), monster=True),
    Case("gate-blue-6:another-dimension", dice=(2,), area="lost", delayed=True),
    Case("gate-blue-6:another-dimension", dice=(3,), delta={"clues": 1}),
    Case("gate-blue-6:other", (True,), delta={"clues": 1}),
    Case("gate-blue-6:other", (False,), delta={"sanity": -1}, delayed=True),
    # gate-blue-7
    Case(
        "gate-blue-7:yuggoth",
        choose=("pay", "keep:healing-stone"),
        stack={"unique": ("alien-statue", "healing-stone")},
        delta={"stamina": -2},
        cards=("healing-stone",),
    ),
    Case("gate-blue-7:yuggoth", choose=("decline",)),
    Case(
        "gate-blue-7:celaeno",
        (True,),
        stack={"spell": ("heal",)},
        delta={"clues": 1},
        cards=("heal",),
    ),
    Case("gate-blue-7:celaeno", (False,), delayed=True),
    Case("gate-blue-7:other", (True,), delta={"clues": 2}),
    Case("gate-blue-7:other", (False,), delta={"stamina": -2}),
    # gate-blue-8
    Case("gate-blue-8:abyss", (True,), gate=True, area="woods", label="pass-gate-open"),
    Case("gate-blue-8:abyss", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-blue-8:abyss", (False,), delta={"stamina": -2}, delayed=True),
    Case("gate-blue-8:dreamlands", choose=("path",), delta={"clues": 1}),
    Case(
        "gate-blue-8:dreamlands",
        (True,),
        choose=("follow",),
        stack={"spell": ("heal",)},
        cards=("heal",),
    ),
    Case("gate-blue-8:dreamlands", (False,), choose=("follow",), area="lost", delayed=True),
    Case("gate-blue-8:other", (True,), delta={"clues": 1}),
    Case("gate-blue-8:other", (False,), choose=("evade",), monster=True),
    # gate-blue-9
    Case("gate-blue-9:yuggoth", (True,), delta={"clues": 2}),
    Case("gate-blue-9:yuggoth", (False,), area="lost", delayed=True),
    Case("gate-blue-9:another-dimension", (True,), area="-2"),
    Case("gate-blue-9:another-dimension", (False,), delta={"sanity": -2}),
    Case("gate-blue-9:other", (True,), gate=True, choose=("yes",), area="woods", closed=True),
    Case("gate-blue-9:other", (True,), gate=True, choose=("no",), area="woods"),
    Case("gate-blue-9:other", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-blue-9:other", (False,), delta={"sanity": -1}),
    # gate-blue-10
    Case(
        "gate-blue-10:abyss",
        (True,),
        stack={"unique": ("alien-statue",)},
        delta={"sanity": -2},
        cards=("alien-statue",),
    ),
    Case("gate-blue-10:abyss", (False,), delta={"sanity": -2}),
    Case("gate-blue-10:celaeno", (True,), delta={"clues": 3}),
    Case("gate-blue-10:celaeno", (False,), delta={"sanity": -3}),
    Case("gate-blue-10:other", dice=(5, 6), delta={"clues": 2}),
    Case("gate-blue-10:other", dice=(4, 5), delta={"clues": 1}),
    Case("gate-blue-10:other", dice=(1, 4)),
    # gate-blue-11
    Case("gate-blue-11:yuggoth", (True,), stack={"unique": ("silver-key",)}, cards=("silver-key",)),
    Case("gate-blue-11:yuggoth", (False,), delta={"stamina": -2}, delayed=True),
    Case(
        "gate-blue-11:celaeno",
        choose=("pay",),
        stack={"spell": ("heal",), "unique": ("alien-statue",)},
        delta={"sanity": -3},
        cards=("heal", "alien-statue"),
    ),
    Case("gate-blue-11:celaeno", choose=("decline",)),
    Case("gate-blue-11:other", (True,), delta={"clues": 2}),
    Case("gate-blue-11:other", (False,), choose=("evade",), monster=True),
    # gate-blue-12
    Case(
        "gate-blue-12:abyss",
        (True,),
        stack={"common": ("knife",)},
        delta={"clues": 1},
        cards=("knife",),
    ),
    Case("gate-blue-12:abyss", (False,), choose=("accept",), delta={"clues": 1, "stamina": -1}),
    Case("gate-blue-12:yuggoth", (True,), area="-2"),
    Case("gate-blue-12:yuggoth", (False,), delta={"sanity": -2, "stamina": -2}),
    Case("gate-blue-12:other", (True,)),
    Case("gate-blue-12:other", (False,), area="lost", delayed=True),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_blue_entry(scenario, case: Case) -> None:
    run_case(scenario, case)


@pytest.mark.parametrize(
    ("entry", "stat", "value"),
    [
        ("gate-blue-3:celaeno", "sanity", 2),
        ("gate-blue-7:yuggoth", "stamina", 2),
        ("gate-blue-11:celaeno", "sanity", 3),
    ],
)
def test_blue_costs_cannot_be_paid_down_to_nothing(scenario, entry, stat, value) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, **{stat: value})
    s.gate_encounter(entry)
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    finish(s, entry)
