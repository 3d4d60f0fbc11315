"""The steady bot's modules compiled with mypyc: the same Python source built into C extensions
where a C compiler is at hand, and used only while they match that source exactly.

``make`` builds them (:func:`build`) under ``.native/`` beside the package, never in the source
tree, where an extension would shadow every later edit of its ``.py``. The build's manifest
records the digest of each source, the interpreter's extension suffix and the runtime module the
extensions share. On import, ``arkham.ai`` calls :func:`enable`, which puts the build first on
the package's path only when every digest and the suffix match and that runtime loads. Anything
else — no build, a stale or broken one, ``ARKHAM_PURE_AI`` set, an installed or frozen copy with
no ``.native`` beside it — leaves the plain modules in use, which play exactly the same games
(``tests/ai/test_native.py``): the bundle ships those. Compiled, a 4-player bot game takes about
14 % less time (``make bench`` says which ran).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import MutableSequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The folder that holds the ``arkham`` package (the checkout, in a development install)."""
NATIVE_DIR = ROOT / ".native"
MODULES = ("arkham/ai/odds.py", "arkham/ai/view.py", "arkham/ai/plan.py", "arkham/ai/bot.py")
"""The modules compiled: where a bot game spends its AI time (the rules stay plain Python)."""
MYPY_FLAGS = ("--ignore-missing-imports", "--follow-imports=silent")
"""The compiled modules are type-checked; what they import is only read for its types."""
PURE_ENV = "ARKHAM_PURE_AI"
"""Set (to anything) in the environment, the plain modules are used whatever is built."""
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ""

_enabled = False


def digests(root: Path = ROOT) -> dict[str, str]:
    """Each compiled module's source → the SHA-256 of its bytes."""
    return {name: hashlib.sha256((root / name).read_bytes()).hexdigest() for name in MODULES}


def enable(
    package_path: MutableSequence[str], native_dir: Path = NATIVE_DIR, root: Path = ROOT
) -> bool:
    """Put the compiled modules first on ``package_path`` (``arkham.ai.__path__``) if
    ``native_dir`` holds a build of exactly the sources under ``root`` for this interpreter;
    whether it did. Never raises: anything amiss leaves the plain modules in use."""
    global _enabled
    if os.environ.get(PURE_ENV):
        return False
    try:
        manifest = json.loads((native_dir / "manifest.json").read_text(encoding="utf-8"))
        current = digests(root)
    except (OSError, ValueError):
        return False
    if not isinstance(manifest, dict):
        return False
    if manifest.get("suffix") != SUFFIX or manifest.get("sources") != current:
        return False
    runtime = manifest.get("runtime")
    if not isinstance(runtime, str):
        return False
    # The compiled modules share a runtime module of their own, imported by its top-level
    # name: loading it first proves the build loads here (a broken file, another C library).
    added = str(native_dir) not in sys.path
    if added:
        sys.path.append(str(native_dir))
    try:
        importlib.import_module(runtime)
    except (ImportError, OSError):
        if added:
            sys.path.remove(str(native_dir))
        return False
    package_path.insert(0, str(native_dir / "arkham" / "ai"))
    _enabled = True
    return True


def compiled() -> bool:
    """Whether the compiled modules are the ones in use in this process."""
    return _enabled


def build(root: Path = ROOT, out: Path | None = None) -> bool:
    """Compile :data:`MODULES` into ``out`` (``root/.native``) with their manifest; whether it
    worked. Needs mypy (mypyc) and a C compiler; without them it says why and leaves ``out``
    as it was."""
    out = root / ".native" if out is None else out
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as exc:
        print(f"the AI stays plain Python (no mypyc to compile it: {exc})")
        return False
    sources = digests(root)
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="arkham-native-") as tmp:
        staging = Path(tmp) / "lib"
        os.chdir(root)  # mypyc names the modules by their paths from here
        try:
            extensions = mypycify([*MYPY_FLAGS, *MODULES], target_dir=str(Path(tmp) / "c"))
            setup(
                name="arkham-native-ai",
                packages=[],
                py_modules=[],
                ext_modules=extensions,
                script_args=[
                    "--quiet",
                    "build_ext",
                    "--build-lib",
                    str(staging),
                    "--build-temp",
                    str(Path(tmp) / "temp"),
                ],
            )
        except (Exception, SystemExit) as exc:
            print(f"the AI stays plain Python (compiling it failed: {exc})")
            return False
        finally:
            os.chdir(here)
        runtimes = sorted(f.name.removesuffix(SUFFIX) for f in staging.glob(f"*__mypyc{SUFFIX}"))
        if len(runtimes) != 1:
            print(f"the AI stays plain Python (the build made runtimes {runtimes})")
            return False
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(staging, out)
    manifest = {"suffix": SUFFIX, "sources": sources, "runtime": runtimes[0]}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    print(f"compiled the AI's {len(MODULES)} hot modules into {out}")
    return True
