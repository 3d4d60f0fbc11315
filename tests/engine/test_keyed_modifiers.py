"""Modifiers and game rules are asked only for the keys they were registered for."""

from arkham.content import allies, ancient_ones, investigators, mythos_cards, spells
from arkham.engine.rules import ruleset
from arkham.kit import mythos as kit_mythos


def test_a_modifier_is_asked_for_its_keys_its_prefixes_and_every_key_when_it_names_none() -> None:
    rules = ruleset(())
    assert allies.ally_modifiers in rules.modifiers_for("ignore-nightmarish")
    assert spells.spell_modifiers in rules.modifiers_for("magical:shotgun#1")  # "magical:*"
    assert spells.spell_modifiers not in rules.modifiers_for("magical")
    movement = rules.modifiers_for("movement")
    assert kit_mythos.cards_in_play in movement  # some environment changes movement
    assert kit_mythos.cards_in_play not in rules.modifiers_for("check")  # none changes every check
    assert investigators.passive_powers not in movement
    assert rules.modifiers_for("movement") is movement  # worked out once


def test_a_game_rule_is_asked_for_its_keys_only() -> None:
    rules = ruleset(())
    assert rules.game_modifiers_for("kept-off-board:fire-vampire") == (mythos_cards._kept_off,)
    assert rules.game_modifiers_for("kept-off-board:zombie") == ()


def test_a_monster_modifier_is_asked_for_its_stats_only() -> None:
    rules = ruleset(())
    toughness = rules.monster_modifiers_for("toughness")
    assert spells.red_sign_toughness in toughness
    assert ancient_ones.shub_niggurath_toughness in toughness
    assert kit_mythos.monster_mods in toughness  # some environment changes toughness
    assert spells.red_sign_toughness not in rules.monster_modifiers_for("awareness")
    assert ancient_ones.worshipper_stat in rules.monster_modifiers_for("horror-rating")
    assert rules.monster_modifiers_for("horror-rating") is rules.monster_modifiers_for(
        "horror-rating"
    )
