"""The tracks in play, as the screen shows them: a stand-in for the engine's
``arkham.engine.tracks.views(game)`` until it lands. The tracks panel imports ``TrackView`` and
``views`` from here; switching to the engine's is that one import line, and this module goes.

>>> from arkham.engine.game import Game, Setup
>>> [v.id for v in views(Game.new(Setup.of(["random"], ancient_one="yig"), "s"))]
['doom', 'terror']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.ui import glossary

if TYPE_CHECKING:
    from arkham.engine.game import Game

TERROR_TRACK = 10
"""The terror track's last space (the stand-in knows no engine figure for it)."""


@dataclass(frozen=True)
class TrackView:
    """One track: its value out of ``maximum``, a line saying what it does, and an optional
    colour per space (``"#9DB3C8"``, ``"gold"``; empty: plain spaces)."""

    id: str
    name: str
    value: int
    maximum: int
    summary: str
    spaces: tuple[str | None, ...]


def views(game: Game) -> list[TrackView]:
    st = game.state
    ao = game.cat.ancient_ones[st.ancient_one]
    return [
        TrackView(
            "doom",
            "Doom",
            st.doom,
            ao.doom_track,
            f"When the track is full, {ao.name} awakens.",
            (),
        ),
        TrackView("terror", "Terror", st.terror, TERROR_TRACK, glossary.TERMS["Terror"], ()),
    ]
