"""Insane and unconscious (in Arkham and in an Other World), devoured and the replacement
investigator, lost in time and space and the return in Upkeep (reference §1.4 and §7; the
engine's ``effects.knocked_out``/``devoured``/``lost_in_time_and_space``,
``setup.replacement`` and ``flow.return_from_lost``)."""

from __future__ import annotations

from collections import Counter

import pytest

import arkham.content  # noqa: F401  (registers the behaviours)
from arkham.catalog import load_catalog
from arkham.engine import effects, final_battle, flow, rounds
from arkham.engine.effects import Interrupted
from arkham.engine.state import FinalBattle, card_of
from tests.kit import give, strip

CAT = load_catalog()
AMANDA, JOE = "amanda-sharpe", "joe-diamond"


def interrupted(s) -> str:
    result = s.game.result
    assert isinstance(result, Interrupted), result
    return result.why


# ---------------------------------------------------------------- insane and unconscious


def test_insane_in_arkham(scenario):
    s = scenario([AMANDA])
    inv = strip(s, clues=5)
    inv.area, inv.sanity = "woods", 1
    items = [give(s, inv, c, fresh=True) for c in ("knife", "cross", "wither", "tommy-gun")]
    retainer = give(s, inv, "retainer", fresh=True)
    s.run(lambda: effects.lose(s.game, inv, sanity=1))
    d = s.game.pending()
    assert d.prompt == "Knocked out: discard 2 more items"
    assert sorted(d.ids()) == sorted(f"discard:{h}" for h in items)
    s.choose(f"discard:{items[0]}", f"discard:{items[2]}")
    assert s.done()
    assert interrupted(s) == "insane"
    assert inv.area == "asylum" and inv.sanity == 1 and inv.stamina == 5
    assert [p.handle for p in inv.possessions] == [items[1], items[3]]
    assert inv.clues == 3  # half of 5, rounded down, lost
    assert retainer in s.state.decks["special"]
    assert inv.encounters_over
    assert any(e.kind == "knocked-out" and e.how == "insane" for e in s.events)


def test_unconscious_in_arkham(scenario):
    s = scenario([AMANDA])
    inv = strip(s, clues=1)
    inv.area, inv.stamina = "rivertown-streets", 2
    knife = give(s, inv, "knife", fresh=True)
    s.run(lambda: effects.lose(s.game, inv, stamina=3))
    assert s.done()  # one item: half of it rounds down to none
    assert interrupted(s) == "unconscious"
    assert inv.area == "st-marys-hospital" and inv.stamina == 1 and inv.sanity == 5
    assert inv.holds(card_of(knife)) and inv.clues == 1


def test_half_the_items_rounded_down_counting_the_deputys_things(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    inv.area, inv.stamina = "woods", 1
    revolver = give(s, inv, "deputys-revolver", fresh=True)
    wagon = give(s, inv, "patrol-wagon", fresh=True)
    give(s, inv, "duke", fresh=True)  # an ally is not an item
    give(s, inv, "18-derringer", fresh=True)  # it can only leave by choice
    give(s, inv, "fight", fresh=True)  # a skill is not an item
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    assert sorted(s.game.pending().ids()) == sorted([f"discard:{revolver}", f"discard:{wagon}"])
    s.choose(f"discard:{wagon}")
    assert s.done()
    assert {p.card for p in inv.possessions} == {
        "deputys-revolver",
        "duke",
        "18-derringer",
        "fight",
    }
    assert wagon in s.state.decks["special"]


def test_no_more_encounters_after_a_knock_out_this_turn(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    inv.area, inv.stamina = "woods", 1
    s.run(lambda: effects.lose(s.game, inv, stamina=1))
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    assert s.done() and not [e for e in s.events if e.kind == "encounter"]


@pytest.mark.parametrize("stat", ["sanity", "stamina"])
def test_knocked_out_in_an_other_world_is_lost_in_time_and_space(scenario, stat):
    s = scenario([AMANDA])
    inv = strip(s, clues=3)
    inv.area = "yuggoth-2"
    setattr(inv, stat, 1)
    items = [give(s, inv, c, fresh=True) for c in ("knife", "cross")]
    s.run(lambda: effects.lose(s.game, inv, **{stat: 2}))
    s.choose(f"discard:{items[1]}")
    assert s.done()
    assert interrupted(s) == "lost in time and space"
    assert inv.area == "lost" and inv.delayed
    assert getattr(inv, stat) == 1 and inv.clues == 2
    assert [p.handle for p in inv.possessions] == [items[0]]
    assert any(e.kind == "knocked-out" and e.to == "lost" for e in s.events)


# ---------------------------------------------------------------- lost in time and space


def test_lost_misses_a_turn_and_returns_in_the_upkeep_after_next(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    inv.area = "dreamlands-2"
    s.run(lambda: effects.lost_in_time_and_space(s.game, inv))
    assert inv.area == "lost" and inv.delayed
    s.run(lambda: flow.upkeep(s.game, inv))  # the next Upkeep: still lost, the turn lost
    assert s.done()
    assert inv.area == "lost"
    s.run(lambda: flow.movement(s.game, inv))  # the delay ends instead of moving
    assert s.done() and not inv.delayed and inv.area == "lost"
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.run(lambda: flow.other_world_encounter(s.game, inv))
    assert s.done()
    s.run(lambda: flow.upkeep(s.game, inv))  # the Upkeep after: back to Arkham
    d = s.game.pending()
    assert d.kind == "move"
    assert {c.target for c in d.choices} == set(CAT.connections)
    s.choose("move:independence-square")
    assert inv.area == "independence-square"
    assert s.game.pending().kind == "sliders"


def test_the_return_skips_closed_locations(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    inv.area = "lost"
    s.state.locations["general-store"].closed = True
    s.run(lambda: flow.return_from_lost(s.game, inv))
    assert "move:general-store" not in s.game.pending().ids()
    assert "move:rivertown-streets" in s.game.pending().ids()


# ---------------------------------------------------------------- devoured


def test_zero_sanity_and_stamina_at_once_devours_and_a_newcomer_takes_the_seat(scenario):
    s = scenario([AMANDA, JOE])
    inv = strip(s)
    inv.area, inv.sanity, inv.stamina = "woods", 1, 1
    knife = give(s, inv, "knife", fresh=True)
    s.state.monsters["zombie-1"] = f"trophy:{AMANDA}"
    inv.monster_trophies.append("zombie-1")
    gate = s.state.gate_stack.pop(0)
    inv.gate_trophies.append(gate)
    s.run(lambda: effects.lose(s.game, inv, sanity=1, stamina=1))
    assert s.done() and interrupted(s) == "devoured"
    assert inv.status == "devoured" and inv.possessions == []
    assert knife in s.state.decks["common"]
    assert s.state.investigators[0] is inv  # the newcomer comes at the next turn
    s.run(lambda: rounds.join_replacements(s.game))
    assert s.game.pending().kind == "sliders"  # the newcomer places the sliders freely
    s.choose("done")
    new = s.state.investigators[0]
    assert new.monster_trophies == ["zombie-1"] and new.gate_trophies == [gate]
    assert new.id not in (AMANDA, JOE)
    assert (new.seat, new.player, new.status) == (0, "Player 1", "playing")
    sheet = CAT.investigators[new.id]
    assert (new.area, new.money, new.sanity) == (sheet.home, sheet.money, sheet.sanity)
    held = Counter(CAT.card_kind(p.card) for p in new.possessions)
    fixed = Counter(CAT.card_kind(c) for c in sheet.fixed)
    for kind in ("common", "unique", "spell", "skill"):
        assert held[kind] == fixed[kind] + getattr(sheet.random, kind)
    assert AMANDA in s.state.decks["retired"]
    joined = next(e for e in s.events if e.kind == "investigator-joined")
    assert joined.replaces == AMANDA


def test_maximum_sanity_at_zero_devours(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    inv.max_sanity_loss = 4
    s.run(lambda: effects.lose_max(s.game, inv, sanity=1))
    assert s.done() and interrupted(s) == "devoured"
    assert inv.status == "devoured"


def test_no_replacement_when_every_investigator_has_played(scenario):
    s = scenario([AMANDA])
    inv = strip(s)
    s.state.decks["retired"] = [i for i in CAT.investigators if i != AMANDA]
    s.run(lambda: effects.devoured(s.game, inv))
    assert s.done()
    assert s.state.investigators[0] is inv and inv.status == "devoured"
    assert s.state.playing() == []


def test_devoured_in_the_final_battle_is_out_for_good(scenario):
    s = scenario([AMANDA, JOE])
    inv = strip(s)
    s.state.final_battle = FinalBattle(doom_tokens=10)
    inv.sanity = 1
    s.run(lambda: effects.lose(s.game, inv, sanity=1))
    assert s.done() and interrupted(s) == "devoured"
    assert inv.status == "eliminated" and s.state.investigators[0] is inv
    assert [i.id for i in s.state.playing()] == [JOE]


def test_the_lost_are_devoured_when_the_ancient_one_awakens(scenario):
    s = scenario([AMANDA, JOE], ancient_one="cthulhu")
    amanda, joe = strip(s, 0), strip(s, 1)
    amanda.area = "lost"
    s.run(lambda: final_battle.battle(s.game, "doom-track-full"))
    assert amanda.status == "eliminated"
    assert joe.status == "playing"
    assert s.game.pending().kind == "sliders"
