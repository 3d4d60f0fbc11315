"""Merchant District location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.kit import Scenario, checked, force, held, only_monster, ready

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


# ---------------------------------------------------------------- merchant-district-3


def test_ferryman_go_gains_a_clue_and_moves_to_the_unvisited_isle(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0)
    s.encounter("merchant-district-3:river-docks")
    s.choose("yes")
    assert s.done()
    assert (s.inv().clues, s.inv().area) == (1, "unvisited-isle")
    assert "moved" in s.kinds()


def test_ferryman_stay(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    s.encounter("merchant-district-3:river-docks")
    s.choose("no")
    assert s.done()
    assert (s.inv().clues, s.inv().area) == (0, "river-docks")


def test_portrait_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "will", -1, 1)
    s.encounter("merchant-district-3:unnamable")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().clues == 1 and "monster-appeared" not in s.kinds()


def test_portrait_fail_a_monster_appears_and_is_fought(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=3)
    zombie = only_monster(s)
    force(s, "will", -1, 0)
    s.encounter("merchant-district-3:unnamable")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "horror", -1, 0)  # failed: 1 Sanity
    s.choose("fight")
    force(s, "combat", -1, 1)
    s.choose("fight")
    assert s.done() and checked(s) == ["Will", "Horror", "Combat"]
    assert s.inv().monster_trophies == [zombie]
    assert (s.inv().clues, s.inv().sanity) == (0, 2)


def test_hermits_word_pay_1_sanity_draw_2_spells_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    first, second = s.state.decks["spell"][:2]
    s.encounter("merchant-district-3:unvisited-isle")
    s.choose("pay")
    s.choose(f"keep:{second}")
    assert s.done()
    assert held(s) == [card_of(second)] and s.inv().sanity == 2
    assert s.state.decks["spell"][-1] == first


def test_hermits_word_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    s.encounter("merchant-district-3:unvisited-isle")
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().sanity == 3


def test_hermits_word_needs_more_than_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=1)
    s.encounter("merchant-district-3:unvisited-isle")
    assert next(c for c in s.game.pending().choices if c.id == "pay").disabled


# ---------------------------------------------------------------- merchant-district-4


@pytest.mark.parametrize("passed", [True, False])
def test_tally_clerk_lore_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, sanity=3)
    force(s, "lore", 0, int(passed))
    s.encounter("merchant-district-4:river-docks")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().money, s.inv().sanity) == ((8, 3) if passed else (5, 2))


def test_locked_room_leave_it(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("merchant-district-4:unnamable")
    s.choose("no")
    assert s.done() and checked(s) == [] and held(s) == []


def test_locked_room_force_pass_draws_a_unique_item_and_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    top = s.state.decks["unique"][0]
    force(s, "fight", -1, 1)
    s.encounter("merchant-district-4:unnamable")
    s.choose("yes")
    assert s.done() and checked(s) == ["Fight"]
    assert held(s) == [card_of(top)] and s.inv().clues == 1
    assert s.state.locations["unnamable"].gate is None


def test_locked_room_force_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "fight", -1, 0)
    s.encounter("merchant-district-4:unnamable")
    s.choose("yes")
    assert s.done() and checked(s) == ["Fight"]
    assert s.state.locations["unnamable"].gate == gate and s.state.doom == 1
    assert s.state.monsters[zombie] == "unnamable"
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True)


def test_fog_bank_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 1)
    s.encounter("merchant-district-4:unvisited-isle")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().clues, s.inv().area) == (1, "unvisited-isle")


def test_fog_bank_fail_is_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 0)
    s.encounter("merchant-district-4:unvisited-isle")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().area, s.inv().delayed) == ("lost", True)
    assert "lost-in-time-and-space" in s.kinds()


# ---------------------------------------------------------------- merchant-district-5


def test_sea_chest_pay_3_draw_2_common_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    first, second = s.state.decks["common"][:2]
    s.encounter("merchant-district-5:river-docks")
    s.choose("pay")
    s.choose(f"keep:{first}")
    assert s.done()
    assert held(s) == [card_of(first)] and s.inv().money == 2
    assert s.state.decks["common"][-1] == second


def test_sea_chest_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("merchant-district-5:river-docks")
    s.choose("decline")
    assert s.done() and held(s) == [] and s.inv().money == 5


@pytest.mark.parametrize("successes", [1, 2])
def test_whispers_in_the_walls_pass_gains_a_clue_per_success(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", -2, successes)
    s.encounter("merchant-district-5:unnamable")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().clues, s.inv().sanity) == (successes, 3)


def test_whispers_in_the_walls_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", -2, 0)
    s.encounter("merchant-district-5:unnamable")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().clues, s.inv().sanity) == (0, 2)


def test_drowned_idol_leave_it(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("merchant-district-5:unvisited-isle")
    s.choose("no")
    assert s.done() and checked(s) == [] and held(s) == []


def test_drowned_idol_study_pass_draws_a_spell_and_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    top = s.state.decks["spell"][0]
    force(s, "lore", -3, 1)
    s.encounter("merchant-district-5:unvisited-isle")
    s.choose("yes")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(top)] and s.inv().clues == 1


def test_drowned_idol_study_fail_a_monster_appears_and_is_evaded(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0, stamina=3)
    zombie = only_monster(s)
    force(s, "lore", -3, 0)
    s.encounter("merchant-district-5:unvisited-isle")
    s.choose("yes")
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Lore", "Evade"]
    assert s.state.monsters[zombie] == "cup" and held(s) == []


# ---------------------------------------------------------------- merchant-district-6


@pytest.mark.parametrize("passed", [True, False])
def test_night_watch_stand_watch_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, sanity=3)
    force(s, "will", -1, int(passed))
    s.encounter("merchant-district-6:river-docks")
    s.choose("yes")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().money, s.inv().sanity) == ((9, 3) if passed else (5, 1))


def test_night_watch_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=3)
    s.encounter("merchant-district-6:river-docks")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().sanity) == (5, 3)


@pytest.mark.parametrize("passed", [True, False])
def test_diary_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "luck", -1, int(passed))
    s.encounter("merchant-district-6:unnamable")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)]
        assert (s.inv().sanity, s.inv().delayed) == (3, False)
    else:
        assert held(s) == []
        assert (s.inv().sanity, s.inv().delayed) == (2, True)


@pytest.mark.parametrize("passed", [True, False])
def test_rising_tide_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, stamina=3)
    force(s, "speed", -1, int(passed))
    s.encounter("merchant-district-6:unvisited-isle")
    assert s.done() and checked(s) == ["Speed"]
    inv = s.inv()
    assert (inv.clues, inv.stamina, inv.delayed) == ((1, 3, False) if passed else (0, 2, True))


# ---------------------------------------------------------------- merchant-district-7


@pytest.mark.parametrize("passed", [True, False])
def test_overboard_speed_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    top = s.state.decks["common"][0]
    force(s, "speed", 0, int(passed))
    s.encounter("merchant-district-7:river-docks")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)]
        assert (s.inv().money, s.inv().stamina) == (7, 3)
    else:
        assert held(s) == []
        assert (s.inv().money, s.inv().stamina) == (5, 2)


@pytest.mark.parametrize("passed", [True, False])
def test_footsteps_sneak_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=3)
    force(s, "sneak", -2, int(passed))
    s.encounter("merchant-district-7:unnamable")
    assert s.done() and checked(s) == ["Sneak"]
    inv = s.inv()
    assert (inv.clues, inv.sanity, inv.stamina) == ((2, 3, 3) if passed else (0, 2, 2))


def test_bonfire_on_the_beach_pass_needs_2_successes(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    top = s.state.decks["spell"][0]
    force(s, "sneak", 1, 2)
    s.encounter("merchant-district-7:unvisited-isle")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == [card_of(top)] and s.inv().clues == 1
    assert "monster-appeared" not in s.kinds()


def test_bonfire_on_the_beach_one_success_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", 1, 1)
    s.encounter("merchant-district-7:unvisited-isle")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "horror", -1, 1)
    s.choose("fight")
    force(s, "combat", -1, 1)
    s.choose("fight")
    assert s.done() and checked(s) == ["Sneak", "Horror", "Combat"]
    assert s.inv().monster_trophies == [zombie]
    assert held(s) == [] and s.inv().clues == 0
