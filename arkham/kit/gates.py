"""The ways an Other World encounter sends an investigator home to Arkham, shared by every gate
deck's cards (the base game's and an expansion's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board, effects

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


def returned_early(g: Game, inv: Investigator) -> None:
    """Returned to Arkham early: to the second area of this world, so the next Movement phase
    takes the investigator home through an open gate."""
    world = g.cat.world_of_area[inv.area]
    effects.move_to(g, inv, f"{world}-2")


def returned_at_once(g: Game, inv: Investigator) -> Effect:
    """Returned to Arkham at once: straight back through an open gate to this world, with an
    explored marker (chosen when several are open); with none open, lost in time and space."""
    yield from board.other_world_return(g, inv)


def returned_and_may_close(g: Game, inv: Investigator, prompt: str) -> Effect:
    """Returned to Arkham at once; then the investigator may close the gate they came back
    through and take it as a trophy (no check; it is not sealed)."""
    yield from board.other_world_return(g, inv)
    loc = inv.area
    if (yield from effects.may(g, inv, prompt)):
        yield from board.close_gate(g, inv, loc, seal=False)
