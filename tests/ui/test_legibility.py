"""Issue 17 §10: text that reads. Every gallery scene is rendered with the text function
instrumented, recording each line actually drawn (its pixel size, where it landed, whether it
was cut short) and each button (its rectangle, whether its label was cut):

- at 1280×720 and 100 % no text is smaller than 12 px;
- at 1280×720 and 1920×1080, with the interface at 125 % and 150 %, what grows with the setting
  (the board's side panel and overlays, the modal windows) keeps every line on the screen and on
  the panel it is written on, cuts no label or line that 100 % does not, and no two of its
  buttons overlap. (The map, shrunk to fit beside the panel, is not checked for cut labels.)
- the full screens (title, setup, load), laid out for the whole window, pass the same checks at
  125 % and 150 % over everything they draw, and no two of their lines run into each other.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest

from arkham.persistence import Settings
from arkham.ui import gallery, widgets
from arkham.ui.app import App
from arkham.ui.draw import Canvas, ellipsize, fix
from arkham.ui.gallery import Position
from arkham.ui.layout import MIN_TEXT_PX, UI_SCALES

POSITIONS = Path(__file__).parent / "golden" / "positions.json"


@dataclass
class Drawn:
    """What one render drew: (text, pixel size, window rect, cut short with "…") per line;
    (key, reference rect, label cut) per button; the same for what was in a grown window."""

    texts: list[tuple[str, int, pygame.Rect, bool]] = field(default_factory=list)
    buttons: list[tuple[str, tuple[float, float, float, float], bool]] = field(default_factory=list)
    in_window: list[tuple[str, pygame.Rect, pygame.Rect | None, bool]] = field(default_factory=list)
    """The lines drawn in a grown window, each with the panel it is written on (the last
    panel drawn before it that holds its centre; None: none) and whether it was cut short
    (or ends with "…")."""
    panels: list[pygame.Rect] = field(default_factory=list)
    window_buttons: list[tuple[str, tuple[float, float, float, float], bool, int]] = field(
        default_factory=list
    )
    """(key, rect, label cut, which scene's frame) per button in a grown window."""


@pytest.fixture(scope="module")
def positions() -> dict[str, Position]:
    data = json.loads(POSITIONS.read_text(encoding="utf-8"))
    return {g: Position.from_json(p) for g, p in data.items()}


def render(
    scene: str,
    positions: dict[str, Position],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    ui_scale: float,
    whole: bool = False,
    prepare=None,
) -> Drawn:
    """Render ``scene`` twice (the first frame registers the hit regions) and record the
    second frame (``whole``: all it draws counts as in a grown window, a full screen;
    ``prepare``: a change to the app after the scene is built)."""
    drawn = Drawn()
    text, button, panel = Canvas.text, widgets.button, Canvas.panel

    def recording_panel(self: Canvas, r, *args, **kwargs) -> None:
        panel(self, r, *args, **kwargs)
        if self.surface is surface and (self.L.zoom > 1 or whole):
            drawn.panels.append(pygame.Rect(self.L.rect(r)))

    def recording_text(self: Canvas, line: str, *args, **kwargs) -> pygame.Rect:
        r = text(self, line, *args, **kwargs)
        if self.surface is surface:  # not a token painted off-screen once
            names = ("pos", "size", "face", "colour", "anchor", "max_w")
            given = dict(zip(names, args, strict=False)) | kwargs
            px = self.L.font_px(given.get("size", 18))
            face, max_w = given.get("face", "serif"), given.get("max_w")
            cut = max_w is not None and ellipsize(line, face, px, self.L.n(max_w)) != fix(
                line, face
            )
            drawn.texts.append((line, px, r, cut))
            if self.L.zoom > 1 or whole:
                under = [p for p in drawn.panels if p.collidepoint(r.center)]
                short = cut or line.endswith("…")  # a paragraph's last line cut by para
                drawn.in_window.append((line, pygame.Rect(r), under[-1] if under else None, short))
        return r

    def recording_button(c: Canvas, ui, r, label, key, *args, **kwargs):
        before = len(drawn.texts)
        hit = button(c, ui, r, label, key, *args, **kwargs)
        cut = any(was_cut for *_, was_cut in drawn.texts[before:])
        drawn.buttons.append((key, tuple(r), cut))
        if c.L.zoom > 1 or whole:
            drawn.window_buttons.append((key, tuple(hit.rect), cut, id(ui)))
        return hit

    monkeypatch.setattr(Canvas, "text", recording_text)
    monkeypatch.setattr(Canvas, "panel", recording_panel)
    monkeypatch.setattr(widgets, "button", recording_button)
    for module in _button_users():
        monkeypatch.setattr(module, "button", recording_button)
    surface = pygame.Surface(size)
    app = App(Settings(animation_speed="off", ui_scale=ui_scale), size, persistent=False)
    game = gallery.GAME_OF.get(scene)
    gallery.build(app, scene, positions[game] if game else None)
    if prepare is not None:
        prepare(app)
    app.render(surface)
    drawn = Drawn()
    app.render(surface)
    return drawn


def _button_users() -> list:
    """The modules that imported ``button`` by name (a module first imported while another
    test had it patched holds that test's recorder: it is patched again too)."""
    import sys

    return [
        m
        for name, m in list(sys.modules.items())
        if name.startswith("arkham.ui")
        and getattr(getattr(m, "button", None), "__name__", "") in ("button", "recording_button")
    ]


@pytest.mark.parametrize("scene", gallery.SCENES)
def test_no_text_is_smaller_than_12_px_at_1280x720(scene, positions, monkeypatch) -> None:
    drawn = render(scene, positions, monkeypatch, (1280, 720), 1.0)
    assert drawn.texts, "nothing was recorded"
    small = sorted({(px, line) for line, px, *_ in drawn.texts if px < MIN_TEXT_PX})
    assert not small, f"{scene}: text below {MIN_TEXT_PX} px: {small[:8]}"


def test_the_settings_offer_150_percent() -> None:
    assert 1.5 in UI_SCALES


def built(scene: str, positions: dict[str, Position], ui_scale: float, size=(1280, 720)):
    surface = pygame.Surface(size)
    app = App(Settings(animation_speed="off", ui_scale=ui_scale), size, persistent=False)
    game = gallery.GAME_OF.get(scene)
    gallery.build(app, scene, positions[game] if game else None)
    app.render(surface)
    app.render(surface)
    return app, surface


@pytest.mark.parametrize(
    ("scene", "key"),
    [
        ("settings", "btn:anim-fast"),
        ("menu", "btn:resume"),
        ("pass-device", "btn:take-mouse"),
        ("help", "btn:help-close"),
        ("combat", None),
    ],
)
def test_windows_grow_with_the_interface_size(scene, key, positions) -> None:
    """Not only the text: a window's buttons are larger at 125 % and 150 % than at 100 % (as
    far as there is room: a board overlay has the map's, which the side panel's growth
    narrows), and stay on the screen."""
    widths = []
    for ui_scale in (1.0, 1.25, 1.5):
        app, _ = built(scene, positions, ui_scale)
        ui = app.stack.top.ui
        hits = [ui.find(key)] if key else [h for h in ui.hits if h.key.startswith("choice:")]
        assert hits and hits[0] is not None, ui.hit_keys()
        x, y, w, h = hits[0].rect
        assert min(x, y) >= 0 and x + w <= 1920 and y + h <= 1080
        widths.append(w)
    assert widths[0] < min(widths[1:]), widths


def test_a_grown_window_answers_clicks_where_it_is_drawn(positions) -> None:
    from tests.ui.conftest import click_key

    app, surface = built("settings", positions, 1.5)
    click_key(app, surface, "btn:anim-fast")
    assert app.settings.animation_speed == "fast"
    click_key(app, surface, "btn:scale-1.0")
    assert app.settings.ui_scale == 1.0 and app.layout.ui_scale == 1.0


FULL_SCREENS = ("title", "setup", "load")
"""The gallery scenes laid out for the whole window (no board under them)."""
WINDOWS = tuple(s for s in gallery.SCENES if s not in FULL_SCREENS)
"""The gallery scenes with a grown part: the board's side panel, an overlay, a modal window."""


@pytest.mark.parametrize("ui_scale", [1.25, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scene", WINDOWS)
def test_a_larger_interface_neither_clips_nor_overlaps_in_windows(
    scene, size, ui_scale, positions, monkeypatch
) -> None:
    drawn = render(scene, positions, monkeypatch, size, ui_scale)
    assert drawn.in_window and drawn.window_buttons, "no grown window was drawn"
    _neither_clipped_nor_overlapping(drawn, scene, size, positions, monkeypatch)


@pytest.mark.parametrize("ui_scale", [1.25, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scene", FULL_SCREENS)
def test_a_larger_interface_neither_clips_nor_overlaps_on_full_screens(
    scene, size, ui_scale, positions, monkeypatch
) -> None:
    """The title, setup and load screens: the same checks over all they draw, and no line
    runs into another on the same panel (a label into its value, a hint into the row under
    it)."""
    drawn = render(scene, positions, monkeypatch, size, ui_scale, whole=True)
    _neither_clipped_nor_overlapping(drawn, scene, size, positions, monkeypatch)
    _lines_apart(drawn, scene)


def _eight_players_and_innsmouth(app: App) -> None:
    setup = app.stack.top
    setup.set_count(8)
    setup.toggle_expansion("innsmouth")


@pytest.mark.parametrize("ui_scale", [1.25, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_full_setup_screen_at_a_larger_interface(size, ui_scale, positions, monkeypatch) -> None:
    """Eight players and an expansion with a herald and personal stories: the rows close up
    (their labels go), the options' panel takes the room its rows need, nothing clips."""
    prepare = _eight_players_and_innsmouth
    drawn = render("setup", positions, monkeypatch, size, ui_scale, True, prepare)
    _neither_clipped_nor_overlapping(drawn, "setup", size, positions, monkeypatch, prepare)
    _lines_apart(drawn, "setup")


def _lines_apart(drawn: Drawn, scene: str) -> None:
    """No two different lines on one panel run into each other."""
    lines = [(line, r, under) for line, r, under, _ in drawn.in_window if r.width and line.strip()]
    crossing = [
        (a, b)
        for i, (a, ra, under) in enumerate(lines)
        for b, rb, under_b in lines[i + 1 :]
        if a != b and under == under_b and ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2))
    ]
    assert not crossing, f"{scene}: lines run into each other: {crossing[:4]}"


def _neither_clipped_nor_overlapping(
    drawn: Drawn, scene: str, size: tuple[int, int], positions, monkeypatch, prepare=None
) -> None:
    """Every line of what grew on the screen and on its panel, none cut short that 100 % does
    not cut, no button label cut and no two buttons overlapping."""
    screen = pygame.Rect(0, 0, *size)
    out = [line for line, r, *_ in drawn.in_window if r.width and not screen.contains(r)]
    assert not out, f"{scene}: text runs out of the screen: {out[:6]}"
    spill = [
        line
        for line, r, under, _ in drawn.in_window
        if r.width and under is not None and not under.inflate(2, 2).contains(r)
    ]
    assert not spill, f"{scene}: text runs out of its panel: {spill[:6]}"
    at_100 = {
        line
        for line, *_, was_cut in render(
            scene, positions, monkeypatch, size, 1.0, prepare=prepare
        ).texts
        if was_cut or line.endswith("…")
    }
    clipped = [line for line, *_, short in drawn.in_window if short and line not in at_100]
    assert not clipped, f"{scene}: cut short only when larger: {clipped[:6]}"
    cut = [key for key, _, was_cut, _ in drawn.window_buttons if was_cut]
    assert not cut, f"{scene}: button labels cut: {cut[:6]}"
    # one scene's buttons against each other (a window covers the scene under it)
    rects = {key: (r, frame) for key, r, _, frame in drawn.window_buttons}
    keys = sorted(rects)
    overlaps = [
        (a, b)
        for i, a in enumerate(keys)
        for b in keys[i + 1 :]
        if rects[a][1] == rects[b][1] and widgets._overlap(rects[a][0], rects[b][0])
    ]
    assert not overlaps, f"{scene}: buttons overlap: {overlaps[:6]}"


def _lines_drawn(app: App, surface: pygame.Surface, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line the top frame drew, with where it landed."""
    lines: list[tuple[str, pygame.Rect]] = []
    text = Canvas.text

    def recording_text(self: Canvas, line: str, *args, **kwargs) -> pygame.Rect:
        r = text(self, line, *args, **kwargs)
        if self.surface is surface:
            lines.append((line, pygame.Rect(r)))
        return r

    app.render(surface)
    monkeypatch.setattr(Canvas, "text", recording_text)
    app.render(surface)
    monkeypatch.setattr(Canvas, "text", text)
    return lines


@pytest.mark.parametrize("kind", ["message", "confirm"])
def test_message_boxes_grow_with_the_interface_size(kind, monkeypatch) -> None:
    """A message or a question grows as a whole (its text with its box) and stays on the
    screen, the text inside the box."""
    from arkham.ui.scenes.saves import ConfirmScene, MessageScene

    text = "The file could not be written: the disk is full. " * 3
    key = "btn:message-ok" if kind == "message" else "btn:confirm-yes"
    widths = []
    for ui_scale in (1.0, 1.5):
        surface = pygame.Surface((1280, 720))
        app = App(Settings(animation_speed="off", ui_scale=ui_scale), (1280, 720), persistent=False)
        app.show_title()
        box = (
            MessageScene(app, "Not saved", text)
            if kind == "message"
            else ConfirmScene(app, "Load this game?", text, "Load it", lambda: None)
        )
        app.push(box)
        lines = _lines_drawn(app, surface, monkeypatch)
        hit = app.stack.top.ui.find(key)
        assert hit is not None
        x, y, w, h = hit.rect
        assert min(x, y) >= 0 and x + w <= 1920 and y + h <= 1080
        widths.append(w)
        ours = [r for line, r in lines if "disk is full" in line]
        assert ours and all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in ours)
    assert widths[1] > widths[0], widths


def test_load_rows_keep_their_lines_apart_at_150_percent(monkeypatch) -> None:
    """A save slot's three lines (its name, who against what, where it stands or why it
    cannot load) do not run into each other when the interface is larger."""
    from arkham.ui.scenes.saves import LoadScene
    from tests.ui.test_saves_ui import good_and_bad_slots

    good_and_bad_slots()
    for size in ((1280, 720), (1920, 1080)):
        surface = pygame.Surface(size)
        app = App(Settings(animation_speed="off", ui_scale=1.5), size, persistent=False)
        app.show_title()
        title = {line for line, _ in _lines_drawn(app, surface, monkeypatch)}  # under it
        app.push(LoadScene(app))
        lines = [
            (line, r)
            for line, r in _lines_drawn(app, surface, monkeypatch)
            if r.width and line.strip() and line not in title
        ]
        assert any(line.startswith("Cannot be loaded") for line, _ in lines)
        crossing = [
            (a, b)
            for i, (a, ra) in enumerate(lines)
            for b, rb in lines[i + 1 :]
            if ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2))
        ]
        assert not crossing, f"{size}: lines run into each other: {crossing[:4]}"


def test_the_load_screens_count_stays_beside_the_rows_at_150_percent(monkeypatch) -> None:
    """More saves than rows: the "1–6 of 9" between the scroll arrows keeps off the rows'
    buttons and inside the window."""
    from arkham.ui.scenes.saves import LoadScene
    from tests.ui.test_saves_ui import good_and_bad_slots

    good_and_bad_slots()
    surface = pygame.Surface((1280, 720))
    app = App(Settings(animation_speed="off", ui_scale=1.5), (1280, 720), persistent=False)
    app.show_title()
    app.push(LoadScene(app))
    lines = _lines_drawn(app, surface, monkeypatch)
    counts = [r for line, r in lines if line[:1].isdigit() or line.startswith("of ")]
    assert counts, [line for line, _ in lines]
    panel = pygame.Rect(app.layout.rect((310, 70, 1300, 940)))
    buttons = [
        pygame.Rect(app.layout.rect(h.rect))
        for h in app.stack.top.ui.hits
        if h.key.startswith("btn:load:")
    ]
    assert all(panel.contains(r) for r in counts)
    assert not [r for r in counts if r.collidelist(buttons) >= 0]
