"""Special cards (reference §6.7): Retainer, Bank Loan, Blessing and Curse, Silver Twilight
Lodge Membership, Deputy of Arkham with the Deputy's Revolver and the Patrol Wagon; at most one
copy of each; no Upkeep roll in the first Upkeep after gaining one.

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3.
"""

from __future__ import annotations

import pytest

from arkham.content.specials import become_deputy, take_loan
from arkham.engine import effects, flow
from arkham.engine.state import card_of
from tests.kit import bare, fight, give, in_deck, in_the_street, place_gate, put, rolls, skill_check


def upkeep(s, inv) -> None:
    s.run(lambda: flow.upkeep(s.game, inv))


def specials_left(s, card: str) -> int:
    return sum(1 for h in s.state.decks["special"] if card_of(h) == card)


# ---------------------------------------------------------------- one copy each


@pytest.mark.parametrize("card", ["retainer", "lodge-membership", "bank-loan", "blessing"])
def test_at_most_one_copy_of_each_special_card(scenario, card):
    s = scenario()
    inv = in_the_street(s)
    before = specials_left(s, card)
    s.run(lambda: effects.gain_card(s.game, inv, card))
    assert s.game.result is not None
    s.run(lambda: effects.gain_card(s.game, inv, card))
    assert s.game.result is None
    assert [p.card for p in inv.possessions] == [card]
    assert specials_left(s, card) == before - 1


# ---------------------------------------------------------------- Retainer


def test_a_retainer_pays_2_and_goes_on_a_1(scenario):
    s = scenario()
    inv = in_the_street(s)
    retainer = give(s, inv, "retainer")
    inv.money = 0
    s.dice(1)
    upkeep(s, inv)
    assert inv.money == 2
    assert rolls(s, "Retainer") == [(1,)]
    assert in_deck(s, retainer)


def test_a_retainer_stays_on_2_to_6(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "retainer")
    inv.money = 0
    s.dice(2)
    upkeep(s, inv)
    assert inv.money == 2
    assert inv.holds("retainer")


def test_no_retainer_roll_in_the_first_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    retainer = give(s, inv, "retainer", fresh=True)
    upkeep(s, inv)
    assert rolls(s, "Retainer") == []
    assert not inv.possession(retainer).fresh
    s.choose("done")
    s.dice(1)
    upkeep(s, inv)
    assert rolls(s, "Retainer") == [(1,)]


def test_a_fresh_retainer_still_pays(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "retainer", fresh=True)
    inv.money = 0
    upkeep(s, inv)
    assert inv.money == 2


def test_knocked_out_investigators_lose_their_retainer(scenario):
    s = scenario()
    inv = in_the_street(s)
    retainer = give(s, inv, "retainer")
    inv.stamina = 0
    s.run(lambda: effects.knocked_out(s.game, inv))
    assert not inv.holds("retainer")
    assert in_deck(s, retainer)


# ---------------------------------------------------------------- Bank Loan


def test_a_bank_loan_gives_10_and_only_once(scenario):
    s = scenario()
    inv = in_the_street(s)
    inv.money = 1
    s.run(lambda: take_loan(s.game, inv))
    assert s.game.result is not None
    assert inv.money == 11 and inv.holds("bank-loan")
    s.run(lambda: take_loan(s.game, inv))
    assert s.game.result is None
    assert inv.money == 11


def test_bank_loan_interest_on_1_to_3(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bank-loan")
    inv.money = 5
    s.dice(3)
    upkeep(s, inv)
    assert inv.money == 4
    s.choose("done")
    s.dice(4)
    upkeep(s, inv)
    assert inv.money == 4
    assert inv.holds("bank-loan")


def test_defaulting_on_a_loan_loses_the_items_and_every_future_loan(scenario):
    """A default takes "items" in the knock-out sense: Common and Unique Items and Spells go,
    a card that cannot be lost (the Derringer) and allies stay."""
    s = scenario()
    inv = in_the_street(s)
    loan = give(s, inv, "bank-loan")
    knife = give(s, inv, "knife")
    sign = give(s, inv, "elder-sign")
    wither = give(s, inv, "wither")
    give(s, inv, "18-derringer")
    give(s, inv, "anna-kaslow")
    inv.money = 0
    s.dice(2)
    upkeep(s, inv)
    assert [p.card for p in inv.possessions] == ["18-derringer", "anna-kaslow"]
    assert inv.loan_defaulted
    assert all(in_deck(s, h) for h in (loan, knife, sign, wither))
    s.run(lambda: take_loan(s.game, inv))
    assert s.game.result is None
    assert not inv.holds("bank-loan") and inv.money == 0


def test_no_loan_roll_in_the_first_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.run(lambda: take_loan(s.game, inv))
    upkeep(s, inv)
    assert rolls(s, "Bank Loan") == []


def test_a_loan_is_repaid_for_10_in_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    loan = give(s, inv, "bank-loan")
    inv.money = 12
    s.dice(6)
    upkeep(s, inv)
    assert s.game.pending().detail["advised"] == ("use:repay-loan:upkeep",)
    s.choose("use:repay-loan:upkeep")
    assert inv.money == 2
    assert in_deck(s, loan)
    assert s.game.pending().kind == "sliders"


def test_a_loan_is_repaid_in_the_movement_phase(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bank-loan")
    inv.money = 10
    s.run(lambda: flow.arkham_movement(s.game, inv))
    s.choose("use:repay-loan:movement")
    assert inv.money == 0 and not inv.holds("bank-loan")
    assert "use:repay-loan:movement" not in s.pending_ids()


def test_no_repaying_without_10(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bank-loan")
    inv.money = 9
    s.run(lambda: flow.arkham_movement(s.game, inv))
    assert "use:repay-loan:movement" not in s.pending_ids()


# ---------------------------------------------------------------- Blessing and Curse


def test_blessed_dice_succeed_on_4(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "blessing")
    s.dice(4, 1, 1)
    skill_check(s, inv, "luck")
    assert s.game.result.passed


def test_cursed_dice_succeed_only_on_6(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "curse")
    s.dice(5, 5, 4)
    skill_check(s, inv, "luck")
    assert not s.game.result.passed
    s.dice(6, 1, 1)
    skill_check(s, inv, "luck")
    assert s.game.result.passed


@pytest.mark.parametrize("card", ["blessing", "curse"])
def test_blessing_and_curse_go_on_an_upkeep_1(scenario, card):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, card)
    s.dice(2)
    upkeep(s, inv)
    assert inv.holds(card)
    s.choose("done")
    s.dice(1)
    upkeep(s, inv)
    assert not inv.holds(card)
    assert in_deck(s, handle)


def test_no_blessing_roll_in_the_first_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.run(lambda: effects.bless(s.game, inv))
    upkeep(s, inv)
    assert rolls(s, "Blessing") == []
    assert inv.holds("blessing")


def test_a_curse_cancels_a_blessing(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.run(lambda: effects.bless(s.game, inv))
    s.run(lambda: effects.bless(s.game, inv))
    assert [p.card for p in inv.possessions] == ["blessing"]
    s.run(lambda: effects.curse(s.game, inv))
    assert inv.possessions == []
    s.run(lambda: effects.curse(s.game, inv))
    assert [p.card for p in inv.possessions] == ["curse"]
    s.run(lambda: effects.bless(s.game, inv))
    assert inv.possessions == []


# ---------------------------------------------------------------- Lodge Membership


def test_lodge_members_have_the_inner_sanctum_encounter(scenario):
    s = scenario()
    inv = bare(s, area="silver-twilight-lodge")
    give(s, inv, "lodge-membership")
    s.game.stack_deck("loc:french-hill", ["french-hill-1"])
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("location-action")
    assert [e.location for e in s.events if e.kind == "encounter"] == ["inner-sanctum"]


def test_others_have_the_lodge_encounter(scenario):
    s = scenario()
    inv = bare(s, area="silver-twilight-lodge")
    s.game.stack_deck("loc:french-hill", ["french-hill-1"])
    s.run(lambda: flow.location_encounter(s.game, inv, "silver-twilight-lodge"))
    encounters = [e.location for e in s.events if e.kind == "encounter"]
    assert encounters == ["silver-twilight-lodge"]


# ---------------------------------------------------------------- the Deputy


def test_the_deputy_gets_the_revolver_and_the_wagon(scenario):
    s = scenario(["amanda-sharpe", "kate-winthrop"])
    inv = in_the_street(s)
    kate = in_the_street(s, 1)
    s.run(lambda: become_deputy(s.game, inv))
    assert [p.card for p in inv.possessions] == [
        "deputy-of-arkham",
        "deputys-revolver",
        "patrol-wagon",
    ]
    s.run(lambda: become_deputy(s.game, kate))
    assert s.game.result is None
    assert kate.possessions == []


def test_the_deputy_is_paid_1_each_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "deputy-of-arkham")
    inv.money = 0
    upkeep(s, inv)
    assert inv.money == 1
    s.choose("done")
    upkeep(s, inv)
    assert inv.money == 2


def test_a_new_deputy_is_paid_in_his_first_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.run(lambda: become_deputy(s.game, inv))
    inv.money = 0
    upkeep(s, inv)
    assert inv.money == 1


def test_the_deputys_revolver_is_a_weapon_and_an_item(scenario):
    s = scenario()
    inv = in_the_street(s)
    revolver = give(s, inv, "deputys-revolver")
    assert effects.losable(s.game, inv) == [revolver]
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{revolver}")
    s.dice(5, 1, 1, 1, 1, 1)  # Fight 2 + 1 + 3
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1, 1, 1, 1)]


def test_the_patrol_wagon_goes_anywhere_in_arkham_instead_of_moving(scenario):
    s = scenario()
    inv = in_the_street(s)
    wagon = give(s, inv, "patrol-wagon")
    assert effects.losable(s.game, inv) == [wagon]
    s.state.locations["unvisited-isle"].clues = 2
    s.run(lambda: flow.arkham_movement(s.game, inv))
    s.choose("use:patrol-wagon")
    assert "move:unvisited-isle" in s.pending_ids()
    assert f"move:{inv.area}" not in s.pending_ids()
    s.choose("move:unvisited-isle")
    assert s.done()
    assert inv.area == "unvisited-isle"
    assert inv.clues == 2


def test_the_patrol_wagon_only_before_moving(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "patrol-wagon")
    s.run(lambda: flow.arkham_movement(s.game, inv))
    assert "use:patrol-wagon" in s.pending_ids()
    s.choose("move:black-cave")  # one step: 1 movement point left
    assert s.game.pending().detail["points"] == 1
    assert "use:patrol-wagon" not in s.pending_ids()


def test_the_patrol_wagon_is_never_a_way_home_from_an_other_world(scenario):
    """The wagon drives in Arkham only: in an Other World it offers nothing, and with no gate
    home the investigator is lost in time and space as anyone would be."""
    s = scenario()
    inv = bare(s, area="abyss-2")
    give(s, inv, "patrol-wagon")
    s.run(lambda: flow.other_world_movement(s.game, inv))
    assert s.done()
    assert inv.area == "lost"


def wagon_rolls(s) -> list:
    return [e.dice for e in s.events if e.kind == "dice-rolled" and e.purpose == "Patrol Wagon"]


@pytest.mark.parametrize(("die", "kept"), [(1, False), (2, True)])
def test_the_patrol_wagon_is_rolled_for_after_each_return_from_an_other_world(scenario, die, kept):
    """Each time its holder comes back from an Other World, a die is rolled for the wagon; on
    a 1 it goes back to the box."""
    s = scenario()
    inv = bare(s, area="abyss-2")
    wagon = give(s, inv, "patrol-wagon")
    place_gate(s, "woods", "abyss")
    s.dice(die)
    s.run(lambda: flow.other_world_movement(s.game, inv))
    assert s.done()
    assert inv.area == "woods"
    assert wagon_rolls(s) == [(die,)]
    assert inv.holds("patrol-wagon") is kept
    assert (wagon in s.state.decks["box"]) is not kept


@pytest.mark.parametrize(("die", "kept"), [(1, False), (4, True)])
def test_the_patrol_wagon_is_rolled_for_after_each_combat(scenario, die, kept):
    """After every combat its holder has, win or lose, a die is rolled for the wagon; on a 1
    it goes back to the box."""
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "patrol-wagon")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(6, 1, 1, die)  # Fight 2 + 1 (the Cultist): it falls; then the wagon's die
    s.choose("fight")
    assert s.done()
    assert wagon_rolls(s) == [(die,)]
    assert inv.holds("patrol-wagon") is kept
