"""The Mythos phase (seed 000 Phase V; seed 003 monster limits; reference §1.3, §1.4, §3, §7)."""

from __future__ import annotations

from arkham.engine import board, mythos
from tests.kit import (
    answer,
    bare,
    clear_board,
    gate_on_top,
    gate_step,
    on_board,
    place_gate,
    put,
)

SEVEN = [
    "amanda-sharpe",
    "ashcan-pete",
    "bob-jenkins",
    "carolyn-fern",
    "darrell-simmons",
    "dexter-drake",
    "gloria-goldberg",
]


def arkham_count(s) -> int:
    return board.monsters_toward_limit(s.game)


# ---------------------------------------------------------------- step 1: gates and surges


def test_a_new_gate_adds_doom_opens_and_places_one_monster(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    clear_board(s)
    s.state.locations["woods"].clues = 2
    marker = gate_on_top(s, "abyss")
    gate_step(s, "woods")
    assert s.state.doom == 1
    assert s.state.locations["woods"].gate == marker
    assert marker not in s.state.gate_stack
    assert s.state.locations["woods"].clues == 0
    assert len(on_board(s, "woods")) == 1
    assert arkham_count(s) == 1


def test_a_new_gate_draws_investigators_there_through_and_delays_them(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "woods"
    j.area = "uptown-streets"
    gate_on_top(s, "abyss")
    gate_step(s, "woods")
    assert a.area == "abyss-1"
    assert a.delayed
    assert j.area == "uptown-streets"
    assert not j.delayed


def test_a_new_gate_places_two_monsters_with_five_players(scenario):
    s = scenario(SEVEN[:5])
    gate_step(s, "woods")
    assert len(on_board(s, "woods")) == 2
    assert s.state.doom == 1


def test_an_elder_sign_stops_everything(scenario):
    s = scenario()
    s.state.locations["woods"].sealed = True
    stack = list(s.state.gate_stack)
    gate_step(s, "woods")
    assert s.state.doom == 0
    assert s.state.locations["woods"].gate is None
    assert s.state.gate_stack == stack
    assert arkham_count(s) == 0


def test_a_surge_spreads_evenly_with_most_at_the_surging_gate(scenario):
    s = scenario(SEVEN)
    for loc, world in (
        ("black-cave", "abyss"),
        ("science-building", "yuggoth"),
        ("unvisited-isle", "dreamlands"),
    ):
        place_gate(s, loc, world)
    gate_step(s, "black-cave")
    assert len(on_board(s, "black-cave")) == 3
    assert len(on_board(s, "science-building")) == 2
    assert len(on_board(s, "unvisited-isle")) == 2
    assert s.state.doom == 0
    assert next(e for e in s.events if e.kind == "monster-surge").count == 7


def test_a_surge_never_puts_more_at_another_gate_than_the_surging_one(scenario):
    s = scenario(SEVEN[:4])
    for loc, world in (
        ("black-cave", "abyss"),
        ("science-building", "yuggoth"),
        ("unvisited-isle", "dreamlands"),
    ):
        place_gate(s, loc, world)
    gate_step(s, "unvisited-isle")
    assert len(on_board(s, "unvisited-isle")) == 2
    assert len(on_board(s, "black-cave")) == 1
    assert len(on_board(s, "science-building")) == 1


def test_a_surge_draws_one_per_gate_when_gates_outnumber_players(scenario):
    s = scenario()
    place_gate(s, "black-cave", "abyss")
    place_gate(s, "woods", "yuggoth")
    gate_step(s, "woods")
    assert len(on_board(s, "woods")) == 1
    assert len(on_board(s, "black-cave")) == 1


# ---------------------------------------------------------------- the monster limit


def fill_arkham(s, n: int) -> list[str]:
    """``n`` Cultists on the Rivertown street (moon: no gate returns them)."""
    return [put(s, f"cultist-{i}", "rivertown-streets") for i in range(1, n + 1)]


def test_monsters_up_to_the_limit_stay_in_arkham(scenario):
    s = scenario()  # 1 player: limit 4
    fill_arkham(s, 2)
    put(s, "byakhee-1", "sky")
    gate_step(s, "woods")
    assert len(on_board(s, "woods")) == 1
    assert arkham_count(s) == 4
    assert on_board(s, "outskirts") == []


def test_monsters_over_the_limit_go_to_the_outskirts(scenario):
    s = scenario()
    fill_arkham(s, 3)
    put(s, "byakhee-1", "sky")  # the Sky counts toward the limit
    gate_step(s, "woods")
    assert on_board(s, "woods") == []
    assert len(on_board(s, "outskirts")) == 1
    assert arkham_count(s) == 4
    assert s.state.terror == 0


def test_the_outskirts_at_their_limit_keep_their_monsters(scenario):
    s = scenario()  # 1 player: Outskirts hold 7
    fill_arkham(s, 4)
    for m in ("zombie-1", "zombie-2", "zombie-3", "ghost-1", "ghost-2", "ghost-3"):
        put(s, m, "outskirts")
    gate_step(s, "woods")
    assert len(on_board(s, "outskirts")) == 7
    assert s.state.terror == 0


def test_the_outskirts_over_their_limit_clear_to_the_cup_and_raise_terror(scenario):
    s = scenario()
    fill_arkham(s, 4)
    outskirts = [put(s, m, "outskirts") for m in ("zombie-1", "zombie-2", "zombie-3")]
    outskirts += [put(s, m, "outskirts") for m in ("ghost-1", "ghost-2", "ghost-3", "witch-1")]
    allies = len(s.state.decks["ally"])
    gate_step(s, "woods")
    assert on_board(s, "outskirts") == []
    assert all(s.state.monsters[m] == "cup" for m in outskirts)
    assert s.state.terror == 1
    assert len(s.state.decks["ally"]) == allies - 1
    assert arkham_count(s) == 4


def test_with_eight_players_any_monster_in_the_outskirts_clears_them(scenario):
    s = scenario([*SEVEN, "harvey-walters"])  # limit 11, Outskirts hold 0
    fill_arkham(s, 6)
    for i in range(1, 4):
        put(s, f"zombie-{i}", "southside-streets")
    put(s, "ghost-1", "southside-streets")
    put(s, "ghost-2", "southside-streets")
    assert arkham_count(s) == 11
    gate_step(s, "woods")  # two monsters, both over the limit
    assert on_board(s, "outskirts") == []
    assert s.state.terror == 2


# ---------------------------------------------------------------- step 2: the clue


def test_a_clue_appears_at_the_location(scenario):
    s = scenario()
    s.state.locations["woods"].clues = 0
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    assert s.state.locations["woods"].clues == 1


def test_no_clue_appears_where_a_gate_is_open(scenario):
    s = scenario()
    place_gate(s, "woods", "abyss")
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    assert s.state.locations["woods"].clues == 0


def test_an_investigator_there_takes_the_clue_at_once(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    s.state.locations["woods"].clues = 0
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    assert inv.clues == 1
    assert s.state.locations["woods"].clues == 0


# ---------------------------------------------------------------- step 3: monster movement


def move(s, white=(), black=()) -> None:
    s.run(lambda: mythos.move_monsters(s.game, list(white), list(black)))


def away(s, index: int = 0):
    inv = bare(s, index)
    inv.area = "abyss-1"
    return inv


def test_a_normal_monster_follows_the_white_arrow(scenario):
    s = scenario()
    away(s)
    put(s, "zombie-1", "rivertown-streets")
    move(s, white=["moon"])
    assert s.state.monsters["zombie-1"] == "french-hill-streets"


def test_a_normal_monster_follows_the_black_arrow(scenario):
    s = scenario()
    away(s)
    put(s, "zombie-1", "rivertown-streets")
    move(s, black=["moon"])
    assert s.state.monsters["zombie-1"] == "easttown-streets"


def test_a_monster_in_a_location_moves_to_its_street_either_way(scenario):
    s = scenario()
    away(s)
    put(s, "zombie-1", "black-cave")
    move(s, white=["moon"])
    assert s.state.monsters["zombie-1"] == "rivertown-streets"
    put(s, "zombie-2", "woods")
    put(s, "zombie-1", "outskirts")
    move(s, black=["moon"])
    assert s.state.monsters["zombie-2"] == "uptown-streets"


def test_monsters_whose_dimension_is_not_on_the_card_stay(scenario):
    s = scenario()
    away(s)
    put(s, "zombie-1", "rivertown-streets")
    put(s, "ghoul-1", "rivertown-streets")
    move(s, white=["hexagon"], black=["circle"])
    assert s.state.monsters["zombie-1"] == "rivertown-streets"
    assert s.state.monsters["ghoul-1"] == "french-hill-streets"


def test_monsters_in_the_outskirts_do_not_move(scenario):
    s = scenario()
    away(s)
    put(s, "zombie-1", "outskirts")
    move(s, white=["moon"], black=["moon"])
    assert s.state.monsters["zombie-1"] == "outskirts"


def test_a_monster_sharing_an_area_with_an_investigator_does_not_move(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    put(s, "zombie-1", "rivertown-streets")
    move(s, white=["moon"])
    assert s.state.monsters["zombie-1"] == "rivertown-streets"


def test_a_monster_stops_on_reaching_an_investigator(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "french-hill-streets"
    put(s, "zombie-1", "rivertown-streets")
    move(s, white=["moon"])
    assert s.state.monsters["zombie-1"] == "french-hill-streets"


def test_a_fast_monster_moves_twice(scenario):
    s = scenario()
    away(s)
    put(s, "shoggoth-1", "rivertown-streets")
    move(s, white=["diamond"])
    assert s.state.monsters["shoggoth-1"] == "southside-streets"


def test_a_fast_monster_stops_at_an_investigator(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "french-hill-streets"
    put(s, "shoggoth-1", "rivertown-streets")
    move(s, white=["diamond"])
    assert s.state.monsters["shoggoth-1"] == "french-hill-streets"


def test_a_stationary_monster_never_moves(scenario):
    s = scenario()
    away(s)
    put(s, "dark-young-1", "woods")
    move(s, white=["hexagon"], black=["hexagon"])
    assert s.state.monsters["dark-young-1"] == "woods"


def test_a_flying_monster_stays_with_an_investigator(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    put(s, "byakhee-1", "rivertown-streets")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "rivertown-streets"


def test_a_flying_monster_swoops_to_an_adjacent_street_with_an_investigator(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "easttown-streets"
    put(s, "byakhee-1", "rivertown-streets")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "easttown-streets"


def test_a_flying_monster_picks_the_investigator_with_the_lowest_sneak(scenario):
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    amanda = bare(s, 0, speed_sneak=1)  # Sneak 3
    bob = bare(s, 1, speed_sneak=2)  # Sneak 1
    amanda.area = "easttown-streets"
    bob.area = "french-hill-streets"
    put(s, "byakhee-1", "rivertown-streets")
    move(s, black=["circle"])
    assert s.state.monsters["byakhee-1"] == "french-hill-streets"


def test_a_flying_monster_with_no_one_near_goes_to_the_sky(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "black-cave"  # a location, not a street
    put(s, "byakhee-1", "rivertown-streets")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "sky"


def test_a_flying_monster_drops_from_the_sky_onto_a_street_with_an_investigator(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "uptown-streets"
    put(s, "byakhee-1", "sky")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "uptown-streets"


def test_a_flying_monster_in_the_sky_stays_when_no_one_is_on_a_street(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    put(s, "byakhee-1", "sky")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "sky"


def test_the_hound_jumps_to_the_nearest_investigator_in_a_location(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "woods"
    j.area = "graveyard"
    put(s, "hound-of-tindalos-1", "rivertown-streets")
    move(s, white=["square"])
    assert s.state.monsters["hound-of-tindalos-1"] == "graveyard"


def test_the_hound_ignores_investigators_in_streets(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "rivertown-streets"
    j.area = "woods"
    put(s, "hound-of-tindalos-1", "black-cave")
    move(s, white=["square"])
    assert s.state.monsters["hound-of-tindalos-1"] == "woods"


def test_the_chthonian_on_four_to_six_hurts_everyone_in_arkham(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "woods"
    j.area = "abyss-1"
    put(s, "chthonian-1", "black-cave")
    s.dice(4)
    move(s, white=["triangle"])
    assert s.state.monsters["chthonian-1"] == "black-cave"
    assert a.stamina == 4
    assert j.stamina == 6


def test_the_chthonian_on_one_to_three_does_nothing(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    put(s, "chthonian-1", "black-cave")
    s.dice(3)
    move(s, white=["triangle"])
    assert s.state.monsters["chthonian-1"] == "black-cave"
    assert inv.stamina == 5


# ---------------------------------------------------------------- step 4: the card


def out_of_deck(s, *cards: str) -> None:
    for card in cards:
        s.state.decks["mythos"].remove(card)


def test_a_new_environment_replaces_the_one_in_play(scenario):
    s = scenario()
    out_of_deck(s, "mythos-01", "mythos-02")
    s.state.environment = "mythos-01"
    s.run(lambda: mythos.activate(s.game, "mythos-02"))
    assert s.state.environment == "mythos-02"
    assert s.state.decks["mythos"][-1] == "mythos-01"
    assert "mythos-02" not in s.state.decks["mythos"]


def test_a_second_rumor_is_ignored(scenario):
    s = scenario()
    out_of_deck(s, "mythos-15", "mythos-25")
    s.state.rumor = "mythos-15"
    s.state.rumor_track = 3
    s.run(lambda: mythos.activate(s.game, "mythos-25"))
    assert s.state.rumor == "mythos-15"
    assert s.state.rumor_track == 3
    assert s.state.decks["mythos"][-1] == "mythos-25"


def test_a_first_rumor_comes_into_play(scenario):
    s = scenario()
    out_of_deck(s, "mythos-15")
    s.run(lambda: mythos.activate(s.game, "mythos-15"))
    assert s.state.rumor == "mythos-15"
    assert "mythos-15" not in s.state.decks["mythos"]


def test_a_headline_resolves_and_goes_to_the_bottom(scenario):
    s = scenario()
    out_of_deck(s, "mythos-42")
    s.run(lambda: mythos.activate(s.game, "mythos-42"))
    assert s.state.decks["mythos"][-1] == "mythos-42"
    assert s.state.environment is None and s.state.rumor is None


def test_markers_leave_play_with_their_card(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "general-store"
    out_of_deck(s, "mythos-01")
    s.state.environment = "mythos-01"
    g = s.game
    mythos.place_marker(g, "mythos-01", "closed", "general-store")
    mythos.place_marker(g, "mythos-01", "activity", "woods")
    assert s.state.locations["general-store"].closed
    assert inv.area == "rivertown-streets"  # put out on the street
    assert s.state.locations["woods"].activity == ["mythos-01"]
    s.run(lambda: mythos.leave_play(g, "mythos-01"))
    assert not s.state.locations["general-store"].closed
    assert s.state.locations["general-store"].closed_by is None
    assert s.state.locations["woods"].activity == []
    assert s.state.environment is None
    assert s.state.decks["mythos"][-1] == "mythos-01"


def test_a_mythos_phase_runs_the_gate_the_clue_and_the_card(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    s.state.locations["historical-society"].clues = 0
    s.game.stack_deck("mythos", ["mythos-42"])  # no decision: gate Woods, clue Hist. Soc.
    s.run(lambda: mythos.phase(s.game))
    for _ in range(20):  # whatever the headline's own text asks
        if s.done():
            break
        answer(s.game)
    assert s.done()
    assert s.state.doom == 1
    assert s.state.locations["woods"].gate is not None
    assert s.state.locations["historical-society"].clues == 1
    assert s.state.decks["mythos"][-1] == "mythos-42"


def test_the_first_mythos_redraws_a_rumor(scenario):
    s = scenario()
    s.game.stack_deck("mythos", ["mythos-15", "mythos-42"])
    s.run(lambda: mythos.phase(s.game, first_mythos=True))
    for _ in range(20):
        if s.done():
            break
        answer(s.game)
    assert s.state.rumor is None
    assert s.state.locations["woods"].gate is not None
    assert s.state.decks["mythos"][-2:] == ["mythos-15", "mythos-42"]


def test_a_fast_monster_leaves_its_location_and_goes_on_along_the_arrow(scenario):
    s = scenario()
    away(s)
    put(s, "shoggoth-1", "black-cave")
    move(s, black=["diamond"])
    assert s.state.monsters["shoggoth-1"] == "easttown-streets"


def test_a_flying_monster_in_the_sky_picks_the_lowest_sneak(scenario):
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    amanda = bare(s, 0, speed_sneak=1)  # Sneak 3
    bob = bare(s, 1, speed_sneak=2)  # Sneak 1
    amanda.area = "uptown-streets"
    bob.area = "northside-streets"
    put(s, "byakhee-1", "sky")
    move(s, white=["circle"])
    assert s.state.monsters["byakhee-1"] == "northside-streets"


def test_a_flying_monster_tie_goes_to_the_first_player(scenario):
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    amanda = bare(s, 0, speed_sneak=2)  # Sneak 2
    bob = bare(s, 1, speed_sneak=1)  # Sneak 2
    amanda.area = "uptown-streets"
    bob.area = "northside-streets"
    s.state.first_player = 1
    put(s, "byakhee-1", "sky")
    move(s, white=["circle"])
    decision = s.game.pending()
    assert decision.investigator == "bob-jenkins"  # the first player breaks the tie
    assert sorted(decision.ids()) == ["toward:northside-streets", "toward:uptown-streets"]
    s.choose("toward:uptown-streets")
    assert s.state.monsters["byakhee-1"] == "uptown-streets"


def test_the_hound_tie_goes_to_the_lower_sneak(scenario):
    s = scenario(["amanda-sharpe", "bob-jenkins"])
    amanda = bare(s, 0, speed_sneak=1)  # Sneak 3
    bob = bare(s, 1, speed_sneak=2)  # Sneak 1
    amanda.area = "black-cave"
    bob.area = "graveyard"
    put(s, "hound-of-tindalos-1", "rivertown-streets")
    move(s, white=["square"])
    assert s.state.monsters["hound-of-tindalos-1"] == "graveyard"


def test_the_hound_stays_with_an_investigator_in_its_location(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "woods"
    j.area = "black-cave"
    put(s, "hound-of-tindalos-1", "woods")
    move(s, white=["square"])
    assert s.state.monsters["hound-of-tindalos-1"] == "woods"


def test_the_hound_never_goes_to_the_asylum_or_the_hospital(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    a, j = bare(s, 0), bare(s, 1)
    a.area = "st-marys-hospital"
    j.area = "black-cave"
    put(s, "hound-of-tindalos-1", "uptown-streets")
    move(s, white=["square"])
    assert s.state.monsters["hound-of-tindalos-1"] == "black-cave"


def test_the_chthonian_hurts_investigators_in_the_jail_cell(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "jail"
    put(s, "chthonian-1", "black-cave")
    s.dice(6)
    move(s, white=["triangle"])
    assert inv.stamina == 4


def test_terror_rising_to_three_closes_the_general_store(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "general-store"
    s.state.terror = 2
    fill_arkham(s, 4)
    for m in ("zombie-1", "zombie-2", "zombie-3", "ghost-1", "ghost-2", "ghost-3", "witch-1"):
        put(s, m, "outskirts")
    gate_step(s, "woods")
    assert s.state.terror == 3
    assert s.state.locations["general-store"].closed
    assert inv.area == "rivertown-streets"
