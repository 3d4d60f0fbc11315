"""Innsmouth Horror (seed 004): the town of Innsmouth beside Arkham, its tracks and its rules.

Data in ``data/expansions/innsmouth/`` (the board, the Deep Ones Rising and Feds Raid tracks,
the Innsmouth Look deck, its monsters, cards, heralds and personal stories). Behaviour, one
module per kind of thing: :mod:`.rules` (the tracks, martial law, arrests), :mod:`.places` (the
location and area abilities), :mod:`.look` (the Innsmouth Look), :mod:`.monsters` (the special
monsters), :mod:`.investigators` (the investigators' abilities), :mod:`.heralds` (Father Dagon,
Mother Hydra), :mod:`.stories` (each investigator's personal story), :mod:`.encounters` (the
location cards of its three neighbourhoods), :mod:`.arkham_cards` (its cards for the Arkham and
gate decks), :mod:`.mythos_cards` (the mythos cards' own text) and :mod:`.ancient_ones` (its
eight Ancient Ones). :mod:`.bots` teaches the bots its own goals (the Feds, martial law).
"""

from __future__ import annotations

from arkham.engine.registry import registering
from arkham.modules import Module, register_expansion
from arkham.resources import data_dir

MODULE = register_expansion(
    Module(
        "innsmouth",
        "Innsmouth Horror: the decaying harbour town up the coast, the Deep Ones rising beneath "
        "it, martial law and the Feds.",
        (__name__,),
        data_dir() / "expansions" / "innsmouth",
        printed=(
            ("mythos-cards", 36),
            ("town-location-cards", 42),
            ("location-cards-for-other-towns", 36),
            ("gate-cards", 16),
            ("innsmouth-look-cards", 10),
            ("investigators", 16),
            ("ancient-ones", 8),
            ("monster-markers", 32),
            ("heralds", 2),
            ("personal-stories", 32),
        ),
        bots=("arkham.expansions.innsmouth.bots",),
    )
)

with registering(__name__):
    import arkham.expansions.innsmouth.arkham_cards  # noqa: F401  (registers)
    from arkham.expansions.innsmouth import (  # noqa: F401  (registers)
        ancient_ones,
        heralds,
        investigators,
        look,
        monsters,
        mythos_cards,
        places,
        rules,
        stories,
    )
    from arkham.expansions.innsmouth.encounters import (  # noqa: F401  (registers)
        church_green,
        factory_district,
        innsmouth_shore,
    )
