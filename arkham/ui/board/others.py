"""The other investigators at a glance, one strip each under the sheet: token, name over place
(the name alone when there are many: the place is in the tooltip), and Stamina, Sanity, money
and Clues in figures as large as the sheet's; the first player's star; the whole story in the tooltip. A click on a strip opens that investigator's whole
sheet (the board scene opens :mod:`arkham.ui.scenes.teammate`), a right-click their
investigator card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.engine.state import Investigator
from arkham.ui import draw as d
from arkham.ui.board.geometry import PANEL_W, PANEL_X
from arkham.ui.board.tips import investigator_tip
from arkham.ui.draw import Canvas
from arkham.ui.layout import FIGURE_SIZE
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

ROW = 40.0
"""A strip: its name over its place at the left, its values at the right."""
CROWDED_ROW = 30.0
"""A strip of many: its name alone, as high as its values."""
STACKED_MAX = 4
"""Up to this many strips show the place under the name."""
MARK = 13.0
"""The size of a value's mark (♥ Stamina, ✦ Sanity, $ money, ● Clues): its label."""
MARKS = (("♥", (226, 104, 92)), ("✦", (132, 168, 226)), ("$", d.GOLD), ("●", (222, 182, 84)))
VALUE = (240, 226, 196)
GAP = 10.0
"""Between a value and the next mark."""
OPENS = "\nClick for the whole sheet."


class Others:
    def __init__(self, table: Table, open_sheet: Callable[[str], None]) -> None:
        self.table = table
        self.open_sheet = open_sheet
        """Show an investigator's whole sheet, read-only, over the board."""

    def draw(self, c: Canvas, decider: Investigator | None, y: float) -> float:
        """Draw every investigator but ``decider`` from ``y`` down; returns where it ends."""
        session = self.table.session
        st = session.state
        cat = session.cat
        others = [i for i in st.investigators if decider is None or i.id != decider.id]
        if not others:
            return y
        x, w = PANEL_X, PANEL_W
        first = st.playing()[0].id if st.playing() else None
        stacked = len(others) <= STACKED_MAX
        row = ROW if stacked else CROWDED_ROW
        h = row * len(others) + 6
        c.rect((x, y, w, h), (40, 36, 32), 6)
        for i, inv in enumerate(others):
            ry = y + 4 + i * row
            sheet = cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            mid = ry + (row - 2) / 2
            c.investigator_token((x + 16, mid), 10, seat, d.initials(sheet.name), inv.delayed)
            values_x = self._values(c, inv, x + w - 8, mid)
            gone = inv.status != "playing"
            name = sheet.name + (" (devoured)" if inv.status == "devoured" else "")
            room = values_x - GAP - (x + 40)
            c.text(
                name,
                (x + 40, mid),
                15,
                "serif-b",
                d.GREY if gone else d.TEXT_LIGHT,
                "bottomleft" if stacked else "midleft",
                max_w=room,
            )
            if stacked:
                place = cat.area_name(inv.area)
                c.text(place, (x + 40, mid), 13, "serif-i", (190, 180, 160), max_w=room)
            if inv.id == first:
                c.star_badge((x + 29, mid - 7), 6.5, d.GOLD)
            self.table.frame.add(
                Hit(
                    (x, ry, w, row - 2),
                    f"strip:{inv.id}",
                    lambda inv_id=inv.id: self.open_sheet(inv_id),
                    lambda inv=inv: investigator_tip(session, inv) + OPENS,
                    card=f"investigator:{inv.id}",
                )
            )
        return y + h

    def _values(self, c: Canvas, inv: Investigator, right: float, mid: float) -> float:
        """Stamina, Sanity, money and Clues, each its mark then its value, ending at ``right``
        on the line ``mid``; returns where they begin."""
        values = (inv.stamina, inv.sanity, inv.money, inv.clues)
        widths = [
            (c.text_w(mark, MARK, "sans"), c.text_w(str(v), FIGURE_SIZE, d.FIGURES))
            for (mark, _), v in zip(MARKS, values, strict=True)
        ]
        left = right - sum(m + v + 2 for m, v in widths) - GAP * (len(values) - 1)
        vx = left
        for (mark, colour), value, (mark_w, value_w) in zip(MARKS, values, widths, strict=True):
            c.text(mark, (vx, mid), MARK, "sans", colour, "midleft")
            vx += mark_w + 2
            c.text(str(value), (vx, mid), FIGURE_SIZE, d.FIGURES, VALUE, "midleft")
            vx += value_w + GAP
        return left
