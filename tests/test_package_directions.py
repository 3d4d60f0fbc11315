"""Which way the packages of ``arkham`` may import each other, read from the source with
:mod:`ast` (every import counts: under ``if TYPE_CHECKING:``, inside functions, a name imported
from a package).

The layers, bottom up: the engine (the rules, pure), the card-writing kit, the base game's
content and each expansion (which never import each other), the AI, the saves, the network
(which plays on the engine and never reaches the screen), the screen.
An expansion's bot errands (``bots.py``) teach the AI, so an expansion may import the AI; the
AI learns an expansion's errands only through what the expansion registers."""

from __future__ import annotations

import ast
from pathlib import Path

import arkham

ROOT = Path(arkham.__file__).parent

NEVER: dict[str, tuple[str, ...]] = {
    "arkham.engine": (
        "arkham.kit",
        "arkham.content",
        "arkham.expansions",
        "arkham.ai",
        "arkham.persistence",
        "arkham.ui",
        "arkham.net",
    ),
    "arkham.kit": ("arkham.content", "arkham.expansions", "arkham.ai", "arkham.ui", "arkham.net"),
    "arkham.content": (
        "arkham.expansions",
        "arkham.ai",
        "arkham.persistence",
        "arkham.ui",
        "arkham.net",
    ),
    "arkham.expansions": ("arkham.content", "arkham.persistence", "arkham.ui", "arkham.net"),
    "arkham.ai": ("arkham.content", "arkham.expansions", "arkham.ui", "arkham.net"),
    "arkham.persistence": ("arkham.ai", "arkham.ui", "arkham.net"),
    "arkham.net": ("arkham.ui", "arkham.content", "arkham.expansions"),
}
"""Package → the packages nothing in it may import."""


def imported(path: Path, module: str) -> set[str]:
    """The dotted names ``path`` (the module ``module``) imports, relative imports resolved."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, *([node.module] if node.module else [])])
            names |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return names


def modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _inside(name: str, package: str) -> bool:
    return name == package or name.startswith(f"{package}.")


def wrong_way(found: dict[str, Path]) -> list[str]:
    out = []
    for module, path in sorted(found.items()):
        for layer, banned in NEVER.items():
            if not _inside(module, layer):
                continue
            for name in sorted(imported(path, module)):
                out += [f"{module} imports {name}" for b in banned if _inside(name, b)]
    return out


def test_every_import_goes_the_allowed_way() -> None:
    found = modules()
    assert len(found) > 100 and "arkham.kit.mythos" in found
    assert wrong_way(found) == []


def test_a_wrong_way_import_is_seen_in_a_function_and_under_type_checking(tmp_path: Path) -> None:
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from arkham.ui.session import GameSession\n"
        "def late():\n"
        "    from ..content import items\n",
        encoding="utf-8",
    )
    assert wrong_way({"arkham.engine.sneaky": sneaky}) == [
        "arkham.engine.sneaky imports arkham.content",
        "arkham.engine.sneaky imports arkham.content.items",
        "arkham.engine.sneaky imports arkham.ui.session",
        "arkham.engine.sneaky imports arkham.ui.session.GameSession",
    ]


# ---------------------------------------------------------------- the engine's own modules


def _runtime_engine_imports(path: Path) -> tuple[set[str], list[int]]:
    """The engine modules ``path`` imports when it runs (not those under ``if TYPE_CHECKING:``),
    and the lines of any it imports inside a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for n in ast.walk(node)
    }
    in_functions = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        for n in ast.walk(node)
    }
    found: set[str] = set()
    late: list[int] = []
    for node in ast.walk(tree):
        if id(node) in typing_only or not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        names = imported_names(node)
        engine = {n.split(".")[2] for n in names if n.startswith("arkham.engine.")}
        found |= engine
        if engine and id(node) in in_functions:
            late.append(node.lineno)
    return found, late


def imported_names(node: ast.Import | ast.ImportFrom) -> set[str]:
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    return {base, *(f"{base}.{alias.name}" for alias in node.names)}


def test_the_engine_imports_its_own_modules_at_the_top_and_on_no_circle() -> None:
    """Each engine module imports the ones below it at the top of the file, so the order of
    the layers is plain to read and no import waits inside a function for a circle to close."""
    engine = {p.stem: p for p in (ROOT / "engine").glob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    late = {}
    for name, path in engine.items():
        found, lines = _runtime_engine_imports(path)
        graph[name] = (found & set(engine)) - {name}
        if lines:
            late[name] = lines
    assert late == {}
    order: list[str] = []
    state: dict[str, str] = {}

    def visit(name: str, trail: tuple[str, ...]) -> None:
        if state.get(name) == "done":
            return
        assert state.get(name) != "open", f"import circle: {' -> '.join((*trail, name))}"
        state[name] = "open"
        for below in sorted(graph[name]):
            visit(below, (*trail, name))
        state[name] = "done"
        order.append(name)

    for name in sorted(graph):
        visit(name, ())
    assert order.index("core") < order.index("effects") < order.index("board")
    assert order.index("board") < order.index("combat") < order.index("flow")
