"""The end of the game: the Ancient One awakening (reference §7 'Other awakening triggers'),
the early victories (seed 001), and the final battle (reference §5; seed 001)."""

from __future__ import annotations

import pytest

from arkham.engine import IllegalChoice, board, effects, final_battle, flow
from arkham.engine.game import Game, Setup
from tests.kit import (
    Scenario,
    answer,
    bare,
    ended,
    gate_step,
    give,
    place_gate,
    put,
    settled,
    strip,
)

UNSTABLE = [
    "independence-square",
    "hibbs-roadhouse",
    "unnamable",
    "unvisited-isle",
    "black-cave",
    "graveyard",
    "science-building",
    "silver-twilight-lodge",
    "witch-house",
    "historical-society",
    "woods",
]
WORLDS = [
    "abyss",
    "another-dimension",
    "city-of-the-great-race",
    "celaeno",
    "plateau-of-leng",
    "rlyeh",
    "dreamlands",
    "yuggoth",
]
INVESTIGATORS = [
    "amanda-sharpe",
    "ashcan-pete",
    "bob-jenkins",
    "carolyn-fern",
    "darrell-simmons",
    "dexter-drake",
    "gloria-goldberg",
    "harvey-walters",
]


# ---------------------------------------------------------------- awakening


def test_a_full_doom_track_awakens_the_ancient_one(scenario):
    s = scenario()  # Azathoth: 14
    s.run(lambda: effects.add_doom(s.game, 14))
    end = ended(s)
    assert (end.cause, end.won) == ("doom-track-full", None)
    assert s.state.doom == 14


def test_one_doom_short_of_the_end_does_not_awaken(scenario):
    s = scenario()
    s.run(lambda: effects.add_doom(s.game, 13))
    assert s.game.result is None
    assert s.state.doom == 13


def test_the_last_doom_token_of_a_new_gate_awakens_before_the_gate_opens(scenario):
    s = scenario()
    s.state.doom = 13
    stack = list(s.state.gate_stack)
    gate_step(s, "woods")
    assert ended(s).cause == "doom-track-full"
    assert s.state.locations["woods"].gate is None
    assert s.state.gate_stack == stack


@pytest.mark.parametrize(("players", "limit"), [(1, 8), (2, 8), (3, 7), (5, 6), (7, 5), (8, 5)])
def test_too_many_gates_awaken_the_ancient_one(scenario, players, limit):
    assert board.TOO_MANY_GATES[players] == limit
    s = scenario(INVESTIGATORS[:players])
    for loc, world in zip(UNSTABLE[: limit - 1], WORLDS):
        place_gate(s, loc, world)
    gate_step(s, UNSTABLE[limit - 1])
    assert ended(s).cause == "too-many-gates"
    assert len(s.state.open_gates()) == limit


def test_one_gate_fewer_than_too_many_does_not_awaken(scenario):
    s = scenario()
    for loc, world in zip(UNSTABLE[:6], WORLDS):
        place_gate(s, loc, world)
    gate_step(s, UNSTABLE[6])
    assert s.game.result is None
    assert len(s.state.open_gates()) == 7


def test_no_gate_markers_left_when_one_must_open_awakens(scenario):
    s = scenario()
    s.state.gate_stack.clear()
    gate_step(s, "woods")
    assert ended(s).cause == "no-gates-left"


def test_no_monsters_in_the_cup_when_one_must_be_drawn_awakens(scenario):
    s = scenario()
    for marker in s.state.monsters_at("cup"):
        s.state.monsters[marker] = "box"
    gate_step(s, "woods")
    assert ended(s).cause == "no-monsters-left"


def test_an_empty_cup_during_a_surge_awakens(scenario):
    s = scenario()
    place_gate(s, "woods", "abyss")
    for marker in s.state.monsters_at("cup"):
        s.state.monsters[marker] = "box"
    gate_step(s, "woods")
    assert ended(s).cause == "no-monsters-left"


def test_terror_ten_with_arkham_overrun_awakens(scenario):
    s = scenario()  # 1 player: 2 × (1 + 3) = 8
    s.state.terror = 10
    for i in range(1, 7):
        put(s, f"cultist-{i}", "rivertown-streets")
    put(s, "byakhee-1", "sky")
    gate_step(s, "woods")
    assert ended(s).cause == "arkham-overrun"


def test_terror_reaching_ten_with_arkham_overrun_awakens(scenario):
    s = scenario()
    s.state.terror = 9
    for i in range(1, 7):
        put(s, f"cultist-{i}", "rivertown-streets")
    put(s, "zombie-1", "rivertown-streets")
    put(s, "zombie-2", "rivertown-streets")
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 10
    assert ended(s).cause == "arkham-overrun"


def test_at_terror_ten_there_is_no_monster_limit(scenario):
    s = scenario()
    s.state.terror = 10
    assert board.monster_limit(s.game) is None
    for i in range(1, 5):
        put(s, f"cultist-{i}", "rivertown-streets")
    gate_step(s, "woods")
    assert s.game.result is None
    assert len(s.state.monsters_at("woods")) == 1
    assert s.state.monsters_at("outskirts") == []


def test_terror_past_ten_adds_doom_instead(scenario):
    s = scenario()
    s.state.terror = 10
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 10
    assert s.state.doom == 1


# ---------------------------------------------------------------- victory


def closing_scene(s, clues: int = 0):
    inv = bare(s, lore_luck=3)  # Lore 4
    inv.area = "woods"
    inv.explored = True
    inv.clues = clues
    s.state.turn = 1
    place_gate(s, "woods", "dreamlands")
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    s.dice(6, 1, 1, 1, 1)
    return inv


def test_sealing_the_sixth_gate_wins(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    for loc in UNSTABLE[:5]:
        s.state.locations[loc].sealed = True
    place_gate(s, "graveyard", "abyss")  # another gate still open
    closing_scene(s, clues=5)
    s.choose("close:lore", "seal")
    end = ended(s)
    assert (end.cause, end.won) == ("six-seals", True)


def test_five_seals_are_not_yet_a_victory(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    for loc in UNSTABLE[:4]:
        s.state.locations[loc].sealed = True
    place_gate(s, "graveyard", "abyss")
    closing_scene(s, clues=5)
    s.choose("close:lore", "seal")
    assert not isinstance(s.game.result, effects.GameEnds)
    assert s.state.sealed_count() == 5


def test_closing_the_last_gate_with_enough_trophies_wins(scenario):
    s = scenario()
    closing_scene(s)
    s.choose("close:lore")
    end = ended(s)
    assert (end.cause, end.won) == ("gates-closed", True)


def test_closing_the_last_gate_counts_every_investigators_trophies(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    s.inv(1).gate_trophies.append(s.state.gate_stack.pop())
    closing_scene(s)
    s.choose("close:lore")
    assert ended(s).cause == "gates-closed"


def test_closing_the_last_gate_without_enough_trophies_goes_on(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"])
    closing_scene(s)
    s.choose("close:lore")
    assert s.done()
    assert not isinstance(s.game.result, effects.GameEnds)


def test_closing_a_gate_while_others_are_open_goes_on(scenario):
    s = scenario()
    place_gate(s, "graveyard", "abyss")
    closing_scene(s)
    s.choose("close:lore")
    assert not isinstance(s.game.result, effects.GameEnds)


# ---------------------------------------------------------------- the final battle


def awakened(ao: str, investigators: list[str], seed: str = "battle", **sliders) -> Game:
    """A game whose first mythos card fills the doom track: the final battle begins."""
    s = Scenario(investigators, ao, seed)
    game, st = s.game, s.state
    for inv in st.investigators:
        strip(s, inv)
        inv.sliders = {"speed-sneak": 1, "fight-will": 1, "lore-luck": 1} | sliders
        inv.area = "rivertown-streets"
    st.doom = game.cat.ancient_ones[ao].doom_track - 1
    game.stack_deck("mythos", ["mythos-03"])  # opens a gate at the Woods
    for _ in investigators:
        game.choose("done")  # setup sliders
    return game


def to_attack(game: Game) -> None:
    """Answer the round's upkeep (sliders, the offer to trade) until an investigator is asked
    to attack."""
    while game.pending() is not None and "attack" not in game.pending().ids():
        pending = game.pending()
        assert pending.kind == "sliders" or "use:trade" in pending.ids(), pending
        game.choose("done")


def attack_rolls(events, purpose: str) -> list[tuple[int, ...]]:
    return [e.dice for e in events if e.kind == "dice-rolled" and e.purpose == purpose]


def test_the_final_battle_begins_with_a_full_doom_track():
    game = awakened("ithaqua", ["amanda-sharpe"])
    st = game.state
    assert st.phase == "final-battle"
    assert st.final_battle is not None
    assert st.final_battle.doom_tokens == 11
    assert st.doom == 11
    to_attack(game)
    assert game.pending().investigator == "amanda-sharpe"


def test_every_players_successes_remove_one_doom_token():
    game = awakened("ithaqua", ["amanda-sharpe", "joe-diamond"], **{"fight-will": 3})
    fb = game.state.final_battle
    to_attack(game)
    assert game.pending().investigator == "amanda-sharpe"
    game.force_dice([6])  # Fight 4 − 3 = 1 die
    events = game.choose("attack")
    assert attack_rolls(events, "Attack") == [(6,)]
    assert (fb.doom_tokens, fb.successes) == (11, 1)
    assert game.pending().investigator == "joe-diamond"
    game.force_dice([5, 6])  # Fight 5 − 3 = 2 dice
    game.force_dice([5] * 12)  # both pass the Ancient One's attack
    game.choose("attack")
    assert (fb.doom_tokens, fb.successes) == (10, 1)
    assert game.state.doom == 10


def test_the_ancient_ones_attack_gets_one_harder_each_round():
    game = awakened("ithaqua", ["amanda-sharpe"], **{"fight-will": 3})  # Fight 4
    seen = []
    for _ in range(3):
        to_attack(game)
        game.force_dice([1])  # the attack misses
        game.force_dice([5] * 10)  # the Ancient One's attack is passed
        events = game.choose("attack")
        seen += attack_rolls(events, "Ithaqua's attack")
    assert [len(d) for d in seen] == [5, 4, 3]  # Fight (+1), (+0), (−1)
    assert game.state.investigators[0].stamina == 5


def test_zero_stamina_in_the_final_battle_devours():
    game = awakened("ithaqua", ["amanda-sharpe", "joe-diamond"])
    amanda, joe = game.state.investigators
    amanda.stamina = 2
    to_attack(game)
    game.choose("attack")  # Fight 2 − 3: no dice
    game.force_dice([1, 1, 1])  # Amanda fails Fight (+1): 3 dice
    game.force_dice([5] * 4)  # Joe passes: Fight 3 + 1
    game.choose("attack")  # Joe: Fight 3 − 3: no dice
    assert amanda.status == "eliminated"
    assert amanda.area == "devoured"
    assert (joe.status, joe.stamina) == ("playing", 6)
    assert game.state.investigators[0] is amanda  # no replacement in the final battle
    assert game.state.outcome is None
    assert game.pending() is not None


def test_zero_sanity_in_the_final_battle_devours():
    game = awakened("hastur", ["amanda-sharpe", "joe-diamond"])  # Luck (+1) or 2 Sanity
    amanda = game.state.investigators[0]
    amanda.sanity = 2
    to_attack(game)
    game.force_dice([1, 1])  # Fight 2 − 0 (terror 0)
    game.choose("attack")
    game.force_dice([1, 1, 1])  # Joe: Fight 3
    game.force_dice([1] * 4)  # Amanda: Luck 3 + 1
    game.force_dice([5] * 3)  # Joe: Luck 2 + 1
    game.choose("attack")
    assert amanda.status == "eliminated"
    assert game.state.investigators[1].sanity == 4


def test_when_everyone_is_devoured_the_battle_is_lost():
    game = awakened("ithaqua", ["amanda-sharpe"])
    game.state.investigators[0].stamina = 1
    to_attack(game)
    game.force_dice([1, 1, 1])
    game.choose("attack")
    assert game.pending() is None
    outcome = game.state.outcome
    assert (outcome.won, outcome.cause, outcome.score) == (False, "all-devoured", None)


def test_investigators_lost_in_time_and_space_are_devoured_when_it_awakens():
    game = settled(Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "ithaqua"), "lost"))
    st = game.state
    st.investigators[1].area = "lost"
    st.investigators[1].delayed = True
    st.doom = 10
    game.stack_deck("mythos", ["mythos-03"])
    game.choose("done")
    game.choose("done")
    assert st.investigators[1].status == "eliminated"
    assert st.investigators[0].status == "playing"


def test_removing_the_last_doom_token_wins_the_battle_with_a_score():
    game = awakened("ithaqua", ["amanda-sharpe"], **{"fight-will": 3})
    to_attack(game)
    game.state.final_battle.doom_tokens = 1
    game.force_dice([6])
    game.choose("attack")
    assert game.pending() is None
    outcome = game.state.outcome
    assert outcome.won is True
    assert outcome.cause == "ancient-one-defeated"
    assert isinstance(outcome.score, int)
    assert outcome.first_citizen == "amanda-sharpe"
    assert game.state.phase == "over"


def test_azathoth_awakening_is_an_immediate_loss():
    game = awakened("azathoth", ["amanda-sharpe"])
    assert game.pending() is None
    outcome = game.state.outcome
    assert (outcome.won, outcome.cause) == (False, "ancient-one-awakened")
    assert game.state.final_battle is None
    assert game.state.phase == "over"


def test_a_finished_game_refuses_further_choices():
    game = awakened("azathoth", ["amanda-sharpe"])
    with pytest.raises(IllegalChoice):
        game.choose("done")


def test_a_final_battle_always_comes_to_an_end():
    game = awakened("yig", ["amanda-sharpe"], seed="drive")
    for _ in range(500):
        if game.pending() is None:
            break
        answer(game, prefer=("done", "attack", "accept"))
    assert game.pending() is None
    assert game.state.outcome is not None
    assert game.state.phase == "over"


def test_an_early_victory_is_scored_by_the_rules(scenario):
    s = scenario(["amanda-sharpe", "joe-diamond"], ancient_one="cthulhu")  # track 13
    amanda, joe = bare(s, 0), bare(s, 1)
    s.state.terror = 2
    amanda.gate_trophies = [s.state.gate_stack.pop(), s.state.gate_stack.pop()]
    for marker in ("zombie-1", "zombie-2", "zombie-3", "ghoul-1"):
        put(s, marker, "trophy:amanda-sharpe")
        amanda.monster_trophies.append(marker)
    give(s, joe, "bank-loan")
    final_battle.finish(s.game, True, "gates-closed")
    outcome = s.state.outcome
    # 13 − 2 terror − 1 loan + 2 gate trophies + ⌊4/3⌋ + 2 investigators
    assert (outcome.won, outcome.score) == (True, 15)
    assert outcome.first_citizen == "amanda-sharpe"
