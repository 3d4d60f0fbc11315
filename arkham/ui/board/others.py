"""The other investigators at a glance, one line each under the sheet: token, name, Stamina,
Sanity, money, Clues and place; the first player's star; the whole story in the tooltip. A
click on a line opens that investigator's whole sheet (the board scene opens
:mod:`arkham.ui.scenes.teammate`), a right-click their investigator card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.engine.state import Investigator
from arkham.ui import draw as d
from arkham.ui.board.geometry import PANEL_W, PANEL_X
from arkham.ui.board.tips import investigator_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

ROW = 26.0
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
        h = ROW * len(others) + 6
        c.rect((x, y, w, h), (40, 36, 32), 6)
        for i, inv in enumerate(others):
            ry = y + 4 + i * ROW
            sheet = cat.investigators[inv.id]
            seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
            c.investigator_token((x + 16, ry + 11), 10, seat, d.initials(sheet.name), inv.delayed)
            gone = inv.status != "playing"
            name = sheet.name + (" (devoured)" if inv.status == "devoured" else "")
            c.text(
                name,
                (x + 40, ry + 11),
                15,
                "serif-b",
                d.GREY if gone else d.TEXT_LIGHT,
                "midleft",
                max_w=142,
            )
            stats = f"♥{inv.stamina} ✦{inv.sanity} ${inv.money} ●{inv.clues}"
            c.text(stats, (x + 186, ry + 11), 13, "sans", (232, 210, 170), "midleft")
            c.text(
                cat.area_name(inv.area),
                (x + w - 8, ry + 11),
                13,
                "serif-i",
                (190, 180, 160),
                "midright",
                max_w=110,
            )
            if inv.id == first:
                c.star_badge((x + 29, ry + 4), 6.5, d.GOLD)
            self.table.frame.add(
                Hit(
                    (x, ry, w, 24),
                    f"strip:{inv.id}",
                    lambda inv_id=inv.id: self.open_sheet(inv_id),
                    lambda inv=inv: investigator_tip(session, inv) + OPENS,
                    card=f"investigator:{inv.id}",
                )
            )
        return y + h
