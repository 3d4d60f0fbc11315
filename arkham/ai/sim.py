"""Many bot games, headless: outcomes, lengths and speed (the ``arkham sim`` command)."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

from arkham.ai.bot import choose
from arkham.catalog import load_catalog
from arkham.engine.game import Game, Setup


@dataclass
class GameRecord:
    seed: str
    setup: Setup
    won: bool
    cause: str
    turns: int
    decisions: int
    choices: list[str]


def play_one(setup: Setup, seed: str, max_decisions: int = 20000) -> GameRecord:
    game = Game.new(setup, seed)
    for _ in range(max_decisions):
        if game.pending() is None:
            break
        game.choose(choose(game))
    outcome = game.state.outcome
    if outcome is None:
        raise RuntimeError(f"seed {seed}: no outcome after {max_decisions} decisions")
    return GameRecord(
        seed, setup, outcome.won, outcome.cause, game.state.turn, len(game.choices), game.choices
    )


def random_setup(index: int, players: int, ancient_one: str | None) -> Setup:
    """A setup for game ``index``: investigators picked by the engine's seeded draw."""
    cat = load_catalog()
    ao = ancient_one or sorted(cat.ancient_ones)[index % len(cat.ancient_ones)]
    return Setup.of(["random"] * players, ancient_one=ao)


def simulate(games: int, players: int, seed: str, ancient_one: str | None = None) -> dict:
    records: list[GameRecord] = []
    start = time.perf_counter()
    for i in range(games):
        setup = random_setup(i, players, ancient_one)
        records.append(play_one(setup, f"{seed}-{i}"))
    elapsed = time.perf_counter() - start
    outcomes = Counter(r.cause for r in records)
    wins = sum(r.won for r in records)
    return {
        "games": games,
        "players": players,
        "wins": wins,
        "losses": games - wins,
        "win_rate": wins / games if games else 0.0,
        "outcomes": dict(sorted(outcomes.items())),
        "losses_by_cause": dict(sorted(Counter(r.cause for r in records if not r.won).items())),
        "avg_turns": sum(r.turns for r in records) / games if games else 0.0,
        "decisions_per_game": sum(r.decisions for r in records) / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed else 0.0,
        "seconds": elapsed,
    }
