"""The Mythos phase (seed 000, Phase V): gate or surge, clue, monster movement, the card's text.

Card behaviour (headlines, environments, rumors) is registered by content in :data:`BEHAVIOURS`;
the handling common to every card — environments replacing each other, one rumor at a time,
activity and closed markers coming off with their card — lives here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import board, windows
from arkham.engine.checks import roll, skill
from arkham.engine.decisions import Context, Scene
from arkham.engine.effects import Effect, for_each, gain, lose, scene
from arkham.engine.names import Hook
from arkham.engine.rules import Registry
from arkham.engine.state import Investigator

if TYPE_CHECKING:
    from arkham.engine.game import Game


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
            g.emit("mythos", None, card=card, title=fact.title, type="special")
            continue
        return card


def phase(g: Game, first_mythos: bool = False) -> Effect:
    """Resolve one mythos card. At setup, rumors (and cards without a gate) are redrawn."""
    deck = g.state.decks["mythos"]
    while True:
        card = draw_card(g)
        fact = g.cat.mythos[card]
        if first_mythos and (fact.type == "rumor" or fact.gate is None):
            # RULE: reference §7 — the first mythos card is redrawn if it is a rumor (EOG: or
            # has no gate).
            deck.append(card)
            continue
        break
    g.emit("mythos", None, card=card, title=fact.title, type=fact.type)
    with scene(g, Context(Scene.MYTHOS, card=card)):
        if fact.gate is not None:
            yield from gate_step(g, fact.gate)
        if fact.clue is not None:
            yield from clue_step(g, fact.clue)
        yield from move_monsters(g, fact.white, fact.black)
        yield from activate(g, card)
        yield from ongoing(g, card)
        yield from windows.run_hooks(g, Hook.END_OF_MYTHOS)


def gate_step(g: Game, loc: str) -> Effect:
    st = g.state
    ls = st.locations[loc]
    if ls.sealed:
        return  # an elder sign: nothing happens
    if ls.gate is not None:
        yield from surge(g, loc)
        return
    if not board.can_appear(g, loc):
        return
    yield from board.gate_appears(g, loc)


def surge(g: Game, at: str) -> Effect:
    """A monster surge: max(open gates, players) monsters spread as evenly as possible over the
    open gates, none getting more than the surging gate (seed 000, Phase V 1B)."""
    st = g.state
    gates = st.open_gates()
    count = max(len(gates), st.player_count)
    g.emit("monster-surge", None, at=at, count=count)
    # The surging gate first, then the others in board order: round-robin keeps every gate within
    # one of each other and never above the surging gate.
    order = [loc for loc in [at, *(x for x in gates if x != at)] if board.can_appear(g, loc)]
    if not order:
        return
    for i in range(count):
        yield from board.place_monster(g, board.draw_monster(g), order[i % len(order)])


def clue_step(g: Game, loc: str) -> Effect:
    """A Clue appears unless a gate is open there; an investigator there may take it at once."""
    st = g.state
    ls = st.locations[loc]
    if ls.gate is not None:
        return
    here = st.investigators_at(loc)
    if here:
        # RULE: seed 000, Phase V 2 — the investigators there decide who takes it; the first
        # in turn order takes it here.
        order = st.playing()
        taker = next(i for i in order if i.area == loc)
        g.emit("clue-placed", None, at=loc)
        yield from gain(g, taker, clues=1)
        return
    ls.clues += 1
    g.emit("clue-placed", None, at=loc)


# ---------------------------------------------------------------- monster movement


def move_monsters(g: Game, white: list[str], black: list[str]) -> Effect:
    """Move every monster in the towns and the Sky whose dimension is on the card."""
    st = g.state
    conn = g.cat.connections
    sky = g.cat.role(Role.SKY)
    movers = [
        (m, where)
        for m, where in st.monsters.items()
        if (where in conn or where == sky)
        and (board.kind_of(g, m).dimension in white or board.kind_of(g, m).dimension in black)
    ]
    for marker, _ in movers:
        kind = board.kind_of(g, marker)
        colour = "white" if kind.dimension in white else "black"
        movement = kind.movement
        if "flying" in combat_keywords(g, marker):
            movement = "flying"  # worshippers given wings (Hastur's Cultists)
        if movement == "stationary":
            continue
        if movement == "flying":
            move_flying(g, marker)
        elif movement == "unique":
            yield from move_unique(g, marker)
        else:
            steps = 2 if movement == "fast" else 1
            move_normal(g, marker, colour, steps)
        landed = g.cat.areas.get(st.monsters[marker])
        if landed is not None and landed.vortex:
            yield from into_vortex(g, marker)


def into_vortex(g: Game, marker: str) -> Effect:
    """A monster that enters a vortex leaves the board for the cup; its town's rules (an
    expansion's hook) say what that costs (seed 004, The Deep Ones Rising)."""
    vortex = g.state.monsters[marker]
    g.state.monsters[marker] = "cup"
    g.emit("monster-returned", None, monster=marker, frm=vortex, to="cup")
    yield from windows.run_hooks(g, Hook.MONSTER_IN_VORTEX, marker)


def combat_keywords(g: Game, marker: str) -> list[str]:
    from arkham.engine import combat

    return combat.keywords(g, marker)


def _occupied(g: Game, area: str) -> bool:
    return any(i.area == area and i.status == "playing" for i in g.state.investigators)


def move_normal(g: Game, marker: str, colour: str, steps: int) -> None:
    """Follow the arrow of the card's colour; stop on reaching an investigator or a vortex; a
    monster that already shares its area with an investigator stays."""
    arrows = g.cat.white if colour == "white" else g.cat.black
    sky = g.cat.role(Role.SKY)
    for _ in range(steps):
        here = g.state.monsters[marker]
        if here == sky or here not in arrows or _occupied(g, here):
            return
        nxt = arrows[here]
        g.state.monsters[marker] = nxt
        g.emit("monster-moved", None, monster=marker, frm=here, to=nxt)
        if _occupied(g, nxt):
            return


def _lowest_sneak(g: Game, areas: list[str]) -> str | None:
    """The street holding the investigator with the lowest Sneak; the first player (then turn
    order) breaks ties."""
    best: tuple[int, int] | None = None
    target = None
    for order, inv in enumerate(g.state.playing()):
        if inv.area in areas:
            key = (skill(g, inv, "sneak"), order)
            if best is None or key < best:
                best, target = key, inv.area
    return target


def move_flying(g: Game, marker: str) -> None:
    """Flying (reference §1.4): stay with an investigator; else swoop to an adjacent street
    holding one (lowest Sneak first); else to the Sky. From the Sky, drop onto any street holding
    an investigator (lowest Sneak), else stay."""
    here = g.state.monsters[marker]
    sky = g.cat.role(Role.SKY)
    if here != sky and _occupied(g, here):
        return
    if here == sky:
        targets = [a for a, fact in g.cat.streets.items() if fact.sky_adjacent]
    else:
        targets = [a for a in g.cat.connections[here] if a in g.cat.streets]
    nxt = _lowest_sneak(g, targets) or (sky if here != sky else None)
    if nxt is None:
        return
    g.state.monsters[marker] = nxt
    g.emit("monster-moved", None, monster=marker, frm=here, to=nxt)


def move_unique(g: Game, marker: str) -> Effect:
    kind = board.kind_of(g, marker)
    if kind.special == "hound":
        move_hound(g, marker)
    elif kind.special == "chthonian":
        yield from chthonian(g, marker)


# RULE: reference §3 — the Hound never goes to the Asylum or the Hospital (LB).
HOUND_EXCLUDED = (Role.ASYLUM, Role.HOSPITAL)


def move_hound(g: Game, marker: str) -> None:
    """The Hound of Tindalos moves straight to the nearest investigator in an Arkham location
    (not a street); ties go to the lower Sneak, then turn order (IR FAQ)."""
    here = g.state.monsters[marker]
    if here != g.cat.role(Role.SKY) and _occupied(g, here):
        return  # RULE: seed 000 — a monster sharing an area with an investigator stays
    best: tuple[int, int, int] | None = None
    target = None
    distances = _distances(g, here)
    excluded = {area for role in HOUND_EXCLUDED for area in g.cat.areas_with_role(role)}
    for order, inv in enumerate(g.state.playing()):
        if inv.area in g.cat.locations and inv.area not in excluded:
            key = (distances.get(inv.area, 99), skill(g, inv, "sneak"), order)
            if best is None or key < best:
                best, target = key, inv.area
    if target is not None and target != here:
        g.state.monsters[marker] = target
        g.emit("monster-moved", None, monster=marker, frm=here, to=target)


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
        g.emit("environment", None, card=card)
    else:
        st.rumor = card
        st.rumor_track = 0
        g.emit("rumor", None, card=card)
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
            g.emit("marker-removed", None, marker="activity", at=loc)
        if ls.closed and ls.closed_by == card:
            ls.closed = False
            ls.closed_by = None
            g.emit("marker-removed", None, marker="closed", at=loc)
    if st.environment == card:
        st.environment = None
    if st.rumor == card:
        st.rumor = None
        st.rumor_track = 0
    st.decks["mythos"].append(card)


def place_marker(g: Game, card: str, marker: str, loc: str) -> None:
    """Put an activity or closed marker of ``card`` on a location (it leaves with the card)."""
    ls = g.state.locations[loc]
    if marker == "activity":
        ls.activity.append(card)
    else:
        ls.closed = True
        ls.closed_by = card
        board.leave_closed(g, loc)
    g.emit("marker-placed", None, marker=marker, at=loc)
