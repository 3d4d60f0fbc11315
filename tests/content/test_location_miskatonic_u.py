"""Miskatonic U. location encounters: every branch of every entry, with forced dice."""

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
    assert [e.dice for e in s.events if e.kind == "dice-rolled"][-1][-2:] == (6, 1)
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


def evade_the_zombie(s: Scenario, zombie: str) -> None:
    """A Zombie appeared in the encounter: evade it (it goes back to the cup)."""
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and s.state.monsters[zombie] == "cup"


# ---------------------------------------------------------------- miskatonic-u-3


def test_research_stipend_two_successes_take_a_retainer(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "lore", -1, 2)
    s.encounter("miskatonic-u-3:administration")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == ["retainer"] and s.inv().money == 5


@pytest.mark.parametrize("successes", [1, 0])
def test_research_stipend_fewer_than_two_successes_lose_1_dollar(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5)
    force(s, "lore", -1, successes)
    s.encounter("miskatonic-u-3:administration")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and s.inv().money == 4


@pytest.mark.parametrize("passed", [True, False])
def test_unaddressed_parcel_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", -1, int(passed))
    s.encounter("miskatonic-u-3:library")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and not s.inv().delayed
    else:
        assert held(s) == [] and s.inv().delayed


def test_after_hours_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "sneak", -1, 1)
    s.encounter("miskatonic-u-3:science-building")
    assert s.done() and checked(s) == ["Sneak"]
    assert s.inv().clues == 2 and "monster-appeared" not in s.kinds()


def test_after_hours_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", -1, 0)
    s.encounter("miskatonic-u-3:science-building")
    evade_the_zombie(s, zombie)
    assert checked(s) == ["Sneak", "Evade"]
    assert (s.inv().clues, s.inv().stamina) == (0, 3)


# ---------------------------------------------------------------- miskatonic-u-4


@pytest.mark.parametrize("passed", [True, False])
def test_substitute_lecturer_will_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, sanity=3)
    force(s, "will", 1, int(passed))
    s.encounter("miskatonic-u-4:administration")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().money, s.inv().sanity) == ((8, 3) if passed else (5, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_locked_case_lore_minus_3(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    top = s.state.decks["spell"][0]
    force(s, "lore", -3, int(passed))
    s.encounter("miskatonic-u-4:library")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and (s.inv().clues, s.inv().sanity) == (1, 3)
    else:
        assert held(s) == [] and (s.inv().clues, s.inv().sanity) == (0, 2)


def test_meteorite_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "lore", -1, 1)
    s.encounter("miskatonic-u-4:science-building")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(top)]
    assert s.state.locations["science-building"].gate is None


def test_meteorite_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie, gate, world = next_gate(s)
    force(s, "lore", -1, 0)
    s.encounter("miskatonic-u-4:science-building")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == []
    assert_gate_opened(s, "science-building", zombie, gate, world)


# ---------------------------------------------------------------- miskatonic-u-5


@pytest.mark.parametrize("successes", [1, 3])
def test_alumni_banquet_pass_gains_2_dollars_for_each_success(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "luck", 0, successes)
    s.encounter("miskatonic-u-5:administration")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().money, s.inv().stamina) == (5 + 2 * successes, 3)


def test_alumni_banquet_fail_loses_1_stamina(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "luck", 0, 0)
    s.encounter("miskatonic-u-5:administration")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().money, s.inv().stamina) == (5, 2)


def test_visiting_scholar_pay_a_clue_draw_2_spells_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=2)
    first, second = s.state.decks["spell"][:2]
    s.encounter("miskatonic-u-5:library")
    s.choose("pay")
    s.choose(f"keep:{first}")
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(first)] and s.inv().clues == 1
    assert s.state.decks["spell"][-1] == second


@pytest.mark.parametrize("clues", [2, 0])
def test_visiting_scholar_decline_or_no_clue_to_trade(scenario: type[Scenario], clues: int) -> None:
    s = ready(scenario, clues=clues)
    s.encounter("miskatonic-u-5:library")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == (clues > 0)
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().clues == clues


def test_demonstration_pass_every_investigator_in_miskatonic_u_gains_a_clue(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0, others=("joe-diamond", "michael-mcglen", "monterey-jack"))
    joe, michael, monterey = s.state.investigators[1:]
    joe.area, michael.area, monterey.area = "miskatonic-u-streets", "library", "uptown-streets"
    for other in (joe, michael, monterey):
        other.clues = 0
    force(s, "will", -1, 1)
    s.encounter("miskatonic-u-5:science-building")
    assert s.done() and checked(s) == ["Will"]
    assert [i.clues for i in s.state.investigators] == [1, 1, 1, 0]


def test_demonstration_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", -1, 0)
    s.encounter("miskatonic-u-5:science-building")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == (0, 2)


# ---------------------------------------------------------------- miskatonic-u-6


def test_trustees_minutes_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "sneak", -2, 1)
    s.encounter("miskatonic-u-6:administration")
    assert s.done() and checked(s) == ["Sneak"]
    assert (s.inv().clues, s.inv().area) == (2, "administration")


def test_trustees_minutes_fail_lose_a_clue_and_shown_to_the_street(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=2)
    force(s, "sneak", -2, 0)
    s.encounter("miskatonic-u-6:administration")
    s.choose("accept")
    assert s.done() and checked(s) == ["Sneak"]
    assert (s.inv().clues, s.inv().area) == (1, "miskatonic-u-streets")
    assert not s.inv().delayed


@pytest.mark.parametrize(
    ("wing", "deck", "sanity", "stamina"),
    [("east", "spell", 2, 3), ("cellar", "unique", 3, 2)],
)
def test_night_stacks_each_wing_costs_and_gives(
    scenario: type[Scenario], wing: str, deck: str, sanity: int, stamina: int
) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    top = s.state.decks[deck][0]
    s.encounter("miskatonic-u-6:library")
    assert s.pending_ids() == ["east", "cellar", "leave"]
    s.choose(wing)
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(top)]
    assert (s.inv().sanity, s.inv().stamina) == (sanity, stamina)


def test_night_stacks_leave(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    s.encounter("miskatonic-u-6:library")
    s.choose("leave")
    assert s.done() and held(s) == []
    assert (s.inv().sanity, s.inv().stamina) == (3, 3)


def test_observatory_pass_a_clue_and_one_appears_at_the_woods(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    before = s.state.locations["woods"].clues
    force(s, "luck", -2, 1)
    s.encounter("miskatonic-u-6:science-building")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().clues == 1
    assert s.state.locations["woods"].clues == before + 1


def test_observatory_pass_an_investigator_in_the_woods_takes_the_clue(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0, others=("joe-diamond",))
    joe = s.state.investigators[1]
    joe.area, joe.clues = "woods", 0
    before = s.state.locations["woods"].clues
    force(s, "luck", -2, 1)
    s.encounter("miskatonic-u-6:science-building")
    assert s.done()
    assert (s.inv().clues, joe.clues) == (1, 1)
    assert s.state.locations["woods"].clues == before


def test_observatory_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    before = s.state.locations["woods"].clues
    zombie, gate, world = next_gate(s)
    force(s, "luck", -2, 0)
    s.encounter("miskatonic-u-6:science-building")
    assert s.done() and checked(s) == ["Luck"]
    assert_gate_opened(s, "science-building", zombie, gate, world)
    assert s.state.locations["woods"].clues == before


# ---------------------------------------------------------------- miskatonic-u-7


@pytest.mark.parametrize("passed", [True, False])
def test_examination_week_lore_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, investigator="jenny-barnes")  # no Skill-drawing power
    top = s.state.decks["skill"][0]
    force(s, "lore", 1, int(passed))
    s.encounter("miskatonic-u-7:administration")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 3


def test_fire_bell_leave_with_the_crowd(scenario: type[Scenario]) -> None:
    s = ready(scenario, stamina=3)
    s.encounter("miskatonic-u-7:library")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == [] and s.inv().stamina == 3


@pytest.mark.parametrize("passed", [True, False])
def test_fire_bell_slip_in_sneak_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["unique"][0]
    force(s, "sneak", -2, int(passed))
    s.encounter("miskatonic-u-7:library")
    s.choose("yes")
    assert s.done() and checked(s) == ["Sneak"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 2


def test_cold_room_pass_draws_a_unique_item_and_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    top = s.state.decks["unique"][0]
    force(s, "speed", -3, 1)
    s.encounter("miskatonic-u-7:science-building")
    assert s.done() and checked(s) == ["Speed"]
    assert held(s) == [card_of(top)] and s.inv().clues == 1


def test_cold_room_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "speed", -3, 0)
    s.encounter("miskatonic-u-7:science-building")
    evade_the_zombie(s, zombie)
    assert checked(s) == ["Speed", "Evade"]
    assert held(s) == [] and s.inv().clues == 0
