"""What a combat decision shows (the monster's stats, the Evade figures, the round's check)
is what the rules work out for that moment, decision after decision of whole bot games, the
figures it shares worked out once."""

from __future__ import annotations

import pytest

from arkham.ai import bot
from arkham.ai.sim import random_setup
from arkham.engine import combat
from arkham.engine.checks import skill
from arkham.engine.game import Game


@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_combat_decisions_show_the_figures_of_the_moment(index: int) -> None:
    g = Game.new(random_setup(index, 4, None), f"figures-{index}")
    confronts = rounds = 0
    while (d := g.pending()) is not None:
        marker = d.detail.get("monster")
        if d.kind == "combat" and isinstance(marker, str) and marker in g.state.monsters:
            inv = g.state.investigator(d.investigator)  # type: ignore[arg-type]
            assert d.detail["stats"] == combat.monster_stats(g, marker)
            if "evade_dice" in d.detail:
                confronts += 1
                awareness = combat.stat(g, marker, "awareness")
                assert d.detail["evade_dice"] == max(0, skill(g, inv, "evade") + awareness)
                assert d.detail["evade_check"] == combat.evade_figures(g, inv, marker)
            check = d.detail.get("check")
            if isinstance(check, dict) and check["skill"] == "Fight":
                rounds += 1
                assert check["skill_value"] == skill(g, inv, "combat")
                assert d.detail["combat_dice"] == max(
                    0,
                    check["skill_value"] + combat.stat(g, marker, "combat-rating") + check["bonus"],
                )
                if d.detail.get("evade_check") is not None:
                    assert d.detail["evade_check"] == combat.evade_figures(g, inv, marker)
        g.choose(bot.choose(g))
    assert confronts and rounds
