"""Innsmouth Horror's 32 monster markers (issue 13, point 3): the counts, the cup, and each
special ability with forced dice. Facts: reference §8.4 and the notes in
``data/expansions/innsmouth/monsters.json``.

Amanda Sharpe as the fighter, sliders 1/2/1: Sneak 3, Fight 3, Will 2; Sanity and Stamina 5.
"""

from __future__ import annotations

from collections import Counter

import pytest

from arkham.ai.view import View
from arkham.catalog import ContentError, load_catalog_from
from arkham.engine import board, combat, mythos
from arkham.engine.effects import Interrupted
from arkham.engine.game import Game, Setup
from arkham.kit import mythos as mythos_kit
from arkham.resources import data_dir
from tests.kit import (
    Scenario,
    bare,
    choice,
    clear_board,
    give,
    place_gate,
    put,
    results,
    rolls,
)

INNSMOUTH = ["innsmouth"]
PRINTED = {
    "deep-one": 6,
    "deep-one-hybrid": 4,
    "proto-shoggoth": 4,
    "lloigor": 3,
    "shoggoth": 2,
    "cultist": 1,
    "elder-thing": 1,
    "mi-go": 1,
    "barnabas-marsh": 1,
    "priest-of-dagon": 1,
    "servitor-of-the-outer-gods": 1,
    "shugeron": 1,
    "wailing-writher": 1,
    "tendril-of-nyogtha": 1,
    "being-of-ib-horror": 1,
    "being-of-ib-gates": 1,
    "being-of-ib-evade": 1,
    "being-of-ib-luck": 1,
}
"""Reference §8.4: markers per kind (the four Beings of Ib have four different backs)."""
MASKS = {"shugeron", "wailing-writher"}
SPAWN = {"tendril-of-nyogtha", *(k for k in PRINTED if k.startswith("being-of-ib"))}


def town(*investigators: str, seed: str = "monsters", ancient_one: str = "azathoth") -> Scenario:
    s = Scenario(investigators or ("amanda-sharpe",), ancient_one, seed, INNSMOUTH)
    clear_board(s)
    return s


def fighter(s: Scenario, **sliders: int):
    inv = bare(s, **({"speed_sneak": 1, "fight_will": 2, "lore_luck": 1} | sliders))
    inv.area = "rivertown-streets"
    return inv


def met(s: Scenario, inv, marker: str) -> str:
    """The monster in the investigator's area, met: evade it or fight it (the first question)."""
    put(s, marker, inv.area)
    s.run(lambda: combat.confront(s.game, inv, marker))
    return marker


def fought(s: Scenario, inv, marker: str) -> str:
    """The monster in the investigator's area, combat begun (the Horror check comes first)."""
    put(s, marker, inv.area)
    s.run(lambda: combat.combat(s.game, inv, marker))
    return marker


def devoured(s: Scenario, inv) -> bool:
    return isinstance(s.game.result, Interrupted) and inv.status == "devoured"


# ---------------------------------------------------------------- the counts


def test_innsmouth_brings_32_markers_and_25_go_to_the_cup() -> None:
    """Reference §8.4: 32 markers; "In the cup: 25 (all but the 2 Masks and 5 Spawns)"."""
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "count")
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", INNSMOUTH), "count")
    new = [m for m in g.cat.monster_markers if m not in base.cat.monster_markers]
    assert len(new) == 32 and len(g.cat.monster_markers) == 92
    assert Counter(g.cat.kind_of_marker[m] for m in new) == PRINTED
    in_cup = [m for m in new if g.state.monsters[m] == "cup"]
    assert len(in_cup) == 25
    boxed = {g.cat.kind_of_marker[m] for m in new if g.state.monsters[m] == "box"}
    assert boxed == MASKS | SPAWN
    cup = Counter(w for w in g.state.monsters.values())["cup"]
    assert cup == Counter(w for w in base.state.monsters.values())["cup"] + 25


def test_without_innsmouth_the_base_counts_are_unchanged() -> None:
    """Reference §3: 60 markers of 29 kinds, 55 in the cup (the 5 Masks in the box)."""
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "count")
    assert len(g.cat.monster_kinds) == 29 and len(g.cat.monster_markers) == 60
    assert Counter(g.state.monsters.values()) == {"cup": 55, "box": 5}
    assert g.cat.marker_count["cultist"] == 6 and "cultist-7" not in g.cat.kind_of_marker
    assert not any(k in g.cat.monster_kinds for k in ("deep-one", "lloigor"))


def test_the_extra_copies_are_more_markers_of_the_base_kinds() -> None:
    """Reference §8.4: the Shoggoths, Cultist, Elder Thing and Mi-Go are "extra copies of the
    base monster": numbered on from the base markers, the same kind (so a worshipper rule that
    names the Cultist covers the eighth one too)."""
    g = Game.new(Setup.of(["amanda-sharpe"], "yig", INNSMOUTH), "extra")
    for marker, kind in (
        ("shoggoth-3", "shoggoth"),
        ("shoggoth-4", "shoggoth"),
        ("cultist-7", "cultist"),
        ("elder-thing-3", "elder-thing"),
        ("mi-go-4", "mi-go"),
    ):
        assert g.cat.kind_of_marker[marker] == kind
        assert g.state.monsters[marker] == "cup"
    assert g.cat.monster_kinds["cultist"].count == 6  # the kind's own count; the markers: 7
    assert g.cat.marker_count["cultist"] == 7
    assert combat.monster_stats(g, "cultist-7") == combat.monster_stats(g, "cultist-1")
    assert combat.stat(g, "cultist-7", "combat-damage") == 4  # Yig's worshippers


def test_masks_join_the_cup_when_the_ancient_one_brings_them_spawns_never() -> None:
    """Reference §3: Masks stay out "unless the Ancient One is Nyarlathotep"; §8.4: Spawn
    monsters are kept out of the cup."""
    g = Game.new(Setup.of(["amanda-sharpe"], "nyarlathotep", INNSMOUTH), "masks")
    assert g.state.monsters["shugeron-1"] == g.state.monsters["wailing-writher-1"] == "cup"
    for kind in SPAWN:
        assert g.state.monsters[f"{kind}-1"] == "box"


def test_a_spawn_the_rules_send_back_to_the_cup_goes_to_the_box() -> None:
    """Seed 004: Spawn monsters "are not added to the monster cup" — not when a gate of their
    dimension closes, nor from a vortex, nor by a mythos card: they go to the box (as when
    defeated), while the others of their dimension go to the cup."""
    s = town()
    inv = fighter(s)
    tendril, elder_thing = "tendril-of-nyogtha-1", "elder-thing-1"
    put(s, tendril, "merchant-district-streets")
    put(s, elder_thing, "rivertown-streets")
    place_gate(s, "woods", "plateau-of-leng")  # a diamond gate, as both monsters
    inv.area = "woods"
    s.run(lambda: board.close_gate(s.game, inv, "woods", seal=False))
    assert s.state.monsters[tendril] == "box" and s.state.monsters[elder_thing] == "cup"
    returned = {e.monster: e.to for e in s.events if e.kind == "monster-returned"}
    assert returned == {tendril: "box", elder_thing: "cup"}
    put(s, tendril, "innsmouth-vortex-north")
    s.run(lambda: mythos.into_vortex(s.game, tendril))
    assert s.state.monsters[tendril] == "box"
    put(s, tendril, "rivertown-streets")
    mythos_kit.to_cup(s.game, [tendril])  # a mythos card's "return to the cup"
    assert s.state.monsters[tendril] == "box"


def test_an_extra_copy_of_an_unknown_kind_is_refused(tmp_path) -> None:
    (tmp_path / "monsters.json").write_text(
        '{"monsters": [], "extra_markers": [{"kind": "nobody", "count": 1}]}'
    )
    with pytest.raises(ContentError, match="nobody"):
        load_catalog_from(data_dir(), tmp_path)


def test_the_plain_kinds_carry_their_keywords() -> None:
    """WIKI-SQL (see the data's notes): the Proto-Shoggoth resists physical weapons, the Priest
    of Dagon is immune to magic, Barnabas Marsh resists both; Deep Ones have no keyword."""
    cat = town().game.cat
    kinds = cat.monster_kinds
    assert kinds["deep-one"].abilities == kinds["deep-one-hybrid"].abilities == []
    assert kinds["proto-shoggoth"].abilities == ["physical-resistance"]
    assert kinds["priest-of-dagon"].abilities == ["magical-immunity"]
    assert set(kinds["barnabas-marsh"].abilities) == {"physical-resistance", "magical-resistance"}
    assert kinds["lloigor"].abilities == ["weapon-immunity"]
    extras = {e.kind: e for e in cat.monster_extras}
    for kind in PRINTED:
        # every Innsmouth kind, and every extra copy, says where its facts come from
        assert (extras[kind] if kind in extras else kinds[kind]).note, kind


def test_a_proto_shoggoth_halves_a_tommy_gun() -> None:
    """Physical Resistance (reference §3): the +6 becomes +3."""
    s = town()
    inv = fighter(s)
    gun = give(s, inv, "tommy-gun")
    s.dice(5, 5)  # Horror: Will 2 + 0
    fought(s, inv, "proto-shoggoth-1")
    s.choose(f"toggle:{gun}")
    s.dice(1, 1, 1, 1, 1, 1)
    s.choose("fight")
    assert len(rolls(s, "Combat")[0]) == 6  # Fight 3 + 0 + 3


# ---------------------------------------------------------------- movement


def test_a_deep_one_swims_to_the_least_stealthy_at_the_water() -> None:
    """Seed 004, Aquatic Movement: from an aquatic location a Deep One goes straight to the
    aquatic location of the investigator with the lowest Sneak; away from water it walks."""
    s = town("amanda-sharpe", "bob-jenkins")
    a, b = bare(s, 0, speed_sneak=0), bare(s, 1, speed_sneak=3)
    a.area, b.area = "falcon-point", "unvisited-isle"
    swimmer = put(s, "deep-one-1", "river-docks")
    walker = put(s, "deep-one-2", "woods")
    s.run(lambda: mythos.move_monsters(s.game, ["plus"], []))
    assert s.state.monsters[swimmer] == "unvisited-isle"  # Bob's Sneak is the lower
    assert s.state.monsters[walker] == s.game.cat.white["woods"]


def test_the_lloigor_drains_its_area_and_the_areas_beside_it_instead_of_moving() -> None:
    """Reference §8.4: the Lloigor "does not move; instead every investigator in its area and
    in adjacent areas loses 1 Sanity and 1 Stamina"."""
    s = town("amanda-sharpe", "bob-jenkins", "darrell-simmons", "joe-diamond")
    g = s.game
    here = "rivertown-streets"
    near = g.cat.connections[here]
    far = next(a for a in g.cat.connections if a != here and a not in near)
    invs = [bare(s, i) for i in range(4)]
    for inv, area in zip(invs, (here, near[0], near[-1], far), strict=True):
        inv.area = area
    invs[1].stamina = 1  # knocked out by it: the others still lose theirs
    before = [(i.sanity, i.stamina) for i in invs]
    lloigor = put(s, "lloigor-1", here)
    s.run(lambda: mythos.move_monsters(g, ["square"], []))
    assert s.state.monsters[lloigor] == here
    for inv, (san, sta) in zip(invs[::2], before[::2], strict=True):
        assert (inv.sanity, inv.stamina) == (san - 1, sta - 1)
    assert invs[1].area == g.cat.role("hospital")  # knocked out, woke at the hospital
    assert (invs[3].sanity, invs[3].stamina) == before[3]  # too far


def test_the_lloigor_is_weapon_immune_a_tommy_gun_adds_nothing() -> None:
    """Seed 004, Weapon Immunity: weapons count 0, spells still work."""
    s = town()
    inv = fighter(s)
    gun = give(s, inv, "tommy-gun")
    spell = give(s, inv, "shrivelling")
    s.dice(5)  # Horror: Will 2 − 1
    fought(s, inv, "lloigor-1")
    s.choose(f"toggle:{gun}")
    assert s.game.pending().detail["combat_dice"] == 1  # Fight 3 − 2, the gun's +6 gone
    s.dice(1)
    s.choose("fight")
    assert rolls(s, "Combat") == [(1,)]
    kws = combat.keywords(s.game, "lloigor-1")
    held = combat.Fight("lloigor-1", held=[gun, spell], cast=[spell])
    assert combat.weapon_bonus(s.game, inv, held, kws) == 6  # Shrivelling only


# ---------------------------------------------------------------- the specials in combat


def test_failing_to_evade_the_servitor_devours() -> None:
    """WIKI-SQL: a failed Combat or Evade check against the Servitor devours."""
    s = town()
    inv = fighter(s)
    met(s, inv, "servitor-of-the-outer-gods-1")
    s.dice(1, 1, 1)  # Sneak 3 + 0
    s.choose("evade")
    assert devoured(s, inv)


def test_failing_a_combat_check_against_the_servitor_devours() -> None:
    """Its Nightmarish 2 costs Sanity on a passed Horror check; then a failed round devours."""
    s = town()
    inv = fighter(s, fight_will=0)  # Fight 1, Will 4
    s.dice(5)  # Horror: Will 4 − 3
    fought(s, inv, "servitor-of-the-outer-gods-1")
    assert results(s, "Horror") == [True] and inv.sanity == 3  # Nightmarish 2
    s.choose("fight")  # Fight 1 − 2: no dice
    assert devoured(s, inv)


def test_the_servitor_beaten_is_endless_and_overwhelming() -> None:
    s = town()
    inv = fighter(s)
    gun = give(s, inv, "tommy-gun")
    fought(s, inv, "servitor-of-the-outer-gods-1")  # Horror: Will 2 − 3, no dice: fails
    assert inv.sanity == 2
    s.choose(f"toggle:{gun}")
    s.dice(5, 5, 6, 1, 1, 1, 1)  # Fight 3 − 2 + 6, toughness 3
    s.choose("fight")
    assert s.game.result == "defeated"
    assert s.state.monsters["servitor-of-the-outer-gods-1"] == "cup"  # Endless
    assert inv.stamina == 4 and inv.monster_trophies == []  # Overwhelming 1


def test_fleeing_the_servitor_is_an_evade_check_and_never_free() -> None:
    """It deals no Stamina damage, yet it is not harmless: a failed flight devours."""
    s = town()
    inv = fighter(s, fight_will=0)
    s.dice(5)
    fought(s, inv, "servitor-of-the-outer-gods-1")
    assert not combat.harmless(s.game, inv, "servitor-of-the-outer-gods-1")
    s.dice(1, 1, 1)
    s.choose("flee")
    assert devoured(s, inv)


def test_failing_to_evade_the_wailing_writher_devours() -> None:
    """WIKI-SQL: a failed Evade check against the Wailing Writher devours."""
    s = town()
    inv = fighter(s)
    met(s, inv, "wailing-writher-1")
    s.choose("evade")  # Sneak 3 − 3: no dice
    assert devoured(s, inv)


def test_the_wailing_writher_hurts_in_a_fight_and_devours_a_failed_flight() -> None:
    s = town()
    inv = fighter(s, speed_sneak=0)  # Sneak 4
    fought(s, inv, "wailing-writher-1")  # Horror: Will 2 − 3, no dice
    s.choose("fight")  # Fight 3 − 3: no dice
    assert (inv.sanity, inv.stamina, inv.status) == (2, 2, "playing")
    s.dice(1)  # Flee: Sneak 4 − 3
    s.choose("flee")
    assert devoured(s, inv)


def test_each_failed_combat_check_against_shugeron_adds_doom() -> None:
    """WIKI-SQL: a failed Combat check against Shugeron adds a doom token."""
    s = town()
    inv = fighter(s)
    inv.stamina = 5
    fought(s, inv, "shugeron-1")  # Horror: Will 2 − 2, no dice
    s.choose("fight")  # Fight 3 − 3: no dice
    assert s.state.doom == 1
    assert inv.stamina == 2
    assert any(e.kind == "doom-changed" for e in s.events)


def test_barnabas_marsh_beaten_goes_to_the_box_and_takes_a_doom_token_with_him() -> None:
    """WIKI-SQL: pass a Combat check against Barnabas Marsh, he returns to the box and one
    doom token comes off; his Physical Resistance halves the Tommy Gun."""
    s = town()
    s.state.doom = 3
    inv = fighter(s)
    gun = give(s, inv, "tommy-gun")
    fought(s, inv, "barnabas-marsh-1")  # Horror: Will 2 − 2, no dice
    s.choose(f"toggle:{gun}")
    s.dice(5, 6, 1)  # Fight 3 − 3 + 3
    s.choose("fight")
    assert rolls(s, "Combat") == [(5, 6, 1)]
    assert s.game.result == "defeated"
    assert s.state.monsters["barnabas-marsh-1"] == "box"
    assert inv.monster_trophies == []
    assert s.state.doom == 2


def test_the_tendril_of_nyogtha_devours_after_the_second_round() -> None:
    """WIKI-SQL: not evaded or defeated after the second round of combat, the investigator is
    devoured; Ambush: no fleeing; Physical Immunity."""
    s = town()
    inv = fighter(s)
    revolver = give(s, inv, "38-revolver")
    s.dice(5)  # Horror: Will 2 − 1
    fought(s, inv, "tendril-of-nyogtha-1")
    assert choice(s, "flee").disabled  # Ambush
    s.choose(f"toggle:{revolver}")
    s.dice(1)  # Fight 3 − 2, the revolver's +3 immune
    s.choose("fight")
    assert rolls(s, "Combat") == [(1,)]
    assert (inv.stamina, inv.status) == (3, "playing")  # round 1: its damage only
    s.dice(1)
    s.choose("fight")
    assert devoured(s, inv)


def test_the_tendril_beaten_in_the_second_round_devours_no_one() -> None:
    s = town()
    inv = fighter(s, fight_will=3)  # Fight 4, Will 1
    fought(s, inv, "tendril-of-nyogtha-1")  # Horror: Will 1 − 1, no dice
    s.dice(1, 1)
    s.choose("fight")
    s.dice(5, 6)
    s.choose("fight")
    assert s.game.result == "defeated"
    assert inv.status == "playing"
    assert s.state.monsters["tendril-of-nyogtha-1"] == "box"  # a Spawn is never a trophy


# ---------------------------------------------------------------- the bots


def test_the_bots_know_weapons_are_no_use_against_the_lloigor() -> None:
    s = town()
    inv = fighter(s)
    give(s, inv, "tommy-gun")
    spell = give(s, inv, "shrivelling")
    for marker in ("lloigor-1", "deep-one-1"):
        put(s, marker, inv.area)
    v = View(s.game)
    bonus, held = v.weapons(inv, v.monster("lloigor-1"), spells=True, one_shots=True)
    assert held == [spell] and 0 < bonus < 6
    assert v.weapons(inv, v.monster("deep-one-1"), spells=False, one_shots=False)[0] == 6


def test_the_bots_price_a_monster_that_devours_above_its_damage() -> None:
    s = town()
    inv = fighter(s)
    put(s, "servitor-of-the-outer-gods-1", inv.area)
    v = View(s.game)
    servitor = v.monster("servitor-of-the-outer-gods-1")
    assert servitor.dangerous and not v.monster("deep-one-1").dangerous
    # no damage of its own, yet getting past it is priced like a likely knock-out
    assert v.pass_cost(inv, servitor.marker) > 3
    assert board.kind_of(s.game, servitor.marker).combat.damage == 0
