"""Merchant District location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, only_monster, ready

# ---------------------------------------------------------------- merchant-district-1


@pytest.mark.parametrize("passed", [True, False])
def test_unloading_the_freighter_fight_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "fight", 0, int(passed))
    s.encounter("merchant-district-1:river-docks")
    assert s.done() and checked(s) == ["Fight"]
    assert (s.inv().money, s.inv().stamina) == ((8, 3) if passed else (5, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_sealed_attic_will_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", -2, int(passed))
    s.encounter("merchant-district-1:unnamable")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == ((2, 3) if passed else (0, 1))


def test_sealed_attic_fail_can_drive_you_insane(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=2)
    force(s, "will", -2, 0)
    s.encounter("merchant-district-1:unnamable")
    assert s.done()
    assert (s.inv().sanity, s.inv().area) == (1, "asylum")


@pytest.mark.parametrize("passed", [True, False])
def test_standing_stones_lore_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["spell"][0]
    force(s, "lore", -1, int(passed))
    s.encounter("merchant-district-1:unvisited-isle")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


# ---------------------------------------------------------------- merchant-district-2


@pytest.mark.parametrize("passed", [True, False])
def test_split_crate_sneak_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "sneak", -1, int(passed))
    s.encounter("merchant-district-2:river-docks")
    assert s.done() and checked(s) == ["Sneak"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 3


def test_house_breathes_leave(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("merchant-district-2:unnamable")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == [] and s.inv().area == "unnamable"


def test_house_breathes_search_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", -1, 1)
    s.encounter("merchant-district-2:unnamable")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().area == "unnamable"


def test_house_breathes_search_fail_is_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 0)
    s.encounter("merchant-district-2:unnamable")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == []
    assert (s.inv().area, s.inv().delayed) == ("lost", True)
    assert "lost-in-time-and-space" in s.kinds()


def test_drums_across_the_water_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -2, 1)
    s.encounter("merchant-district-2:unvisited-isle")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().clues == 2
    assert s.state.locations["unvisited-isle"].gate is None and s.state.doom == 0


def test_drums_across_the_water_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "luck", -2, 0)
    s.encounter("merchant-district-2:unvisited-isle")
    assert s.done() and checked(s) == ["Luck"]
    assert s.state.locations["unvisited-isle"].gate == gate
    assert s.state.doom == 1
    assert s.state.monsters[zombie] == "unvisited-isle"
    assert (s.inv().area, s.inv().delayed, s.inv().clues) == (f"{world}-1", True, 0)
