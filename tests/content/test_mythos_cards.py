"""The mythos cards' own text (``arkham/content/mythos_cards.py``): a scenario per headline,
environment and rumor with forced dice, and the summaries the player reads checked against
what the code does (modifiers, monster stats and markers parsed from the summary). The summary
checks cover the cards of every shipped expansion too, each played with its expansion on the
table (Innsmouth's scenarios: ``tests/expansions/innsmouth/test_mythos_cards.py``)."""

from __future__ import annotations

import re

import pytest

from arkham.catalog import Role, load_catalog
from arkham.content import mythos_cards
from arkham.engine import board, checks, combat, effects, flow, mythos, windows
from arkham.engine.names import EndCause, Phase
from arkham.engine.state import FinalBattle, card_of
from arkham.engine.text import describe
from arkham.modules import modules_for, shipped_expansions
from tests.kit import answer, bare, clear_board, ended, give, place_gate, put

CAT = load_catalog()
SHIPPED = shipped_expansions()
ALL = load_catalog(tuple(m.data for m in modules_for(SHIPPED)[1:]))
"""The base deck and every shipped expansion's cards: the summary checks hold them all."""
AMANDA, JENNY, DARRELL = "amanda-sharpe", "jenny-barnes", "darrell-simmons"
THREE = [AMANDA, JENNY, DARRELL]
# Bare, sliders at 1/1/1 — Amanda: Speed 2, Sneak 3, Fight 2, Will 3, Lore 2, Luck 3 (Sanity 5,
# Stamina 5). Jenny: Sneak 3, Will 4, Luck 4 (Sanity 6, Stamina 4).

OWN_TEXT = [c for c, f in sorted(ALL.mythos.items()) if f.type != "special"]
ONGOING = [c for c, f in sorted(ALL.mythos.items()) if f.type in ("environment", "rumor")]


def played_with(card: str) -> tuple[str, ...]:
    """The expansions a card is played with: none for the base deck's, else every shipped one."""
    return () if card in CAT.mythos else SHIPPED


# ---------------------------------------------------------------- helpers


def setup(s, *areas: str):
    """Every investigator bare, at the given areas (in seat order); the board empty."""
    clear_board(s)
    invs = [bare(s, i) for i in range(len(s.state.investigators))]
    for inv, area in zip(invs, areas):
        inv.area = area
    return invs


def activate(s, card: str) -> None:
    """The card's ability, as step 4 of the Mythos phase (the card out of the deck first)."""
    s.state.decks["mythos"].remove(card)
    s.run(lambda: mythos.activate(s.game, card))


def later_mythos(s) -> None:
    """The ongoing cards' effect in a later Mythos phase."""
    s.run(lambda: mythos.ongoing(s.game, None))


def leave(s, card: str) -> None:
    s.run(lambda: mythos.leave_play(s.game, card))


def rolled(s, purpose: str | None = None) -> list[tuple[int, ...]]:
    return [
        e.dice
        for e in s.events
        if e.kind == "dice-rolled" and (purpose is None or e.purpose == purpose)
    ]


def dice_for(s, inv, kind: str) -> int:
    """How many dice a check of ``kind`` rolls now (forced sixes, no Clues to spend)."""
    s.dice(*[6] * 12)
    s.run(lambda: checks.check(s.game, inv, kind))
    s.state.rng.forced_dice.clear()
    return len(rolled(s)[0])


def where(s) -> dict[str, str]:
    return {m: w for m, w in s.state.monsters.items() if w not in ("cup", "box")}


ALL_DIMENSIONS = sorted({k.dimension for k in CAT.monster_kinds.values()})


def offer_upkeep(s, inv) -> None:
    s.run(lambda: windows.offer(s.game, "upkeep", inv, {}, "Upkeep: use an ability?"))


# ================================================================ registry and summaries


def test_every_card_with_text_has_a_behaviour_and_a_summary():
    assert len(OWN_TEXT) == 66 + 36  # the base deck's and Innsmouth's
    for card in OWN_TEXT:
        assert card in mythos.BEHAVIOURS, card
        assert ALL.mythos[card].summary.strip(), card
    assert "mythos-63" not in mythos.BEHAVIOURS  # the reshuffle card is the engine's
    assert CAT.mythos["mythos-63"].summary


def test_summaries_fit_the_card():
    for card in ALL.mythos.values():
        assert len(card.summary) <= 480, card.id
        assert "-1" not in card.summary and "+-" not in card.summary, card.id  # a real minus


def test_environments_say_what_they_do_each_later_mythos_phase():
    for card in ONGOING:
        behaviour = mythos.BEHAVIOURS[card]
        says = "Each later Mythos phase" in ALL.mythos[
            card
        ].summary or "each later Mythos phase" in (ALL.mythos[card].summary)
        assert says == (behaviour.end_of_mythos is not None), card


def test_rumors_state_a_track_a_pass_and_a_fail():
    for card in ONGOING:
        if ALL.mythos[card].type == "rumor":
            text = ALL.mythos[card].summary
            assert "Track:" in text and "Pass:" in text and "Fail:" in text, card


# ---- the summary's modifiers, parsed, against the code

SIGN = r"([+−])(\d)"
CHECK_RE = re.compile(
    SIGN + r" to (all|[A-Z][a-z]+(?: and [A-Z][a-z]+)*) checks"
    r"(?: (in street areas|in Other Worlds|in Arkham|in [A-Z][^.;,]*?|at [^.;,]*?))?(?=[.;,(]|$)"
)
MOVE_RE = re.compile(SIGN + r" movement points?(?: (in street areas|in Other Worlds))?")
SEAL_RE = re.compile(r"sealing a gate costs (\d) (more|fewer) Clues?", re.IGNORECASE)
CLOSE_RE = re.compile(r"closing a gate needs (\d) more success", re.IGNORECASE)
STAT_NAMES = "awareness|horror rating|horror damage|combat rating|combat damage|toughness"
MONSTER_RE = re.compile(
    r"(?:^|[:;.,] +)([A-Za-z][\w' -]*?(?:, [A-Za-z][\w' -]*?)*) (?:has|have) ("
    + STAT_NAMES
    + r") "
    + SIGN
)
DRAW_RE = re.compile(
    r"at (?:the )?([\w' ]+?) draw (\d) extra cards? when drawing (Common Items|Unique Items)"
)
CLOSED_RE = re.compile(r"Closed: ([^.]+)\.")
ACTIVITY_RE = re.compile(r"Activity: (?:the )?(.+?) —")
PASS_AT_RE = re.compile(r"Pass: [^.]*?an investigator at (?:the )?([\w' ]+?) may")

KEYS = [
    *checks.BASE_SKILL,
    "check",
    "movement",
    "max-sanity",
    "max-stamina",
    "sanity-loss",
    "stamina-loss",
    "seal-cost",
    "close-difficulty",
    "dice-per-clue",
    "no-appear",
    "location-cards",
    "gate-cards",
    "any-gate",
    "draw-extra:common",
    "draw-extra:unique",
    "draw-extra:spell",
    "draw-extra:skill",
]
ELSEWHERE = ["abyss-1", "celaeno-2"]
"""Other World areas the modifiers are read at, besides every town area of the game."""


def _location(name: str) -> str:
    name = name.strip()
    name = name[4:] if name.lower().startswith("the ") else name
    for loc in ALL.locations.values():
        if loc.name.lower().removeprefix("the ") == name.lower():
            return loc.id
    raise AssertionError(f"no location named {name!r}")


def _scope(scope: str | None):
    if scope is None:
        return lambda area: True
    if scope == "in street areas":
        return lambda area: area in ALL.streets
    if scope == "in Other Worlds":
        return lambda area: area in ALL.world_of_area
    if scope == "in Arkham":
        return lambda area: area in ALL.town_of  # every town's areas, its Jail Cell too
    if scope.startswith("in "):
        name = scope[3:].rstrip(".")
        nb = next(n for n in ALL.neighbourhoods.values() if n.name.rstrip(".") == name)
        return lambda area: (
            area == ALL.street_of[nb.id]
            or (area in ALL.locations and ALL.locations[area].neighbourhood == nb.id)
        )
    loc = _location(scope.removeprefix("at "))
    return lambda area: area == loc


def _kinds(selector: str):
    sel = selector.strip().lower()
    if sel == "monsters":
        return lambda k: True
    if sel == "undead monsters":
        return lambda k: "undead" in k.abilities
    if sel == "flying monsters":
        return lambda k: k.movement == "flying"
    sel = sel.removeprefix("the ")

    def named(k) -> bool:
        name = k.name.lower().removeprefix("the ")
        return sel in (name, name + "s", name + "es")

    assert any(named(k) for k in ALL.monster_kinds.values()), selector
    return named


def expected(summary: str):
    """(modifier expectations [(key, amount, area test)], monster [(stat, amount, kinds)],
    closed locations, activity locations) as the summary states them."""
    mods, monster = [], []
    for sign, n, names, scope in CHECK_RE.findall(summary):
        amount = int(n) * (1 if sign == "+" else -1)
        test = _scope(scope or None)
        for name in names.split(" and "):
            mods.append(("check" if name == "all" else name.lower(), amount, test))
    for sign, n, scope in MOVE_RE.findall(summary):
        mods.append(("movement", int(n) * (1 if sign == "+" else -1), _scope(scope or None)))
    for n, more in SEAL_RE.findall(summary):
        mods.append(("seal-cost", int(n) * (1 if more == "more" else -1), _scope(None)))
    for (n,) in CLOSE_RE.findall(summary):
        mods.append(("close-difficulty", int(n), _scope(None)))
    for loc, n, deck in DRAW_RE.findall(summary):
        key = "draw-extra:common" if deck == "Common Items" else "draw-extra:unique"
        mods.append((key, int(n), _scope(f"at {loc}")))
    for selectors, stat, sign, n in MONSTER_RE.findall(summary):
        amount = int(n) * (1 if sign == "+" else -1)
        for selector in re.split(r", | and ", selectors):
            monster.append((stat.replace(" ", "-"), amount, _kinds(selector)))
    closed = set()
    for names in CLOSED_RE.findall(summary):
        closed |= {_location(x) for x in re.split(r", | and ", names)}
    activity = {_location(x) for x in ACTIVITY_RE.findall(summary)}
    activity |= {_location(x) for x in PASS_AT_RE.findall(summary)}
    return mods, monster, closed, activity


def _modifiers(s, inv) -> dict[tuple[str, str], int]:
    out = {}
    g = s.game
    for area in [*g.cat.connections, *g.cat.areas_with_role(Role.JAIL), *ELSEWHERE]:
        inv.area = area
        for key in KEYS:
            out[area, key] = windows.modifier(s.game, inv, key)
    return out


def _monster_stats(s) -> dict[tuple[str, str], int]:
    first = {}
    for marker in CAT.monster_markers:
        first.setdefault(CAT.kind_of_marker[marker], marker)
    stats = ("awareness", "horror-rating", "horror-damage", "combat-rating", "combat-damage")
    return {
        (kind, stat): combat.stat(s.game, marker, stat)
        for kind, marker in first.items()
        for stat in (*stats, "toughness")
    }


@pytest.mark.parametrize("card", ONGOING)
def test_the_summary_states_every_modifier_monster_change_and_marker(scenario, card):
    s = scenario([AMANDA], expansions=played_with(card))
    (inv,) = setup(s, "abyss-1")
    mods, monster, closed, activity = expected(ALL.mythos[card].summary)
    base, base_stats = _modifiers(s, inv), _monster_stats(s)
    inv.area = "abyss-1"
    activate(s, card)
    assert card in (s.state.environment, s.state.rumor)
    now, stats = _modifiers(s, inv), _monster_stats(s)
    for (area, key), value in now.items():
        want = sum(a for k, a, test in mods if k == key and test(area))
        assert value - base[area, key] == want, (card, area, key)
    for (kind, stat), value in stats.items():
        want = sum(a for st, a, kinds in monster if st == stat and kinds(ALL.monster_kinds[kind]))
        assert value - base_stats[kind, stat] == want, (card, kind, stat)
    locs = s.state.locations
    assert {loc for loc, ls in locs.items() if ls.closed_by == card} == closed
    assert {loc for loc, ls in locs.items() if card in ls.activity} == activity
    # Gone with the card.
    leave(s, card)
    assert _modifiers(s, inv) == base
    assert _monster_stats(s) == base_stats
    assert not any(ls.closed_by == card or card in ls.activity for ls in locs.values())
    assert s.state.decks["mythos"][-1] == card


def test_the_parser_reads_the_phrases_it_is_meant_to():
    mods, monster, closed, activity = expected(
        "While in play: +1 to Lore checks in Miskatonic U. −1 to Will and Luck checks; "
        "+1 to all checks in Other Worlds. Undead monsters have toughness +1. "
        "Closed: Ma's Boarding House and South Church. Activity: the Library — x. "
        "Cultists, Warlocks and Witches have awareness −1."
    )
    assert [(k, a) for k, a, _ in mods] == [("lore", 1), ("will", -1), ("luck", -1), ("check", 1)]
    assert mods[0][2]("library") and not mods[0][2]("woods")
    assert mods[3][2]("abyss-1") and not mods[3][2]("woods")
    assert [(st, a) for st, a, _ in monster] == [("toughness", 1), *[("awareness", -1)] * 3]
    assert [kinds(CAT.monster_kinds["witch"]) for _, _, kinds in monster] == [
        False,
        False,
        False,
        True,
    ]
    assert closed == {"mas-boarding-house", "south-church"} and activity == {"library"}


# ================================================================ the reshuffle card


def test_the_reshuffle_card_shuffles_the_deck_and_a_card_is_drawn_in_its_place(scenario):
    s = scenario()
    s.game.stack_deck("mythos", ["mythos-63"])
    size = len(s.state.decks["mythos"])
    drawn = mythos.draw_card(s.game)
    assert drawn != "mythos-63"
    assert CAT.mythos[drawn].type != "special"
    assert "mythos-63" in s.state.decks["mythos"]
    assert len(s.state.decks["mythos"]) == size - 1
    assert [e.card for e in s.game.events if e.kind == "mythos"][-1:] == ["mythos-63"]


# ================================================================ HEADLINES


@pytest.mark.parametrize(("dice", "blessed"), [((5, 1), True), ((1, 1), False)])
def test_03_a_quiet_night_blesses_whoever_passes_luck_minus_one(scenario, dice, blessed):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "abyss-1")
    s.dice(*dice, 1, 1, 1)  # Amanda: Luck 3 − 1; then Jenny (in another world): Luck 4 − 1
    activate(s, "mythos-03")
    assert rolled(s, "Luck")[0] == dice
    assert amanda.holds("blessing") == blessed
    assert not jenny.holds("blessing")
    assert s.state.decks["mythos"][-1] == "mythos-03"


def test_05_the_tempest_clears_the_sky_and_the_outskirts(scenario):
    s = scenario()
    setup(s, "woods")
    put(s, "byakhee-1", "sky")
    put(s, "cultist-1", "outskirts")
    put(s, "zombie-1", "rivertown-streets")
    activate(s, "mythos-05")
    assert where(s) == {"zombie-1": "rivertown-streets"}


@pytest.mark.parametrize(
    ("card", "kinds", "stays"),
    [
        ("mythos-06", ("gug-1", "nightgaunt-1"), "zombie-1"),
        ("mythos-24", ("dark-young-1", "dark-young-2"), "zombie-1"),
        ("mythos-46", ("dimensional-shambler-1", "hound-of-tindalos-1"), "zombie-1"),
        ("mythos-53", ("chthonian-1", "dhole-1"), "gug-1"),
    ],
)
def test_kinds_return_to_the_cup_and_raise_terror_if_any_did(scenario, card, kinds, stays):
    s = scenario()
    setup(s, "abyss-1")
    put(s, kinds[0], "black-cave")
    put(s, kinds[1], "outskirts")
    put(s, stays, "woods")
    activate(s, card)
    assert where(s) == {stays: "woods"}
    assert s.state.terror == 1


@pytest.mark.parametrize("card", ["mythos-06", "mythos-24", "mythos-46", "mythos-53"])
def test_no_terror_when_none_of_the_kinds_is_out(scenario, card):
    s = scenario()
    setup(s, "abyss-1")
    put(s, "zombie-1", "woods")
    activate(s, card)
    assert where(s) == {"zombie-1": "woods"}
    assert s.state.terror == 0


def test_09_the_jail_opens_and_no_arrests_until_the_next_mythos_phase(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "jail", "easttown-streets")
    amanda.delayed = True
    amanda.money, jenny.money = 4, 10
    s.state.turn, s.state.phase = 3, Phase.MYTHOS
    activate(s, "mythos-09")
    assert amanda.area == "police-station" and not amanda.delayed and amanda.money == 4
    assert rolled(s) == []  # no check of any kind
    s.state.turn, s.state.phase = 4, Phase.ARKHAM
    s.run(lambda: board.arrested(s.game, jenny))
    assert jenny.area == "easttown-streets" and jenny.money == 10
    (spared,) = [e for e in s.events if e.kind == "arrest-prevented"]
    assert spared.investigator == jenny.id
    assert describe(s.game, spared) == "Jenny Barnes is not arrested: no one can be arrested now."
    s.state.phase = Phase.MYTHOS  # the next Mythos phase: the police are back
    s.run(lambda: board.arrested(s.game, jenny))
    assert jenny.area == "jail" and jenny.money == 5
    assert "arrest-prevented" not in s.kinds()


@pytest.mark.parametrize(("card", "nb"), sorted(mythos_cards.NEIGHBOURHOOD_CLEARANCES.items()))
def test_neighbourhood_clearances_return_its_monsters_to_the_cup(scenario, card, nb):
    s = scenario()
    setup(s, "abyss-1")
    street = CAT.street_of[nb]
    loc = next(loc.id for loc in CAT.locations.values() if loc.neighbourhood == nb)
    other = "uptown-streets" if nb != "uptown" else "northside-streets"
    put(s, "zombie-1", street)
    put(s, "zombie-2", loc)
    put(s, "zombie-3", other)
    put(s, "byakhee-1", "sky")
    activate(s, card)
    assert where(s) == {"zombie-3": other, "byakhee-1": "sky"}
    summary = CAT.mythos[card].summary
    assert CAT.neighbourhoods[nb].name in summary and "returns to the cup" in summary


def test_12_the_blackout_closes_the_shops_until_the_next_mythos_phase(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, _ = setup(s, "general-store", "rivertown-streets")
    activate(s, "mythos-12")
    shops = ("general-store", "curiositie-shoppe", "ye-olde-magick-shoppe")
    assert all(s.state.locations[loc].closed for loc in shops)
    assert amanda.area == "rivertown-streets"
    assert rolled(s) == []
    s.game.stack_deck("mythos", ["mythos-19"])
    s.run(lambda: mythos.phase(s.game))  # the next Mythos phase opens them again
    assert not any(s.state.locations[loc].closed for loc in shops)


def test_19_terror_rises_by_one(scenario):
    s = scenario()
    setup(s, "woods")
    activate(s, "mythos-19")
    assert s.state.terror == 1


def test_20_street_monsters_return_to_the_cup(scenario):
    s = scenario()
    setup(s, "abyss-1")
    put(s, "zombie-1", "rivertown-streets")
    put(s, "zombie-2", "uptown-streets")
    put(s, "zombie-3", "woods")
    put(s, "byakhee-1", "sky")
    activate(s, "mythos-20")
    assert where(s) == {"zombie-3": "woods", "byakhee-1": "sky"}


MERCHANT_STREETS = "merchant-district-streets"


def test_21_the_parade_closes_the_merchant_district_streets_to_newcomers(scenario):
    s = scenario([AMANDA, JENNY, DARRELL])
    amanda, jenny, darrell = setup(s, MERCHANT_STREETS, "river-docks", "northside-streets")
    put(s, "zombie-1", MERCHANT_STREETS)
    activate(s, "mythos-21")
    assert s.state.closed_streets == {MERCHANT_STREETS: "mythos-21"}
    assert board.closed(s.game, MERCHANT_STREETS)
    # Whoever is there stays, and may leave.
    assert amanda.area == MERCHANT_STREETS and s.state.monsters["zombie-1"] == MERCHANT_STREETS
    assert "northside-streets" in board.paths_from(s.game, MERCHANT_STREETS, 2)
    # No one enters: not on foot (nor through it), not back from Lost in Time and Space.
    assert board.paths_from(s.game, "river-docks", 3) == {}
    northside = board.paths_from(s.game, "northside-streets", 2)
    assert MERCHANT_STREETS not in northside and "river-docks" not in northside
    darrell.area = "lost"
    s.run(lambda: flow.return_from_lost(s.game, darrell))
    assert f"move:{MERCHANT_STREETS}" not in s.pending_ids()
    s.choose("move:woods")
    # No monster moves or swoops in.
    amanda.area = "abyss-1"
    put(s, "cultist-1", "miskatonic-u-streets")  # its white arrow leads into the closed street
    put(s, "byakhee-1", "sky")
    jenny.area = MERCHANT_STREETS  # only she is in a street by the Sky
    s.run(lambda: mythos.move_monsters(s.game, ["moon", "circle"], []))
    assert s.state.monsters["cultist-1"] == "miskatonic-u-streets"
    assert s.state.monsters["byakhee-1"] == "sky"
    assert rolled(s) == []


def test_21_the_merchant_district_streets_open_again_in_the_next_mythos_phase(scenario):
    s = scenario()
    setup(s, "river-docks")
    activate(s, "mythos-21")
    s.game.stack_deck("mythos", ["mythos-19"])
    s.run(lambda: mythos.phase(s.game))
    assert s.state.closed_streets == {}
    assert MERCHANT_STREETS in board.paths_from(s.game, "river-docks", 1)
    assert "closed_streets" not in s.state.model_dump()  # saved as before the card


@pytest.mark.parametrize(("card", "street"), sorted(mythos_cards.TWO_MONSTERS.items()))
def test_two_monsters_appear_in_the_streets(scenario, card, street):
    s = scenario()
    setup(s, "abyss-1")
    activate(s, card)
    assert len(s.state.monsters_at(street)) == 2
    assert len(where(s)) == 2


def test_two_monsters_go_to_the_outskirts_at_the_monster_limit(scenario):
    s = scenario()
    setup(s, "abyss-1")
    limit = board.monster_limit(s.game)
    for marker in sorted(s.state.monsters)[-limit:]:
        put(s, marker, "woods")
    activate(s, "mythos-23")
    assert s.state.monsters_at("merchant-district-streets") == []
    assert len(s.state.monsters_at("outskirts")) == 2


@pytest.mark.parametrize(("dice", "cursed"), [((1, 1), True), ((5, 1), False)])
def test_30_the_first_player_luck_minus_one_or_cursed(scenario, dice, cursed):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "woods")
    s.dice(*dice)  # Amanda (first player): Luck 3 − 1
    activate(s, "mythos-30")
    assert rolled(s, "Luck") == [dice]
    assert amanda.holds("curse") == cursed and not jenny.holds("curse")


def test_33_monsters_at_locations_return_to_the_cup_street_monsters_stay(scenario):
    s = scenario()
    setup(s, "abyss-1")
    put(s, "zombie-1", "woods")
    put(s, "zombie-2", "general-store")
    put(s, "ghoul-1", "uptown-streets")
    put(s, "byakhee-1", "sky")
    activate(s, "mythos-33")
    assert where(s) == {"ghoul-1": "uptown-streets", "byakhee-1": "sky"}


def test_35_elder_thing_trophies_come_back_at_the_river_docks(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "woods", "abyss-1")
    board.monster_trophy(s.game, amanda, "elder-thing-1")
    board.monster_trophy(s.game, amanda, "zombie-1")
    board.monster_trophy(s.game, jenny, "elder-thing-2")
    activate(s, "mythos-35")
    assert s.state.monsters_at("river-docks") == ["elder-thing-1", "elder-thing-2"]
    assert s.state.monsters["zombie-1"] == "trophy:amanda-sharpe"
    assert amanda.monster_trophies == ["zombie-1"] and jenny.monster_trophies == []


def test_36_the_lost_come_home_at_once(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "lost", "woods")
    amanda.delayed = True
    activate(s, "mythos-36")
    assert s.game.pending().investigator == amanda.id
    assert "move:newspaper" in s.pending_ids()
    s.choose("move:newspaper")
    assert s.done()
    assert amanda.area == "newspaper" and not amanda.delayed
    assert jenny.area == "woods"


def test_51_the_university_closes_until_the_next_mythos_phase(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "science-building", "library")
    activate(s, "mythos-51")
    campus = ("administration", "library", "science-building")
    assert all(s.state.locations[loc].closed for loc in campus)
    assert amanda.area == jenny.area == "miskatonic-u-streets"
    assert rolled(s) == []
    s.game.stack_deck("mythos", ["mythos-19"])
    s.run(lambda: mythos.phase(s.game))
    assert not any(s.state.locations[loc].closed for loc in campus)


def test_52_the_power_flux_pulls_travellers_back_through_their_gates(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "abyss-2", "celaeno-1")
    place_gate(s, "woods", "abyss")
    activate(s, "mythos-52")
    assert amanda.area == "woods" and amanda.explored
    assert jenny.area == "celaeno-1" and not jenny.explored  # no gate to Celaeno: she stays


@pytest.mark.parametrize(("dice", "caught"), [((1, 1), True), ((5, 1), False)])
def test_55_the_roadhouse_closes_and_whiskey_holders_are_searched(scenario, dice, caught):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "woods", "hibbs-roadhouse")
    handle = give(s, amanda, "whiskey")
    s.dice(*dice)  # Amanda's Sneak 3 − 1; Jenny holds no Whiskey and is not searched
    activate(s, "mythos-55")
    assert rolled(s, "Sneak") == [dice]
    assert s.state.locations["hibbs-roadhouse"].closed
    assert jenny.area == "easttown-streets"
    assert amanda.holds("whiskey") != caught
    assert (handle in s.state.decks["common"]) == caught
    assert (amanda.area == "jail") == caught
    s.game.stack_deck("mythos", ["mythos-19"])
    s.run(lambda: mythos.phase(s.game))
    assert not s.state.locations["hibbs-roadhouse"].closed


def test_a_headline_in_a_full_mythos_phase(scenario):
    s = scenario()
    setup(s, "rivertown-streets")
    s.game.stack_deck("mythos", ["mythos-19"])
    s.run(lambda: mythos.phase(s.game))
    assert s.done()
    assert s.state.terror == 1 and s.state.doom == 1  # its gate at the Graveyard, and terror
    assert s.state.decks["mythos"][-1] == "mythos-19"


# ================================================================ ENVIRONMENTS

CHECK_MODS = [
    # card, investigator's area, check, dice change
    ("mythos-02", "library", "lore", 0),
    ("mythos-04", "rivertown-streets", "sneak", 1),
    ("mythos-04", "woods", "will", -1),
    ("mythos-04", "abyss-1", "will", 0),
    ("mythos-07", "woods", "sneak", 1),
    ("mythos-07", "jail", "luck", -1),
    ("mythos-07", "abyss-1", "luck", 0),
    ("mythos-08", "woods", "spell", 0),
    ("mythos-26", "woods", "luck", 0),
    ("mythos-27", "rivertown-streets", "fight", -1),
    ("mythos-27", "general-store", "lore", 1),
    ("mythos-27", "abyss-1", "fight", 0),
    ("mythos-38", "abyss-1", "luck", 0),
    ("mythos-44", "woods", "sneak", 1),
    ("mythos-44", "woods", "speed", -1),
    ("mythos-44", "woods", "combat", 0),
    ("mythos-54", "woods", "will", 1),
    ("mythos-54", "woods", "sneak", -1),
    ("mythos-57", "woods", "horror", 0),
    ("mythos-25", "woods", "lore", 0),
    ("mythos-62", "woods", "spell", 0),
]


@pytest.mark.parametrize(("card", "area", "kind", "change"), CHECK_MODS)
def test_check_modifiers_change_the_dice_while_in_play_only(scenario, card, area, kind, change):
    s = scenario()
    (inv,) = setup(s, area)
    before = dice_for(s, inv, kind)
    activate(s, card)
    inv.area = area
    assert dice_for(s, inv, kind) == before + change
    leave(s, card)
    assert dice_for(s, inv, kind) == before


def test_02_mi_go_are_tougher_and_yield_one_more_unique_item(scenario):
    s = scenario()
    (inv,) = setup(s, "woods")
    printed = combat.stat(s.game, "mi-go-1", "toughness")
    activate(s, "mythos-02")
    assert combat.stat(s.game, "mi-go-1", "toughness") == printed + 2
    put(s, "mi-go-1", "woods")
    s.run(lambda: combat.defeated(s.game, inv, "mi-go-1", []))
    assert s.state.monsters["mi-go-1"] == "box"
    assert [CAT.card_kind(p.card) for p in inv.possessions] == ["unique", "unique"]
    leave(s, "mythos-02")
    assert combat.stat(s.game, "mi-go-1", "toughness") == printed


def test_02_other_monsters_yield_nothing_more(scenario):
    s = scenario()
    (inv,) = setup(s, "woods")
    activate(s, "mythos-02")
    put(s, "zombie-1", "woods")
    s.run(lambda: combat.defeated(s.game, inv, "zombie-1", []))
    assert inv.possessions == [] and inv.monster_trophies == ["zombie-1"]


def test_04_the_fog_leaves_monsters_as_printed_and_grounds_flying_ones(scenario):
    s = scenario()
    setup(s, "easttown-streets")
    printed = combat.stat(s.game, "zombie-1", "horror-rating")
    activate(s, "mythos-04")
    assert combat.stat(s.game, "zombie-1", "horror-rating") == printed
    put(s, "byakhee-1", "rivertown-streets")
    put(s, "zombie-1", "rivertown-streets")
    s.run(lambda: mythos.move_monsters(s.game, ["circle", "moon"], []))
    assert s.state.monsters["byakhee-1"] == "rivertown-streets"  # would swoop to Easttown
    assert s.state.monsters["zombie-1"] == "french-hill-streets"  # others move as usual
    leave(s, "mythos-04")
    s.run(lambda: mythos.move_monsters(s.game, ["circle"], []))
    assert s.state.monsters["byakhee-1"] == "easttown-streets"


def test_07_the_haunter_is_deadlier_on_the_moonless_night(scenario):
    s = scenario()
    setup(s, "woods")
    printed = combat.stat(s.game, "haunter-of-the-dark-1", "combat-rating")
    activate(s, "mythos-07")
    assert combat.stat(s.game, "haunter-of-the-dark-1", "combat-rating") == printed - 3
    leave(s, "mythos-07")
    assert combat.stat(s.game, "haunter-of-the-dark-1", "combat-rating") == printed


def test_08_the_blood_wager_in_rivertown_pays_three_clues(scenario):
    s = scenario()
    (inv,) = setup(s, "rivertown-streets")
    activate(s, "mythos-08")
    offer_upkeep(s, inv)
    s.dice(5, 6, 1, 5, 2)  # Stamina 5: two dice fail
    s.choose("use:mythos:mythos-08")
    assert s.done()
    assert (inv.stamina, inv.clues) == (3, 3)
    inv.area = "woods"
    offer_upkeep(s, inv)
    assert s.done()  # only in the Rivertown streets


def test_08_the_blood_wager_lost_to_the_last_point_devours(scenario):
    s = scenario()
    (inv,) = setup(s, "rivertown-streets")
    inv.stamina = 2
    activate(s, "mythos-08")
    offer_upkeep(s, inv)
    s.dice(1, 4)
    s.choose("use:mythos:mythos-08")
    assert any(e.kind == "devoured" for e in s.events)
    assert inv.clues == 0


def end_movement_at(s, inv, area: str) -> None:
    inv.area = area
    s.run(lambda: flow.movement(s.game, inv))
    s.choose("done")


@pytest.mark.parametrize(("dice", "arrested"), [((1, 1, 1), True), ((5, 1, 1), False)])
def test_13_the_curfew_ends_movement_in_the_streets_with_will_or_arrest(scenario, dice, arrested):
    s = scenario([AMANDA, JENNY])
    amanda, _ = setup(s, "rivertown-streets", "woods")
    activate(s, "mythos-13")
    assert amanda.area == "rivertown-streets"  # not as it arrives
    s.dice(*dice)  # Will 3
    end_movement_at(s, amanda, "rivertown-streets")
    assert rolled(s, "Will") == [dice]
    assert (amanda.area == "jail") == arrested


def test_13_no_check_at_a_location_for_a_deputy_or_once_it_leaves(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "woods")
    activate(s, "mythos-13")
    end_movement_at(s, jenny, "woods")
    give(s, amanda, "deputy-of-arkham")
    end_movement_at(s, amanda, "rivertown-streets")
    later_mythos(s)
    assert rolled(s) == []
    amanda.possessions.clear()
    leave(s, "mythos-13")
    end_movement_at(s, amanda, "rivertown-streets")
    assert rolled(s) == [] and amanda.area == "rivertown-streets"


@pytest.mark.parametrize(
    ("card", "street"), [("mythos-13", "rivertown-streets"), ("mythos-14", "northside-streets")]
)
def test_13_14_standing_up_in_the_street_is_not_ending_a_move_there(scenario, card, street):
    s = scenario()
    (amanda,) = setup(s, street)
    amanda.delayed = True
    activate(s, card)
    s.run(lambda: flow.movement(s.game, amanda))
    assert s.done()
    assert not amanda.delayed and amanda.area == street
    assert rolled(s) == [] and amanda.clues == 0


@pytest.mark.parametrize(("dice", "sanity"), [((5, 1), 5), ((1, 1), 4)])
def test_14_the_midway_in_the_northside_streets_a_clue_then_will_minus_one(scenario, dice, sanity):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "newspaper")
    activate(s, "mythos-14")
    assert not any(ls.closed or ls.activity for ls in s.state.locations.values())
    s.dice(*dice)  # Will 3 − 1
    end_movement_at(s, amanda, "northside-streets")
    assert rolled(s, "Will") == [dice]
    if not s.done():  # failed: the Clue just gained may be spent on the check
        s.choose("accept")
    assert (amanda.clues, amanda.sanity) == (1, sanity)
    end_movement_at(s, jenny, "newspaper")  # a Northside location is not its streets
    assert rolled(s) == [] and jenny.clues == 0
    leave(s, "mythos-14")
    end_movement_at(s, amanda, "northside-streets")
    assert rolled(s) == [] and amanda.clues == 1


def test_closed_markers_never_reopen_a_shop_closed_for_good(scenario):
    s = scenario()
    setup(s, "woods")
    ls = s.state.locations["general-store"]
    ls.closed, ls.closed_by = True, None  # terror 3
    activate(s, "mythos-58")
    assert ls.closed and ls.closed_by is None
    leave(s, "mythos-58")
    assert ls.closed


@pytest.mark.parametrize(
    ("card", "area", "care", "stat", "other"),
    [
        ("mythos-01", "st-marys-hospital", "hospital-care", "stamina", "sanity"),
        ("mythos-16", "asylum", "asylum-care", "sanity", "stamina"),
    ],
)
def test_01_16_only_care_restores_the_stat(scenario, card, area, care, stat, other):
    from arkham.content import location_actions

    s = scenario()
    (amanda,) = setup(s, area)
    amanda.sanity = amanda.stamina = 2
    activate(s, card)
    s.run(lambda: effects.gain(s.game, amanda, **{stat: 2, other: 1}))
    assert (getattr(amanda, stat), getattr(amanda, other)) == (2, 3)  # the other as usual
    s.run(lambda: location_actions.LOCATION_ACTIONS[care].run(s.game, amanda))
    s.choose("care:free")
    assert getattr(amanda, stat) == 3
    leave(s, card)
    s.run(lambda: effects.gain(s.game, amanda, **{stat: 1}))
    assert getattr(amanda, stat) == 4


@pytest.mark.parametrize(
    ("card", "stat", "wakes_at"),
    [("mythos-01", "stamina", "st-marys-hospital"), ("mythos-16", "sanity", "asylum")],
)
def test_01_16_a_knock_out_still_wakes_with_one_point(scenario, card, stat, wakes_at):
    s = scenario()
    (amanda,) = setup(s, "woods")
    setattr(amanda, stat, 1)
    activate(s, card)
    s.run(lambda: effects.lose(s.game, amanda, **{stat: 1}))
    assert amanda.area == wakes_at and getattr(amanda, stat) == 1


@pytest.mark.parametrize(("dice", "clues"), [((5,), 1), ((4,), 0)])
def test_17_the_exhibit_a_lore_minus_one_check_for_a_clue(scenario, dice, clues):
    s = scenario()
    (inv,) = setup(s, "miskatonic-u-streets")
    activate(s, "mythos-17")
    offer_upkeep(s, inv)
    s.dice(*dice)  # Lore 2 − 1
    s.choose("use:mythos:mythos-17")
    assert s.done()
    assert rolled(s, "Lore") == [dice]
    assert inv.clues == clues


def test_18_the_estate_sale_in_uptown_sells_both_items_at_list_price(scenario):
    s = scenario()
    (inv,) = setup(s, "uptown-streets")
    inv.money = 30
    activate(s, "mythos-18")
    first, second = s.state.decks["unique"][:2]
    prices = [CAT.items[card_of(h)].price for h in (first, second)]
    offer_upkeep(s, inv)
    s.choose("use:mythos:mythos-18")
    assert s.pending_ids() == [f"buy:{first}", f"buy:{second}", "done"]
    s.choose(f"buy:{second}", f"buy:{first}")
    if not s.done():  # an item just bought may have an Upkeep use of its own
        s.choose("done")
    assert s.done()
    assert inv.money == 30 - sum(prices)
    assert inv.possession(first) is not None and inv.possession(second) is not None
    assert s.state.decks["drawn"] == []


def test_18_what_is_not_bought_goes_to_the_bottom(scenario):
    s = scenario()
    (inv,) = setup(s, "uptown-streets")
    inv.money = 0
    activate(s, "mythos-18")
    first, second = s.state.decks["unique"][:2]
    offer_upkeep(s, inv)
    s.choose("use:mythos:mythos-18", "done")
    assert s.done()
    assert s.state.decks["unique"][-2:] == [first, second]
    inv.area = "curiositie-shoppe"
    offer_upkeep(s, inv)
    assert s.done()  # only in the Uptown streets


def test_26_the_terror_level_cannot_rise_while_in_play(scenario):

    s = scenario()
    setup(s, "hibbs-roadhouse")
    activate(s, "mythos-26")
    assert s.state.locations["hibbs-roadhouse"].activity == []
    s.run(lambda: board.raise_terror(s.game, 2))
    assert s.state.terror == 0
    activate(s, "mythos-19")  # a headline that raises it
    assert s.state.terror == 0
    leave(s, "mythos-26")
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 1


def test_26_outskirts_overflow_clears_without_terror(scenario):
    s = scenario()
    setup(s, "abyss-1")
    activate(s, "mythos-26")
    over = board.outskirts_limit(s.game) + 1
    for marker in sorted(s.state.monsters)[:over]:
        put(s, marker, "outskirts")
    limit = board.monster_limit(s.game)
    for marker in sorted(s.state.monsters)[over : over + limit]:
        put(s, marker, "woods")
    s.run(lambda: board.place_monster(s.game, board.draw_monster(s.game), "woods"))
    assert s.state.monsters_at("outskirts") == []
    assert s.state.terror == 0


def test_27_fire_vampires_are_tougher_in_the_heat(scenario):
    s = scenario()
    setup(s, "woods")
    printed = combat.stat(s.game, "fire-vampire-1", "toughness")
    damage = combat.stat(s.game, "fire-vampire-1", "combat-damage")
    activate(s, "mythos-27")
    assert combat.stat(s.game, "fire-vampire-1", "toughness") == printed + 1
    assert combat.stat(s.game, "fire-vampire-1", "combat-damage") == damage
    leave(s, "mythos-27")
    assert combat.stat(s.game, "fire-vampire-1", "toughness") == printed


def test_29_ice_costs_a_movement_point_and_nothing_each_later_mythos_phase(scenario):
    from arkham.engine.flow import movement_points

    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "woods")
    before = movement_points(s.game, amanda)
    activate(s, "mythos-29")
    assert movement_points(s.game, amanda) == before - 1
    later_mythos(s)
    assert rolled(s) == []
    assert (amanda.stamina, jenny.stamina) == (5, 4)
    leave(s, "mythos-29")
    assert movement_points(s.game, amanda) == before


def test_29_fast_monsters_move_as_normal_ones_on_the_ice(scenario):
    s = scenario()
    setup(s, "abyss-1")
    put(s, "shoggoth-1", "black-cave")
    activate(s, "mythos-29")
    s.run(lambda: mythos.move_monsters(s.game, [], ["diamond"]))
    one_step = s.state.monsters["shoggoth-1"]
    assert one_step not in ("black-cave", "easttown-streets")  # two steps would reach it
    leave(s, "mythos-29")
    put(s, "shoggoth-1", "black-cave")
    s.run(lambda: mythos.move_monsters(s.game, [], ["diamond"]))
    assert s.state.monsters["shoggoth-1"] == "easttown-streets"


def test_37_no_gate_can_be_sealed_while_in_play(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, _ = setup(s, "woods", "rivertown-streets")
    amanda.explored = True
    amanda.clues = 6
    s.state.turn = 1
    activate(s, "mythos-37")
    place_gate(s, "woods", "dreamlands")
    s.run(lambda: flow.close_or_seal(s.game, amanda, "woods"))
    s.dice(5, 1, 1)
    s.choose("close:lore")
    assert s.done()  # closed, and no seal offered
    assert s.state.locations["woods"].gate is None
    assert not s.state.locations["woods"].sealed
    assert amanda.clues == 6
    leave(s, "mythos-37")
    assert flow.sealable(s.game, "woods")


def test_40_spells_cost_no_sanity_while_in_play(scenario):
    s = scenario()
    (inv,) = setup(s, "woods")
    shrivelling = give(s, inv, "shrivelling")
    put(s, "cultist-1", "woods")
    activate(s, "mythos-40")
    s.run(lambda: combat.combat(s.game, inv, "cultist-1"))
    s.dice(5)  # Lore 2 − 1
    s.choose(f"toggle:{shrivelling}")
    assert rolled(s, "Cast Shrivelling") == [(5,)]
    assert inv.sanity == 5  # the printed 1 Sanity not paid
    leave(s, "mythos-40")
    assert combat.spell_cost(s.game, "shrivelling") == 1


def test_43_maniacs_and_star_spawn_are_tougher(scenario):
    s = scenario()
    setup(s, "woods")
    maniac = combat.stat(s.game, "maniac-1", "toughness")
    spawn = combat.stat(s.game, "star-spawn-1", "toughness")
    zombie = combat.stat(s.game, "zombie-1", "toughness")
    activate(s, "mythos-43")
    assert combat.stat(s.game, "maniac-1", "toughness") == maniac + 1
    assert combat.stat(s.game, "star-spawn-1", "toughness") == spawn + 1
    assert combat.stat(s.game, "zombie-1", "toughness") == zombie


def test_43_a_gate_to_rlyeh_is_harder_to_close(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "woods", "unnamable")
    amanda.explored = jenny.explored = True
    s.state.turn = 1
    place_gate(s, "woods", "rlyeh")
    place_gate(s, "unnamable", "dreamlands")
    activate(s, "mythos-43")

    def lore_label(inv, loc):
        s.run(lambda: flow.close_or_seal(s.game, inv, loc))
        label = next(c.label for c in s.game.pending().choices if c.id == "close:lore")
        s.choose("leave")
        return label

    assert lore_label(amanda, "woods") == "Close it with Lore (-4)"  # R'lyeh −3, 1 harder
    assert lore_label(jenny, "unnamable") == "Close it with Lore (+1)"
    leave(s, "mythos-43")
    assert lore_label(amanda, "woods") == "Close it with Lore (-3)"


def test_49_no_spell_can_be_cast_in_the_eclipse(scenario):
    s = scenario()
    (inv,) = setup(s, "woods")
    shrivelling = give(s, inv, "shrivelling")
    give(s, inv, "flesh-ward")
    put(s, "cultist-1", "woods")
    activate(s, "mythos-49")
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    assert s.done()  # Flesh Ward is not offered
    assert inv.stamina == 4
    s.run(lambda: combat.combat(s.game, inv, "cultist-1"))
    toggle = next(c for c in s.game.pending().choices if c.id == f"toggle:{shrivelling}")
    assert toggle.disabled == "no spell can be cast now"
    s.dice(1, 1, 1)  # Fight 2 + 1: the cultist wins the round
    s.choose("fight")
    leave(s, "mythos-49")
    assert not combat.casting_barred(s.game)


def test_54_clear_skies_send_the_haunter_back_to_the_cup(scenario):
    from arkham.engine.flow import movement_points

    s = scenario()
    (inv,) = setup(s, "woods")
    before = movement_points(s.game, inv)
    put(s, "haunter-of-the-dark-1", "sky")
    put(s, "zombie-1", "woods")
    activate(s, "mythos-54")
    assert where(s) == {"zombie-1": "woods"}
    assert movement_points(s.game, inv) == before


def test_44_the_rain_slows_movement_and_puts_out_fire_vampires(scenario):
    from arkham.engine.flow import movement_points

    s = scenario()
    (inv,) = setup(s, "woods")
    before = movement_points(s.game, inv)
    put(s, "fire-vampire-1", "outskirts")
    put(s, "fire-vampire-2", "rivertown-streets")
    put(s, "zombie-1", "woods")
    activate(s, "mythos-44")
    assert where(s) == {"zombie-1": "woods"}
    assert movement_points(s.game, inv) == before - 1  # Speed −1 in Arkham
    leave(s, "mythos-44")
    assert movement_points(s.game, inv) == before


@pytest.mark.parametrize(
    ("card", "kind"), [("mythos-44", "fire-vampire"), ("mythos-54", "haunter-of-the-dark")]
)
def test_the_kind_sent_back_is_not_drawn_again_while_in_play(scenario, card, kind):
    s = scenario()
    setup(s, "woods")
    barred = [m for m in s.state.monsters if s.game.cat.kind_of_marker[m] == kind]
    for m in s.state.monsters:
        s.state.monsters[m] = "cup" if m in (*barred, "zombie-1") else "box"
    activate(s, card)
    assert {board.draw_monster(s.game) for _ in range(12)} == {"zombie-1"}
    s.state.monsters["zombie-1"] = "box"  # only the barred kind left: it still comes
    assert board.draw_monster(s.game) in barred
    leave(s, card)
    s.state.monsters["zombie-1"] = "cup"
    assert {board.draw_monster(s.game) for _ in range(30)} > {"zombie-1"}


def test_38_sealing_costs_two_fewer_clues(scenario):
    from arkham.engine.flow import seal_cost

    s = scenario()
    (inv,) = setup(s, "woods")
    activate(s, "mythos-38")
    assert seal_cost(s.game, inv) == 3
    leave(s, "mythos-38")
    assert seal_cost(s.game, inv) == 5


def test_57_the_undead_are_tougher_in_the_chill(scenario):
    s = scenario()
    setup(s, "woods")
    activate(s, "mythos-57")
    assert combat.stat(s.game, "zombie-1", "toughness") == 2
    assert combat.stat(s.game, "ghoul-1", "toughness") == 1


def test_58_the_revels_close_the_general_store_and_embolden_cultists(scenario):
    s = scenario()
    (inv,) = setup(s, "general-store")
    activate(s, "mythos-58")
    assert s.state.locations["general-store"].closed_by == "mythos-58"
    assert inv.area == "rivertown-streets"
    assert combat.stat(s.game, "cultist-1", "combat-damage") == 2
    leave(s, "mythos-58")
    assert not s.state.locations["general-store"].closed
    assert combat.stat(s.game, "cultist-1", "combat-damage") == 1


def test_60_the_sanity_wager_in_french_hill_pays_a_clue_and_a_spell(scenario):
    s = scenario()
    (inv,) = setup(s, "french-hill-streets")
    activate(s, "mythos-60")
    top = s.state.decks["spell"][0]
    offer_upkeep(s, inv)
    s.dice(5, 5, 5, 5, 1)  # Sanity 5: one die fails
    s.choose("use:mythos:mythos-60")
    if not s.done():  # the Spell just drawn may have an Upkeep use of its own
        s.choose("done")
    assert s.done()
    assert (inv.sanity, inv.clues) == (4, 1)
    assert inv.possession(top) is not None
    leave(s, "mythos-60")
    offer_upkeep(s, inv)
    assert s.done()


def test_65_shadows_hide_every_monster(scenario):
    s = scenario()
    setup(s, "woods")
    printed = {m: combat.stat(s.game, m, "awareness") for m in ("zombie-1", "byakhee-1")}
    activate(s, "mythos-65")
    assert {m: combat.stat(s.game, m, "awareness") for m in printed} == {
        m: v - 1 for m, v in printed.items()
    }


def test_a_new_environment_ends_the_old_ones_effects(scenario):
    s = scenario()
    (inv,) = setup(s, "woods")
    activate(s, "mythos-58")
    activate(s, "mythos-04")
    before = windows.modifier(s.game, inv, "will")
    assert not s.state.locations["general-store"].closed
    activate(s, "mythos-02")
    assert windows.modifier(s.game, inv, "will") == before + 1


def test_weather_blown_away_by_ithaqua_changes_nothing(scenario):
    s = scenario([AMANDA], ancient_one="ithaqua")
    (inv,) = setup(s, "abyss-1")
    activate(s, "mythos-54")
    assert s.state.environment is None
    assert windows.modifier(s.game, inv, "movement") == 0


# ================================================================ RUMORS


def test_15_desecration_raises_terror_on_one_or_two_and_fails_at_ten_with_curses(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "woods", "abyss-1")
    activate(s, "mythos-15")
    assert s.state.rumor == "mythos-15"
    for die, terror in ((3, 0), (2, 1), (1, 2)):
        s.dice(die)
        later_mythos(s)
        assert s.state.terror == terror
    assert s.state.rumor == "mythos-15"
    s.state.terror = 9
    s.dice(2)
    later_mythos(s)
    assert s.state.terror == 10 and s.state.rumor is None
    assert amanda.holds("curse") and jenny.holds("curse")
    assert s.state.decks["mythos"][-1] == "mythos-15"


@pytest.mark.parametrize("terror", [9, 10])
def test_15_desecration_fails_the_moment_any_rise_leaves_terror_at_ten(scenario, terror):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "woods", "abyss-1")
    s.state.terror = terror
    activate(s, "mythos-15")
    assert s.state.rumor == "mythos-15"  # standing at 10 is not yet a rise
    s.run(lambda: board.raise_terror(s.game, 1))  # not the rumor's own roll
    assert s.state.terror == 10 and s.state.rumor is None
    assert s.state.doom == terror - 9  # a rise past 10 is a doom token, and still a rise
    assert amanda.holds("curse") and jenny.holds("curse")
    assert "rumor-failed" in s.kinds()


def test_15_desecration_holds_while_the_terror_level_cannot_rise(scenario):
    s = scenario()
    (amanda,) = setup(s, "woods")
    s.state.terror = 9
    activate(s, "mythos-26")  # the terror level is held where it is
    activate(s, "mythos-15")
    s.run(lambda: board.raise_terror(s.game, 1))
    assert s.state.terror == 9 and s.state.rumor == "mythos-15"
    assert not amanda.holds("curse")


def test_15_two_gate_trophies_in_rivertown_pass_it_and_everyone_draws_a_spell(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "rivertown-streets", "abyss-1")
    activate(s, "mythos-15")
    gates = [s.state.gate_stack.pop(0) for _ in range(3)]
    amanda.gate_trophies.extend(gates)
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-15")
    if not s.done():  # the Spell just drawn may have an Upkeep use of its own
        assert "use:mythos:mythos-15" not in s.pending_ids()
        s.choose("done")
    assert s.done()
    assert amanda.gate_trophies == gates[2:]
    assert s.state.gate_stack[-2:] == gates[:2]
    assert [CAT.card_kind(p.card) for p in amanda.possessions] == ["spell"]
    assert [CAT.card_kind(p.card) for p in jenny.possessions] == ["spell"]
    assert s.state.rumor is None


def test_15_the_pass_needs_two_gate_trophies_in_rivertown(scenario):
    s = scenario()
    (inv,) = setup(s, "rivertown-streets")
    activate(s, "mythos-15")
    inv.gate_trophies.append(s.state.gate_stack.pop(0))
    offer_upkeep(s, inv)
    assert s.done()
    inv.gate_trophies.append(s.state.gate_stack.pop(0))
    inv.area = "woods"
    offer_upkeep(s, inv)
    assert s.done()


def test_25_progress_unravels_starts_at_six_and_fails_at_ten_unsealing_every_gate(scenario):
    s = scenario()
    setup(s, "woods")
    s.state.locations["graveyard"].sealed = True
    s.state.locations["woods"].sealed = True
    activate(s, "mythos-25")
    assert s.state.rumor_track == 6
    for dice, track in (((3, 6), 6), ((1, 5), 7), ((2, 1), 9)):
        s.dice(*dice)
        later_mythos(s)
        assert s.state.rumor_track == track
    s.dice(1, 4)
    later_mythos(s)
    assert s.state.rumor is None
    assert not s.state.locations["graveyard"].sealed
    assert not s.state.locations["woods"].sealed
    assert s.state.doom == 0


def test_25_clues_spent_in_easttown_take_the_track_down_and_pass_it_at_zero(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "easttown-streets", "abyss-1")
    amanda.clues = 8
    activate(s, "mythos-25")
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-25")
    assert s.pending_ids()[0] == "spend:6"  # no more than the track
    s.choose("spend:2")
    assert s.done()
    assert amanda.clues == 6 and s.state.rumor_track == 4
    assert s.state.rumor == "mythos-25"
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-25", "spend:4")
    assert s.done()
    assert amanda.clues == 2 and s.state.rumor is None
    assert [CAT.card_kind(p.card) for p in amanda.possessions] == ["unique"]
    assert [CAT.card_kind(p.card) for p in jenny.possessions] == ["unique"]


CEREMONY_KINDS = ("cultist-1", "high-priest-1", "warlock-1", "witch-1")


def test_59_the_ceremony_is_held_at_five_and_then_opens_a_gate_each_mythos_phase(scenario):
    s = scenario()
    setup(s, "woods")
    printed = {m: combat.stat(s.game, m, "toughness") for m in (*CEREMONY_KINDS, "zombie-1")}
    activate(s, "mythos-59")
    assert {m: combat.stat(s.game, m, "toughness") - printed[m] for m in printed} == {
        **dict.fromkeys(CEREMONY_KINDS, 2),
        "zombie-1": 0,
    }
    for _ in range(4):
        later_mythos(s)
    assert s.state.rumor == "mythos-59" and s.state.rumor_track == 4
    later_mythos(s)
    assert s.state.rumor is None and "mythos-59:failed" in s.state.marks
    assert s.state.doom == 0 and s.state.open_gates() == []
    assert {m: combat.stat(s.game, m, "toughness") for m in printed} == printed
    # Each Mythos phase from now on: an extra card first, for its gate alone (the Graveyard;
    # its terror +1 is not read), then the phase's own card (its gate at the Unvisited Isle).
    for _ in range(2):
        s.game.stack_deck("mythos", ["mythos-19", "mythos-32"])
        s.run(lambda: mythos.phase(s.game))
        extra = next(e for e in s.events if e.kind == "mythos-gate-only")
        assert extra.card == "mythos-19"
        assert describe(s.game, extra) == (
            "An extra mythos card, “Household Slain in Grisly Crime!”, is drawn for its gate alone."
        )
        assert [e.card for e in s.events if e.kind == "mythos"] == ["mythos-32"]
        assert s.state.terror == 0
        assert s.state.decks["mythos"][-2:] == ["mythos-19", "mythos-32"]
    assert set(s.state.open_gates()) == {"graveyard", "unvisited-isle"}
    assert s.kinds().count("monster-surge") == 2  # the second time, both gates surge


def test_59_three_spells_discarded_in_french_hill_stop_the_ceremony(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "french-hill-streets", "abyss-1")
    activate(s, "mythos-59")
    spells = [give(s, amanda, card) for card in ("wither", "shrivelling")]
    offer_upkeep(s, amanda)
    assert s.done()  # two Spells are not enough
    spells += [give(s, amanda, card) for card in ("wither", "dread-curse-of-azathoth")]
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-59")
    assert s.pending_ids() == [f"discard:{h}" for h in spells]  # which 3 of the 4
    s.choose(f"discard:{spells[1]}", f"discard:{spells[3]}", f"discard:{spells[0]}")
    assert s.done()
    assert [p.handle for p in amanda.possessions] == [spells[2]]
    assert (amanda.clues, jenny.clues) == (2, 2)
    assert s.state.rumor is None and "mythos-59:failed" not in s.state.marks


def test_59_with_five_players_it_takes_four_spells_and_only_in_french_hill(scenario):
    s = scenario([AMANDA, JENNY, DARRELL, "bob-jenkins", "dexter-drake"])
    amanda = setup(s, "french-hill-streets")[0]
    activate(s, "mythos-59")
    for card in ("wither", "wither", "shrivelling"):
        give(s, amanda, card)
    offer_upkeep(s, amanda)
    assert s.done()
    give(s, amanda, "wither")
    amanda.area = "silver-twilight-lodge"
    offer_upkeep(s, amanda)
    assert s.done()
    amanda.area = "french-hill-streets"
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-59")
    assert s.done() and not any(CAT.card_kind(p.card) == "spell" for p in amanda.possessions)


def test_61_the_strangler_takes_an_ally_each_phase_and_fails_with_the_deck_empty(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "southside-streets", "woods")
    activate(s, "mythos-61")
    assert s.state.locations["mas-boarding-house"].activity == ["mythos-61"]
    allies = len(s.state.decks["ally"])
    later_mythos(s)
    assert len(s.state.decks["ally"]) == allies - 1 and s.state.rumor == "mythos-61"
    s.state.decks["ally"].clear()
    later_mythos(s)
    assert s.state.rumor is None
    s.choose("max:sanity", "max:stamina")
    assert s.done()
    assert amanda.max_sanity_loss == 1 and amanda.sanity == 4
    assert jenny.max_stamina_loss == 1 and jenny.stamina == 3


def test_61_five_clues_at_mas_boarding_house_pass_it_and_pay_everyone(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "mas-boarding-house", "abyss-1")
    amanda.clues, amanda.money, jenny.money = 5, 0, 0
    activate(s, "mythos-61")
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-61")
    assert s.done()
    assert amanda.clues == 0 and (amanda.money, jenny.money) == (5, 5)
    assert s.state.rumor is None
    assert s.state.decks["mythos"][-1] == "mythos-61"


def test_62_the_conjunction_adds_doom_on_one_or_two(scenario):
    s = scenario()
    setup(s, "abyss-1")
    activate(s, "mythos-62")
    for die, doom in ((5, 0), (3, 0), (2, 1), (1, 2)):
        s.dice(die)
        later_mythos(s)
        assert s.state.doom == doom
    assert s.state.rumor == "mythos-62"


def test_62_giving_up_an_ally_downtown_passes_it_and_everyone_draws_two_commons(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "downtown-streets", "abyss-1")
    activate(s, "mythos-62")
    offer_upkeep(s, amanda)
    assert s.done()  # no Ally to give up
    ally = s.state.decks["ally"][0]
    give(s, amanda, card_of(ally))
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-62")
    assert s.done()
    assert [CAT.card_kind(p.card) for p in amanda.possessions] == ["common", "common"]
    assert [CAT.card_kind(p.card) for p in jenny.possessions] == ["common", "common"]
    assert s.state.rumor is None


def on_the_card(s) -> list[str]:
    return s.state.monsters_at(board.ON_THE_RUMOR)


def cup_of(s, *markers: str) -> None:
    """Only ``markers`` left in the cup (every other monster in the box)."""
    for m in s.state.monsters:
        s.state.monsters[m] = "cup" if m in markers else "box"


def test_64_monsters_gather_on_the_card_and_at_eight_escape_to_the_university(scenario):
    s = scenario([AMANDA, JENNY])
    setup(s, "woods", "abyss-1")
    activate(s, "mythos-64")
    held = on_the_card(s)
    assert len(held) == 5 and s.state.rumor_track == 5
    assert where(s) == dict.fromkeys(held, board.ON_THE_RUMOR)  # none on the board
    line = describe(s.game, next(e for e in s.events if e.kind == "monster-on-card"))
    assert line.endswith("to wait on “A Laboratory Gone Too Far”.")
    later_mythos(s)
    later_mythos(s)
    assert len(on_the_card(s)) == 7 and s.state.rumor == "mythos-64"
    later_mythos(s)
    assert s.state.rumor is None and on_the_card(s) == []
    assert s.state.terror == 10
    assert len(s.state.monsters_at("miskatonic-u-streets")) == 8
    assert set(held) <= set(s.state.monsters_at("miskatonic-u-streets"))


def test_64_the_escape_can_overrun_arkham(scenario):
    s = scenario()
    setup(s, "woods")
    activate(s, "mythos-64")
    s.state.terror = 7
    for _ in range(3):
        later_mythos(s)
    assert ended(s).cause == EndCause.ARKHAM_OVERRUN  # 8 monsters: twice the limit for one


def test_64_monsters_on_the_card_are_out_of_play_and_go_back_to_the_cup_with_it(scenario):
    s = scenario()
    setup(s, "woods")
    activate(s, "mythos-64")
    held = on_the_card(s)
    for marker in held:
        board.return_monsters(s.game, board.kind_of(s.game, marker).dimension)
    s.run(lambda: mythos.move_monsters(s.game, ALL_DIMENSIONS, []))
    assert on_the_card(s) == held
    leave(s, "mythos-64")
    assert on_the_card(s) == [] and all(s.state.monsters[m] == "cup" for m in held)


def test_64_fighting_every_monster_on_the_card_in_the_university_streets_passes_it(scenario):
    s = scenario([AMANDA, JENNY])
    amanda, jenny = setup(s, "miskatonic-u-streets", "abyss-1")
    cultists = [f"cultist-{n}" for n in range(1, 6)]
    cup_of(s, *cultists)
    activate(s, "mythos-64")
    assert sorted(on_the_card(s)) == cultists
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-64")
    for marker in cultists[:2]:
        s.dice(5, 1, 1)  # Fight 2 + 1 against toughness 1
        s.choose(f"fight:{marker}", "fight")
    assert s.pending_ids() == [*(f"fight:{m}" for m in cultists[2:]), "done"]
    s.choose("done")  # the rest are left on the card
    assert s.done()
    assert amanda.monster_trophies == cultists[:2]
    assert sorted(on_the_card(s)) == cultists[2:] and s.state.rumor_track == 3
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-64")
    for marker in cultists[2:]:
        s.dice(5, 1, 1)
        s.choose(f"fight:{marker}", "fight")
    while not s.done():  # Amanda keeps 1 of 2 Skills; a Skill may have an Upkeep use
        answer(s.game)
    assert s.state.rumor is None and on_the_card(s) == []
    assert amanda.monster_trophies == cultists
    assert [CAT.card_kind(p.card) for p in amanda.possessions] == ["skill"]
    assert [CAT.card_kind(p.card) for p in jenny.possessions] == ["skill"]


def test_64_a_monster_beaten_before_a_knock_out_is_off_the_card(scenario):
    s = scenario()
    (amanda,) = setup(s, "miskatonic-u-streets")
    amanda.sliders["fight-will"] = 3  # Fight 4, Will 1
    amanda.stamina = 1
    gun = give(s, amanda, "tommy-gun")
    cup_of(s, "gug-1", "gug-2", *(f"cultist-{n}" for n in range(1, 4)))
    activate(s, "mythos-64")
    offer_upkeep(s, amanda)
    s.choose("use:mythos:mythos-64", "fight:gug-1", f"toggle:{gun}")
    s.dice(5, 5, 5, 1, 1, 1, 1, 1)  # Fight 4 + 6 − 2: three successes beat toughness 3
    s.choose("fight")
    assert amanda.area == "st-marys-hospital"  # Overwhelming took the last Stamina
    assert "gug-1" in amanda.monster_trophies
    assert len(on_the_card(s)) == 4 and s.state.rumor_track == 4


def test_64_the_fight_is_offered_only_in_the_university_streets(scenario):
    s = scenario()
    (amanda,) = setup(s, "administration")
    activate(s, "mythos-64")
    offer_upkeep(s, amanda)
    assert s.done()


def test_a_second_rumor_does_not_touch_the_first_ones_track(scenario):
    s = scenario()
    setup(s, "woods")
    activate(s, "mythos-59")
    later_mythos(s)
    activate(s, "mythos-25")
    assert s.state.rumor == "mythos-59" and s.state.rumor_track == 1


def test_rumor_abilities_are_not_offered_in_the_final_battle(scenario):
    s = scenario()
    (inv,) = setup(s, "science-building")
    inv.clues = 5
    activate(s, "mythos-62")
    s.state.final_battle = FinalBattle(doom_tokens=1)
    offer_upkeep(s, inv)
    assert s.done()
