"""Opening a folder in the platform's file manager, and the log file."""

from __future__ import annotations

import logging
import logging.handlers
import os
import subprocess
import sys
from pathlib import Path


def open_folder(folder: Path) -> str | None:
    """Open ``folder`` (created if missing) in the file manager: ``os.startfile`` on Windows,
    ``open`` on macOS, ``xdg-open`` elsewhere. Returns None, or a one-line reason it failed;
    never raises."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"The folder cannot be created ({exc.strerror or exc})."
    tool = {"win32": "the shell", "darwin": "open"}.get(sys.platform, "xdg-open")
    try:
        if sys.platform == "win32":
            os.startfile(folder)  # type: ignore[attr-defined]
            return None
        subprocess.Popen(
            [tool, str(folder)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except FileNotFoundError:
        return f"There is no file manager to open it with ({tool} was not found)."
    except OSError as exc:
        return f"The file manager could not be started ({exc.strerror or exc})."
    return None


class QuietFileHandler(logging.handlers.RotatingFileHandler):
    """The log file, which never prints a traceback of its own failure (a full disk, a folder
    gone read-only): the record is dropped and the game goes on."""

    def handleError(self, record: logging.LogRecord) -> None:
        """Drop the record quietly."""


def setup_logging(folder: Path) -> Path | None:
    """Log warnings and errors to ``arkham.log`` in the user log dir (1 MB, 3 old files kept).
    Returns the file, or None when the folder cannot be written (the game runs without)."""
    path = folder / "arkham.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = QuietFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("arkham")
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    return path
