"""The full-size card view (issue 17 §8): a right-click on any card the program shows (a
possession, an encounter card in its window, the mythos card, the Ancient One and its herald,
an investigator on the board or in the setup picker) lays that card out large over the
screen, written from the catalog; Escape or a click puts it away.

What is done here: :func:`card_face` turns a card reference into what the card says (a
:class:`CardFace`: its kind, title, facts and paragraphs; pure, testable without drawing) and
:class:`CardViewScene` draws it. What is done elsewhere: every piece that shows a card tags
its hit region with the reference (``Hit.card``), and :meth:`Scene.handle
<arkham.ui.scenes.base.Scene.handle>` opens this view on a right-click there.

References are ``kind:id`` strings: ``card:<card id>`` (items, spells, skills, allies,
special cards), ``investigator:<id>``, ``ancient-one:<id>``, ``herald:<id>``,
``mythos:<id>`` and ``encounter:<card id>|<entry>`` (a location's or an Other World's entry on
an encounter card); ``card_face(cat, "card:shrivelling").fact("Sanity cost")`` is ``"1"``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from arkham.catalog import Catalog, Item, Spell
from arkham.engine.checks import CHECK_NAMES
from arkham.ui import draw as d
from arkham.ui.draw import Canvas, Colour
from arkham.ui.scenes.base import Scene

REROLLS = {
    "evade": "Evade checks",
    "combat": "Combat checks",
    "horror": "Horror checks",
    "spell": "Spell checks",
}
"""What a re-roll (or a bonus to a kind of check) applies to."""
BONUS_NAMES = {
    **{skill: CHECK_NAMES[skill] for skill in ("speed", "sneak", "fight", "will", "lore", "luck")},
    **REROLLS,
    "physical": "Combat (physical)",
    "magical": "Combat (magical)",
    "movement": "movement points",
    "max-sanity": "maximum Sanity",
    "max-stamina": "maximum Stamina",
}
"""How a bonus reads on a card: "+4 Combat (physical)"."""
KIND_NAMES = {
    "common": "Common item",
    "unique": "Unique item",
    "spell": "Spell",
    "skill": "Skill",
    "ally": "Ally",
    "special": "Special card",
}
MYTHOS_KINDS = {
    "headline": "Headline",
    "environment": "Environment",
    "rumor": "Rumor",
    "special": "Special",
}
POSSESSION_KINDS = (
    ("common", "common item"),
    ("unique", "unique item"),
    ("spell", "spell"),
    ("skill", "skill"),
    ("ally", "ally"),
)

INVESTIGATOR_COLOUR = (96, 70, 46)
ANCIENT_ONE_COLOUR = (70, 30, 60)
MYTHOS_COLOUR = (90, 60, 110)
ENCOUNTER_COLOUR = (122, 32, 26)


@dataclass(frozen=True)
class CardFace:
    """What a card says, in the order the view lays it out."""

    kind: str
    """The small line over the title: "Spell", "Unique item", "Ancient One"…"""
    title: str
    colour: Colour
    """The band behind the title (the kind's colour, as on the sheet's possession chips)."""
    subtitle: str = ""
    facts: tuple[tuple[str, str], ...] = ()
    """(label, value) pairs in a grid: "Price" "$4", "Hands" "1"…"""
    sections: tuple[tuple[str, str], ...] = ()
    """(heading, paragraph) in order: the effect, the ability, the attack…"""

    def fact(self, label: str) -> str | None:
        """The value of the fact labelled ``label`` (None: the card has no such fact)."""
        return next((v for k, v in self.facts if k == label), None)

    def section(self, heading: str) -> str | None:
        return next((v for k, v in self.sections if k == heading), None)


def bonus_text(bonuses: dict[str, int]) -> str:
    """ "+4 Combat (physical), +1 Will"; empty without a bonus."""
    return ", ".join(f"{d.signed(v)} {BONUS_NAMES.get(k, k)}" for k, v in bonuses.items())


def _hands(n: int) -> str:
    return "none" if n == 0 else f"{n}"


def _tags(tags: list[str]) -> str:
    return ", ".join(t.replace("-", " ") for t in tags)


def _possession(cat: Catalog, card: str) -> CardFace | None:
    fact = (
        cat.items.get(card)
        or cat.spells.get(card)
        or cat.skills.get(card)
        or cat.allies.get(card)
        or cat.specials.get(card)
    )
    if fact is None:
        return None
    kind = cat.card_kind(card)
    facts: list[tuple[str, str]] = []
    if isinstance(fact, Spell):
        facts.append(
            (
                "Casting modifier",
                "not cast" if fact.casting_modifier is None else d.signed(fact.casting_modifier),
            )
        )
        facts.append(("Sanity cost", str(fact.sanity_cost)))
    if isinstance(fact, Item):
        facts.append(("Price", f"${fact.price}"))
    if hasattr(fact, "hands"):
        facts.append(("Hands", _hands(fact.hands)))
    bonuses = getattr(fact, "bonuses", {})
    if bonuses:
        facts.append(("Bonus", bonus_text(bonuses)))
    skill = getattr(fact, "skill", None)
    if skill:
        facts.append(("Skill", f"+1 {skill.title()}"))
    reroll = getattr(fact, "reroll", None)
    if reroll:
        facts.append(("Re-roll", REROLLS.get(reroll, reroll)))
    tags = getattr(fact, "tags", [])
    if tags:
        facts.append(("Traits", _tags(tags)))
    return CardFace(
        KIND_NAMES.get(kind, kind),
        fact.name,
        d.CARD_KIND_COLOURS.get(kind, d.GREY),
        facts=tuple(facts),
        sections=(("Effect", fact.summary),),
    )


def _investigator(cat: Catalog, inv_id: str) -> CardFace | None:
    sheet = cat.investigators.get(inv_id)
    if sheet is None:
        return None
    sliders = []
    for pair in sheet.sliders:
        a, b = pair.skills
        lo_a, lo_b = sheet.slider_base[a], sheet.slider_base[b]
        hi_a = lo_a + 3 * pair.step(a)
        hi_b = lo_b + 3 * pair.step(b)
        rise = " (both rise together)" if pair.together else ""
        sliders.append(f"{a.title()} {lo_a}–{hi_a} | {b.title()} {lo_b}–{hi_b}{rise}")
    facts = [
        ("Home", cat.area_name(sheet.home) if sheet.home else "none"),
        ("Sanity", str(sheet.sanity)),
        ("Stamina", str(sheet.stamina)),
        ("Focus", str(sheet.focus)),
        ("Money", f"${sheet.money}"),
        ("Clues", str(sheet.clues)),
    ]
    fixed = []
    for card in sheet.fixed:
        try:
            fixed.append(cat.card_name(card))
        except KeyError:
            fixed.append(card.replace("-", " "))
    random = [
        f"{n} {name}{'s' if n != 1 else ''}"
        for kind, name in POSSESSION_KINDS
        if (n := getattr(sheet.random, kind, 0))
    ]
    sections = [
        (f"Ability: {sheet.ability.name}", sheet.ability.summary),
        ("Skills", "\n".join(sliders) + (f"\n{sheet.slider_rule}" if sheet.slider_rule else "")),
        ("Fixed possessions", ", ".join(fixed) or "none"),
        ("Drawn at the start", ", ".join(random) or "nothing"),
    ]
    story = cat.personal_stories.get(inv_id)
    if story is not None:
        sections.append((f"Personal story: {story.title}", story.prose))
    return CardFace(
        "Investigator",
        sheet.name,
        INVESTIGATOR_COLOUR,
        sheet.occupation,
        tuple(facts),
        tuple(sections),
    )


def _ancient_one(cat: Catalog, ao_id: str) -> CardFace | None:
    ao = cat.ancient_ones.get(ao_id)
    if ao is None:
        return None
    rating = "none" if ao.combat_rating is None else d.signed(ao.combat_rating)
    if ao.combat_rating_is_terror:
        rating = "minus the terror level"
    facts = [
        ("Combat rating", rating),
        ("Doom track", f"{ao.doom_track} spaces"),
        ("Defences", _tags(ao.defences) or "none"),
    ]
    sections = [("Worshippers", ao.worshippers), ("Power while asleep", ao.asleep)]
    if ao.start_of_battle:
        sections.append(("When it awakens", ao.start_of_battle))
    sections.append(("Attack", ao.attack.summary))
    return CardFace("Ancient One", ao.name, ANCIENT_ONE_COLOUR, "", tuple(facts), tuple(sections))


def _herald(cat: Catalog, herald_id: str) -> CardFace | None:
    h = cat.heralds.get(herald_id)
    if h is None:
        return None
    sections = [("", h.prose), *((e.name, e.summary) for e in h.effects)]
    return CardFace("Herald", h.name, ANCIENT_ONE_COLOUR, h.title, (), tuple(sections))


def _mythos(cat: Catalog, card: str) -> CardFace | None:
    m = cat.mythos.get(card)
    if m is None:
        return None
    kind = MYTHOS_KINDS.get(m.type, m.type)
    if m.environment_kind:
        kind += f" ({m.environment_kind})"
    gate = cat.area_name(m.gate) if m.gate else "no gate opens"
    if m.surge:
        gate = "a monster surge at the open gates"
    elif m.doom:
        gate = f"{m.doom} doom token{'s' if m.doom != 1 else ''} in place of a gate"
    if m.gate and m.gate_burst:
        gate += " (gate burst)"
    facts = [
        ("Gate", gate),
        ("Clue", cat.area_name(m.clue) if m.clue else "no clue appears"),
        ("White arrows move", ", ".join(m.white) or "nobody"),
        ("Black arrows move", ", ".join(m.black) or "nobody"),
    ]
    sections = (("Effect", m.summary),) if m.summary else ()
    return CardFace(f"Mythos · {kind}", m.title, MYTHOS_COLOUR, "", tuple(facts), sections)


def _encounter(cat: Catalog, ref: str) -> CardFace | None:
    from arkham.ui.scenes.overlays import encounter_text

    card, _, entry = ref.partition("|")
    if card not in cat.location_cards and card not in cat.gate_cards:
        return None
    where, title, prose, rules = encounter_text(cat, card, entry)
    return CardFace(
        "Encounter",
        title,
        ENCOUNTER_COLOUR,
        where,
        (),
        tuple((h, t) for h, t in (("", prose), ("What happens", rules)) if t),
    )


KINDS = {
    "card": _possession,
    "investigator": _investigator,
    "ancient-one": _ancient_one,
    "herald": _herald,
    "mythos": _mythos,
    "encounter": _encounter,
}


def card_face(cat: Catalog, ref: str) -> CardFace | None:
    """What the card ``ref`` (``kind:id``) says, from the catalog; None for a reference to
    nothing the catalog knows (a stale or malformed one: never an error)."""
    kind, _, rest = ref.partition(":")
    make = KINDS.get(kind)
    return make(cat, rest) if make is not None else None


# ---------------------------------------------------------------- drawing

CARD_W = 940.0
TOP, BOTTOM = 40.0, 1040.0
SIZES = (26.0, 24.0, 22.0, 20.0, 18.0)
"""The paragraph sizes tried, largest first, until the card fits the screen."""
HINT = "Click anywhere or press Esc to close"


class CardViewScene(Scene):
    """One card, full size, over whatever was on screen; any click or Esc closes it."""

    name = "card-view"
    modal = True

    def __init__(self, app, cat: Catalog, ref: str) -> None:
        super().__init__(app)
        self.cat = cat
        self.ref = ref
        self.face = card_face(cat, ref)
        self._pressed = False

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_SPACE,
        ):
            self.close()
            return
        # the button-up of the right-click that opened the view must not close it
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and self._pressed:
            self.close()
            return
        super().handle(event)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        face = self.face
        if face is None:
            face = CardFace("Card", "Nothing to show", d.GREY, sections=(("", self.ref),))
        draw_face(c, face)


def _body_height(c: Canvas, face: CardFace, size: float) -> float:
    inner = CARD_W - 72
    h = 0.0
    if face.facts:
        h += _facts_height(c, face, size, inner) + 14
    for heading, text in face.sections:
        h += (size + 6 if heading else 0) + c.para_height(text, inner, size, "serif") + 14
    return h


def _facts_height(c: Canvas, face: CardFace, size: float, inner: float) -> float:
    label_w = max(c.text_w(k.upper(), size - 6, "sans-b") for k, _ in face.facts) + 20
    return sum(
        max(size + 10, c.para_height(v, inner - label_w, size - 2, "sans") + 8)
        for _, v in face.facts
    )


def draw_face(c: Canvas, face: CardFace) -> tuple[float, float, float, float]:
    """Draw ``face`` centred on the screen; returns the card's rectangle."""
    head = 118.0 + (34 if face.subtitle else 0)
    size = SIZES[-1]
    for size in SIZES:
        if head + _body_height(c, face, size) + 70 <= BOTTOM - TOP:
            break
    h = min(BOTTOM - TOP, head + _body_height(c, face, size) + 70)
    x, y = 960 - CARD_W / 2, max(TOP, 540 - h / 2)
    inner = CARD_W - 72
    c.panel((x, y, CARD_W, h), (250, 244, 228), d.PARCH_EDGE, 16)
    c.rect((x + 10, y + 10, CARD_W - 20, 96 + (34 if face.subtitle else 0)), face.colour, 10)
    ink = d.INK if sum(face.colour[:3]) > 420 else d.WHITE
    c.text(face.kind.upper(), (x + 36, y + 20), 18, "sans-b", ink)
    c.text(face.title, (x + 36, y + 42), 44, "serif-b", ink, max_w=inner)
    if face.subtitle:
        c.text(face.subtitle, (x + 36, y + 96), 22, "serif-i", ink, max_w=inner)
    yy = y + head
    bottom = y + h - 50
    if face.facts:
        label_w = max(c.text_w(k.upper(), size - 6, "sans-b") for k, _ in face.facts) + 20
        for label, value in face.facts:
            c.text(label.upper(), (x + 36, yy + 3), size - 6, "sans-b", d.RED)
            used = c.para(value, (x + 36 + label_w, yy, inner - label_w, 200), size - 2, "sans")
            yy += max(size + 10, used + 8)
        c.line((x + 36, yy + 4), (x + CARD_W - 36, yy + 4), d.PARCH_EDGE, 1)
        yy += 14
    for heading, text in face.sections:
        if yy >= bottom:
            break
        if heading:
            c.text(heading, (x + 36, yy), size - 4, "sans-b", d.RED, max_w=inner)
            yy += size + 6
        lines = max(1, int((bottom - yy) // (size * 1.2)))
        face_name = "serif" if heading else "serif-i"
        yy += c.para(text, (x + 36, yy, inner, 400), size, face_name, d.INK, max_lines=lines) + 14
    c.text(HINT, (960, y + h - 30), 18, "sans", d.INK_SOFT, "center")
    return (x, y, CARD_W, h)
