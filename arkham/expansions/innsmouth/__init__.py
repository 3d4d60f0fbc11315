"""Innsmouth Horror (seed 004): the town of Innsmouth beside Arkham, its tracks and its rules.

Data in ``data/expansions/innsmouth/`` (the board, the Deep Ones Rising and Feds Raid tracks,
the Innsmouth Look deck); behaviour here: :mod:`.rules` (the tracks, martial law, arrests),
:mod:`.places` (the location and area abilities) and :mod:`.look` (the Innsmouth Look).
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
    )
)

import arkham.expansions.innsmouth.arkham_cards  # noqa: E402, F401  (registers)
from arkham.expansions.innsmouth import look, places, rules  # noqa: E402, F401  (registers)
