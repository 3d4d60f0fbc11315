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

Issue 33 §6, at 1280×720 over both towns: the sheet's and the teammates' strips' values are at
least 18 px, in lining figures (every digit as tall as a capital), larger than their labels;
the sliders, the Other Worlds' "first"/"second", every street plate and every number of the
doom track are drawn and at least 12 px.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest

from arkham.engine.tracks import views
from arkham.persistence import Settings
from arkham.ui import gallery, widgets
from arkham.ui.app import App
from arkham.ui.draw import Canvas, ellipsize, fix, font
from arkham.ui.gallery import Position
from arkham.ui.layout import MIN_FIGURE_PX, MIN_TEXT_PX, UI_SCALES

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


# ------------------------------------------------------------ issue 33 §6: the sheet at a glance

GLANCE_SCENES = ("board", "innsmouth", "two-towns")
"""The board over each table: Arkham alone, Innsmouth in focus, Arkham beside Innsmouth."""
SKILLS = {"Speed", "Sneak", "Fight", "Will", "Lore", "Luck"}


@dataclass
class Line:
    """One line drawn: its text, pixel size, face, window rect, and whether it went on the
    window (not into a layer painted off-screen once)."""

    text: str
    px: int
    face: str
    rect: pygame.Rect
    on_screen: bool


def glance(
    scene: str, positions: dict[str, Position], monkeypatch, session=None
) -> tuple[App, list[Line]]:
    """Render ``scene`` (or a game at ``session``) at 1280×720 and 100 % from a fresh app and
    record every line: those painted into the map's layers (once, in the first frame) and
    those the second frame drew on the window."""
    lines: list[Line] = []
    text = Canvas.text

    def recording_text(self: Canvas, line: str, *args, **kwargs) -> pygame.Rect:
        r = text(self, line, *args, **kwargs)
        given = dict(zip(("pos", "size", "face"), args, strict=False)) | kwargs
        face, px = given.get("face", "serif"), self.L.font_px(given.get("size", 18))
        lines.append(Line(line, px, face, pygame.Rect(r), self.surface is surface))
        return r

    monkeypatch.setattr(Canvas, "text", recording_text)
    surface = pygame.Surface((1280, 720))
    app = App(Settings(animation_speed="off"), (1280, 720), persistent=False)
    if session is None:
        gallery.build(app, scene, positions[gallery.GAME_OF[scene]])
    else:
        app.start_game(session)
    app.render(surface)
    lines[:] = [line for line in lines if not line.on_screen]  # the window: its second frame
    app.render(surface)
    return app, lines


def _inside(app: App, lines: list[Line], prefix: str) -> dict[str, list[Line]]:
    """The lines drawn on the window in each hit region whose key starts with ``prefix``: their
    centre in it, and not wider (a tooltip over it is not)."""
    hits = [h for h in app.stack.top.ui.hits if h.key.startswith(prefix)]
    assert hits, f"no {prefix} region"
    regions = {h.key: pygame.Rect(app.layout.rect(h.rect)) for h in hits}
    return {
        key: [
            line
            for line in lines
            if line.on_screen
            and r.collidepoint(line.rect.center)
            and r.left <= line.rect.left <= line.rect.right <= r.right
        ]
        for key, r in regions.items()
    }


def _lining(face: str, px: int) -> tuple[int, int]:
    """The least and greatest height of the figures 0–9 in ``face`` at ``px`` (equal, give or
    take a pixel, in lining figures; old-style ones range from an x-height to a descender)."""
    heights = [m[3] - m[2] for m in font(face, px).metrics("0123456789") if m is not None]
    return min(heights), max(heights)


def _reads_at_a_glance(value: Line, labels: list[Line], where: str) -> None:
    """A value at least MIN_FIGURE_PX, in lining figures at least a MIN_TEXT_PX tall, larger
    than its labels."""
    assert value.px >= MIN_FIGURE_PX, f"{where}: {value.text!r} at {value.px} px"
    low, high = _lining(value.face, value.px)
    assert high - low <= 1, f"{where}: {value.text!r} in old-style figures ({value.face})"
    assert low >= MIN_TEXT_PX, f"{where}: {value.text!r}'s figures {low} px tall"
    bigger = [label.text for label in labels if label.px >= value.px]
    assert not bigger, f"{where}: labels as large as {value.text!r}: {bigger}"


@pytest.mark.parametrize("scene", GLANCE_SCENES)
def test_the_sheets_values_read_at_a_glance(scene, positions, monkeypatch) -> None:
    """Stamina, Sanity, money, Clues and Focus: each box's value over its label."""
    app, lines = glance(scene, positions, monkeypatch)
    boxes = _inside(app, lines, "stat:")
    assert len(boxes) == 5
    for key, drawn in boxes.items():
        label = key.removeprefix("stat:").title()
        labels = [line for line in drawn if line.text == label]
        values = [line for line in drawn if line.text != label]
        assert len(labels) == 1 and labels[0].px >= MIN_TEXT_PX and len(values) == 1, drawn
        _reads_at_a_glance(values[0], labels, f"{scene} {key}")


@pytest.mark.parametrize("scene", [*GLANCE_SCENES, "eight players"])
def test_the_teammates_strips_read_at_a_glance(scene, positions, monkeypatch) -> None:
    """Every figure on a strip is a value read at a glance; the name, the place and the marks
    are its labels (eight players: seven strips of one line each)."""
    busy = gallery.busy_session(players=8) if scene == "eight players" else None
    app, lines = (
        glance("board", positions, monkeypatch, busy)
        if busy
        else glance(scene, positions, monkeypatch)
    )
    strips = _inside(app, lines, "strip:")
    assert len(strips) == (7 if busy else len(strips))
    for key, drawn in strips.items():
        values = [line for line in drawn if any(ch.isdigit() for ch in line.text)]
        labels = [line for line in drawn if line not in values]
        assert values and labels, drawn
        for value in values:
            _reads_at_a_glance(value, labels, f"{scene} {key}")


@pytest.mark.parametrize("scene", GLANCE_SCENES)
def test_the_boards_small_print_is_at_least_12_px(scene, positions, monkeypatch) -> None:
    """The sliders' skills and stops, the Other Worlds' first and second areas, every street
    plate of the town in focus, and every number of the doom track, all drawn and ≥ 12 px."""
    app, lines = glance(scene, positions, monkeypatch)
    board = app.stack.top
    skills = [line for line in lines if line.on_screen and line.text in SKILLS]
    stops = [line for line in lines if line.on_screen and " | " in line.text]
    slots = [line for line in lines if line.text in ("first", "second")]
    cat, plan = board.table.cat, board.map.plan
    plates = {
        (
            cat.neighbourhoods[cat.areas[p.id].neighbourhood].name
            if p.kind == "street" and cat.areas[p.id].neighbourhood
            else cat.areas[p.id].name
        ).upper()
        for p in plan.places.values()
        if p.kind in ("street", "street-area")
    }
    streets = [  # a plate, or a line of one on two
        line for line in lines if any(f" {line.text} " in f" {plate} " for plate in plates)
    ]
    (track,) = _inside(app, lines, "track:doom").values()
    numbers = [line for line in track if line.text.isdigit()]
    assert len(skills) >= 6 and len(stops) >= 12, (skills, stops)
    assert len(slots) >= 2 * len(cat.worlds), slots
    assert {w for p in plates for w in p.split()} <= {w for s in streets for w in s.text.split()}
    maximum = next(t.maximum for t in views(board.session.shown_game) if t.id == "doom")
    assert [int(line.text) for line in numbers] == list(range(1, maximum + 1)), track
    for what, drawn in (
        ("slider", skills + stops),
        ("gate slot", slots),
        ("street plate", streets),
        ("doom", numbers),
    ):
        small = sorted({(line.px, line.text) for line in drawn if line.px < MIN_TEXT_PX})
        assert not small, f"{scene}: {what} below {MIN_TEXT_PX} px: {small[:6]}"


def test_eight_players_strips_leave_the_prompt_on_the_screen_at_150_percent() -> None:
    """Seven teammates' strips under the sheet, the side panel grown: the prompt's buttons
    stay inside the 1280×720 window."""
    surface = pygame.Surface((1280, 720))
    app = App(Settings(animation_speed="off", ui_scale=1.5), (1280, 720), persistent=False)
    app.start_game(gallery.busy_session(players=8))
    app.render(surface)
    app.render(surface)
    hits = [h for h in app.stack.top.ui.hits if h.key.startswith(("choice:", "btn:"))]
    assert hits
    screen = pygame.Rect(0, 0, 1280, 720)
    out = [h.key for h in hits if not screen.contains(app.layout.rect(h.rect))]
    assert not out, out
