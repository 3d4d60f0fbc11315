"""Arkham location encounters (one module per neighbourhood) and Other World gate encounters."""
