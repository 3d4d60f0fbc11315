"""A window asks an ability only of those it can be open to (:attr:`Ability.needs`, or the card
its id belongs to); the index is worked out once per ruleset, so what changes in the game — the
environment in play, the cards held — must still change the answer."""

from arkham.engine import windows
from arkham.engine.names import Window
from tests.kit import Scenario, give


def _ids(s: Scenario, window: str, who: str, ctx: windows.Context) -> list[str]:
    inv = s.state.investigator(who)
    return [a.id for a in windows.usable(s.game, window, inv, ctx)]


def test_a_power_is_open_to_its_investigator_only() -> None:
    s = Scenario(["mandy-thompson", "amanda-sharpe"])
    roller = s.state.investigator("amanda-sharpe")
    ctx = {"kind": "lore", "dice": [1, 2], "needed": 1, "roller": roller, "check": {}}
    assert "research" in _ids(s, Window.AFTER_ROLL, "mandy-thompson", ctx)
    assert "research" not in _ids(s, Window.AFTER_ROLL, "amanda-sharpe", ctx)


def test_an_activity_is_open_while_its_card_is_in_play_and_no_longer() -> None:
    s = Scenario(["amanda-sharpe"])
    s.state.investigator("amanda-sharpe").area = "miskatonic-u-streets"
    s.state.environment = None
    assert "mythos:mythos-17" not in _ids(s, Window.UPKEEP, "amanda-sharpe", {})
    s.state.environment = "mythos-17"
    assert "mythos:mythos-17" in _ids(s, Window.UPKEEP, "amanda-sharpe", {})
    s.state.environment = "mythos-18"
    assert "mythos:mythos-17" not in _ids(s, Window.UPKEEP, "amanda-sharpe", {})
    s.state.rumor = "mythos-17"  # a rumor in play counts as well
    assert "mythos:mythos-17" in _ids(s, Window.UPKEEP, "amanda-sharpe", {})


def test_repaying_the_loan_is_open_once_it_is_held() -> None:
    s = Scenario(["amanda-sharpe"])
    inv = s.state.investigator("amanda-sharpe")
    inv.money = 20
    assert "repay-loan:upkeep" not in _ids(s, Window.UPKEEP, "amanda-sharpe", {})
    give(s, inv, "bank-loan")
    assert "repay-loan:upkeep" in _ids(s, Window.UPKEEP, "amanda-sharpe", {})


def test_a_rule_point_without_hooks_runs_nothing_and_one_with_hooks_runs_them() -> None:
    s = Scenario(["amanda-sharpe"])
    assert list(windows.run_hooks(s.game, "no-such-point")) == []
    ran: list[str] = []

    def spy(g: object, *args: object):  # type: ignore[no-untyped-def]
        ran.append("spy")
        yield from ()

    s.game.rules.hooks.setdefault("test-point", []).append(spy)
    try:
        assert list(windows.run_hooks(s.game, "test-point")) == []
        assert ran == ["spy"]
    finally:
        s.game.rules.hooks.pop("test-point")
