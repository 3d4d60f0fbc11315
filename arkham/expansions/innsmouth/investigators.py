"""The sixteen Innsmouth Horror investigators' abilities (reference §8.5), each gated on the
investigator's id; the sheets are in ``data/expansions/innsmouth/investigators.json``.

Passive powers are modifiers the engine reads (:data:`PASSIVE`: spell costs paid in Stamina,
cheaper seals, a Horror check put off, no arrest, a cheaper badge, Resistance ignored…) plus the
``check`` bonuses that depend on where an investigator stands (Minh Thi Phan, Silas Marsh).
The rest are window abilities (George Barnaby's bail, Minh's Upkeep help, Norman Withers' star
charts, Finn Edwards' night run, Tommy Muldoon's beat, Silas's sailing, "Skids" O'Toole's
lucky break, Ursula Downs' way out of an encounter), other ways to pay for dice after a check
(:class:`~arkham.engine.checks.ClueSpend`: George's raised die, Patrice Hathaway's Clues,
William Yorick's trophies), rule hooks (Roland Banks' Upkeep, Patrice's Clues, the trophies
Akachi Onyele and William start with) and Trish Scarborough's own slider rule.

Marks kept in ``state.marks``: ``good-company@<turn>:<investigator>`` (Minh's help, for the
turn), ``ninth-doom:<investigator>`` (Patrice's five Clues, once) and
``joined:<investigator>`` (starting trophies taken once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.catalog import DIMENSIONS, Role
from arkham.engine import board, checks, effects, flow, setup, windows
from arkham.engine.board import MonsterMoved
from arkham.engine.checks import DiceRolled
from arkham.engine.decisions import Choice
from arkham.engine.names import Hook, Window
from arkham.engine.setup import SlidersSet
from arkham.engine.windows import Ability, Context
from arkham.kit.marks import has_mark, mark, this_turn
from arkham.kit.places import TrophiesSpent

if TYPE_CHECKING:
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

AGNES = "agnes-baker"
AKACHI = "akachi-onyele"
FINN = "finn-edwards"
GEORGE = "george-barnaby"
HANK = "hank-samson"
MINH = "minh-thi-phan"
NORMAN = "norman-withers"
PATRICE = "patrice-hathaway"
ROLAND = "roland-banks"
SILAS = "silas-marsh"
SKIDS = "skids-otoole"
TOMMY = "tommy-muldoon"
TRISH = "trish-scarborough"
URSULA = "ursula-downs"
WILLIAM = "william-yorick"
ZOEY = "zoey-samaras"


def _name(g: Game, inv_id: str) -> str:
    return g.cat.investigators[inv_id].name


# ---------------------------------------------------------------- passive powers

PASSIVE: dict[str, dict[str, int]] = {
    # Agnes Baker: spells' Sanity paid in Stamina; +1 per hand to her combat spells.
    AGNES: {"sanity-cost-as-stamina": 1, "spell-bonus-per-hand": 1},
    # Akachi Onyele: seals cost a Clue less; +1 to close; she may always seal.
    AKACHI: {"seal-cost": -1, "close-check": 1, "always-seals": 1},
    # Finn Edwards: a knock-out takes none of his items.
    FINN: {"keeps-items-when-knocked-out": 1},
    # Hank Samson: the Horror check waits for a failed Evade or Combat check.
    HANK: {"horror-after-failure": 1},
    # Silas Marsh: one more Innsmouth Look card.
    SILAS: {"look-cards": 1},
    # "Skids" O'Toole: never the Deputy, never a Bank Loan.
    SKIDS: {"refuses:deputy-of-arkham": 1, "refuses:bank-loan": 1},
    # Tommy Muldoon: never arrested; the badge for trophies worth 5.
    TOMMY: {"never-arrested": 1, "deputy-points": -5},
    # Ursula Downs: an encounter after a location's ability, if she likes.
    URSULA: {"encounter-after-action": 1},
    # Zoey Samaras: Resistance ignored, Immunity only halves.
    # RULE: reference §8.5 "ignores Resistance and treats Immunity as Resistance"; ours: the
    # Immunity she meets as Resistance halves her bonus (it is not ignored in turn).
    ZOEY: {
        "ignore-physical-resistance": 1,
        "ignore-magical-resistance": 1,
        "immunity-as-resistance": 1,
    },
}
AQUATIC_CHECK_BONUS = 2
"""Silas Marsh's bonus on every check at an aquatic location."""


@windows.register_modifier(*{key for powers in PASSIVE.values() for key in powers}, "check")
def innsmouth_powers(g: Game, inv: Investigator, key: str) -> int:
    powers = PASSIVE.get(inv.id)
    total = powers.get(key, 0) if powers is not None else 0
    if key == "check":
        total += _check_bonus(g, inv)
    return total


def _check_bonus(g: Game, inv: Investigator) -> int:
    bonus = 0
    if inv.id == MINH and _in_good_company(g, inv):
        bonus += 1
    if inv.id == SILAS and inv.area in g.cat.locations and board.aquatic(g, inv.area):
        bonus += AQUATIC_CHECK_BONUS
    if g.state.marks and has_mark(g, _lent(g, inv)):
        bonus += 1
    return bonus


# ---------------------------------------------------------------- Minh Thi Phan: Good Company


def _in_good_company(g: Game, inv: Investigator) -> bool:
    """An Ally in her possessions, or another investigator in her place."""
    if any(p.card in g.cat.allies for p in inv.possessions):
        return True
    return len(g.state.investigators_at(inv.area)) > 1


def _lent(g: Game, inv: Investigator) -> str:
    return f"good-company@{this_turn(g)}:{inv.id}"


def _beside(g: Game, inv: Investigator) -> list[Investigator]:
    """Other investigators in her place who do not have her help this turn yet."""
    return [
        other
        for other in g.state.investigators_at(inv.area)
        if other is not inv and not has_mark(g, _lent(g, other))
    ]


def _help_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.id == MINH and not ctx.get("good-company") and bool(_beside(g, inv))


def _help(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """+1 to every check of another investigator in her place, until the turn ends."""
    ctx["good-company"] = True
    targets = _beside(g, inv)
    target = targets[0]
    if len(targets) > 1:
        picked = yield from effects.ask(
            g,
            inv,
            "Good Company: who gets +1 to every check this turn?",
            [Choice(f"help:{t.id}", _name(g, t.id)) for t in targets],
        )
        target = g.state.investigator(picked.removeprefix("help:"))
    mark(g, _lent(g, target), replaces="good-company@")  # (last turn's help is over)


GOOD_COMPANY = windows.register(
    Ability(
        "good-company",
        Window.UPKEEP,
        lambda g, inv, ctx: "Good Company: give someone here +1 to every check this turn",
        _help_usable,
        _help,
    )
)


# ---------------------------------------------------------------- Roland Banks: Federal Resources

ROLAND_CLUES = 2
ROLAND_MONEY = 2


@windows.hook(Hook.UPKEEP_START)
def federal_resources(g: Game, inv: Investigator) -> Effect:
    """A Clue if he has fewer than 2, $1 if he has less than $2, at the start of each
    Upkeep."""
    if inv.id != ROLAND:
        return
    if inv.clues < ROLAND_CLUES:
        yield from effects.gain(g, inv, clues=1)
    if inv.money < ROLAND_MONEY:
        yield from effects.gain(g, inv, money=1)


# ---------------------------------------------------------------- starting trophies

AKACHI_GATES = 1
WILLIAM_MONSTERS = 3


@windows.hook(Hook.INVESTIGATOR_JOINED)
def starting_trophies(g: Game, inv: Investigator) -> Effect:
    """Akachi Onyele starts with a gate trophy (the top gate marker), William Yorick with 3
    monster trophies (drawn from the cup), once, at setup or when they join the game."""
    if inv.id not in (AKACHI, WILLIAM) or has_mark(g, f"joined:{inv.id}"):
        return
    mark(g, f"joined:{inv.id}")
    st = g.state
    if inv.id == AKACHI:
        for _ in range(AKACHI_GATES):
            if st.gate_stack:
                inv.gate_trophies.append(st.gate_stack.pop(0))
        return
    for _ in range(WILLIAM_MONSTERS):
        if any(where == "cup" for where in st.monsters.values()):
            board.monster_trophy(g, inv, board.draw_monster(g))
    return
    yield


# ---------------------------------------------------------------- Patrice Hathaway: Shared Visions

PATRICE_NINTH_DOOM = 9
PATRICE_NINTH_CLUES = 5


def _patrice(g: Game) -> Investigator | None:
    for inv in g.state.playing():
        if inv.id == PATRICE:
            return inv
    return None


@windows.hook(Hook.GATE_OPENED)
def visions_of_gates(g: Game, location: str) -> Effect:
    """A Clue for Patrice whenever a gate opens."""
    patrice = _patrice(g)
    if patrice is not None:
        # Out of her own turn: whatever the Clues bring on her (a visage) ends only her part.
        yield from effects.for_each(g, [patrice], lambda inv: effects.gain(g, inv, clues=1))


@windows.hook(Hook.DOOM_ADDED)
def visions_of_doom(g: Game) -> Effect:
    """5 Clues for Patrice when the ninth doom token goes on the track (once a game)."""
    patrice = _patrice(g)
    if patrice is None or g.state.doom < PATRICE_NINTH_DOOM:
        return
    # RULE: reference §8.5 says "when the 9th doom space fills"; ours: once a game, the first
    # time the track reaches it (tokens coming off and going back do not pay again).
    if has_mark(g, f"ninth-doom:{patrice.id}"):
        return
    mark(g, f"ninth-doom:{patrice.id}")
    yield from effects.for_each(
        g, [patrice], lambda inv: effects.gain(g, inv, clues=PATRICE_NINTH_CLUES)
    )


# RULE: reference §8.5 lets others spend Patrice's Clues, and William spend trophies as Clues,
# without saying on what; ours: on the dice of a check (the Clues' common use), not on seals.


def _her_clues(g: Game, roller: Investigator, kind: str, dice: list[int]) -> list[Choice]:
    patrice = _patrice(g)
    if patrice is None or patrice is roller or patrice.clues <= 0:
        return []
    per = checks.dice_per_clue(g, roller, kind)
    return [
        Choice(
            f"spend-clue:{PATRICE}",
            f"Spend one of {_name(g, PATRICE)}'s Clues (+{per} {'die' if per == 1 else 'dice'})",
        )
    ]


def _spend_hers(g: Game, roller: Investigator, picked: str, kind: str, dice: list[int]) -> Effect:
    patrice = g.state.investigator(PATRICE)
    yield from effects.lose(g, patrice, clues=1)
    return dice + g.rng.d6(checks.dice_per_clue(g, roller, kind))


checks.CLUE_SPENDS.append(checks.ClueSpend(_her_clues, _spend_hers))


# ---------------------------------------------------------------- George Barnaby


def _raise_offer(g: Game, roller: Investigator, kind: str, dice: list[int]) -> list[Choice]:
    if roller.id != GEORGE or roller.clues <= 0:
        return []
    failed = [d for d in dice if d < checks.success_threshold(roller)]
    if not failed:
        return []
    top = max(failed)
    return [Choice("raise-die", f"Spend a Clue to turn a {top} into a {top + 1}")]


def _raise(g: Game, roller: Investigator, picked: str, kind: str, dice: list[int]) -> Effect:
    """A Clue raises his highest failed die by one (the best die to raise)."""
    yield from effects.lose(g, roller, clues=1)
    threshold = checks.success_threshold(roller)
    top = max(d for d in dice if d < threshold)
    out = list(dice)
    out[out.index(top)] = top + 1
    return out


checks.CLUE_SPENDS.append(checks.ClueSpend(_raise_offer, _raise))

BAIL = 2
"""What George Barnaby pays to keep someone out of jail."""


def _bail_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == GEORGE
        and inv.status == "playing"
        and inv.money >= BAIL
        and ctx.get("prevented_by") is None
    )


def _bail_label(g: Game, inv: Investigator, ctx: Context) -> str:
    arrested = ctx.get("arrested")
    who = "yourself" if arrested in (None, inv.id) else _name(g, str(arrested))
    return f"Counsel for the Defence: pay ${BAIL} to keep {who} out of jail"


def _bail(g: Game, inv: Investigator, ctx: Context) -> Effect:
    yield from effects.lose(g, inv, money=BAIL)
    ctx["prevented_by"] = inv.id
    ctx["stop"] = True


BAIL_OUT = windows.register(
    Ability("counsel", Window.BEFORE_ARREST, _bail_label, _bail_usable, _bail)
)


# ---------------------------------------------------------------- William Yorick: Grave Goods


def _trophy_offer(g: Game, roller: Investigator, kind: str, dice: list[int]) -> list[Choice]:
    if roller.id != WILLIAM or not roller.monster_trophies:
        return []
    per = checks.dice_per_clue(g, roller, kind)
    return [
        Choice(
            "spend-trophy",
            f"Spend a monster trophy as a Clue (+{per} {'die' if per == 1 else 'dice'})",
        )
    ]


def _weakest(g: Game, inv: Investigator) -> str:
    from arkham.engine.combat import stat

    return min(inv.monster_trophies, key=lambda m: (stat(g, m, "toughness"), m))


def _spend_trophy(g: Game, roller: Investigator, picked: str, kind: str, dice: list[int]) -> Effect:
    """The weakest monster trophy pays as a Clue; it goes to the box or back to the cup."""
    marker = _weakest(g, roller)
    name = board.kind_of(g, marker).name
    where = yield from effects.ask(
        g,
        roller,
        f"Grave Goods: the {name} is spent. Where does it go?",
        (
            Choice("trophy-to:box", "To the box, out of the game"),
            Choice("trophy-to:cup", "Back to the cup"),
        ),
    )
    roller.monster_trophies.remove(marker)
    g.state.monsters[marker] = where.removeprefix("trophy-to:")
    g.emit(TrophiesSpent((marker,), (), investigator=roller.id))
    return dice + g.rng.d6(checks.dice_per_clue(g, roller, kind))


checks.CLUE_SPENDS.append(checks.ClueSpend(_trophy_offer, _spend_trophy))


# ---------------------------------------------------------------- "Skids" O'Toole: Lucky Break

BONUS_PER_ONE = 2


def _ones(ctx: Context) -> int:
    return sum(1 for d in ctx["dice"] if d == 1)


def _lucky_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == SKIDS
        and ctx["roller"] is inv
        and not ctx["check"].get("lucky-break")
        and _ones(ctx) > 0
    )


def _lucky_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    threshold = checks.success_threshold(inv)
    return sum(1 for d in ctx["dice"] if d >= threshold) < ctx["needed"]


def _lucky(g: Game, inv: Investigator, ctx: Context) -> Effect:
    ctx["check"]["lucky-break"] = True
    extra = g.rng.d6(BONUS_PER_ONE * _ones(ctx))
    ctx["dice"] = ctx["dice"] + extra
    threshold = checks.success_threshold(inv)
    successes = sum(1 for d in ctx["dice"] if d >= threshold)
    g.emit(
        DiceRolled("Lucky Break", tuple(ctx["dice"]), successes, ctx["needed"], investigator=inv.id)
    )
    return
    yield


LUCKY_BREAK = windows.register(
    Ability(
        "lucky-break",
        Window.AFTER_ROLL,
        lambda g, inv, ctx: f"Lucky Break: {BONUS_PER_ONE} bonus dice for each 1 rolled",
        _lucky_usable,
        _lucky,
        _lucky_advise,
    )
)


# ---------------------------------------------------------------- Norman Withers: Star Charts


def _in_play(g: Game) -> dict[str, int]:
    """Monsters a closing gate could send back, by dimension (what ``board.return_monsters``
    looks at)."""
    held = (g.cat.role(Role.SKY), g.cat.role(Role.OUTSKIRTS))
    counts: dict[str, int] = {}
    for marker, where in g.state.monsters.items():
        if where in g.cat.connections or where in held:
            symbol = board.kind_of(g, marker).dimension
            counts[symbol] = counts.get(symbol, 0) + 1
    return counts


def _charts_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.id == NORMAN and not ctx.get("charted")


def _charts_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    counts = _in_play(g)
    own = counts.get(ctx["symbol"], 0)
    return any(n > own for symbol, n in counts.items() if symbol != "moon")


def _charts(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Any symbol but the moon (or the gate's own) for the monsters that go back; the
    choices come with the most monsters first."""
    ctx["charted"] = True
    counts = _in_play(g)
    own = ctx["symbol"]
    symbols = [own, *(s for s in DIMENSIONS if s not in ("moon", own))]
    symbols.sort(key=lambda s: (-counts.get(s, 0), s != own))
    picked = yield from effects.ask(
        g,
        inv,
        "Star Charts: the monsters of which symbol go back to the cup?",
        [
            Choice(
                f"symbol:{s}",
                f"{s.title()} ({counts.get(s, 0)} in play)"
                + (" — the gate's own" if s == own else ""),
            )
            for s in symbols
        ],
    )
    ctx["symbol"] = picked.removeprefix("symbol:")


STAR_CHARTS = windows.register(
    Ability(
        "star-charts",
        Window.CLOSING_GATE,
        lambda g, inv, ctx: "Star Charts: choose which monsters go back to the cup",
        _charts_usable,
        _charts,
        _charts_advise,
    )
)


# ---------------------------------------------------------------- Finn Edwards: Rum-Runner

MOON = "moon"


def _run_to(g: Game, inv: Investigator, ctx: Context) -> str | None:
    """Where a moon monster in his place would go on this card: one step along its arrow."""
    if MOON in ctx["white"]:
        arrows = g.cat.white
    elif MOON in ctx["black"]:
        arrows = g.cat.black
    else:
        return None
    nxt = arrows.get(inv.area)
    if nxt is None or nxt not in g.cat.connections or board.closed(g, nxt):
        return None  # (an arrow into a vortex: no investigator ever enters one)
    return nxt


def _run_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == FINN
        and not inv.delayed
        and not ctx.get("ran")
        and _run_to(g, inv, ctx) is not None
    )


def _run_label(g: Game, inv: Investigator, ctx: Context) -> str:
    where = g.cat.area_name(_run_to(g, inv, ctx) or inv.area)
    return f"Rum-Runner: slip away with the moon monsters to {where}"


def _worth(g: Game, area: str) -> int:
    ls = g.state.locations.get(area)
    value = 2 * (ls.clues if ls else 0) + (1 if ls is not None and ls.gate is not None else 0)
    return value - 2 * len(g.state.monsters_at(area))


def _run_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    nxt = _run_to(g, inv, ctx)
    return nxt is not None and _worth(g, nxt) > _worth(g, inv.area)


def _run(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """One step along the moon monsters' arrow, meeting no monster on the way."""
    ctx["ran"] = True
    nxt = _run_to(g, inv, ctx)
    assert nxt is not None
    effects.move_to(g, inv, nxt)
    return
    yield


RUM_RUNNER = windows.register(
    Ability("rum-runner", Window.MONSTERS_MOVED, _run_label, _run_usable, _run, _run_advise)
)


# ---------------------------------------------------------------- Tommy Muldoon: On the Beat

BEAT_MOST = 2
"""Bots call at most this many monsters over, and only ones Tommy can likely beat."""


def _nearby(g: Game, inv: Investigator) -> list[str]:
    links = g.cat.connections.get(inv.area, ())
    return [m for area in links for m in g.state.monsters_at(area)]


def _beat_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return inv.id == TOMMY and not ctx.get("beat") and bool(_nearby(g, inv))


def _beat_label(g: Game, inv: Investigator, ctx: Context) -> str:
    names = ", ".join(board.kind_of(g, m).name for m in _nearby(g, inv))
    return f"On the Beat: call the monsters next to you over ({names})"


def _beat_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    """Worth it with Stamina to spare against a few monsters his weapons can hurt."""
    from arkham.engine.combat import keywords, stat

    nearby = _nearby(g, inv)
    if len(nearby) > BEAT_MOST or inv.stamina < 4 or inv.sanity < 3:
        return False
    for m in nearby:
        kws = keywords(g, m)
        if "physical-immunity" in kws or "weapon-immunity" in kws or stat(g, m, "toughness") > 2:
            return False
    return True


def _beat(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Every monster in an area next to his moves into his."""
    ctx["beat"] = True
    for marker in _nearby(g, inv):
        frm = g.state.monsters[marker]
        g.state.monsters[marker] = inv.area
        g.emit(MonsterMoved(marker, frm, inv.area))
    return
    yield


ON_THE_BEAT = windows.register(
    Ability("on-the-beat", Window.BEFORE_MYTHOS, _beat_label, _beat_usable, _beat, _beat_advise)
)


# ---------------------------------------------------------------- Silas Marsh: Sea Legs

SAIL_POINTS = 2


def _harbours(g: Game, inv: Investigator) -> list[str]:
    """Other aquatic locations he can sail to (never Y'ha-nthlei, never a closed one), the
    most promising first (Clues, then an open gate)."""
    options = [
        loc
        for loc in g.cat.locations
        if loc != inv.area
        and board.aquatic(g, loc)
        and not g.cat.areas[loc].restricted_entry
        and not g.state.locations[loc].closed
    ]
    return sorted(options, key=lambda loc: -_worth(g, loc))


def _sail_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == SILAS
        and inv.area in g.cat.locations
        and board.aquatic(g, inv.area)
        and inv.movement_points >= SAIL_POINTS
        # RULE: our ruling — he sails only from a berth with no monster to get past (one there
        # is met by walking away from it, as usual).
        and (not g.state.monsters_at(inv.area) or flow.guarded_by_own_gate(inv))
        and bool(_harbours(g, inv))
    )


def _sail_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    harbours = _harbours(g, inv)
    return bool(harbours) and _worth(g, harbours[0]) > max(0, _worth(g, inv.area))


def _sail(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """2 movement points: to any other aquatic location; the rest of the move goes on (an
    area that ends movement ends it)."""
    picked = yield from effects.ask(
        g,
        inv,
        f"Sea Legs ({SAIL_POINTS} movement points): sail where?",
        [Choice(f"sail:{loc}", g.cat.area_name(loc), target=loc) for loc in _harbours(g, inv)],
        kind="move",
    )
    to = picked.removeprefix("sail:")
    effects.move_to(g, inv, to)
    inv.movement_points -= SAIL_POINTS
    if g.cat.areas[to].ends_movement:
        inv.movement_points = 0


SEA_LEGS = windows.register(
    Ability(
        "sea-legs",
        Window.MOVEMENT,
        lambda g, inv, ctx: f"Sea Legs: sail to another aquatic location ({SAIL_POINTS} points)",
        _sail_usable,
        _sail,
        _sail_advise,
    )
)


# ---------------------------------------------------------------- Ursula Downs: Trailblazer

# Rules lines of encounters a bot would rather pay a Clue to walk away from.
BAD_NEWS = ("lost in time", "devoured", "gate appears", "arrested", "a monster appears")


def _entry(g: Game, ctx: Context):
    card = g.cat.location_cards[ctx["card"]]
    return next(e for e in card.entries if e.location == ctx["location"])


def _cancel_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        inv.id == URSULA
        and str(ctx.get("deck", "")).startswith("loc:")
        and ctx.get("location") is not None
        and not ctx.get("cancelled")
        and inv.clues > 0
    )


def _cancel_label(g: Game, inv: Investigator, ctx: Context) -> str:
    return f"Trailblazer: spend a Clue to walk away from “{_entry(g, ctx).title}”"


def _cancel_advise(g: Game, inv: Investigator, ctx: Context) -> bool:
    rules = _entry(g, ctx).rules.lower()
    return inv.clues >= 2 and any(words in rules for words in BAD_NEWS)


def _cancel(g: Game, inv: Investigator, ctx: Context) -> Effect:
    yield from effects.lose(g, inv, clues=1)
    ctx["cancelled"] = True
    ctx["stop"] = True


TRAILBLAZER = windows.register(
    Ability(
        "trailblazer",
        Window.ENCOUNTER_CARD,
        _cancel_label,
        _cancel_usable,
        _cancel,
        _cancel_advise,
    )
)


# ---------------------------------------------------------------- Trish Scarborough: Tradecraft

FREE_SHIFTS = 5
BOUGHT_SHIFTS = 3
"""Stops she may buy beyond the free ones, 1 Sanity or Stamina each."""


def _can_buy(inv: Investigator) -> int:
    """Stops she can pay for now (never her last Sanity or Stamina point)."""
    return min(BOUGHT_SHIFTS, max(0, inv.sanity - 1) + max(0, inv.stamina - 1))


def tradecraft(g: Game, inv: Investigator, free_placement: bool) -> Effect:
    """Her sliders go back to the left, then she slides them 5 stops right in all; in Upkeep she
    may buy up to 3 stops more, 1 Sanity or Stamina each, paid when she is done."""
    # RULE: reference §8.5 gives the Upkeep rule only; ours: at setup (and joining the game) she
    # places her 5 stops the same way, and buys stops only in an Upkeep.
    for pair in inv.sliders:
        inv.sliders[pair] = 0
    g.emit(SlidersSet(dict(inv.sliders), investigator=inv.id))
    buyable = 0 if free_placement else _can_buy(inv)
    choices = setup.slider_choices(g, inv.id)
    from arkham.engine.checks import slider_value

    while True:
        used = sum(inv.sliders.values())
        options = []
        for pair, stop in inv.sliders.items():
            for new in range(setup.SLIDER_STOPS):
                total = used - stop + new
                if new == stop or total > FREE_SHIFTS + buyable:
                    continue
                base = choices[pair, new]
                extra = max(0, total - FREE_SHIFTS)
                label = base.label + (f" (buy {extra})" if extra else "")
                options.append(Choice(base.id, label))
        left = FREE_SHIFTS - used
        note = (
            f"{left} free stop{'s' if left != 1 else ''} left"
            if left >= 0
            else f"{-left} stop{'s' if left != -1 else ''} bought"
        )
        if buyable:
            note += f"; up to {buyable} more at 1 Sanity or Stamina each"
        picked = yield from effects.ask(
            g,
            inv,
            f"Tradecraft: slide your sliders right ({note})",
            (*options, setup.DONE),
            kind="sliders",
            values={s: slider_value(g, inv, s) for s in g.cat.investigators[inv.id].slider_base},
            focus_left=None,
            shifts_left=left,
            buyable=buyable,
            note=note,
        )
        if picked == "done":
            break
        _, pair, stop = picked.split(":")
        inv.sliders[pair] = int(stop)
        g.emit(SlidersSet(dict(inv.sliders), investigator=inv.id))
    for n in range(max(0, sum(inv.sliders.values()) - FREE_SHIFTS)):
        yield from _pay_for_stop(g, inv, n + 1)


def _pay_for_stop(g: Game, inv: Investigator, n: int) -> Effect:
    picked = yield from effects.ask(
        g,
        inv,
        f"Tradecraft: pay for bought stop {n}",
        (
            Choice(
                "pay-with:sanity",
                "1 Sanity",
                disabled=None if inv.sanity > 1 else "your last Sanity point",
            ),
            Choice(
                "pay-with:stamina",
                "1 Stamina",
                disabled=None if inv.stamina > 1 else "your last Stamina point",
            ),
        ),
    )
    stat = picked.removeprefix("pay-with:")
    yield from effects.lose(g, inv, cost=True, **{stat: 1})


setup.SLIDER_RULES["tradecraft"] = tradecraft
