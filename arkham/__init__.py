"""Arkham Horror (2nd edition rules) for the desktop."""

__version__ = "0.1.0"
