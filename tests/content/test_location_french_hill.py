"""French Hill location encounters (and the Inner Sanctum): every branch of every entry."""

from __future__ import annotations

import pytest

from arkham.engine import effects, flow
from arkham.engine.state import card_of
from tests.conftest import Scenario
from tests.content.test_location_kit import checked, force, held, only_monster, ready


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
    assert encounter["location"] == entry


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
