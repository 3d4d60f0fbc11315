"""Trading between investigators in the same area during movement (reference §7 'Trading';
seed 001 Movement): money, Common and Unique Items, Spells, the Deputy's Revolver and the
Patrol Wagon; never allies, skills or other special cards; trading does not end movement."""

from __future__ import annotations

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import windows
from tests.kit import STREET, bare, give, move

CAT = load_catalog()
AMANDA, JOE, BOB = "amanda-sharpe", "joe-diamond", "bob-jenkins"


def together(s, n: int = 2, area: str = STREET):
    invs = [bare(s, i, money=0) for i in range(n)]
    for inv in invs:
        inv.area = area
    return invs


def ids(s) -> list[str]:
    d = s.game.pending()
    assert d is not None
    return d.ids()


def test_trade_is_a_movement_choice_only_with_someone_here(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s)
    amanda.money = 3
    move(s, amanda)
    assert "use:trade" in ids(s)
    assert s.game.pending().kind == "move"
    joe.area = "woods"
    move(s, amanda)
    assert "use:trade" not in ids(s)


def test_giving_an_item_does_not_end_movement(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s)
    gun = give(s, amanda, "tommy-gun", fresh=True)
    move(s, amanda)
    points = amanda.movement_points
    s.choose("use:trade")
    assert f"give:{gun}:{JOE}" in ids(s)
    s.choose(f"give:{gun}:{JOE}")
    assert joe.holds("tommy-gun") and not amanda.holds("tommy-gun")
    assert f"give:{gun}:{JOE}" not in ids(s)
    s.choose("done")
    assert s.game.pending().kind == "move"
    assert amanda.movement_points == points
    s.choose("move:general-store")
    assert amanda.area == "general-store"
    traded = next(e for e in s.events if e.kind == "traded")
    assert (traded.investigator, traded.to, traded.card) == (AMANDA, JOE, "tommy-gun")


def test_giving_money(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s)
    amanda.money = 7
    move(s, amanda)
    s.choose("use:trade")
    money = [i for i in ids(s) if i.startswith("give-money:")]
    assert money == [f"give-money:{JOE}:{n}" for n in (1, 5, 7)]
    s.choose(f"give-money:{JOE}:5")
    assert (amanda.money, joe.money) == (2, 5)
    assert f"give-money:{JOE}:2" in ids(s)
    s.choose(f"give-money:{JOE}:2")
    assert (amanda.money, joe.money) == (0, 7)
    assert not [i for i in ids(s) if i.startswith("give-money:")]


def test_taking_needs_the_owner_s_consent(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s)
    spell = give(s, joe, "wither", fresh=True)
    joe.money = 4
    move(s, amanda)
    s.choose("use:trade", f"take:{spell}:{JOE}")
    d = s.game.pending()
    assert d.investigator == JOE and d.ids() == ["agree", "refuse"]
    s.choose("refuse")
    assert joe.holds("wither")
    s.choose(f"take:{spell}:{JOE}", "agree")
    assert amanda.holds("wither") and not joe.holds("wither")
    s.choose(f"take-money:{JOE}:4", "agree")
    assert (amanda.money, joe.money) == (4, 0)


def test_what_can_and_cannot_be_traded(scenario):
    s = scenario([AMANDA, JOE])
    amanda, _ = together(s)
    tradable = [give(s, amanda, c, fresh=True) for c in ("knife", "cross", "wither")]
    tradable += [give(s, amanda, c, fresh=True) for c in ("deputys-revolver", "patrol-wagon")]
    kept = [
        give(s, amanda, c, fresh=True)
        for c in ("duke", "fight", "blessing", "bank-loan", "retainer")
    ]
    move(s, amanda)
    s.choose("use:trade")
    given = {i.split(":")[1] for i in ids(s) if i.startswith("give:")}
    assert given == set(tradable)
    assert not given & set(kept)
    for handle in tradable:
        s.choose(f"give:{handle}:{JOE}")
    assert {p.handle for p in s.inv(1).possessions} == set(tradable)


def test_an_exhausted_card_stays_exhausted_when_traded(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s)
    spell = give(s, amanda, "wither", fresh=True)
    amanda.possession(spell).exhausted = True
    move(s, amanda)
    s.choose("use:trade", f"give:{spell}:{JOE}")
    assert joe.possession(spell).exhausted


def test_trading_with_one_of_several(scenario):
    s = scenario([AMANDA, JOE, BOB])
    amanda, _joe, bob = together(s, 3)
    knife = give(s, amanda, "knife", fresh=True)
    move(s, amanda)
    s.choose("use:trade")
    assert {f"give:{knife}:{JOE}", f"give:{knife}:{BOB}"} <= set(ids(s))
    s.choose(f"give:{knife}:{BOB}")
    assert bob.holds("knife")


def test_nothing_to_trade_on_either_side(scenario):
    s = scenario([AMANDA, JOE])
    amanda, _ = together(s)
    move(s, amanda)
    assert "use:trade" not in ids(s)


def test_trading_in_an_other_world_area(scenario):
    s = scenario([AMANDA, JOE])
    amanda, joe = together(s, area="abyss-1")
    amanda.money = 1
    s.run(lambda: windows.window(s.game, "other-world-movement", amanda, "Before moving on"))
    d = s.game.pending()
    assert "use:trade" in d.ids()
    assert "use:trade" not in d.detail["advised"]  # bots never trade
    s.choose("use:trade", f"give-money:{JOE}:1", "done", "done")
    assert s.done()
    assert (amanda.money, joe.money) == (0, 1)


def test_bots_are_never_advised_to_trade(scenario):
    s = scenario([AMANDA, JOE])
    amanda, _ = together(s)
    amanda.money = 5
    from arkham.content.trading import TRADE

    assert TRADE.advise(s.game, amanda, {}) is False
