"""Uptown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
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

# ---------------------------------------------------------------- uptown-1


@pytest.mark.parametrize("passed", [True, False])
def test_night_nurse_gain_1_stamina_then_will_minus_1(
    scenario: type[Scenario], passed: bool
) -> None:
    s = ready(scenario, clues=0, stamina=2)
    force(s, "will", -1, int(passed))
    s.encounter("uptown-1:st-marys-hospital")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().stamina, s.inv().clues) == (3, 1 if passed else 0)


def test_lights_among_the_trees_pass_gains_2(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "sneak", -1, 1)
    s.encounter("uptown-1:woods")
    assert s.done() and checked(s) == ["Sneak"]
    assert s.inv().money == 7
    assert "monster-appeared" not in s.kinds()


def test_lights_among_the_trees_fail_a_monster_appears_and_is_evaded(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", -1, 0)
    s.encounter("uptown-1:woods")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Sneak", "Evade"]
    assert s.state.monsters[zombie] == "cup"
    assert (s.inv().money, s.inv().stamina) == (5, 3)


def test_shopkeepers_bargain_pay_3_draw_2_spells_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    first, second = s.state.decks["spell"][:2]
    s.encounter("uptown-1:ye-olde-magick-shoppe")
    s.choose("pay")
    s.choose(f"keep:{second}")
    assert s.done()
    assert s.inv().money == 2 and held(s) == [card_of(second)]
    assert s.state.decks["spell"][-1] == first


def test_shopkeepers_bargain_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("uptown-1:ye-olde-magick-shoppe")
    s.choose("decline")
    assert s.done()
    assert s.inv().money == 5 and held(s) == []


# ---------------------------------------------------------------- uptown-2


@pytest.mark.parametrize("passed", [True, False])
def test_case_notes_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=2)
    force(s, "luck", -1, int(passed))
    s.encounter("uptown-2:st-marys-hospital")
    assert s.done() and checked(s) == ["Luck"]
    inv = s.inv()
    assert (inv.stamina, inv.clues, inv.sanity) == ((4, 1, 3) if passed else (2, 0, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_hermits_shack_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["common"][0]
    force(s, "speed", -1, int(passed))
    s.encounter("uptown-2:woods")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 1


def test_jade_figurine_leave_it(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("uptown-2:ye-olde-magick-shoppe")
    s.choose("no")
    assert s.done() and checked(s) == [] and held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_jade_figurine_hold_it_luck_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", -2, int(passed))
    s.encounter("uptown-2:ye-olde-magick-shoppe")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == ([card_of(top)] if passed else ["curse"])


# ---------------------------------------------------------------- uptown-3


@pytest.mark.parametrize("successes", [1, 3])
def test_raving_patient_pass_gains_a_clue_for_each_success(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", 0, successes)
    s.encounter("uptown-3:st-marys-hospital")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == (successes, 3)


def test_raving_patient_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", 0, 0)
    s.encounter("uptown-3:st-marys-hospital")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == (0, 2)


@pytest.mark.parametrize("passed", [True, False])
def test_moonshiners_still_sneak_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "sneak", -2, int(passed))
    s.encounter("uptown-3:woods")
    assert s.done() and checked(s) == ["Sneak"]
    assert (s.inv().money, s.inv().stamina) == ((9, 3) if passed else (5, 1))


def test_last_card_pay_1_sanity_draw_a_spell(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["spell"][0]
    s.encounter("uptown-3:ye-olde-magick-shoppe")
    s.choose("pay")
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(top)] and s.inv().sanity == 2


@pytest.mark.parametrize(("sanity", "can_pay"), [(3, True), (1, False)])
def test_last_card_decline_or_too_shaken_to_look(
    scenario: type[Scenario], sanity: int, can_pay: bool
) -> None:
    s = ready(scenario, sanity=sanity)
    s.encounter("uptown-3:ye-olde-magick-shoppe")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == can_pay
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().sanity == sanity


# ---------------------------------------------------------------- uptown-4


@pytest.mark.parametrize("passed", [True, False])
def test_morgue_sneak_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0)
    force(s, "sneak", -2, int(passed))
    s.encounter("uptown-4:st-marys-hospital")
    assert s.done() and checked(s) == ["Sneak"]
    if passed:
        assert (s.inv().clues, s.inv().area) == (2, "st-marys-hospital")
    else:
        assert (s.inv().clues, s.inv().area) == (0, "uptown-streets")
    assert not s.inv().delayed


def test_hunters_blind_pass_draws_a_common_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    force(s, "luck", 0, 1)
    s.encounter("uptown-4:woods")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and "monster-appeared" not in s.kinds()


def test_hunters_blind_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "luck", 0, 0)
    s.encounter("uptown-4:woods")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Luck", "Evade"]
    assert held(s) == [] and s.state.monsters[zombie] == "cup"


@pytest.mark.parametrize("passed", [True, False])
def test_shoplifter_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["unique"][0]
    force(s, "speed", -1, int(passed))
    s.encounter("uptown-4:ye-olde-magick-shoppe")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 2


# ---------------------------------------------------------------- uptown-5


def test_blood_donor_pay_1_stamina_gain_2_dollars_and_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0, stamina=3)
    s.encounter("uptown-5:st-marys-hospital")
    s.choose("pay")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().clues, s.inv().stamina) == (7, 1, 2)


@pytest.mark.parametrize(("stamina", "can_pay"), [(3, True), (1, False)])
def test_blood_donor_decline_or_too_weak(
    scenario: type[Scenario], stamina: int, can_pay: bool
) -> None:
    s = ready(scenario, money=5, clues=0, stamina=stamina)
    s.encounter("uptown-5:st-marys-hospital")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == can_pay
    s.choose("decline")
    assert s.done()
    assert (s.inv().money, s.inv().clues, s.inv().stamina) == (5, 0, stamina)


def test_altar_stone_leave_the_coins(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("uptown-5:woods")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == [] and s.inv().money == 5


@pytest.mark.parametrize("passed", [True, False])
def test_altar_stone_take_the_coins_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", -1, int(passed))
    s.encounter("uptown-5:woods")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [] and s.inv().money == 8
    else:
        assert held(s) == ["curse"] and s.inv().money == 5


def test_apprentices_task_two_successes_draw_2_spells_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    first, second = s.state.decks["spell"][:2]
    force(s, "lore", 0, 2)
    s.encounter("uptown-5:ye-olde-magick-shoppe")
    s.choose(f"keep:{second}")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(second)] and s.inv().sanity == 3
    assert s.state.decks["spell"][-1] == first


@pytest.mark.parametrize("successes", [1, 0])
def test_apprentices_task_fewer_than_two_successes_lose_1_sanity(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, sanity=3)
    force(s, "lore", 0, successes)
    s.encounter("uptown-5:ye-olde-magick-shoppe")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and s.inv().sanity == 2


# ---------------------------------------------------------------- uptown-6


@pytest.mark.parametrize("passed", [True, False])
def test_fever_ward_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=2)
    force(s, "luck", -1, int(passed))
    s.encounter("uptown-6:st-marys-hospital")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().stamina, s.inv().delayed) == ((4, False) if passed else (2, True))


def test_among_the_pines_pass_a_common_item_and_1_dollar(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "speed", 0, 1)
    s.encounter("uptown-6:woods")
    assert s.done() and checked(s) == ["Speed"]
    assert held(s) == [card_of(top)] and s.inv().money == 6
    assert s.inv().area == "woods"


def test_among_the_pines_fail_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "speed", 0, 0)
    s.encounter("uptown-6:woods")
    assert s.done() and checked(s) == ["Speed"]
    assert held(s) == [] and s.inv().money == 5
    assert (s.inv().area, s.inv().delayed) == ("lost", True)


def test_bargain_box_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("uptown-6:ye-olde-magick-shoppe")
    s.choose("decline")
    assert s.done() and checked(s) == []
    assert held(s) == [] and s.inv().money == 5


@pytest.mark.parametrize(("passed", "deck"), [(True, "unique"), (False, "common")])
def test_bargain_box_pay_1_dollar_then_luck_minus_2(
    scenario: type[Scenario], passed: bool, deck: str
) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks[deck][0]
    force(s, "luck", -2, int(passed))
    s.encounter("uptown-6:ye-olde-magick-shoppe")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 4


# ---------------------------------------------------------------- uptown-7


@pytest.mark.parametrize("passed", [True, False])
def test_benefit_supper_every_investigator_in_uptown_then_luck_plus_0(
    scenario: type[Scenario], passed: bool
) -> None:
    s = ready(
        scenario, clues=0, stamina=3, others=("joe-diamond", "michael-mcglen", "monterey-jack")
    )
    joe, michael, monterey = s.state.investigators[1:]
    joe.area, michael.area, monterey.area = "uptown-streets", "woods", "southside-streets"
    for other in (joe, michael, monterey):
        other.stamina, other.clues = 2, 0
    force(s, "luck", 0, int(passed))
    s.encounter("uptown-7:st-marys-hospital")
    assert s.done() and checked(s) == ["Luck"]
    assert [i.stamina for i in s.state.investigators] == [4, 3, 3, 2]
    assert [i.clues for i in s.state.investigators] == [int(passed), 0, 0, 0]


def test_surveyors_chain_two_successes_gain_3_dollars(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "fight", 1, 2)
    s.encounter("uptown-7:woods")
    assert s.done() and checked(s) == ["Fight"]
    assert s.inv().money == 8 and s.state.locations["woods"].gate is None


@pytest.mark.parametrize("successes", [1, 0])
def test_surveyors_chain_fewer_than_two_successes_a_gate_appears(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5, clues=0)
    zombie, gate, world = next_gate(s)
    force(s, "fight", 1, successes)
    s.encounter("uptown-7:woods")
    assert s.done() and checked(s) == ["Fight"]
    assert s.inv().money == 5
    assert_gate_opened(s, "woods", zombie, gate, world)


def test_rival_buyer_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["unique"][0]
    force(s, "luck", 1, 1)
    s.encounter("uptown-7:ye-olde-magick-shoppe")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 5


def test_rival_buyer_fail_pay_4_dollars_for_another(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["unique"][0]
    force(s, "luck", 1, 0)
    s.encounter("uptown-7:ye-olde-magick-shoppe")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 1


@pytest.mark.parametrize(("money", "can_pay"), [(5, True), (3, False)])
def test_rival_buyer_fail_decline_or_cannot_afford(
    scenario: type[Scenario], money: int, can_pay: bool
) -> None:
    s = ready(scenario, money=money)
    force(s, "luck", 1, 0)
    s.encounter("uptown-7:ye-olde-magick-shoppe")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == can_pay
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().money == money
