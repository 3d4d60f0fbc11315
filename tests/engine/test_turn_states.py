"""Turn structure and investigator states (issue 16, points 14–25): delayed and jailed
investigators, lost turns, the first Upkeep, replacements after being devoured, lowered
maximums, terror 10, closing the gate with an Elder Sign, the final battle's Upkeep and spending
Clues after a passed check.

Amanda Sharpe with the sliders at 1/1/1: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3.
"""

from __future__ import annotations

from arkham.engine import board, effects, final_battle, flow, rounds
from arkham.engine.effects import Interrupted
from arkham.engine.state import FinalBattle
from tests.kit import bare, clear_board, give, in_deck, place_gate, put

AMANDA = "amanda-sharpe"
JOE = "joe-diamond"


# ---------------------------------------------------------------- 14: delayed


def test_a_delayed_investigator_who_stands_up_still_faces_the_monsters_there(scenario):
    """Standing up is not moving away: a delayed investigator sharing an area with a monster
    still has to evade or fight it in the Movement phase."""
    s = scenario()
    inv = bare(s)
    clear_board(s)
    inv.area = "rivertown-streets"
    inv.delayed = True
    put(s, "zombie-1", "rivertown-streets")
    s.run(lambda: flow.movement(s.game, inv))
    assert not inv.delayed
    assert str(s.game.pending().context) == "combat:zombie-1"
    assert {"evade", "fight"} <= set(s.pending_ids())


# ---------------------------------------------------------------- 15: jail and lost turns


def test_a_jailed_investigator_loses_the_whole_next_turn(scenario):
    """Arrested: the next turn is lost from its Upkeep on (no refresh, no Upkeep rolls or
    pay, no sliders); in Movement the investigator is released to the Police Station and has
    no encounter and no location action there."""
    s = scenario()
    inv = bare(s)
    tome = give(s, inv, "ancient-tome")
    inv.possession(tome).exhausted = True
    give(s, inv, "retainer")
    inv.area = "jail"
    inv.delayed = True
    money = inv.money
    s.run(lambda: flow.upkeep(s.game, inv))
    assert s.done()  # no sliders
    assert inv.possession(tome).exhausted
    assert inv.money == money  # no Retainer pay
    s.run(lambda: flow.movement(s.game, inv))
    assert s.done() and inv.area == "police-station" and not inv.delayed
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done()
    assert "encounter" not in s.kinds()


# ---------------------------------------------------------------- 16: the first Upkeep


def test_special_cards_held_from_setup_are_not_rolled_in_the_first_upkeep(scenario):
    """A Retainer or a Blessing an investigator starts with was gained at setup: the first
    Upkeep pays the Retainer but rolls for neither; the one after does."""
    s = scenario(["darrell-simmons", "sister-mary"])
    darrell, mary = s.inv(0), s.inv(1)
    assert darrell.holds("retainer") and mary.holds("blessing")
    for inv in (darrell, mary):
        money = inv.money
        s.dice(1, 1, 1)
        s.run(lambda inv=inv: rounds.upkeep_rolls(s.game, inv))
        assert s.done()
        assert darrell.holds("retainer") and mary.holds("blessing")
        if inv is darrell:
            assert inv.money == money + 2
    s.game.state.rng.forced_dice.clear()
    s.dice(1)
    s.run(lambda: rounds.upkeep_rolls(s.game, mary))
    assert not mary.holds("blessing")


# ---------------------------------------------------------------- 17: devoured


def test_a_devoured_players_trophies_go_to_the_replacement_at_the_next_turn(scenario):
    """Devoured: the cards go, but the player keeps the unspent monster and gate trophies;
    the new investigator joins at the start of the next turn, not during this one."""
    s = scenario([AMANDA, JOE])
    inv = bare(s)
    put(s, "zombie-1", f"trophy:{AMANDA}")
    inv.monster_trophies.append("zombie-1")
    gate = s.state.gate_stack.pop(0)
    inv.gate_trophies.append(gate)
    s.run(lambda: effects.devoured(s.game, inv))
    assert s.done() and isinstance(s.game.result, Interrupted)
    assert s.state.investigators[0] is inv and inv.status == "devoured"
    assert [i.id for i in s.state.playing()] == [JOE]
    s.run(lambda: rounds.join_replacements(s.game))
    assert s.game.pending().kind == "sliders"  # the newcomer places the sliders freely
    s.choose("done")
    new = s.state.investigators[0]
    assert new.id not in (AMANDA, JOE) and new.status == "playing"
    assert new.monster_trophies == ["zombie-1"] and new.gate_trophies == [gate]
    assert s.state.monsters["zombie-1"] == f"trophy:{new.id}"
    assert gate not in s.state.gate_stack


# ---------------------------------------------------------------- 18: maximums


def test_losing_a_card_that_raised_the_maximum_lowers_the_current_value(scenario):
    """When the maximum Sanity or Stamina drops below the current value (Duke leaves), the
    current value drops with it."""
    s = scenario()
    inv = bare(s)
    duke = give(s, inv, "duke")
    inv.sanity = effects.max_sanity(s.game, inv)
    assert inv.sanity == 6
    effects.discard(s.game, inv, duke)
    assert inv.sanity == effects.max_sanity(s.game, inv) == 5


def test_a_maximum_lowered_to_zero_devours(scenario):
    """A maximum Sanity or Stamina of 0 devours the investigator."""
    s = scenario([AMANDA, JOE])
    inv = bare(s)
    inv.max_stamina_loss = 4
    s.run(lambda: effects.lose_max(s.game, inv, stamina=1))
    assert isinstance(s.game.result, Interrupted) and s.game.result.why == "devoured"
    assert inv.status == "devoured"


def test_a_maximum_brought_to_zero_by_losing_the_card_that_raised_it_devours(scenario):
    """Reference §7: a maximum Sanity reduced to 0 devours, whatever lowered it — here Duke,
    whose +1 held it at 1, discarded (any rule that takes a card away discards it)."""
    s = scenario([AMANDA, JOE])
    inv = bare(s)
    duke = give(s, inv, "duke")
    inv.max_sanity_loss = s.game.cat.investigators[AMANDA].sanity
    inv.sanity = 1
    assert effects.max_sanity(s.game, inv) == 1

    def duke_leaves():
        effects.discard(s.game, inv, duke)
        yield from ()

    s.run(duke_leaves)
    assert isinstance(s.game.result, Interrupted) and s.game.result.why == "devoured"
    assert inv.status == "devoured" and in_deck(s, duke)
    assert [e.kind for e in s.events] == ["card-lost", "devoured"]


# ---------------------------------------------------------------- 19: terror 10, closing


def test_at_terror_ten_the_outskirts_go_back_to_the_cup(scenario):
    """When the terror level reaches 10, every monster in the Outskirts returns to the cup."""
    s = scenario()
    clear_board(s)
    s.state.terror = 9
    put(s, "zombie-1", "outskirts")
    put(s, "zombie-2", "outskirts")
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 10
    assert s.state.monsters["zombie-1"] == s.state.monsters["zombie-2"] == "cup"


def test_a_closing_location_sends_its_monsters_out_to_the_street(scenario):
    """A location that closes keeps nobody inside: its investigators and its monsters go out
    to its street."""
    s = scenario()
    inv = bare(s)
    clear_board(s)
    inv.area = "general-store"
    put(s, "zombie-1", "general-store")
    s.state.terror = 5
    board.close_shops(s.game)
    assert s.state.locations["general-store"].closed
    assert inv.area == "rivertown-streets"
    assert s.state.monsters["zombie-1"] == "rivertown-streets"


# ---------------------------------------------------------------- 23: the Elder Sign


def test_the_elder_sign_cannot_seal_where_no_gate_may_be_sealed(scenario):
    """The Elder Sign seals only where sealing is allowed at all: the same test as sealing
    with Clues (a gate at a stable location may be closed, never sealed)."""
    s = scenario()
    inv = bare(s)
    give(s, inv, "elder-sign")
    place_gate(s, "general-store", "abyss")  # stable
    inv.area = "general-store"
    inv.explored = True
    s.run(lambda: flow.close_or_seal(s.game, inv, "general-store"))
    assert "elder-sign" not in s.pending_ids()
    assert {"close:lore", "close:fight"} <= set(s.pending_ids())
    place_gate(s, "woods", "abyss")  # unstable
    inv.area = "woods"
    s.run(lambda: flow.close_or_seal(s.game, inv, "woods"))
    assert "elder-sign" in s.pending_ids()


# ---------------------------------------------------------------- 24: the final battle


def test_the_final_battles_upkeep_offers_trading_and_rolls_blessings_only(scenario):
    """Before each round of the final battle the investigators may trade with one another,
    and Blessings and Curses are rolled for; no Retainer pay or roll and no Loan roll."""
    s = scenario([AMANDA, JOE], ancient_one="ithaqua")
    amanda, joe = bare(s, 0), bare(s, 1)
    amanda.area, joe.area = "woods", "rivertown-streets"
    blessing = give(s, amanda, "blessing")
    give(s, amanda, "retainer")
    give(s, amanda, "bank-loan")
    give(s, joe, "knife")
    s.state.final_battle = FinalBattle(doom_tokens=11)
    money = amanda.money
    s.dice(1)  # the Blessing's die; no other die is rolled
    s.run(lambda: final_battle.battle_round(s.game, -3))
    assert not amanda.holds("blessing") and blessing in s.state.decks["special"]
    assert amanda.holds("retainer") and amanda.holds("bank-loan")
    assert amanda.money == money
    assert "use:trade" in s.pending_ids()
    s.choose("use:trade")
    assert any(i.startswith("take:knife") for i in s.pending_ids())


# ---------------------------------------------------------------- 25: Clues after a pass


def test_clues_may_be_spent_after_a_passed_check_that_counts_successes(scenario):
    """Clues may be spent after any check, passed or failed: where the successes are counted
    (a Clue per success), a spent Clue after a pass can add to the gain."""
    s = scenario()
    inv = bare(s)
    inv.clues = 2
    s.dice(5, 1)  # Luck 3 − 1 at the Newspaper: one success, a pass
    s.encounter("northside-6:newspaper")
    assert "spend-clue" in s.pending_ids()
    s.dice(6)
    s.choose("spend-clue")
    s.choose("accept")
    assert s.done()
    assert inv.clues == 2 - 1 + 2


def test_a_plain_passed_check_asks_nothing(scenario):
    """A passed check whose successes are not counted has nothing to gain from a Clue, so
    none is offered."""
    s = scenario()
    inv = bare(s)
    inv.clues = 2
    s.dice(5, 1, 1)  # Luck 3: one success
    s.run(lambda: effects.check(s.game, inv, "luck", 0))
    assert s.done() and s.game.result.passed
