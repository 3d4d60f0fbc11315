"""The random source's dice and shuffles draw exactly as one ``below`` per die or swap would:
the same results, the same count of draws (which the state saves), the same position after."""

from __future__ import annotations

from arkham.engine.rng import Rng


def _step_by_step_shuffle(rng: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_a_shuffle_draws_one_below_per_swap() -> None:
    for size in (0, 1, 2, 7, 60):
        fast, slow = Rng("shuffle"), Rng("shuffle")
        fast.d6(3)
        slow.d6(3)
        a, b = list(range(size)), list(range(size))
        fast.shuffle(a)
        _step_by_step_shuffle(slow, b)
        assert a == b
        assert fast.draws == slow.draws
        assert fast.unit() == slow.unit()


def test_dice_draw_one_below_each_and_forced_dice_come_first() -> None:
    fast, slow = Rng("dice"), Rng("dice")
    assert fast.d6(5) == [1 + slow.below(6) for _ in range(5)]
    assert fast.d6(0) == [] and fast.draws == slow.draws == 5
    fast.forced_dice.extend([6, 6])
    assert fast.d6(3) == [6, 6, 1 + slow.below(6)]
    assert fast.draws == slow.draws and fast.unit() == slow.unit()
