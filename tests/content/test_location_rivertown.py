"""Rivertown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, only_monster, ready

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
