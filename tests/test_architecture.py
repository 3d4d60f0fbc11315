"""The engine stays pure: no pygame, no I/O modules, no ``random`` outside ``rng.py``."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "arkham" / "engine"
FORBIDDEN = {"pygame", "os", "time", "datetime", "socket", "subprocess", "io", "pathlib"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engine_imports_no_pygame_and_no_io() -> None:
    for path in sorted(ENGINE.glob("*.py")):
        bad = _imports(path) & FORBIDDEN
        assert not bad, f"{path.name} imports {sorted(bad)}"


def test_random_is_imported_only_by_rng() -> None:
    users = [p.name for p in sorted(ENGINE.glob("*.py")) if "random" in _imports(p)]
    assert users == ["rng.py"]


def test_importing_the_engine_and_content_loads_no_pygame() -> None:
    code = (
        "import sys, arkham.engine, arkham.content, arkham.ai.bot;"
        "sys.exit(1 if 'pygame' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_content_uses_no_randomness_of_its_own() -> None:
    content = ENGINE.parent / "content"
    for path in sorted(content.rglob("*.py")):
        assert "random" not in _imports(path), path


# ---------------------------------------------------------------- no place names in the rules

ROOT = ENGINE.parent
DATA = ROOT.parent / "data"
NO_PLACE_NAMES = ("engine", "ai", "ui")
"""Folders whose code asks for places by role or flag (``role(Role.JAIL, town)``,
``in_town(area)``, ``aquatic(area)``), never by id; content may name its own locations."""
NOT_A_PLACE = {
    ("ai/tally.py", "lost"): "a tally's name in ``arkham sim --json``",
    ("ai/sim.py", "lost"): "the same tally's column in the locations table",
}
"""Strings that happen to equal an area id but name something else, with the reason."""


def area_ids() -> set[str]:
    """Every area id of every board file shipped (base and expansions)."""
    import json

    ids: set[str] = set()
    for path in DATA.rglob("boards/*.json"):
        ids |= {area["id"] for area in json.loads(path.read_text(encoding="utf-8"))["areas"]}
    return ids


def place_names_in(path: Path, ids: set[str]) -> list[str]:
    """Every string constant in the file that equals an area id (docstrings aside)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and node.value in ids
            and id(node) not in docstrings
        ):
            found.append(f"{node.value!r} at line {node.lineno}")
    return found


def test_the_rules_the_bots_and_the_screen_name_no_area() -> None:
    ids = area_ids()
    assert {"jail", "asylum", "sky", "lost", "rivertown-streets"} <= ids
    offenders = []
    for folder in NO_PLACE_NAMES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            allowed = {name for (file, name) in NOT_A_PLACE if file == rel}
            names = [
                n for n in place_names_in(path, ids) if n.split(" ")[0].strip("'") not in allowed
            ]
            offenders += [f"{rel}: {n}" for n in names]
    assert offenders == [], "\n".join(offenders)


def test_the_place_name_check_catches_a_literal(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Docstring naming the asylum."""\nJAIL = "jail"\nx = f"move:{JAIL}"\n')
    assert place_names_in(sample, {"jail", "asylum"}) == ["'jail' at line 2"]
