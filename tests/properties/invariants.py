"""Invariants that must hold after every decision of every game."""

from __future__ import annotations

from collections import Counter

from arkham.catalog import Role
from arkham.engine import board, tracks
from arkham.engine.effects import max_sanity, max_stamina
from arkham.engine.game import Game

HOLDING = ("cup", "box", "sky", "outskirts", "encounter", board.ON_THE_RUMOR, board.ON_THE_SHEET)


def check_invariants(g: Game) -> None:
    st = g.state
    cat = g.cat
    areas = set(cat.connections)
    # Every monster marker in exactly one place, trophies in step with their owners.
    assert sorted(st.monsters) == sorted(cat.monster_markers)
    owners = {f"trophy:{i.id}": i for i in st.investigators}
    for marker, where in st.monsters.items():
        assert where in areas or where in HOLDING or where in owners, (marker, where)
        if where in owners:
            assert marker in owners[where].monster_trophies, (marker, where)
        if where == board.ON_THE_RUMOR:
            assert st.rumor is not None, marker
    for inv in st.investigators:
        for marker in inv.monster_trophies:
            assert st.monsters[marker] == f"trophy:{inv.id}", (marker, inv.id)
    # Every gate marker in exactly one place: the stack, a location, or a trophy pile.
    gates = list(st.gate_stack)
    gates += [ls.gate for ls in st.locations.values() if ls.gate is not None]
    gates += [gate for inv in st.investigators for gate in inv.gate_trophies]
    assert sorted(gates) == sorted(cat.gate_markers), Counter(gates)
    # Every card in exactly one place.
    cards = [h for name, pile in st.decks.items() for h in pile if name in CARD_DECKS]
    cards += [p.handle for inv in st.investigators for p in inv.possessions]
    counts = Counter(cards)
    assert not [h for h, n in counts.items() if n > 1], [h for h, n in counts.items() if n > 1]
    assert len(cards) == TOTAL_CARDS(g)
    # Stats within their bounds; tracks within their tracks.
    for inv in st.investigators:
        if inv.status != "playing":
            continue
        assert 0 <= inv.sanity <= max_sanity(g, inv), (inv.id, inv.sanity)
        assert 0 <= inv.stamina <= max_stamina(g, inv), (inv.id, inv.stamina)
        assert inv.money >= 0 and inv.clues >= 0
        assert all(0 <= stop <= 3 for stop in inv.sliders.values())
        valid = areas | set(cat.world_of_area) | {cat.role(Role.LOST)}
        valid |= set(cat.areas_with_role(Role.JAIL))
        assert inv.area in valid, inv.area
        assert not (inv.area in cat.areas and cat.areas[inv.area].vortex), inv.area
    track = cat.ancient_ones[st.ancient_one].doom_track
    assert 0 <= st.doom <= track
    assert 0 <= st.terror <= 10
    for view in tracks.views(g):
        assert cat.tracks[view.id].minimum <= view.value <= view.maximum, view
        if view.filled:
            assert sum(view.filled) == view.value, view
    # Each card of a small deck (the Innsmouth Look, dust) in exactly one pile: its deck, or
    # the pile its rules moved it to (drawn dust).
    small = Counter(c for pile in st.decks.values() for c in pile if c in cat.deck_cards)
    assert small == Counter(list(cat.deck_cards)), small
    assert all(street in cat.streets for street in st.closed_streets), st.closed_streets
    for ls in st.locations.values():
        assert ls.clues >= 0
        assert not (ls.sealed and ls.gate is not None)
    decision = g.pending()
    if decision is None:
        assert st.outcome is not None
    else:
        assert decision.enabled(), decision


CARD_DECKS = ("common", "unique", "spell", "skill", "ally", "special", "drawn", "box")


def TOTAL_CARDS(g: Game) -> int:
    cat = g.cat
    return (
        sum(i.count for i in cat.items.values())
        + sum(s.count for s in cat.spells.values())
        + sum(s.count for s in cat.skills.values())
        + len(cat.allies)
        + sum(s.count for s in cat.specials.values())
    )
