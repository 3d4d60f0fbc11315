"""The win-chance model the strong level scores its playouts with (arkham/ai/value.py): its
features, its direction, the fit that made it, and ``arkham sim --fit-value``."""

from __future__ import annotations

import math

import pytest

from arkham.ai import value
from arkham.ai.bot import choose
from arkham.ai.sim import fit_value
from arkham.engine.game import Game, Setup


@pytest.fixture
def mid_game() -> Game:
    game = Game.new(Setup.of(["random"] * 4, "hastur"), "value")
    while game.state.turn < 4:
        game.choose(choose(game))
    return game


def test_every_feature_is_a_finite_number_of_about_one(mid_game: Game) -> None:
    row = value.features(mid_game)
    assert len(row) == len(value.FEATURES) == len(value.WEIGHTS)
    assert all(math.isfinite(x) and -0.01 <= x <= 3 for x in row)
    assert row[value.FEATURES.index("ao_hastur")] == 1.0


def test_the_chance_rises_with_seals_and_falls_as_doom_fills(mid_game: Game) -> None:
    st = mid_game.state
    base = value.win_chance(mid_game)
    assert 0 < base < 1
    free = [loc for loc, ls in st.locations.items() if ls.gate is None and not ls.sealed]
    st.locations[free[0]].sealed = True
    sealed = value.win_chance(mid_game)
    assert sealed > base
    st.doom = mid_game.cat.ancient_ones["hastur"].doom_track - 1
    assert value.win_chance(mid_game) < sealed


def test_the_fit_finds_the_weights_behind_the_outcomes() -> None:
    """Rows at x = 0, ½, 1 won in the proportions of a logistic model with bias −1 and weight
    2: Newton's method gives those figures back."""
    rows: list[tuple[list[float], bool]] = []
    for x in (0.0, 0.5, 1.0):
        wins = round(1000 / (1 + math.exp(-(-1 + 2 * x))))
        rows += [([x], True)] * wins + [([x], False)] * (1000 - wins)
    bias, (weight,) = value.fit(rows, ridge=0.0)
    assert bias == pytest.approx(-1.0, abs=0.01)
    assert weight == pytest.approx(2.0, abs=0.02)


def test_positions_are_the_start_of_each_turn_before_the_waking() -> None:
    game = Game.new(Setup.of(["random"] * 2, "yig"), "value-rows")
    rows = list(value.positions(game, choose))
    assert game.state.outcome is not None
    assert 1 <= len(rows) <= game.state.turn + 1
    assert all(len(row) == len(value.FEATURES) for row in rows)


def test_the_sim_fits_and_judges_the_model(capsys: pytest.CaptureFixture[str]) -> None:
    from arkham.__main__ import main

    fitted = fit_value(6, 2, "value-fit")
    assert set(fitted["weights"]) == set(value.FEATURES)
    assert fitted["positions"] > 6
    assert fitted["log_loss"] > 0 and 0 <= fitted["auc"] <= 1
    assert main(["sim", "--fit-value", "--games", "3", "--players", "1", "--seed", "v"]) == 0
    out = capsys.readouterr().out
    assert "BIAS = " in out and "WEIGHTS = (" in out and "# seals" in out
