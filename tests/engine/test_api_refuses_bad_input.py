"""The engine API refuses bad input only with the errors its contract names (issue 19)."""

from __future__ import annotations

import pytest

from arkham.engine.decisions import IllegalChoice
from arkham.engine.game import Game, PlayerSetup, Setup, SetupError

SETUP = Setup.of(["joe-diamond"], ancient_one="yig")


@pytest.mark.parametrize(
    ("setup", "seed", "choices", "error"),
    [
        (SETUP, "s", None, TypeError),
        (SETUP, "s", "move:x", TypeError),
        (SETUP, "s", [3], TypeError),
        (SETUP, None, [], TypeError),
        (SETUP, 1.5, [], TypeError),
        (SETUP, True, [], TypeError),
        (SETUP, "a\ud800", [], SetupError),
        (SETUP, 10**5000, [], SetupError),
        (SETUP, "x" * 201, [], SetupError),
        ("not a setup", "s", [], TypeError),
        ({"players": []}, "s", [], TypeError),
        (SETUP, "s", ["no-such-choice"], IllegalChoice),
    ],
    ids=lambda value: type(value).__name__,  # str() of a 5,000-digit int is refused
)
def test_replay_refuses_bad_input_with_a_documented_error(setup, seed, choices, error) -> None:
    with pytest.raises(error) as refused:
        Game.replay(setup, seed, choices)
    assert type(refused.value) in (TypeError, SetupError, IllegalChoice)


@pytest.mark.parametrize(
    "seed", ["a\ud800", 10**5000, None, 2.5], ids=["surrogate", "huge", "none", "float"]
)
def test_new_refuses_a_bad_seed_before_any_state_exists(seed) -> None:
    with pytest.raises((SetupError, TypeError)):
        Game.new(SETUP, seed)


def test_an_integer_seed_is_its_text() -> None:
    assert Game.new(SETUP, 12345).seed == "12345"
    assert Game.new(SETUP, 12345).state == Game.new(SETUP, "12345").state


@pytest.mark.parametrize("catalog", ["x", 0, [], object()], ids=repr)
def test_a_catalog_that_is_not_one_is_a_type_error(catalog) -> None:
    with pytest.raises(TypeError, match="Catalog"):
        Game.new(SETUP, "s", catalog=catalog)
    with pytest.raises(TypeError, match="Catalog"):
        Game.replay(SETUP, "s", [], catalog=catalog)


@pytest.mark.parametrize(
    "name", ["a\ud800", "nul\x00", "two\nlines", "x" * 201], ids=["surrogate", "nul", "nl", "long"]
)
def test_a_name_no_save_could_hold_is_a_setup_error(name) -> None:
    setup = Setup(players=[PlayerSetup(name=name, investigator="joe-diamond")], ancient_one="yig")
    with pytest.raises(SetupError, match="name"):
        Game.new(setup, "s")
