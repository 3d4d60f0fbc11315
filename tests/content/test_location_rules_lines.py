"""Every location entry in ``data/location_decks/`` has a behaviour and vice versa, and each
entry's rules line says what its code does.

The behaviour of every entry is explored along every path of decisions, once with all dice
succeeding and once with all failing. What happened is then held against the rules line:

* every skill check rolled — skill, modifier (from the dice count) and successes needed — is
  written as ``Skill (±n) check`` (``… needing k successes``), and every one written is rolled;
* every change of money, Clues, Sanity or Stamina is a ``gain``/``lose``/``pay`` of that amount
  in the line (``… for each`` success or 5-or-6: that amount times the dice showing 5 or 6 in
  the latest roll), and every one written happens on some path;
* every card gained is written (``draw n Deck… and keep k``, ``Retainer``, ``Blessed``…);
* monsters, gates, being lost, arrested or delayed, and optional decisions (``may``,
  ``Choose``) happen exactly when the line says so; monsters and gates only where unstable;
* doom added or removed, Clues appearing on the board and moves to another area are named;
* an expansion's tracks moved (``add/remove n uprising tokens``, ``fill n Feds Raid spaces of``
  a neighbourhood) and Innsmouth Look cards drawn (``draw n Innsmouth Look cards``) are named.

An entry of a location that holds prisoners (the Innsmouth Jail and its Cell) is explored both
ways: by a visitor there and by a prisoner in the cell. The Look itself is kept out of the Look
deck while exploring, so that every path runs to its end (what the Look does is its own test).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache, partial
from itertools import product

import pytest

from arkham.catalog import load_catalog
from arkham.engine.rules import ruleset
from arkham.expansions.innsmouth import look
from arkham.modules import modules_for, shipped_expansions
from tests.kit import SKILLS, Scenario, ready

SHIPPED = shipped_expansions()
"""Every expansion that ships: their entries (Innsmouth's, and the Arkham cards it adds) are held
to the same standard, each played with its expansion on the table. Not the test fixtures'
(``tests/fixtures``), which register themselves when another test imports them."""
CAT = load_catalog(tuple(m.data for m in modules_for(SHIPPED)[1:]))
BASE = load_catalog()
ENTRIES = {
    f"{card.id}:{entry.location}": entry.rules
    for card in CAT.location_cards.values()
    for entry in card.entries
}
NAMES = {name.capitalize(): name for name in SKILLS}
HELD_IN = {area.part_of: area.id for area in CAT.areas.values() if area.part_of}
"""Location → the special area whose occupants also meet its entries (its jail cell)."""

CHECK = re.compile(
    r"\b(Speed|Sneak|Fight|Will|Lore|Luck) \(([+−])(\d)\) check(?: needing (\d) successes)?"
)
AMOUNT = r"(?:\$\d+|\d+ (?:Clues?|Sanity|Stamina))"
STATS = re.compile(rf"\b(gain|lose|pay) ({AMOUNT}(?: and {AMOUNT})*)( for each)?", re.IGNORECASE)
DRAW = re.compile(
    r"\bdraw (\d) (Common Item|Unique Item|Spell|Skill|Ally|Allies)s?(?: and keep (\d))?"
)
DECK_OF = {
    "Common Item": "common",
    "Unique Item": "unique",
    "Spell": "spell",
    "Skill": "skill",
    "Ally": "ally",
    "Allies": "ally",
}
SPECIALS = {
    "retainer": "take a Retainer",
    "lodge-membership": "take a Lodge Membership",
    "blessing": "Blessed",
    "curse": "Cursed",
}


def declared_checks(rules: str) -> set[tuple[str, int, int]]:
    return {
        (skill, (1 if sign == "+" else -1) * int(n), int(needed or 1))
        for skill, sign, n, needed in CHECK.findall(rules)
    }


def declared_stats(rules: str) -> set[tuple[str, int, bool]]:
    """(stat, signed amount, per each) for every gain, loss or payment in the line."""
    out = set()
    for verb, amounts, each in STATS.findall(rules):
        sign = 1 if verb.lower() == "gain" else -1
        for amount in re.findall(AMOUNT, amounts):
            if amount.startswith("$"):
                out.add(("money", sign * int(amount[1:]), bool(each)))
            else:
                n, word = amount.split()
                stat = "clues" if word.startswith("Clue") else word.lower()
                out.add((stat, sign * int(n), bool(each)))
    return out


def declared_draws(rules: str) -> set[tuple[str, int]]:
    return {(DECK_OF[deck], int(keep or n)) for n, deck, keep in DRAW.findall(rules)}


class Path:
    """One finished run of an entry: its events and the kinds of decisions asked."""

    def __init__(self, s: Scenario, asked: list[str]) -> None:
        self.events = s.events
        self.asked = asked
        # A monster placed on the board with a new gate is not one met in the encounter.
        self.kinds = {
            e.kind
            for e in s.events
            if not (e.kind == "monster-appeared" and e.investigator is None)
        }
        self.groups = {k: v for k, v in s.state.tracks.items() if ":" in k}
        """Tokens on each group's spaces of a track filled by group (``feds-raid:<group>``)."""


def run(
    entry_id: str, face: int, choices: tuple[str, ...], at: str | None = None
) -> tuple[Scenario, list[str]]:
    s = ready(partial(Scenario, expansions=SHIPPED), money=10, clues=1)
    s.state.doom = 1  # one token on the track, so that removing one shows
    for track in s.game.cat.tracks.values():
        if not track.space_groups:  # likewise on an expansion's track (not one filled by group)
            s.state.tracks[track.id] = track.minimum + 1
    deck = s.state.decks.get(look.LOOK_DECK, [])
    deck[:] = [h for h in deck if s.game.cat.deck_cards[h].effect != look.THE_LOOK]
    if entry_id.endswith(":inner-sanctum"):
        s.inv().area = "silver-twilight-lodge"
    s.dice(*[face] * 200)
    s.encounter(entry_id, at=at)
    asked = []
    for choice in choices:
        asked.append(s.game.pending().kind)
        s.choose(choice)
    return s, asked


@cache
def explore(entry_id: str) -> tuple[Path, ...]:
    """Every path through the entry, with all dice 6 and with all dice 1 (and, for a location
    holding prisoners, from its cell too). Rolls are accepted as they fall (no Clue spending),
    so every Clue change is the entry's own."""
    paths = []
    loc = entry_id.partition(":")[2]
    starts = (None, HELD_IN[loc]) if loc in HELD_IN else (None,)
    for face, at in product((6, 1), starts):
        todo: list[tuple[str, ...]] = [()]
        while todo:
            choices = todo.pop()
            s, asked = run(entry_id, face, choices, at)
            decision = s.game.pending()
            if decision is None:
                paths.append(Path(s, asked))
                continue
            assert len(choices) < 30, f"{entry_id}: no end in sight after {choices}"
            ids = [c.id for c in decision.enabled()]
            if decision.kind == "roll":
                ids = ["accept"]
            todo += [(*choices, c) for c in ids]
    return tuple(paths)


def rolled_checks(path: Path) -> set[tuple[str, int, int]]:
    out = set()
    for e in path.events:
        if e.kind == "dice-rolled" and e.purpose in NAMES and e.needed is not None:
            assert e.dice, "the kit should give every check at least one die"
            out.add((e.purpose, len(e.dice) - SKILLS[NAMES[e.purpose]], e.needed))
    return out


# ---------------------------------------------------------------- the deck and the registry


def test_every_entry_has_a_behaviour_and_every_behaviour_an_entry() -> None:
    assert set(ENTRIES) == set(ruleset(SHIPPED).location)


def test_seven_cards_per_neighbourhood_each_with_every_location() -> None:
    """The base game's decks (an expansion's cards are counted by its own tests)."""
    for hood in BASE.neighbourhoods:
        cards = sorted(c.id for c in BASE.location_cards.values() if c.neighbourhood == hood)
        assert cards == [f"{hood}-{n}" for n in range(1, 8)], hood
        here = {loc.id for loc in BASE.locations.values() if loc.neighbourhood == hood}
        if hood == "french-hill":
            here.add("inner-sanctum")
        for card in cards:
            entries = [e.location for e in BASE.location_cards[card].entries]
            assert sorted(entries) == sorted(here), card


def test_fourteen_cards_per_innsmouth_neighbourhood_each_with_every_location() -> None:
    """Innsmouth's decks: 14 cards for each of its three neighbourhoods, each card with an entry
    for every location there."""
    town = CAT.towns["innsmouth"]
    assert len(town.neighbourhoods) == 3
    for hood in town.neighbourhoods:
        cards = {c.id for c in CAT.location_cards.values() if c.neighbourhood == hood}
        assert cards == {f"{hood}-{n}" for n in range(1, 15)}, hood
        here = {loc.id for loc in CAT.locations.values() if loc.neighbourhood == hood}
        for card in cards:
            entries = [e.location for e in CAT.location_cards[card].entries]
            assert sorted(entries) == sorted(here), card


def test_titles_prose_and_rules_are_filled_in() -> None:
    for card in CAT.location_cards.values():
        for entry in card.entries:
            assert entry.title and entry.prose and entry.rules.endswith("."), entry
            assert "-" not in re.sub(r"[A-Za-z]-[A-Za-z]", "", entry.rules), (
                f"{entry.rules!r}: write minus as '−'"
            )


# ---------------------------------------------------------------- rules line against code


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_every_check_the_code_makes(entry_id: str) -> None:
    rules = ENTRIES[entry_id]
    rolled = set().union(*(rolled_checks(p) for p in explore(entry_id)))
    assert rolled == declared_checks(rules), rules


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_every_gain_and_loss(entry_id: str) -> None:
    rules = ENTRIES[entry_id]
    declared = declared_stats(rules)
    seen = set()
    for path in explore(entry_id):
        if path.kinds & {"monster-appeared", "knocked-out"}:
            continue  # combat's own losses are not the entry's
        hits = 0  # dice showing 5 or 6 in the latest roll: what "for each" counts
        for e in path.events:
            if e.kind == "dice-rolled":
                hits = sum(1 for d in e.dice if d >= 5)
            if e.kind != "stat-changed" or e.stat not in ("money", "clues", "sanity", "stamina"):
                continue
            if e.stat == "money" and "arrested" in path.kinds:
                continue  # the arrest takes half the money
            delta = e.delta
            match = [
                (stat, amount, each)
                for stat, amount, each in declared
                if stat == e.stat and delta == (amount * hits if each else amount)
            ]
            assert match, f"{entry_id}: {e['stat']} {delta:+d} is not in {rules!r}"
            seen.update(match)
    assert seen == declared, f"{entry_id}: {declared - seen} never happens"


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_every_card_gained(entry_id: str) -> None:
    rules = ENTRIES[entry_id]
    draws = declared_draws(rules)
    specials = {card for card, words in SPECIALS.items() if words in rules}
    seen_draws, seen_specials = set(), set()
    for path in explore(entry_id):
        if "monster-appeared" in path.kinds:
            continue
        gained = [e for e in path.events if e.kind == "card-gained"]
        for e in gained:
            if e.deck == "special":
                assert e.card in specials, f"{entry_id}: gains {e['card']}; {rules!r}"
                seen_specials.add(e.card)
        for deck, n in Counter(e.deck for e in gained if e.deck != "special").items():
            assert (deck, n) in draws, f"{entry_id}: keeps {n} {deck}; {rules!r}"
            seen_draws.add((deck, n))
    assert seen_draws == draws and seen_specials == specials, rules


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_monsters_gates_and_fates(entry_id: str) -> None:
    rules = ENTRIES[entry_id]
    loc = entry_id.partition(":")[2]
    unstable = loc in CAT.locations and not CAT.locations[loc].stable
    paths = explore(entry_id)
    kinds = set().union(*(p.kinds for p in paths))
    fates = {
        "monster-appeared": "a monster appears",
        "gate-opened": "a gate appears",
        "lost-in-time-and-space": "lost in time and space",
        "arrested": "you are arrested",
    }
    for kind, words in fates.items():
        assert (kind in kinds) == (words in rules), f"{entry_id}: {kind} vs {rules!r}"
    if kinds & {"monster-appeared", "gate-opened"}:
        assert unstable, f"{entry_id}: monsters and gates appear only at unstable locations"
    own_delay = [p for p in paths if "delayed" in p.kinds and not p.kinds & {*fates, "knocked-out"}]
    assert bool(own_delay) == ("you are delayed" in rules), rules


DOOM = re.compile(r"\b(add|remove) (\d) doom tokens?\b", re.IGNORECASE)


def declared_doom(rules: str) -> set[int]:
    return {(1 if verb.lower() == "add" else -1) * int(n) for verb, n in DOOM.findall(rules)}


def named_areas(rules: str, words: str) -> set[str]:
    """The areas named right after ``words`` (a pattern) in the line."""
    return {
        area
        for area, name in CAT.area_names.items()
        if re.search(rf"{words} (?:the )?{re.escape(name.removeprefix('The '))}\b", rules, re.I)
    }


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_doom_clues_placed_and_moves(entry_id: str) -> None:
    """Doom tokens added or removed (``add/remove n doom token``), Clues put on the board (``a
    Clue appears at`` a location) and moves (``move(d) to`` an area) happen exactly as the
    line says, on the paths no gate or fate takes over."""
    rules = ENTRIES[entry_id]
    taken = {"gate-opened", "lost-in-time-and-space", "arrested", "knocked-out", "devoured"}
    doom, placed, moved = set(), set(), set()
    for path in explore(entry_id):
        if path.kinds & taken:
            continue
        for e in path.events:
            if e.kind == "doom-changed":
                doom.add(e.delta)
            elif e.kind == "clue-placed":
                placed.add(e.at)
            elif e.kind == "moved":
                moved.add(e.to)
    assert doom == declared_doom(rules), f"{entry_id}: doom {doom}; {rules!r}"
    clue_words = r"\ba Clue appears at"
    assert placed == named_areas(rules, clue_words), f"{entry_id}: clues at {placed}; {rules!r}"
    assert moved == named_areas(rules, r"\bmoved? to"), f"{entry_id}: moves to {moved}; {rules!r}"


LOOK_CARDS = re.compile(r"\bdraw (\d) Innsmouth Look cards?\b")
UPRISING = re.compile(
    r"\b(add|remove) (\d) uprising tokens? (?:to|from) the Deep Ones Rising track\b", re.I
)
HOODS = {nb.name: nb.id for nb in CAT.neighbourhoods.values()}
FEDS_SPACES = re.compile(
    rf"\bfill (\d) Feds Raid spaces? of (?:the )?({'|'.join(map(re.escape, HOODS))})\b"
)


FEDS_FIRST_FREE = re.compile(
    r"\bplace (\d) tokens? on the first empty spaces? of the Feds Raid Innsmouth track\b"
)


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_names_the_look_and_innsmouths_tracks(entry_id: str) -> None:
    """Innsmouth Look cards drawn (``draw n Innsmouth Look cards``), uprising tokens added to or
    removed from the Deep Ones Rising track and Feds Raid spaces filled (``fill n Feds Raid
    spaces of`` a neighbourhood, or, outside Innsmouth, ``place n token on the first empty
    space of the Feds Raid Innsmouth track``) happen exactly as the line says."""
    rules = ENTRIES[entry_id]
    taken = {"gate-opened", "lost-in-time-and-space", "arrested", "knocked-out", "devoured"}
    looks, uprising, feds = set(), set(), set()
    for path in explore(entry_id):
        looks.update(len(e.cards) for e in path.events if e.kind == "look-drawn")
        for e in path.events:
            if e.kind in taken:
                break  # what follows a gate or a fate is not the entry's own
            if e.kind == "track-changed" and e.track == "deep-ones-rising":
                uprising.add(e.delta)
        if path.kinds & taken:
            continue
        for key, n in path.groups.items():
            track, _, group = key.partition(":")
            if track == "feds-raid" and n:
                feds.add((group, n))
    assert looks == {int(n) for n in LOOK_CARDS.findall(rules)}, f"{entry_id}: {rules!r}"
    declared = {
        (1 if verb.lower() == "add" else -1) * int(n) for verb, n in UPRISING.findall(rules)
    }
    assert uprising == declared, f"{entry_id}: uprising {uprising}; {rules!r}"
    spaces = {(HOODS[name], int(n)) for n, name in FEDS_SPACES.findall(rules)}
    first_free = {int(n) for n in FEDS_FIRST_FREE.findall(rules)}
    if first_free:  # evidence given outside Innsmouth: whichever colour is free first
        assert {n for _, n in feds} == first_free, f"{entry_id}: Feds Raid {feds}; {rules!r}"
    else:
        assert feds == spaces, f"{entry_id}: Feds Raid {feds}; {rules!r}"


@pytest.mark.parametrize("entry_id", sorted(ENTRIES))
def test_rules_line_offers_exactly_the_optional_choices(entry_id: str) -> None:
    rules = ENTRIES[entry_id]
    chooses = any("choose" in p.asked for p in explore(entry_id))
    assert chooses == ("may " in rules or "Choose" in rules), rules
