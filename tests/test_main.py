"""The entry point: it survives a windowed bundle with no console, and tells its version."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from arkham.__main__ import guard_streams


def test_no_console_sends_output_to_a_log_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARKHAM_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    guard_streams()
    print("hello from a windowed bundle")
    sys.stderr.write("and its errors\n")
    sys.stdout.flush()
    text = (tmp_path / "logs" / "last-run.log").read_text(encoding="utf-8")
    assert "hello from a windowed bundle" in text and "and its errors" in text
    import faulthandler

    faulthandler.disable()
    sys.stdout.close()


def test_with_a_console_nothing_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    out, err = sys.stdout, sys.stderr
    guard_streams()
    assert (sys.stdout, sys.stderr) == (out, err)


def test_the_version_is_asked_for_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    from arkham import __version__
    from arkham.__main__ import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"arkham {__version__}"
