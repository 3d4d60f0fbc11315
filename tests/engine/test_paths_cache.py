"""Reachable areas are worked out once per start, points and closed areas: closing or opening
an area, or other points, must give the new answer."""

from arkham.engine import board, flow
from tests.kit import Scenario

START = "merchant-district-streets"


def test_closing_and_opening_a_location_changes_the_paths() -> None:
    s = Scenario(["amanda-sharpe"])
    g = s.game
    before = board.paths_from(g, START, 1)
    loc = next(a for a in before if a in s.state.locations)
    s.state.locations[loc].closed = True
    assert loc not in board.paths_from(g, START, 1)
    s.state.locations[loc].closed = False
    assert board.paths_from(g, START, 1) == before


def test_closing_a_street_changes_the_paths() -> None:
    s = Scenario(["amanda-sharpe"])
    g = s.game
    street = next(a for a in board.paths_from(g, START, 1) if a not in s.state.locations)
    assert street in board.paths_from(g, START, 3)
    s.state.closed_streets[street] = "mythos-test"
    assert street not in board.paths_from(g, START, 3)
    del s.state.closed_streets[street]
    assert street in board.paths_from(g, START, 3)


def test_more_points_reach_farther() -> None:
    s = Scenario(["amanda-sharpe"])
    near, far = board.paths_from(s.game, START, 1), board.paths_from(s.game, START, 3)
    assert set(near) < set(far)
    assert all(len(path) == 1 for path in near.values())


def test_the_move_choices_follow_the_paths() -> None:
    s = Scenario(["amanda-sharpe"])
    g = s.game
    before = [c.id for c in flow.move_choices(g, board.paths_from(g, START, 1))]
    loc = next(a for a in board.paths_from(g, START, 1) if a in s.state.locations)
    assert f"move:{loc}" in before
    s.state.locations[loc].closed = True
    after = [c.id for c in flow.move_choices(g, board.paths_from(g, START, 1))]
    assert after == [i for i in before if i != f"move:{loc}"]
    s.state.locations[loc].closed = False
    assert [c.id for c in flow.move_choices(g, board.paths_from(g, START, 1))] == before


def test_move_choices_of_a_plain_dict_are_its_own() -> None:
    s = Scenario(["amanda-sharpe"])
    one = flow.move_choices(s.game, {"northside-streets": ["northside-streets"]})
    two = flow.move_choices(s.game, {"uptown-streets": ["uptown-streets"]})
    assert [c.id for c in one] == ["move:northside-streets"]
    assert [c.id for c in two] == ["move:uptown-streets"]
