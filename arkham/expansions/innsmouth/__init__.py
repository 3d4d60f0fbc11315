"""Innsmouth Horror (seed 004): the town of Innsmouth beside Arkham, its tracks and its rules.

Data in ``data/expansions/innsmouth/`` (the board, the Deep Ones Rising and Feds Raid tracks,
the Innsmouth Look deck, the heralds, the personal stories); behaviour here: :mod:`.rules` (the
tracks, martial law, arrests), :mod:`.places` (the location and area abilities), :mod:`.look`
(the Innsmouth Look), :mod:`.heralds` (Father Dagon, Mother Hydra) and :mod:`.stories` (each
investigator's personal story).
"""

from __future__ import annotations

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
    )
)

from arkham.expansions.innsmouth import (  # noqa: E402, F401  (registers)
    heralds,
    look,
    places,
    rules,
    stories,
)
