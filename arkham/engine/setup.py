"""Game setup (reference §7; seeds: Preparation) and replacement investigators."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.catalog import Catalog
from arkham.engine.checks import slider_value
from arkham.engine.decisions import Choice
from arkham.engine.effects import Effect, ask
from arkham.engine.names import Hook
from arkham.engine.state import GameState, Investigator, LocationState, Possession, card_of

if TYPE_CHECKING:
    from arkham.engine.game import Game, Setup

RANDOM_DECKS = ("common", "unique", "spell", "skill")


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
    decks["drawn"] = []
    decks["box"] = []
    return decks


def new_investigator(g: Game, sheet_id: str, player: str, seat: int) -> Investigator:
    """An investigator at home with the fixed possessions; random ones are drawn separately."""
    sheet = g.cat.investigators[sheet_id]
    inv = Investigator(
        id=sheet_id,
        player=player,
        seat=seat,
        area=sheet.home,
        sanity=sheet.sanity,
        stamina=sheet.stamina,
        money=sheet.money,
        clues=sheet.clues,
        sliders={"speed-sneak": 1, "fight-will": 1, "lore-luck": 1},
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
    from arkham.engine.effects import draw

    sheet = g.cat.investigators[inv.id]
    wanted = {
        "common": sheet.random.common,
        "unique": sheet.random.unique,
        "spell": sheet.random.spell,
        "skill": sheet.random.skill,
    }
    for deck, n in wanted.items():
        if n:
            yield from draw(g, inv, deck, n)


def initial_state(g: Game, setup: Setup, seed: str) -> GameState:
    cat = g.cat
    ao_choice = setup.ancient_one
    st = GameState(player_count=len(setup.players), ancient_one="?", rng_seed=seed)
    g.state = st
    rng = st.rng
    ancient_one = ao_choice if ao_choice != "random" else rng.pick(sorted(cat.ancient_ones))
    st.ancient_one = ancient_one
    st.decks = build_decks(cat)
    for name, pile in st.decks.items():
        if name != "box":
            rng.shuffle(pile)
    brings_masks = cat.ancient_ones[ancient_one].brings_masks
    for marker in cat.monster_markers:
        kind = cat.monster_kinds[cat.kind_of_marker[marker]]
        # RULE: reference §3 — Mask monsters stay in the box unless the Ancient One brings them.
        st.monsters[marker] = "box" if "mask" in kind.abilities and not brings_masks else "cup"
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
    g.emit("investigator-joined", new, replaces=gone.id)
    for p in new.possessions:
        g.emit("card-gained", new, card=p.card, deck=g.cat.card_kind(p.card))
    yield from draw_random_possessions(g, new)
    from arkham.engine import windows

    yield from windows.run_hooks(g, Hook.INVESTIGATOR_JOINED, new)
    yield from place_sliders(g, new, free_placement=True)


_SLIDER_CHOICES: dict[str, dict[tuple[str, int], Choice]] = {}


def _slider_choices(g: Game, sheet_id: str) -> dict[tuple[str, int], Choice]:
    """Every slider stop of one investigator as a choice, labelled with both values (built
    once per investigator: the sliders are offered every Upkeep)."""
    if sheet_id not in _SLIDER_CHOICES:
        base = g.cat.investigators[sheet_id].slider_base
        choices = {}
        for pair in ("speed-sneak", "fight-will", "lore-luck"):
            a, b = pair.split("-")
            for stop in range(4):
                label = f"{a.title()} {base[a] + stop} / {b.title()} {base[b] - stop}"  # type: ignore[index]
                choices[pair, stop] = Choice(f"slider:{pair}:{stop}", label)
        _SLIDER_CHOICES[sheet_id] = choices
    return _SLIDER_CHOICES[sheet_id]


def place_sliders(g: Game, inv: Investigator, free_placement: bool) -> Effect:
    """Move the skill sliders: anywhere at setup; otherwise up to Focus stops in all."""
    sheet = g.cat.investigators[inv.id]
    all_choices = _slider_choices(g, inv.id)
    start = dict(inv.sliders)
    while True:
        spent = sum(abs(inv.sliders[p] - start[p]) for p in inv.sliders)
        left = sheet.focus - spent
        options = [
            all_choices[pair, new]
            for pair, stop in inv.sliders.items()
            for new in range(4)
            if new != stop
            and (free_placement or abs(new - start[pair]) - abs(stop - start[pair]) <= left)
        ]
        if not options:
            return
        values = {s: slider_value(g, inv, s) for s in sheet.slider_base}
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
        g.emit("sliders-set", inv, sliders=dict(inv.sliders))


DONE = Choice("done", "Done")
