"""The special monsters of Innsmouth (issue 13, point 3): their facts are in
``data/expansions/innsmouth/monsters.json``; what their ``special`` does is registered here as a
:class:`~arkham.engine.combat.MonsterSpecial`, at the engine's rule points (a unique mover's
turn, a failed Evade or Combat check, a round lost, a defeat).

The Beings of Ib and the Tendril's way into play belong to their Ancient Ones (Bokrug,
Nyogtha; :mod:`.ancient_ones`): nothing of theirs is registered here but the Tendril's fight
and its return to the sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, effects
from arkham.engine.combat import MONSTER_SPECIALS, MonsterSpecial

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

NYOGTHA = "nyogtha"
TENDRIL_ROUNDS = 2
"""The Tendril of Nyogtha devours whoever is still fighting it after this many rounds."""


def _lloigor(g: Game, marker: str) -> Effect:
    """The Lloigor never moves: when its symbol moves, every investigator in its area and in
    the areas linked to it loses 1 Sanity and 1 Stamina (reference §8.4)."""
    here = g.state.monsters[marker]
    near = {here, *g.cat.connections.get(here, ())}

    def drained(inv: Investigator) -> Effect:
        yield from effects.lose(g, inv, sanity=1, stamina=1)

    yield from effects.for_each(g, [i for i in g.state.playing() if i.area in near], drained)


def _devoured(g: Game, inv: Investigator, marker: str) -> Effect:
    """Servitor of the Outer Gods (a failed Combat or Evade check) and Wailing Writher (a failed
    Evade check): the investigator is devoured."""
    # RULE: our ruling — fleeing is an Evade check (reference §7), so a failed flight from the
    # Servitor or the Wailing Writher devours as a failed evasion does.
    yield from effects.devoured(g, inv)


def _doom(g: Game, inv: Investigator, marker: str) -> Effect:
    """Shugeron: each failed Combat check against it adds a doom token."""
    yield from effects.add_doom(g, 1)


def _barnabas_beaten(g: Game, inv: Investigator, marker: str) -> Effect:
    """Barnabas Marsh beaten: (already in the box) one doom token comes off the track."""
    # RULE: our ruling — his back says "pass a Combat check"; any defeat (a bound monster too)
    # counts, as for the Mi-Go and the Warlock.
    yield from effects.add_doom(g, -1)


def _tendril_round(g: Game, inv: Investigator, marker: str, number: int) -> Effect:
    """The Tendril of Nyogtha: still neither evaded nor defeated after the second round of
    combat, the investigator is devoured."""
    if number >= TENDRIL_ROUNDS:
        yield from effects.devoured(g, inv)


def _tendril_back(g: Game, inv: Investigator, marker: str) -> Effect:
    """The Tendril of Nyogtha beaten: never a trophy; under Nyogtha, back onto his sheet (else,
    as any Spawn, to the box)."""
    if g.state.ancient_one == NYOGTHA:
        g.state.monsters[marker] = board.ON_THE_SHEET
    return
    yield


MONSTER_SPECIALS.update(
    {
        "lloigor": MonsterSpecial(moves=_lloigor),
        "servitor": MonsterSpecial(failed_evade=_devoured, failed_combat=_devoured),
        "wailing-writher": MonsterSpecial(failed_evade=_devoured),
        "shugeron": MonsterSpecial(failed_combat=_doom),
        "barnabas-marsh": MonsterSpecial(trophy=False, defeated=_barnabas_beaten),
        "tendril-of-nyogtha": MonsterSpecial(
            round_lost=_tendril_round, trophy=False, defeated=_tendril_back
        ),
    }
)
