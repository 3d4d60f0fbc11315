"""The gate deck: every Other World entry, every branch, with forced dice.

The rules line of each entry is the contract: :func:`queue_check` reads the check (skill,
modifier, successes needed) from it, queues exactly that many dice, and :func:`finish` asserts
that the entry rolled exactly those checks and used up every queued die.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import checks, combat, encounters, flow
from arkham.engine.state import Investigator, card_of

CAT = load_catalog()
ENTRY_RULES = {
    f"{card.id}:{entry.world or 'other'}": entry.rules
    for card in CAT.gate_cards.values()
    for entry in card.entries
}
SKILLS = ("Speed", "Sneak", "Fight", "Will", "Lore", "Luck")
CHECK = re.compile(
    r"\b(Speed|Sneak|Fight|Will|Lore|Luck) \(([+−])(\d+)\) check(?: needing (\d+) successes)?"
)
MONSTER = "byakhee-1"


def named_checks(entry_id: str) -> list[tuple[str, int, int]]:
    """The checks an entry's rules line names: (skill, modifier, successes needed)."""
    return [
        (skill, int(n) * (-1 if sign == "−" else 1), int(need or 1))
        for skill, sign, n, need in CHECK.findall(ENTRY_RULES[entry_id])
    ]


# ---------------------------------------------------------------- arranging a scenario


def arrange(s, *, sanity=5, stamina=5, money=5, clues=0) -> Investigator:
    """Amanda with no possessions (so no item bonuses or abilities interfere) and set stats."""
    inv = s.inv()
    inv.possessions.clear()
    inv.sanity, inv.stamina, inv.money, inv.clues = sanity, stamina, money, clues
    s.expected = []
    return inv


FAVOUR = {"speed": ("speed-sneak", 3), "lore": ("lore-luck", 3), "will": ("fight-will", 0)}


def queue_check(s, entry_id: str, passed: bool, index: int = 0) -> None:
    """Queue the dice of the ``index``-th check named in the rules line: just enough 5s to pass
    (or none), the rest 1s. When the skill is too low to pass, the slider favours it first."""
    skill, modifier, needed = named_checks(entry_id)[index]
    kind = skill.lower()
    inv = s.inv()
    n = checks.skill(s.game, inv, kind) + modifier
    if n < needed:
        pair, stop = FAVOUR[kind]
        inv.sliders[pair] = stop
        n = checks.skill(s.game, inv, kind) + modifier
    assert n >= needed, f"{entry_id}: Amanda cannot pass {skill} {modifier:+d}"
    hits = needed if passed else 0
    s.dice(*([5] * hits + [1] * (n - hits)))
    s.expected.append((skill, n, needed))


def only_monster(s, marker: str = MONSTER) -> None:
    """Leave one known monster in the cup, so 'a monster appears' is always it."""
    for m, where in s.state.monsters.items():
        if where == "cup" and m != marker:
            s.state.monsters[m] = "box"
    s.state.monsters[marker] = "cup"


def queue_evade(s, passed: bool, marker: str = MONSTER) -> None:
    n = checks.skill(s.game, s.inv(), "evade") + combat.stat(s.game, marker, "awareness")
    assert n >= 1
    s.dice(*([5] if passed else [1]), *([1] * (n - 1)))


def finish(s, entry_id: str) -> None:
    """The entry is over; it rolled exactly the checks queued from its rules line (skill, dice,
    successes needed), and every queued die was used."""
    assert s.done()
    assert s.state.rng.forced_dice == []
    rolled = [
        (e.data["purpose"], len(e.data["dice"]), e.data["needed"])
        for e in s.events
        if e.kind == "dice-rolled" and e.data["purpose"] in SKILLS
    ]
    assert rolled == s.expected, entry_id


def stats(inv: Investigator) -> dict[str, int]:
    return {k: getattr(inv, k) for k in ("money", "clues", "sanity", "stamina")}


def assert_changed(inv: Investigator, before: dict[str, int], **delta: int) -> None:
    assert stats(inv) == {k: v + delta.get(k, 0) for k, v in before.items()}


def encounter_title(s) -> str:
    return next(e.data["title"] for e in s.events if e.kind == "encounter")


# ---------------------------------------------------------------- the deck's shape


def test_every_entry_has_a_behaviour_and_every_behaviour_an_entry() -> None:
    assert set(ENTRY_RULES) == set(encounters.GATE)


def test_card_and_entry_shapes() -> None:
    colours = Counter(card.colour for card in CAT.gate_cards.values())
    assert colours[None] == 1
    for colour in ("blue", "green", "red", "yellow"):
        assert colours[colour] >= 3
    for card in CAT.gate_cards.values():
        if card.colour is None:
            assert card.id == "gate-reshuffle"
            assert card.entries == []
            continue
        worlds = [e.world for e in card.entries]
        assert len(worlds) == 3 and worlds.count(None) == 1, card.id
        named = [w for w in worlds if w is not None]
        assert len(set(named)) == 2, card.id
        for w in named:
            assert card.colour in CAT.worlds[w].colours, (card.id, w)


def test_every_world_is_named_on_every_one_of_its_colours() -> None:
    seen = {(e.world, c.colour) for c in CAT.gate_cards.values() for e in c.entries if e.world}
    for world in CAT.worlds.values():
        for colour in world.colours:
            assert (world.id, colour) in seen, (world.id, colour)


def test_entries_are_written() -> None:
    for card in CAT.gate_cards.values():
        for e in card.entries:
            assert e.title and e.prose and e.rules, card.id
            assert 1 <= len(re.findall(r"[.!?](?:\s|$)", e.prose)) <= 3, (card.id, e.world)
            assert "\n" not in e.rules


# ---------------------------------------------------------------- checks match the rules lines

PREFERRED = ("slip-away", "deeply", "yes", "evade")


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_check_purposes_match_the_rules_line(scenario, entry_id: str) -> None:
    """Taking the way to each entry's check, every check rolled is the skill its rules line
    names, needing the successes it names."""
    s = scenario(["amanda-sharpe"])
    arrange(s)
    only_monster(s)
    s.dice(*[5] * 12)
    card, _, key = entry_id.partition(":")
    world = key if key != "other" else _other_world(card)
    s.gate_encounter(entry_id, world=world)
    for _ in range(10):
        decision = s.game.pending()
        if decision is None:
            break
        ids = [c.id for c in decision.choices if c.disabled is None]
        s.choose(next((i for i in PREFERRED if i in ids), ids[0]))
    assert s.done()
    rolled = [
        (e.data["purpose"], e.data["needed"])
        for e in s.events
        if e.kind == "dice-rolled" and e.data["purpose"] in SKILLS
    ]
    assert rolled == [(skill, need) for skill, _, need in named_checks(entry_id)]


def _other_world(card_id: str) -> str:
    card = CAT.gate_cards[card_id]
    named = {e.world for e in card.entries}
    return next(w.id for w in CAT.worlds.values() if card.colour in w.colours and w.id not in named)


# ---------------------------------------------------------------- simple stat outcomes

# (entry, world for an 'other' entry, check passed, stat changes, delayed afterwards)
STAT_CASES = [
    ("gate-blue-1:yuggoth", None, True, {"clues": 2}, False),
    ("gate-blue-1:yuggoth", None, False, {"sanity": -2}, False),
    ("gate-blue-1:other", "celaeno", False, {"stamina": -1}, False),
    ("gate-blue-2:celaeno", None, False, {"sanity": -1}, False),
    ("gate-blue-2:other", "abyss", True, {"clues": 1}, False),
    ("gate-blue-2:other", "abyss", False, {"sanity": -1}, False),
    ("gate-blue-3:other", "dreamlands", True, {"clues": 2}, False),
    ("gate-blue-3:other", "dreamlands", False, {}, False),
    ("gate-green-1:city-of-the-great-race", None, True, {"clues": 2}, False),
    ("gate-green-1:city-of-the-great-race", None, False, {"sanity": -2}, True),
    ("gate-green-1:other", "celaeno", True, {}, False),
    ("gate-green-1:other", "celaeno", False, {"money": -2, "stamina": -1}, False),
    ("gate-green-2:celaeno", None, True, {"clues": 3}, False),
    ("gate-green-2:celaeno", None, False, {"sanity": -1}, False),
    ("gate-green-2:other", "city-of-the-great-race", False, {"sanity": -1}, False),
    ("gate-green-3:plateau-of-leng", None, True, {"clues": 2}, False),
    ("gate-green-3:plateau-of-leng", None, False, {"sanity": -1, "stamina": -2}, False),
    ("gate-green-3:other", "another-dimension", True, {"clues": 1}, False),
    ("gate-green-3:other", "another-dimension", False, {}, True),
    ("gate-red-1:rlyeh", None, True, {"clues": 1}, False),
    ("gate-red-1:rlyeh", None, False, {"sanity": -3}, False),
    ("gate-red-1:plateau-of-leng", None, True, {"clues": 1}, False),
    ("gate-red-1:plateau-of-leng", None, False, {"stamina": -2}, True),
    ("gate-red-2:abyss", None, False, {"stamina": -2}, False),
    ("gate-red-2:other", "rlyeh", True, {"clues": 1}, False),
    ("gate-red-2:other", "rlyeh", False, {"stamina": -2}, False),
    ("gate-red-3:other", "dreamlands", True, {"clues": 1}, False),
    ("gate-red-3:other", "dreamlands", False, {"sanity": -2}, False),
    ("gate-yellow-1:other", "rlyeh", True, {"clues": 1}, False),
    ("gate-yellow-1:other", "rlyeh", False, {"sanity": -1, "stamina": -1}, False),
    ("gate-yellow-2:rlyeh", None, True, {"clues": 2}, False),
    ("gate-yellow-2:other", "yuggoth", True, {}, False),
    ("gate-yellow-2:other", "yuggoth", False, {"stamina": -2}, False),
    ("gate-yellow-3:dreamlands", None, False, {"sanity": -2}, True),
    ("gate-yellow-3:other", "yuggoth", False, {"sanity": -1}, False),
]


@pytest.mark.parametrize(
    ("entry_id", "world", "passed", "delta", "delayed"),
    STAT_CASES,
    ids=[f"{c[0]}-{'pass' if c[2] else 'fail'}" for c in STAT_CASES],
)
def test_stat_outcome(scenario, entry_id, world, passed, delta, delayed) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, entry_id, passed)
    s.gate_encounter(entry_id, world=world)
    finish(s, entry_id)
    assert_changed(inv, before, **delta)
    assert inv.delayed is delayed
    assert inv.possessions == []
    assert inv.area == f"{world or entry_id.partition(':')[2]}-1"


# ---------------------------------------------------------------- blue


def test_blue_1_abyss_pass_draws_a_unique_item(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.game.stack_deck("unique", ["alien-statue"])
    queue_check(s, "gate-blue-1:abyss", True)
    s.gate_encounter("gate-blue-1:abyss")
    finish(s, "gate-blue-1:abyss")
    assert [p.card for p in inv.possessions] == ["alien-statue"]


def test_blue_1_abyss_fail_a_monster_appears(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    only_monster(s)
    queue_check(s, "gate-blue-1:abyss", False)
    s.gate_encounter("gate-blue-1:abyss")
    assert s.pending_ids() == ["evade", "fight"]
    queue_evade(s, True)
    s.choose("evade")
    finish(s, "gate-blue-1:abyss")
    assert "monster-appeared" in s.kinds() and "evaded" in s.kinds()
    assert s.state.monsters[MONSTER] == "cup"
    assert inv.possessions == []


def test_blue_1_other_pass_returns_early(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-blue-1:other", True)
    s.gate_encounter("gate-blue-1:other", world="celaeno")
    finish(s, "gate-blue-1:other")
    assert inv.area == "celaeno-2"
    assert_changed(inv, before)


def test_returned_early_goes_home_at_the_next_movement(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.state.locations["woods"].gate = "celaeno-gate-1"
    queue_check(s, "gate-blue-1:other", True)
    s.gate_encounter("gate-blue-1:other", world="celaeno")
    finish(s, "gate-blue-1:other")
    s.run(lambda: flow.movement(s.game, inv))
    assert inv.area == "woods" and inv.explored


def test_blue_2_celaeno_pass_draws_a_spell(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.game.stack_deck("spell", ["heal"])
    queue_check(s, "gate-blue-2:celaeno", True)
    s.gate_encounter("gate-blue-2:celaeno")
    finish(s, "gate-blue-2:celaeno")
    assert [p.card for p in inv.possessions] == ["heal"]


@pytest.mark.parametrize("passed", [True, False])
def test_blue_2_dreamlands_restores_sanity_then_luck(scenario, passed) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s, sanity=2)
    queue_check(s, "gate-blue-2:dreamlands", passed)
    s.gate_encounter("gate-blue-2:dreamlands")
    finish(s, "gate-blue-2:dreamlands")
    assert inv.sanity == 4
    assert inv.clues == (1 if passed else 0)
    assert inv.delayed is not passed


def test_blue_3_another_dimension_pass_returns_early(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-blue-3:another-dimension", True)
    s.gate_encounter("gate-blue-3:another-dimension")
    finish(s, "gate-blue-3:another-dimension")
    assert inv.area == "another-dimension-2" and not inv.delayed
    assert_changed(inv, before)


def test_blue_3_another_dimension_fail_lost_in_time_and_space(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-blue-3:another-dimension", False)
    s.gate_encounter("gate-blue-3:another-dimension")
    finish(s, "gate-blue-3:another-dimension")
    assert inv.area == "lost" and inv.delayed
    assert "lost-in-time-and-space" in s.kinds()


def test_blue_3_celaeno_pay_sanity_for_a_spell_and_a_clue(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.game.stack_deck("spell", ["wither"])
    s.gate_encounter("gate-blue-3:celaeno")
    s.choose("pay")
    finish(s, "gate-blue-3:celaeno")
    assert_changed(inv, before, sanity=-2, clues=1)
    assert [p.card for p in inv.possessions] == ["wither"]


def test_blue_3_celaeno_decline(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.gate_encounter("gate-blue-3:celaeno")
    s.choose("decline")
    finish(s, "gate-blue-3:celaeno")
    assert_changed(inv, before)
    assert inv.possessions == []


def test_blue_3_celaeno_cannot_pay_with_too_little_sanity(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, sanity=2)
    s.gate_encounter("gate-blue-3:celaeno")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    finish(s, "gate-blue-3:celaeno")


# ---------------------------------------------------------------- green


def test_green_1_leng_share_the_meal(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.gate_encounter("gate-green-1:plateau-of-leng")
    assert s.pending_ids() == ["share", "slip-away"]
    s.choose("share")
    finish(s, "gate-green-1:plateau-of-leng")
    assert_changed(inv, before, sanity=-2, clues=1)


def test_green_1_leng_slip_away(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-green-1:plateau-of-leng", True)
    s.gate_encounter("gate-green-1:plateau-of-leng")
    s.choose("slip-away")
    finish(s, "gate-green-1:plateau-of-leng")
    assert_changed(inv, before)
    assert "monster-appeared" not in s.kinds()


def test_green_1_leng_slip_away_fails_a_monster_appears(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    only_monster(s)
    queue_check(s, "gate-green-1:plateau-of-leng", False)
    s.gate_encounter("gate-green-1:plateau-of-leng")
    s.choose("slip-away")
    queue_evade(s, True)
    s.choose("evade")
    finish(s, "gate-green-1:plateau-of-leng")
    assert "monster-appeared" in s.kinds() and "evaded" in s.kinds()
    assert_changed(inv, before)


def test_green_2_another_dimension_a_monster_appears(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    only_monster(s)
    s.gate_encounter("gate-green-2:another-dimension")
    assert [e.data["monster"] for e in s.events if e.kind == "monster-appeared"] == [MONSTER]
    s.dice(5, 5)  # Horror: Will 3 − 1
    s.choose("fight")
    s.dice(5, 5)  # Combat: Fight 2 + 0, toughness 1
    s.choose("fight")
    finish(s, "gate-green-2:another-dimension")
    assert MONSTER in inv.monster_trophies


def test_green_2_other_pass_blessed(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-green-2:other", True)
    s.gate_encounter("gate-green-2:other", world="plateau-of-leng")
    finish(s, "gate-green-2:other")
    assert [p.card for p in inv.possessions] == ["blessing"]
    assert_changed(inv, before)


@pytest.mark.parametrize("pay", [True, False])
def test_green_3_dreamlands_rest_and_offering(scenario, pay) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s, stamina=3)
    before = stats(inv)
    s.gate_encounter("gate-green-3:dreamlands")
    s.choose("pay" if pay else "decline")
    finish(s, "gate-green-3:dreamlands")
    assert_changed(inv, before, stamina=1, money=-2 if pay else 0)
    assert inv.holds("blessing") is pay


def test_green_3_dreamlands_offering_needs_money(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, money=1)
    s.gate_encounter("gate-green-3:dreamlands")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    finish(s, "gate-green-3:dreamlands")


# ---------------------------------------------------------------- red


@pytest.mark.parametrize(("die", "delta"), [(3, {"sanity": -2}), (4, {"clues": 1})])
def test_red_1_other_roll_one_die(scenario, die, delta) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.dice(die)
    s.gate_encounter("gate-red-1:other", world="abyss")
    finish(s, "gate-red-1:other")
    assert [e.data["dice"] for e in s.events if e.kind == "dice-rolled"] == [(die,)]
    assert_changed(inv, before, **delta)


def test_red_2_abyss_pass_keeps_one_of_two_unique_items(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.game.stack_deck("unique", ["silver-key", "healing-stone"])
    queue_check(s, "gate-red-2:abyss", True)
    s.gate_encounter("gate-red-2:abyss")
    keep = [i for i in s.pending_ids() if card_of(i.removeprefix("keep:")) == "healing-stone"]
    assert len(s.pending_ids()) == 2 and len(keep) == 1
    s.choose(keep[0])
    finish(s, "gate-red-2:abyss")
    assert [p.card for p in inv.possessions] == ["healing-stone"]
    assert card_of(s.state.decks["unique"][-1]) == "silver-key"


def test_red_2_dreamlands_pass_draws_a_spell(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.game.stack_deck("spell", ["heal"])
    queue_check(s, "gate-red-2:dreamlands", True)
    s.gate_encounter("gate-red-2:dreamlands")
    finish(s, "gate-red-2:dreamlands")
    assert [p.card for p in inv.possessions] == ["heal"]


def test_red_2_dreamlands_fail_cursed(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-red-2:dreamlands", False)
    s.gate_encounter("gate-red-2:dreamlands")
    finish(s, "gate-red-2:dreamlands")
    assert [p.card for p in inv.possessions] == ["curse"]


@pytest.mark.parametrize(("passed", "card"), [(True, "blessing"), (False, "curse")])
def test_red_3_another_dimension_blessed_or_cursed(scenario, passed, card) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-red-3:another-dimension", passed)
    s.gate_encounter("gate-red-3:another-dimension")
    finish(s, "gate-red-3:another-dimension")
    assert [p.card for p in inv.possessions] == [card]


def test_red_3_abyss_pass_returns_early(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-red-3:abyss", True)
    s.gate_encounter("gate-red-3:abyss")
    finish(s, "gate-red-3:abyss")
    assert inv.area == "abyss-2" and not inv.delayed
    assert_changed(inv, before)


def test_red_3_abyss_fail_lost_in_time_and_space(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    queue_check(s, "gate-red-3:abyss", False)
    s.gate_encounter("gate-red-3:abyss")
    finish(s, "gate-red-3:abyss")
    assert inv.area == "lost" and inv.delayed
    assert "lost-in-time-and-space" in s.kinds()


# ---------------------------------------------------------------- yellow


def test_yellow_1_yuggoth_leave_the_cylinder_shut(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.gate_encounter("gate-yellow-1:yuggoth")
    s.choose("no")
    finish(s, "gate-yellow-1:yuggoth")
    assert_changed(inv, before)
    assert "dice-rolled" not in s.kinds()


def test_yellow_1_yuggoth_open_and_pass(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.game.stack_deck("unique", ["alien-statue"])
    queue_check(s, "gate-yellow-1:yuggoth", True)
    s.gate_encounter("gate-yellow-1:yuggoth")
    s.choose("yes")
    finish(s, "gate-yellow-1:yuggoth")
    assert_changed(inv, before, clues=1)
    assert [p.card for p in inv.possessions] == ["alien-statue"]


def test_yellow_1_yuggoth_open_and_fail(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-yellow-1:yuggoth", False)
    s.gate_encounter("gate-yellow-1:yuggoth")
    s.choose("yes")
    finish(s, "gate-yellow-1:yuggoth")
    assert_changed(inv, before, sanity=-2)
    assert inv.possessions == []


@pytest.mark.parametrize(
    ("pick", "passed", "delta"),
    [
        ("briefly", None, {"clues": 1}),
        ("deeply", True, {"clues": 3}),
        ("deeply", False, {"sanity": -3}),
    ],
)
def test_yellow_1_city_read_briefly_or_deeply(scenario, pick, passed, delta) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    if passed is not None:
        queue_check(s, "gate-yellow-1:city-of-the-great-race", passed)
    s.gate_encounter("gate-yellow-1:city-of-the-great-race")
    assert s.pending_ids() == ["briefly", "deeply"]
    s.choose(pick)
    finish(s, "gate-yellow-1:city-of-the-great-race")
    assert_changed(inv, before, **delta)


def test_yellow_2_rlyeh_fail_sanity_and_curse(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-yellow-2:rlyeh", False)
    s.gate_encounter("gate-yellow-2:rlyeh")
    finish(s, "gate-yellow-2:rlyeh")
    assert_changed(inv, before, sanity=-2)
    assert [p.card for p in inv.possessions] == ["curse"]


@pytest.mark.parametrize(
    ("answers", "delta", "bought"),
    [
        (("pay",), {"money": -4}, True),
        (("decline", "pay"), {"sanity": -2}, True),
        (("decline", "decline"), {}, False),
    ],
)
def test_yellow_2_another_dimension_market(scenario, answers, delta, bought) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.game.stack_deck("unique", ["silver-key"])
    s.gate_encounter("gate-yellow-2:another-dimension")
    s.choose(*answers)
    finish(s, "gate-yellow-2:another-dimension")
    assert_changed(inv, before, **delta)
    assert [p.card for p in inv.possessions] == (["silver-key"] if bought else [])


def test_yellow_2_another_dimension_market_without_coin(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    arrange(s, money=3)
    s.gate_encounter("gate-yellow-2:another-dimension")
    pay = next(c for c in s.game.pending().choices if c.id == "pay")
    assert pay.disabled is not None
    s.choose("decline")
    assert s.pending_ids() == ["pay", "decline"]
    s.choose("decline")
    finish(s, "gate-yellow-2:another-dimension")


def test_yellow_3_dreamlands_pass_returns_early(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    queue_check(s, "gate-yellow-3:dreamlands", True)
    s.gate_encounter("gate-yellow-3:dreamlands")
    finish(s, "gate-yellow-3:dreamlands")
    assert inv.area == "dreamlands-2" and not inv.delayed
    assert_changed(inv, before)


@pytest.mark.parametrize(("dice", "lost"), [((1, 6), 1), ((2, 3), 2), ((4, 5), 0)])
def test_yellow_3_rlyeh_roll_two_dice(scenario, dice, lost) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    before = stats(inv)
    s.dice(*dice)
    s.gate_encounter("gate-yellow-3:rlyeh")
    finish(s, "gate-yellow-3:rlyeh")
    assert_changed(inv, before, stamina=-lost)


def test_yellow_3_other_pass_draws_a_unique_item(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    s.game.stack_deck("unique", ["healing-stone"])
    queue_check(s, "gate-yellow-3:other", True)
    s.gate_encounter("gate-yellow-3:other", world="city-of-the-great-race")
    finish(s, "gate-yellow-3:other")
    assert [p.card for p in inv.possessions] == ["healing-stone"]


# ---------------------------------------------------------------- drawing from the gate deck


def test_draw_gate_card_sends_other_colours_to_the_bottom(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    deck = s.state.decks["gate"]
    s.game.stack_deck("gate", ["gate-red-1", "gate-green-1", "gate-blue-1", "gate-yellow-1"])
    rest = deck[3:]
    draws = s.state.rng.draws
    assert flow.draw_gate_card(s.game, "yuggoth") == "gate-blue-1"  # blue and yellow
    assert deck == [*rest, "gate-red-1", "gate-green-1"]
    assert s.state.rng.draws == draws


def test_draw_gate_card_reshuffle_card_reshuffles_and_draws_on(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    deck = s.state.decks["gate"]
    s.game.stack_deck("gate", ["gate-reshuffle", "gate-red-1", "gate-yellow-2"])
    draws = s.state.rng.draws
    card = flow.draw_gate_card(s.game, "celaeno")  # blue and green
    assert CAT.gate_cards[card].colour in ("blue", "green")
    assert s.state.rng.draws >= draws + len(CAT.gate_cards) - 1  # a full Fisher–Yates
    assert sorted([*deck, card]) == sorted(CAT.gate_cards)
    assert "gate-reshuffle" in deck


def test_other_world_encounter_reads_the_world_entry_and_returns_the_card(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    inv.area = "abyss-1"
    s.game.stack_deck("gate", ["gate-green-1", "gate-red-3"])
    queue_check(s, "gate-red-3:abyss", True)
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    finish(s, "gate-red-3:abyss")
    assert encounter_title(s) == "The Lake of Ink"
    assert inv.area == "abyss-2"
    assert s.state.decks["gate"][-2:] == ["gate-green-1", "gate-red-3"]


def test_other_world_encounter_reads_other_for_an_unnamed_world(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    inv.area = "yuggoth-2"
    s.game.stack_deck("gate", ["gate-yellow-2"])
    queue_check(s, "gate-yellow-2:other", False)
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    finish(s, "gate-yellow-2:other")
    assert encounter_title(s) == "Rain That Falls Upward"
    assert inv.stamina == 3


def test_gate_card_returns_to_the_deck_even_when_lost(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    inv.area = "abyss-1"
    s.game.stack_deck("gate", ["gate-red-3"])
    queue_check(s, "gate-red-3:abyss", False)
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    assert inv.area == "lost"
    assert sorted(s.state.decks["gate"]) == sorted(CAT.gate_cards)
