"""The skill values at a slider setting are worked out once per setting: moving a slider must
give the new setting's values, and a kept copy must not change."""

from arkham.engine import setup
from arkham.engine.checks import slider_value
from tests.kit import Scenario


def test_the_values_follow_the_sliders() -> None:
    s = Scenario(["amanda-sharpe"])
    inv = s.state.investigator("amanda-sharpe")
    pair = next(iter(inv.sliders))
    for stop in (0, 3, 1):
        inv.sliders[pair] = stop
        values = setup.slider_values(s.game, inv)
        assert values == {k: slider_value(s.game, inv, k) for k in values}
    kept = dict(values)
    inv.sliders[pair] = 2
    assert setup.slider_values(s.game, inv) != kept
    assert values == kept  # the first setting's values are unchanged


def test_each_sheet_has_its_own_values() -> None:
    s = Scenario(["amanda-sharpe", "bob-jenkins"])
    amanda, bob = s.state.investigator("amanda-sharpe"), s.state.investigator("bob-jenkins")
    for inv in (amanda, bob):
        for pair in inv.sliders:
            inv.sliders[pair] = 0
    assert setup.slider_values(s.game, amanda) == {
        k: slider_value(s.game, amanda, k) for k in setup.slider_values(s.game, amanda)
    }
    assert setup.slider_values(s.game, bob) == {
        k: slider_value(s.game, bob, k) for k in setup.slider_values(s.game, bob)
    }
    assert setup.slider_values(s.game, amanda) != setup.slider_values(s.game, bob)
