"""Find the read-only ``data/`` and ``assets/`` folders from a checkout, a wheel or a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen_root:
        candidates.append(Path(frozen_root) / name)
    candidates += [_PACKAGE.parent / name, _PACKAGE / f"_{name}"]
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(f"cannot find the {name!r} folder (looked in {candidates})")


def data_dir() -> Path:
    """The folder of JSON facts."""
    return _find("data")


def assets_dir() -> Path:
    """The folder of fonts, images and icons."""
    return _find("assets")
