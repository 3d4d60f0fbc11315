"""Bots that play through the same ``pending()``/``choose()`` API as the UI and the tests."""
