"""The eight Ancient Ones of Innsmouth (issue 13, point 2; reference §8.6, seed 004): their
worshippers, powers while asleep, start of battle, defences and attacks. Facts and sources are
in ``data/expansions/innsmouth/ancient_ones.json`` (each sheet's ``note``); every rule here
checks ``g.state.ancient_one``.

Components, kept in the state: the Beings of Ib and the Tendril of Nyogtha sit on the sheet
(``board.ON_THE_SHEET``); Rhan-Tegoth's Cultists too. Ghatanothoa's visage tokens face up, the
Zhar token's holder, Bokrug's Clues and Zhar's first defeat are marks (``visage-up:<n>``,
``zhar-token:<inv>``, ``bokrug-clues:<n>``, ``zhar-beaten``). The dust decks are small decks
(``dust-1``…``dust-3``); drawn dust cards go to the ``dust-drawn`` pile on the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import board, checks, combat, effects, final_battle, flow, mythos, text, windows
from arkham.engine.decisions import Choice
from arkham.engine.effects import DoomChanged, GameEnds
from arkham.engine.events import Event
from arkham.engine.names import EndCause, Hook, Window
from arkham.engine.state import card_of
from arkham.engine.windows import Ability
from arkham.kit.marks import has_mark, mark, unmark
from arkham.kit.places import pay_trophies, trophy_points

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator
    from arkham.engine.windows import Context


# ---------------------------------------------------------------- what their rules emit


@dataclass(frozen=True, slots=True)
class MonsterOnSheet(Event):
    kind = "monster-on-sheet"
    monster: str

    def describe(self, cat: Catalog) -> str:
        name = text.upper_first(text.with_article(text.monster(cat, self.monster)))
        return f"{name} waits on the Ancient One's sheet."


@dataclass(frozen=True, slots=True)
class BeingPlacated(Event):
    kind = "being-placated"
    monster: str

    def describe(self, cat: Catalog) -> str:
        being = text.with_article(text.monster(cat, self.monster))
        return f"{text.who(cat, self.investigator)} placates {being} with trophies: it leaves the sheet."


@dataclass(frozen=True, slots=True)
class AncientOneClue(Event):
    kind = "ancient-one-clue"
    clues: int
    beings: int

    def describe(self, cat: Catalog) -> str:
        return (
            f"A Clue token gathers on the Ancient One's sheet ({self.clues} there, "
            f"{self.beings} Being(s) of Ib beside them)."
        )


@dataclass(frozen=True, slots=True)
class VisageTurned(Event):
    kind = "visage-turned"
    face: bool

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        if self.face:
            return f"{who} turns a visage over and meets the face of Ghatanothoa."
        return f"{who} turns a visage over: only carved stone looks back."


@dataclass(frozen=True, slots=True)
class VisagesShuffled(Event):
    kind = "visages-shuffled"

    def describe(self, cat: Catalog) -> str:
        return "The visages are turned face down and shuffled."


@dataclass(frozen=True, slots=True)
class MovementSpent(Event):
    kind = "stone-resisted"
    points: int

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} spends {self.points} movement points to keep from turning to stone."


@dataclass(frozen=True, slots=True)
class DustDrawn(Event):
    kind = "dust-drawn"
    card: str
    title: str

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} turns over a dust card: {self.title}."


@dataclass(frozen=True, slots=True)
class SuccessesOwed(Event):
    kind = "successes-owed"
    drained: int
    pool: int

    def describe(self, cat: Catalog) -> str:
        return (
            f"The Ancient One drains {self.drained} success(es) from the investigators "
            f"(their pool now {self.pool})."
        )


@dataclass(frozen=True, slots=True)
class ZharToken(Event):
    kind = "zhar-token"

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} takes the Zhar token: whoever holds it at Zhar's next attack is devoured."


BOKRUG = "bokrug"
CHAUGNAR_FAUGN = "chaugnar-faugn"
CTHUGHA = "cthugha"
GHATANOTHOA = "ghatanothoa"
NYOGTHA = "nyogtha"
QUACHIL_UTTAUS = "quachil-uttaus"
RHAN_TEGOTH = "rhan-tegoth"
ZHAR = "zhar"

BEINGS = {
    "being-of-ib-horror": "horror",
    "being-of-ib-gates": "close-check",
    "being-of-ib-evade": "evade",
    "being-of-ib-luck": "luck",
}
"""Each Being of Ib's kind → the check it gives -1 to while on Bokrug's sheet."""
BEING_DOOM = ("being-of-ib-evade", "being-of-ib-luck")
"""Beings that put 3 more doom tokens on Bokrug when he wakes."""
BEING_DOOM_TOKENS = 3
BOKRUG_LOSES_AT = 8
"""Clues plus Beings on his sheet that end the game."""
BOKRUG_PRICE = 10
"""Trophy points (a gate counts 5) to take a Being off the sheet."""
TENDRIL = "tendril-of-nyogtha"
NYOGTHA_FIRST_PLAYER = 5
"""-8 becomes -3 for the first player."""
CHAUGNAR_CLUES = 3
CHAUGNAR_TOKENS_PER_ROUND = 3
CTHUGHA_FREE_POINTS = 3
VISAGES = 8
VISAGE_FACE = 0
"""The one visage token (of 0…7) that shows his face."""
VISAGES_BEFORE_RESHUFFLE = 4
DUST_DECKS = ("dust-1", "dust-2", "dust-3")
DUST_DRAWN = "dust-drawn"
DUST_PRICE = 2
RHAN_TEGOTH_DOOM_PER_CULTIST = 2


def ancient_one(g: Game) -> str:
    return g.state.ancient_one


def asleep(g: Game) -> bool:
    return g.state.final_battle is None


def first_player(g: Game) -> Investigator:
    return g.state.investigators[g.state.first_player]


def on_sheet(g: Game, kinds: tuple[str, ...] | set[str] | dict[str, str]) -> list[str]:
    """Markers of these kinds on the Ancient One's sheet."""
    return [
        m
        for m, where in g.state.monsters.items()
        if where == board.ON_THE_SHEET and g.cat.kind_of_marker[m] in kinds
    ]


def beings(g: Game) -> list[str]:
    return on_sheet(g, BEINGS) if ancient_one(g) == BOKRUG else []


# ---------------------------------------------------------------- worshippers

# {ancient one: (monster kinds, {stat: bonus})}
WORSHIPPER_BONUS: dict[str, tuple[tuple[str, ...], dict[str, int]]] = {
    CTHUGHA: (("fire-vampire",), {"toughness": 2, "combat-damage": 1}),
    GHATANOTHOA: (("lloigor", "mi-go"), {"toughness": 2}),
    NYOGTHA: (("witch", "warlock", "ghoul"), {"toughness": 1}),
    QUACHIL_UTTAUS: (("warlock",), {"toughness": 2}),
}
WORSHIPPER_KEYWORDS: dict[str, tuple[tuple[str, ...], list[str]]] = {
    NYOGTHA: (("witch", "warlock", "ghoul"), ["physical-resistance"]),
    QUACHIL_UTTAUS: (("warlock",), ["endless"]),
}
# Chaugnar Faugn's and Zhar's Tcho-tchos and Rhan-Tegoth's Gnoph-Keh are monsters of other
# expansions: there is nothing in this game for their worshipper rules to change.


def worshipper_stat(g: Game, marker: str, stat: str) -> int:
    if ancient_one(g) in WORSHIPPER_BONUS:
        kinds, stats = WORSHIPPER_BONUS[ancient_one(g)]
        if g.cat.kind_of_marker.get(marker) in kinds:
            return stats.get(stat, 0)
    return 0


def worshipper_keywords(g: Game, marker: str) -> list[str]:
    if ancient_one(g) in WORSHIPPER_KEYWORDS:
        kinds, kws = WORSHIPPER_KEYWORDS[ancient_one(g)]
        if g.cat.kind_of_marker.get(marker) in kinds:
            return list(kws)
    return []


combat.register_monster_modifier(
    *{stat for _, stats in WORSHIPPER_BONUS.values() for stat in stats}
)(worshipper_stat)
combat.MONSTER_KEYWORDS.append(worshipper_keywords)


# ---------------------------------------------------------------- rules and modifiers


def near_elder_sign(g: Game, inv: Investigator) -> bool:
    """Carrying an Elder Sign, or in a neighbourhood with an elder sign token (a sealed
    location) in it."""
    if any("elder-sign" in _tags(g, p.card) for p in inv.possessions):
        return True
    here = g.cat.neighbourhood_of.get(inv.area)
    return here is not None and any(
        ls.sealed and g.cat.neighbourhood_of.get(loc) == here
        for loc, ls in g.state.locations.items()
    )


def _tags(g: Game, card: str) -> list[str]:
    item = g.cat.items.get(card)
    return item.tags if item else []


@windows.register_modifier(
    *BEINGS.values(), "check", "ancient-one-combat", "ancient-one-successes", "hands"
)
def powers(g: Game, inv: Investigator, key: str) -> int:
    ao = ancient_one(g)
    if ao == BOKRUG:
        return -sum(1 for m in beings(g) if BEINGS[g.cat.kind_of_marker[m]] == key)
    if ao == CHAUGNAR_FAUGN and key == "check" and asleep(g) and near_elder_sign(g, inv):
        return -1
    if ao == NYOGTHA and key == "ancient-one-combat" and inv is first_player(g):
        return NYOGTHA_FIRST_PLAYER
    if ao == GHATANOTHOA and key == "ancient-one-successes":
        return -1
    if ao == ZHAR and key == "hands" and has_mark(g, f"zhar-token:{inv.id}"):
        return -1
    return 0


@windows.register_rule(
    "ancient-one-combat",
    "redraw-weather",
    "ancient-one-burns-weapons",
    "ancient-one-tokens-per-round",
    "first-player-stays",
    "ancient-one-lives",
)
def game_rules(g: Game, key: str) -> int:
    ao = ancient_one(g)
    if ao == BOKRUG and key == "ancient-one-combat":
        return -2 * len(beings(g))
    if ao == CTHUGHA:
        if key == "redraw-weather" and asleep(g):
            return 1
        if key == "ancient-one-burns-weapons":
            return 1
    if ao == CHAUGNAR_FAUGN and key == "ancient-one-tokens-per-round":
        return CHAUGNAR_TOKENS_PER_ROUND
    if ao == QUACHIL_UTTAUS and key == "first-player-stays":
        return 1
    if ao == ZHAR:
        if key == "first-player-stays" and not asleep(g):
            return 1
        if key == "ancient-one-lives":
            return 0 if has_mark(g, "zhar-beaten") else 1
    return 0


def zhar_defences(g: Game) -> list[str]:
    return ["physical-immunity"] if has_mark(g, "zhar-beaten") else ["magical-immunity"]


def bokrug_defences(g: Game) -> list[str]:
    """Resistances, each an immunity while the Being of Ib that says so is on the sheet."""
    kinds = {g.cat.kind_of_marker[m] for m in beings(g)}
    out = []
    for kind, being in (("physical", "being-of-ib-horror"), ("magical", "being-of-ib-gates")):
        out.append(f"{kind}-immunity" if being in kinds else f"{kind}-resistance")
    return out


final_battle.DEFENCES.update({BOKRUG: bokrug_defences, ZHAR: zhar_defences})


@windows.hook(Hook.GAME_SET_UP)
def onto_the_sheet(g: Game) -> Effect:
    """Bokrug: the four Beings of Ib onto his sheet. Nyogtha: the Tendril onto his."""
    kinds = {BOKRUG: set(BEINGS), NYOGTHA: {TENDRIL}}.get(ancient_one(g), set())
    for m, kind in g.cat.kind_of_marker.items():
        if kind in kinds:
            g.state.monsters[m] = board.ON_THE_SHEET
            g.emit(MonsterOnSheet(m))
    return
    yield


# ---------------------------------------------------------------- Bokrug


def _bokrug_usable(g: Game, inv: Investigator, ctx: Context) -> bool:
    return (
        ancient_one(g) == BOKRUG
        and asleep(g)
        and inv.area in g.cat.world_of_area
        and bool(beings(g))
        and trophy_points(g, inv) >= BOKRUG_PRICE
    )


def _bokrug_placate(g: Game, inv: Investigator, ctx: Context) -> Effect:
    """Pick a Being of Ib, then pay trophies worth 10: it leaves the sheet for the box."""
    options = [
        Choice(f"being:{m}", g.cat.monster_kinds[g.cat.kind_of_marker[m]].special_summary or m)
        for m in beings(g)
    ]
    picked = yield from effects.ask(g, inv, "Which Being of Ib do you placate?", options)
    yield from pay_trophies(g, inv, BOKRUG_PRICE)
    marker = picked.removeprefix("being:")
    g.state.monsters[marker] = "box"
    g.emit(BeingPlacated(marker, investigator=inv.id))


windows.register(
    Ability(
        "bokrug:placate",
        Window.UPKEEP,
        lambda g, inv, ctx: "Placate a Being of Ib (trophies worth 10)",
        _bokrug_usable,
        _bokrug_placate,
    )
)


def bokrug_start(g: Game) -> Effect:
    fb = g.state.final_battle
    assert fb is not None
    extra = BEING_DOOM_TOKENS * len(on_sheet(g, BEING_DOOM))
    fb.doom_tokens += extra
    g.emit(DoomChanged(extra, fb.doom_tokens))
    return
    yield


def bokrug_clues(g: Game) -> int:
    return next((int(m.split(":")[1]) for m in g.state.marks if m.startswith("bokrug-clues:")), 0)


def bokrug_attack(g: Game) -> Effect:
    clues = bokrug_clues(g) + 1
    mark(g, f"bokrug-clues:{clues}", replaces="bokrug-clues:")
    g.emit(AncientOneClue(clues, len(beings(g))))
    if clues + len(beings(g)) >= BOKRUG_LOSES_AT:
        raise GameEnds(EndCause.ALL_DEVOURED, False)
    return
    yield


# ---------------------------------------------------------------- Chaugnar Faugn


def chaugnar_attack(g: Game) -> Effect:
    """Each investigator discards 3 Clues or an Ally, or is devoured."""

    def feed(inv: Investigator) -> Effect:
        allies = [p.handle for p in inv.possessions if g.cat.card_kind(p.card) == "ally"]
        options = [Choice("discard:clues", f"Discard {CHAUGNAR_CLUES} Clue tokens")]
        if inv.clues < CHAUGNAR_CLUES:
            options = []
        options += [
            Choice(f"discard:{h}", f"Discard {g.cat.card_name(card_of(h))}") for h in allies
        ]
        if not options:
            yield from effects.devoured(g, inv)
            return
        picked = yield from effects.ask(g, inv, "Chaugnar Faugn feeds: pay or be devoured", options)
        if picked == "discard:clues":
            yield from effects.lose(g, inv, clues=CHAUGNAR_CLUES)
        else:
            effects.discard(g, inv, picked.removeprefix("discard:"))

    yield from effects.for_each(g, g.state.playing(), feed)


# ---------------------------------------------------------------- Cthugha


@windows.hook(Hook.MOVEMENT_SPENT)
def sweltering_heat(g: Game, inv: Investigator, points: int) -> Effect:
    """Cthugha asleep: 1 Stamina for each movement point spent moving beyond 3."""
    over = points - CTHUGHA_FREE_POINTS
    if ancient_one(g) == CTHUGHA and asleep(g) and over > 0:
        yield from effects.lose(g, inv, stamina=over)


def cthugha_attack(g: Game) -> Effect:
    """A die: each investigator pays that many among Clues, Stamina and Sanity, or is
    devoured (a payment: nothing reduces it)."""
    n = checks.roll(g, None, 1, purpose="Cthugha's attack")[0]

    def burn(inv: Investigator) -> Effect:
        if inv.clues + inv.stamina + inv.sanity <= n:
            yield from effects.devoured(g, inv)
            return
        paid = {"clues": 0, "stamina": 0, "sanity": 0}
        for left in range(n, 0, -1):
            options = [
                Choice(f"lose:{stat}", f"Lose 1 {stat.title()}")
                for stat in ("clues", "stamina", "sanity")
                if getattr(inv, stat) - paid[stat] > (0 if stat == "clues" else 1)
            ]
            if not options:
                yield from effects.devoured(g, inv)
                return
            picked = yield from effects.ask(g, inv, f"Cthugha burns: {left} more to lose", options)
            paid[picked.removeprefix("lose:")] += 1
        yield from effects.lose(g, inv, cost=True, **paid)

    yield from effects.for_each(g, g.state.playing(), burn)


# ---------------------------------------------------------------- Ghatanothoa


def visages_up(g: Game) -> set[int]:
    return {int(m.split(":")[1]) for m in g.state.marks if m.startswith("visage-up:")}


@windows.hook(Hook.CLUES_GAINED)
def annihilating_gaze(g: Game, inv: Investigator, n: int) -> Effect:
    """Ghatanothoa asleep: 2+ Clues at once turn a visage token face up; his face devours.
    His face, or 4 tokens face up, and all are turned down and shuffled."""
    if ancient_one(g) != GHATANOTHOA or not asleep(g) or n < 2:
        return
    token = g.rng.pick(sorted(set(range(VISAGES)) - visages_up(g)))
    g.emit(VisageTurned(token == VISAGE_FACE, investigator=inv.id))
    mark(g, f"visage-up:{token}")
    if token == VISAGE_FACE or len(visages_up(g)) >= VISAGES_BEFORE_RESHUFFLE:
        unmark(g, lambda m: not m.startswith("visage-up:"))
        g.emit(VisagesShuffled())
    if token == VISAGE_FACE:
        yield from effects.devoured(g, inv)


def ghatanothoa_attack(g: Game) -> Effect:
    """Each investigator spends movement points equal to the round, or is devoured."""
    fb = g.state.final_battle
    assert fb is not None

    def petrify(inv: Investigator) -> Effect:
        if flow.movement_points(g, inv) < fb.round:
            yield from effects.devoured(g, inv)
        else:
            g.emit(MovementSpent(fb.round, investigator=inv.id))

    yield from effects.for_each(g, g.state.playing(), petrify)


# ---------------------------------------------------------------- Nyogtha


def tendril_instead(g: Game, inv: Investigator) -> str | None:
    """Nyogtha asleep: the Tendril on his sheet is met instead of a monster from the cup."""
    if ancient_one(g) != NYOGTHA or not asleep(g):
        return None
    return next(iter(on_sheet(g, {TENDRIL})), None)


combat.ENCOUNTER_MONSTERS.append(tendril_instead)


def nyogtha_attack(g: Game) -> Effect:
    """The first player rolls 1 die: a success, he escapes; else he is devoured."""
    inv = first_player(g)
    if inv.status != "playing":
        return
    die = checks.roll(g, inv, 1, purpose="Nyogtha's attack")[0]
    if die < checks.success_threshold(inv):
        yield from effects.for_each(g, [inv], lambda i: effects.devoured(g, i))


# ---------------------------------------------------------------- Quachil Uttaus

DUST_EFFECTS: dict[str, tuple[int, int, bool]] = {
    "dust-nothing": (0, 0, False),
    "dust-sanity-1": (1, 0, False),
    "dust-stamina-1": (0, 1, False),
    "dust-both-1": (1, 1, False),
    "dust-sanity-2": (2, 0, False),
    "dust-stamina-2": (0, 2, False),
    "dust-both-2": (2, 2, False),
    "dust-sanity-3": (3, 0, False),
    "dust-stamina-3": (0, 3, False),
    "dust-devoured": (0, 0, True),
}
"""A dust card's effect → (Sanity lost, Stamina lost, devoured)."""


def next_dust_deck(g: Game) -> str | None:
    return next((d for d in DUST_DECKS if g.state.decks.get(d)), None)


@windows.hook(Hook.UPKEEP_PHASE)
def footprints_in_the_dust(g: Game) -> Effect:
    """Quachil Uttaus asleep, at the start of each turn: the first player spends 2 Clues or
    draws from the lowest-numbered dust deck with cards left."""
    if ancient_one(g) != QUACHIL_UTTAUS or not asleep(g):
        return
    inv = first_player(g)
    deck = next_dust_deck(g)
    if inv.status != "playing" or deck is None:
        return
    options = [Choice("dust:draw", "Draw a dust card")]
    if inv.clues >= DUST_PRICE:
        options.insert(0, Choice("dust:pay", f"Spend {DUST_PRICE} Clue tokens"))
    picked = yield from effects.ask(g, inv, "Footprints in the dust", options)
    if picked == "dust:pay":
        yield from effects.lose(g, inv, clues=DUST_PRICE)
        return
    card = g.state.decks[deck].pop(0)
    g.state.decks.setdefault(DUST_DRAWN, []).append(card)
    fact = g.cat.deck_cards[card]
    g.emit(DustDrawn(card, fact.title, investigator=inv.id))
    sanity, stamina, devour = DUST_EFFECTS[fact.effect or "dust-nothing"]

    def crumble(i: Investigator) -> Effect:
        if devour:
            yield from effects.devoured(g, i)
        elif sanity or stamina:
            yield from effects.lose(g, i, sanity=sanity, stamina=stamina)

    yield from effects.for_each(g, [inv], crumble)


def quachil_start(g: Game) -> Effect:
    """Every Ally goes to the box (one whose bonus held a maximum above 0 leaves its
    investigator devoured)."""

    def box_allies(inv: Investigator) -> Effect:
        for p in list(inv.possessions):
            if g.cat.card_kind(p.card) == "ally":
                effects.discard(g, inv, p.handle, to="box")
        return
        yield

    yield from effects.for_each(g, g.state.playing(), box_allies)


def quachil_attack(g: Game) -> Effect:
    inv = first_player(g)
    if inv.status == "playing":
        yield from effects.for_each(g, [inv], lambda i: effects.devoured(g, i))


# ---------------------------------------------------------------- Rhan-Tegoth


@windows.hook(Hook.MONSTER_DRAWN)
def insatiable_hunger(g: Game, marker: str) -> Effect:
    """Rhan-Tegoth asleep: a Cultist drawn from the cup goes onto his sheet; terror +1 and a
    doom token (another monster is drawn in its place)."""
    if ancient_one(g) != RHAN_TEGOTH or not asleep(g):
        return
    if g.cat.kind_of_marker[marker] != "cultist":
        return
    g.state.monsters[marker] = board.ON_THE_SHEET
    g.emit(MonsterOnSheet(marker))
    yield from board.raise_terror(g, 1)
    yield from effects.add_doom(g, 1)


def rhan_tegoth_start(g: Game) -> Effect:
    fb = g.state.final_battle
    assert fb is not None
    extra = RHAN_TEGOTH_DOOM_PER_CULTIST * len(on_sheet(g, {"cultist"}))
    fb.doom_tokens += extra
    g.emit(DoomChanged(extra, fb.doom_tokens))
    return
    yield


def rhan_tegoth_attack(g: Game) -> Effect:
    """The most Stamina (the first player first among equals) rolls his Stamina in dice and
    loses 1 Stamina a failed die, unpreventably; each adds a success the group owes."""
    fb = g.state.final_battle
    assert fb is not None
    playing = g.state.playing()
    if not playing:
        return
    inv = max(playing, key=lambda i: i.stamina)  # the first of equals: playing() starts at him
    dice = checks.roll(g, inv, inv.stamina, purpose="Rhan-Tegoth's attack")
    drained = sum(1 for d in dice if d < checks.success_threshold(inv))
    fb.successes -= drained
    g.emit(SuccessesOwed(drained, fb.successes))
    if drained:
        yield from effects.for_each(
            g, [inv], lambda i: effects.lose(g, i, stamina=drained, cost=True)
        )


# ---------------------------------------------------------------- Zhar


@windows.hook(Hook.GATE_OPENED)
def twin_horror(g: Game, loc: str) -> Effect:
    """Zhar asleep: a new gate rolls 2 dice; doubles draw and resolve another mythos card."""
    if ancient_one(g) != ZHAR or not asleep(g):
        return
    a, b = checks.roll(g, None, 2, purpose="Zhar's twin horror")
    if a == b:
        yield from mythos.phase(g)


@windows.hook(Hook.ANCIENT_ONE_RISES)
def zhar_rises(g: Game) -> Effect:
    if ancient_one(g) == ZHAR:
        mark(g, "zhar-beaten")
    return
    yield


def zhar_attack(g: Game) -> Effect:
    """No one holds the Zhar token: the first player takes it. Else its holder is devoured."""
    holder = next(
        (i for i in g.state.playing() if has_mark(g, f"zhar-token:{i.id}")),
        None,
    )
    unmark(g, lambda m: not m.startswith("zhar-token:"))
    if holder is None:
        inv = first_player(g)
        if inv.status == "playing":
            mark(g, f"zhar-token:{inv.id}")
            g.emit(ZharToken(investigator=inv.id))
        return
    yield from effects.for_each(g, [holder], lambda i: effects.devoured(g, i))


final_battle.START_OF_BATTLE.update(
    {BOKRUG: bokrug_start, QUACHIL_UTTAUS: quachil_start, RHAN_TEGOTH: rhan_tegoth_start}
)
final_battle.ATTACKS.update(
    {
        BOKRUG: bokrug_attack,
        CHAUGNAR_FAUGN: chaugnar_attack,
        CTHUGHA: cthugha_attack,
        GHATANOTHOA: ghatanothoa_attack,
        NYOGTHA: nyogtha_attack,
        QUACHIL_UTTAUS: quachil_attack,
        RHAN_TEGOTH: rhan_tegoth_attack,
        ZHAR: zhar_attack,
    }
)
