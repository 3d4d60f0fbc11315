"""Church Green location encounters (Innsmouth): every branch of every entry, with forced dice;
the Innsmouth Jail's entries both for a visitor and for a prisoner in its cell."""

from __future__ import annotations

import pytest

from arkham.engine import flow
from tests.expansions.innsmouth.kit import CELL, Meeting, case, meet, stack, town
from tests.kit import force

JAIL = "innsmouth-jail"
ARRESTED = {"money": -2, "area": CELL, "delayed": True, "arrested": True}
"""Arrested with $5: half the money gone, in the Innsmouth Jail Cell, delayed."""

CASES = [
    # ------------------------------------------------------------ church-green-1
    case(
        "church-green-1:innsmouth-jail",
        {"checks": ["Sneak"], "clues": 2},
        checks=[("sneak", -1, 1)],
        id="arrest-book-pass",
    ),
    case(
        "church-green-1:innsmouth-jail",
        {"checks": ["Sneak"], **ARRESTED},
        checks=[("sneak", -1, 0)],
        id="arrest-book-fail-visitor-arrested",
    ),
    case(
        "church-green-1:innsmouth-jail",
        {"checks": ["Sneak"], "stamina": -1},
        checks=[("sneak", -1, 0)],
        at=CELL,
        id="arrest-book-fail-prisoner",
    ),
    case(
        "church-green-1:esoteric-order-of-dagon",
        {"clues": 2, "cards": ["curse"]},
        choices=["yes"],
        id="first-oath-sworn",
    ),
    case("church-green-1:esoteric-order-of-dagon", {}, choices=["no"], id="first-oath-refused"),
    # ------------------------------------------------------------ church-green-2
    case(
        "church-green-2:innsmouth-jail",
        {"checks": ["Luck"], "cards": ["common"]},
        checks=[("luck", 0, 1)],
        id="unclaimed-property-pass",
    ),
    case(
        "church-green-2:innsmouth-jail",
        {"checks": ["Luck"], "money": -1},
        checks=[("luck", 0, 0)],
        id="unclaimed-property-fail",
    ),
    case(
        "church-green-2:esoteric-order-of-dagon",
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 1)],
        id="sermon-pass",
    ),
    case(
        "church-green-2:esoteric-order-of-dagon",
        {"checks": ["Lore"], "sanity": -1},
        checks=[("lore", -1, 0)],
        id="sermon-fail",
    ),
    # ------------------------------------------------------------ church-green-3
    case(
        "church-green-3:innsmouth-jail",
        {"money": -1, "clues": 2, "sanity": -1},
        choices=["pay"],
        id="old-sot-bottle",
    ),
    case(
        "church-green-3:innsmouth-jail",
        {"money": -1, "clues": 2, "sanity": -1},
        choices=["pay"],
        at=CELL,
        id="old-sot-bottle-prisoner",
    ),
    case("church-green-3:innsmouth-jail", {}, choices=["decline"], id="old-sot-declined"),
    case(
        "church-green-3:esoteric-order-of-dagon",
        {"checks": ["Will"], "cards": ["blessing"]},
        checks=[("will", -1, 1)],
        id="hymn-pass-blessed",
    ),
    case(
        "church-green-3:esoteric-order-of-dagon",
        {"checks": ["Will"], "sanity": -2},
        checks=[("will", -1, 0)],
        id="hymn-fail",
    ),
    # ------------------------------------------------------------ church-green-4
    case(
        "church-green-4:innsmouth-jail",
        {"checks": ["Speed"], "cards": ["common"]},
        checks=[("speed", -1, 1)],
        id="key-ring-pass-visitor",
    ),
    case(
        "church-green-4:innsmouth-jail",
        {"checks": ["Speed"], "area": JAIL},
        checks=[("speed", -1, 1)],
        at=CELL,
        id="key-ring-pass-prisoner-freed",
    ),
    case(
        "church-green-4:innsmouth-jail",
        {"checks": ["Speed"], "stamina": -1},
        checks=[("speed", -1, 0)],
        at=CELL,
        id="key-ring-fail",
    ),
    case(
        "church-green-4:esoteric-order-of-dagon",
        {"checks": ["Sneak"], "clues": 2},
        checks=[("sneak", -1, 1)],
        id="side-corridor-pass",
    ),
    case(
        "church-green-4:esoteric-order-of-dagon",
        {"checks": ["Sneak"], **ARRESTED},
        checks=[("sneak", -1, 0)],
        id="side-corridor-fail-arrested",
    ),
    # ------------------------------------------------------------ church-green-5
    case(
        "church-green-5:innsmouth-jail",
        {"money": -2, "clues": 1},
        choices=["pay"],
        id="sergeant-paid-visitor",
    ),
    case(
        "church-green-5:innsmouth-jail",
        {"money": -2, "clues": 1, "area": JAIL},
        choices=["pay"],
        at=CELL,
        id="sergeant-paid-prisoner-freed",
    ),
    case("church-green-5:innsmouth-jail", {}, choices=["decline"], at=CELL, id="sergeant-declined"),
    case(
        "church-green-5:esoteric-order-of-dagon",
        {"money": -2, "clues": 1},
        choices=["pay"],
        id="collection-plate-paid",
    ),
    case(
        "church-green-5:esoteric-order-of-dagon",
        {"checks": ["Luck"]},
        choices=["decline"],
        checks=[("luck", -1, 1)],
        id="collection-plate-declined-pass",
    ),
    case(
        "church-green-5:esoteric-order-of-dagon",
        {"checks": ["Luck"], "monster": True},
        choices=["decline"],
        checks=[("luck", -1, 0)],
        id="collection-plate-declined-fail",
    ),
    # ------------------------------------------------------------ church-green-6
    case(
        "church-green-6:innsmouth-jail",
        {"checks": ["Will"], "clues": 1},
        checks=[("will", -1, 1)],
        id="chiefs-questions-pass",
    ),
    case(
        "church-green-6:innsmouth-jail",
        {"checks": ["Will"], "sanity": -1, "stamina": -1},
        checks=[("will", -1, 0)],
        at=CELL,
        id="chiefs-questions-fail",
    ),
    case(
        "church-green-6:esoteric-order-of-dagon",
        {"checks": ["Speed"], "clues": 1},
        checks=[("speed", -1, 1)],
        id="wrong-door-pass",
    ),
    case(
        "church-green-6:esoteric-order-of-dagon",
        {"checks": ["Speed"], "monster": True},
        checks=[("speed", -1, 0)],
        id="wrong-door-fail-monster",
    ),
    # ------------------------------------------------------------ church-green-7
    case(
        "church-green-7:innsmouth-jail",
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", -1, 1)],
        at=CELL,
        id="whitewash-pass",
    ),
    case(
        "church-green-7:innsmouth-jail",
        {"checks": ["Lore"], "sanity": -1},
        checks=[("lore", -1, 0)],
        id="whitewash-fail",
    ),
    case(
        "church-green-7:esoteric-order-of-dagon",
        {"checks": ["Lore"], "clues": 1, "uprising": -1},
        checks=[("lore", -2, 1)],
        id="altar-stone-pass",
    ),
    case(
        "church-green-7:esoteric-order-of-dagon",
        {"checks": ["Lore"], "gate": True},
        checks=[("lore", -2, 0)],
        id="altar-stone-fail-gate",
    ),
    # ------------------------------------------------------------ church-green-8
    case(
        "church-green-8:innsmouth-jail",
        {"clues": -1, "money": 2, "feds": {"church-green": 1}},
        choices=["pay"],
        clues=1,
        id="grey-suit-told",
    ),
    case(
        "church-green-8:innsmouth-jail", {}, choices=["decline"], clues=1, id="grey-suit-not-told"
    ),
    case(
        "church-green-8:esoteric-order-of-dagon",
        {"checks": ["Luck"], "clues": 1, "stamina": 2},
        checks=[("luck", 0, 1)],
        id="newcomers-supper-pass",
    ),
    case(
        "church-green-8:esoteric-order-of-dagon",
        {"checks": ["Luck"], "sanity": -1},
        checks=[("luck", 0, 0)],
        id="newcomers-supper-fail",
    ),
    # ------------------------------------------------------------ church-green-9
    case(
        "church-green-9:innsmouth-jail",
        {"checks": ["Luck"], "clues": 1},
        checks=[("luck", -1, 1)],
        id="watch-doubled-pass",
    ),
    case(
        "church-green-9:innsmouth-jail",
        {"checks": ["Luck"], "delayed": True},
        checks=[("luck", -1, 0)],
        id="watch-doubled-fail-visitor-delayed",
    ),
    case(
        "church-green-9:innsmouth-jail",
        {"checks": ["Luck"]},
        checks=[("luck", -1, 0)],
        at=CELL,
        id="watch-doubled-fail-prisoner-kept",
    ),
    case(
        "church-green-9:esoteric-order-of-dagon",
        {"checks": ["Sneak"], "cards": ["curse", "unique"]},
        choices=["yes"],
        checks=[("sneak", -2, 1)],
        id="tiara-taken",
    ),
    case(
        "church-green-9:esoteric-order-of-dagon",
        {"checks": ["Sneak"], **ARRESTED},
        choices=["yes"],
        checks=[("sneak", -2, 0)],
        id="tiara-caught",
    ),
    case("church-green-9:esoteric-order-of-dagon", {}, choices=["no"], id="tiara-left"),
    # ------------------------------------------------------------ church-green-10
    case(
        "church-green-10:innsmouth-jail",
        {"checks": ["Sneak"], "clues": 2},
        checks=[("sneak", -1, 1)],
        id="change-of-watch-pass-visitor",
    ),
    case(
        "church-green-10:innsmouth-jail",
        {"checks": ["Sneak"], "area": JAIL},
        checks=[("sneak", -1, 1)],
        at=CELL,
        id="change-of-watch-pass-prisoner-freed",
    ),
    case(
        "church-green-10:innsmouth-jail",
        {"checks": ["Sneak"], "delayed": True},
        checks=[("sneak", -1, 0)],
        id="change-of-watch-fail",
    ),
    case(
        "church-green-10:esoteric-order-of-dagon",
        {"checks": ["Luck"], "clues": 1, "cards": ["blessing"]},
        checks=[("luck", 0, 1)],
        id="doubter-pass",
    ),
    case(
        "church-green-10:esoteric-order-of-dagon",
        {"checks": ["Luck"], "clues": 1},
        checks=[("luck", 0, 0)],
        id="doubter-fail",
    ),
    # ------------------------------------------------------------ church-green-11
    case(
        "church-green-11:innsmouth-jail",
        {"cards": ["curse"], "money": 3},
        choices=["yes"],
        id="marsh-lawyer-signed-visitor",
    ),
    case(
        "church-green-11:innsmouth-jail",
        {"cards": ["curse"], "area": JAIL},
        choices=["yes"],
        at=CELL,
        id="marsh-lawyer-signed-prisoner-freed",
    ),
    case("church-green-11:innsmouth-jail", {}, choices=["no"], at=CELL, id="marsh-lawyer-refused"),
    case(
        "church-green-11:esoteric-order-of-dagon",
        {"checks": ["Sneak"], "clues": 3},
        checks=[("sneak", -2, 1)],
        id="high-tide-rite-pass",
    ),
    case(
        "church-green-11:esoteric-order-of-dagon",
        {"checks": ["Sneak"], "uprising": 1, "monster": True},
        checks=[("sneak", -2, 0)],
        id="high-tide-rite-fail",
    ),
    # ------------------------------------------------------------ church-green-12
    case(
        "church-green-12:innsmouth-jail",
        {"checks": ["Fight"], "clues": 2},
        checks=[("fight", -1, 1)],
        id="run-out-of-town-pass",
    ),
    case(
        "church-green-12:innsmouth-jail",
        {"checks": ["Fight"], "stamina": -1, "area": "bus-service"},
        checks=[("fight", -1, 0)],
        id="run-out-of-town-fail",
    ),
    case(
        "church-green-12:innsmouth-jail",
        {"checks": ["Fight"], "stamina": -1, "area": "bus-service"},
        checks=[("fight", -1, 0)],
        at=CELL,
        id="run-out-of-town-fail-prisoner",
    ),
    case(
        "church-green-12:esoteric-order-of-dagon",
        {"checks": ["Lore"], "clues": 2},
        checks=[("lore", 0, 2)],
        id="masonic-records-two-successes",
    ),
    case(
        "church-green-12:esoteric-order-of-dagon",
        {"checks": ["Lore"], "delayed": True},
        checks=[("lore", 0, 0)],
        id="masonic-records-fail",
    ),
    # ------------------------------------------------------------ church-green-13
    case(
        "church-green-13:innsmouth-jail",
        {"checks": ["Sneak"], "cards": ["common"]},
        checks=[("sneak", 0, 1)],
        choices=["first"],
        id="evidence-cupboard-pass",
    ),
    case(
        "church-green-13:innsmouth-jail",
        {"checks": ["Sneak"], **ARRESTED},
        checks=[("sneak", 0, 0)],
        id="evidence-cupboard-fail-visitor-arrested",
    ),
    case(
        "church-green-13:innsmouth-jail",
        {"checks": ["Sneak"], "money": -2},
        checks=[("sneak", 0, 0)],
        at=CELL,
        id="evidence-cupboard-fail-prisoner",
    ),
    case(
        "church-green-13:esoteric-order-of-dagon",
        {"cards": ["blessing"], "look": 2},
        choices=["yes"],
        look=False,
        id="father-dagon-blessing",
    ),
    case(
        "church-green-13:esoteric-order-of-dagon",
        {"look": 2, "devoured": True, "area": "devoured"},
        choices=["yes"],
        look=2,
        id="father-dagon-the-look",
    ),
    case("church-green-13:esoteric-order-of-dagon", {}, choices=["no"], id="father-dagon-refused"),
    # ------------------------------------------------------------ church-green-14
    case(
        "church-green-14:innsmouth-jail",
        {"checks": ["Will"], "clues": 1},
        checks=[("will", 0, 1)],
        id="under-the-floor-pass",
    ),
    case(
        "church-green-14:innsmouth-jail",
        {"checks": ["Will"], "sanity": -2},
        checks=[("will", 0, 0)],
        at=CELL,
        id="under-the-floor-fail",
    ),
    case(
        "church-green-14:esoteric-order-of-dagon",
        {"checks": ["Will"], "clues": 1, "cards": ["blessing"]},
        checks=[("will", -2, 1)],
        id="midnight-vigil-pass",
    ),
    case(
        "church-green-14:esoteric-order-of-dagon",
        {"checks": ["Will"], "gate": True},
        checks=[("will", -2, 0)],
        id="midnight-vigil-fail-gate",
    ),
]


@pytest.mark.parametrize(("meeting", "expect"), CASES)
def test_church_green_entry(meeting: Meeting, expect: dict) -> None:
    assert meet(meeting) == expect


# ---------------------------------------------------------------- in a jail break


def test_a_card_frees_a_delayed_prisoner_whatever_his_sneak_check() -> None:
    """The Key Ring read in a jail break whose Sneak check failed: out at the Jail, no longer
    delayed."""
    s = town()
    inv = s.inv()
    inv.area, inv.delayed = CELL, True
    stack(s, "church-green-4")
    force(s, "sneak", -1, 0)  # the jail break's own check: one card, no way out by it
    force(s, "speed", -1, 1)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done()
    assert (inv.area, inv.delayed) == (JAIL, False)
    assert [e.freed for e in s.events if e.kind == "jail-break"] == [True]


def test_the_doubled_watch_keeps_a_prisoner_whose_sneak_check_passed() -> None:
    """The Watch Is Doubled read in a jail break whose Sneak check passed: the prisoner stays in
    the cell this turn, and the next jail break is his own again."""
    s = town()
    inv = s.inv()
    inv.area = CELL
    stack(s, "church-green-9")
    force(s, "sneak", -1, 1)  # a pass: two cards drawn
    force(s, "luck", -1, 0)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("read:church-green-9")
    assert s.done() and inv.area == CELL
    assert [e.freed for e in s.events if e.kind == "jail-break"] == [False]
    assert not [m for m in s.state.marks if m.startswith("kept-in-cell")]
    stack(s, "church-green-3")
    force(s, "sneak", -1, 0)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("decline")
    assert s.done() and inv.area == CELL  # a failed check: still held, not by the card
    stack(s, "church-green-3")
    force(s, "sneak", -1, 2)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("read:church-green-3", "decline")
    assert s.done() and inv.area == JAIL


def test_the_federal_man_needs_a_clue() -> None:
    s = town(clues=0)
    s.encounter("church-green-8:innsmouth-jail")
    decision = s.game.pending()
    assert [c.id for c in decision.enabled()] == ["decline"]
    s.choose("decline")
    assert s.done() and s.state.tracks.get("feds-raid:church-green", 0) == 0


def test_the_look_drawn_for_father_dagons_blessing_goes_back() -> None:
    """Every Look card drawn goes back to the deck, whatever it showed."""
    s = town()
    s.encounter("church-green-13:esoteric-order-of-dagon")
    s.choose("yes")
    assert len(s.state.decks["innsmouth-look"]) == 10
