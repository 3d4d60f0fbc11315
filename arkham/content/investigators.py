"""The sixteen investigators' abilities (reference §4), each gated on the investigator's id.

Most are passive modifiers the engine already reads (``draw-extra:<deck>``, ``location-cards``,
``gate-cards``, ``sanity-loss``, ``stamina-loss``, ``dice-per-clue``, ``no-appear``); the rest
are window abilities (Upkeep care, Mandy's re-roll, Sister Mary's guardian angel, Pete's
scrounging) and one rule hook (Jenny's trust fund).

Per-turn bookkeeping that the state has no field for (Mandy's once-per-turn re-roll) is kept
as readable marks in ``state.marks`` (see :mod:`arkham.kit.marks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import effects, windows
from arkham.engine.checks import DiceRolled, card_bonuses, success_threshold
from arkham.engine.decisions import Choice
from arkham.engine.names import Hook, Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability, Context
from arkham.kit.marks import has_mark, mark, this_turn

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

AMANDA = "amanda-sharpe"
PETE = "ashcan-pete"
BOB = "bob-jenkins"
CAROLYN = "carolyn-fern"
DARRELL = "darrell-simmons"
DEXTER = "dexter-drake"
GLORIA = "gloria-goldberg"
HARVEY = "harvey-walters"
JENNY = "jenny-barnes"
JOE = "joe-diamond"
KATE = "kate-winthrop"
MANDY = "mandy-thompson"
MICHAEL = "michael-mcglen"
MONTEREY = "monterey-jack"
MARY = "sister-mary"
VINCENT = "vincent-lee"


# ---------------------------------------------------------------- passive powers

# One extra card when drawing from a deck, then one is discarded (engine: effects.draw).
DRAW_EXTRA = {
    AMANDA: "draw-extra:skill",  # Studious
    BOB: "draw-extra:common",  # Shrewd Dealer
    DEXTER: "draw-extra:spell",  # Magical Gift
    MONTEREY: "draw-extra:unique",  # Archaeology
}

# Other passive powers: investigator -> (modifier key, amount).
PASSIVE = {
    DARRELL: ("location-cards", 1),  # Hometown Advantage: two location cards, pick one
    GLORIA: ("gate-cards", 1),  # Psychic Sensitivity: two gate cards, pick one
    HARVEY: ("sanity-loss", -1),  # Strong Mind
    MICHAEL: ("stamina-loss", -1),  # Strong Body
    JOE: ("dice-per-clue", 1),  # Hunches: 2 dice per Clue
    KATE: ("no-appear", 1),  # Flux Stabilizer
}


@windows.register_modifier(*DRAW_EXTRA.values(), *(key for key, _ in PASSIVE.values()))
def passive_powers(g: Game, inv: Investigator, key: str) -> int:
    if DRAW_EXTRA.get(inv.id) == key:
        return 1
    power = PASSIVE.get(inv.id)
    if power is not None and power[0] == key:
        return power[1]
    return 0


# ---------------------------------------------------------------- Jenny Barnes: Trust Fund


@windows.hook(Hook.UPKEEP_START)
def trust_fund(g: Game, inv: Investigator) -> Effect:
    """$1 for Jenny Barnes at the start of every Upkeep (reference §4), before her rolls."""
    if inv.id == JENNY:
        yield from effects.gain(g, inv, money=1)


# ---------------------------------------------------------------- Carolyn Fern and Vincent Lee

CARE = {CAROLYN: ("psychology", "sanity"), VINCENT: ("physician", "stamina")}


def _hurt_here(g: Game, owner: Investigator, stat: str) -> list[Investigator]:
    """Investigators in the owner's place (the owner first) below their maximum ``stat``."""
    if owner.area in ("lost", "devoured"):
        return []
    top = effects.max_sanity if stat == "sanity" else effects.max_stamina
    here = [owner] + [i for i in g.state.investigators_at(owner.area) if i is not owner]
    return [i for i in here if i.status == "playing" and getattr(i, stat) < top(g, i)]


def _care(owner_id: str) -> Ability:
    power, stat = CARE[owner_id]
    name = "Psychology" if stat == "sanity" else "Physician"

    def usable(g: Game, inv: Investigator, ctx: Context) -> bool:
        return inv.id == owner_id and not ctx.get(power) and bool(_hurt_here(g, inv, stat))

    def label(g: Game, inv: Investigator, ctx: Context) -> str:
        return f"{name}: restore 1 {stat.title()} to someone here"

    def use(g: Game, inv: Investigator, ctx: Context) -> Effect:
        ctx[power] = True  # once per Upkeep: the Upkeep window's context is this Upkeep's
        targets = _hurt_here(g, inv, stat)
        target = targets[0]
        if len(targets) > 1:
            picked = yield from effects.ask(
                g,
                inv,
                f"{name}: who regains 1 {stat.title()}?",
                [Choice(f"heal:{t.id}", _name(g, t.id)) for t in targets],
            )
            target = g.state.investigator(picked.removeprefix("heal:"))
        yield from effects.gain(g, target, **{stat: 1}, care=True)

    return Ability(power, Window.UPKEEP, label, usable, use, needs=owner_id)


def _name(g: Game, inv_id: str) -> str:
    return g.cat.investigators[inv_id].name


PSYCHOLOGY = windows.register(_care(CAROLYN))
PHYSICIAN = windows.register(_care(VINCENT))


# ---------------------------------------------------------------- Mandy Thompson: Research


def _failed(g: Game, ctx: Context) -> list[int]:
    threshold = success_threshold(ctx["roller"])
    return [d for d in ctx["dice"] if d < threshold]


def _research_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == MANDY
        and inv.status == "playing"
        and not has_mark(g, f"research@{this_turn(g)}")
        and bool(_failed(g, ctx))
    )


def _research_label(g: Game, inv: Investigator, ctx: Context) -> str:
    roller: Investigator = ctx["roller"]
    whose = "your" if roller is inv else f"{_name(g, roller.id)}'s"
    return f"Research: re-roll {whose} {len(_failed(g, ctx))} failed dice (once per turn)"


def _research_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    threshold = success_threshold(ctx["roller"])
    return sum(1 for d in ctx["dice"] if d >= threshold) < ctx["needed"]


def _research(g: Game, inv: Investigator, ctx: Context) -> Effect:
    mark(g, f"research@{this_turn(g)}", replaces="research@")
    roller: Investigator = ctx["roller"]
    threshold = success_threshold(roller)
    kept = [d for d in ctx["dice"] if d >= threshold]
    dice = kept + g.rng.d6(len(ctx["dice"]) - len(kept))
    ctx["dice"] = dice
    successes = len([d for d in dice if d >= threshold])
    g.emit(
        DiceRolled(
            "Research re-roll", tuple(dice), successes, ctx["needed"], investigator=roller.id
        )
    )
    return
    yield


RESEARCH = windows.register(
    Ability(
        "research",
        Window.AFTER_ROLL,
        _research_label,
        _research_usable,
        _research,
        _research_advise,
        needs=MANDY,
    )
)


# ---------------------------------------------------------------- Sister Mary: Guardian Angel


def _angel_destination(g: Game, inv: Investigator, ctx: Context) -> str:
    """Asylum if she went insane, Hospital if knocked unconscious, else South Church (the
    window's ``why`` says which)."""
    why = ctx.get("why")
    if why == "insane":
        return "asylum"
    if why == "unconscious":
        return "st-marys-hospital"
    return "south-church"


def _angel_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    if inv.id != MARY or ctx.get("instead") is not None:
        return False
    ctx.setdefault("guardian-angel", _angel_destination(g, inv, ctx))
    return True


def _angel_label(g: Game, inv: Investigator, ctx: Context) -> str:
    return f"Guardian Angel: go to {g.cat.area_name(ctx['guardian-angel'])} instead"


def _angel(g: Game, inv: Investigator, ctx: Context) -> Effect:
    ctx["instead"] = ctx["guardian-angel"]
    return
    yield


GUARDIAN_ANGEL = windows.register(
    Ability("guardian-angel", Window.BEFORE_LOST, _angel_label, _angel_usable, _angel, needs=MARY)
)


# ---------------------------------------------------------------- "Ashcan" Pete: Scrounge

SCROUNGE_DECKS = ("common", "unique", "spell")


def _scrounge_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    deck = ctx.get("deck")
    return (
        inv.id == PETE
        and deck in SCROUNGE_DECKS
        and not ctx.get("from_bottom")
        and bool(g.state.decks[deck])
    )


def _scrounge_label(g: Game, inv: Investigator, ctx: Context) -> str:
    bottom = card_of(g.state.decks[ctx["deck"]][-1])
    return f"Scrounge: draw from the bottom (the bottom card is {g.cat.card_name(bottom)})"


def _scrounge_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Worth it when the card he can see gives a bonus (a weapon, a combat spell, a skill)."""
    return bool(card_bonuses(g, card_of(g.state.decks[ctx["deck"]][-1])))


def _scrounge(g: Game, inv: Investigator, ctx: Context) -> Effect:
    ctx["from_bottom"] = True
    return
    yield


SCROUNGE = windows.register(
    Ability(
        "scrounge",
        Window.BEFORE_DRAW,
        _scrounge_label,
        _scrounge_usable,
        _scrounge,
        _scrounge_advise,
        needs=PETE,
    )
)


def before_draw(g: Game, inv: Investigator, deck: str) -> Effect:
    """Open the ``before-draw`` window (Pete's Scrounge); True to take the cards from the
    bottom of the deck. Location actions that look at cards without ``effects.draw`` (the
    shops) call it themselves."""
    ctx = yield from windows.window(
        g, Window.BEFORE_DRAW, inv, "Draw from the top of the deck?", deck=deck, from_bottom=False
    )
    return bool(ctx["from_bottom"])
