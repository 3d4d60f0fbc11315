"""Innsmouth Horror's 36 mythos cards (``arkham/expansions/innsmouth/mythos_cards.py``, data in
``data/expansions/innsmouth/mythos.json``): the rows against the reference's Appendix A, the
deck with and without Innsmouth, and a scenario per card with forced dice. Their rules lines
are checked with the base deck's, in ``tests/content/test_mythos_cards.py``."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from arkham.catalog import Role, load_catalog
from arkham.cli import content_report
from arkham.engine import board, combat, effects, flow, mythos, tracks, windows
from arkham.engine.effects import GameEnds
from arkham.engine.game import Game, Setup
from arkham.engine.names import EndCause, Hook, Phase
from arkham.engine.rules import ruleset
from arkham.engine.state import card_of
from arkham.expansions.innsmouth import look, rules
from arkham.expansions.innsmouth import mythos_cards as cards
from arkham.modules import modules_for
from tests.kit import Scenario, bare, clear_board, give, put

INNSMOUTH = ("innsmouth",)
BASE = load_catalog()
CAT = load_catalog(tuple(m.data for m in modules_for(INNSMOUTH)[1:]))
CARDS = {c: f for c, f in CAT.mythos.items() if c not in BASE.mythos}
AMANDA, JENNY = "amanda-sharpe", "jenny-barnes"
# Bare, sliders at 1/1/1 — Amanda: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3 (Sanity 5,
# Stamina 5). Jenny: Sneak 3, Will 4, Luck 4 (Sanity 6, Stamina 4).
EOD, DR, MR, YN = "esoteric-order-of-dagon", "devil-reef", "marsh-refinery", "yha-nthlei"


def town(*investigators: str) -> Scenario:
    """A scenario with Innsmouth on the table, the board empty."""
    s = Scenario(investigators or (AMANDA,), expansions=INNSMOUTH, seed="innsmouth-mythos")
    clear_board(s)
    return s


def setup(s: Scenario, *areas: str):
    """Every investigator bare, at the given areas (in seat order)."""
    invs = [bare(s, i) for i in range(len(s.state.investigators))]
    for inv, area in zip(invs, areas):
        inv.area = area
    return invs


def activate(s: Scenario, card: str) -> None:
    """The card's ability, as step 4 of the Mythos phase (the card out of the deck first)."""
    s.state.decks["mythos"].remove(card)
    s.run(lambda: mythos.activate(s.game, card))


def draw(s: Scenario, card: str) -> None:
    """A whole Mythos phase with ``card`` on top of the deck."""
    s.game.stack_deck("mythos", [card])
    s.run(lambda: mythos.phase(s.game))


def later_mythos(s: Scenario) -> None:
    s.run(lambda: mythos.ongoing(s.game, None))


def leave(s: Scenario, card: str) -> None:
    s.run(lambda: mythos.leave_play(s.game, card))


def hook(s: Scenario, name: Hook, *args) -> None:
    s.run(lambda: windows.run_hooks(s.game, name, *args))


def rolled(s: Scenario, purpose: str | None = None) -> list[tuple[int, ...]]:
    return [
        e.dice
        for e in s.events
        if e.kind == "dice-rolled" and (purpose is None or e.purpose == purpose)
    ]


def where(s: Scenario) -> dict[str, str]:
    return {m: w for m, w in s.state.monsters.items() if w not in ("cup", "box")}


def open_gates(s: Scenario, n: int) -> list[str]:
    """Open ``n`` gates at unstable locations (the markers off the top of the stack)."""
    locs = [loc for loc, fact in CAT.locations.items() if not fact.stable][:n]
    for loc in locs:
        s.state.locations[loc].gate = s.state.gate_stack.pop(0)
        s.state.locations[loc].clues = 0
    return locs


def ended(s: Scenario) -> GameEnds:
    assert isinstance(s.game.result, GameEnds), s.game.result
    return s.game.result


# ================================================================ the data against Appendix A

PRINTED_NAMES = [
    "Cash on the Hoof!",
    "Charity Case!",
    "Closed Mouths",
    "Cosmic Upheaval!",
    "Dark Conjunction",
    "Dark Day!",
    "Evidence Destroyed!",
    "Footprints on Shore!",
    "Free Clinic!",
    "Gathering Storm!",
    "Innsmouth Invasion!",
    "Innsmouth Sleeps",
    "Innsmouth is Restless",
    "Jail Break!",
    "Lightning Storm",
    "Old Building Collapses!",
    "Oppressive Atmosphere",
    "Order of Dagon Suspected!",
    "Plans in Motion",
    "Relentless Doom",
    "Sailor Take Warning",
    "Shipwreck!",
    "Signs of Cult Activity!",
    "Someone's Watching Me",
    "Strange Sightings!",
    "The Ancient One's Servants!",
    "The Innsmouth Plague",
    "The Rails are Washed Out",
    "The Siren Call!",
    "The Streets are Flooded",
    "The Trembling Earth",
    "The Veil is Strong",
    "The Veil is Weak",
    "Tidal Wave!",
    "Unpleasant Surprise!",
    "Weakened Forces",
]
"""Appendix A's Innsmouth rows, by row: the printed names our titles must not copy."""

SLASH_STAR_TRI = ["slash", "star", "triangle"]
SAMPLE_ROWS = {
    # row: (type, kind, gate, gate burst, clue, white, black) — Appendix A, INNSMOUTH table
    1: ("headline", None, EOD, False, DR, SLASH_STAR_TRI, ["hexagon"]),
    2: ("headline", None, EOD, True, DR, ["hexagon"], SLASH_STAR_TRI),
    3: ("environment", "urban", YN, False, None, [], []),
    6: ("headline", None, DR, True, EOD, ["circle"], ["diamond", "square"]),
    15: ("environment", "weather", MR, False, YN, ["hexagon"], SLASH_STAR_TRI),
    19: (
        "rumor",
        None,
        None,
        False,
        None,
        ["circle", "plus", *SLASH_STAR_TRI],
        ["moon", "diamond", "hexagon", "square"],
    ),
    24: ("environment", "urban", MR, True, YN, ["plus"], ["moon"]),
    30: (
        "environment",
        "weather",
        DR,
        False,
        EOD,
        ["moon", "diamond", "hexagon", "square"],
        ["circle", "plus", *SLASH_STAR_TRI],
    ),
    32: ("environment", "mystic", EOD, True, DR, ["circle"], ["diamond", "square"]),
    36: ("environment", "mystic", MR, False, YN, ["plus"], ["moon"]),
}


def _norm(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def test_thirty_six_cards_numbered_by_their_appendix_row() -> None:
    assert len(CARDS) == 36
    assert sorted(f.appendix_row for f in CARDS.values()) == list(range(1, 37))
    for card, fact in CARDS.items():
        assert card == f"innsmouth-mythos-{fact.appendix_row:02d}"


@pytest.mark.parametrize("row", sorted(SAMPLE_ROWS))
def test_sample_rows_match_appendix_a(row: int) -> None:
    fact = CAT.mythos[cards.card(row)]
    got = (
        fact.type,
        fact.environment_kind,
        fact.gate,
        fact.gate_burst,
        fact.clue,
        fact.white,
        fact.black,
    )
    assert got == SAMPLE_ROWS[row]


def test_exactly_five_gate_bursts_at_red_gate_locations() -> None:
    bursts = {f.appendix_row: f.gate for f in CARDS.values() if f.gate_burst}
    assert bursts == {2: EOD, 6: DR, 9: DR, 24: MR, 32: EOD}
    assert not any(f.gate_burst for f in BASE.mythos.values())


def test_type_split_and_the_gate_and_clue_tallies() -> None:
    """Reference §8.7: 19 headlines, 5 urban, 5 mystic, 5 weather, 2 rumors; gates at the Order
    12, Devil Reef 12, the Refinery 7, Y'ha-nthlei 2 (and none on the rumors and the surge);
    Clues at Devil Reef 12, the Order 12, Y'ha-nthlei 7, none 5."""
    split = Counter((f.type, f.environment_kind) for f in CARDS.values())
    assert split == {
        ("headline", None): 19,
        ("environment", "urban"): 5,
        ("environment", "mystic"): 5,
        ("environment", "weather"): 5,
        ("rumor", None): 2,
    }
    assert Counter(f.gate for f in CARDS.values()) == {EOD: 12, DR: 12, MR: 7, YN: 2, None: 3}
    assert Counter(f.clue for f in CARDS.values()) == {DR: 12, EOD: 12, YN: 7, None: 5}


def test_a_surge_and_doom_tokens_stand_in_place_of_a_gate() -> None:
    """Appendix A: Strange Sightings surges ("— (surge)"); the rumors bring two doom tokens."""
    assert [f.appendix_row for f in CARDS.values() if f.surge] == [25]
    assert {f.appendix_row: f.doom for f in CARDS.values() if f.doom} == {19: 2, 27: 2}
    assert {f.appendix_row for f in CARDS.values() if f.gate is None} == {19, 25, 27}


def test_titles_are_our_own() -> None:
    assert len(PRINTED_NAMES) == 36
    printed = {_norm(name) for name in PRINTED_NAMES}
    titles = {_norm(f.title) for f in CAT.mythos.values()}
    assert len(titles) == len(CAT.mythos)  # no title used twice, base deck included
    for fact in CARDS.values():
        assert _norm(fact.title) not in printed, fact.id
        assert fact.note and "our own words" in fact.note


def test_the_cards_join_the_deck_only_with_innsmouth() -> None:
    base = Game.new(Setup.of([AMANDA], "azathoth"), "deck")
    assert len(base.state.decks["mythos"]) == 67
    assert not any(c in CARDS for c in base.state.decks["mythos"])
    town_game = Game.new(Setup.of([AMANDA], "azathoth", list(INNSMOUTH)), "deck")
    assert len(town_game.state.decks["mythos"]) == 67 + 36
    assert set(CARDS) <= set(town_game.state.decks["mythos"])


def test_their_behaviour_belongs_to_innsmouth_alone() -> None:
    assert not set(CARDS) & set(ruleset(()).mythos)
    assert set(CARDS) <= set(ruleset(INNSMOUTH).mythos)
    assert not [c for c in content_report()["no_behaviour"]["mythos"] if c in CARDS]


# ================================================================ the engine's share


def test_a_gate_burst_card_tears_away_the_elder_sign_in_a_full_mythos_phase() -> None:
    s = town()
    setup(s, "woods")
    s.state.locations[DR].sealed = True
    doom = s.state.doom
    draw(s, cards.DARK_DAY)
    assert not s.state.locations[DR].sealed and s.state.locations[DR].gate is not None
    assert s.state.doom == doom and "gate-burst" in s.kinds()


def test_the_surge_card_surges_at_every_open_gate_and_pays_a_clue() -> None:
    s = town()
    (inv,) = setup(s, "northside-streets")
    gates = open_gates(s, 2)
    doom = s.state.doom
    draw(s, cards.SIGHTINGS)
    assert "gate-opened" not in s.kinds() and s.state.doom == doom
    (surge,) = [e for e in s.events if e.kind == "monster-surge"]
    assert surge.at is None and surge.count == 2  # max(2 gates, 1 player)
    placed = [e.at for e in s.events if e.kind == "monster-appeared"]
    assert sorted(placed) == sorted(gates)  # one at each (then they move: every symbol)
    assert inv.clues == 1
    assert s.state.decks["mythos"][-1] == cards.SIGHTINGS


def test_the_surge_card_with_no_gate_open_brings_no_monster() -> None:
    s = town()
    (inv,) = setup(s, "northside-streets")
    draw(s, cards.SIGHTINGS)
    assert where(s) == {} and "monster-surge" not in s.kinds() and inv.clues == 1


def test_the_first_mythos_card_is_never_one_without_a_gate() -> None:
    s = town()
    setup(s, "woods")
    s.game.stack_deck("mythos", [cards.SIGHTINGS, cards.PLANS, cards.CASH])
    s.run(lambda: mythos.phase(s.game, first_mythos=True))
    assert s.state.decks["mythos"][-2:] == [cards.SIGHTINGS, cards.PLANS] or (
        s.state.decks["mythos"][-1] == cards.CASH
    )
    assert s.state.rumor is None and s.state.locations[EOD].gate is not None


# ================================================================ HEADLINES


def test_01_the_first_player_gains_two_dollars() -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "woods", "bank")
    amanda.money = jenny.money = 0
    activate(s, cards.CASH)
    assert (amanda.money, jenny.money) == (2, 0)


@pytest.mark.parametrize(
    ("card", "stat", "place"),
    [(cards.CHARITY, "sanity", "asylum"), (cards.FREE_CLINIC, "stamina", "st-marys-hospital")],
)
def test_02_09_the_lowest_may_take_the_cure_delayed(card: str, stat: str, place: str) -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "woods", "devil-reef")
    setattr(jenny, stat, 1)
    activate(s, card)
    assert s.pending_ids() == ["yes", "no"] and s.game.pending().investigator == jenny.id
    s.choose("yes")
    top = effects.max_sanity if stat == "sanity" else effects.max_stamina
    assert jenny.area == place and jenny.delayed
    assert getattr(jenny, stat) == top(s.game, jenny)
    assert amanda.area == "woods" and not amanda.delayed


@pytest.mark.parametrize("card", [cards.CHARITY, cards.FREE_CLINIC])
def test_02_09_a_tie_is_settled_by_the_first_player_and_the_cure_may_be_declined(
    card: str,
) -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "woods", "bank")
    amanda.sanity = jenny.sanity = amanda.stamina = jenny.stamina = 2
    activate(s, card)
    assert s.game.pending().investigator == amanda.id
    assert s.pending_ids() == [f"pick:{AMANDA}", f"pick:{JENNY}"]
    s.choose(f"pick:{JENNY}", "no")
    assert s.done() and jenny.area == "bank" and not jenny.delayed
    assert (jenny.sanity, jenny.stamina) == (2, 2)


@pytest.mark.parametrize(("dice", "lost"), [((1, 1), True), ((5, 1), False)])
def test_04_travellers_in_other_worlds_luck_minus_one_or_lost(dice, lost) -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "abyss-1", "woods")
    s.dice(*dice)
    activate(s, cards.UPHEAVAL)
    assert rolled(s, "Luck") == [dice]  # Amanda's Luck 3 − 1; Jenny, at home, rolls nothing
    assert (amanda.area == s.game.cat.role(Role.LOST)) is lost
    assert jenny.area == "woods"


def test_06_no_clue_is_spent_on_checks_until_the_next_mythos_phase() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    inv.clues = 3
    s.state.turn, s.state.phase = 3, Phase.MYTHOS
    activate(s, cards.DARK_DAY)
    s.state.turn, s.state.phase = 4, Phase.ARKHAM
    s.dice(1, 1)
    s.run(lambda: effects.check(s.game, inv, "lore"))
    assert s.done() and inv.clues == 3  # failed, and no Clue offered
    s.state.phase = Phase.MYTHOS  # the next Mythos phase: Clues may be spent again
    s.dice(1, 1)
    s.run(lambda: effects.check(s.game, inv, "lore"))
    assert "spend-clue" in s.pending_ids()


def test_07_every_clue_on_the_board_is_discarded() -> None:
    s = town()
    setup(s, "abyss-1")
    s.state.locations["woods"].clues = 2
    assert s.state.locations[EOD].clues == 1  # from setup
    activate(s, cards.EVIDENCE)
    assert sum(ls.clues for ls in s.state.locations.values()) == 0


@pytest.mark.parametrize(("card", "street"), sorted(cards.TWO_MONSTERS.items()))
def test_two_monsters_appear_in_an_innsmouth_street(card: str, street: str) -> None:
    s = town()
    setup(s, "abyss-1")
    activate(s, card)
    assert len(s.state.monsters_at(street)) == 2 and len(where(s)) == 2
    name = CAT.area_name(street).removesuffix(" Streets")
    assert f"Two monsters from the cup appear in the {name} streets." == CAT.mythos[card].summary


def test_10_an_uprising_token_on_the_deep_ones_rising_track() -> None:
    s = town()
    setup(s, "woods")
    activate(s, cards.GATHERING_STORM)
    assert tracks.value(s.game, rules.DEEP_ONES) == 1


@pytest.mark.parametrize("sealed", [False, True])
def test_11_a_monster_in_each_innsmouth_street_sawbone_alley_and_devil_reef(sealed) -> None:
    s = town()
    setup(s, "abyss-1")
    s.state.locations[DR].sealed = sealed
    activate(s, cards.INVASION)
    expected = [a for a in cards.INVADED if not (sealed and a == DR)]
    assert sorted(where(s).values()) == sorted(expected)


def test_25_the_first_player_gains_a_clue() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    activate(s, cards.SIGHTINGS)
    assert inv.clues == 1


@pytest.mark.parametrize(
    ("monster", "at", "doom"),
    [("cultist-1", "woods", 1), ("cultist-1", "outskirts", 1), ("cultist-1", "cup", 0)],
)
def test_26_a_doom_token_if_a_cultist_or_deep_one_is_on_the_board(monster, at, doom) -> None:
    s = town()
    setup(s, "abyss-1")
    put(s, "zombie-1", "woods")
    put(s, monster, at)
    activate(s, cards.SERVANTS)
    assert s.state.doom == doom


def test_26_a_deep_one_is_any_kind_named_so() -> None:
    kind = CAT.monster_kinds["cultist"].model_copy(update={"id": "deep-one-hybrid"})
    assert cards.servant(kind) and not cards.servant(CAT.monster_kinds["zombie"])


def test_29_the_first_player_draws_two_look_cards() -> None:
    s = town(AMANDA, JENNY)
    setup(s, "woods", "bank")
    activate(s, cards.SIREN)
    (drawn,) = [e for e in s.events if e.kind == "look-drawn"]
    assert drawn.investigator == AMANDA and len(drawn.cards) == 2


@pytest.mark.parametrize(("dice", "stamina"), [((1,), 3), ((5,), 5)])
def test_34_investigators_at_aquatic_locations_fight_or_lose_two(dice, stamina) -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "devil-reef", "church-green-streets")
    s.dice(*dice)
    activate(s, cards.TIDAL_WAVE)
    assert rolled(s, "Fight") == [dice]  # Amanda's Fight 2 − 1; Jenny is in a street
    assert amanda.stamina == stamina and jenny.stamina == 4


@pytest.mark.parametrize(
    ("terror", "doom_left", "awakens"),
    [(8, 5, True), (7, 2, False), (0, 1, True), (7, 3, False)],
)
def test_35_terror_eight_or_one_doom_space_left_awakens_it(terror, doom_left, awakens) -> None:
    s = town()
    setup(s, "woods")
    track = CAT.ancient_ones[s.state.ancient_one].doom_track
    s.state.terror, s.state.doom = terror, track - doom_left
    activate(s, cards.SURPRISE)
    if awakens:
        assert ended(s).cause == EndCause.OMENS and ended(s).won is None
    else:
        assert s.game.result is None


# ================================================================ ENVIRONMENTS


def test_03_no_clue_appears_from_mythos_cards_while_in_play() -> None:
    s = town()
    setup(s, "woods")
    draw(s, cards.CLOSED_MOUTHS)  # its gate at Y'ha-nthlei; no clue, no movement of its own
    assert s.state.environment == cards.CLOSED_MOUTHS
    draw(s, cards.CASH)  # its clue at Devil Reef
    assert s.state.locations[DR].clues == 1 and "clue-placed" not in s.kinds()
    leave(s, cards.CLOSED_MOUTHS)
    draw(s, cards.card(16))  # its clue at Devil Reef too
    assert s.state.locations[DR].clues == 2


@pytest.mark.parametrize(
    ("card", "keyword", "other"),
    [(cards.CONJUNCTION, "overwhelming", "nightmarish"), (cards.OPPRESSIVE, "nightmarish", None)],
)
def test_05_17_every_monster_gains_the_keyword_one_higher_if_it_has_it(card, keyword, other):
    s = town()
    setup(s, "woods")
    g = s.game
    printed = {m: combat.keyword_rating(g, m, keyword) for m in ("zombie-1", "dhole-1")}
    assert printed == {"zombie-1": 0, "dhole-1": 1}
    activate(s, card)
    assert {m: combat.keyword_rating(g, m, keyword) for m in printed} == {
        "zombie-1": 1,
        "dhole-1": 2,
    }
    assert keyword in combat.keywords(g, "zombie-1")
    if other:
        assert combat.keyword_rating(g, "zombie-1", other) == 0
    leave(s, card)
    assert combat.keyword_rating(g, "zombie-1", keyword) == 0
    assert keyword not in combat.keywords(g, "zombie-1")


def test_05_a_defeated_monster_overwhelms() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    activate(s, cards.CONJUNCTION)
    put(s, "zombie-1", "woods")
    kws = combat.keywords(s.game, "zombie-1")
    s.run(lambda: combat.overwhelmed(s.game, inv, "zombie-1", kws))
    assert inv.stamina == 4


def test_17_a_passed_horror_check_still_costs_a_point_of_sanity() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    activate(s, cards.OPPRESSIVE)
    put(s, "zombie-1", "woods")
    s.dice(*[6] * 8)
    s.run(lambda: combat.combat(s.game, inv, "zombie-1"))
    assert rolled(s, "Horror") and inv.sanity == 4  # passed, then Nightmarish 1


def _curfew(s: Scenario, inv) -> None:
    hook(s, Hook.END_OF_MOVEMENT, inv)


@pytest.mark.parametrize(("card", "dice", "arrested"), [(cards.SLEEPS, 0, False), (None, 2, True)])
def test_12_no_martial_law_check_while_innsmouth_sleeps(card, dice, arrested) -> None:
    s = town()
    (inv,) = setup(s, "marsh-refinery")
    rules.mark(s.game, rules.MARTIAL_LAW)
    if card:
        activate(s, card)
    s.dice(1, 1)
    _curfew(s, inv)
    assert [len(d) for d in rolled(s, "Evade")] == ([dice] if dice else [])
    assert (inv.area == "innsmouth-jail-cell") is arrested


@pytest.mark.parametrize(("dice", "arrested"), [((4,), True), ((5,), False)])
def test_13_the_martial_law_evade_check_is_one_harder(dice, arrested) -> None:
    s = town()
    (inv,) = setup(s, "marsh-refinery")
    rules.mark(s.game, rules.MARTIAL_LAW)
    activate(s, cards.RESTLESS)
    s.dice(*dice)
    _curfew(s, inv)
    assert rolled(s, "Evade") == [dice]  # Sneak 3, the Refinery −1, the crowds −1: 1 die
    assert (inv.area == "innsmouth-jail-cell") is arrested


def test_15_lightning_strikes_someone_in_a_street_on_one_or_two() -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "woods", "church-green-streets")
    activate(s, cards.LIGHTNING)
    s.dice(2, 3)  # the storm's die, then the Stamina lost
    hook(s, Hook.UPKEEP_PHASE)
    assert jenny.stamina == 1 and jenny.area == "st-marys-hospital"
    assert amanda.stamina == 5 and amanda.area == "woods"


def test_15_the_first_player_picks_among_several_in_the_streets() -> None:
    s = town(AMANDA, JENNY)
    amanda, jenny = setup(s, "rivertown-streets", "church-green-streets")
    activate(s, cards.LIGHTNING)
    s.dice(1, 6)
    hook(s, Hook.UPKEEP_PHASE)
    assert s.game.pending().investigator == AMANDA
    assert s.pending_ids() == [f"pick:{AMANDA}", f"pick:{JENNY}"]
    s.choose(f"pick:{AMANDA}")
    assert amanda.area == "st-marys-hospital" and amanda.stamina == 1  # knocked out at 0
    assert jenny.area == "church-green-streets"


def test_15_no_strike_on_three_or_more_nor_without_the_card() -> None:
    s = town()
    (inv,) = setup(s, "church-green-streets")
    hook(s, Hook.UPKEEP_PHASE)
    assert rolled(s) == []
    activate(s, cards.LIGHTNING)
    s.dice(3)
    hook(s, Hook.UPKEEP_PHASE)
    assert inv.area == "church-green-streets" and inv.stamina == 5


def test_the_upkeep_phase_hook_runs_as_the_upkeep_phase_begins() -> None:
    s = town()
    setup(s, "church-green-streets")
    activate(s, cards.TREMBLING)
    s.dice(1)
    s.run(lambda: flow.turn(s.game))  # stops at the investigator's Upkeep (the sliders)
    assert s.state.terror == 1 and s.state.phase == Phase.UPKEEP and not s.done()
    kinds = s.kinds()
    assert kinds.index("phase-started") < kinds.index("terror-changed")


def test_20_each_monster_surge_adds_a_doom_token() -> None:
    s = town()
    setup(s, "northside-streets")
    (gate,) = open_gates(s, 1)
    s.run(lambda: mythos.surge(s.game, gate))
    assert s.state.doom == 0
    activate(s, cards.RELENTLESS)
    s.run(lambda: mythos.surge(s.game, gate))
    assert s.state.doom == 1 and len(s.state.monsters_at(gate)) == 2


def test_21_moving_into_an_aquatic_location_fight_or_lose_two() -> None:
    s = town()
    (inv,) = setup(s, "merchant-district-streets")
    activate(s, cards.SAILOR)
    hook(s, Hook.UPKEEP_START, inv)
    inv.area = "river-docks"  # aquatic with Innsmouth on the table
    s.dice(1)
    hook(s, Hook.END_OF_MOVEMENT, inv)
    assert rolled(s, "Fight") == [(1,)] and inv.stamina == 3
    hook(s, Hook.UPKEEP_START, inv)  # next turn, staying put at the docks: no check
    hook(s, Hook.END_OF_MOVEMENT, inv)
    assert rolled(s) == [] and inv.stamina == 3
    inv.area = "merchant-district-streets"  # ending in a street: no check
    hook(s, Hook.END_OF_MOVEMENT, inv)
    assert rolled(s) == []
    leave(s, cards.SAILOR)
    assert not [m for m in s.state.marks if m.startswith(cards.SAILOR)]


@pytest.mark.parametrize(("dice", "stamina"), [((4,), 3), ((6,), 5)])
def test_21_coming_back_through_a_gate_to_an_aquatic_location(dice, stamina) -> None:
    s = town()
    (inv,) = setup(s, "unvisited-isle")
    activate(s, cards.SAILOR)
    s.dice(*dice)
    hook(s, Hook.RETURNED, inv)
    assert inv.stamina == stamina


def test_21_nothing_while_another_environment_is_in_play() -> None:
    s = town()
    (inv,) = setup(s, "falcon-point")
    hook(s, Hook.END_OF_MOVEMENT, inv)
    hook(s, Hook.RETURNED, inv)
    assert rolled(s) == []


def test_24_the_first_to_close_a_gate_is_blessed_and_the_card_goes() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    activate(s, cards.WATCHED)
    first, second = open_gates(s, 2)
    s.run(lambda: board.close_gate(s.game, inv, first, seal=False))
    assert inv.holds("blessing") and s.state.environment is None
    assert s.state.decks["mythos"][-1] == cards.WATCHED
    inv.possessions.clear()
    s.run(lambda: board.close_gate(s.game, inv, second, seal=True))
    assert not inv.holds("blessing")


def test_28_no_train_or_bus_between_towns_while_the_line_is_out() -> None:
    s = town()
    (inv,) = setup(s, "train-station")
    inv.money, inv.movement_points = 5, 2
    assert [c.id for c in flow.rail_choices(s.game, inv)] == ["rail:bus-service"]
    activate(s, cards.RAILS)
    assert flow.rail_choices(s.game, inv) == []
    leave(s, cards.RAILS)
    assert flow.rail_choices(s.game, inv)


def test_30_every_street_is_an_aquatic_location_and_aquatic_monsters_leap_from_it(
    monkeypatch,
) -> None:
    s = town()
    setup(s, "falcon-point")
    fact = s.game.cat.monster_kinds["zombie"]
    monkeypatch.setitem(
        s.game.cat.monster_kinds, "zombie", fact.model_copy(update={"movement": "aquatic"})
    )
    g = s.game
    assert not board.aquatic_location(g, "rivertown-streets")
    zombie = put(s, "zombie-1", "rivertown-streets")
    activate(s, cards.FLOODED)
    assert board.aquatic_location(g, "rivertown-streets") and board.aquatic_location(g, SAWBONE)
    assert not board.aquatic_location(g, "woods")
    s.run(lambda: mythos.move_monsters(g, ["moon"], []))
    assert s.state.monsters[zombie] == "falcon-point"


SAWBONE = "sawbone-alley"


@pytest.mark.parametrize(("die", "terror"), [(1, 1), (2, 0)])
def test_31_one_movement_point_fewer_and_the_earth_shakes_on_a_one(die, terror) -> None:
    s = town()
    (inv,) = setup(s, "woods")
    points = flow.movement_points(s.game, inv)
    activate(s, cards.TREMBLING)
    assert flow.movement_points(s.game, inv) == points - 1
    s.dice(die)
    hook(s, Hook.UPKEEP_PHASE)
    assert s.state.terror == terror


def test_32_one_more_open_gate_to_awaken_and_the_usual_count_as_it_leaves() -> None:
    s = town()
    setup(s, "woods")
    usual = board.gate_limit(s.game)
    activate(s, cards.VEIL_STRONG)
    assert board.gate_limit(s.game) == usual + 1
    open_gates(s, usual - 1)
    s.game.stack_deck("mythos", [cards.card(16)])  # a gate at the Order: the usual count
    s.run(lambda: mythos.phase(s.game))
    assert s.game.result is None and len(s.state.open_gates()) == usual
    leave(s, cards.VEIL_STRONG)
    assert ended(s).cause == EndCause.TOO_MANY_GATES


def test_33_one_more_elder_sign_to_win_and_the_usual_count_as_it_leaves() -> None:
    s = town()
    setup(s, "woods")
    activate(s, cards.VEIL_WEAK)
    assert board.seals_to_win(s.game) == 7
    for loc in [loc for loc, f in CAT.locations.items() if not f.stable][:6]:
        s.state.locations[loc].sealed = True
    s.run(lambda: board.check_victory(s.game))
    assert s.game.result is None
    leave(s, cards.VEIL_WEAK)
    assert ended(s).cause == EndCause.SIX_SEALS and ended(s).won


def test_36_magical_weapons_are_one_weaker() -> None:
    s = town()
    (inv,) = setup(s, "woods")
    g = s.game
    knife = give(s, inv, "enchanted-knife")  # magical +3
    revolver = give(s, inv, "38-revolver")  # physical +3
    fight = combat.Fight("zombie-1", held=[knife, revolver])
    assert combat.weapon_bonus(g, inv, fight, []) == 6
    activate(s, cards.WEAKENED)
    assert combat.weapon_bonus(g, inv, fight, []) == 5
    leave(s, cards.WEAKENED)
    assert combat.weapon_bonus(g, inv, fight, []) == 6


# ================================================================ RUMORS


def test_19_two_doom_tokens_in_place_of_a_gate_even_when_kept_out() -> None:
    s = town()
    setup(s, "woods")
    draw(s, cards.PLANS)
    assert s.state.doom == 2 and s.state.rumor == cards.PLANS and not s.state.open_gates()
    s.state.rumor = "mythos-59"  # another rumor holds the stage
    draw(s, cards.PLAGUE)
    assert s.state.doom == 4 and s.state.rumor == "mythos-59"


@pytest.mark.parametrize(("die", "risen"), [(2, 1), (3, 0)])
def test_19_the_deep_ones_rise_on_one_or_two_each_later_mythos_phase(die, risen) -> None:
    s = town()
    setup(s, "woods")
    activate(s, cards.PLANS)
    s.dice(die)
    later_mythos(s)
    assert tracks.value(s.game, rules.DEEP_ONES) == risen


def test_19_a_full_feds_raid_passes_it() -> None:
    s = town()
    setup(s, "woods")
    activate(s, cards.PLANS)
    g = s.game
    s.state.tracks[rules.DEEP_ONES] = 3
    for group, n in (("church-green", 2), ("factory-district", 2), ("innsmouth-shore", 2)):
        s.run(lambda group=group, n=n: tracks.fill_group(g, rules.FEDS, group, n))
    assert "rumor-passed" in s.kinds() and s.state.rumor is None
    assert tracks.value(g, rules.DEEP_ONES) == 0  # the raid resolved first
    assert s.state.decks["mythos"][-1] == cards.PLANS


def test_27_each_later_mythos_phase_the_first_player_draws_a_look_card() -> None:
    s = town(AMANDA, JENNY)
    setup(s, "woods", "bank")
    activate(s, cards.PLAGUE)
    deck = s.state.decks[look.LOOK_DECK]
    deck[:] = [h for h in deck if CAT.deck_cards[card_of(h)].effect != look.THE_LOOK]
    later_mythos(s)
    (drawn,) = [e for e in s.events if e.kind == "look-drawn"]
    assert drawn.investigator == AMANDA and len(drawn.cards) == 1 and not drawn.look
    assert s.state.rumor == cards.PLAGUE


def test_27_anyone_showing_the_look_fails_it() -> None:
    s = town(AMANDA, JENNY)
    _, jenny = setup(s, "woods", "bank")
    activate(s, cards.PLAGUE)
    s.run(lambda: look.draw_look(s.game, jenny, 10))  # the Look always shows among all ten
    assert jenny.status == "devoured"
    assert "rumor-failed" in s.kinds() and s.state.rumor is None


def _offer_upkeep(s: Scenario, inv) -> None:
    s.run(lambda: windows.offer(s.game, "upkeep", inv, {}, "Upkeep: use an ability?"))


def test_27_two_spells_discarded_in_the_church_green_streets_pass_it() -> None:
    s = town()
    (inv,) = setup(s, "church-green-streets")
    activate(s, cards.PLAGUE)
    spells = [give(s, inv, spell) for spell in ("wither", "shrivelling", "heal")]
    use = f"use:mythos:{cards.PLAGUE}"
    _offer_upkeep(s, inv)
    s.choose(use)
    assert set(s.pending_ids()) == {f"discard:{h}" for h in spells}
    s.choose(f"discard:{spells[0]}", f"discard:{spells[2]}")
    assert [p.handle for p in inv.possessions] == [spells[1]]
    assert s.state.rumor is None and "rumor-passed" in s.kinds()


def test_27_the_pass_needs_two_spells_in_the_church_green_streets() -> None:
    s = town()
    (inv,) = setup(s, "church-green-streets")
    activate(s, cards.PLAGUE)
    give(s, inv, "wither")
    use = f"use:mythos:{cards.PLAGUE}"
    _offer_upkeep(s, inv)
    assert use not in s.pending_ids()
    give(s, inv, "heal")
    inv.area = "factory-district-streets"
    _offer_upkeep(s, inv)
    assert use not in s.pending_ids()


def test_rules_lines_name_no_printed_mechanic_we_did_not_build() -> None:
    """Every rules line is one of ours (a sentence or more, a real minus sign)."""
    for fact in CARDS.values():
        assert fact.summary.endswith((".", ")")) and not re.search(r"(?<![\w−])-\d", fact.summary)


def test_the_veil_cards_leaving_at_the_awakening_end_nothing() -> None:
    """Both veil environments leave play as the final battle begins; their "at once" checks
    then must not end the game (a bot game stopped here before the fix)."""
    from arkham.engine import mythos as engine_mythos
    from arkham.engine.game import Game, Setup
    from arkham.engine.state import FinalBattle
    from arkham.expansions.innsmouth import mythos_cards as cards

    for card in (cards.VEIL_STRONG, cards.VEIL_WEAK):
        g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), "veil")
        g.state.environment = card
        g.state.final_battle = FinalBattle(doom_tokens=3)
        places = list(g.state.locations)
        for loc in places[:8]:  # enough open gates to awaken, enough seals to win
            g.state.locations[loc].gate = g.state.gate_stack.pop()
        for loc in places[8:16]:
            g.state.locations[loc].sealed = True
        g.run(lambda g=g, card=card: engine_mythos.leave_play(g, card))
        assert g.result is None and g.state.environment is None
