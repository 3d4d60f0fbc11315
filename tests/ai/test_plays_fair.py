"""The bot plays fair (issue 18 §4): it decides only from what a player at the table can see —
never from the order of a deck, of the gate stack, or the dice still to come. Two games that
differ only in that hidden state get the same decision at every visible position."""

from __future__ import annotations

import random

import pytest

from arkham.ai import view
from arkham.ai.bot import choose
from arkham.engine.game import Game, Setup
from arkham.engine.rng import Rng

HIDDEN_DECKS_KEPT = ("drawn",)
"""Cards lying face up while a choice is open: visible, so never scrambled."""


def with_other_hidden_state(game: Game, seed: int) -> Game:
    """The same game at the same position, with every deck, the gate stack and the dice to
    come reordered: all a player cannot see."""
    twin = Game.replay(game.setup, game.seed, game.choices)
    shuffler = random.Random(seed)
    for name, pile in twin.state.decks.items():
        if name not in HIDDEN_DECKS_KEPT:
            shuffler.shuffle(pile)
    shuffler.shuffle(twin.state.gate_stack)
    twin.state.__pydantic_private__["_rng"] = Rng(f"hidden-{seed}")
    return twin


@pytest.mark.parametrize(
    "players,ancient_one,expansions", [(2, "yig", []), (3, "cthulhu", ["innsmouth"])]
)
def test_hidden_state_never_changes_the_bots_decision(
    players: int, ancient_one: str, expansions: list[str]
) -> None:
    game = Game.new(Setup.of(["random"] * players, ancient_one, expansions), "fair")
    compared = 0
    for step in range(400):
        if game.pending() is None:
            break
        if step % 20 == 0:
            twin = with_other_hidden_state(game, step)
            assert twin.pending() == game.pending()
            view._MEMORY.clear()  # no plan remembered from the other game
            mine = choose(game)
            view._MEMORY.clear()
            assert choose(twin) == mine, (step, game.pending().prompt)
            compared += 1
        game.choose(choose(game))
    assert compared >= 10
