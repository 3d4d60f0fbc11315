"""``Game.fork``: an independent game at the same position, made from the latest snapshot and
the choices since, identical to a replay of the whole choice list."""

from __future__ import annotations

from dataclasses import is_dataclass
from functools import cache

import pytest

from arkham.ai.sim import play_one, random_setup
from arkham.engine.game import SNAPSHOT_EVERY, SNAPSHOT_SPARSE, Game, Setup
from arkham.engine.rng import Rng
from arkham.engine.state import Model
from tests.kit import answer

EXPANSIONS = ((), ("innsmouth",))


@cache
def recorded(index: int, expansions: tuple[str, ...]) -> tuple[Setup, str, tuple[str, ...]]:
    """A whole 4-player bot game: its setup, seed and choices."""
    setup = random_setup(index, 4, None, expansions)
    record = play_one(setup, f"fork-{index}")
    return setup, record.seed, tuple(record.choices)


def mutable_parts(obj: object, out: dict[int, object]) -> dict[int, object]:
    """Every list, dict, model (or dataclass part of the state) and random source reachable
    from a state, by identity."""
    if isinstance(obj, Rng):
        out[id(obj)] = obj
        out[id(obj._source)] = obj._source
        out[id(obj.forced_dice)] = obj.forced_dice
    elif isinstance(obj, Model) or is_dataclass(obj):
        out[id(obj)] = obj
        for name, value in obj.__dict__.items():
            if name != "__pydantic_private__":
                mutable_parts(value, out)
        for value in (getattr(obj, "__pydantic_private__", None) or {}).values():
            mutable_parts(value, out)
    elif isinstance(obj, list):
        out[id(obj)] = obj
        for value in obj:
            mutable_parts(value, out)
    elif isinstance(obj, dict):
        out[id(obj)] = obj
        for value in obj.values():
            mutable_parts(value, out)
    return out


@pytest.mark.parametrize("expansions", EXPANSIONS)
@pytest.mark.parametrize("index", range(3))
def test_a_fork_goes_on_exactly_as_a_replay_of_the_whole_choice_list(index, expansions):
    setup, seed, choices = recorded(index, expansions)
    game = Game.new(setup, seed)
    for n, choice in enumerate(choices):
        if n % 23 == 5 or n == len(choices) - 1:
            fork = game.fork()
            assert fork.state == game.state
            assert fork.digest() == game.digest()
            assert fork.pending() == game.pending()
            assert fork.choices == game.choices
            assert fork.events == game.events
            ahead = list(choices[n : n + 9])
            for step in ahead:
                fork.choose(step)
            replayed = Game.replay(setup, seed, list(choices[: n + len(ahead)]))
            assert fork.digest() == replayed.digest(), n
            assert fork.events == replayed.events, n
            assert fork.pending() == replayed.pending(), n
        game.choose(choice)
    assert game.state.outcome is not None
    last = game.fork()
    assert last.pending() is None
    assert last.state.outcome == game.state.outcome
    assert last.result == game.result


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_the_original_fed_the_same_choices_matches_its_fork(expansions):
    setup, seed, choices = recorded(3, expansions)
    game = Game.replay(setup, seed, list(choices[:150]))
    fork = game.fork()
    for step in choices[150:200]:
        assert game.choose(step) == fork.choose(step)
    assert game.digest() == fork.digest()
    assert game.state.rng.unit() == fork.state.rng.unit()


def test_a_fork_and_its_original_share_nothing_they_could_change():
    setup, seed, choices = recorded(0, ())
    game = Game.replay(setup, seed, list(choices[:120]))
    fork = game.fork()
    ours = mutable_parts(game.state, {})
    theirs = mutable_parts(fork.state, {})
    assert not set(ours) & set(theirs)
    assert fork.choices is not game.choices


def test_choosing_in_either_never_changes_the_other():
    setup, seed, choices = recorded(1, ())
    game = Game.replay(setup, seed, list(choices[:100]))
    before = game.digest()
    fork = game.fork()
    for step in choices[100:140]:
        fork.choose(step)
    assert game.digest() == before
    assert game.choices == list(choices[:100])
    frozen = fork.digest()
    fork_choices = list(fork.choices)
    for step in choices[100:160]:
        game.choose(step)
    assert fork.digest() == frozen
    assert fork.choices == fork_choices
    # a fork of a fork is as independent
    grandchild = fork.fork()
    grandchild.choose(choices[140])
    assert fork.digest() == frozen


def stretches(game: Game, choices: tuple[str, ...]) -> list[int]:
    """How many choices a fork would replay at each position after the first turn."""
    out = []
    for choice in choices:
        if game.state.turn >= 1:
            out.append(len(game.choices) - game._snapshots[-1].at)
        game.choose(choice)
    return out


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_after_the_first_turn_a_fork_replays_only_the_last_stretch(expansions):
    """What keeps a fork in milliseconds: the snapshot it starts from is never far back (a
    whole final-battle round is the longest stretch between two boundaries). A game forked
    once keeps them dense; one never forked (a bot game, a rollout) sparse, so it pays for
    few copies of its state."""
    setup, seed, choices = recorded(2, expansions)
    forked = Game.new(setup, seed)
    forked.fork()
    dense = stretches(forked, choices)
    assert max(dense) <= 4 * SNAPSHOT_EVERY
    assert sum(dense) / len(dense) <= SNAPSHOT_EVERY
    never = Game.new(setup, seed)
    sparse = stretches(never, choices)
    assert max(sparse) <= 2 * SNAPSHOT_SPARSE
    assert len(never._snapshots) <= len(choices) / SNAPSHOT_SPARSE + 1
    assert len(forked._snapshots) > 2 * len(never._snapshots)


def test_a_game_once_forked_keeps_dense_snapshots_from_then_on():
    setup, seed, choices = recorded(1, ())
    game = Game.replay(setup, seed, list(choices[:250]))
    never = Game.replay(setup, seed, list(choices[:250]))
    game.fork()
    before = len(game._snapshots), len(never._snapshots)
    for choice in choices[250:346]:
        game.choose(choice)
        never.choose(choice)
    assert len(game._snapshots) - before[0] >= 96 // (3 * SNAPSHOT_EVERY)
    assert len(never._snapshots) - before[1] <= 96 // SNAPSHOT_SPARSE
    assert [s.at for s in game._snapshots] == sorted({s.at for s in game._snapshots})
    assert game.fork().state == game.state


def test_forced_dice_and_stacked_decks_are_forked_with_the_game():
    setup, seed, choices = recorded(0, ())
    game = Game.replay(setup, seed, list(choices[:60]))
    game.force_dice([6, 6, 6, 6, 6, 6, 6, 6])
    game.stack_deck("common", [game.state.decks["common"][-1]])
    for _ in range(12):
        answer(game)
    game.force_dice([1, 1, 1, 1])
    fork = game.fork()
    assert fork.state == game.state
    assert fork.state.rng.forced_dice == game.state.rng.forced_dice
    for _ in range(25):
        if game.pending() is None:
            break
        picked = answer(game)
        fork.choose(picked)
        assert fork.events == game.events
    assert fork.digest() == game.digest()
    # forcing dice on the fork leaves the original alone
    left = list(game.state.rng.forced_dice)
    fork.force_dice([3])
    assert game.state.rng.forced_dice == left


def test_a_game_driven_by_run_or_written_from_outside_refuses_to_fork(scenario):
    s = scenario(["amanda-sharpe"])
    s.run(lambda: iter(()))
    with pytest.raises(RuntimeError, match="run"):
        s.game.fork()
    setup, seed, choices = recorded(0, ())
    game = Game.replay(setup, seed, list(choices[:50]))
    game.state.investigators[0].money += 7
    with pytest.raises(RuntimeError, match="written from outside"):
        game.fork()


def test_a_fork_at_the_start_and_at_the_end_of_a_game():
    setup = Setup.of(["amanda-sharpe", "joe-diamond"], ancient_one="cthulhu")
    game = Game.new(setup, "fork-start")
    fork = game.fork()
    assert fork.events == game.events
    assert fork.pending() == game.pending()
    for _ in range(20000):
        if game.pending() is None:
            break
        answer(game)
    end = game.fork()
    assert end.pending() is None and end.state == game.state


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_a_fork_back_at_an_earlier_position_is_that_position_replayed(expansions):
    setup, seed, choices = recorded(4, expansions)
    end = min(260, len(choices) - 1)
    game = Game.replay(setup, seed, list(choices[:end]))
    for upto in (0, 1, 37, 100, 101, end - 61, end - 1, end):
        back = game.fork(upto)
        replayed = Game.replay(setup, seed, list(choices[:upto]))
        assert back.choices == replayed.choices
        assert back.digest() == replayed.digest(), upto
        assert back.events == replayed.events, upto
        assert back.pending() == replayed.pending(), upto
        back.choose(choices[upto])
        assert back.digest() == Game.replay(setup, seed, list(choices[: upto + 1])).digest()
    assert len(game.choices) == end


@pytest.mark.parametrize("upto", [-1, 11, "3", 2.0, True])
def test_a_fork_refuses_a_position_the_game_never_had(upto):
    setup, seed, choices = recorded(0, ())
    game = Game.replay(setup, seed, list(choices[:10]))
    with pytest.raises((TypeError, ValueError)):
        game.fork(upto)


def test_a_long_game_keeps_a_bounded_number_of_snapshots_and_still_forks_anywhere(monkeypatch):
    monkeypatch.setattr("arkham.engine.game.MAX_SNAPSHOTS", 6)
    setup, seed, choices = recorded(0, ())
    game = Game.new(setup, seed)
    game.fork()
    for choice in choices[:300]:
        game.choose(choice)
        assert len(game._snapshots) <= 6
    assert game._snapshots[0].at == 0
    assert [s.at for s in game._snapshots] == sorted({s.at for s in game._snapshots})
    for upto in (3, 150, 299, 300):
        back = game.fork(upto)
        assert back.digest() == Game.replay(setup, seed, list(choices[:upto])).digest()
