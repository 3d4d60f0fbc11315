"""``arkham --screenshot`` writes a PNG for each scene; ``arkham --smoke-test`` plays a whole
bot game through the real scenes and exits 0; both take ``--expansions`` (Innsmouth)."""

from __future__ import annotations

import pygame
import pytest

from arkham.__main__ import main
from arkham.ui.app import smoke_test


@pytest.mark.parametrize(
    "scene", ["title", "setup", "board", "encounter", "combat", "final-battle"]
)
def test_screenshot_writes_a_png(tmp_path, scene) -> None:
    out = tmp_path / f"{scene}.png"
    assert (
        main(
            ["--screenshot", str(out), "--scene", scene, "--seed", "ui-tests", "--size", "1280x720"]
        )
        == 0
    )
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)


def test_smoke_test_plays_a_whole_game() -> None:
    assert smoke_test("ui-smoke", players=2, quiet=True) == 0


def test_smoke_test_command_exits_zero() -> None:
    assert main(["--smoke-test", "--seed", "ui-smoke-1"]) == 0


def test_screenshot_with_innsmouth_writes_the_two_town_table(tmp_path) -> None:
    out = tmp_path / "two-towns.png"
    argv = ["--screenshot", str(out), "--scene", "board", "--seed", "ui-tests"]
    assert main([*argv, "--size", "1280x720", "--expansions", "innsmouth"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_smoke_test_plays_an_innsmouth_game() -> None:
    """The expansion switched on in the setup screen; one investigator takes the train."""
    assert smoke_test("ui-smoke-innsmouth", players=2, quiet=True, expansions=("innsmouth",)) == 0


def test_an_unknown_expansion_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--smoke-test", "--expansions", "dunwich"])
    assert exc.value.code == 2
    assert "unknown expansion 'dunwich'" in capsys.readouterr().err


def test_the_screenshot_command_takes_every_scene_the_gallery_draws(monkeypatch) -> None:
    """The scene list is the gallery's: none of its scenes is refused by the command line."""
    from arkham.ui import app, gallery

    asked: list[str] = []
    monkeypatch.setattr(app, "screenshot", lambda path, scene, *rest: asked.append(scene) or 0)
    for scene in gallery.SCENES:
        assert main(["--screenshot", "x.png", "--scene", scene]) == 0
    assert asked == list(gallery.SCENES)


def test_an_unknown_scene_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--screenshot", "x.png", "--scene", "no-such-scene"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "unknown scene 'no-such-scene'" in err and "final-battle" in err
