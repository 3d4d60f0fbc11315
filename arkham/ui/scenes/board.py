"""The board scene: the map, the tracks and the banner on the left, the side panel (the
deciding investigator's sheet, the others, the prompt, the last roll, the game log) on the
right, and the overlay that follows the engine's pending decision over the map.

The scene composes the components of :mod:`arkham.ui.board`, routes input to them (keys, the
wheel over the log, hovers and clicks through its frame) and owns what they share, handed to
each as a :class:`~arkham.ui.board.table.Table`: the session, its frame, answering a choice
(:meth:`BoardScene.submit`) and asking for a redraw. What one component needs of the scene
beyond that (undo, the menu and the rules help for the banner, a teammate's sheet for the
others) is passed to it by name.
"""

from __future__ import annotations

import pygame

from arkham.engine.decisions import Decision
from arkham.ui.board.ai_seats import AiSeats
from arkham.ui.board.banner import Banner
from arkham.ui.board.caption import Caption
from arkham.ui.board.geometry import MAP_BOX, PANEL_BOTTOM, PANEL_X
from arkham.ui.board.last_roll import LastRoll
from arkham.ui.board.log import GameLog
from arkham.ui.board.map import BoardMap
from arkham.ui.board.others import Others
from arkham.ui.board.plan import Point
from arkham.ui.board.prompt import Prompt
from arkham.ui.board.sheet import Sheet
from arkham.ui.board.table import Table
from arkham.ui.board.tracks import Tracks
from arkham.ui.draw import Canvas
from arkham.ui.scenes import overlays
from arkham.ui.scenes.base import Scene
from arkham.ui.session import GameSession
from arkham.ui.widgets import RectT, Zoom, grown, unzoom_point, zoom_point, zoomed

PANEL_FILL = (22, 20, 20)
PANEL_COLUMN = (PANEL_X - 8, 0.0, 500.0, 1080.0)
"""The side panel's column, as laid out."""
PANEL_ZOOM_MAX = 1.3
"""The most the side panel grows: beyond it the sheet, the others, the prompt and the last roll
leave the game log no room in the window's height."""
GAP = 6.0
"""Between the side panel's parts."""


class BoardScene(Scene):
    name = "board"

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.table = table = Table(session, self.ui, self.submit, self.redraw)
        self.map = BoardMap(table)
        self.path = self.map.path
        self.tracks = Tracks(table, self.map)
        self.banner = Banner(table, self.undo, self.open_help, self.open_menu)
        self.sheet = Sheet(table)
        self.others = Others(table, self.open_sheet)
        self.ai = AiSeats(
            table,
            lambda choice_id: self.submit(choice_id, by_ai=True),
            lambda: self.app.stack.top is self,
            self.key_for_choice,
        )
        self.prompt = Prompt(table, self.map, self.ai, hints=self.name == "board")
        self.last_roll = LastRoll(table)
        self.game_log = GameLog(table)
        self.caption = Caption(table, self.map)
        self.map.follow_decider()  # the deciding investigator's town in focus from the start
        self.panel_zoom: Zoom | None = None
        self.map_zoom: Zoom | None = None
        """How the last frame laid out the side panel and the map (:meth:`zooms`)."""

    @property
    def cat(self):
        return self.session.cat

    @property
    def state(self):
        return self.session.state

    # ------------------------------------------------------------ acting

    def submit(self, choice_id: str, by_ai: bool = False) -> None:
        """Answer the pending decision: a person's click, or (``by_ai``) an AI seat's pick.
        What is still to be shown of the last sequence is skipped first; Continue under a
        roll's result goes on instead."""
        if choice_id == overlays.RESULT_CONTINUE:
            self.session.dismiss_notice()
            self.play_sounds()
            self.app.dirty = True
            return
        dec = self.session.pending()
        if dec is None or choice_id not in {c.id for c in dec.enabled()}:
            return  # a click on a frame drawn before the decision changed
        if by_ai != self.ai.playing():
            return  # a person's click on an AI seat's decision: the AI answers it
        if not by_ai:
            self.ai.decided_by_person()
        self.session.skip_all()
        self.play_sounds()
        self.session.submit(choice_id)
        self.play_sounds()
        self._after_change()

    def redraw(self) -> None:
        """Draw the screen again at the next frame."""
        self.app.dirty = True

    def play_sounds(self) -> None:
        """Play the sounds of the sequence's steps that have started (issue 17 §2)."""
        for name in self.session.take_sounds():
            self.app.sound.play(name)

    def undo(self) -> None:
        """Take back the last decision, if it revealed nothing (else say why)."""
        reason = self.session.undo_blocker()
        if reason is not None:
            self.app.toast(reason)
            return
        owner = self.session.undo_asks()
        if owner is not None:
            from arkham.ui.scenes.saves import ConfirmScene

            self.app.push(
                ConfirmScene(
                    self.app,
                    f"Take back {owner}'s decision?",
                    f"The last decision was {owner}'s, not yours. Take it back only if "
                    f"{owner} agrees.",
                    "Take it back",
                    self.take_back,
                )
            )
            return
        self.take_back()

    def take_back(self) -> None:
        """Undo, already allowed (and agreed to, when it was another person's decision)."""
        s = self.session
        if s.undo_blocker() is not None:
            return
        s.undo()
        while self.ai.playing() and not self.ai.all_ai() and s.undo_blocker() is None:
            s.undo()  # back over the AI seats' decisions to the last person's, or the AI redoes them
        self._after_change()
        self.app.toast("The last decision was taken back")

    def _after_change(self) -> None:
        self.game_log.scroll = 0
        self.path.preview = None
        self.app.dirty = True

    def key_for_choice(self, choice_id: str) -> str | None:
        """The hit key that submits ``choice_id`` in the last drawn frame."""
        if self.ui.find(f"choice:{choice_id}") is not None:
            return f"choice:{choice_id}"
        key = self.map.target_keys.get(choice_id)
        if key is not None and self.ui.find(key) is not None:
            return key
        return None

    def on_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        """Where a point of the map (as laid out) is in the frame (the map may be zoomed)."""
        return zoom_point(self.zooms(self.app.layout.ui_scale)[1], p)

    def preview_first_target(self) -> None:
        """Show the path preview of a far move target, with the mouse on it (screenshots)."""
        self.hover_map(self.path.preview_first_target())

    def preview_first_ride(self) -> None:
        """Show the path preview of the first train ride on offer, with the mouse on its
        station (screenshots of the two-town table)."""
        self.hover_map(self.path.preview_first_ride())

    def hover_map(self, p: Point | None) -> None:
        """Put the mouse on the point ``p`` of the map (None: leave it where it is)."""
        if p is not None:
            self.ui.mouse = self.on_screen(p)

    def forget_picture(self) -> None:
        """The window size or the UI scale changed: paint the printed board again."""
        self.map.forget_picture()

    def open_menu(self) -> None:
        from arkham.ui.scenes.menu import MenuScene

        self.app.push(MenuScene(self.app))

    def open_help(self) -> None:
        from arkham.ui.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, self.session))

    def open_sheet(self, inv_id: str) -> None:
        """Show ``inv_id``'s whole sheet, read-only, over the board."""
        from arkham.ui.scenes.teammate import TeammateSheetScene

        self.app.push(TeammateSheetScene(self.app, self.table, inv_id))

    # ------------------------------------------------------------ loop

    def update(self, dt: float) -> None:
        s = self.session
        if s.busy():
            frames = s.needs_frames()
            s.step_anims(dt)
            if frames:
                self.app.dirty = True
        self.play_sounds()  # each step's sound as it is shown (issue 17 §2)
        if s.moved_aside and self.app.stack.top is self:
            self.app.message("Moved out of the autosave's way", "\n\n".join(s.moved_aside))
            s.moved_aside.clear()
        if s.animating():
            self.ai.hold()
            return
        if s.shadow is None and s.undo_blocker() is None:
            s.ensure_shadow()  # idle after an undo: make the next one instant too
        if self.app.stack.top is not self or self.ai.update(dt) or s.notices:
            return
        who = s.needs_hand_over()
        if who is None:
            return
        if self.app.settings.pass_screen:
            from arkham.ui.scenes.pass_device import PassDeviceScene

            self.app.push(PassDeviceScene(self.app, s, who))
        else:
            s.acknowledged = who

    def animating(self) -> bool:
        return self.session.needs_frames() or self.ai.busy()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.ai.key(event):
            return
        if self.session.animating() and (
            event.type == pygame.KEYDOWN
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3))
        ):
            self.session.skip_anims()
            self.play_sounds()
            self.app.dirty = True
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            and self.map.right_click(self.app.layout.to_ref(event.pos))
        ):
            return  # a monster's card; any other right-click may open a card view below
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.map.unpin()  # a click closes a monster card, and goes on to what it hits
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.map.unpin():
                    return
                self.open_menu()
                return
            if event.key == pygame.K_F1:
                self.open_help()
                return
            if event.key == pygame.K_TAB:
                self.map.next_town()
                return
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.session.notices:
                self.session.dismiss_notice()
                self.play_sounds()
                self.app.dirty = True
                return
        if event.type == pygame.MOUSEWHEEL and self.game_log.contains(
            unzoom_point(self.panel_zoom, self.ui.mouse)
        ):
            self.game_log.scroll_by(int(event.y) * 2)
            return
        if event.type == pygame.MOUSEMOTION:
            old = self.ui.hover
            super().handle(event)
            if self.ui.hover != old:
                self.app.dirty = True
            return
        super().handle(event)

    # ------------------------------------------------------------ drawing

    def zooms(self, ui_scale: float) -> tuple[Zoom | None, Zoom | None, RectT]:
        """How the interface size lays the board out (issue 17 §10): the side panel grows with
        it (up to :data:`PANEL_ZOOM_MAX`), anchored at the top right, its text with it, and the
        map (with its banner and tracks) shrinks to fit the rest. Returns the panel's zoom, the map's and the map's area on screen (reference
        units)."""
        if ui_scale <= 1.0:
            return None, None, MAP_BOX
        z = min(ui_scale, PANEL_ZOOM_MAX)
        width = 1920 - PANEL_COLUMN[2] * z
        m = width / PANEL_COLUMN[0]
        panel = (PANEL_COLUMN, z, (1920 - PANEL_COLUMN[2] * z / 2, 540 * z))
        board = ((0.0, 0.0, PANEL_COLUMN[0], 1080.0), m, (width / 2, 540 * m))
        return panel, board, (0.0, MAP_BOX[1] * m, width, 1080 - MAP_BOX[1] * m)

    def draw(self, c: Canvas) -> None:
        dec = self.session.pending()
        self.map.follow_decider()
        self.panel_zoom, self.map_zoom, area = self.zooms(c.L.ui_scale)
        overlay = self.overlay(dec)
        playing = self.session.busy()
        with zoomed(c, self.ui, self.map_zoom) as m:
            self.map.draw_printed(m)
            self.map.draw(m, self.board_targets(dec) if overlay is None and not playing else {})
            self.tracks.draw(m)
            if overlay is None and not playing:
                self.path.draw(m, dec)
                self.map.draw_card(m)
            self.caption.draw(m)
            self.banner.draw(m, dec)
        with zoomed(c, self.ui, self.panel_zoom) as panel:
            self.draw_panel(panel, dec, overlay is not None)
        if overlay is not None:
            self.ui.window(area)  # the overlay's window, over the shaded map
            with grown(c, self.ui, overlays.BOX, area) as window:
                clip = c.surface.get_clip()
                c.surface.set_clip(c.L.rect(area))  # its shade stays on the map
                overlay(window)
                c.surface.set_clip(clip)
        self.ai.draw(c)

    def overlay(self, dec: Decision | None) -> overlays.Overlay | None:
        """What goes over the map for ``dec`` (:func:`overlays.pick`); None: the board itself
        answers it."""
        return overlays.pick(self.table, dec, self.app.show_title, self.app.show_setup)

    def board_targets(self, dec: Decision | None) -> dict:
        """The places and monsters on the map that answer ``dec`` when clicked."""
        return self.map.targets(dec)

    def draw_panel(self, c: Canvas, dec: Decision | None, overlay_up: bool) -> None:
        """The side panel, top to bottom; each part starts where the one above it ended, the
        log down to the foot of the window (the panel may be drawn zoomed)."""
        c.rect(PANEL_COLUMN, PANEL_FILL)
        inv = self.session.decider()
        y = 8.0
        if inv is not None:
            y = self.sheet.draw(c, inv, dec, y)
        y = self.others.draw(c, inv, y + GAP)
        y = self.prompt.draw(c, dec, y + GAP, overlay_up)
        y = self.last_roll.draw(c, y + GAP)
        z = self.panel_zoom[1] if self.panel_zoom is not None else 1.0
        self.game_log.draw(c, y + GAP, PANEL_BOTTOM - 1080 + 1080 / z)
