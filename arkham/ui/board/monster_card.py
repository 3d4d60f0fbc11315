"""Monster markers as the physical ones read, and the monster card shown when a marker is
hovered or right-clicked.

The marker (:func:`draw_marker`) is the square token of :meth:`~arkham.ui.draw.Canvas.monster_token`
(dimension symbol in the middle, border colour and pattern for the movement type, badges for
weapon immunity and spawn) with the monster's name on a plate under it (or over it, for every
other marker of a crowded row) — its full name, or a short one (:func:`short_name`) when the
full one is wider than the plate — its awareness on a white tab at its side and, for a stack of
markers of one kind, their count in gold at the plate's end ("×2"). The card (:func:`draw_monster_card`)
lays out everything the marker's two sides print: name, dimension, movement, awareness, Horror
rating and damage, toughness, Combat rating and damage, and every ability in words.
:func:`card_panel` is the card's frame, for any other card view that wants the same look.

>>> from arkham.catalog import load_catalog
>>> [line for line in ability_lines(load_catalog().monster_kinds["dhole"])][:1]
['Physical resistance: physical weapons give only half their bonus (rounded up).']
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping

from arkham.catalog import MonsterKind
from arkham.resources import data_dir
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.draw import Canvas

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

MARKER = 30.0
"""A monster marker's side on the map, in reference units."""
CARD_W = 400.0
TEXT = 18.0
"""The card's lettering (12 px at 1280×720)."""
CARD_FILL, CARD_EDGE = (236, 226, 202), (110, 80, 46)
STAT_FILL = (222, 208, 176)
NONE = "No special abilities."
NAME_W = 74.0
"""The widest a marker's name may be on its plate (49 px at 1280×720)."""
PLATE_H = 19.0
"""A name plate's height."""
SHORT_NAMES = "monster-names.json"
"""The data file (in ``data/layout/``) of the short names markers print for long ones."""


@functools.cache
def short_names() -> Mapping[str, str]:
    """Monster kind → its short name, from :data:`SHORT_NAMES` (an unreadable file gives none:
    every long name is then cut to fit)."""
    try:
        raw = json.loads((data_dir() / "layout" / SHORT_NAMES).read_text(encoding="utf-8"))
        return {str(k): str(v) for k, v in raw["short"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


_PLATES: dict[tuple[str, float], tuple[str, float]] = {}


COUNT_W = 24.0
"""The room a stack's count takes at the right end of its plate."""


def plate(c: Canvas, m: MonsterKind, count: int = 1) -> tuple[str, float]:
    """The name ``m``'s marker prints and its plate's width (with room for the count of a
    stack of ``count`` > 1): the full name when it fits :data:`NAME_W` at the map's 12 px
    lettering, else its short name from the data, else the name cut to fit with a full stop
    (worked out once per kind and scale)."""
    key = (m.id, c.L.s)
    got = _PLATES.get(key)
    if got is None:
        name = short_name(c, m)
        got = _PLATES[key] = (name, max(MARKER, c.text_w(name, TEXT, "serif-b") + 8))
    return (got[0], got[1] + COUNT_W) if count > 1 else got


def short_name(c: Canvas, m: MonsterKind) -> str:
    """What :func:`plate` prints for ``m``."""
    fits = lambda text: c.text_w(text, TEXT, "serif-b") <= NAME_W  # noqa: E731
    if fits(m.name):
        return m.name
    hint = short_names().get(m.id)
    if hint and fits(hint):
        return hint
    cut = m.name
    while len(cut) > 1 and not fits(cut + "."):
        cut = cut[:-1].rstrip()
    return cut + "."


def marker_width(c: Canvas, m: MonsterKind, count: int = 1, size: float = MARKER) -> float:
    """How wide ``m``'s marker (on top of ``count`` of its kind) stands on the map: its token
    with the awareness tab, or its name plate if wider."""
    return max(size + 22, plate(c, m, count)[1])


def marks_of(m: MonsterKind) -> tuple[str, ...]:
    """The abilities a monster's token is marked with (a badge each)."""
    return tuple(a for a in d.TOKEN_MARKS if a in m.abilities)


def ability_lines(m: MonsterKind) -> list[str]:
    """Every ability of ``m`` in words: its keywords (with their numbers: Nightmarish 2), then
    its own special rule; :data:`NONE` only for a monster that truly has none."""
    out = []
    for ab in m.abilities:
        text = glossary.KEYWORDS.get(ab, ab.replace("-", " ").capitalize() + ".")
        level = {"nightmarish": m.nightmarish, "overwhelming": m.overwhelming}.get(ab, 0)
        if level:
            head, _, rest = text.partition(":")
            text = f"{head} {level}:{rest}"
        out.append(text)
    if m.special_summary:
        out.append(m.special_summary)
    return out or [NONE]


def stat_rows(m: MonsterKind) -> list[tuple[str, str]]:
    """The card's figures: (what, value)."""
    horror = (
        "none (no Horror check)"
        if m.horror is None
        else f"{m.horror.rating:+d}, lose {m.horror.damage} Sanity"
    )
    damage = f"lose {m.combat.damage} Stamina" if m.combat.damage else "no Stamina lost"
    return [
        ("Awareness", f"{m.awareness:+d}"),
        ("Horror", horror),
        ("Combat", f"{m.combat.rating:+d}, {damage}"),
        ("Toughness", str(m.toughness)),
    ]


def card_panel(c: Canvas, r: Rect, title: str, subtitle: str = "") -> float:
    """A card's frame: shadow, paper, edge, a title bar (and a line under it); returns where
    the card's body starts."""
    x, y, w, _h = r
    c.rect((x + 5, y + 6, r[2], r[3]), (0, 0, 0, 120), 10)
    c.rect(r, CARD_FILL, 10)
    c.rect(r, CARD_EDGE, 10, 2)
    c.rect((x + 2, y + 2, w - 4, 34), (58, 42, 30), 8)
    c.text(title, (x + 14, y + 19), 21, "serif-b", d.GOLD, "midleft", max_w=w - 60)
    top = y + 42
    if subtitle:
        c.text(subtitle, (x + 14, top), TEXT, "serif-i", d.INK_SOFT, max_w=w - 28)
        top += 26
    return top


def card_height(c: Canvas, m: MonsterKind, footer: str = "") -> float:
    """How tall :func:`draw_monster_card` draws the card of ``m``."""
    body = 42 + 26 + 4 + len(stat_rows(m)) * 25 + 10
    for line in ability_lines(m):
        body += c.para_height(line, CARD_W - 28, TEXT, "serif") + 4
    body += c.para_height(glossary.MOVEMENT.get(m.movement, m.movement), CARD_W - 28, TEXT)
    if footer:
        body += c.para_height(footer, CARD_W - 28, TEXT, "serif-b") + 6
    return body + 12


def draw_monster_card(
    c: Canvas, m: MonsterKind, near: Point, bounds: Rect, footer: str = ""
) -> Rect:
    """The card of ``m`` beside ``near`` (a marker), kept inside ``bounds``; ``footer`` (what a
    click does, how to close it) in bold at its foot. Returns where it was drawn."""
    h = card_height(c, m, footer)
    bx, by, bw, bh = bounds
    x = near[0] + 26 if near[0] + 26 + CARD_W <= bx + bw else near[0] - 26 - CARD_W
    x = min(max(x, bx + 4), bx + bw - CARD_W - 4)
    y = min(max(near[1] - 40, by + 4), by + bh - h - 4)
    r = (x, y, CARD_W, h)
    top = card_panel(c, r, m.name, f"{m.movement.capitalize()} mover · {m.dimension} dimension")
    c.symbol(m.dimension, (x + CARD_W - 26, y + 19), 9, d.GOLD, ground=(58, 42, 30))
    top += 4
    for label, value in stat_rows(m):
        c.rect((x + 10, top, CARD_W - 20, 23), STAT_FILL, 4)
        c.text(label, (x + 16, top + 11.5), TEXT, "serif-b", d.INK, "midleft")
        c.text(value, (x + 126, top + 11.5), TEXT, "serif", d.INK, "midleft", max_w=CARD_W - 140)
        top += 25
    top += 10
    for line in ability_lines(m):
        top += c.para(line, (x + 14, top, CARD_W - 28, 400), TEXT, "serif", d.INK) + 4
    top += c.para(
        glossary.MOVEMENT.get(m.movement, m.movement),
        (x + 14, top, CARD_W - 28, 200),
        TEXT,
        "serif-i",
        d.INK_SOFT,
    )
    if footer:
        c.para(footer, (x + 14, top + 6, CARD_W - 28, 200), TEXT, "serif-b", d.RED)
    return r


BELOW, ABOVE, ACROSS = "below", "above", "across"
"""Where a marker's name plate lies: under its token (as printed), over it, or across its
middle (in a crowded row, so that plates side by side stay readable: see ``BoardMap.slots``)."""
PLATE_PLACES = (BELOW, ABOVE, ACROSS)


def draw_marker(
    c: Canvas,
    centre: Point,
    m: MonsterKind,
    count: int = 1,
    size: float = MARKER,
    place: str = BELOW,
) -> Rect:
    """A monster's marker with its token centred on ``centre``: the token, its name on a plate
    (under it, or over it or across it: ``place``), its awareness on a white tab at its right
    and, for a stack of ``count`` > 1 markers of the kind, the markers under it peeking out and
    the count in gold at the plate's right end (painted once per kind, count, place and
    scale). Returns the token's rect."""
    x, y = centre
    name, pw = plate(c, m, count)
    half_w = max(size / 2 + 24, pw / 2 + 2)
    up = size / 2 + (10 if count > 1 else 4) + (PLATE_H - 2 if place == ABOVE else 0)
    down = size / 2 + (PLATE_H if place == BELOW else 16)
    c.sprite(
        ("marker", m.id, count, size, place),
        (x - half_w, y - up, 2 * half_w, up + down),
        lambda cv: _marker(cv, (half_w, up), m, count, size, name, pw, place),
    )
    return (x - size / 2, y - size / 2, size, size)


def plate_rect(centre: Point, width: float, size: float = MARKER, place: str = BELOW) -> Rect:
    """Where a marker's name plate lies, for a token of ``size`` centred on ``centre``."""
    x, y = centre
    if place == ABOVE:
        top = y - size / 2 - PLATE_H + 2
    elif place == ACROSS:
        top = y - PLATE_H / 2
    else:
        top = y + size / 2 - 2
    return (x - width / 2, top, width, PLATE_H)


def _marker(
    c: Canvas,
    centre: Point,
    m: MonsterKind,
    count: int,
    size: float,
    name: str,
    pw: float,
    place: str,
) -> None:
    x, y = centre
    r = (x - size / 2, y - size / 2, size, size)
    if count > 1:  # the markers under it peek out
        for k in (2, 1):
            c.rect((r[0] + 3 * k, r[1] - 3 * k, size, size), (60, 50, 40), 3)
            c.rect((r[0] + 3 * k, r[1] - 3 * k, size, size), (210, 200, 180), 3, 1)
    c.monster_token(r, m.dimension, m.movement, marks_of(m))
    text = d.signed(m.awareness)
    tw = c.text_w(text, TEXT, "sans-b") + 6
    tab = (x + size / 2 - 4, y - 6, tw, 20)
    c.rect(tab, (250, 246, 236), 3)
    c.rect(tab, (40, 30, 30), 3, 1)
    c.text(text, (tab[0] + tw / 2, tab[1] + 10), TEXT, "sans-b", (30, 30, 30), "center")
    p = plate_rect(centre, pw, size, place)
    c.rect(p, (34, 26, 22), 4)
    c.rect(p, (200, 180, 140), 4, 1)
    room = pw - (COUNT_W if count > 1 else 0)
    c.text(name, (p[0] + room / 2, p[1] + PLATE_H / 2), TEXT, "serif-b", (250, 238, 214), "center")
    if count > 1:  # the stack's count at the plate's right end
        at = (p[0] + pw - COUNT_W / 2 - 2, p[1] + PLATE_H / 2)
        c.text(f"×{count}", at, TEXT, "sans-b", d.GOLD, "center")
