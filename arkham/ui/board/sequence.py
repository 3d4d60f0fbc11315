"""The board as shown so far while a phase plays out step by step (issue 17 §2).

After a decision the engine has already run on to the next one; the session keeps a copy of the
state from before the decision (the *shown state*) and :func:`apply` replays the batch's events
onto it one step at a time, so the map, the tracks and the banner draw only what has been shown.
Only what the board draws is replayed here (places, monsters, gates, clues, tracks, turn and
phase, the investigators' places and stats); when the sequence ends the session drops the copy
and the screen reads the engine's own state again, so anything not replayed is right from then
on. :class:`Caption` draws the line of text of the step being played over the map, with a
marker where it happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.events import Event
from arkham.engine.names import Phase
from arkham.engine.state import GameState, LocationState
from arkham.ui import draw as d
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.draw import Canvas

if TYPE_CHECKING:
    from arkham.ui.scenes.board import BoardScene

WHOLE_INVESTIGATOR = {
    "arrested",
    "lost-in-time-and-space",
    "knocked-out",
    "devoured",
    "investigator-joined",
}
"""Events after which the investigator's record is taken whole from the engine's state (where
the rules put them: the jail, Lost in Time and Space, the hospital…)."""
STATS = {"stamina", "sanity", "clues", "money"}


class ShownGame:
    """The engine's game as the screen should read it while a sequence plays: the same game
    with the shown state in place of its own (for the views the engine computes from a game,
    such as its tracks). Read-only by intent: nothing is ever chosen through it."""

    def __init__(self, game, state: GameState) -> None:
        self._game = game
        self.state = state

    def __getattr__(self, name: str):
        return getattr(self._game, name)


def apply(shown: GameState, ev: Event, final: GameState) -> None:
    """Replay ``ev`` onto ``shown``; ``final`` (the engine's state after the whole batch) fills
    in what an event does not say. Never raises: a step that cannot be replayed is left out."""
    try:
        _apply(shown, ev, final)
    except (KeyError, ValueError, TypeError, IndexError, AttributeError):
        return


def _apply(shown: GameState, ev: Event, final: GameState) -> None:
    k, data = ev.kind, ev.data
    if k == "turn-started":
        shown.turn = int(data["turn"])  # type: ignore[call-overload]
    elif k == "phase-started":
        shown.phase = Phase(str(data["phase"]))
    elif k == "moved" and ev.investigator:
        shown.investigator(ev.investigator).area = str(data["to"])
    elif k in ("delayed", "stood-up") and ev.investigator:
        shown.investigator(ev.investigator).delayed = k == "delayed"
    elif k == "stat-changed" and ev.investigator and data.get("stat") in STATS:
        setattr(shown.investigator(ev.investigator), str(data["stat"]), int(data["value"]))  # type: ignore[call-overload]
    elif k in WHOLE_INVESTIGATOR and ev.investigator:
        _whole_investigator(shown, final, ev.investigator)
    elif k == "monster-appeared" and data.get("at") not in (None, "encounter"):
        shown.monsters[str(data["monster"])] = str(data["at"])
    elif k in ("monster-moved", "monster-returned"):
        shown.monsters[str(data["monster"])] = str(data["to"])
    elif k in ("monster-defeated", "monster-on-card"):
        marker = str(data["monster"])
        shown.monsters[marker] = final.monsters.get(marker, "cup")
    elif k == "outskirts-cleared":
        shown.monsters = dict(final.monsters)
    elif k == "gate-opened":
        _place(shown, str(data["at"])).gate = str(data["gate"])
    elif k == "gate-closed":
        place = _place(shown, str(data["at"]))
        place.gate = None
        place.sealed = bool(data.get("sealed")) or place.sealed
    elif k == "clue-placed":
        _place(shown, str(data["at"])).clues += 1
    elif k == "clues-discarded":
        place = _place(shown, str(data["at"]))
        place.clues = max(0, place.clues - int(data["count"]))  # type: ignore[call-overload]
    elif k == "doom-changed":
        shown.doom = int(data["value"])  # type: ignore[call-overload]
    elif k == "terror-changed":
        shown.terror = int(data["value"])  # type: ignore[call-overload]
    elif k == "track-changed":
        shown.tracks[str(data["track"])] = int(data["value"])  # type: ignore[call-overload]
    elif k == "environment":
        shown.environment = str(data["card"])
    elif k == "rumor":
        shown.rumor = str(data["card"])


def _place(shown: GameState, area: str) -> LocationState:
    return shown.locations.setdefault(area, LocationState())


def _whole_investigator(shown: GameState, final: GameState, inv_id: str) -> None:
    after = final.investigator(inv_id).model_copy(deep=True)
    for i, inv in enumerate(shown.investigators):
        if inv.id == inv_id:
            shown.investigators[i] = after
            return
    shown.investigators.append(after)


MARKED = {
    "clue-placed": (120, 200, 255),
    "delayed": (230, 200, 120),
    "arrested": (230, 110, 90),
    "lost-in-time-and-space": (200, 140, 230),
    "knocked-out": (230, 110, 90),
    "devoured": (230, 80, 70),
    "monster-surge": (230, 120, 230),
}
"""Steps marked by a ring on the map where they happen (the others animate a token)."""


class Caption:
    """The line of text of the step being played, beside the place it happens at (along the
    top of the map when it happens nowhere in particular), with a widening ring where a clue
    appears or an investigator is delayed, arrested or lost."""

    def __init__(self, board: BoardScene) -> None:
        self.board = board

    def draw(self, c: Canvas) -> None:
        step = self.board.session.current_step()
        if step is None or not step.line:
            return
        where = self._where(step)
        colour = MARKED.get(step.kind)
        if where is not None and colour is not None:
            p = step.progress
            c.circle(where, 14 + 34 * p, colour, 5 * (1 - p) + 1.5)
            c.circle(where, 12, colour, 2)
        x, y, w, h = MAP_BOX
        sw = min(w * 0.64, c.text_w(step.line, 18, "serif-b") + 48)
        if where is None:  # along the top of the map
            strip = (x + (w - sw) / 2, y + 66, sw, 40.0)
        else:  # beside the place, on the side toward the middle of the map, never over it
            sx = max(x + 8, min(x + w - sw - 8, where[0] - sw / 2))
            below = where[1] < y + h / 2
            strip = (sx, where[1] + 44 if below else where[1] - 84, sw, 40.0)
        c.rect(strip, (16, 14, 18, 225), 10)
        c.rect(strip, d.GOLD_DARK, 10, 1.5)
        c.text(
            step.line,
            (strip[0] + strip[2] / 2, strip[1] + strip[3] / 2),
            18,
            "serif-b",
            d.TEXT_LIGHT,
            "center",
            max_w=strip[2] - 24,
        )

    def _where(self, step) -> tuple[float, float] | None:
        """The point on the map the step happens at, if that place is on the map."""
        ev = step.event
        if ev is None:
            return None
        board = self.board
        area = ev.data.get("at", ev.data.get("to"))
        if area is None and ev.investigator:
            try:
                area = board.state.investigator(ev.investigator).area
            except KeyError:
                return None
        if not isinstance(area, str) or not board.map.shown(area):
            return None
        return board.map.anchor(area)
