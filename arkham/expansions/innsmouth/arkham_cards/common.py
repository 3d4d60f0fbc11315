"""What the Innsmouth cards of the Arkham and gate decks do beyond the base vocabulary: a token
for the Feds, an uprising token, the Innsmouth Look (:func:`look.draw_look`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import tracks
from arkham.expansions.innsmouth.rules import DEEP_ONES, FEDS

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game


def feds_token(g: Game, n: int = 1) -> Effect:
    """``place n token on the first empty space of the Feds Raid Innsmouth track``: evidence
    given in Arkham belongs to no Innsmouth neighbourhood, so it fills the track's spaces in
    order (our design; seed 004 fills them only from Innsmouth). A full track raids the town."""
    for group in dict.fromkeys(g.cat.tracks[FEDS].space_groups):
        k = min(n, tracks.group_room(g, FEDS, group))
        if k:
            yield from tracks.fill_group(g, FEDS, group, k)
            n -= k
        if n <= 0:
            return


def uprising(g: Game, n: int = 1) -> Effect:
    """``add n uprising token to the Deep Ones Rising track`` (a full track awakens the Ancient
    One)."""
    yield from tracks.advance(g, DEEP_ONES, n)
