"""The small pieces every rule module shares, at the bottom of the engine (it imports no other
rule module): the type of a rule (:data:`Effect`), asking a decision (:func:`ask`, inside a
:class:`scene`), and the two ways the rules unwind (:class:`Interrupted`, :class:`GameEnds`).

    >>> from arkham.engine.decisions import Choice
    >>> class Table:
    ...     scenes = []
    >>> step = ask(Table(), None, "Ready?", [Choice("yes", "Yes")])
    >>> next(step).prompt
    'Ready?'
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any

from arkham.engine.decisions import Choice, Context, Decision
from arkham.engine.names import EndCause

if TYPE_CHECKING:
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

Effect = Generator[Decision, str, Any]
"""A rule or a card's effect: a generator that yields decisions and receives the chosen ids
(composed with ``yield from``)."""


class Interrupted(Exception):
    """The investigator's current action ends (knocked out, devoured, lost, arrested…)."""

    def __init__(self, inv_id: str, why: str) -> None:
        super().__init__(f"{inv_id}: {why}")
        self.inv_id = inv_id
        self.why = why


class GameEnds(Exception):
    """The investigators won, or the Ancient One awakens."""

    def __init__(self, cause: EndCause, won: bool | None, track: str | None = None) -> None:
        super().__init__(cause)
        self.cause = EndCause(cause)  # type: ignore[call-arg]  # a value lookup, not a new member
        self.won = won
        """True: victory now. False: the game is lost outright. None: the final battle begins."""
        self.track = track
        """The track that filled, for :attr:`EndCause.TRACK_FULL`."""


def ask(
    g: Game,
    inv: Investigator | None,
    prompt: str,
    choices: Iterable[Choice],
    kind: str = "choose",
    context: Context | None = None,
    **detail: object,
) -> Effect:
    """Yield a decision and return the chosen id. Without an explicit ``context`` the decision
    belongs to the innermost scene the rules are in (an encounter card, a mythos card…)."""
    if context is None and g.scenes:
        context = g.scenes[-1]
    decision = Decision(kind, inv.id if inv else None, prompt, tuple(choices), context, detail)
    return (yield decision)


class scene:
    """``with scene(g, Context(Scene.MYTHOS, card="mythos-12")):`` — decisions asked inside
    belong to that scene (the UI shows its overlay)."""

    def __init__(self, g: Game, name: Context) -> None:
        self.g, self.name = g, name

    def __enter__(self) -> None:
        self.g.scenes.append(self.name)

    def __exit__(self, *exc: object) -> None:
        self.g.scenes.pop()
