"""The sixteen investigators: starting possessions drawn at setup (reference §4) and each
ability driven through ``pending()``/``choose()`` with forced dice.

Investigators are stripped of their possessions (cards go back to their decks through
``effects.discard``) so no item ability opens a window the test does not expect.
"""

from __future__ import annotations

from collections import Counter

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.content import investigators as powers
from arkham.engine import board, checks, combat, effects, flow, mythos, rounds, windows
from arkham.engine.state import card_of
from tests.kit import bare, give, pending, rolls

CAT = load_catalog()
ALL = sorted(CAT.investigators)


# ---------------------------------------------------------------- arranging


def who(s, inv_id: str):
    return s.state.investigator(inv_id)


# ---------------------------------------------------------------- setup: possessions


@pytest.mark.parametrize("inv_id", ALL)
def test_setup_gives_the_sheet_and_its_fixed_and_random_possessions(scenario, inv_id):
    s = scenario([inv_id])
    inv = s.inv()
    sheet = CAT.investigators[inv_id]
    assert (inv.area, inv.sanity, inv.stamina) == (sheet.home, sheet.sanity, sheet.stamina)
    assert (inv.money, inv.clues) == (sheet.money, sheet.clues)
    for card in sheet.fixed:
        assert inv.holds(card), card
    held = Counter(CAT.card_kind(p.card) for p in inv.possessions)
    fixed = Counter(CAT.card_kind(card) for card in sheet.fixed)
    for kind in ("common", "unique", "spell", "skill"):
        assert held[kind] == fixed[kind] + getattr(sheet.random, kind), kind
    assert held["ally"] == fixed["ally"]
    assert held["special"] == fixed["special"]


def test_every_sheet_names_an_ability_this_module_implements():
    implemented = {
        *powers.DRAW_EXTRA,
        *powers.PASSIVE,
        *powers.CARE,
        powers.JENNY,
        powers.MANDY,
        powers.MARY,
        powers.PETE,
    }
    assert implemented == set(ALL)


def test_random_possessions_come_off_the_top_of_the_shuffled_decks(scenario):
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    held = [p.handle for inv in s.state.investigators for p in inv.possessions]
    for deck in ("common", "unique", "spell", "skill"):
        assert not set(held) & set(s.state.decks[deck])


# ---------------------------------------------------------------- one more card to draw


@pytest.mark.parametrize(
    ("inv_id", "deck"),
    [
        ("amanda-sharpe", "skill"),
        ("bob-jenkins", "common"),
        ("dexter-drake", "spell"),
        ("monterey-jack", "unique"),
    ],
)
def test_drawing_powers_draw_one_more_and_keep_the_number_asked(scenario, inv_id, deck):
    s = scenario([inv_id, "joe-diamond"])
    inv = bare(s)
    top = s.state.decks[deck][:2]
    s.run(lambda: effects.draw(s.game, inv, deck, 1))
    assert sorted(pending(s).ids()) == sorted(f"keep:{h}" for h in top)
    s.choose(f"keep:{top[1]}")
    assert s.done()
    assert [p.handle for p in inv.possessions] == [top[1]]
    assert s.state.decks[deck][-1] == top[0]  # the other one goes to the bottom


@pytest.mark.parametrize("deck", ["skill", "common", "spell", "unique"])
def test_others_draw_exactly_what_they_are_told(scenario, deck):
    s = scenario(["joe-diamond", "amanda-sharpe"])
    inv = bare(s)
    top = s.state.decks[deck][0]
    s.run(lambda: effects.draw(s.game, inv, deck, 1))
    assert s.done()
    assert [p.handle for p in inv.possessions] == [top]


def test_studious_with_a_choice_of_two_at_the_administration(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s)
    inv.area, inv.money = "administration", 8
    top = s.state.decks["skill"][:3]
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("location-action")
    assert sorted(pending(s).ids()) == sorted(f"keep:{h}" for h in top)  # 2 + Studious
    s.choose(f"keep:{top[2]}")
    assert s.done()
    assert inv.money == 0
    assert [p.handle for p in inv.possessions] == [top[2]]


# ---------------------------------------------------------------- "Ashcan" Pete: Scrounge


def test_scrounge_shops_from_the_bottom_of_the_deck(scenario):
    s = scenario(["ashcan-pete"])
    inv = bare(s)
    inv.area, inv.money = "general-store", 30
    bottom = s.state.decks["common"][-3:]
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("location-action")
    d = pending(s)
    assert d.ids() == ["use:scrounge", "done"]
    named = CAT.card_name(card_of(bottom[-1]))
    assert named in d.choices[0].label  # he sees the bottom card first
    s.choose("use:scrounge")
    offered = [c.id.removeprefix("buy:") for c in pending(s).choices]
    assert offered == [bottom[2], bottom[1], bottom[0]]
    s.choose(f"buy:{bottom[1]}")
    assert s.done()
    assert inv.holds(card_of(bottom[1]))
    assert inv.money == 30 - CAT.items[card_of(bottom[1])].price


def test_scrounge_may_be_declined_and_is_pete_s_alone(scenario):
    s = scenario(["ashcan-pete", "bob-jenkins"])
    pete = bare(s)
    pete.area, pete.money = "general-store", 30
    top = s.state.decks["common"][:3]
    s.run(lambda: flow.arkham_encounter(s.game, pete))
    s.choose("location-action", "done")
    assert [c.id for c in pending(s).choices] == [f"buy:{h}" for h in top]
    ctx = {"deck": "common", "from_bottom": False}
    assert not powers.SCROUNGE.usable(s.game, who(s, "bob-jenkins"), ctx)
    assert not powers.SCROUNGE.usable(s.game, pete, {"deck": "skill", "from_bottom": False})


def test_scrounge_through_the_before_draw_window(scenario):
    s = scenario(["ashcan-pete"])
    pete = bare(s)
    bottom = s.state.decks["unique"][-1]
    s.run(lambda: powers.before_draw(s.game, pete, "unique"))
    s.choose("use:scrounge")
    assert s.done()
    assert s.game.result is True
    assert s.state.decks["unique"][-1] == bottom  # looking moves nothing


# ---------------------------------------------------------------- Carolyn Fern and Vincent Lee


def test_psychology_restores_a_sanity_to_someone_in_her_place(scenario):
    s = scenario(["carolyn-fern", "amanda-sharpe"])
    carolyn, amanda = bare(s, 0), bare(s, 1)
    carolyn.area = amanda.area = "asylum"
    amanda.sanity = 2
    s.run(lambda: flow.upkeep(s.game, carolyn))
    d = pending(s)
    assert d.ids() == ["use:psychology", "done"]
    assert d.detail["advised"] == ("use:psychology",)
    s.choose("use:psychology")  # only Amanda is hurt: no question who
    assert amanda.sanity == 3
    assert pending(s).kind == "sliders"  # once per Upkeep: the window closed
    s.choose("done")
    assert s.done()


def test_psychology_asks_whom_when_several_are_hurt_and_never_passes_the_maximum(scenario):
    s = scenario(["carolyn-fern", "amanda-sharpe", "joe-diamond"])
    carolyn, amanda, joe = (bare(s, i) for i in range(3))
    carolyn.area = amanda.area = "asylum"
    joe.area = "bank"
    carolyn.sanity, amanda.sanity, joe.sanity = 5, 4, 1
    s.run(lambda: flow.upkeep(s.game, carolyn))
    s.choose("use:psychology")
    assert pending(s).ids() == ["heal:carolyn-fern", "heal:amanda-sharpe"]  # not Joe: elsewhere
    s.choose("heal:carolyn-fern")
    assert carolyn.sanity == 6 == effects.max_sanity(s.game, carolyn)
    assert amanda.sanity == 4


def test_psychology_is_not_offered_when_nobody_here_is_hurt(scenario):
    s = scenario(["carolyn-fern", "amanda-sharpe"])
    carolyn, amanda = bare(s, 0), bare(s, 1)
    amanda.area, amanda.sanity = "bank", 1
    s.run(lambda: flow.upkeep(s.game, carolyn))
    assert pending(s).kind == "sliders"


def test_physician_restores_a_stamina_himself_included(scenario):
    s = scenario(["vincent-lee", "amanda-sharpe"])
    vincent, amanda = bare(s, 0), bare(s, 1)
    vincent.stamina = 2
    amanda.area, amanda.stamina = vincent.area, 1
    s.run(lambda: flow.upkeep(s.game, vincent))
    s.choose("use:physician")
    assert pending(s).ids() == ["heal:vincent-lee", "heal:amanda-sharpe"]
    s.choose("heal:vincent-lee")
    assert (vincent.stamina, amanda.stamina) == (3, 1)
    assert pending(s).kind == "sliders"


def test_care_powers_belong_to_their_owners(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    amanda, joe = bare(s, 0), bare(s, 1)
    joe.area = amanda.area
    amanda.sanity = joe.stamina = 1
    assert not powers.PSYCHOLOGY.usable(s.game, amanda, {})
    assert not powers.PHYSICIAN.usable(s.game, joe, {})


# ---------------------------------------------------------------- Darrell and Gloria: two cards


def test_hometown_advantage_picks_one_of_two_location_cards(scenario):
    s = scenario(["darrell-simmons"])
    inv = bare(s)
    s.run(lambda: flow.location_encounter(s.game, inv, "newspaper"))
    d = pending(s)
    assert d.kind == "cards" and len(d.ids()) == 2
    assert all(i.startswith("read:") for i in d.ids())
    picked = d.ids()[1].removeprefix("read:")
    s.choose(d.ids()[1])
    encounter = next(e for e in s.events if e.kind == "encounter")
    assert encounter.card == picked


def test_others_read_a_single_location_card(scenario):
    s = scenario(["gloria-goldberg"])
    inv = bare(s)
    s.run(lambda: flow.location_encounter(s.game, inv, "newspaper"))
    assert any(e.kind == "encounter" for e in s.events)


def test_psychic_sensitivity_picks_one_of_two_gate_cards(scenario):
    s = scenario(["gloria-goldberg"])
    inv = bare(s)
    inv.area = "abyss-1"
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    d = pending(s)
    assert d.kind == "cards" and len(d.ids()) == 2
    colours = {CAT.gate_cards[i.removeprefix("read:")].colour for i in d.ids()}
    assert colours <= set(CAT.worlds["abyss"].colours)


def test_darrell_draws_one_gate_card_and_gloria_one_location_card(scenario):
    s = scenario(["darrell-simmons", "gloria-goldberg"])
    darrell, gloria = bare(s, 0), bare(s, 1)
    assert windows.modifier(s.game, darrell, "gate-cards") == 0
    assert windows.modifier(s.game, gloria, "location-cards") == 0


# ---------------------------------------------------------------- Harvey and Michael: less loss


def test_strong_mind_loses_one_sanity_less(scenario):
    s = scenario(["harvey-walters"])
    inv = bare(s)
    s.run(lambda: effects.lose(s.game, inv, sanity=3, stamina=1))
    assert (inv.sanity, inv.stamina) == (5, 2)
    s.run(lambda: effects.lose(s.game, inv, sanity=1))
    assert inv.sanity == 5


def test_strong_body_loses_one_stamina_less(scenario):
    s = scenario(["michael-mcglen"])
    inv = bare(s)
    s.run(lambda: effects.lose(s.game, inv, stamina=3, sanity=1))
    assert (inv.stamina, inv.sanity) == (5, 2)
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    assert inv.stamina == 5


def test_others_lose_in_full(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s)
    s.run(lambda: effects.lose(s.game, inv, sanity=1, stamina=1))
    assert (inv.sanity, inv.stamina) == (4, 4)


# ---------------------------------------------------------------- Jenny Barnes: Trust Fund


def test_trust_fund_pays_jenny_a_dollar_before_each_upkeep(scenario):
    s = scenario(["jenny-barnes", "amanda-sharpe"])
    jenny, amanda = s.inv(0), s.inv(1)
    for inv in (jenny, amanda):
        s.run(lambda inv=inv: windows.run_hooks(s.game, "upkeep-start", inv))
    assert (jenny.money, amanda.money) == (11, 1)


def test_trust_fund_reaches_the_first_upkeep(scenario):
    s = scenario(["jenny-barnes"])
    s.game.stack_deck("mythos", ["mythos-01"])
    while s.state.turn == 0:
        d = pending(s)
        s.choose("done" if "done" in d.ids() else d.enabled()[0].id)
    assert s.state.phase == "upkeep"
    assert s.inv().money == 11


def test_trust_fund_before_the_bank_loan_roll(scenario):
    s = scenario(["jenny-barnes"])
    jenny = bare(s)
    jenny.money = 0
    loan = give(s, jenny, "bank-loan", fresh=True)
    jenny.possession(loan).fresh = False
    s.run(lambda: windows.run_hooks(s.game, "upkeep-start", jenny))
    s.dice(2)  # interest due
    s.run(lambda: rounds.upkeep_rolls(s.game, jenny))
    assert jenny.holds("bank-loan") and not jenny.loan_defaulted
    assert jenny.money == 0


# ---------------------------------------------------------------- Joe Diamond: Hunches


def test_hunches_roll_two_dice_per_clue(scenario):
    s = scenario(["joe-diamond"])
    inv = bare(s, clues=1)  # Luck 3 − stop 1 = 2
    s.dice(1, 2, 5, 1)
    s.run(lambda: checks.check(s.game, inv, "luck"))
    s.choose("spend-clue")
    assert s.done()
    assert s.game.result.passed
    assert rolls(s)[-1] == (1, 2, 5, 1)


def test_others_roll_one_die_per_clue(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s, clues=1)  # Luck 3
    s.dice(1, 2, 3, 1)
    s.run(lambda: checks.check(s.game, inv, "luck"))
    s.choose("spend-clue")
    assert rolls(s)[-1] == (1, 2, 3, 1)
    assert not s.game.result.passed


# ---------------------------------------------------------------- Kate Winthrop: Flux Stabilizer


def test_flux_stabilizer_stops_gates_and_monsters_appearing_where_she_stands(scenario):
    s = scenario(["kate-winthrop", "amanda-sharpe"])
    kate, amanda = bare(s, 0), bare(s, 1)
    kate.area, amanda.area = "woods", "unvisited-isle"
    assert not board.can_appear(s.game, "woods")
    assert board.can_appear(s.game, "unvisited-isle")
    doom = s.state.doom
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert s.state.locations["woods"].gate is None and s.state.doom == doom
    s.run(lambda: combat.monster_appears(s.game, kate))
    assert s.game.result == "none"
    s.run(lambda: mythos.gate_step(s.game, "unvisited-isle"))
    assert s.state.locations["unvisited-isle"].gate is not None


def test_flux_stabilizer_leaves_what_is_already_there(scenario):
    s = scenario(["kate-winthrop"])
    kate = bare(s)
    kate.area = "woods"
    s.state.monsters["zombie-1"] = "woods"
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert s.state.monsters["zombie-1"] == "woods"


# ---------------------------------------------------------------- Mandy Thompson: Research


def mandy_and_amanda(s):
    amanda, mandy = bare(s, 0), bare(s, 1)
    mandy.area = "library"
    return amanda, mandy


def test_research_rerolls_another_investigator_s_failed_dice(scenario):
    s = scenario(["amanda-sharpe", "mandy-thompson"])
    amanda, _ = mandy_and_amanda(s)
    s.state.turn = 2
    s.dice(1, 2, 3, 5, 1, 1)  # Luck 3: fails; the re-roll of all three passes
    s.run(lambda: checks.check(s.game, amanda, "luck"))
    d = pending(s)
    assert d.investigator == "mandy-thompson"
    assert d.ids() == ["use:research", "done"]
    assert d.detail["advised"] == ("use:research",)
    s.choose("use:research")
    assert s.done()
    assert s.game.result.passed
    assert rolls(s, "Research re-roll") == [(5, 1, 1)]


def test_research_keeps_the_successes_and_is_once_per_turn(scenario):
    s = scenario(["amanda-sharpe", "mandy-thompson"])
    amanda, _ = mandy_and_amanda(s)
    s.state.turn = 2
    s.dice(5, 2, 3, 1, 6)  # Luck 3 needing 2: one success; the two failed dice re-rolled
    s.run(lambda: checks.check(s.game, amanda, "luck", difficulty=2))
    s.choose("use:research")
    assert rolls(s, "Research re-roll") == [(5, 1, 6)]
    assert s.game.result.passed
    s.dice(1, 1, 1)
    s.run(lambda: checks.check(s.game, amanda, "luck"))
    assert s.done()  # used this turn: no window
    s.state.turn = 3
    s.dice(1, 1, 1)
    s.run(lambda: checks.check(s.game, amanda, "luck"))
    assert "use:research" in pending(s).ids()


def test_research_is_offered_but_not_advised_on_a_passed_roll(scenario):
    s = scenario(["mandy-thompson"])
    mandy = bare(s)
    s.dice(5, 1)
    s.run(lambda: checks.check(s.game, mandy, "lore"))  # Lore 1 + stop 1: two dice
    d = pending(s)
    assert d.investigator == "mandy-thompson"
    assert d.detail["advised"] == ()
    s.choose("done")
    assert s.done()


def test_nobody_else_has_research(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    amanda, _ = bare(s, 0), bare(s, 1)
    s.dice(1, 1, 1)
    s.run(lambda: checks.check(s.game, amanda, "luck"))
    assert s.done()


# ---------------------------------------------------------------- Sister Mary: Guardian Angel


def test_guardian_angel_sends_her_to_south_church_instead_of_being_lost(scenario):
    s = scenario(["sister-mary"])
    mary = bare(s)
    mary.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, mary))
    d = pending(s)
    assert d.ids() == ["use:guardian-angel", "done"]
    assert "South Church" in d.choices[0].label
    s.choose("use:guardian-angel")
    assert s.done()
    assert mary.area == "south-church" and not mary.delayed
    assert "lost-in-time-and-space" not in s.kinds()


@pytest.mark.parametrize(("stat", "to"), [("sanity", "asylum"), ("stamina", "st-marys-hospital")])
def test_guardian_angel_after_a_knock_out_in_an_other_world(scenario, stat, to):
    s = scenario(["sister-mary"])
    mary = bare(s)
    mary.area = "abyss-1"
    setattr(mary, stat, 1)
    s.run(lambda: effects.lose(s.game, mary, **{stat: 1}))
    s.choose("use:guardian-angel")
    assert s.done()
    assert mary.area == to and getattr(mary, stat) == 1 and not mary.delayed


def test_others_are_lost_in_time_and_space(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s)
    inv.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, inv))
    assert s.done()
    assert inv.area == "lost" and inv.delayed
