"""Northside location encounters: every branch of every entry, with forced dice."""

from __future__ import annotations

import pytest

from arkham.engine import effects
from arkham.engine.state import card_of
from tests.kit import Scenario, checked, force, held, ready

# ---------------------------------------------------------------- northside-1


def test_unmarked_crate_pay_4_draw_2_unique_keep_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    first, second = s.state.decks["unique"][:2]
    s.encounter("northside-1:curiositie-shoppe")
    s.choose("pay")
    assert sorted(s.pending_ids()) == sorted([f"keep:{first}", f"keep:{second}"])
    s.choose(f"keep:{second}")
    assert s.done()
    assert s.inv().money == 1
    assert held(s) == [card_of(second)]
    assert s.state.decks["unique"][-1] == first


def test_unmarked_crate_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    before = list(s.state.decks["unique"])
    s.encounter("northside-1:curiositie-shoppe")
    s.choose("decline")
    assert s.done()
    assert s.inv().money == 5 and held(s) == []
    assert s.state.decks["unique"] == before


def test_unmarked_crate_cannot_be_paid_for_with_3(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=3)
    s.encounter("northside-1:curiositie-shoppe")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled
    s.choose("decline")
    assert s.done() and s.inv().money == 3


@pytest.mark.parametrize("passed", [True, False])
def test_running_copy_speed_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "speed", -1, int(passed))
    s.encounter("northside-1:newspaper")
    assert s.done() and checked(s) == ["Speed"]
    assert (s.inv().money, s.inv().stamina) == ((8, 3) if passed else (5, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_unclaimed_baggage_luck_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "luck", 0, int(passed))
    s.encounter("northside-1:train-station")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 4


# ---------------------------------------------------------------- northside-2


@pytest.mark.parametrize("passed", [True, False])
def test_proprietors_riddle_lore_minus_2(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "lore", -2, int(passed))
    s.encounter("northside-2:curiositie-shoppe")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


def test_editors_payroll_pass_takes_a_retainer(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 1)
    s.encounter("northside-2:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == ["retainer"] and s.inv().clues == 0


def test_editors_payroll_fail_gains_a_clue(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 0)
    s.encounter("northside-2:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [] and s.inv().clues == 1


@pytest.mark.parametrize("passed", [True, False])
def test_conductors_warning_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "will", -1, int(passed))
    s.encounter("northside-2:train-station")
    assert s.done() and checked(s) == ["Will"]
    inv = s.inv()
    if passed:
        assert held(s) == [card_of(top)]
        assert (inv.sanity, inv.delayed) == (3, False)
    else:
        assert held(s) == []
        assert (inv.sanity, inv.delayed) == (2, True)


# ---------------------------------------------------------------- northside-3


@pytest.mark.parametrize(("passed", "count"), [(True, 2), (False, 1)])
def test_estate_lot_pay_2_luck_plus_0(scenario: type[Scenario], passed: bool, count: int) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][:count]
    force(s, "luck", 0, int(passed))
    s.encounter("northside-3:curiositie-shoppe")
    s.choose("pay")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().money == 3
    assert held(s) == [card_of(h) for h in top]


def test_estate_lot_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("northside-3:curiositie-shoppe")
    s.choose("decline")
    assert s.done() and checked(s) == []
    assert s.inv().money == 5 and held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_letters_page_lore_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5, clues=0, sanity=3)
    force(s, "lore", 0, int(passed))
    s.encounter("northside-3:newspaper")
    assert s.done() and checked(s) == ["Lore"]
    inv = s.inv()
    assert (inv.money, inv.clues, inv.sanity) == ((7, 1, 3) if passed else (5, 0, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_strangers_trunk_open_will_minus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "will", -1, int(passed))
    s.encounter("northside-3:train-station")
    s.choose("yes")
    assert s.done() and checked(s) == ["Will"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 1


def test_strangers_trunk_left_shut(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    s.encounter("northside-3:train-station")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == [] and s.inv().sanity == 3


# ---------------------------------------------------------------- northside-4


def test_proprietors_ledger_sign_draws_a_unique_item_and_curses(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    s.encounter("northside-4:curiositie-shoppe")
    s.choose("yes")
    assert s.done()
    assert held(s) == [card_of(top), "curse"]


def test_proprietors_ledger_signing_while_blessed_only_lifts_the_blessing(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario)
    s.run(lambda: effects.bless(s.game, s.inv()))
    top = s.state.decks["unique"][0]
    s.encounter("northside-4:curiositie-shoppe")
    s.choose("yes")
    assert s.done()
    assert held(s) == [card_of(top)]


def test_proprietors_ledger_refuse(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.encounter("northside-4:curiositie-shoppe")
    s.choose("no")
    assert s.done() and held(s) == []


def test_readers_write_in_gain_2_and_a_clue_appears_at_the_graveyard(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5, clues=0)
    before = s.state.locations["graveyard"].clues
    s.encounter("northside-4:newspaper")
    assert s.done()
    assert (s.inv().money, s.inv().clues) == (7, 0)
    assert s.state.locations["graveyard"].clues == before + 1
    assert "clue-placed" in s.kinds()


def test_readers_write_in_no_clue_while_a_gate_is_open_at_the_graveyard(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5)
    s.state.locations["graveyard"].gate = s.state.gate_stack.pop()
    s.state.locations["graveyard"].clues = 0
    s.encounter("northside-4:newspaper")
    assert s.done()
    assert s.inv().money == 7 and s.state.locations["graveyard"].clues == 0


def test_readers_write_in_an_investigator_at_the_graveyard_takes_the_clue(
    scenario: type[Scenario],
) -> None:
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    other = s.inv(1)
    other.area, other.clues = "graveyard", 0
    before = s.state.locations["graveyard"].clues
    s.encounter("northside-4:newspaper")
    assert s.done()
    assert other.clues == 1 and s.state.locations["graveyard"].clues == before


def test_fellow_traveller_pass_draws_an_ally(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["ally"][0]
    force(s, "luck", -2, 1)
    s.encounter("northside-4:train-station")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)] and s.inv().money == 5


def test_fellow_traveller_fail_gains_1(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    force(s, "luck", -2, 0)
    s.encounter("northside-4:train-station")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [] and s.inv().money == 6


# ---------------------------------------------------------------- northside-5


@pytest.mark.parametrize("successes", [2, 1, 0])
def test_rival_collector_will_plus_1_needs_2_successes(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["unique"][0]
    force(s, "will", 1, successes)
    s.encounter("northside-5:curiositie-shoppe")
    assert s.done() and checked(s) == ["Will"]
    if successes == 2:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 3


@pytest.mark.parametrize("successes", [2, 1])
def test_stop_the_presses_speed_plus_0_needs_2_successes(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, money=5, clues=0, stamina=3)
    force(s, "speed", 0, successes)
    s.encounter("northside-5:newspaper")
    assert s.done() and checked(s) == ["Speed"]
    inv = s.inv()
    assert (inv.money, inv.clues, inv.stamina) == ((8, 1, 3) if successes == 2 else (5, 0, 2))


@pytest.mark.parametrize("passed", [True, False])
def test_stranded_passengers_luck_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    force(s, "luck", 1, int(passed))
    s.encounter("northside-5:train-station")
    assert s.done() and checked(s) == ["Luck"]
    if passed:
        assert held(s) == [card_of(top)] and not s.inv().delayed
    else:
        assert held(s) == [] and s.inv().delayed


# ---------------------------------------------------------------- northside-6


def test_clockwork_songbird_take_a_trinket(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["common"][0]
    s.encounter("northside-6:curiositie-shoppe")
    assert sorted(s.pending_ids()) == ["bird", "trinket"]
    s.choose("trinket")
    assert s.done() and checked(s) == []
    assert held(s) == [card_of(top)]


@pytest.mark.parametrize("passed", [True, False])
def test_clockwork_songbird_explain_the_bird_lore_minus_2(
    scenario: type[Scenario], passed: bool
) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    force(s, "lore", -2, int(passed))
    s.encounter("northside-6:curiositie-shoppe")
    s.choose("bird")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().sanity == 3
    else:
        assert held(s) == [] and s.inv().sanity == 2


@pytest.mark.parametrize("successes", [1, 2])
def test_morgue_pass_gains_a_clue_per_success(scenario: type[Scenario], successes: int) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, successes)
    s.encounter("northside-6:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().clues == successes and not s.inv().delayed


def test_morgue_fail_delays(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "luck", -1, 0)
    s.encounter("northside-6:newspaper")
    assert s.done() and checked(s) == ["Luck"]
    assert s.inv().clues == 0 and s.inv().delayed


def test_night_mail_open_draws_a_unique_item_for_1_sanity(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    top = s.state.decks["unique"][0]
    s.encounter("northside-6:train-station")
    s.choose("yes")
    assert s.done()
    assert held(s) == [card_of(top)] and s.inv().sanity == 2


def test_night_mail_left_unopened(scenario: type[Scenario]) -> None:
    s = ready(scenario, sanity=3)
    s.encounter("northside-6:train-station")
    s.choose("no")
    assert s.done()
    assert held(s) == [] and s.inv().sanity == 3


# ---------------------------------------------------------------- northside-7


@pytest.mark.parametrize("passed", [True, False])
def test_falling_jars_speed_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    top = s.state.decks["common"][0]
    force(s, "speed", 1, int(passed))
    s.encounter("northside-7:curiositie-shoppe")
    assert s.done() and checked(s) == ["Speed"]
    if passed:
        assert held(s) == [card_of(top)] and s.inv().money == 5
    else:
        assert held(s) == [] and s.inv().money == 3


@pytest.mark.parametrize("passed", [True, False])
def test_threat_of_libel_will_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, money=5)
    force(s, "will", 0, int(passed))
    s.encounter("northside-7:newspaper")
    assert s.done() and checked(s) == ["Will"]
    assert s.inv().money == (7 if passed else 2)


def test_express_parcel_carry_moves_to_the_science_building(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("northside-7:train-station")
    s.choose("yes")
    assert s.done()
    assert (s.inv().area, s.inv().money) == ("science-building", 7)
    assert "moved" in s.kinds()


def test_express_parcel_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("northside-7:train-station")
    s.choose("no")
    assert s.done()
    assert (s.inv().area, s.inv().money) == ("train-station", 5)
