"""Movement (seed 000 Phase II; reference §7 'Movement', 'Returning from an Other World')."""

from __future__ import annotations

from arkham.engine import flow
from arkham.engine.effects import Interrupted
from tests.kit import bare, move, place_gate, put, rolls


def targets(s) -> set[str]:
    return {i.removeprefix("move:") for i in s.pending_ids() if i.startswith("move:")}


# ---------------------------------------------------------------- points and paths


def test_movement_points_equal_speed(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)  # Speed 2
    inv.area = "rivertown-streets"
    move(s, inv)
    decision = s.game.pending()
    assert decision.kind == "move"
    assert decision.detail["points"] == 2
    assert inv.movement_points == 2


def test_faster_investigators_get_more_points(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=3)  # Speed 4
    inv.area = "rivertown-streets"
    move(s, inv)
    assert s.game.pending().detail["points"] == 4


def test_one_point_from_a_location_reaches_only_its_street(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=0)  # Speed 1
    inv.area = "black-cave"
    move(s, inv)
    assert targets(s) == {"rivertown-streets"}
    assert "done" in s.pending_ids()


def test_one_point_from_a_street_reaches_its_locations_and_adjacent_streets(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=0)
    inv.area = "rivertown-streets"
    move(s, inv)
    assert targets(s) == {
        "black-cave",
        "general-store",
        "graveyard",
        "easttown-streets",
        "french-hill-streets",
        "merchant-district-streets",
    }


def test_two_points_from_a_location(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    move(s, inv)
    assert targets(s) == {
        "rivertown-streets",
        "general-store",
        "graveyard",
        "easttown-streets",
        "french-hill-streets",
        "merchant-district-streets",
    }


def test_a_move_follows_the_path_and_spends_a_point_per_step(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    move(s, inv)
    s.choose("move:easttown-streets")
    assert inv.area == "easttown-streets"
    assert [(e.frm, e.to) for e in s.events if e.kind == "moved"] == [
        ("black-cave", "rivertown-streets"),
        ("rivertown-streets", "easttown-streets"),
    ]
    assert inv.movement_points == 0
    assert s.done()


def test_points_left_after_a_move_can_be_spent(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    move(s, inv)
    s.choose("move:rivertown-streets")
    assert s.game.pending().detail["points"] == 1
    assert "move:graveyard" in s.pending_ids()
    s.choose("move:graveyard")
    assert inv.area == "graveyard"
    assert s.done()


def test_done_ends_movement_where_the_investigator_is(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    move(s, inv)
    s.choose("done")
    assert inv.area == "rivertown-streets"
    assert s.done()


def test_closed_locations_cannot_be_entered(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    s.state.locations["general-store"].closed = True
    move(s, inv)
    assert "general-store" not in targets(s)
    assert {"black-cave", "graveyard"} <= targets(s)


# ---------------------------------------------------------------- monsters on the way


def test_leaving_an_area_with_a_monster_means_evading_or_fighting_it(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:rivertown-streets")
    decision = s.game.pending()
    assert str(decision.context) == "combat:zombie-1"
    assert decision.ids() == ["evade", "fight"]
    assert inv.area == "black-cave"


def test_a_passed_evade_lets_movement_go_on(scenario):
    s = scenario()
    inv = bare(s)  # Sneak 3; Zombie awareness +1 → 4 dice
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:rivertown-streets")
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert rolls(s, "Evade") == [(5, 1, 1, 1)]
    assert inv.area == "rivertown-streets"
    assert s.game.pending().kind == "move"
    assert s.game.pending().detail["points"] == 1
    assert s.state.monsters["zombie-1"] == "black-cave"


def test_each_monster_in_the_area_must_be_evaded(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    put(s, "zombie-2", "black-cave")
    move(s, inv)
    s.choose("move:rivertown-streets")
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert str(s.game.pending().context) == "combat:zombie-2"
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert inv.area == "rivertown-streets"


def test_combat_ends_movement_where_it_happened(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:easttown-streets")
    s.dice(6, 6)  # Horror: Will 3 − 1 = 2 dice
    s.choose("fight")
    s.dice(6)  # Combat: Fight 2 − 1 = 1 die
    s.choose("fight")
    assert s.state.monsters["zombie-1"] == "trophy:amanda-sharpe"
    assert inv.area == "black-cave"
    assert inv.movement_points == 0
    assert s.done()


def test_a_failed_evade_on_the_way_ends_movement_too(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:easttown-streets")
    s.dice(1, 1, 1, 1, 6, 6)  # evade fails; Horror passes
    s.choose("evade")
    assert inv.stamina == 3
    s.dice(6)
    s.choose("fight")
    assert inv.area == "black-cave"
    assert s.done()


def test_monsters_on_a_street_passed_through_must_be_evaded(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=1)
    inv.area = "black-cave"
    put(s, "zombie-1", "rivertown-streets")
    move(s, inv)
    s.choose("move:easttown-streets")
    assert inv.area == "rivertown-streets"
    assert str(s.game.pending().context) == "combat:zombie-1"
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert inv.area == "easttown-streets"
    assert s.done()


def test_ending_movement_in_a_monsters_area_forces_evade_or_fight(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:black-cave")
    assert inv.area == "black-cave"
    assert s.game.pending().kind == "move"  # a point is left: no combat until it ends
    s.choose("done")
    assert str(s.game.pending().context) == "combat:zombie-1"
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert s.done()
    assert inv.area == "black-cave"


def test_staying_put_with_a_monster_forces_evade_or_fight(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    put(s, "zombie-1", "rivertown-streets")
    move(s, inv)
    s.choose("done")
    assert str(s.game.pending().context) == "combat:zombie-1"


# ---------------------------------------------------------------- clues


def test_clues_are_not_taken_when_passing_through(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=2)  # Speed 3
    inv.area = "rivertown-streets"
    s.state.locations["black-cave"].clues = 1
    move(s, inv)
    s.choose("move:black-cave", "move:rivertown-streets", "done")
    assert inv.area == "rivertown-streets"
    assert inv.clues == 0
    assert s.state.locations["black-cave"].clues == 1


def test_clues_are_taken_where_movement_ends(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    s.state.locations["black-cave"].clues = 2
    move(s, inv)
    s.choose("move:black-cave", "done")
    assert inv.clues == 2
    assert s.state.locations["black-cave"].clues == 0


# ---------------------------------------------------------------- delayed, jail, other worlds


def test_a_delayed_investigator_stands_up_and_does_not_move(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    inv.delayed = True
    s.run(lambda: flow.movement(s.game, inv))
    assert s.done()
    assert not inv.delayed
    assert inv.area == "rivertown-streets"
    assert "stood-up" in s.kinds()


def test_a_jailed_investigator_is_released_to_the_police_station_without_moving(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "jail"
    inv.delayed = True
    s.run(lambda: flow.movement(s.game, inv))
    assert s.done()
    assert inv.area == "police-station"
    assert not inv.delayed


def test_other_world_first_area_moves_to_the_second(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-1"
    s.run(lambda: flow.movement(s.game, inv))
    assert s.done()
    assert inv.area == "abyss-2"


def test_other_world_second_area_returns_through_a_gate_to_that_world(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-2"
    place_gate(s, "black-cave", "abyss")
    place_gate(s, "woods", "yuggoth")
    put(s, "zombie-1", "black-cave")
    s.run(lambda: flow.movement(s.game, inv))
    assert s.done()  # no evading or fighting the monster at that gate this turn
    assert inv.area == "black-cave"
    assert inv.explored
    assert "combat-started" not in s.kinds()
    assert s.state.monsters["zombie-1"] == "black-cave"


def test_with_two_gates_to_the_world_the_investigator_chooses(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-2"
    place_gate(s, "black-cave", "abyss")
    place_gate(s, "woods", "abyss")
    s.run(lambda: flow.movement(s.game, inv))
    assert set(s.pending_ids()) == {"move:black-cave", "move:woods"}
    s.choose("move:woods")
    assert inv.area == "woods"
    assert inv.explored


def test_no_gate_to_the_world_means_lost_in_time_and_space(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "abyss-2"
    place_gate(s, "woods", "yuggoth")
    s.run(lambda: flow.movement(s.game, inv))
    assert isinstance(s.game.result, Interrupted)
    assert inv.area == "lost"
    assert inv.delayed
    assert "lost-in-time-and-space" in s.kinds()


def test_back_from_lost_in_upkeep_to_a_chosen_area(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "lost"
    inv.delayed = False
    s.state.locations["general-store"].closed = True
    s.run(lambda: flow.upkeep(s.game, inv))
    assert s.game.pending().kind == "move"
    assert {"move:woods", "move:rivertown-streets", "move:black-cave"} <= set(s.pending_ids())
    assert "move:general-store" not in s.pending_ids()
    assert not any(i.startswith("move:abyss") for i in s.pending_ids())
    s.choose("move:woods")
    assert inv.area == "woods"
    s.choose("done")  # the upkeep sliders
    assert s.done()


def test_still_delayed_while_lost_means_no_return_yet(scenario):
    """Lost and still delayed: the whole turn is lost, Upkeep included (no sliders), and in
    Movement the investigator only stands up."""
    s = scenario()
    inv = bare(s)
    inv.area = "lost"
    inv.delayed = True
    s.run(lambda: flow.upkeep(s.game, inv))
    assert s.done()
    assert inv.area == "lost"
    s.run(lambda: flow.movement(s.game, inv))
    assert not inv.delayed
    assert inv.area == "lost"


def test_after_a_combat_ends_movement_the_other_monsters_there_are_still_faced(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "black-cave"
    put(s, "zombie-1", "black-cave")
    put(s, "zombie-2", "black-cave")
    move(s, inv)
    s.choose("move:rivertown-streets")
    s.dice(6, 6)  # Horror
    s.choose("fight")
    s.dice(6)
    s.choose("fight")
    assert str(s.game.pending().context) == "combat:zombie-2"
    s.dice(5, 1, 1, 1)
    s.choose("evade")
    assert s.done()
    assert inv.area == "black-cave"


def test_entering_a_monsters_area_with_the_last_point_faces_it_at_once(scenario):
    s = scenario()
    inv = bare(s, speed_sneak=0)  # Speed 1
    inv.area = "rivertown-streets"
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("move:black-cave")
    assert str(s.game.pending().context) == "combat:zombie-1"


def test_on_a_later_turn_monsters_at_the_explored_gate_must_be_faced(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "black-cave"
    inv.explored = True
    inv.returned_this_turn = False
    place_gate(s, "black-cave", "abyss")
    put(s, "zombie-1", "black-cave")
    move(s, inv)
    s.choose("done")
    assert str(s.game.pending().context) == "combat:zombie-1"
