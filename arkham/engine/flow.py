"""The turn loop (seed 000): Upkeep → Movement → Arkham Encounters → Other World Encounters →
Mythos, then the first-player marker passes to the left.

``play`` is the one generator the :class:`~arkham.engine.game.Game` drives. Each phase runs for
every investigator in turn order from the first player; an :class:`Interrupted` investigator's
phase ends there and the next one goes on. :class:`GameEnds` leaves the loop for the victory,
the defeat, or the final battle.

At the start of a turn, of each investigator's part of a phase, of the Mythos phase and of each
final-battle round, nothing of the game lives in these generators' local variables: the loop
calls ``g.boundary(...)`` there (a :class:`Resume`'s fields), and ``play(g, resume)`` takes the game up again from
that point with the state alone (how ``Game.fork`` copies a game). Keep it so: a rule that needs
to remember something across one of these points keeps it in the state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from arkham.catalog import Catalog, Role
from arkham.engine import board, combat, encounters, final_battle, mythos, setup, text, windows
from arkham.engine.checks import bonus, check, skill
from arkham.engine.decisions import Choice, Context, Scene
from arkham.engine.effects import (
    DoomChanged,
    Effect,
    GameEnds,
    Interrupted,
    StoodUp,
    ask,
    discard,
    lose,
    move_to,
    scene,
)
from arkham.engine.events import Event, Show, Tone
from arkham.engine.names import Hook, Phase, Window
from arkham.engine.rounds import (
    BATTLE,
    join_replacements,
    pass_first_player,
    upkeep_rolls,
)
from arkham.engine.sheet import StatChanged
from arkham.engine.state import Investigator

if TYPE_CHECKING:
    from arkham.engine.game import Game
    from arkham.engine.state import GameState


# ---------------------------------------------------------------- what the turn loop emits


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    kind = "game-started"
    show = Show(fact=True)
    ancient_one: str
    players: int
    gate_limit: int
    seals_to_win: int

    def describe(self, cat: Catalog) -> str:
        name = cat.ancient_ones[self.ancient_one].name
        return f"A game for {self.players} begins. {name} stirs in its sleep."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind = "turn-started"
    show = Show(Tone.TURN, beat=0.8, ends_span=True)
    turn: int
    first_player: str

    def describe(self, cat: Catalog) -> str:
        return f"— Turn {self.turn} — first player: {text.who(cat, self.first_player)}"

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.turn = self.turn

    def sound(self) -> str:
        return "chime"


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    kind = "phase-started"
    show = Show(Tone.PHASE, beat=0.5, ends_span=True)
    phase: Phase

    def describe(self, cat: Catalog) -> str:
        return f"{str(self.phase).replace('-', ' ').title()} phase"

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.phase = Phase(self.phase)


@dataclass(frozen=True, slots=True)
class EncounterRead(Event):
    """An encounter card's entry read: at a location (``location``) or in an Other World
    area."""

    kind = "encounter"
    show = Show(Tone.READING, reveals="an encounter card was drawn")
    card: str
    location: str
    title: str
    prose: str
    rules: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} — {self.title}: {self.prose} ({self.rules})"


@dataclass(frozen=True, slots=True)
class EncounterCancelled(Event):
    kind = "encounter-cancelled"
    card: str
    location: str

    def describe(self, cat: Catalog) -> str:
        where = text.area(cat, self.location)
        return f"{text.who(cat, self.investigator)} turns away from the encounter at {where}."


@dataclass(frozen=True, slots=True)
class Resume:
    """A point where the rules can start again from the state alone: nothing of it lives in
    a generator's local variables (a fork's snapshot is taken there, see ``Game.fork``).

    ``None`` in place of a ``Resume`` is the start of the game."""

    phase: int = -1
    """-1: the start of a turn; an index into :data:`PHASES`: that phase, at investigator
    ``order[next]``; ``len(PHASES)``: the Mythos phase; :data:`BATTLE`: a final battle round."""
    order: tuple[str, ...] = ()
    """The investigators acting in the phase, in the order it took them up."""
    next: int = 0
    rating: int = 0
    """The Ancient One's combat rating, in a final battle round."""


def play(g: Game, at: Resume | None = None) -> Effect:
    """The whole game, from setup to the outcome; with ``at``, the rest of it from there."""
    st = g.state
    if at is None:
        g.emit(
            GameStarted(st.ancient_one, st.player_count, board.gate_limit(g), board.seals_to_win(g))
        )
        yield from windows.run_hooks(g, Hook.GAME_STARTED)
    try:
        if at is None:
            yield from setup_phase(g)
        elif at.phase == BATTLE:
            yield from final_battle.rounds(g, at.rating)
            return
        elif at.phase >= 0:
            yield from turn(g, at)
        while True:
            yield from turn(g)
    except GameEnds as end:
        if end.won is None:
            yield from final_battle.battle(g, end.cause, end.track)
        else:
            final_battle.finish(g, end.won, end.cause)


def setup_phase(g: Game) -> Effect:
    """The random starting cards, free slider placement, then the first mythos card
    (reference §7). An investigator with no home first chooses where to start."""
    for inv in g.state.playing():
        yield from setup.choose_start(g, inv)
    for inv in g.state.playing():
        yield from setup.draw_random_possessions(g, inv)
    for inv in g.state.playing():
        yield from windows.run_hooks(g, Hook.INVESTIGATOR_JOINED, inv)
    for inv in g.state.playing():
        yield from setup.place_sliders(g, inv, free_placement=True)
    yield from windows.run_hooks(g, Hook.GAME_SET_UP)
    yield from mythos.phase(g, first_mythos=True)


def turn(g: Game, at: Resume | None = None) -> Effect:
    """One game turn; with ``at``, the rest of the turn from that point."""
    st = g.state
    if at is None:
        g.boundary()
        yield from join_replacements(g)
        st.turn += 1
        g.emit(TurnStarted(st.turn, st.playing()[0].id))
    first = 0 if at is None else at.phase
    for index in range(first, len(PHASES)):
        name, action = PHASES[index]
        if at is not None and index == at.phase:
            order, start = at.order, at.next
        else:
            st.phase = name
            g.emit(PhaseStarted(name))
            if name == Phase.UPKEEP:
                yield from windows.run_hooks(g, Hook.UPKEEP_PHASE)
            order, start = tuple(inv.id for inv in st.playing()), 0
        for k in range(start, len(order)):
            g.boundary(index, order, k)
            inv = st.investigator(order[k])
            if inv.status != "playing":
                continue
            try:
                yield from action(g, inv)
            except Interrupted:
                continue
    if at is None or at.phase < len(PHASES):
        st.phase = Phase.MYTHOS
        g.emit(PhaseStarted(Phase.MYTHOS))
        g.boundary(len(PHASES))
    yield from mythos.phase(g)
    for inv in st.investigators:
        inv.returned_this_turn = False
        inv.encounters_over = False
    pass_first_player(g)


# ---------------------------------------------------------------- Upkeep


def upkeep(g: Game, inv: Investigator) -> Effect:
    if turn_lost(g, inv):
        return
    yield from windows.run_hooks(g, Hook.UPKEEP_START, inv)
    if inv.area == g.cat.role(Role.LOST) and not inv.delayed:
        yield from return_from_lost(g, inv)
    for p in inv.possessions:
        p.exhausted = False
    yield from upkeep_rolls(g, inv)
    yield from windows.offer(g, Window.UPKEEP, inv, {}, "Upkeep: use an ability?")
    yield from setup.place_sliders(g, inv, free_placement=False)


def turn_lost(g: Game, inv: Investigator) -> bool:
    """A turn lost to the Jail Cell or to being lost in time and space (still delayed there):
    lost from Upkeep on — no refresh, no Upkeep rolls, no sliders; in Movement the investigator
    stands up and the rest of the turn is skipped (seed 001, Upkeep and Movement)."""
    # RULE: seed 001 — "skip the rest of your turn"; the lost turn is the whole turn, so its
    # Upkeep goes too (the marker still lies on its side when the Upkeep comes).
    return inv.delayed and (jailed_for_a_turn(g, inv) or inv.area == g.cat.role(Role.LOST))


def jailed_for_a_turn(g: Game, inv: Investigator) -> bool:
    """In a Jail Cell released at the next Movement (Arkham's); Innsmouth's holds its
    prisoners until they escape (its area says ``held_until: escape``)."""
    return (
        inv.area in g.cat.areas_with_role(Role.JAIL)
        and g.cat.areas[inv.area].held_until == "next-turn"
    )


def return_from_lost(g: Game, inv: Investigator) -> Effect:
    """Back from Lost in Time and Space to any location or street of a town (reference §1.4)."""
    # Seed 004: any street or location of any town, except Y'ha-nthlei.
    options = [
        Choice(f"move:{area}", g.cat.area_name(area), target=area)
        for area in g.cat.connections
        if board.enterable(g, area, returning_from_lost=True)
    ]
    picked = yield from ask(g, inv, "Return to Arkham: choose where", options, kind="move")
    move_to(g, inv, picked.removeprefix("move:"))


# ---------------------------------------------------------------- Movement


def movement(g: Game, inv: Investigator) -> Effect:
    if inv.area in g.cat.areas_with_role(Role.JAIL) and not jailed_for_a_turn(g, inv):
        # Held until an escape (Innsmouth's cell): stand up, but no move out.
        if inv.delayed:
            inv.delayed = False
            g.emit(StoodUp(investigator=inv.id))
        return
    if jailed_for_a_turn(g, inv):
        # RULE: seed 001, Movement — released: stand up at the Police Station, no move, and
        # the rest of the turn is skipped (no encounter, no location action).
        inv.delayed = False
        move_to(g, inv, g.cat.areas[inv.area].part_of or board.role(g, Role.POLICE_STATION))
        inv.encounters_over = True
        return
    if inv.delayed:
        inv.delayed = False
        g.emit(StoodUp(investigator=inv.id))
        if inv.area in g.cat.world_of_area:
            yield from other_world_window(g, inv)
        elif inv.area == g.cat.role(Role.LOST):
            # Seed 001, Other World Movement 3: lost and delayed — stand up, skip the turn.
            inv.encounters_over = True
        elif inv.area in g.cat.connections and not guarded_by_own_gate(inv):
            # RULE: seed 000, Delayed Investigators and Evading Monsters — standing up is not
            # moving away: the monsters in the area are still evaded or fought.
            yield from face_monsters(g, inv)
        return
    if inv.area == g.cat.role(Role.LOST):
        return
    if inv.area in g.cat.world_of_area:
        yield from other_world_movement(g, inv)
        return
    try:
        yield from arkham_movement(g, inv)
    except Interrupted:
        # RULE: our ruling — pulled into an Other World mid-movement (a Nightgaunt), the
        # investigator is now in an Other World during the Movement phase, so abilities of
        # that time (Find Gate) are offered at once; the movement itself is over.
        if inv.status == "playing" and inv.area in g.cat.world_of_area:
            yield from other_world_window(g, inv)
        raise
    yield from windows.run_hooks(g, Hook.END_OF_MOVEMENT, inv)


def other_world_window(g: Game, inv: Investigator) -> Effect:
    """The abilities of an investigator in an Other World during Movement (Find Gate,
    trading); True if one of them moved the investigator."""
    area = inv.area
    yield from windows.window(g, Window.OTHER_WORLD_MOVEMENT, inv, "Before moving on")
    return inv.area != area


def other_world_movement(g: Game, inv: Investigator) -> Effect:
    """First area → second area → back through an open gate to this world, explored."""
    world = g.cat.world_of_area[inv.area]
    if (yield from other_world_window(g, inv)):
        return  # an ability (Find Gate…) already moved the investigator
    if inv.area.endswith("-1"):
        move_to(g, inv, f"{world}-2")
        return
    yield from board.other_world_return(g, inv)


def movement_points(g: Game, inv: Investigator) -> int:
    """Speed plus standing movement bonuses (the Ruby)."""
    return max(0, skill(g, inv, "speed") + bonus(g, inv, "movement"))


_MOVE_CHOICES: WeakKeyDictionary[Catalog, dict[tuple[str, int], Choice]] = WeakKeyDictionary()
"""Per catalog: the choice to move to an area in so many steps."""


_MOVES_FROM: dict[int, tuple[dict[str, list[str]], tuple[Choice, ...]]] = {}
""":func:`move_choices`' answers by the :func:`board.paths_from` answer they were made from
(kept with it, so that its id stays its own while the entry lasts)."""


def move_choices(g: Game, paths: dict[str, list[str]]) -> list[Choice]:
    """A ``move:<area>`` choice per reachable area, labelled with its name and the steps to it
    (each made once per catalog: every step of every Movement offers a dozen of them; the
    list once per answer of :func:`board.paths_from`, which never changes)."""
    kept = _MOVES_FROM.get(id(paths))
    if kept is not None and kept[0] is paths:
        return list(kept[1])
    made = _MOVE_CHOICES.setdefault(g.cat, {})
    choices = []
    for area, path in paths.items():
        choice = made.get((area, len(path)))
        if choice is None:
            label = f"{g.cat.area_name(area)} ({len(path)})"
            choice = made[area, len(path)] = Choice(f"move:{area}", label, target=area)
        choices.append(choice)
    if len(_MOVES_FROM) >= board.PATHS_KEPT:
        _MOVES_FROM.clear()
    _MOVES_FROM[id(paths)] = (paths, tuple(choices))
    return choices


def arkham_movement(g: Game, inv: Investigator) -> Effect:
    """Spend Speed on steps along the connections; monsters must be evaded or fought when
    leaving an area and where movement ends; combat ends movement; Clues only where it ends."""
    inv.movement_points = movement_points(g, inv)
    spent = 0
    fought = False
    faced_here = False
    while True:
        paths = board.paths_from(g, inv.area, inv.movement_points)
        movement_abilities = windows.usable(g, Window.MOVEMENT, inv, {})
        if not paths and not movement_abilities:
            break
        choices = move_choices(g, paths)
        choices += rail_choices(g, inv)
        choices += [Choice(f"use:{a.id}", a.label(g, inv, {})) for a in movement_abilities]
        choices.append(Choice("done", "End movement here"))
        advised = tuple(
            f"use:{a.id}" for a in movement_abilities if a.advise is None or a.advise(g, inv, {})
        )
        picked = yield from ask(
            g,
            inv,
            f"Move ({inv.movement_points} movement points left)",
            choices,
            kind="move",
            points=inv.movement_points,
            advised=advised,
        )
        if picked == "done":
            break
        if picked.startswith("use:"):
            ability = next(a for a in movement_abilities if f"use:{a.id}" == picked)
            yield from ability.use(g, inv, {})
            continue
        by_rail = picked.startswith("rail:")
        steps = [picked.removeprefix("rail:")] if by_rail else paths[picked.removeprefix("move:")]
        for step in steps:
            if not guarded_by_own_gate(inv):
                fought = yield from face_monsters(g, inv)
                faced_here = True
                if fought:
                    break
            if by_rail:
                inv.money -= RAIL_FARE
                g.emit(StatChanged("money", -RAIL_FARE, inv.money, investigator=inv.id))
            move_to(g, inv, step)
            inv.movement_points -= 1
            spent += 1
            faced_here = False
        if fought:
            break
    inv.movement_points = 0
    yield from windows.run_hooks(g, Hook.MOVEMENT_SPENT, inv, spent)
    if not fought and not faced_here and not guarded_by_own_gate(inv):
        yield from face_monsters(g, inv)
    if taken := take_clues(g, inv):
        yield from windows.run_hooks(g, Hook.CLUES_GAINED, inv, taken)


RAIL_FARE = 1
"""Dollars a train ride between towns costs (seed 004, Traveling Between Towns)."""


def stations(g: Game) -> tuple[str, ...]:
    """Every area trains stop at: the Train Station and each town's depot."""
    return g.cat.stations()


def rail_choices(g: Game, inv: Investigator) -> list[Choice]:
    """From the Train Station or a depot, $1 and 1 movement point take the investigator to the
    station of any other town; the rest of the movement goes on (seed 004, Traveling Between
    Towns). A base game has one station, so none is offered; nor while the rule
    'no-rail-travel' holds (the line washed out)."""
    here = board.town_of(g, inv.area)
    if inv.area not in stations(g) or inv.movement_points < 1 or windows.rule(g, "no-rail-travel"):
        return []
    short = f"the fare is ${RAIL_FARE}" if inv.money < RAIL_FARE else None
    return [
        Choice(
            f"rail:{station}",
            f"Train to {g.cat.area_name(station)} (${RAIL_FARE}, 1)",
            target=station,
            disabled=short,
        )
        for station in stations(g)
        if board.town_of(g, station) != here and not board.closed(g, station)
    ]


def guarded_by_own_gate(inv: Investigator) -> bool:
    """Back from an Other World this turn: no evading or fighting at that gate (seed 003)."""
    return inv.returned_this_turn and inv.explored


def face_monsters(g: Game, inv: Investigator) -> Effect:
    """Evade or fight each monster in the investigator's area. True if any combat happened."""
    fought = False
    faced: list[str] = []
    while True:
        left = [m for m in g.state.monsters_at(inv.area) if m not in faced]
        if not left:
            return fought
        marker = left[0]
        if len({board.kind_of(g, m).id for m in left}) > 1:
            # Issue 16: with several monsters here, the investigator picks the order (only
            # asked when they differ: two of a kind are met alike).
            picked = yield from ask(
                g,
                inv,
                "Which monster do you face first?",
                [
                    Choice(f"face:{m}", combat.monster_name(g, m), target=f"monster:{m}")
                    for m in left
                ],
            )
            marker = picked.removeprefix("face:")
        faced.append(marker)
        result = yield from combat.confront(g, inv, marker)
        if result != "evaded":
            fought = True


def take_clues(g: Game, inv: Investigator) -> int:
    """Pick up the Clue tokens where the investigator is; returns how many."""
    ls = g.state.locations.get(inv.area)
    if ls is not None and ls.clues:
        count = ls.clues
        ls.clues = 0
        inv.clues += count
        g.emit(StatChanged("clues", count, inv.clues, investigator=inv.id))
        return count
    return 0


# ---------------------------------------------------------------- Arkham encounters


def arkham_encounter(g: Game, inv: Investigator) -> Effect:
    loc = inv.area
    if inv.encounters_over:
        return
    if loc not in g.state.locations:
        yield from area_encounter(g, inv)
        return
    ls = g.state.locations[loc]
    if ls.gate is not None:
        if inv.explored:
            yield from close_or_seal(g, inv, loc)
        else:
            world = g.cat.gate_markers[ls.gate].world
            move_to(g, inv, f"{world}-1")
        return
    action = location_action(g, inv, loc)
    if action is not None:
        reason = action.usable(g, inv)
        picked = yield from ask(
            g,
            inv,
            f"{g.cat.area_name(loc)}: use the location or have an encounter?",
            (
                Choice("location-action", action.label, disabled=reason),
                Choice("encounter", "Have an encounter"),
            ),
        )
        if picked == "location-action":
            yield from action.run(g, inv)
            # A power may let the investigator have the encounter as well (Ursula Downs).
            if not (
                windows.modifier(g, inv, "encounter-after-action") > 0
                and inv.area == loc
                and not inv.encounters_over
                and (yield from may_encounter_too(g, inv, loc))
            ):
                return
    yield from location_encounter(g, inv, loc)


def may_encounter_too(g: Game, inv: Investigator, loc: str) -> Effect:
    picked = yield from ask(
        g,
        inv,
        f"{g.cat.area_name(loc)}: have an encounter here as well?",
        (Choice("encounter", "Have an encounter"), Choice("no-encounter", "No encounter")),
    )
    return picked == "encounter"


def area_encounter(g: Game, inv: Investigator) -> Effect:
    """What a street area or a special area with an ability of its own offers in the Arkham
    Encounters phase (Innsmouth's Jail Cell, Sawbone Alley); nothing elsewhere."""
    fact = g.cat.areas.get(inv.area)
    behaviour = g.rules.area_encounters.get(fact.ability) if fact and fact.ability else None
    if behaviour is not None:
        yield from behaviour(g, inv)


def location_action(g: Game, inv: Investigator, loc: str) -> encounters.LocationAction | None:
    ability = g.cat.locations[loc].ability
    if ability is None or g.state.locations[loc].closed:
        return None
    return g.rules.location_actions.get(ability)


def location_encounter(g: Game, inv: Investigator, loc: str) -> Effect:
    """Shuffle the neighbourhood deck, draw, read this location's entry (seed 000, Phase III)."""
    nb = g.cat.locations[loc].neighbourhood
    deck = g.state.decks[f"loc:{nb}"]
    if not deck:
        return
    # RULE: seed 000 — the deck is shuffled before every draw; we shuffle after each use (and
    # at setup), which is the same, so a test can still stack the deck.
    count = min(len(deck), 1 + windows.modifier(g, inv, "location-cards"))
    card = yield from pick_card(g, inv, deck[:count], f"loc:{nb}")
    ctx = yield from windows.window(
        g,
        Window.ENCOUNTER_CARD,
        inv,
        "The card drawn",
        card=card,
        deck=f"loc:{nb}",
        world=None,
        location=loc,
        cancelled=False,
    )
    try:
        if ctx["cancelled"]:
            # An ability cancelled the encounter once the card was read (Ursula Downs).
            g.emit(EncounterCancelled(ctx["card"], loc, investigator=inv.id))
        else:
            yield from run_location_entry(g, inv, ctx["card"], loc)
    finally:
        g.rng.shuffle(deck)
    yield from windows.run_hooks(g, Hook.LOCATION_ENCOUNTER_ENDED, inv, loc)


def run_location_entry(g: Game, inv: Investigator, card: str, entry_loc: str) -> Effect:
    fact = g.cat.location_cards[card]
    entry = next(e for e in fact.entries if e.location == entry_loc)
    g.emit(
        EncounterRead(card, entry_loc, entry.title, entry.prose, entry.rules, investigator=inv.id)
    )
    with scene(g, Context(Scene.ENCOUNTER, card=card, entry=entry_loc)):
        yield from g.rules.location[f"{card}:{entry_loc}"](g, inv)


def close_or_seal(g: Game, inv: Investigator, loc: str) -> Effect:
    """With an explored marker: try to close by Lore or Fight + the gate's modifier, then seal
    for 5 Clues (seed 001, Closing and Sealing Gates)."""
    gate = g.state.locations[loc].gate
    assert gate is not None
    world_id = g.cat.gate_markers[gate].world
    world = g.cat.worlds[world_id]
    mod = world.close_modifier - windows.rule(g, f"harder-to-close:{world_id}")
    mod += windows.modifier(g, inv, "close-check")
    extra = windows.usable(g, Window.AT_GATE, inv, {"location": loc})
    elder_signs = [p.handle for p in inv.possessions if "elder-sign" in _tags(g, p.card)]
    choices = [
        Choice("close:lore", f"Close it with Lore ({mod:+d})"),
        Choice("close:fight", f"Close it with Fight ({mod:+d})"),
        *(
            [Choice("elder-sign", "Seal it with the Elder Sign (1 Sanity, 1 Stamina)")]
            if elder_signs and sealable(g, loc, inv)
            else []
        ),
        *(Choice(f"use:{a.id}", a.label(g, inv, {"location": loc})) for a in extra),
        Choice("leave", "Leave it open"),
    ]
    picked = yield from ask(
        g,
        inv,
        f"A gate to {world.name} stands open here",
        choices,
        context=Context(Scene.GATE, area=loc),
        seal_cost=seal_cost(g, inv),
    )
    if picked == "leave":
        return
    if picked.startswith("use:"):
        ability = next(a for a in extra if f"use:{a.id}" == picked)
        yield from ability.use(g, inv, {"location": loc})
        return
    if picked == "elder-sign":
        yield from use_elder_sign(g, inv, loc, elder_signs[0])
        return
    difficulty = 1 + windows.modifier(g, inv, "close-difficulty")
    kind = picked.removeprefix("close:")
    if not (yield from check(g, inv, kind, mod, difficulty, purpose="Close the gate")):
        return
    cost = seal_cost(g, inv)
    seal = False
    if sealable(g, loc, inv) and inv.clues >= cost:
        seal = yield from _may_seal(g, inv, cost)
    if seal:
        inv.clues -= cost
        g.emit(StatChanged("clues", -cost, inv.clues, investigator=inv.id))
    yield from board.close_gate(g, inv, loc, seal)


def _tags(g: Game, card: str) -> list[str]:
    item = g.cat.items.get(card)
    return item.tags if item else []


def use_elder_sign(g: Game, inv: Investigator, loc: str, handle: str) -> Effect:
    """Seal an explored gate with an Elder Sign: no roll and no Clues; a doom token comes off
    the track onto the location; the card leaves the game; it costs 1 Sanity and 1 Stamina,
    and the seal holds even if that knocks the investigator out (seed 001, Elder Signs)."""
    st = g.state
    discard(g, inv, handle, to="box")
    st.elder_signs_used += 1
    if st.doom > 0:
        st.doom -= 1
        g.emit(DoomChanged(-1, st.doom))
    yield from board.close_gate(g, inv, loc, seal=True)
    yield from lose(g, inv, sanity=1, stamina=1)


def sealable(g: Game, loc: str, inv: Investigator | None = None) -> bool:
    """Whether the gate at ``loc`` may be sealed at all — by Clues or by an Elder Sign alike
    (a gate at a stable location may be closed, never sealed; nor any gate while the rule
    'no-sealing' holds, unless ``inv`` has a power that always seals: the modifier
    'always-seals')."""
    if g.cat.locations[loc].stable:
        return False
    if not windows.rule(g, "no-sealing"):
        return True
    return inv is not None and windows.modifier(g, inv, "always-seals") > 0


def seal_cost(g: Game, inv: Investigator) -> int:
    return max(0, 5 + windows.modifier(g, inv, "seal-cost"))


def _may_seal(g: Game, inv: Investigator, cost: int) -> Effect:
    picked = yield from ask(
        g,
        inv,
        "The gate is closed. Seal it for good?",
        (Choice("seal", f"Seal it ({cost} Clues)"), Choice("no-seal", "Don't seal")),
    )
    return picked == "seal"


# ---------------------------------------------------------------- Other World encounters


def other_world_encounter(g: Game, inv: Investigator) -> Effect:
    """Draw gate cards until one's colour matches the world; read its entry for this world, or
    'Other' (seed 000, Phase IV)."""
    if inv.encounters_over or inv.area not in g.cat.world_of_area:
        return
    world = g.cat.world_of_area[inv.area]
    # Powers that draw more than one matching card and pick (Gloria Goldberg).
    count = 1 + windows.modifier(g, inv, "gate-cards")
    drawn = [c for c in (draw_gate_card(g, world) for _ in range(count)) if c is not None]
    if not drawn:
        return
    card = yield from pick_card(g, inv, drawn, "gate")
    for other in drawn:
        if other != card:
            g.state.decks["gate"].append(other)
    ctx = yield from windows.window(
        g, Window.ENCOUNTER_CARD, inv, "The card drawn", card=card, deck="gate", world=world
    )
    card = ctx["card"]
    try:
        yield from run_gate_entry(g, inv, card, world)
    finally:
        g.state.decks["gate"].append(card)


def pick_card(g: Game, inv: Investigator, cards: list[str], deck: str) -> Effect:
    """Choose which of several drawn encounter cards to read (only asked when there are two)."""
    if len(cards) == 1:
        return cards[0]
    picked = yield from ask(
        g,
        inv,
        "Choose the encounter card to read",
        [Choice(f"read:{card}", card, target=f"card:{card}") for card in cards],
        kind="cards",
        deck=deck,
    )
    return picked.removeprefix("read:")


def draw_gate_card(g: Game, world: str) -> str | None:
    colours = g.cat.worlds[world].colours
    deck = g.state.decks["gate"]
    for _ in range(2 * len(deck) + 2):
        if not deck:
            return None
        card = deck.pop(0)
        colour = g.cat.gate_cards[card].colour
        if colour is None:
            deck.append(card)
            g.rng.shuffle(deck)
            continue
        if colour in colours:
            return card
        deck.append(card)
    return None


def run_gate_entry(g: Game, inv: Investigator, card: str, world: str) -> Effect:
    fact = g.cat.gate_cards[card]
    entry = next((e for e in fact.entries if e.world == world), None)
    key = world
    if entry is None:
        entry = next(e for e in fact.entries if e.world is None)
        key = "other"
    g.emit(
        EncounterRead(card, inv.area, entry.title, entry.prose, entry.rules, investigator=inv.id)
    )
    with scene(g, Context(Scene.ENCOUNTER, card=card, entry=key)):
        yield from g.rules.gate[f"{card}:{key}"](g, inv)


PHASES: tuple[tuple[Phase, Callable[[Game, Investigator], Effect]], ...] = (
    (Phase.UPKEEP, upkeep),
    (Phase.MOVEMENT, movement),
    (Phase.ARKHAM, arkham_encounter),
    (Phase.OTHER_WORLDS, other_world_encounter),
)
"""The phases every investigator acts in; the Mythos phase is the first player's alone."""
