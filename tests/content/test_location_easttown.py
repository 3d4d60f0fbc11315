"""Easttown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.kit import Scenario, checked, force, held, only_monster, ready

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
    assert [(e.purpose, e.dice, e.needed) for e in rolls] == [("Craps", dice, None)]
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
    assert result.needed == 2
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


# ---------------------------------------------------------------- easttown-3


def test_raid_pass_draws_a_common_item(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "sneak", -1, 1)
    s.encounter("easttown-3:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == [card_of(top)]
    assert (s.inv().money, s.inv().area, s.inv().delayed) == (5, "hibbs-roadhouse", False)


def test_raid_fail_is_arrested(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "sneak", -1, 0)
    s.encounter("easttown-3:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == []
    assert (s.inv().money, s.inv().area, s.inv().delayed) == (3, "jail", True)
    assert "arrested" in s.kinds()


@pytest.mark.parametrize("passed", [True, False])
def test_lineup_will_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", 0, int(passed))
    s.encounter("easttown-3:police-station")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == ((2, 3) if passed else (0, 2))


def test_on_the_house_everyone_in_easttown_gains_1_stamina(scenario: type[Scenario]) -> None:
    s = scenario(["amanda-sharpe", "bob-jenkins", "jenny-barnes", "kate-winthrop"])
    amanda, bob, jenny, kate = (s.inv(i) for i in range(4))
    bob.area, jenny.area, kate.area = "easttown-streets", "jail", "rivertown-streets"
    for inv in (amanda, bob, jenny, kate):
        inv.stamina = 1
    s.encounter("easttown-3:velmas-diner")
    assert s.done()
    # The Jail Cell is part of the Police Station, so Velma sends a slice to the cells too.
    assert [inv.stamina for inv in (amanda, bob, jenny, kate)] == [2, 2, 2, 1]


# ---------------------------------------------------------------- easttown-4


def test_man_with_no_reflection_pass_gains_3(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "will", -1, 1)
    s.encounter("easttown-4:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().money == 8 and "monster-appeared" not in s.kinds()


def test_man_with_no_reflection_fail_a_monster_appears_and_is_evaded(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5, stamina=3)
    zombie = only_monster(s)
    force(s, "will", -1, 0)
    s.encounter("easttown-4:hibbs-roadhouse")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Will", "Evade"]
    assert s.state.monsters[zombie] == "cup"
    assert (s.inv().money, s.inv().stamina) == (5, 3)


def test_pistol_range_pass_draws_a_skill(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    first, second = s.state.decks["skill"][:2]  # Amanda draws one more Skill than told
    force(s, "fight", 0, 1)
    s.encounter("easttown-4:police-station")
    s.choose("pay")
    assert checked(s) == ["Fight"]
    s.choose(f"keep:{first}")
    assert s.done()
    assert held(s) == [card_of(first)] and s.inv().money == 4
    assert s.state.decks["skill"][-1] == second


def test_pistol_range_fail(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "fight", 0, 0)
    s.encounter("easttown-4:police-station")
    s.choose("pay")
    assert s.done() and checked(s) == ["Fight"]
    assert held(s) == [] and s.inv().money == 4


def test_pistol_range_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("easttown-4:police-station")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


@pytest.mark.parametrize("passed", [True, False])
def test_new_cook_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    force(s, "luck", 0, int(passed))
    s.encounter("easttown-4:velmas-diner")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().sanity, s.inv().stamina) == ((3, 5) if passed else (2, 3))


# ---------------------------------------------------------------- easttown-5


@pytest.mark.parametrize(("successes", "money"), [(2, 9), (1, 3), (0, 3)])
def test_cards_in_the_back_pay_2_luck_plus_1_needs_2_successes(
    scenario: type[Scenario], successes: int, money: int
) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", 1, successes)
    s.encounter("easttown-5:hibbs-roadhouse")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == money


def test_cards_in_the_back_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("easttown-5:hibbs-roadhouse")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


def test_questioned_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0)
    force(s, "luck", 0, 1)
    s.encounter("easttown-5:police-station")
    assert s.done() and checked(s) == ["Luck"]
    inv = s.inv()
    assert (inv.clues, inv.money, inv.area, inv.delayed) == (1, 5, "police-station", False)


def test_questioned_fail_is_arrested(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=7, clues=0)
    force(s, "luck", 0, 0)
    s.encounter("easttown-5:police-station")
    assert s.done() and checked(s) == ["Luck"]
    inv = s.inv()
    assert (inv.clues, inv.money, inv.area, inv.delayed) == (0, 4, "jail", True)


def test_spilled_coffee_pay_the_cleaning_bill(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    s.encounter("easttown-5:velmas-diner")
    s.choose("pay")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().stamina) == (3, 3)


@pytest.mark.parametrize("passed", [True, False])
def test_spilled_coffee_refuse_fight_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "fight", -1, int(passed))
    s.encounter("easttown-5:velmas-diner")
    s.choose("decline")
    assert s.done() and checked(s) == ["Fight"]
    assert (s.inv().money, s.inv().stamina) == ((5, 4) if passed else (5, 1))


def test_spilled_coffee_cannot_pay_with_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=1, stamina=3)
    s.encounter("easttown-5:velmas-diner")
    assert next(c for c in s.game.pending().choices if c.id == "pay").disabled


# ---------------------------------------------------------------- easttown-6


def test_bricked_up_tunnel_pass_draws_a_common_item_and_gains_2(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "luck", -1, 1)
    s.encounter("easttown-6:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 7
    assert s.state.locations["hibbs-roadhouse"].gate is None


def test_bricked_up_tunnel_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "luck", -1, 0)
    s.encounter("easttown-6:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Luck"]
    assert s.state.locations["hibbs-roadhouse"].gate == gate and s.state.doom == 1
    assert s.state.monsters[zombie] == "hibbs-roadhouse"
    assert (s.inv().area, s.inv().delayed, s.inv().money) == (f"{world}-1", True, 5)
    assert held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_cold_case_lore_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0)
    top = s.state.decks["common"][0]
    force(s, "lore", -1, int(passed))
    s.encounter("easttown-6:police-station")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert s.inv().clues == 2 and held(s) == []
    else:
        assert s.inv().clues == 0 and held(s) == [card_of(top)]


@pytest.mark.parametrize("successes", [1, 2, 4])
def test_sandwich_run_pass_gains_1_per_success(scenario: type[Scenario], successes: int) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", 0, successes)
    s.encounter("easttown-6:velmas-diner")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == (5 + successes, 3)


def test_sandwich_run_fail_loses_1_stamina(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", 0, 0)
    s.encounter("easttown-6:velmas-diner")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == (5, 2)


# ---------------------------------------------------------------- easttown-7


def test_light_fingers_pass_gains_2(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=1)
    force(s, "speed", 0, 1)
    s.encounter("easttown-7:hibbs-roadhouse")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().clues) == (7, 1)


def test_light_fingers_fail_loses_2_and_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=1)
    force(s, "speed", 0, 0)
    s.encounter("easttown-7:hibbs-roadhouse")
    s.choose("accept")  # a Clue could buy another die; keep it and take the loss
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().clues) == (3, 0)


@pytest.mark.parametrize("passed", [True, False])
def test_night_patrol_fight_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, clues=0, stamina=3)
    force(s, "fight", -1, int(passed))
    s.encounter("easttown-7:police-station")
    assert s.done() and checked(s) == ["Fight"]
    inv = s.inv()
    assert (inv.money, inv.clues, inv.stamina) == ((8, 1, 3) if passed else (5, 0, 1))


@pytest.mark.parametrize("passed", [True, False])
def test_overheard_in_the_back_booth_sneak_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, stamina=3)
    force(s, "sneak", 0, int(passed))
    s.encounter("easttown-7:velmas-diner")
    assert s.done() and checked(s) == ["Sneak"]
    assert (s.inv().clues, s.inv().stamina) == ((1, 3) if passed else (0, 2))
