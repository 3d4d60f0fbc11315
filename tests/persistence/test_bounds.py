"""``check_bounds`` names where a parsed save goes out of bounds (the path is spelt only for
the reason, never for every value), and ``drawable``/``printable`` agree on what can be drawn."""

from __future__ import annotations

import pytest

from arkham.engine.game import UNDRAWABLE
from arkham.persistence import (
    MAX_DEPTH,
    MAX_ITEMS,
    MAX_TEXT,
    check_bounds,
    drawable,
    printable,
)


@pytest.mark.parametrize(
    "raw,reason",
    [
        ({"choices": ["a", "b", "x" * (MAX_TEXT + 1)]}, f"choices.2 is a text of {MAX_TEXT + 1}"),
        ({"setup": {"players": ["ok", "nul\x00"]}}, "setup.players.1 holds a character"),
        ({"seats": [1, 2, {"level": 10**40}]}, "seats.2.level is a number out of range"),
        ({"choices": list(range(MAX_ITEMS + 1))}, f"choices has {MAX_ITEMS + 1} entries"),
        ({"bad\x07key": 1}, "the file has a key that cannot be shown"),
        ({"a": {"b\x00c": 1}}, "a has a key that cannot be shown"),
        ({"k\x01": {"x": "\x02"}} | {"fine": "yes"}, "cannot be shown"),
    ],
)
def test_an_out_of_bounds_value_is_named_by_its_path(raw, reason) -> None:
    why = check_bounds(raw)
    assert why is not None and reason in why
    assert drawable(why)


def test_nesting_too_deep_is_named_and_a_tame_save_passes() -> None:
    deep: object = "end"
    for _ in range(MAX_DEPTH + 2):
        deep = {"n": deep}
    why = check_bounds(deep)
    assert why is not None and why.startswith("n.n.n") and why.endswith("is nested too deep")
    assert check_bounds({"choices": ["move:rivertown", "done"], "seed": "s", "n": [1, 2.5]}) is None


def test_a_long_list_of_texts_is_checked_item_by_item_in_effect() -> None:
    """A list of texts (a save's choices) is checked in bulk, with the same verdicts as a walk
    of its items: the first bad item named, halves of a surrogate pair refused, a list at the
    depth limit still too deep."""
    fine = [f"move:street-{i}" for i in range(5000)]
    assert check_bounds({"choices": fine}) is None
    assert "choices.5000 holds a character" in str(check_bounds({"choices": [*fine, "\ud800"]}))
    assert "choices.1 holds a character" in str(check_bounds({"choices": ["\ud83d", "\ude00"]}))
    long = "b" * (MAX_TEXT + 1)
    assert f"choices.2 is a text of {MAX_TEXT + 1}" in str(
        check_bounds({"choices": ["a", 1, long]})
    )
    deep: object = ["x", "y"]
    for _ in range(MAX_DEPTH):
        deep = {"n": deep}
    assert str(check_bounds(deep)).endswith("is nested too deep")
    assert check_bounds(deep["n"]) is None  # type: ignore[index]


@pytest.mark.parametrize(
    "text,ok",
    [
        ("plain – text…", True),
        ("tab\there", False),
        ("\x7f", False),
        ("\x9f", False),
        ("\xa0nbsp", True),
        ("lone \ud800", False),
        ("😀", True),
        ("", True),
    ],
)
def test_drawable_and_printable_agree(text, ok) -> None:
    assert drawable(text) is ok
    shown = printable(text)
    assert drawable(shown)
    assert (shown == text) is ok


def test_plain_ascii_is_judged_as_the_pattern_judges_it() -> None:
    """``drawable`` answers plain ASCII without the pattern: the same verdict for every
    character, alone or among others."""
    for code in range(128):
        for text in (chr(code), f"move:{chr(code)}rivertown"):
            assert drawable(text) is (UNDRAWABLE.search(text) is None), repr(text)
