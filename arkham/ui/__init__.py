"""The desktop program (pygame-ce). Nothing outside ``arkham.ui`` imports pygame."""


class LazyLogger:
    """A logger that imports :mod:`logging` on its first use: the player's start draws the
    title before it (the first frame is timed against a bare window, and ``logging`` is a
    good part of what is imported before it)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str):
        import logging

        return getattr(logging.getLogger(self._name), attr)
