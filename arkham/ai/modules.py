"""The packages a game's modules bring to the AI: their rules' and their bots' (``Module.bots``,
imported on first use: the rules never import the bots)."""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from arkham.modules import Module

AI_PACKAGE = "arkham.ai"
"""The AI's own registrations (the base game's tallies) belong here."""


def bot_packages(modules: Sequence[Module]) -> tuple[str, ...]:
    """The AI's own package and every package of ``modules``, their bot packages imported."""
    for module in modules:
        for package in module.bots:
            importlib.import_module(package)
    return (AI_PACKAGE, *(p for m in modules for p in (*m.packages, *m.bots)))
