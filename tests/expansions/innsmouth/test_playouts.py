"""Seeded bot games with Innsmouth on the table. Nothing in the base game sends the bots to
Innsmouth yet (no gate opens there before its mythos cards exist), so after each move an
investigator is carried off, more often than not, to one of its places (the Jail Cell
included): its location cards, jail breaks and arrests are met in real games, which must end
without an exception and hold every invariant after every decision."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from arkham.ai.bot import choose
from arkham.engine import effects
from arkham.engine.game import Game, Setup
from arkham.engine.names import Hook
from tests.properties.invariants import check_invariants

PLACES = (
    "innsmouth-jail",
    "innsmouth-jail-cell",
    "esoteric-order-of-dagon",
    "first-national-grocery",
    "gilman-house-hotel",
    "marsh-refinery",
    "falcon-point",
    "devil-reef",
    "yha-nthlei",
)
GAMES = 12
MAX_DECISIONS = 20000


def sent_to_innsmouth(seed: int, players: int) -> Game:
    """A game whose investigators are carried to Innsmouth after moving (its own ruleset: the
    shared one is left alone)."""
    rng = random.Random(seed)

    def carry_off(g: Game, inv) -> effects.Effect:
        if rng.random() < 0.7:
            effects.move_to(g, inv, rng.choice(PLACES))
        return
        yield

    game = Game.new(Setup.of(["random"] * players, "random", ["innsmouth"]), f"innsmouth-{seed}")
    hooks = dict(game.rules.hooks)
    hooks[Hook.END_OF_MOVEMENT] = [*hooks.get(Hook.END_OF_MOVEMENT, []), carry_off]
    game.rules = replace(game.rules, hooks=hooks, cache={})
    return game


@pytest.mark.parametrize("batch", range(2))
def test_bot_games_sent_to_innsmouth_hold_every_invariant(batch: int) -> None:
    met: Counter[str] = Counter()
    for seed in range(batch, GAMES, 2):
        game = sent_to_innsmouth(seed, players=1 + seed % 4)
        check_invariants(game)
        for _ in range(MAX_DECISIONS):
            if game.pending() is None:
                break
            for e in game.choose(choose(game)):
                if e.kind == "encounter" and game.cat.location_cards.get(e.card):
                    met[game.cat.location_cards[e.card].neighbourhood] += 1
            check_invariants(game)
        assert game.state.outcome is not None, f"innsmouth-{seed}: the game did not end"
    assert {"church-green", "factory-district", "innsmouth-shore"} <= set(met), met
