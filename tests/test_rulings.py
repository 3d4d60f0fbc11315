"""docs/RULINGS.md lists every ``RULE:`` ruling of the code, one line each, so the rulings a
knowledgeable player might question can be read in one place."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_ruling_in_the_code_is_listed_once_per_file() -> None:
    in_code = Counter(
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "arkham").rglob("*.py"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if "RULE:" in line
    )
    listed = Counter(
        re.match(r"- `([^`]+)`", line).group(1)  # type: ignore[union-attr]
        for line in (ROOT / "docs" / "RULINGS.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("- `")
    )
    assert listed == in_code
    total = sum(in_code.values())
    assert f"every one of them ({total})" in (ROOT / "docs" / "RULINGS.md").read_text()
