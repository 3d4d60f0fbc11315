"""Per-game rules: the behaviour of the modules one game is made of.

Content registers behaviour on import into the registries of the engine (``@location``,
``@hook``, ``windows.register``, ``combat.register_monster_modifier``, …), each entry with the
package that owns it (:mod:`arkham.engine.registry`), so :func:`ruleset` can keep, for one
game, only the entries of the packages its modules name: a game without an expansion never
meets its cards, powers or hooks. Tools and tests may still read a registry whole
(``"downtown-1:asylum" in encounters.LOCATION``).

    >>> from arkham.engine import encounters
    >>> rules = ruleset(())
    >>> "downtown-1:asylum" in rules.location
    True
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from arkham.engine import checks, combat, encounters, final_battle, mythos, setup, tracks, windows
from arkham.modules import Module, modules_for


@dataclass
class Ruleset:
    """Everything one game's rules look up, for its modules only (built once per set of
    modules and shared by every game of that set; read-only)."""

    modules: tuple[Module, ...]
    location: dict[str, Any]
    """Location encounter entries → behaviour."""
    gate: dict[str, Any]
    """Other World encounter entries → behaviour."""
    location_actions: dict[str, Any]
    area_encounters: dict[str, Any]
    """A street or special area's ability id → its Arkham Encounters behaviour."""
    mythos: dict[str, Any]
    """Mythos card id → its MythosBehaviour."""
    start_of_battle: dict[str, Any]
    abilities: dict[str, list]
    """Window → the abilities that answer it, in registration order."""
    hooks: dict[str, list]
    """Rule point → the generators run there."""
    modifiers: list[tuple[tuple[str, ...], Callable]]
    """(keys, fn) pairs of the investigator modifiers (see :meth:`modifiers_for`)."""
    game_modifiers: list[tuple[tuple[str, ...], Callable]]
    """(keys, fn) pairs of the rules of the whole game (see :meth:`game_modifiers_for`)."""
    monster_modifiers: list[tuple[tuple[str, ...], Callable]]
    """(stats, fn) pairs of the monster modifiers (see :meth:`monster_modifiers_for`)."""
    monster_keywords: list
    monster_ignored: list
    monster_specials: dict[str, Any]
    """A monster kind's ``special`` id → its :class:`~arkham.engine.combat.MonsterSpecial`."""
    when_full: dict[str, Any]
    """Expansion track id → what happens when it fills."""
    clue_spends: list = field(default_factory=list)
    """Other ways to pay for dice after a check (``checks.ClueSpend``)."""
    slider_rules: dict[str, Any] = field(default_factory=dict)
    """A sheet's ``slider_rule`` id → how that investigator sets the sliders."""
    ancient_one_attacks: dict[str, Any] = field(default_factory=dict)
    """Ancient One id → its attack, for a sheet whose attack is ``special``."""
    ancient_one_defences: dict[str, Any] = field(default_factory=dict)
    """Ancient One id → its defences now, for one whose rules change them."""
    encounter_monsters: list = field(default_factory=list)
    """Rules that put another monster in place of one drawn for an encounter
    (``combat.ENCOUNTER_MONSTERS``)."""
    cache: dict[str, Any] = field(default_factory=dict)
    """Work the rules do once per ruleset (which card each window's ability belongs to…)."""
    _modifiers_by_key: dict[str, tuple[Callable, ...]] = field(
        default_factory=dict, init=False, repr=False
    )
    _game_modifiers_by_key: dict[str, tuple[Callable, ...]] = field(
        default_factory=dict, init=False, repr=False
    )
    _monster_modifiers_by_stat: dict[str, tuple[Callable, ...]] = field(
        default_factory=dict, init=False, repr=False
    )

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(m.name for m in self.modules)

    def modifiers_for(self, key: str) -> tuple[Callable, ...]:
        """The investigator modifiers that answer ``key``, in registration order (worked out
        once per key: modifiers are summed on every check, loss and move)."""
        found = self._modifiers_by_key.get(key)
        if found is None:
            found = self._modifiers_by_key[key] = _answering(self.modifiers, key)
        return found

    def game_modifiers_for(self, key: str) -> tuple[Callable, ...]:
        """The rules of the whole game that answer ``key``, in registration order."""
        found = self._game_modifiers_by_key.get(key)
        if found is None:
            found = self._game_modifiers_by_key[key] = _answering(self.game_modifiers, key)
        return found

    def monster_modifiers_for(self, stat: str) -> tuple[Callable, ...]:
        """The monster modifiers that answer ``stat``, in registration order."""
        found = self._monster_modifiers_by_stat.get(stat)
        if found is None:
            found = self._monster_modifiers_by_stat[stat] = _answering(self.monster_modifiers, stat)
        return found


def _answering(entries: list[tuple[tuple[str, ...], Callable]], key: str) -> tuple[Callable, ...]:
    """The functions of (keys, fn) pairs that answer ``key``: those registered for it, for a
    prefix of it (a key ending in ``*``: ``ignore-*``), or for every key (no keys)."""
    return tuple(
        fn
        for keys, fn in entries
        if not keys or any(k == key or (k[-1] == "*" and key.startswith(k[:-1])) for k in keys)
    )


@cache
def ruleset(expansions: tuple[str, ...]) -> Ruleset:
    """The ruleset of the base game and the named expansions (KeyError: unknown name)."""
    modules = modules_for(expansions)
    for module in modules:
        for package in module.packages:
            importlib.import_module(package)
    packages = tuple(p for m in modules for p in m.packages)
    return Ruleset(
        modules=modules,
        location=encounters.LOCATION.by_key(packages),
        gate=encounters.GATE.by_key(packages),
        location_actions=encounters.LOCATION_ACTIONS.by_key(packages),
        area_encounters=encounters.AREA_ENCOUNTERS.by_key(packages),
        mythos=mythos.BEHAVIOURS.by_key(packages),
        start_of_battle=final_battle.START_OF_BATTLE.by_key(packages),
        abilities=windows.ABILITIES.grouped(packages, lambda a: a.window),
        hooks={
            point: [fn for _, fn in pairs]
            for point, pairs in windows.HOOKS.grouped(packages, lambda pair: pair[0]).items()
        },
        modifiers=windows.MODIFIERS.listed(packages),
        game_modifiers=windows.GAME_MODIFIERS.listed(packages),
        monster_modifiers=combat.MONSTER_MODIFIERS.listed(packages),
        monster_keywords=combat.MONSTER_KEYWORDS.listed(packages),
        monster_ignored=combat.MONSTER_IGNORED.listed(packages),
        monster_specials=combat.MONSTER_SPECIALS.by_key(packages),
        when_full=tracks.WHEN_FULL.by_key(packages),
        clue_spends=checks.CLUE_SPENDS.listed(packages),
        slider_rules=setup.SLIDER_RULES.by_key(packages),
        ancient_one_attacks=final_battle.ATTACKS.by_key(packages),
        ancient_one_defences=final_battle.DEFENCES.by_key(packages),
        encounter_monsters=combat.ENCOUNTER_MONSTERS.listed(packages),
    )
