"""The game's component facts, loaded from ``data/*.json`` into frozen pydantic models.

Facts (names, numbers, board connections, stats) live in JSON; behaviour lives in code under
``arkham/content`` and joins the facts by id. :func:`load_catalog` validates every file and then
checks every cross-reference (each location, street, world, monster and card named anywhere must
exist). Any problem raises :class:`ContentError` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
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
    "spawn",
    "weapon-immunity",
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


# ---------------------------------------------------------------- boards

AreaKind = Literal["location", "street", "street-area", "special"]
"""``street``: a neighbourhood's street; ``street-area``: a place that is a street for every rule
but has no street of a neighbourhood's (Sawbone Alley, a depot in no neighbourhood);
``special``: a place off the movement graph (the Jail Cell, a vortex, the Sky, the Outskirts,
Lost in Time and Space)."""
STREET_KINDS = ("street", "street-area")


class Role(StrEnum):
    """The rule roles a board may give its areas; rules ask for a place by role, never by id."""

    JAIL = "jail"
    """Where an arrested investigator is held (Arkham's Jail Cell, by the Police Station)."""
    POLICE_STATION = "police-station"
    """Where a jailed investigator is released to."""
    ASYLUM = "asylum"
    """Where an investigator driven insane wakes up."""
    HOSPITAL = "hospital"
    """Where an investigator knocked unconscious wakes up."""
    TRAIN_STATION = "train-station"
    """The station trains leave from (the far end of every depot's line)."""
    DEPOT = "depot"
    """A town's stop on the line to the train station."""
    SKY = "sky"
    """Where flying monsters wait above the streets of every town."""
    OUTSKIRTS = "outskirts"
    """Where monsters over the limit go."""
    LOST = "lost"
    """Lost in Time and Space."""


class Neighbourhood(Fact):
    id: str
    name: str
    feds_raid_colour: str | None = None
    """The colour of this neighbourhood's spaces on a Feds Raid track (a town that has one)."""
    note: str | None = None


class Area(Fact):
    """One space of a board. Movement links are listed on both ends, in the order the rules
    consider them; monster arrows may point anywhere on the board (a vortex too)."""

    id: str
    name: str
    kind: AreaKind
    neighbourhood: str | None = None
    links: list[str] = []
    white: str | None = None
    black: str | None = None
    stable: bool = True
    icons: list[str] = []
    """A location's two encounter icons (what its encounters lean to)."""
    ability: str | None = None
    """Id of the location action offered instead of an encounter (behaviour in content)."""
    ability_summary: str | None = None
    closes_at_terror: int | None = None
    aquatic: bool = False
    vortex: bool = False
    """Investigators never enter it; a monster that does leaves the board."""
    depot: bool = False
    sky_adjacent: bool = False
    """Flying monsters move between the Sky and this area."""
    awareness: int | None = None
    """Under martial law, the modifier to monsters' awareness here (None: no tag)."""
    monster_limit: bool | None = None
    """Whether monsters here count toward the monster limit (None: as the board says)."""
    part_of: str | None = None
    """A special area that belongs to a location (the Jail Cell to the Police Station)."""
    ends_movement: bool = False
    """Entering it ends the investigator's movement (Devil Reef)."""
    by_water: bool = False
    """Off the land: an effect that moves an investigator "anywhere" cannot put them here; only
    its own links, aquatic moves (a boat) or a return from Lost in Time and Space (Devil Reef)."""
    restricted_entry: bool = False
    """Investigators enter only along its own links or through its gate from an Other World:
    never by returning from Lost in Time and Space or by any other effect (Y'ha-nthlei)."""
    held_until: Literal["next-turn", "escape"] = "next-turn"
    """A jail's term: released at the next Movement (Arkham's cell), or held until an escape
    (Innsmouth's: its ``ability`` is the way out)."""
    summary: str | None = None
    note: str | None = None


class TownAlert(Fact):
    """A state a town can fall into that the map announces on the town's name bar and its
    places' awareness tags (Innsmouth's martial law): raised while ``mark`` is in the state's
    marks."""

    mark: str
    banner: str
    """The name bar's words (``{town}`` is the town's name): "Martial law in {town}"."""
    rule: str
    """One line of what it means, beside the banner."""
    legend: str
    """What the tags are, on the name bar while it is not raised."""
    help: str
    """The title of the rules-help section that explains it (the banner's tooltip)."""
    quiet: str
    """The name bar's tooltip while it is not raised (``{town}`` is the town's name)."""
    tagged: str
    """A place's tag tooltip (``{tag}``: its awareness modifier, signed)."""
    untagged: str
    """The tooltip of a place with no tag."""


class BoardFile(Fact):
    """One board: a town (``data/boards/arkham.json``) or the places every town shares
    (``data/boards/table.json``: the Sky, the Outskirts, Lost in Time and Space)."""

    id: str
    name: str
    kind: Literal["town", "table"]
    monster_limit: bool = True
    """Whether monsters on this board count toward the monster limit."""
    neighbourhoods: list[Neighbourhood] = []
    areas: list[Area]
    aquatic_markers: list[str] = []
    """Areas of other boards this board's aquatic markers make aquatic while it is on the table
    (Innsmouth's on the River Docks and the Unvisited Isle)."""
    roles: dict[Role, str] = {}
    """Rule roles named in data (``jail``, ``asylum``, ``hospital``, ``depot``…) → area id."""
    alert: TownAlert | None = None
    """What the awareness tags of its places are for, when it prints them."""
    note: str | None = None


class Boards(Fact):
    boards: list[BoardFile]


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


# ---------------------------------------------------------------- tracks


class TrackSpec(Fact):
    """A track on the table (doom, terror; an expansion's own), drawn by the UI from here."""

    id: str
    name: str
    minimum: int = 0
    maximum: int | None
    """None: as long as the Ancient One's doom track."""
    fills: str
    """What moves it up, in a sentence."""
    when_full: str
    """What happens when it is full, in a sentence (the behaviour is its module's)."""
    awakening: str | None = None
    """For a track whose filling wakes the Ancient One: how the log says so ("the Deep Ones
    have risen"); None: "the <name> track is full"."""
    spaces: list[str | None] = []
    """An optional colour per space (``#rrggbb``), e.g. a neighbourhood's; empty: all plain."""
    space_groups: list[str] = []
    """An optional group per space (a neighbourhood id): the spaces of a group fill on their
    own (:func:`arkham.engine.tracks.fill_group`); empty: the track fills from the start."""
    note: str | None = None


class Tracks(Fact):
    tracks: list[TrackSpec]


# ---------------------------------------------------------------- monsters


class Rating(Fact):
    rating: int
    damage: int


class MonsterKind(Fact):
    id: str
    name: str
    count: Annotated[int, Field(ge=1)]
    dimension: Dimension
    movement: Literal["normal", "fast", "stationary", "flying", "aquatic", "unique"]
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
    note: str | None = None
    """Where the facts come from, and any choice made where no source was found."""


class ExtraMarkers(Fact):
    """More markers of a kind another module brings (Innsmouth's extra Cultist): the same
    monster, so every rule about the kind (worshippers, environments) applies to them too.
    They are numbered on from the kind's own (``cultist-7``)."""

    kind: str
    count: Annotated[int, Field(ge=1)]
    note: str | None = None


class Monsters(Fact):
    monsters: list[MonsterKind]
    extra_markers: list[ExtraMarkers] = []


# ---------------------------------------------------------------- investigators


class RandomPossessions(Fact):
    common: int = 0
    unique: int = 0
    spell: int = 0
    skill: int = 0
    ally: int = 0
    """Allies drawn at random from the Ally deck (Roland Banks)."""


class Ability(Fact):
    id: str
    name: str
    summary: str


class SliderPair(Fact):
    """One skill slider: two skills on a track of four stops (0-3). At stop 0 each skill has
    its ``slider_base`` value; each stop to the right raises the first skill by one and lowers
    the second by one, or, with ``together``, raises both (Trish Scarborough's sliders)."""

    skills: tuple[Skill, Skill]
    together: bool = False

    @property
    def id(self) -> str:
        """The pair's key in ``Investigator.sliders`` and in ``slider:<pair>:<stop>`` choices."""
        return f"{self.skills[0]}-{self.skills[1]}"

    def step(self, skill: str) -> int:
        """How a skill of this pair moves per stop to the right: +1 or −1."""
        return 1 if skill == self.skills[0] or self.together else -1


STANDARD_SLIDERS = tuple(SliderPair(skills=pair) for pair in SLIDER_PAIRS)
"""Speed/Sneak, Fight/Will, Lore/Luck, each skill falling as its partner rises."""


class InvestigatorSheet(Fact):
    id: str
    name: str
    occupation: str
    home: str | None
    """The location the investigator starts at; None: anywhere in town, the player's choice at
    setup (Ursula Downs)."""
    sanity: Annotated[int, Field(ge=1)]
    stamina: Annotated[int, Field(ge=1)]
    focus: Annotated[int, Field(ge=1)]
    slider_base: dict[Skill, int]
    """Each skill's value with its slider at stop 0 (see :class:`SliderPair`)."""
    sliders: list[SliderPair] = Field(default_factory=lambda: list(STANDARD_SLIDERS))
    """The sheet's sliders, in the order they are printed; the three standard pairs unless
    the sheet says otherwise."""
    slider_rule: str | None = None
    """Id of the sheet's own way of setting its sliders (its behaviour registered by its module
    in ``setup.SLIDER_RULES``); None: the usual rule — anywhere at setup, within Focus in each
    Upkeep."""
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
        "special",
    ]
    """``special``: the Ancient One's module registers the whole attack
    (``final_battle.ATTACKS``)."""
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
    note: str | None = None
    """Sources and our choices."""


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
    gate_burst: bool = False
    """A red gate location (seed 004, Gate Bursts): an elder sign there does not hold."""
    surge: bool = False
    """No gate of its own: a monster surge at the open gates in its place (Appendix A,
    "— (surge)")."""
    doom: int = 0
    """Doom tokens added in place of a gate (Appendix A, "two doom tokens")."""
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


class DeckCard(Fact):
    """A card of a small deck a module brings (the Innsmouth Look): drawn, read, returned."""

    id: str
    deck: str
    title: str
    prose: str
    rules: str
    effect: str | None = None
    """What drawing it does, registered by its module under this id; None: nothing."""


class CardDecks(Fact):
    cards: list[DeckCard]


# ---------------------------------------------------------------- heralds


class HeraldEffect(Fact):
    """One rule a herald adds to the game; its behaviour is its module's, by ``id``."""

    id: str
    name: str
    summary: str
    source: str
    """Where the rule comes from (a page, or "our design" when none was found)."""


class Herald(Fact):
    """A herald sheet: an option of setup that sits beside the Ancient One and adds rules."""

    id: str
    name: str
    title: str
    prose: str
    effects: Annotated[list[HeraldEffect], Field(min_length=1)]
    note: str | None = None


class Heralds(Fact):
    heralds: list[Herald] = []


# ---------------------------------------------------------------- rules help


class HelpSection(Fact):
    title: str
    text: str


class HelpPage(Fact):
    """A module's page of the rules help, in our words (the base game's help is the UI's)."""

    module: str
    """The module (an expansion's name) whose rules it explains."""
    title: str
    sections: list[HelpSection]


class RulesHelp(Fact):
    pages: list[HelpPage] = []


# ---------------------------------------------------------------- personal stories

StoryCondition = Literal[
    "close-gates",
    "seal-gates",
    "defeat-monsters",
    "defeat-toughness",
    "return-from-other-worlds",
    "encounters-at",
    "end-moves-in",
    "gain-cards",
    "feds-evidence",
    "hold-clues",
    "hold-money",
    "hold-cards",
    "hold-monster-trophies",
    "knocked-out",
    "insane",
    "unconscious",
    "lost",
    "arrested",
    "doom-reaches",
    "terror-reaches",
    "track-reaches",
    "turn-reaches",
    "open-gates",
]
"""What a story counts. Counted as it happens (``close-gates``: gates the investigator closes
or seals; ``seal-gates``; ``defeat-monsters``: monsters defeated in combat, of at least
``toughness``; ``defeat-toughness``: their toughness added up; ``return-from-other-worlds``;
``encounters-at``: location encounters at ``targets``; ``end-moves-in``: Movement phases ended
in ``targets``; ``gain-cards``: cards gained of a kind or id in ``targets``; ``feds-evidence``:
Clues given to the Feds; ``knocked-out``, ``insane``, ``unconscious``, ``lost`` in time and
space, ``arrested``) or measured as it stands (``hold-clues``, ``hold-money``, ``hold-cards``
of ``targets``, ``hold-monster-trophies``; ``doom-reaches``, ``terror-reaches``,
``track-reaches`` (``targets``: the track), ``turn-reaches``, ``open-gates``)."""
STORY_MEASURED = (
    "hold-clues",
    "hold-money",
    "hold-cards",
    "hold-monster-trophies",
    "doom-reaches",
    "terror-reaches",
    "track-reaches",
    "turn-reaches",
    "open-gates",
)
STORY_KNOCKS = ("knocked-out", "insane", "unconscious", "lost", "arrested")
"""Conditions met while the investigator is being knocked out, lost or arrested: their
outcomes never take Sanity or Stamina (no knock-out inside a knock-out)."""
CARD_KINDS = ("common", "unique", "spell", "skill", "ally", "special")
STORY_BONUS_KEYS = (*BONUS_KEYS, "dice-per-clue", "sanity-loss", "stamina-loss")


class StoryCount(Fact):
    """A condition of a personal story, met when its count is reached."""

    kind: StoryCondition
    count: Annotated[int, Field(ge=1)] = 1
    targets: list[str] = []
    """Places (location, neighbourhood or town ids), card kinds or card ids, or a track id,
    as the kind asks."""
    toughness: Annotated[int, Field(ge=0)] = 0
    """``defeat-monsters``: only monsters of at least this toughness count."""


Points = Literal["money", "clues", "sanity", "stamina"]


class StoryOutcome(Fact):
    """What passing (or failing) a story does: at once (gains, losses, cards, a Blessing or a
    Curse, doom, a track, the Innsmouth Look) and for the rest of the game (``bonuses``, kept
    like a card's)."""

    title: str
    prose: str
    gain: dict[Points, Annotated[int, Field(ge=1)]] = {}
    lose: dict[Points, Annotated[int, Field(ge=1)]] = {}
    lose_max: dict[Literal["sanity", "stamina"], Annotated[int, Field(ge=1)]] = {}
    cards: list[str] = []
    """Card ids taken from their decks (if one is left)."""
    draw: dict[
        Literal["common", "unique", "spell", "skill", "ally"], Annotated[int, Field(ge=1)]
    ] = {}
    discard: list[str] = []
    """Card ids the investigator loses, if held."""
    bless: bool = False
    curse: bool = False
    delayed: bool = False
    bonuses: dict[str, int] = {}
    """Lasting modifiers (a skill, ``max-sanity``, ``dice-per-clue``, ``sanity-loss``…)."""
    doom: int = 0
    terror: Annotated[int, Field(ge=0)] = 0
    tracks: dict[str, int] = {}
    look: Annotated[int, Field(ge=0)] = 0
    """Innsmouth Look cards drawn."""


class PersonalStory(Fact):
    """An investigator's personal story: a goal to pass, a threat that fails it, and what each
    brings. Keyed by the investigator's id; a story whose investigator is not in the game's
    catalog is left out."""

    investigator: str
    title: str
    prose: str
    pass_when: StoryCount
    passed: StoryOutcome
    fail_when: StoryCount
    failed: StoryOutcome
    note: str | None = None


class PersonalStories(Fact):
    stories: list[PersonalStory] = []
    note: str | None = None


# ---------------------------------------------------------------- the catalog


@dataclass(frozen=True)
class Town:
    """One town's view of the boards: its neighbourhoods and areas (in file order) and the
    rule roles it names."""

    id: str
    name: str
    neighbourhoods: tuple[str, ...]
    areas: tuple[str, ...]
    roles: dict[str, str]
    alert: TownAlert | None = None


class Catalog:
    """Every fact, indexed by id. Built once per set of modules by :func:`load_catalog`; treat
    as read-only.

    The boards become one table: ``areas`` (every space), ``locations`` and ``streets`` (street
    areas included), ``connections`` (the movement graph of every town, streets first), the
    ``white``/``black`` monster arrows, ``towns`` (a :class:`Town` each) and ``town_of``. Rules
    ask for places by role (:meth:`role`), never by id."""

    def __init__(
        self,
        boards: Boards,
        other_worlds: OtherWorlds,
        monsters: Monsters,
        investigators: Investigators,
        ancient_ones: AncientOnes,
        cards: Cards,
        mythos: Mythos,
        location_decks: LocationDecks,
        gate_deck: GateDeck,
        card_decks: CardDecks,
        tracks: Tracks,
        heralds: Heralds | None = None,
        personal_stories: PersonalStories | None = None,
        rules_help: RulesHelp | None = None,
    ) -> None:
        self.boards = {b.id: b for b in boards.boards}
        self.neighbourhoods = {n.id: n for b in boards.boards for n in b.neighbourhoods}
        self.areas = {a.id: a for b in boards.boards for a in b.areas}
        for board in boards.boards:
            for marked in board.aquatic_markers:
                if marked in self.areas:  # (an unknown id is reported by validate)
                    self.areas[marked] = self.areas[marked].model_copy(update={"aquatic": True})
        self.sky_adjacent = tuple(a.id for a in self.areas.values() if a.sky_adjacent)
        """Where flying monsters drop to from the Sky (every street; Devil Reef)."""
        self.locations = {a.id: a for a in self.areas.values() if a.kind == "location"}
        self.streets = {a.id: a for a in self.areas.values() if a.kind in STREET_KINDS}
        self.special_areas = {a.id: a for a in self.areas.values() if a.kind == "special"}
        self.worlds = {w.id: w for w in other_worlds.worlds}
        self.gate_markers = {g.id: g for g in other_worlds.gate_markers}
        self.monster_kinds = {m.id: m for m in monsters.monsters}
        self.monster_extras = tuple(monsters.extra_markers)
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
        self.deck_cards = {c.id: c for c in card_decks.cards}
        self.tracks = {t.id: t for t in tracks.tracks}
        self.heralds = {h.id: h for h in (heralds or Heralds()).heralds}
        self.help_pages = {p.module: p for p in (rules_help or RulesHelp()).pages}
        """A module's name → its page of the rules help."""
        self.help_sections = {
            sec.title: sec.text for p in self.help_pages.values() for sec in p.sections
        }
        """A section of the modules' rules help by its title."""
        self.story_list: tuple[PersonalStory, ...] = tuple(
            (personal_stories or PersonalStories()).stories
        )
        """Every story of the data, its investigator in this catalog or not."""
        self.personal_stories = {
            s.investigator: s for s in self.story_list if s.investigator in self.investigators
        }
        """Investigator id → story, for the investigators of this catalog only."""

        # Towns and roles.
        self.towns: dict[str, Town] = {}
        self.town_of: dict[str, str] = {}
        self.roles: dict[str, dict[str, str]] = {}
        """Role → {board id → area id}, boards in load order."""
        self.counts_toward_limit: set[str] = set()
        for board in boards.boards:
            for role, area in board.roles.items():
                self.roles.setdefault(role, {})[board.id] = area
            for area in board.areas:
                own = area.monster_limit
                if own if own is not None else board.monster_limit:
                    self.counts_toward_limit.add(area.id)
            if board.kind != "town":
                continue
            self.towns[board.id] = Town(
                board.id,
                board.name,
                tuple(n.id for n in board.neighbourhoods),
                tuple(a.id for a in board.areas),
                dict(board.roles),
                board.alert,
            )
            for area in board.areas:
                self.town_of[area.id] = board.id

        # The movement graph and the monster arrows (streets first, then the other areas).
        self.street_of = {
            a.neighbourhood: a.id
            for a in self.areas.values()
            if a.kind == "street" and a.neighbourhood
        }
        self.neighbourhood_of: dict[str, str] = {}
        self.connections: dict[str, tuple[str, ...]] = {}
        self.white: dict[str, str] = {}
        self.black: dict[str, str] = {}
        movers = [a for a in self.areas.values() if a.kind in STREET_KINDS] + [
            a for a in self.areas.values() if a.kind == "location"
        ]
        for area in movers:
            if area.neighbourhood is not None:
                self.neighbourhood_of[area.id] = area.neighbourhood
            self.connections[area.id] = tuple(area.links)
            if area.white is not None:
                self.white[area.id] = area.white
            if area.black is not None:
                self.black[area.id] = area.black
        for area in self.special_areas.values():
            if area.part_of is not None and area.part_of in self.neighbourhood_of:
                self.neighbourhood_of[area.id] = self.neighbourhood_of[area.part_of]
        # Other World areas: "<world>-1" (left, entered first) and "<world>-2".
        self.world_of_area = {f"{w}-{i}": w for w in self.worlds for i in (1, 2)}
        self.marker_count = {kind.id: kind.count for kind in monsters.monsters}
        """Kind → how many markers of it are on the table: its own ``count`` and every extra
        copy another module brings."""
        for extra in monsters.extra_markers:
            if extra.kind in self.marker_count:  # (an unknown kind is reported by validate)
                self.marker_count[extra.kind] += extra.count
        self.kind_of_marker = {
            f"{kind}-{n}": kind
            for kind, count in self.marker_count.items()
            for n in range(1, count + 1)
        }
        self.monster_markers = list(self.kind_of_marker)
        # Names of every place, worked out once (read for every move choice).
        self.area_names: dict[str, str] = {a.id: a.name for a in self.areas.values()}
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
        # Each sheet's skills on its sliders: skill -> (pair id, +1 or -1 per stop), read on
        # every check.
        self.slider_of: dict[str, dict[str, tuple[str, int]]] = {
            sheet.id: {
                skill: (pair.id, pair.step(skill))
                for pair in sheet.sliders
                for skill in pair.skills
            }
            for sheet in investigators.investigators
        }
        self.bonus_cards: dict[str, dict[str, int]] = {}
        """Bonus key → the cards (spells aside) with a standing bonus to it, and the bonus: a
        check asks only about the few cards that can change it."""
        for card_id, bonuses in self.bonuses_of.items():
            if card_id not in self.spells:
                for key, amount in bonuses.items():
                    self.bonus_cards.setdefault(key, {})[card_id] = amount

    def role(self, name: str, town: str | None = None) -> str:
        """The area that plays rule role ``name`` (``jail``, ``asylum``, ``sky``…) in ``town``,
        or, without a town, on the first board that names it. KeyError when none does."""
        owners = self.roles.get(name)
        if not owners:
            raise KeyError(f"no board names a {name!r}")
        if town is None:
            return next(iter(owners.values()))
        return owners[town]

    def has_role(self, name: str, town: str | None = None) -> bool:
        owners = self.roles.get(name, {})
        return bool(owners) if town is None else town in owners

    def areas_with_role(self, name: str) -> tuple[str, ...]:
        """Every area that plays ``name`` on any board (each town's jail, every depot…)."""
        return tuple(self.roles.get(name, {}).values())

    def stations(self) -> tuple[str, ...]:
        """Every area trains stop at: the Train Station and each town's depot."""
        return self.areas_with_role(Role.TRAIN_STATION) + self.areas_with_role(Role.DEPOT)

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
    "other_worlds.json": OtherWorlds,
    "monsters.json": Monsters,
    "investigators.json": Investigators,
    "ancient_ones.json": AncientOnes,
    "cards.json": Cards,
    "mythos.json": Mythos,
    "tracks.json": Tracks,
}
FOLDERS: dict[str, type[Fact]] = {
    "boards": Boards,
    "location_decks": LocationDecks,
    "gate_deck": GateDeck,
    "card_decks": CardDecks,
}
OPTIONAL_FILES: dict[str, type[Fact]] = {
    "heralds.json": Heralds,
    "personal_stories.json": PersonalStories,
    "rules_help.json": RulesHelp,
}
"""Files the base game need not have (an expansion brings them)."""
OPTIONAL_FOLDERS = ("card_decks",)
"""Folders the base game need not have."""
"""Kept as a folder of files (one per board, one per neighbourhood, one per colour), merged on
load. A board file is one :class:`BoardFile`; a deck file holds ``cards``."""


def _entry_name(raw: object, loc: tuple[int | str, ...]) -> tuple[str, str]:
    """Turn a pydantic error location into (entry id, field path) using the raw JSON."""
    node = raw
    entry = str(raw["id"]) if isinstance(raw, dict) and "id" in raw else "(top level)"
    path: list[str] = []
    for part in loc:
        if part == "[key]":
            continue  # pydantic's mark for "the key itself is wrong"
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


def _validate_boards(cat: Catalog) -> None:
    """Every area is named once; links are listed on both ends; arrows lead along a link or
    into a vortex; roles, neighbourhoods and ``part_of`` name areas that exist."""
    _unique("boards/", [a.id for b in cat.boards.values() for a in b.areas])
    _unique("boards/", [n.id for b in cat.boards.values() for n in b.neighbourhoods])
    for board in cat.boards.values():
        f = f"boards/{board.id}.json"
        own = {n.id for n in board.neighbourhoods}
        for area in board.areas:
            _must(f, area.id, "neighbourhood", area.neighbourhood, own)
            _must(f, area.id, "part_of", area.part_of, cat.areas)
            for link in area.links:
                _must(f, area.id, "links", link, cat.connections)
                if area.id not in cat.areas[link].links:
                    raise ContentError(f, area.id, "links", f"{link!r} does not list it back")
            if area.kind == "location" and len(area.icons) != 2:
                raise ContentError(f, area.id, "icons", "a location has two encounter icons")
            if area.id not in cat.connections:
                continue
            for arrow in ("white", "black"):
                target = getattr(area, arrow)
                if target is None:
                    raise ContentError(f, area.id, arrow, "every street and location needs one")
                vortex = target in cat.areas and cat.areas[target].vortex
                if target not in area.links and not vortex:
                    raise ContentError(
                        f, area.id, arrow, f"points at {target!r}, neither a link nor a vortex"
                    )
        for role, area_id in board.roles.items():
            _must(f, role, "roles", area_id, cat.areas)
        for marked in board.aquatic_markers:
            _must(f, marked, "aquatic_markers", marked, cat.areas)


def validate(cat: Catalog) -> None:
    """Cross-reference checks: everything named anywhere exists."""
    _validate_boards(cat)
    ow = "other_worlds.json"
    _unique(ow, [*cat.worlds, *cat.gate_markers])
    for g in cat.gate_markers.values():
        _must(ow, g.id, "world", g.world, cat.worlds)
    mo = "monsters.json"
    _unique(mo, cat.monster_kinds)
    for m in cat.monster_kinds.values():
        for ab in m.abilities:
            _must(mo, m.id, "abilities", ab, MONSTER_ABILITIES)
    for extra in cat.monster_extras:
        _must(mo, extra.kind, "extra_markers.kind", extra.kind, cat.monster_kinds)
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
        on_sliders = [skill for pair in sheet.sliders for skill in pair.skills]
        if sorted(on_sliders) != sorted(SKILLS):
            raise ContentError(inv, sheet.id, "sliders", "must put each skill on one slider")
    _unique("ancient_ones.json", cat.ancient_ones)
    _unique("tracks.json", cat.tracks)
    for track in cat.tracks.values():
        if track.spaces and len(track.spaces) != (track.maximum or 0) - track.minimum:
            raise ContentError("tracks.json", track.id, "spaces", "one colour per space")
        if track.space_groups and len(track.space_groups) != (track.maximum or 0) - track.minimum:
            raise ContentError("tracks.json", track.id, "space_groups", "one group per space")
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
    _validate_heralds_and_stories(cat, all_cards)


def _validate_heralds_and_stories(cat: Catalog, all_cards: set[str]) -> None:
    """Heralds are named once; each story names its investigator once, and what its conditions
    and outcomes name exists (places, cards, tracks, bonus keys)."""
    _unique("heralds.json", [h.id for h in cat.heralds.values()])
    for herald in cat.heralds.values():
        _unique("heralds.json", [e.id for e in herald.effects])
    ps = "personal_stories.json"
    _unique(ps, [s.investigator for s in cat.story_list])
    places = {*cat.areas, *cat.neighbourhoods, *cat.towns}
    for story in cat.story_list:
        for side, count, outcome in (
            ("pass_when", story.pass_when, story.passed),
            ("fail_when", story.fail_when, story.failed),
        ):
            _validate_count(cat, story.investigator, side, count, places, all_cards)
            out = "passed" if side == "pass_when" else "failed"
            for card in (*outcome.cards, *outcome.discard):
                _must(ps, story.investigator, f"{out}.cards", card, all_cards)
            for key in outcome.bonuses:
                _must(ps, story.investigator, f"{out}.bonuses", key, STORY_BONUS_KEYS)
            for track in outcome.tracks:
                _must(ps, story.investigator, f"{out}.tracks", track, cat.tracks)
            hurts = {"sanity", "stamina"} & set(outcome.lose)
            if count.kind in STORY_KNOCKS and hurts:
                raise ContentError(
                    ps,
                    story.investigator,
                    f"{out}.lose",
                    f"met while {count.kind}: it cannot take {', '.join(sorted(hurts))}",
                )


def _validate_count(
    cat: Catalog, story: str, side: str, count: StoryCount, places: set[str], cards: set[str]
) -> None:
    ps = "personal_stories.json"
    field = f"{side}.targets"
    kind = count.kind
    if kind in ("encounters-at", "end-moves-in", "close-gates", "seal-gates"):
        if not count.targets and kind in ("encounters-at", "end-moves-in"):
            raise ContentError(ps, story, field, f"{kind} names where")
        for target in count.targets:
            _must(ps, story, field, target, places)
    elif kind in ("gain-cards", "hold-cards"):
        if not count.targets:
            raise ContentError(ps, story, field, f"{kind} names a kind of card or cards")
        for target in count.targets:
            _must(ps, story, field, target, {*CARD_KINDS, *cards})
    elif kind == "track-reaches":
        if len(count.targets) != 1:
            raise ContentError(ps, story, field, "track-reaches names one track")
        _must(ps, story, field, count.targets[0], cat.tracks)
    elif count.targets:
        raise ContentError(ps, story, field, f"{kind} takes no targets")


def _load_folder(folder: Path, name: str, model: type[Fact], required: bool = True) -> Fact:
    files = sorted((folder / name).glob("*.json"))
    if not files and required:
        raise ContentError(f"{name}/", "(folder)", "(folder)", "is missing or holds no .json file")
    if model is Boards:
        boards = [_load_file(folder, f"{name}/{path.name}", BoardFile) for path in files]
        return Boards(boards=boards)  # type: ignore[arg-type]
    cards = [
        card
        for path in files
        for card in _load_file(folder, f"{name}/{path.name}", model).cards  # type: ignore[attr-defined]
    ]
    return model(cards=cards)  # type: ignore[call-arg]


def _merge(parts: list[Fact]) -> Fact:
    """One model from the same file of several modules: every list concatenated, in order."""
    first = parts[0]
    merged = {
        field: [entry for part in parts for entry in getattr(part, field)]
        if isinstance(getattr(first, field), list)
        else next((v for p in reversed(parts) if (v := getattr(p, field)) is not None), None)
        for field in type(first).model_fields
    }
    return type(first)(**merged)


def load_catalog_from(folder: Path, *expansions: Path) -> Catalog:
    """Load and validate the data of the base game in ``folder`` and of each expansion folder
    after it. The base has every file; an expansion brings only the files it adds to (its boards,
    its cards, its decks), and its entries join the base's."""
    parts: dict[str, list[Fact]] = {}
    for name, model in FILES.items():
        parts[name] = [_load_file(folder, name, model)]
        parts[name] += [
            _load_file(more, name, model) for more in expansions if (more / name).exists()
        ]
    for name, model in OPTIONAL_FILES.items():
        parts[name] = [model()]
        parts[name] += [
            _load_file(where, name, model)
            for where in (folder, *expansions)
            if (where / name).exists()
        ]
    for name, model in FOLDERS.items():
        parts[name] = [_load_folder(folder, name, model, required=name not in OPTIONAL_FOLDERS)]
        parts[name] += [_load_folder(more, name, model, required=False) for more in expansions]
    loaded = {name.removesuffix(".json"): _merge(found) for name, found in parts.items()}
    cat = Catalog(**loaded)  # type: ignore[arg-type]
    validate(cat)
    return cat


@cache
def load_catalog(expansions: tuple[Path, ...] = ()) -> Catalog:
    """The shipped catalog of the base game and the given expansion data folders, loaded once
    per process for each combination."""
    return load_catalog_from(data_dir(), *expansions)
