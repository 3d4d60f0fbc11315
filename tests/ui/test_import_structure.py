"""How the modules of ``arkham/ui`` import each other, read from the source with :mod:`ast`: every
import counts, those under ``if TYPE_CHECKING:`` and those inside functions too.

The board's components (``arkham/ui/board/``) are given a
:class:`~arkham.ui.board.table.Table` — the session, the frame, ``submit``, ``redraw`` — and the
siblings they read, never the board scene: nothing there imports ``arkham.ui.scenes``, and no
board module lies on a circle of imports.

What remains circular is the application and its screens: the app opens the title, setup, board
and replay scenes, and every scene is given the app (``Scene.app``, typed against
:class:`~arkham.ui.app.App`) to push, pop and replace screens; scenes open one another (the title
opens the menu, the menu the setup, the setup goes back to the title; every scene may open a
card's view, itself a scene); and the gallery drives an app to paint its screenshots, which the
app's ``--gallery`` runs. That circle holds the app, the gallery and the scenes only — neither
the overlays (drawn from the table) nor the session.
"""

from __future__ import annotations

import ast
from pathlib import Path

import arkham.ui

UI = Path(arkham.ui.__file__).parent
BOARD = "arkham.ui.board."
SCENES = "arkham.ui.scenes"
LARGEST_CIRCLE = 13
"""The app, the gallery and the eleven scene modules but the overlays."""


def _modules() -> dict[str, Path]:
    out = {}
    for path in UI.rglob("*.py"):
        parts = path.relative_to(UI.parent.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _graph() -> dict[str, set[str]]:
    """Module → the ``arkham.ui`` modules it imports (a name imported from a package counts as
    its module when it is one, else as the package)."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                wanted = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                wanted = [f"{base}.{alias.name}" for alias in node.names] + [base]
            else:
                continue
            for target in wanted:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_graph_sees_imports_under_type_checking_and_in_functions() -> None:
    graph = _graph()
    assert "arkham.ui.board.table" in graph["arkham.ui.board.map"]  # under TYPE_CHECKING
    assert "arkham.ui.scenes.teammate" in graph["arkham.ui.scenes.board"]  # in a method


def test_no_board_component_imports_a_scene() -> None:
    graph = _graph()
    wrong = {
        name: sorted(t for t in targets if t.startswith(SCENES))
        for name, targets in graph.items()
        if name.startswith(BOARD)
    }
    assert not {name: targets for name, targets in wrong.items() if targets}


def test_no_board_module_lies_on_a_circle_of_imports() -> None:
    for circle in _circles(_graph()):
        assert not any(name.startswith(BOARD) for name in circle), sorted(circle)


def test_what_remains_circular_is_the_app_the_gallery_and_the_scenes() -> None:
    circles = _circles(_graph())
    allowed = {"arkham.ui.app", "arkham.ui.gallery"}
    for circle in circles:
        assert all(n in allowed or n.startswith(SCENES + ".") for n in circle), sorted(circle)
        assert "arkham.ui.scenes.overlays" not in circle
    assert max(map(len, circles), default=0) <= LARGEST_CIRCLE
