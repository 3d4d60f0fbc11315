"""The arrangement kit (:mod:`tests.kit`) does what its docstrings say."""

from __future__ import annotations

import doctest

import tests.kit
from arkham.engine.checks import skill
from tests.kit import SIX, SKILLS, Scenario, held, ready


def test_the_kit_gives_the_documented_skills(scenario: type[Scenario]) -> None:
    s = ready(scenario)
    assert {name: skill(s.game, s.inv(), name) for name in SIX} == SKILLS
    assert held(s) == []


def test_the_kit_examples_run() -> None:
    result = doctest.testmod(tests.kit)
    assert result.attempted > 0 and result.failed == 0
