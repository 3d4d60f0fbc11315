"""Innsmouth Horror's additions to the base decks (seed 004): four Arkham location cards per
neighbourhood, shuffled into the base decks (11 a deck), and 16 gate cards (65 in the deck).

The facts live in ``data/expansions/innsmouth/location_decks/`` and ``…/gate_deck/``; each
entry's behaviour is registered here, one module per neighbourhood and :mod:`.gates`, exactly as
the base cards are in :mod:`arkham.content.encounters`. The rules line of an entry is the
contract for its code. :mod:`.common` holds the little they need beyond the base vocabulary.
"""

from arkham.expansions.innsmouth.arkham_cards import (  # noqa: F401  (registers)
    downtown,
    easttown,
    french_hill,
    gates,
    merchant_district,
    miskatonic_u,
    northside,
    rivertown,
    southside,
    uptown,
)
