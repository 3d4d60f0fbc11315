"""Evading and fighting monsters, and knock-outs (reference §3 keywords, §7 'Combat sequence',
'Insane / unconscious', 'Devoured').

Amanda Sharpe with the sliders at 1/2/1: Sneak 3, Fight 3, Will 2.
"""

from __future__ import annotations

from arkham.engine import combat, effects, rounds
from arkham.engine.effects import Interrupted
from tests.kit import bare, choice, fight, fighter, give, put, results, rolls

AMANDA = "amanda-sharpe"


def confront(s, inv, marker: str) -> None:
    s.run(lambda: combat.confront(s.game, inv, marker))


# ---------------------------------------------------------------- evading


def test_a_passed_evade_ends_the_encounter(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    confront(s, inv, "zombie-1")
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert rolls(s, "Evade") == [(5, 1, 1, 1)]  # Sneak 3 + awareness +1
    assert s.game.result == "evaded"
    assert s.done()
    assert inv.stamina == 5
    assert s.state.monsters["zombie-1"] == inv.area
    assert "combat-started" not in s.kinds()


def test_a_failed_evade_deals_the_combat_damage_then_starts_combat(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    confront(s, inv, "zombie-1")
    s.dice(1, 1, 1, 1, 5)  # evade fails; the Horror check (Will 2 − 1 = 1 die) passes
    s.choose("evade")
    assert inv.stamina == 3  # Zombie combat damage 2
    assert "combat-started" in s.kinds()
    assert {"fight", "flee"} <= set(s.pending_ids())


# ---------------------------------------------------------------- the horror check


def test_a_failed_horror_check_costs_the_horror_damage(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    s.dice(4)
    fight(s, inv, "zombie-1")
    assert rolls(s, "Horror") == [(4,)]
    assert inv.sanity == 4


def test_there_is_one_horror_check_per_combat(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    s.dice(5)  # Horror passes
    fight(s, inv, "zombie-1")
    s.dice(1, 1)  # Fight 3 − 1 = 2 dice: fail, lose 2 Stamina
    s.choose("fight")
    assert inv.stamina == 3
    s.dice(5, 1)
    s.choose("fight")
    assert s.game.result == "defeated"
    assert len(results(s, "Horror")) == 1
    assert len(results(s, "Combat")) == 2


def test_nightmarish_costs_sanity_even_on_a_passed_horror_check(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "dark-young-1", "black-cave")
    s.dice(5, 1)  # Will 2 + 0 = 2 dice; passes
    fight(s, inv, "dark-young-1")
    assert results(s, "Horror") == [True]
    assert inv.sanity == 4  # Nightmarish 1


def test_nightmarish_adds_nothing_to_a_failed_horror_check(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "dark-young-1", "black-cave")
    s.dice(1, 1)
    fight(s, inv, "dark-young-1")
    assert inv.sanity == 2  # horror damage 3 only


def test_a_monster_without_horror_has_no_horror_check(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    assert results(s, "Horror") == []
    assert {"fight", "flee"} <= set(s.pending_ids())


# ---------------------------------------------------------------- fighting


def test_fighting_needs_toughness_successes(scenario):
    s = scenario()
    inv = bare(s, fight_will=3)  # Fight 4, Will 1
    inv.area = "rivertown-streets"
    put(s, "formless-spawn-1", inv.area)  # horror −1: 0 dice, combat −2, toughness 2
    fight(s, inv, "formless-spawn-1")
    assert inv.sanity == 3
    s.dice(5, 1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 1)]
    assert results(s, "Combat") == [False]
    assert inv.stamina == 3
    assert s.state.monsters["formless-spawn-1"] == inv.area
    s.dice(5, 6)
    s.choose("fight")
    assert s.game.result == "defeated"


def test_weapons_add_their_bonus_within_two_hands(scenario):
    s = scenario()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")  # +3, one hand
    knife = give(s, inv, "knife")  # +1, one hand
    automatic = give(s, inv, "45-automatic")  # +4, one hand
    put(s, "zombie-1", inv.area)
    s.dice(5)
    fight(s, inv, "zombie-1")
    s.choose(f"toggle:{revolver}", f"toggle:{knife}")
    assert choice(s, f"toggle:{automatic}").disabled == "needs 1 free hands"
    s.dice(1, 1, 1, 1, 1, 6, 6)
    s.choose("fight")
    assert rolls(s, "Combat") == [(1, 1, 1, 1, 1, 6)]  # Fight 3 − 1 + 3 + 1


def test_putting_a_weapon_down_frees_its_hand(scenario):
    s = scenario()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")
    knife = give(s, inv, "knife")
    automatic = give(s, inv, "45-automatic")
    put(s, "zombie-1", inv.area)
    s.dice(5)
    fight(s, inv, "zombie-1")
    s.choose(f"toggle:{revolver}", f"toggle:{knife}", f"toggle:{revolver}")
    assert choice(s, f"toggle:{automatic}").disabled is None
    s.choose(f"toggle:{automatic}")
    s.dice(1, 1, 1, 1, 1, 6)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 7  # Fight 3 − 1 + 1 + 4


def test_a_two_handed_weapon_disables_further_weapons(scenario):
    s = scenario()
    inv = fighter(s)
    tommy = give(s, inv, "tommy-gun")  # +6, two hands
    knife = give(s, inv, "knife")
    put(s, "zombie-1", inv.area)
    s.dice(5)
    fight(s, inv, "zombie-1")
    s.choose(f"toggle:{knife}")
    assert choice(s, f"toggle:{tommy}").disabled == "needs 2 free hands"
    s.choose(f"toggle:{knife}", f"toggle:{tommy}")
    assert choice(s, f"toggle:{knife}").disabled == "needs 1 free hands"
    s.dice(1, 1, 1, 1, 1, 1, 1, 6)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 8  # Fight 3 − 1 + 6


def test_physical_immunity_zeroes_physical_weapons(scenario):
    s = scenario()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")
    put(s, "formless-spawn-1", inv.area)
    s.dice(5)  # Horror: Will 2 − 1
    fight(s, inv, "formless-spawn-1")
    s.choose(f"toggle:{revolver}")
    s.dice(1, 1, 1, 1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(1,)]  # Fight 3 − 2 + 0


def test_physical_resistance_halves_physical_weapons_rounded_up(scenario):
    s = scenario()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")
    put(s, "dark-young-1", "black-cave")
    s.dice(5, 5)
    fight(s, inv, "dark-young-1")
    s.choose(f"toggle:{revolver}")
    s.dice(1, 1, 1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 4  # Fight 3 − 1 + ⌈3/2⌉


def test_magical_resistance_halves_magical_weapons_rounded_up(scenario):
    s = scenario()
    inv = fighter(s)
    blade = give(s, inv, "enchanted-knife")  # magical +3
    put(s, "witch-1", inv.area)  # no horror, combat −3
    fight(s, inv, "witch-1")
    s.choose(f"toggle:{blade}")
    s.dice(1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 2  # Fight 3 − 3 + ⌈3/2⌉


def test_magical_immunity_zeroes_magical_weapons(scenario):
    s = scenario()
    inv = bare(s, fight_will=3)  # Fight 4, Will 1
    inv.area = "rivertown-streets"
    blade = give(s, inv, "enchanted-knife")
    put(s, "high-priest-1", inv.area)  # horror +1 → 2 dice, combat −2
    s.dice(5, 5)
    fight(s, inv, "high-priest-1")
    s.choose(f"toggle:{blade}")
    s.dice(1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 2  # Fight 4 − 2 + 0


def test_ambush_disables_flee(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "ghoul-1", inv.area)
    s.dice(5, 5)
    fight(s, inv, "ghoul-1")
    flee = choice(s, "flee")
    assert flee.disabled is not None
    assert "Ambush" in flee.disabled
    assert choice(s, "fight").disabled is None


def test_a_defeated_monster_becomes_a_trophy(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    s.dice(5, 6, 1)
    fight(s, inv, "zombie-1")
    s.choose("fight")
    assert s.game.result == "defeated"
    assert s.state.monsters["zombie-1"] == f"trophy:{AMANDA}"
    assert inv.monster_trophies == ["zombie-1"]


def test_an_endless_monster_goes_back_to_the_cup(scenario):
    s = scenario()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")
    put(s, "haunter-of-the-dark-1", inv.area)  # Endless; horror −2 → 0 dice; combat −2
    fight(s, inv, "haunter-of-the-dark-1")
    s.choose(f"toggle:{revolver}")
    s.dice(5, 6, 1, 1)
    s.choose("fight")
    assert s.game.result == "defeated"
    assert s.state.monsters["haunter-of-the-dark-1"] == "cup"
    assert inv.monster_trophies == []


def test_the_maniac_is_endless_from_terror_six(scenario):
    s = scenario(ancient_one="cthulhu")  # Azathoth's worshippers are Maniacs
    inv = fighter(s)
    s.state.terror = 6
    put(s, "maniac-1", inv.area)
    fight(s, inv, "maniac-1")
    s.dice(6, 1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(6,)]  # Fight 3 + (1 − 3)
    assert s.state.monsters["maniac-1"] == "cup"
    assert inv.monster_trophies == []


def test_overwhelming_costs_stamina_even_on_a_win(scenario):
    s = scenario()
    inv = fighter(s)
    tommy = give(s, inv, "tommy-gun")
    put(s, "gug-1", inv.area)  # horror −1 → 1 die; combat −2; toughness 3; Overwhelming 1
    s.dice(5)
    fight(s, inv, "gug-1")
    s.choose(f"toggle:{tommy}")
    s.dice(5, 5, 5, 1, 1, 1, 1)
    s.choose("fight")
    assert s.game.result == "defeated"
    assert inv.stamina == 4
    assert "gug-1" in inv.monster_trophies


def test_a_passed_flee_leaves_the_monster_where_it_is(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    s.dice(5)
    fight(s, inv, "zombie-1")
    s.dice(5, 1, 1, 1)  # Evade: Sneak 3 + 1
    s.choose("flee")
    assert rolls(s, "Flee") == [(5, 1, 1, 1)]
    assert s.game.result == "fled"
    assert s.done()
    assert s.state.monsters["zombie-1"] == inv.area
    assert inv.monster_trophies == []


def test_a_failed_flee_deals_the_combat_damage_and_combat_goes_on(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "zombie-1", inv.area)
    s.dice(5)
    fight(s, inv, "zombie-1")
    s.dice(1, 1, 1, 1)
    s.choose("flee")
    assert inv.stamina == 3
    assert {"fight", "flee"} <= set(s.pending_ids())


def test_a_failed_combat_check_against_the_dimensional_shambler_means_lost(scenario):
    s = scenario()
    inv = fighter(s)
    put(s, "dimensional-shambler-1", inv.area)  # horror −2 → 0 dice, 1 Sanity
    fight(s, inv, "dimensional-shambler-1")
    s.dice(1)  # Fight 3 − 2
    s.choose("fight")
    assert isinstance(s.game.result, Interrupted)
    assert inv.area == "lost"
    assert inv.delayed
    assert inv.stamina == 5


def test_the_cross_adds_three_against_the_undead(scenario):
    s = scenario()
    inv = fighter(s)
    cross = give(s, inv, "cross")
    put(s, "zombie-1", inv.area)  # Undead
    s.dice(5, 5)
    fight(s, inv, "zombie-1")
    s.choose(f"toggle:{cross}")
    s.dice(1, 1, 1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 5  # Fight 3 − 1 + 3


def test_the_cross_adds_nothing_against_the_living(scenario):
    s = scenario()
    inv = fighter(s)
    cross = give(s, inv, "cross")
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.choose(f"toggle:{cross}")
    s.dice(1, 1, 1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 4  # Fight 3 + 1 + 0


def test_the_cross_adds_one_to_horror_checks(scenario):
    s = scenario()
    inv = fighter(s)
    give(s, inv, "cross")
    put(s, "zombie-1", inv.area)
    s.dice(1, 1, 1)
    fight(s, inv, "zombie-1")
    assert rolls(s, "Horror") == [(1, 1)]  # Will 2 − 1 + 1


# ---------------------------------------------------------------- knock-outs


def knockout_kit(s, inv) -> list[str]:
    return [
        give(s, inv, "knife"),
        give(s, inv, "38-revolver"),
        give(s, inv, "lantern"),
        give(s, inv, "wither"),
        give(s, inv, "luck"),  # a skill: not an item
    ]


def test_zero_stamina_knocks_out_to_the_hospital(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    inv.stamina = 2
    inv.clues = 5
    knife, revolver, lantern, wither, luck = knockout_kit(s, inv)
    s.run(lambda: effects.lose(s.game, inv, stamina=2))
    assert set(s.pending_ids()) == {f"discard:{h}" for h in (knife, revolver, lantern, wither)}
    s.choose(f"discard:{knife}")
    assert len(s.pending_ids()) == 3
    s.choose(f"discard:{lantern}")
    assert s.done()
    assert isinstance(s.game.result, Interrupted)
    assert s.game.result.why == "unconscious"
    assert inv.area == "st-marys-hospital"
    assert inv.stamina == 1
    assert inv.sanity == 5
    assert inv.clues == 3  # 5 − ⌊5/2⌋
    assert [p.handle for p in inv.possessions] == [revolver, wither, luck]
    assert knife in s.state.decks["common"] and lantern in s.state.decks["common"]
    assert inv.encounters_over


def test_an_odd_number_of_items_loses_half_rounded_down(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    inv.stamina = 1
    knife = give(s, inv, "knife")
    give(s, inv, "lantern")
    give(s, inv, "38-revolver")
    inv.clues = 1
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    s.choose(f"discard:{knife}")
    assert s.done()
    assert len(inv.possessions) == 2
    assert inv.clues == 1  # ⌊1/2⌋ = 0 lost


def test_zero_sanity_knocks_out_to_the_asylum(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    inv.sanity = 1
    s.run(lambda: effects.lose(s.game, inv, sanity=3))
    assert s.done()
    assert s.game.result.why == "insane"
    assert inv.area == "asylum"
    assert inv.sanity == 1
    assert inv.stamina == 5


def test_knocked_out_in_an_other_world_means_lost_in_time_and_space(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-1"
    inv.stamina = 1
    inv.clues = 4
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    assert s.done()
    assert inv.area == "lost"
    assert inv.delayed
    assert inv.stamina == 1
    assert inv.clues == 2


def test_zero_sanity_and_stamina_at_once_devours_and_a_new_investigator_takes_the_seat(
    scenario,
):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv = bare(s)
    inv.area = "woods"
    give(s, inv, "knife")
    put(s, "zombie-1", f"trophy:{AMANDA}")
    inv.monster_trophies.append("zombie-1")
    gate = s.state.gate_stack.pop()
    inv.gate_trophies.append(gate)
    s.run(lambda: effects.lose(s.game, inv, sanity=5, stamina=5))
    assert s.done()
    assert s.game.result.why == "devoured"
    assert inv.status == "devoured"
    assert inv.possessions == []
    s.run(lambda: rounds.join_replacements(s.game))  # the next turn
    assert s.game.pending().kind == "sliders"  # the newcomer sets the sliders freely
    s.choose("done")
    new = s.state.investigators[0]
    assert new.id not in (AMANDA, "joe-diamond")
    assert (new.seat, new.player, new.status) == (0, "Player 1", "playing")
    assert new.area == s.game.cat.investigators[new.id].home
    assert s.state.monsters["zombie-1"] == f"trophy:{new.id}"  # the player's trophies stay
    assert gate not in s.state.gate_stack and new.gate_trophies == [gate]
    assert AMANDA in s.state.decks["retired"]


def test_a_knock_out_discards_every_retainer(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    inv.stamina = 1
    retainer = give(s, inv, "retainer")
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    assert s.done()
    assert not inv.holds("retainer")
    assert retainer in s.state.decks["special"]


def test_a_harmless_ambusher_cannot_hold_a_fleeing_investigator(scenario):
    """Our ruling: Michael McGlen (1 less Stamina lost) against a Ghoul (Ambush, 1 damage):
    flee is offered, and succeeds, so the fight cannot go on for ever."""
    from arkham.engine import combat

    s = scenario(["michael-mcglen"])
    inv = s.inv()
    inv.clues = 0
    for marker, where in s.state.monsters.items():
        if where not in ("cup", "box"):
            s.state.monsters[marker] = "cup"
    s.state.monsters["ghoul-1"] = inv.area
    s.dice(*[1] * 12)
    s.run(lambda: combat.combat(s.game, inv, "ghoul-1"))
    flee = next(c for c in s.game.pending().choices if c.id == "flee")
    assert flee.disabled is None
    s.choose("flee")
    assert s.done() and s.game.result == "fled"


def test_each_spell_that_may_be_cast_says_its_spell_check_before_the_roll(scenario):
    """Issue 17 §4: the window tells a cast's dice before the spell is cast."""
    s = scenario()
    inv = fighter(s)  # Lore 2
    wither = give(s, inv, "wither")
    put(s, "zombie-1", inv.area)
    s.dice(5)  # Horror
    fight(s, inv, "zombie-1")
    figures = s.game.pending().detail["cast_checks"][wither]
    assert (figures["skill"], figures["skill_value"], figures["rating"]) == ("Spell", 2, 0)
    assert (figures["dice"], figures["needed"], figures["name"]) == (2, 1, "Wither")
    s.dice(5, 2)
    s.choose(f"toggle:{wither}")
    assert rolls(s, "Cast Wither") == [(5, 2)]  # exactly the dice it said
    assert wither not in s.game.pending().detail["cast_checks"]  # cast: nothing left to tell
