"""``arkham content`` reports every shipped expansion against its printed box and lists every
entry still lacking behaviour (issue 12: "`arkham content` must list everything still
missing")."""

from __future__ import annotations

from arkham.cli import content_report


def test_the_report_lists_each_expansion_against_its_box() -> None:
    report = content_report()
    innsmouth = report["expansions"]["innsmouth"]
    rows = innsmouth["components"]
    assert rows["innsmouth-look-cards"] == {"have": 10, "printed": 10}
    assert rows["mythos-cards"]["printed"] == 36
    assert innsmouth["missing"] == [k for k, r in rows.items() if r["have"] < r["printed"]]
    assert "church-green" in report["location_decks"]


def test_every_entry_and_area_ability_has_behaviour() -> None:
    assert content_report()["no_behaviour"] == {
        "location_entries": [],
        "gate_entries": [],
        "mythos": [],
        "location_actions": [],
    }
