"""Location actions taken instead of an encounter (reference §1.5), driven through the Arkham
Encounters phase (``flow.arkham_encounter``), and the terror track closing the shops and
sending allies away (reference §1.6; ``board.close_shops``, ``board.raise_terror``)."""

from __future__ import annotations

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import board, encounters, flow
from arkham.engine.encounters import action_advised
from arkham.engine.state import card_of
from arkham.kit.places import trophy_points
from tests.kit import gate_trophy, give, monster_trophy, strip

CAT = load_catalog()


# ---------------------------------------------------------------- arranging


def visit(s, inv, loc: str) -> None:
    """Investigator at ``loc`` in the Arkham Encounters phase."""
    inv.area = loc
    s.run(lambda: flow.arkham_encounter(s.game, inv))


def offer(s):
    """The location-action choice of the pending decision."""
    d = s.game.pending()
    assert d is not None and d.ids() == ["location-action", "encounter"], d
    return d.choices[0]


def test_every_location_ability_has_an_action():
    abilities = {loc.ability for loc in CAT.locations.values() if loc.ability}
    # The Train Station's depot is a movement choice (flow.rail_choices), not an action.
    assert abilities - set(encounters.LOCATION_ACTIONS) == {"depot"}


# ---------------------------------------------------------------- the shops


def test_general_store_offers_three_and_one_must_be_bought(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=4)
    s.game.stack_deck("common", ["tommy-gun", "food", "knife"])  # $7, $1, $2
    visit(s, inv, "general-store")
    assert offer(s).disabled is None
    s.choose("location-action")
    d = s.game.pending()
    assert [c.id.partition("#")[0] for c in d.choices] == ["buy:tommy-gun", "buy:food", "buy:knife"]
    assert [c.disabled is None for c in d.choices] == [False, True, True]  # no 'buy nothing'
    assert len(s.state.decks["drawn"]) == 3  # face up while choosing
    knife = d.choices[2].id.removeprefix("buy:")
    s.choose(f"buy:{knife}")
    assert s.done()
    assert inv.money == 2
    assert [p.handle for p in inv.possessions] == [knife]
    assert [card_of(h) for h in s.state.decks["common"][-2:]] == ["tommy-gun", "food"]
    assert s.state.decks["drawn"] == []


def test_general_store_when_nothing_is_affordable(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    s.game.stack_deck("common", ["tommy-gun", "food", "knife"])
    visit(s, inv, "general-store")
    s.choose("location-action")
    d = s.game.pending()
    assert d.ids()[-1] == "done" and all(c.disabled for c in d.choices[:3])
    s.choose("done")
    assert s.done() and inv.possessions == []
    assert [card_of(h) for h in s.state.decks["common"][-3:]] == ["tommy-gun", "food", "knife"]


def test_curiositie_shoppe_sells_unique_items(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=20)
    top = s.state.decks["unique"][:3]
    visit(s, inv, "curiositie-shoppe")
    s.choose("location-action")
    assert s.game.pending().ids() == [f"buy:{h}" for h in top]
    s.choose(f"buy:{top[0]}")
    assert inv.holds(card_of(top[0]))
    assert inv.money == 20 - CAT.items[card_of(top[0])].price


def test_shrewd_dealer_sees_four_at_the_general_store(scenario):
    s = scenario(["bob-jenkins"])
    inv = strip(s, money=20)
    top = s.state.decks["common"][:4]
    visit(s, inv, "general-store")
    s.choose("location-action")
    assert s.game.pending().ids() == [f"buy:{h}" for h in top]


# ---------------------------------------------------------------- lessons and classes


def test_magic_lessons_cost_five_for_one_of_two_spells(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=6)
    top = s.state.decks["spell"][:2]
    visit(s, inv, "ye-olde-magick-shoppe")
    s.choose("location-action")
    assert s.game.pending().ids() == [f"keep:{h}" for h in top]
    s.choose(f"keep:{top[1]}")
    assert s.done()
    assert inv.money == 1 and [p.handle for p in inv.possessions] == [top[1]]
    assert s.state.decks["spell"][-1] == top[0]


def test_classes_cost_eight_for_one_of_two_skills(scenario):
    s = scenario(["joe-diamond"])
    inv = strip(s, money=8)
    top = s.state.decks["skill"][:2]
    visit(s, inv, "administration")
    s.choose("location-action", f"keep:{top[0]}")
    assert s.done()
    assert inv.money == 0 and [p.handle for p in inv.possessions] == [top[0]]


@pytest.mark.parametrize(("loc", "money"), [("ye-olde-magick-shoppe", 4), ("administration", 7)])
def test_lessons_need_the_money(scenario, loc, money):
    s = scenario(["joe-diamond"])
    inv = strip(s, money=money)
    visit(s, inv, loc)
    assert offer(s).disabled == f"costs ${money + 1}"


# ---------------------------------------------------------------- Asylum and Hospital


def test_asylum_restores_one_sanity_free(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    inv.sanity = 2
    visit(s, inv, "asylum")
    s.choose("location-action")
    pay = next(c for c in s.game.pending().choices if c.id == "care:pay")
    assert pay.disabled == "costs $2"
    s.choose("care:free")
    assert s.done() and inv.sanity == 3


def test_asylum_restores_all_sanity_for_two_dollars(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=3)
    inv.sanity = 1
    visit(s, inv, "asylum")
    s.choose("location-action", "care:pay")
    assert inv.sanity == 5 and inv.money == 1


def test_hospital_restores_stamina(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=2)
    inv.stamina = 1
    visit(s, inv, "st-marys-hospital")
    s.choose("location-action", "care:pay")
    assert inv.stamina == 5 and inv.money == 0
    inv.stamina = 4
    visit(s, inv, "st-marys-hospital")
    s.choose("location-action", "care:free")
    assert inv.stamina == 5


def test_care_is_disabled_at_full_health(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=5)
    visit(s, inv, "asylum")
    assert offer(s).disabled == "you are at full Sanity"
    s.choose("encounter")  # the ordinary encounter is still there


# ---------------------------------------------------------------- the Bank


def test_bank_loan_gives_ten_dollars_and_the_card(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=1)
    visit(s, inv, "bank")
    s.choose("location-action")
    assert s.done()
    assert inv.money == 11 and inv.holds("bank-loan")
    assert inv.possessions[0].fresh  # no roll in the next Upkeep
    visit(s, inv, "bank")
    assert offer(s).disabled == "you already have a loan"


def test_no_loan_after_a_default(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    inv.loan_defaulted = True
    visit(s, inv, "bank")
    assert offer(s).disabled == "the bank will not lend to you again"


# ---------------------------------------------------------------- trophies


def test_trophy_values_use_toughness_after_modifiers_and_five_per_gate(scenario):
    s = scenario(["amanda-sharpe"], ancient_one="shub-niggurath")
    inv = strip(s, money=0)
    monster_trophy(s, inv, "zombie-1")  # toughness 1, +1 while Shub-Niggurath sleeps
    gate_trophy(s, inv)
    assert trophy_points(s.game, inv) == 2 + 5


def test_river_docks_pays_five_dollars_for_a_gate_trophy(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    gate = gate_trophy(s, inv)
    visit(s, inv, "river-docks")
    s.choose("location-action")
    d = s.game.pending()
    assert d.kind == "toggle"
    assert d.ids() == [f"toggle:{gate}", "done"]
    assert d.choices[1].disabled == "5 more needed"
    s.choose(f"toggle:{gate}", "done")
    assert s.done()
    assert inv.money == 5 and inv.gate_trophies == []
    assert s.state.gate_stack[-1] == gate  # to the bottom of the stack


def test_science_building_dissects_monsters_worth_five(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    big = [monster_trophy(s, inv, m) for m in ("star-spawn-1", "zombie-1", "cultist-1")]
    gate = gate_trophy(s, inv)
    visit(s, inv, "science-building")
    s.choose("location-action")
    ids = s.game.pending().ids()
    assert ids == [*(f"toggle:{m}" for m in big), f"toggle:{gate}", "done"]  # monsters first
    s.choose("toggle:star-spawn-1", "toggle:zombie-1")
    assert s.game.pending().choices[-1].disabled == "1 more needed"
    s.choose("toggle:zombie-1")  # changed my mind: keep the Zombie
    s.choose("toggle:cultist-1")
    assert s.game.pending().choices[-1].disabled == "1 more needed"
    s.choose("toggle:zombie-1", "done")
    assert s.done()
    assert inv.clues == 2
    assert inv.monster_trophies == [] and inv.gate_trophies == [gate]
    assert all(s.state.monsters[m] == "cup" for m in big)
    spent = next(e for e in s.events if e.kind == "trophies-spent")
    assert sorted(spent.monsters) == sorted(big)


def test_trophy_actions_need_enough_trophies(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    monster_trophy(s, inv, "zombie-1")
    for loc in ("river-docks", "science-building", "south-church"):
        visit(s, inv, loc)
        assert "worth 5" in offer(s).disabled
    for loc in ("police-station", "mas-boarding-house"):
        visit(s, inv, loc)
        assert "worth 10" in offer(s).disabled


def test_south_church_blesses_anyone(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, joe = strip(s, 0, money=0), strip(s, 1, money=0)
    give(s, inv, "blessing", fresh=True)
    give(s, joe, "curse", fresh=True)
    gate = gate_trophy(s, inv)
    visit(s, inv, "south-church")
    s.choose("location-action")
    assert s.game.pending().ids() == ["bless:joe-diamond"]  # Amanda is Blessed already
    s.choose("bless:joe-diamond", f"toggle:{gate}", "done")
    assert s.done()
    assert not joe.holds("curse") and not joe.holds("blessing")  # the two cancel out
    visit(s, inv, "south-church")
    assert offer(s).disabled == "needs trophies worth 5 (monster toughness; a gate counts 5)"


def test_police_station_makes_a_deputy_for_two_gates(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, joe = strip(s, 0, money=0), strip(s, 1, money=0)
    gates = [gate_trophy(s, inv), gate_trophy(s, inv)]
    visit(s, inv, "police-station")
    s.choose("location-action", f"toggle:{gates[0]}")
    assert s.game.pending().choices[-1].disabled == "5 more needed"
    s.choose(f"toggle:{gates[1]}", "done")
    assert s.done()
    for card in ("deputy-of-arkham", "deputys-revolver", "patrol-wagon"):
        assert inv.holds(card), card
    assert s.state.gate_stack[-2:] == gates
    gate_trophy(s, joe)
    monster_trophy(s, joe, "star-spawn-1")
    monster_trophy(s, joe, "gug-1")
    visit(s, joe, "police-station")
    assert offer(s).disabled == "Arkham already has its deputy"


def test_police_station_takes_five_toughness_and_a_gate(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    monster_trophy(s, inv, "star-spawn-1")
    monster_trophy(s, inv, "gug-1")
    gate = gate_trophy(s, inv)
    visit(s, inv, "police-station")
    s.choose("location-action", "toggle:star-spawn-1", "toggle:gug-1", f"toggle:{gate}")
    s.choose("toggle:gug-1")
    assert s.game.pending().choices[-1].disabled == "2 more needed"  # 3 toughness and a gate
    s.choose("toggle:gug-1", "done")
    assert inv.holds("deputy-of-arkham")


def test_mas_boarding_house_recruits_any_ally(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    for m in ("star-spawn-1", "gug-1", "shoggoth-1", "dhole-1"):
        monster_trophy(s, inv, m)
    visit(s, inv, "mas-boarding-house")
    s.choose("location-action")
    d = s.game.pending()
    assert {c.id.removeprefix("ally:") for c in d.choices} == set(s.state.decks["ally"])
    s.choose("ally:anna-kaslow#1")
    s.choose("toggle:star-spawn-1", "toggle:gug-1", "toggle:shoggoth-1", "toggle:dhole-1", "done")
    assert s.done()
    assert inv.holds("anna-kaslow")
    assert inv.clues == 2  # what Anna brings when she joins
    assert "anna-kaslow#1" not in s.state.decks["ally"]


# ---------------------------------------------------------------- the Lodge


def test_the_inner_sanctum_is_for_lodge_members(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    visit(s, inv, "silver-twilight-lodge")
    assert offer(s).disabled == "only Lodge members enter the Inner Sanctum"
    give(s, inv, "lodge-membership", fresh=True)
    visit(s, inv, "silver-twilight-lodge")
    assert offer(s).disabled is None
    s.choose("location-action")
    encounter = next(e for e in s.events if e.kind == "encounter")
    assert encounter.location == "inner-sanctum"


# ---------------------------------------------------------------- when no action is offered


def test_no_location_action_at_an_open_gate(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    inv.sanity = 2
    gate = s.state.gate_stack.pop(0)
    s.state.locations["asylum"].gate = gate
    visit(s, inv, "asylum")
    assert s.done()
    assert inv.area == f"{CAT.gate_markers[gate].world}-1"  # drawn through


def test_no_action_at_an_ordinary_location(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    assert flow.location_action(s.game, inv, "woods") is None


# ---------------------------------------------------------------- the terror track


@pytest.mark.parametrize(
    ("terror", "shop", "street"),
    [
        (3, "general-store", "rivertown-streets"),
        (6, "curiositie-shoppe", "northside-streets"),
        (9, "ye-olde-magick-shoppe", "uptown-streets"),
    ],
)
def test_shops_close_for_good_and_their_customers_go_to_the_street(scenario, terror, shop, street):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv = strip(s, money=0)
    inv.area = shop
    s.state.terror = terror - 1
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.locations[shop].closed and s.state.locations[shop].closed_by is None
    assert inv.area == street
    assert flow.location_action(s.game, inv, shop) is None
    assert any(e.kind == "shop-closed" and e.at == shop for e in s.events)


def test_shops_stay_open_below_their_terror_level(scenario):
    s = scenario(["amanda-sharpe"])
    s.run(lambda: board.raise_terror(s.game, 2))
    assert not any(s.state.locations[shop].closed for shop in ("general-store",))
    s.run(lambda: board.raise_terror(s.game, 1))
    closed = {loc for loc, ls in s.state.locations.items() if ls.closed}
    assert closed == {"general-store"}


def test_an_ally_leaves_town_at_every_terror_step(scenario):
    s = scenario(["amanda-sharpe"])
    allies = len(s.state.decks["ally"])
    s.run(lambda: board.raise_terror(s.game, 3))
    assert len(s.state.decks["ally"]) == allies - 3
    gone = [e.card for e in s.events if e.kind == "ally-removed"]
    assert len(gone) == 3
    assert {card_of(h) for h in s.state.decks["box"]} >= set(gone)


def test_terror_past_ten_adds_doom_instead(scenario):
    s = scenario(["amanda-sharpe"])
    s.state.terror = 10
    doom = s.state.doom
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 10 and s.state.doom == doom + 1


# ---------------------------------------------------------------- advice for bots


def test_bots_are_advised_to_heal_when_hurt(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    inv.sanity = 4
    assert not action_advised(s.game, inv, "asylum")
    inv.sanity = 3
    assert action_advised(s.game, inv, "asylum")
    assert not action_advised(s.game, inv, "st-marys-hospital")  # Stamina is full
    assert not action_advised(s.game, inv, "woods")  # no action there


def test_bots_spend_monster_trophies_not_gates(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=0)
    gate_trophy(s, inv)
    assert not action_advised(s.game, inv, "river-docks")
    monster_trophy(s, inv, "star-spawn-1")
    monster_trophy(s, inv, "gug-1")
    assert action_advised(s.game, inv, "river-docks")
    assert action_advised(s.game, inv, "science-building")
    assert not action_advised(s.game, inv, "police-station")


def test_bots_never_borrow_and_shop_with_money(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=4)
    assert not action_advised(s.game, inv, "bank")
    assert not action_advised(s.game, inv, "general-store")
    inv.money = 5
    assert action_advised(s.game, inv, "general-store")


def test_no_advice_for_an_unusable_action(scenario):
    s = scenario(["amanda-sharpe"])
    inv = strip(s, money=4)
    assert not action_advised(s.game, inv, "ye-olde-magick-shoppe")
    inv.money = 5
    assert action_advised(s.game, inv, "ye-olde-magick-shoppe")
