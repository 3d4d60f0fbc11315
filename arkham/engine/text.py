"""The wording the game log's lines share: names of investigators, places, monsters and cards
as a reader sees them, articles and capitals. Each event tells its own line
(:meth:`~arkham.engine.events.Event.describe`); :func:`describe` asks it for a game.

    >>> from arkham.catalog import load_catalog
    >>> cat = load_catalog()
    >>> who(cat, "amanda-sharpe"), area(cat, "woods"), monster(cat, "elder-thing-1")
    ('Amanda Sharpe', 'Woods', 'Elder Thing')
    >>> upper_first(with_article(monster(cat, "elder-thing-1")))
    'An Elder Thing'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.names import EndCause

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.events import Event
    from arkham.engine.game import Game

STAT_NAMES = {
    "money": "$",
    "clues": "Clues",
    "sanity": "Sanity",
    "stamina": "Stamina",
}
CAUSES = {cause.value: cause.sentence for cause in EndCause}
"""Each end cause's sentence, by its value (what events and outcomes carry)."""


def describe(g: Game, ev: Event) -> str:
    """The log's line for ``ev`` in game ``g``."""
    return ev.describe(g.cat)


def who(cat: Catalog, inv_id: str | None) -> str:
    """An investigator's name ('' for nobody)."""
    if inv_id is None:
        return ""
    sheet = cat.investigators.get(inv_id)
    return sheet.name if sheet else inv_id


def area(cat: Catalog, area_id: object) -> str:
    """A place's name."""
    return cat.area_name(str(area_id))


def card(cat: Catalog, card_id: object) -> str:
    """A card's name."""
    return cat.card_name(str(card_id))


def monster(cat: Catalog, marker: object) -> str:
    """The name of the monster a marker stands for (or of the Ancient One, for its own)."""
    marker = str(marker)
    if marker in cat.kind_of_marker:
        return cat.monster_kinds[cat.kind_of_marker[marker]].name
    return cat.ancient_ones[marker].name if marker in cat.ancient_ones else marker


def mythos_title(cat: Catalog, card_id: object) -> str:
    return cat.mythos[str(card_id)].title


def cause(cat: Catalog, end: str, track: str | None = None) -> str:
    """The sentence of an end cause; a full track's is the track's own."""
    if end == EndCause.TRACK_FULL and track in cat.tracks:
        return cat.tracks[track].awakening or f"the {cat.tracks[track].name} track is full"
    return CAUSES.get(end, end)


def with_article(name: str) -> str:
    """'a Zombie', 'an Elder Thing'; a name that is a title keeps its own ('The Black Man')."""
    if name.lower().startswith("the "):
        return name
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def upper_first(text: str) -> str:
    """``text`` with its first letter a capital."""
    return text[:1].upper() + text[1:]


def monster_name(cat: Catalog, marker: str) -> str:
    return cat.monster_kinds[cat.kind_of_marker[marker]].name
