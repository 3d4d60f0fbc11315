"""Innsmouth on screen uses the screen tests' fixtures: the headless display, a home of its own
per test, and a real App."""

from tests.ui.conftest import _pygame, home, make_app

__all__ = ["_pygame", "home", "make_app"]
