"""The rules-help panel: the current phase and the keywords on screen, in plain words."""

from __future__ import annotations

import pygame

from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button


class HelpScene(Scene):
    name = "help"
    modal = True

    def __init__(self, app, session=None) -> None:
        super().__init__(app)
        self.session = session

    def close(self) -> None:
        self.app.pop(self)

    def sections(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        s = self.session
        if s is None:
            board = self.app._board()
            s = board.session if board is not None else None
        if s is not None:
            st = s.state
            out.append(("This phase", glossary.PHASES.get(st.phase, st.phase)))
            dec = s.pending()
            if dec is not None:
                out.append(("What to do now", _decision_help(dec.kind)))
            seen: list[str] = []
            fought = dec.context.monster if dec is not None and dec.context is not None else None
            for marker, where in st.monsters.items():
                if where in s.cat.areas or marker == fought:  # on the board, or in the fight
                    kind = s.cat.monster_kinds[s.cat.kind_of_marker[marker]]
                    seen += [a for a in kind.abilities if a not in seen]
            for kw in seen:
                if kw in glossary.KEYWORDS:
                    out.append((kw.replace("-", " ").title(), glossary.KEYWORDS[kw]))
        for term in (
            "Sliders",
            "Successes",
            "Clues",
            "Doom",
            "Terror",
            "Stable",
            "Unstable",
            "Delayed",
            "Explored",
            "Arrows",
        ):
            out.append((term, glossary.TERMS[term]))
        out.append(("Monster borders", " ".join(glossary.MOVEMENT.values())))
        return out

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((360, 70, 1200, 940), d.PARCH, d.GOLD_DARK, 12)
        c.text("Rules help", (960, 110), 40, "serif-b", d.INK, "center")
        # two columns, filled top to bottom; a section that does not fit is left out whole
        cols = ((400.0, 540.0), (980.0, 540.0))
        col, y, bottom = 0, 160.0, 930.0
        for title, body in self.sections():
            x, w = cols[col]
            h = 28 + c.para_height(body, w, 18, "serif") + 10
            if y + h > bottom:
                if col == len(cols) - 1:
                    break
                col, y = col + 1, 160.0
                x, w = cols[col]
            c.text(title, (x, y), 21, "serif-b", d.RED)
            y += 28
            y += c.para(body, (x, y, w, 200), 18, "serif", d.INK, max_lines=6) + 10
        c.line((960, 170), (960, 920), d.PARCH_EDGE, 1)
        button(
            c,
            self.ui,
            (810, 950, 300, 48),
            "Close",
            "btn:help-close",
            self.close,
            size=22,
            style="primary",
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
            return
        super().handle(event)


def _decision_help(kind: str) -> str:
    return {
        "move": "Click a highlighted place on the board to move there (hover to see the path, its "
        "cost and the monsters on the way), or 'End movement here'.",
        "sliders": "Click the stops on your skill sliders in the side panel; each stop moved costs "
        "one Focus. Click Done when they are set.",
        "roll": "The dice are rolled. Spend a Clue for another die, or accept the result.",
        "combat": "Choose to evade or fight; in a fight, take up weapons and spells (two hands "
        "at most), then Fight or Flee.",
        "cards": "Click the card you want.",
    }.get(kind, "Pick one of the choices in the panel.")
