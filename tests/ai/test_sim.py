"""The ``arkham sim`` report: its keys, the per-location table read from the event stream, the
tables by Ancient One and by player count, and the command line."""

from __future__ import annotations

import json

import pytest

from arkham.__main__ import main
from arkham.ai.sim import (
    LOCATION_FIELDS,
    STALLED,
    Tally,
    parse_players,
    play_one,
    random_setup,
    simulate,
)
from arkham.engine.events import Event
from arkham.engine.final_battle import AncientOneAwakens
from arkham.engine.flow import EncounterRead
from arkham.engine.game import Game, Setup
from arkham.engine.names import EndCause

REPORT_KEYS = {
    "games",
    "players",
    "wins",
    "losses",
    "win_rate",
    "outcomes",
    "losses_by_cause",
    "wins_by_cause",
    "avg_turns",
    "median_turns",
    "by_ancient_one",
    "by_players",
    "awakenings",
    "per_game",
    "knockouts_by_context",
    "locations",
    "stalled_seeds",
    "decisions_per_game",
    "games_per_second",
}


@pytest.fixture(scope="module")
def report() -> dict:
    return simulate(6, [2, 4], "test-sim")


def test_the_report_has_every_key(report: dict) -> None:
    assert set(report) >= REPORT_KEYS
    assert report["games"] == 6
    assert report["wins"] + report["losses"] == 6
    assert sum(report["outcomes"].values()) == 6
    assert sum(report["awakenings"].values()) == 6


def test_win_rates_by_ancient_one_and_by_player_count_add_up(report: dict) -> None:
    for table in ("by_ancient_one", "by_players"):
        rows = report[table]
        assert sum(row["games"] for row in rows.values()) == 6
        assert sum(row["wins"] for row in rows.values()) == report["wins"]
        for row in rows.values():
            assert set(row) == {"games", "wins", "win_rate", "avg_turns"}
            assert 0.0 <= row["win_rate"] <= 1.0
    assert set(report["by_players"]) == {"2", "4"}
    assert len(report["by_ancient_one"]) == 6  # six games, the Ancient Ones in turn


def test_the_diagnostics_per_game(report: dict) -> None:
    per_game = report["per_game"]
    assert per_game["gates_opened"] > 0
    for key in ("gates_closed", "gates_sealed", "knocked_out", "lost", "combats"):
        assert per_game.get(key, 0.0) >= 0.0
    assert per_game.get("gates_sealed", 0.0) <= per_game.get("gates_closed", 0.0)
    total = sum(report["knockouts_by_context"].values())
    assert total == pytest.approx(per_game.get("knocked_out", 0.0))


def test_the_locations_table(report: dict) -> None:
    rows = report["locations"]
    assert rows, "bots read Arkham encounters"
    for loc, row in rows.items():
        assert loc not in {"abyss-1", "abyss-2"}  # Other World encounters are not in it
        assert row["encounters"] >= 1
        assert set(LOCATION_FIELDS) <= set(row)
        assert row["cards_gained"] >= 0 and row["monsters"] >= 0


def _read(who: str, where: str) -> EncounterRead:
    """An encounter read by ``who`` at ``where`` (its card and text do not count)."""
    return EncounterRead("card", where, "", "", "", investigator=who)


def _tally() -> Tally:
    game = Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "azathoth"), "tally")
    return Tally(game)


def test_an_encounter_counts_what_follows_for_its_investigator_only() -> None:
    t = _tally()
    t.feed(
        [
            Event.of("phase-started", None, {"phase": "arkham"}),
            _read("amanda-sharpe", "woods"),
            Event.of("stat-changed", "amanda-sharpe", {"stat": "money", "delta": 4, "value": 5}),
            Event.of("stat-changed", "amanda-sharpe", {"stat": "stamina", "delta": -2, "value": 3}),
            Event.of("stat-changed", "joe-diamond", {"stat": "money", "delta": 9, "value": 9}),
            Event.of("card-gained", "amanda-sharpe", {"card": "knife", "deck": "common"}),
            Event.of("monster-appeared", "amanda-sharpe", {"monster": "ghoul-1", "at": "woods"}),
            Event.of("delayed", "amanda-sharpe", {}),
            _read("joe-diamond", "unnamable"),
            Event.of("stat-changed", "amanda-sharpe", {"stat": "clues", "delta": 3, "value": 3}),
            Event.of("gate-opened", None, {"at": "unnamable", "gate": "g", "world": "abyss"}),
            Event.of("moved", "joe-diamond", {"frm": "unnamable", "to": "abyss-1"}),
            Event.of("phase-started", None, {"phase": "other-worlds"}),
            _read("joe-diamond", "abyss-1"),
            Event.of("stat-changed", "joe-diamond", {"stat": "sanity", "delta": -1, "value": 2}),
        ]
    )
    woods = t.locations["woods"]
    assert woods["encounters"] == 1
    assert (woods["money"], woods["stamina"], woods["clues"]) == (4, -2, 0)
    assert (woods["cards_gained"], woods["monsters"], woods["delayed"]) == (1, 1, 0 + 1)
    unnamable = t.locations["unnamable"]
    assert unnamable["gates"] == 1 and unnamable["sanity"] == 0
    assert "abyss-1" not in t.locations
    assert t.counts["gates_opened"] == 1


def test_knock_outs_are_counted_with_where_they_happened() -> None:
    t = _tally()
    t.feed(
        [
            Event.of("phase-started", None, {"phase": "movement"}),
            Event.of("combat-started", "joe-diamond", {"monster": "ghoul-1"}),
            Event.of(
                "knocked-out", "joe-diamond", {"how": "unconscious", "to": "st-marys-hospital"}
            ),
            Event.of("phase-started", None, {"phase": "arkham"}),
            _read("amanda-sharpe", "woods"),
            Event.of("knocked-out", "amanda-sharpe", {"how": "insane", "to": "asylum"}),
            AncientOneAwakens("azathoth", EndCause.DOOM_TRACK_FULL),
        ]
    )
    assert t.knockouts == {"combat in movement": 1, "arkham encounter": 1}
    assert t.counts["knocked_out_insane"] == 1 and t.counts["knocked_out_unconscious"] == 1
    assert t.locations["woods"]["knocked_out"] == 1
    assert t.awakened == "doom-track-full"


def test_a_game_with_no_outcome_is_a_stalled_loss_not_a_crash() -> None:
    setup = random_setup(0, 2, "azathoth")
    with pytest.raises(RuntimeError):
        play_one(setup, "stall", max_decisions=5)
    record = play_one(setup, "stall", max_decisions=5, tally=True, stalled_ok=True)
    assert (record.won, record.cause, record.decisions) == (False, STALLED, 5)


def test_player_counts_parse() -> None:
    assert parse_players("4") == [4]
    assert parse_players("1-8") == list(range(1, 9))
    assert parse_players("2,4,6") == [2, 4, 6]
    with pytest.raises(ValueError):
        parse_players("9")


def test_setups_cover_every_ancient_one_and_player_count_pair() -> None:
    seen = {
        (len(s.players), s.ancient_one)
        for s in (random_setup(i, [1, 2, 3], None) for i in range(24))
    }
    assert len(seen) == 24  # 8 Ancient Ones x 3 counts
    assert {len(random_setup(i, 3, "yig").players) for i in range(5)} == {3}


def test_the_command_prints_json_with_locations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "2", "--players", "3", "--seed", "cli", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) >= REPORT_KEYS
    assert report["players"] == 3
    assert set(report["by_players"]) == {"3"}


def test_the_command_prints_the_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "2", "--players", "1-2", "--locations"]) == 0
    out = capsys.readouterr().out
    assert "by Ancient One" in out and "by players" in out
    assert "The Ancient One awoke by:" in out
    assert "Encounters in town, average per encounter:" in out


def test_the_sim_plays_innsmouth_beside_the_base_game(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 12 §17: `arkham sim --expansions innsmouth` reports the Innsmouth tracks and the
    awakening causes, and the base game's win rate on the same seeds."""
    assert main(["sim", "--games", "3", "--players", "2", "--expansions", "innsmouth"]) == 0
    out = capsys.readouterr().out
    assert "3 games, 2 players, with innsmouth" in out
    assert "the same seeds without expansions:" in out
    report = simulate(3, 2, "sim-innsmouth", expansions=("innsmouth",))
    assert report["expansions"] == ["innsmouth"] and report["base_game"]["games"] == 3


def test_the_tally_counts_the_innsmouth_happenings() -> None:
    game = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), "tally")
    tally = Tally(game)
    tally.feed(
        [
            Event.of("track-changed", None, {"track": "deep-ones-rising", "delta": 1, "value": 1}),
            Event.of("track-changed", None, {"track": "feds-raid", "delta": 2, "value": 6}),
            Event.of("track-changed", None, {"track": "feds-raid", "delta": -6, "value": 0}),
            Event.of("martial-law", None, {}),
            Event.of("gate-burst", None, {"at": "woods"}),
            Event.of(
                "monster-returned",
                None,
                {"monster": "zombie-1", "frm": "innsmouth-vortex-north", "to": "cup"},
            ),
            Event.of("moved", "amanda-sharpe", {"frm": "train-station", "to": "bus-service"}),
            Event.of("jail-break", "amanda-sharpe", {"freed": True}),
        ]
    )
    c = tally.counts
    assert c["deep-ones-rising_tokens"] == 1 and c["feds-raid_tokens"] == 2
    assert c["feds_raids"] == 1 and c["martial_law"] == 1 and c["gate_burst"] == 1
    assert c["monsters_into_vortices"] == 1 and c["train_rides"] == 1 and c["jail_breaks"] == 1


def test_an_unknown_expansion_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--games", "1", "--expansions", "kingsport"])
    assert "unknown expansion 'kingsport'" in capsys.readouterr().err
