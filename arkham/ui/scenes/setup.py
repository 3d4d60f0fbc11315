"""The setup scene: players (1–8) with names and investigators, the Ancient One, the
expansions (and, where the engine has them, a herald and personal stories), the seed.

The pickers offer what the catalog of the chosen modules holds: switching an expansion on adds
its investigators and Ancient Ones (and a random pick may draw them); switching it off puts
back to random any pick it brought. The defaults (one player, a random investigator, a random
Ancient One, no expansion, a random seed) let a newcomer press Start at once.
"""

from __future__ import annotations

import random

import pygame

from arkham.catalog import AncientOne, Catalog, load_catalog
from arkham.engine.game import MAX_PLAYERS, PlayerSetup, Setup, SetupError
from arkham.modules import known_expansions, modules_for, shipped_expansions
from arkham.persistence import AI_LEVELS, HUMAN, Seat
from arkham.ui import draw as d
from arkham.ui.draw import Canvas
from arkham.ui.scenes.base import Scene
from arkham.ui.scenes.title import night_backdrop
from arkham.ui.widgets import Hit, arrow_button, button

RANDOM = "random"
NONE = "none"
PLAYERS_BOX = (60.0, 86.0, 880.0, 770.0)
OPTIONS_BOX = (60.0, 866.0, 880.0, 180.0)
ROW_H = 96.0
STORIES = (
    "Each investigator follows a story of their own, with a reward if it ends well and a cost "
    "if it ends badly."
)
SEATS: tuple[Seat, ...] = (HUMAN, *AI_LEVELS)
"""The seat button's cycle: a person, then the AI's levels."""
SEAT_LABELS = {"human": "Human", "steady": "AI · steady", "strong": "AI · strong"}
SEAT_TIPS = {
    "human": "A person plays this investigator. Click to let the AI play it.",
    "steady": "The AI plays this investigator with quick, sound judgement. Click for the "
    "strong AI.",
    "strong": "The AI plays this investigator, thinking ahead (up to a second a decision). "
    "Click to give the seat back to a person.",
}


def catalog_for(expansions: list[str]) -> Catalog:
    """The facts of the base game and these expansions (what a game with them will use)."""
    return load_catalog(tuple(m.data for m in modules_for(expansions)[1:]))


def expansion_title(name: str) -> tuple[str, str]:
    """(title, one line) of an expansion, from its module's summary ("Title: what it adds")."""
    summary = known_expansions()[name].summary
    title, _, line = summary.partition(":")
    line = line.strip()
    return (title.strip(), line[:1].upper() + line[1:]) if line else (name.title(), summary)


def new_seed() -> str:
    words = ("raven", "lamp", "tome", "fog", "bell", "crypt", "moth", "tide", "ash", "key", "veil")
    rnd = random.Random()
    return f"{rnd.choice(words)}-{rnd.randrange(1000, 9999)}"


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.expansions: list[str] = []
        self.herald = NONE
        self.personal_stories = True
        """Whether each investigator draws a personal story (offered when an expansion in play
        brings them, and on by default then, as the engine has it)."""
        self._load_catalog()
        self.names: list[str] = ["Player 1"]
        self.picks: list[str] = [RANDOM]
        self.seats: list[Seat] = [HUMAN]
        """A person or the AI (at a level) per investigator; all AI: a game to watch."""
        self.ancient_one = RANDOM
        self.seed = new_seed()
        self.selected = 0
        self.editing: str | None = None
        self.error: str | None = None

    # ------------------------------------------------------------ actions

    def _load_catalog(self) -> None:
        """The catalog of the base game and the chosen expansions: what the pickers offer."""
        self.cat: Catalog = catalog_for(self.expansions)
        self.inv_ids = sorted(self.cat.investigators, key=lambda i: self.cat.investigators[i].name)
        self.ao_ids = sorted(self.cat.ancient_ones, key=lambda i: self.cat.ancient_ones[i].name)

    def set_expansions(self, names: list[str]) -> None:
        """Play with these expansions: their investigators and Ancient Ones join the choices;
        a pick (or a herald) that is no longer offered goes back to random (none)."""
        self.expansions = list(names)
        self._load_catalog()
        self.picks = [p if p in self.cat.investigators else RANDOM for p in self.picks]
        if self.ancient_one not in self.cat.ancient_ones:
            self.ancient_one = RANDOM
        if self.herald not in (NONE, *self.heralds()):
            self.herald = NONE
        self.error = None
        self.app.dirty = True

    def toggle_expansion(self, name: str) -> None:
        """Switch an expansion on or off (the setup screen's toggle)."""
        on = name not in self.expansions
        self.set_expansions([*(x for x in self.expansions if x != name), *([name] if on else [])])

    def heralds(self) -> dict:
        """The heralds the chosen modules bring."""
        return dict(self.cat.heralds)

    def cycle_herald(self, step: int) -> None:
        options = [NONE, *sorted(self.heralds())]
        i = options.index(self.herald) if self.herald in options else 0
        self.herald = options[(i + step) % len(options)]
        self.app.dirty = True

    def stories_offered(self) -> bool:
        """Whether an expansion in play brings personal stories."""
        return bool(self.cat.personal_stories)

    def toggle_stories(self) -> None:
        self.personal_stories = not self.personal_stories
        self.app.dirty = True

    def set_count(self, n: int) -> None:
        n = max(1, min(MAX_PLAYERS, n))
        while len(self.names) < n:
            self.names.append(f"Player {len(self.names) + 1}")
            self.picks.append(RANDOM)
            self.seats.append(HUMAN)
        del self.names[n:]
        del self.picks[n:]
        del self.seats[n:]
        self.selected = min(self.selected, n - 1)
        self.app.dirty = True

    def cycle(self, seat: int, step: int) -> None:
        options = [RANDOM, *self.inv_ids]
        taken = {p for i, p in enumerate(self.picks) if i != seat and p != RANDOM}
        i = options.index(self.picks[seat])
        for _ in range(len(options)):
            i = (i + step) % len(options)
            if options[i] not in taken:
                break
        self.picks[seat] = options[i]
        self.selected = seat
        self.app.dirty = True

    def cycle_seat(self, seat: int) -> None:
        """Human → AI steady → AI strong → Human for one investigator."""
        self.seats[seat] = SEATS[(SEATS.index(self.seats[seat]) + 1) % len(SEATS)]
        self.selected = seat
        self.app.dirty = True

    def cycle_ao(self, step: int) -> None:
        options = [RANDOM, *self.ao_ids]
        self.ancient_one = options[(options.index(self.ancient_one) + step) % len(options)]
        self.app.dirty = True

    def focus(self, field: str | None) -> None:
        self.editing = field
        if field is not None:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
        self.app.dirty = True

    def setup(self) -> Setup:
        players = [
            PlayerSetup(name=(n.strip() or f"Player {i + 1}"), investigator=p)
            for i, (n, p) in enumerate(zip(self.names, self.picks))
        ]
        extra: dict[str, object] = {}
        if self.heralds():
            extra["herald"] = None if self.herald == NONE else self.herald
        if self.stories_offered():
            extra["personal_stories"] = self.personal_stories
        return Setup(
            players=players,
            ancient_one=self.ancient_one,
            expansions=list(self.expansions),
            **extra,
        )

    def start(self) -> None:
        from arkham.ui.session import GameSession

        self.focus(None)
        try:
            session = GameSession(
                self.setup(), self.seed.strip() or new_seed(), seats=list(self.seats)
            )
        except SetupError as exc:
            self.error = str(exc)
            self.app.dirty = True
            return
        self.app.start_game(session)

    # ------------------------------------------------------------ events

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            if event.type == pygame.TEXTINPUT:
                self._edit(lambda s: (s + event.text)[:24])
                return
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_BACKSPACE:
                    self._edit(lambda s: s[:-1])
                elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.focus(None)
                return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_title()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.editing:
            hit = self.ui.at(self.app.layout.to_ref(event.pos))
            if hit is None or not hit.key.startswith("field:"):
                self.focus(None)
        super().handle(event)

    def _edit(self, fn) -> None:
        if self.editing == "seed":
            self.seed = fn(self.seed)
        elif self.editing and self.editing.startswith("name:"):
            i = int(self.editing.split(":")[1])
            self.names[i] = fn(self.names[i])
        self.app.dirty = True

    # ------------------------------------------------------------ drawing

    def field(self, c: Canvas, r, key: str, value: str, tip: str) -> None:
        active = self.editing == key
        c.rect(r, (250, 245, 232) if active else (238, 230, 210), 5)
        c.rect(r, d.GOLD_DARK if active else d.PARCH_EDGE, 5, 2 if active else 1)
        shown = value + ("|" if active else "")
        c.text(shown, (r[0] + 10, r[1] + r[3] / 2), 22, "serif", d.INK, "midleft", max_w=r[2] - 16)
        self.ui.add(Hit(r, f"field:{key}", lambda: self.focus(key), tip))

    def draw(self, c: Canvas) -> None:
        # a pick the chosen modules do not hold (never offered; kept safe all the same)
        self.picks = [p if p in self.cat.investigators else RANDOM for p in self.picks]
        if self.ancient_one not in self.cat.ancient_ones:
            self.ancient_one = RANDOM
        night_backdrop(c)
        c.shade((0, 0, 1920, 1080), 120)
        c.text("A new game", (960, 40), 44, "serif-b", d.GOLD, "center")
        # a larger interface: the options' panel as tall as its rows need, the players' the rest
        ox, oy, ow, oh = OPTIONS_BOX
        if c.L.ui_scale > 1:
            oh = self.options_height(c, ow)
            oy = oy + OPTIONS_BOX[3] - oh
        px, py, pw, _ = PLAYERS_BOX
        self.draw_players(c, (px, py, pw, oy - 10 - py))
        self.draw_options(c, (ox, oy, ow, oh))
        # the Ancient One's panel grows upwards as far as a larger interface needs; the sheet
        # above it gives up the room
        bottom = self.footer_top(c) - 14
        ao_h = max(300.0, self.ancient_one_height(c, 880))
        self.draw_investigator(c, (980, 86, 880, bottom - ao_h - 16 - 86))
        self.draw_ancient_one(c, (980, bottom - ao_h, 880, ao_h))
        self.draw_footer(c)

    def draw_players(self, c: Canvas, r) -> None:
        x, y, w, h = r
        c.panel(r, d.PARCH, d.PARCH_EDGE, 10)
        c.text("Investigators", (x + 30, y + 20), 30, "serif-b", d.INK)
        n = len(self.names)
        c.text(
            f"{n} player{'s' if n > 1 else ''}",
            (x + w - 200, y + 40),
            22,
            "serif",
            d.INK,
            "midright",
        )
        arrow_button(
            c,
            self.ui,
            (x + w - 180, y + 20, 40, 40),
            "−",
            "btn:players-minus",
            lambda: self.set_count(n - 1),
            "One investigator fewer",
        )
        arrow_button(
            c,
            self.ui,
            (x + w - 130, y + 20, 40, 40),
            "+",
            "btn:players-plus",
            lambda: self.set_count(n + 1),
            "One investigator more (up to 8)",
        )
        used = c.para(
            "Give the same name to investigators one person plays; the mouse is handed over "
            "between different names. An AI seat plays itself; all AI: watch a game.",
            (x + 30, y + 66, w - 60, 40),
            15,
            "sans",
            d.INK_SOFT,
        )
        row_y = max(y + 104, y + 66 + used + 2)  # a larger interface wraps the hint further
        # a row: its labels, under them the fields (as tall as the labels need), a gap
        lab_h = c.line_h(14, "sans")
        full = max(ROW_H, 10 + lab_h - 2 + 44 + 10)
        row_h = min(full, (y + h - 10 - row_y) / n)
        tight = row_h < full  # many players: the rows close up
        lab, fh = (4.0, 38.0) if tight else (10.0, 44.0)
        top = max(20.0 if tight else 30.0, lab + lab_h + (1 if tight else -2))
        # many players and a larger interface: no room for the labels over the 40-high
        # controls (their tooltips say what each is); the controls fill the row
        labelled = top + 40 <= row_h - 8
        if not labelled:
            top = 4.0
        fh = max(30.0, min(fh, row_h - 10 - top))
        # the investigator's box widens (the name field narrows) as far as its label needs
        wide = max(0.0, min(60.0, c.text_w("Random investigator", 21, "serif-i") + 14 - 248))
        ix, box_w = 330 - wide, 248 + wide
        for i in range(n):
            rr = (x + 20, row_y, w - 40, row_h - 8)
            sel = i == self.selected
            c.rect(rr, (246, 236, 208) if sel else (226, 214, 184), 8)
            c.rect(rr, d.GOLD_DARK if sel else d.PARCH_EDGE, 8, 2 if sel else 1)
            self.ui.add(Hit(rr, f"row:{i}", lambda i=i: self._select(i), None))
            seat = d.SEAT_COLOURS[i % len(d.SEAT_COLOURS)]
            pick = self.picks[i]
            label = "?" if pick == RANDOM else d.initials(self.cat.investigators[pick].name)
            c.investigator_token(
                (x + 62, row_y + (row_h - 8) / 2),
                26 if not tight else min(22, (row_h - 8) / 2),
                seat,
                label,
            )
            if labelled:
                c.text("Player", (x + 104, row_y + lab), 14, "sans", d.INK_SOFT)
            self.field(
                c,
                (x + 104, row_y + top, 210 - wide, fh),
                f"name:{i}",
                self.names[i],
                "Click to type this player's name",
            )
            if labelled:
                c.text("Investigator", (x + ix, row_y + lab), 14, "sans", d.INK_SOFT)
            cy = row_y + top + fh / 2
            arrow_button(
                c,
                self.ui,
                (x + ix, cy - 20, 40, 40),
                "◀",
                f"btn:inv-prev-{i}",
                lambda i=i: self.cycle(i, -1),
                "Previous investigator",
            )
            name = "Random investigator" if pick == RANDOM else self.cat.investigators[pick].name
            c.rect((x + ix + 44, cy - 20, box_w, 40), (250, 244, 226), 5)
            c.text(
                name,
                (x + ix + 44 + box_w / 2, cy),
                21,
                "serif-b" if pick != RANDOM else "serif-i",
                d.INK,
                "center",
                max_w=box_w - 12,
            )
            self.ui.add(
                Hit(
                    (x + ix + 44, cy - 20, box_w, 40),
                    f"inv:{i}",
                    lambda i=i: self._select(i),
                    "Shown on the right",
                )
            )
            arrow_button(
                c,
                self.ui,
                (x + 626, cy - 20, 40, 40),
                "▶",
                f"btn:inv-next-{i}",
                lambda i=i: self.cycle(i, 1),
                "Next investigator",
            )
            if labelled:
                c.text("Played by", (x + 684, row_y + lab), 14, "sans", d.INK_SOFT)
            seat_kind = self.seats[i]
            button(
                c,
                self.ui,
                (x + 684, cy - 20, 156, 40),
                SEAT_LABELS[seat_kind],
                f"btn:seat-{i}",
                lambda i=i: self.cycle_seat(i),
                tip=SEAT_TIPS[seat_kind],
                size=17,
                selected=seat_kind != HUMAN,
            )
            row_y += row_h
        top = max(self.gallery_top(c, r), row_y + 10)
        if top + 130 <= y + h - 10:
            self.draw_gallery(c, (x + 20, top, w - 40, y + h - 10 - top))

    def gallery_top(self, c: Canvas, r) -> float:
        """Where the investigator grid starts while the rows leave room: as low in the panel as
        its tallest buttons allow, so adding a player does not move it under the mouse (issue
        17 §12); the rows push it down only once they reach it."""
        _x, y, w, h = r
        cols = 4 if self._widest_pick(c) + 16 <= (w - 40 - 24) / 4 else 3
        natural = max(32, c.line_h(19, "serif-b") + 2) + -(-len(self.inv_ids) // cols) * 48
        return max(y + 104 + ROW_H + 10, y + h - 10 - natural)

    def draw_gallery(self, c: Canvas, r) -> None:
        """Every investigator as a button: a click gives it to the selected player."""
        x, y, w, h = r
        who = self.names[self.selected] or f"Player {self.selected + 1}"
        c.text(f"Or pick for {who}:", (x + 10, y), 19, "serif-b", d.INK)
        head = max(32.0, c.line_h(19, "serif-b") + 2)
        taken = {p for i, p in enumerate(self.picks) if i != self.selected and p != RANDOM}
        # four columns of tall buttons while they fit; more, lower ones for a bigger pool
        n = len(self.inv_ids)
        widest = self._widest_pick(c)
        tiers = ((4, 40.0), (4, 32.0), (3, 40.0), (3, 32.0), (5, 30.0), (6, 26.0), (6, 20.0))

        def roomy(cols: int, bh: float) -> bool:
            """Wide and tall enough for the labels (a larger interface: fewer, wider columns)."""
            label_h = d.line_px("serif", c.L.font_px(16 if bh >= 30 else 14)) / c.L.s
            return (widest + 16 <= (w - (cols - 1) * 8) / cols or cols > 4) and label_h + 8 <= bh

        fitting = [t for t in tiers if -(-n // t[0]) * (t[1] + 6) <= h - head]
        cols, bh = next((t for t in fitting if roomy(*t)), fitting[0] if fitting else tiers[-1])
        bw = (w - (cols - 1) * 8) / cols
        for i, inv_id in enumerate(self.inv_ids):
            col, row = i % cols, i // cols
            br = (x + col * (bw + 8), y + head + row * (bh + 6 if bh < 40 else 48), bw, bh)
            if br[1] + bh > y + h:
                break
            sheet = self.cat.investigators[inv_id]
            pick = button(
                c,
                self.ui,
                br,
                sheet.name,
                f"btn:pick-{inv_id}",
                lambda inv_id=inv_id: self._pick(inv_id),
                inv_id not in taken,
                f"{sheet.occupation}. {sheet.ability.name}: {sheet.ability.summary}"
                if inv_id not in taken
                else "Already picked by another player",
                16 if bh >= 30 else 14,
                selected=self.picks[self.selected] == inv_id,
            )
            pick.card = f"investigator:{inv_id}"

    def _widest_pick(self, c: Canvas) -> float:
        """The width of the longest name on the investigator grid's buttons."""
        return max(c.text_w(self.cat.investigators[i].name, 16, "serif") for i in self.inv_ids)

    def draw_options(self, c: Canvas, r) -> None:
        """The expansions, each a toggle with a line on what it adds; a herald and personal
        stories when the engine has them."""
        x, y, w, _h = r
        c.panel(r, d.PARCH, d.PARCH_EDGE, 10)
        c.text("Expansions", (x + 30, y + 12), 24, "serif-b", d.INK)
        row = y + 48
        for name in shipped_expansions():
            title, line = expansion_title(name)
            on = name in self.expansions
            button(
                c,
                self.ui,
                (x + 30, row, 290, 38),
                f"{title}: on" if on else f"+ {title}",
                f"btn:expansion-{name}",
                lambda name=name: self.toggle_expansion(name),
                tip=f"{title}: {'in play; click to leave it out' if on else 'click to play with it'}",
                size=18,
                selected=on,
            )
            used = c.para(line, (x + 336, row, w - 366, 40), 15, "sans", d.INK_SOFT, max_lines=3)
            row += max(44, used + 2)
        if self.heralds():
            row += max(44, self._herald_row(c, x, row, w) + 2)
        if self.stories_offered():
            on = self.personal_stories
            button(
                c,
                self.ui,
                (x + 30, row, 290, 38),
                "Personal stories: on" if on else "+ Personal stories",
                "btn:personal-stories",
                self.toggle_stories,
                size=18,
                selected=on,
            )
            c.para(STORIES, (x + 336, row, w - 366, 40), 15, "sans", d.INK_SOFT, max_lines=3)

    def options_height(self, c: Canvas, w: float) -> float:
        """The height the options' panel needs for its rows (what :meth:`draw_options` draws,
        measured)."""
        line_h = c.para_height("x", 100, 15, "sans")
        height = 48.0 + 10
        for name in shipped_expansions():
            used = min(c.para_height(expansion_title(name)[1], w - 366, 15, "sans"), 3 * line_h)
            height += max(44, used + 2)
        if self.heralds():
            used = min(c.para_height(self._herald_line(), w - 366, 15, "sans"), 2 * line_h)
            height += max(44, used + 2)
        if self.stories_offered():
            used = min(c.para_height(STORIES, w - 366, 15, "sans"), 3 * line_h)
            height += max(44, used + 2)
        return height

    def _herald_line(self) -> str:
        """What the chosen herald does, in a line."""
        fact = self.heralds().get(self.herald)
        if fact is None:
            return "No herald: the Ancient One comes alone."
        return "; ".join(f"{e.name}: {e.summary}" for e in fact.effects)

    def _herald_row(self, c: Canvas, x: float, row: float, w: float) -> float:
        """The herald's picker and what it does; returns the height its line took."""
        heralds = self.heralds()
        arrow_button(
            c, self.ui, (x + 30, row, 38, 38), "◀", "btn:herald-prev", lambda: self.cycle_herald(-1)
        )
        label = {NONE: "No herald"}.get(
            self.herald, heralds[self.herald].name if self.herald in heralds else self.herald
        )
        c.rect((x + 72, row, 206, 38), (250, 244, 226), 5)
        c.text(label, (x + 175, row + 19), 17, "serif-b", d.INK, "center", max_w=196)
        arrow_button(
            c, self.ui, (x + 282, row, 38, 38), "▶", "btn:herald-next", lambda: self.cycle_herald(1)
        )
        return c.para(
            self._herald_line(), (x + 336, row, w - 366, 40), 15, "sans", d.INK_SOFT, max_lines=2
        )

    def _pick(self, inv_id: str) -> None:
        self.picks[self.selected] = inv_id
        self.app.dirty = True

    def _select(self, i: int) -> None:
        self.selected = i
        self.app.dirty = True

    def draw_investigator(self, c: Canvas, r) -> None:
        x, y, w, _h = r
        c.panel(r, d.PARCH, d.PARCH_EDGE, 10)
        pick = self.picks[self.selected]
        who = self.names[self.selected] or f"Player {self.selected + 1}"
        if pick == RANDOM:
            c.text(f"{who}: a random investigator", (x + 30, y + 24), 30, "serif-b", d.INK)
            c.para(
                "The investigator is drawn at random when the game starts, from those nobody "
                "else has picked. Use the arrows to choose one instead and read their sheet "
                "here.",
                (x + 30, y + 80, w - 60, 200),
                21,
                "serif-i",
                d.INK_SOFT,
            )
            return
        sh = self.cat.investigators[pick]
        self.ui.add(Hit(r, "investigator-sheet", None, card=f"investigator:{pick}"))
        home = (
            "anywhere in town (chosen at setup)" if sh.home is None else self.cat.area_name(sh.home)
        )
        home_w = c.text_w(f"Home: {home}", 19, "serif")
        c.text(f"Home: {home}", (x + w - 30, y + 30), 19, "serif", d.INK, "topright")
        # each line goes below the last as far as its text needs (a larger interface)
        c.text(sh.name, (x + 30, y + 18), 34, "serif-b", d.INK, max_w=w - 80 - home_w)
        yy = y + 18 + max(44, c.line_h(34, "serif-b"))
        c.text(f"{sh.occupation} · played by {who}", (x + 30, yy), 20, "serif-i", d.INK_SOFT)
        yy += max(38, c.line_h(20, "serif-i"))
        stats = [
            ("Stamina", sh.stamina, d.RED),
            ("Sanity", sh.sanity, d.BLUE),
            ("Focus", sh.focus, d.GREEN),
            ("Money", f"${sh.money}", d.GOLD_DARK),
            ("Clues", sh.clues, (160, 120, 30)),
        ]
        value_h, label_h = c.line_h(26, "serif-b"), c.line_h(13, "sans-b")
        box_h = max(56, value_h + label_h + 2)
        sx = x + 30
        for label, value, col in stats:
            c.rect((sx, yy, 150, box_h), col, 8)
            c.text(
                str(value),
                (sx + 75, yy + max(20, 1 + value_h / 2)),
                26,
                "serif-b",
                d.WHITE,
                "center",
            )
            c.text(
                label,
                (sx + 75, yy + box_h - max(12, 1 + label_h / 2)),
                13,
                "sans-b",
                d.WHITE,
                "center",
            )
            sx += 164
        yy += box_h + 16
        together = any(pair.together for pair in sh.sliders)
        used = c.para(
            "Skills at the sliders' first stop (each stop raises both skills by one):"
            if together
            else "Skills at the sliders' first stop (each stop raises the first skill by one "
            "and lowers the second):",
            (x + 30, yy, w - 60, 40),
            15,
            "sans",
            d.INK_SOFT,
        )
        yy += max(24, used)
        pairs = [
            f"{a.title()} {sh.slider_base[a]}  /  {b.title()} {sh.slider_base[b]}"
            for a, b in (pair.skills for pair in sh.sliders)
        ]
        step = max(270, *(c.text_w(t, 21, "serif-b") + 24 for t in pairs))
        px = x + 30
        for text in pairs:
            if px > x + 30 and px + c.text_w(text, 21, "serif-b") > x + w - 30:
                px, yy = x + 30, yy + c.line_h(21, "serif-b")
            c.text(text, (px, yy), 21, "serif-b", d.INK)
            px += step
        yy += max(40, c.line_h(21, "serif-b") + 4)
        c.text(f"Ability: {sh.ability.name}", (x + 30, yy), 22, "serif-b", d.RED)
        yy += max(28, c.line_h(22, "serif-b"))
        used = c.para(sh.ability.summary, (x + 30, yy, w - 60, 90), 19, "serif", d.INK, max_lines=3)
        yy += 8 + used
        fixed = ", ".join(self.cat.card_name(cid) for cid in sh.fixed) or "nothing fixed"
        c.text("Starts with", (x + 30, yy), 22, "serif-b", d.INK)
        yy += max(28, c.line_h(22, "serif-b"))
        yy += c.para(fixed, (x + 30, yy, w - 60, 60), 19, "serif", d.INK, max_lines=2)
        rnd = sh.random
        extra = [
            f"{n} {label}"
            for n, label in (
                (rnd.common, "Common Item"),
                (rnd.unique, "Unique Item"),
                (rnd.spell, "Spell"),
                (rnd.skill, "Skill"),
                (rnd.ally, "Ally"),
            )
            if n
        ]
        if extra:
            c.para(
                "and, drawn at random: " + ", ".join(extra) + ".",
                (x + 30, yy + 2, w - 60, 60),
                19,
                "serif-i",
                d.INK_SOFT,
                max_lines=2,
            )

    def draw_ancient_one(self, c: Canvas, r) -> None:
        x, y, w, h = r
        c.panel(r, (40, 30, 36), d.GOLD_DARK, 10)
        c.text("The Ancient One", (x + 30, y + 16), 26, "serif-b", d.GOLD)
        arrow_button(
            c,
            self.ui,
            (x + w - 420, y + 14, 40, 40),
            "◀",
            "btn:ao-prev",
            lambda: self.cycle_ao(-1),
            "Previous Ancient One",
        )
        arrow_button(
            c,
            self.ui,
            (x + w - 70, y + 14, 40, 40),
            "▶",
            "btn:ao-next",
            lambda: self.cycle_ao(1),
            "Next Ancient One",
        )
        if self.ancient_one == RANDOM:
            c.text("Random", (x + w - 225, y + 34), 24, "serif-i", d.TEXT_LIGHT, "center")
            n = len(self.ao_ids)
            c.para(
                f"One of the {_number(n)} Ancient Ones is chosen in secret when the game starts. "
                "You will see its doom track and powers on the board.",
                (x + 30, y + 80, w - 60, 120),
                21,
                "serif-i",
                d.TEXT_LIGHT,
            )
            return
        ao = self.cat.ancient_ones[self.ancient_one]
        self.ui.add(Hit((x, y + 60, w, h - 60), "ancient-one", None, card=f"ancient-one:{ao.id}"))
        c.text(ao.name, (x + w - 225, y + 34), 26, "serif-b", d.TEXT_LIGHT, "center", max_w=300)
        c.text(f"Doom track {ao.doom_track}", (x + 30, y + 70), 19, "sans-b", d.TEXT_LIGHT)
        dx = max(220, 50 + c.text_w(f"Doom track {ao.doom_track}", 19, "sans-b"))
        for i in range(ao.doom_track):
            c.circle((x + dx + i * 26, y + 81), 9, (120, 30, 30))
            c.circle((x + dx + i * 26, y + 81), 9, d.GOLD_DARK, 1.5)
        lines = _ao_lines(ao)
        yy = y + max(106, 70 + c.line_h(19, "sans-b") + 4)
        # the values start after the widest label (a larger interface widens the labels)
        vx = max(150, 16 + max(c.text_w(label, 16, "sans-b") for label, _ in lines))
        label_h = c.line_h(16, "sans-b")
        gap = 6 if label_h <= 24 else 2  # larger text: the lines close up
        for label, text in lines:
            c.text(label, (x + 30, yy + 1), 16, "sans-b", d.GOLD)
            used = c.para(
                text, (x + 30 + vx, yy, w - 60 - vx, 60), 18, "serif", d.TEXT_LIGHT, max_lines=3
            )
            yy += max(used, 22, label_h) + gap

    def ancient_one_height(self, c: Canvas, w: float) -> float:
        """The height the Ancient One's panel needs to show all its lines (what
        :meth:`draw_ancient_one` draws, measured)."""
        if self.ancient_one == RANDOM:
            return 0.0
        lines = _ao_lines(self.cat.ancient_ones[self.ancient_one])
        vx = max(150, 16 + max(c.text_w(label, 16, "sans-b") for label, _ in lines))
        label_h, line_h = c.line_h(16, "sans-b"), c.para_height("x", 100, 18, "serif")
        height = max(106, 70 + c.line_h(19, "sans-b") + 4) + 10
        gap = 6 if label_h <= 24 else 2
        for _label, text in lines:
            used = min(c.para_height(text, w - 60 - vx, 18, "serif"), 3 * line_h)
            height += max(used, 22, label_h) + gap
        return height

    def footer_top(self, c: Canvas) -> float:
        """Where the footer starts: lower (its seed label beside the field, not above it) when
        the label's text is too tall to fit above, leaving the room to the panels above."""
        return 936.0 if 954 + c.line_h(16, "sans-b") <= 978 else 968.0

    def draw_footer(self, c: Canvas) -> None:
        top = self.footer_top(c)
        c.panel((980, top, 880, 1046 - top), d.PARCH, d.PARCH_EDGE, 10)
        if top == 936:
            c.text("Seed", (1010, 956), 16, "sans-b", d.INK_SOFT)
            field = (1010.0, 978.0, 260.0, 46.0)
        else:
            c.text("Seed", (1010, 1007), 16, "sans-b", d.INK_SOFT, "midleft")
            label_w = c.text_w("Seed", 16, "sans-b") + 10
            field = (1010 + label_w, 984.0, 260 - label_w, 46.0)
        self.field(
            c,
            field,
            "seed",
            self.seed,
            "The same seed and choices always give the same game. Click to type one.",
        )
        by = field[1]
        button(c, self.ui, (1280, by, 120, 46), "New seed", "btn:new-seed", self._reseed, size=18)
        button(c, self.ui, (1420, by, 150, 46), "Back", "btn:back", self.app.show_title, size=20)
        button(
            c,
            self.ui,
            (1590, top + 32, 250, 64) if top == 936 else (1590, top + 8, 250, 62),
            "Start",
            "btn:start",
            self.start,
            size=30,
            style="primary",
        )
        if self.error:
            c.text(self.error, (1010, 942), 16, "sans-b", d.RED)

    def _reseed(self) -> None:
        self.seed = new_seed()
        self.app.dirty = True


def _ao_lines(ao: AncientOne) -> list[tuple[str, str]]:
    """The Ancient One's facts the setup screen lists: (label, text)."""
    rating = "—" if ao.combat_rating is None else f"{ao.combat_rating:+d}"
    if ao.combat_rating_is_terror:
        rating = "minus the terror level"
    defences = ", ".join(x.replace("-", " ") for x in ao.defences) or "none"
    return [
        ("Combat rating", f"{rating}; defences: {defences}"),
        ("Worshippers", ao.worshippers),
        ("While asleep", ao.asleep),
        ("Attack", ao.attack.summary),
    ]


def _number(n: int) -> str:
    words = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
    ]
    return words[n] if n < len(words) else str(n)
