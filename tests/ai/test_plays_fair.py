"""The bot plays fair (issue 18 §4): it decides only from what a player at the table can see —
never from the order of a deck, of the gate stack, or the dice still to come. Two games that
differ only in that hidden state get the same decision at every visible position."""

from __future__ import annotations

import random

import pytest

from arkham.ai import strong, view
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
    twin.state.use_rng(Rng(f"hidden-{seed}"))
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


def _twin_copier(seed: int):
    """How the strong level copies the twin: the twin's own history and hidden state again."""
    return lambda twin: with_other_hidden_state(twin, seed)


@pytest.mark.parametrize("players,ancient_one", [(2, "yig"), (3, "hastur")])
def test_hidden_state_never_changes_the_strong_decision(players: int, ancient_one: str) -> None:
    """The strong level searches forks of the game: its samples of the hidden state are dealt
    from what the table sees, so twins that differ only in deck order and future dice get the
    same decision (tiny budget: the rollouts differ only in what they sample)."""
    game = Game.new(Setup.of(["random"] * players, ancient_one), "fair-strong")
    compared = 0
    for step in range(300):
        if game.pending() is None or compared == 8:
            break
        options = strong.candidates(game, game.pending(), choose(game))
        if len(options) > 1 and step % 3 == 0:
            twin = with_other_hidden_state(game, step)
            view._MEMORY.clear()  # no plan remembered from earlier in the turn, as for the twin
            mine = strong.choose(game, rollouts=len(options))
            view._MEMORY.clear()
            theirs = strong.choose(twin, rollouts=len(options), copy=_twin_copier(step))
            assert theirs == mine, (step, game.pending().prompt)
            compared += 1
        game.choose(choose(game))
    assert compared == 8


def test_a_sample_of_the_hidden_state_depends_only_on_what_is_seen() -> None:
    game = Game.new(Setup.of(["random"] * 3, "cthulhu"), "fair-deal")
    for _ in range(60):
        game.choose(choose(game))
    assert game.pending() is not None
    twin = with_other_hidden_state(game, 7)
    assert twin.state != game.state  # the decks and dice to come differ
    assert strong.visible_seed(twin) == strong.visible_seed(game)
    mine = game.fork()
    strong.determinise(mine, "sample")
    strong.determinise(twin, "sample")
    assert twin.state == mine.state


def test_hidden_state_never_changes_where_the_strong_level_heads() -> None:
    """The search of where to head for plays each goal out on samples dealt from what the table
    sees: twins get the same goal and the same first step."""
    game = Game.new(Setup.of(["random"] * 3, "shub-niggurath"), "fair-goals")
    compared = 0
    for step in range(400):
        if game.pending() is None or compared == 4:
            break
        aims = strong.goals(game, game.pending())
        if len(aims) > 1:
            budget = strong.Budget(1, len(aims))
            twin = with_other_hidden_state(game, step)
            view._MEMORY.clear()
            mine = strong.search(game, budget)
            view._MEMORY.clear()
            theirs = strong.search(twin, budget, copy=_twin_copier(step))
            assert (theirs.choice, theirs.goal, theirs.scores) == (
                mine.choice,
                mine.goal,
                mine.scores,
            ), step
            compared += 1
        game.choose(choose(game))
    assert compared == 4
