"""Tooltip texts for the pieces the board and its overlays show: monsters, investigators, cards
and the Ancient One. Plain functions of the catalog and the state; nothing is drawn here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.catalog import AncientOne, Catalog, Herald, MonsterKind
from arkham.engine.state import Investigator
from arkham.ui import glossary

if TYPE_CHECKING:
    from arkham.ui.session import GameSession


def monster_tip(m: MonsterKind) -> str:
    horror = (
        "no Horror check"
        if m.horror is None
        else f"Horror {m.horror.rating:+d} (lose {m.horror.damage} Sanity)"
    )
    lines = [
        f"{m.name} — {m.movement} mover, {m.dimension} dimension",
        f"Awareness {m.awareness:+d} · {horror}",
        f"Combat {m.combat.rating:+d} "
        + (f"(lose {m.combat.damage} Stamina)" if m.combat.damage else "(no Stamina lost)")
        + f" · Toughness {m.toughness}",
    ]
    for ab in m.abilities:
        lines.append(glossary.KEYWORDS.get(ab, ab))
    if m.special_summary:
        lines.append(m.special_summary)
    lines.append(glossary.MOVEMENT.get(m.movement, ""))
    return "\n".join(x for x in lines if x)


def investigator_tip(session: GameSession, inv: Investigator) -> str:
    cat = session.cat
    sheet = cat.investigators[inv.id]
    lines = [
        f"{sheet.name} ({sheet.occupation}), played by {inv.player}",
        f"At {cat.area_name(inv.area)}",
        f"Stamina {inv.stamina} · Sanity {inv.sanity} · ${inv.money} · {inv.clues} Clues",
        f"{sheet.ability.name}: {sheet.ability.summary}",
    ]
    if inv.delayed:
        lines.append("Delayed: misses the next movement (token on its side).")
    if inv.explored:
        lines.append("Explored: back from an Other World; may close the gate here.")
    if inv.status != "playing":
        lines.append(f"Out of the game ({inv.status}).")
    if inv.possessions:
        lines.append("Holds: " + ", ".join(cat.card_name(p.card) for p in inv.possessions))
    return "\n".join(lines)


def card_fact(cat: Catalog, card: str):
    """The catalog entry of a card, whatever its deck (None for an unknown id)."""
    return (
        cat.items.get(card)
        or cat.spells.get(card)
        or cat.skills.get(card)
        or cat.allies.get(card)
        or cat.specials.get(card)
    )


def card_tip(cat: Catalog, card: str, exhausted: bool = False) -> str:
    try:
        name = cat.card_name(card)
        kind = cat.card_kind(card)
    except KeyError:
        return card
    fact = card_fact(cat, card)
    lines = [f"{name} ({kind})"]
    hands = getattr(fact, "hands", 0)
    if hands:
        lines.append(f"{hands} hand{'s' if hands > 1 else ''}")
    price = getattr(fact, "price", None)
    if price is not None:
        lines.append(f"Price ${price}")
    if fact is not None and fact.summary:
        lines.append(fact.summary)
    if exhausted:
        lines.append("Exhausted: used this turn; it is refreshed in the next Upkeep.")
    return "\n".join(lines)


def ancient_one_tip(ao: AncientOne, doom: int, herald: Herald | None = None) -> str:
    """The Ancient One's sheet, and the herald beside it (if the setup chose one)."""
    rating = "none" if ao.combat_rating is None else f"{ao.combat_rating:+d}"
    lines = [
        f"{ao.name}: doom {doom} of {ao.doom_track}. When the track fills, it awakens.",
        f"While asleep: {ao.asleep}",
        f"Worshippers: {ao.worshippers}",
        f"Combat rating {rating}. Attack: {ao.attack.summary}",
    ]
    if herald is not None:
        lines.append(f"Herald: {herald.name}, {herald.title}.")
        lines += [f"{e.name}: {e.summary}" for e in herald.effects]
    return "\n".join(lines)
