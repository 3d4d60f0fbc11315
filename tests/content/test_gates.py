"""The gate deck: its shape, the rules line of every Other World entry held against its code, and
drawing from the deck. The scenario tests of each entry, branch by branch with forced dice, are
in ``test_gates_<colour>.py`` (an expansion's in ``tests/expansions/<expansion>/test_gate_cards.py``) and use
:class:`Case` and :func:`run_case` from here. The entries of every shipped expansion are held to
the same rules lines, each played with its expansion on the table.

The rules line of each entry is the contract. Every entry is explored along every path of
decisions, with all dice succeeding and all failing, at low and at full Sanity and Stamina, and
with and without an open gate to its world; what happened is then held against the line:

* every skill check rolled — skill, modifier (from the dice count) and successes needed — is
  written as ``Skill (±n) check`` (``… needing k successes``), and every one written is rolled;
  every plain roll is a ``Roll n dice``;
* every change of money, Clues, Sanity or Stamina is a ``gain``/``lose``/``pay`` of that amount
  (``… for each die showing a, b or c``: that amount times such dice in the latest roll), and
  every one written happens on some path;
* every card gained is written (``draw n Deck… and keep k``, ``Blessed``, ``Cursed``);
* a monster appearing, being lost in time and space or delayed, moving to the world's second
  area, returning to Arkham at once, closing a gate, and optional decisions (``may``,
  ``Choose``) happen exactly when the line says so.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path as FilePath

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import checks, combat, flow
from arkham.engine.rules import ruleset
from arkham.engine.state import Investigator, card_of
from arkham.modules import known_expansions, modules_for
from tests.content.test_location_rules_lines import SHIPPED
from tests.kit import SKILLS as KIT
from tests.kit import Scenario, ready

CAT = load_catalog(tuple(m.data for m in modules_for(SHIPPED)[1:]))
BASE = load_catalog()
ENTRY_RULES = {
    f"{card.id}:{entry.world or 'other'}": entry.rules
    for card in CAT.gate_cards.values()
    for entry in card.entries
}
COLOURS = ("blue", "green", "red", "yellow")
SKILLS = ("Speed", "Sneak", "Fight", "Will", "Lore", "Luck")
NAMES = {name.capitalize(): name for name in KIT}
CHECK = re.compile(
    r"\b(Speed|Sneak|Fight|Will|Lore|Luck) \(([+−])(\d+)\) check(?: needing (\d+) successes)?"
)
AMOUNT = r"(?:\$\d+|\d+ (?:Clues?|Sanity|Stamina))"
STATS = re.compile(
    rf"\b(gain|lose|pay) ({AMOUNT}(?: and {AMOUNT})*)"
    r"(?: for each die showing ([1-6](?:, [1-6])*(?: or [1-6])?))?",
    re.IGNORECASE,
)
DRAW = re.compile(r"\bdraw (\d) (Common Item|Unique Item|Spell)s?(?: and keep (\d))?")
DECK_OF = {"Common Item": "common", "Unique Item": "unique", "Spell": "spell"}
ROLL = re.compile(r"\bRoll (\d) di(?:e|ce)\b")
SPECIALS = {"blessing": "Blessed", "curse": "Cursed"}
SECOND_AREA = "move to this world's second area"
AT_ONCE = "return to Arkham at once through an open gate to this world"
CLOSE = "you may then close that gate"
MONSTER = "byakhee-1"


def named_checks(entry_id: str) -> list[tuple[str, int, int]]:
    """The checks an entry's rules line names: (skill, modifier, successes needed)."""
    return [
        (skill, int(n) * (-1 if sign == "−" else 1), int(need or 1))
        for skill, sign, n, need in CHECK.findall(ENTRY_RULES[entry_id])
    ]


def declared_stats(rules: str) -> set[tuple[str, int, frozenset[int]]]:
    """(stat, signed amount, faces counted by 'for each die showing', or empty) for every
    gain, loss or payment in the line."""
    out = set()
    for verb, amounts, faces in STATS.findall(rules):
        sign = 1 if verb.lower() == "gain" else -1
        each = frozenset(int(f) for f in re.findall(r"[1-6]", faces))
        for amount in re.findall(AMOUNT, amounts):
            if amount.startswith("$"):
                out.add(("money", sign * int(amount[1:]), each))
            else:
                n, word = amount.split()
                stat = "clues" if word.startswith("Clue") else word.lower()
                out.add((stat, sign * int(n), each))
    return out


def declared_draws(rules: str) -> set[tuple[str, int]]:
    return {(DECK_OF[deck], int(keep or n)) for n, deck, keep in DRAW.findall(rules)}


def world_for(entry_id: str) -> str:
    """The world an entry is read in: its own, or for 'other' the first world of the card's
    colour that the card does not name."""
    card, _, key = entry_id.partition(":")
    if key != "other":
        return key
    fact = CAT.gate_cards[card]
    named = {e.world for e in fact.entries}
    return next(w.id for w in CAT.worlds.values() if fact.colour in w.colours and w.id not in named)


def open_gate_to(s: Scenario, world: str, at: str = "woods", n: int = 1) -> str:
    """A gate to ``world`` stands open at ``at`` (its marker taken off the gate stack)."""
    marker = f"{world}-gate-{n}"
    if marker in s.state.gate_stack:
        s.state.gate_stack.remove(marker)
    s.state.locations[at].gate = marker
    return marker


# ---------------------------------------------------------------- the deck's shape


def test_every_entry_has_a_behaviour_and_every_behaviour_an_entry() -> None:
    assert set(ENTRY_RULES) == set(ruleset(SHIPPED).gate)


def test_twelve_cards_of_each_colour_and_the_reshuffle_card() -> None:
    """The base game's deck (an expansion's cards are counted by its own tests)."""
    ids = sorted(BASE.gate_cards)
    want = ["gate-reshuffle", *(f"gate-{c}-{n}" for c in COLOURS for n in range(1, 13))]
    assert ids == sorted(want)
    colours = Counter(card.colour for card in BASE.gate_cards.values())
    assert colours == {None: 1, **dict.fromkeys(COLOURS, 12)}


def test_card_and_entry_shapes() -> None:
    for card in CAT.gate_cards.values():
        if card.colour is None:
            assert card.id == "gate-reshuffle"
            assert card.entries == []
            continue
        assert card.id.startswith(f"gate-{card.colour}-")
        worlds = [e.world for e in card.entries]
        assert len(worlds) == 3 and worlds.count(None) == 1, card.id
        named = [w for w in worlds if w is not None]
        assert len(set(named)) == 2, card.id
        for w in named:
            assert card.colour in CAT.worlds[w].colours, (card.id, w)


def test_every_world_has_its_fair_share_spread_over_its_colours() -> None:
    """96 named entries: 12 for each of the 8 worlds, split evenly over the world's colours
    (6 + 6 for a two-colour world, 3 on each colour for Another Dimension and the
    Dreamlands). The base game's deck; an expansion's spread is held by its own tests."""
    seen = Counter((e.world, c.colour) for c in BASE.gate_cards.values() for e in c.entries)
    for world in CAT.worlds.values():
        total = sum(n for (w, _), n in seen.items() if w == world.id)
        assert total == 12, world.id
        for colour in world.colours:
            assert seen[(world.id, colour)] == 12 // len(world.colours), (world.id, colour)


def test_entries_are_written() -> None:
    titles = Counter()
    for card in CAT.gate_cards.values():
        for e in card.entries:
            assert e.title and e.prose and e.rules, card.id
            titles[e.title] += 1
            assert 1 <= len(re.findall(r"[.!?](?:\s|$)", e.prose)) <= 3, (card.id, e.world)
            assert "\n" not in e.rules
            assert e.rules.endswith((".", "!")), e.rules
            assert "-" not in re.sub(r"[A-Za-z]-[A-Za-z]", "", e.rules), (
                f"{e.rules!r}: write minus as '−'"
            )
            # "for each" always says which dice it counts.
            assert e.rules.count("for each") == e.rules.count("for each die showing"), e.rules
    assert [t for t, n in titles.items() if n > 1] == []


def test_every_entry_has_a_scenario_test() -> None:
    """Each entry of the base game is named in a scenario test of its colour's file, each
    entry of an expansion in its expansion's (``tests/expansions/<name>/test_gate_cards.py``)."""
    here = FilePath(__file__).parent

    def named_in(path: FilePath) -> set[str]:
        text = path.read_text(encoding="utf-8")
        return set(re.findall(r'"(gate-[a-z]+-\d+:[a-z-]+)"', text))

    base = {f"{c.id}:{e.world or 'other'}" for c in BASE.gate_cards.values() for e in c.entries}
    for colour in COLOURS:
        mine = {e for e in base if e.startswith(f"gate-{colour}-")}
        assert mine - named_in(here / f"test_gates_{colour}.py") == set(), colour
    for name in SHIPPED:
        folder = known_expansions()[name].data / "gate_deck"
        ids = {
            card["id"]
            for path in folder.glob("*.json")
            for card in json.loads(path.read_text(encoding="utf-8"))["cards"]
        }
        mine = {e for e in ENTRY_RULES if e.partition(":")[0] in ids}
        if mine:
            tests = here.parent / "expansions" / name / "test_gate_cards.py"
            assert mine - named_in(tests) == set(), name


# ---------------------------------------------------------------- the rules line against the code


class Path:
    """One finished run of an entry. ``own`` are its events up to a monster it brings (the
    fight that follows, and whatever it costs, is combat's, not the entry's)."""

    def __init__(self, s: Scenario, asked: list[str], world: str, face: int, level: int) -> None:
        events = s.events
        cut = next(
            (
                i
                for i, e in enumerate(events)
                if e.kind == "monster-appeared" and e.investigator is not None
            ),
            len(events),
        )
        self.own = events[:cut]
        self.monster = cut < len(events)
        self.knocked_out = any(e.kind == "knocked-out" for e in self.own)
        self.kinds = {e.kind for e in self.own}
        self.asked = asked
        self.world = world
        self.face = face
        self.level = level
        inv = s.inv()
        self.end = (inv.area, inv.explored, tuple(inv.gate_trophies))


def run(
    entry_id: str, face: int, level: int, gate: bool, choices: tuple[str, ...]
) -> tuple[Scenario, list[str]]:
    s = ready(partial(Scenario, expansions=SHIPPED), money=10, clues=1, sanity=level, stamina=level)
    world = world_for(entry_id)
    if gate:
        open_gate_to(s, world)
    s.dice(*[face] * 200)
    s.gate_encounter(entry_id, world=world)
    asked = []
    for choice in choices:
        asked.append(s.game.pending().kind)
        s.choose(choice)
    return s, asked


@cache
def explore(entry_id: str) -> tuple[Path, ...]:
    """Every path through the entry: dice all 6 or all 1 (every face, for an entry that rolls
    plain dice); Sanity and Stamina 3 (so gains show) or 5 (so heavy losses show); with a gate
    to the world open at the Woods or none. Rolls are accepted as they fall (no Clue spending),
    so every Clue change is the entry's."""
    paths = []
    world = world_for(entry_id)
    faces = (6, 5, 4, 3, 2, 1) if ROLL.search(ENTRY_RULES[entry_id]) else (6, 1)
    for face in faces:
        for level in (3, 5):
            for gate in (True, False):
                todo: list[tuple[str, ...]] = [()]
                while todo:
                    choices = todo.pop()
                    s, asked = run(entry_id, face, level, gate, choices)
                    decision = s.game.pending()
                    if decision is None:
                        paths.append(Path(s, asked, world, face, level))
                        continue
                    assert len(choices) < 30, f"{entry_id}: no end in sight after {choices}"
                    ids = [c.id for c in decision.enabled()]
                    if decision.kind == "roll":
                        ids = ["accept"]
                    todo += [(*choices, c) for c in ids]
    return tuple(paths)


def rolled_checks(path: Path) -> set[tuple[str, int, int]]:
    out = set()
    for e in path.own:
        if e.kind == "dice-rolled" and e.purpose in NAMES and e.needed is not None:
            assert e.dice, "the kit should give every check at least one die"
            out.add((e.purpose, len(e.dice) - KIT[NAMES[e.purpose]], e.needed))
    return out


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_rules_line_names_every_check_and_roll_the_code_makes(entry_id: str) -> None:
    rules = ENTRY_RULES[entry_id]
    paths = explore(entry_id)
    rolled = set().union(*(rolled_checks(p) for p in paths))
    assert rolled == set(named_checks(entry_id)), rules
    plain = {
        len(e.dice) for p in paths for e in p.own if e.kind == "dice-rolled" and e.needed is None
    }
    assert plain == {int(n) for n in ROLL.findall(rules)}, rules


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_rules_line_names_every_gain_and_loss(entry_id: str) -> None:
    rules = ENTRY_RULES[entry_id]
    declared = declared_stats(rules)
    seen = set()
    for path in explore(entry_id):
        if path.knocked_out:
            continue  # a knock-out's own losses are not the entry's
        latest: tuple[int, ...] = ()
        for e in path.own:
            if e.kind == "dice-rolled":
                latest = e.dice
            if e.kind != "stat-changed" or e.stat not in ("money", "clues", "sanity", "stamina"):
                continue
            delta = e.delta
            match = [
                (stat, amount, each)
                for stat, amount, each in declared
                if stat == e.stat
                and delta == (amount * sum(d in each for d in latest) if each else amount)
            ]
            assert match, f"{entry_id}: {e['stat']} {delta:+d} is not in {rules!r}"
            seen.update(match)
    assert seen == declared, f"{entry_id}: {declared - seen} never happens"


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_rules_line_names_every_card_gained(entry_id: str) -> None:
    rules = ENTRY_RULES[entry_id]
    draws = declared_draws(rules)
    specials = {card for card, words in SPECIALS.items() if words in rules}
    seen_draws, seen_specials = set(), set()
    for path in explore(entry_id):
        if path.knocked_out:
            continue
        gained = [e for e in path.own if e.kind == "card-gained"]
        for e in gained:
            if e.deck == "special":
                assert e.card in specials, f"{entry_id}: gains {e['card']}; {rules!r}"
                seen_specials.add(e.card)
        for deck, n in Counter(e.deck for e in gained if e.deck != "special").items():
            assert (deck, n) in draws, f"{entry_id}: keeps {n} {deck}; {rules!r}"
            seen_draws.add((deck, n))
    assert seen_draws == draws and seen_specials == specials, rules


def fates(path: Path) -> set[str]:
    """What befell the investigator on a path, in the words a rules line uses for it."""
    out = set()
    if path.monster:
        out.add("a monster appears")
    for e in path.own:
        if e.kind == "moved":
            to = e.to
            if to == f"{path.world}-2":
                out.add(SECOND_AREA)
            elif to in CAT.connections:
                out.add(AT_ONCE)
            else:
                assert to == "lost", f"moved to {to}"
        elif e.kind == "lost-in-time-and-space":
            out.add("lost in time and space")
        elif e.kind == "gate-closed":
            out.add(CLOSE)
    if "delayed" in path.kinds and "lost in time and space" not in out:
        out.add("you are delayed")
    return out


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_rules_line_names_monsters_moves_and_fates(entry_id: str) -> None:
    rules = ENTRY_RULES[entry_id]
    paths = [p for p in explore(entry_id) if not p.knocked_out]
    befell = set().union(*(fates(p) for p in paths))
    words = {"a monster appears", SECOND_AREA, AT_ONCE, "lost in time and space", CLOSE}
    words.add("you are delayed")
    for w in words:
        assert (w in befell) == (w.lower() in rules.lower()), f"{entry_id}: {w!r} vs {rules!r}"


ON = re.compile(r"On (\d)–(\d): (.*?[.!])(?= On |$)")


@pytest.mark.parametrize("entry_id", [e for e, r in sorted(ENTRY_RULES.items()) if ON.search(r)])
def test_each_face_of_a_roll_does_what_its_clause_says(entry_id: str) -> None:
    """``Roll 1 die. On 1–2: … On 3–6: …``: the clauses cover the faces once each, and each
    face does exactly what its clause says (amounts, cards, fates)."""
    rules = ENTRY_RULES[entry_id]
    clauses = [(int(a), int(b), text) for a, b, text in ON.findall(rules)]
    assert sorted(f for a, b, _ in clauses for f in range(a, b + 1)) == [1, 2, 3, 4, 5, 6]
    words = {"a monster appears", SECOND_AREA, AT_ONCE, "lost in time and space", CLOSE}
    words.add("you are delayed")
    for face in range(1, 7):
        text = next(t for a, b, t in clauses if a <= face <= b)
        paths = [p for p in explore(entry_id) if p.face == face and p.level == 3]
        assert paths and not any(p.knocked_out for p in paths)
        for p in paths:
            changes = {(e.stat, e.delta, frozenset()) for e in p.own if e.kind == "stat-changed"}
            assert changes == declared_stats(text), (face, text)
            assert fates(p) == {w for w in words if w in text.lower()}, (face, text)
            gained = Counter(e.deck for e in p.own if e.kind == "card-gained")
            assert set(gained.items()) == declared_draws(text), (face, text)


@pytest.mark.parametrize("entry_id", sorted(ENTRY_RULES))
def test_rules_line_offers_exactly_the_optional_choices(entry_id: str) -> None:
    rules = ENTRY_RULES[entry_id]
    chooses = any("choose" in p.asked for p in explore(entry_id))
    assert chooses == ("may " in rules.lower() or "Choose" in rules), rules


@pytest.mark.parametrize("entry_id", [e for e, r in sorted(ENTRY_RULES.items()) if AT_ONCE in r])
def test_returning_at_once_comes_home_explored_or_is_lost(entry_id: str) -> None:
    """With a gate to the world open the investigator stands at it, explored (or, having closed
    it, with its marker as a trophy); with none, lost in time and space."""
    for path in explore(entry_id):
        home = [e.to for e in path.own if e.kind == "moved" and e.to in CAT.connections]
        if not home:
            continue
        assert home == ["woods"], entry_id
        if CLOSE in fates(path):
            assert path.end == ("woods", False, (f"{path.world}-gate-1",)), entry_id
        else:
            assert path.end == ("woods", True, ()), entry_id
    lost = [p for p in explore(entry_id) if "lost in time and space" in fates(p)]
    assert lost and all(p.end[0] == "lost" for p in lost)


# ---------------------------------------------------------------- arranging a scenario


def arrange(s, *, sanity=5, stamina=5, money=5, clues=0) -> Investigator:
    """Amanda with no possessions (so no item bonuses or abilities interfere) and set stats."""
    inv = s.inv()
    inv.possessions.clear()
    inv.sanity, inv.stamina, inv.money, inv.clues = sanity, stamina, money, clues
    s.expected = []
    return inv


FAVOUR = {
    "speed": ("speed-sneak", 3),
    "sneak": ("speed-sneak", 0),
    "fight": ("fight-will", 3),
    "will": ("fight-will", 0),
    "lore": ("lore-luck", 3),
    "luck": ("lore-luck", 0),
}


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


@dataclass
class Case:
    """One branch of one entry: Amanda with no possessions (:func:`arrange`), the dice forced,
    the decisions answered, and everything that should have changed."""

    entry: str
    checks: tuple[bool | tuple[int, bool], ...] = ()
    """The outcome of each check, in the order rolled; ``(i, passed)`` for the rules line's
    ``i``-th check when it is not the next one named."""
    choose: tuple[str, ...] = ()
    """Answers in order; ``keep:<card id>`` picks that card among those drawn."""
    dice: tuple[int, ...] = ()
    """Plain dice (``Roll n dice``), queued before the checks'."""
    delta: dict[str, int] = field(default_factory=dict)
    delayed: bool = False
    cards: tuple[str, ...] = ()
    """The cards held afterwards."""
    stack: dict[str, tuple[str, ...]] = field(default_factory=dict)
    area: str = "-1"
    """Where the investigator ends: ``-1``/``-2`` of the world, ``lost``, or an Arkham place."""
    gate: bool = False
    """A gate to the world stands open at the Woods."""
    closed: bool = False
    monster: bool = False
    """A monster appears (the only one in the cup), and is evaded."""
    start: dict[str, int] = field(default_factory=dict)
    world: str | None = None
    label: str = ""

    @property
    def id(self) -> str:
        label = self.label or "-".join(
            [*("pass" if (c[1] if isinstance(c, tuple) else c) else "fail" for c in self.checks)]
            + [str(d) for d in self.dice]
            + list(self.choose)
        )
        return f"{self.entry}-{label}"


def run_case(scenario, c: Case) -> Scenario:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s, **c.start)
    world = c.world or world_for(c.entry)
    marker = open_gate_to(s, world) if c.gate else None
    if c.monster:
        only_monster(s)
    for deck, cards in c.stack.items():
        s.game.stack_deck(deck, list(cards))
    before = stats(inv)
    s.dice(*c.dice)
    for i, outcome in enumerate(c.checks):
        index, passed = outcome if isinstance(outcome, tuple) else (i, outcome)
        queue_check(s, c.entry, passed, index)
    if c.monster:
        queue_evade(s, True)
    s.gate_encounter(c.entry, world=world)
    for choice in c.choose:
        if choice.startswith("keep:") and choice not in s.pending_ids():
            choice = next(i for i in s.pending_ids() if card_of(i[5:]) == choice[5:])
        s.choose(choice)
    finish(s, c.entry)
    assert_changed(inv, before, **c.delta)
    assert inv.delayed is c.delayed
    assert [p.card for p in inv.possessions] == list(c.cards)
    area = f"{world}{c.area}" if c.area.startswith("-") else c.area
    assert inv.area == area
    kinds = s.kinds()
    assert ("lost-in-time-and-space" in kinds) == (area == "lost")
    assert ("monster-appeared" in kinds) == c.monster
    if c.monster:
        assert "evaded" in kinds and s.state.monsters[MONSTER] == "cup"
    assert ("gate-closed" in kinds) == c.closed
    if area in CAT.connections:
        assert marker is not None and area == "woods"
        assert inv.returned_this_turn
        if c.closed:
            assert s.state.locations["woods"].gate is None
            assert inv.gate_trophies == [marker] and not inv.explored
        else:
            assert s.state.locations["woods"].gate == marker
            assert inv.explored and inv.gate_trophies == []
    return s


# ---------------------------------------------------------------- returning early and at once


def test_returned_early_goes_home_at_the_next_movement(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    open_gate_to(s, "celaeno")
    queue_check(s, "gate-blue-1:other", True)
    s.gate_encounter("gate-blue-1:other", world="celaeno")
    finish(s, "gate-blue-1:other")
    s.run(lambda: flow.movement(s.game, inv))
    assert inv.area == "woods" and inv.explored


def test_returned_at_once_asks_which_gate_when_several_are_open(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    open_gate_to(s, "abyss", "woods", 1)
    open_gate_to(s, "abyss", "unvisited-isle", 2)
    queue_check(s, "gate-blue-8:abyss", True)
    s.gate_encounter("gate-blue-8:abyss")
    assert sorted(s.pending_ids()) == ["move:unvisited-isle", "move:woods"]
    s.choose("move:unvisited-isle")
    finish(s, "gate-blue-8:abyss")
    assert inv.area == "unvisited-isle" and inv.explored and not inv.delayed


def test_returned_at_once_then_the_gate_is_closed_at_the_next_arkham_phase(scenario) -> None:
    """Back at once with an explored marker, the investigator may try to close the gate in
    the next Arkham Encounters phase, as after any return."""
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    open_gate_to(s, "dreamlands")
    queue_check(s, "gate-yellow-5:dreamlands", True)
    s.gate_encounter("gate-yellow-5:dreamlands")
    finish(s, "gate-yellow-5:dreamlands")
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert "close:lore" in s.pending_ids()


def test_closing_the_gate_behind_returns_its_monsters(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    open_gate_to(s, "rlyeh")
    # A monster of R'lyeh's dimension (plus) in the streets goes back to the cup.
    plus = next(
        m
        for m, where in s.state.monsters.items()
        if where == "cup" and CAT.monster_kinds[CAT.kind_of_marker[m]].dimension == "plus"
    )
    s.state.monsters[plus] = "merchant-district-streets"
    queue_check(s, "gate-red-10:rlyeh", True)
    s.gate_encounter("gate-red-10:rlyeh")
    s.choose("yes")
    finish(s, "gate-red-10:rlyeh")
    assert inv.gate_trophies == ["rlyeh-gate-1"]
    assert s.state.monsters[plus] == "cup"


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
    assert s.state.rng.draws >= draws + len(BASE.gate_cards) - 1  # a full Fisher–Yates
    assert sorted([*deck, card]) == sorted(BASE.gate_cards)
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


def test_other_world_encounter_returning_at_once_puts_the_card_back(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    inv.area = "plateau-of-leng-1"
    open_gate_to(s, "plateau-of-leng")
    s.game.stack_deck("gate", ["gate-red-7"])
    queue_check(s, "gate-red-7:plateau-of-leng", True)
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    finish(s, "gate-red-7:plateau-of-leng")
    assert encounter_title(s) == "The Stone Sentinels"
    assert inv.area == "woods" and inv.explored
    assert s.state.decks["gate"][-1] == "gate-red-7"
    assert sorted(s.state.decks["gate"]) == sorted(BASE.gate_cards)


def test_gate_card_returns_to_the_deck_even_when_lost(scenario) -> None:
    s = scenario(["amanda-sharpe"])
    inv = arrange(s)
    inv.area = "abyss-1"
    s.game.stack_deck("gate", ["gate-red-3"])
    queue_check(s, "gate-red-3:abyss", False)
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    assert inv.area == "lost"
    assert sorted(s.state.decks["gate"]) == sorted(BASE.gate_cards)
