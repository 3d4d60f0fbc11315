"""The modules a game is composed of: the base game and each expansion.

A module is data plus code: a folder of JSON facts laid out like ``data/`` (its boards, decks,
cards — only the files it adds to) and the Python packages whose import registers the
behaviour of its cards, powers, tracks and rule hooks. ``Setup.expansions`` names the
expansions a game uses; :func:`modules_for` turns the names into modules, the base first.

    >>> [m.name for m in modules_for([])]
    ['base']

An expansion registers itself with :func:`register_expansion` (the shipped ones are listed in
:data:`SHIPPED`, imported on first use). See the README, "How to add a town or an expansion".
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from arkham.resources import data_dir


@dataclass(frozen=True)
class Module:
    name: str
    summary: str
    """One line for the setup screen."""
    packages: tuple[str, ...]
    """Python packages whose import registers this module's behaviour."""
    data: Path
    """Its data folder: ``data/`` for the base game, ``data/expansions/<name>/`` for one of ours."""
    printed: tuple[tuple[str, int], ...] = ()
    """What the printed box holds, per component (``("mythos-cards", 36)``…), so that
    ``arkham content`` can list what is still missing."""
    bots: tuple[str, ...] = ()
    """Python modules whose import teaches the bots (``arkham.ai``) this module's own goals
    (``plan.TEAM_GOALS``, ``plan.STOP_RISKS``): imported by the AI for a game that uses the
    module, never by the rules."""


BASE = Module(
    "base",
    "Arkham Horror: the town of Arkham, its decks, investigators and Ancient Ones.",
    ("arkham.kit", "arkham.content", "arkham.engine"),
    data_dir(),
)
EXPANSIONS: dict[str, Module] = {}
"""Every expansion a game may name, by name."""
SHIPPED: tuple[str, ...] = ("arkham.expansions.innsmouth",)
"""Packages of the expansions that ship with the game; each calls :func:`register_expansion`
when imported."""


def register_expansion(module: Module) -> Module:
    if module.name in EXPANSIONS and EXPANSIONS[module.name] != module:
        raise ValueError(f"expansion {module.name!r} registered twice")
    EXPANSIONS[module.name] = module
    return module


def known_expansions() -> dict[str, Module]:
    for package in SHIPPED:
        importlib.import_module(package)
    return EXPANSIONS


def shipped_expansions() -> tuple[str, ...]:
    """The names of the expansions that ship with the game (not the ones tests register)."""
    return tuple(
        name
        for name, module in known_expansions().items()
        if any(package in SHIPPED for package in module.packages)
    )


def modules_for(expansions: Sequence[str]) -> tuple[Module, ...]:
    """The base game and the named expansions, in the order given. KeyError names the first
    unknown expansion."""
    known = known_expansions()
    for name in expansions:
        if name not in known:
            raise KeyError(name)
    return (BASE, *(known[name] for name in expansions))
