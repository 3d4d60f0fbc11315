"""Innsmouth's heralds: Father Dagon and Mother Hydra (``data/expansions/innsmouth/heralds.json``,
with the source of each rule). A herald is a setup option (``Setup.herald``) kept beside the
Ancient One in ``state.herald``; each rule below acts only while its herald is the one chosen.

Father Dagon (arkhamhorrorwiki.com/Father_Dagon): an uprising token at the start and after each
Feds raid; one more mythos card at the start; a Clue from everyone each time the terror level
rises, or a doom token; against Cthulhu a worse combat rating and extra successes owed for the
plus-symbol monsters in play. Mother Hydra: the same uprising tokens (the wiki's "King and
Queen" rule), then two rules of our design: +1 toughness for plus-symbol monsters, and the
Call of the Deep at the end of each Mythos phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import board, combat, effects, mythos, tracks, windows
from arkham.engine.events import Event
from arkham.engine.names import Hook
from arkham.expansions.innsmouth import look
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

FATHER_DAGON = "father-dagon"
MOTHER_HYDRA = "mother-hydra"
CTHULHU = "cthulhu"
PLUS = "plus"


@dataclass(frozen=True, slots=True)
class HeraldArrives(Event):
    kind = "herald-arrives"
    herald: str
    ancient_one: str

    def describe(self, cat: Catalog) -> str:
        fact = cat.heralds[self.herald]
        name = cat.ancient_ones[self.ancient_one].name
        return f"{fact.name}, {fact.title}, heralds the coming of {name}."


@dataclass(frozen=True, slots=True)
class HeraldEffect(Event):
    """One of the herald's rules took effect (``detail`` says how)."""

    kind = "herald-effect"
    herald: str
    effect: str
    detail: str

    def describe(self, cat: Catalog) -> str:
        fact = cat.heralds[self.herald]
        effect = next((e.name for e in fact.effects if e.id == self.effect), self.effect)
        return f"{fact.name} — {effect}: {self.detail}"


def herald(g: Game) -> str | None:
    return g.state.herald


def _says(g: Game, effect: str, detail: str) -> None:
    g.emit(HeraldEffect(str(herald(g)), effect, detail))


@windows.hook(Hook.GAME_STARTED)
def _arrives(g: Game) -> Effect:
    """The herald chosen at setup stands beside the Ancient One from the first line."""
    if g.state.herald is not None:
        g.emit(HeraldArrives(g.state.herald, g.state.ancient_one))
    return
    yield


# ---------------------------------------------------------------- both: the uprising


def _uprising_effect(g: Game) -> str:
    return "king-of-the-deep-ones" if herald(g) == FATHER_DAGON else "queen-of-the-deep-ones"


@windows.hook(Hook.GAME_SET_UP)
def _at_the_start(g: Game) -> Effect:
    """Both: an uprising token at the start of the game. Father Dagon: one more mythos card
    drawn and resolved at the start ("Plans Set in Motion"), before the usual first one."""
    if herald(g) not in (FATHER_DAGON, MOTHER_HYDRA):
        return
    _says(g, _uprising_effect(g), "an uprising token at the start of the game.")
    yield from tracks.advance(g, DEEP_ONES, 1)
    if herald(g) == FATHER_DAGON:
        _says(g, "plans-set-in-motion", "one more mythos card at the start of the game.")
        yield from mythos.phase(g, first_mythos=True)


@windows.hook(Hook.TRACK_FILLED)
def _after_the_raid(g: Game, track: str) -> Effect:
    """Both: after each time the Feds raid Innsmouth (both tracks emptied), an uprising
    token."""
    if track != FEDS or herald(g) not in (FATHER_DAGON, MOTHER_HYDRA):
        return
    _says(g, _uprising_effect(g), "an uprising token after the Feds' raid.")
    yield from tracks.advance(g, DEEP_ONES, 1)


# ---------------------------------------------------------------- Father Dagon


@windows.hook(Hook.TERROR_RAISED)
def _clue_tithe(g: Game) -> Effect:
    """Father Dagon, Plans Set in Motion: each time the terror level rises, every investigator
    spends 1 Clue (those who can must); if any cannot, a doom token."""
    # RULE: our reading of Father Dagon's sheet — a rise of several steps at once (one card
    # raising terror by 2) is one rise: one Clue each, at most one doom token.
    if herald(g) != FATHER_DAGON or g.state.final_battle is not None:
        return
    short = [inv for inv in g.state.playing() if inv.clues < 1]
    for inv in g.state.playing():
        if inv.clues >= 1:
            yield from effects.lose(g, inv, clues=1)
    detail = "every investigator spends a Clue"
    _says(g, "plans-set-in-motion", f"{detail}; one could not: doom +1." if short else f"{detail}.")
    if short:
        yield from effects.add_doom(g, 1)


@windows.register_rule("ancient-one-combat")
def _cthulhu_rating(g: Game, key: str) -> int:
    """Father Dagon, Teeming Masses: Cthulhu's combat rating is 1 worse (−7)."""
    if key == "ancient-one-combat" and herald(g) == FATHER_DAGON and g.state.ancient_one == CTHULHU:
        return -1
    return 0


def plus_monsters_in_play(g: Game) -> list[str]:
    """Monsters with the plus dimensional symbol on a board, in the Sky or in the Outskirts."""
    return [
        marker
        for marker, where in g.state.monsters.items()
        if where in g.cat.areas and board.kind_of(g, marker).dimension == PLUS
    ]


@windows.hook(Hook.ANCIENT_ONE_AWAKENS)
def _teeming_masses(g: Game) -> Effect:
    """Father Dagon, Teeming Masses: when Cthulhu awakens, the investigators owe as many extra
    successes as the plus-symbol monsters in play have toughness (kept as a debt on the
    battle's pool of successes)."""
    fb = g.state.final_battle
    if herald(g) != FATHER_DAGON or g.state.ancient_one != CTHULHU or fb is None:
        return
    owed = sum(combat.stat(g, m, "toughness") for m in plus_monsters_in_play(g))
    if owed:
        fb.successes -= owed
        _says(g, "teeming-masses", f"{owed} extra successes are needed to drive Cthulhu back.")
    return
    yield


# ---------------------------------------------------------------- Mother Hydra


def _brood_toughness(g: Game, marker: str, stat: str) -> int:
    """Mother Hydra, Brood of Y'ha-nthlei (our design): plus-symbol monsters +1 toughness."""
    if (
        stat == "toughness"
        and herald(g) == MOTHER_HYDRA
        and marker in g.cat.kind_of_marker
        and board.kind_of(g, marker).dimension == PLUS
    ):
        return 1
    return 0


combat.register_monster_modifier("toughness")(_brood_toughness)
CALL_MODIFIER = -1


@windows.hook(Hook.END_OF_MYTHOS)
def _call_of_the_deep(g: Game) -> Effect:
    """Mother Hydra, The Call of the Deep (our design): at the end of each Mythos phase, each
    investigator at an aquatic location makes a Will (−1) check or draws 1 Innsmouth Look
    card."""
    if herald(g) != MOTHER_HYDRA:
        return
    called = [
        inv
        for inv in g.state.playing()
        if inv.area in g.cat.locations and board.aquatic(g, inv.area)
    ]

    def answer(inv: Investigator) -> Effect:
        _says(g, "call-of-the-deep", f"the sea calls to {g.cat.investigators[inv.id].name}.")
        if not (yield from effects.check(g, inv, "will", CALL_MODIFIER)):
            yield from look.draw_look(g, inv, 1)

    yield from effects.for_each(g, called, answer)
