"""Every event kind the rules emit reads as a plain sentence in the log."""

from __future__ import annotations

from arkham.ai.bot import choose
from arkham.engine.events import Event, event_class, event_classes
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
            assert event_class(ev.kind) is type(ev), ev.kind
            line = describe(game, ev)
            assert line and not line.startswith(f"{ev.kind}:"), (ev.kind, line)
            seen.add(ev.kind)
    assert {"moved", "dice-rolled", "mythos", "game-over"} <= seen


def test_monsters_take_the_right_article_and_no_dice_read_as_such() -> None:
    """Issue 17 §12: "A Elder Thing" and "rolls Horror: []" for zero dice."""
    game = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "words")
    appears = [
        describe(game, Event.of("monster-appeared", None, {"monster": m, "at": "woods"}))
        for m in ("elder-thing-1", "zombie-1", "the-black-man-1")
    ]
    assert appears == [
        "An Elder Thing appears at Woods.",
        "A Zombie appears at Woods.",
        "The Black Man appears at Woods.",
    ]
    none = Event.of(
        "dice-rolled",
        "amanda-sharpe",
        {"purpose": "Horror", "dice": (), "successes": 0, "needed": 1, "threshold": 5},
    )
    assert describe(game, none) == "Amanda Sharpe has no dice for Horror: 0 of 1."


def test_every_event_class_tells_its_own_line() -> None:
    import arkham.content
    import arkham.expansions.innsmouth  # noqa: F401 (and Innsmouth's)

    classes = event_classes()
    assert {"moved", "dust-drawn", "zhar-token", "martial-law"} <= set(classes)
    assert sorted(k for k, cls in classes.items() if cls.describe is Event.describe) == []


def test_the_rules_emit_typed_events_only() -> None:
    """``g.emit`` takes an event object: no kind is emitted by its name any more."""
    import re
    from pathlib import Path

    import arkham

    root = Path(arkham.__file__).parent
    by_name = re.compile(r'\bemit\(\s*"')
    assert [p.name for p in root.rglob("*.py") if by_name.search(p.read_text())] == []


def test_the_innsmouth_ancient_ones_events_read_as_sentences() -> None:
    game = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), "words")
    who = "amanda-sharpe"
    lines = {
        kind: describe(game, Event.of(kind, investigator, data))
        for kind, investigator, data in (
            ("dust-drawn", who, {"card": "dust-1-d", "title": "Brittle Nails"}),
            ("monster-on-sheet", None, {"monster": "cultist-1"}),
            ("visage-turned", who, {"face": True}),
            ("stone-resisted", who, {"points": 2}),
            ("successes-owed", None, {"drained": 3, "pool": -1}),
            ("zhar-token", who, {}),
        )
    }
    assert lines["dust-drawn"] == "Amanda Sharpe turns over a dust card: Brittle Nails."
    assert lines["monster-on-sheet"] == "A Cultist waits on the Ancient One's sheet."
    assert "face of Ghatanothoa" in lines["visage-turned"]
    assert lines["stone-resisted"].startswith("Amanda Sharpe spends 2 movement points")
    assert "3 success(es)" in lines["successes-owed"]
    assert lines["zhar-token"].startswith("Amanda Sharpe takes the Zhar token")
    for kind, line in lines.items():
        assert not line.startswith(f"{kind}:"), line
