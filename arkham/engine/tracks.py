"""The tracks on the table, as data: doom and terror in the base game, an expansion's own.

Each track's facts (name, bounds, what fills it, what happens when full) are a
:class:`~arkham.catalog.TrackSpec` in a module's ``tracks.json``. Doom and terror keep fields of
their own in the state (``state.doom``, ``state.terror``) and their rules in ``effects.add_doom``
and ``board.raise_terror``; any other track keeps its value in ``state.tracks`` and moves with
:func:`advance`, which runs the rule its module registered with :func:`when_full` when the track
fills. The UI draws :func:`views`, whatever the tracks are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import windows
from arkham.engine.events import TRACK_SECONDS, Animation, Event
from arkham.engine.names import Hook
from arkham.engine.registry import Registry

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import GameState

STATE_FIELDS = ("doom", "terror")
"""Tracks whose value is a field of the state of its own (the base game's)."""


@dataclass(frozen=True, slots=True)
class TrackChanged(Event):
    """An expansion's track moved (doom and terror have events of their own)."""

    kind = "track-changed"
    track: str
    delta: int
    value: int

    def describe(self, cat: Catalog) -> str:
        verb = "rises" if self.delta > 0 else "falls"
        return f"The {cat.tracks[self.track].name} track {verb} to {self.value}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.tracks[self.track] = self.value

    def animation(self) -> Animation:
        return Animation(self.track, TRACK_SECONDS, {"value": self.value, "delta": self.delta})


WHEN_FULL = Registry("track rule", keyed=True)
"""Track id → ``fn(game) -> Effect`` run when the track fills."""


def when_full(track: str) -> Callable[[Callable[[Game], Effect]], Callable[[Game], Effect]]:
    """Register what happens when an expansion's track fills: ``@when_full("unrest")``."""

    def register(fn: Callable[[Game], Effect]) -> Callable[[Game], Effect]:
        WHEN_FULL[track] = fn
        return fn

    return register


@dataclass(frozen=True)
class TrackView:
    """A track as the UI draws it."""

    id: str
    name: str
    value: int
    maximum: int
    summary: str
    spaces: tuple[str | None, ...] = ()
    filled: tuple[bool, ...] = ()
    """Which spaces hold a token, for a track whose spaces fill by group (else empty: the first
    ``value`` spaces)."""


def value(g: Game, track: str) -> int:
    if track in STATE_FIELDS:
        return int(getattr(g.state, track))
    return g.state.tracks.get(track, g.cat.tracks[track].minimum)


def maximum(g: Game, track: str) -> int:
    spec = g.cat.tracks[track]
    if spec.maximum is None:
        return g.cat.ancient_ones[g.state.ancient_one].doom_track
    return spec.maximum


def views(g: Game) -> list[TrackView]:
    """Every track of this game's modules, in the order their data lists them."""
    return [
        TrackView(
            spec.id,
            spec.name,
            value(g, spec.id),
            maximum(g, spec.id),
            f"{spec.fills} {spec.when_full}",
            tuple(spec.spaces),
            filled_spaces(g, spec.id),
        )
        for spec in g.cat.tracks.values()
    ]


def group_value(g: Game, track: str, group: str) -> int:
    """Tokens on one group's spaces of a track whose spaces fill by group."""
    return g.state.tracks.get(f"{track}:{group}", 0)


def group_room(g: Game, track: str, group: str) -> int:
    """Empty spaces of one group."""
    spec = g.cat.tracks[track]
    return spec.space_groups.count(group) - group_value(g, track, group)


def filled_spaces(g: Game, track: str) -> tuple[bool, ...]:
    spec = g.cat.tracks[track]
    if not spec.space_groups:
        return ()
    seen: dict[str, int] = {}
    filled = []
    for group in spec.space_groups:
        seen[group] = seen.get(group, 0) + 1
        filled.append(seen[group] <= group_value(g, track, group))
    return tuple(filled)


def fill_group(g: Game, track: str, group: str, n: int) -> Effect:
    """Put ``n`` tokens on the empty spaces of ``group`` (as many as fit); the track's value is
    the total, and a full track runs its rule."""
    n = min(n, group_room(g, track, group))
    if n <= 0:
        return
    g.state.tracks[f"{track}:{group}"] = group_value(g, track, group) + n
    yield from advance(g, track, n)


def empty(g: Game, track: str) -> None:
    """Take every token off a track (and off each of its groups)."""
    spec = g.cat.tracks[track]
    old = value(g, track)
    for group in dict.fromkeys(spec.space_groups):
        g.state.tracks.pop(f"{track}:{group}", None)
    if old != spec.minimum:
        g.state.tracks[track] = spec.minimum
        g.emit(TrackChanged(track, spec.minimum - old, spec.minimum))


def advance(g: Game, track: str, n: int = 1) -> Effect:
    """Move an expansion's track by ``n`` within its bounds; reaching its maximum runs the rule
    its module registered for it (doom and terror move by their own rules in ``effects``)."""
    if track in STATE_FIELDS:
        raise ValueError(f"the {track} track moves by its own rules (effects.py)")
    spec = g.cat.tracks[track]
    top = maximum(g, track)
    old = value(g, track)
    new = max(spec.minimum, min(top, old + n))
    if new != old:
        g.state.tracks[track] = new
        g.emit(TrackChanged(track, new - old, new))
    if new >= top and n > 0 and track in g.rules.when_full:
        yield from g.rules.when_full[track](g)
        yield from windows.run_hooks(g, Hook.TRACK_FILLED, track)
