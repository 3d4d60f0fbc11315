"""``arkham --screenshot`` writes a PNG for each scene; ``arkham --smoke-test`` plays a whole
bot game through the real scenes and exits 0."""

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
