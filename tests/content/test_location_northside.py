"""Northside location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, ready

# ---------------------------------------------------------------- northside-1


def test_unmarked_crate_pay_4_draw_2_unique_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    first, second = s.state.decks["unique"][:2]
    s.encounter("northside-1:curiositie-shoppe")
    s.choose("pay")
    assert sorted(s.pending_ids()) == sorted([f"keep:{first}", f"keep:{second}"])
    s.choose(f"keep:{second}")
    assert s.done()
    assert s.inv().money == 1
    assert held(s) == [card_of(second)]
    assert s.state.decks["unique"][-1] == first


def test_unmarked_crate_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    before = list(s.state.decks["unique"])
    s.encounter("northside-1:curiositie-shoppe")
    s.choose("decline")
    assert s.done()
    assert s.inv().money == 5 and held(s) == []
    assert s.state.decks["unique"] == before


def test_unmarked_crate_cannot_be_paid_for_with_3(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=3)
    s.encounter("northside-1:curiositie-shoppe")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled
    s.choose("decline")
    assert s.done() and s.inv().money == 3


@pytest.mark.parametrize("passed", [True, False])
def test_running_copy_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", -1, int(passed))
    s.encounter("northside-1:newspaper")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == ((8, 3) if passed else (5, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_unclaimed_baggage_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "luck", 0, int(passed))
    s.encounter("northside-1:train-station")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 4


# ---------------------------------------------------------------- northside-2


@pytest.mark.parametrize("passed", [True, False])
def test_proprietors_riddle_lore_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "lore", -2, int(passed))
    s.encounter("northside-2:curiositie-shoppe")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


def test_editors_payroll_pass_takes_a_retainer(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 1)
    s.encounter("northside-2:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == ["retainer"] and s.inv().clues == 0


def test_editors_payroll_fail_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 0)
    s.encounter("northside-2:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [] and s.inv().clues == 1


@pytest.mark.parametrize("passed", [True, False])
def test_conductors_warning_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "will", -1, int(passed))
    s.encounter("northside-2:train-station")
    assert s.done() and checked(s) == ["Will"]
    inv = s.inv()
    if passed:
        assert held(s) == [card_of(top)]
        assert (inv.sanity, inv.delayed) == (3, False)
    else:
        assert held(s) == []
        assert (inv.sanity, inv.delayed) == (2, True)
