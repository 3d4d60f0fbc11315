"""Arkham Horror (2nd edition rules) for the desktop."""

__version__ = "0.2.0"
