"""One button per engine :class:`~arkham.engine.decisions.Choice`, shared by the prompt in the
side panel and the overlays: its label, its reason as a tooltip when it is disabled (or the
card's text when it names a card), and a click that submits its id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.decisions import Choice
from arkham.engine.state import card_of
from arkham.ui.board.tips import card_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit, RectT, button

if TYPE_CHECKING:
    from arkham.ui.board.table import Table


def choice_button(
    c: Canvas, table: Table, r: RectT, ch: Choice, size: float = 17, style: str = "normal"
) -> Hit:
    tip = ch.disabled and f"Not now: {ch.disabled}"
    if tip is None and ch.target and ch.target.startswith("card:"):
        tip = card_tip(table.cat, card_of(ch.target.removeprefix("card:")))
    hit = button(
        c,
        table.frame,
        r,
        ch.label,
        f"choice:{ch.id}",
        lambda cid=ch.id: table.submit(cid),
        ch.disabled is None,
        tip,
        size,
        style,
    )
    if ch.target and ch.target.startswith("card:"):
        hit.card = f"card:{card_of(ch.target.removeprefix('card:'))}"
    return hit
