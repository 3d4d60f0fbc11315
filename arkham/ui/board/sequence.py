"""The board as shown so far while a phase plays out step by step (issue 17 §2).

After a decision the engine has already run on to the next one; the session keeps a copy of the
state from before the decision (the *shown state*) and :func:`apply` replays the batch's events
onto it one step at a time, so the map, the tracks and the banner draw only what has been shown.
Each event says how it moves the shown state on (:meth:`~arkham.engine.events.Event.advance`:
places, monsters, gates, clues, tracks, turn and phase, the investigators' places and stats);
when the sequence ends the session drops the copy and the screen reads the engine's own state
again, so anything not replayed is right from then on. :class:`~arkham.ui.board.caption.Caption`
draws the line of text of the step being played over the map, with a marker where it happens.
"""

from __future__ import annotations

from arkham.engine.events import Event
from arkham.engine.state import GameState


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
    """Replay ``ev`` onto ``shown`` (:meth:`Event.advance`); ``final`` (the engine's state after
    the whole batch) fills in what an event does not say. Never raises: a step that cannot be
    replayed is left out."""
    try:
        ev.advance(shown, final)
    except (KeyError, ValueError, TypeError, IndexError, AttributeError):
        return
