"""Skill checks (reference §7 'Skill check', 'Clue spending'; checks.check)."""

from __future__ import annotations

from arkham.engine import checks
from tests.kit import bare, choice, give, rolls


def run_check(s, inv, kind: str, modifier: int = 0, difficulty: int = 1) -> None:
    s.run(lambda: checks.check(s.game, inv, kind, modifier, difficulty))


def test_dice_are_the_skill_plus_the_modifier(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)  # Lore 3
    s.dice(1, 1, 1, 1, 1, 1)
    run_check(s, inv, "lore", modifier=1)
    assert rolls(s) == [(1, 1, 1, 1)]
    assert s.state.rng.forced_dice == [1, 1]
    assert not s.game.result.passed


def test_a_negative_modifier_removes_dice(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)  # Lore 3
    s.dice(6, 6, 6)
    run_check(s, inv, "lore", modifier=-2)
    assert rolls(s) == [(6,)]
    assert s.game.result.passed


def test_fives_and_sixes_succeed(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    s.dice(4, 5, 6)
    run_check(s, inv, "lore")
    assert s.game.result.successes == 2
    assert s.game.result.passed


def test_a_four_is_not_a_success(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    s.dice(4, 4, 3)
    run_check(s, inv, "lore")
    assert s.game.result.successes == 0
    assert not s.game.result.passed


def test_blessed_succeeds_on_four(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    give(s, inv, "blessing")
    s.dice(4, 3, 1)
    run_check(s, inv, "lore")
    assert s.game.result.successes == 1
    assert s.game.result.passed


def test_blessed_still_fails_on_three(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    give(s, inv, "blessing")
    s.dice(3, 3, 1)
    run_check(s, inv, "lore")
    assert not s.game.result.passed


def test_cursed_succeeds_only_on_six(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    give(s, inv, "curse")
    s.dice(5, 5, 5)
    run_check(s, inv, "lore")
    assert s.game.result.successes == 0
    assert not s.game.result.passed


def test_cursed_six_is_a_success(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    give(s, inv, "curse")
    s.dice(6, 5, 1)
    run_check(s, inv, "lore")
    assert s.game.result.successes == 1
    assert s.game.result.passed


def test_difficulty_two_fails_with_one_success(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    s.dice(5, 1, 1)
    run_check(s, inv, "lore", difficulty=2)
    assert s.game.result.successes == 1
    assert not s.game.result.passed


def test_difficulty_two_passes_with_two_successes(scenario):
    s = scenario()
    inv = bare(s, lore_luck=2)
    s.dice(5, 6, 1)
    run_check(s, inv, "lore", difficulty=2)
    assert s.game.result.passed


def test_zero_dice_fail_automatically(scenario):
    s = scenario()
    inv = bare(s, lore_luck=1)  # Lore 2
    s.dice(6, 6)
    run_check(s, inv, "lore", modifier=-2)
    assert rolls(s) == [()]
    assert not s.game.result.passed
    assert s.state.rng.forced_dice == [6, 6]  # nothing was rolled
    assert s.done()


def test_fewer_than_zero_dice_fail_automatically(scenario):
    s = scenario()
    inv = bare(s, lore_luck=0)  # Lore 1
    s.dice(6, 6)
    run_check(s, inv, "lore", modifier=-4)
    assert rolls(s) == [()]
    assert not s.game.result.passed


def test_spending_a_clue_after_a_failed_roll_adds_a_die(scenario):
    s = scenario()
    inv = bare(s)  # Lore 2
    inv.clues = 1
    s.dice(1, 2, 5)
    run_check(s, inv, "lore")
    assert s.pending_ids() == ["spend-clue", "accept"]
    s.choose("spend-clue")
    assert inv.clues == 0
    assert rolls(s)[-1] == (1, 2, 5)
    assert s.game.result.passed
    assert s.done()


def test_clues_can_be_spent_one_after_another(scenario):
    s = scenario()
    inv = bare(s)
    inv.clues = 3
    s.dice(1, 2, 3, 6)
    run_check(s, inv, "lore")
    s.choose("spend-clue")
    assert s.pending_ids() == ["spend-clue", "accept"]
    s.choose("spend-clue")
    assert s.game.result.passed
    assert inv.clues == 1
    assert rolls(s)[-1] == (1, 2, 3, 6)


def test_accepting_a_failure_keeps_the_clue(scenario):
    s = scenario()
    inv = bare(s)
    inv.clues = 1
    s.dice(1, 2)
    run_check(s, inv, "lore")
    s.choose("accept")
    assert inv.clues == 1
    assert not s.game.result.passed


def test_a_clue_can_rescue_a_check_with_zero_dice(scenario):
    s = scenario()
    inv = bare(s)  # Lore 2
    inv.clues = 1
    s.dice(5)
    run_check(s, inv, "lore", modifier=-2)
    assert s.pending_ids() == ["spend-clue", "accept"]
    s.choose("spend-clue")
    assert rolls(s)[-1] == (5,)
    assert s.game.result.passed


def test_a_matching_skill_card_adds_one_more_die_per_clue(scenario):
    s = scenario()
    inv = bare(s)  # Lore 2, +1 for the Lore skill card
    give(s, inv, "lore")
    inv.clues = 1
    s.dice(1, 1, 1, 1, 5)
    run_check(s, inv, "lore")
    assert rolls(s) == [(1, 1, 1)]
    assert "+2 dice" in choice(s, "spend-clue").label
    s.choose("spend-clue")
    assert rolls(s)[-1] == (1, 1, 1, 1, 5)
    assert s.game.result.passed


def test_a_lore_skill_card_also_helps_spell_checks(scenario):
    s = scenario()
    inv = bare(s)
    give(s, inv, "lore")
    inv.clues = 1
    s.dice(1, 1, 1, 1, 1)
    run_check(s, inv, "spell")
    s.choose("spend-clue")
    assert len(rolls(s)[-1]) == 5


def test_an_unmatched_skill_card_adds_no_extra_die(scenario):
    s = scenario()
    inv = bare(s)
    give(s, inv, "luck")
    inv.clues = 1
    s.dice(1, 1, 1)
    run_check(s, inv, "lore")
    assert "+1 die" in choice(s, "spend-clue").label
    s.choose("spend-clue")
    assert len(rolls(s)[-1]) == 3


def test_no_clue_prompt_when_the_check_passed(scenario):
    s = scenario()
    inv = bare(s)
    inv.clues = 3
    s.dice(6, 1)
    run_check(s, inv, "lore")
    assert s.done()
    assert inv.clues == 3
    assert s.game.result.passed


def test_no_clue_prompt_without_clues(scenario):
    s = scenario()
    inv = bare(s)
    s.dice(1, 1)
    run_check(s, inv, "lore")
    assert s.done()
    assert not s.game.result.passed


def test_derived_checks_roll_their_base_skill_and_bonuses(scenario):
    s = scenario()
    inv = bare(s)  # Sneak 3
    give(s, inv, "dark-cloak")  # Evade +1
    s.dice(1, 1, 1, 1, 1, 1)
    run_check(s, inv, "evade", modifier=-1)
    assert rolls(s) == [(1, 1, 1)]
    s.dice(1, 1, 1, 1, 1, 1)
    run_check(s, inv, "sneak")  # the cloak helps Evade checks only
    assert rolls(s) == [(1, 1, 1)]
