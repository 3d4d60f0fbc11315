"""The Innsmouth Look (seed 004): ten cards, one of which shows the Look."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.engine import effects, windows

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

LOOK_DECK = "innsmouth-look"
THE_LOOK = "innsmouth-look"
"""The ``effect`` of the one card that shows the Look."""

WHEN_SHOWN: list[Callable[[Game, Investigator], Effect]] = []
"""Run when an investigator shows the Look, before he is devoured (a rumor that fails on it);
Innsmouth's own, so only games with Innsmouth ever draw the Look."""


def draw_look(g: Game, inv: Investigator, n: int) -> Effect:
    """Shuffle the ten Look cards and draw ``n`` at once; if the Look is among them, the
    investigator turns and goes to the sea: devoured (arkhamhorrorwiki, "Devoured": a Look card
    that turns you into a Deep One devours you). Every card goes back to the deck. Returns
    whether the Look showed."""
    deck = g.state.decks[LOOK_DECK]
    g.rng.shuffle(deck)
    n += windows.modifier(g, inv, "look-cards")  # Silas Marsh draws one more
    drawn = tuple(deck[: max(0, n)])
    shows = any(g.cat.deck_cards[card].effect == THE_LOOK for card in drawn)
    g.emit("look-drawn", inv, cards=drawn, look=shows)
    if shows:
        for fn in WHEN_SHOWN:
            yield from fn(g, inv)
        yield from effects.devoured(g, inv)
    return shows
