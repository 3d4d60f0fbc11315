"""Easttown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, ready

# ---------------------------------------------------------------- easttown-1


@pytest.mark.parametrize(("dice", "money"), [((5, 6), 8), ((6, 2), 6), ((4, 1), 4)])
def test_dice_in_the_back_room_pay_1_gain_2_per_5_or_6(
    scenario: type[Scenario], dice: tuple[int, int], money: int
) -> None:
    s = ready(scenario, money=5)
    s.dice(*dice)
    s.encounter("easttown-1:hibbs-roadhouse")
    s.choose("pay")
    assert s.done()
    rolls = [e for e in s.events if e.kind == "dice-rolled"]
    assert [(e["purpose"], e["dice"], e["needed"]) for e in rolls] == [("Craps", dice, None)]
    assert s.inv().money == money


def test_dice_in_the_back_room_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("easttown-1:hibbs-roadhouse")
    s.choose("decline")
    assert s.done()
    assert "dice-rolled" not in s.kinds() and s.inv().money == 5


def test_case_files_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0)
    force(s, "sneak", -2, 1)
    s.encounter("easttown-1:police-station")
    assert s.done() and checked(s) == ["Sneak"]
    inv = s.inv()
    assert (inv.clues, inv.money, inv.area, inv.delayed) == (2, 5, "police-station", False)


def test_case_files_fail_is_arrested(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0)
    force(s, "sneak", -2, 0)
    s.encounter("easttown-1:police-station")
    assert s.done() and checked(s) == ["Sneak"]
    inv = s.inv()
    assert (inv.clues, inv.money, inv.area, inv.delayed) == (0, 3, "jail", True)
    assert "arrested" in s.kinds()


def test_blue_plate_special_pay_1_gain_2_stamina(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=2)
    s.encounter("easttown-1:velmas-diner")
    s.choose("pay")
    assert s.done()
    assert (s.inv().money, s.inv().stamina) == (4, 4)


def test_blue_plate_special_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=2)
    s.encounter("easttown-1:velmas-diner")
    s.choose("decline")
    assert s.done()
    assert (s.inv().money, s.inv().stamina) == (5, 2)


# ---------------------------------------------------------------- easttown-2


@pytest.mark.parametrize(("successes", "money", "stamina"), [(2, 8, 4), (1, 5, 2), (0, 5, 2)])
def test_last_call_brawl_fight_minus_1_needs_2_successes(
    scenario: type[Scenario], successes: int, money: int, stamina: int
) -> None:
    s = ready(scenario, money=5, stamina=4)
    force(s, "fight", -1, successes)
    s.encounter("easttown-2:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Fight"]
    result = next(e for e in s.events if e.kind == "check-result")
    assert result["needed"] == 2
    assert (s.inv().money, s.inv().stamina) == (money, stamina)


@pytest.mark.parametrize("passed", [True, False])
def test_evidence_room_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    force(s, "luck", 0, int(passed))
    s.encounter("easttown-2:police-station")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and not s.inv().delayed
    else:
        assert held(s) == [] and s.inv().delayed


def test_short_handed_wash_dishes_gains_2(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    s.encounter("easttown-2:velmas-diner")
    assert sorted(s.pending_ids()) == ["dishes", "tables"]
    s.choose("dishes")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().stamina) == (7, 3)


@pytest.mark.parametrize("passed", [True, False])
def test_short_handed_wait_tables_speed_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", 0, int(passed))
    s.encounter("easttown-2:velmas-diner")
    s.choose("tables")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == ((9, 3) if passed else (5, 2))
