"""Record the golden base-game saves of ``tests/persistence/golden/`` (run by hand, rarely).

Each save is a bot game stopped at a chosen point — mid-combat, mid-final-battle, after a given
number of turns, or at its end — written in the save format of the version that recorded it,
with a checkpoint digest at the start of every turn. ``manifest.json`` adds the digest of the
state after the last choice. ``test_golden_saves.py`` replays each file with today's code and
holds it to those digests, so a change that alters how the base game plays (or what its state
looks like) cannot pass unnoticed.

    python tests/persistence/record_golden.py tests/persistence/golden

Record them again only when a change is meant to alter how the base game plays (a rules fix),
and say so in the commit. A save's replay is the rules' version: each entry of the manifest keeps
the version that recorded it, and a save whose replay changed is recorded again only under a new
``arkham.__version__`` with its section in ``CHANGELOG.md`` (:func:`refusal`), so that a player's
old save is known by its version, never called damaged.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from arkham import __version__
from arkham.ai.bot import choose
from arkham.engine.game import Game, Setup
from arkham.persistence import Recorder, save_of, write_atomic

# name: (players, seed, where to stop)
CASES: dict[str, tuple[int, str, str]] = {
    "p1-turn6": (1, "golden-1", "turn:6"),
    "p2-combat": (2, "golden-2", "combat"),
    "p3-final-battle": (3, "golden-3", "final-battle"),
    "p4-end": (4, "golden-4", "end"),
    "p4-combat": (4, "golden-4b", "combat:3"),
    "p5-turn4": (5, "golden-5", "turn:4"),
    "p6-final-battle": (6, "golden-6c", "final-battle"),
    "p7-combat": (7, "golden-7", "combat:2"),
    "p8-end": (8, "golden-8", "end"),
    "p2-final-battle": (2, "golden-2b", "final-battle"),
    "p1-end": (1, "golden-1b", "end"),
}


def _stop_here(game: Game, where: str, combats_seen: int) -> bool:
    decision = game.pending()
    if decision is None:
        return True
    kind, _, arg = where.partition(":")
    if kind == "turn":
        return game.state.turn >= int(arg)
    if kind == "combat":
        return decision.kind == "combat" and combats_seen >= int(arg or 1) and game.state.turn >= 2
    if kind == "final-battle":
        battle = game.state.final_battle
        return battle is not None and battle.round >= 2 and decision.kind != "sliders"
    return False


def refusal(old: dict[str, dict], new: dict[str, dict], version: str) -> str | None:
    """Why the new manifest may not replace the old one: a save whose replay changed (another
    digest after the same choices) still under the version that recorded the old one."""
    changed = [
        name
        for name, entry in new.items()
        if name in old
        and old[name]["version"] == version
        and (old[name]["digest"], old[name]["decisions"]) != (entry["digest"], entry["decisions"])
    ]
    if not changed:
        return None
    return (
        f"the replay of {', '.join(sorted(changed))} changed under version {version}: raise "
        "__version__ in arkham/__init__.py and describe the change in CHANGELOG.md first"
    )


def record(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    old_path = folder / "manifest.json"
    old = json.loads(old_path.read_text()) if old_path.exists() else {}
    manifest = {}
    saves = {}
    for name, (players, seed, where) in CASES.items():
        setup = Setup.of(["random"] * players, "random")
        game = Game.new(setup, seed)
        recorder = Recorder(game, {0: game.digest()})
        combats = 0
        while not _stop_here(game, where, combats):
            if game.pending().kind == "combat":
                combats += 1
            recorder.after_choice(game.choose(choose(game)))
        saves[name] = save_of(game, recorder.checkpoints)
        pending = game.pending()
        manifest[name] = {
            "decisions": len(game.choices),
            "digest": game.digest(),
            "phase": game.state.phase,
            "pending": None if pending is None else pending.kind,
            "version": __version__,
        }
        print(name, manifest[name])
    why = refusal(old, manifest, __version__)
    if why is not None:
        sys.exit(f"not recorded: {why}")
    for name, save in saves.items():
        write_atomic(folder / f"{name}.json", save.model_dump_json(indent=1).encode(), backups=0)
    old_path.write_text(json.dumps(manifest, indent=1) + "\n")


if __name__ == "__main__":
    record(Path(sys.argv[1]))
