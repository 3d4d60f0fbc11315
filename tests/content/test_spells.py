"""Spells (reference §6.4): casting is a Lore check plus the casting modifier, the Sanity cost
is paid either way, hands stay held on a failed cast, combat spells last one combat and exhaust,
and in the final battle they are cast anew every round.

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3;
Sanity 5, Stamina 5. Each step of ``lore_luck`` is +1 Lore.
"""

from __future__ import annotations

import pytest

from arkham.content import spells
from arkham.engine import checks, combat, final_battle, flow, windows
from arkham.engine.state import FinalBattle
from tests.kit import (
    bare,
    choice,
    fight,
    give,
    in_deck,
    in_the_street,
    lose,
    place_gate,
    put,
    rolls,
)

# ---------------------------------------------------------------- combat spells (engine)


@pytest.mark.parametrize(
    ("card", "lore_luck", "cast_dice", "sanity", "bonus"),
    [
        ("wither", 1, 2, 5, 3),  # Lore 2 + 0, no cost, +3
        ("shrivelling", 2, 2, 4, 6),  # Lore 3 − 1, 1 Sanity, +6
        ("dread-curse-of-azathoth", 3, 2, 3, 9),  # Lore 4 − 2, 2 Sanity, +9
    ],
)
def test_a_combat_spell_is_a_lore_check_and_adds_its_magical_bonus(
    scenario, card, lore_luck, cast_dice, sanity, bonus
):
    s = scenario()
    inv = in_the_street(s, lore_luck=lore_luck)
    handle = give(s, inv, card)
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(5, *[1] * (cast_dice - 1))
    s.choose(f"toggle:{handle}")
    name = s.game.cat.card_name(card)
    assert rolls(s, f"Cast {name}") == [(5, *[1] * (cast_dice - 1))]
    assert inv.sanity == sanity
    dice = 2 + 1 + bonus
    s.dice(5, *[1] * (dice - 1))
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, *[1] * (dice - 1))]
    assert s.game.result == "defeated"
    assert inv.possession(handle).exhausted


def test_a_failed_cast_costs_the_sanity_and_keeps_the_hands(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)
    shrivelling = give(s, inv, "shrivelling")
    rifle = give(s, inv, "rifle")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(1, 1)
    s.choose(f"toggle:{shrivelling}")
    assert inv.sanity == 4
    assert choice(s, f"toggle:{shrivelling}").label == "Put down Shrivelling"
    assert choice(s, f"toggle:{rifle}").disabled == "needs 2 free hands"
    s.dice(5, 1, 1)  # Fight 2 + 1, no magical bonus
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1)]


def test_a_combat_spell_lasts_the_whole_combat_and_then_is_exhausted(scenario):
    s = scenario()
    inv = in_the_street(s)
    wither = give(s, inv, "wither")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(5, 1)
    s.choose(f"toggle:{wither}")
    s.dice(*[1] * 6)  # the first round fails
    s.choose("fight")
    assert inv.stamina == 4
    s.dice(5, *[1] * 5)  # the second round: still +3, no new cast
    s.choose("fight")
    assert rolls(s, "Combat")[-1] == (5, 1, 1, 1, 1, 1)
    assert len(rolls(s, "Cast Wither")) == 1
    put(s, "cultist-2", inv.area)
    fight(s, inv, "cultist-2")
    assert choice(s, f"toggle:{wither}").disabled == "exhausted"


def test_in_the_final_battle_a_combat_spell_is_cast_anew_each_round(scenario):
    s = scenario(ancient_one="ithaqua")
    inv = in_the_street(s)
    wither = give(s, inv, "wither")
    s.state.final_battle = FinalBattle(doom_tokens=11)
    s.state.phase = "final-battle"
    for step in range(2):
        s.run(lambda: final_battle.battle_round(s.game, -3))
        s.choose("done")  # the sliders
        s.dice(5, 1)
        s.choose(f"toggle:{wither}")
        # The attack (Fight 2 − 3 + 3), then Ithaqua's (Fight 2 + 1, one harder each round).
        s.dice(1, 1, 5, *[1] * (2 - step))
        s.choose("attack")
        assert rolls(s, "Cast Wither") == [(5, 1)]
        assert rolls(s, "Attack") == [(1, 1)]
        assert inv.possession(wither).exhausted
        assert s.done()
    assert s.state.final_battle.round == 2
    assert inv.stamina == 5


# ---------------------------------------------------------------- Bind Monster


def test_bind_monster_defeats_the_monster_with_its_toughness_in_successes(scenario):
    s = scenario()
    inv = in_the_street(s)
    bind = give(s, inv, "bind-monster")
    put(s, "high-priest-1", inv.area)  # toughness 2, horror +1
    s.dice(5, 1, 1, 1)
    fight(s, inv, "high-priest-1")
    s.dice(5, 5, 1, 1, 1, 1)  # Lore 2 + 4
    s.choose("use:bind-monster")
    assert rolls(s, "Cast Bind Monster") == [(5, 5, 1, 1, 1, 1)]
    assert s.game.result == "defeated"
    assert inv.monster_trophies == ["high-priest-1"]
    assert inv.sanity == 3
    assert in_deck(s, bind)


def test_a_failed_bind_monster_is_only_a_failed_cast_and_the_spell_is_gone(scenario):
    """Issue 16: a failed Bind Monster is not a failed combat round — no combat damage; the
    round goes on (with the spell's two hands busy)."""
    s = scenario()
    inv = in_the_street(s)
    bind = give(s, inv, "bind-monster")
    knife = give(s, inv, "knife")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(1, 1, 1, 1, 1, 1)
    s.choose("use:bind-monster")
    assert (inv.sanity, inv.stamina) == (3, 5)
    assert in_deck(s, bind)
    assert "fight" in s.pending_ids()
    assert choice(s, f"toggle:{knife}").disabled == "needs 1 free hands"


def test_bind_monster_may_take_the_last_sanity_but_not_more(scenario):
    """Issue 16: a spell's Sanity cost may be paid with the last point."""
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "bind-monster")
    inv.sanity = 2
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    assert "use:bind-monster" in s.pending_ids()
    inv.sanity = 1
    fight(s, inv, "cultist-1")
    assert "use:bind-monster" not in s.pending_ids()


# ---------------------------------------------------------------- Enchant Weapon


def test_enchant_weapon_makes_a_weapon_magical_for_the_combat(scenario):
    s = scenario()
    inv = in_the_street(s)
    spell = give(s, inv, "enchant-weapon")
    automatic = give(s, inv, "45-automatic")
    give(s, inv, "knife")
    put(s, "ghost-1", inv.area)  # physical immunity; horror −2
    s.dice(5)
    fight(s, inv, "ghost-1")
    s.dice(5, 1)
    s.choose("use:enchant-weapon")
    assert inv.sanity == 4
    assert inv.possession(spell).exhausted
    s.choose(f"enchant:{automatic}")
    assert windows.modifier(s.game, inv, f"magical:{automatic}") == 1
    assert "use:enchant-weapon" not in s.pending_ids()


def test_an_enchanted_weapon_beats_physical_immunity(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "enchant-weapon")
    automatic = give(s, inv, "45-automatic")
    put(s, "ghost-1", inv.area)
    s.dice(5)
    fight(s, inv, "ghost-1")
    s.dice(5, 1)
    s.choose("use:enchant-weapon")
    s.choose(f"toggle:{automatic}")
    s.dice(5, 1, 1)  # Fight 2 − 3 + 4 magical
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1, 1)]


# ---------------------------------------------------------------- Red Sign of Shudde M'ell


def test_the_red_sign_takes_1_toughness_and_one_ability(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)  # Lore 3, Will 3
    sign = give(s, inv, "red-sign-of-shudde-mell")
    put(s, "dark-young-1", inv.area)  # toughness 3; physical resistance, nightmarish
    s.dice(5, 1, 1)
    fight(s, inv, "dark-young-1")
    assert inv.sanity == 4  # Nightmarish 1
    s.dice(5, 1)
    s.choose("use:red-sign-of-shudde-mell")
    assert inv.sanity == 3
    assert s.pending_ids() == ["cancel:physical-resistance", "cancel:nightmarish"]
    s.choose("cancel:physical-resistance")
    assert combat.stat(s.game, "dark-young-1", "toughness") == 2
    assert spells.red_sign_ignored(s.game, "dark-young-1") == ["physical-resistance"]
    assert inv.possession(sign).exhausted
    s.run(lambda: windows.run_hooks(s.game, "end-of-mythos"))
    assert combat.stat(s.game, "dark-young-1", "toughness") == 3
    assert spells.red_sign_ignored(s.game, "dark-young-1") == []


def test_the_red_sign_ends_when_the_monster_is_defeated(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)
    give(s, inv, "red-sign-of-shudde-mell")
    put(s, "high-priest-1", inv.area)  # toughness 2, magical immunity only
    s.dice(5, 1, 1, 1)
    fight(s, inv, "high-priest-1")
    s.dice(5, 1)
    s.choose("use:red-sign-of-shudde-mell")  # no ability to take: no question
    assert combat.stat(s.game, "high-priest-1", "toughness") == 1
    inv.sliders["fight-will"] = 3  # Fight 4 − 2: two dice, one success is enough now
    s.dice(5, 1)
    s.choose("fight")
    assert s.game.result == "defeated"
    assert combat.stat(s.game, "high-priest-1", "toughness") == 2


def test_the_red_sign_removes_physical_resistance(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)
    give(s, inv, "red-sign-of-shudde-mell")
    automatic = give(s, inv, "45-automatic")
    put(s, "dark-young-1", inv.area)
    s.dice(5, 1, 1)
    fight(s, inv, "dark-young-1")
    s.dice(5, 1)
    s.choose("use:red-sign-of-shudde-mell", "cancel:physical-resistance")
    s.choose(f"toggle:{automatic}")
    s.dice(5, 5, 1, 1, 1)  # Fight 2 − 1 + 4 (no longer halved)
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 5, 1, 1, 1)]


# ---------------------------------------------------------------- Mists of Releh


def test_mists_of_releh_evades_with_the_awareness_as_casting_modifier(scenario):
    s = scenario()
    inv = in_the_street(s)
    mists = give(s, inv, "mists-of-releh")
    put(s, "zombie-1", inv.area)  # awareness +1
    s.run(lambda: combat.confront(s.game, inv, "zombie-1"))
    s.choose("evade")
    s.dice(5, 1, 1)  # Lore 2 + 1
    s.choose("use:mists-of-releh")
    assert rolls(s, "Cast Mists of Releh") == [(5, 1, 1)]
    assert not rolls(s, "Evade")
    assert s.game.result == "evaded"
    assert inv.sanity == 5  # no Sanity cost
    assert inv.possession(mists).exhausted


def test_a_failed_mists_of_releh_leaves_the_evade_check(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "mists-of-releh")
    put(s, "zombie-1", inv.area)
    s.run(lambda: combat.confront(s.game, inv, "zombie-1"))
    s.choose("evade")
    s.dice(1, 1, 1, 5, 1, 1, 1)  # the cast fails; Evade: Sneak 3 + 1
    s.choose("use:mists-of-releh")
    assert rolls(s, "Evade") == [(5, 1, 1, 1)]
    assert s.game.result == "evaded"


# ---------------------------------------------------------------- Flesh Ward


def test_flesh_ward_ignores_a_stamina_loss(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)  # Lore 4
    ward = give(s, inv, "flesh-ward")
    lose(s, inv, stamina=3)
    s.dice(5, 1)  # Lore 4 − 2
    s.choose("use:flesh-ward")
    assert s.done()
    assert (inv.sanity, inv.stamina) == (4, 5)
    assert inv.possession(ward).exhausted


def test_a_failed_flesh_ward_still_costs_its_sanity(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)
    give(s, inv, "flesh-ward")
    lose(s, inv, stamina=3)
    s.dice(1, 1)
    s.choose("use:flesh-ward")
    assert (inv.sanity, inv.stamina) == (4, 2)


def test_flesh_ward_is_not_offered_for_sanity(scenario):
    s = scenario()
    inv = in_the_street(s)
    give(s, inv, "flesh-ward")
    lose(s, inv, sanity=2)
    assert s.done()


# ---------------------------------------------------------------- Heal


def test_heal_restores_stamina_equal_to_the_successes(scenario):
    s = scenario()
    inv = in_the_street(s)
    heal = give(s, inv, "heal")
    inv.stamina = 1
    s.run(lambda: flow.upkeep(s.game, inv))
    s.dice(5, 6, 1)  # Lore 2 + 1
    s.choose("use:heal")
    assert rolls(s, "Cast Heal") == [(5, 6, 1)]
    assert (inv.sanity, inv.stamina) == (4, 3)
    assert inv.possession(heal).exhausted
    assert s.game.pending().kind == "sliders"


def test_heal_can_restore_another_investigator_here(scenario):
    s = scenario(["amanda-sharpe", "kate-winthrop"])
    inv = in_the_street(s)
    kate = in_the_street(s, 1)
    give(s, inv, "heal")
    inv.stamina, kate.stamina = 4, 2
    s.run(lambda: flow.upkeep(s.game, inv))
    s.choose("use:heal")
    assert s.pending_ids() == ["heal:amanda-sharpe", "heal:kate-winthrop"]
    s.dice(5, 1, 1)
    s.choose("heal:kate-winthrop")
    assert (inv.stamina, kate.stamina) == (4, 3)


# ---------------------------------------------------------------- Voice of Ra


def test_voice_of_ra_gives_1_to_every_check_this_turn(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)  # Lore 3, Luck 2
    voice = give(s, inv, "voice-of-ra")
    s.run(lambda: flow.upkeep(s.game, inv))
    s.dice(5, 1)  # Lore 3 − 1
    s.choose("use:voice-of-ra")
    assert inv.sanity == 4
    assert inv.possession(voice).exhausted
    g = s.game

    def dice_in(kind: str) -> int:
        s.dice(*[1] * 12)
        s.run(lambda: checks.check(g, inv, kind))
        return len(next(e for e in s.events if e.kind == "dice-rolled").dice)

    kinds = ("luck", "horror", "combat", "evade")
    assert [dice_in(k) for k in kinds] == [3, 4, 3, 4]
    assert flow.movement_points(g, inv) == checks.skill(g, inv, "speed")  # not movement
    s.run(lambda: windows.run_hooks(g, "end-of-mythos"))
    assert [dice_in(k) for k in kinds] == [2, 3, 2, 3]


def test_a_failed_voice_of_ra_gives_nothing(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=2)
    give(s, inv, "voice-of-ra")
    s.run(lambda: flow.upkeep(s.game, inv))
    s.dice(1, 1)
    s.choose("use:voice-of-ra")
    assert inv.sanity == 4
    assert checks.skill(s.game, inv, "luck") == 2


# ---------------------------------------------------------------- Find Gate


def test_find_gate_returns_to_arkham_at_once(scenario):
    s = scenario()
    inv = bare(s, area="abyss-1")
    find = give(s, inv, "find-gate")
    place_gate(s, "woods", "abyss")
    s.run(lambda: flow.other_world_movement(s.game, inv))
    s.dice(5)  # Lore 2 − 1
    s.choose("use:find-gate")
    assert s.done()
    assert inv.area == "woods"
    assert inv.explored and inv.returned_this_turn
    assert inv.sanity == 4
    assert inv.possession(find).exhausted


def test_find_gate_is_not_offered_with_no_gate_home(scenario):
    s = scenario()
    inv = bare(s, area="abyss-1")
    give(s, inv, "find-gate")
    place_gate(s, "woods", "yuggoth")
    s.run(lambda: flow.other_world_movement(s.game, inv))
    assert s.done()
    assert inv.area == "abyss-2"


# ---------------------------------------------------------------- bots


def test_bots_cast_bind_monster_only_with_a_fair_chance(scenario):
    s = scenario()
    inv = in_the_street(s, lore_luck=3)  # Lore 4: 8 dice with +4
    give(s, inv, "bind-monster")
    put(s, "high-priest-1", inv.area)
    s.dice(5, 1)
    fight(s, inv, "high-priest-1")
    assert s.game.pending().detail["advised"] == ("use:bind-monster",)
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")  # toughness 1: not worth 2 Sanity
    assert s.game.pending().detail["advised"] == ()


# ---------------------------------------------------------------- Find Gate: whenever in an
# Other World during Movement


def test_find_gate_is_offered_to_a_delayed_investigator_in_an_other_world(scenario):
    """Find Gate works whenever its caster is in an Other World in the Movement phase: a
    delayed investigator stands up and may still cast it."""
    s = scenario()
    inv = bare(s, area="abyss-1")
    inv.delayed = True
    give(s, inv, "find-gate")
    place_gate(s, "woods", "abyss")
    s.run(lambda: flow.movement(s.game, inv))
    assert not inv.delayed
    assert "use:find-gate" in s.pending_ids()
    s.dice(5)  # Lore 2 − 1
    s.choose("use:find-gate")
    assert s.done()
    assert inv.area == "woods" and inv.explored


def test_find_gate_is_offered_after_being_pulled_through_mid_movement(scenario):
    """Pulled into an Other World during Movement (a Nightgaunt's failed combat), the
    investigator is in an Other World in the Movement phase: Find Gate is offered at once."""
    s = scenario()
    inv = bare(s, area="rivertown-streets")
    give(s, inv, "find-gate")
    place_gate(s, "woods", "abyss")
    put(s, "nightgaunt-1", "rivertown-streets")
    s.run(lambda: flow.movement(s.game, inv))
    s.choose("done")  # stay: the Nightgaunt must be faced
    s.dice(5, 5)  # the Horror check: Will 3 − 1
    s.choose("fight")
    while "use:find-gate" not in s.pending_ids():
        assert "fight" in s.pending_ids(), s.pending_ids()
        s.choose("fight")  # Fight 2 − 2: no dice, the check fails and he is carried off
    assert inv.area == "abyss-1"
    s.dice(5)
    s.choose("use:find-gate")
    assert s.done()
    assert inv.area == "woods"
