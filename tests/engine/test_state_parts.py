"""The state's parts that are plain dataclasses (investigators, possessions, locations) save,
load and refuse bad input exactly as the pydantic models around them do."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from arkham.engine.game import Game, Setup
from arkham.engine.state import GameState, Investigator, LocationState, Possession


@pytest.fixture
def state() -> GameState:
    return Game.new(Setup.of(["random"] * 3), "state-parts").state


def test_a_state_loads_back_into_its_parts(state: GameState) -> None:
    back = GameState.model_validate_json(state.model_dump_json())
    assert back == state
    inv = back.investigators[0]
    assert isinstance(inv, Investigator)
    assert all(isinstance(p, Possession) for p in inv.possessions)
    assert all(p.card and p.handle.startswith(p.card) for p in inv.possessions)
    assert all(isinstance(ls, LocationState) for ls in back.locations.values())


def test_the_derived_card_id_is_never_saved(state: GameState) -> None:
    raw = json.loads(state.model_dump_json())
    possessions = [p for inv in raw["investigators"] for p in inv["possessions"]]
    assert possessions
    assert all(set(p) == {"handle", "exhausted", "tokens", "fresh"} for p in possessions)


@pytest.mark.parametrize(
    "where",
    [
        lambda raw: raw["investigators"][0],
        lambda raw: raw["investigators"][0]["possessions"][0],
        lambda raw: next(iter(raw["locations"].values())),
    ],
)
def test_a_part_with_an_unknown_field_is_refused(state: GameState, where) -> None:
    raw = json.loads(state.model_dump_json())
    where(raw)["smuggled"] = 1
    with pytest.raises(ValidationError):
        GameState.model_validate_json(json.dumps(raw))


def test_a_part_with_a_wrong_value_is_refused(state: GameState) -> None:
    raw = json.loads(state.model_dump_json())
    raw["investigators"][0]["status"] = "resting"
    with pytest.raises(ValidationError):
        GameState.model_validate_json(json.dumps(raw))


def test_an_investigators_deep_copy_shares_nothing(state: GameState) -> None:
    inv = state.investigators[0]
    twin = inv.model_copy(deep=True)
    assert twin == inv
    twin.possessions.clear()
    twin.sliders["speed-sneak"] = 3 - inv.sliders["speed-sneak"]
    assert inv.possessions and twin != inv


def test_a_loaded_state_draws_on_where_its_random_source_stood(state: GameState) -> None:
    state.rng.d6(5)
    state.sync()
    back = GameState.model_validate_json(state.model_dump_json())
    assert back == state
    assert back.rng.unit() == state.rng.unit()


def test_states_differ_when_their_random_sources_do(state: GameState) -> None:
    back = GameState.model_validate_json(state.model_dump_json())
    assert back == state
    back.rng.unit()
    assert back != state  # the same fields (nothing synced yet), not the same dice ahead


def test_a_copy_keeps_its_own_random_source(state: GameState) -> None:
    for twin in (state.model_copy(), state.model_copy(deep=True)):
        assert twin == state
        twin.use_rng(type(state.rng)("another"))
        assert twin != state
        assert state.rng is not twin.rng
