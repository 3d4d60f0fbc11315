"""Every persistence test gets its own ARKHAM_HOME: the player's real files are never touched."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    root = tmp_path / "home"
    monkeypatch.setenv("ARKHAM_HOME", str(root))
    return root
