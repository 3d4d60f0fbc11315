"""The screen shows every Innsmouth monster kind: its token on the map, its tooltip and the
combat overlay draw without error (issue 13, point 3)."""

from __future__ import annotations

from arkham.engine import combat
from arkham.engine.game import Game, Setup
from arkham.ui.board.tips import monster_tip
from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.overlays import combat_rules
from arkham.ui.session import GameSession

BASE = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "base").cat


def test_every_innsmouth_kind_draws_on_the_map_and_in_combat(make_app) -> None:
    setup = Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"])
    session = GameSession(setup, "inn-monsters")
    session.anim_factor = 0
    g = session.game
    kinds = [k for k in g.cat.monster_kinds.values() if k.id not in BASE.monster_kinds]
    assert len(kinds) == 14
    inv = g.state.investigators[0]
    app, surface = make_app()
    for kind in kinds:
        assert monster_tip(kind) and combat_rules(kind)
        marker = f"{kind.id}-1"
        g.state.monsters[marker] = inv.area
        g.run(lambda marker=marker: combat.combat(g, inv, marker))
        app.start_game(session)
        app.render(surface)
        board = app.stack.top
        assert isinstance(board, BoardScene)
        assert board.ui.find(f"monster-card:{marker}") is not None, kind.id
        g.state.monsters[marker] = "box"
        inv.sanity, inv.stamina, inv.status = 5, 5, "playing"
