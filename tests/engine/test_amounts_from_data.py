"""Gains and losses whose amounts come from data (a story's outcome, a card's table), by stat."""

from __future__ import annotations

import pytest

from arkham.engine import effects
from tests.kit import bare


def test_amounts_by_stat_are_gained_and_lost(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s, clues=1)
    inv.money, inv.sanity = 2, 3
    s.run(lambda: effects.gain_each(s.game, inv, {"clues": 2, "money": 3}))
    s.run(lambda: effects.lose_each(s.game, inv, {"sanity": 1}))
    assert (inv.clues, inv.money, inv.sanity) == (3, 5, 2)


def test_an_amount_of_something_that_is_no_stat_is_refused(scenario):
    s = scenario(["amanda-sharpe"])
    inv = bare(s)
    with pytest.raises(ValueError, match="not a stat"):
        s.run(lambda: effects.gain_each(s.game, inv, {"care": 1}))
