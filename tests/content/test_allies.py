"""Allies (reference §6.6): their bonuses, what they bring when they join, and their extras.

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3;
Sanity 5, Stamina 5.
"""

from __future__ import annotations

import pytest

from arkham.content.allies import join_ally
from arkham.engine import checks, combat, effects, flow, windows
from tests.kit import fight, give, in_deck, in_the_street, lose, put, rolls

BASE = {"speed": 2, "sneak": 3, "fight": 2, "will": 3, "lore": 2, "luck": 3}

BONUSES = [
    ("anna-kaslow", {"luck": 5}),
    ("eric-colt", {"speed": 4}),
    ("john-legrasse", {"will": 5}),
    ("professor-armitage", {"lore": 4}),
    ("richard-upton-pickman", {"luck": 4, "speed": 3}),
    ("ruby-standish", {"sneak": 5}),
    ("ryan-dean", {"sneak": 4, "will": 4}),
    ("thomas-f-malone", {"fight": 3, "lore": 3}),
    ("tom-mountain-murphy", {"fight": 4}),
    ("duke", {}),
    ("sir-william-brinton", {}),
]


@pytest.mark.parametrize(("card", "raised"), BONUSES)
def test_an_ally_raises_exactly_its_skills(scenario, card, raised):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, card)
    values = {k: checks.skill(s.game, inv, k) for k in BASE}
    assert values == {**BASE, **raised}


def test_an_ally_skill_bonus_counts_in_the_check(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "anna-kaslow")
    s.dice(1, 1, 1, 1, 5)
    s.run(lambda: effects.check(s.game, inv, "luck"))
    assert rolls(s) == [(1, 1, 1, 1, 5)]


def test_duke_and_brinton_raise_the_maximums(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "duke")
    give(s, inv, "sir-william-brinton")
    assert (effects.max_sanity(s.game, inv), effects.max_stamina(s.game, inv)) == (6, 6)


# ---------------------------------------------------------------- joining


def join(s, inv, card: str) -> None:
    handle = give(s, inv, card)
    s.run(lambda: join_ally(s.game, inv, handle))


def test_anna_kaslow_brings_2_clues(scenario):
    s = scenario()
    inv = in_the_street(s)
    join(s, inv, "anna-kaslow")
    assert inv.clues == 2


def test_ruby_standish_brings_a_unique_item(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.game.stack_deck("unique", ["elder-sign"])
    join(s, inv, "ruby-standish")
    assert [p.card for p in inv.possessions] == ["ruby-standish", "elder-sign"]


def test_ryan_dean_brings_a_common_item(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.game.stack_deck("common", ["food"])
    join(s, inv, "ryan-dean")
    assert [p.card for p in inv.possessions] == ["ryan-dean", "food"]


def test_thomas_malone_brings_a_spell(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.game.stack_deck("spell", ["wither"])
    join(s, inv, "thomas-f-malone")
    assert [p.card for p in inv.possessions] == ["thomas-f-malone", "wither"]


def test_other_allies_bring_nothing_when_they_join(scenario):
    s = scenario()
    inv = in_the_street(s)
    join(s, inv, "eric-colt")
    assert [p.card for p in inv.possessions] == ["eric-colt"]
    assert inv.clues == 0


def test_an_ally_drawn_from_the_deck_brings_his_extras(scenario):
    s = scenario()
    inv = in_the_street(s)
    s.game.stack_deck("ally", ["anna-kaslow"])
    s.run(lambda: effects.draw(s.game, inv, "ally", 1))
    assert inv.clues == 2


# ---------------------------------------------------------------- Duke and Brinton


def test_duke_is_discarded_in_upkeep_to_restore_sanity(scenario):
    s = scenario()
    inv = in_the_street(s)
    duke = give(s, inv, "duke")
    inv.sanity = 2
    s.run(lambda: flow.upkeep(s.game, inv))
    s.choose("use:duke:upkeep")
    assert inv.sanity == 5  # the maximum without Duke
    assert in_deck(s, duke)
    assert s.game.pending().kind == "sliders"


def test_duke_before_a_loss_that_would_drive_you_insane(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "duke")
    inv.sanity = 2
    lose(s, inv, sanity=2)
    assert s.game.pending().detail["advised"] == ("use:duke:before-loss",)
    s.choose("use:duke:before-loss")
    assert inv.sanity == 3
    assert s.done()


def test_duke_is_not_offered_when_he_would_restore_nothing(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "duke")
    inv.sanity = 5  # the maximum without him
    s.run(lambda: flow.upkeep(s.game, inv))
    assert s.game.pending().kind == "sliders"


def test_sir_william_brinton_restores_stamina(scenario):
    s = scenario()
    inv = in_the_street(s)
    brinton = give(s, inv, "sir-william-brinton")
    inv.stamina = 1
    lose(s, inv, stamina=3)
    assert "use:sir-william-brinton:before-loss" in s.pending_ids()
    s.choose("use:sir-william-brinton:before-loss")
    assert inv.stamina == 2
    assert in_deck(s, brinton)
    inv.sanity = 1
    lose(s, inv, sanity=1)
    assert "use:sir-william-brinton:before-loss" not in s.pending_ids()


# ---------------------------------------------------------------- combat extras


def test_john_legrasse_keeps_endless_monsters_as_trophies(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "john-legrasse")
    put(s, "haunter-of-the-dark-1", inv.area)
    kws = combat.keywords(s.game, "haunter-of-the-dark-1")
    assert "endless" in kws
    s.run(lambda: combat.defeated(s.game, inv, "haunter-of-the-dark-1", kws))
    assert inv.monster_trophies == ["haunter-of-the-dark-1"]
    assert s.state.monsters["haunter-of-the-dark-1"] == f"trophy:{inv.id}"


def test_without_legrasse_endless_monsters_go_back_to_the_cup(scenario):
    s = scenario()
    inv = in_the_street(s)
    put(s, "haunter-of-the-dark-1", inv.area)
    kws = combat.keywords(s.game, "haunter-of-the-dark-1")
    s.run(lambda: combat.defeated(s.game, inv, "haunter-of-the-dark-1", kws))
    assert inv.monster_trophies == []
    assert s.state.monsters["haunter-of-the-dark-1"] == "cup"


@pytest.mark.parametrize(
    ("card", "key"),
    [
        ("eric-colt", "ignore-nightmarish"),
        ("tom-mountain-murphy", "ignore-overwhelming"),
        ("professor-armitage", "ignore-magical-resistance"),
        ("richard-upton-pickman", "ignore-physical-resistance"),
    ],
)
def test_the_combat_allies_set_their_modifier(scenario, card, key):
    s = scenario()
    inv = in_the_street(s)
    assert windows.modifier(s.game, inv, key) == 0
    give(s, inv, card)
    assert windows.modifier(s.game, inv, key) == 1


def test_eric_colt_ignores_nightmarish(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "eric-colt")
    put(s, "dark-young-1", inv.area)  # Nightmarish 1
    s.dice(5, 1, 1)
    fight(s, inv, "dark-young-1")
    assert inv.sanity == 5


def test_tom_murphy_ignores_overwhelming(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "tom-mountain-murphy")
    tommy = give(s, inv, "tommy-gun")
    put(s, "gug-1", inv.area)  # Overwhelming 1; horror −1, combat −2, toughness 3
    s.dice(5, 1)
    fight(s, inv, "gug-1")
    s.choose(f"toggle:{tommy}")
    s.dice(5, 5, 5, *[1] * 5)  # Fight 4 − 2 + 6
    s.choose("fight")
    assert s.game.result == "defeated"
    assert inv.stamina == 5


def test_professor_armitage_ignores_magical_resistance(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "professor-armitage")
    knife = give(s, inv, "enchanted-knife")
    put(s, "witch-1", inv.area)  # magical resistance; combat −3
    fight(s, inv, "witch-1")
    s.choose(f"toggle:{knife}")
    s.dice(5, 1)  # Fight 2 − 3 + 3 (not halved to 2)
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1)]


def test_pickman_ignores_physical_resistance(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "richard-upton-pickman")
    automatic = give(s, inv, "45-automatic")
    put(s, "vampire-1", inv.area)  # physical resistance; horror 0, combat −3
    s.dice(5, 1, 1)
    fight(s, inv, "vampire-1")
    s.choose(f"toggle:{automatic}")
    s.dice(5, 1, 1)  # Fight 2 − 3 + 4 (not halved to 2)
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1)]
