"""Overlays on the board that follow the engine's pending decision: encounter, combat, mythos,
gate, final battle, dice, cards; the notices (a mythos card drawn, an encounter read) and the
end of the game.

Each overlay registers for the scene it shows (:class:`~arkham.engine.decisions.Scene`, read
from the decision's typed ``context``) with :func:`overlay`, optionally for the decisions of
that scene it suits; decisions outside any scene are registered under ``None`` (a roll, a
choice of cards). ``pick(table, decision, ...)`` returns the drawing function of the first
overlay that takes the decision, or None when the board itself is the UI (movement, sliders,
plain choices). An overlay draws from the board's :class:`~arkham.ui.board.table.Table` (the
session, the frame, ``submit``), never from the board scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

from arkham.engine.decisions import Choice, Context, Decision, Dice, Scene
from arkham.engine.events import Page, PageCard, Palette
from arkham.engine.final_battle import FinalBattleRound
from arkham.engine.flow import EncounterRead
from arkham.engine.mythos import MythosDrawn
from arkham.engine.state import card_of
from arkham.engine.text import CAUSES
from arkham.ui import draw as d
from arkham.ui import glossary
from arkham.ui.board.choices import choice_button
from arkham.ui.board.geometry import MAP_BOX
from arkham.ui.board.tips import card_fact, card_tip, monster_tip
from arkham.ui.draw import Canvas
from arkham.ui.widgets import Hit, button

if TYPE_CHECKING:
    from arkham.ui.board.table import Table

Overlay = Callable[[Canvas], None]
Draw = Callable[[Canvas, "Table", Decision], None]
BOX = (150, 96, 1120, 730)


@dataclass(frozen=True)
class Entry:
    draw: Draw
    takes: Callable[[Decision], bool]


OVERLAYS: dict[Scene | None, list[Entry]] = {}
"""Scene → the overlays registered for it, in registration order (``None``: no scene)."""


def overlay(scene: Scene | None, when: Callable[[Decision], bool] = lambda dec: True):
    """Register the decorated ``draw(canvas, table, decision)`` as the overlay of ``scene``'s
    decisions (those ``when`` holds for)."""

    def register(draw: Draw) -> Draw:
        OVERLAYS.setdefault(scene, []).append(Entry(draw, when))
        return draw

    return register


def pick(
    table: Table,
    dec: Decision | None,
    to_title: Callable[[], None],
    new_game: Callable[[], None],
) -> Overlay | None:
    """What goes over the map: the held step of the sequence on screen (a roll's result in
    the window that asked for it, a mythos card, an encounter read…), nothing while a timed
    step plays (the board shows it), then the overlay of the decision's scene; the end of the
    game as soon as nothing more is held up to read (its buttons go ``to_title`` or start a
    ``new_game``)."""
    s = table.session
    n = s.current_notice()
    if n is not None:
        if n.kind == "result":
            return partial(result, table=table, n=n)
        return partial(notice, table=table, n=n)
    if dec is None and not s.notices:
        return partial(game_over, table=table, to_title=to_title, new_game=new_game)
    if s.busy() or dec is None:
        return None
    entry = _entry_for(dec)
    return partial(entry.draw, table=table, dec=dec) if entry is not None else None


def _entry_for(dec: Decision) -> Entry | None:
    scene = dec.context.scene if dec.context is not None else None
    for entry in OVERLAYS.get(scene, ()):
        if entry.takes(dec):
            return entry
    return None


RESULT_CONTINUE = "result:continue"
"""The choice id of Continue under a roll's result (the board answers it, not the engine)."""
BEFORE_ROLL = ("check", "evade_check")
"""Detail keys of the figures shown before a roll (:func:`check_lines`), gone after it."""


def result(c: Canvas, table: Table, n) -> None:
    """A roll's result (issue 17 §1): in the window of the decision that asked for it, its
    dice tumbling then landing with the successes marked, the outcome in place of the prompt
    and Continue in place of the choices; a roll no window asked for gets a window of its own."""
    dec = n.decision
    entry = _entry_for(dec) if dec is not None else None
    outcome = result_line(n)
    if dec is not None and entry is not None:
        shown = replace(
            dec,
            kind="result",
            prompt=outcome,
            choices=(Choice(RESULT_CONTINUE, "Continue"),),
            detail={k: v for k, v in dec.detail.items() if k not in BEFORE_ROLL},
        )
        entry.draw(c, table=table, dec=shown)
        return
    cat = table.cat
    ev = n.rolls[-1]
    who = cat.investigators[n.who].name if n.who in cat.investigators else ""
    box = (260.0, 230.0, 900.0, 440.0)
    frame(c, box)
    y = header(c, box, f"Dice · {who}" if who else "Dice", ev.purpose)
    x, _, w, _ = box
    y = dice_tray(c, table, None, x + 36, y, w - 72)
    y += c.para(outcome, (x + 36, y, w - 72, 90), 22, "serif-b", d.RED, max_lines=3) + 6
    continue_button(
        c,
        table,
        (x + w / 2 - 150, box[1] + box[3] - 78, 300, 54),
        lambda: table.submit(RESULT_CONTINUE),
    )


def continue_button(c: Canvas, table: Table, r, go: Callable[[], None]) -> None:
    """Continue under a held step of the sequence (a notice, a result): Enter does the same."""
    button(
        c,
        table.frame,
        r,
        "Continue",
        "btn:notice-continue",
        go,
        size=24,
        style="primary",
        tip="Go on (Enter)",
    )


def result_line(n) -> str:
    """ "Passed: …" or "Failed: …" and what followed the roll ("Tommy defeats the Mi-Go")."""
    verdict = {True: "Passed", False: "Failed", None: "Rolled"}[n.passed]
    if not n.after:
        return verdict + "."
    return f"{verdict}: " + "; ".join(line.rstrip(".") for line in n.after[:3]) + "."


def _context(dec: Decision) -> Context:
    assert dec.context is not None
    return dec.context


def _is_roll(dec: Decision) -> bool:
    """A roll waiting on a decision, or "Use something on this roll?" asked about one."""
    return dec.kind == "roll" or dec.detail.get("window") == "after-roll"


# ---------------------------------------------------------------- frame pieces


def frame(c: Canvas, box=BOX, fill=d.PARCH, edge=d.GOLD_DARK) -> None:
    c.shade(MAP_BOX, 150)
    c.panel(box, fill, edge, 12)
    c.rect((box[0] + 6, box[1] + 6, box[2] - 12, box[3] - 12), edge, 9, 1)


def header(c: Canvas, box, kicker: str, title: str, colour=d.INK) -> float:
    x, y, w, _ = box
    c.text(kicker.upper(), (x + 36, y + 24), 15, "sans-b", d.RED)
    c.text(title, (x + 36, y + 44), 38, "serif-b", colour, max_w=w - 72)
    c.line((x + 36, y + 98), (x + w - 36, y + 98), d.GOLD_DARK, 1.5)
    return y + 110


def pending_roll(dec: Decision) -> Dice | None:
    """The dice a roll decision waits on, as the engine counted them: the scene's dice, or,
    for a roll outside any scene, the decision's detail."""
    if dec.kind != "roll":
        return None
    if dec.context is not None and dec.context.dice is not None:
        return dec.context.dice
    detail = dec.detail
    return Dice(
        tuple(detail["dice"]),  # type: ignore[call-overload]
        int(detail["successes"]),  # type: ignore[call-overload]
        int(detail["needed"]),  # type: ignore[call-overload]
        int(detail["threshold"]),  # type: ignore[call-overload]
    )


def showing_result(table: Table):
    """The roll's result up now (a held step of the sequence), or None."""
    n = table.session.current_notice()
    return n if n is not None and n.kind == "result" and n.rolls else None


def tumble(dice: list[int], t: float) -> list[int]:
    """Faces for dice still in the air at ``t`` seconds: each turns over in its own rhythm."""
    return [(v + i + int(t * (11 + 3 * i))) % 6 + 1 for i, v in enumerate(dice)]


def dice_tray(c: Canvas, table: Table, dec: Decision | None, x: float, y: float, w: float) -> float:
    """The dice of a roll decision, the roll that just happened, or a result's roll: tumbling,
    then landed with the successes marked."""
    dice: list[int] = []
    label = ""
    threshold: int | None = None
    res = showing_result(table)
    waiting = pending_roll(dec) if dec is not None and res is None else None
    if res is not None:
        ev = res.rolls[-1]
        dice = list(ev.dice)
        if table.session.rolling():
            dice, label = tumble(dice, res.t), "Rolling…"
        else:
            threshold = ev.threshold
            label = ev.purpose
            if ev.successes is not None:
                label += f": {ev.successes} of {ev.needed} successes"
            if not dice:
                label += " (no dice: fails)" if ev.needed else " (no dice)"
    elif dec is None:
        return y
    elif waiting is not None:
        dice = list(waiting.dice)
        label = f"{waiting.successes} of {waiting.needed} successes"
        threshold = waiting.threshold
    elif shows_last_roll(table, dec):
        last = table.session.last_roll
        assert last is not None
        dice = list(last.dice)
        threshold = last.threshold
        purpose = f"{roll_owner(table, dec)}{last.purpose}"
        if last.successes is not None:
            label = f"{purpose}: {last.successes} of {last.needed} successes"
        else:
            label = purpose
    if not dice and not label:
        return y
    c.rect((x, y, w, 74), (44, 36, 30), 8)
    c.text(label or "No dice", (x + 14, y + 37), 19, "serif-b", d.TEXT_LIGHT, "midleft", max_w=260)
    c.dice_row((x + 290, y + 15), dice, threshold, 44, w - 300)
    table.frame.add(Hit((x, y, w, 74), "dice", None, glossary.TERMS["Successes"]))
    return y + 84


def choice_area(c: Canvas, table: Table, dec: Decision, box, y: float, held: tuple = ()) -> None:
    """Cards as card tiles, everything else as buttons, along the bottom of the box."""
    x, by, w, h = box
    bottom = by + h - 24
    card_choices = [ch for ch in dec.choices if ch.target and ch.target.startswith("card:")]
    others = [
        ch for ch in dec.choices if ch not in card_choices and not ch.id.startswith("slider:")
    ]
    if any(ch.id.startswith("slider:") for ch in dec.choices):
        c.text(
            "Set your sliders in the panel on the right, then click Done.",
            (x + w / 2, bottom - 70),
            17,
            "sans-b",
            d.RED,
            "center",
        )
    # buttons
    n = len(others)
    if n:
        bw = min(300.0, (w - 72 - (n - 1) * 12) / n)
        row_w = n * bw + (n - 1) * 12
        bx = x + (w - row_w) / 2
        for i, ch in enumerate(others):
            r = (bx + i * (bw + 12), bottom - 52, bw, 52)
            if ch.id == RESULT_CONTINUE:
                continue_button(c, table, r, lambda: table.submit(RESULT_CONTINUE))
                continue
            style = "primary" if i == 0 and ch.disabled is None else "normal"
            choice_button(c, table, r, ch, 20, style)
        bottom -= 66
    if card_choices:
        tile_w = min(210.0, (w - 72 - (len(card_choices) - 1) * 10) / len(card_choices))
        tile_h = min(230.0, bottom - y - 30)
        tx = x + (w - (len(card_choices) * (tile_w + 10) - 10)) / 2
        for i, ch in enumerate(card_choices):
            card_tile(c, table, (tx + i * (tile_w + 10), bottom - tile_h, tile_w, tile_h), ch, held)


def card_tile(c: Canvas, table: Table, r, ch: Choice, held: tuple = ()) -> None:
    cat = table.cat
    handle = (ch.target or "").removeprefix("card:")
    card = card_of(handle)
    key = f"choice:{ch.id}"
    hover = table.frame.is_hover(key) and ch.disabled is None
    in_hand = handle in held
    x, y, w, h = r
    try:
        kind = cat.card_kind(card)
        name = cat.card_name(card)
    except KeyError:
        kind, name = "special", card
    fact = card_fact(cat, card)
    c.rect((x + 3, y + 4, w, h), (0, 0, 0, 120), 8)
    c.rect(r, (250, 244, 226) if ch.disabled is None else (190, 186, 176), 8)
    c.rect((x, y, w, 30), d.CARD_KIND_COLOURS.get(kind, d.GREY), 8)
    c.text(name, (x + w / 2, y + 15), 16, "serif-b", d.INK, "center", max_w=w - 10)
    summary = getattr(fact, "summary", "") or ""
    size = 15.0 if w >= 190 and h >= 200 else 13.0
    c.para(
        summary,
        (x + 8, y + 36, w - 16, h - 70),
        size,
        "serif",
        d.INK,
        max_lines=max(1, int((h - 76) / (size * 1.18))),
    )
    label_size = min(14.0, 14 * (w - 10) / max(1.0, c.text_w(ch.label, 14, "sans-b")))
    c.text(
        ch.label,
        (x + w / 2, y + h - 16),
        max(11.0, label_size),
        "sans-b",
        d.RED if ch.disabled is None else d.DIM,
        "center",
        max_w=w - 8,
    )
    edge = d.GREEN if in_hand else (d.HILITE if hover else d.PARCH_EDGE)
    c.rect(r, edge, 8, 4 if in_hand or hover else 1.5)
    if in_hand:
        c.rect((x + w / 2 - 38, y - 21, 76, 19), d.GREEN, 9)
        c.text("IN HAND", (x + w / 2, y - 11.5), 12, "sans-b", d.WHITE, "center")
    tip = f"Not now: {ch.disabled}" if ch.disabled else card_tip(cat, card)
    table.frame.add(
        Hit(
            r,
            key,
            (lambda cid=ch.id: table.submit(cid)) if ch.disabled is None else None,
            tip,
            ch.disabled is None,
            card=f"card:{card}",
        )
    )


def prompt_line(c: Canvas, dec: Decision, x: float, y: float, w: float) -> float:
    return y + c.para(dec.prompt, (x, y, w, 80), 22, "serif-b", d.RED, max_lines=2) + 6


# ---------------------------------------------------------------- overlays


def slider_skills(cat, inv) -> dict[str, int]:
    """The six skills as the sliders set them (before item, skill and ally bonuses)."""
    base = cat.investigators[inv.id].slider_base
    return {
        skill: base[skill] + step * inv.sliders.get(pair, 0)
        for skill, (pair, step) in cat.slider_of[inv.id].items()
    }


def encounter_text(cat, card: str, entry: str) -> tuple[str, str, str, str]:
    """(where, title, prose, rules) of a location or gate card entry."""
    if card in cat.location_cards:
        for e in cat.location_cards[card].entries:
            if e.location == entry:
                where = "the Inner Sanctum" if entry == "inner-sanctum" else cat.area_name(entry)
                return f"Arkham encounter · {where}", e.title, e.prose, e.rules
    if card in cat.gate_cards:
        entries = cat.gate_cards[card].entries
        # the world's own entry, else the card's entry for any other world
        e = next((e for e in entries if e.world == entry), None) or next(
            (e for e in entries if e.world is None), None
        )
        if e is not None:
            world = cat.worlds[entry].name if entry in cat.worlds else "an Other World"
            return f"Other World encounter · {world}", e.title, e.prose, e.rules
    return "Encounter", card, "", ""


def encounter_body(
    c: Canvas, box, where: str, title: str, prose: str, rules: str, ui=None, ref: str = ""
) -> float:
    """The encounter card's text; with ``ui``, a right-click on it opens card ``ref``."""
    y = header(c, box, where, title)
    x, _, w, _ = box
    y += c.para(prose, (x + 36, y, w - 72, 200), 22, "serif-i", d.INK_SOFT, max_lines=6) + 12
    rh = c.para_height(rules, w - 100, 19, "serif-b") + 20
    c.rect((x + 36, y, w - 72, rh), (232, 218, 186), 6)
    c.rect((x + 36, y, w - 72, rh), d.PARCH_EDGE, 6, 1)
    c.para(rules, (x + 50, y + 10, w - 100, rh), 19, "serif-b", d.INK)
    if ui is not None:
        ui.add(Hit((x, box[1], w, y + rh - box[1]), "encounter-card", None, card=ref))
    return y + rh + 14


def shows_last_roll(table: Table, dec: Decision) -> bool:
    """Whether the overlay shows the last roll: the decision is about it ("Use something on
    this roll?", asked of each investigator in turn), or it just happened and is the decider's
    own: another investigator's dice never turn up in this one's decision (issue 17 §3). The
    final battle is everyone's: it shows each attack's dice, whoever rolled them."""
    s = table.session
    ev = s.last_roll
    if ev is None:
        return False
    if dec.detail.get("window") == "after-roll":
        return True
    if not s.fresh_roll:
        return False
    return (
        ev.investigator is None
        or dec.investigator is None
        or ev.investigator == dec.investigator
        or table.state.final_battle is not None
    )


def roll_owner(table: Table, dec: Decision) -> str:
    """ "Name's " when the last roll is another investigator's than the decider's, else ""."""
    ev = table.session.last_roll
    if ev is None or ev.investigator is None or ev.investigator == dec.investigator:
        return ""
    sheet = table.cat.investigators.get(ev.investigator)
    return f"{sheet.name}'s " if sheet is not None else ""


def has_tray(table: Table, dec: Decision) -> bool:
    return dec.kind == "roll" or showing_result(table) is not None or shows_last_roll(table, dec)


def tail_height(c: Canvas, table: Table, dec: Decision) -> float:
    """Height below the body: dice tray, prompt line, card tiles and buttons, margins."""
    h = 84.0 if has_tray(table, dec) else 0.0
    h += c.para_height(dec.prompt, BOX[2] - 72, 22, "serif-b") + 6
    if any(ch.target and ch.target.startswith("card:") for ch in dec.choices):
        h += 210
    return h + 66 + 44


def sized(h: float) -> tuple[float, float, float, float]:
    return (BOX[0], BOX[1], BOX[2], max(380.0, min(BOX[3], h)))


@overlay(Scene.ENCOUNTER)
def encounter(c: Canvas, table: Table, dec: Decision) -> None:
    ctx = _context(dec)
    assert ctx.card is not None and ctx.entry is not None
    where, title, prose, rules = encounter_text(table.cat, ctx.card, ctx.entry)
    x, _, w, _ = BOX
    h = 110 + c.para_height(prose, w - 72, 22, "serif-i") + 12
    h += c.para_height(rules, w - 100, 19, "serif-b") + 34
    box = sized(h + tail_height(c, table, dec))
    frame(c, box)
    ref = f"encounter:{ctx.card}|{ctx.entry}"
    y = encounter_body(c, box, where, title, prose, rules, table.frame, ref)
    y = dice_tray(c, table, dec, x + 36, y, w - 72)
    y = prompt_line(c, dec, x + 36, y, w - 72)
    choice_area(c, table, dec, box, y)


def notice(c: Canvas, table: Table, n) -> None:
    """A mythos card drawn, an encounter read (with what followed), or an event's own window
    (an expansion's: the Innsmouth Look's cards drawn, martial law declared); Continue goes
    on."""
    cat = table.cat
    x, top, w, _ = BOX
    ev = n.event
    page = ev.page(cat) if n.kind not in ("mythos", "encounter", "result") else None
    if page is not None:
        box = event_page(c, table, page)
    elif isinstance(ev, MythosDrawn):
        m = cat.mythos[ev.card]
        h = 110 + 68 + 52 + (c.para_height(m.summary, w - 72, 20) + 8 if m.summary else 0) + 100
        box = (x, top, w, min(BOX[3], h))
        turning = table.session.revealing()
        if turning is not None:
            card_back(c, box, turning)
            return
        mythos_card(c, table, m.id, box)
    elif isinstance(ev, EncounterRead):
        where, title, prose, rules = encounter_text(cat, ev.card, _entry_key(cat, ev))
        if ev.title:  # the engine says which entry was read
            title, prose, rules = ev.title, ev.prose, ev.rules
        who = cat.investigators[n.who].name if n.who in cat.investigators else ""
        lines = n.after[-7:]
        rolls = [r for r in n.rolls if r.dice][-2:]
        h = 110 + c.para_height(prose, w - 72, 22, "serif-i") + 12
        h += c.para_height(rules, w - 100, 19, "serif-b") + 34
        h += 60 * len(rolls)
        h += (30 + sum(c.para_height("• " + ln, w - 92, 18) + 2 for ln in lines)) if lines else 0
        h += 100
        box = (x, top, w, min(BOX[3], h))
        frame(c, box)
        ref = f"encounter:{ev.card}|{_entry_key(cat, ev)}"
        where = f"{who} · {where}" if who else where
        y = encounter_body(c, box, where, title, prose, rules, table.frame, ref)
        for roll in rolls:
            if roll.successes is None:
                label = roll.purpose
            else:
                label = f"{roll.purpose}: {roll.successes} of {roll.needed}"
            c.text(label, (x + 36, y + 22), 18, "serif-b", d.INK, "midleft", max_w=250)
            dice = list(roll.dice)
            threshold = roll.threshold
            if table.session.rolling():
                dice, threshold = tumble(dice, n.t), None
            c.dice_row((x + 300, y + 4), dice, threshold, 38, w - 340)
            y += 60
        if lines:
            c.text("What happened", (x + 36, y), 18, "sans-b", d.RED)
            y += 26
            for line in lines:
                y += (
                    c.para("• " + line, (x + 46, y, w - 92, 60), 18, "serif", d.INK, max_lines=2)
                    + 2
                )
    continue_button(
        c,
        table,
        (box[0] + box[2] / 2 - 150, box[1] + box[3] - 78, 300, 54),
        table.session.dismiss_notice,
    )


def card_back(c: Canvas, box, p: float) -> None:
    """A mythos card face down, turning over: it narrows to its edge as ``p`` goes to 1."""
    x, y, w, h = box
    c.shade(MAP_BOX, 150)
    narrow = w * max(0.04, 1 - p)
    r = (x + (w - narrow) / 2, y, narrow, h)
    c.panel(r, (52, 34, 70), d.GOLD_DARK, 12)
    if narrow > 240:
        c.text("MYTHOS", (x + w / 2, y + h / 2), 48, "serif-b", d.GOLD, "center")


PALETTES = {
    Palette.PARCHMENT: (d.PARCH, d.GOLD_DARK, d.INK),
    Palette.SEA: ((222, 230, 226), (40, 90, 96), (30, 60, 66)),
    Palette.ALARM: ((236, 222, 214), (140, 26, 22), d.RED),
}
"""A page's fill, edge and title colour."""
PAGE_CARD_H = 260.0
ASIDE_H = 60.0
VERDICT_H = 60.0


def event_page(c: Canvas, table: Table, page: Page) -> tuple[float, float, float, float]:
    """An event's own window (:meth:`Event.page`): its title, a row of cards face up (the one
    that acts marked in red), the rules, an aside and a verdict."""
    x, top, w, _ = BOX
    fill, edge, ink = PALETTES[page.palette]
    h = 110.0 + 110.0
    if page.cards:
        h += PAGE_CARD_H + 20
    if page.rules:
        h += c.para_height(page.rules, w - 72, 21, "serif") + 12
    if page.aside:
        h += max(ASIDE_H, c.para_height(page.aside, w - 72, 18, "serif-i"))
    if page.verdict:
        h += VERDICT_H
    box = (x, top, w, min(BOX[3], h))
    frame(c, box, fill, edge)
    y = header(c, box, page.title, page.subtitle, ink)
    if page.cards:
        _page_cards(c, table, page.cards, x, y, w)
        y += PAGE_CARD_H + 20
    if page.rules:
        y += c.para(page.rules, (x + 36, y, w - 72, 160), 21, "serif", d.INK) + 12
    if page.aside:
        c.para(page.aside, (x + 36, y, w - 72, 100), 18, "serif-i", d.INK_SOFT)
        y += max(ASIDE_H, c.para_height(page.aside, w - 72, 18, "serif-i"))
    if page.verdict:
        colour = d.RED if page.verdict_alarm else d.INK
        c.para(page.verdict, (x + 36, y, w - 72, VERDICT_H), 22, "serif-b", colour)
    return box


def _page_cards(
    c: Canvas, table: Table, cards: tuple[PageCard, ...], x: float, y: float, w: float
) -> None:
    step = min(250.0, (w - 72) / max(1, len(cards)))
    tile_w = step - 12
    for i, card in enumerate(cards):
        marked = card.marked
        r = (x + 36 + i * step, y + 4, tile_w, PAGE_CARD_H)
        c.rect((r[0] + 3, r[1] + 4, r[2], r[3]), (0, 0, 0, 110), 8)
        c.rect(r, (250, 246, 232), 8)
        c.rect((r[0], r[1], r[2], 34), (150, 30, 26) if marked else (60, 110, 116), 8)
        c.text(
            card.title,
            (r[0] + r[2] / 2, r[1] + 17),
            17,
            "serif-b",
            d.WHITE,
            "center",
            max_w=r[2] - 12,
        )
        yy = r[1] + 42
        yy += (
            c.para(
                card.prose, (r[0] + 10, yy, r[2] - 20, 140), 14, "serif-i", d.INK_SOFT, max_lines=7
            )
            + 6
        )
        c.para(card.rules, (r[0] + 10, yy, r[2] - 20, 60), 14, "serif-b", d.INK, max_lines=3)
        c.rect(r, (150, 30, 26) if marked else d.PARCH_EDGE, 8, 4 if marked else 1.5)
        table.frame.add(Hit(r, card.ref, None, f"{card.title}\n{card.rules}"))


def _entry_key(cat, ev: EncounterRead) -> str:
    if ev.card in cat.location_cards:
        return ev.location
    return cat.world_of_area.get(ev.location, "other")


def mythos_card(c: Canvas, table: Table, card: str, box=BOX) -> float:
    cat = table.cat
    m = cat.mythos[card]
    frame(c, box, (236, 228, 210), (90, 60, 110))
    kinds = {
        "headline": "Headline",
        "environment": "Environment",
        "rumor": "Rumor",
        "special": "Special",
    }
    kick = (
        "Mythos · "
        + kinds.get(m.type, m.type)
        + (f" ({m.environment_kind})" if m.environment_kind else "")
    )
    y = header(c, box, kick, m.title)
    x, _, w, _ = box
    table.frame.add(Hit((x, box[1], w, y - box[1]), "mythos-card", None, card=f"mythos:{card}"))
    facts = [
        ("Gate", cat.area_name(m.gate) if m.gate else "no gate opens"),
        ("Clue", cat.area_name(m.clue) if m.clue else "no clue appears"),
    ]
    for label, value in facts:
        c.text(label, (x + 36, y), 19, "sans-b", d.RED)
        c.text(value, (x + 130, y - 2), 22, "serif-b", d.INK)
        y += 34
    c.text("Monsters move", (x + 36, y + 4), 19, "sans-b", d.RED)
    mx = x + 36 + c.text_w("Monsters move", 19, "sans-b") + 18
    for colour, dims in (("white", m.white), ("black", m.black)):
        fill = (250, 248, 240) if colour == "white" else (24, 24, 24)
        ink = (24, 24, 24) if colour == "white" else (240, 236, 226)
        if dims:  # the arrow as the board draws it, then its name: never colour alone
            c.rect((mx, y - 4, 40, 40), (58, 56, 50), 6)
            c.monster_arrow((mx + 32, y + 16), 0, 22, colour)
            mx += 46
        for dim in dims:
            c.rect((mx, y - 4, 40, 40), fill, 6)
            c.rect((mx, y - 4, 40, 40), d.INK, 6, 1.5)
            c.symbol(dim, (mx + 20, y + 16), 10, ink, ground=fill)
            table.frame.add(
                Hit(
                    (mx, y - 4, 40, 40),
                    f"mythos-move:{colour}:{dim}",
                    None,
                    f"Monsters with the {dim} symbol move along the {colour} arrows.",
                )
            )
            mx += 46
        if dims:
            c.text(f"{colour} arrows", (mx, y + 16), 15, "sans", d.INK_SOFT, "midleft")
            mx += c.text_w(f"{colour} arrows", 15, "sans") + 28
    y += 52
    if m.summary:
        y += c.para(m.summary, (x + 36, y, w - 72, 160), 20, "serif", d.INK, max_lines=5) + 8
    return y


@overlay(Scene.MYTHOS, when=lambda dec: _context(dec).card is not None)
def mythos(c: Canvas, table: Table, dec: Decision) -> None:
    card = _context(dec).card
    assert card is not None
    x, _, w, _ = BOX
    m = table.cat.mythos.get(card)
    h = 110 + 68 + 52 + (c.para_height(m.summary, w - 72, 20) + 8 if m and m.summary else 0)
    box = sized(h + tail_height(c, table, dec))
    if m is not None:
        y = mythos_card(c, table, card, box)
    else:
        frame(c, box)
        y = BOX[1] + 110
    y = dice_tray(c, table, dec, x + 36, y, w - 72)
    y = prompt_line(c, dec, x + 36, y, w - 72)
    choice_area(c, table, dec, box, y)


def combat_rules(m) -> list[str]:
    """The lines of rules beside the monster's card: the Horror check, a round, its power."""
    out = []
    if m.horror is not None:
        night = (
            f" Nightmarish {m.nightmarish}: lose that much Sanity even on a pass."
            if m.nightmarish
            else ""
        )
        out.append(
            f"Horror check: Will {m.horror.rating:+d} as the fight begins; a failure costs "
            f"{_cost(m.horror.damage, 'Sanity')}.{night}"
        )
    out.append(
        f"Each round: Fight {m.combat.rating:+d} plus weapons and spells, needing {m.toughness} "
        f"success{'es' if m.toughness > 1 else ''}; a failed round costs "
        f"{_cost(m.combat.damage, 'Stamina')}. Fleeing is an Evade check at {m.awareness:+d}."
    )
    return out


def _signed(n: int) -> str:
    return f"+ {n}" if n >= 0 else f"− {-n}"


def check_lines(dec: Decision) -> list[str]:
    """What the decision's checks will roll, before the roll, from the figures the engine put
    in its detail: "Fight 3 − 1 + Tommy Gun 6 = 8 dice, 2 successes needed", and for an Evade
    or Flee "Evade: Sneak 2 + 1 = 3 dice, 1 success needed", and for each spell that may be
    cast "Cast Wither: Spell 3 + 0 = 3 dice, 1 success needed" (issue 17 §4); none when the
    decision leads to no check."""
    lines = []
    for key, head in (("check", ""), ("evade_check", "Evade: ")):
        chk = dec.detail.get(key)
        if isinstance(chk, dict):
            lines.append(head + _figures(chk))
    casts = dec.detail.get("cast_checks")
    if isinstance(casts, dict):
        lines += [f"Cast {chk['name']}: {_figures(chk)}" for chk in casts.values()]
    return lines


def _figures(chk: dict) -> str:
    parts = [f"{chk['skill']} {chk['skill_value']}"]
    if chk["rating"]:
        parts.append(_signed(int(chk["rating"])))
    cards = list(chk["cards"])
    if cards or chk["bonus"]:
        names = ", ".join(cards) if cards else "cards"
        parts.append(f"{_signed(int(chk['bonus']))[:2]}{names} {abs(int(chk['bonus']))}")
    if chk["other"]:
        parts.append(f"{_signed(int(chk['other']))} from abilities")
    dice, needed = int(chk["dice"]), int(chk["needed"])
    return (
        f"{' '.join(parts)} = {dice} {'die' if dice == 1 else 'dice'}, "
        f"{needed} success{'' if needed == 1 else 'es'} needed"
    )


RULE_LINES = 3
"""At most this many lines for each paragraph of :func:`combat_rules` and the monster's power."""


@overlay(Scene.COMBAT, when=lambda dec: _context(dec).ancient_one is None)
def combat(c: Canvas, table: Table, dec: Decision) -> None:
    cat = table.cat
    marker = _context(dec).monster
    assert marker is not None
    m = cat.monster_kinds[cat.kind_of_marker[marker]]
    toggles = any(ch.id.startswith("toggle:") for ch in dec.choices)
    # measure the right-hand column first, so the box fits it
    rw = BOX[2] - 426
    line = 19 * 1.18
    rules = combat_rules(m)
    right_h = 58.0
    for text in rules:
        right_h += min(c.para_height(text, rw, 19, "serif"), RULE_LINES * line) + 4
    if m.special_summary:
        right_h += min(c.para_height(m.special_summary, rw, 19, "serif-i"), RULE_LINES * line) + 4
    if toggles:
        right_h += 28
    before_roll = check_lines(dec)
    right_h += 30 * len(before_roll)
    tray_at = max(right_h, 200.0)
    body = max(310.0, tray_at + (84 if has_tray(table, dec) else 0))
    box = sized(110 + body + 10 + tail_height(c, table, dec))
    frame(c, box, (232, 222, 200), (120, 30, 26))
    y = header(c, box, "Combat", m.name, d.RED)
    x, _by, w, _h = box
    # the monster's card
    mr = (x + 36, y, 330, 300)
    c.rect(mr, (40, 34, 30), 10)
    c.rect(mr, d.MOVEMENT_COLOURS.get(m.movement, d.INK), 10, 5)
    c.symbol(m.dimension, (mr[0] + 40, mr[1] + 40), 14, (230, 220, 200), ground=(40, 34, 30))
    c.text(
        f"{m.movement.title()} · {m.dimension}",
        (mr[0] + 70, mr[1] + 40),
        17,
        "sans",
        d.TEXT_LIGHT,
        "midleft",
    )
    horror = (
        "none" if m.horror is None else f"{m.horror.rating:+d}  ({_loss(m.horror.damage)} Sanity)"
    )
    rows = [
        ("Awareness", f"{m.awareness:+d}"),
        ("Horror", horror),
        ("Combat", f"{m.combat.rating:+d}  ({_loss(m.combat.damage)} Stamina)"),
        ("Toughness", str(m.toughness)),
    ]
    ry = mr[1] + 74
    value_x = mr[0] + 20 + max(c.text_w(label, 17, "sans-b") for label, _ in rows) + 14
    for label, value in rows:
        c.text(label, (mr[0] + 20, ry), 17, "sans-b", d.GOLD)
        c.text(
            value, (value_x, ry - 2), 20, "serif-b", d.TEXT_LIGHT, max_w=mr[0] + mr[2] - value_x - 8
        )
        ry += 32
    ry += c.para(
        keyword_line(m),
        (mr[0] + 20, ry + 4, mr[2] - 40, 60),
        17,
        "serif-i",
        (240, 200, 160),
        max_lines=2,
    )
    table.frame.add(Hit(mr, f"monster-card:{marker}", None, monster_tip(m)))
    # the investigator's side
    inv = table.session.decider()
    rx = x + 390
    yy = y
    if inv is not None:
        sheet = cat.investigators[inv.id]
        c.text(
            f"{sheet.name}: Stamina {inv.stamina}, Sanity {inv.sanity}, {inv.clues} Clues",
            (rx, yy),
            20,
            "serif-b",
            d.INK,
            max_w=rw,
        )
        yy += 30
        sk = slider_skills(cat, inv)
        c.text(
            f"On the sliders: Sneak {sk['sneak']} · Fight {sk['fight']} · Will {sk['will']}"
            f" (cards may add more) · at {cat.area_name(inv.area)}",
            (rx, yy),
            16,
            "sans",
            d.INK_SOFT,
            max_w=rw,
        )
        yy += 28
    for text in rules:
        yy += c.para(text, (rx, yy, rw, 90), 19, "serif", d.INK_SOFT, max_lines=RULE_LINES) + 4
    if m.special_summary:
        yy += (
            c.para(m.special_summary, (rx, yy, rw, 90), 19, "serif-i", d.RED, max_lines=RULE_LINES)
            + 4
        )
    held = tuple(dec.detail.get("held", ()))  # type: ignore[arg-type]
    if toggles:
        in_use, hands = dec.detail["hands_used"], dec.detail["hands"]
        c.text(
            f"Hands in use: {in_use} of {hands} — click a card below to take it up or put it down.",
            (rx, yy + 4),
            16,
            "sans-b",
            d.GREEN,
            max_w=rw,
        )
        yy += 28
    for text in before_roll:
        c.text(text, (rx, yy + 4), 19, "serif-b", d.RED, max_w=rw)
        yy += 30
    after_tray = dice_tray(c, table, dec, rx, max(yy, y + 200), rw)
    y2 = max(y + 310, yy, after_tray)
    y2 = prompt_line(c, dec, x + 36, y2, w - 72)
    choice_area(c, table, dec, box, y2, held)


def keyword_line(m) -> str:
    """The combat card's line of abilities: the keywords, and a pointer to the monster's own
    rule (written out beside the card) — "no special abilities" only when it has neither."""
    kws = ", ".join(a.replace("-", " ") for a in m.abilities)
    if m.special_summary:
        kws = f"{kws}; a rule of its own (right)" if kws else "a rule of its own (right)"
    return (kws or "no special abilities").capitalize()


def _loss(n: int) -> str:
    return f"−{n}" if n else "no"


def _cost(n: int, what: str) -> str:
    return f"{n} {what}" if n else f"no {what}"


@overlay(Scene.FINAL_BATTLE)
@overlay(Scene.COMBAT, when=lambda dec: _context(dec).ancient_one is not None)
def final_battle(c: Canvas, table: Table, dec: Decision) -> None:
    cat = table.cat
    st = table.state
    ao = cat.ancient_ones[st.ancient_one]
    fb = st.final_battle
    frame(c, BOX, (40, 30, 36), d.GOLD_DARK)
    x, by, w, _h = BOX
    c.text("THE FINAL BATTLE", (x + 36, by + 24), 15, "sans-b", (240, 120, 100))
    c.text(ao.name, (x + 36, by + 44), 40, "serif-b", d.GOLD)
    table.frame.add(Hit((x, by, w, 98), "ancient-one", None, card=f"ancient-one:{ao.id}"))
    c.line((x + 36, by + 98), (x + w - 36, by + 98), d.GOLD_DARK, 1.5)
    y = by + 112
    tokens = fb.doom_tokens if fb else st.doom
    c.text(
        f"Doom tokens left: {tokens} of {ao.doom_track}", (x + 36, y), 20, "serif-b", d.TEXT_LIGHT
    )
    step = min(40.0, (w - 72) / max(1, ao.doom_track))
    for i in range(ao.doom_track):
        cx = x + 36 + step / 2 + i * step
        c.circle((cx, y + 48), step * 0.4, (170, 30, 30) if i < tokens else (60, 50, 50))
        c.circle((cx, y + 48), step * 0.4, d.GOLD, 1.5)
    y += 80
    battle = table.session.fact(FinalBattleRound)  # the engine's numbers for it
    if fb is not None and battle is not None:
        c.text(
            f"Round {fb.round} · successes toward the next token: {fb.successes} of "
            f"{battle.successes_per_token}",
            (x + 36, y),
            19,
            "serif",
            d.TEXT_LIGHT,
        )
        y += 32
    rating = "none" if ao.combat_rating is None else f"{ao.combat_rating:+d}"
    if ao.combat_rating_is_terror:
        rating = "minus the terror level"
        if battle is not None:
            rating = f"{battle.combat_rating:+d} ({rating})"
    defences = ", ".join(x_.replace("-", " ") for x_ in ao.defences) or "none"
    for label, text in (
        ("Combat rating", f"{rating}; defences: {defences}"),
        ("Its attack", ao.attack.summary),
    ):
        c.text(label, (x + 36, y), 17, "sans-b", d.GOLD)
        y += c.para(text, (x + 200, y, w - 240, 80), 18, "serif", d.TEXT_LIGHT, max_lines=3) + 8
    if ao.start_of_battle:
        c.text("Awakening", (x + 36, y), 17, "sans-b", d.GOLD)
        y += (
            c.para(
                ao.start_of_battle,
                (x + 200, y, w - 240, 60),
                18,
                "serif",
                d.TEXT_LIGHT,
                max_lines=2,
            )
            + 8
        )
    # the investigators still standing
    px = x + 36
    for inv in st.playing():
        sheet = cat.investigators[inv.id]
        seat = d.SEAT_COLOURS[inv.seat % len(d.SEAT_COLOURS)]
        c.investigator_token((px + 14, y + 16), 13, seat, d.initials(sheet.name))
        c.text(
            f"♥{inv.stamina} ✦{inv.sanity}", (px + 34, y + 16), 15, "sans", d.TEXT_LIGHT, "midleft"
        )
        px += 130
    y += 40
    y = dice_tray(c, table, dec, x + 36, y, w - 72)
    for text in check_lines(dec):
        c.text(text, (x + 36, y), 19, "serif-b", d.TEXT_LIGHT, max_w=w - 72)
        y += 30
    c.para(dec.prompt, (x + 36, y, w - 72, 60), 22, "serif-b", (250, 160, 130), max_lines=2)
    y += 40
    held = tuple(dec.detail.get("held", ()))  # type: ignore[arg-type]
    choice_area(c, table, dec, BOX, y, held)


@overlay(Scene.GATE, when=lambda dec: _context(dec).area is not None)
def gate(c: Canvas, table: Table, dec: Decision) -> None:
    loc = _context(dec).area
    assert loc is not None
    cat = table.cat
    ls = table.state.locations.get(loc)
    box = sized(110 + 150 + tail_height(c, table, dec))
    frame(c, box, (224, 214, 232), (110, 30, 90))
    world = None
    if ls is not None and ls.gate:
        world = cat.worlds[cat.gate_markers[ls.gate].world]
    title = f"A gate to {world.name}" if world else "A gate"
    y = header(c, box, f"Gate · {cat.area_name(loc)}", title)
    x, _, w, _ = BOX
    if world is not None:
        c.gate_token((x + 90, y + 60), 46, world.symbol, world.close_modifier)
        lines = [
            f"Close it with a Lore or a Fight check at {world.close_modifier:+d}: one success closes it "
            "and you keep the gate as a trophy.",
            "Monsters of its dimension in Arkham, the Sky and the Outskirts go back to the cup.",
            f"Once closed, {dec.detail['seal_cost']} Clues seal it for good (an elder sign): no "
            "gate opens here again. "
            "Stable locations cannot be sealed this way.",
        ]
        inv = table.session.decider()
        if inv is not None:
            lines.append(f"You hold {inv.clues} Clue{'s' if inv.clues != 1 else ''}.")
        yy = y
        for line in lines:
            yy += c.para(line, (x + 170, yy, w - 210, 80), 19, "serif", d.INK, max_lines=2) + 6
        y = max(yy, y + 130)
    y = dice_tray(c, table, dec, x + 36, y, w - 72)
    y = prompt_line(c, dec, x + 36, y, w - 72)
    choice_area(c, table, dec, box, y)


@overlay(None, when=_is_roll)
def roll(c: Canvas, table: Table, dec: Decision) -> None:
    """A check outside any scene (a tome read, a gate closed): its dice stay up, and so does
    "Use something on this roll?" asked about them."""
    box = (260, 260, 900, 420)
    frame(c, box)
    res = showing_result(table) if dec.kind == "result" else None
    title = res.rolls[-1].purpose if res is not None else dec.prompt
    y = header(c, box, "Dice", title)
    x, _, w, _ = box
    y = dice_tray(c, table, dec, x + 36, y, w - 72)
    if dec.kind == "result":  # what came of the dice, in place of the hint
        c.para(dec.prompt, (x + 36, y, w - 72, 60), 20, "serif-b", d.RED, max_lines=2)
    else:
        hint = (
            "A 5 or a 6 is a success. Spend a Clue token to roll another die, or accept the result."
            if dec.kind == "roll"
            else "A card or an ability may change these dice; Continue keeps them as they are."
        )
        c.para(hint, (x + 36, y, w - 72, 60), 18, "serif-i", d.INK_SOFT)
    choice_area(c, table, dec, box, y + 40)


CARDS_CENTRE_Y = 480.0


def cards_box(dec: Decision) -> tuple[float, float, float, float]:
    """The "keep one" / "buy one" window, as tall as its header, card tiles (at most 230 high,
    30 below the header) and buttons need, and no taller (issue 17 §12: no empty band above
    the cards)."""
    tiles = any(ch.target and ch.target.startswith("card:") for ch in dec.choices)
    buttons = any(
        not (ch.target and ch.target.startswith("card:")) and not ch.id.startswith("slider:")
        for ch in dec.choices
    )
    h = 110.0 + (260 if tiles else 0) + (66 if buttons else 0) + 24
    return (180.0, CARDS_CENTRE_Y - h / 2, 1060.0, h)


@overlay(None, when=lambda dec: dec.kind == "cards")
def cards(c: Canvas, table: Table, dec: Decision) -> None:
    box = cards_box(dec)
    frame(c, box)
    y = header(c, box, "Cards", dec.prompt)
    choice_area(c, table, dec, box, y)


def game_over(
    c: Canvas, table: Table, to_title: Callable[[], None], new_game: Callable[[], None]
) -> None:
    st = table.state
    cat = table.cat
    out = st.outcome
    won = bool(out and out.won)
    frame(c, BOX, (30, 40, 30) if won else (46, 22, 22), d.GOLD)
    x, y, w, h = BOX
    c.text(
        "VICTORY" if won else "DEFEAT",
        (x + w / 2, y + 120),
        84,
        "serif-b",
        d.GOLD if won else (230, 110, 90),
        "center",
    )
    cause = CAUSES.get(out.cause, out.cause) if out else "the game ended"
    c.text(
        cause[0].upper() + cause[1:] + ".",
        (x + w / 2, y + 210),
        28,
        "serif-i",
        d.TEXT_LIGHT,
        "center",
        max_w=w - 80,
    )
    yy = y + 270
    if out and out.score is not None:
        c.text(f"Score: {out.score}", (x + w / 2, yy), 34, "serif-b", d.WHITE, "center")
        yy += 56
    if out and out.first_citizen:
        c.text(
            f"First Citizen of Arkham: {cat.investigators[out.first_citizen].name}",
            (x + w / 2, yy),
            24,
            "serif",
            d.TEXT_LIGHT,
            "center",
        )
        yy += 46
    c.text(
        f"{st.turn} turns · {len(table.session.game.choices)} decisions",
        (x + w / 2, yy),
        19,
        "sans",
        d.GREY,
        "center",
    )
    button(
        c,
        table.frame,
        (x + w / 2 - 320, y + h - 110, 300, 60),
        "Back to title",
        "btn:game-over-title",
        to_title,
        size=24,
    )
    button(
        c,
        table.frame,
        (x + w / 2 + 20, y + h - 110, 300, 60),
        "New game",
        "btn:game-over-new",
        new_game,
        size=24,
        style="primary",
    )
