"""Every event kind the rules emit reads as a plain sentence in the log."""

from __future__ import annotations

from arkham.ai.bot import choose
from arkham.engine.events import KINDS
from arkham.engine.game import Game, Setup
from arkham.engine.text import describe


def test_bot_games_log_every_event_in_plain_words() -> None:
    seen: set[str] = set()
    for n in range(6):
        game = Game.new(Setup.of(["random"] * (1 + n % 4), ancient_one="yig"), f"text-{n}")
        events = list(game.events)
        while game.pending() is not None:
            events += game.choose(choose(game))
        for ev in events:
            assert ev.kind in KINDS, ev.kind
            line = describe(game, ev)
            assert line and not line.startswith(f"{ev.kind}:"), (ev.kind, line)
            seen.add(ev.kind)
    assert {"moved", "dice-rolled", "mythos", "game-over"} <= seen
