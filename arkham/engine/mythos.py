"""The Mythos phase (seed 000, Phase V): gate or surge, clue, monster movement, the card's text.

Card behaviour (headlines, environments, rumors) is registered by content in :data:`BEHAVIOURS`;
the handling common to every card — environments replacing each other, one rumor at a time,
activity and closed markers coming off with their card — lives here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import board, combat, text, windows
from arkham.engine.board import MonsterMoved, MonsterReturned, place_state
from arkham.engine.checks import roll, skill
from arkham.engine.decisions import Choice, Context, Scene
from arkham.engine.effects import Effect, add_doom, ask, for_each, gain, lose, scene
from arkham.engine.events import Event, Ring, Show, Tone
from arkham.engine.names import Hook, Window
from arkham.engine.registry import Registry
from arkham.engine.state import Investigator

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game
    from arkham.engine.state import GameState


# ---------------------------------------------------------------- what the Mythos phase emits


@dataclass(frozen=True, slots=True)
class MythosDrawn(Event):
    """A mythos card turned over (a ``special`` one goes back into the deck at once)."""

    kind = "mythos"
    show = Show(Tone.READING, reveals="a mythos card was drawn")
    card: str
    title: str
    type: str

    def describe(self, cat: Catalog) -> str:
        return f"Mythos: “{self.title}” ({self.type})."


@dataclass(frozen=True, slots=True)
class MythosIgnored(Event):
    kind = "mythos-ignored"
    card: str
    title: str

    def describe(self, cat: Catalog) -> str:
        return f"The weather will not hold: {self.title} is set aside and another card drawn."


@dataclass(frozen=True, slots=True)
class MarkerPlaced(Event):
    kind = "marker-placed"
    marker: str
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"An {self.marker} marker is placed at {text.area(cat, self.at)}."


@dataclass(frozen=True, slots=True)
class MarkerRemoved(Event):
    kind = "marker-removed"
    marker: str
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"An {self.marker} marker is removed from {text.area(cat, self.at)}."


@dataclass(frozen=True, slots=True)
class GateBurst(Event):
    kind = "gate-burst"
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"A gate bursts open through the elder sign at {text.area(cat, self.at)}!"


@dataclass(frozen=True, slots=True)
class MonsterSurge(Event):
    kind = "monster-surge"
    show = Show(Tone.ALARM, beat=0.8, ring=Ring.SURGE)
    at: str | None
    """The surging gate; None: every open gate."""
    count: int

    def describe(self, cat: Catalog) -> str:
        where = text.area(cat, self.at) if self.at is not None else "every open gate"
        return f"Monster surge at {where}: {self.count} monsters emerge."


@dataclass(frozen=True, slots=True)
class CluePlaced(Event):
    kind = "clue-placed"
    show = Show(beat=0.5, ring=Ring.CLUE)
    at: str

    def describe(self, cat: Catalog) -> str:
        return f"A Clue appears at {text.area(cat, self.at)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        place_state(shown, self.at).clues += 1


@dataclass(frozen=True, slots=True)
class EnvironmentBegins(Event):
    kind = "environment"
    show = Show(beat=0.6)
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"A new environment takes hold: {text.mythos_title(cat, self.card)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.environment = self.card


@dataclass(frozen=True, slots=True)
class RumorBegins(Event):
    kind = "rumor"
    show = Show(beat=0.6)
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"A rumor spreads: {text.mythos_title(cat, self.card)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.rumor = self.card


@dataclass(frozen=True, slots=True)
class RumorProgress(Event):
    kind = "rumor-progress"
    card: str
    value: int
    end: int

    def describe(self, cat: Catalog) -> str:
        title = text.mythos_title(cat, self.card)
        return f"Rumor “{title}”: the track stands at {self.value} of {self.end}."


@dataclass(frozen=True, slots=True)
class RumorPassed(Event):
    kind = "rumor-passed"
    card: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator) or "The investigators"
        return f"{who} put the rumor “{text.mythos_title(cat, self.card)}” to rest."


@dataclass(frozen=True, slots=True)
class RumorFailed(Event):
    kind = "rumor-failed"
    card: str

    def describe(self, cat: Catalog) -> str:
        return f"The rumor “{text.mythos_title(cat, self.card)}” comes true."


@dataclass(frozen=True)
class MythosBehaviour:
    """What a mythos card does beyond its gate, clue and movement.

    ``resolve`` runs when the card's ability activates (a headline's whole effect, an
    environment's or rumor's start). ``end_of_mythos`` runs in every later Mythos phase while the
    card is in play (a rumor's progress). ``leaves`` runs when it leaves play."""

    resolve: Callable[[Game], Effect] | None = None
    end_of_mythos: Callable[[Game], Effect] | None = None
    leaves: Callable[[Game], Effect] | None = None


BEHAVIOURS = Registry("mythos card", keyed=True)


def register(card_id: str, behaviour: MythosBehaviour) -> None:
    BEHAVIOURS[card_id] = behaviour


def draw_card(g: Game) -> str:
    """The top mythos card; the reshuffle card shuffles the deck (itself included) and the
    next card is drawn in its place (reference §6.9)."""
    deck = g.state.decks["mythos"]
    while True:
        card = deck.pop(0)
        fact = g.cat.mythos[card]
        if fact.type == "special":
            deck.append(card)
            g.rng.shuffle(deck)
            g.emit(MythosDrawn(card, fact.title, "special"))
            continue
        return card


def phase(g: Game, first_mythos: bool = False) -> Effect:
    """Resolve one mythos card. At setup, rumors (and cards without a gate) are redrawn."""
    deck = g.state.decks["mythos"]
    _headline_closures_end(g)
    yield from windows.run_hooks(g, Hook.START_OF_MYTHOS)
    if g.rules.abilities.get(Window.BEFORE_MYTHOS):
        for inv in g.state.playing():
            yield from windows.window(g, Window.BEFORE_MYTHOS, inv, "Before the mythos card")
    while True:
        card = draw_card(g)
        fact = g.cat.mythos[card]
        if first_mythos and (fact.type == "rumor" or fact.gate is None):
            # RULE: reference §7 — the first mythos card is redrawn if it is a rumor (EOG: or
            # has no gate).
            deck.append(card)
            continue
        if fact.environment_kind == "weather" and windows.rule(g, "redraw-weather"):
            # An Ancient One's power: the weather card is ignored and another drawn.
            deck.append(card)
            g.emit(MythosIgnored(card, fact.title))
            continue
        break
    g.emit(MythosDrawn(card, fact.title, fact.type))
    with scene(g, Context(Scene.MYTHOS, card=card)):
        if fact.gate is not None:
            yield from gate_step(g, fact.gate, burst=fact.gate_burst)
        if fact.surge:
            yield from surge(g, None)
        if fact.doom:
            yield from add_doom(g, fact.doom)
        if fact.clue is not None and not windows.rule(g, "no-mythos-clues"):
            yield from clue_step(g, fact.clue)
        yield from move_monsters(g, fact.white, fact.black, every_flyer=fact.gate_burst)
        yield from activate(g, card)
        yield from ongoing(g, card)
        yield from windows.run_hooks(g, Hook.END_OF_MYTHOS)


def _headline_closures_end(g: Game) -> None:
    """A headline's closed markers last until the next Mythos phase: they come off as it
    begins (an environment's stay while it is in play)."""
    for loc, ls in g.state.locations.items():
        fact = g.cat.mythos.get(ls.closed_by) if ls.closed and ls.closed_by else None
        if fact is not None and fact.type == "headline":
            ls.closed = False
            ls.closed_by = None
            g.emit(MarkerRemoved("closed", loc))
    for street, card in list(g.state.closed_streets.items()):
        if g.cat.mythos[card].type == "headline":
            _reopen_street(g, street)


def _reopen_street(g: Game, street: str) -> None:
    del g.state.closed_streets[street]
    g.emit(MarkerRemoved("closed", street))


def gate_step(g: Game, loc: str, burst: bool = False) -> Effect:
    """A gate opens at the card's location; an open gate there surges. An elder sign keeps it
    shut — unless the card is a gate burst: then the sign is torn away and the gate opens with
    its monster, but no doom token and no surge (seed 004, Gate Bursts). A gate kept from
    opening is reported to the modules (seed 004: the Deep Ones rise)."""
    st = g.state
    ls = st.locations[loc]
    if ls.sealed and burst:
        ls.sealed = False
        g.emit(GateBurst(loc))
        yield from board.open_gate(g, loc)
        yield from board.place_gate_monsters(g, loc)
        return
    if ls.gate is not None:
        yield from surge(g, loc)
        return
    if not board.can_appear(g, loc):
        yield from board.gate_prevented(g, loc)
        return
    yield from board.gate_appears(g, loc)


def surge(g: Game, at: str | None) -> Effect:
    """A monster surge: max(open gates, players) monsters spread as evenly as possible over the
    open gates, none getting more than the surging gate (seed 000, Phase V 1B). With no
    surging gate (``at`` None: a card that surges in place of a gate), they spread over every
    open gate in board order; with none open, nothing appears. While the rule
    'surge-adds-doom' holds, each surge adds that many doom tokens."""
    st = g.state
    gates = st.open_gates()
    if at is None and not gates:
        return
    count = max(len(gates), board.counted_players(g))
    g.emit(MonsterSurge(at, count))
    extra_doom = windows.rule(g, "surge-adds-doom")
    if extra_doom:
        yield from add_doom(g, extra_doom)
    # The surging gate first, then the others in board order: round-robin keeps every gate within
    # one of each other and never above the surging gate.
    # RULE: seed 000 — which other gates take the extra monsters of an uneven surge is not
    # said; they go in board order after the surging gate.
    first = [at] if at is not None else []
    order = [loc for loc in [*first, *(x for x in gates if x != at)] if board.can_appear(g, loc)]
    if not order:
        return
    spread = [order[i % len(order)] for i in range(count)]
    for loc in (yield from placement(g, spread)):
        yield from board.place_monster(g, (yield from board.draw_from_cup(g)), loc)


def placement(g: Game, spread: list[str]) -> Effect:
    """The order monsters bound for these gates are placed in. When the monster limit will send
    some to the Outskirts, the first player decides, before any is drawn, which gates get the
    ones that stay on the board (seed 000, Phase V 1B; issue 16); the rest follow, over the
    limit. Asked only when more than one gate could take them."""
    limit = board.monster_limit(g)
    counted = [loc for loc in spread if board.counts_toward_monster_limit(g, loc)]
    if limit is None:
        return spread
    room = max(0, limit - board.monsters_toward_limit(g))
    if room == 0 or len(counted) <= room or len(set(counted)) == 1 or not g.state.playing():
        return spread  # (no one to decide: a lone seat waits for its next investigator)
    left = list(counted)
    chosen: list[str] = []
    while len(chosen) < room and len(set(left)) > 1:
        options = list(dict.fromkeys(left))
        picked = yield from ask(
            g,
            g.state.playing()[0],
            f"Monster limit: {room - len(chosen)} more can stay on the board, the rest go to "
            "the Outskirts. Which gate gets the next one?",
            [
                Choice(f"place:{loc}", f"{g.cat.area_name(loc)} ({left.count(loc)})", target=loc)
                for loc in options
            ],
            kind="choose",
            room=room - len(chosen),
        )
        loc = picked.removeprefix("place:")
        chosen.append(loc)
        left.remove(loc)
    while len(chosen) < room:
        chosen.append(left.pop(0))
    free = [loc for loc in spread if loc not in counted]
    return free + chosen + left


def clue_step(g: Game, loc: str) -> Effect:
    """A Clue appears unless a gate is open there; an investigator there may take it at once."""
    st = g.state
    ls = st.locations[loc]
    if ls.gate is not None:
        return
    here = [i for i in st.playing() if i.area == loc]
    if here:
        # Seed 000, Phase V 2: the investigators there decide who takes it; failing agreement
        # the first player settles it (asked only when there are several).
        taker = here[0]
        g.emit(CluePlaced(loc))
        if len(here) > 1:
            picked = yield from ask(
                g,
                st.playing()[0],
                f"A Clue appears at {g.cat.area_name(loc)}: who takes it?",
                [Choice(f"clue:{i.id}", g.cat.investigators[i.id].name, target=loc) for i in here],
            )
            taker = st.investigator(picked.removeprefix("clue:"))
        yield from gain(g, taker, clues=1)
        return
    ls.clues += 1
    g.emit(CluePlaced(loc))


# ---------------------------------------------------------------- monster movement


def move_monsters(
    g: Game, white: Sequence[str], black: Sequence[str], every_flyer: bool = False
) -> Effect:
    """Move every monster in the towns and the Sky whose dimension is on the card; with
    ``every_flyer`` (a gate burst, seed 004) every flying monster moves whatever its symbol."""
    st = g.state
    conn = g.cat.connections
    sky = g.cat.role(Role.SKY)
    movers = [
        (m, where)
        for m, where in st.monsters.items()
        if (where in conn or where == sky)
        and (
            board.kind_of(g, m).dimension in white
            or board.kind_of(g, m).dimension in black
            or (every_flyer and _flies(g, m))
        )
    ]
    for marker, _ in movers:
        kind = board.kind_of(g, marker)
        colour = "white" if kind.dimension in white else "black"
        movement = kind.movement
        if "flying" in combat_keywords(g, marker):
            movement = "flying"  # worshippers given wings (Hastur's Cultists)
        if movement == "stationary" or windows.rule(g, f"stays-put:{movement}"):
            continue
        if movement == "fast" and windows.rule(g, "fast-moves-normal"):
            movement = "normal"
        if movement == "flying":
            yield from move_flying(g, marker)
        elif movement == "aquatic":
            if not (yield from move_aquatic(g, marker)):
                move_normal(g, marker, colour, 1)
        elif movement == "unique":
            yield from move_unique(g, marker)
        else:
            steps = 2 if movement == "fast" else 1
            move_normal(g, marker, colour, steps)
        landed = g.cat.areas.get(st.monsters[marker])
        if landed is not None and landed.vortex:
            yield from into_vortex(g, marker)
    if g.rules.abilities.get(Window.MONSTERS_MOVED):
        for inv in st.playing():
            yield from windows.window(
                g, Window.MONSTERS_MOVED, inv, "The monsters have moved", white=white, black=black
            )


def _flies(g: Game, marker: str) -> bool:
    return board.kind_of(g, marker).movement == "flying" or "flying" in combat_keywords(g, marker)


def into_vortex(g: Game, marker: str) -> Effect:
    """A monster that enters a vortex leaves the board for the cup (a Spawn monster for the
    box: ``board.back_to_cup``); its town's rules (an expansion's hook) say what that costs
    (seed 004, The Deep Ones Rising)."""
    vortex = g.state.monsters[marker]
    g.emit(MonsterReturned(marker, vortex, board.back_to_cup(g, marker)))
    yield from windows.run_hooks(g, Hook.MONSTER_IN_VORTEX, marker)


def combat_keywords(g: Game, marker: str) -> list[str]:
    return combat.keywords(g, marker)


def _occupied(g: Game, area: str) -> bool:
    return any(i.area == area and i.status == "playing" for i in g.state.investigators)


def move_normal(g: Game, marker: str, colour: str, steps: int) -> None:
    """Follow the arrow of the card's colour; stop on reaching an investigator or a vortex, or
    before a closed area; a monster that already shares its area with an investigator stays."""
    arrows = g.cat.white if colour == "white" else g.cat.black
    sky = g.cat.role(Role.SKY)
    for _ in range(steps):
        here = g.state.monsters[marker]
        if here == sky or here not in arrows or _occupied(g, here):
            return
        nxt = arrows[here]
        if board.closed(g, nxt):
            return
        g.state.monsters[marker] = nxt
        g.emit(MonsterMoved(marker, here, nxt))
        if _occupied(g, nxt):
            return


def _lowest_sneak(
    g: Game, marker: str, areas: list[str], distance: dict[str, int] | None = None
) -> Effect:
    """The area (one of ``areas``) holding the investigator with the lowest Sneak (nearest
    first, when ``distance`` is given). Investigators tied in different areas: the first player
    decides where the monster goes (IR FAQ; issue 16). None when nobody is there."""
    best: tuple[int, int] | None = None
    tied: list[str] = []
    for inv in g.state.playing():
        if inv.area not in areas:
            continue
        near = 0 if distance is None else distance.get(inv.area, 99)
        key = (near, skill(g, inv, "sneak"))
        if best is None or key < best:
            best, tied = key, [inv.area]
        elif key == best and inv.area not in tied:
            tied.append(inv.area)
    if len(tied) <= 1:
        return tied[0] if tied else None
    name = board.kind_of(g, marker).name
    picked = yield from ask(
        g,
        g.state.playing()[0],
        f"The {name} goes for the least stealthy: several are alike. Where does it go?",
        [Choice(f"toward:{area}", g.cat.area_name(area), target=area) for area in tied],
        monster=marker,
    )
    return picked.removeprefix("toward:")


def move_flying(g: Game, marker: str) -> Effect:
    """Flying (reference §1.4): stay with an investigator; else swoop to an adjacent street
    holding one (lowest Sneak first); else to the Sky. From the Sky, drop onto any street holding
    an investigator (lowest Sneak), else stay. A closed street is never swooped into."""
    here = g.state.monsters[marker]
    sky = g.cat.role(Role.SKY)
    if here != sky and _occupied(g, here):
        return
    if here == sky:
        targets = list(g.cat.sky_adjacent)
    else:
        targets = [a for a in g.cat.connections[here] if a in g.cat.streets]
    targets = [a for a in targets if not board.closed(g, a)]
    nxt = (yield from _lowest_sneak(g, marker, targets)) or (sky if here != sky else None)
    if nxt is None:
        return
    g.state.monsters[marker] = nxt
    g.emit(MonsterMoved(marker, here, nxt))


def move_aquatic(g: Game, marker: str) -> Effect:
    """Aquatic (seed 004): from an aquatic location, straight to the aquatic location holding
    the investigator with the lowest Sneak (ties: the first player decides). True if it
    jumped; otherwise (not at an aquatic location, or nobody at one) it moves as a normal
    monster. A monster already with an investigator stays."""
    # RULE: innsmouth-board.md B7 (our design) — only aquatic *locations* take part in the jump;
    # aquatic street areas are marked for cards that name them (a card that floods the streets
    # makes every street area an aquatic location: board.aquatic_location).
    here = g.state.monsters[marker]
    if here not in g.cat.connections or not board.aquatic_location(g, here):
        return False
    if _occupied(g, here):
        return True
    elsewhere = [a for a in g.cat.connections if a != here and board.aquatic_location(g, a)]
    target = yield from _lowest_sneak(g, marker, elsewhere)
    if target is None:
        return False
    g.state.monsters[marker] = target
    g.emit(MonsterMoved(marker, here, target))
    return True


def move_unique(g: Game, marker: str) -> Effect:
    """A unique mover's own movement: the base game's Hound and Chthonian, or what its module
    registered for its special (``combat.MonsterSpecial.moves``)."""
    kind = board.kind_of(g, marker)
    if kind.special == "hound":
        yield from move_hound(g, marker)
    elif kind.special == "chthonian":
        yield from chthonian(g, marker)
    elif kind.special is not None:
        spec = g.rules.monster_specials.get(kind.special)
        if spec is not None and spec.moves is not None:
            yield from spec.moves(g, marker)


# RULE: reference §3 — the Hound never goes to the Asylum or the Hospital (LB).
HOUND_EXCLUDED = (Role.ASYLUM, Role.HOSPITAL)


def move_hound(g: Game, marker: str) -> Effect:
    """The Hound of Tindalos moves straight to the nearest investigator in an Arkham location
    (not a street); ties go to the lower Sneak, then the first player's choice (IR FAQ)."""
    here = g.state.monsters[marker]
    if here != g.cat.role(Role.SKY) and _occupied(g, here):
        return  # RULE: seed 000 — a monster sharing an area with an investigator stays
    excluded = {area for role in HOUND_EXCLUDED for area in g.cat.areas_with_role(role)}
    targets = [
        inv.area
        for inv in g.state.playing()
        if inv.area in g.cat.locations and inv.area not in excluded
    ]
    target = yield from _lowest_sneak(g, marker, targets, _distances(g, here))
    if target is not None and target != here:
        g.state.monsters[marker] = target
        g.emit(MonsterMoved(marker, here, target))


def _distances(g: Game, start: str) -> dict[str, int]:
    if start not in g.cat.connections:
        return {}
    return {area: len(path) for area, path in board.paths_from(g, start, 99).items()}


def chthonian(g: Game, marker: str) -> Effect:
    """Instead of moving, roll a die: on 4–6 every investigator in Arkham (any town) loses
    1 Stamina."""
    if roll(g, None, 1, purpose="Chthonian")[0] >= 4:

        def hurt(inv: Investigator) -> Effect:
            yield from lose(g, inv, stamina=1)

        in_town = [i for i in g.state.playing() if board.in_town(g, i.area)]
        yield from for_each(g, in_town, hurt)


# ---------------------------------------------------------------- the card's ability


def activate(g: Game, card: str) -> Effect:
    """Step 4: a headline resolves and goes to the bottom; an environment replaces the one in
    play; a rumor is ignored while another is in play."""
    st = g.state
    fact = g.cat.mythos[card]
    behaviour = g.rules.mythos.get(card)
    deck = st.decks["mythos"]
    if fact.type == "headline":
        if behaviour and behaviour.resolve:
            yield from behaviour.resolve(g)
        deck.append(card)
        return
    if fact.type == "rumor" and st.rumor is not None:
        deck.append(card)
        return
    if fact.environment_kind == "weather" and windows.rule(g, "discard-weather"):
        deck.append(card)  # an Ancient One's power (Ithaqua) blows the weather away
        return
    if fact.type == "environment" and st.environment is not None:
        yield from leave_play(g, st.environment)
    if fact.type == "environment":
        st.environment = card
        g.emit(EnvironmentBegins(card))
    else:
        st.rumor = card
        st.rumor_track = 0
        g.emit(RumorBegins(card))
    if behaviour and behaviour.resolve:
        yield from behaviour.resolve(g)


def ongoing(g: Game, just_drawn: str) -> Effect:
    """Each Mythos phase after it came into play, an ongoing card's end-of-mythos effect."""
    for card in (g.state.environment, g.state.rumor):
        if card is None or card == just_drawn:
            continue
        behaviour = g.rules.mythos.get(card)
        if behaviour and behaviour.end_of_mythos:
            yield from behaviour.end_of_mythos(g)


def leave_play(g: Game, card: str) -> Effect:
    """An environment or rumor leaves play: its markers come off and it goes to the bottom."""
    st = g.state
    behaviour = g.rules.mythos.get(card)
    if behaviour and behaviour.leaves:
        yield from behaviour.leaves(g)
    for loc, ls in st.locations.items():
        if card in ls.activity:
            ls.activity.remove(card)
            g.emit(MarkerRemoved("activity", loc))
        if ls.closed and ls.closed_by == card:
            ls.closed = False
            ls.closed_by = None
            g.emit(MarkerRemoved("closed", loc))
    for street, by in list(st.closed_streets.items()):
        if by == card:
            _reopen_street(g, street)
    if st.environment == card:
        st.environment = None
    if st.rumor == card:
        st.rumor = None
        st.rumor_track = 0
    st.decks["mythos"].append(card)


def place_marker(g: Game, card: str, marker: str, loc: str) -> None:
    """Put an activity or closed marker of ``card`` on a location, or a closed marker on a
    street area (it leaves with the card)."""
    if loc in g.cat.streets:
        # RULE: our ruling, as lunboks' eldritch closes a street (Mythos19, evict=False) — a
        # closed location puts its occupants out to its street, but a street has nowhere to
        # put them: investigators and monsters in a closed street stay and may leave, and no
        # investigator or monster may enter it while it is closed.
        g.state.closed_streets[loc] = card
        g.emit(MarkerPlaced(marker, loc))
        return
    ls = g.state.locations[loc]
    if marker == "activity":
        ls.activity.append(card)
    else:
        ls.closed = True
        ls.closed_by = card
        board.leave_closed(g, loc)
    g.emit(MarkerPlaced(marker, loc))
