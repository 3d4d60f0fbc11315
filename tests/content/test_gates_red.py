"""Red gate cards: every entry, every branch, with forced dice (see :class:`Case`)."""

from __future__ import annotations

import pytest

from arkham.engine import effects
from arkham.engine.state import card_of
from tests.content.test_gates import Case, arrange, finish, queue_check, run_case

CASES = [
    # gate-red-1
    Case("gate-red-1:rlyeh", (True,), delta={"clues": 1}),
    Case("gate-red-1:rlyeh", (False,), delta={"sanity": -3}),
    Case("gate-red-1:plateau-of-leng", (True,), delta={"clues": 1}),
    Case("gate-red-1:plateau-of-leng", (False,), delta={"stamina": -2}, delayed=True),
    Case("gate-red-1:other", dice=(3,), delta={"sanity": -2}),
    Case("gate-red-1:other", dice=(4,), delta={"clues": 1}),
    # gate-red-2
    Case(
        "gate-red-2:abyss",
        (True,),
        stack={"unique": ("silver-key", "healing-stone")},
        choose=("keep:healing-stone",),
        cards=("healing-stone",),
    ),
    Case("gate-red-2:abyss", (False,), delta={"stamina": -2}),
    Case("gate-red-2:dreamlands", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-red-2:dreamlands", (False,), cards=("curse",)),
    Case("gate-red-2:other", (True,), delta={"clues": 1}),
    Case("gate-red-2:other", (False,), delta={"stamina": -2}),
    # gate-red-3
    Case("gate-red-3:another-dimension", (True,), cards=("blessing",)),
    Case("gate-red-3:another-dimension", (False,), cards=("curse",)),
    Case("gate-red-3:abyss", (True,), area="-2"),
    Case("gate-red-3:abyss", (False,), area="lost", delayed=True),
    Case("gate-red-3:other", (True,), delta={"clues": 1}),
    Case("gate-red-3:other", (False,), delta={"sanity": -2}),
    # gate-red-4
    Case("gate-red-4:rlyeh", (True,), delta={"clues": 3}),
    Case("gate-red-4:rlyeh", (False,), delta={"sanity": -3}),
    Case("gate-red-4:plateau-of-leng", (True,)),
    Case("gate-red-4:plateau-of-leng", (False,), delta={"money": -3}, delayed=True),
    Case("gate-red-4:other", (True,), delta={"clues": 1}),
    Case("gate-red-4:other", (False,), delta={"stamina": -1}, delayed=True),
    # gate-red-5
    Case("gate-red-5:abyss", (True,), stack={"unique": ("alien-statue",)}, cards=("alien-statue",)),
    Case("gate-red-5:abyss", (False,), delta={"stamina": -3}),
    Case("gate-red-5:dreamlands", (True,), area="-2"),
    Case("gate-red-5:dreamlands", (False,), delta={"sanity": -2}, delayed=True),
    Case("gate-red-5:other", (True,)),
    Case("gate-red-5:other", (False,), delta={"sanity": -2}),
    # gate-red-6
    Case(
        "gate-red-6:rlyeh",
        choose=("yes",),
        stack={"unique": ("silver-key",)},
        cards=("silver-key", "curse"),
    ),
    Case("gate-red-6:rlyeh", choose=("no",)),
    Case("gate-red-6:another-dimension", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-red-6:another-dimension", (False,), delta={"sanity": -2, "stamina": -1}),
    Case("gate-red-6:other", choose=("pay",), delta={"stamina": -2, "clues": 2}),
    Case("gate-red-6:other", choose=("decline",)),
    # gate-red-7
    Case("gate-red-7:plateau-of-leng", (True,), gate=True, area="woods", label="pass-gate-open"),
    Case("gate-red-7:plateau-of-leng", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-red-7:plateau-of-leng", (False,), choose=("evade",), monster=True),
    Case(
        "gate-red-7:abyss", (True,), stack={"unique": ("healing-stone",)}, cards=("healing-stone",)
    ),
    Case("gate-red-7:abyss", (False,), delta={"stamina": -2}, delayed=True),
    Case("gate-red-7:other", (True,), delta={"clues": 1}),
    Case("gate-red-7:other", (False,), cards=("curse",)),
    # gate-red-8
    Case("gate-red-8:rlyeh", (True,), area="-2"),
    Case("gate-red-8:rlyeh", (False,), area="lost", delayed=True),
    Case(
        "gate-red-8:dreamlands",
        choose=("pay",),
        stack={"spell": ("wither",)},
        start={"stamina": 3},
        delta={"money": -3},
        cards=("wither",),
    ),
    Case("gate-red-8:dreamlands", choose=("decline",), start={"stamina": 3}, delta={"stamina": 1}),
    Case("gate-red-8:other", (True,), area="-2"),
    Case("gate-red-8:other", (False,), delta={"stamina": -1}),
    # gate-red-9
    Case("gate-red-9:plateau-of-leng", (True,), delta={"clues": 2}),
    Case("gate-red-9:plateau-of-leng", (False,), delta={"sanity": -2, "stamina": -2}),
    Case("gate-red-9:another-dimension", (True,), delta={"clues": 2}, delayed=True),
    Case("gate-red-9:another-dimension", (False,), delta={"sanity": -1}, delayed=True),
    Case("gate-red-9:other", dice=(2,), choose=("evade",), monster=True),
    Case("gate-red-9:other", dice=(3,), delta={"clues": 1}),
    # gate-red-10
    Case("gate-red-10:rlyeh", (True,), gate=True, choose=("yes",), area="woods", closed=True),
    Case("gate-red-10:rlyeh", (True,), gate=True, choose=("no",), area="woods"),
    Case("gate-red-10:rlyeh", (True,), area="lost", delayed=True, label="pass-no-gate"),
    Case("gate-red-10:rlyeh", (False,), delta={"stamina": -3}),
    Case("gate-red-10:abyss", (True,), stack={"spell": ("heal",)}, cards=("heal",)),
    Case("gate-red-10:abyss", (False,), delta={"sanity": -2}),
    Case("gate-red-10:other", (True,)),
    Case("gate-red-10:other", (False,), delta={"stamina": -2}),
    # gate-red-11
    Case("gate-red-11:plateau-of-leng", (True,), delta={"clues": 3}),
    Case("gate-red-11:plateau-of-leng", (False,), delta={"sanity": -2}, delayed=True),
    Case(
        "gate-red-11:abyss",
        (True,),
        stack={"unique": ("alien-statue", "silver-key")},
        choose=("keep:alien-statue",),
        cards=("alien-statue",),
    ),
    Case("gate-red-11:abyss", (False,), choose=("evade",), monster=True),
    Case("gate-red-11:other", (True,), delta={"clues": 2}),
    Case("gate-red-11:other", (False,), delta={"sanity": -1}),
    # gate-red-12
    Case("gate-red-12:rlyeh", (True,), delta={"clues": 1}, cards=("blessing",)),
    Case("gate-red-12:rlyeh", (False,), delta={"sanity": -4}),
    Case("gate-red-12:plateau-of-leng", (True,), area="-2"),
    Case(
        "gate-red-12:plateau-of-leng",
        (False,),
        choose=("evade",),
        monster=True,
        delta={"stamina": -2},
    ),
    Case("gate-red-12:other", (True,), choose=("yes",), cards=("blessing",)),
    Case("gate-red-12:other", (False,), choose=("yes",), cards=("curse",)),
    Case("gate-red-12:other", choose=("no",)),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_red_entry(scenario, case: Case) -> None:
    run_case(scenario, case)


def test_red_2_abyss_the_item_not_kept_goes_to_the_bottom(scenario) -> None:
    s = run_case(
        scenario,
        Case(
            "gate-red-2:abyss",
            (True,),
            stack={"unique": ("silver-key", "healing-stone")},
            choose=("keep:healing-stone",),
            cards=("healing-stone",),
        ),
    )
    assert card_of(s.state.decks["unique"][-1]) == "silver-key"


def test_red_6_rlyeh_the_idol_s_curse_cancels_a_blessing(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.run(lambda: effects.bless(s.game, inv))
    s.game.stack_deck("unique", ["silver-key"])
    s.gate_encounter("gate-red-6:rlyeh")
    s.choose("yes")
    finish(s, "gate-red-6:rlyeh")
    assert [p.card for p in inv.possessions] == ["silver-key"]


def test_red_12_other_a_blessing_then_a_curse_cancel(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-red-12:other", True)
    s.gate_encounter("gate-red-12:other")
    s.choose("yes")
    finish(s, "gate-red-12:other")
    assert inv.holds("blessing")
    queue_check(s, "gate-red-12:other", False)
    s.expected = s.expected[-1:]
    s.gate_encounter("gate-red-12:other")
    s.choose("yes")
    finish(s, "gate-red-12:other")
    assert inv.possessions == []


@pytest.mark.parametrize(("entry", "money"), [("gate-red-8:dreamlands", 2)])
def test_red_costs_that_cannot_be_paid(scenario, entry, money) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, money=money)
    s.gate_encounter(entry)
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    finish(s, entry)
