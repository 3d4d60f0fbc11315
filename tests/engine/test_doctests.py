"""The examples in the engine's docstrings run, and say what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import arkham.engine
import arkham.kit

PACKAGES = (arkham.engine, arkham.kit)
MODULES = [
    *sorted(
        info.name
        for package in PACKAGES
        for info in pkgutil.iter_modules(package.__path__, f"{package.__name__}.")
    ),
    "arkham.modules",
]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_a_module_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_engine_has_examples() -> None:
    """The modules a newcomer reads first show how they are used."""
    finder = doctest.DocTestFinder()
    with_examples = {
        name
        for name in MODULES
        if any(t.examples for t in finder.find(importlib.import_module(name)))
    }
    assert {
        "arkham.engine.core",
        "arkham.engine.events",
        "arkham.engine.game",
        "arkham.engine.registry",
        "arkham.engine.rules",
        "arkham.engine.text",
        "arkham.modules",
    } <= with_examples
