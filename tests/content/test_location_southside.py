"""Southside location encounters: every branch of every entry, with forced dice."""

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


# ---------------------------------------------------------------- southside-3


def test_painted_over_portrait_pass_draws_a_spell(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    force(s, "luck", -1, 1)
    s.encounter("southside-3:historical-society")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and "monster-appeared" not in s.kinds()


def test_painted_over_portrait_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "luck", -1, 0)
    s.encounter("southside-3:historical-society")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Luck", "Evade"]
    assert held(s) == [] and s.state.monsters[zombie] == "cup"


def test_covered_plates_every_investigator_in_southside_gains_1_stamina(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, stamina=3, others=("joe-diamond", "michael-mcglen", "monterey-jack"))
    joe, michael, monterey = s.state.investigators[1:]
    joe.area, michael.area, monterey.area = "southside-streets", "south-church", "uptown-streets"
    for other in (joe, michael, monterey):
        other.stamina = 2
    s.encounter("southside-3:mas-boarding-house")
    assert s.done() and checked(s) == []
    assert [i.stamina for i in s.state.investigators] == [4, 3, 3, 2]


def test_covered_plates_never_above_the_maximum(scenario: type[Scenario]) -> None:
    s = ready(scenario, stamina=5)
    s.encounter("southside-3:mas-boarding-house")
    assert s.done() and s.inv().stamina == 5


@pytest.mark.parametrize("passed", [True, False])
def test_evensong_gain_1_sanity_then_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=2)
    force(s, "will", -1, int(passed))
    s.encounter("southside-3:south-church")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().sanity == 3
    assert held(s) == (["blessing"] if passed else [])


# ---------------------------------------------------------------- southside-4


def test_thursday_lecture_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("southside-4:historical-society")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


@pytest.mark.parametrize("passed", [True, False])
def test_thursday_lecture_pay_1_dollar_then_speed_plus_1(
    scenario: type[Scenario], passed: bool
) -> None:
    s = ready(scenario, money=5, investigator="jenny-barnes")  # no Skill-drawing power
    top = s.state.decks["skill"][0]
    force(s, "speed", 1, int(passed))
    s.encounter("southside-4:historical-society")
    s.choose("pay")
    assert s.done() and checked(s) == ["Speed"]
    assert s.inv().money == 4
    if passed:
        assert held(s) == [card_of(top)] and not s.inv().delayed
    else:
        assert held(s) == [] and s.inv().delayed


def test_whist_table_two_successes_draw_an_ally(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["ally"][0]
    force(s, "luck", -1, 2)
    s.encounter("southside-4:mas-boarding-house")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 5


@pytest.mark.parametrize("successes", [1, 0])
def test_whist_table_fewer_than_two_successes_lose_2_dollars(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", -1, successes)
    s.encounter("southside-4:mas-boarding-house")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [] and s.inv().money == 3


@pytest.mark.parametrize("passed", [True, False])
def test_sextons_story_will_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", -2, int(passed))
    s.encounter("southside-4:south-church")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().sanity, s.inv().clues) == ((5, 1) if passed else (2, 0))


# ---------------------------------------------------------------- southside-5


def test_depositions_pass_a_spell_and_a_clue_appears_at_the_witch_house(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    before = s.state.locations["witch-house"].clues
    force(s, "lore", -2, 1)
    s.encounter("southside-5:historical-society")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(top)]
    assert s.state.locations["witch-house"].clues == before + 1


def test_depositions_no_clue_appears_where_a_gate_is_open(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.state.locations["witch-house"].gate = s.state.gate_stack.pop(0)
    before = s.state.locations["witch-house"].clues
    force(s, "lore", -2, 1)
    s.encounter("southside-5:historical-society")
    assert s.done()
    assert s.state.locations["witch-house"].clues == before


def test_depositions_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie, gate, world = next_gate(s)
    force(s, "lore", -2, 0)
    s.encounter("southside-5:historical-society")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == []
    assert_gate_opened(s, "historical-society", zombie, gate, world)


def test_sickroom_pay_1_stamina_draw_an_ally(scenario: type[Scenario]) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["ally"][0]
    s.encounter("southside-5:mas-boarding-house")
    s.choose("pay")
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(top)] and s.inv().stamina == 2


@pytest.mark.parametrize(("stamina", "can_pay"), [(3, True), (1, False)])
def test_sickroom_decline_or_too_weak_to_sit_up(
    scenario: type[Scenario], stamina: int, can_pay: bool
) -> None:
    s = ready(scenario, stamina=stamina)
    s.encounter("southside-5:mas-boarding-house")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == can_pay
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().stamina == stamina


def test_night_vigil_go_home(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    s.state.doom = 2
    s.encounter("southside-5:south-church")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert (s.state.doom, s.inv().sanity) == (2, 3)


def test_night_vigil_two_successes_remove_a_doom_token(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    s.state.doom = 2
    force(s, "will", -1, 2)
    s.encounter("southside-5:south-church")
    s.choose("yes")
    assert s.done() and checked(s) == ["Will"]
    assert (s.state.doom, s.inv().sanity) == (1, 3)


@pytest.mark.parametrize("successes", [1, 0])
def test_night_vigil_fewer_than_two_successes_lose_1_sanity(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, sanity=3)
    s.state.doom = 2
    force(s, "will", -1, successes)
    s.encounter("southside-5:south-church")
    s.choose("yes")
    assert s.done() and checked(s) == ["Will"]
    assert (s.state.doom, s.inv().sanity) == (2, 2)


# ---------------------------------------------------------------- southside-6


@pytest.mark.parametrize("passed", [True, False])
def test_sampler_lore_minus_3(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3, investigator="jenny-barnes")  # no Skill-drawing power
    spell, skill = s.state.decks["spell"][0], s.state.decks["skill"][0]
    force(s, "lore", -3, int(passed))
    s.encounter("southside-6:historical-society")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(spell), card_of(skill)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


@pytest.mark.parametrize("passed", [True, False])
def test_mas_remedy_sneak_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=2)
    force(s, "sneak", 1, int(passed))
    s.encounter("southside-6:mas-boarding-house")
    assert s.done() and checked(s) == ["Sneak"]
    assert (s.inv().stamina, s.inv().delayed) == ((3, False) if passed else (4, True))


@pytest.mark.parametrize("passed", [True, False])
def test_stranger_in_the_pew_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    force(s, "luck", -1, int(passed))
    s.encounter("southside-6:south-church")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == ["blessing"] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


# ---------------------------------------------------------------- southside-7


def test_road_on_the_old_map_pass_draws_a_skill(scenario: type[Scenario]) -> None:
    s = ready(scenario, investigator="jenny-barnes")  # no Skill-drawing power
    top = s.state.decks["skill"][0]
    force(s, "speed", -2, 1)
    s.encounter("southside-7:historical-society")
    assert s.done() and checked(s) == ["Speed"]
    assert held(s) == [card_of(top)] and s.inv().area == "historical-society"


def test_road_on_the_old_map_fail_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "speed", -2, 0)
    s.encounter("southside-7:historical-society")
    assert s.done() and checked(s) == ["Speed"]
    assert held(s) == []
    assert (s.inv().area, s.inv().delayed) == ("lost", True)


@pytest.mark.parametrize("passed", [True, False])
def test_words_on_the_landing_fight_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["ally"][0]
    force(s, "fight", -2, int(passed))
    s.encounter("southside-7:mas-boarding-house")
    assert s.done() and checked(s) == ["Fight"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 1


@pytest.mark.parametrize("passed", [True, False])
def test_bell_rope_fight_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    force(s, "fight", 1, int(passed))
    s.encounter("southside-7:south-church")
    assert s.done() and checked(s) == ["Fight"]
    assert (s.inv().sanity, s.inv().stamina) == ((5, 3) if passed else (3, 2))
