"""Setup (reference §7) and the engine contract (arkham/engine/game.py's docstring)."""

from __future__ import annotations

import pytest

from arkham.engine import Game, IllegalChoice, Setup, SetupError, checks, combat
from arkham.engine.state import card_of
from tests.kit import answer, bare, put, settled

NINE = [
    "amanda-sharpe",
    "ashcan-pete",
    "bob-jenkins",
    "carolyn-fern",
    "darrell-simmons",
    "dexter-drake",
    "gloria-goldberg",
    "harvey-walters",
    "jenny-barnes",
]


# ---------------------------------------------------------------- setup


def test_setup_refuses_no_players():
    with pytest.raises(SetupError, match="1 to 8 players, not 0"):
        Game.new(Setup.of([], "cthulhu"), "s")


def test_setup_refuses_nine_players():
    with pytest.raises(SetupError, match="1 to 8 players, not 9"):
        Game.new(Setup.of(NINE[:9], "cthulhu"), "s")


def test_setup_accepts_eight_players():
    game = Game.new(Setup.of(NINE[:8], "cthulhu"), "s")
    assert game.state.player_count == 8


def test_setup_refuses_an_unknown_investigator():
    with pytest.raises(SetupError, match="unknown investigator 'nobody'"):
        Game.new(Setup.of(["amanda-sharpe", "nobody"], "cthulhu"), "s")


def test_setup_refuses_a_duplicate_investigator():
    with pytest.raises(SetupError, match="'amanda-sharpe' is chosen twice"):
        Game.new(Setup.of(["amanda-sharpe", "amanda-sharpe"], "cthulhu"), "s")


def test_setup_refuses_an_unknown_ancient_one():
    with pytest.raises(SetupError, match="unknown Ancient One 'dagon'"):
        Game.new(Setup.of(["amanda-sharpe"], "dagon"), "s")


def test_random_investigators_are_all_different():
    game = Game.new(Setup.of(["amanda-sharpe"] + ["random"] * 7, "random"), "r")
    ids = [i.id for i in game.state.investigators]
    assert len(set(ids)) == 8
    assert ids[0] == "amanda-sharpe"
    assert game.state.ancient_one in game.cat.ancient_ones


def test_a_new_game_is_set_up_by_the_reference():
    game = Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "cthulhu"), "s")
    st = game.state
    cat = game.cat
    assert (st.turn, st.doom, st.terror, st.first_player) == (0, 0, 0, 0)
    for loc, fact in cat.locations.items():
        assert st.locations[loc].clues == (0 if fact.stable else 1), loc
    assert sorted(st.gate_stack) == sorted(cat.gate_markers)
    assert len(st.monsters_at("box")) == 5  # the Mask monsters
    assert len(st.monsters_at("cup")) == 55
    for inv in st.investigators:
        assert inv.area == cat.investigators[inv.id].home
    # Amanda's Studious works at setup too: three skills drawn, two kept (then the sliders)
    assert game.pending().kind == "cards"
    assert game.pending().investigator == "amanda-sharpe"
    assert len(game.pending().ids()) == 3
    settled(game)
    assert game.pending().kind == "sliders"
    assert game.pending().investigator == "amanda-sharpe"


@pytest.mark.parametrize(
    ("who", "deck"),
    [
        ("bob-jenkins", "common"),  # Shrewd Dealer
        ("dexter-drake", "spell"),  # Magical Gift
        ("monterey-jack", "unique"),  # Archaeology
    ],
)
def test_setup_draws_honour_the_powers_that_draw_more(who, deck):
    """The starting random cards are drawn like any other draw: a power that draws one card
    more and keeps the usual number works at setup too."""
    game = Game.new(Setup.of([who], "cthulhu"), "s")
    inv = game.state.investigators[0]
    sheet = game.cat.investigators[who]
    wanted = getattr(sheet.random, deck)
    fixed = sum(game.cat.card_kind(c) == deck for c in sheet.fixed)
    offered: list[str] = []
    while game.pending().kind != "sliders":
        d = game.pending()
        keeps = [i.removeprefix("keep:") for i in d.ids() if i.startswith("keep:")]
        if keeps and game.cat.card_kind(card_of(keeps[0])) == deck and not offered:
            offered = keeps
        game.choose("done" if "done" in d.ids() else d.ids()[0])
    assert len(offered) == wanted + 1
    assert sum(game.cat.card_kind(p.card) == deck for p in inv.possessions) == fixed + wanted


def test_pete_may_scrounge_his_starting_cards_from_the_bottom():
    """Scrounge works at setup: Pete may take a starting card from the bottom of its deck."""
    game = Game.new(Setup.of(["ashcan-pete"], "cthulhu"), "s")
    assert "use:scrounge" in game.pending().ids()
    bottom = game.state.decks["common"][-1]
    game.choose("use:scrounge")
    assert game.state.investigators[0].possession(bottom) is not None


def test_nyarlathotep_brings_the_masks_into_the_cup():
    game = Game.new(Setup.of(["amanda-sharpe"], "nyarlathotep"), "s")
    assert game.state.monsters_at("box") == []
    assert len(game.state.monsters_at("cup")) == 60


# ---------------------------------------------------------------- choose()


def test_an_id_not_offered_raises_and_changes_nothing():
    game = Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "cthulhu"), "s")
    before = game.state.model_dump()
    pending = game.pending()
    with pytest.raises(IllegalChoice, match="move:woods"):
        game.choose("move:woods")
    assert game.state.model_dump() == before
    assert game.pending() is pending
    assert game.choices == []


def test_a_disabled_choice_raises_and_changes_nothing(scenario):
    s = scenario()
    inv = bare(s, fight_will=2)
    inv.area = "rivertown-streets"
    put(s, "ghoul-1", inv.area)  # Ambush: no fleeing
    s.dice(5, 5)
    s.run(lambda: combat.combat(s.game, inv, "ghoul-1"))
    before = s.state.model_dump()
    choices = list(s.game.choices)
    with pytest.raises(IllegalChoice, match="Ambush"):
        s.game.choose("flee")
    assert s.state.model_dump() == before
    assert s.game.choices == choices
    assert "fight" in s.pending_ids()


def test_choices_are_recorded_in_order():
    game = Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "cthulhu"), "s")
    picked = [answer(game) for _ in range(3)]
    assert game.choices == picked


# ---------------------------------------------------------------- replay


def played(seed: str, n: int) -> tuple[Setup, Game]:
    setup = Setup.of(["amanda-sharpe", "joe-diamond", "random"], "random")
    game = Game.new(setup, seed)
    for _ in range(n):
        if game.pending() is None:
            break
        answer(game, prefer=("move:rivertown-streets", "done", "accept", "evade"))
    return setup, game


def test_replay_reproduces_the_same_state():
    setup, game = played("replay", 80)
    again = Game.replay(setup, "replay", game.choices)
    assert again.state.model_dump() == game.state.model_dump()
    assert game.state.turn >= 2
    assert (again.pending() and again.pending().ids()) == (game.pending() and game.pending().ids())


def test_a_different_seed_gives_a_different_game():
    setup = Setup.of(["random", "random"], "random")
    a = Game.new(setup, "one")
    b = Game.new(setup, "two")
    assert a.state.model_dump() != b.state.model_dump()


def test_a_replayed_state_compares_equal():
    setup, game = played("replay", 10)
    again = Game.replay(setup, "replay", game.choices)
    assert again.state == game.state


def test_replay_rejects_a_choice_that_is_not_offered():
    setup = Setup.of(["amanda-sharpe"], "cthulhu")
    with pytest.raises(IllegalChoice):
        Game.replay(setup, "s", ["done", "fight"])


# ---------------------------------------------------------------- the test fixture


def test_forced_dice_come_before_random_ones(scenario):
    s = scenario()
    inv = bare(s)
    s.dice(6)
    s.run(lambda: checks.check(s.game, inv, "lore"))
    assert s.events[0].dice[0] == 6
    assert s.state.rng.forced_dice == []


def test_forced_dice_must_be_dice():
    game = Game.new(Setup.of(["amanda-sharpe"], "cthulhu"), "s")
    with pytest.raises(ValueError):
        game.force_dice([7])


def test_stack_deck_puts_cards_on_top_in_order():
    game = Game.new(Setup.of(["amanda-sharpe"], "cthulhu"), "s")
    game.stack_deck("mythos", ["mythos-05", "mythos-03"])
    assert game.state.decks["mythos"][:2] == ["mythos-05", "mythos-03"]
    with pytest.raises(ValueError):
        game.stack_deck("mythos", ["no-such-card"])


def test_run_result_holds_this_effects_return(scenario):
    s = scenario()
    inv = bare(s)
    s.dice(6)
    s.run(lambda: checks.check(s.game, inv, "lore"))
    assert s.game.result.passed

    def nothing():
        return None
        yield

    s.run(nothing)
    assert s.game.result is None
