"""Frozen records of what happened, for the game log (``text.py``) and the UI's animations.

Every event has a ``kind`` and carries who, what, how much, and from where to where.
"""

from __future__ import annotations

from dataclasses import dataclass, field

_set = object.__setattr__
"""How a frozen record sets its fields in ``__init__``."""


@dataclass(frozen=True, slots=True, init=False)
class Event:
    kind: str
    investigator: str | None = None
    data: dict[str, object] = field(default_factory=dict)

    def __init__(
        self, kind: str, investigator: str | None = None, data: dict[str, object] | None = None
    ) -> None:
        # Written out: the generated one looks object.__setattr__ up for each field of each
        # event (a game emits thousands).
        _set(self, "kind", kind)
        _set(self, "investigator", investigator)
        _set(self, "data", {} if data is None else data)

    def __getitem__(self, key: str) -> object:
        return self.data[key]


# The kinds, with the keys their ``data`` carries.
KINDS: dict[str, tuple[str, ...]] = {
    "game-started": ("ancient_one", "players", "gate_limit", "seals_to_win"),
    "turn-started": ("turn", "first_player"),
    "phase-started": ("phase",),
    "first-player": ("seat",),
    "moved": ("frm", "to"),
    "delayed": (),
    "stood-up": (),
    "lost-in-time-and-space": (),
    "arrested": ("money_lost",),
    "arrest-prevented": (),
    "arrest-averted": ("by",),
    "stat-changed": ("stat", "delta", "value"),
    "sliders-set": ("sliders",),
    "dice-rolled": ("purpose", "dice", "successes", "needed", "threshold"),
    "check-result": ("purpose", "passed", "successes", "needed"),
    "card-gained": ("card", "deck"),
    "card-lost": ("card",),
    "card-exhausted": ("card",),
    "card-drawn": ("deck", "card"),
    "encounter": ("card", "location", "title", "prose", "rules"),
    "encounter-cancelled": ("card", "location"),
    "monster-appeared": ("monster", "at"),
    "monster-moved": ("monster", "frm", "to"),
    "monster-returned": ("monster", "frm", "to"),
    "monster-on-card": ("monster", "card"),
    "monster-defeated": ("monster", "trophy"),
    "evaded": ("monster",),
    "combat-started": ("monster",),
    "combat-ended": ("monster", "result"),
    "gate-opened": ("at", "gate", "world"),
    "gate-closed": ("at", "gate", "sealed"),
    "monster-surge": ("at", "count"),
    "clue-placed": ("at",),
    "clues-discarded": ("at", "count"),
    "doom-changed": ("delta", "value"),
    "terror-changed": ("delta", "value"),
    "track-changed": ("track", "delta", "value"),
    "outskirts-cleared": ("count",),
    "mythos": ("card", "title", "type"),
    "mythos-gate-only": ("card", "title"),
    "environment": ("card",),
    "rumor": ("card",),
    "marker-placed": ("marker", "at"),
    "marker-removed": ("marker", "at"),
    "shop-closed": ("at",),
    "ally-removed": ("card",),
    "knocked-out": ("how", "to"),
    "devoured": (),
    "investigator-joined": ("replaces",),
    "ancient-one-awakens": ("cause",),
    "final-battle-round": ("round", "combat_rating", "successes_per_token"),
    "ancient-one-attacks": (),
    "doom-token-removed": ("left",),
    "game-over": ("won", "cause", "score"),
    "traded": ("to", "card", "money"),
    "rumor-progress": ("card", "value", "end"),
    "rumor-passed": ("card",),
    "rumor-failed": ("card",),
    "trophies-spent": ("monsters", "gates"),
    "gate-prevented": ("at",),
    "gate-burst": ("at",),
    "martial-law": (),
    "jail-break": ("freed",),
    "look-drawn": ("cards", "look"),
    "herald": ("herald",),
    "herald-effect": ("herald", "effect", "detail"),
    "story-drawn": ("story", "title", "goal", "threat"),
    "story-progress": ("story", "side", "value", "count"),
    "story-passed": ("story", "title", "outcome"),
    "story-failed": ("story", "title", "outcome"),
    "mythos-ignored": ("card", "title"),
    "monster-on-sheet": ("monster",),
    "being-placated": ("monster",),
    "ancient-one-clue": ("clues", "beings"),
    "ancient-one-rises": ("doom",),
    "dust-drawn": ("card", "title"),
    "visage-turned": ("face",),
    "visages-shuffled": (),
    "movement-spent": ("points",),
    "successes-owed": ("drained", "pool"),
    "zhar-token": (),
}
