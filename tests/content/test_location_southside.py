"""Southside location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, ready

# ---------------------------------------------------------------- southside-1


@pytest.mark.parametrize("passed", [True, False])
def test_donors_bequest_lore_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3, investigator="jenny-barnes")  # no Skill-drawing power
    top = s.state.decks["skill"][0]
    force(s, "lore", -1, int(passed))
    s.encounter("southside-1:historical-society")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


@pytest.mark.parametrize("passed", [True, False])
def test_sunday_supper_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=2)
    force(s, "luck", 0, int(passed))
    s.encounter("southside-1:mas-boarding-house")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().money, s.inv().stamina) == ((5, 4) if passed else (4, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_pastors_hand_will_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    force(s, "will", 0, int(passed))
    s.encounter("southside-1:south-church")
    assert s.done() and checked(s) == ["Will"]
    if passed:
        assert held(s) == ["blessing"] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 4


def test_pastors_hand_blessing_is_not_doubled(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "will", 0, 1)
    s.encounter("southside-1:south-church")
    force(s, "will", 0, 1)
    s.encounter("southside-1:south-church")
    assert s.done() and held(s) == ["blessing"]


# ---------------------------------------------------------------- southside-2


@pytest.mark.parametrize("passed", [True, False])
def test_closed_reading_room_sneak_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    force(s, "sneak", -1, int(passed))
    s.encounter("southside-2:historical-society")
    assert s.done() and checked(s) == ["Sneak"]
    if passed:
        assert held(s) == [card_of(top)] and not s.inv().delayed
    else:
        assert held(s) == [] and s.inv().delayed


@pytest.mark.parametrize("passed", [True, False])
def test_drunk_at_the_door_fight_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["ally"][0]
    force(s, "fight", 1, int(passed))
    s.encounter("southside-2:mas-boarding-house")
    assert s.done() and checked(s) == ["Fight"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
        assert s.game.cat.card_kind(card_of(top)) == "ally"
    else:
        assert held(s) == [] and s.inv().stamina == 2


def test_poor_box_pay_2_gain_2_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=2)
    s.encounter("southside-2:south-church")
    s.choose("pay")
    assert s.done()
    assert (s.inv().money, s.inv().sanity) == (3, 4)


def test_poor_box_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=2)
    s.encounter("southside-2:south-church")
    s.choose("decline")
    assert s.done()
    assert (s.inv().money, s.inv().sanity) == (5, 2)
