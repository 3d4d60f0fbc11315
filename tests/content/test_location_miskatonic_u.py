"""Miskatonic U. location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, ready

# ---------------------------------------------------------------- miskatonic-u-1


@pytest.mark.parametrize("passed", [True, False])
def test_impromptu_tutorial_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, investigator="jenny-barnes")  # no Skill-drawing power
    top = s.state.decks["skill"][0]
    force(s, "will", -1, int(passed))
    s.encounter("miskatonic-u-1:administration")
    assert s.done() and checked(s) == ["Will"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 4


def test_restricted_stacks_two_successes_draw_2_spells_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    first, second = s.state.decks["spell"][:2]
    force(s, "lore", -1, 2)
    s.encounter("miskatonic-u-1:library")
    assert checked(s) == ["Lore"]
    s.choose(f"keep:{second}")
    assert s.done()
    assert held(s) == [card_of(second)] and s.inv().sanity == 3
    assert s.state.decks["spell"][-1] == first


@pytest.mark.parametrize("successes", [1, 0])
def test_restricted_stacks_fewer_than_two_successes_lose_1_sanity(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, sanity=3)
    force(s, "lore", -1, successes)
    s.encounter("miskatonic-u-1:library")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and s.inv().sanity == 2


@pytest.mark.parametrize("passed", [True, False])
def test_unstable_apparatus_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, stamina=3)
    force(s, "speed", -1, int(passed))
    s.encounter("miskatonic-u-1:science-building")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().clues, s.inv().stamina) == ((2, 3) if passed else (0, 1))


# ---------------------------------------------------------------- miskatonic-u-2


@pytest.mark.parametrize("passed", [True, False])
def test_unclaimed_prize_luck_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", 1, int(passed))
    s.encounter("miskatonic-u-2:administration")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == (8 if passed else 5)


def test_overdue_volume_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=2)
    top = s.state.decks["unique"][0]
    force(s, "lore", -2, 1)
    s.encounter("miskatonic-u-2:library")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(top)] and s.inv().clues == 2


def test_overdue_volume_fail_loses_1_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=2)
    force(s, "lore", -2, 0)
    s.encounter("miskatonic-u-2:library")
    assert s.pending_ids() == ["spend-clue", "accept"]
    s.choose("accept")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and s.inv().clues == 1


def test_overdue_volume_a_spent_clue_can_turn_the_check(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=2)
    top = s.state.decks["unique"][0]
    force(s, "lore", -2, 0)
    s.dice(6, 1)  # the Clue buys two dice: one, and one for the Lore skill card
    s.encounter("miskatonic-u-2:library")
    s.choose("spend-clue")
    assert s.done() and checked(s) == ["Lore", "Lore"]
    assert [e["dice"] for e in s.events if e.kind == "dice-rolled"][-1][-2:] == (6, 1)
    assert held(s) == [card_of(top)] and s.inv().clues == 1


@pytest.mark.parametrize("passed", [True, False])
def test_thrashing_specimen_fight_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["unique"][0]
    force(s, "fight", 1, int(passed))
    s.encounter("miskatonic-u-2:science-building")
    assert s.done() and checked(s) == ["Fight"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 2
