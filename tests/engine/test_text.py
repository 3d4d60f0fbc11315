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


def test_monsters_take_the_right_article_and_no_dice_read_as_such() -> None:
    """Issue 17 §12: "A Elder Thing" and "rolls Horror: []" for zero dice."""
    from arkham.engine.events import Event

    game = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "words")
    appears = [
        describe(game, Event("monster-appeared", None, {"monster": m, "at": "woods"}))
        for m in ("elder-thing-1", "zombie-1", "the-black-man-1")
    ]
    assert appears == [
        "An Elder Thing appears at Woods.",
        "A Zombie appears at Woods.",
        "The Black Man appears at Woods.",
    ]
    none = Event(
        "dice-rolled",
        "amanda-sharpe",
        {"purpose": "Horror", "dice": (), "successes": 0, "needed": 1, "threshold": 5},
    )
    assert describe(game, none) == "Amanda Sharpe has no dice for Horror: 0 of 1."
