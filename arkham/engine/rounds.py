"""What every round of play shares, a turn's and the final battle's: the first-player marker
passing, the seats whose investigators were devoured taking up new ones, and the Upkeep rolls
(a loan defaulted on). The turn (:mod:`~arkham.engine.flow`) and the final battle
(:mod:`~arkham.engine.final_battle`) both play them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import setup, text, windows
from arkham.engine.checks import roll
from arkham.engine.effects import Effect, GameEnds, discard, gain, losable, lose
from arkham.engine.events import Event, Show
from arkham.engine.names import EndCause

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

BATTLE = 99
"""``flow.Resume.phase`` of a round of the final battle."""


@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    """The first-player marker passes (``investigator`` takes it)."""

    kind = "first-player"
    show = Show(ends_span=True)
    seat: int

    def describe(self, cat: Catalog) -> str:
        return f"The first-player marker passes to {text.who(cat, self.investigator)}."


def join_replacements(g: Game) -> Effect:
    """At the start of a turn (or of the final battle), each seat whose investigator was
    devoured gets its new investigator. Nobody left to play: the game is lost."""
    for inv in list(g.state.investigators):
        if inv.status == "devoured":
            yield from setup.replacement(g, inv)
    if not g.state.playing():
        raise GameEnds(EndCause.ALL_DEVOURED, False)


def pass_first_player(g: Game) -> None:
    """The first-player marker passes to the left: the next seat still playing. While the rule
    'first-player-stays' holds, it passes only when its holder is out of the game."""
    st = g.state
    n = len(st.investigators)
    if windows.rule(g, "first-player-stays") and st.investigators[st.first_player].status == (
        "playing"
    ):
        return
    for step in range(1, n + 1):
        seat = (st.first_player + step) % n
        if st.investigators[seat].status == "playing":
            st.first_player = seat
            break
    g.emit(FirstPlayer(st.first_player, investigator=st.investigators[st.first_player].id))


def upkeep_rolls(g: Game, inv: Investigator, final_battle: bool = False) -> Effect:
    """Retainer, Bank Loan, Blessing and Curse rolls, and the Deputy's pay; none in the first
    Upkeep after the card was gained (seed 000, Upkeep step 2). In the final battle only the
    Blessing and Curse rolls are made: no money, no Retainer, no Loan (reference §5)."""
    for p in list(inv.possessions):
        card = p.card
        if final_battle and card not in ("blessing", "curse"):
            continue
        fresh, p.fresh = p.fresh, False
        # Pay comes every Upkeep; only the roll waits a turn.
        if card == "retainer":
            yield from gain(g, inv, money=2)
            if not fresh and roll(g, inv, 1, purpose="Retainer")[0] == 1:
                discard(g, inv, p.handle)
            continue
        if card == "deputy-of-arkham":
            yield from gain(g, inv, money=1)
            continue
        if fresh:
            continue
        if card in ("blessing", "curse"):
            if roll(g, inv, 1, purpose=g.cat.card_name(card))[0] == 1:
                discard(g, inv, p.handle)
        elif card == "bank-loan" and roll(g, inv, 1, purpose="Bank Loan")[0] <= 3:
            if inv.money >= 1:
                yield from lose(g, inv, money=1)
            else:
                yield from default_on_loan(g, inv, p.handle)


def default_on_loan(g: Game, inv: Investigator, handle: str) -> Effect:
    """Can't pay the interest: lose every item and the loan; no loan ever again. "Items" means
    what a knock-out takes (Common, Unique, Spells, the Deputy's Revolver and the Patrol
    Wagon; a card that cannot be lost stays) — reference §7."""
    for h in losable(g, inv):
        discard(g, inv, h)
    discard(g, inv, handle)
    inv.loan_defaulted = True
    return
    yield
