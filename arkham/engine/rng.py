"""The one source of randomness in the engine.

Everything is built on ``random.Random(seed).random()``, the only call whose sequence Python
promises to keep across versions. The state is ``(seed, draws)``: a fresh source advanced by
``draws`` calls reproduces it exactly, which is what replays rely on.

Tests force results through :attr:`Rng.forced_dice` (consumed before any random die) and by
arranging a deck list directly (see ``arkham.engine.game``'s docstring).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """A seeded, replayable source of dice, shuffles and picks."""

    __slots__ = ("_source", "draws", "forced_dice", "seed")

    def __init__(self, seed: str, draws: int = 0) -> None:
        self.seed = seed
        self.draws = 0
        self.forced_dice: list[int] = []
        self._source = random.Random(seed)
        for _ in range(draws):
            self.unit()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rng):
            return NotImplemented
        return (self.seed, self.draws, self.forced_dice) == (
            other.seed,
            other.draws,
            other.forced_dice,
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def saved(self) -> tuple:
        """Everything the source is (for a fork's snapshot): :meth:`restored` gives it back."""
        return (self.seed, self.draws, self._source.getstate(), tuple(self.forced_dice))

    @classmethod
    def restored(cls, saved: tuple) -> Rng:
        """An independent source as :meth:`saved` found it: the same position, the same
        forced dice."""
        seed, draws, position, forced = saved
        new = cls.__new__(cls)
        new.seed = seed
        new.draws = draws
        new.forced_dice = list(forced)
        new._source = random.Random()
        new._source.setstate(position)
        return new

    def unit(self) -> float:
        """A float in [0, 1)."""
        self.draws += 1
        return self._source.random()

    def below(self, n: int) -> int:
        """An integer in [0, n)."""
        return int(self.unit() * n)

    def d6(self, n: int = 1) -> list[int]:
        """Roll ``n`` six-sided dice; forced results (tests only) come first."""
        if not self.forced_dice:
            # The same draws as ``1 + self.below(6)`` each, without the calls.
            rand = self._source.random
            out = [1 + int(rand() * 6) for _ in range(max(n, 0))]
            self.draws += len(out)
            return out
        out = []
        for _ in range(max(n, 0)):
            if self.forced_dice:
                out.append(self.forced_dice.pop(0))
            else:
                out.append(1 + self.below(6))
        return out

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates in place (each swap's draw as ``self.below(i + 1)``, without the
        calls: a game shuffles some 400 cards before it starts)."""
        rand = self._source.random
        for i in range(len(items) - 1, 0, -1):
            j = int(rand() * (i + 1))
            items[i], items[j] = items[j], items[i]
        self.draws += max(len(items) - 1, 0)

    def pick(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
