"""The eight Ancient Ones (reference §5): worshippers, powers while asleep, start-of-battle
effects, the attack growing harder each round, defences; the final battle won and lost; the
score with every modifier and the First Citizen of Arkham (seed 001, Scoring the Game)."""

from __future__ import annotations

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import checks, combat, effects, final_battle, flow, mythos, rounds, windows
from tests.kit import (
    answer_all,
    bare,
    gate_trophy,
    give,
    in_battle,
    monster_trophy,
    rolls,
)

CAT = load_catalog()
AMANDA, JOE, MICHAEL = "amanda-sharpe", "joe-diamond", "michael-mcglen"
CHECKED = [ao.id for ao in CAT.ancient_ones.values() if ao.attack.check is not None]


# ---------------------------------------------------------------- arranging


def in_cup(s) -> list[str]:
    return [m for m, where in s.state.monsters.items() if where == "cup"]


def stat(s, marker: str, name: str) -> int:
    return combat.stat(s.game, marker, name)


# ---------------------------------------------------------------- worshippers


@pytest.mark.parametrize(
    ("ao", "marker", "changes"),
    [
        ("azathoth", "maniac-1", {"toughness": 2}),
        ("cthulhu", "cultist-1", {"horror-rating": -2, "horror-damage": 2}),
        ("hastur", "cultist-1", {"combat-rating": -2}),
        ("ithaqua", "cultist-1", {"toughness": 3}),
        ("yig", "cultist-1", {"combat-rating": 0, "combat-damage": 4}),
        ("yog-sothoth", "cultist-1", {"combat-rating": -1}),
    ],
)
def test_worshippers_change_their_monsters(scenario, ao, marker, changes):
    s = scenario([AMANDA], ancient_one=ao)
    for name, value in changes.items():
        assert stat(s, marker, name) == value, name
    other = scenario([AMANDA], ancient_one="nyarlathotep")
    kind = CAT.monster_kinds[CAT.kind_of_marker[marker]]
    printed = {
        "toughness": kind.toughness,
        "combat-rating": kind.combat.rating,
        "combat-damage": kind.combat.damage,
        "horror-rating": 0,
        "horror-damage": 0,
    }
    for name in changes:
        assert stat(other, marker, name) == printed[name], name


@pytest.mark.parametrize(
    ("ao", "marker", "keyword"),
    [
        ("nyarlathotep", "cultist-1", "endless"),
        ("shub-niggurath", "dark-young-1", "endless"),
        ("yog-sothoth", "cultist-1", "magical-immunity"),
        ("hastur", "cultist-1", "flying"),
    ],
)
def test_worshippers_gain_keywords(scenario, ao, marker, keyword):
    s = scenario([AMANDA], ancient_one=ao)
    assert keyword in combat.keywords(s.game, marker)
    assert keyword not in combat.keywords(s.game, "zombie-1")
    other = scenario([AMANDA], ancient_one="azathoth")
    assert keyword not in combat.keywords(other.game, marker)


@pytest.mark.parametrize(
    ("ao", "lands"), [("hastur", "easttown-streets"), ("yig", "french-hill-streets")]
)
def test_hastur_s_cultists_fly(scenario, ao, lands):
    """A flying Cultist swoops onto the adjacent street holding an investigator; elsewhere it
    follows the white arrow from Rivertown to French Hill."""
    s = scenario([AMANDA], ancient_one=ao)
    s.inv().area = "easttown-streets"
    for marker, where in s.state.monsters.items():
        if where not in ("cup", "box"):
            s.state.monsters[marker] = "cup"
    s.state.monsters["cultist-1"] = "rivertown-streets"
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], []))
    assert s.state.monsters["cultist-1"] == lands


def test_an_endless_cultist_goes_back_to_the_cup_under_nyarlathotep(scenario):
    s = scenario([AMANDA], ancient_one="nyarlathotep")
    inv = bare(s)
    s.state.monsters["cultist-1"] = "encounter"
    kws = combat.keywords(s.game, "cultist-1")
    s.run(lambda: combat.defeated(s.game, inv, "cultist-1", kws))
    assert s.state.monsters["cultist-1"] == "cup" and inv.monster_trophies == []


def test_cthulhu_s_cultists_get_horror_stats(scenario):
    """The stats are set; the engine still skips the Horror check of a kind printed without
    one (combat.combat should also make it when the horror damage is above 0)."""
    s = scenario([AMANDA], ancient_one="cthulhu")
    assert stat(s, "cultist-1", "horror-damage") == 2


# ---------------------------------------------------------------- powers while asleep


def test_azathoth_waking_ends_the_world(scenario):
    s = scenario([AMANDA], ancient_one="azathoth")
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    assert s.done()
    assert s.state.outcome.won is False and s.state.outcome.cause == "ancient-one-awakened"


def test_cthulhu_lowers_every_maximum_by_one_as_investigators_join(scenario):
    s = scenario([AMANDA, MICHAEL], ancient_one="cthulhu")
    amanda, michael = s.inv(0), s.inv(1)
    assert (effects.max_sanity(s.game, amanda), effects.max_stamina(s.game, amanda)) == (4, 4)
    assert (amanda.sanity, amanda.stamina) == (4, 4)  # lowered with the maximum
    assert (effects.max_sanity(s.game, michael), michael.sanity) == (2, 2)
    assert (effects.max_stamina(s.game, michael), michael.stamina) == (6, 6)
    s.run(lambda: windows.run_hooks(s.game, "investigator-joined", amanda))
    assert effects.max_sanity(s.game, amanda) == 4  # once only


def test_cthulhu_reaches_the_players_before_turn_one(scenario):
    s = scenario([AMANDA], ancient_one="cthulhu")
    s.game.stack_deck("mythos", ["mythos-01"])
    while s.state.turn == 0:
        d = s.game.pending()
        s.choose("done" if "done" in d.ids() else d.enabled()[0].id)
    assert effects.max_sanity(s.game, s.inv()) == 4 and s.inv().sanity == 4


def test_cthulhu_reaches_a_replacement_as_he_joins(scenario):
    s = scenario([AMANDA], ancient_one="cthulhu")
    s.run(lambda: effects.devoured(s.game, s.inv()))
    s.run(lambda: rounds.join_replacements(s.game))  # the next turn
    s.choose("done")
    new = s.inv()
    sheet = CAT.investigators[new.id]
    assert effects.max_sanity(s.game, new) == new.sanity == sheet.sanity - 1


def test_no_dreams_under_another_ancient_one(scenario):
    s = scenario([AMANDA], ancient_one="hastur")
    s.run(lambda: windows.run_hooks(s.game, "end-of-mythos"))
    assert effects.max_sanity(s.game, s.inv()) == 5


def test_hastur_makes_sealing_cost_eight_clues(scenario):
    s = scenario([AMANDA], ancient_one="hastur")
    assert flow.seal_cost(s.game, s.inv()) == 8
    assert flow.seal_cost(scenario([AMANDA], ancient_one="yig").game, s.inv()) == 5


def test_sealing_under_hastur(scenario):
    s = scenario([AMANDA], ancient_one="hastur")
    inv = bare(s, clues=7)
    gate = gate_trophy(s, inv)
    inv.gate_trophies.remove(gate)
    s.state.locations["woods"].gate = gate
    inv.area, inv.explored = "woods", True
    inv.sliders = {"speed-sneak": 1, "fight-will": 3, "lore-luck": 1}
    dice = (
        checks.skill(s.game, inv, "fight") + CAT.worlds[CAT.gate_markers[gate].world].close_modifier
    )
    s.dice(*([5] + [1] * (dice - 1)))
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("close:fight")
    assert s.done()  # closed, but 7 Clues cannot seal
    assert not s.state.locations["woods"].sealed and gate in inv.gate_trophies
    assert inv.clues == 7
    inv.clues = 8
    gate = s.state.gate_stack.pop(0)
    s.state.locations["woods"].gate = gate
    inv.explored = True
    s.dice(*([5] + [1] * (dice - 1)))
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("close:fight")
    assert s.game.pending().choices[0].label == "Seal it (8 Clues)"
    s.choose("seal")
    assert s.state.locations["woods"].sealed and inv.clues == 0


def test_yog_sothoth_makes_closing_need_two_successes(scenario):
    s = scenario([AMANDA], ancient_one="yog-sothoth")
    inv = bare(s)
    gate = gate_trophy(s, inv)
    inv.gate_trophies.remove(gate)
    s.state.locations["woods"].gate = gate
    inv.area, inv.explored = "woods", True
    inv.sliders = {"speed-sneak": 1, "fight-will": 3, "lore-luck": 1}
    close = CAT.worlds[CAT.gate_markers[gate].world].close_modifier
    dice = checks.skill(s.game, inv, "fight") + close
    assert dice >= 2
    s.dice(*([5] + [1] * (dice - 1)))
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("close:fight")
    assert s.done()
    assert s.state.locations["woods"].gate == gate  # one success is not enough
    s.dice(*([5, 5] + [1] * (dice - 2)))
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.choose("close:fight")
    assert s.state.locations["woods"].gate is None


def test_ithaqua_chills_everyone_in_a_street_at_the_end_of_the_mythos(scenario):
    s = scenario([AMANDA, JOE, MICHAEL], ancient_one="ithaqua")
    amanda, joe, michael = (bare(s, i) for i in range(3))
    amanda.area, joe.area, michael.area = "rivertown-streets", "woods", "uptown-streets"
    s.run(lambda: windows.run_hooks(s.game, "end-of-mythos"))
    assert (amanda.stamina, joe.stamina, michael.stamina) == (4, 6, 7)  # Strong Body


def test_ithaqua_discards_weather(scenario):
    s = scenario([AMANDA], ancient_one="ithaqua")
    bare(s)
    for card in ("mythos-04", "mythos-01"):
        s.state.decks["mythos"].remove(card)
        s.run(lambda card=card: mythos.activate(s.game, card))
        if card == "mythos-04":
            assert s.state.environment is None  # never comes into play
            assert s.state.decks["mythos"][-1] == "mythos-04"
    assert s.state.environment == "mythos-01"  # a mystic environment stays


def test_weather_stays_under_another_ancient_one(scenario):
    s = scenario([AMANDA], ancient_one="yig")
    s.state.decks["mythos"].remove("mythos-04")
    s.state.environment = "mythos-04"
    s.inv().area = "rivertown-streets"
    s.run(lambda: windows.run_hooks(s.game, "end-of-mythos"))
    assert s.state.environment == "mythos-04" and s.inv().stamina == 5


def test_nyarlathotep_brings_the_masks(scenario):
    masks = [
        m
        for m in CAT.monster_markers
        if "mask" in CAT.monster_kinds[CAT.kind_of_marker[m]].abilities
    ]
    s = scenario([AMANDA], ancient_one="nyarlathotep")
    assert masks and all(s.state.monsters[m] == "cup" for m in masks)
    other = scenario([AMANDA], ancient_one="yig")
    assert all(other.state.monsters[m] == "box" for m in masks)


def test_shub_niggurath_gives_every_monster_one_more_toughness(scenario):
    s = scenario([AMANDA], ancient_one="shub-niggurath")
    assert stat(s, "zombie-1", "toughness") == 2
    assert stat(s, "dark-young-1", "toughness") == 4
    in_battle(s)
    assert stat(s, "zombie-1", "toughness") == 2  # (no monsters fight in the battle)


def test_yig_adds_doom_for_a_defeated_cultist(scenario):
    s = scenario([AMANDA], ancient_one="yig")
    inv = bare(s)
    doom = s.state.doom
    for marker in ("cultist-1", "zombie-1"):
        s.state.monsters[marker] = "encounter"
        s.run(lambda marker=marker: combat.defeated(s.game, inv, marker, []))
    assert s.state.doom == doom + 1
    assert "cultist-1" in inv.monster_trophies


def test_yig_adds_doom_when_someone_is_lost(scenario):
    s = scenario([AMANDA], ancient_one="yig")
    inv = bare(s)
    inv.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, inv))
    assert s.state.doom == 1 and inv.area == "lost"


def test_no_extra_doom_under_another_ancient_one(scenario):
    s = scenario([AMANDA], ancient_one="hastur")
    inv = bare(s)
    s.state.monsters["cultist-1"] = "encounter"
    s.run(lambda: combat.defeated(s.game, inv, "cultist-1", []))
    inv.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, inv))
    assert s.state.doom == 0


def test_yog_sothoth_devours_instead_of_losing_in_time_and_space(scenario):
    s = scenario([AMANDA, JOE], ancient_one="yog-sothoth")
    inv = bare(s)
    inv.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, inv))
    assert s.game.result.why == "devoured"
    assert inv.status == "devoured" and s.state.investigators[0] is inv


def test_sister_mary_is_never_lost_so_yog_sothoth_cannot_devour_her(scenario):
    s = scenario(["sister-mary"], ancient_one="yog-sothoth")
    mary = bare(s)
    mary.area = "abyss-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, mary))
    s.choose("use:guardian-angel")
    assert mary.status == "playing" and mary.area == "south-church"


# ---------------------------------------------------------------- start of the battle


def start(s) -> None:
    s.run(lambda: final_battle.START_OF_BATTLE[s.state.ancient_one](s.game))


def test_ithaqua_s_icy_winds_discard_items_on_failed_dice(scenario):
    s = scenario([AMANDA, JOE], ancient_one="ithaqua")
    amanda, joe = bare(s, 0), bare(s, 1)
    items = [give(s, amanda, c, fresh=True) for c in ("knife", "cross", "wither")]
    give(s, amanda, "duke", fresh=True)  # not an item
    bless = give(s, joe, "blessing", fresh=True)
    tommy = give(s, joe, "tommy-gun", fresh=True)
    in_battle(s)
    s.dice(5, 4, 6, 4)  # Amanda: keep, lose, keep; Joe (Blessed): 4 succeeds
    start(s)
    assert s.done()
    assert [p.handle for p in amanda.possessions if p.card != "duke"] == [items[0], items[2]]
    assert joe.holds("tommy-gun") and tommy and bless
    assert rolls(s, "Ithaqua's icy winds") == [(5, 4, 6), (4,)]


@pytest.mark.parametrize(
    ("ao", "arrange"),
    [
        ("nyarlathotep", lambda s, inv: setattr(inv, "clues", 1)),
        ("shub-niggurath", lambda s, inv: monster_trophy(s, inv, "zombie-1")),
        ("yog-sothoth", lambda s, inv: gate_trophy(s, inv)),
    ],
)
def test_start_of_battle_devours_those_without_what_it_asks(scenario, ao, arrange):
    s = scenario([AMANDA, JOE], ancient_one=ao)
    amanda, joe = bare(s, 0), bare(s, 1)
    arrange(s, joe)
    in_battle(s)
    start(s)
    assert s.done()
    assert amanda.status == "eliminated" and joe.status == "playing"


def test_yig_curses_everyone_and_devours_the_cursed(scenario):
    s = scenario([AMANDA, JOE, MICHAEL], ancient_one="yig")
    amanda, joe, michael = (bare(s, i) for i in range(3))
    give(s, joe, "curse", fresh=True)
    give(s, michael, "blessing", fresh=True)
    in_battle(s)
    start(s)
    assert amanda.holds("curse") and amanda.status == "playing"
    assert joe.status == "eliminated"
    assert not michael.holds("blessing") and not michael.holds("curse")


def test_hastur_s_combat_rating_is_minus_the_terror_when_he_wakes(scenario):
    s = scenario([JOE], ancient_one="hastur")
    joe = bare(s)
    joe.sliders["fight-will"] = 3  # Fight 5
    s.state.terror = 2
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    s.choose("done")  # sliders
    s.dice(1, 1, 1)
    s.choose("attack")
    assert rolls(s, "Attack") == [(1, 1, 1)]  # 5 − 2


# ---------------------------------------------------------------- the attacks


@pytest.mark.parametrize("ao", CHECKED)
def test_each_attack_is_one_harder_than_the_last(scenario, ao):
    s = scenario([MICHAEL], ancient_one=ao)
    inv = bare(s, clues=5)
    inv.sliders = {"speed-sneak": 3, "fight-will": 3, "lore-luck": 3}
    inv.monster_trophies.clear()
    for marker in ("zombie-1", "zombie-2", "zombie-3"):
        monster_trophy(s, inv, marker)
    for _ in range(3):
        gate_trophy(s, inv)
    attack = CAT.ancient_ones[ao].attack
    base = checks.skill(s.game, inv, attack.check.skill) + attack.check.modifier
    fb = in_battle(s)
    purpose = f"{CAT.ancient_ones[ao].name}'s attack"
    for step in range(2):
        n = base - step
        s.dice(*([1] * n))
        s.run(lambda: final_battle.ancient_one_attacks(s.game))
        while "accept" in (s.pending_ids() or []):
            s.choose("accept")
        assert rolls(s, purpose)[0] == (1,) * n
    assert fb.attack_step == 2


@pytest.mark.parametrize(
    ("ao", "before", "after"),
    [
        ("hastur", {"sanity": 3}, {"sanity": 1}),
        ("ithaqua", {"stamina": 5}, {"stamina": 4}),  # Strong Body: 2 − 1
        ("yig", {"sanity": 3, "stamina": 5}, {"sanity": 2, "stamina": 5}),
    ],
)
def test_failed_attacks_cost_sanity_or_stamina(scenario, ao, before, after):
    s = scenario([MICHAEL], ancient_one=ao)
    inv = bare(s)
    for k, v in before.items():
        setattr(inv, k, v)
    in_battle(s)
    s.dice(*([1] * 10))
    s.run(lambda: final_battle.ancient_one_attacks(s.game))
    assert s.done()
    for k, v in after.items():
        assert getattr(inv, k) == v, k


@pytest.mark.parametrize(
    ("ao", "arrange", "left"),
    [
        ("nyarlathotep", lambda s, inv: setattr(inv, "clues", 2), lambda inv: inv.clues),
        (
            "shub-niggurath",
            lambda s, inv: [monster_trophy(s, inv, m) for m in in_cup(s)[:2]],
            lambda inv: len(inv.monster_trophies),
        ),
        (
            "yog-sothoth",
            lambda s, inv: [gate_trophy(s, inv) for _ in range(2)],
            lambda inv: len(inv.gate_trophies),
        ),
    ],
)
def test_attacks_that_take_and_devour_when_none_is_left(scenario, ao, arrange, left):
    s = scenario([AMANDA, JOE], ancient_one=ao)
    amanda, joe = bare(s, 0), bare(s, 1)
    arrange(s, amanda)
    arrange(s, joe)
    in_battle(s)
    s.dice(*([1] * 20))
    s.run(lambda: final_battle.ancient_one_attacks(s.game))
    answer_all(s, prefer=("accept",))
    assert (left(amanda), left(joe)) == (1, 1)
    s.run(lambda: final_battle.ancient_one_attacks(s.game))
    answer_all(s, prefer=("accept",))
    assert amanda.status == joe.status == "eliminated"


def test_cthulhu_s_attack_lowers_a_maximum_and_restores_a_doom_token(scenario):
    s = scenario([AMANDA], ancient_one="cthulhu")
    inv = bare(s)
    fb = in_battle(s, doom_tokens=10)
    s.run(lambda: final_battle.ancient_one_attacks(s.game))
    assert s.game.pending().ids() == ["max-sanity", "max-stamina"]
    s.choose("max-stamina")
    # 7 printed, −1 for his dreams, −1 for the attack
    assert effects.max_stamina(s.game, inv) == 3 and inv.stamina == 3
    assert fb.doom_tokens == 11
    fb.doom_tokens = 13
    s.run(lambda: final_battle.ancient_one_attacks(s.game))
    s.choose("max-sanity")
    assert fb.doom_tokens == 13  # a full track stays full


@pytest.mark.parametrize(
    ("ao", "card", "bonus"),
    [
        ("hastur", "tommy-gun", 3),
        ("shub-niggurath", "tommy-gun", 0),
        ("nyarlathotep", "tommy-gun", 6),
    ],
)
def test_defences_against_weapons(scenario, ao, card, bonus):
    s = scenario([AMANDA], ancient_one=ao)
    inv = bare(s)
    handle = give(s, inv, card, fresh=True)
    fight = combat.Fight(marker=ao, held=[handle])
    assert combat.weapon_bonus(s.game, inv, fight, CAT.ancient_ones[ao].defences) == bonus


# ---------------------------------------------------------------- the battle won and lost


def test_the_battle_won(scenario):
    s = scenario([JOE], ancient_one="hastur")
    joe = bare(s)
    joe.sliders = {"speed-sneak": 1, "fight-will": 3, "lore-luck": 1}  # Fight 5, Luck 2
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    for luck_dice in (3, 2):
        s.choose("done")
        s.dice(5, 5, 5, 5, 5)  # five doom tokens a round (one player)
        s.dice(*([5] + [1] * (luck_dice - 1)))  # Hastur's attack passed
        s.choose("attack")
    s.choose("done")
    s.dice(5, 5, 5, 5, 5)
    s.choose("attack")
    assert s.done()
    out = s.state.outcome
    assert (out.won, out.cause, out.first_citizen) == (True, "ancient-one-defeated", JOE)
    assert out.score == final_battle.score(s.game, True) == 1 + 1


def test_the_battle_lost_when_everyone_is_devoured(scenario):
    s = scenario([AMANDA, JOE], ancient_one="nyarlathotep")
    bare(s, 0)
    bare(s, 1)
    s.run(lambda: final_battle.battle(s.game, "too-many-gates"))
    assert s.done()
    assert s.state.outcome.won is False and s.state.outcome.cause == "all-devoured"


def test_the_battle_lost_to_attacks(scenario):
    s = scenario([AMANDA], ancient_one="yig")
    inv = bare(s)
    inv.sanity = 1
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    s.dice(*([1] * 20))
    answer_all(s)
    assert inv.status == "eliminated"
    assert s.state.outcome.won is False and s.state.outcome.cause == "all-devoured"


def test_the_environment_and_rumor_leave_when_it_wakes(scenario):
    s = scenario([AMANDA], ancient_one="cthulhu")
    s.state.decks["mythos"].remove("mythos-01")
    s.state.environment = "mythos-01"
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    assert s.state.environment is None and s.state.decks["mythos"][-1] == "mythos-01"


# ---------------------------------------------------------------- the score


def test_the_score_counts_every_modifier(scenario):
    s = scenario([AMANDA, JOE, MICHAEL], ancient_one="yig")  # doom track 10
    amanda, joe, michael = (bare(s, i) for i in range(3))
    s.state.terror = 3
    give(s, amanda, "bank-loan", fresh=True)  # −1 unpaid
    joe.loan_defaulted = True  # −1 defaulted
    s.state.elder_signs_used = 2  # −2
    for _ in range(2):
        gate_trophy(s, amanda)  # +2
    gate_trophy(s, michael)  # +1
    for m in ("zombie-1", "zombie-2", "zombie-3", "cultist-1", "cultist-2"):
        monster_trophy(s, joe, m)  # 5 trophies: +1
    michael.status = "devoured"  # his trophies and sanity don't count
    assert final_battle.score(s.game, won_in_battle=False) == 10 - 3 - 1 - 1 - 2 + 2 + 1 + 2
    assert final_battle.score(s.game, won_in_battle=True) == 1 - 3 - 1 - 1 - 2 + 2 + 1 + 2


def test_first_citizen_has_most_gates_then_most_monsters(scenario):
    s = scenario([AMANDA, JOE, MICHAEL])
    amanda, joe, michael = (bare(s, i) for i in range(3))
    gate_trophy(s, amanda)
    gate_trophy(s, joe)
    monster_trophy(s, joe, "zombie-1")
    for m in ("zombie-2", "zombie-3", "cultist-1"):
        monster_trophy(s, michael, m)
    assert final_battle.first_citizen(s.game) == JOE
    gate_trophy(s, michael)
    assert final_battle.first_citizen(s.game) == MICHAEL


def test_a_victory_before_the_battle_scores_from_the_track(scenario):
    s = scenario([AMANDA], ancient_one="shub-niggurath")
    amanda = bare(s)
    gate_trophy(s, amanda)
    final_battle.finish(s.game, True, "gates-closed")
    out = s.state.outcome
    assert (out.won, out.score, out.first_citizen) == (True, 12 + 1 + 1, AMANDA)


def test_no_score_for_a_defeat(scenario):
    s = scenario([AMANDA])
    final_battle.finish(s.game, False, "ancient-one-awakened")
    assert s.state.outcome.score is None and s.state.outcome.first_citizen is None
