"""The shipped catalog (data/*.json) loads, matches the reference counts, and bad data is reported.

Counts and tallies come from shared/reference/game-data.md (sections 1-7 and Appendix A).
"""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from arkham.catalog import FILES, Catalog, ContentError, Role, load_catalog, load_catalog_from
from arkham.resources import data_dir


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


# ---------------------------------------------------------------- loading


def test_shipped_catalog_loads(cat: Catalog) -> None:
    assert cat is load_catalog()  # cached
    # Every catalog file is there (board coordinates are the UI's own, in data/layout/).
    names = {p.name for p in data_dir().glob("*.json")}
    assert set(FILES) == names


def test_loading_from_a_copy_gives_the_same_facts(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    copy = load_catalog_from(folder)
    assert copy.locations == load_catalog().locations
    assert copy.mythos == load_catalog().mythos


# ---------------------------------------------------------------- board

UNSTABLE = {
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
}
RING = [
    "northside",
    "downtown",
    "easttown",
    "rivertown",
    "french-hill",
    "southside",
    "uptown",
    "miskatonic-u",
    "merchant-district",
]


def test_board_counts(cat: Catalog) -> None:
    assert len(cat.neighbourhoods) == 9
    assert len(cat.locations) == 26
    assert len(cat.streets) == 9
    assert set(cat.street_of.values()) == set(cat.streets)
    for hood in cat.neighbourhoods.values():
        assert cat.street_of[hood.id] == f"{hood.id}-streets"
        assert 2 <= sum(loc.neighbourhood == hood.id for loc in cat.locations.values()) <= 3


def test_exactly_the_eleven_unstable_locations(cat: Catalog) -> None:
    unstable = {loc.id for loc in cat.locations.values() if not loc.stable}
    assert unstable == UNSTABLE


def test_encounter_icons_are_known_words(cat: Catalog) -> None:
    words = {"common", "unique", "clue", "money", "sanity", "stamina", "blessing", "spell"}
    words |= {"skill", "ally"}
    for loc in cat.locations.values():
        assert set(loc.icons) <= words, loc.id


def test_shops_close_on_the_terror_track(cat: Catalog) -> None:
    closing = {loc.id: loc.closes_at_terror for loc in cat.locations.values()}
    closing = {k: v for k, v in closing.items() if v is not None}
    assert closing == {"general-store": 3, "curiositie-shoppe": 6, "ye-olde-magick-shoppe": 9}


def test_location_abilities_have_summaries(cat: Catalog) -> None:
    with_ability = {loc.id: loc.ability for loc in cat.locations.values() if loc.ability}
    assert len(with_ability) == 14
    assert len(set(with_ability.values())) == 14
    for loc in cat.locations.values():
        assert (loc.ability is None) == (loc.ability_summary is None), loc.id


def test_ring_arrows_run_opposite_ways(cat: Catalog) -> None:
    ring = [f"{h}-streets" for h in RING]
    for i, street in enumerate(ring):
        nxt, prev = ring[(i + 1) % 9], ring[(i - 1) % 9]
        white, black = cat.streets[street].white, cat.streets[street].black
        # One of the two directions round the ring is white for every street, black the other.
        assert {white, black} == {nxt, prev}, street
    direction = cat.streets[ring[0]].white == ring[1]
    for i, street in enumerate(ring):
        assert (cat.streets[street].white == ring[(i + 1) % 9]) == direction
        assert cat.black[cat.white[street]] == street


def test_street_edges(cat: Catalog) -> None:
    edges = {
        frozenset((s.id, a)) for s in cat.streets.values() for a in s.links if a in cat.streets
    }
    ring = [f"{h}-streets" for h in RING]
    ring_edges = {frozenset((ring[i], ring[(i + 1) % 9])) for i in range(9)}
    extra = {
        frozenset(("merchant-district-streets", "rivertown-streets")),
        frozenset(("french-hill-streets", "miskatonic-u-streets")),
        frozenset(("merchant-district-streets", "downtown-streets")),
    }
    assert edges == ring_edges | extra
    assert cat.streets["merchant-district-streets"].note  # the disputed edge is recorded


def test_special_areas_and_roles(cat: Catalog) -> None:
    assert set(cat.special_areas) == {"sky", "outskirts", "lost", "jail"}
    assert cat.areas["jail"].part_of == "police-station"
    assert cat.neighbourhood_of["jail"] == "easttown"
    roles = {role: cat.role(role) for role in cat.roles}
    assert roles == {
        Role.JAIL: "jail",
        Role.POLICE_STATION: "police-station",
        Role.ASYLUM: "asylum",
        Role.HOSPITAL: "st-marys-hospital",
        Role.TRAIN_STATION: "train-station",
        Role.SKY: "sky",
        Role.OUTSKIRTS: "outskirts",
        Role.LOST: "lost",
    }


def test_towns_and_the_monster_limit(cat: Catalog) -> None:
    assert list(cat.towns) == ["arkham"]
    arkham = cat.towns["arkham"]
    assert set(arkham.areas) == {*cat.locations, *cat.streets, "jail"}
    assert all(cat.town_of[a] == "arkham" for a in arkham.areas)
    assert "sky" not in cat.town_of and "lost" not in cat.town_of
    assert cat.counts_toward_limit == {*cat.locations, *cat.streets, "jail", "sky"}
    assert all(cat.streets[s].sky_adjacent for s in cat.streets)


def test_locations_link_to_their_street_with_both_arrows(cat: Catalog) -> None:
    for loc in cat.locations.values():
        street = cat.street_of[loc.neighbourhood]
        assert cat.connections[loc.id] == (street,)
        assert cat.white[loc.id] == cat.black[loc.id] == street
        assert loc.id in cat.connections[street]


# ---------------------------------------------------------------- other worlds


def test_worlds_and_gate_markers(cat: Catalog) -> None:
    assert len(cat.worlds) == 8
    assert len(cat.gate_markers) == 16
    assert Counter(g.world for g in cat.gate_markers.values()) == dict.fromkeys(cat.worlds, 2)
    symbols = [w.symbol for w in cat.worlds.values()]
    assert len(set(symbols)) == 8
    assert "moon" not in symbols
    modifiers = {w.id: w.close_modifier for w in cat.worlds.values()}
    assert modifiers == {
        "another-dimension": 0,
        "abyss": -2,
        "city-of-the-great-race": 0,
        "celaeno": -1,
        "plateau-of-leng": -1,
        "rlyeh": -3,
        "dreamlands": 1,
        "yuggoth": -2,
    }


# ---------------------------------------------------------------- monsters


def test_monster_markers(cat: Catalog) -> None:
    assert len(cat.monster_kinds) == 29
    assert len(cat.monster_markers) == 60
    per_dimension = Counter()
    for kind in cat.monster_kinds.values():
        per_dimension[kind.dimension] += kind.count
    assert per_dimension == {
        "circle": 11,
        "triangle": 3,
        "moon": 17,
        "hexagon": 10,
        "square": 5,
        "diamond": 4,
        "star": 2,
        "slash": 5,
        "plus": 3,
    }


def test_mask_monsters(cat: Catalog) -> None:
    masks = {m.id for m in cat.monster_kinds.values() if "mask" in m.abilities}
    assert masks == {
        "god-of-the-bloody-tongue",
        "haunter-of-the-dark",
        "the-black-man",
        "the-bloated-woman",
        "the-dark-pharaoh",
    }
    assert sum(cat.monster_kinds[m].count for m in masks) == 5
    for m in masks:
        assert "endless" in cat.monster_kinds[m].abilities


def test_monster_keyword_integers_match_abilities(cat: Catalog) -> None:
    for m in cat.monster_kinds.values():
        assert ("nightmarish" in m.abilities) == (m.nightmarish > 0), m.id
        assert ("overwhelming" in m.abilities) == (m.overwhelming > 0), m.id
        assert (m.special is None) == (m.special_summary is None), m.id


def test_sample_monster_stats(cat: Catalog) -> None:
    dhole = cat.monster_kinds["dhole"]
    assert (dhole.awareness, dhole.toughness) == (-1, 3)
    assert (dhole.horror.rating, dhole.horror.damage) == (-1, 4)
    assert (dhole.combat.rating, dhole.combat.damage) == (-3, 4)
    assert cat.monster_kinds["cultist"].horror is None
    assert cat.monster_kinds["the-black-man"].horror is None
    assert cat.monster_kinds["dimensional-shambler"].combat.damage == 0
    assert cat.monster_kinds["nightgaunt"].special == "drawn-through-gate-on-failed-combat"


# ---------------------------------------------------------------- investigators


def test_investigators(cat: Catalog) -> None:
    assert len(cat.investigators) == 16
    amanda = cat.investigators["amanda-sharpe"]
    assert amanda.slider_base == {
        "speed": 1,
        "sneak": 4,
        "fight": 1,
        "will": 4,
        "lore": 1,
        "luck": 4,
    }
    assert cat.investigators["darrell-simmons"].money == 4
    assert cat.investigators["bob-jenkins"].money == 9
    assert cat.investigators["jenny-barnes"].random.common == 2
    assert cat.investigators["sister-mary"].fixed == ["blessing", "cross", "holy-water"]
    homes = [i.home for i in cat.investigators.values()]
    assert len(set(homes)) == 16


# ---------------------------------------------------------------- ancient ones


def test_ancient_ones(cat: Catalog) -> None:
    assert len(cat.ancient_ones) == 8
    assert cat.ancient_ones["azathoth"].combat_rating is None
    assert cat.ancient_ones["hastur"].combat_rating_is_terror
    assert [a.id for a in cat.ancient_ones.values() if a.brings_masks] == ["nyarlathotep"]
    doom = {a.id: a.doom_track for a in cat.ancient_ones.values()}
    assert doom == {
        "azathoth": 14,
        "cthulhu": 13,
        "hastur": 13,
        "ithaqua": 11,
        "nyarlathotep": 11,
        "shub-niggurath": 12,
        "yig": 10,
        "yog-sothoth": 12,
    }


# ---------------------------------------------------------------- cards


def test_card_counts(cat: Catalog) -> None:
    common = [i for i in cat.items.values() if i.deck == "common"]
    unique = [i for i in cat.items.values() if i.deck == "unique"]
    assert len(common) == 22
    assert sum(i.count for i in common) == 44
    assert len(unique) == 26
    assert sum(i.count for i in unique) == 39
    assert cat.items["elder-sign"].count == 4
    assert len(cat.spells) == 11
    assert sum(s.count for s in cat.spells.values()) == 40
    assert len(cat.skills) == 10
    assert sum(s.count for s in cat.skills.values()) == 20
    assert len(cat.allies) == 11


def test_special_cards_count_blessing_and_curse_as_one_set(cat: Catalog) -> None:
    specials = cat.specials
    assert specials["blessing"].count == specials["curse"].count == 8
    # The 8 Blessing/Curse cards are double-sided: count the set once.
    total = sum(s.count for s in specials.values()) - specials["curse"].count
    assert total == 35


def test_skill_cards(cat: Catalog) -> None:
    raised = {s.skill for s in cat.skills.values() if s.skill}
    assert raised == {"speed", "sneak", "fight", "will", "lore", "luck"}
    rerolls = {s.id: s.reroll for s in cat.skills.values() if s.reroll}
    assert rerolls == {
        "stealth": "evade",
        "marksman": "combat",
        "bravery": "horror",
        "expert-occultist": "spell",
    }


def test_weapons_carry_their_kind(cat: Catalog) -> None:
    for table in (cat.items, cat.specials):
        for card in table.values():
            if "weapon" in card.tags:
                assert ("physical" in card.tags) != ("magical" in card.tags), card.id
                assert card.hands >= 1, card.id


def test_fixed_possessions_are_cards(cat: Catalog) -> None:
    for sheet in cat.investigators.values():
        for card in sheet.fixed:
            assert cat.card_kind(card)


# ---------------------------------------------------------------- mythos

PRINTED_NAMES = [
    "A Strange Plague",
    "Alien Technology",
    "All Quiet in Arkham!",
    "An Evil Fog",
    "Big Storm Sweeps Arkham!",
    "Bizarre Dreams Plague Citizens!",
    "Blackest Night",
    "Blood Magic",
    "Blue Flu!",
    "Campus Security Increased!",
    "Church Group Reclaims Southside!",
    "City Gripped by Blackouts!",
    "Curfew Enforced",
    "Darke's Carnival Arrives",
    "Disturbing the Dead",
    "Dreams of a Sunken City",
    "Egyptian Exhibit Visits Miskatonic U.",
    "Estate Sale",
    "Family Found Butchered!",
    "Feds Raid Arkham!",
    "Fourth of July Parade!",
    "Gangs Clean Up Easttown!",
    "Ghost Ship Docks by Itself!",
    "Goat-like Creature Spotted in Woods!",
    "Good Work Undone",
    "Happy Days are Here Again",
    "Heat Wave",
    "Horror at Groundbreaking!",
    "Icy Conditions",
    "Ill Wind Grips Arkham!",
    "Lodge Member Held for Questioning!",
    "Lodge Members Watch the Night!",
    "Manhunt in Arkham!",
    "Merchants March on Crime!",
    "Miskatonic Arctic Expedition Returns!",
    "Missing People Return!",
    "No One Can Help You Now",
    "Noden's Favor",
    "Picnickers Panic!",
    "Planetary Alignment",
    "Police Step Up Patrols in Northside!",
    "Private Security Hired in Uptown!",
    "R'lyeh Rising",
    "Raining Cats and Dogs",
    "Rivertown Residents Take Back Streets!",
    "Scientist Warns of Dimensional Rift!",
    "Sheldon Gang Turns to Police for Aid!",
    "Slum Murders Continue!",
    "Solar Eclipse",
    "Southside Strangler Suspected!",
    "Strange Lights on Campus!",
    "Strange Power Flux Plagues City!",
    "Strange Tremors Cease!",
    "Sunny and Clear",
    "Temperence Fever Sweeps City",
    "Terror at the Train Station!",
    "The Chill of the Grave",
    "The Festival",
    "The Great Ritual",
    "The Man in Black",
    "The Southside Strangler Strikes",
    "The Stars Are Right",
    "The Story Continues…",
    "The Terrible Experiment",
    "Things of Darkness",
    "Vigilante Guards the Night!",
    "Witch Burning Anniversary!",
]


def _norm(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def test_mythos_rows(cat: Catalog) -> None:
    assert len(cat.mythos) == 67
    assert sorted(c.appendix_row for c in cat.mythos.values()) == list(range(1, 68))
    for card in cat.mythos.values():
        assert card.id == f"mythos-{card.appendix_row:02d}"


def test_mythos_titles_are_our_own(cat: Catalog) -> None:
    assert len(PRINTED_NAMES) == 67
    printed = {_norm(name) for name in PRINTED_NAMES}
    titles = [c.title for c in cat.mythos.values()]
    assert len({_norm(t) for t in titles}) == 67
    for card in cat.mythos.values():
        assert _norm(card.title) not in printed, card.id
        assert _norm(card.title) != _norm(PRINTED_NAMES[card.appendix_row - 1]), card.id


def test_mythos_type_split(cat: Catalog) -> None:
    split = Counter((c.type, c.environment_kind) for c in cat.mythos.values())
    assert split == {
        ("headline", None): 36,
        ("environment", "mystic"): 12,
        ("environment", "urban"): 7,
        ("environment", "weather"): 5,
        ("rumor", None): 6,
        ("special", None): 1,
    }


def test_mythos_gate_tally(cat: Catalog) -> None:
    gates = Counter(c.gate for c in cat.mythos.values())
    assert gates == {
        "independence-square": 10,
        "unvisited-isle": 10,
        "woods": 10,
        "witch-house": 10,
        "graveyard": 6,
        "black-cave": 6,
        "unnamable": 6,
        "science-building": 2,
        "historical-society": 2,
        "hibbs-roadhouse": 2,
        "silver-twilight-lodge": 2,
        None: 1,
    }
    assert {g for g in gates if g} == UNSTABLE


def test_mythos_clue_tally(cat: Catalog) -> None:
    clues = Counter(c.clue for c in cat.mythos.values())
    assert clues == {
        "black-cave": 10,
        "unnamable": 9,
        "science-building": 8,
        "historical-society": 8,
        "woods": 6,
        "unvisited-isle": 5,
        "hibbs-roadhouse": 5,
        "independence-square": 4,
        "silver-twilight-lodge": 2,
        "graveyard": 2,
        "witch-house": 1,
        None: 7,
    }


def test_mythos_movement_patterns(cat: Catalog) -> None:
    patterns = Counter(
        (tuple(sorted(c.white)), tuple(sorted(c.black))) for c in cat.mythos.values()
    )
    # Pattern A holds 11 with the "Happy Days" row (26) read as pattern A; see its note.
    assert patterns == {
        (("diamond", "square"), ("circle",)): 11,
        (("circle",), ("diamond", "square")): 11,
        (("hexagon",), ("slash", "star", "triangle")): 11,
        (("slash", "star", "triangle"), ("hexagon",)): 11,
        (("plus",), ("moon",)): 11,
        (("moon",), ("plus",)): 11,
        ((), ()): 1,
    }
    assert cat.mythos["mythos-26"].note


# ---------------------------------------------------------------- ContentError


def _copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    return folder


def _edit(folder: Path, name: str, change: Callable[[dict], None]) -> None:
    path = folder / name
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")


def _entry(raw: dict, table: str, entry_id: str) -> dict:
    return next(e for e in raw[table] if e["id"] == entry_id)


def _wrong_toughness(raw: dict) -> None:
    _entry(raw, "monsters", "byakhee")["toughness"] = "three"


def _wrong_nested_rating(raw: dict) -> None:
    _entry(raw, "monsters", "ghoul")["combat"]["rating"] = "minus one"


def _unknown_gate(raw: dict) -> None:
    _entry(raw, "cards", "mythos-05")["gate"] = "innsmouth-jail"


def _unknown_clue(raw: dict) -> None:
    _entry(raw, "cards", "mythos-40")["clue"] = "nowhere"


def _one_way_street(raw: dict) -> None:
    _entry(raw, "areas", "northside-streets")["links"].append("southside-streets")


def _arrow_off_the_links(raw: dict) -> None:
    _entry(raw, "areas", "uptown-streets")["white"] = "rivertown-streets"


def _unknown_role_area(raw: dict) -> None:
    raw["roles"]["asylum"] = "bedlam"


def _unknown_role(raw: dict) -> None:
    raw["roles"]["lighthouse"] = "woods"


def _unknown_fixed_card(raw: dict) -> None:
    _entry(raw, "investigators", "sister-mary")["fixed"].append("holy-hand-grenade")


def _skill_off_the_sliders(raw: dict) -> None:
    _entry(raw, "investigators", "amanda-sharpe")["sliders"] = [
        {"skills": ["speed", "sneak"]},
        {"skills": ["fight", "will"]},
        {"skills": ["lore", "speed"]},
    ]


def _extra_field(raw: dict) -> None:
    _entry(raw, "worlds", "yuggoth")["colour"] = "blue"


@pytest.mark.parametrize(
    ("name", "change", "entry", "field"),
    [
        ("monsters.json", _wrong_toughness, "byakhee", "toughness"),
        ("monsters.json", _wrong_nested_rating, "ghoul", "combat.rating"),
        ("mythos.json", _unknown_gate, "mythos-05", "gate"),
        ("mythos.json", _unknown_clue, "mythos-40", "clue"),
        ("boards/arkham.json", _one_way_street, "northside-streets", "links"),
        ("boards/arkham.json", _arrow_off_the_links, "uptown-streets", "white"),
        ("boards/arkham.json", _unknown_role_area, "asylum", "roles"),
        ("boards/arkham.json", _unknown_role, "arkham", "roles.lighthouse"),
        ("investigators.json", _unknown_fixed_card, "sister-mary", "fixed"),
        ("investigators.json", _skill_off_the_sliders, "amanda-sharpe", "sliders"),
        ("other_worlds.json", _extra_field, "yuggoth", "colour"),
    ],
)
def test_bad_entry_is_named(
    tmp_path: Path, name: str, change: Callable[[dict], None], entry: str, field: str
) -> None:
    folder = _copy_data(tmp_path)
    _edit(folder, name, change)
    with pytest.raises(ContentError) as err:
        load_catalog_from(folder)
    assert (err.value.file, err.value.entry, err.value.field) == (name, entry, field)
    message = str(err.value)
    assert name in message
    assert repr(entry) in message
    assert repr(field) in message


def test_invalid_json_is_named(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    (folder / "investigators.json").write_text('{"investigators": [', encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalog_from(folder)
    assert (err.value.file, err.value.entry, err.value.field) == (
        "investigators.json",
        "(file)",
        "(file)",
    )
    assert "investigators.json" in str(err.value)
    assert "not valid JSON" in str(err.value)


def test_missing_file_is_named(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    (folder / "ancient_ones.json").unlink()
    with pytest.raises(ContentError) as err:
        load_catalog_from(folder)
    assert (err.value.file, err.value.entry, err.value.field) == (
        "ancient_ones.json",
        "(file)",
        "(file)",
    )
    assert "ancient_ones.json" in str(err.value)
    assert "cannot be read" in str(err.value)
