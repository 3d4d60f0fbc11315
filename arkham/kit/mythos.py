"""Mythos-card helpers: where a card reaches (:data:`Where`), the modifiers it holds while in
play (:class:`Mod`, :class:`MonsterMod`, looked up from the cards in play, so they stop the
moment a card leaves), how a headline, an environment or a rumor registers its behaviour,
Upkeep abilities while a card is in play, and a rumor's track.

Environments and rumors register their modifiers with :func:`ongoing`; the engine asks
:func:`cards_in_play` and :func:`monster_mods` for the keys and stats some card declared.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import board, combat, effects, mythos, windows
from arkham.engine.board import MonsterReturned
from arkham.engine.checks import roll
from arkham.engine.mythos import MythosBehaviour, RumorFailed, RumorPassed, RumorProgress
from arkham.engine.names import Phase, Window
from arkham.engine.registry import registering
from arkham.engine.windows import Ability, Context
from arkham.kit.marks import mark

if TYPE_CHECKING:
    from arkham.catalog import MonsterKind
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


Where = Callable[["Game", str], bool]
"""Whether an area (an investigator's or a monster's place) is covered: ``(game, area)``."""


# ---------------------------------------------------------------- places


def streets(g: Game, area: str) -> bool:
    return area in g.cat.streets


def other_worlds(g: Game, area: str) -> bool:
    return area in g.cat.world_of_area


def in_arkham(g: Game, area: str) -> bool:
    """A location, street or special area (the Jail Cell) of any town ("in Arkham")."""
    return board.in_town(g, area)


def arkham_areas(g: Game, area: str) -> bool:
    """An Arkham location or street (not the Jail Cell)."""
    return area in g.cat.connections


def anywhere(g: Game, area: str) -> bool:
    return True


def on_board(g: Game, area: str) -> bool:
    """Where monsters are in play: Arkham's areas, the Sky and the Outskirts."""
    return area in g.cat.connections or area in (g.cat.role(Role.SKY), g.cat.role(Role.OUTSKIRTS))


def neighbourhood(nb: str) -> Where:
    """A neighbourhood's street area and its locations."""

    def where(g: Game, area: str) -> bool:
        street = g.cat.streets.get(area)
        if street is not None:
            return street.neighbourhood == nb
        loc = g.cat.locations.get(area)
        return loc is not None and loc.neighbourhood == nb

    return where


def at(*areas: str) -> Where:
    return lambda g, area: area in areas


# ---------------------------------------------------------------- ongoing modifiers


@dataclass(frozen=True)
class Mod:
    """A modifier key (``will``, ``check``, ``movement``, ``seal-cost``…) for investigators
    in ``where`` (anywhere when None)."""

    key: str
    amount: int
    where: Where | None = None


@dataclass(frozen=True)
class MonsterMod:
    """A monster stat change for the monster kinds ``kinds`` picks."""

    stat: str
    amount: int
    kinds: Callable[[MonsterKind], bool]


MODS: dict[str, tuple[Mod, ...]] = {}
MONSTER_MODS: dict[str, tuple[MonsterMod, ...]] = {}
MOD_KEYS: set[str] = set()
"""Every key some card's :class:`Mod` answers (filled by :func:`ongoing`)."""
MONSTER_MOD_STATS: set[str] = set()
"""Every stat some card's :class:`MonsterMod` changes (filled by :func:`ongoing`)."""


def ongoing(card: str, mods: tuple[Mod, ...], monster: tuple[MonsterMod, ...]) -> None:
    """Record a card's modifiers while it is in play (an environment, a rumor)."""
    MODS[card] = mods
    MONSTER_MODS[card] = monster
    MOD_KEYS.update(mod.key for mod in mods)
    MONSTER_MOD_STATS.update(mod.stat for mod in monster)


def cards_in_play(g: Game, inv: Investigator, key: str) -> int:
    """The environment's and the rumor's modifiers (looked up from the cards in play)."""
    st = g.state
    total = 0
    for card in (st.environment, st.rumor):
        if card is None:
            continue
        for mod in MODS.get(card, ()):
            if mod.key == key and (mod.where is None or mod.where(g, inv.area)):
                total += mod.amount
    return total


# Asked for the keys of MOD_KEYS only. The set fills as the cards are defined; a ruleset reads a
# modifier's keys when a key is first asked for, by which time every module is imported. The
# kit owns the lookup, part of every game (whichever package imports the kit first).
with registering("arkham.kit"):
    windows.MODIFIERS.append((MOD_KEYS, cards_in_play))


def monster_mods(g: Game, marker: str, stat: str) -> int:
    st = g.state
    if st.environment is None and st.rumor is None:
        return 0
    kind_id = g.cat.kind_of_marker.get(marker)
    if kind_id is None:
        return 0
    kind = g.cat.monster_kinds[kind_id]
    total = 0
    for card in (st.environment, st.rumor):
        if card is None:
            continue
        for mod in MONSTER_MODS.get(card, ()):
            if mod.stat == stat and mod.kinds(kind):
                total += mod.amount
    return total


# Asked for the stats of MONSTER_MOD_STATS only (filled as MOD_KEYS is).
with registering("arkham.kit"):
    combat.MONSTER_MODIFIERS.append((MONSTER_MOD_STATS, monster_mods))


def every(kind: MonsterKind) -> bool:
    return True


def undead(kind: MonsterKind) -> bool:
    return "undead" in kind.abilities


def flying(kind: MonsterKind) -> bool:
    return kind.movement == "flying" or "flying" in kind.abilities


def kind_is(*ids: str) -> Callable[[MonsterKind], bool]:
    return lambda kind: kind.id in ids


# ---------------------------------------------------------------- shared effects


def investigators(g: Game, where: Where) -> list[Investigator]:
    return [inv for inv in g.state.playing() if where(g, inv.area)]


def each(g: Game, where: Where, effect: Callable[[Investigator], Effect]) -> Effect:
    """Apply an effect to every investigator in ``where``, in turn order; one knocked out,
    arrested or lost does not stop the rest."""
    yield from effects.for_each(g, investigators(g, where), effect)


def monsters(g: Game, where: Where, kinds: tuple[str, ...] | None = None) -> list[str]:
    return [
        marker
        for marker, area in g.state.monsters.items()
        if where(g, area) and (kinds is None or g.cat.kind_of_marker[marker] in kinds)
    ]


def to_cup(g: Game, markers: list[str]) -> None:
    """Monsters back to the cup (a Spawn monster to the box: ``board.back_to_cup``)."""
    for marker in markers:
        frm = g.state.monsters[marker]
        g.emit(MonsterReturned(marker, frm, board.back_to_cup(g, marker)))


def monster_appears(g: Game, area: str, marker: str | None = None) -> Effect:
    """A monster from the cup (or ``marker``) is placed at ``area``, subject to the monster
    limit (over it, to the Outskirts). Nothing where monsters cannot appear (a sealed or stable
    location)."""
    if area in g.state.locations and not board.can_appear(g, area):
        return
    if marker is None:
        marker = yield from board.draw_from_cup(g)
    yield from board.place_monster(g, marker, area)


def lose(**amounts: int) -> Callable[[Game], Callable[[Investigator], Effect]]:
    def per(g: Game) -> Callable[[Investigator], Effect]:
        def effect(inv: Investigator) -> Effect:
            yield from effects.lose_each(g, inv, amounts)

        return effect

    return per


def close(g: Game, card: str, area: str) -> None:
    """A closed marker of ``card`` on a location or a street area; one already closed (a shop
    for good, by the terror level) keeps its own closure."""
    if not board.closed(g, area):
        mythos.place_marker(g, card, "closed", area)


def until_next_mythos(g: Game, card: str) -> None:
    """A headline's effect that lasts until the next Mythos phase (a mark with this turn)."""
    mark(g, f"{card}@{g.state.turn}", replaces=f"{card}@")


def lasting(g: Game, card: str) -> bool:
    """Whether ``card``'s effect set by :func:`until_next_mythos` still holds: for the rest of
    that Mythos phase and the next turn until its Mythos phase."""
    st = g.state
    for m in st.marks:
        if m.startswith(f"{card}@"):
            turn = int(m.removeprefix(f"{card}@"))
            return st.turn == turn or (st.turn == turn + 1 and st.phase != Phase.MYTHOS)
    return False


# ---------------------------------------------------------------- registering


def headline(card: str) -> Callable[[Callable[[Game], Effect]], Callable[[Game], Effect]]:
    def register(fn: Callable[[Game], Effect]) -> Callable[[Game], Effect]:
        mythos.register(card, MythosBehaviour(resolve=fn))
        return fn

    return register


def environment(
    card: str,
    *,
    mods: tuple[Mod, ...] = (),
    monster: tuple[MonsterMod, ...] = (),
    closed: tuple[str, ...] = (),
    activity: tuple[str, ...] = (),
    each_mythos: Callable[[Game], Effect] | None = None,
    arrives: Callable[[Game], Effect] | None = None,
    leaves: Callable[[Game], Effect] | None = None,
) -> None:
    """An environment (or the ongoing part of a rumor): modifiers while in play, markers placed
    and an effect (``arrives``) as it arrives, an effect in each later Mythos phase, and one
    (``leaves``) as it leaves play."""
    ongoing(card, mods, monster)

    def resolve(g: Game) -> Effect:
        for loc in closed:
            close(g, card, loc)
        for loc in activity:
            mythos.place_marker(g, card, "activity", loc)
        if arrives is not None:
            yield from arrives(g)

    mythos.register(
        card, MythosBehaviour(resolve=resolve, end_of_mythos=each_mythos, leaves=leaves)
    )


def upkeep_ability(
    card: str,
    location: str,
    label: str,
    can: Callable[[Game, Investigator], bool],
    use: Callable[[Game, Investigator], Effect],
    advise: Callable[[Game, Investigator], bool] | None = None,
) -> Ability:
    """An Upkeep ability at the location holding ``card``'s activity marker (or in a street
    area, which holds no markers), once per Upkeep, while the card is in play."""
    aid = f"mythos:{card}"

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        st = g.state
        return (
            st.final_battle is None
            and card in (st.environment, st.rumor)
            and inv.area == location
            and (location not in st.locations or card in st.locations[location].activity)
            and not ctx.get(aid)
            and can(g, inv)
        )

    def run(g: Game, inv: Investigator, ctx: Context) -> Effect:
        ctx[aid] = True
        yield from use(g, inv)

    return windows.register(
        Ability(
            aid,
            Window.UPKEEP,
            lambda g, inv, ctx: label,
            usable,
            run,
            advise=(lambda g, inv, ctx: advise(g, inv)) if advise else None,
            needs=card,
        )
    )


# ---------------------------------------------------------------- rumors


def advance(g: Game, card: str, by: int, fail_at: int, penalty: Callable[[Game], Effect]) -> Effect:
    """The rumor's track gains ``by``; at ``fail_at`` the rumor fails: it leaves play and the
    penalty follows."""
    st = g.state
    if by <= 0 or st.rumor != card:
        return
    st.rumor_track += by
    g.emit(RumorProgress(card, st.rumor_track, fail_at))
    if st.rumor_track >= fail_at:
        g.emit(RumorFailed(card))
        yield from mythos.leave_play(g, card)
        yield from penalty(g)


def passed(g: Game, card: str, inv: Investigator | None) -> Effect:
    g.emit(RumorPassed(card, investigator=inv.id if inv is not None else None))
    yield from mythos.leave_play(g, card)


def die(g: Game, purpose: str) -> int:
    """One die rolled for the card itself (not a check; no investigator rolls it)."""
    return roll(g, None, 1, purpose=purpose)[0]


def steady_progress(card: str, fail_at: int, penalty: Callable[[Game], Effect]):
    """Each later Mythos phase the track gains 1."""

    def progress(g: Game) -> Effect:
        yield from advance(g, card, 1, fail_at, penalty)

    return progress
