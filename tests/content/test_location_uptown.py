"""Uptown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, only_monster, ready

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
