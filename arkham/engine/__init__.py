"""The pure rules engine: no pygame, no I/O, no clock, no ``random`` outside ``rng.py``."""

from arkham.engine.decisions import Choice, Decision, IllegalChoice
from arkham.engine.events import Event
from arkham.engine.game import Game, PlayerSetup, Setup, SetupError

__all__ = [
    "Choice",
    "Decision",
    "Event",
    "Game",
    "IllegalChoice",
    "PlayerSetup",
    "Setup",
    "SetupError",
]
