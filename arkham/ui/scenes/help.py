"""The rules-help panel: the current phase and the keywords on screen, in plain words, then a
page (or more) for each expansion in play with its own rules; tabs (or the arrow keys) turn the
pages."""

from __future__ import annotations

import pygame

from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button

TOP, BOTTOM = 160.0, 930.0
COL_W = 540.0


class HelpScene(Scene):
    name = "help"
    modal = True
    window_box = (360, 70, 1200, 940)

    def __init__(self, app, session=None) -> None:
        super().__init__(app)
        self.session = session
        self.page = 0
        self._pages: list[tuple[str, list[tuple[str, str]]]] = []

    def close(self) -> None:
        self.app.pop(self)

    def _session(self):
        if self.session is not None:
            return self.session
        board = self.app._board()
        return board.session if board is not None else None

    def books(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(tab name, sections) for this game's page and each expansion's rules in play."""
        out = [("This game", self.sections())]
        s = self._session()
        if s is not None:
            for module in s.game.rules.modules:
                page = s.cat.help_pages.get(module.name)
                if page is not None:
                    out.append((page.title, [(sec.title, sec.text) for sec in page.sections]))
        return out

    def turn(self, step: int) -> None:
        if self._pages:
            self.page = (self.page + step) % len(self._pages)
            self.app.dirty = True

    def sections(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        s = self._session()
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
        kinds = {m.movement for m in s.cat.monster_kinds.values()} if s is not None else set()
        borders = [t for k, t in glossary.MOVEMENT.items() if k in kinds or s is None]
        out.append(("Monster borders", " ".join(borders)))
        return out

    def paginate(self, c: Canvas) -> list[tuple[str, list[tuple[str, str]]]]:
        """The books cut into pages of two columns: this game's page keeps what fits (as it
        always has); an expansion's rules go on as many pages as they need."""
        pages: list[tuple[str, list[tuple[str, str]]]] = []
        for n, (name, sections) in enumerate(self.books()):
            part: list[tuple[str, str]] = []
            col, y = 0, TOP
            count = 1
            for title, body in sections:
                h = 28 + c.para_height(body, COL_W, 18, "serif") + 10
                if y + h > BOTTOM:
                    if col == 0:
                        col, y = 1, TOP
                    elif n == 0:
                        break  # this game's page: what does not fit is left out whole
                    else:
                        pages.append((name if count == 1 else f"{name} ({count})", part))
                        part, col, y, count = [], 0, TOP, count + 1
                part.append((title, body))
                y += h
            pages.append((name if count == 1 else f"{name} ({count})", part))
        return pages

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        c.panel((360, 70, 1200, 940), d.PARCH, d.GOLD_DARK, 12)
        self._pages = self.paginate(c)
        self.page = min(self.page, len(self._pages) - 1)
        if len(self._pages) > 1:
            c.text("Rules help", (400, 110), 40, "serif-b", d.INK, "midleft")
            self._tabs(c)
        else:
            c.text("Rules help", (960, 110), 40, "serif-b", d.INK, "center")
        # two columns, filled top to bottom
        cols = ((400.0, COL_W), (980.0, COL_W))
        col, y = 0, TOP
        for title, body in self._pages[self.page][1]:
            x, w = cols[col]
            h = 28 + c.para_height(body, w, 18, "serif") + 10
            if y + h > BOTTOM and col == 0:
                col, y = 1, TOP
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

    def _tabs(self, c: Canvas) -> None:
        """A tab per page along the top right; the page shown is selected."""
        right = 1520.0
        for i in range(len(self._pages) - 1, -1, -1):
            name = self._pages[i][0]
            w = min(260.0, c.text_w(name, 17, "serif") + 30)
            right -= w
            button(
                c,
                self.ui,
                (right, 88, w, 40),
                name,
                f"btn:help-page-{i}",
                lambda i=i: self._show(i),
                size=17,
                selected=i == self.page,
                tip="Left and right arrows turn the pages",
            )
            right -= 8

    def _show(self, page: int) -> None:
        self.page = page
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(1 if event.key == pygame.K_RIGHT else -1)
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
