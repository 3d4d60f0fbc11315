"""Hundreds of seeded bot games across 1–8 players and every Ancient One: no exception, every
game ends, the invariants hold after every decision, and a replay gives the identical state."""

from __future__ import annotations

import pytest

from arkham.ai.bot import choose
from arkham.catalog import load_catalog
from arkham.engine.game import Game, Setup
from tests.properties.invariants import check_invariants

ANCIENT_ONES = sorted(load_catalog().ancient_ones)
GAMES = 320
MAX_DECISIONS = 20000


def _setup(index: int) -> Setup:
    players = 1 + index % 8
    ancient_one = ANCIENT_ONES[(index // 8) % len(ANCIENT_ONES)]
    return Setup.of(["random"] * players, ancient_one=ancient_one)


@pytest.mark.parametrize("batch", range(8))
def test_bot_games_hold_every_invariant_and_replay_identically(batch: int) -> None:
    for index in range(batch, GAMES, 8):
        setup = _setup(index)
        seed = f"prop-{index}"
        game = Game.new(setup, seed)
        check_invariants(game)
        for _ in range(MAX_DECISIONS):
            if game.pending() is None:
                break
            game.choose(choose(game))
            check_invariants(game)
        assert game.state.outcome is not None, f"{seed}: the game did not end"
        again = Game.replay(setup, seed, game.choices)
        assert again.state.model_dump() == game.state.model_dump(), seed


def test_every_ancient_one_and_player_count_is_covered() -> None:
    seen = {(len(_setup(i).players), _setup(i).ancient_one) for i in range(GAMES)}
    assert {p for p, _ in seen} == set(range(1, 9))
    assert {a for _, a in seen} == set(ANCIENT_ONES)
