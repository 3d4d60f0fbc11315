"""The strong AI level (issue 18 §5): which decisions it searches, the rollouts and their
scores, and its place in ``arkham sim`` and the advice API. Budgets here are tiny: the tests
check the machinery, the strength is measured with ``arkham sim --level strong``."""

from __future__ import annotations

import pytest

from arkham.ai import bot, strong, view
from arkham.ai.advice import advise, policy
from arkham.ai.sim import simulate
from arkham.engine.game import Game, Setup
from arkham.engine.state import Outcome


def _until(game: Game, test, limit: int = 2000) -> Game:
    """Play the steady bot until ``test(game)`` holds at a decision."""
    for _ in range(limit):
        if game.pending() is None:
            break
        if test(game):
            return game
        game.choose(bot.choose(game))
    pytest.fail("no such decision")


def _searched(game: Game) -> bool:
    return len(strong.candidates(game, game.pending(), bot.choose(game))) > 1


def _move(game: Game) -> bool:
    d = game.pending()
    return d.kind == "move" and not d.detail.get("start") and "Move (" in d.prompt


@pytest.fixture
def at_a_move() -> Game:
    """A game the strong level plays (its team plans as it does: ``view.replan_within_turns``)
    at a move it searches."""
    game = Game.new(Setup.of(["random"] * 3, "azathoth"), "strong-move")
    view.replan_within_turns(game)
    return _until(game, lambda g: _move(g) and _searched(g))


def test_sliders_and_other_plain_decisions_are_the_steady_bots() -> None:
    game = Game.new(Setup.of(["kate-winthrop", "bob-jenkins"], "cthulhu"), "strong-plain")
    game = _until(game, lambda g: g.pending().kind == "sliders")
    steady = bot.choose(game)
    assert strong.candidates(game, game.pending(), steady) == [steady]
    assert strong.choose(game, rollouts=8) == steady


def test_a_move_tries_the_steady_way_first_then_the_gates_within_reach(at_a_move: Game) -> None:
    game = at_a_move
    steady = bot.choose(game)
    options = strong.candidates(game, game.pending(), steady)
    assert options[0] == steady
    assert 1 < len(options) <= strong.MAX_CANDIDATES
    assert len(set(options)) == len(options)
    ids = game.pending().ids()
    assert all(o in ids for o in options)
    gates = [
        f"move:{loc}"
        for loc, ls in game.state.locations.items()
        if ls.gate and f"move:{loc}" in ids
    ]
    assert set(gates[: strong.MAX_CANDIDATES - 1]) <= set(options)
    assert steady == "done" or "done" not in options


def test_the_search_is_repeatable_and_leaves_the_steady_bot_as_it_was(at_a_move: Game) -> None:
    game = at_a_move
    steady = bot.choose(game)
    first = strong.choose(game, rollouts=10)
    assert strong.choose(game, rollouts=10) == first
    assert first in strong.candidates(game, game.pending(), steady)
    assert bot.choose(game) == steady


def test_too_small_a_budget_falls_back_to_the_steady_choice(at_a_move: Game) -> None:
    steady = bot.choose(at_a_move)
    assert strong.choose(at_a_move, rollouts=1) == steady


def test_a_rollout_plays_to_the_horizon_and_never_touches_the_game(at_a_move: Game) -> None:
    game = at_a_move
    before = game.state.model_copy(deep=True)
    turn = game.state.turn
    copy = game.fork()
    strong.determinise(copy, "x")
    score = strong.rollout(copy, bot.choose(game))
    assert isinstance(score, float)
    assert copy.state.outcome is not None or copy.state.turn == turn + strong.HORIZON_TURNS + 1
    assert game.state == before


def test_the_score_counts_doom_seals_and_the_outcome(at_a_move: Game) -> None:
    game = at_a_move.fork()
    base = strong.evaluate(game)
    game.state.doom += 1
    assert strong.evaluate(game) < base
    game.state.doom -= 1
    loc = next(loc for loc, ls in game.state.locations.items() if ls.gate is None)
    game.state.locations[loc].sealed = True
    assert strong.evaluate(game) > base
    assert 0.0 < strong.evaluate(game) < 1.0
    game.state.outcome = Outcome(won=True, cause="six-seals")
    assert strong.evaluate(game) == 1.0
    game.state.outcome = Outcome(won=False, cause="all-devoured")
    assert strong.evaluate(game) == 0.0


def test_the_advice_at_level_strong_is_the_strong_pick(at_a_move: Game) -> None:
    assert policy("strong", 6)(at_a_move) == strong.choose(at_a_move, rollouts=6)
    plain = _until(
        Game.new(Setup.of(["kate-winthrop"], "azathoth"), "strong-advice"),
        lambda g: g.pending().kind == "sliders",
    )
    advice = advise(plain, "strong")
    assert advice.choice == bot.choose(plain) and advice.reason


def test_the_sim_plays_a_level_and_compares_it_with_steady_on_the_same_seeds() -> None:
    report = simulate(2, 1, "strong-sim", ancient_one="azathoth", level="strong", rollouts=2)
    assert report["level"] == "strong"
    steady = report["steady"]
    assert steady["games"] == 2
    assert set(steady["by_ancient_one"]) == {"azathoth"}
    assert set(steady["by_players"]) == {"1"}
    plain = simulate(1, 1, "strong-sim", ancient_one="azathoth")
    assert plain["level"] == "steady" and "steady" not in plain


def test_the_sim_command_takes_a_level(capsys: pytest.CaptureFixture[str]) -> None:
    from arkham.__main__ import main

    argv = ["sim", "--games", "1", "--players", "1", "--level", "strong", "--rollouts", "2"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "AI level strong" in out
    assert "the same seeds at level steady" in out
    with pytest.raises(SystemExit):
        main(["sim", "--games", "1", "--level", "grandmaster"])
    with pytest.raises(SystemExit):
        main(["sim", "--games", "1", "--level", "strong", "--rollouts", "0"])


def test_a_strong_pick_that_leaves_the_steady_way_says_so(at_a_move: Game) -> None:
    from arkham.ai.advice import searched_reason

    game = at_a_move
    d = game.pending()
    steady = bot.choose(game)
    other = next(o for o in strong.candidates(game, d, steady) if o != steady)
    found = strong.Searched(other, steady, {steady: 1.0, other: 3.0}, 4)
    reason = searched_reason(game, d, found)
    assert "best of 2 choices over 4 playouts" in reason
    if other.startswith("move:"):
        assert f"moves to {game.cat.area_name(other[5:])}:" in reason
    assert ":" not in reason.split(": ", 1)[0]  # no id before the verdict


def test_only_the_first_rounds_of_a_fight_are_searched(at_a_move: Game) -> None:
    from arkham.engine.decisions import Choice, Decision

    def combat(round_: int) -> Decision:
        choices = (Choice("fight", "Fight"), Choice("flee", "Flee"))
        inv = at_a_move.pending().investigator
        return Decision("combat", inv, "Combat", choices, detail={"round": round_})

    assert strong.candidates(at_a_move, combat(1), "fight") == ["fight", "flee"]
    assert strong.candidates(at_a_move, combat(strong.SEARCHED_ROUNDS + 1), "fight") == ["fight"]


def test_the_search_keeps_what_the_steady_bot_remembered_for_the_game(at_a_move: Game) -> None:
    """The steady bot keeps its plan and slider targets across the decisions of a turn; a
    search in between must leave them as the steady pick left them (or sliders set one step
    at a time can go back and forth for ever)."""
    game = at_a_move
    view._MEMORY.clear()
    bot.choose(game)
    remembered = dict(view._MEMORY)
    assert remembered
    view._MEMORY.clear()
    strong.choose(game, rollouts=10)
    assert remembered == view._MEMORY
    assert view._MEMORY_OWNER[0] is game


@pytest.mark.parametrize(
    "players,budget",
    [
        (1, (strong.UI_ROLLOUTS, strong.UI_GOAL_ROLLOUTS)),
        (4, (strong.UI_ROLLOUTS, strong.UI_GOAL_ROLLOUTS)),
        (6, (53, 40)),
    ],
)
def test_the_table_budget_shrinks_with_longer_turns(players: int, budget: tuple[int, int]) -> None:
    game = Game.new(Setup.of(["random"] * players, "azathoth"), "strong-budget")
    assert strong.table_rollouts(game) == strong.Budget(*budget)
    assert strong.Budget.of(7) == strong.Budget(7, 7)


# ---------------------------------------------------------------- where to head for


@pytest.fixture
def at_a_goal() -> Game:
    game = Game.new(Setup.of(["random"] * 3, "cthulhu"), "strong-goal")
    return _until(game, lambda g: len(strong.goals(g, g.pending())) >= 3)


def test_the_goals_tried_are_the_plans_then_the_nearest_gates(at_a_goal: Game) -> None:
    from arkham.ai import plan
    from arkham.ai.view import View

    game = at_a_goal
    d = game.pending()
    aims = strong.goals(game, d)
    v = View(game)
    inv = game.state.investigator(d.investigator)
    assert aims[0] == plan.team_plan(v)[inv.id]
    assert 2 < len(aims) <= strong.MAX_CANDIDATES
    assert len({a.area for a in aims}) == len(aims)
    gates = sorted(game.state.open_gates(), key=lambda loc: (plan.travel(v, inv, loc), loc))
    nearest = [a.area for a in aims if a.why == "gate"]
    assert nearest and set(nearest) <= set(gates[:3]) | {aims[0].area}
    sliders = _until(
        Game.new(Setup.of(["random"], "yig"), "g"), lambda g: g.pending().kind == "sliders"
    )
    assert strong.goals(sliders, sliders.pending()) == []


def test_a_goal_set_from_outside_steers_the_bots_way(at_a_goal: Game) -> None:
    from arkham.ai import plan

    game = at_a_goal
    d = game.pending()
    steady = bot.choose(game)
    aims = strong.goals(game, d)
    ways = set()
    for aim in aims:
        with plan.forcing(game, {d.investigator: aim}):
            ways.add(bot.choose(game))
    assert len(ways) > 1, "some other goal leads another way"
    assert bot.choose(game) == steady, "and the plan is the team's again after"


def test_the_goal_search_picks_a_first_step_and_names_its_goal(at_a_goal: Game) -> None:
    from arkham.ai.advice import searched_reason

    game = at_a_goal
    d = game.pending()
    aims = strong.goals(game, d)
    found = strong.search(game, strong.Budget(2, 2 * len(aims)))
    assert found.samples == 2
    assert set(found.scores) == {a.area for a in aims}
    assert all(0.0 <= x <= 1.0 for x in found.scores.values())
    assert found.goal in aims and found.choice in d.ids()
    with_goal = strong.Searched(found.choice, found.steady, found.scores, 2, aims[1])
    reason = searched_reason(game, d, with_goal)
    place = game.cat.area_name(aims[1].area)
    gate = "the gate at " if aims[1].why == "gate" else ""
    assert f" heads for {gate}{place}: " in reason, reason
    assert reason.endswith(f"; best of {len(aims)} places over 2 playouts of the turns ahead")
    assert strong.search(game, strong.Budget(2, 2 * len(aims))) == found, "repeatable"
    assert strong.search(game, strong.Budget(2, len(aims) - 1)).choice == bot.choose(game)
