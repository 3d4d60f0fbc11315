"""Closing and sealing gates (seed 001; reference §2, §7 'Closing / sealing')."""

from __future__ import annotations

from arkham.engine import board, flow
from tests.kit import bare, place_gate, put, rolls

AMANDA = "amanda-sharpe"


def at_gate(s, loc: str, world: str, **sliders):
    inv = bare(s, **sliders)
    inv.area = loc
    inv.explored = True
    s.state.turn = 1
    return inv, place_gate(s, loc, world)


def close(s, inv, loc: str) -> None:
    s.run(lambda: flow.close_or_seal(s.game, inv, loc))


def test_an_explored_investigator_is_offered_lore_or_fight(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, _ = at_gate(s, "woods", "abyss")
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.pending_ids() == ["close:lore", "close:fight", "leave"]
    assert str(s.game.pending().context) == "gate:woods"


def test_closing_with_lore_plus_the_worlds_modifier(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "dreamlands")  # +1; Lore 2
    close(s, inv, "woods")
    s.dice(5, 1, 1)
    s.choose("close:lore")
    assert rolls(s, "Close the gate") == [(5, 1, 1)]
    assert s.state.locations["woods"].gate is None
    assert not s.state.locations["woods"].sealed
    assert inv.gate_trophies == [gate]
    assert not inv.explored
    assert s.done()


def test_closing_with_fight_plus_the_worlds_modifier(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "abyss", fight_will=3)  # −2; Fight 4
    close(s, inv, "woods")
    s.dice(6, 1, 1)
    s.choose("close:fight")
    assert rolls(s, "Close the gate") == [(6, 1)]
    assert inv.gate_trophies == [gate]


def test_a_failed_close_leaves_the_gate_open(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "dreamlands")
    close(s, inv, "woods")
    s.dice(1, 1, 1)
    s.choose("close:lore")
    assert s.state.locations["woods"].gate == gate
    assert inv.gate_trophies == []
    assert inv.explored


def test_leaving_it_open(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "dreamlands")
    close(s, inv, "woods")
    s.choose("leave")
    assert s.done()
    assert s.state.locations["woods"].gate == gate


def test_closing_returns_the_dimensions_monsters_from_arkham_the_sky_and_the_outskirts(
    scenario,
):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, _ = at_gate(s, "woods", "dreamlands")  # slash
    put(s, "gug-1", "rivertown-streets")
    put(s, "nightgaunt-1", "sky")
    put(s, "gug-2", "outskirts")
    put(s, "nightgaunt-2", f"trophy:{AMANDA}")
    inv.monster_trophies.append("nightgaunt-2")
    put(s, "zombie-1", "rivertown-streets")
    put(s, "ghoul-1", "woods")
    put(s, "byakhee-1", "sky")
    put(s, "cultist-1", "outskirts")
    close(s, inv, "woods")
    s.dice(5, 5, 5)
    s.choose("close:lore")
    for marker in ("gug-1", "nightgaunt-1", "gug-2"):
        assert s.state.monsters[marker] == "cup", marker
    assert s.state.monsters["the-dark-pharaoh-1"] == "box"
    assert s.state.monsters["nightgaunt-2"] == f"trophy:{AMANDA}"
    assert s.state.monsters["zombie-1"] == "rivertown-streets"
    assert s.state.monsters["ghoul-1"] == "woods"
    assert s.state.monsters["byakhee-1"] == "sky"
    assert s.state.monsters["cultist-1"] == "outskirts"


def test_sealing_for_five_clues(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "dreamlands")
    inv.clues = 6
    close(s, inv, "woods")
    s.dice(5, 1, 1)
    s.choose("close:lore")
    assert s.pending_ids() == ["seal", "no-seal"]
    s.choose("seal")
    ls = s.state.locations["woods"]
    assert ls.sealed
    assert ls.gate is None
    assert inv.clues == 1
    assert inv.gate_trophies == [gate]
    assert s.state.elder_signs_used == 0


def test_choosing_not_to_seal_keeps_the_clues(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, _ = at_gate(s, "woods", "dreamlands")
    inv.clues = 5
    close(s, inv, "woods")
    s.dice(5, 1, 1)
    s.choose("close:lore", "no-seal")
    assert not s.state.locations["woods"].sealed
    assert inv.clues == 5


def test_no_seal_offer_with_fewer_than_five_clues(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, _ = at_gate(s, "woods", "dreamlands")
    inv.clues = 4
    close(s, inv, "woods")
    s.dice(5, 1, 1)
    s.choose("close:lore")
    assert s.done()
    assert not s.state.locations["woods"].sealed
    assert inv.clues == 4


def test_a_stable_location_cannot_be_sealed(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "library", "dreamlands")
    inv.clues = 5
    close(s, inv, "library")
    s.dice(5, 1, 1)
    s.choose("close:lore")
    assert s.done()
    assert not s.state.locations["library"].sealed
    assert inv.clues == 5
    assert inv.gate_trophies == [gate]


def test_close_gate_with_seal_puts_an_elder_sign(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    inv, gate = at_gate(s, "woods", "abyss")
    s.run(lambda: board.close_gate(s.game, inv, "woods", True))
    assert s.state.locations["woods"].sealed
    assert s.state.locations["woods"].gate is None
    assert inv.gate_trophies == [gate]


def test_an_unexplored_investigator_at_a_gate_is_drawn_through(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    place_gate(s, "woods", "abyss")
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done()
    assert inv.area == "abyss-1"
    assert not inv.delayed  # only gates that open on an investigator delay him
