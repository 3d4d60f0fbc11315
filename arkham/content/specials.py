"""Special cards (reference §6.7). At most one copy of each (``effects.gain_card`` enforces it).

Done by the engine and tested here: the Retainer's, Blessing's, Curse's and Bank Loan's Upkeep
rolls and the Deputy's pay (``rounds.upkeep_rolls``, none in the first Upkeep after gaining the
card), defaulting on a loan, Blessing and Curse cancelling each other (``effects.bless``/
``curse``), the Lodge Membership's Inner Sanctum entry, and the Deputy's Revolver as a weapon
that counts as an item.

Here: the Deputy of Arkham's Revolver and Patrol Wagon as a ``card-gained`` hook,
:func:`take_loan` (with its $10) and :func:`become_deputy` for the Bank and the Police
Station, repaying the loan (Upkeep or Movement), and the Patrol Wagon (Movement in Arkham; the
way home from an Other World).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.content.items import possession
from arkham.engine import board, checks, effects, flow, windows
from arkham.engine.decisions import Choice
from arkham.engine.names import Hook, Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

LOAN = 10
"""The Bank Loan: $10 when taken, $10 to repay."""


# ---------------------------------------------------------------- gaining


@windows.hook(Hook.CARD_GAINED)
def special_gained(g: Game, inv: Investigator, handle: str) -> Effect:
    """The Deputy of Arkham gets the Deputy's Revolver and the Patrol Wagon (harmless to run
    twice: each special card is held once at most)."""
    if card_of(handle) == "deputy-of-arkham":
        yield from effects.gain_card(g, inv, "deputys-revolver")
        yield from effects.gain_card(g, inv, "patrol-wagon")


def may_take_loan(inv: Investigator) -> bool:
    """No second loan, and none ever again after a default."""
    return not inv.loan_defaulted and not inv.holds("bank-loan")


def take_loan(g: Game, inv: Investigator) -> Effect:
    """The Bank: take a Bank Loan and its $10. Returns the handle, or None if not allowed (or
    none is left, or a power forbids it)."""
    if not may_take_loan(inv) or effects.refuses(g, inv, "bank-loan"):
        return None
    handle = yield from effects.gain_card(g, inv, "bank-loan")
    if handle is not None:
        yield from effects.gain(g, inv, money=LOAN)
    return handle


def become_deputy(g: Game, inv: Investigator) -> Effect:
    """The Police Station: the Deputy of Arkham card with the Revolver and the Patrol Wagon.
    Returns the handle, or None when another investigator is the Deputy already."""
    return (yield from effects.gain_card(g, inv, "deputy-of-arkham"))


# ---------------------------------------------------------------- repaying the loan


def _repay_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.money >= LOAN and possession(inv, "bank-loan") is not None


def _repay(g: Game, inv: Investigator, ctx: Context) -> Effect:
    p = possession(inv, "bank-loan")
    assert p is not None
    yield from effects.lose(g, inv, money=LOAN)
    effects.discard(g, inv, p.handle)


def _repay_ability(window: str) -> Ability:
    return windows.register(
        Ability(
            f"repay-loan:{window}",
            window,
            lambda g, inv, ctx: f"Repay the Bank Loan (${LOAN})",
            _repay_usable,
            _repay,
            lambda g, inv, ctx: inv.money >= LOAN + 2,
            needs="bank-loan",
        )
    )


REPAY_UPKEEP = _repay_ability("upkeep")
REPAY_MOVEMENT = _repay_ability("movement")


# ---------------------------------------------------------------- the Patrol Wagon


def _arkham_destinations(g: Game, inv: Investigator) -> list[str]:
    return [area for area in g.cat.connections if area != inv.area and board.enterable(g, area)]


def _drive(g: Game, inv: Investigator, prompt: str) -> Effect:
    picked = yield from effects.ask(
        g,
        inv,
        prompt,
        [
            Choice(f"move:{area}", g.cat.area_name(area), target=area)
            for area in _arkham_destinations(g, inv)
        ],
        kind="move",
    )
    effects.move_to(g, inv, picked.removeprefix("move:"))


def _wagon_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Only instead of moving normally: before any movement point is spent."""
    return (
        inv.area in g.cat.connections
        and inv.movement_points >= flow.movement_points(g, inv)
        and possession(inv, "patrol-wagon") is not None
    )


def _wagon(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Go to any location or street in Arkham; the movement ends there."""
    yield from _drive(g, inv, "Patrol Wagon: drive where?")
    inv.movement_points = 0


PATROL_WAGON = windows.register(
    Ability(
        "patrol-wagon",
        Window.MOVEMENT,
        lambda g, inv, ctx: "Patrol Wagon: go anywhere in Arkham",
        _wagon_usable,
        _wagon,
        lambda g, inv, ctx: False,  # where to drive is the player's (or bot's) own plan
    )
)


# RULE: issue 16 §21, as lunboks' eldritch reads the card — a way to move in Arkham, never home
# from an Other World; it is rolled for after each combat and each return from an Other World
# its holder has, and on a 1 it goes back to the box.


@windows.hook(Hook.COMBAT_ENDED)
def _wagon_after_combat(g: Game, inv: Investigator, marker: str) -> Effect:
    yield from _wagon_roll(g, inv)


@windows.hook(Hook.RETURNED)
def _wagon_after_return(g: Game, inv: Investigator) -> Effect:
    yield from _wagon_roll(g, inv)


def _wagon_roll(g: Game, inv: Investigator) -> Effect:
    """Roll a die for the Patrol Wagon; on a 1 it is lost to the box."""
    p = possession(inv, "patrol-wagon")
    if p is None or inv.status != "playing":
        return
    if checks.roll(g, inv, 1, purpose="Patrol Wagon")[0] == 1:
        effects.discard(g, inv, p.handle, to="box")
    return
    yield
