"""Decisions and choices are frozen records whose ``__init__`` is written out (for speed), and
events are frozen dataclasses: all must build, compare, copy and refuse changes."""

from dataclasses import FrozenInstanceError, fields, replace

import pytest

from arkham.engine.decisions import Choice, Context, Decision, Scene
from arkham.engine.effects import Moved


def test_defaults_and_keywords() -> None:
    assert Choice("done", "Done") == Choice(id="done", label="Done", target=None, disabled=None)
    d = Decision("choose", None, "Pick", (Choice("a", "A"),))
    assert (d.context, d.detail) == (None, {})
    assert d == Decision(
        kind="choose", investigator=None, prompt="Pick", choices=(Choice("a", "A"),)
    )


def test_each_record_gets_its_own_empty_dict() -> None:
    assert Decision("a", None, "", ()).detail is not Decision("a", None, "", ()).detail


@pytest.mark.parametrize(
    "record",
    [
        Choice("move:x", "X", target="x", disabled="closed"),
        Moved("river-docks", "x", investigator="amanda-sharpe"),
        Decision("move", "amanda-sharpe", "Move", (), Context(Scene.GATE, area="x"), {"a": 1}),
    ],
)
def test_every_field_is_set_frozen_and_copied(record: object) -> None:
    names = [f.name for f in fields(record)]  # type: ignore[arg-type]
    assert all(getattr(record, n) is not None for n in names)
    assert replace(record) == record  # type: ignore[type-var]
    with pytest.raises(FrozenInstanceError):
        setattr(record, names[0], "other")
    if isinstance(record, Choice):
        assert record in {record}  # hashable, as a frozen record of strings is
