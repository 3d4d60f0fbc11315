"""Skills (reference §6.5): +1 to the skill and one extra die per Clue spent on a check of it
(two separate effects); the four re-roll skills exhaust to roll a failed check again.

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3.
"""

from __future__ import annotations

import pytest

from arkham.engine import checks
from tests.kit import fight, give, in_the_street, put, rolls, skill_check

SKILLS = [("speed", 2), ("sneak", 3), ("fight", 2), ("will", 3), ("lore", 2), ("luck", 3)]


@pytest.mark.parametrize(("card", "value"), SKILLS)
def test_a_skill_card_adds_1_and_a_die_per_clue(scenario, card, value):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, card)
    inv.clues = 1
    assert checks.skill(s.game, inv, card) == value + 1
    s.dice(*[1] * (value + 1))
    skill_check(s, inv, card)
    assert rolls(s) == [(1,) * (value + 1)]
    s.dice(5, 1)  # the Clue: 1 die, +1 for the matching skill card
    s.choose("spend-clue")
    assert rolls(s)[-1] == (*[1] * (value + 1), 5, 1)
    assert s.game.result.passed
    assert inv.clues == 0


def test_a_skill_card_gives_no_extra_die_on_other_checks(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "lore")
    inv.clues = 1
    s.dice(1, 1, 1)
    skill_check(s, inv, "luck")
    s.dice(5)
    s.choose("spend-clue")
    assert rolls(s)[-1] == (1, 1, 1, 5)


def test_the_fight_card_counts_in_combat_checks_and_their_clues(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "fight")
    inv.clues = 1
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(1, 1, 1, 1)  # Fight 2 + 1 + the Cultist's +1
    s.choose("fight")
    s.dice(6, 1)
    s.choose("spend-clue")
    assert rolls(s, "Combat")[-1] == (1, 1, 1, 1, 6, 1)
    assert s.game.result == "defeated"


REROLLS = [
    ("stealth", "evade", 3),
    ("marksman", "combat", 2),
    ("bravery", "horror", 3),
    ("expert-occultist", "spell", 2),
]


@pytest.mark.parametrize(("card", "kind", "dice"), REROLLS)
def test_a_reroll_skill_rolls_a_failed_check_of_its_kind_again(scenario, card, kind, dice):
    s = scenario()
    inv = in_the_street(s)
    handle = give(s, inv, card)
    s.dice(*[1] * dice)
    skill_check(s, inv, kind)
    assert s.pending_ids() == [f"use:{card}", "done"]
    s.dice(6, *[1] * (dice - 1))
    s.choose(f"use:{card}")
    assert rolls(s, s.game.cat.card_name(card)) == [(6, *[1] * (dice - 1))]
    assert s.game.result.passed
    assert inv.possession(handle).exhausted
    s.dice(*[1] * dice)
    skill_check(s, inv, kind)
    assert s.done()  # exhausted: not offered again this turn


@pytest.mark.parametrize(("card", "kind", "dice"), REROLLS)
def test_a_reroll_skill_is_not_offered_on_other_checks(scenario, card, kind, dice):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, card)
    other = "luck"
    s.dice(1, 1, 1)
    skill_check(s, inv, other)
    assert s.done()
    assert not s.game.result.passed


def test_a_reroll_skill_is_not_offered_on_a_passed_check(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bravery")
    s.dice(5, 1, 1)
    skill_check(s, inv, "horror")
    assert s.done()
    assert s.game.result.passed
