"""The pytest side of the tests: headless SDL, the Hypothesis profile, the ``--update-golden``
option and the ``scenario`` fixture. Arranging a game is :mod:`tests.kit`'s."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import settings

from tests.kit import Scenario

settings.register_profile("ci", max_examples=50, deadline=None, derandomize=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the golden images of tests/ui/golden from the current code",
    )


@pytest.fixture
def scenario() -> type[Scenario]:
    return Scenario
