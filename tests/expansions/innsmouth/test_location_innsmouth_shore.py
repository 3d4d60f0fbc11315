"""Innsmouth Shore location encounters (Innsmouth): every branch of every entry, with forced
dice."""

from __future__ import annotations

import pytest

from tests.expansions.innsmouth.kit import CELL, Meeting, case, meet

ARRESTED = {"money": -2, "area": CELL, "delayed": True, "arrested": True}
"""Arrested with $5: half the money gone, in the Innsmouth Jail Cell, delayed."""
LOST = {"area": "lost", "delayed": True, "lost": True}
POINT = "falcon-point"
REEF = "devil-reef"
DEEP = "yha-nthlei"


def sh(n: int, loc: str) -> str:
    return f"innsmouth-shore-{n}:{loc}"


CASES = [
    # ------------------------------------------------------------ innsmouth-shore-1
    case(sh(1, POINT), {"checks": ["Luck"], "clues": 2}, checks=[("luck", 0, 1)], id="keeper-pass"),
    case(
        sh(1, POINT), {"checks": ["Luck"], "sanity": -1}, checks=[("luck", 0, 0)], id="keeper-fail"
    ),
    case(
        sh(1, REEF),
        {"checks": ["Luck"], "cards": ["unique"]},
        checks=[("luck", -1, 1)],
        id="low-tide-pass",
    ),
    case(
        sh(1, REEF),
        {"checks": ["Luck"], "monster": True},
        checks=[("luck", -1, 0)],
        id="low-tide-fail-monster",
    ),
    case(
        sh(1, DEEP),
        {"checks": ["Lore"], "clues": 3},
        checks=[("lore", -2, 1)],
        id="cyclopean-halls-pass",
    ),
    case(
        sh(1, DEEP),
        {"checks": ["Lore"], "sanity": -2},
        checks=[("lore", -2, 0)],
        id="cyclopean-halls-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-2
    case(
        sh(2, POINT),
        {"checks": ["Speed"], "cards": ["common"]},
        checks=[("speed", -1, 1)],
        id="wreckage-pass",
    ),
    case(
        sh(2, POINT),
        {"checks": ["Speed"], "stamina": -1},
        checks=[("speed", -1, 0)],
        id="wreckage-fail",
    ),
    case(
        sh(2, REEF),
        {"checks": ["Sneak"], "clues": 3},
        checks=[("sneak", -2, 1)],
        id="in-the-water-pass",
    ),
    case(
        sh(2, REEF),
        {"checks": ["Sneak"], "stamina": -2, "sanity": -1},
        checks=[("sneak", -2, 0)],
        id="in-the-water-fail",
    ),
    case(
        sh(2, DEEP),
        {"checks": ["Luck"], "cards": ["unique", "unique"]},
        checks=[("luck", -1, 1)],
        id="treasure-vault-pass",
    ),
    case(
        sh(2, DEEP),
        {"checks": ["Luck"], "monster": True},
        checks=[("luck", -1, 0)],
        id="treasure-vault-fail-monster",
    ),
    # ------------------------------------------------------------ innsmouth-shore-3
    case(sh(3, POINT), {"clues": 1, "area": REEF}, choices=["yes"], id="old-mans-boat-to-the-reef"),
    case(sh(3, POINT), {}, choices=["no"], id="old-mans-boat-declined"),
    case(
        sh(3, REEF), {"checks": ["Will"], "clues": 2}, checks=[("will", -2, 1)], id="swimmers-pass"
    ),
    case(
        sh(3, REEF),
        {"checks": ["Will"], "sanity": -2, "look": 1},
        checks=[("will", -2, 0)],
        look=False,
        id="swimmers-fail",
    ),
    case(
        sh(3, REEF),
        {"checks": ["Will"], "sanity": -2, "look": 1, "devoured": True, "area": "devoured"},
        checks=[("will", -2, 0)],
        look=1,
        id="swimmers-fail-the-look",
    ),
    case(
        sh(3, DEEP),
        {"checks": ["Sneak"], "cards": ["unique", "unique"], "clues": 2},
        checks=[("sneak", -1, 2)],
        id="sleepers-court-pass",
    ),
    case(
        sh(3, DEEP),
        {"checks": ["Sneak"], **LOST},
        checks=[("sneak", -1, 1)],
        id="sleepers-court-one-success-lost",
    ),
    # ------------------------------------------------------------ innsmouth-shore-4
    case(
        sh(4, POINT),
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 1)],
        id="signal-lights-pass",
    ),
    case(
        sh(4, POINT),
        {"checks": ["Lore"], "sanity": -1, "delayed": True},
        checks=[("lore", -1, 0)],
        id="signal-lights-fail",
    ),
    case(
        sh(4, REEF),
        {"checks": ["Luck"], "clues": 1, "area": DEEP},
        choices=["yes"],
        checks=[("luck", -1, 1)],
        id="sunken-stair-down-to-yha-nthlei",
    ),
    case(
        sh(4, REEF),
        {"checks": ["Luck"], **LOST},
        choices=["yes"],
        checks=[("luck", -1, 0)],
        id="sunken-stair-lost",
    ),
    case(sh(4, REEF), {}, choices=["no"], id="sunken-stair-not-taken"),
    case(
        sh(4, DEEP),
        {"checks": ["Will"], "clues": 3, "sanity": -1},
        checks=[("will", -2, 1)],
        id="kin-pass",
    ),
    case(
        sh(4, DEEP),
        {"checks": ["Will"], "look": 2},
        checks=[("will", -2, 0)],
        look=False,
        id="kin-fail-two-look-cards",
    ),
    # ------------------------------------------------------------ innsmouth-shore-5
    case(
        sh(5, POINT),
        {"checks": ["Luck"], "cards": ["common"]},
        checks=[("luck", -1, 1)],
        id="drying-nets-pass",
    ),
    case(
        sh(5, POINT),
        {"checks": ["Luck"], "sanity": -1},
        checks=[("luck", -1, 0)],
        id="drying-nets-fail",
    ),
    case(
        sh(5, REEF), {"cards": ["curse", "unique"]}, choices=["yes", "first"], id="jewellery-taken"
    ),
    case(sh(5, REEF), {}, choices=["no"], id="jewellery-left"),
    case(
        sh(5, DEEP),
        {"checks": ["Will"], "clues": 3},
        choices=["yes"],
        checks=[("will", -1, 1)],
        id="deeper-pass",
    ),
    case(
        sh(5, DEEP),
        {"checks": ["Will"], "doom": 1, "sanity": -1},
        choices=["yes"],
        checks=[("will", -1, 0)],
        id="deeper-fail-doom",
    ),
    case(sh(5, DEEP), {}, choices=["no"], id="deeper-turned-back"),
    # ------------------------------------------------------------ innsmouth-shore-6
    case(
        sh(6, POINT), {"money": -1, "clues": 1, "clue_at": [REEF]}, choices=["pay"], id="telescope"
    ),
    case(sh(6, POINT), {}, choices=["decline"], id="telescope-declined"),
    case(
        sh(6, REEF),
        {"checks": ["Speed"], "clues": 2},
        checks=[("speed", -1, 1)],
        id="tide-turns-pass",
    ),
    case(
        sh(6, REEF), {"checks": ["Speed"], **LOST}, checks=[("speed", -1, 0)], id="tide-turns-lost"
    ),
    case(
        sh(6, DEEP),
        {"checks": ["Speed"], "cards": ["unique"], "area": REEF},
        checks=[("speed", -1, 1)],
        id="flight-to-the-surface",
    ),
    case(
        sh(6, DEEP),
        {"checks": ["Speed"], "monster": True},
        checks=[("speed", -1, 0)],
        id="flight-fail-monster",
    ),
    # ------------------------------------------------------------ innsmouth-shore-7
    case(
        sh(7, POINT),
        {"checks": ["Sneak"], "cards": ["common"]},
        checks=[("sneak", -1, 1)],
        choices=["first"],
        id="smugglers-cache-pass",
    ),
    case(
        sh(7, POINT),
        {"checks": ["Sneak"], "stamina": -2},
        checks=[("sneak", -1, 0)],
        id="smugglers-cache-fail",
    ),
    case(
        sh(7, REEF),
        {"checks": ["Fight"], "uprising": -1, "clues": 2},
        checks=[("fight", -1, 2)],
        id="spawning-pools-burnt",
    ),
    case(
        sh(7, REEF),
        {"checks": ["Fight"], "stamina": -2},
        checks=[("fight", -1, 1)],
        id="spawning-pools-one-success-fails",
    ),
    case(
        sh(7, DEEP),
        {"checks": ["Lore"], "uprising": -1, "clues": 1},
        checks=[("lore", -1, 1)],
        id="pool-of-summoning-pass",
    ),
    case(
        sh(7, DEEP),
        {"checks": ["Lore"], "uprising": 1, "sanity": -1},
        checks=[("lore", -1, 0)],
        id="pool-of-summoning-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-8
    case(
        sh(8, POINT), {"checks": ["Speed"], "clues": 1}, checks=[("speed", -1, 1)], id="storm-pass"
    ),
    case(
        sh(8, POINT),
        {"checks": ["Speed"], "stamina": -1, "delayed": True},
        checks=[("speed", -1, 0)],
        id="storm-fail",
    ),
    case(
        sh(8, REEF),
        {"checks": ["Will"], "clues": 2},
        checks=[("will", -1, 1)],
        id="eye-in-the-water-pass",
    ),
    case(
        sh(8, REEF),
        {"checks": ["Will"], "gate": True},
        checks=[("will", -1, 0)],
        id="eye-in-the-water-fail-gate",
    ),
    case(
        sh(8, DEEP),
        {"checks": ["Will"], "cards": ["unique"]},
        checks=[("will", -1, 1)],
        id="grandmother-pass",
    ),
    case(
        sh(8, DEEP),
        {"checks": ["Will"], "sanity": -1, "look": 1},
        checks=[("will", -1, 0)],
        look=False,
        id="grandmother-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-9
    case(
        sh(9, POINT),
        {"checks": ["Will"], "cards": ["common"], "clues": 1},
        checks=[("will", -1, 1)],
        id="drowned-man-pass",
    ),
    case(
        sh(9, POINT),
        {"checks": ["Will"], "sanity": -2},
        checks=[("will", -1, 0)],
        id="drowned-man-fail",
    ),
    case(
        sh(9, REEF),
        {"checks": ["Lore"], "cards": ["unique"], "clues": 1},
        checks=[("lore", -2, 1)],
        id="idol-pass",
    ),
    case(sh(9, REEF), {"checks": ["Lore"], "sanity": -2}, checks=[("lore", -2, 0)], id="idol-fail"),
    case(
        sh(9, DEEP),
        {"checks": ["Sneak"], "cards": ["unique"]},
        checks=[("sneak", -1, 1)],
        choices=["first"],
        id="armoury-pass",
    ),
    case(
        sh(9, DEEP),
        {"checks": ["Sneak"], "stamina": -2},
        checks=[("sneak", -1, 0)],
        id="armoury-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-10
    case(
        sh(10, POINT),
        {"clues": -1, "feds": {"innsmouth-shore": 1}, "money": 3},
        choices=["pay"],
        clues=1,
        id="cutter-told",
    ),
    case(sh(10, POINT), {}, choices=["decline"], clues=1, id="cutter-not-told"),
    case(
        sh(10, REEF),
        {"cards": ["unique"], "uprising": 1},
        choices=["yes"],
        id="gift-from-the-surf-taken",
    ),
    case(sh(10, REEF), {}, choices=["no"], id="gift-from-the-surf-refused"),
    case(
        sh(10, DEEP),
        {"checks": ["Luck"], "stamina": -1, "clues": 2},
        checks=[("luck", 0, 1)],
        id="crushing-dark-pass",
    ),
    case(
        sh(10, DEEP),
        {"checks": ["Luck"], "stamina": -1},
        checks=[("luck", 0, 0)],
        id="crushing-dark-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-11
    case(
        sh(11, POINT),
        {"checks": ["Lore"], "clues": 3},
        checks=[("lore", 0, 3)],
        id="logbook-three-successes",
    ),
    case(
        sh(11, POINT),
        {"checks": ["Lore"], "delayed": True},
        checks=[("lore", 0, 0)],
        id="logbook-fail",
    ),
    case(
        sh(11, REEF),
        {"checks": ["Luck"], "cards": ["unique"]},
        checks=[("luck", 0, 1)],
        id="sumatra-queen-pass",
    ),
    case(
        sh(11, REEF),
        {"checks": ["Luck"], "stamina": -1, "delayed": True},
        checks=[("luck", 0, 0)],
        id="sumatra-queen-fail",
    ),
    case(
        sh(11, DEEP),
        {"checks": ["Lore"], "cards": ["unique"], "clues": 3},
        checks=[("lore", -3, 1)],
        id="library-of-shells-pass",
    ),
    case(
        sh(11, DEEP),
        {"checks": ["Lore"], "sanity": -1, "delayed": True},
        checks=[("lore", -3, 0)],
        id="library-of-shells-fail",
    ),
    # ------------------------------------------------------------ innsmouth-shore-12
    case(sh(12, POINT), {"checks": ["Will"], "clues": 1}, checks=[("will", 0, 1)], id="gulls-pass"),
    case(
        sh(12, POINT),
        {"checks": ["Will"], "stamina": -1, "sanity": -1},
        checks=[("will", 0, 0)],
        id="gulls-fail",
    ),
    case(
        sh(12, REEF),
        {"checks": ["Sneak"], "clues": 2},
        checks=[("sneak", -1, 1)],
        id="marsh-launch-pass",
    ),
    case(
        sh(12, REEF),
        {"checks": ["Sneak"], **ARRESTED},
        checks=[("sneak", -1, 0)],
        id="marsh-launch-fail-arrested",
    ),
    case(
        sh(12, DEEP),
        {"checks": ["Fight"], "clues": 2, "area": REEF},
        checks=[("fight", -1, 1)],
        id="captive-rescued",
    ),
    case(
        sh(12, DEEP),
        {"checks": ["Fight"], "monster": True},
        checks=[("fight", -1, 0)],
        id="captive-fail-monster",
    ),
    # ------------------------------------------------------------ innsmouth-shore-13
    case(
        sh(13, POINT),
        {"money": -2, "cards": ["common"], "clues": 1},
        choices=["pay"],
        id="bait-shack",
    ),
    case(sh(13, POINT), {}, choices=["decline"], id="bait-shack-declined"),
    case(
        sh(13, REEF),
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 2)],
        id="carvings-two-successes",
    ),
    case(
        sh(13, REEF),
        {"checks": ["Lore"], "sanity": -2},
        checks=[("lore", -1, 0)],
        id="carvings-fail",
    ),
    case(
        sh(13, DEEP),
        {"money": 5, "cards": ["curse", "unique"]},
        choices=["yes"],
        id="tribute-taken",
    ),
    case(sh(13, DEEP), {}, choices=["no"], id="tribute-left"),
    # ------------------------------------------------------------ innsmouth-shore-14
    case(
        sh(14, POINT),
        {"checks": ["Fight"], "clues": 2},
        checks=[("fight", -1, 1)],
        id="footprints-pass",
    ),
    case(
        sh(14, POINT),
        {"checks": ["Fight"], "stamina": -2},
        checks=[("fight", -1, 0)],
        id="footprints-fail",
    ),
    case(
        sh(14, REEF),
        {"checks": ["Luck"], "cards": ["unique"], "clues": 2},
        checks=[("luck", -2, 1)],
        id="ghost-lights-pass",
    ),
    case(
        sh(14, REEF),
        {"checks": ["Luck"], "monster": True},
        checks=[("luck", -2, 0)],
        id="ghost-lights-fail-monster",
    ),
    case(
        sh(14, DEEP),
        {"checks": ["Will"], "clues": 3},
        checks=[("will", -2, 1)],
        id="gate-of-the-deep-pass",
    ),
    case(
        sh(14, DEEP),
        {"checks": ["Will"], "gate": True},
        checks=[("will", -2, 0)],
        id="gate-of-the-deep-fail-gate",
    ),
]


@pytest.mark.parametrize(("meeting", "expect"), CASES)
def test_innsmouth_shore_entry(meeting: Meeting, expect: dict) -> None:
    assert meet(meeting) == expect
