"""French Hill location encounters (and the Inner Sanctum): every branch of every entry."""

from __future__ import annotations

import pytest

from arkham.engine import effects, flow
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


def member(s: Scenario) -> Scenario:
    """At the Lodge with a membership, as a member is when reading the Inner Sanctum entry."""
    s.inv().area = "silver-twilight-lodge"
    s.run(lambda: effects.gain_card(s.game, s.inv(), "lodge-membership"))
    assert held(s) == ["lodge-membership"]
    return s


# ---------------------------------------------------------------- french-hill-1


def test_invitation_pass_pay_3_for_a_lodge_membership(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "will", -1, 1)
    s.encounter("french-hill-1:silver-twilight-lodge")
    assert checked(s) == ["Will"]
    s.choose("pay")
    assert s.done()
    assert held(s) == ["lodge-membership"]
    assert (s.inv().money, s.inv().stamina) == (2, 3)


def test_invitation_pass_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "will", -1, 1)
    s.encounter("french-hill-1:silver-twilight-lodge")
    s.choose("decline")
    assert s.done()
    assert held(s) == []
    assert (s.inv().money, s.inv().stamina) == (5, 3)


def test_invitation_fail_loses_1_stamina_and_offers_nothing(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5, stamina=3)
    force(s, "will", -1, 0)
    s.encounter("french-hill-1:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == []
    assert (s.inv().money, s.inv().stamina) == (5, 2)


def test_slanted_garret_pass_draws_a_spell(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["spell"][0]
    force(s, "will", -2, 1)
    s.encounter("french-hill-1:witch-house")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == [card_of(top)]


def test_slanted_garret_fail_curses(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "will", -2, 0)
    s.encounter("french-hill-1:witch-house")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == ["curse"]


def test_slanted_garret_curse_cancels_a_blessing(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    s.run(lambda: effects.bless(s.game, s.inv()))
    s.dice(1, 1, 1, 1)  # Blessed: 4s would succeed, so fail with 1s
    s.encounter("french-hill-1:witch-house")
    assert s.done()
    assert held(s) == []


def test_inner_circle_pass_draws_2_unique_items_keeps_1(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, sanity=3))
    first, second = s.state.decks["unique"][:2]
    force(s, "lore", 0, 1)
    s.encounter("french-hill-1:inner-sanctum")
    assert checked(s) == ["Lore"]
    s.choose(f"keep:{first}")
    assert s.done()
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(first)])
    assert s.inv().sanity == 3
    assert s.state.decks["unique"][-1] == second


def test_inner_circle_fail_loses_1_sanity(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, sanity=3))
    force(s, "lore", 0, 0)
    s.encounter("french-hill-1:inner-sanctum")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == ["lodge-membership"] and s.inv().sanity == 2


# ---------------------------------------------------------------- french-hill-2


def test_doorwarden_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "sneak", -2, 1)
    s.encounter("french-hill-2:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Sneak"]
    assert s.inv().clues == 2
    assert "monster-appeared" not in s.kinds()


def test_doorwarden_fail_a_monster_appears_and_is_evaded(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, stamina=3)
    zombie = only_monster(s)
    force(s, "sneak", -2, 0)
    s.encounter("french-hill-2:silver-twilight-lodge")
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and checked(s) == ["Sneak", "Evade"]
    assert s.state.monsters[zombie] == "cup"
    assert (s.inv().clues, s.inv().stamina) == (0, 3)


def test_angle_in_the_wall_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "lore", -1, 1)
    s.encounter("french-hill-2:witch-house")
    assert s.done() and checked(s) == ["Lore"]
    assert s.inv().clues == 2
    assert s.state.locations["witch-house"].gate is None


def test_angle_in_the_wall_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    gate = s.state.gate_stack[0]
    world = s.game.cat.gate_markers[gate].world
    force(s, "lore", -1, 0)
    s.encounter("french-hill-2:witch-house")
    assert s.done() and checked(s) == ["Lore"]
    assert s.state.locations["witch-house"].gate == gate
    assert s.state.doom == 1
    assert s.state.monsters[zombie] == "witch-house"
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True)


def test_angle_in_the_wall_with_a_gate_already_open_draws_you_through(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, clues=0)
    gate = s.state.gate_stack.pop(0)
    s.state.locations["witch-house"].gate = gate
    world = s.game.cat.gate_markers[gate].world
    force(s, "lore", -1, 0)
    s.encounter("french-hill-2:witch-house")
    assert s.done()
    assert s.state.doom == 0
    assert (s.inv().area, s.inv().delayed) == (f"{world}-1", True)


@pytest.mark.parametrize(
    ("is_member", "pick", "entry"),
    [
        (True, "location-action", "inner-sanctum"),
        (True, "encounter", "silver-twilight-lodge"),
        (False, "encounter", "silver-twilight-lodge"),
    ],
)
def test_members_may_enter_the_inner_sanctum_instead_of_the_lodge_encounter(
    scenario: type[Scenario], is_member: bool, pick: str, entry: str
) -> None:
    s = ready(scenario)
    if is_member:
        member(s)
    s.inv().area = "silver-twilight-lodge"
    s.dice(*[1] * 10)
    s.run(lambda: flow.arkham_encounter(s.game, s.inv()))
    s.choose(pick)
    encounter = next(e for e in s.events if e.kind == "encounter")
    assert encounter.location == entry


def test_order_favour_archive_gains_2_clues(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, clues=0))
    s.encounter("french-hill-2:inner-sanctum")
    assert sorted(s.pending_ids()) == ["archive", "book"]
    s.choose("archive")
    assert s.done() and checked(s) == []
    assert s.inv().clues == 2 and held(s) == ["lodge-membership"]


def test_order_favour_book_draws_a_spell(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, clues=0))
    top = s.state.decks["spell"][0]
    s.encounter("french-hill-2:inner-sanctum")
    s.choose("book")
    assert s.done()
    assert s.inv().clues == 0
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(top)])


def evade_the_zombie(s: Scenario, zombie: str) -> None:
    """A Zombie appeared in the encounter: evade it (it goes back to the cup)."""
    assert s.game.pending().detail["monster"] == zombie
    force(s, "evade", 1, 1)
    s.choose("evade")
    assert s.done() and s.state.monsters[zombie] == "cup"


# ---------------------------------------------------------------- french-hill-3


def test_sponsor_pay_2_dollars_and_a_clue_for_a_lodge_membership(
    scenario: type[Scenario],
) -> None:
    s = ready(scenario, money=5, clues=2)
    s.encounter("french-hill-3:silver-twilight-lodge")
    s.choose("pay")
    assert s.done() and checked(s) == []
    assert held(s) == ["lodge-membership"]
    assert (s.inv().money, s.inv().clues) == (3, 1)


@pytest.mark.parametrize(
    ("money", "clues", "can_pay"), [(5, 2, True), (5, 0, False), (1, 2, False)]
)
def test_sponsor_decline_or_cannot_pay(
    scenario: type[Scenario], money: int, clues: int, can_pay: bool
) -> None:
    s = ready(scenario, money=money, clues=clues)
    s.encounter("french-hill-3:silver-twilight-lodge")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert (pay.disabled is None) == can_pay
    s.choose("decline")
    assert s.done() and held(s) == []
    assert (s.inv().money, s.inv().clues) == (money, clues)


def test_sponsor_asks_nothing_of_a_member(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, money=5, clues=2))
    s.encounter("french-hill-3:silver-twilight-lodge")
    assert s.done()
    assert held(s) == ["lodge-membership"]
    assert (s.inv().money, s.inv().clues) == (5, 2)


def test_dream_stair_pass_draws_2_spells_keeps_1(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    first, second = s.state.decks["spell"][:2]
    force(s, "will", -2, 1)
    s.encounter("french-hill-3:witch-house")
    s.choose(f"keep:{second}")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == [card_of(second)] and s.inv().area == "witch-house"
    assert s.state.decks["spell"][-1] == first


def test_dream_stair_fail_lost_in_time_and_space(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "will", -2, 0)
    s.encounter("french-hill-3:witch-house")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == []
    assert (s.inv().area, s.inv().delayed) == ("lost", True)
    assert "lost-in-time-and-space" in s.kinds()


def test_rite_of_ascension_two_successes(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, clues=0, sanity=3))
    first, second = s.state.decks["unique"][:2]
    force(s, "lore", -1, 2)
    s.encounter("french-hill-3:inner-sanctum")
    s.choose(f"keep:{first}")
    assert s.done() and checked(s) == ["Lore"]
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(first)])
    assert (s.inv().clues, s.inv().sanity) == (2, 3)
    assert s.state.decks["unique"][-1] == second


@pytest.mark.parametrize("successes", [1, 0])
def test_rite_of_ascension_fewer_than_two_successes_lose_2_sanity(
    scenario: type[Scenario], successes: int
) -> None:
    s = member(ready(scenario, clues=0, sanity=3))
    force(s, "lore", -1, successes)
    s.encounter("french-hill-3:inner-sanctum")
    assert s.done() and checked(s) == ["Lore"]
    assert held(s) == ["lodge-membership"]
    assert (s.inv().clues, s.inv().sanity) == (0, 1)


# ---------------------------------------------------------------- french-hill-4


def test_cloakroom_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "sneak", -1, 1)
    s.encounter("french-hill-4:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Sneak"]
    assert held(s) == [card_of(top)] and "monster-appeared" not in s.kinds()


def test_cloakroom_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "sneak", -1, 0)
    s.encounter("french-hill-4:silver-twilight-lodge")
    evade_the_zombie(s, zombie)
    assert checked(s) == ["Sneak", "Evade"] and held(s) == []


@pytest.mark.parametrize("passed", [True, False])
def test_something_in_the_wainscot_fight_plus_0(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, sanity=3, stamina=3)
    top = s.state.decks["spell"][0]
    force(s, "fight", 0, int(passed))
    s.encounter("french-hill-4:witch-house")
    assert s.done() and checked(s) == ["Fight"]
    if passed:
        assert held(s) == [card_of(top)] and (s.inv().sanity, s.inv().stamina) == (3, 3)
    else:
        assert held(s) == [] and (s.inv().sanity, s.inv().stamina) == (2, 2)


def test_orders_errand_pass_takes_a_retainer_and_2_dollars(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, money=5, stamina=3))
    force(s, "fight", -1, 1)
    s.encounter("french-hill-4:inner-sanctum")
    assert s.done() and checked(s) == ["Fight"]
    assert sorted(held(s)) == ["lodge-membership", "retainer"]
    assert (s.inv().money, s.inv().stamina, s.inv().delayed) == (7, 3, False)


def test_orders_errand_fail_loses_2_stamina_and_delays(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, money=5, stamina=3))
    force(s, "fight", -1, 0)
    s.encounter("french-hill-4:inner-sanctum")
    assert s.done() and checked(s) == ["Fight"]
    assert held(s) == ["lodge-membership"]
    assert (s.inv().money, s.inv().stamina, s.inv().delayed) == (5, 1, True)


# ---------------------------------------------------------------- french-hill-5


@pytest.mark.parametrize("passed", [True, False])
def test_chant_below_lore_plus_1(scenario: type[Scenario], passed: bool) -> None:
    s = ready(scenario, clues=0, sanity=3)
    force(s, "lore", 1, int(passed))
    s.encounter("french-hill-5:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Lore"]
    if passed:
        assert (s.inv().clues, s.inv().sanity, s.state.doom) == (2, 3, 0)
    else:
        assert (s.inv().clues, s.inv().sanity, s.state.doom) == (0, 2, 1)


def test_chant_below_a_knock_out_still_adds_the_doom_token(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0, sanity=1)
    force(s, "lore", 1, 0)
    s.encounter("french-hill-5:silver-twilight-lodge")
    assert s.state.doom == 1 and "knocked-out" in s.kinds()


def test_garret_for_the_night_decline(scenario: type[Scenario]) -> None:
    s = ready(scenario, money=5)
    s.encounter("french-hill-5:witch-house")
    s.choose("decline")
    assert s.done() and checked(s) == [] and s.inv().money == 5


@pytest.mark.parametrize("passed", [True, False])
def test_garret_for_the_night_pay_1_dollar_then_lore_minus_1(
    scenario: type[Scenario], passed: bool
) -> None:
    s = ready(scenario, money=5, clues=0, sanity=3)
    top = s.state.decks["spell"][0]
    force(s, "lore", -1, int(passed))
    s.encounter("french-hill-5:witch-house")
    s.choose("pay")
    assert s.done() and checked(s) == ["Lore"]
    assert s.inv().money == 4
    if passed:
        assert held(s) == [card_of(top)] and (s.inv().clues, s.inv().sanity) == (1, 3)
    else:
        assert held(s) == [] and (s.inv().clues, s.inv().sanity) == (0, 1)


def test_seat_at_the_table_pass_draws_an_ally_and_gains_3_dollars(
    scenario: type[Scenario],
) -> None:
    s = member(ready(scenario, money=5))
    top = s.state.decks["ally"][0]
    force(s, "luck", 0, 1)
    s.encounter("french-hill-5:inner-sanctum")
    assert s.done() and checked(s) == ["Luck"]
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(top)])
    assert s.inv().money == 8


def test_seat_at_the_table_fail_pays_3_dollars_of_dues(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, money=5))
    force(s, "luck", 0, 0)
    s.encounter("french-hill-5:inner-sanctum")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == ["lodge-membership"] and s.inv().money == 2


# ---------------------------------------------------------------- french-hill-6


def test_open_doors_pass_draws_a_unique_item(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    top = s.state.decks["unique"][0]
    force(s, "luck", -2, 1)
    s.encounter("french-hill-6:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Luck"]
    assert held(s) == [card_of(top)]
    assert s.state.locations["silver-twilight-lodge"].gate is None


def test_open_doors_fail_a_gate_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie, gate, world = next_gate(s)
    force(s, "luck", -2, 0)
    s.encounter("french-hill-6:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Luck"]
    assert_gate_opened(s, "silver-twilight-lodge", zombie, gate, world)


def test_chalk_circle_keep_out(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    s.encounter("french-hill-6:witch-house")
    s.choose("no")
    assert s.done() and checked(s) == [] and s.inv().clues == 0


def test_chalk_circle_two_successes_gain_3_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "lore", -1, 2)
    s.encounter("french-hill-6:witch-house")
    s.choose("yes")
    assert s.done() and checked(s) == ["Lore"]
    assert s.inv().clues == 3 and s.state.locations["witch-house"].gate is None


@pytest.mark.parametrize("successes", [1, 0])
def test_chalk_circle_fewer_than_two_successes_a_gate_appears(
    scenario: type[Scenario], successes: int
) -> None:
    s = ready(scenario, clues=0)
    zombie, gate, world = next_gate(s)
    force(s, "lore", -1, successes)
    s.encounter("french-hill-6:witch-house")
    s.choose("yes")
    assert s.done() and checked(s) == ["Lore"]
    assert_gate_opened(s, "witch-house", zombie, gate, world)


def test_tribunal_pass_gains_3_clues(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, clues=0, sanity=3))
    force(s, "will", -2, 1)
    s.encounter("french-hill-6:inner-sanctum")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == ["lodge-membership"]
    assert (s.inv().clues, s.inv().sanity) == (3, 3)


def test_tribunal_fail_expels_you_from_the_order(scenario: type[Scenario]) -> None:
    s = member(ready(scenario, clues=0, sanity=3))
    force(s, "will", -2, 0)
    s.encounter("french-hill-6:inner-sanctum")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == [] and not s.inv().holds("lodge-membership")
    assert (s.inv().clues, s.inv().sanity) == (0, 2)
    assert card_of(s.state.decks["special"][-1]) == "lodge-membership"


# ---------------------------------------------------------------- french-hill-7


def test_hall_of_masks_pass_takes_a_lodge_membership(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    force(s, "will", -1, 1)
    s.encounter("french-hill-7:silver-twilight-lodge")
    assert s.done() and checked(s) == ["Will"]
    assert held(s) == ["lodge-membership"]


def test_hall_of_masks_a_member_keeps_the_one_membership(scenario: type[Scenario]) -> None:
    s = member(ready(scenario))
    force(s, "will", -1, 1)
    s.encounter("french-hill-7:silver-twilight-lodge")
    assert s.done()
    assert held(s) == ["lodge-membership"]


def test_hall_of_masks_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "will", -1, 0)
    s.encounter("french-hill-7:silver-twilight-lodge")
    evade_the_zombie(s, zombie)
    assert checked(s) == ["Will", "Evade"] and held(s) == []


def test_mirror_in_the_garret_pass_gains_2_clues(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    force(s, "sneak", 0, 1)
    s.encounter("french-hill-7:witch-house")
    assert s.done() and checked(s) == ["Sneak"]
    assert s.inv().clues == 2 and "monster-appeared" not in s.kinds()


def test_mirror_in_the_garret_fail_a_monster_appears(scenario: type[Scenario]) -> None:
    s = ready(scenario, clues=0)
    zombie = only_monster(s)
    force(s, "sneak", 0, 0)
    s.encounter("french-hill-7:witch-house")
    evade_the_zombie(s, zombie)
    assert checked(s) == ["Sneak", "Evade"] and s.inv().clues == 0


def test_dark_communion_pass_the_cup_on(scenario: type[Scenario]) -> None:
    s = member(ready(scenario))
    s.encounter("french-hill-7:inner-sanctum")
    s.choose("no")
    assert s.done() and checked(s) == []
    assert held(s) == ["lodge-membership"] and s.state.doom == 0


def test_dark_communion_drink_pass_draws_2_spells(scenario: type[Scenario]) -> None:
    s = member(ready(scenario))
    first, second = s.state.decks["spell"][:2]
    force(s, "lore", -1, 1)
    s.encounter("french-hill-7:inner-sanctum")
    s.choose("yes")
    assert s.done() and checked(s) == ["Lore"]
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(first), card_of(second)])
    assert s.state.doom == 1


def test_dark_communion_drink_fail_draws_1_spell_and_curses(scenario: type[Scenario]) -> None:
    s = member(ready(scenario))
    top = s.state.decks["spell"][0]
    force(s, "lore", -1, 0)
    s.encounter("french-hill-7:inner-sanctum")
    s.choose("yes")
    assert s.done() and checked(s) == ["Lore"]
    assert sorted(held(s)) == sorted(["lodge-membership", card_of(top), "curse"])
    assert s.state.doom == 1
