"""The game's component facts, loaded from ``data/*.json`` into frozen pydantic models.

Facts (names, numbers, board connections, stats) live in JSON; behaviour lives in code under
``arkham/content`` and joins the facts by id. :func:`load_catalog` validates every file and then
checks every cross-reference (each location, street, world, monster and card named anywhere must
exist). Any problem raises :class:`ContentError` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from arkham.resources import data_dir

SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")
SLIDER_PAIRS = (("speed", "sneak"), ("fight", "will"), ("lore", "luck"))
DIMENSIONS = (
    "circle",
    "triangle",
    "moon",
    "hexagon",
    "square",
    "diamond",
    "star",
    "slash",
    "plus",
)
COLOURS = ("blue", "green", "red", "yellow")
# Where a bonus can apply: the six skills, the derived checks, and the combat bonuses.
BONUS_KEYS = (
    *SKILLS,
    "evade",
    "combat",
    "horror",
    "spell",
    "physical",
    "magical",
    "movement",
    "max-sanity",
    "max-stamina",
)
MONSTER_ABILITIES = (
    "ambush",
    "endless",
    "physical-resistance",
    "physical-immunity",
    "magical-resistance",
    "magical-immunity",
    "undead",
    "mask",
    "nightmarish",
    "overwhelming",
)


class ContentError(Exception):
    """A data file is missing, malformed, or refers to something that does not exist."""

    def __init__(self, file: str, entry: str, field: str, message: str) -> None:
        self.file, self.entry, self.field = file, entry, field
        super().__init__(f"{file}: entry {entry!r}, field {field!r}: {message}")


class Fact(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


Skill = Literal["speed", "sneak", "fight", "will", "lore", "luck"]
Dimension = Literal[
    "circle", "triangle", "moon", "hexagon", "square", "diamond", "star", "slash", "plus"
]
Colour = Literal["blue", "green", "red", "yellow"]
BonusKey = Literal[
    "speed",
    "sneak",
    "fight",
    "will",
    "lore",
    "luck",
    "evade",
    "combat",
    "horror",
    "spell",
    "physical",
    "magical",
    "movement",
    "max-sanity",
    "max-stamina",
]
Bonuses = dict[BonusKey, int]


# ---------------------------------------------------------------- board


class Neighbourhood(Fact):
    id: str
    name: str
    street: str
    town: str = "arkham"


class Location(Fact):
    id: str
    name: str
    neighbourhood: str
    stable: bool
    icons: Annotated[list[str], Field(min_length=2, max_length=2)]
    ability: str | None = None
    """Id of the location action offered instead of an encounter (behaviour in content)."""
    ability_summary: str | None = None
    closes_at_terror: int | None = None
    note: str | None = None


class Street(Fact):
    id: str
    name: str
    neighbourhood: str
    adjacent: list[str]
    white: str
    black: str
    note: str | None = None


class SpecialArea(Fact):
    id: str
    name: str
    kind: Literal["sky", "outskirts", "lost", "jail"]
    summary: str


class Board(Fact):
    neighbourhoods: list[Neighbourhood]
    locations: list[Location]
    streets: list[Street]
    special_areas: list[SpecialArea]


class OtherWorld(Fact):
    id: str
    name: str
    colours: Annotated[list[Colour], Field(min_length=1)]
    close_modifier: int
    symbol: Dimension


class GateMarker(Fact):
    id: str
    world: str


class OtherWorlds(Fact):
    worlds: list[OtherWorld]
    gate_markers: list[GateMarker]


# ---------------------------------------------------------------- monsters


class Rating(Fact):
    rating: int
    damage: int


class MonsterKind(Fact):
    id: str
    name: str
    count: Annotated[int, Field(ge=1)]
    dimension: Dimension
    movement: Literal["normal", "fast", "stationary", "flying", "unique"]
    awareness: int
    horror: Rating | None
    """None: no Horror check at all."""
    combat: Rating
    toughness: Annotated[int, Field(ge=1)]
    abilities: list[str] = []
    nightmarish: int = 0
    overwhelming: int = 0
    special: str | None = None
    """Id of special behaviour in content (e.g. 'lost-on-failed-combat'), with its summary."""
    special_summary: str | None = None


class Monsters(Fact):
    monsters: list[MonsterKind]


# ---------------------------------------------------------------- investigators


class RandomPossessions(Fact):
    common: int = 0
    unique: int = 0
    spell: int = 0
    skill: int = 0


class Ability(Fact):
    id: str
    name: str
    summary: str


class InvestigatorSheet(Fact):
    id: str
    name: str
    occupation: str
    home: str
    sanity: Annotated[int, Field(ge=1)]
    stamina: Annotated[int, Field(ge=1)]
    focus: Annotated[int, Field(ge=1)]
    slider_base: dict[Skill, int]
    """Each skill's value with its slider at stop 0; the first skill of a pair rises by one per
    stop (0-3) and its partner falls by one."""
    money: Annotated[int, Field(ge=0)]
    clues: Annotated[int, Field(ge=0)]
    fixed: list[str] = []
    """Card ids of the fixed possessions (items, spells, allies, special cards)."""
    random: RandomPossessions
    ability: Ability
    note: str | None = None


class Investigators(Fact):
    investigators: list[InvestigatorSheet]


# ---------------------------------------------------------------- ancient ones


class AttackCheck(Fact):
    skill: Skill
    modifier: int


class Attack(Fact):
    check: AttackCheck | None
    """None: no check; the penalty always applies."""
    penalty: Literal[
        "sanity",
        "stamina",
        "sanity-and-stamina",
        "clue",
        "monster-trophy",
        "gate-trophy",
        "max-sanity-or-stamina",
        "world-ends",
    ]
    amount: int = 1
    devour_if_none_left: bool = False
    restore_doom: int = 0
    summary: str


class AncientOne(Fact):
    id: str
    name: str
    doom_track: Annotated[int, Field(ge=1)]
    combat_rating: int | None
    """None: minus infinity (the investigators cannot win the battle)."""
    combat_rating_is_terror: bool = False
    defences: list[str] = []
    worshippers: str
    asleep: str
    start_of_battle: str | None = None
    attack: Attack
    brings_masks: bool = False


class AncientOnes(Fact):
    ancient_ones: list[AncientOne]


# ---------------------------------------------------------------- cards


class Item(Fact):
    id: str
    name: str
    deck: Literal["common", "unique"]
    count: Annotated[int, Field(ge=1)]
    price: Annotated[int, Field(ge=0)]
    hands: Annotated[int, Field(ge=0, le=2)] = 0
    bonuses: Bonuses = {}
    tags: list[str] = []
    """Kinds the rules look at: weapon, physical, magical, tome, elder-sign, undead-bonus, …"""
    summary: str


class Spell(Fact):
    id: str
    name: str
    count: Annotated[int, Field(ge=1)]
    hands: Annotated[int, Field(ge=0, le=2)] = 0
    casting_modifier: int | None
    """None: the modifier varies (Mists of Releh uses the monster's awareness)."""
    sanity_cost: Annotated[int, Field(ge=0)]
    bonuses: Bonuses = {}
    tags: list[str] = []
    summary: str


class SkillCard(Fact):
    id: str
    name: str
    count: Annotated[int, Field(ge=1)]
    skill: Skill | None = None
    """The skill raised by 1 (and given an extra die per Clue spent); None for re-roll skills."""
    reroll: Literal["evade", "combat", "horror", "spell"] | None = None
    summary: str


class Ally(Fact):
    id: str
    name: str
    bonuses: Bonuses = {}
    summary: str


class SpecialCard(Fact):
    id: str
    name: str
    count: Annotated[int, Field(ge=1)]
    hands: Annotated[int, Field(ge=0, le=2)] = 0
    bonuses: Bonuses = {}
    tags: list[str] = []
    summary: str


class Cards(Fact):
    items: list[Item]
    spells: list[Spell]
    skills: list[SkillCard]
    allies: list[Ally]
    specials: list[SpecialCard]


# ---------------------------------------------------------------- mythos and encounters


class MythosCard(Fact):
    id: str
    title: str
    """Our own title (DESIGN §2); ``appendix_row`` ties the card to the reference's data row."""
    appendix_row: int
    type: Literal["headline", "environment", "rumor", "special"]
    environment_kind: Literal["mystic", "urban", "weather"] | None = None
    gate: str | None
    clue: str | None
    white: list[Dimension]
    black: list[Dimension]
    summary: str = ""
    note: str | None = None


class Mythos(Fact):
    cards: list[MythosCard]


class LocationEntry(Fact):
    location: str
    """A location id, or 'inner-sanctum' for the Silver Twilight Lodge members' entry."""
    title: str
    prose: str
    rules: str


class LocationCard(Fact):
    id: str
    neighbourhood: str
    entries: list[LocationEntry]


class GateEntry(Fact):
    world: str | None
    """An Other World id, or None for the 'Other' entry."""
    title: str
    prose: str
    rules: str


class GateCard(Fact):
    id: str
    colour: Colour | None
    """None: the colourless card that reshuffles the gate deck."""
    entries: list[GateEntry] = []


class LocationDecks(Fact):
    cards: list[LocationCard]


class GateDeck(Fact):
    cards: list[GateCard]


# ---------------------------------------------------------------- the catalog


class Catalog:
    """Every fact, indexed by id. Built once by :func:`load_catalog`; treat as read-only."""

    def __init__(
        self,
        board: Board,
        other_worlds: OtherWorlds,
        monsters: Monsters,
        investigators: Investigators,
        ancient_ones: AncientOnes,
        cards: Cards,
        mythos: Mythos,
        location_decks: LocationDecks,
        gate_deck: GateDeck,
    ) -> None:
        self.board = board
        self.neighbourhoods = {n.id: n for n in board.neighbourhoods}
        self.locations = {loc.id: loc for loc in board.locations}
        self.streets = {s.id: s for s in board.streets}
        self.special_areas = {a.id: a for a in board.special_areas}
        self.worlds = {w.id: w for w in other_worlds.worlds}
        self.gate_markers = {g.id: g for g in other_worlds.gate_markers}
        self.monster_kinds = {m.id: m for m in monsters.monsters}
        self.investigators = {i.id: i for i in investigators.investigators}
        self.ancient_ones = {a.id: a for a in ancient_ones.ancient_ones}
        self.items = {i.id: i for i in cards.items}
        self.spells = {s.id: s for s in cards.spells}
        self.skills = {s.id: s for s in cards.skills}
        self.allies = {a.id: a for a in cards.allies}
        self.specials = {s.id: s for s in cards.specials}
        self.mythos = {m.id: m for m in mythos.cards}
        self.location_cards = {c.id: c for c in location_decks.cards}
        self.gate_cards = {c.id: c for c in gate_deck.cards}

        # Derived board graph: every Arkham area's connections and arrows.
        self.street_of = {n.id: n.street for n in board.neighbourhoods}
        self.neighbourhood_of: dict[str, str] = {}
        self.connections: dict[str, tuple[str, ...]] = {}
        self.white: dict[str, str] = {}
        self.black: dict[str, str] = {}
        for street in board.streets:
            self.neighbourhood_of[street.id] = street.neighbourhood
            locs = [loc.id for loc in board.locations if loc.neighbourhood == street.neighbourhood]
            self.connections[street.id] = (*locs, *street.adjacent)
            self.white[street.id] = street.white
            self.black[street.id] = street.black
        for loc in board.locations:
            street_id = self.street_of[loc.neighbourhood]
            self.neighbourhood_of[loc.id] = loc.neighbourhood
            self.connections[loc.id] = (street_id,)
            # RULE: reference §1.3 — a location's arrow to its street is both white and black.
            self.white[loc.id] = street_id
            self.black[loc.id] = street_id
        # Other World areas: "<world>-1" (left, entered first) and "<world>-2".
        self.world_of_area = {f"{w}-{i}": w for w in self.worlds for i in (1, 2)}
        self.monster_markers = [
            f"{kind.id}-{n}" for kind in monsters.monsters for n in range(1, kind.count + 1)
        ]
        # Names of every place, worked out once (read for every move choice).
        self.area_names: dict[str, str] = {
            a.id: a.name
            for table in (board.locations, board.streets, board.special_areas)
            for a in table
        }
        for area, world_id in self.world_of_area.items():
            part = "first" if area.endswith("-1") else "second"
            self.area_names[area] = f"{self.worlds[world_id].name} ({part} area)"
        # Standing bonuses of every card (a skill card: +1 to its skill), read on every check.
        self.bonuses_of: dict[str, dict[str, int]] = {}
        for table in (self.items, self.allies, self.specials):
            for card_id, fact in table.items():
                self.bonuses_of[card_id] = dict(fact.bonuses)
        for card_id, sk in self.skills.items():
            self.bonuses_of[card_id] = {sk.skill: 1} if sk.skill else {}
        self.kind_of_marker = {
            f"{kind.id}-{n}": kind.id
            for kind in monsters.monsters
            for n in range(1, kind.count + 1)
        }

    def card_name(self, card_id: str) -> str:
        for table in (self.items, self.spells, self.skills, self.allies, self.specials):
            if card_id in table:
                return table[card_id].name
        raise KeyError(card_id)

    def card_kind(self, card_id: str) -> str:
        """'common', 'unique', 'spell', 'skill', 'ally' or 'special'."""
        if card_id in self.items:
            return self.items[card_id].deck
        for kind, table in (
            ("spell", self.spells),
            ("skill", self.skills),
            ("ally", self.allies),
            ("special", self.specials),
        ):
            if card_id in table:
                return kind
        raise KeyError(card_id)

    def area_name(self, area_id: str) -> str:
        return self.area_names.get(area_id, area_id)


FILES: dict[str, type[Fact]] = {
    "board.json": Board,
    "other_worlds.json": OtherWorlds,
    "monsters.json": Monsters,
    "investigators.json": Investigators,
    "ancient_ones.json": AncientOnes,
    "cards.json": Cards,
    "mythos.json": Mythos,
}
FOLDERS: dict[str, type[Fact]] = {
    "location_decks": LocationDecks,
    "gate_deck": GateDeck,
}
"""Decks kept as a folder of files (one per neighbourhood, one per colour), merged on load."""


def _entry_name(raw: object, loc: tuple[int | str, ...]) -> tuple[str, str]:
    """Turn a pydantic error location into (entry id, field path) using the raw JSON."""
    node = raw
    entry = "(top level)"
    path: list[str] = []
    for part in loc:
        path.append(str(part))
        try:
            node = node[part]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(node, dict) and "id" in node:
            entry = str(node["id"])
            path = []
    return entry, ".".join(path) or "(whole entry)"


def _load_file(folder: Path, name: str, model: type[Fact]) -> Fact:
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ContentError(name, "(file)", "(file)", f"cannot be read: {exc}") from exc
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(name, "(file)", "(file)", f"is not valid JSON: {exc}") from exc
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        entry, field = _entry_name(raw, tuple(err["loc"]))
        raise ContentError(name, entry, field, err["msg"]) from exc


def _unique(file: str, ids: Iterable[str]) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ContentError(file, i, "id", "is used twice")
        seen.add(i)


def _must(file: str, entry: str, field: str, value: str | None, known: object) -> None:
    if value is not None and value not in known:  # type: ignore[operator]
        raise ContentError(file, entry, field, f"refers to unknown {value!r}")


def validate(cat: Catalog) -> None:
    """Cross-reference checks: everything named anywhere exists."""
    b = "board.json"
    _unique(b, [*cat.locations, *cat.streets, *cat.special_areas, *cat.neighbourhoods])
    for n in cat.neighbourhoods.values():
        _must(b, n.id, "street", n.street, cat.streets)
    for loc in cat.locations.values():
        _must(b, loc.id, "neighbourhood", loc.neighbourhood, cat.neighbourhoods)
    for s in cat.streets.values():
        _must(b, s.id, "neighbourhood", s.neighbourhood, cat.neighbourhoods)
        for adj in s.adjacent:
            _must(b, s.id, "adjacent", adj, cat.streets)
            if s.id not in cat.streets[adj].adjacent:
                raise ContentError(b, s.id, "adjacent", f"{adj!r} does not list it back")
        for arrow in ("white", "black"):
            target = getattr(s, arrow)
            if target not in s.adjacent:
                raise ContentError(b, s.id, arrow, f"points at {target!r}, not an adjacent street")
    ow = "other_worlds.json"
    _unique(ow, [*cat.worlds, *cat.gate_markers])
    for g in cat.gate_markers.values():
        _must(ow, g.id, "world", g.world, cat.worlds)
    mo = "monsters.json"
    _unique(mo, cat.monster_kinds)
    for m in cat.monster_kinds.values():
        for ab in m.abilities:
            _must(mo, m.id, "abilities", ab, MONSTER_ABILITIES)
    cards = "cards.json"
    card_tables = (cat.items, cat.spells, cat.skills, cat.allies, cat.specials)
    _unique(cards, [cid for table in card_tables for cid in table])
    all_cards = {cid for table in card_tables for cid in table}
    inv = "investigators.json"
    _unique(inv, cat.investigators)
    for sheet in cat.investigators.values():
        _must(inv, sheet.id, "home", sheet.home, cat.locations)
        for card in sheet.fixed:
            _must(inv, sheet.id, "fixed", card, all_cards)
        if sorted(sheet.slider_base) != sorted(SKILLS):
            raise ContentError(inv, sheet.id, "slider_base", "must give all six skills")
    _unique("ancient_ones.json", cat.ancient_ones)
    my = "mythos.json"
    _unique(my, cat.mythos)
    for card in cat.mythos.values():
        _must(my, card.id, "gate", card.gate, cat.locations)
        _must(my, card.id, "clue", card.clue, cat.locations)
    ld = "location_decks/"
    _unique(ld, cat.location_cards)
    for card in cat.location_cards.values():
        _must(ld, card.id, "neighbourhood", card.neighbourhood, cat.neighbourhoods)
        for entry in card.entries:
            if entry.location == "inner-sanctum":
                continue
            _must(ld, card.id, "entries.location", entry.location, cat.locations)
            if cat.locations[entry.location].neighbourhood != card.neighbourhood:
                raise ContentError(ld, card.id, "entries.location", "is in another neighbourhood")
    gd = "gate_deck/"
    _unique(gd, cat.gate_cards)
    for card in cat.gate_cards.values():
        for entry in card.entries:
            _must(gd, card.id, "entries.world", entry.world, cat.worlds)


def _load_folder(folder: Path, name: str, model: type[Fact]) -> Fact:
    files = sorted((folder / name).glob("*.json"))
    if not files:
        raise ContentError(f"{name}/", "(folder)", "(folder)", "is missing or holds no .json file")
    cards = [
        card
        for path in files
        for card in _load_file(folder, f"{name}/{path.name}", model).cards  # type: ignore[attr-defined]
    ]
    return model(cards=cards)  # type: ignore[call-arg]


def load_catalog_from(folder: Path) -> Catalog:
    """Load and validate every data file in ``folder``."""
    loaded = {name: _load_file(folder, name, model) for name, model in FILES.items()}
    decks = {name: _load_folder(folder, name, model) for name, model in FOLDERS.items()}
    cat = Catalog(*loaded.values(), *decks.values())  # type: ignore[arg-type]
    validate(cat)
    return cat


@cache
def load_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    return load_catalog_from(data_dir())
