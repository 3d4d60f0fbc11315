"""Rivertown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.kit import Scenario, checked, force, held, only_monster, ready

# ---------------------------------------------------------------- rivertown-1


def test_something_in_the_dark_pass_draws_a_common_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    force(s, "sneak", -1, 1)
    s.encounter("rivertown-1:black-cave")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == [card_of(top)]
    assert "monster-appeared" not in s.kinds()


def test_something_in_the_dark_fail_a_monster_appears_and_is_fought(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", -1, 0)
    s.encounter("rivertown-1:black-cave")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "horror", -1, 1)  # Zombie: Horror −1
    s.choose("fight")
    force(s, "combat", -1, 1)  # Zombie: Combat −1, toughness 1
    s.choose("fight")
    assert s.done() and checked(s) == ["Sneak", "Horror", "Combat"]
    assert held(s) == []
    assert s.inv().monster_trophies == [zombie]
    assert (s.inv().sanity, s.inv().stamina) == (3, 3)


def test_hauling_sacks_pay_1_stamina_gain_2(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    s.encounter("rivertown-1:general-store")
    s.choose("pay")
    assert s.done()
    assert (s.inv().money, s.inv().stamina) == (7, 2)


def test_hauling_sacks_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    s.encounter("rivertown-1:general-store")
    s.choose("decline")
    assert s.done()
    assert (s.inv().money, s.inv().stamina) == (5, 3)


def test_hauling_sacks_needs_more_than_1_stamina(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=1)
    s.encounter("rivertown-1:general-store")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled
    s.choose("decline")
    assert s.done() and s.inv().stamina == 1


@pytest.mark.parametrize("passed", [True, False])
def test_open_grave_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "luck", -1, int(passed))
    s.encounter("rivertown-1:graveyard")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


# ---------------------------------------------------------------- rivertown-2


def test_painted_walls_pass_draws_2_spells_keeps_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    first, second = s.state.decks["spell"][:2]
    force(s, "lore", -3, 1)
    s.encounter("rivertown-2:black-cave")
    assert checked(s) == ["Lore"]
    s.choose(f"keep:{first}")
    assert s.done()
    assert held(s) == [card_of(first)] and s.inv().sanity == 3
    assert s.state.decks["spell"][-1] == second


def test_painted_walls_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    force(s, "lore", -3, 0)
    s.encounter("rivertown-2:black-cave")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and s.inv().sanity == 2


@pytest.mark.parametrize("passed", [True, False])
def test_stocktaking_speed_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", 1, int(passed))
    s.encounter("rivertown-2:general-store")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == ((7, 3) if passed else (5, 2))


def test_restless_dead_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "fight", -2, 1)
    s.encounter("rivertown-2:graveyard")
    assert s.done() and checked(s) == ["Fight"]
    assert s.inv().clues == 2
    assert "monster-appeared" not in s.kinds()


def test_restless_dead_fail_a_monster_appears_and_evading_fails(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=4)
    zombie = only_monster(s)
    force(s, "fight", -2, 0)
    s.encounter("rivertown-2:graveyard")
    force(s, "evade", 1, 0)  # failed: 2 Stamina and the combat begins
    force(s, "horror", -1, 0)  # failed: 1 Sanity
    s.choose("evade")
    force(s, "combat", -1, 1)
    s.choose("fight")
    assert s.done() and checked(s) == ["Fight", "Evade", "Horror", "Combat"]
    assert s.inv().monster_trophies == [zombie]
    assert (s.inv().clues, s.inv().sanity, s.inv().stamina) == (0, 2, 2)


# ---------------------------------------------------------------- rivertown-3


@pytest.mark.parametrize("passed", [True, False])
def test_bats_speed_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["common"][0]
    force(s, "speed", 0, int(passed))
    s.encounter("rivertown-3:black-cave")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 2


@pytest.mark.parametrize("passed", [True, False])
def test_bargain_barrel_pay_1_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "luck", -1, int(passed))
    s.encounter("rivertown-3:general-store")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == 4
    assert held(s) == ([card_of(top)] if passed else [])


def test_bargain_barrel_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("rivertown-3:general-store")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


def test_sexton_pay_2_gain_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0)
    s.encounter("rivertown-3:graveyard")
    s.choose("pay")
    assert s.done()
    assert (s.inv().money, s.inv().clues) == (3, 2)


def test_sexton_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, clues=0)
    s.encounter("rivertown-3:graveyard")
    s.choose("decline")
    assert s.done()
    assert (s.inv().money, s.inv().clues) == (5, 0)


# ---------------------------------------------------------------- rivertown-4


def test_altar_stone_take_the_coins_gain_3_and_cursed(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("rivertown-4:black-cave")
    s.choose("yes")
    assert s.done()
    assert s.inv().money == 8 and held(s) == ["curse"]


def test_altar_stone_leave_the_coins(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("rivertown-4:black-cave")
    s.choose("no")
    assert s.done()
    assert s.inv().money == 5 and held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_stop_thief_fight_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["common"][0]
    force(s, "fight", 0, int(passed))
    s.encounter("rivertown-4:general-store")
    assert s.done() and checked(s) == ["Fight"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 2


@pytest.mark.parametrize("passed", [True, False])
def test_grave_robbers_sneak_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, stamina=3)
    top = s.state.decks["unique"][0]
    force(s, "sneak", -1, int(passed))
    s.encounter("rivertown-4:graveyard")
    assert s.done() and checked(s) == ["Sneak"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 1


# ---------------------------------------------------------------- rivertown-5


def test_draught_stay(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("rivertown-5:black-cave")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert s.inv().area == "black-cave" and held(s) == []


def test_draught_squeeze_pass_moves_to_the_river_docks_with_a_common_item(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    force(s, "luck", -1, 1)
    s.encounter("rivertown-5:black-cave")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().area == "river-docks" and held(s) == [card_of(top)]


def test_draught_squeeze_fail_is_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "luck", -1, 0)
    s.encounter("rivertown-5:black-cave")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().area, s.inv().delayed) == ("lost", True) and held(s) == []
    assert "lost-in-time-and-space" in s.kinds()


@pytest.mark.parametrize("passed", [True, False])
def test_cracker_barrel_talk_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", 0, int(passed))
    s.encounter("rivertown-5:general-store")
    assert s.done() and checked(s) == ["Luck"]
    assert (s.inv().clues, s.inv().delayed) == ((1, False) if passed else (0, True))


def test_mausoleum_door_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "will", -2, 1)
    s.encounter("rivertown-5:graveyard")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().clues == 2 and s.state.locations["graveyard"].gate is None


def test_mausoleum_door_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "will", -2, 0)
    s.encounter("rivertown-5:graveyard")
    assert s.done() and checked(s) == ["Will"]
    assert s.state.locations["graveyard"].gate == gate and s.state.doom == 1
    assert s.state.monsters[zombie] == "graveyard"
    assert (s.inv().area, s.inv().delayed, s.inv().clues) == (f"{world}-1", True, 0)


# ---------------------------------------------------------------- rivertown-6


def test_still_pool_pass_draws_a_spell(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    force(s, "lore", -2, 1)
    s.encounter("rivertown-6:black-cave")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [card_of(top)] and s.state.locations["black-cave"].gate is None


def test_still_pool_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "lore", -2, 0)
    s.encounter("rivertown-6:black-cave")
    assert s.done() and checked(s) == ["Lore"]
    assert s.state.locations["black-cave"].gate == gate and s.state.doom == 1
    assert s.state.monsters[zombie] == "black-cave"
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True) and held(s) == []


def test_farm_order_deliver_moves_to_the_graveyard_and_gains_3(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("rivertown-6:general-store")
    s.choose("yes")
    assert s.done()
    assert (s.inv().area, s.inv().money) == ("graveyard", 8)
    assert "moved" in s.kinds()


def test_farm_order_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("rivertown-6:general-store")
    s.choose("no")
    assert s.done()
    assert (s.inv().area, s.inv().money) == ("general-store", 5)


@pytest.mark.parametrize("successes", [2, 1])
def test_midnight_rite_fight_plus_0_needs_2_successes(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, clues=0)
    force(s, "fight", 0, successes)
    s.encounter("rivertown-6:graveyard")
    assert s.done() and checked(s) == ["Fight"]
    if successes == 2:
        assert held(s) == ["blessing"] and s.inv().clues == 1 and s.state.doom == 0
    else:
        assert held(s) == [] and s.inv().clues == 0 and s.state.doom == 1
        assert "doom-changed" in s.kinds()


# ---------------------------------------------------------------- rivertown-7


def test_something_breathing_take_the_lantern(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    s.encounter("rivertown-7:black-cave")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(top)]


def test_something_breathing_creep_in_pass_draws_a_spell(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    force(s, "sneak", -2, 1)
    s.encounter("rivertown-7:black-cave")
    s.choose("yes")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == [card_of(top)]


def test_something_breathing_creep_in_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", -2, 0)
    s.encounter("rivertown-7:black-cave")
    s.choose("yes")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Sneak", "Evade"]
    assert held(s) == [] and s.state.monsters[zombie] == "cup"


@pytest.mark.parametrize("passed", [True, False])
def test_swollen_tins_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, sanity=3)
    force(s, "will", -1, int(passed))
    s.encounter("rivertown-7:general-store")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().money, s.inv().sanity) == ((8, 3) if passed else (5, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_fresh_lilies_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", -1, int(passed))
    s.encounter("rivertown-7:graveyard")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == ([card_of(top)] if passed else ["curse"])
