"""Factory District location encounters (Innsmouth): every branch of every entry, with forced
dice."""

from __future__ import annotations

import pytest

from tests.expansions.innsmouth.kit import CELL, Meeting, case, meet

ARRESTED = {"money": -2, "area": CELL, "delayed": True, "arrested": True}
"""Arrested with $5: half the money gone, in the Innsmouth Jail Cell, delayed."""
GROCERY = "first-national-grocery"
GILMAN = "gilman-house-hotel"
REFINERY = "marsh-refinery"


def fd(n: int, loc: str) -> str:
    return f"factory-district-{n}:{loc}"


CASES = [
    # ------------------------------------------------------------ factory-district-1
    case(
        fd(1, GROCERY), {"checks": ["Will"], "clues": 2}, checks=[("will", 0, 1)], id="clerk-pass"
    ),
    case(
        fd(1, GROCERY), {"checks": ["Will"], "sanity": -1}, checks=[("will", 0, 0)], id="clerk-fail"
    ),
    case(
        fd(1, GILMAN),
        {"checks": ["Speed"], "clues": 1},
        checks=[("speed", -1, 1)],
        id="footsteps-pass",
    ),
    case(
        fd(1, GILMAN),
        {"checks": ["Speed"], "stamina": -2},
        checks=[("speed", -1, 0)],
        id="footsteps-fail",
    ),
    case(
        fd(1, REFINERY),
        {"checks": ["Sneak"], "money": 5},
        checks=[("sneak", -2, 1)],
        id="ingots-pass",
    ),
    case(
        fd(1, REFINERY),
        {"checks": ["Sneak"], **ARRESTED},
        checks=[("sneak", -2, 0)],
        id="ingots-fail-arrested",
    ),
    # ------------------------------------------------------------ factory-district-2
    case(
        fd(2, GROCERY),
        {"checks": ["Luck"], "cards": ["common"]},
        checks=[("luck", -1, 1)],
        id="short-weight-pass",
    ),
    case(
        fd(2, GROCERY),
        {"checks": ["Luck"], "money": -2},
        checks=[("luck", -1, 0)],
        id="short-weight-fail",
    ),
    case(
        fd(2, GILMAN),
        {"money": -2, "sanity": 2, "stamina": 1},
        choices=["pay"],
        id="room-with-a-lock",
    ),
    case(fd(2, GILMAN), {}, choices=["decline"], id="room-with-a-lock-declined"),
    case(fd(2, REFINERY), {"money": 3, "delayed": True}, choices=["yes"], id="night-shift-worked"),
    case(fd(2, REFINERY), {}, choices=["no"], id="night-shift-declined"),
    # ------------------------------------------------------------ factory-district-3
    case(fd(3, GROCERY), {"money": -1, "stamina": 2}, choices=["pay"], id="tinned-goods"),
    case(fd(3, GROCERY), {}, choices=["decline"], id="tinned-goods-declined"),
    case(
        fd(3, GILMAN),
        {"checks": ["Will"], "sanity": 2},
        checks=[("will", -1, 1)],
        id="night-clerk-pass",
    ),
    case(
        fd(3, GILMAN),
        {"checks": ["Will"], "sanity": -1},
        checks=[("will", -1, 0)],
        id="night-clerk-fail",
    ),
    case(
        fd(3, REFINERY),
        {"checks": ["Luck"], "money": 2},
        checks=[("luck", -1, 1)],
        id="mill-race-pass",
    ),
    case(
        fd(3, REFINERY),
        {"checks": ["Luck"], "stamina": -1, "delayed": True},
        checks=[("luck", -1, 0)],
        id="mill-race-fail",
    ),
    # ------------------------------------------------------------ factory-district-4
    case(
        fd(4, GROCERY),
        {"area": GILMAN, "money": 2},
        choices=["yes"],
        id="errand-to-the-gilman-house",
    ),
    case(fd(4, GROCERY), {}, choices=["no"], id="errand-declined"),
    case(
        fd(4, GILMAN),
        {"checks": ["Fight"], "clues": 1, "stamina": 1},
        checks=[("fight", -1, 1)],
        id="connecting-door-pass",
    ),
    case(
        fd(4, GILMAN),
        {"checks": ["Fight"], "stamina": -2, "delayed": True},
        checks=[("fight", -1, 0)],
        id="connecting-door-fail",
    ),
    case(
        fd(4, REFINERY),
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 1)],
        id="assay-book-pass",
    ),
    case(
        fd(4, REFINERY),
        {"checks": ["Lore"], "sanity": -1},
        checks=[("lore", -1, 0)],
        id="assay-book-fail",
    ),
    # ------------------------------------------------------------ factory-district-5
    case(
        fd(5, GROCERY),
        {"checks": ["Sneak"], "cards": ["common"], "clues": 1},
        checks=[("sneak", -1, 1)],
        id="storeroom-pass",
    ),
    case(
        fd(5, GROCERY),
        {"checks": ["Sneak"], "stamina": -1, "delayed": True},
        checks=[("sneak", -1, 0)],
        id="storeroom-fail",
    ),
    case(
        fd(5, GILMAN), {"checks": ["Sneak"], "clues": 2}, checks=[("sneak", 0, 1)], id="voices-pass"
    ),
    case(
        fd(5, GILMAN),
        {"checks": ["Sneak"], "sanity": -2},
        checks=[("sneak", 0, 0)],
        id="voices-fail",
    ),
    case(
        fd(5, REFINERY),
        {"money": 4, "look": 1},
        choices=["yes"],
        look=False,
        id="foremans-offer-taken",
    ),
    case(
        fd(5, REFINERY),
        {"money": 4, "look": 1, "devoured": True, "area": "devoured"},
        choices=["yes"],
        look=1,
        id="foremans-offer-the-look",
    ),
    case(fd(5, REFINERY), {}, choices=["no"], id="foremans-offer-declined"),
    # ------------------------------------------------------------ factory-district-6
    case(
        fd(6, GROCERY),
        {"checks": ["Luck"], "clues": 2},
        checks=[("luck", 0, 2)],
        id="gossip-two-successes",
    ),
    case(
        fd(6, GROCERY),
        {"checks": ["Luck"], "sanity": -1},
        checks=[("luck", 0, 0)],
        id="gossip-fail",
    ),
    case(fd(6, GILMAN), {"stamina": 2, "look": 1}, choices=["yes"], look=False, id="chowder-eaten"),
    case(fd(6, GILMAN), {}, choices=["no"], id="chowder-left"),
    case(
        fd(6, REFINERY),
        {"checks": ["Lore"], "cards": ["unique"]},
        checks=[("lore", -2, 1)],
        id="strange-alloy-pass",
    ),
    case(
        fd(6, REFINERY),
        {"checks": ["Lore"], "sanity": -1},
        checks=[("lore", -2, 0)],
        id="strange-alloy-fail",
    ),
    # ------------------------------------------------------------ factory-district-7
    case(
        fd(7, GROCERY),
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 1)],
        id="marsh-account-pass",
    ),
    case(
        fd(7, GROCERY),
        {"checks": ["Lore"], "delayed": True},
        checks=[("lore", -1, 0)],
        id="marsh-account-fail",
    ),
    case(
        fd(7, GILMAN),
        {"checks": ["Luck"], "sanity": 1, "cards": ["common"]},
        checks=[("luck", -1, 1)],
        id="salesman-pass",
    ),
    case(
        fd(7, GILMAN),
        {"checks": ["Luck"], "sanity": 1},
        checks=[("luck", -1, 0)],
        id="salesman-fail",
    ),
    case(
        fd(7, REFINERY),
        {"checks": ["Sneak"], "clues": 1},
        checks=[("sneak", -1, 1)],
        id="watchman-pass",
    ),
    case(
        fd(7, REFINERY),
        {"checks": ["Sneak"], "monster": True},
        checks=[("sneak", -1, 0)],
        id="watchman-fail-monster",
    ),
    # ------------------------------------------------------------ factory-district-8
    case(
        fd(8, GROCERY),
        {"checks": ["Speed"], "cards": ["common"]},
        checks=[("speed", 0, 1)],
        id="closing-time-pass",
    ),
    case(
        fd(8, GROCERY),
        {"checks": ["Speed"], "stamina": -1},
        checks=[("speed", 0, 0)],
        id="closing-time-fail",
    ),
    case(
        fd(8, GILMAN),
        {"clues": -1, "feds": {"factory-district": 1}, "sanity": 1, "stamina": 1},
        choices=["pay"],
        clues=1,
        id="room-eleven-told",
    ),
    case(fd(8, GILMAN), {}, choices=["decline"], clues=1, id="room-eleven-not-told"),
    case(
        fd(8, REFINERY),
        {"checks": ["Fight"], "money": 4},
        checks=[("fight", -1, 2)],
        id="furnace-two-successes",
    ),
    case(
        fd(8, REFINERY),
        {"checks": ["Fight"], "stamina": -2},
        checks=[("fight", -1, 0)],
        id="furnace-fail",
    ),
    # ------------------------------------------------------------ factory-district-9
    case(
        fd(9, GROCERY),
        {"checks": ["Speed"], "clues": 1},
        checks=[("speed", -1, 1)],
        id="telephone-pass",
    ),
    case(
        fd(9, GROCERY),
        {"checks": ["Speed"], **ARRESTED},
        checks=[("speed", -1, 0)],
        id="telephone-fail-arrested",
    ),
    case(
        fd(9, GILMAN),
        {"checks": ["Luck"], "sanity": 1},
        checks=[("luck", -1, 1)],
        id="knock-at-three-pass",
    ),
    case(
        fd(9, GILMAN),
        {"checks": ["Luck"], **ARRESTED},
        checks=[("luck", -1, 0)],
        id="knock-at-three-fail-arrested",
    ),
    case(
        fd(9, REFINERY),
        {"checks": ["Will"], "money": 3, "clues": 1},
        checks=[("will", -1, 1)],
        id="young-marsh-pass",
    ),
    case(
        fd(9, REFINERY),
        {"checks": ["Will"], "sanity": -2},
        checks=[("will", -1, 0)],
        id="young-marsh-fail",
    ),
    # ------------------------------------------------------------ factory-district-10
    case(
        fd(10, GROCERY),
        {"money": -2, "cards": ["common"]},
        choices=["pay", "first"],
        id="crate-from-boston",
    ),
    case(fd(10, GROCERY), {}, choices=["decline"], id="crate-from-boston-declined"),
    case(
        fd(10, GILMAN),
        {"checks": ["Will"], "sanity": 2, "clues": 1},
        checks=[("will", -2, 1)],
        id="bad-dreams-pass",
    ),
    case(
        fd(10, GILMAN),
        {"checks": ["Will"], "sanity": -2},
        checks=[("will", -2, 0)],
        id="bad-dreams-fail",
    ),
    case(
        fd(10, REFINERY),
        {"checks": ["Luck"], "money": 4},
        choices=["yes"],
        checks=[("luck", -2, 1)],
        id="settling-vat-pass",
    ),
    case(
        fd(10, REFINERY),
        {"checks": ["Luck"], "gate": True},
        choices=["yes"],
        checks=[("luck", -2, 0)],
        id="settling-vat-fail-gate",
    ),
    case(fd(10, REFINERY), {}, choices=["no"], id="settling-vat-left"),
    # ------------------------------------------------------------ factory-district-11
    case(
        fd(11, GROCERY),
        {"checks": ["Will"], "clues": 1},
        checks=[("will", -1, 1)],
        id="stares-pass",
    ),
    case(
        fd(11, GROCERY),
        {"checks": ["Will"], "sanity": -1, "delayed": True},
        checks=[("will", -1, 0)],
        id="stares-fail",
    ),
    case(
        fd(11, GILMAN),
        {"checks": ["Luck"], "sanity": -1, "stamina": 2},
        checks=[("luck", 0, 1)],
        id="damp-sheets-pass",
    ),
    case(
        fd(11, GILMAN),
        {"checks": ["Luck"], "sanity": -1},
        checks=[("luck", 0, 0)],
        id="damp-sheets-fail",
    ),
    case(
        fd(11, REFINERY),
        {"checks": ["Luck"], "money": 3},
        checks=[("luck", 0, 1)],
        id="payday-pass",
    ),
    case(
        fd(11, REFINERY),
        {"checks": ["Luck"], "money": -2},
        checks=[("luck", 0, 0)],
        id="payday-fail",
    ),
    # ------------------------------------------------------------ factory-district-12
    case(fd(12, GROCERY), {"money": 3, "stamina": -1}, choices=["yes"], id="spoilt-stock-carried"),
    case(fd(12, GROCERY), {}, choices=["no"], id="spoilt-stock-declined"),
    case(
        fd(12, GILMAN), {"checks": ["Lore"], "clues": 2}, checks=[("lore", -1, 1)], id="window-pass"
    ),
    case(
        fd(12, GILMAN),
        {"checks": ["Lore"], "sanity": -1, "delayed": True},
        checks=[("lore", -1, 0)],
        id="window-fail",
    ),
    case(
        fd(12, REFINERY),
        {"checks": ["Speed"], "money": 3},
        checks=[("speed", 0, 1)],
        id="barge-pass",
    ),
    case(
        fd(12, REFINERY),
        {"checks": ["Speed"], "stamina": -1, "sanity": -1},
        checks=[("speed", 0, 0)],
        id="barge-fail",
    ),
    # ------------------------------------------------------------ factory-district-13
    case(
        fd(13, GROCERY),
        {"money": -1, "clues": 1, "clue_at": [REFINERY]},
        choices=["pay"],
        id="delivery-ledger",
    ),
    case(fd(13, GROCERY), {}, choices=["decline"], id="delivery-ledger-declined"),
    case(
        fd(13, GILMAN),
        {"checks": ["Speed"], "clues": 2},
        checks=[("speed", 0, 2)],
        id="fire-escape-pass",
    ),
    case(
        fd(13, GILMAN),
        {"checks": ["Speed"], "stamina": -2},
        checks=[("speed", 0, 1)],
        id="fire-escape-one-success-fails",
    ),
    case(
        fd(13, REFINERY),
        {"checks": ["Fight"], "money": 3, "clues": 2},
        checks=[("fight", -1, 2)],
        id="captains-office-pass",
    ),
    case(
        fd(13, REFINERY),
        {"checks": ["Fight"], "stamina": -1},
        checks=[("fight", -1, 1)],
        id="captains-office-one-success-fails",
    ),
    # ------------------------------------------------------------ factory-district-14
    case(
        fd(14, GROCERY),
        {"checks": ["Luck"], "cards": ["common", "common"]},
        checks=[("luck", 1, 2)],
        id="old-stock-pass",
    ),
    case(
        fd(14, GROCERY),
        {"checks": ["Luck"], "money": -1},
        checks=[("luck", 1, 1)],
        id="old-stock-one-success-fails",
    ),
    case(
        fd(14, GILMAN),
        {"checks": ["Luck"], "clues": 2},
        checks=[("luck", -1, 2)],
        id="old-register-two-successes",
    ),
    case(
        fd(14, GILMAN),
        {"checks": ["Luck"], "stamina": -1},
        checks=[("luck", -1, 0)],
        id="old-register-fail",
    ),
    case(
        fd(14, REFINERY),
        {"checks": ["Sneak"], "uprising": -1, "clues": 1},
        choices=["yes"],
        checks=[("sneak", -1, 1)],
        id="manifests-burnt",
    ),
    case(
        fd(14, REFINERY),
        {"checks": ["Sneak"], **ARRESTED},
        choices=["yes"],
        checks=[("sneak", -1, 0)],
        id="manifests-caught-arrested",
    ),
    case(fd(14, REFINERY), {}, choices=["no"], id="manifests-left"),
]


@pytest.mark.parametrize(("meeting", "expect"), CASES)
def test_factory_district_entry(meeting: Meeting, expect: dict) -> None:
    assert meet(meeting) == expect
