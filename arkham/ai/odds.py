"""Dice odds for the bot: the chance a check passes, worked out once per (dice, successes,
threshold) and remembered."""

from __future__ import annotations

from functools import lru_cache
from math import comb


@lru_cache(maxsize=4096)
def at_least(dice: int, needed: int, threshold: int = 5) -> float:
    """The chance that ``dice`` dice show ``needed`` or more successes (each die succeeds on
    ``threshold`` or more: 5 normally, 4 Blessed, 6 Cursed). Zero dice or fewer always fail."""
    if needed <= 0:
        return 1.0
    if dice < needed:
        return 0.0
    p = (7 - threshold) / 6
    q = 1 - p
    return sum(comb(dice, k) * p**k * q ** (dice - k) for k in range(needed, dice + 1))


ONE_SUCCESS_DICE = 64
"""Dice counts :func:`one_success` tabulates (0 to 63: more than any check ever rolls)."""


@lru_cache(maxsize=8)
def one_success(threshold: int = 5) -> tuple[float, ...]:
    """``at_least(dice, 1, threshold)`` for 0 to :data:`ONE_SUCCESS_DICE` - 1 dice, to index
    in loops that weigh many stops."""
    return tuple(at_least(dice, 1, threshold) for dice in range(ONE_SUCCESS_DICE))
