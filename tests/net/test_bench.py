"""The network figures ``make bench`` prints can be made (their values are not judged here:
budgets live in the bench, never in pass/fail tests)."""

from __future__ import annotations

from arkham.net import bench


def test_the_network_figures_are_measured_over_a_whole_game() -> None:
    f = bench.figures(games=1, idle_seconds=0.1)
    assert f["choices_timed"] > 100
    assert 0 < f["choice_to_every_copy_ms"] <= f["choice_to_every_copy_p95_ms"]
    assert f["idle_host_cpu_percent"] >= 0
    assert "a choice reaches every copy" in bench.describe(f)
