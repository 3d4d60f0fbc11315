"""Arkham location encounters (one module per neighbourhood) and Other World gate encounters."""

from arkham.content.encounters import arkham, gates  # noqa: F401
