"""Game setup (reference §7; seeds: Preparation) and replacement investigators."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from arkham.catalog import Catalog, Role
from arkham.engine import board, text, windows
from arkham.engine.checks import slider_value
from arkham.engine.decisions import Choice
from arkham.engine.effects import CardGained, Effect, ask, copy_investigator, draw, move_to
from arkham.engine.events import Event
from arkham.engine.names import Hook
from arkham.engine.registry import Registry
from arkham.engine.state import GameState, Investigator, LocationState, Possession, card_of

if TYPE_CHECKING:
    from arkham.engine.game import Game, Setup

RANDOM_DECKS = ("common", "unique", "spell", "skill", "ally")


@dataclass(frozen=True, slots=True)
class InvestigatorJoined(Event):
    """A new investigator takes the seat of a devoured one (``investigator`` is the new one)."""

    kind = "investigator-joined"
    replaces: str

    def describe(self, cat: Catalog) -> str:
        who = text.who(cat, self.investigator)
        return f"{who} takes up the fight in place of {text.who(cat, self.replaces)}."

    def advance(self, shown: GameState, final: GameState) -> None:
        copy_investigator(shown, final, self.investigator)


@dataclass(frozen=True, slots=True)
class SlidersSet(Event):
    kind = "sliders-set"
    sliders: dict[str, int]

    def describe(self, cat: Catalog) -> str:
        return f"{text.who(cat, self.investigator)} sets the skill sliders."


SLIDER_RULES = Registry("slider rule", keyed=True)
"""A sheet's own way of setting its sliders, by the sheet's ``slider_rule`` id:
``fn(game, investigator, free_placement) -> Effect``, run instead of :func:`place_sliders`'s
usual rule (``free_placement``: at setup, or for a replacement investigator)."""


def _handles(card_id: str, count: int) -> list[str]:
    return [f"{card_id}#{n}" for n in range(1, count + 1)]


def build_decks(cat: Catalog) -> dict[str, list[str]]:
    decks: dict[str, list[str]] = {k: [] for k in ("common", "unique", "spell", "skill")}
    for item in cat.items.values():
        decks[item.deck] += _handles(item.id, item.count)
    for spell in cat.spells.values():
        decks["spell"] += _handles(spell.id, spell.count)
    for sk in cat.skills.values():
        decks["skill"] += _handles(sk.id, sk.count)
    decks["ally"] = [f"{a}#1" for a in cat.allies]
    decks["special"] = [h for s in cat.specials.values() for h in _handles(s.id, s.count)]
    decks["mythos"] = list(cat.mythos)
    decks["gate"] = list(cat.gate_cards)
    for nb in cat.neighbourhoods:
        decks[f"loc:{nb}"] = [c.id for c in cat.location_cards.values() if c.neighbourhood == nb]
    for card in cat.deck_cards.values():
        decks.setdefault(card.deck, []).append(card.id)
    decks["drawn"] = []
    decks["box"] = []
    return decks


def new_investigator(g: Game, sheet_id: str, player: str, seat: int) -> Investigator:
    """An investigator at home with the fixed possessions; random ones are drawn separately.
    One whose sheet has no home waits at the Train Station until :func:`choose_start`."""
    sheet = g.cat.investigators[sheet_id]
    inv = Investigator(
        id=sheet_id,
        player=player,
        seat=seat,
        area=sheet.home or g.cat.role(Role.TRAIN_STATION),
        sanity=sheet.sanity,
        stamina=sheet.stamina,
        money=sheet.money,
        clues=sheet.clues,
        sliders={pair.id: 1 for pair in sheet.sliders},
    )
    for card in sheet.fixed:
        deck = g.state.decks[g.cat.card_kind(card)]
        handle = next((h for h in deck if card_of(h) == card), None)
        if handle is None:
            continue  # RULE: our ruling — a fixed card no longer to be had (an ally gone to
            # the box, the last Blessing) is simply not there for a replacement investigator
        deck.remove(handle)
        # RULE: IR FAQ (reference §8.3) — Blessing, Curse, Bank Loan and Retainer are not
        # rolled in their first Upkeep; a card held from setup is gained at setup.
        inv.possessions.append(Possession(handle=handle, fresh=True))
    return inv


def draw_random_possessions(g: Game, inv: Investigator) -> Effect:
    """The random starting cards, drawn as any draw is: powers that draw more and keep some
    (Amanda's Studious, Bob's Shrewd Dealer…) and Pete's Scrounge apply at setup too."""
    # RULE: issue 16 §16, citing the FAQ (the reference does not quote it) — abilities that
    # change how cards are drawn are used when drawing the starting cards at setup.
    sheet = g.cat.investigators[inv.id]
    for deck in RANDOM_DECKS:
        n = getattr(sheet.random, deck)
        if n:
            yield from draw(g, inv, deck, n)


def choose_start(g: Game, inv: Investigator) -> Effect:
    """A sheet with no home starts anywhere in town: any location or street of any town the
    investigator could be put in (reference §8.5, Ursula Downs). Nothing to ask for the rest."""
    if g.cat.investigators[inv.id].home is not None:
        return
    options = [
        Choice(f"move:{area}", g.cat.area_name(area), target=area)
        for area in g.cat.connections
        if board.enterable(g, area)
    ]
    picked = yield from ask(
        g,
        inv,
        f"{g.cat.investigators[inv.id].name} starts anywhere: choose where",
        options,
        kind="move",
        start=True,
    )
    move_to(g, inv, picked.removeprefix("move:"))


def initial_state(g: Game, setup: Setup, seed: str) -> GameState:
    cat = g.cat
    ao_choice = setup.ancient_one
    st = GameState(player_count=len(setup.players), ancient_one="?", rng_seed=seed)
    g.state = st
    rng = st.rng
    ancient_one = ao_choice if ao_choice != "random" else rng.pick(sorted(cat.ancient_ones))
    st.ancient_one = ancient_one
    st.herald = setup.herald
    st.decks = build_decks(cat)
    for name, pile in st.decks.items():
        if name != "box":
            rng.shuffle(pile)
    brings_masks = cat.ancient_ones[ancient_one].brings_masks
    for marker in cat.monster_markers:
        kind = cat.monster_kinds[cat.kind_of_marker[marker]]
        # RULE: reference §3 — Mask monsters stay in the box unless the Ancient One brings them.
        # Spawn monsters never go in the cup: they enter by their own rules (seed 004).
        boxed = ("mask" in kind.abilities and not brings_masks) or "spawn" in kind.abilities
        st.monsters[marker] = "box" if boxed else "cup"
    st.gate_stack = list(cat.gate_markers)
    rng.shuffle(st.gate_stack)
    for loc in cat.locations.values():
        # RULE: reference §7 — one Clue on each unstable location at setup.
        st.locations[loc.id] = LocationState(clues=0 if loc.stable else 1)
    taken = {p.investigator for p in setup.players if p.investigator != "random"}
    free = sorted(set(cat.investigators) - taken)
    for seat, player in enumerate(setup.players):
        sheet_id = player.investigator
        if sheet_id == "random":
            sheet_id = free.pop(rng.below(len(free)))
        st.investigators.append(new_investigator(g, sheet_id, player.name, seat))
    return st


def replacement(g: Game, gone: Investigator) -> Effect:
    """A devoured investigator's player draws a new investigator at random from those not in
    play (reference §7); it starts at home with its starting possessions, the player's unspent
    trophies and free sliders. With none left to draw, the seat is out of the game."""
    used = {inv.id for inv in g.state.investigators}
    used |= set(g.state.decks.get("retired", []))
    free = sorted(set(g.cat.investigators) - used)
    g.state.decks.setdefault("retired", []).append(gone.id)
    if not free:
        gone.status = "eliminated"
        return
    sheet_id = free[g.rng.below(len(free))]
    new = new_investigator(g, sheet_id, gone.player, gone.seat)
    new.monster_trophies, gone.monster_trophies = gone.monster_trophies, []
    new.gate_trophies, gone.gate_trophies = gone.gate_trophies, []
    for marker in new.monster_trophies:
        g.state.monsters[marker] = f"trophy:{new.id}"
    index = g.state.investigators.index(gone)
    g.state.investigators[index] = new
    g.emit(InvestigatorJoined(gone.id, investigator=new.id))
    yield from choose_start(g, new)
    for p in new.possessions:
        g.emit(CardGained(p.card, g.cat.card_kind(p.card), investigator=new.id))
    yield from draw_random_possessions(g, new)
    yield from windows.run_hooks(g, Hook.INVESTIGATOR_JOINED, new)
    yield from place_sliders(g, new, free_placement=True)


SLIDER_STOPS = 4
_SLIDER_CHOICES: dict[str, dict[tuple[str, int], Choice]] = {}


def slider_label(g: Game, sheet_id: str, pair_id: str, stop: int) -> str:
    """``Speed 3 / Sneak 2``: both skills of a slider at one stop."""
    sheet = g.cat.investigators[sheet_id]
    pair = next(p for p in sheet.sliders if p.id == pair_id)
    return " / ".join(
        f"{skill.title()} {sheet.slider_base[skill] + pair.step(skill) * stop}"
        for skill in pair.skills
    )


def slider_choices(g: Game, sheet_id: str) -> dict[tuple[str, int], Choice]:
    """Every slider stop of one investigator as a choice, labelled with both values (built
    once per investigator: the sliders are offered every Upkeep)."""
    if sheet_id not in _SLIDER_CHOICES:
        choices = {}
        for pair in g.cat.investigators[sheet_id].sliders:
            for stop in range(SLIDER_STOPS):
                label = slider_label(g, sheet_id, pair.id, stop)
                choices[pair.id, stop] = Choice(f"slider:{pair.id}:{stop}", label)
        _SLIDER_CHOICES[sheet_id] = choices
    return _SLIDER_CHOICES[sheet_id]


_SLIDER_VALUES: WeakKeyDictionary[Catalog, dict[tuple, dict[str, int]]] = WeakKeyDictionary()
"""Per catalog: a sheet's skill values at one setting of its sliders."""


def slider_values(g: Game, inv: Investigator) -> dict[str, int]:
    """Every skill's printed value at the investigator's slider setting (shared: copy it to
    keep it)."""
    made = _SLIDER_VALUES.get(g.cat)
    if made is None:
        made = _SLIDER_VALUES[g.cat] = {}
    key = (inv.id, *inv.sliders.items())
    values = made.get(key)
    if values is None:
        values = made[key] = {
            s: slider_value(g, inv, s) for s in g.cat.investigators[inv.id].slider_base
        }
    return values


def place_sliders(g: Game, inv: Investigator, free_placement: bool) -> Effect:
    """Move the skill sliders: anywhere at setup; otherwise up to Focus stops in all. A sheet
    with a ``slider_rule`` of its own follows that rule instead."""
    sheet = g.cat.investigators[inv.id]
    if sheet.slider_rule is not None:
        yield from g.rules.slider_rules[sheet.slider_rule](g, inv, free_placement)
        return
    all_choices = slider_choices(g, inv.id)
    start = dict(inv.sliders)
    while True:
        sliders = inv.sliders
        left = sheet.focus
        for pair, stop in sliders.items():
            left -= abs(stop - start[pair])
        options = []
        for pair, stop in sliders.items():
            begin = start[pair]
            reach = left + abs(stop - begin)  # how far from its start this slider may end
            for new in range(SLIDER_STOPS):
                if new != stop and (free_placement or abs(new - begin) <= reach):
                    options.append(all_choices[pair, new])
        if not options:
            return
        values = dict(slider_values(g, inv))
        prompt = (
            "Set your skill sliders anywhere"
            if free_placement
            else f"Adjust your skill sliders (Focus left: {left})"
        )
        picked = yield from ask(
            g,
            inv,
            prompt,
            (*options, DONE),
            kind="sliders",
            values=values,
            focus_left=None if free_placement else left,
        )
        if picked == "done":
            return
        _, pair, stop = picked.split(":")
        inv.sliders[pair] = int(stop)
        g.emit(SlidersSet(dict(inv.sliders), investigator=inv.id))


DONE = Choice("done", "Done")
