"""Saving and loading: the Save dialog (a name field), the Load screen (every slot with a preview,
bad files with their reason) and a plain message box."""

from __future__ import annotations

from pathlib import Path

import pygame

from arkham.catalog import load_catalog
from arkham.persistence import (
    SaveError,
    SaveSummary,
    list_slots,
    paths,
    preview,
    slot_path,
    whole_backup,
)
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import Hit, arrow_button, button, grown

# ---------------------------------------------------------------- what a summary says


def every_name():
    """The facts of the base game and every shipped expansion: a save may name any of their
    investigators and Ancient Ones."""
    from arkham.modules import modules_for, shipped_expansions

    return load_catalog(tuple(m.data for m in modules_for(shipped_expansions())[1:]))


def ancient_one_name(ao: str) -> str:
    cat = every_name()
    return cat.ancient_ones[ao].name if ao in cat.ancient_ones else ao


def who_against_what(s: SaveSummary) -> str:
    """'Amanda Sharpe and Joe Diamond against Cthulhu'."""
    cat = every_name()
    names = [cat.investigators[i].name if i in cat.investigators else i for i in s.investigators]
    people = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{people} against {ancient_one_name(s.ancient_one)}"


def where_it_stands(s: SaveSummary) -> str:
    """'Turn 4 · doom 3 of 12 · terror 2 · saved 2025-01-02 20:15'."""
    cat = every_name()
    ao = cat.ancient_ones.get(s.ancient_one)
    doom = f"doom {s.doom} of {ao.doom_track}" if ao else f"doom {s.doom}"
    turn = "game over" if s.over else f"turn {s.turn}" if s.turn else "before the first turn"
    return f"{turn.capitalize()} · {doom} · terror {s.terror} · saved {s.saved_at}"


def default_slot_name(session) -> str:
    st = session.state
    return f"Turn {st.turn} – {ancient_one_name(st.ancient_one)}"


# ---------------------------------------------------------------- a message box


def message_box(
    c: Canvas, text: str, w: float = 860
) -> tuple[tuple[float, float, float, float], float]:
    """A message box's rectangle and its text's height, measured at the box's own size: the
    box grows with the interface size as a whole (``widgets.grown``), its text with it."""
    plain = Canvas(c.surface, c.L.zoomed((0, 0, 1920, 1080), 1.0, (960, 540)))
    text_h = plain.para_height(text, w - 80, 19, "sans")
    h = 190 + text_h
    return (960 - w / 2, 540 - h / 2, w, h), text_h


class BoxScene(Scene):
    """A title and a few lines in a box over the screen, with buttons at its foot (a
    subclass draws them in :meth:`draw_buttons`); Escape closes it."""

    modal = True
    closing_keys: tuple[int, ...] = (pygame.K_ESCAPE,)

    def __init__(self, app, title: str, text: str) -> None:
        super().__init__(app)
        self.title = title
        self.text = text

    def close(self) -> None:
        self.app.pop(self)

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        (x, y, w, h), text_h = message_box(c, self.text)
        with grown(c, self.ui, (x, y, w, h)) as g:
            g.panel((x, y, w, h), d.PARCH, d.GOLD_DARK, 12)
            g.text(self.title, (960, y + 28), 32, "serif-b", d.INK, "midtop", max_w=w - 60)
            g.para(self.text, (x + 40, y + 84, w - 80, text_h + 10), 19, "sans", d.INK)
            self.draw_buttons(g, y + h - 76)

    def draw_buttons(self, c: Canvas, by: float) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.closing_keys:
            self.close()
            return
        super().handle(event)


class ConfirmScene(BoxScene):
    """A question with a button that does it and one that does not (Escape: not)."""

    name = "confirm"

    def __init__(self, app, title: str, text: str, yes: str, action) -> None:
        super().__init__(app, title, text)
        self.yes = yes
        self.action = action

    def accept(self) -> None:
        self.app.pop(self)
        self.action()

    def draw_buttons(self, c: Canvas, by: float) -> None:
        button(
            c, self.ui, (960 - 250, by, 240, 52), self.yes, "btn:confirm-yes", self.accept, size=21
        )
        button(
            c,
            self.ui,
            (960 + 10, by, 240, 52),
            "Keep it",
            "btn:confirm-no",
            self.close,
            size=22,
            style="primary",
        )


class MessageScene(BoxScene):
    """A title, a few lines and OK (plus 'Open folder' when a folder goes with it)."""

    name = "message"
    closing_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def __init__(self, app, title: str, text: str, folder: Path | None = None) -> None:
        super().__init__(app, title, text)
        self.folder = folder

    def draw_buttons(self, c: Canvas, by: float) -> None:
        if self.folder is not None:
            folder = self.folder
            button(
                c,
                self.ui,
                (960 - 250, by, 240, 52),
                "Open folder",
                "btn:message-open-folder",
                lambda: self.app.open_folder(folder),
                size=21,
            )
            ok_x = 960 + 10
        else:
            ok_x = 960 - 120
        button(
            c,
            self.ui,
            (ok_x, by, 240, 52),
            "OK",
            "btn:message-ok",
            self.close,
            size=22,
            style="primary",
        )


# ---------------------------------------------------------------- the Save dialog


class SaveScene(Scene):
    """Name the save (default 'Turn N – <Ancient One>') and write it to a slot."""

    name = "save"
    modal = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.value = default_slot_name(session)
        self.fresh = True
        """The default name is shown selected: the first key typed replaces it."""
        self.error: str | None = None
        self.summary = session.save().summary
        pygame.key.start_text_input()

    def close(self) -> None:
        pygame.key.stop_text_input()
        self.app.pop(self)

    @property
    def path(self) -> Path:
        return slot_path(self.value, paths().saves)

    def save(self) -> None:
        path = self.path
        try:
            from arkham.persistence import write_save

            moved = write_save(path, self.session.save())
        except OSError as exc:
            self.error = f"Not saved: {exc.strerror or exc}"
            self.app.dirty = True
            return
        self.close()
        if moved:
            self.app.message(f"Saved as “{path.stem}”", "\n\n".join(moved), path.parent)
        else:
            self.app.toast(f"Saved as “{path.stem}”")

    def type(self, text: str) -> None:
        self.value = text if self.fresh else (self.value + text)
        self.value = self.value[:60]
        self.fresh = False
        self.error = None
        self.app.dirty = True

    def backspace(self) -> None:
        self.value = "" if self.fresh else self.value[:-1]
        self.fresh = False
        self.error = None
        self.app.dirty = True

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 170)
        x, y, w, h = 510, 300, 900, 430
        c.panel((x, y, w, h), d.PARCH, d.GOLD_DARK, 12)
        c.text("Save the game", (960, y + 26), 36, "serif-b", d.INK, "midtop")
        c.text(
            who_against_what(self.summary),
            (960, y + 80),
            19,
            "serif-i",
            d.INK_SOFT,
            "midtop",
            max_w=w - 60,
        )
        c.text("Name", (x + 50, y + 130), 20, "serif-b", d.INK)
        r = (x + 50, y + 160, w - 100, 60)
        c.rect(r, (250, 245, 232), 6)
        c.rect(r, d.GOLD_DARK, 6, 2)
        tx = r[0] + 14
        if self.fresh and self.value:
            tw = c.text_w(self.value, 24, "serif")
            c.rect((tx - 3, r[1] + 12, min(tw + 6, r[2] - 60), r[3] - 24), (190, 210, 240), 3)
        shown = self.value + ("" if self.fresh else "|")
        c.text(shown, (tx, r[1] + r[3] / 2), 24, "serif", d.INK, "midleft", max_w=r[2] - 70)
        self.ui.add(Hit(r, "field:save-name", None, "Type a name; Enter saves"))
        button(
            c,
            self.ui,
            (r[0] + r[2] - 50, r[1] + 12, 38, 36),
            "×",
            "btn:save-clear",
            self.clear,
            tip="Clear the name",
            size=22,
        )
        path = self.path
        note_y = y + 236
        c.text(f"File: {path}", (x + 50, note_y), 14, "sans", d.INK_SOFT, max_w=w - 100)
        if self.error:
            c.text(self.error, (x + 50, note_y + 28), 17, "sans-b", d.RED, max_w=w - 100)
        elif path.exists():
            c.para(
                "A save with this name exists: saving replaces it (the old one is kept as a "
                "backup beside it).",
                (x + 50, note_y + 28, w - 100, 60),
                17,
                "sans",
                (150, 80, 20),
            )
        else:
            c.text(
                "Saves go to the saves folder; Load game lists them.",
                (x + 50, note_y + 28),
                17,
                "sans",
                d.INK_SOFT,
            )
        by = y + h - 90
        exists = path.exists()
        button(
            c,
            self.ui,
            (960 - 260, by, 250, 58),
            "Replace" if exists else "Save",
            "btn:save-confirm",
            self.save,
            bool(self.value.strip()),
            "Type a name first" if not self.value.strip() else None,
            24,
            "primary",
        )
        button(
            c, self.ui, (960 + 10, by, 250, 58), "Cancel", "btn:save-cancel", self.close, size=24
        )

    def clear(self) -> None:
        self.value = ""
        self.fresh = False
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.value.strip():
                    self.save()
            elif event.key == pygame.K_BACKSPACE:
                self.backspace()
            return
        super().handle(event)


# ---------------------------------------------------------------- the Load screen


class Slot:
    """One file of the saves folder as the Load screen shows it."""

    def __init__(self, path: Path, summary: SaveSummary | str) -> None:
        self.path = path
        self.summary: SaveSummary | None = None
        self.problem: str | None = None
        """Why the file itself cannot be used (one line)."""
        self.backup: tuple[Path, SaveSummary] | None = None
        """The whole backup loading would use instead of a damaged file."""
        self.note: str | None = None
        """How a file that reads would load, when not plainly (a damaged file gives way to its
        backup, or resumes early); its summary is then the game loading gives."""
        if isinstance(summary, str):
            self.problem = summary
            self.backup = whole_backup(path)
            return
        try:
            self.summary, self.note = preview(path)
        except SaveError as exc:
            self.problem = str(exc)
            self.backup = whole_backup(path)

    @property
    def loadable(self) -> bool:
        return self.problem is None or self.backup is not None


class LoadScene(Scene):
    """Every save slot, newest first, with who plays against what, the turn, doom, terror and
    the date; bad files are listed with their reason and cannot be loaded."""

    name = "load"
    modal = True
    ROWS = 6
    ROW_H = 104

    def __init__(self, app, in_game: bool = False) -> None:
        super().__init__(app)
        self.in_game = in_game
        self.scroll = 0
        self.refresh()

    def refresh(self) -> None:
        self.folder = paths().saves
        self.slots = [Slot(p, s) for p, s in list_slots(self.folder)]
        self.scroll = min(self.scroll, max(0, len(self.slots) - self.ROWS))
        self.app.dirty = True

    def close(self) -> None:
        self.app.pop(self)

    def load(self, slot: Slot) -> None:
        problem = self.app.load_game(slot.path)
        if problem is not None:  # it read well but could not be replayed: say so in its row
            slot.problem, slot.backup, slot.summary = problem, None, None
            self.app.dirty = True

    def draw(self, c: Canvas) -> None:
        c.shade((0, 0, 1920, 1080), 185)
        x, y, w, h = 310, 70, 1300, 940
        c.panel((x, y, w, h), d.PARCH, d.GOLD_DARK, 12)
        c.text("Load a saved game", (x + 40, y + 26), 38, "serif-b", d.INK)
        # under the button's bottom edge: the whole width (a long folder, a larger interface)
        from_y = y + max(80, 26 + c.line_h(38, "serif-b"))
        c.text(f"From {self.folder}", (x + 42, from_y), 15, "sans", d.INK_SOFT, max_w=w - 84)
        button(
            c,
            self.ui,
            (x + w - 300, y + 30, 260, 50),
            "Open saves folder",
            "btn:open-saves",
            lambda: self.app.open_folder(self.folder),
            size=20,
            tip="Show the saves in your file manager (to copy, back up or delete them)",
        )
        top = max(y + 116, from_y + c.line_h(15, "sans") + 8)
        if not self.slots:
            c.para(
                "No saved games yet. During a game, open the menu (Esc) and choose Save game; "
                "your saves are listed here. The game in progress is also kept by itself: "
                "Continue on the title screen resumes it.",
                (x + 60, top + 40, w - 120, 200),
                22,
                "serif",
                d.INK,
            )
        row_h = self.row_height(c)
        shown = self.slots[self.scroll : self.scroll + self.ROWS]
        for i, slot in enumerate(shown):
            self.draw_slot(c, slot, (x + 30, top + i * (row_h + 10), w - 100, row_h))
        if len(self.slots) > self.ROWS:
            arrow_button(
                c,
                self.ui,
                (x + w - 56, top, 36, 36),
                "▲",
                "btn:load-up",
                lambda: self._scroll(-1),
                "Newer saves (or the mouse wheel)",
            )
            arrow_button(
                c,
                self.ui,
                (x + w - 56, top + self.ROWS * (row_h + 10) - 46, 36, 36),
                "▼",
                "btn:load-down",
                lambda: self._scroll(1),
                "Older saves",
            )
            count = f"{self.scroll + 1}–{self.scroll + len(shown)} of {len(self.slots)}"
            # in the arrows' column (60 wide): on two lines when larger text needs it
            parts = [count] if c.text_w(count, 14, "sans") <= 60 else count.split(" ", 1)
            line_h = c.line_h(14, "sans")
            for i, part in enumerate(parts):
                cy = top + 300 + (i - (len(parts) - 1) / 2) * line_h
                c.text(part, (x + w - 38, cy), 14, "sans", d.INK_SOFT, "center")
        by = y + h - 84
        if self.in_game:
            c.text(
                "Loading replaces the game in progress: save it first to keep it.",
                (x + 40, by + 28),
                17,
                "sans",
                (150, 80, 20),
                "midleft",
                max_w=w - 400,
            )
        button(c, self.ui, (x + w - 300, by, 260, 56), "Back", "btn:load-back", self.close, size=22)

    def line_tops(self, c: Canvas) -> tuple[float, float, float]:
        """Where a slot's three lines start in its row: each below the last as far as its text
        needs (a larger interface)."""
        second = max(44, 10 + c.line_h(24, "serif-b"))
        return 10, second, max(72, second + max(c.line_h(19, "serif"), c.line_h(17, "sans-b")))

    def row_height(self, c: Canvas) -> float:
        """A slot's row: :data:`ROW_H`, or taller when its lines need it (the six rows still
        fit the window at 150 %)."""
        return max(self.ROW_H, self.line_tops(c)[2] + c.line_h(16, "sans") + 4)

    def draw_slot(self, c: Canvas, slot: Slot, r) -> None:
        x, y, w, h = r
        first, second, third = self.line_tops(c)
        bad = slot.problem is not None
        fill = (236, 224, 196) if not bad else (232, 206, 190) if slot.backup else (222, 196, 188)
        hover = self.ui.is_hover(f"slot:{slot.path.name}")
        if hover and slot.loadable:
            fill = (246, 236, 208)
        c.rect(r, fill, 8)
        c.rect(r, d.PARCH_EDGE if not bad else (170, 90, 70), 8, 1.5)
        tip = str(slot.path) if slot.note is None else f"{slot.path}\n{slot.note}"
        self.ui.add(Hit(r, f"slot:{slot.path.name}", None, tip))
        c.text(slot.path.stem, (x + 20, y + first), 24, "serif-b", d.INK, max_w=w - 240)
        bx, bw = x + w - 190, 170
        if slot.summary is not None:
            s = slot.summary
            c.text(who_against_what(s), (x + 20, y + second), 19, "serif", d.INK, max_w=w - 240)
            if slot.note is None:
                stands, colour = where_it_stands(s), d.INK_SOFT
            else:
                stands, colour = (
                    f"Damaged or out of date; loads as: {where_it_stands(s)}",
                    (150, 80, 20),
                )
            c.text(stands, (x + 20, y + third), 16, "sans", colour, max_w=w - 240)
        else:
            reason = (slot.problem or "").removeprefix(f"{slot.path.name}: ")
            c.text(
                f"Cannot be loaded: {reason}",
                (x + 20, y + second),
                17,
                "sans-b",
                d.RED,
                max_w=w - 240,
            )
            if slot.backup is not None:
                bpath, bs = slot.backup
                c.text(
                    f"Its backup {bpath.suffix[1:]} is whole and loads instead: {where_it_stands(bs)}",
                    (x + 20, y + third),
                    16,
                    "sans",
                    (150, 80, 20),
                    max_w=w - 240,
                )
            else:
                c.text(
                    "This file is left as it is; no whole backup of it was found.",
                    (x + 20, y + third),
                    16,
                    "sans",
                    d.INK_SOFT,
                    max_w=w - 240,
                )
        if slot.loadable:
            label = "Load" if slot.problem is None else "Load backup"
            button(
                c,
                self.ui,
                (bx, y + h / 2 - 27, bw, 54),
                label,
                f"btn:load:{slot.path.name}",
                lambda s=slot: self.load(s),
                size=22,
                style="primary",
            )
        else:
            button(
                c,
                self.ui,
                (bx, y + h / 2 - 27, bw, 54),
                "Cannot load",
                f"btn:load:{slot.path.name}",
                None,
                False,
                slot.problem,
                18,
            )

    def _scroll(self, n: int) -> None:
        self.scroll = max(0, min(len(self.slots) - self.ROWS, self.scroll + n))
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-int(event.y))
            return
        super().handle(event)
