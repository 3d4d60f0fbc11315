"""Downtown location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine import effects
from arkham.engine.state import card_of
from tests.kit import Scenario, checked, force, held, only_monster, ready

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


# ---------------------------------------------------------------- downtown-3


@pytest.mark.parametrize("passed", [True, False])
def test_patients_gallery_will_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", -2, int(passed))
    s.encounter("downtown-3:asylum")
    assert s.done() and checked(s) == ["Will"]
    assert (s.inv().clues, s.inv().sanity) == ((2, 3) if passed else (0, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_unclaimed_box_gain_1_then_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["unique"][0]
    force(s, "luck", 0, int(passed))
    s.encounter("downtown-3:bank")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == 6
    assert held(s) == ([card_of(top)] if passed else [])


@pytest.mark.parametrize("passed", [True, False])
def test_soapbox_prophet_lore_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", -1, int(passed))
    s.encounter("downtown-3:independence-square")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().clues, s.inv().sanity) == ((2, 3) if passed else (0, 2))


# ---------------------------------------------------------------- downtown-4


def test_alienists_lecture_pass_draws_a_skill(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=3)
    first, second = s.state.decks["skill"][:2]  # Amanda draws one more Skill than told
    force(s, "lore", 0, 1)
    s.encounter("downtown-4:asylum")
    s.choose("pay")
    assert checked(s) == ["Lore"]
    s.choose(f"keep:{second}")
    assert s.done()
    assert held(s) == [card_of(second)]
    assert (s.inv().money, s.inv().sanity) == (3, 3)
    assert s.state.decks["skill"][-1] == first


def test_alienists_lecture_fail_gains_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=3)
    force(s, "lore", 0, 0)
    s.encounter("downtown-4:asylum")
    s.choose("pay")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == [] and (s.inv().money, s.inv().sanity) == (3, 4)


def test_alienists_lecture_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, sanity=3)
    s.encounter("downtown-4:asylum")
    s.choose("decline")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().sanity) == (5, 3)


@pytest.mark.parametrize("passed", [True, False])
def test_sure_thing_pay_3_luck_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", -1, int(passed))
    s.encounter("downtown-4:bank")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == (8 if passed else 2)


def test_sure_thing_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("downtown-4:bank")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


def test_seam_of_light_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "lore", -2, 1)
    s.encounter("downtown-4:independence-square")
    assert s.done() and checked(s) == ["Lore"]
    assert s.inv().clues == 1
    assert s.state.locations["independence-square"].gate is None and s.state.doom == 0


def test_seam_of_light_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "lore", -2, 0)
    s.encounter("downtown-4:independence-square")
    assert s.done() and checked(s) == ["Lore"]
    assert s.state.locations["independence-square"].gate == gate
    assert s.state.doom == 1
    assert s.state.monsters[zombie] == "independence-square"
    assert (s.inv().area, s.inv().delayed, s.inv().clues) == (f"{world}-1", True, 0)


# ---------------------------------------------------------------- downtown-5


def test_case_notes_read_gain_2_clues_lose_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    s.encounter("downtown-5:asylum")
    s.choose("yes")
    assert s.done()
    assert (s.inv().clues, s.inv().sanity) == (2, 2)


def test_case_notes_left_unread(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=3)
    s.encounter("downtown-5:asylum")
    s.choose("no")
    assert s.done()
    assert (s.inv().clues, s.inv().sanity) == (0, 3)


def test_hold_up_hand_over_the_wallet(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    s.encounter("downtown-5:bank")
    assert sorted(s.pending_ids()) == ["hero", "wallet"]
    s.choose("wallet")
    assert s.done() and checked(s) == []
    assert (s.inv().money, s.inv().stamina) == (2, 3) and held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_hold_up_be_a_hero_fight_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "fight", -2, int(passed))
    s.encounter("downtown-5:bank")
    s.choose("hero")
    assert s.done() and checked(s) == ["Fight"]
    assert s.inv().money == 5
    if passed:
        assert held(s) == ["retainer"] and s.inv().stamina == 3
    else:
        assert held(s) == [] and s.inv().stamina == 1


def test_band_concert_everyone_in_downtown_gains_1_sanity(scenario: type[Scenario]) -> None:
    s = scenario(["amanda-sharpe", "bob-jenkins", "jenny-barnes", "kate-winthrop"])
    amanda, bob, jenny, kate = (s.inv(i) for i in range(4))
    bob.area, jenny.area, kate.area = "downtown-streets", "bank", "newspaper"
    for inv in (amanda, bob, jenny, kate):
        inv.sanity = 1
    s.encounter("downtown-5:independence-square")
    assert s.done()
    assert [inv.sanity for inv in (amanda, bob, jenny, kate)] == [2, 2, 2, 1]


# ---------------------------------------------------------------- downtown-6


@pytest.mark.parametrize("passed", [True, False])
def test_loose_in_the_east_wing_sneak_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3, stamina=3)
    force(s, "sneak", -1, int(passed))
    s.encounter("downtown-6:asylum")
    assert s.done() and checked(s) == ["Sneak"]
    inv = s.inv()
    assert (inv.clues, inv.sanity, inv.stamina) == ((1, 3, 3) if passed else (0, 2, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_overdrawn_lore_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "lore", -1, int(passed))
    s.encounter("downtown-6:bank")
    assert s.done() and checked(s) == ["Lore"]
    assert (s.inv().money, s.inv().delayed) == ((7, False) if passed else (3, True))


def test_dropped_satchel_left_alone(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("downtown-6:independence-square")
    s.choose("no")
    assert s.done() and checked(s) == [] and held(s) == []


def test_dropped_satchel_open_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", 0, 1)
    s.encounter("downtown-6:independence-square")
    s.choose("yes")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and "monster-appeared" not in s.kinds()


def test_dropped_satchel_open_fail_a_monster_appears_and_is_fought(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    zombie = only_monster(s)
    force(s, "luck", 0, 0)
    s.encounter("downtown-6:independence-square")
    s.choose("yes")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "horror", -1, 1)
    s.choose("fight")
    force(s, "combat", -1, 1)
    s.choose("fight")
    assert s.done() and checked(s) == ["Luck", "Horror", "Combat"]
    assert s.inv().monster_trophies == [zombie] and held(s) == []


# ---------------------------------------------------------------- downtown-7


@pytest.mark.parametrize("passed", [True, False])
def test_mistaken_for_a_patient_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "will", -1, int(passed))
    s.encounter("downtown-7:asylum")
    assert s.done() and checked(s) == ["Will"]
    inv = s.inv()
    assert (inv.clues, inv.sanity, inv.delayed) == ((1, 3, False) if passed else (0, 4, True))


@pytest.mark.parametrize("passed", [True, False])
def test_deacons_blessing_will_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "will", 0, int(passed))
    s.encounter("downtown-7:bank")
    assert s.done() and checked(s) == ["Will"]
    if passed:
        assert held(s) == ["blessing"] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 6


def test_silent_streetcar_pass_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "speed", -1, 1)
    s.encounter("downtown-7:independence-square")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().clues, s.inv().area) == (1, "independence-square")


def test_silent_streetcar_fail_is_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "speed", -1, 0)
    s.encounter("downtown-7:independence-square")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().area, s.inv().delayed, s.inv().clues) == ("lost", True, 0)
    assert "lost-in-time-and-space" in s.kinds()
