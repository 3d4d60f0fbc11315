"""A game taken up at a saved point (``Game.resumed``): the state, the random source and the
rules start again there, the choices before it are history, never replayed."""

from __future__ import annotations

import pytest

from arkham.ai.bot import choose
from arkham.engine.game import Game, ResumePoint, Setup

SETUP = Setup.of(["amanda-sharpe", "joe-diamond"], "azathoth")


def played(decisions: int, seed: str = "resume") -> Game:
    game = Game.new(SETUP, seed)
    for _ in range(decisions):
        game.choose(choose(game))
    return game


def test_a_game_taken_up_at_its_point_goes_on_as_the_game_did() -> None:
    game = played(150)
    point = game.resume_point()
    assert 0 < point.at <= 150 and point.resume is not None
    again = Game.resumed(SETUP, game.seed, game.choices, point)
    assert again.choices == game.choices[: point.at]
    for choice in game.choices[point.at :]:
        again.choose(choice)
    assert again.digest() == game.digest()
    assert again.pending() == game.pending()
    for _ in range(40):  # and plays on, the same random source under it
        if game.pending() is None:
            break
        pick = choose(game)
        game.choose(pick)
        again.choose(pick)
    assert again.digest() == game.digest()


def test_it_cannot_go_back_before_the_point() -> None:
    game = played(150)
    point = game.resume_point()
    again = Game.resumed(SETUP, game.seed, game.choices, point)
    again.choose(choose(again))
    assert again.fork(point.at + 1).digest() == again.digest()
    assert (
        again.fork(point.at).digest()
        == Game.resumed(SETUP, game.seed, game.choices, point).digest()
    )
    with pytest.raises(ValueError, match="cannot go back"):
        again.fork(point.at - 1)


def test_a_point_whose_state_does_not_validate_makes_no_game() -> None:
    game = played(150)
    point = game.resume_point()
    broken = ResumePoint(
        point.at, point.data.replace('"turn":', '"turn":"many",', 1), point.rng, point.resume
    )
    with pytest.raises(ValueError):
        Game.resumed(SETUP, game.seed, game.choices, broken)
    with pytest.raises(ValueError, match="after"):
        Game.resumed(SETUP, game.seed, game.choices[:3], point)
