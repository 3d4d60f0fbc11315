"""Saves in the desktop UI: Continue, Save, Load, undo, bug reports, settings, --check-save and
--replay. Every test runs with ARKHAM_HOME in its own tmp folder (tests/ui/conftest.py)."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from arkham.__main__ import main
from arkham.engine.game import Game, Setup
from arkham.persistence import (
    Settings,
    list_slots,
    load_settings,
    paths,
    read_save,
    save_settings,
    slot_path,
    write_save,
)
from arkham.ui.app import App, app_from_disk, open_replay
from arkham.ui.draw import Canvas
from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.saves import LoadScene, MessageScene, SaveScene
from arkham.ui.session import GameSession
from tests.ui.conftest import click_key, fresh_session

# ---------------------------------------------------------------- helpers


@pytest.fixture
def drawn(monkeypatch):
    """Every line of text drawn, as a list that tests can search."""
    lines: list[str] = []
    original = Canvas.text

    def text(self, s, *args, **kwargs):
        lines.append(str(s))
        return original(self, s, *args, **kwargs)

    def para(self, s, *args, **kwargs):
        lines.append(str(s))
        return original_para(self, s, *args, **kwargs)

    original_para = Canvas.para
    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(Canvas, "para", para)
    return lines


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.step(pygame.event.get(), 1 / 60)


def write_slot(name: str, session: GameSession) -> Path:
    path = slot_path(name)
    write_save(path, session.save())
    return path


def combat_marker(session: GameSession) -> str:
    ctx = session.pending().context
    assert ctx is not None and ctx.monster is not None
    return ctx.monster


# ---------------------------------------------------------------- Continue and the autosave


def test_continue_is_disabled_with_a_reason_without_an_autosave(make_app, drawn) -> None:
    app, surface = make_app()
    app.show_title()
    app.render(surface)
    hit = app.stack.top.ui.find("btn:continue")
    assert not hit.enabled and "No game in progress" in hit.tip
    assert any("No game in progress" in line for line in drawn)


def test_continue_is_disabled_when_the_autosave_is_unreadable(make_app) -> None:
    auto = paths().autosave
    auto.parent.mkdir(parents=True)
    auto.write_bytes(b"\x00\x01 not json")
    app, surface = make_app()
    app.show_title()
    app.render(surface)
    hit = app.stack.top.ui.find("btn:continue")
    assert not hit.enabled and "cannot be used" in hit.tip and "not a save file" in hit.tip
    assert auto.read_bytes() == b"\x00\x01 not json"


def test_every_decision_is_autosaved(make_app) -> None:
    app, _surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    assert read_save(paths().autosave).choices == session.game.choices
    from arkham.ai.bot import choose

    for _ in range(30):
        if session.pending() is None:
            break
        session.submit(choose(session.game))
        assert read_save(paths().autosave).choices == session.game.choices
    assert session.autosave_error is None
    print(f"autosave median {statistics.median(session.autosave_ms):.1f} ms")  # make bench


def test_continue_resumes_mid_combat_exactly(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("combat")
    app.start_game(session)
    marker = combat_marker(session)

    again, surface = make_app()
    again.show_title()
    again.render(surface)
    assert again.stack.top.ui.find("btn:continue").enabled
    click_key(again, surface, "btn:continue")
    board = again.stack.find(BoardScene)
    assert board is not None
    assert board.session.game.choices == session.game.choices
    assert board.session.state == session.state
    again.render(surface)
    assert board.ui.find(f"monster-card:{marker}") is not None  # the combat overlay


def test_a_finished_game_cannot_be_continued(make_app) -> None:
    from arkham.ai.bot import choose

    session = fresh_session("board")
    while session.pending() is not None:
        session.submit(choose(session.game))
    write_save(paths().autosave, session.save())
    app, surface = make_app()
    app.show_title()
    app.render(surface)
    hit = app.stack.top.ui.find("btn:continue")
    assert not hit.enabled and "over" in hit.tip


def _autosaved_four_times(session: GameSession) -> list[list[str]]:
    """The autosave and its three backups written after each of the session's next four
    decisions; their choice lists, newest first."""
    from arkham.ai.bot import choose

    lists = []
    for _ in range(4):
        session.submit(choose(session.game))
        write_save(paths().autosave, session.save())
        lists.insert(0, list(session.game.choices))
    return lists


def _rewrite_autosave(change) -> None:
    raw = json.loads(paths().autosave.read_bytes())
    change(raw)
    paths().autosave.write_text(json.dumps(raw, indent=1))


def test_an_autosave_cut_short_resumes_its_whole_backup_and_keeps_it(make_app) -> None:
    """Issue 36, point 2: Continue must not resume the cut list, and the autosaves after it
    must not rotate the whole game away."""
    from arkham.ai.bot import choose

    _, bak1, *_ = _autosaved_four_times(fresh_session("board"))
    _rewrite_autosave(lambda raw: raw.update(choices=raw["choices"][:5]))
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:continue")
    board = app.stack.find(BoardScene)
    assert board.session.game.choices == bak1
    assert isinstance(app.stack.top, MessageScene) and "is damaged" in app.stack.top.text
    for _ in range(3):
        board.session.submit(choose(board.session.game))
    files = [
        paths().autosave,
        *(paths().autosave.with_name(f"autosave.json.bak{n}") for n in (1, 2, 3)),
    ]
    assert all(read_save(f).choices[: len(bak1)] == bak1 for f in files)


def test_a_summary_that_says_over_does_not_close_continue_on_a_game_in_progress(
    make_app,
) -> None:
    """Issue 36, point 3: the summary is a cache; the replay says whether the game is over."""
    newest, *_ = _autosaved_four_times(fresh_session("board"))
    _rewrite_autosave(lambda raw: raw["summary"].update(over=True))
    app, surface = make_app()
    app.show_title()
    app.render(surface)
    hit = app.stack.top.ui.find("btn:continue")
    assert hit.enabled
    click_key(app, surface, "btn:continue")
    board = app.stack.find(BoardScene)
    assert board.session.game.choices == newest and board.session.game.pending() is not None
    assert "summary says the game is over" in app.stack.top.text
    assert read_save(paths().autosave).summary.over is False  # the autosave says it right again


def test_an_autosave_of_another_version_says_before_any_click_how_it_is_taken_up(
    make_app,
) -> None:
    """Issue 36, point 9: its version and what Continue will do, on the title, never
    "damaged"."""
    session = fresh_session("board")
    write_save(paths().autosave, session.save())

    def older_rules(raw: dict) -> None:
        raw.update(app_version="0.0.9", snapshot=None)  # written before saves kept a snapshot
        late = max(raw["checkpoints"], key=int)
        raw["checkpoints"][late] = "0" * 16  # those rules played that turn otherwise

    _rewrite_autosave(older_rules)
    app, surface = make_app()
    app.show_title()
    app.render(surface)
    note = app.stack.top.resume_note
    assert "saved by version 0.0.9" in note and "resumes at the start of turn" in note
    assert "damaged" not in note
    assert app.stack.top.ui.find("btn:continue").enabled


# ---------------------------------------------------------------- Save and Load


def test_save_from_the_menu_writes_a_slot_with_the_default_name(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.render(surface)
    key(app, pygame.K_ESCAPE)
    click_key(app, surface, "btn:save")
    dialog = app.stack.top
    assert isinstance(dialog, SaveScene)
    ao = session.cat.ancient_ones[session.state.ancient_one].name
    assert dialog.value == f"Turn {session.state.turn} – {ao}"
    click_key(app, surface, "btn:save-confirm")
    assert isinstance(app.stack.top, BoardScene)
    path = paths().saves / f"Turn {session.state.turn} – {ao}.json"
    assert read_save(path).choices == session.game.choices


def test_a_typed_name_replaces_the_default(make_app) -> None:
    app, _surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.push(SaveScene(app, session))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Before the gate"))
    app.step(pygame.event.get(), 1 / 60)
    key(app, pygame.K_RETURN)
    assert [p.name for p, _ in list_slots()] == ["Before the gate.json"]


def good_and_bad_slots() -> dict[str, Path]:
    """A good slot and one file for each way a save can be bad."""
    session = fresh_session("board")
    good = write_slot("A good game", session)
    raw = good.read_bytes()
    data = json.loads(raw)
    bad = {
        "empty": b"",
        "truncated": raw[: len(raw) // 2],
        "not JSON": b"\x89PNG\r\n\x1a\n not a save",
        "wrong schema": json.dumps({**data, "choices": "fight"}).encode(),
        "unknown field": json.dumps({**data, "cheat": True}).encode(),
        "future version": json.dumps({**data, "format_version": 99, "app_version": "9.0"}).encode(),
        "someone else's JSON": json.dumps({"name": "package", "version": "1.0"}).encode(),
    }
    out = {"good": good}
    for name, content in bad.items():
        path = paths().saves / f"{name}.json"
        path.write_bytes(content)
        out[name] = path
    out["huge"] = paths().saves / "huge.json"
    with open(out["huge"], "wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: refused from its size, never read
    return out


REASONS = {
    "empty": "the file is empty",
    "truncated": "not a save file",
    "not JSON": "not a save file",
    "wrong schema": "damaged save",
    "unknown field": "damaged save",
    "future version": "newer than this game",
    "someone else's JSON": "not an Arkham Horror save file",
    "huge": "far too large",
}


def test_the_load_screen_lists_slots_with_summaries_and_bad_files_with_reasons(
    make_app, drawn
) -> None:
    files = good_and_bad_slots()
    before = {name: p.read_bytes() for name, p in files.items()}
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:load")
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    scene.ROWS = 10
    drawn.clear()
    app.render(surface)
    # the good one: who against what, turn, doom, terror, date — and a Load button
    s = read_save(files["good"]).summary
    cat = fresh_session("board").cat
    names = [cat.investigators[i].name for i in s.investigators]
    assert any(all(n in line for n in names) and "against" in line for line in drawn)
    assert any(
        f"Turn {s.turn}" in line and f"doom {s.doom}" in line and f"terror {s.terror}" in line
        for line in drawn
    )
    assert any(s.saved_at in line for line in drawn)
    assert scene.ui.find("btn:load:A good game.json").enabled
    # each bad one: its one-line reason on screen; it cannot be loaded
    for name, reason in REASONS.items():
        hit = scene.ui.find(f"btn:load:{name}.json")
        assert hit is not None and not hit.enabled, name
        assert reason in hit.tip and "\n" not in hit.tip
        assert any(line.startswith("Cannot be loaded:") and reason in line for line in drawn), name
    # nothing was modified
    assert {name: p.read_bytes() for name, p in files.items()} == before


def test_a_save_refused_on_replay_is_marked_with_its_reason(make_app, drawn) -> None:
    """The Load screen replays each slot once to preview it, so a file whose choices are
    refused is marked with the reason before anyone tries to load it."""
    session = fresh_session("board")
    path = write_slot("tampered", session)
    data = json.loads(path.read_bytes())
    data["choices"][0] = "teleport:r-lyeh"  # refused before any turn could be checked
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    app, surface = make_app()
    app.show_title()
    app.push(LoadScene(app))
    app.render(surface)
    hit = app.stack.top.ui.find("btn:load:tampered.json")
    assert not hit.enabled and "is refused" in hit.tip
    assert any(line.startswith("Cannot be loaded:") and "is refused" in line for line in drawn)
    assert path.read_bytes() == before


def test_a_damaged_slot_loads_its_backup_and_says_so(make_app) -> None:
    from arkham.ai.bot import choose

    session = fresh_session("board")
    path = write_slot("kept", session)
    older = list(session.game.choices)
    session.submit(choose(session.game))
    write_save(path, session.save())
    path.write_bytes(path.read_bytes()[:200])
    app, surface = make_app()
    app.show_title()
    app.push(LoadScene(app))
    app.render(surface)
    hit = app.stack.top.ui.find("btn:load:kept.json")
    assert hit.enabled
    click_key(app, surface, "btn:load:kept.json")
    assert isinstance(app.stack.top, MessageScene)
    assert "backup kept.json.bak1" in app.stack.top.text
    board = app.stack.find(BoardScene)
    assert board.session.game.choices == older


def test_loading_a_slot_mid_combat_shows_the_combat_overlay(make_app) -> None:
    session = fresh_session("combat")
    write_slot("In the fight", session)
    marker = combat_marker(session)
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:load")
    click_key(app, surface, "btn:load:In the fight.json")
    # two people play it: the hand-over screen first (issue 17 §5), then the board
    assert app.stack.top.name == "pass-device"
    click_key(app, surface, "btn:take-mouse")
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert board.ui.find(f"monster-card:{marker}") is not None
    assert board.session.state == session.state
    # the loaded game is now the one Continue resumes
    assert read_save(paths().autosave).choices == session.game.choices


# ---------------------------------------------------------------- undo


def test_undo_takes_back_a_decision_that_revealed_nothing(make_app) -> None:
    app, surface = make_app()
    session = GameSession(Setup.of(["joe-diamond"], ancient_one="yig"), "undo-ui")
    app.start_game(session)
    app.render(surface)
    assert not app.stack.top.ui.find("btn:undo").enabled
    start = session.state.model_dump()
    log_len = len(session.log)
    slider = session.pending().enabled()[0].id
    click_key(app, surface, f"choice:{slider}")
    hit = app.stack.top.ui.find("btn:undo")
    assert hit.enabled
    click_key(app, surface, "btn:undo")
    assert session.game.choices == []
    assert session.state.model_dump() == start
    assert len(session.log) == log_len
    assert read_save(paths().autosave).choices == []
    # Ctrl+Z does the same
    click_key(app, surface, f"choice:{slider}")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.game.choices == []


def test_undo_is_disabled_with_the_reason_after_dice(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("combat")
    app.start_game(session)
    app.render(surface)
    choice = next(c.id for c in session.pending().enabled() if c.id in ("fight", "evade"))
    click_key(app, surface, f"choice:{choice}")
    while session.notices:
        session.dismiss_notice()
    app.render(surface)
    if app.stack.top.name == "pass-device":  # the roll ended the turn: the next player's
        click_key(app, surface, "btn:take-mouse")
    hit = app.stack.top.ui.find("btn:undo")
    assert hit is not None and not hit.enabled
    assert hit.tip == "Cannot undo: dice were rolled since that decision"
    before = list(session.game.choices)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.game.choices == before


def test_undo_of_a_long_game_needs_no_replay(monkeypatch) -> None:
    from arkham.ai.bot import choose

    session = fresh_session("board")
    for _ in range(200):
        if session.pending() is None:
            break
        session.submit(choose(session.game))
    expected = Game.replay(session.setup, session.seed, session.game.choices[:-1]).state

    def no_replay(*args, **kwargs):
        raise AssertionError("undo replayed the game")

    monkeypatch.setattr(Game, "replay", no_replay)
    session.rewind()  # the shadow game: no replay
    assert session.state == expected


# ---------------------------------------------------------------- bug reports and folders


def test_export_a_bug_report_writes_one_file_with_the_save_version_and_platform(
    make_app,
) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    key(app, pygame.K_ESCAPE)
    click_key(app, surface, "btn:bug-report")
    files = list(paths().bug_reports.glob("*.json"))
    assert len(files) == 1
    report = json.loads(files[0].read_text())
    assert report["app_version"]
    assert set(report["platform"]) == {"platform", "python", "pygame"}
    assert report["platform"]["pygame"] == pygame.version.ver
    assert report["save"]["choices"] == session.game.choices
    assert read_save(files[0]).choices == session.game.choices  # a report replays as a save
    assert isinstance(app.stack.top, MessageScene) and str(files[0]) in app.stack.top.text


def test_open_saves_folder_never_crashes(make_app, monkeypatch) -> None:
    import arkham.ui.files as files

    def broken(*args, **kwargs):
        raise FileNotFoundError("xdg-open")

    monkeypatch.setattr(files.subprocess, "Popen", broken)
    monkeypatch.setattr(files.sys, "platform", "linux")
    app, surface = make_app()
    app.start_game(fresh_session("board"))
    key(app, pygame.K_ESCAPE)
    click_key(app, surface, "btn:open-saves")
    top = app.stack.top
    assert isinstance(top, MessageScene) and "xdg-open" in top.text
    assert str(paths().saves) in top.text

    opened: list[list[str]] = []
    monkeypatch.setattr(files.subprocess, "Popen", lambda cmd, **kw: opened.append(cmd))
    click_key(app, surface, "btn:message-ok")
    click_key(app, surface, "btn:open-saves")
    assert opened == [["xdg-open", str(paths().saves)]]
    assert app.toast_text and "Opened" in app.toast_text


# ---------------------------------------------------------------- settings


def test_settings_persist(make_app) -> None:
    app, surface = make_app()
    app.show_title()
    click_key(app, surface, "btn:settings")
    for k in ("btn:scale-1.25", "btn:anim-fast", "btn:pass-False", "btn:fullscreen-True"):
        click_key(app, surface, k)
    app.settings.window_size = (1600, 900)
    app.save_settings()
    assert load_settings() == Settings(
        ui_scale=1.25,
        animation_speed="fast",
        pass_screen=False,
        fullscreen=True,
        window_size=(1600, 900),
    )
    again = app_from_disk()
    assert again.settings.ui_scale == 1.25 and again.settings_warning is None


def test_a_bad_settings_file_warns_on_the_title_and_is_kept_aside(drawn) -> None:
    path = paths().settings
    path.parent.mkdir(parents=True)
    path.write_text('{"ui_scale": 9}')
    app = app_from_disk((1280, 720))
    assert app.settings == Settings()
    surface = pygame.Surface((1280, 720))
    app.show_title()
    app.render(surface)
    assert any("could not be read" in line and "settings.json.bad" in line for line in drawn)
    assert (path.parent / "settings.json.bad").read_text() == '{"ui_scale": 9}'
    click_key(app, surface, "btn:dismiss-warning")
    assert app.settings_warning is None
    save_settings(app.settings)
    assert (path.parent / "settings.json.bad").read_text() == '{"ui_scale": 9}'


# ---------------------------------------------------------------- the command line


def test_check_save_exit_codes(capsys) -> None:
    files = good_and_bad_slots()
    assert main(["--check-save", str(files["good"])]) == 0
    out = capsys.readouterr().out
    assert "against" in out and "turn" in out
    for name, reason in REASONS.items():
        assert main(["--check-save", str(files[name])]) == 2, name
        err = capsys.readouterr().err.strip()
        assert reason in err and "\n" not in err
    assert main(["--check-save", str(paths().saves / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    tampered = json.loads(files["good"].read_bytes())
    tampered["choices"][0] = "teleport:r-lyeh"
    refused = paths().saves / "refused.json"
    refused.write_text(json.dumps(tampered))
    assert main(["--check-save", str(refused)]) == 2
    assert "is refused" in capsys.readouterr().err
    # a damaged file with a whole backup passes, saying which backup it used
    write_save(files["good"], read_save(files["good"]))
    files["good"].write_bytes(b"{")
    assert main(["--check-save", str(files["good"])]) == 0
    assert "backup A good game.json.bak1" in capsys.readouterr().err


def test_check_save_as_a_command() -> None:
    files = good_and_bad_slots()
    run = [sys.executable, "-m", "arkham", "--check-save"]
    good = subprocess.run([*run, str(files["good"])], capture_output=True, text=True)
    assert good.returncode == 0, good.stderr
    bad = subprocess.run([*run, str(files["truncated"])], capture_output=True, text=True)
    assert bad.returncode == 2 and "not a save file" in bad.stderr


def test_replay_opens_and_steps_without_taking_input(make_app) -> None:
    recorded = fresh_session("board")
    path = write_slot("to replay", recorded)
    app = App(Settings(animation_speed="off"), (1280, 720), persistent=False)
    surface = pygame.Surface((1280, 720))
    scene = open_replay(app, read_save(path), path.name)
    app.render(surface)
    assert scene.position == 0
    click_key(app, surface, "btn:replay-next")
    click_key(app, surface, "btn:replay-next")
    assert scene.session.game.choices == recorded.game.choices[:2]
    click_key(app, surface, "btn:replay-back")
    assert scene.session.game.choices == recorded.game.choices[:1]
    # a click on one of the board's choices answers nothing
    dec = scene.session.pending()
    other = scene.key_for_choice(dec.enabled()[0].id)
    if other is not None:
        click_key(app, surface, other)
    assert scene.session.game.choices == recorded.game.choices[:1]
    # Play steps by itself to the end
    click_key(app, surface, "btn:replay-play")
    assert scene.playing
    for _ in range(len(recorded.game.choices) + 5):
        app.step([], 1.0)
    assert scene.session.game.choices == recorded.game.choices
    assert scene.session.state == recorded.state
    assert not scene.playing
    assert not paths().autosave.exists()  # a replay writes nothing


def test_replay_command(tmp_path) -> None:
    recorded = fresh_session("board")
    path = write_slot("cmd", recorded)
    out = tmp_path / "replay.png"
    args = ["--replay", str(path), "--screenshot", str(out), "--steps", "3", "--size", "1280x720"]
    assert main(args) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["--replay", str(bad)]) == 2


def test_after_an_undo_the_idle_board_prepares_the_next_one(make_app) -> None:
    app, surface = make_app()
    session = GameSession(Setup.of(["joe-diamond"], ancient_one="yig"), "undo-twice")
    app.start_game(session)
    for _ in range(2):
        click_key(app, surface, f"choice:{session.pending().enabled()[0].id}")
    assert session.undo_blocker() is None
    session.undo()
    assert session.shadow is None
    app.step([], 0.25)  # idle
    assert session.shadow is not None and len(session.shadow.choices) == 0
    session.undo()
    assert session.game.choices == []


def test_a_failing_autosave_is_shown_not_raised(make_app, home) -> None:
    (home / "state").parent.mkdir(parents=True, exist_ok=True)
    (home / "state").write_text("a file where the folder should be")
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    assert session.autosave_error and "Autosave failed" in session.autosave_error
    app.render(surface)
    assert app.stack.top.ui.find("banner:autosave").tip == session.autosave_error


def test_a_save_from_older_rules_resumes_at_the_last_matching_turn_and_says_so(make_app) -> None:
    session = fresh_session("board")
    save = session.save()
    late = max(i for i in save.checkpoints if i < len(save.choices))
    save.choices[late + 1] = "teleport:r-lyeh"  # what a rules change can do to a decision
    save.app_version = "0.0.1"
    save.snapshot = None  # as written before saves kept one
    path = slot_path("older rules")
    write_save(path, save)
    app, surface = make_app()
    app.show_title()
    app.push(LoadScene(app))
    click_key(app, surface, "btn:load:older rules.json")
    top = app.stack.top
    assert isinstance(top, MessageScene)
    assert "resumes at the start of turn" in top.text
    assert app.stack.find(BoardScene).session.game.choices == session.game.choices[:late]


def test_a_toast_lasts_by_the_loops_clock_not_the_wall_clock(make_app) -> None:
    """What is on screen never depends on how fast the machine is (issue 19, point 9): a toast
    is counted down by the time the loop says passed."""
    app, _ = make_app()
    app.show_title()
    app.toast("Saved", seconds=1.0)
    app.step([], 0.6)
    assert app.toast_text == "Saved"
    app.step([], 0.1, elapsed=0.5)
    assert app.toast_text is None
