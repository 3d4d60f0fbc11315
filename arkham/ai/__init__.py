"""Bots that play through the same ``pending()``/``choose()`` API as the UI and the tests."""

from arkham.ai import native

native.enable(__path__)
