"""Innsmouth's investigators on screen: the setup scene offers them once the expansion is in
play, and the sheet's slider panel shows a sheet's own sliders (Trish Scarborough's pairs, both
skills rising together), clickable when the decision is about them."""

from __future__ import annotations

import pygame

from arkham.engine.game import Setup
from arkham.ui.session import GameSession
from tests.ui.conftest import click_key

INNSMOUTH = ["innsmouth"]


def test_the_setup_scene_offers_innsmouth_s_investigators_with_the_expansion(make_app) -> None:
    app, surface = make_app()
    app.show_setup()
    scene = app.stack.top
    assert "trish-scarborough" not in scene.inv_ids and len(scene.inv_ids) == 16
    scene.set_expansions(INNSMOUTH)
    assert len(scene.inv_ids) == 32 and "ursula-downs" in scene.inv_ids
    app.render(surface)
    hit = scene.ui.find("btn:pick-trish-scarborough")
    assert hit is not None and "Tradecraft" in hit.tip_text()
    buttons = [scene.ui.find(f"btn:pick-{i}") for i in scene.inv_ids]
    assert all(buttons)
    panel_bottom = 86 + 900
    assert max(b.rect[1] + b.rect[3] for b in buttons) <= panel_bottom
    click_key(app, surface, "btn:pick-ursula-downs")
    assert scene.picks[0] == "ursula-downs"
    assert scene.setup().expansions == INNSMOUTH
    scene.set_expansions([])
    assert scene.picks[0] == "random"  # no longer offered


def test_the_gallery_fits_32_investigators_beside_four_players(make_app) -> None:
    app, surface = make_app()
    app.show_setup()
    scene = app.stack.top
    scene.set_expansions(INNSMOUTH)
    scene.set_count(4)
    app.render(surface)
    buttons = [scene.ui.find(f"btn:pick-{i}") for i in scene.inv_ids]
    assert all(buttons)
    assert max(b.rect[1] + b.rect[3] for b in buttons) <= 86 + 900
    assert min(b.rect[3] for b in buttons) >= 26


def _trish_at_her_sliders(make_app, tmp_path=None):
    session = GameSession(Setup.of(["trish-scarborough"], "azathoth", INNSMOUTH), "trish-ui")
    session.anim_factor = 0
    dec = session.pending()
    assert dec is not None and dec.kind == "sliders" and dec.investigator == "trish-scarborough"
    app, surface = make_app((1920, 1080))
    app.start_game(session)
    app.render(surface)
    return app, surface, session


def test_the_sheet_draws_trish_s_own_sliders(make_app, tmp_path) -> None:
    app, surface, session = _trish_at_her_sliders(make_app)
    board = app.stack.top
    for pair in ("fight-sneak", "lore-will", "speed-luck"):
        hit = board.ui.find(f"slider:{pair}")
        assert hit is not None and "rise together" in hit.tip_text()
    assert board.ui.find("slider:speed-sneak") is None
    stop = board.ui.find("choice:slider:fight-sneak:3")
    assert stop is not None and stop.tip_text() == "Fight 4 / Sneak 6"
    pygame.image.save(surface, str(tmp_path / "trish-sliders.png"))
    click_key(app, surface, "choice:slider:fight-sneak:3")
    assert session.state.investigators[0].sliders["fight-sneak"] == 3
    assert board.ui.find("choice:slider:speed-luck:3") is None  # 3 + 3 > the 5 free stops
    assert board.ui.find("choice:slider:speed-luck:2") is not None
