"""Trading between investigators in the same area (reference §7, seed 001 Movement): money,
Common and Unique Items, Spells, the Deputy's Revolver and the Patrol Wagon — never allies,
skills or other special cards. Trading does not end movement.

It is a ``movement`` ability (Arkham) and an ``other-world-movement`` ability (two
investigators in the same Other World area), and in the final battle an ``upkeep`` ability
(seed 001, The Final Battle: "You *can* trade"). ``use:trade`` opens a menu of
``give:<handle>:<investigator>``, ``give-money:<investigator>:<amount>``,
``take:<handle>:<investigator>`` and ``take-money:<investigator>:<amount>`` choices and
``done``; taking asks the other investigator to ``agree`` or ``refuse``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import effects, text, windows
from arkham.engine.decisions import Choice
from arkham.engine.events import Event
from arkham.engine.names import Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


@dataclass(frozen=True, slots=True)
class Traded(Event):
    """``investigator`` gave ``to`` a card, or (``card`` None) some money."""

    kind = "traded"
    to: str
    card: str | None
    money: int

    def describe(self, cat: Catalog) -> str:
        what = text.card(cat, self.card) if self.card else f"${self.money}"
        return f"{text.who(cat, self.investigator)} gives {what} to {text.who(cat, self.to)}."


TRADABLE_KINDS = ("common", "unique", "spell")
TRADABLE_SPECIALS = ("deputys-revolver", "patrol-wagon")
MONEY_STEPS = (1, 5, 10)


def tradable(g: Game, inv: Investigator) -> list[str]:
    """Handles of the possessions this investigator may hand over."""
    return [
        p.handle
        for p in inv.possessions
        if g.cat.card_kind(p.card) in TRADABLE_KINDS or p.card in TRADABLE_SPECIALS
    ]


def partners(g: Game, inv: Investigator) -> list[Investigator]:
    """The other investigators in the same area; in the final battle, every other one still
    playing (reference §5: they refresh and "trade freely" before each round)."""
    st = g.state
    if st.final_battle is not None:
        return [i for i in st.playing() if i is not inv]
    here = inv.area
    # Whoever stands here first: most of the time nobody does (asked in every Upkeep and move).
    others = [i for i in st.investigators_at(here) if i is not inv]
    if not others:
        return []
    if here in (g.cat.role(Role.LOST), "devoured") or here in g.cat.areas_with_role(Role.JAIL):
        return []
    return others


def _has_goods(g: Game, inv: Investigator) -> bool:
    return inv.money > 0 or bool(tradable(g, inv))


def _usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    if inv.status != "playing":
        return False
    people = partners(g, inv)
    return bool(people) and (_has_goods(g, inv) or any(_has_goods(g, p) for p in people))


def _label(g: Game, inv: Investigator, ctx: Context) -> str:
    names = ", ".join(_name(g, p.id) for p in partners(g, inv))
    return f"Trade with {names}"


def _name(g: Game, inv_id: str) -> str:
    return g.cat.investigators[inv_id].name


def _amounts(money: int) -> list[int]:
    return sorted({a for a in MONEY_STEPS if a <= money} | ({money} if money else set()))


def menu(g: Game, inv: Investigator) -> list[Choice]:
    choices: list[Choice] = []
    for other in partners(g, inv):
        who = _name(g, other.id)
        for h in tradable(g, inv):
            choices.append(
                Choice(
                    f"give:{h}:{other.id}",
                    f"Give {g.cat.card_name(card_of(h))} to {who}",
                    target=f"card:{h}",
                )
            )
        for amount in _amounts(inv.money):
            choices.append(Choice(f"give-money:{other.id}:{amount}", f"Give ${amount} to {who}"))
        for h in tradable(g, other):
            choices.append(
                Choice(
                    f"take:{h}:{other.id}",
                    f"Ask {who} for {g.cat.card_name(card_of(h))}",
                    target=f"card:{h}",
                )
            )
        for amount in _amounts(other.money):
            choices.append(Choice(f"take-money:{other.id}:{amount}", f"Ask {who} for ${amount}"))
    choices.append(Choice("done", "Finish trading"))
    return choices


def trade(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """The trading menu, until ``done``."""
    while True:
        picked = yield from effects.ask(
            g, inv, "Trade with the investigators here", menu(g, inv), trade=True
        )
        if picked == "done":
            return
        verb, _, rest = picked.partition(":")
        if verb in ("give", "take"):
            handle, _, other_id = rest.rpartition(":")
            other = g.state.investigator(other_id)
            giver, taker = (inv, other) if verb == "give" else (other, inv)
            if verb == "take" and not (yield from _agrees(g, other, inv, card_of(handle))):
                continue
            hand_over(g, giver, taker, handle)
        else:
            other_id, _, amount_text = rest.partition(":")
            other = g.state.investigator(other_id)
            amount = int(amount_text)
            giver, taker = (inv, other) if verb == "give-money" else (other, inv)
            if verb == "take-money" and not (yield from _agrees(g, other, inv, f"${amount}")):
                continue
            yield from pay(g, giver, taker, amount)


def _agrees(g: Game, giver: Investigator, asker: Investigator, what: str) -> Effect:
    label = what if what.startswith("$") else g.cat.card_name(what)
    picked = yield from effects.ask(
        g,
        giver,
        f"{_name(g, asker.id)} asks for your {label}",
        (Choice("agree", "Hand it over"), Choice("refuse", "Keep it")),
    )
    return picked == "agree"


def hand_over(g: Game, giver: Investigator, taker: Investigator, handle: str) -> None:
    """Move a possession as it is (exhausted or not, with its tokens)."""
    possession = giver.possession(handle)
    assert possession is not None, handle
    giver.possessions.remove(possession)
    taker.possessions.append(possession)
    g.emit(Traded(taker.id, card_of(handle), 0, investigator=giver.id))


def pay(g: Game, giver: Investigator, taker: Investigator, amount: int) -> Effect:
    amount = min(amount, giver.money)
    if amount <= 0:
        return
    yield from effects.lose(g, giver, money=amount)
    yield from effects.gain(g, taker, money=amount)
    g.emit(Traded(taker.id, None, amount, investigator=giver.id))


def _never(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Bots don't trade (and must not loop on it)."""
    return False


TRADE = windows.register(Ability("trade", Window.MOVEMENT, _label, _usable, trade, _never))
TRADE_OTHER_WORLD = windows.register(
    Ability("trade", Window.OTHER_WORLD_MOVEMENT, _label, _usable, trade, _never)
)


def _usable_in_battle(g: Game, inv: Investigator, ctx: Context) -> bool:
    return g.state.final_battle is not None and _usable(g, inv, ctx)


def _battle_label(g: Game, inv: Investigator, ctx: Context) -> str:
    return "Trade with the other investigators"


TRADE_FINAL_BATTLE = windows.register(
    Ability("trade", Window.UPKEEP, _battle_label, _usable_in_battle, trade, _never)
)
