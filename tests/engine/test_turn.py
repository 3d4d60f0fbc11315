"""The turn (seed 000): Upkeep → Movement → Arkham Encounters → Other World Encounters →
Mythos, then the first-player marker passes to the left."""

from __future__ import annotations

from arkham.engine import flow, rounds
from tests.kit import answer, bare, clear_board

THREE = ["amanda-sharpe", "joe-diamond", "bob-jenkins"]


def three(scenario):
    s = scenario(THREE)
    for i in range(3):
        bare(s, i)
    on_streets(s)
    return s


def on_streets(s) -> None:
    streets = ["rivertown-streets", "uptown-streets", "northside-streets"]
    for inv, street in zip(s.state.investigators, streets):
        inv.area = street


def play_turn(s) -> None:
    """One whole turn, with nobody in a location and no monster on the board at its start."""
    clear_board(s)
    on_streets(s)
    s.run(lambda: flow.turn(s.game))
    for _ in range(200):
        if s.done():
            return
        answer(s.game)
    raise AssertionError("the turn did not end")


def test_the_first_player_passes_to_the_left_each_turn(scenario):
    s = three(scenario)
    assert s.state.first_player == 0
    seen = []
    for _ in range(3):
        play_turn(s)
        seen.append(s.state.first_player)
    assert seen == [1, 2, 0]
    assert s.state.turn == 3


def test_the_phases_run_in_order(scenario):
    s = three(scenario)
    s.run(lambda: flow.turn(s.game))
    events = list(s.events)
    for _ in range(200):
        if s.done():
            break
        events += s.game.choose(
            "done" if "done" in s.pending_ids() else s.game.pending().enabled()[0].id
        )
    phases = [e.phase for e in events if e.kind == "phase-started"]
    assert phases == ["upkeep", "movement", "arkham", "other-worlds", "mythos"]
    assert [e.kind for e in events].count("mythos") >= 1


def test_each_phase_starts_with_the_first_player(scenario):
    s = three(scenario)
    s.state.first_player = 1
    s.run(lambda: flow.turn(s.game))
    order = []
    while s.game.pending().kind == "sliders":
        who = s.game.pending().investigator
        if not order or order[-1] != who:
            order.append(who)
        s.choose("done")
    assert order == ["joe-diamond", "bob-jenkins", "amanda-sharpe"]


def test_the_first_player_marker_skips_eliminated_investigators(scenario):
    s = scenario(THREE)
    s.inv(1).status = "eliminated"
    rounds.pass_first_player(s.game)
    assert s.state.first_player == 2
    rounds.pass_first_player(s.game)
    assert s.state.first_player == 0


def test_the_end_of_the_turn_clears_the_per_turn_flags(scenario):
    s = three(scenario)
    s.inv(0).returned_this_turn = True
    s.inv(1).encounters_over = True
    play_turn(s)
    assert not any(i.returned_this_turn or i.encounters_over for i in s.state.investigators)


def test_an_investigator_in_a_street_has_no_arkham_encounter(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "rivertown-streets"
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done()
    assert s.events == []


def test_a_knocked_out_investigator_has_no_more_encounters_this_turn(scenario):
    s = scenario()
    inv = bare(s)
    inv.area = "woods"
    inv.encounters_over = True
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done()
    assert s.events == []
