"""Sound (issue 17 §11): every sound is made in code, the right length; without a sound device
(the dummy driver, as here) everything is silent and nothing raises; the settings keep the
volume and mute and refuse silly values; a real game's events make the sounds they should."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from arkham.engine.checks import DiceRolled
from arkham.engine.events import Event
from arkham.persistence import Settings, load_settings, save_settings
from arkham.ui import gallery, sound
from arkham.ui.scenes.board import BoardScene
from arkham.ui.sound import SOUNDS, SoundBoard, sounds_for, synth
from tests.ui.conftest import click_key, position


@pytest.mark.parametrize("name", sorted(SOUNDS))
@pytest.mark.parametrize(("rate", "channels"), [(22050, 1), (44100, 2)])
def test_each_sound_is_made_in_code_the_right_length(name, rate, channels) -> None:
    samples = synth(name, rate, channels)
    length, level, _ = SOUNDS[name]
    assert samples.typecode == "h" and samples.itemsize == 2
    assert len(samples) == round(length * rate) * channels
    peak = max(abs(v) for v in samples)
    assert 0.05 * 32767 < peak <= level * 32767 + 1, "audible, never past its level"
    if channels == 2:
        assert samples[0::2] == samples[1::2]
    assert synth(name, rate, channels) == samples, "deterministic"


def test_the_ambient_loop_joins_up_without_a_click() -> None:
    samples = synth(sound.AMBIENT, 22050, 1)
    assert abs(samples[-1] - samples[0]) < 400


def test_without_a_mixer_everything_is_a_silent_no_op() -> None:
    board = SoundBoard(volume=80)
    assert board.start() is False  # SDL_AUDIODRIVER=dummy in the tests
    assert board.mixer is None and not pygame.mixer.get_init()
    board.play("dice")
    board.play("no-such-sound")
    board.play_events([Event.of("gate-opened", data={"at": "x", "gate": "g", "world": "w"})])
    board.set_volume(0, True)
    board.set_volume(100, False)
    board.stop()
    assert board.played == ["dice", "no-such-sound", "gate"]
    assert board.cache == {} and board.raw == {}, "nothing was synthesised"


def test_a_mixer_that_cannot_open_leaves_the_game_silent(monkeypatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard()
    assert board.start() is False
    board.play("doom")
    board.stop()


def test_events_map_to_sounds_each_once_and_only_rising_doom_and_terror() -> None:
    events = [
        Event.of("turn-started", data={"turn": 2, "first_player": "x"}),
        DiceRolled("Luck", (1, 5), None, None, investigator="x"),
        DiceRolled("Luck", (6,), None, None, investigator="x"),
        Event.of("doom-changed", data={"delta": -1, "value": 2}),
        Event.of("terror-changed", data={"delta": 1, "value": 3}),
        Event.of("monster-appeared", data={"monster": "m", "at": "encounter"}),
        Event.of("moved", "x", {"frm": "a", "to": "b"}),
    ]
    assert sounds_for(events) == ["chime", "dice", "terror", "monster"]
    assert sounds_for([Event.of("doom-changed", data={"delta": 1, "value": 3})]) == ["doom"]
    assert sounds_for([]) == []


def test_a_headless_game_makes_its_sounds(make_app) -> None:
    """The bot plays on through the board: once each decision's sequence has been shown, the
    board has asked for the sounds of exactly the events it brought, in their order, and a few
    turns bring every kind of sound."""
    from arkham.ai.bot import choose

    app, _ = make_app()
    gallery.build(app, "board", position("board"))
    board = app.stack.top
    assert isinstance(board, BoardScene)
    session = board.session
    wanted = {"dice", "gate", "doom", "monster", "chime"}
    heard: set[str] = set()
    for _ in range(3000):
        if session.pending() is None or wanted <= heard:
            break
        brought: list[Event] = []
        real = session.game.choose

        def spy(choice_id, real=real, brought=brought):
            events = real(choice_id)
            brought.extend(events)
            return events

        session.game.choose = spy
        app.sound.played.clear()
        board.submit(choose(session.game))
        del session.game.choose
        while session.busy():  # each step's sounds come as it is shown
            session.dismiss_notice()
            board.update(1 / 60)
        board.update(1 / 60)
        assert list(dict.fromkeys(app.sound.played)) == sounds_for(brought)
        heard |= set(app.sound.played)
    assert wanted <= heard


def test_settings_keep_volume_and_mute_and_refuse_silly_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert Settings().volume == 70 and Settings().muted is False
    save_settings(Settings(volume=35, muted=True), path)
    assert load_settings(path) == Settings(volume=35, muted=True)
    for bad in (
        '{"volume": 101}',
        '{"volume": -1}',
        '{"volume": "50"}',
        '{"volume": 50.5}',
        '{"volume": true}',
        '{"muted": "yes"}',
        '{"muted": 1}',
    ):
        path.write_text(bad)
        warnings: list[str] = []
        assert load_settings(path, warnings.append) == Settings(), bad
        assert len(warnings) == 1
        for aside in tmp_path.glob("settings.json.bad*"):
            aside.unlink()


def test_the_settings_screen_sets_volume_and_mute(make_app) -> None:
    app, surface = make_app()
    gallery.build(app, "settings", None)
    app.render(surface)
    click_key(app, surface, "btn:volume-down")
    assert app.settings.volume == 60 and app.sound.volume == 60
    click_key(app, surface, "btn:volume-up")
    click_key(app, surface, "btn:volume-up")
    assert app.settings.volume == 80
    click_key(app, surface, "btn:mute")
    assert app.settings.muted and app.sound.muted and app.sound.level == 0
    click_key(app, surface, "btn:mute")
    assert not app.settings.muted and app.sound.level == 0.8
    app.settings.volume = 100
    app.render(surface)
    assert not app.stack.top.ui.find("btn:volume-up").enabled
    app.settings.volume = 0
    app.render(surface)
    assert not app.stack.top.ui.find("btn:volume-down").enabled
