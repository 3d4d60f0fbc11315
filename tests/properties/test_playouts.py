"""Hundreds of seeded bot games across 1–8 players and every Ancient One, with and without
Innsmouth: no exception, every game ends, the invariants hold after every decision, and a
replay gives the identical state, as does a fork taken mid-game."""

from __future__ import annotations

import pytest

from arkham.ai.bot import choose
from arkham.catalog import load_catalog
from arkham.engine.game import Game, Setup
from arkham.modules import known_expansions
from tests.properties.invariants import check_invariants

ANCIENT_ONES = sorted(load_catalog().ancient_ones)
WITH_INNSMOUTH = sorted(load_catalog((known_expansions()["innsmouth"].data,)).ancient_ones)
"""The base game's eight and Innsmouth's eight."""
GAMES = 320
MAX_DECISIONS = 20000
FORK_FROM = 30
FORK_SPREAD = 170
"""Each game is forked once mid-game, at a decision between these (by its index); the fork,
fed the rest of the choices, must end exactly where the game did."""


CYCLE = 8 * len(ANCIENT_ONES)
"""Games that cover every player count against every Ancient One once."""


def _setup(index: int) -> Setup:
    """Every other cycle of player counts and Ancient Ones is played with Innsmouth; those
    cycles take the sixteen Ancient Ones eight at a time (the base game's, then Innsmouth's)."""
    players = 1 + index % 8
    if (index // CYCLE) % 2:
        half = (index // (2 * CYCLE)) % 2
        ancient_one = WITH_INNSMOUTH[(half * 8 + (index % CYCLE) // 8) % len(WITH_INNSMOUTH)]
        return Setup.of(["random"] * players, ancient_one=ancient_one, expansions=["innsmouth"])
    ancient_one = ANCIENT_ONES[(index // 8) % len(ANCIENT_ONES)]
    return Setup.of(["random"] * players, ancient_one=ancient_one, expansions=[])


@pytest.mark.parametrize("batch", range(8))
def test_bot_games_hold_every_invariant_and_replay_identically(batch: int) -> None:
    for index in range(batch, GAMES, 8):
        setup = _setup(index)
        seed = f"prop-{index}"
        game = Game.new(setup, seed)
        check_invariants(game)
        fork_at = FORK_FROM + index % FORK_SPREAD
        fork = None
        for _ in range(MAX_DECISIONS):
            if game.pending() is None:
                break
            if len(game.choices) == fork_at:
                fork = game.fork()
            game.choose(choose(game))
            check_invariants(game)
        assert game.state.outcome is not None, f"{seed}: the game did not end"
        again = Game.replay(setup, seed, game.choices)
        assert again.state.model_dump() == game.state.model_dump(), seed
        if fork is not None:
            for choice in game.choices[fork_at:]:
                fork.choose(choice)
            assert fork.state.model_dump() == game.state.model_dump(), seed
            assert fork.events == game.events, seed


def test_every_ancient_one_and_player_count_is_covered_with_and_without_innsmouth() -> None:
    for expansions, ancient_ones in (([], ANCIENT_ONES), (["innsmouth"], WITH_INNSMOUTH)):
        setups = [_setup(i) for i in range(GAMES) if list(_setup(i).expansions) == expansions]
        seen = {(len(s.players), s.ancient_one) for s in setups}
        assert seen == {(p, a) for p in range(1, 9) for a in ancient_ones}
