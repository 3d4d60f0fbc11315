"""Headless UI fixtures: the dummy video driver (set in tests/conftest.py), a real App drawing
into an off-screen surface, and real game states reached by the bot (cached per scene)."""

from __future__ import annotations

import functools

import pygame
import pytest

from arkham.persistence import Settings
from arkham.ui.app import App, headless_init, session_at

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    headless_init((1280, 720))
    yield


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every UI test gets its own ARKHAM_HOME: the player's real files are never touched."""
    root = tmp_path / "home"
    monkeypatch.setenv("ARKHAM_HOME", str(root))
    return root


@functools.cache
def _choices_to(scene: str) -> tuple:
    """The game position of ``scene``: a ``session_at`` scene, or a gallery scene of its own
    (the two-town ones: ``innsmouth``, ``two-towns``…)."""
    from arkham.ui import gallery

    if scene in gallery.GAMES and gallery.GAMES[scene].expansions:
        p = gallery.position_for(scene, "ui-tests")
        assert p is not None
        return p.setup, p.seed, p.choices
    s = session_at(scene, "ui-tests")
    return s.setup, s.seed, tuple(s.game.choices)


def fresh_session(scene: str):
    """A new session at the cached game position (each test may change it freely)."""
    from arkham.ui.session import GameSession

    setup, seed, choices = _choices_to(scene)
    s = GameSession.replay(setup, seed, list(choices))
    s.anim_factor = 0
    return s


@pytest.fixture
def make_app():
    def make(size=(1280, 720)) -> tuple[App, pygame.Surface]:
        app = App(Settings(animation_speed="off"), size)
        return app, pygame.Surface(size)

    return make


def click_key(app: App, surface: pygame.Surface, key: str) -> None:
    """Draw, then click the centre of hit region ``key`` with posted mouse events."""
    app.render(surface)
    hit = app.stack.top.ui.find(key)
    assert hit is not None, f"{key!r} not among {app.stack.top.ui.hit_keys()}"
    pos = app.layout.pt(hit.centre)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def position(game: str):
    """The cached game position of ``game`` (a ``session_at`` scene) as a gallery Position."""
    from arkham.ui.gallery import Position

    setup, seed, choices = _choices_to(game)
    return Position(setup, seed, choices)
