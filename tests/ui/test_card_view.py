"""Issue 17 §8 and §9: cards you can read (a right-click opens a full-size card view), the
teammates' whole sheets, and button labels that are never cut."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from arkham.persistence import Settings
from arkham.ui import draw as d
from arkham.ui import gallery, widgets
from arkham.ui.app import App
from arkham.ui.gallery import Position

POSITIONS = Path(__file__).parent / "golden" / "positions.json"


def _positions() -> dict[str, Position]:
    data = json.loads(POSITIONS.read_text(encoding="utf-8"))
    return {g: Position.from_json(p) for g, p in data.items()}


def _render_scene(scene: str, size=(1280, 720)) -> tuple[App, pygame.Surface]:
    surface = pygame.Surface(size)
    app = App(Settings(animation_speed="off"), size, persistent=False)
    game = gallery.GAME_OF.get(scene)
    gallery.build(app, scene, _positions()[game] if game else None)
    app.render(surface)
    app.render(surface)
    return app, surface


# ---------------------------------------------------------------- buttons


@pytest.mark.parametrize("scene", gallery.SCENES)
def test_no_button_label_is_cut_in_any_gallery_scene(scene, monkeypatch) -> None:
    """Every button of every gallery scene at 1280×720 shows its whole label, inside the
    button as it was laid out (no button had to grow over its neighbours either)."""
    fits: list[tuple[str, float, float, str, widgets.LabelFit]] = []
    real = widgets.fit_label

    def spy(c, label, w, h, size, face):
        fit = real(c, label, w, h, size, face)
        fits.append((label, w, h, face, fit))
        return fit

    monkeypatch.setattr(widgets, "fit_label", spy)
    _render_scene(scene)
    assert fits, f"{scene}: no buttons drawn"
    for label, w, h, face, fit in fits:
        assert " ".join(fit.lines).split() == d.fix(label, face).split(), label
        assert fit.w <= w and fit.h <= h, f"{scene}: {label!r} does not fit {w:.0f}×{h:.0f}"


@pytest.mark.parametrize(
    ("label", "w", "h"),
    [
        ("Done", 200, 50),
        ("Take the Elder Sign and seal the gate for ever", 220, 56),
        ("Spend two Clue tokens to add two dice to the roll", 150, 50),
        ("Supercalifragilisticexpialidocious-Unbreakable", 60, 30),
    ],
)
def test_a_label_is_never_cut_and_the_button_grows_only_when_it_must(label, w, h) -> None:
    surface = pygame.Surface((1280, 720))
    app = App(Settings(animation_speed="off"), (1280, 720), persistent=False)
    c = d.Canvas(surface, app.layout)
    ui = widgets.Frame()
    hit = widgets.button(c, ui, (500, 300, w, h), label, "btn:x", None)
    fit = widgets.fit_label(c, label, w, h, 19, "serif")
    assert " ".join(fit.lines).split() == label.split()
    assert len(fit.lines) <= 2 or fit.h > h - 4
    assert hit.rect[2] >= fit.w and hit.rect[3] >= fit.h
    if fit.w <= w and fit.h <= h:
        assert hit.rect == (500, 300, w, h)
