"""The base game's location actions taken instead of an encounter (reference §1.5): the shops,
the Asylum's and the Hospital's care, the Bank's loan, the trophy trades (Police Station, Ma's
Boarding House, South Church, River Docks, Science Building) and the Lodge's Inner Sanctum,
each with its advice for bots. How they register and how trophies are paid: :mod:`arkham.kit.places`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.content import specials
from arkham.content.investigators import before_draw
from arkham.engine import effects, flow, windows
from arkham.engine.decisions import Choice
from arkham.engine.encounters import LOCATION_ACTIONS, LocationAction
from arkham.engine.state import card_of
from arkham.kit.places import action, need_trophies, pay_trophies, trophy_value

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


def _monster_points(g: Game, inv: Investigator) -> int:
    """What the investigator's monster trophies are worth: bots trade monsters only, as gate
    trophies count toward the gates-closed victory."""
    return sum(trophy_value(g, m) for m in inv.monster_trophies)


def _hurt(stat: str) -> Callable[[Game, Investigator], bool]:
    """Advice for care: take it when low or well short of the maximum."""
    top = effects.max_sanity if stat == "sanity" else effects.max_stamina

    def hurt(g: Game, inv: Investigator) -> bool:
        value = getattr(inv, stat)
        return value <= 2 or value <= top(g, inv) - 2

    return hurt


def _always(g: Game, inv: Investigator) -> bool:
    return True


# ---------------------------------------------------------------- shops


def _shop_usable(deck: str) -> Callable[[Game, Investigator], str | None]:
    def usable(g: Game, inv: Investigator) -> str | None:
        return None if g.state.decks[deck] else "the shelves are empty"

    return usable


def shop(g: Game, inv: Investigator, deck: str) -> Effect:
    """Draw 3 items (one more for a power like Bob's Shrewd Dealer), buy one at list price —
    one must be bought if any can be paid for (IR FAQ) — and the rest go to the bottom.

    RULE: our reading — the shops say 'draw', so draw-more powers and Pete's Scrounge apply."""
    from_bottom = yield from before_draw(g, inv, deck)
    pile = g.state.decks[deck]
    n = min(len(pile), 3 + windows.modifier(g, inv, f"draw-extra:{deck}"))
    drawn = [pile.pop() if from_bottom else pile.pop(0) for _ in range(n)]
    limbo = g.state.decks["drawn"]
    limbo.extend(drawn)
    affordable = [h for h in drawn if _price(g, h) <= inv.money]
    choices = [
        Choice(
            f"buy:{h}",
            f"Buy {g.cat.card_name(card_of(h))} (${_price(g, h)})",
            target=f"card:{h}",
            disabled=None if h in affordable else "you cannot afford it",
        )
        for h in drawn
    ]
    if not affordable:
        choices.append(Choice("done", "Buy nothing"))
    picked = yield from effects.ask(g, inv, "Buy one of these", choices, kind="cards")
    bought = picked.removeprefix("buy:") if picked.startswith("buy:") else None
    for h in drawn:
        limbo.remove(h)
        if h != bought:
            pile.append(h)
    if bought is not None:
        yield from effects.lose(g, inv, money=_price(g, bought))
        effects.give(g, inv, bought)


def _price(g: Game, handle: str) -> int:
    return g.cat.items[card_of(handle)].price


@action(
    "shop-common",
    "Shop: look at 3 Common Items and buy one",
    _shop_usable("common"),
    advise=lambda g, inv: inv.money >= 5,
)
def general_store(g: Game, inv: Investigator) -> Effect:
    yield from shop(g, inv, "common")


@action(
    "shop-unique",
    "Shop: look at 3 Unique Items and buy one",
    _shop_usable("unique"),
    advise=lambda g, inv: inv.money >= 6,
)
def curiositie_shoppe(g: Game, inv: Investigator) -> Effect:
    yield from shop(g, inv, "unique")


# ---------------------------------------------------------------- lessons and classes


def _paid_draw_usable(price: int, deck: str) -> Callable[[Game, Investigator], str | None]:
    def usable(g: Game, inv: Investigator) -> str | None:
        if inv.money < price:
            return f"costs ${price}"
        if not g.state.decks[deck]:
            return "none left to learn"
        return None

    return usable


@action(
    "magic-lessons",
    "Magic lessons: pay $5, draw 2 Spells, keep one",
    _paid_draw_usable(5, "spell"),
    advise=_always,
)
def magic_lessons(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, money=5)
    yield from effects.draw(g, inv, "spell", 2, keep=1)


@action(
    "classes",
    "Classes: pay $8, draw 2 Skills, keep one",
    _paid_draw_usable(8, "skill"),
    advise=_always,
)
def classes(g: Game, inv: Investigator) -> Effect:
    yield from effects.lose(g, inv, money=8)
    yield from effects.draw(g, inv, "skill", 2, keep=1)


# ---------------------------------------------------------------- Asylum and Hospital


def _care(stat: str) -> tuple[Callable[[Game, Investigator], str | None], Callable]:
    top = effects.max_sanity if stat == "sanity" else effects.max_stamina
    name = stat.title()

    def usable(g: Game, inv: Investigator) -> str | None:
        return None if getattr(inv, stat) < top(g, inv) else f"you are at full {name}"

    def run(g: Game, inv: Investigator) -> Effect:
        missing = top(g, inv) - getattr(inv, stat)
        picked = yield from effects.ask(
            g,
            inv,
            f"Treatment for your {name}",
            (
                Choice("care:free", f"Recover 1 {name} (free)"),
                Choice(
                    "care:pay",
                    f"Pay $2 to recover all your {name} (+{missing})",
                    disabled=None if inv.money >= 2 else "costs $2",
                ),
            ),
        )
        if picked == "care:pay":
            yield from effects.lose(g, inv, money=2)
            yield from effects.gain(g, inv, **{stat: missing}, care=True)
        else:
            yield from effects.gain(g, inv, **{stat: 1}, care=True)

    return usable, run


_asylum_usable, _asylum_run = _care("sanity")
_hospital_usable, _hospital_run = _care("stamina")
LOCATION_ACTIONS["asylum-care"] = LocationAction(
    "Treatment: recover 1 Sanity free, or all of it for $2",
    _asylum_usable,
    _asylum_run,
    _hurt("sanity"),
)
LOCATION_ACTIONS["hospital-care"] = LocationAction(
    "Treatment: recover 1 Stamina free, or all of it for $2",
    _hospital_usable,
    _hospital_run,
    _hurt("stamina"),
)


# ---------------------------------------------------------------- the Bank


def _loan_usable(g: Game, inv: Investigator) -> str | None:
    if effects.refuses(g, inv, "bank-loan"):
        return "you may never take a Bank Loan"
    if inv.loan_defaulted:
        return "the bank will not lend to you again"
    if not specials.may_take_loan(inv):
        return "you already have a loan"
    if not any(card_of(h) == "bank-loan" for h in g.state.decks["special"]):
        return "no loans left"
    return None


@action("bank-loan", "Take a Bank Loan (+$10)", _loan_usable)  # no advice: −1 to the score
def bank_loan(g: Game, inv: Investigator) -> Effect:
    yield from specials.take_loan(g, inv)  # the card, and its $10 (a card-gained hook)


# ---------------------------------------------------------------- trophy trades


DEPUTY_POINTS = 10


def deputy_points(g: Game, inv: Investigator) -> int:
    """Trophies the Deputy's badge costs: 10 points, less for a power (Tommy Muldoon: 5)."""
    return DEPUTY_POINTS + windows.modifier(g, inv, "deputy-points")


def _deputy_usable(g: Game, inv: Investigator) -> str | None:
    if effects.refuses(g, inv, "deputy-of-arkham"):
        return "you may never be the Deputy"
    if not any(card_of(h) == "deputy-of-arkham" for h in g.state.decks["special"]):
        return "Arkham already has its deputy"
    return need_trophies(deputy_points(g, inv))(g, inv)


@action(
    "deputize",
    "Become Deputy of Arkham (trophies worth 10: toughness, a gate is 5)",
    _deputy_usable,
    advise=lambda g, inv: _monster_points(g, inv) >= deputy_points(g, inv),
)
def deputize(g: Game, inv: Investigator) -> Effect:
    yield from pay_trophies(g, inv, deputy_points(g, inv))
    yield from specials.become_deputy(g, inv)  # with the Revolver and the Patrol Wagon


def _ally_usable(g: Game, inv: Investigator) -> str | None:
    if not g.state.decks["ally"]:
        return "no allies are left in town"
    return need_trophies(10)(g, inv)


@action(
    "recruit-ally",
    "Recruit any Ally (trophies worth 10: toughness, a gate is 5)",
    _ally_usable,
    advise=lambda g, inv: _monster_points(g, inv) >= 10,
)
def recruit_ally(g: Game, inv: Investigator) -> Effect:
    allies = sorted(g.state.decks["ally"])
    picked = yield from effects.ask(
        g,
        inv,
        "Which ally will join you?",
        [Choice(f"ally:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}") for h in allies],
        kind="cards",
    )
    yield from pay_trophies(g, inv, 10)
    # The card-gained hooks give what the ally brings (Anna's Clues, Ruby's Unique Item…).
    yield from effects.gain_card(g, inv, card_of(picked.removeprefix("ally:")))


def _blessing_usable(g: Game, inv: Investigator) -> str | None:
    if not _blessable(g):
        return "everyone is already Blessed"
    return need_trophies(5)(g, inv)


def _blessable(g: Game) -> list[Investigator]:
    return [i for i in g.state.playing() if not i.holds("blessing")]


@action(
    "blessing-for-trophies",
    "Blessing: make anyone Blessed (trophies worth 5: toughness, or a gate)",
    _blessing_usable,
    advise=lambda g, inv: not inv.holds("blessing") and _monster_points(g, inv) >= 5,
)
def blessing(g: Game, inv: Investigator) -> Effect:
    targets = _blessable(g)
    picked = yield from effects.ask(
        g,
        inv,
        "Who receives the blessing?",
        [Choice(f"bless:{t.id}", g.cat.investigators[t.id].name) for t in targets],
    )
    yield from pay_trophies(g, inv, 5)
    yield from effects.bless(g, g.state.investigator(picked.removeprefix("bless:")))


@action(
    "trophies-for-money",
    "Sell trophies worth 5 (toughness, or a gate) for $5",
    need_trophies(5),
    advise=lambda g, inv: _monster_points(g, inv) >= 5,
)
def river_docks(g: Game, inv: Investigator) -> Effect:
    yield from pay_trophies(g, inv, 5)
    yield from effects.gain(g, inv, money=5)


@action(
    "dissection",
    "Dissection: trophies worth 5 (toughness, or a gate) for 2 Clues",
    need_trophies(5),
    advise=lambda g, inv: _monster_points(g, inv) >= 5,
)
def dissection(g: Game, inv: Investigator) -> Effect:
    yield from pay_trophies(g, inv, 5)
    yield from effects.gain(g, inv, clues=2)


# ---------------------------------------------------------------- the Silver Twilight Lodge

LODGE = "silver-twilight-lodge"


def _sanctum_usable(g: Game, inv: Investigator) -> str | None:
    return None if inv.holds("lodge-membership") else "only Lodge members enter the Inner Sanctum"


@action("inner-sanctum", "Enter the Inner Sanctum (Lodge members)", _sanctum_usable, advise=_always)
def inner_sanctum(g: Game, inv: Investigator) -> Effect:
    """The Lodge's deck, shuffled, read at its Inner Sanctum entry (more cards to pick from
    with Darrell's Hometown Advantage)."""
    nb = g.cat.locations[LODGE].neighbourhood
    deck = g.state.decks[f"loc:{nb}"]
    if not deck:
        return
    g.rng.shuffle(deck)
    count = min(len(deck), 1 + windows.modifier(g, inv, "location-cards"))
    card = yield from flow.pick_card(g, inv, deck[:count], f"loc:{nb}")
    yield from flow.run_location_entry(g, inv, card, "inner-sanctum")
