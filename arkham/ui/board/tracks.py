"""The tracks panel: the Ancient One, the doom and terror tracks, and the environment and rumor
in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import board as rules_board
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.board.tips import ancient_one_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit

if TYPE_CHECKING:
    from arkham.ui.scenes.board import BoardScene


class Tracks:
    def __init__(self, board: BoardScene) -> None:
        self.board = board

    def draw(self, c: Canvas) -> None:
        box = self.board.map.plan.tracks
        if box is None:
            return
        session = self.board.session
        st = session.state
        cat = session.cat
        ui = self.board.ui
        ao = cat.ancient_ones[st.ancient_one]
        x, y, w, _h = box
        c.rect(box, (30, 26, 26), 10)
        c.rect(box, (110, 80, 60), 10, 1.5)
        anims = session.anims
        current = anims[0] if anims else None
        c.text(ao.name, (x + 12, y + 8), 19, "serif-b", d.GOLD)
        gates = len(st.open_gates())
        limit = rules_board.TOO_MANY_GATES.get(st.player_count, 8)
        c.text(
            f"doom {st.doom}/{ao.doom_track} · gates {gates}/{limit} · seals {st.sealed_count()}/6",
            (x + w - 12, y + 10),
            15,
            "sans",
            d.TEXT_LIGHT,
            "topright",
        )
        step = min(30.0, (w - 24) / ao.doom_track)
        for i in range(ao.doom_track):
            cx, cy = x + 12 + step / 2 + i * step, y + 44
            filled = i < st.doom
            c.circle((cx, cy), step * 0.4, (150, 24, 24) if filled else (58, 44, 40))
            c.circle((cx, cy), step * 0.4, d.GOLD_DARK, 1.2)
            if (
                current is not None
                and current.kind == "doom"
                and i == int(current.data["value"]) - 1
            ):
                c.circle((cx, cy), step * 0.4 + 10 * (1 - current.progress), d.HILITE, 2)
        ui.add(Hit((x, y, w, 60), "track:doom", None, ancient_one_tip(ao, st.doom)))
        c.text("Terror", (x + 12, y + 66), 17, "serif-b", d.TEXT_LIGHT)
        for i in range(11):
            bx = x + 80 + i * 33
            filled = i <= st.terror
            col = (120, 40, 110) if filled and i > 0 else (58, 50, 56)
            if i == st.terror:
                col = (190, 60, 170)
            c.rect((bx, y + 64, 29, 22), col, 4)
            c.text(str(i), (bx + 14.5, y + 75), 12, "sans-b", d.TEXT_LIGHT, "center")
            if current is not None and current.kind == "terror" and i == int(current.data["value"]):
                c.rect((bx - 4, y + 60, 37, 30), d.HILITE, 6, 2)
        ui.add(
            Hit(
                (x, y + 60, w, 30),
                "track:terror",
                None,
                f"Terror level {st.terror}. " + glossary.TERMS["Terror"],
            )
        )
        self._cards_in_play(c, box)

    def _cards_in_play(self, c: Canvas, box) -> None:
        """The environment and the rumor, one line each."""
        st = self.board.session.state
        cat = self.board.session.cat
        x, y, w, _h = box
        label_w = c.text_w("Environment", 13, "sans-b") + 18
        for i, (label, card) in enumerate((("Environment", st.environment), ("Rumor", st.rumor))):
            r = (x + 10, y + 92 + i * 20, w - 20, 18)
            c.rect(r, (50, 44, 40) if card else (38, 34, 32), 4)
            c.rect(r, (130, 110, 80), 4, 1)
            title = cat.mythos[card].title if card else "none"
            if card and label == "Rumor":
                title += f" (track {st.rumor_track})"
            cy = r[1] + r[3] / 2
            c.text(label, (r[0] + 8, cy), 13, "sans-b", d.GOLD, "midleft")
            c.text(
                title,
                (r[0] + label_w, cy),
                16,
                "serif" if card else "serif-i",
                d.TEXT_LIGHT if card else d.GREY,
                "midleft",
                max_w=r[2] - label_w - 6,
            )
            tip = f"{label}: none in play."
            if card:
                m = cat.mythos[card]
                tip = f"{label}: {m.title}" + (f"\n{m.summary}" if m.summary else "")
                if label == "Rumor":
                    tip += f"\nRumor track: {st.rumor_track}"
            self.board.ui.add(Hit(r, f"card:{label.lower()}", None, tip))
