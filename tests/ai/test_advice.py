"""The advice API (issue 18 §2–3): the AI's pick for the pending decision with a one-line reason
built from the bot's own grounds, naming who, where and why, never an id."""

from __future__ import annotations

import re

import pytest

from arkham.ai import bot, plan
from arkham.ai.advice import Advice, advise, short_name
from arkham.ai.view import View
from arkham.engine.decisions import Decision
from arkham.engine.game import Game, Setup

SEEDS = ("advice-0", "advice-1")
"""Two 4-player games that between them meet every kind of decision the tests look at."""


Row = tuple[Game, Advice, str, Decision, set[str]]


def _played() -> list[Row]:
    """Every decision of the seeded games: the game, the advice there, what the steady bot
    itself picks there, the decision, and the raw ids a reason must not show."""
    out: list[Row] = []
    for i, seed in enumerate(SEEDS):
        game = Game.new(Setup.of(["random"] * 4, ("azathoth", "cthulhu")[i]), seed)
        fixed = _catalog_ids(game)
        while game.pending() is not None:
            advice = advise(game)
            mine = bot.choose(game)
            held = {p.handle for inv in game.state.investigators for p in inv.possessions}
            out.append(
                (game, advice, mine, game.pending(), fixed | held | set(game.state.monsters))
            )
            game.choose(mine)
    return out


def _catalog_ids(game: Game) -> set[str]:
    """Ids of areas, investigators and cards (those with a hyphen, which no prose word has)."""
    cat = game.cat
    ids = set(cat.areas) | set(cat.investigators)
    for table in (cat.items, cat.spells, cat.skills, cat.allies, cat.specials):
        ids |= set(table)
    return {i for i in ids if "-" in i}


@pytest.fixture(scope="module")
def played() -> list:
    return _played()


def test_advice_is_exactly_the_steady_bots_choice(played: list) -> None:
    assert len(played) > 300
    for _game, advice, mine, _decision, _raw in played:
        assert advice.choice == mine


def test_every_reason_is_one_line_with_a_name_and_no_id(played: list) -> None:
    for game, advice, _mine, decision, ids in played:
        reason = advice.reason
        assert reason and "\n" not in reason and reason == reason.strip()
        words = set(re.findall(r"[\w#.'-]+", reason))
        assert not words & ids, (reason, words & ids)
        if decision.investigator is not None:
            name = short_name(game.cat.investigators[decision.investigator].name)
            assert name in reason, reason


def _first(played: list, test) -> tuple:
    return next(row for row in played if test(row[1].choice, row[3], row[1].reason))


def test_a_move_names_the_gate_and_the_plans_ground(played: list) -> None:
    _g, advice, _m, _d, _i = _first(
        played,
        lambda c, d, r: d.kind == "move" and c.startswith("move:") and "the gate at" in r,
    )
    assert re.search(
        r"the gate at [A-Z][^:]+: (\d+ Clues? to seal it|\d+% to close it)", advice.reason
    )


def test_the_move_reason_follows_the_team_plan() -> None:
    game = Game.new(Setup.of(["kate-winthrop", "bob-jenkins"], "azathoth"), "advice-plan")
    while game.pending() is not None:
        d = game.pending()
        if d.kind == "move" and not d.detail.get("start"):
            goal = plan.team_plan(View(game)).get(d.investigator)
            if goal is not None and goal.area is not None and goal.why in ("gate", "clue"):
                break
        game.choose(bot.choose(game))
    else:
        pytest.fail("no move toward a planned goal")
    reason = advise(game).reason
    assert game.cat.area_name(goal.area) in reason
    assert reason.startswith(short_name(game.cat.investigators[d.investigator].name))


@pytest.mark.parametrize(
    "choice,pattern",
    [
        ("fight", r"fights the [A-Z][\w' -]+: \d+ dic?e?, \d+ success(es)? needed \(\d+%\)"),
        ("evade", r"evades the [A-Z][\w' -]+: \d+ dic?e?, 1 success needed \(\d+%\)"),
    ],
)
def test_a_fight_or_evade_gives_the_dice_and_odds(played: list, choice: str, pattern: str) -> None:
    _g, advice, _m, decision, _i = _first(
        played, lambda c, d, r: d.kind == "combat" and c == choice
    )
    assert re.search(pattern, advice.reason), advice.reason
    assert str(decision.detail["monster"]) not in advice.reason


def test_a_purchase_names_the_card_and_why(played: list) -> None:
    game, advice, _m, _d, _i = _first(played, lambda c, d, r: c.startswith("buy:"))
    card = game.cat.card_name(advice.choice.removeprefix("buy:").split("#")[0])
    assert f"buys the {card}: " in advice.reason


def test_closing_names_the_gate_the_skill_and_the_odds(played: list) -> None:
    _g, advice, _m, _d, _i = _first(played, lambda c, d, r: c.startswith("close:"))
    assert re.search(
        r"closes the gate at [A-Z][^:]+ with (Lore|Fight): \d+ dic?e?, 1 success needed",
        advice.reason,
    ), advice.reason


def test_names_are_first_names_unless_a_title_or_nickname_leads() -> None:
    assert short_name("Kate Winthrop") == "Kate"
    assert short_name("Sister Mary") == "Sister Mary"
    assert short_name('"Ashcan" Pete') == '"Ashcan" Pete'


def test_an_unknown_level_or_a_finished_game_is_refused() -> None:
    game = Game.new(Setup.of(["kate-winthrop"], "azathoth"), "advice-level")
    with pytest.raises(ValueError, match="level"):
        advise(game, "grandmaster")
    bot.play_out(game)
    with pytest.raises(ValueError, match="over"):
        advise(game)
