"""Common and Unique Items (reference §6.2–6.3), one scenario per card at least.

Amanda Sharpe with the sliders at 1/1/1 on Rivertown Streets (``tests.kit.in_the_street``):
Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3; Sanity 5, Stamina 5. A Cultist has no Horror
check, combat rating +1 and toughness 1.
"""

from __future__ import annotations

import pytest

from arkham.engine import board, checks, combat, effects, flow, windows
from arkham.engine.effects import Interrupted
from arkham.engine.state import Investigator
from tests.kit import (
    Scenario,
    bare,
    choice,
    fight,
    give,
    in_deck,
    in_the_street,
    lose,
    move,
    place_gate,
    put,
    rolls,
    skill_check,
)

# ---------------------------------------------------------------- weapons

# card, physical or magical bonus against a Cultist
WEAPONS = [
    (".38 revolver", "38-revolver", 3),
    (".45 automatic", "45-automatic", 4),
    ("cavalry saber", "cavalry-saber", 2),
    ("knife", "knife", 1),
    ("rifle", "rifle", 5),
    ("tommy gun", "tommy-gun", 6),
    ("bullwhip", "bullwhip", 1),
    ("derringer", "18-derringer", 2),
    ("shotgun", "shotgun", 4),
    ("enchanted blade", "enchanted-blade", 4),
    ("enchanted knife", "enchanted-knife", 3),
    ("lamp of alhazred", "lamp-of-alhazred", 5),
    ("sword of glory", "sword-of-glory", 6),
]


@pytest.mark.parametrize(("name", "card", "bonus"), WEAPONS, ids=[w[0] for w in WEAPONS])
def test_a_weapon_in_hand_adds_its_bonus_to_the_combat_check(scenario, name, card, bonus):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, card)
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{handle}")
    dice = 2 + 1 + bonus  # Fight 2, the Cultist's +1, the weapon
    s.dice(5, *[1] * (dice - 1))
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, *[1] * (dice - 1))]
    assert s.game.result == "defeated"
    assert inv.holds(card)  # kept after use


def test_a_weapon_only_counts_while_held(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "tommy-gun")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(5, 1, 1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1)]


def test_two_handed_weapons_leave_no_hand_free(scenario):
    s = scenario()
    inv = in_the_street(s)
    rifle = give(s, inv, "rifle")
    knife = give(s, inv, "knife")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{rifle}")
    assert choice(s, f"toggle:{knife}").disabled == "needs 1 free hands"


def test_the_derringer_cannot_be_lost_when_knocked_out(scenario):
    s = scenario()
    inv = in_the_street(s)
    derringer = give(s, inv, "18-derringer")
    knife = give(s, inv, "knife")
    saber = give(s, inv, "cavalry-saber")
    inv.stamina = 0
    s.run(lambda: effects.knocked_out(s.game, inv))
    assert set(s.pending_ids()) == {f"discard:{knife}", f"discard:{saber}"}
    s.choose(f"discard:{knife}")
    assert [p.handle for p in inv.possessions] == [derringer, saber]
    assert inv.area == "st-marys-hospital"
    assert effects.losable(s.game, inv) == [saber]


def test_the_axe_with_a_knife_in_the_other_hand_is_plus_2(scenario):
    s = scenario()
    inv = in_the_street(s)
    axe = give(s, inv, "axe")
    knife = give(s, inv, "knife")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{axe}", f"toggle:{knife}")
    s.dice(5, 1, 1, 1, 1, 1)  # Fight 2 + 1 + Axe 2 + Knife 1
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1, 1, 1, 1)]


def test_the_axe_alone_is_plus_3(scenario):
    s = scenario()
    inv = in_the_street(s)
    axe = give(s, inv, "axe")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{axe}")
    s.dice(5, 1, 1, 1, 1, 1)  # Fight 2 + 1 + Axe 3
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1, 1, 1, 1)]


def test_the_shotguns_sixes_count_double(scenario):
    s = scenario()
    inv = in_the_street(s)
    shotgun = give(s, inv, "shotgun")
    put(s, "high-priest-1", inv.area)  # toughness 2, combat rating −2, horror +1
    s.dice(5, 1, 1, 1)  # Horror: Will 3 + 1
    fight(s, inv, "high-priest-1")
    s.choose(f"toggle:{shotgun}")
    s.dice(6, 1, 1, 1)  # Fight 2 − 2 + 4: one 6 = two successes
    s.choose("fight")
    assert s.game.result == "defeated"


def test_the_cross_adds_1_to_horror_checks_and_3_against_undead(scenario):
    s = scenario()
    inv = in_the_street(s)
    cross = give(s, inv, "cross")
    put(s, "zombie-1", inv.area)  # undead; horror −1, combat −1
    s.dice(5, 1, 1)  # Horror: Will 3 − 1 + Cross 1
    fight(s, inv, "zombie-1")
    assert rolls(s, "Horror") == [(5, 1, 1)]
    s.choose(f"toggle:{cross}")
    s.dice(5, 1, 1, 1)  # Fight 2 − 1 + 3 against the undead
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1, 1)]
    assert s.game.result == "defeated"


def test_the_cross_is_plus_0_against_the_living(scenario):
    s = scenario()
    inv = in_the_street(s)
    cross = give(s, inv, "cross")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{cross}")
    s.dice(5, 1, 1)  # Fight 2 + 1 + 0
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1)]


@pytest.mark.parametrize(("card", "bonus"), [("dynamite", 8), ("holy-water", 6)])
def test_one_use_weapons_are_discarded_after_the_combat_check(scenario, card, bonus):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, card)
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{handle}")
    dice = 2 + 1 + bonus
    s.dice(5, *[1] * (dice - 1))
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, *[1] * (dice - 1))]
    assert not inv.holds(card)
    assert s.state.decks[effects.deck_of(s.game, card)][-1] == handle


def test_the_powder_of_ibn_ghazi_is_plus_9_and_discarded(scenario):
    s = scenario()
    inv = in_the_street(s)
    powder = give(s, inv, "powder-of-ibn-ghazi")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{powder}")
    s.dice(5, *[1] * 11)  # Fight 2 + 1 + 9
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, *[1] * 11)]
    assert in_deck(s, powder)


def test_the_powder_of_ibn_ghazi_costs_1_sanity(scenario):
    s = scenario()
    inv = in_the_street(s)
    powder = give(s, inv, "powder-of-ibn-ghazi")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{powder}")
    s.dice(5, *[1] * 11)
    s.choose("fight")
    assert inv.sanity == 4


def test_the_bullwhip_rolls_one_failed_combat_die_again(scenario):
    s = scenario()
    inv = in_the_street(s)
    whip = give(s, inv, "bullwhip")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(1, 2, 3)
    s.choose("fight")
    assert "use:bullwhip" in s.pending_ids()
    s.dice(6)
    s.choose("use:bullwhip")
    assert rolls(s, "Bullwhip") == [(6,)]
    assert s.game.result == "defeated"
    assert inv.possession(whip).exhausted


def test_the_bullwhip_is_not_offered_on_other_checks(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bullwhip")
    s.dice(1, 1, 1)
    skill_check(s, inv, "luck")
    assert s.done()
    assert not s.game.result


# ---------------------------------------------------------------- passive bonuses


@pytest.mark.parametrize(
    ("card", "kind", "dice"),
    [("dark-cloak", "evade", 4), ("pallid-mask", "evade", 5), ("lantern", "luck", 4)],
)
def test_passive_bonuses_count_in_their_checks_only(scenario, card, kind, dice):
    s = scenario()
    inv = in_the_street(s)  # Sneak 3, Luck 3
    give(s, inv, card)
    s.dice(*[1] * dice)
    skill_check(s, inv, kind)
    assert rolls(s) == [(1,) * dice]
    other = "luck" if kind == "evade" else "evade"
    s.dice(1, 1, 1)
    skill_check(s, inv, other)
    assert rolls(s) == [(1, 1, 1)]


def test_the_ruby_gives_3_extra_movement_points(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "ruby-of-rlyeh")
    move(s, inv)
    assert s.game.pending().detail["points"] == 5


# ---------------------------------------------------------------- loss reducers


def test_food_takes_1_off_a_stamina_loss(scenario):
    s = scenario()
    inv = in_the_street(s)
    food = give(s, inv, "food")
    lose(s, inv, stamina=2)
    assert "use:food" in s.pending_ids()
    s.choose("use:food")
    assert s.done()
    assert inv.stamina == 4
    assert s.state.decks["common"][-1] == food


def test_food_is_not_offered_for_a_sanity_loss(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "food")
    lose(s, inv, sanity=1)
    assert s.done()
    assert inv.sanity == 4


def test_whiskey_takes_1_off_a_sanity_loss(scenario):
    s = scenario()
    inv = in_the_street(s)
    whiskey = give(s, inv, "whiskey")
    lose(s, inv, stamina=1)
    assert s.done()  # not for Stamina
    lose(s, inv, sanity=3)
    s.choose("use:whiskey")
    assert inv.sanity == 3
    assert inv.stamina == 4
    assert in_deck(s, whiskey)


def test_the_obsidian_statue_cancels_one_kind_of_loss(scenario):
    s = scenario()
    inv = in_the_street(s)
    statue = give(s, inv, "obsidian-statue")
    lose(s, inv, sanity=2, stamina=3)
    s.choose("use:obsidian-statue")
    assert s.pending_ids() == ["cancel:sanity", "cancel:stamina"]
    s.choose("cancel:stamina")
    assert s.done()
    assert (inv.sanity, inv.stamina) == (3, 5)
    assert in_deck(s, statue)


def test_enchanted_jewelry_takes_stamina_tokens_and_goes_at_the_third(scenario):
    s = scenario()
    inv = in_the_street(s)
    jewelry = give(s, inv, "enchanted-jewelry")
    lose(s, inv, stamina=2)
    s.choose("use:enchanted-jewelry", "use:enchanted-jewelry")
    assert s.done()
    assert inv.stamina == 5
    assert inv.possession(jewelry).tokens == 2
    lose(s, inv, stamina=2)
    s.choose("use:enchanted-jewelry")
    assert s.done()  # discarded at 3 tokens: nothing left to offer
    assert inv.stamina == 4
    assert in_deck(s, jewelry)


# ---------------------------------------------------------------- re-rolls


def test_the_lucky_cigarette_case_rolls_a_failed_check_again(scenario):
    s = scenario()
    inv = in_the_street(s)
    case = give(s, inv, "lucky-cigarette-case")
    s.dice(1, 1, 1)
    skill_check(s, inv, "luck")
    s.dice(5, 1, 1)
    s.choose("use:lucky-cigarette-case")
    assert rolls(s, "Lucky Cigarette Case") == [(5, 1, 1)]
    assert s.game.result.passed
    assert in_deck(s, case)


def test_the_lucky_cigarette_case_is_not_offered_on_a_passed_check(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "lucky-cigarette-case")
    s.dice(5, 1, 1)
    skill_check(s, inv, "luck")
    assert s.done()
    assert inv.holds("lucky-cigarette-case")


def test_research_materials_count_as_a_clue(scenario):
    s = scenario()
    inv = in_the_street(s)
    materials = give(s, inv, "research-materials")
    s.dice(1, 1, 1)
    skill_check(s, inv, "luck")
    assert "spend-clue" not in s.pending_ids()  # no Clues
    s.dice(6)
    s.choose("use:research-materials")
    assert rolls(s, "Research Materials") == [(6,)]
    assert s.game.result.passed
    assert s.game.result.dice == (1, 1, 1, 6)
    assert in_deck(s, materials)


# ---------------------------------------------------------------- movement items


def test_the_map_of_arkham_gives_1_movement_point(scenario):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, "map-of-arkham")
    move(s, inv)
    assert s.game.pending().detail["points"] == 2
    s.choose("use:map-of-arkham")
    assert s.game.pending().detail["points"] == 3
    assert "use:map-of-arkham" not in s.pending_ids()
    assert inv.possession(handle).exhausted


def test_the_motorcycle_gives_2_movement_points(scenario):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, "motorcycle")
    move(s, inv)
    s.choose("use:motorcycle")
    assert s.game.pending().detail["points"] == 4
    assert inv.possession(handle).exhausted


def read(s: Scenario, inv: Investigator, card: str, dice: list[int]) -> None:
    move(s, inv)
    s.dice(*dice)
    s.choose(f"use:{card}")


# card, Lore stops for Lore 4, dice rolled (Lore 4 + modifier), movement points
TOMES = [
    ("ancient-tome", 3, 2),
    ("old-journal", 3, 1),
    ("book-of-dzyan", 3, 2),
    ("cabala-of-saboth", 2, 2),
    ("cultes-des-goules", 2, 2),
    ("nameless-cults", 3, 1),
    ("necronomicon", 2, 2),
    ("the-king-in-yellow", 2, 2),
]


@pytest.mark.parametrize(("card", "dice", "points"), TOMES)
def test_a_tome_costs_its_movement_points_and_a_failed_reading_does_nothing(
    scenario, card, dice, points
):
    s = scenario()
    inv = in_the_street(s, speed_sneak=3, lore_luck=3)  # Speed 4, Lore 4
    handle = give(s, inv, card)
    read(s, inv, card, [1] * dice)
    assert rolls(s, f"Read {s.game.cat.card_name(card)}") == [(1,) * dice]
    assert s.game.pending().detail["points"] == 4 - points
    assert f"use:{card}" not in s.pending_ids()  # exhausted
    assert inv.possession(handle).exhausted
    assert (inv.clues, inv.sanity) == (0, 5)


def test_the_ancient_tome_gives_a_spell_and_goes(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    tome = give(s, inv, "ancient-tome")
    s.game.stack_deck("spell", ["wither"])
    read(s, inv, "ancient-tome", [5, 1, 1])
    assert s.done()  # 2 movement points spent: the movement is over
    assert inv.holds("wither")
    assert in_deck(s, tome)


def test_the_old_journal_gives_3_clues_and_goes(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    journal = give(s, inv, "old-journal")
    read(s, inv, "old-journal", [5, 1, 1])
    assert inv.clues == 3
    assert in_deck(s, journal)
    assert s.game.pending().detail["points"] == 1


def test_the_book_of_dzyan_costs_1_sanity_and_crumbles_after_two_readings(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    book = give(s, inv, "book-of-dzyan")
    s.game.stack_deck("spell", ["wither", "heal"])
    read(s, inv, "book-of-dzyan", [5, 1, 1])
    assert inv.holds("wither") and inv.sanity == 4
    assert inv.possession(book).tokens == 1
    inv.possession(book).exhausted = False
    read(s, inv, "book-of-dzyan", [5, 1, 1])
    assert inv.holds("heal") and inv.sanity == 3
    assert in_deck(s, book)


def test_the_cabala_of_saboth_gives_a_skill_and_goes(scenario):
    s = scenario(["kate-winthrop"])
    inv = in_the_street(s, lore_luck=3)  # Kate: Lore 1 + 3
    cabala = give(s, inv, "cabala-of-saboth")
    s.game.stack_deck("skill", ["bravery"])
    read(s, inv, "cabala-of-saboth", [5, 1])
    assert inv.holds("bravery")
    assert in_deck(s, cabala)


def test_cultes_des_goules_gives_a_spell_and_a_clue_for_2_sanity(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)  # Lore 3: 1 die at −2
    cultes = give(s, inv, "cultes-des-goules")
    s.game.stack_deck("spell", ["shrivelling"])
    read(s, inv, "cultes-des-goules", [6])
    assert inv.holds("shrivelling")
    assert (inv.clues, inv.sanity) == (1, 3)
    assert in_deck(s, cultes)


def test_nameless_cults_gives_a_spell_for_1_sanity(scenario):
    s = scenario()
    inv = in_the_street(s)  # Lore 2: 1 die at −1
    cults = give(s, inv, "nameless-cults")
    s.game.stack_deck("spell", ["find-gate"])
    read(s, inv, "nameless-cults", [5])
    assert inv.holds("find-gate") and inv.sanity == 4
    assert in_deck(s, cults)


def test_the_necronomicon_gives_a_spell_for_2_sanity_and_stays(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    necronomicon = give(s, inv, "necronomicon")
    s.game.stack_deck("spell", ["wither"])
    read(s, inv, "necronomicon", [5, 1])
    assert inv.holds("wither") and inv.sanity == 3
    assert inv.possession(necronomicon) is not None


def test_the_king_in_yellow_gives_4_clues_for_1_sanity(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    king = give(s, inv, "the-king-in-yellow")
    read(s, inv, "the-king-in-yellow", [5, 1])
    assert (inv.clues, inv.sanity) == (4, 4)
    assert in_deck(s, king)


def test_a_tome_needs_its_movement_points(scenario):
    s = scenario()
    inv = in_the_street(s, speed_sneak=0)  # Speed 1
    give(s, inv, "ancient-tome")
    give(s, inv, "old-journal")
    move(s, inv)
    ids = s.pending_ids()
    assert "use:old-journal" in ids
    assert "use:ancient-tome" not in ids


def test_the_alien_statue_success_gives_3_clues_or_a_spell(scenario):
    s = scenario()
    inv = in_the_street(s)
    statue = give(s, inv, "alien-statue")
    move(s, inv)
    s.dice(5)
    s.choose("use:alien-statue")
    assert s.pending_ids() == ["spell", "clues"]
    s.choose("clues")
    assert (inv.clues, inv.sanity, inv.stamina) == (3, 4, 5)
    assert inv.possession(statue).exhausted
    assert s.done()


def test_the_alien_statue_failure_costs_2_stamina(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "alien-statue")
    move(s, inv)
    s.dice(4)
    s.choose("use:alien-statue")
    assert (inv.clues, inv.sanity, inv.stamina) == (0, 4, 3)


def test_the_ancient_tablet_draws_a_spell_per_success(scenario):
    s = scenario()
    inv = in_the_street(s, speed_sneak=2)  # Speed 3
    tablet = give(s, inv, "ancient-tablet")
    s.game.stack_deck("spell", ["wither", "heal"])
    move(s, inv)
    s.dice(5, 6)
    s.choose("use:ancient-tablet")
    assert inv.holds("wither") and inv.holds("heal")
    assert in_deck(s, tablet)
    assert s.done()


def test_the_ancient_tablet_with_no_success_gives_2_clues(scenario):
    s = scenario()
    inv = in_the_street(s, speed_sneak=2)
    give(s, inv, "ancient-tablet")
    move(s, inv)
    s.dice(1, 4)
    s.choose("use:ancient-tablet")
    assert inv.clues == 2
    assert not inv.holds("ancient-tablet")


# ---------------------------------------------------------------- gates


def test_the_elder_sign_seals_an_explored_gate(scenario):
    s = scenario()
    inv = bare(s, area="woods")
    sign = give(s, inv, "elder-sign")
    place_gate(s, "woods", "abyss")
    inv.explored = True
    s.state.doom = 3
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("elder-sign")
    assert s.state.locations["woods"].sealed
    assert s.state.locations["woods"].gate is None
    assert s.state.doom == 2
    assert (inv.sanity, inv.stamina) == (4, 4)
    assert sign in s.state.decks["box"]


def test_the_blue_watcher_closes_a_gate_for_2_stamina(scenario):
    s = scenario()
    inv = bare(s, area="woods")
    watcher = give(s, inv, "blue-watcher-of-the-pyramid")
    gate = place_gate(s, "woods", "abyss")
    inv.explored = True
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("use:blue-watcher:gate")
    assert s.done()
    assert inv.gate_trophies == [gate]
    assert not s.state.locations["woods"].sealed
    assert inv.stamina == 3
    assert in_deck(s, watcher)


def test_the_blue_watcher_passes_a_combat_check(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "blue-watcher-of-the-pyramid")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose("use:blue-watcher:combat")
    assert s.game.result == "defeated"
    assert inv.monster_trophies == ["cultist-1"]
    assert inv.stamina == 3
    assert not rolls(s, "Combat")


def test_the_gate_box_returns_through_any_open_gate(scenario):
    s = scenario()
    inv = bare(s, area="abyss-2")
    give(s, inv, "gate-box")
    place_gate(s, "woods", "yuggoth")
    s.run(lambda: board.other_world_return(s.game, inv))
    assert inv.area == "woods"
    assert inv.explored


def test_without_the_gate_box_only_a_matching_gate_leads_home(scenario):
    s = scenario()
    inv = bare(s, area="abyss-2")
    place_gate(s, "woods", "yuggoth")
    s.run(lambda: board.other_world_return(s.game, inv))
    assert isinstance(s.game.result, Interrupted)
    assert inv.area == "lost"


# ---------------------------------------------------------------- evading and combat


def test_the_silver_key_passes_an_evade_check_and_goes_at_the_third_token(scenario):
    s = scenario()
    inv = in_the_street(s)
    key = give(s, inv, "silver-key")
    put(s, "cultist-1", inv.area)
    s.run(lambda: combat.confront(s.game, inv, "cultist-1"))
    s.choose("evade", "use:silver-key")
    assert s.game.result == "evaded"
    assert not rolls(s, "Evade")
    assert inv.possession(key).tokens == 1
    inv.possession(key).tokens = 2
    s.run(lambda: combat.confront(s.game, inv, "cultist-1"))
    s.choose("evade", "use:silver-key")
    assert s.game.result == "evaded"
    assert in_deck(s, key)


def test_the_flute_defeats_every_monster_in_the_area(scenario):
    s = scenario()
    inv = in_the_street(s)
    flute = give(s, inv, "flute-of-the-outer-gods")
    for marker in ("cultist-1", "cultist-2", "ghoul-1"):
        put(s, marker, inv.area)
    put(s, "cultist-3", "woods")
    fight(s, inv, "cultist-1")
    s.choose("use:flute-of-the-outer-gods")
    assert s.game.result == "defeated"
    assert sorted(inv.monster_trophies) == ["cultist-1", "cultist-2", "ghoul-1"]
    assert s.state.monsters["cultist-3"] == "woods"
    assert (inv.sanity, inv.stamina) == (2, 2)
    assert in_deck(s, flute)


def test_the_flute_is_not_offered_when_it_would_knock_you_out(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "flute-of-the-outer-gods")
    inv.sanity = 3
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    assert "use:flute-of-the-outer-gods" not in s.pending_ids()
    assert "fight" in s.pending_ids()


def test_the_warding_statue_cancels_the_combat_damage(scenario):
    s = scenario()
    inv = in_the_street(s)
    statue = give(s, inv, "warding-statue")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(1, 1, 1)
    s.choose("fight")
    assert "use:warding-statue" in s.pending_ids()
    s.choose("use:warding-statue")
    assert inv.stamina == 5
    assert in_deck(s, statue)
    assert "fight" in s.pending_ids()  # the next round


def test_the_warding_statue_cancels_an_ancient_one_attack_at_its_window(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "warding-statue")
    s.run(
        lambda: windows.window(
            s.game, "ancient-one-attack", inv, "The Ancient One attacks", cancelled=False
        )
    )
    s.choose("use:warding-statue:ancient-one")
    assert s.game.result == {"cancelled": True}
    assert not inv.holds("warding-statue")


# ---------------------------------------------------------------- Upkeep and awakening


def test_the_healing_stone_gives_1_stamina_in_upkeep(scenario):
    s = scenario()
    inv = in_the_street(s)
    stone = give(s, inv, "healing-stone")
    inv.stamina = 3
    s.run(lambda: flow.upkeep(s.game, inv))
    s.choose("use:healing-stone")
    assert inv.stamina == 4
    assert inv.possession(stone).exhausted
    assert s.game.pending().kind == "sliders"  # offered once per Upkeep


def test_the_healing_stone_asks_which_when_both_are_down(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "healing-stone")
    inv.stamina, inv.sanity = 4, 2
    s.run(lambda: flow.upkeep(s.game, inv))
    s.choose("use:healing-stone")
    assert s.pending_ids() == ["gain:sanity", "gain:stamina"]
    s.choose("gain:sanity")
    assert (inv.sanity, inv.stamina) == (3, 4)


def test_the_healing_stone_is_not_offered_at_full_health(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "healing-stone")
    s.run(lambda: flow.upkeep(s.game, inv))
    assert s.game.pending().kind == "sliders"


def test_the_healing_stone_crumbles_when_the_ancient_one_awakens(scenario):
    s = scenario()
    inv = in_the_street(s)
    stone = give(s, inv, "healing-stone")
    s.run(lambda: windows.run_hooks(s.game, "ancient-one-awakens"))
    assert not inv.holds("healing-stone")
    assert in_deck(s, stone)


# ---------------------------------------------------------------- Dragon's Eye


def test_the_dragons_eye_draws_another_gate_card(scenario):
    s = scenario()
    inv = bare(s, area="abyss-1")
    eye = give(s, inv, "dragons-eye")
    gate_deck = s.state.decks["gate"]
    gate_deck[:] = [
        "gate-green-1",
        "gate-blue-2",
        *[c for c in gate_deck if c not in ("gate-green-1", "gate-blue-2", "gate-red-1")],
    ]
    s.run(
        lambda: windows.window(
            s.game, "encounter-card", inv, "Drawn", card="gate-red-1", deck="gate", world="abyss"
        )
    )
    s.choose("use:dragons-eye")
    assert s.game.result["card"] == "gate-blue-2"  # green does not match the Abyss
    assert gate_deck[-1] == "gate-red-1"
    assert inv.sanity == 4
    assert inv.possession(eye).exhausted


def test_the_dragons_eye_draws_another_location_card(scenario):
    s = scenario()
    inv = bare(s, area="witch-house")
    give(s, inv, "dragons-eye")
    s.state.decks["loc:french-hill"][:] = ["french-hill-1", "french-hill-2"]
    s.run(
        lambda: windows.window(
            s.game, "encounter-card", inv, "Drawn", card="french-hill-1", deck="loc:french-hill"
        )
    )
    s.choose("use:dragons-eye")
    assert s.game.result["card"] == "french-hill-2"


def test_the_dragons_eye_is_offered_after_a_location_card_is_drawn(scenario):
    s = scenario()
    inv = bare(s, area="witch-house")
    give(s, inv, "dragons-eye")
    s.run(lambda: flow.location_encounter(s.game, inv, "witch-house"))
    assert "use:dragons-eye" in s.pending_ids()


# ---------------------------------------------------------------- bots


def test_bots_are_advised_to_use_a_loss_reducer(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "food")
    lose(s, inv, stamina=1)
    assert s.game.pending().detail["advised"] == ("use:food",)


def test_bots_keep_the_obsidian_statue_for_a_big_loss(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "obsidian-statue")
    lose(s, inv, stamina=1)
    assert s.game.pending().detail["advised"] == ()
    s.choose("done")
    lose(s, inv, sanity=4)
    assert s.game.pending().detail["advised"] == ("use:obsidian-statue",)


def test_the_cross_horror_bonus_is_for_horror_checks_only(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "cross")
    assert checks.skill(s.game, inv, "horror") == 4
    assert checks.skill(s.game, inv, "will") == 3
