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
    assert rows["heralds"] == {"have": 2, "printed": 2}
    assert rows["mythos-cards"]["printed"] == 36
    assert innsmouth["missing"] == [k for k, r in rows.items() if r["have"] < r["printed"]]
    assert "church-green" in report["location_decks"]


def test_personal_stories_count_those_of_the_investigators_in_the_game() -> None:
    """A story is counted once its investigator is in the catalog (the base game's sixteen
    now; Innsmouth's sixteen as they arrive)."""
    from arkham.catalog import load_catalog
    from arkham.modules import known_expansions

    cat = load_catalog((known_expansions()["innsmouth"].data,))
    row = content_report()["expansions"]["innsmouth"]["components"]["personal-stories"]
    assert row == {"have": len(cat.personal_stories), "printed": 32}
    assert set(cat.personal_stories) == set(cat.investigators)
    assert len(cat.story_list) == 32


def test_every_entry_and_area_ability_has_behaviour() -> None:
    assert content_report()["no_behaviour"] == {
        "location_entries": [],
        "gate_entries": [],
        "mythos": [],
        "location_actions": [],
        "ancient_ones": [],
    }


def test_the_command_prints_the_report(capsys) -> None:
    from arkham.__main__ import main

    assert main(["content"]) == 0
    out = capsys.readouterr().out
    assert "Expansion innsmouth:" in out and "No behaviour yet" in out
