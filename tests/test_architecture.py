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
