"""The title scene: Continue (the autosaved game), New game, Load, Settings, Quit.

It is the first frame of the game, drawn before the saves module (pydantic, the engine) is
imported: while the start is unfinished and an autosave is there to read, Continue says it is
looking; :meth:`TitleScene.check_continue` reads it once the frame is up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arkham import __version__
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.widgets import button, grown
from arkham.userdirs import paths

if TYPE_CHECKING:
    from arkham.persistence import SaveSummary

NO_GAME = "No game in progress: start a new game."
LOOKING = "Looking for the game in progress…"


def continue_status() -> tuple[SaveSummary | None, str]:
    """What Continue would resume (None: nothing) and what to say about it: the reason when
    there is nothing, or a note when the autosave is damaged and its backup will be used, or
    when another version wrote it and its rules take it up otherwise (from its snapshot, or at
    an earlier turn). The file's summary is only a cache, enough to show a game in progress:
    whether the game is over is said by the replay (the load Continue would make, previewed
    once per file version)."""
    from arkham.persistence import SaveError, preview, read_save, whole_backup

    path = paths().autosave
    note = ""
    try:
        save = read_save(path)
        summary = save.summary
        if save.app_version != __version__:
            # Another version's rules may not replay it: say how Continue would take it up.
            summary, told = preview(path)
            note = told or ""
    except SaveError as exc:
        backup = whole_backup(path)
        if backup is None:
            if not path.exists():
                return None, NO_GAME
            return None, _unusable(exc)
        summary = backup[1]
        note = "The autosave is damaged: Continue resumes its backup."
    if summary.over:
        try:
            summary = preview(path)[0]
        except SaveError as exc:
            return None, _unusable(exc)
    if summary.over:
        return None, "The last game is over: start a new one or load a save."
    return summary, note


def _unusable(exc: Exception) -> str:
    reason = str(exc).removeprefix(f"{paths().autosave.name}: ")
    return f"The autosave cannot be used ({reason})."


def skyline(c: Canvas, base_y: float, colour: tuple[int, int, int]) -> None:
    """A drawn silhouette of gambrel roofs, steeples and chimneys."""
    pts = [(0.0, 1080.0), (0.0, base_y)]
    x = 0.0
    shapes = [
        (90, 60, "gambrel"),
        (60, 30, "flat"),
        (110, 95, "steeple"),
        (80, 50, "gambrel"),
        (140, 70, "flat"),
        (70, 120, "tower"),
        (120, 55, "gambrel"),
        (90, 40, "flat"),
        (60, 150, "steeple"),
        (130, 65, "gambrel"),
        (100, 45, "flat"),
        (90, 85, "gambrel"),
        (70, 35, "flat"),
        (120, 110, "tower"),
        (110, 60, "gambrel"),
        (100, 40, "flat"),
        (80, 75, "gambrel"),
        (120, 50, "flat"),
    ]
    shapes = shapes + shapes[::-1]
    for w, h, kind in shapes:
        if x >= 1920:
            break
        top = base_y - h
        if kind == "gambrel":
            pts += [
                (x, base_y - h * 0.55),
                (x + w * 0.2, top + h * 0.1),
                (x + w * 0.5, top),
                (x + w * 0.8, top + h * 0.1),
                (x + w, base_y - h * 0.55),
            ]
        elif kind == "steeple":
            pts += [
                (x + w * 0.3, base_y - h * 0.45),
                (x + w * 0.3, base_y - h * 0.7),
                (x + w * 0.5, top),
                (x + w * 0.7, base_y - h * 0.7),
                (x + w * 0.7, base_y - h * 0.45),
            ]
        elif kind == "tower":
            pts += [
                (x + w * 0.2, top + 20),
                (x + w * 0.2, top),
                (x + w * 0.8, top),
                (x + w * 0.8, top + 20),
            ]
        else:
            pts += [
                (x, top),
                (x + w * 0.7, top),
                (x + w * 0.7, top - 18),
                (x + w * 0.8, top - 18),
                (x + w * 0.8, top),
                (x + w, top),
            ]
        x += w
        pts.append((x, base_y))
    pts += [(1920.0, base_y), (1920.0, 1080.0)]
    c.polygon(pts, colour)


def night_backdrop(c: Canvas) -> None:
    for i in range(12):
        shade = (14 + i * 2, 16 + i * 2, 26 + i * 3)
        c.rect((0, i * 90, 1920, 92), shade)
    for i in range(60):
        x = (i * 733) % 1900 + 10
        y = (i * 397) % 520 + 10
        c.circle((x, y), 1.5 if i % 3 else 2.2, (200, 196, 180))
    c.circle((1480, 230), 110, (214, 206, 170))
    c.circle((1440, 210), 104, (18, 20, 32))
    skyline(c, 900, (10, 10, 14))
    for i in range(24):
        wx = (i * 977) % 1880 + 20
        wy = 874 + (i * 7) % 12
        c.rect((wx, wy, 7, 10), (196, 160, 70))
    c.rect((0, 900, 1920, 180), (10, 10, 14))


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.resume: SaveSummary | None = None
        self.resume_note = LOOKING
        self.copy_note_hidden = False
        """The player dismissed the note that another copy writes the autosave."""
        folder = paths().autosave.parent
        if app.start_rest is None:
            self.check_continue()
        elif not (folder.is_dir() and any(folder.glob(paths().autosave.name + "*"))):
            self.resume_note = NO_GAME  # nothing there to read

    def check_continue(self) -> None:
        """Read what Continue would resume."""
        self.resume, self.resume_note = continue_status()
        self.app.dirty = True

    def draw(self, c: Canvas) -> None:
        app = self.app
        night_backdrop(c)
        c.text("ARKHAM HORROR", (960, 190), 112, "serif-b", (30, 20, 10), "center")
        c.text("ARKHAM HORROR", (956, 184), 112, "serif-b", d.GOLD, "center")
        # a larger interface pushes the lines under the title down as far as its text needs
        sub = max(278, 192 + (c.line_h(112, "serif-b") + c.line_h(28, "serif-i")) / 2)
        c.text(
            "Second-edition rules · hot-seat for one to eight investigators",
            (960, sub),
            28,
            "serif-i",
            d.TEXT_LIGHT,
            "center",
        )
        rule = sub + 40
        c.line((700, rule), (1220, rule), d.GOLD_DARK, 2)
        c.elder_sign((960, rule), 14)
        x, w, h = 810, 300, 60
        y = rule + 62
        can_continue = self.resume is not None
        items = [
            (
                "Continue",
                "btn:continue",
                self.continue_game,
                can_continue,
                None if can_continue else self.resume_note,
                "primary" if can_continue else "normal",
            ),
            (
                "New game",
                "btn:new-game",
                app.show_setup,
                True,
                None,
                "normal" if can_continue else "primary",
            ),
            ("Load game", "btn:load", self.open_load, True, "Your saved games", "normal"),
            ("Settings", "btn:settings", self.open_settings, True, None, "normal"),
            ("Quit", "btn:quit", self.quit, True, None, "normal"),
        ]
        # the buttons grow with the interface size as far as the room under the rule allows
        menu = (x, y, w, len(items) * (h + 18) - 18)
        with grown(c, self.ui, menu, (0, rule + 20, 1920, 1010 - rule - 20)) as m:
            for label, key, action, enabled, tip, style in items:
                hit = button(m, self.ui, (x, y, w, h), label, key, action, enabled, tip, 26, style)
                if key == "btn:continue":
                    at = hit.rect
                y += h + 18
        self.draw_resume(c, at[0] + at[2] + 24, at[1], at[3])
        warning = self.warning()
        if warning:
            self.draw_warning(c, warning)
        c.text(
            "F11: full screen  ·  Esc: menu  ·  every decision can be made with the mouse",
            (960, 1040),
            18,
            "sans",
            d.GREY,
            "center",
        )
        c.text(f"version {__version__}", (1900, 1040), 18, "sans", d.GREY, "midright")

    def draw_resume(self, c: Canvas, x: float, y: float, h: float = 60) -> None:
        """Beside Continue (at ``x``, its top ``y``, its height ``h``): the game it resumes, or
        why there is none."""
        s = self.resume
        max_w = min(560, 1900 - x)
        if s is None and c.text_w(self.resume_note, 19, "serif-i") > max_w:
            c.para(
                self.resume_note,
                (x, y + h / 2 - c.line_h(19, "serif-i") / 2, max_w, h),
                19,
                "serif-i",
                (190, 184, 170),
            )
            return
        if s is None:
            c.text(self.resume_note, (x, y + h / 2), 19, "serif-i", (190, 184, 170), "midleft")
            return
        from arkham.ui.scenes.saves import where_it_stands, who_against_what

        # each line under the last as far as its text needs (a larger interface)
        c.text(who_against_what(s), (x, y + 4), 20, "serif-b", d.TEXT_LIGHT, max_w=max_w)
        y += 4 + max(28, c.line_h(20, "serif-b"))
        c.text(where_it_stands(s), (x, y), 15, "sans", (200, 190, 168), max_w=max_w)
        if self.resume_note:
            y += max(22, c.line_h(15, "sans"))
            c.para(self.resume_note, (x, y, max_w, 80), 15, "sans-b", (236, 170, 90))

    def draw_warning(self, c: Canvas, text: str) -> None:
        r = (360, 930, 1200, 70)
        c.panel(r, (70, 50, 20), (236, 170, 90), 8)
        c.para(
            text,
            (r[0] + 20, r[1] + 10, r[2] - 90, r[3] - 14),
            17,
            "sans",
            d.TEXT_LIGHT,
            max_lines=2,
        )
        button(
            c,
            self.ui,
            (r[0] + r[2] - 58, r[1] + 15, 40, 40),
            "×",
            "btn:dismiss-warning",
            self.dismiss_warning,
            tip="Hide this warning",
            size=22,
            style="dark",
        )

    def warning(self) -> str | None:
        """What the panel at the foot says: why the settings file was not used, else that
        another copy writes the autosave (both matter before a game is chosen)."""
        if self.app.settings_warning:
            return self.app.settings_warning
        return None if self.copy_note_hidden else self.app.autosave_off

    def dismiss_warning(self) -> None:
        if self.app.settings_warning:
            self.app.settings_warning = None
        else:
            self.copy_note_hidden = True
        self.app.dirty = True

    def continue_game(self) -> None:
        self.app.continue_game()

    def open_load(self) -> None:
        from arkham.ui.scenes.saves import LoadScene

        self.app.push(LoadScene(self.app))

    def open_settings(self) -> None:
        from arkham.ui.scenes.menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            if self.resume is not None:
                self.continue_game()
            else:
                self.app.show_setup()
            return
        super().handle(event)
