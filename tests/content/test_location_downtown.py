"""Downtown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine import effects
from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, only_monster, ready

# ---------------------------------------------------------------- downtown-1


@pytest.mark.parametrize("successes", [1, 2, 3])
def test_patient_in_room_9_pass_gains_a_clue_per_success(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", -1, successes)
    s.encounter("downtown-1:asylum")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().clues, s.inv().sanity) == (successes, 3)


def test_patient_in_room_9_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", -1, 0)
    s.encounter("downtown-1:asylum")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().clues, s.inv().sanity) == (0, 2)


def test_orphans_fund_pay_3_to_be_blessed(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("downtown-1:bank")
    s.choose("pay")
    assert s.done()
    assert s.inv().money == 2 and held(s) == ["blessing"]


def test_orphans_fund_lifts_a_curse_instead(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.run(lambda: effects.curse(s.game, s.inv()))
    assert held(s) == ["curse"]
    s.encounter("downtown-1:bank")
    s.choose("pay")
    assert s.done()
    assert s.inv().money == 2 and held(s) == []


def test_orphans_fund_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("downtown-1:bank")
    s.choose("decline")
    assert s.done()
    assert s.inv().money == 5 and held(s) == []


def test_founders_shadow_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "will", -1, 1)
    s.encounter("downtown-1:independence-square")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().clues == 1
    assert "monster-appeared" not in s.kinds()


def test_founders_shadow_fail_a_monster_appears_and_is_evaded(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, stamina=3)
    zombie = only_monster(s)
    force(s, "will", -1, 0)
    s.encounter("downtown-1:independence-square")
    assert s.game.pending().kind == "combat"
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Will", "Evade"]
    assert "evaded" in s.kinds()
    assert s.state.monsters[zombie] == "cup"
    assert (s.inv().clues, s.inv().stamina, s.inv().area) == (0, 3, "independence-square")


# ---------------------------------------------------------------- downtown-2


@pytest.mark.parametrize("passed", [True, False])
def test_quiet_hours_will_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=2)
    force(s, "will", 1, int(passed))
    s.encounter("downtown-2:asylum")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().sanity == (4 if passed else 1)


def test_quiet_hours_gain_stops_at_maximum_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=4)
    force(s, "will", 1, 1)
    s.encounter("downtown-2:asylum")
    assert s.done() and s.inv().sanity == 5


@pytest.mark.parametrize("passed", [True, False])
def test_clerical_error_lore_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "lore", 1, int(passed))
    s.encounter("downtown-2:bank")
    assert s.done() and checked(s) == ["Lore"]
    assert s.inv().money == (8 if passed else 3)


@pytest.mark.parametrize("passed", [True, False])
def test_pickpocket_speed_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["unique"][0]
    force(s, "speed", -2, int(passed))
    s.encounter("downtown-2:independence-square")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 3
