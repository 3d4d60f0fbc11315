"""Innsmouth Horror's 36 mythos cards (seed 004; issue 14): 19 headlines, 15 environments (5
urban, 5 mystic, 5 weather) and 2 rumors, registered by id.

Facts (our own titles, type, gate, gate burst, clue, movement, the doom tokens or the surge a card
has in place of a gate, and the rules line the player reads) live in
``data/expansions/innsmouth/mythos.json``; the cards join the mythos deck only when Innsmouth is
on the table. The printed effects follow the card texts gathered in nachinius/arkhamHelper
(``mythos_data.js``, wiki-derived), told in our own words; where we had to read a card, its note
says how. Appendix A of the reference gives no alternative Arkham clue location for any of these
rows, so every clue here falls in Innsmouth (or nowhere).

The engine does the work the cards share: gate bursts, a surge or doom tokens in place of a
gate, and the rules the environments switch on (:data:`RULES`, read by the engine through
``windows.rule``). Check and monster modifiers go in the base deck's tables (through
``ongoing``), which are looked up from the cards in play. Everything is registered from this
module, so a game without Innsmouth never meets these cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import board, combat, effects, mythos, tracks, windows
from arkham.engine.board import CluesDiscarded
from arkham.engine.decisions import Choice
from arkham.engine.effects import GameEnds
from arkham.engine.mythos import MythosBehaviour, RumorFailed
from arkham.engine.names import EndCause, Hook
from arkham.engine.state import card_of
from arkham.expansions.innsmouth import look, rules
from arkham.kit.marks import mark, marks, unmark
from arkham.kit.mythos import (
    Mod,
    MonsterMod,
    die,
    environment,
    every,
    headline,
    lasting,
    monster_appears,
    on_board,
    passed,
    until_next_mythos,
    upkeep_ability,
)

if TYPE_CHECKING:
    from arkham.catalog import MonsterKind
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import Investigator


def card(row: int) -> str:
    """The id of the card on row ``row`` of Appendix A's Innsmouth table."""
    return f"innsmouth-mythos-{row:02d}"


CASH = card(1)
CHARITY = card(2)
CLOSED_MOUTHS = card(3)
UPHEAVAL = card(4)
CONJUNCTION = card(5)
DARK_DAY = card(6)
EVIDENCE = card(7)
FREE_CLINIC = card(9)
GATHERING_STORM = card(10)
INVASION = card(11)
SLEEPS = card(12)
RESTLESS = card(13)
LIGHTNING = card(15)
OPPRESSIVE = card(17)
PLANS = card(19)
RELENTLESS = card(20)
SAILOR = card(21)
WATCHED = card(24)
SIGHTINGS = card(25)
SERVANTS = card(26)
PLAGUE = card(27)
RAILS = card(28)
SIREN = card(29)
FLOODED = card(30)
TREMBLING = card(31)
VEIL_STRONG = card(32)
VEIL_WEAK = card(33)
TIDAL_WAVE = card(34)
SURPRISE = card(35)
WEAKENED = card(36)

CHURCH_GREEN = "church-green-streets"
FACTORY_DISTRICT = "factory-district-streets"
INNSMOUTH_SHORE = "innsmouth-shore-streets"
SAWBONE_ALLEY = "sawbone-alley"
DEVIL_REEF = "devil-reef"


# ---------------------------------------------------------------- rules held while in play


RULES: dict[str, tuple[str, int]] = {
    CLOSED_MOUTHS: ("no-mythos-clues", 1),
    SLEEPS: ("no-martial-law-check", 1),
    RESTLESS: ("martial-law-evade", 1),
    RELENTLESS: ("surge-adds-doom", 1),
    RAILS: ("no-rail-travel", 1),
    FLOODED: ("streets-aquatic", 1),
    VEIL_STRONG: ("more-gates-to-awaken", 1),
    VEIL_WEAK: ("more-seals-to-win", 1),
    WEAKENED: ("weaker-magical-weapons", 1),
}
"""Environment → the rule it holds while in play (a key the engine or Innsmouth's rules read
with ``windows.rule``) and its value."""


@windows.register_rule(*{key for key, _ in RULES.values()}, "no-clue-spending")
def _rules_in_play(g: Game, key: str) -> int:
    held = RULES.get(g.state.environment or "")
    total = held[1] if held is not None and held[0] == key else 0
    if key == "no-clue-spending" and lasting(g, DARK_DAY):
        total += 1
    return total


def first_player(g: Game) -> Investigator | None:
    """The first player's investigator (None while the only seat waits for a new one)."""
    playing = g.state.playing()
    return playing[0] if playing else None


def pick(g: Game, chooser: Investigator, prompt: str, among: list[Investigator]) -> Effect:
    """``chooser`` picks one of ``among`` (asked only when there is a choice)."""
    if len(among) == 1:
        return among[0]
    picked = yield from effects.ask(
        g,
        chooser,
        prompt,
        [Choice(f"pick:{i.id}", g.cat.investigators[i.id].name) for i in among],
    )
    return g.state.investigator(picked.removeprefix("pick:"))


# ================================================================ HEADLINES


@headline(CASH)
def found_money(g: Game) -> Effect:
    """Folding Money Turns Up in the Gutter!: the first player gains $2."""
    first = first_player(g)
    if first is not None:
        yield from effects.gain(g, first, money=2)


def rest_cure(stat: str, place: Role) -> Callable[[Game], Effect]:
    """The investigator lowest in ``stat`` (ties: the first player chooses) may go to ``place``:
    delayed there, with ``stat`` restored to its maximum (care, so no environment stops it)."""

    def resolve(g: Game) -> Effect:
        first = first_player(g)
        if first is None:
            return
        playing = g.state.playing()
        low = min(getattr(i, stat) for i in playing)
        tied = [i for i in playing if getattr(i, stat) == low]
        stat_name = stat.capitalize()
        who = yield from pick(g, first, f"Lowest {stat_name}: who is offered the cure?", tied)
        to = g.cat.role(place)
        if not (
            yield from effects.may(
                g,
                who,
                f"Go to {g.cat.area_name(to)} (delayed, {stat_name} restored to its maximum)?",
                yes="Go",
                no="Stay",
            )
        ):
            return
        effects.move_to(g, who, to)
        effects.delay(g, who)
        top = effects.max_sanity(g, who) if stat == "sanity" else effects.max_stamina(g, who)
        yield from effects.gain(g, who, care=True, **{stat: top - getattr(who, stat)})

    return resolve


mythos.register(CHARITY, MythosBehaviour(resolve=rest_cure("sanity", Role.ASYLUM)))
mythos.register(FREE_CLINIC, MythosBehaviour(resolve=rest_cure("stamina", Role.HOSPITAL)))


@headline(UPHEAVAL)
def upheaval(g: Game) -> Effect:
    """Astronomers Report the Heavens in Upheaval!: each investigator in an Other World passes a
    Luck (−1) check or is lost in time and space."""

    def adrift(inv: Investigator) -> Effect:
        if not (yield from effects.check(g, inv, "luck", -1)):
            yield from effects.lost_in_time_and_space(g, inv)

    far = [inv for inv in g.state.playing() if inv.area in g.cat.world_of_area]
    yield from effects.for_each(g, far, adrift)


@headline(DARK_DAY)
def dark_day(g: Game) -> Effect:
    """Noonday Gloom Leaves Scholars Groping!: no Clue may be spent on a skill check until the
    next Mythos phase (the rule 'no-clue-spending', in :func:`_rules_in_play`)."""
    until_next_mythos(g, DARK_DAY)
    return
    yield


@headline(EVIDENCE)
def evidence_destroyed(g: Game) -> Effect:
    """Records Office Fire Consumes Evidence!: every Clue token on the board is discarded."""
    for loc, ls in g.state.locations.items():
        if ls.clues:
            g.emit(CluesDiscarded(loc, ls.clues))
            ls.clues = 0
    return
    yield


TWO_MONSTERS = {
    card(8): INNSMOUTH_SHORE,  # Webbed Tracks Found Along the Beach!
    card(14): CHURCH_GREEN,  # Prisoners Break Out of the Innsmouth Lockup!
    card(16): FACTORY_DISTRICT,  # Rotten Warehouse Caves In on the Waterfront!
    card(18): CHURCH_GREEN,  # Dagon Lodge Blamed for Night Prowlers!
    card(22): INNSMOUTH_SHORE,  # Schooner Breaks Up on the Shoals!
    card(23): FACTORY_DISTRICT,  # Strange Rites Reported in the Mill District!
}


def monsters_at(*areas: str) -> Callable[[Game], Effect]:
    """A monster from the cup appears in each of ``areas`` (Innsmouth's never count toward the
    monster limit; none at a sealed location)."""

    def resolve(g: Game) -> Effect:
        for area in areas:
            yield from monster_appears(g, area)

    return resolve


for _card, _street in TWO_MONSTERS.items():
    mythos.register(_card, MythosBehaviour(resolve=monsters_at(_street, _street)))

INVADED = (CHURCH_GREEN, FACTORY_DISTRICT, INNSMOUTH_SHORE, SAWBONE_ALLEY, DEVIL_REEF)
# Things Crawl Through Innsmouth by Night!
mythos.register(INVASION, MythosBehaviour(resolve=monsters_at(*INVADED)))


@headline(GATHERING_STORM)
def gathering_storm(g: Game) -> Effect:
    """Squall Line Builds Beyond the Reef!: an uprising token on the Deep Ones Rising track."""
    yield from tracks.advance(g, rules.DEEP_ONES, 1)


@headline(SIGHTINGS)
def sightings(g: Game) -> Effect:
    """Townsfolk Swear to Horrors Sighted Everywhere!: the first player gains 1 Clue (the surge
    in place of a gate is the engine's, from the card's data)."""
    first = first_player(g)
    if first is not None:
        yield from effects.gain(g, first, clues=1)


def servant(kind: MonsterKind) -> bool:
    """A Cultist or a Deep One (any kind whose id starts 'deep-one')."""
    return kind.id == "cultist" or kind.id.startswith("deep-one")


@headline(SERVANTS)
def servants(g: Game) -> Effect:
    """Servants of the Old Ones Abroad!: a doom token if a Cultist or a Deep One is on the
    board (a town, the Sky or the Outskirts)."""
    if any(
        on_board(g, where) and servant(board.kind_of(g, marker))
        for marker, where in g.state.monsters.items()
    ):
        yield from effects.add_doom(g, 1)


@headline(SIREN)
def siren_call(g: Game) -> Effect:
    """Sleepwalkers Drawn to the Water's Edge!: the first player draws 2 Innsmouth Look cards."""
    first = first_player(g)
    if first is not None:
        yield from effects.for_each(g, [first], lambda inv: look.draw_look(g, inv, 2))


def battered(g: Game, inv: Investigator) -> Effect:
    """A Fight (−1) check or 2 Stamina lost."""
    if not (yield from effects.check(g, inv, "fight", -1)):
        yield from effects.lose(g, inv, stamina=2)


@headline(TIDAL_WAVE)
def tidal_wave(g: Game) -> Effect:
    """Giant Wave Batters the Waterfront!: each investigator at an aquatic location passes a
    Fight (−1) check or loses 2 Stamina."""
    wet = [inv for inv in g.state.playing() if board.aquatic_location(g, inv.area)]
    yield from effects.for_each(g, wet, lambda inv: battered(g, inv))


OMENS_TERROR = 8


@headline(SURPRISE)
def omens(g: Game) -> Effect:
    """Omens Multiply; Seers Say the End Is Near!: at terror 8 or more, or with one empty space
    left on the doom track, the Ancient One awakens at once."""
    st = g.state
    track = g.cat.ancient_ones[st.ancient_one].doom_track
    if st.terror >= OMENS_TERROR or st.doom >= track - 1:
        raise GameEnds(EndCause.OMENS, None)
    return
    yield


# ================================================================ ENVIRONMENTS

# A Town That Will Not Talk (urban): the rule 'no-mythos-clues'.
environment(CLOSED_MOUTHS)

# An Unholy Meeting of the Spheres (mystic), A Weight Upon Every Soul (mystic).
environment(CONJUNCTION, monster=(MonsterMod("overwhelming", 1, every),))
environment(OPPRESSIVE, monster=(MonsterMod("nightmarish", 1, every),))
KEYWORD_GIVEN = {CONJUNCTION: "overwhelming", OPPRESSIVE: "nightmarish"}


def _keyword_given(g: Game, marker: str) -> list[str]:
    """Every monster has the keyword the environment gives (its rating: MONSTER_MODS)."""
    given = KEYWORD_GIVEN.get(g.state.environment or "")
    return [given] if given else []


combat.MONSTER_KEYWORDS.append(_keyword_given)


# Innsmouth Shutters Its Windows Early (urban), Sullen Crowds Gather in Innsmouth's Lanes
# (urban): the rules 'no-martial-law-check' and 'martial-law-evade' (Innsmouth's curfew).
environment(SLEEPS)
environment(RESTLESS)

# No Respite from the Dark (urban): 'surge-adds-doom'. Floodwaters Wash Out the Rail Line
# (weather): 'no-rail-travel'. Storm Surge Swamps the Streets (weather): 'streets-aquatic'.
# Charms and Talismans Lose Their Virtue (mystic): 'weaker-magical-weapons'.
environment(RELENTLESS)
environment(RAILS)
environment(FLOODED)
environment(WEAKENED)


# ---- Electric Storms Rake the Coast (weather), Tremors Shake the Coast (weather)


def lightning(g: Game) -> Effect:
    """On 1 or 2, the first player picks an investigator in a street area, who loses a die roll
    of Stamina and is moved to St. Mary's Hospital (if still standing)."""
    if die(g, g.cat.mythos[LIGHTNING].title) > 2:
        return
    first = first_player(g)
    exposed = [inv for inv in g.state.playing() if inv.area in g.cat.streets]
    if first is None or not exposed:
        return
    struck = yield from pick(g, first, "Lightning strikes: who is hit?", exposed)

    def hit(inv: Investigator) -> Effect:
        yield from effects.lose(g, inv, stamina=die(g, "Lightning"))
        effects.move_to(g, inv, g.cat.role(Role.HOSPITAL))

    yield from effects.for_each(g, [struck], hit)


def tremors(g: Game) -> Effect:
    """On a 1, the terror level rises by 1."""
    if die(g, g.cat.mythos[TREMBLING].title) == 1:
        yield from board.raise_terror(g, 1)


environment(LIGHTNING)
environment(TREMBLING, mods=(Mod("movement", -1),))
AT_UPKEEP = {LIGHTNING: lightning, TREMBLING: tremors}


@windows.hook(Hook.UPKEEP_PHASE)
def _as_upkeep_begins(g: Game) -> Effect:
    weather = AT_UPKEEP.get(g.state.environment or "")
    if weather is not None:
        yield from weather(g)


# ---- Small-Craft Warnings Posted Along the Coast (weather)


def _forget_where_they_started(g: Game) -> Effect:
    unmark(g, lambda m: not m.startswith(f"{SAILOR}:from:"))
    return
    yield


environment(SAILOR, leaves=_forget_where_they_started)


def _started_at(g: Game, inv: Investigator) -> str | None:
    prefix = f"{SAILOR}:from:{inv.id}:"
    return next((m.removeprefix(prefix) for m in marks(g) if m.startswith(prefix)), None)


@windows.hook(Hook.UPKEEP_START)
def _note_where_upkeep_finds(g: Game, inv: Investigator) -> Effect:
    """Where the investigator stands as his turn begins (so moving in can be told from
    staying)."""
    if g.state.environment == SAILOR:
        mark(g, f"{SAILOR}:from:{inv.id}:{inv.area}", replaces=f"{SAILOR}:from:{inv.id}:")
    return
    yield


@windows.hook(Hook.END_OF_MOVEMENT)
def _rough_water_on_foot(g: Game, inv: Investigator) -> Effect:
    """Ending Movement at an aquatic location he did not start at: Fight (−1) or 2 Stamina."""
    if g.state.environment != SAILOR or not board.aquatic_location(g, inv.area):
        return
    if _started_at(g, inv) != inv.area:
        yield from battered(g, inv)


@windows.hook(Hook.RETURNED)
def _rough_water_through_a_gate(g: Game, inv: Investigator) -> Effect:
    """Back from an Other World at an aquatic location: Fight (−1) or 2 Stamina."""
    if g.state.environment == SAILOR and board.aquatic_location(g, inv.area):
        yield from battered(g, inv)


# ---- Unseen Eyes at Every Window (urban)

environment(WATCHED)


@windows.hook(Hook.GATE_CLOSED)
def _watched(g: Game, inv: Investigator, location: str, sealed: bool) -> Effect:
    """The first investigator to close or seal a gate is Blessed; the card is discarded."""
    if g.state.environment == WATCHED:
        yield from effects.bless(g, inv)
        yield from mythos.leave_play(g, WATCHED)


# ---- The Barrier Between Worlds Holds Fast / Wears Thin (mystic)


def _veil_lifts(g: Game) -> Effect:
    """As the card leaves, too many gates by the usual count awaken the Ancient One at once
    (not when it leaves because the Ancient One is already awake)."""
    if g.state.final_battle is not None:
        return
    if len(g.state.open_gates()) >= board.gate_limit(g) - RULES[VEIL_STRONG][1]:
        raise GameEnds(EndCause.TOO_MANY_GATES, None)
    return
    yield


def _veil_mends(g: Game) -> Effect:
    """As the card leaves, enough elder signs by the usual count win at once (not when it
    leaves because the Ancient One is already awake)."""
    if g.state.final_battle is not None:
        return
    if g.state.sealed_count() >= board.seals_to_win(g) - RULES[VEIL_WEAK][1]:
        raise GameEnds(EndCause.SIX_SEALS, True)
    return
    yield


environment(VEIL_STRONG, leaves=_veil_lifts)
environment(VEIL_WEAK, leaves=_veil_mends)


# ================================================================ RUMORS

# ---- Whispers of a Scheme Beneath the Waves: its track is the Deep Ones Rising track.


def _schemes(g: Game) -> Effect:
    if die(g, g.cat.mythos[PLANS].title) <= 2:
        yield from tracks.advance(g, rules.DEEP_ONES, 1)


environment(PLANS, each_mythos=_schemes)


@windows.hook(Hook.TRACK_FILLED)
def _raided(g: Game, track: str) -> Effect:
    """The Feds raid Innsmouth (their track filled and resolved): the scheme is broken."""
    if track == rules.FEDS and g.state.rumor == PLANS:
        yield from passed(g, PLANS, None)


# ---- A Sickness Creeps Out of Innsmouth


def _sickness_spreads(g: Game) -> Effect:
    first = first_player(g)
    if first is not None:
        yield from effects.for_each(g, [first], lambda inv: look.draw_look(g, inv, 1))


environment(PLAGUE, each_mythos=_sickness_spreads)


def _shows_the_look(g: Game, inv: Investigator) -> Effect:
    """Fail: an investigator shows the Look (he is devoured as the Look says)."""
    if g.state.rumor == PLAGUE:
        g.emit(RumorFailed(PLAGUE))
        yield from mythos.leave_play(g, PLAGUE)


look.WHEN_SHOWN.append(_shows_the_look)


def _spells(g: Game, inv: Investigator) -> list[str]:
    return [p.handle for p in inv.possessions if g.cat.card_kind(p.card) == "spell"]


def _burn_the_texts(g: Game, inv: Investigator) -> Effect:
    """Pass: discard 2 Spells (the investigator picks them when he holds more)."""
    spells = _spells(g, inv)
    choosing = len(spells) > 2
    for _ in range(2):
        handle = spells[0]
        if choosing and len(spells) > 1:
            picked = yield from effects.ask(
                g,
                inv,
                "Which Spell do you give up?",
                [Choice(f"discard:{h}", g.cat.card_name(card_of(h))) for h in spells],
            )
            handle = picked.removeprefix("discard:")
        spells.remove(handle)
        effects.discard(g, inv, handle)
    yield from passed(g, PLAGUE, inv)


upkeep_ability(
    PLAGUE,
    CHURCH_GREEN,
    "Rumor: discard 2 Spells to stamp out the sickness",
    lambda g, inv: len(_spells(g, inv)) >= 2,
    _burn_the_texts,
)
