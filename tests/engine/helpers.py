"""Moved to :mod:`tests.kit`. Only ``tests/ui/test_innsmouth_ui.py`` still imports from here;
delete this file once it imports from the kit."""

from tests.kit import bare, clear_board

__all__ = ["bare", "clear_board"]
