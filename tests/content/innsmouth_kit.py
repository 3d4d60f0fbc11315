"""Moved to :mod:`tests.expansions.innsmouth.kit`. Only ``tests/ui/test_innsmouth_ui.py`` still
imports from here; delete this file once it imports from the kit."""

from tests.expansions.innsmouth.kit import stack

__all__ = ["stack"]
