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


def place_names_in(path: Path, ids: set[str], keyed: bool = False) -> list[str]:
    """Every string constant in the file that equals one of ``ids`` (docstrings aside); with
    ``keyed``, one that starts with one of them and ``:`` too."""
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
            and id(node) not in docstrings
            and (
                node.value in ids
                or (keyed and node.value.partition(":")[0] in ids and ":" in node.value)
            )
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


# ---------------------------------------------------------------- what an expansion owns

EXPANSIONS = ROOT / "expansions"
MARK_CALLS = {"mark", "has_mark", "unmark"}


def expansion_event_kinds() -> set[str]:
    """The kinds of every event class an expansion declares."""
    import arkham.expansions.innsmouth  # noqa: F401 (declares its events)
    from arkham.engine.events import event_classes

    return {
        kind
        for kind, cls in event_classes().items()
        if cls.__module__.startswith("arkham.expansions.")
    }


def expansion_tracks_and_areas() -> set[str]:
    """The ids of every track and area in an expansion's data."""
    import json

    ids: set[str] = set()
    for path in (DATA / "expansions").rglob("tracks.json"):
        ids |= {t["id"] for t in json.loads(path.read_text(encoding="utf-8"))["tracks"]}
    for path in (DATA / "expansions").rglob("boards/*.json"):
        ids |= {a["id"] for a in json.loads(path.read_text(encoding="utf-8"))["areas"]}
    return ids


def _leading_text(node: ast.expr, constants: dict[str, str]) -> str | None:
    """The text a mark argument starts with: a literal, a module constant, or the literal head
    of an f-string (``f"zhar-token:{inv.id}"`` → ``zhar-token``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.JoinedStr) and node.values:
        return _leading_text(node.values[0], constants)
    return None


def expansion_marks() -> set[str]:
    """The marks an expansion keeps in ``state.marks``: what its ``mark``/``has_mark`` calls
    name (their text up to the first ``:`` or ``@``), and its towns' alert marks."""
    import json
    import re

    found: set[str] = set()
    for path in EXPANSIONS.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {
            t.id: node.value.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            for t in node.targets
            if isinstance(t, ast.Name)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                if name in MARK_CALLS:
                    named = [node.args[1] if len(node.args) > 1 else node.args[0]]
                    named += [k.value for k in node.keywords if k.arg == "replaces"]
                    for arg in named:
                        text = _leading_text(arg, constants)
                        if text:
                            found.add(re.split(r"[:@]", text)[0])
    for path in (DATA / "expansions").rglob("boards/*.json"):
        alert = json.loads(path.read_text(encoding="utf-8")).get("alert")
        if alert:
            found.add(alert["mark"])
    return {m for m in found if m}


def test_the_expansion_names_are_found() -> None:
    assert {"martial-law", "look-drawn", "jail-break", "herald-arrives"} <= expansion_event_kinds()
    assert {"deep-ones-rising", "feds-raid", "devil-reef"} <= expansion_tracks_and_areas()
    assert {"martial-law", "zhar-token", "visage-up", "charter"} <= expansion_marks()


def test_the_rules_the_bots_and_the_screen_name_nothing_an_expansion_declares() -> None:
    """What an expansion declares — its event kinds, tracks, marks and areas — is named only in
    its own package and data: the engine, the AI and the screen work from the events, the data
    and the registries."""
    names = expansion_event_kinds() | expansion_tracks_and_areas() | expansion_marks()
    offenders = []
    for folder in NO_PLACE_NAMES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for hit in place_names_in(path, names, keyed=True):
                offenders.append(f"{rel}: {hit}")
    assert offenders == [], "\n".join(offenders)


# ---------------------------------------------------------------- who registered what


def _functions(value: object, depth: int = 0) -> list:
    """The functions a registered value carries (itself, a pair's, a record's fields')."""
    import dataclasses

    if depth > 3 or isinstance(value, type):
        return []
    if callable(value) and hasattr(value, "__code__"):
        return [value]
    if isinstance(value, tuple | list):
        return [f for item in value for f in _functions(item, depth + 1)]
    if dataclasses.is_dataclass(value):
        return [
            f
            for fl in dataclasses.fields(value)
            for f in _functions(getattr(value, fl.name), depth + 1)
        ]
    return []


def _registries() -> list:
    import gc

    import arkham.ai.tally
    import arkham.content
    import arkham.expansions.innsmouth
    import arkham.expansions.innsmouth.bots  # noqa: F401
    import tests.fixtures.hamlet  # noqa: F401
    from arkham.engine.registry import Registry

    return [o for o in gc.get_objects() if isinstance(o, Registry)]


def test_every_registry_entry_belongs_to_the_package_that_defines_it() -> None:
    """Each entry's owner (``with registering(package)``) is the package its behaviour is
    written in: the functions it carries are that package's (or the shared ones of the engine
    and of the card-writing kit, whose own entries the kit owns)."""
    from arkham.engine.registry import belongs

    registries = _registries()
    assert len(registries) >= 20
    wrong = []
    checked = 0
    for reg in registries:
        for owner, key, value in reg.entries():
            modules = {f.__module__ for f in _functions(value)}
            if owner == "arkham.kit":
                checked += 1
                if not all(m.startswith("arkham.kit") for m in modules):
                    wrong.append(f"{reg.what} {key or value!r}: the kit's, written in {modules}")
                continue
            own = {m for m in modules if not m.startswith(("arkham.engine", "arkham.kit"))}
            checked += bool(own)
            if not all(belongs(m, [owner]) for m in own):
                wrong.append(f"{reg.what} {key or value!r}: owner {owner}, written in {own}")
    assert checked > 500
    assert wrong == [], "\n".join(wrong)


def test_an_expansions_location_action_stays_out_of_the_base_game() -> None:
    from arkham.engine.encounters import LOCATION_ACTIONS
    from arkham.engine.rules import ruleset

    assert LOCATION_ACTIONS.owner("grocery-search") == "arkham.expansions.innsmouth"
    assert "grocery-search" not in ruleset(()).location_actions
    assert "grocery-search" in ruleset(("innsmouth",)).location_actions


def test_registering_needs_an_owner() -> None:
    import pytest

    from arkham.engine.registry import Registry, registering

    reg = Registry("test entry", keyed=True)
    with pytest.raises(RuntimeError, match="outside"):
        reg["x"] = 1
    with registering("tests.somewhere"):
        reg["x"] = 1
    assert reg.owner("x") == "tests.somewhere" and reg.listed(["tests"]) == [1]


def test_a_rulesets_order_does_not_hang_on_which_package_was_imported_first() -> None:
    """The base game's entries come before an expansion's, however the packages were imported:
    an expansion imported before the base content (as the AI may) changes no game."""
    import json
    import subprocess
    import sys

    script = (
        "import json, arkham.expansions.innsmouth\n"
        "from arkham.engine.rules import ruleset\n"
        "r = ruleset(('innsmouth',))\n"
        "print(json.dumps({w: [a.id for a in abilities] for w, abilities in r.abilities.items()}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    from arkham.engine.rules import ruleset

    here = {
        w: [a.id for a in abilities] for w, abilities in ruleset(("innsmouth",)).abilities.items()
    }
    assert json.loads(done.stdout) == here
    assert here["upkeep"].index("mythos:mythos-08") < here["upkeep"].index(
        "mythos:innsmouth-mythos-27"
    )
