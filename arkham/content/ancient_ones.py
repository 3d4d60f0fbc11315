"""The eight Ancient Ones (reference §5): their worshippers' changes to monsters, their powers
while asleep, and their start-of-battle effects. Every rule here checks
``g.state.ancient_one``. The attacks, the doom tokens, the score and the First Citizen are the
engine's (``final_battle.py``); so are Nyarlathotep's Masks in the cup (setup) and Hastur's
combat rating set from the terror level when he wakes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects, final_battle, windows
from arkham.engine.checks import success_threshold
from arkham.engine.names import Hook
from arkham.engine.sheet import StatChanged
from arkham.kit.marks import has_mark, mark

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

AZATHOTH = "azathoth"
CTHULHU = "cthulhu"
HASTUR = "hastur"
ITHAQUA = "ithaqua"
NYARLATHOTEP = "nyarlathotep"
SHUB_NIGGURATH = "shub-niggurath"
YIG = "yig"
YOG_SOTHOTH = "yog-sothoth"


def ancient_one(g: Game) -> str:
    return g.state.ancient_one


def asleep(g: Game) -> bool:
    return g.state.final_battle is None


# ---------------------------------------------------------------- worshippers

# Stats the worshippers' monster kind is *set* to: {ancient one: (kind, {stat: value})}.
WORSHIPPER_STATS: dict[str, tuple[str, dict[str, int]]] = {
    CTHULHU: ("cultist", {"horror-rating": -2, "horror-damage": 2}),
    HASTUR: ("cultist", {"combat-rating": -2}),
    YIG: ("cultist", {"combat-rating": 0, "combat-damage": 4}),
    YOG_SOTHOTH: ("cultist", {"combat-rating": -1}),
}
# Stats raised: {ancient one: (kind, {stat: bonus})}.
WORSHIPPER_BONUS: dict[str, tuple[str, dict[str, int]]] = {
    AZATHOTH: ("maniac", {"toughness": 1}),
    ITHAQUA: ("cultist", {"toughness": 2}),
}
# Keywords gained: {ancient one: (kind, [keywords])}. 'flying' is Hastur's flying Cultists.
WORSHIPPER_KEYWORDS: dict[str, tuple[str, list[str]]] = {
    HASTUR: ("cultist", ["flying"]),
    NYARLATHOTEP: ("cultist", ["endless"]),
    SHUB_NIGGURATH: ("dark-young", ["endless"]),
    YOG_SOTHOTH: ("cultist", ["magical-immunity"]),
}


def worshipper_stat(g: Game, marker: str, stat: str) -> int:
    """The worshippers' change to one stat of a monster (a monster modifier)."""
    ao = ancient_one(g)
    kind = g.cat.kind_of_marker.get(marker)
    total = 0
    if ao in WORSHIPPER_STATS:
        who, stats = WORSHIPPER_STATS[ao]
        if kind == who and stat in stats:
            total += stats[stat] - combat.PRINTED[stat](board.kind_of(g, marker))
    if ao in WORSHIPPER_BONUS:
        who, stats = WORSHIPPER_BONUS[ao]
        if kind == who:
            total += stats.get(stat, 0)
    return total


def worshipper_keywords(g: Game, marker: str) -> list[str]:
    ao = ancient_one(g)
    if ao in WORSHIPPER_KEYWORDS:
        who, kws = WORSHIPPER_KEYWORDS[ao]
        if g.cat.kind_of_marker.get(marker) == who:
            return list(kws)
    return []


def shub_niggurath_toughness(g: Game, marker: str, stat: str) -> int:
    """Shub-Niggurath asleep: every monster has 1 extra toughness."""
    if ancient_one(g) == SHUB_NIGGURATH and stat == "toughness" and marker in g.cat.kind_of_marker:
        return 1
    return 0


combat.register_monster_modifier(
    *{
        stat
        for _, stats in (*WORSHIPPER_STATS.values(), *WORSHIPPER_BONUS.values())
        for stat in stats
    }
)(worshipper_stat)
combat.register_monster_modifier("toughness")(shub_niggurath_toughness)
combat.MONSTER_KEYWORDS.append(worshipper_keywords)


# ---------------------------------------------------------------- powers while asleep


@windows.register_modifier("max-sanity", "max-stamina", "seal-cost", "close-difficulty")
def asleep_powers(g: Game, inv: Investigator, key: str) -> int:
    ao = ancient_one(g)
    if ao == CTHULHU and key in ("max-sanity", "max-stamina"):
        # RULE: reference §5 — Cthulhu's dreams lower every maximum by 1. It holds through the
        # final battle. It starts once the investigator is marked (see cthulhu_dreams) so
        # Sanity and Stamina are lowered with it.
        return -1 if has_mark(g, f"cthulhu:{inv.id}") else 0
    if ao == HASTUR and key == "seal-cost" and asleep(g):
        return 3  # sealing costs 8 Clues
    if ao == YOG_SOTHOTH and key == "close-difficulty" and asleep(g):
        return 1
    return 0


@windows.hook(Hook.INVESTIGATOR_JOINED)
def cthulhu_dreams(g: Game, inv: Investigator) -> Effect:
    """Cthulhu's −1 to maximum Sanity and Stamina reaches each investigator as they join the
    game, lowering Sanity and Stamina above the new maximum."""
    if ancient_one(g) != CTHULHU or has_mark(g, f"cthulhu:{inv.id}"):
        return
    mark(g, f"cthulhu:{inv.id}")
    if effects.max_sanity(g, inv) <= 0 or effects.max_stamina(g, inv) <= 0:
        yield from effects.devoured(g, inv)
    for stat, top in (("sanity", effects.max_sanity), ("stamina", effects.max_stamina)):
        if getattr(inv, stat) > top(g, inv):
            setattr(inv, stat, top(g, inv))
            g.emit(StatChanged(stat, -1, getattr(inv, stat), investigator=inv.id))


@windows.register_rule("discard-weather")
def ithaqua_blows_weather_away(g: Game, key: str) -> int:
    """Ithaqua asleep: weather environments are discarded without effect."""
    return 1 if key == "discard-weather" and ancient_one(g) == ITHAQUA and asleep(g) else 0


@windows.hook(Hook.END_OF_MYTHOS)
def ithaqua_cold(g: Game) -> Effect:
    """Ithaqua asleep: everyone in a street at the end of the Mythos phase loses 1 Stamina."""
    if ancient_one(g) != ITHAQUA or not asleep(g):
        return

    def chill(inv: Investigator) -> Effect:
        yield from effects.lose(g, inv, stamina=1)

    in_streets = [i for i in g.state.playing() if i.area in g.cat.streets]
    yield from effects.for_each(g, in_streets, chill)


@windows.hook(Hook.MONSTER_DEFEATED)
def yig_cultist(g: Game, inv: Investigator, marker: str) -> Effect:
    """Yig asleep: a doom token each time a Cultist is defeated."""
    if ancient_one(g) == YIG and asleep(g) and g.cat.kind_of_marker.get(marker) == "cultist":
        yield from effects.add_doom(g, 1)


@windows.hook(Hook.LOST)
def lost_in_time(g: Game, inv: Investigator) -> Effect:
    """Yig: a doom token when an investigator is lost in time and space. Yog-Sothoth: an
    investigator who would be lost is devoured instead."""
    if not asleep(g):
        return
    if ancient_one(g) == YIG:
        yield from effects.add_doom(g, 1)
    elif ancient_one(g) == YOG_SOTHOTH:
        yield from effects.devoured(g, inv)


# ---------------------------------------------------------------- start of the battle


def _devour_unless(g: Game, keeps: object) -> Effect:
    def check(inv: Investigator) -> Effect:
        if not keeps(inv):  # type: ignore[operator]
            yield from effects.devoured(g, inv)

    yield from effects.for_each(g, g.state.playing(), check)


def ithaqua_icy_winds(g: Game) -> Effect:
    """A die for every item each investigator carries; a failed die discards it."""

    def winds(inv: Investigator) -> Effect:
        items = effects.losable(g, inv)
        if not items:
            return
        dice = yield from effects.roll(g, inv, len(items), purpose="Ithaqua's icy winds")
        for handle, die in zip(items, dice):
            if die < success_threshold(inv):
                effects.discard(g, inv, handle)

    yield from effects.for_each(g, g.state.playing(), winds)


def nyarlathotep_start(g: Game) -> Effect:
    yield from _devour_unless(g, lambda inv: inv.clues > 0)


def shub_niggurath_start(g: Game) -> Effect:
    yield from _devour_unless(g, lambda inv: bool(inv.monster_trophies))


def yog_sothoth_start(g: Game) -> Effect:
    yield from _devour_unless(g, lambda inv: bool(inv.gate_trophies))


def yig_start(g: Game) -> Effect:
    """Everyone is Cursed; anyone already Cursed is devoured (a Blessing cancels instead)."""

    def curse(inv: Investigator) -> Effect:
        if inv.holds("curse"):
            yield from effects.devoured(g, inv)
        yield from effects.curse(g, inv)

    yield from effects.for_each(g, g.state.playing(), curse)


final_battle.START_OF_BATTLE.update(
    {
        ITHAQUA: ithaqua_icy_winds,
        NYARLATHOTEP: nyarlathotep_start,
        SHUB_NIGGURATH: shub_niggurath_start,
        YIG: yig_start,
        YOG_SOTHOTH: yog_sothoth_start,
    }
)
