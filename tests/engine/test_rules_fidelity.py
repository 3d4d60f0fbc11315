"""Issue 16, points 1–13: the choices that belong to the players, and combat and spells as a
knowledgeable player expects them (seed 000; reference §3, §5, §6.4, §7).

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3;
Sanity 5, Stamina 5.
"""

from __future__ import annotations

from arkham.engine import combat, final_battle, flow, mythos, windows
from arkham.engine.state import FinalBattle
from arkham.kit.marks import has_mark
from tests.kit import bare, choice, fight, give, on_board, pending, place_gate, put, rolls

AMANDA, JOE = "amanda-sharpe", "joe-diamond"


# ---------------------------------------------------------------- 1. surge over the limit


def test_the_first_player_decides_which_gates_keep_monsters_over_the_limit(scenario):
    """Seed 000, Phase V 1B: when a surge brings more monsters than the monster limit allows,
    the players decide where they go, before any is drawn; failing agreement the first player
    decides. Those that do not fit go to the Outskirts."""
    s = scenario([AMANDA, JOE])  # 2 players: limit 5
    bare(s, 0).area = "abyss-1"
    bare(s, 1).area = "abyss-1"
    for i in range(1, 5):
        put(s, f"cultist-{i}", "rivertown-streets")
    for loc, world in (("woods", "abyss"), ("black-cave", "yuggoth"), ("graveyard", "dreamlands")):
        place_gate(s, loc, world)
    s.run(lambda: mythos.gate_step(s.game, "woods"))  # a surge of 3, room for 1
    decision = pending(s)
    assert decision.investigator == AMANDA  # the first player, for the group
    assert sorted(decision.ids()) == ["place:black-cave", "place:graveyard", "place:woods"]
    assert not any(e.kind == "monster-appeared" for e in s.events)  # nothing drawn yet
    s.choose("place:graveyard")
    assert s.done()
    assert len(on_board(s, "graveyard")) == 1
    assert on_board(s, "woods") == on_board(s, "black-cave") == []
    assert len(on_board(s, "outskirts")) == 2


def test_no_placement_question_when_every_monster_fits(scenario):
    """Only a real choice is asked: a surge within the limit spreads as the rules say."""
    s = scenario([AMANDA, JOE])
    for loc, world in (("woods", "abyss"), ("black-cave", "yuggoth")):
        place_gate(s, loc, world)
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert s.done()
    assert len(on_board(s, "woods")) == len(on_board(s, "black-cave")) == 1


# ---------------------------------------------------------------- 2. who takes a new Clue


def test_a_clue_among_several_investigators_is_given_by_the_first_player(scenario):
    """Seed 000, Phase V 2: one of the investigators at the Clue's location may take it; they
    decide among themselves, and the first player settles it."""
    s = scenario([AMANDA, JOE])
    amanda, joe = bare(s, 0), bare(s, 1)
    amanda.area = joe.area = "woods"
    s.state.locations["woods"].clues = 0
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    decision = pending(s)
    assert decision.investigator == AMANDA
    assert decision.ids() == [f"clue:{AMANDA}", f"clue:{JOE}"]
    s.choose(f"clue:{JOE}")
    assert (amanda.clues, joe.clues) == (0, 1)
    assert s.state.locations["woods"].clues == 0


def test_a_clue_for_one_investigator_is_taken_without_a_question(scenario):
    s = scenario([AMANDA, JOE])
    bare(s, 0).area = "woods"
    bare(s, 1).area = "uptown-streets"
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    assert s.done()
    assert s.inv(0).clues == 1


# ---------------------------------------------------------------- 3. flying and Hound ties
# (the flying tie: tests/engine/test_mythos.py::test_a_flying_monster_tie_goes_to_the_first_player)


def test_a_hound_tie_at_equal_distance_and_sneak_is_the_first_players_call(scenario):
    """IR FAQ: the Hound goes to the nearest investigator in a location, the lower Sneak on a
    tie, and the first player breaks what is still tied."""
    s = scenario([AMANDA, JOE])
    amanda = bare(s, 0, speed_sneak=2)  # Sneak 2
    joe = bare(s, 1, speed_sneak=2)  # Joe Diamond's Sneak at stop 2: 2
    amanda.area, joe.area = "black-cave", "graveyard"
    s.state.first_player = 1
    put(s, "hound-of-tindalos-1", "rivertown-streets")
    s.run(lambda: mythos.move_monsters(s.game, ["square"], []))
    decision = pending(s)
    assert decision.investigator == JOE
    assert sorted(decision.ids()) == ["toward:black-cave", "toward:graveyard"]
    s.choose("toward:black-cave")
    assert s.state.monsters["hound-of-tindalos-1"] == "black-cave"


# ---------------------------------------------------------------- 4. several monsters here


def meet(s, *markers: str):
    """Amanda on the Rivertown street with these monsters, facing them."""
    inv = bare(s)
    inv.area = "rivertown-streets"
    for marker in markers:
        put(s, marker, inv.area)
    s.run(lambda: flow.face_monsters(s.game, inv))
    return inv


def test_the_investigator_chooses_the_order_to_face_several_monsters(scenario):
    """Seed 000, Movement: each monster in the area must be evaded or fought; the investigator
    picks the order (asked only when the monsters differ)."""
    s = scenario()
    meet(s, "zombie-1", "cultist-1")
    assert sorted(s.pending_ids()) == ["face:cultist-1", "face:zombie-1"]
    s.choose("face:zombie-1")
    assert pending(s).detail["monster"] == "zombie-1"
    s.dice(5, 1, 1, 1)
    s.choose("evade")  # Sneak 3 + 1
    assert pending(s).detail["monster"] == "cultist-1"  # the other one, no question


def test_two_monsters_of_a_kind_are_met_without_an_order_question(scenario):
    s = scenario()
    meet(s, "zombie-1", "zombie-2")
    assert pending(s).kind == "combat"


# ---------------------------------------------------------------- 5. the Nightgaunt's pull


def test_the_nightgaunts_victim_chooses_between_gates_equally_near(scenario):
    """Reference §3: the Nightgaunt pulls its victim through the nearest open gate; with two
    as near, the rules do not pick one, so the victim does."""
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    place_gate(s, "black-cave", "abyss")
    place_gate(s, "graveyard", "yuggoth")
    place_gate(s, "woods", "dreamlands")  # farther
    put(s, "nightgaunt-1", inv.area)
    s.run(lambda: combat.failed_round(s.game, inv, "nightgaunt-1"))
    assert sorted(s.pending_ids()) == ["through:black-cave", "through:graveyard"]
    s.choose("through:graveyard")
    assert inv.area == "yuggoth-1"


# ---------------------------------------------------------------- 6. "for this combat"


def test_the_red_sign_ends_with_a_flee_and_never_helps_the_next_fighter(scenario):
    """Reference §6.4: the Red Sign lasts for this combat. Fleeing ends the combat, so another
    investigator fighting the same monster meets its full toughness."""
    s = scenario([AMANDA, JOE])
    inv = bare(s, 0, lore_luck=2)  # Lore 3
    give(s, inv, "red-sign-of-shudde-mell")
    put(s, "high-priest-1", inv.area)  # toughness 2, horror +1
    s.dice(5, 1, 1, 1)
    fight(s, inv, "high-priest-1")
    s.dice(5, 1)
    s.choose("use:red-sign-of-shudde-mell")
    assert combat.stat(s.game, "high-priest-1", "toughness") == 1
    s.dice(5)  # Flee: Sneak 3 − 2
    s.choose("flee")
    assert s.game.result == "fled"
    assert combat.stat(s.game, "high-priest-1", "toughness") == 2
    assert not any(m.startswith("red-sign") for m in s.state.marks)


def test_an_enchanted_weapon_is_plain_again_after_the_combat(scenario):
    """Reference §6.4: Enchant Weapon makes one weapon magical for this combat only."""
    s = scenario()
    inv = bare(s)
    give(s, inv, "enchant-weapon")
    automatic = give(s, inv, "45-automatic")
    put(s, "ghost-1", inv.area)  # physical immunity; horror −2
    s.dice(5)
    fight(s, inv, "ghost-1")
    s.dice(5, 1)
    s.choose("use:enchant-weapon")
    assert has_mark(s.game, f"enchanted:{automatic}")
    inv.sliders["speed-sneak"] = 0  # Sneak 4 − 3: one die
    s.dice(5)
    s.choose("flee")
    assert s.game.result == "fled"
    assert windows.modifier(s.game, inv, f"magical:{automatic}") == 0


# ---------------------------------------------------------------- 7. Bind Monster


def test_a_bound_monster_with_overwhelming_still_costs_its_stamina(scenario):
    """Reference §3: Overwhelming costs Stamina even when the monster is defeated — bound by a
    spell as well as beaten by the dice. (A failed Bind is only a failed cast:
    tests/content/test_spells.py::test_a_failed_bind_monster_is_only_a_failed_cast_…)"""
    s = scenario()
    inv = bare(s)
    give(s, inv, "bind-monster")
    put(s, "dhole-1", inv.area)  # toughness 3, horror −1/4, Nightmarish 1, Overwhelming 1
    s.dice(5, 1)
    fight(s, inv, "dhole-1")
    assert inv.sanity == 4
    s.dice(5, 5, 5, 1, 1, 1)  # Lore 2 + 4
    s.choose("use:bind-monster")
    assert s.game.result == "defeated"
    assert inv.monster_trophies == ["dhole-1"]
    assert (inv.sanity, inv.stamina) == (2, 4)


# ---------------------------------------------------------------- 8. the Bloated Woman


def test_the_bloated_woman_fails_only_the_first_rounds_combat_check(scenario):
    """Reference §3: failing her Will (−2) check fails the Horror check and that round's Combat
    check; the rounds after are rolled as usual."""
    s = scenario()
    inv = bare(s, fight_will=3)  # Fight 4, Will 1: the Will check has no dice
    put(s, "the-bloated-woman-1", inv.area)  # horror −1/2, combat −2/2, toughness 2
    fight(s, inv, "the-bloated-woman-1")
    assert inv.sanity == 3
    s.choose("fight")
    assert rolls(s, "Combat") == []
    assert inv.stamina == 3
    s.dice(5, 5)  # Fight 4 − 2
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 5)]
    assert s.game.result == "defeated"


# ---------------------------------------------------------------- 9. the Elder Thing


def test_a_weapon_lost_to_the_elder_thing_stops_counting_at_once(scenario):
    """Reference §3: a failed Combat check against the Elder Thing discards a weapon or spell;
    the next round's dice are rolled without it."""
    s = scenario()
    inv = bare(s)
    automatic = give(s, inv, "45-automatic")
    put(s, "elder-thing-1", inv.area)  # horror −3 (no dice), combat +0/1
    fight(s, inv, "elder-thing-1")
    s.choose(f"toggle:{automatic}")
    s.dice(*[1] * 6)  # Fight 2 + 4
    s.choose("fight")
    s.choose(f"discard:{automatic}")
    assert inv.stamina == 4
    assert pending(s).detail["combat_dice"] == 2
    s.dice(1, 1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(1,) * 6, (1, 1)]


# ---------------------------------------------------------------- 10. the Nightgaunt, no gate


def test_a_nightgaunt_with_no_gate_to_pull_through_does_nothing(scenario):
    """Reference §3 and IR FAQ: the Nightgaunt pulls through an open gate (from an Other World:
    back to Arkham). With no such gate nothing happens and the combat goes on — the victim is
    not lost in time and space."""
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-2"
    place_gate(s, "woods", "yuggoth")  # not a way back from the Abyss
    put(s, "nightgaunt-1", "encounter")
    s.dice(5, 1)  # Horror: Will 3 − 1
    fight(s, inv, "nightgaunt-1")
    s.dice(1)  # Fight 2 − 2: no dice, the check fails
    s.choose("fight")
    assert inv.area == "abyss-2"
    assert inv.stamina == 5
    assert {"fight", "flee"} <= set(s.pending_ids())


# ---------------------------------------------------------------- 11. spell costs


def test_a_spell_cost_is_not_reduced_by_whiskey(scenario):
    """Reference §4 and §6.4: a spell's Sanity cost is a cost, not a loss: Whiskey (or a power
    that lowers Sanity losses) does not touch it, in combat or out of it."""
    s = scenario(["harvey-walters"])  # Strong Mind: every Sanity loss −1
    inv = bare(s)
    give(s, inv, "whiskey")
    shrivelling = give(s, inv, "shrivelling")
    give(s, inv, "voice-of-ra")
    before = inv.sanity
    s.run(lambda: windows.offer(s.game, "upkeep", inv, {}, "Upkeep"))
    s.dice(5, 1, 1, 1)
    s.choose("use:voice-of-ra")
    assert inv.sanity == before - 1
    put(s, "cultist-1", inv.area)
    fight(s, inv, "cultist-1")
    s.dice(5, 1, 1, 1)
    s.choose(f"toggle:{shrivelling}")
    assert inv.sanity == before - 2
    assert "use:whiskey" not in s.pending_ids()


def test_a_spell_may_take_the_last_sanity_and_the_caster_goes_insane_after(scenario):
    """Issue 16: a cost may be paid with the last point; the spell resolves first, then the
    investigator goes insane — here Find Gate brings him home, so he wakes in the Asylum
    rather than lost in time and space."""
    s = scenario()
    inv = bare(s)
    give(s, inv, "find-gate")
    inv.area = "abyss-2"
    inv.sanity = 1
    place_gate(s, "woods", "abyss")
    s.run(lambda: flow.other_world_movement(s.game, inv))
    assert "use:find-gate" in s.pending_ids()
    s.dice(5)  # Lore 2 − 1
    s.choose("use:find-gate")
    assert s.done()
    assert inv.area == "asylum"
    assert inv.sanity == 1


# ---------------------------------------------------------------- 12. hands


def test_a_spell_cast_in_the_round_holds_its_hands(scenario):
    """Reference §7: two hands for weapons and spells together. The Red Sign (one hand) cast
    before the round leaves one hand: a two-handed weapon cannot be wielded with it."""
    s = scenario()
    inv = bare(s, lore_luck=2)
    give(s, inv, "red-sign-of-shudde-mell")
    tommy = give(s, inv, "tommy-gun")
    knife = give(s, inv, "knife")
    put(s, "high-priest-1", inv.area)
    s.dice(5, 1, 1, 1)
    fight(s, inv, "high-priest-1")
    s.dice(1, 1)  # a failed cast still holds the hand
    s.choose("use:red-sign-of-shudde-mell")
    assert choice(s, f"toggle:{tommy}").disabled == "needs 2 free hands"
    assert choice(s, f"toggle:{knife}").disabled is None
    assert pending(s).detail["hands_used"] == 1


# ---------------------------------------------------------------- 13. the final battle


def test_enchant_weapon_works_against_the_ancient_one(scenario):
    """Reference §6.4 and §5: nothing on Enchant Weapon excludes the Ancient One, so it is cast
    before an attack in the final battle (against Shub-Niggurath's Physical Immunity here);
    like every spell there, it lasts that attack."""
    s = scenario(ancient_one="shub-niggurath")
    inv = bare(s)
    give(s, inv, "enchant-weapon")
    automatic = give(s, inv, "45-automatic")
    s.state.final_battle = FinalBattle(doom_tokens=12)
    s.state.phase = "final-battle"
    s.run(lambda: final_battle.investigator_attacks(s.game, inv, 0))
    s.dice(5, 1)
    s.choose("use:enchant-weapon")
    s.choose(f"toggle:{automatic}")
    s.dice(*[1] * 6)  # Fight 2 + 0 + 4 magical
    s.choose("attack")
    assert rolls(s, "Attack") == [(1,) * 6]
    assert not has_mark(s.game, f"enchanted:{automatic}")


def test_a_weapon_is_put_down_to_free_the_hands_a_spell_needs(scenario):
    """Reference §7: weapons and spells share two hands. Bind Monster (two hands) cast in a
    later round puts down the weapon held since the last one; a failed cast keeps the hands
    busy for that round, so the round is fought bare-handed."""
    s = scenario()
    inv = bare(s)
    give(s, inv, "bind-monster")
    knife = give(s, inv, "knife")
    put(s, "cultist-1", inv.area)  # no Horror check; combat +1/1, toughness 1
    fight(s, inv, "cultist-1")
    s.choose("done", f"toggle:{knife}")
    s.dice(1, 1, 1, 1)  # Fight 2 + 1 + 1
    s.choose("fight")
    assert inv.stamina == 4
    s.dice(*[1] * 6)  # Lore 2 + 4
    s.choose("use:bind-monster")
    detail = pending(s).detail
    assert detail["held"] == ()
    assert detail["hands_used"] == 2
    assert choice(s, f"toggle:{knife}").disabled == "needs 1 free hands"
