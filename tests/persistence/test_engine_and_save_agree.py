"""The engine starts a game exactly when its save can be read back (issue 36): a name or a seed
the save would refuse is refused by ``Game.new`` with a :class:`SetupError`, never taken into a
game that autosaves and can never be continued, and never a crash deep inside."""

from __future__ import annotations

import pytest

from arkham.engine.game import Game, PlayerSetup, Setup, SetupError
from arkham.persistence import check_bounds, load, save_of, write_save

TEXTS = [
    "Ada",
    "",
    "x" * 200,
    "x" * 201,
    "a\x00b",
    "two\nlines",
    "tab\there",
    "\x7f",
    "\x9f",
    "lone \ud800",
    "😀 émoji",
    "\xa0nbsp",
]


def started(setup: Setup, seed: str | int) -> Game | None:
    """The game ``Game.new`` starts, or None when it refuses the setup or seed plainly."""
    try:
        return Game.new(setup, seed)
    except SetupError:
        return None


def continues(tmp_path, game: Game) -> bool:
    """Whether the game's save is read back and replayed to the same state."""
    path = tmp_path / "slot.json"
    write_save(path, save_of(game, {}))
    return load(path).game.state == game.state


@pytest.mark.parametrize("name", TEXTS, ids=repr)
def test_a_name_is_taken_exactly_when_the_save_takes_it(tmp_path, name) -> None:
    setup = Setup(players=[PlayerSetup(name=name, investigator="joe-diamond")], ancient_one="yig")
    game = started(setup, "s")
    assert (game is not None) is (check_bounds({"name": name}) is None)
    if game is not None:
        assert continues(tmp_path, game)


@pytest.mark.parametrize(
    "seed", [*TEXTS, 10**199, -(10**199), -(10**199) + 1, 10**200], ids=lambda s: repr(s)[:20]
)
def test_a_seed_is_taken_exactly_when_the_save_takes_it(tmp_path, seed) -> None:
    game = started(Setup.of(["joe-diamond"], ancient_one="yig"), seed)
    assert (game is not None) is (check_bounds({"seed": str(seed)}) is None)
    if game is not None:
        assert continues(tmp_path, game)
