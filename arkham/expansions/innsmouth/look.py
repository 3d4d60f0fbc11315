"""The Innsmouth Look (seed 004): ten cards, one of which shows the Look."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import effects, text, windows
from arkham.engine.events import Event, Page, PageCard, Palette, Show

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

LOOK_DECK = "innsmouth-look"
THE_LOOK = "innsmouth-look"
"""The ``effect`` of the one card that shows the Look."""

WHEN_SHOWN: list[Callable[[Game, Investigator], Effect]] = []
"""Run when an investigator shows the Look, before he is devoured (a rumor that fails on it);
Innsmouth's own, so only games with Innsmouth ever draw the Look."""


@dataclass(frozen=True, slots=True)
class LookDrawn(Event):
    """Look cards drawn (``look``: the Look showed among them); read in a window of its own."""

    kind = "look-drawn"
    show = Show(notice="look")
    cards: tuple[str, ...]
    look: bool

    def describe(self, cat: Catalog) -> str:
        shown = ": the Look shows!" if self.look else ": nothing shows."
        return f"{text.who(cat, self.investigator)} draws {len(self.cards)} Innsmouth Look card(s){shown}"

    def page(self, cat: Catalog) -> Page:
        who = text.who(cat, self.investigator) or "An investigator"
        cards = tuple(
            PageCard(
                f"look:{cid}",
                cat.deck_cards[cid].title,
                cat.deck_cards[cid].prose,
                cat.deck_cards[cid].rules,
                marked=self.look and cat.deck_cards[cid].effect is not None,
            )
            for cid in self.cards
            if cid in cat.deck_cards
        )
        count = len(cards)
        if self.look:
            verdict = f"The Look shows: {who} turns to the sea and is devoured."
        else:
            verdict = "The Look does not show. The cards go back into the deck."
        return Page(
            "The Innsmouth Look",
            f"{who} draws {count} Look card{'s' if count != 1 else ''}",
            Palette.SEA,
            cards,
            verdict=verdict,
            verdict_alarm=self.look,
        )


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
    g.emit(LookDrawn(drawn, shows, investigator=inv.id))
    if shows:
        for fn in WHEN_SHOWN:
            yield from fn(g, inv)
        yield from effects.devoured(g, inv)
    return shows
