"""The effect vocabulary every rule and card is written in.

Every helper here is a generator function and is called with ``yield from`` — even the ones that
cannot be interrupted today — so that any of them can grow a decision later. The ones that need
no decision at all and can never grow one are plain functions (``emit``-only bookkeeping).

Unwinding: when an investigator is knocked out, devoured or lost in time and space, the helper
resolves the consequences at once and raises :class:`Interrupted`; the phase loop catches it and
moves on to the next investigator. The end of the game raises :class:`GameEnds`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

from arkham.catalog import Role
from arkham.engine import checks, text, windows
from arkham.engine.core import (  # noqa: F401 (the vocabulary cards import)
    Effect,
    GameEnds,
    Interrupted,
    ask,
    scene,
)
from arkham.engine.decisions import Choice
from arkham.engine.events import TRACK_SECONDS, Animation, Event, Ring, Show, Tone
from arkham.engine.names import EndCause, Hook, Window
from arkham.engine.sheet import SHOWN_STATS, StatChanged, sheet_of
from arkham.engine.state import Investigator, Possession, card_of

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game
    from arkham.engine.state import GameState


# ---------------------------------------------------------------- what the vocabulary emits


def copy_investigator(shown: GameState, final: GameState, inv_id: str | None) -> None:
    """Take the investigator's record whole from the engine's state: where the rules put them
    (the jail, Lost in Time and Space, the hospital…)."""
    if inv_id is None:
        return
    after = final.investigator(inv_id).model_copy(deep=True)
    for i, inv in enumerate(shown.investigators):
        if inv.id == inv_id:
            shown.investigators[i] = after
            return
    shown.investigators.append(after)


@dataclass(frozen=True, slots=True)
class CardGained(Event):
    kind = "card-gained"
    show = Show(reveals="a card was drawn")
    card: str
    deck: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} gains {text.card(cat, self.card)}."


@dataclass(frozen=True, slots=True)
class CardLost(Event):
    kind = "card-lost"
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} discards {text.card(cat, self.card)}."


@dataclass(frozen=True, slots=True)
class Moved(Event):
    kind = "moved"
    frm: str
    to: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} moves from {text.area(cat, self.frm)} to {text.area(cat, self.to)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        sheet_of(shown, self.investigator).area = self.to

    def animation(self) -> Animation:
        return Animation(
            "move-inv", 0.45, {"inv": self.investigator, "frm": self.frm, "to": self.to}
        )


@dataclass(frozen=True, slots=True)
class Delayed(Event):
    kind = "delayed"
    show = Show(beat=0.7, ring=Ring.DELAY)

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} is delayed."

    def advance(self, shown: GameState, final: GameState) -> None:
        sheet_of(shown, self.investigator).delayed = True


@dataclass(frozen=True, slots=True)
class StoodUp(Event):
    kind = "stood-up"
    show = Show(beat=0.4)

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} is no longer delayed."

    def advance(self, shown: GameState, final: GameState) -> None:
        sheet_of(shown, self.investigator).delayed = False


@dataclass(frozen=True, slots=True)
class LostInTimeAndSpace(Event):
    kind = "lost-in-time-and-space"
    show = Show(Tone.ALARM, beat=0.8, ring=Ring.LOST)

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} is lost in time and space."

    def advance(self, shown: GameState, final: GameState) -> None:
        copy_investigator(shown, final, self.investigator)


@dataclass(frozen=True, slots=True)
class KnockedOut(Event):
    kind = "knocked-out"
    show = Show(Tone.ALARM, beat=0.8, ring=Ring.HARM)
    how: str
    to: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} is {self.how} and wakes at {text.area(cat, self.to)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        copy_investigator(shown, final, self.investigator)


@dataclass(frozen=True, slots=True)
class Devoured(Event):
    kind = "devoured"
    show = Show(Tone.ALARM, beat=0.8, ring=Ring.DEATH)

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} is devoured!"

    def advance(self, shown: GameState, final: GameState) -> None:
        copy_investigator(shown, final, self.investigator)


@dataclass(frozen=True, slots=True)
class DoomChanged(Event):
    kind = "doom-changed"
    show = Show(Tone.ALARM)
    delta: int
    value: int

    def describe(self, cat: Catalog) -> str:
        return f"The doom track {'rises' if self.delta > 0 else 'falls'} to {self.value}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.doom = self.value

    def animation(self) -> Animation:
        return Animation("doom", TRACK_SECONDS, {"value": self.value, "delta": self.delta})

    def sound(self) -> str | None:
        return "doom" if self.delta > 0 else None


@dataclass(frozen=True, slots=True)
class AllyRemoved(Event):
    kind = "ally-removed"
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.card(cat, self.card)} leaves town."


def may(g: Game, inv: Investigator, prompt: str, yes: str = "Yes", no: str = "No") -> Effect:
    """A yes/no decision; returns True for yes."""
    picked = yield from ask(g, inv, prompt, (Choice("yes", yes), Choice("no", no)))
    return picked == "yes"


def choose_one(
    g: Game, inv: Investigator, prompt: str, options: Iterable[tuple[str, str]]
) -> Effect:
    """Pick one of ``(id, label)`` options; returns the id."""
    return (yield from ask(g, inv, prompt, [Choice(i, label) for i, label in options]))


def may_pay(
    g: Game,
    inv: Investigator,
    prompt: str,
    *,
    money: int = 0,
    clues: int = 0,
    sanity: int = 0,
    stamina: int = 0,
) -> Effect:
    """Offer to pay a cost; the 'pay' choice is disabled when it cannot be afforded (Sanity and
    Stamina may be paid down to 1 only). Returns True when paid."""
    parts = [
        f"${money}" if money else "",
        f"{clues} Clue{'s' if clues != 1 else ''}" if clues else "",
        f"{sanity} Sanity" if sanity else "",
        f"{stamina} Stamina" if stamina else "",
    ]
    cost = ", ".join(p for p in parts if p)
    reason = None
    if inv.money < money or inv.clues < clues or inv.sanity <= sanity or inv.stamina <= stamina:
        reason = "you cannot afford it"
    picked = yield from ask(
        g,
        inv,
        prompt,
        (Choice("pay", f"Pay {cost}", disabled=reason), Choice("decline", "Decline")),
    )
    if picked != "pay":
        return False
    yield from lose(g, inv, money=money, clues=clues, sanity=sanity, stamina=stamina, cost=True)
    return True


def check(
    g: Game, inv: Investigator, kind: str, modifier: int = 0, difficulty: int = 1, counts=False
) -> Effect:
    """A skill check (see :func:`arkham.engine.checks.check`); truthy when passed.
    ``counts``: the successes are counted (Clues may then be spent after a pass too)."""
    return (yield from checks.check(g, inv, kind, modifier, difficulty, counts=counts))


def roll(g: Game, inv: Investigator, n: int, purpose: str = "roll") -> Effect:
    """Roll ``n`` dice (no check); returns the dice."""
    return checks.roll(g, inv, n, purpose)
    yield


def delayed(g: Game, inv: Investigator) -> Effect:
    """The investigator is delayed: no movement next Movement phase."""
    delay(g, inv)
    return
    yield


# ---------------------------------------------------------------- stats


def max_sanity(g: Game, inv: Investigator) -> int:
    sheet = g.cat.investigators[inv.id]
    return sheet.sanity - inv.max_sanity_loss + checks.bonus(g, inv, "max-sanity")


def max_stamina(g: Game, inv: Investigator) -> int:
    sheet = g.cat.investigators[inv.id]
    return sheet.stamina - inv.max_stamina_loss + checks.bonus(g, inv, "max-stamina")


def set_stat(g: Game, inv: Investigator, stat: str, value: int) -> None:
    """Set one of the investigator's stats outright, with its event (no modifier, no window)."""
    old = getattr(inv, stat)
    if value != old:
        setattr(inv, stat, value)
        g.emit(StatChanged(stat, value - old, value, investigator=inv.id))


def gain(
    g: Game,
    inv: Investigator,
    *,
    money: int = 0,
    clues: int = 0,
    sanity: int = 0,
    stamina: int = 0,
    care: bool = False,
) -> Effect:
    """Gain money, Clues, or restore Sanity/Stamina (never above the maximum). While the rule
    'no-sanity-recovery' or 'no-stamina-recovery' holds, only ``care`` (a hospital's, a
    doctor's) restores that stat."""
    if sanity and not care and windows.rule(g, "no-sanity-recovery"):
        sanity = 0
    if stamina and not care and windows.rule(g, "no-stamina-recovery"):
        stamina = 0
    if money:
        set_stat(g, inv, "money", inv.money + money)
    if clues:
        set_stat(g, inv, "clues", inv.clues + clues)
    if sanity:
        set_stat(g, inv, "sanity", min(max_sanity(g, inv), inv.sanity + sanity))
    if stamina:
        set_stat(g, inv, "stamina", min(max_stamina(g, inv), inv.stamina + stamina))
    if clues > 0:
        yield from windows.run_hooks(g, Hook.CLUES_GAINED, inv, clues)


def gain_each(g: Game, inv: Investigator, amounts: Mapping[Any, int]) -> Effect:
    """:func:`gain` of amounts read from data, by stat (``{"clues": 2, "money": 1}``)."""
    money, clues, sanity, stamina = _by_stat(amounts)
    yield from gain(g, inv, money=money, clues=clues, sanity=sanity, stamina=stamina)


def lose_each(g: Game, inv: Investigator, amounts: Mapping[Any, int]) -> Effect:
    """:func:`lose` of amounts read from data, by stat (``{"sanity": 1}``)."""
    money, clues, sanity, stamina = _by_stat(amounts)
    yield from lose(g, inv, money=money, clues=clues, sanity=sanity, stamina=stamina)


def _by_stat(amounts: Mapping[Any, int]) -> tuple[int, int, int, int]:
    """Money, Clues, Sanity and Stamina of ``amounts`` (ValueError: a key that is no stat)."""
    unknown = set(amounts) - set(SHOWN_STATS)
    if unknown:
        raise ValueError(f"not a stat: {sorted(unknown)}")
    get = amounts.get
    return get("money", 0), get("clues", 0), get("sanity", 0), get("stamina", 0)


def lose(
    g: Game,
    inv: Investigator,
    *,
    money: int = 0,
    clues: int = 0,
    sanity: int = 0,
    stamina: int = 0,
    cost: bool = False,
) -> Effect:
    """Lose money or Clues (never below 0), or Sanity/Stamina; at 0 the investigator is
    knocked out (and this raises :class:`Interrupted`). A ``cost`` (a spell's Sanity, a price
    paid) is not a loss that Food, Whiskey or powers can reduce."""
    if money:
        set_stat(g, inv, "money", max(0, inv.money - money))
    if clues:
        set_stat(g, inv, "clues", max(0, inv.clues - clues))
    if (sanity or stamina) and not cost:
        sanity, stamina = yield from windows.reduce_loss(g, inv, sanity, stamina)
    if sanity or stamina:
        if sanity:
            set_stat(g, inv, "sanity", max(0, inv.sanity - sanity))
        if stamina:
            set_stat(g, inv, "stamina", max(0, inv.stamina - stamina))
        yield from settle(g, inv)


def pay_sanity(g: Game, inv: Investigator, amount: int) -> Effect:
    """Pay a spell's Sanity cost: never reduced like damage (no Whiskey, no power), and it may
    take the last point; the investigator then goes insane (or falls unconscious) only when the
    caller calls :func:`settle`, after the spell has resolved (issue 16). An investigator with
    the power to pay it in Stamina (the modifier 'sanity-cost-as-stamina') chooses how to split
    it."""
    if not amount:
        return
    sanity = amount
    if stamina_pays_sanity(g, inv):
        least = max(0, amount - inv.stamina)
        most = min(amount, inv.sanity)
        if least < most:
            picked = yield from ask(
                g,
                inv,
                f"Pay the spell's {amount} Sanity with Sanity or Stamina",
                [
                    Choice(f"cost:{s}", f"{s} Sanity, {amount - s} Stamina")
                    for s in range(most, least - 1, -1)
                ],
                kind="choose",
                amount=amount,
            )
            sanity = int(picked.removeprefix("cost:"))
        elif least == most:
            sanity = least
    if sanity:
        set_stat(g, inv, "sanity", max(0, inv.sanity - sanity))
    if amount - sanity:
        set_stat(g, inv, "stamina", max(0, inv.stamina - (amount - sanity)))


def stamina_pays_sanity(g: Game, inv: Investigator) -> bool:
    """A power that lets spells' Sanity costs be paid in Stamina (Agnes Baker)."""
    return windows.modifier(g, inv, "sanity-cost-as-stamina") > 0


def can_pay_sanity(g: Game, inv: Investigator, amount: int) -> bool:
    """Whether a spell's Sanity cost can be paid (the last point too)."""
    if inv.sanity >= amount:
        return True
    return stamina_pays_sanity(g, inv) and inv.sanity + inv.stamina >= amount


def settle(g: Game, inv: Investigator) -> Effect:
    """Knock out (or, in the final battle, devour) an investigator left at 0 Sanity or
    Stamina."""
    if inv.status == "playing" and (inv.sanity <= 0 or inv.stamina <= 0):
        if g.state.final_battle is not None:
            # RULE: seed 001, The Final Battle — at 0 Sanity or Stamina, devoured.
            yield from devoured(g, inv)
        yield from knocked_out(g, inv)


def lose_max(g: Game, inv: Investigator, *, sanity: int = 0, stamina: int = 0) -> Effect:
    """Permanently lower maximum Sanity or Stamina; at 0 the investigator is devoured."""
    inv.max_sanity_loss += sanity
    inv.max_stamina_loss += stamina
    if sanity:
        set_stat(g, inv, "sanity", min(inv.sanity, max_sanity(g, inv)))
    if stamina:
        set_stat(g, inv, "stamina", min(inv.stamina, max_stamina(g, inv)))
    if max_sanity(g, inv) <= 0 or max_stamina(g, inv) <= 0:
        yield from devoured(g, inv)
    if inv.sanity <= 0 or inv.stamina <= 0:
        yield from knocked_out(g, inv)


# ---------------------------------------------------------------- cards


def deck_of(g: Game, card: str) -> str:
    """The deck a card returns to: each kind of card has its own deck of the same name."""
    return g.cat.card_kind(card)


def give(g: Game, inv: Investigator, handle: str, fresh: bool = True) -> None:
    """Put a card in the investigator's possessions (bookkeeping; no decision)."""
    inv.possessions.append(Possession(handle=handle, fresh=fresh))
    g.emit(CardGained(card_of(handle), deck_of(g, card_of(handle)), investigator=inv.id))


def discard(g: Game, inv: Investigator, handle: str, to: str | None = None) -> None:
    """Return a possession to the bottom of its deck (specials to their pool), or put it on
    the pile ``to`` (``"box"``: out of the game). Every way a card leaves an investigator but
    a trade comes here, so a maximum the card raised falls with it (:func:`fit_to_max`: at 0
    the investigator is devoured, and this raises :class:`Interrupted`)."""
    if _put_away(g, inv, handle, to):
        fit_to_max(g, inv)


def _put_away(g: Game, inv: Investigator, handle: str, to: str | None = None) -> bool:
    """Move a possession to its deck (or ``to``) with its event, looking at no maximum (a
    devoured investigator's cards go this way); whether the investigator held it."""
    for i, p in enumerate(inv.possessions):
        if p.handle == handle:
            del inv.possessions[i]
            break
    else:
        return False
    g.state.decks[to or deck_of(g, card_of(handle))].append(handle)
    g.emit(CardLost(card_of(handle), investigator=inv.id))
    return True


def fit_to_max(g: Game, inv: Investigator) -> None:
    """A maximum lowered below the current value takes the current value down with it (a
    card that raised the maximum has gone, a lasting bonus fell). Only ever lowers a value;
    a maximum down to 0 devours the investigator at once (raises :class:`Interrupted`)."""
    if inv.status != "playing":
        return
    # RULE: reference §7 — a maximum Sanity or Stamina reduced to 0 devours, whatever lowered
    # it: a loss of maximum (lose_max), or the card that raised it gone, however it went.
    if max_sanity(g, inv) <= 0 or max_stamina(g, inv) <= 0:
        _devour(g, inv)
    for stat, top in (("sanity", max_sanity(g, inv)), ("stamina", max_stamina(g, inv))):
        if top < getattr(inv, stat):
            set_stat(g, inv, stat, top)


def draw(g: Game, inv: Investigator, deck: str, n: int = 1, keep: int | None = None) -> Effect:
    """Draw ``n`` cards from a deck and keep ``keep`` of them (all by default); the rest go to
    the bottom. While the choice is open the cards lie face up in ``decks["drawn"]``.
    Returns the handles kept."""
    pile = g.state.decks[deck]
    keep = n if keep is None else keep
    # Powers that draw one more card and discard one (reference §4: Amanda, Bob, Dexter…).
    n += windows.modifier(g, inv, f"draw-extra:{deck}")
    ctx = yield from windows.window(
        g, Window.BEFORE_DRAW, inv, "Draw from the top of the deck?", deck=deck, from_bottom=False
    )
    take = min(n, len(pile))
    drawn = [pile.pop(-1 if ctx["from_bottom"] else 0) for _ in range(take)]
    limbo = g.state.decks["drawn"]
    limbo.extend(drawn)
    keep = min(keep, len(drawn))
    kept: list[str] = []
    while len(kept) < keep:
        options = [h for h in drawn if h not in kept]
        if len(options) == keep - len(kept):
            kept.extend(options)
            break
        picked = yield from ask(
            g,
            inv,
            f"Keep {keep - len(kept)} of these cards",
            [Choice(f"keep:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}") for h in options],
            kind="cards",
        )
        kept.append(picked.removeprefix("keep:"))
    for h in drawn:
        limbo.remove(h)
        if h in kept:
            give(g, inv, h)
        else:
            pile.append(h)
    for h in kept:
        yield from windows.run_hooks(g, Hook.CARD_GAINED, inv, h)
    return kept


def gain_card(g: Game, inv: Investigator, card: str) -> Effect:
    """Take a specific card (e.g. a Retainer, or a named ally) from its deck, if one is left.
    Returns the handle, or None when none is left (or, for a special card, already held)."""
    deck = deck_of(g, card)
    if deck == "special" and inv.holds(card):
        return None  # RULE: reference §6.7 — at most one copy of each special card.
    if refuses(g, inv, card):
        return None

    pile = g.state.decks[deck]
    for h in pile:
        if card_of(h) == card:
            pile.remove(h)
            give(g, inv, h)
            yield from windows.run_hooks(g, Hook.CARD_GAINED, inv, h)
            return h
    return None


def refuses(g: Game, inv: Investigator, card: str) -> bool:
    """A power that never lets the investigator hold a card (the modifier 'refuses:<card>':
    "Skids" O'Toole is never the Deputy nor takes a Bank Loan)."""
    return windows.modifier(g, inv, f"refuses:{card}") > 0


def bless(g: Game, inv: Investigator) -> Effect:
    """Become Blessed; a Curse and a Blessing cancel each other (reference §6.7)."""
    yield from _blessing_or_curse(g, inv, "blessing", "curse")


def curse(g: Game, inv: Investigator) -> Effect:
    yield from _blessing_or_curse(g, inv, "curse", "blessing")


def _blessing_or_curse(g: Game, inv: Investigator, gained: str, opposite: str) -> Effect:
    for p in list(inv.possessions):
        if p.card == opposite:
            discard(g, inv, p.handle)
            return
    if not inv.holds(gained):
        yield from gain_card(g, inv, gained)


# ---------------------------------------------------------------- places


def move_to(g: Game, inv: Investigator, area: str) -> None:
    """Place an investigator (no movement points, no evading)."""
    frm = inv.area
    if frm != area:
        inv.area = area
        inv.explored = False
        g.emit(Moved(frm, area, investigator=inv.id))


def delay(g: Game, inv: Investigator, even_if_immune: bool = False) -> None:
    """Delayed: the investigator stands up instead of moving next Movement. An ability may
    make an investigator immune (the modifier 'never-delayed') unless ``even_if_immune``."""
    if inv.delayed:
        return
    if not even_if_immune and windows.modifier(g, inv, "never-delayed") > 0:
        return
    inv.delayed = True
    g.emit(Delayed(investigator=inv.id))


def lost_in_time_and_space(g: Game, inv: Investigator, why: str | None = None) -> Effect:
    """Lost in time and space: delayed, and back in Arkham at the Upkeep after next. ``why``
    is 'insane' or 'unconscious' after a knock-out in an Other World."""
    ctx = yield from windows.on_lost(g, inv, why)
    if ctx["instead"] is not None:
        move_to(g, inv, ctx["instead"])
        raise Interrupted(inv.id, "spared from being lost")
    move_to(g, inv, g.cat.role(Role.LOST))
    delay(g, inv)
    g.emit(LostInTimeAndSpace(investigator=inv.id))
    yield from windows.run_hooks(g, Hook.LOST, inv)
    raise Interrupted(inv.id, "lost in time and space")


# ---------------------------------------------------------------- knock-outs


def knocked_out(g: Game, inv: Investigator) -> Effect:
    """Insane or unconscious: lose half the items and Clues (the investigator picks), all
    Retainers; go to the Asylum or Hospital with 1 point, or, from an Other World, be lost in
    time and space. Both at once: devoured."""
    if inv.sanity <= 0 and inv.stamina <= 0:
        yield from devoured(g, inv)
    insane = inv.sanity <= 0
    yield from _lose_half(g, inv)
    for p in list(inv.possessions):
        if p.card == "retainer":
            discard(g, inv, p.handle)
    # RULE: as lunboks' eldritch resolves a knock-out (events.InsaneOrUnconscious sets the stat)
    # — waking with 1 Sanity or Stamina is a reset, not a gain, so the care-only rules
    # ('no-sanity-recovery', 'no-stamina-recovery') do not stop it.
    set_stat(g, inv, "sanity" if insane else "stamina", 1)
    in_other_world = inv.area in g.cat.world_of_area
    inv.encounters_over = True
    lost = g.cat.role(Role.LOST)
    how = "insane" if insane else "unconscious"
    if in_other_world or inv.area == lost:
        g.emit(KnockedOut(how, lost, investigator=inv.id))
        yield from windows.run_hooks(g, Hook.KNOCKED_OUT, inv, how)
        yield from lost_in_time_and_space(g, inv, why=how)
    to = g.cat.role(Role.ASYLUM if insane else Role.HOSPITAL)
    g.emit(KnockedOut(how, to, investigator=inv.id))
    move_to(g, inv, to)
    yield from windows.run_hooks(g, Hook.KNOCKED_OUT, inv, how)
    raise Interrupted(inv.id, how)


LOSABLE_KINDS = ("common", "unique", "spell")


def losable(g: Game, inv: Investigator) -> list[str]:
    """Handles an investigator can be made to discard as 'items' (reference §7)."""
    out = []
    for p in inv.possessions:
        kind = g.cat.card_kind(p.card)
        item = g.cat.items.get(p.card)
        if item is not None and "cannot-be-lost" in item.tags:
            continue
        if kind in LOSABLE_KINDS or p.card in ("deputys-revolver", "patrol-wagon"):
            out.append(p.handle)
    return out


def _lose_half(g: Game, inv: Investigator) -> Effect:
    items = losable(g, inv)
    # A power may keep every item through a knock-out (Finn Edwards).
    keeps = windows.modifier(g, inv, "keeps-items-when-knocked-out") > 0
    to_lose = 0 if keeps else len(items) // 2
    while to_lose > 0:
        items = losable(g, inv)
        picked = yield from ask(
            g,
            inv,
            f"Knocked out: discard {to_lose} more item{'s' if to_lose > 1 else ''}",
            [
                Choice(f"discard:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}")
                for h in items
            ],
            kind="cards",
        )
        discard(g, inv, picked.removeprefix("discard:"))
        to_lose -= 1
    if inv.clues:
        set_stat(g, inv, "clues", inv.clues - inv.clues // 2)


def devoured(g: Game, inv: Investigator) -> Effect:
    """Devoured: out of the game. Outside the final battle the player keeps the unspent
    trophies, and a new investigator takes the seat at the start of the next turn
    (``setup.replacement``, run by the turn loop); in the final battle the seat is empty for
    good."""
    _devour(g, inv)
    yield


def _devour(g: Game, inv: Investigator) -> NoReturn:
    """:func:`devoured`, for the plain functions that find an investigator devoured."""
    for p in list(inv.possessions):
        _put_away(g, inv, p.handle)
    g.emit(Devoured(investigator=inv.id))
    inv.area = "devoured"
    if g.state.final_battle is not None:
        for m in inv.monster_trophies:
            g.state.monsters[m] = "cup"
        inv.monster_trophies.clear()
        g.state.gate_stack.extend(inv.gate_trophies)
        inv.gate_trophies.clear()
        inv.status = "eliminated"
    else:
        # RULE: issue 16 §17, after the printed rulebook (the reference gives only "a new
        # random investigator") — the player keeps the unspent trophies and plays on with the
        # new investigator from the next turn, not in the middle of this one.
        inv.status = "devoured"
    raise Interrupted(inv.id, "devoured")


def for_each(
    g: Game,
    investigators: Iterable[Investigator],
    effect: Callable[[Investigator], Effect],
) -> Effect:
    """Apply an effect to several investigators; one being knocked out does not stop the rest."""
    for inv in list(investigators):
        if inv.status != "playing":
            continue
        try:
            yield from effect(inv)
        except Interrupted:
            continue


# ---------------------------------------------------------------- the tracks


def add_doom(g: Game, n: int = 1) -> Effect:
    """Doom tokens onto the Ancient One's track; a full track awakens it."""
    st = g.state
    track = g.cat.ancient_ones[st.ancient_one].doom_track
    new = max(0, min(track, st.doom + n))
    if new != st.doom:
        g.emit(DoomChanged(new - st.doom, new))
        st.doom = new
    if st.doom >= track and n > 0:
        raise GameEnds(EndCause.DOOM_TRACK_FULL, None)
    if n > 0:
        yield from windows.run_hooks(g, Hook.DOOM_ADDED)
