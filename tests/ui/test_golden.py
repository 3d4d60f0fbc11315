"""Golden images: every scene rendered at 1280×720 and 1920×1080 from fixed game positions, animations off,
compared with the PNGs under ``tests/ui/golden/`` within a tolerance.

``pytest tests/ui --update-golden`` rewrites them (and the game positions they are drawn from,
``golden/positions.json``: a change in the bot never moves an image, only a change in the rules,
the content or the drawing does). On a mismatch the test writes the actual image and a diff
(differing pixels in red over a dimmed golden) beside the test's tmp_path and names them.

The tolerance: a pixel differs when one of its channels is off by more than
``PIXEL_TOLERANCE``; the images match when at most ``MAX_DIFF_FRACTION`` of the pixels differ.
The renders are deterministic (bundled fonts, fixed positions, no clock, a fixed ARKHAM_HOME),
so on the same pygame-ce wheel they come out identical; the slack absorbs blending and
antialiasing that another CPU's blitters round differently, while anything that moves, appears
or disappears (a button, a panel, a reflowed line, a changed word) changes far more pixels.
Goldens are made on Linux, where the pixel tests run.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest

from arkham.persistence import Settings
from arkham.ui import gallery
from arkham.ui.app import App
from arkham.ui.gallery import Position

GOLDEN = Path(__file__).parent / "golden"
POSITIONS = GOLDEN / "positions.json"
SIZE = (1280, 720)
SIZES = (SIZE, (1920, 1080))
"""Every scene at the smallest window we support and at full HD; the full-HD images are kept
in ``golden/1920x1080/``."""
PIXEL_TOLERANCE = 24
MAX_DIFF_FRACTION = 0.0005
HOME = "/nonexistent/arkham-golden-home"
"""Where the scenes think the player's files are (shown by the Save and Load screens)."""

pytestmark = pytest.mark.skipif(
    sys.platform != "linux", reason="golden images are made on Linux (font rasterisation)"
)


@pytest.fixture(scope="module")
def update(request) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(scope="module")
def positions(update) -> dict[str, Position]:
    if update:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        games = sorted(set(gallery.GAME_OF.values()))
        data = {g: gallery.position_for(g, "golden").to_json() for g in games}  # type: ignore[union-attr]
        POSITIONS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    if not POSITIONS.exists():
        pytest.fail("no golden positions: run pytest tests/ui --update-golden")
    data = json.loads(POSITIONS.read_text(encoding="utf-8"))
    return {g: Position.from_json(p) for g, p in data.items()}


def render(
    scene: str, positions: dict[str, Position], size: tuple[int, int] = SIZE
) -> pygame.Surface:
    surface = pygame.Surface(size)
    app = App(Settings(animation_speed="off"), size, persistent=False)
    game = gallery.GAME_OF.get(scene)
    try:
        gallery.build(app, scene, positions[game] if game else None)
    except Exception as exc:  # the rules or the content changed under the recorded game
        pytest.fail(f"{scene}: the golden position no longer plays ({exc}); --update-golden")
    app.render(surface)  # the first frame registers the hit regions (hover, tooltips)
    app.render(surface)
    return surface


def differing(a: pygame.Surface, b: pygame.Surface, out: pygame.Surface | None = None) -> int:
    """How many pixels of ``a`` and ``b`` differ by more than the tolerance in some channel;
    with ``out``, paint those pixels red on it."""
    t = PIXEL_TOLERANCE
    if out is None:
        same = pygame.transform.threshold(None, a, None, (t, t, t, 255), None, 0, b)
    else:
        same = pygame.transform.threshold(out, a, None, (t, t, t, 255), (255, 0, 0), 1, b)
    return a.get_width() * a.get_height() - same


def golden_path(scene: str, size: tuple[int, int]) -> Path:
    folder = GOLDEN if size == SIZE else GOLDEN / f"{size[0]}x{size[1]}"
    return folder / f"{scene}.png"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", gallery.SCENES)
def test_scene_matches_its_golden_image(
    scene, size, positions, update, monkeypatch, tmp_path
) -> None:
    monkeypatch.setenv("ARKHAM_HOME", HOME)
    actual = render(scene, positions, size)
    path = golden_path(scene, size)
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(actual, str(path))
        return
    if not path.exists():
        pytest.fail(f"no golden image {path}: run pytest tests/ui --update-golden")
    golden = pygame.Surface(size)
    golden.blit(pygame.image.load(str(path)), (0, 0))
    n = differing(actual, golden)
    allowed = int(size[0] * size[1] * MAX_DIFF_FRACTION)
    if n > allowed:
        diff = golden.copy()
        diff.fill((110, 110, 110), special_flags=pygame.BLEND_RGB_MULT)
        differing(actual, golden, diff)
        pygame.image.save(actual, str(tmp_path / f"{scene}-actual.png"))
        pygame.image.save(diff, str(tmp_path / f"{scene}-diff.png"))
        pytest.fail(
            f"{scene}: {n} pixels differ from {path.name} (at most {allowed}); see "
            f"{tmp_path / f'{scene}-actual.png'} and {scene}-diff.png; if the change is meant, "
            "run pytest tests/ui --update-golden"
        )


def test_the_tolerance_catches_a_moved_button(positions, monkeypatch) -> None:
    """The slack is well below a real change: the title with its buttons 6 px lower differs."""
    monkeypatch.setenv("ARKHAM_HOME", HOME)
    a = render("title", positions)
    b = a.copy()
    b.blit(a.subsurface((520, 240, 240, 280)), (520, 246))
    assert differing(a, b) > SIZE[0] * SIZE[1] * MAX_DIFF_FRACTION
    assert differing(a, a.copy()) == 0
