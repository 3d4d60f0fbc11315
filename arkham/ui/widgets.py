"""Immediate-mode widgets: while a scene draws, it registers hit regions (buttons, hotspots)
with a :class:`Frame`; clicks and hovers are matched against the regions of the last frame.

Every region has a stable ``key`` (``choice:move:woods``, ``area:woods``, ``btn:new-game``), so
tests and the smoke test can find what to click without knowing the layout.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.layout import Layout

RectT = tuple[float, float, float, float]


@dataclass
class Hit:
    rect: RectT
    key: str
    action: Callable[[], None] | None = None
    tip: str | Callable[[], str] | None = None
    """The tooltip, or a function that writes it (called only when it is shown: the board has
    dozens of hotspots whose tips take work)."""
    enabled: bool = True
    circle: bool = False
    card: str | None = None
    """The card this region shows, as a card-view reference (``card:<id>``,
    ``investigator:<id>``…, see :mod:`arkham.ui.scenes.card_view`): a right-click on it
    opens that card full size."""

    def tip_text(self) -> str | None:
        return self.tip() if callable(self.tip) else self.tip

    def contains(self, p: tuple[float, float]) -> bool:
        x, y, w, h = self.rect
        if self.circle:
            cx, cy, r = x + w / 2, y + h / 2, w / 2
            return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= r * r
        return x <= p[0] < x + w and y <= p[1] < y + h

    @property
    def centre(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return x + w / 2, y + h / 2


class Frame:
    """The hit regions of one scene's last drawn frame, the hover and the pressed region.

    Tooltips (issue 17 §10): an open window registered with :meth:`window` takes the hover from
    whatever lies under it, and a tip of something outside it is placed so it never covers it;
    a frame :meth:`hush`-ed (its scene came back on top, e.g. after a hand-over) shows no tip
    until the mouse moves.
    """

    def __init__(self) -> None:
        self.hits: list[Hit] = []
        self._building: list[Hit] = []
        self.hover: str | None = None
        self.pressed: str | None = None
        self.mouse: tuple[float, float] = (-1, -1)
        self.tip_size = 15
        self.tip_rect: RectT | None = None
        """Where the last tooltip was drawn (None: none)."""
        self.windows: list[RectT] = []
        self._building_windows: list[RectT] = []
        self.hushed_at: tuple[float, float] | None = None
        """Where the mouse rested when tips were hushed (None: tips are shown)."""
        self.zoom: Zoom | None = None
        """While a part is drawn zoomed (:func:`zoomed`, :func:`grown`): the regions added
        meanwhile are mapped back to the frame's reference units."""

    def begin(self) -> None:
        self._building = []
        self._building_windows = []

    def window(self, rect: RectT, key: str = "window") -> Hit:
        """An open window drawn from here on: what lies under it gets no hover (the window's
        own regions, added after it, still do) and tips from outside it keep off it."""
        self._building_windows.append(rect)
        return self.add(Hit(rect, key))

    def hush(self) -> None:
        """No tooltip until the mouse moves (a resting mouse must not raise one)."""
        self.hushed_at = self.mouse

    def add(self, hit: Hit) -> Hit:
        if self.zoom is not None:
            x, y, w, h = hit.rect
            z = self.zoom[1]
            hit.rect = (*zoom_point(self.zoom, (x, y)), w * z, h * z)
        self._building.append(hit)
        return hit

    def mark(self) -> int:
        """Where the frame being built stands now (for :meth:`since`)."""
        return len(self._building)

    def since(self, mark: int) -> list[Hit]:
        """The regions added to the frame being built after ``mark``: a part drawn from a
        cached picture adds them again as they were."""
        return self._building[mark:]

    def end(self, c: Canvas, tips: bool = True) -> None:
        """Close the frame: its regions become the ones clicks and hovers are matched against;
        draw the hovered region's tooltip (with ``tips``: the scene is the top one)."""
        self.hits = self._building
        self.windows = self._building_windows
        self.hover = self._hover_key()
        self.tip_rect = None
        if not tips or self.hushed_at is not None:
            return
        hit = self.find(self.hover) if self.hover else None
        text = hit.tip_text() if hit is not None else None
        if text:
            assert hit is not None
            avoid = [w for w in self.windows if not _inside(hit.centre, w)]
            if hit.key.startswith("btn:") and hit.rect[3] <= 120:
                avoid.append(hit.rect)  # a button's label stays readable
            self.tip_rect = tooltip(c, self.mouse, text, self.tip_size, avoid)

    def at(self, p: tuple[float, float]) -> Hit | None:
        for hit in reversed(self.hits):
            if hit.contains(p):
                return hit
        return None

    def find(self, key: str | None) -> Hit | None:
        for hit in reversed(self.hits):
            if hit.key == key:
                return hit
        return None

    def hit_keys(self) -> list[str]:
        return [h.key for h in self.hits]

    def _hover_key(self) -> str | None:
        hit = self.at(self.mouse)
        return hit.key if hit else None

    def is_hover(self, key: str) -> bool:
        return self.hover == key

    def handle(self, event: pygame.event.Event, L: Layout) -> bool:
        """Hover and click handling; True when the frame needs redrawing or acted."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = L.to_ref(event.pos)
            if self.hushed_at is not None and self.mouse != self.hushed_at:
                self.hushed_at = None
            new = self._hover_key()
            hit = self.find(new) if new else None
            changed = new != self.hover or (hit is not None and hit.tip is not None)
            self.hover = new
            return changed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = L.to_ref(event.pos)
            hit = self.at(self.mouse)
            # The second click of a double click never acts: it would answer the next decision.
            double = getattr(event, "clicks", 1) > 1
            self.pressed = hit.key if hit and not double else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = L.to_ref(event.pos)
            hit = self.at(self.mouse)
            pressed, self.pressed = self.pressed, None
            if hit is not None and hit.key == pressed and hit.enabled and hit.action:
                # The regions are stale once something acted: a second click queued in the
                # same frame must not answer the next decision with the last one's button.
                self.hits = []
                hit.action()
                return True
        if event.type == pygame.WINDOWLEAVE:
            self.mouse = (-1, -1)
            changed = self.hover is not None
            self.hover = None
            return changed
        return False


SCREEN: RectT = (0.0, 0.0, 1920.0, 1080.0)


Zoom = tuple[RectT, float, tuple[float, float]]
"""A part drawn larger or smaller than laid out: its box (reference units as laid out), the
factor, and where the box's centre lands (reference units of the frame)."""


def zoom_point(zoom: Zoom | None, p: tuple[float, float]) -> tuple[float, float]:
    """Where ``p`` (as laid out) lands under ``zoom``."""
    if zoom is None:
        return p
    box, z, at = zoom
    return at[0] + (p[0] - box[0] - box[2] / 2) * z, at[1] + (p[1] - box[1] - box[3] / 2) * z


def unzoom_point(zoom: Zoom | None, p: tuple[float, float]) -> tuple[float, float]:
    """The point as laid out that lands on ``p`` under ``zoom``."""
    if zoom is None:
        return p
    box, z, at = zoom
    return box[0] + box[2] / 2 + (p[0] - at[0]) / z, box[1] + box[3] / 2 + (p[1] - at[1]) / z


@contextmanager
def zoomed(c: Canvas, ui: Frame, zoom: Zoom | None) -> Iterator[Canvas]:
    """A canvas that draws as ``zoom`` says, the regions added meanwhile landing where they
    are drawn (None: the canvas as it is)."""
    if zoom is None or ui.zoom is not None:
        yield c
        return
    ui.zoom = zoom
    try:
        yield Canvas(c.surface, c.L.zoomed(*zoom))
    finally:
        ui.zoom = None


@contextmanager
def grown(
    c: Canvas, ui: Frame, box: RectT, within: RectT = SCREEN, margin: float = 8
) -> Iterator[Canvas]:
    """A canvas on which the window ``box`` is drawn grown with the interface size (issue 17
    §10: the setting scales the layout, not only the text), as far as it fits ``within`` and
    kept inside it; its regions land where it is drawn. Text grows with the boxes, so nothing
    that fits at 100 % overflows. At 100 % (or below) it is the canvas as it is."""
    k = c.L.ui_scale
    fit = min((within[2] - 2 * margin) / box[2], (within[3] - 2 * margin) / box[3])
    z = min(k, max(1.0, fit))
    if z <= 1.0:
        with zoomed(c, ui, None) as same:
            yield same
        return
    half_w, half_h = box[2] * z / 2, box[3] * z / 2
    at = (
        min(
            max(box[0] + box[2] / 2, within[0] + margin + half_w),
            within[0] + within[2] - margin - half_w,
        ),
        min(
            max(box[1] + box[3] / 2, within[1] + margin + half_h),
            within[1] + within[3] - margin - half_h,
        ),
    )
    with zoomed(c, ui, (box, z, at)) as window:
        yield window


def tooltip(
    c: Canvas,
    mouse: tuple[float, float],
    text: str,
    size: float = 15,
    avoid: RectT | list[RectT] | None = None,
) -> RectT:
    """Draw the tip by the mouse; returns its rect. It keeps off everything in ``avoid`` (the
    open windows it does not belong to; the button it explains, so its label stays readable —
    issue 17 §10 and §12): the first place by the mouse (below right, then left, above, then
    pushed aside) that covers none of them, else the one that covers least."""
    width = min(460.0, c.text_w(max(text.split("\n"), key=len), size, "sans") + 24)
    height = c.para_height(text, width - 20, size, "sans") + 14
    keep_off = [avoid] if isinstance(avoid, tuple) else list(avoid or [])
    xs = [mouse[0] + 18, mouse[0] - width - 10]
    ys = [mouse[1] + 20, mouse[1] - height - 10]
    if xs[0] + width > 1912:
        xs.reverse()
    if ys[0] + height > 1072:
        ys.reverse()
    for r in keep_off:
        xs += [r[0] - width - 6, r[0] + r[2] + 6]
        ys += [r[1] + r[3] + 6, r[1] - height - 6]
    places = [
        (min(max(8.0, x), 1912 - width), min(max(8.0, y), 1072 - height)) for y in ys for x in xs
    ]

    def covered(p: tuple[float, float]) -> float:
        return sum(_area((p[0], p[1], width, height), r) for r in keep_off)

    x, y = min(places, key=covered)  # the first place that covers nothing, if there is one
    c.panel((x, y, width, height), (28, 26, 24), GOLD_EDGE, 6, shadow=True, edge_w=1.5)
    c.para(text, (x + 10, y + 7, width - 20, height), size, "sans", d.TEXT_LIGHT)
    return (x, y, width, height)


def _inside(p: tuple[float, float], r: RectT) -> bool:
    return r[0] <= p[0] < r[0] + r[2] and r[1] <= p[1] < r[1] + r[3]


def _area(a: RectT, b: RectT) -> float:
    """The area ``a`` and ``b`` share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def _overlap(a: RectT, b: RectT) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


GOLD_EDGE = (160, 132, 70)


def button(
    c: Canvas,
    ui: Frame,
    r: RectT,
    label: str,
    key: str,
    action: Callable[[], None] | None,
    enabled: bool = True,
    tip: str | None = None,
    size: float = 19,
    style: str = "normal",
    selected: bool = False,
) -> Hit:
    """A labelled button. Disabled buttons are greyed; their reason shows on hover."""
    hover = ui.is_hover(key) and enabled
    if style == "primary":
        fill, edge, ink = (122, 32, 26), d.GOLD, d.WHITE
        if hover:
            fill = (156, 46, 36)
    elif style == "dark":
        fill, edge, ink = (40, 38, 34), (120, 104, 72), d.TEXT_LIGHT
        if hover:
            fill = (64, 58, 48)
    else:
        fill, edge, ink = (226, 212, 178), d.PARCH_EDGE, d.INK
        if hover:
            fill = (244, 232, 196)
    if selected:
        fill, edge, ink = (70, 96, 60), d.GOLD, d.WHITE
    if not enabled:
        fill, edge, ink = (150, 146, 136), (120, 116, 108), (88, 86, 80)
    face = "serif-b" if style == "primary" else "serif"
    fit = fit_label(c, label, r[2], r[3], size, face)
    x, y, w, h = r = label_room(r, fit)
    c.rect((x + 2, y + 3, w, h), (0, 0, 0, 90), 6)
    c.rect(r, fill, 6)
    c.rect(r, edge, 6, 2 if hover or selected else 1.5)
    top = y + (h - fit.h) / 2
    for i, line in enumerate(fit.lines):
        c.text(line, (x + w / 2, top + (i + 0.5) * fit.line_h), fit.size, face, ink, "center")
    return ui.add(Hit(r, key, action, tip, enabled))


LABEL_PAD = 14.0
"""Room left and right of a button's label, together (reference units)."""
MIN_LABEL = 13.0
"""The smallest size a label shrinks to (reference units; the layout's own text floor may
hold it larger)."""
SHRINK = 0.85
"""How far a label shrinks on one line before it goes onto two."""


@dataclass(frozen=True)
class LabelFit:
    """How a button's label is laid out: its lines at one size, and the room they take."""

    size: float
    lines: tuple[str, ...]
    w: float
    """The widest line plus the padding: more than the button's width only for a word that
    fits nowhere (the button grows to hold it)."""
    h: float
    line_h: float


def fit_label(c: Canvas, label: str, w: float, h: float, size: float, face: str) -> LabelFit:
    """Fit ``label`` in a ``w``×``h`` button without cutting it (issue 17 §8): on one line at
    ``size``, or shrunk a little (to :data:`SHRINK` of it); else on two lines, shrunk toward
    :data:`MIN_LABEL` until they fit the height; else on one line at any size down to it;
    else at the smallest size on as many lines as it takes, the button growing to hold them.
    Every word of the label is always drawn."""
    room = max(1.0, w - LABEL_PAD)
    label = " ".join(label.split()) or " "
    floor = min(size, MIN_LABEL)

    def laid(s: float, lines: int) -> LabelFit:
        wrapped = (label,) if lines == 1 else d.wrap_lines(label, face, c.L.font_px(s), c.L.n(room))
        line_h = d.line_px(face, c.L.font_px(s)) / c.L.s
        widest = max(c.text_w(line, s, face) for line in wrapped)
        return LabelFit(s, tuple(wrapped), widest + LABEL_PAD, line_h * len(wrapped), line_h)

    def fits(fit: LabelFit) -> bool:
        return len(fit.lines) <= 2 and fit.w <= w and fit.h <= h - 4

    sizes = [size - i for i in range(int(size - floor) + 1)]
    tries = [(s, 1) for s in sizes if s >= size * SHRINK]
    tries += [(s, 2) for s in sizes] + [(s, 1) for s in sizes if s < size * SHRINK]
    for s, lines in tries:
        fit = laid(s, lines)
        if fits(fit):
            return fit
    return laid(floor, 2)


def label_room(r: RectT, fit: LabelFit) -> RectT:
    """``r`` grown about its centre to hold a label that does not fit it."""
    x, y, w, h = r
    gw, gh = max(w, fit.w), max(h, fit.h + 8)
    return (x - (gw - w) / 2, y - (gh - h) / 2, gw, gh)


def arrow_button(
    c: Canvas,
    ui: Frame,
    r: RectT,
    glyph: str,
    key: str,
    action: Callable[[], None],
    tip: str | None = None,
) -> Hit:
    hover = ui.is_hover(key)
    c.rect(r, (70, 60, 44) if hover else (48, 42, 34), 5)
    c.rect(r, d.GOLD_DARK, 5, 1.5)
    c.text(glyph, (r[0] + r[2] / 2, r[1] + r[3] / 2), r[3] * 0.55, "sans-b", d.GOLD, "center")
    return ui.add(Hit(r, key, action, tip))
