"""User settings: UI scale, fullscreen, animation speed, hot-seat hand-over screens.

Stored as JSON in the platform's user config folder; unknown or bad values fall back to the
defaults so an old or damaged file never stops the game from starting.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}


@dataclass
class Settings:
    ui_scale: float = 1.0
    fullscreen: bool = False
    animation_speed: str = "normal"
    pass_screens: bool = True
    path: Path | None = field(default=None, repr=False, compare=False)

    @property
    def anim_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @classmethod
    def default_path(cls) -> Path:
        from platformdirs import user_config_dir

        return Path(user_config_dir("ArkhamHorror", appauthor=False)) / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or cls.default_path()
        s = cls(path=path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return s
        if not isinstance(raw, dict):
            return s
        if isinstance(raw.get("ui_scale"), int | float) and 0.7 <= raw["ui_scale"] <= 1.6:
            s.ui_scale = float(raw["ui_scale"])
        if isinstance(raw.get("fullscreen"), bool):
            s.fullscreen = raw["fullscreen"]
        if raw.get("animation_speed") in ANIMATION_SPEEDS:
            s.animation_speed = raw["animation_speed"]
        if isinstance(raw.get("pass_screens"), bool):
            s.pass_screens = raw["pass_screens"]
        return s

    def save(self) -> None:
        """Write atomically; a settings file that cannot be written is not worth a crash."""
        if self.path is None:
            return
        data = {k: v for k, v in asdict(self).items() if k != "path"}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:
            pass
