"""'Use something on this roll?' (the after-roll ability window) and the other ability windows
asked inside an encounter, a combat or a mythos card carry that scene's context: the overlay stays
up around them, with the dice; a window outside any scene shows the dice overlay."""

from __future__ import annotations

import functools

import pytest

from arkham.ai.bot import choose
from arkham.engine.game import Setup
from arkham.ui.scenes import overlays
from arkham.ui.scenes.board import BoardScene
from arkham.ui.session import GameSession
from tests.ui.conftest import click_key


@functools.cache
def _choices_to_window(scene: str) -> tuple:
    """A bot game stopped at an after-roll window whose context starts with ``scene`` ('' for
    none)."""
    for i in range(60):
        setup = Setup.of(["random"] * 4, ancient_one="random")
        s = GameSession(setup, f"windows-{i}")
        s.anim_factor = 0
        for _ in range(3000):
            dec = s.pending()
            if dec is None:
                break
            ctx = dec.context.scene.value if dec.context is not None else ""
            if dec.detail.get("window") == "after-roll" and ctx == scene:
                return setup, s.seed, tuple(s.game.choices)
            s.notices.clear()
            s.submit(choose(s.game))
    pytest.skip(f"no bot game reached an after-roll window in {scene or 'no scene'!r}")


@pytest.mark.parametrize(
    ("scene", "overlay"),
    [
        ("encounter", overlays.encounter),
        ("combat", overlays.combat),
        ("final-battle", overlays.final_battle),
        ("", overlays.roll),
    ],
)
def test_the_overlay_stays_up_for_use_something_on_this_roll(make_app, scene, overlay) -> None:
    setup, seed, choices = _choices_to_window(scene)
    session = GameSession.replay(setup, seed, list(choices))
    session.anim_factor = 0
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    dec = session.pending()
    drawn = board.overlay(dec)
    assert drawn is not None
    assert drawn.func is overlay
    # its dice are on show, and its buttons (in the overlay, not the side panel) answer it
    assert board.ui.find("dice") is not None
    use = next(ch for ch in dec.enabled() if ch.id == "done")
    assert board.key_for_choice(use.id) == f"choice:{use.id}"
    before = list(session.game.choices)
    click_key(app, surface, f"choice:{use.id}")
    assert session.game.choices == [*before, "done"]
