"""Shared test fixtures. ``scenario`` builds a game and runs one effect with forced dice."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import settings

from arkham.engine import flow
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator

settings.register_profile("ci", max_examples=50, deadline=None, derandomize=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the golden images of tests/ui/golden from the current code",
    )


def settled(game: Game) -> Game:
    """Answer the setup's card draws (keep the first cards, no Scrounge) so the game waits
    at its first slider placement, as it does for investigators with no draw power."""
    while (d := game.pending()) is not None and d.kind != "sliders":
        game.choose("done" if "done" in d.ids() else d.ids()[0])
    return game


class Scenario:
    """A game stopped before its first decision, ready to run one effect.

    >>> s = Scenario(["amanda-sharpe"])
    >>> s.dice(5, 6)            # the next dice rolled
    >>> s.encounter("northside-1:newspaper")
    >>> s.choose("spend-clue")  # answer decisions by id
    """

    def __init__(
        self,
        investigators: Sequence[str] = ("amanda-sharpe",),
        ancient_one: str = "azathoth",
        seed: str = "scenario",
        expansions: Sequence[str] = (),
    ) -> None:
        setup = Setup.of(list(investigators), ancient_one, list(expansions))
        self.game = settled(Game.new(setup, seed))
        self.state = self.game.state
        self.events: list = []

    def inv(self, index: int = 0) -> Investigator:
        return self.state.investigators[index]

    def dice(self, *dice: int) -> None:
        self.game.force_dice(dice)

    def run(self, effect: Callable) -> None:
        self.events = self.game.run(effect)

    def encounter(self, entry_id: str, index: int = 0, at: str | None = None) -> None:
        """Run one location entry ``<card>:<location>`` for investigator ``index`` (placed
        there first, or ``at`` another area: a prisoner in the Innsmouth Jail Cell meets the
        Innsmouth Jail's entries)."""
        card, _, loc = entry_id.partition(":")
        inv = self.inv(index)
        if at is not None:
            inv.area = at
        elif loc != "inner-sanctum":
            inv.area = loc
        self.run(lambda: flow.run_location_entry(self.game, inv, card, loc))

    def gate_encounter(self, entry_id: str, world: str | None = None, index: int = 0) -> None:
        """Run one gate entry ``<card>:<world or other>`` with investigator ``index`` in
        ``world`` (needed for 'other' entries)."""
        card, _, key = entry_id.partition(":")
        world = world or key
        inv = self.inv(index)
        inv.area = f"{world}-1"
        self.run(lambda: flow.run_gate_entry(self.game, inv, card, world))

    def choose(self, *ids: str) -> None:
        for choice_id in ids:
            self.events += self.game.choose(choice_id)

    def pending_ids(self) -> list[str]:
        decision = self.game.pending()
        return decision.ids() if decision else []

    def done(self) -> bool:
        return self.game.pending() is None

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]


@pytest.fixture
def scenario() -> type[Scenario]:
    return Scenario
