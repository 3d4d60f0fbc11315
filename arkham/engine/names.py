"""The engine's named points and outcomes, in one place: phases, ability windows, rule hooks and
the causes a game ends (or the Ancient One wakes) for.

Each is a ``StrEnum``, so a member equals its readable value (``Window.UPKEEP == "upkeep"``),
saves and events keep plain strings, and registering an ability for a window, or a hook for a
rule point, that is not listed here is an error.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where the turn stands (``state.phase``)."""

    SETUP = "setup"
    """Before the first turn: investigators placed, sliders set, the first mythos card."""
    UPKEEP = "upkeep"
    """Refresh, upkeep rolls and abilities, sliders within Focus."""
    MOVEMENT = "movement"
    """Move in a town, or from one Other World area to the next."""
    ARKHAM = "arkham"
    """Encounters in town: location cards, location actions, gates to close or enter."""
    OTHER_WORLDS = "other-worlds"
    """Encounters in Other Worlds."""
    MYTHOS = "mythos"
    """A mythos card: gate, clue, monster movement, its effect."""
    FINAL_BATTLE = "final-battle"
    """The Ancient One is awake: rounds of attacks until it is driven back or all are devoured."""
    OVER = "over"
    """The game has ended (``state.outcome`` says how)."""


class Window(StrEnum):
    """Rule points where investigators are asked whether to use an ability (``windows.py``).
    Only holders of a usable ability are asked."""

    UPKEEP = "upkeep"
    """During Upkeep (and before each final-battle round): refresh-time abilities."""
    MOVEMENT = "movement"
    """Among the movement choices: tomes to read, trades, abilities that replace moving."""
    OTHER_WORLD_MOVEMENT = "other-world-movement"
    """Before moving on in an Other World."""
    AT_GATE = "at-gate"
    """At an open gate in town, before closing or sealing it."""
    BEFORE_DRAW = "before-draw"
    """Before a card is drawn from a deck (draw from the bottom instead…)."""
    ENCOUNTER_CARD = "encounter-card"
    """The encounter card just drawn, before it is read (draw another instead…)."""
    AFTER_ROLL = "after-roll"
    """A check's dice have been rolled: re-roll abilities (the roller, then anyone who can)."""
    BEFORE_LOSS = "before-loss"
    """Sanity or Stamina is about to be lost: reduce the loss."""
    BEFORE_LOST = "before-lost"
    """About to be lost in time and space: go somewhere else instead."""
    BEFORE_EVADE = "before-evade"
    """Before an Evade (or Flee) check: pass it without rolling."""
    COMBAT_ROUND = "combat-round"
    """Before a combat round: spells and abilities that decide the round."""
    COMBAT_FAILED = "combat-failed"
    """A combat round was failed: abilities that cancel its damage."""
    ANCIENT_ONE_ATTACK = "ancient-one-attack"
    """The Ancient One attacks: abilities that cancel the attack."""
    BEFORE_ARREST = "before-arrest"
    """An investigator is about to be arrested (the arrested first, then anyone): abilities
    that keep it from happening (ctx ``prevented_by``)."""
    CLOSING_GATE = "closing-gate"
    """A gate is being closed, before its monsters go back: abilities that choose which
    monsters go (ctx ``location``, ``symbol``)."""
    BEFORE_MYTHOS = "before-mythos"
    """The Mythos phase has begun and its card is not drawn yet (each investigator in turn):
    abilities of that moment (calling monsters over)."""
    MONSTERS_MOVED = "monsters-moved"
    """The monsters have moved (each investigator in turn): abilities that move with them
    (ctx ``white``, ``black``: the dimensions that moved on each arrow)."""


class Hook(StrEnum):
    """Rule points where content runs an effect without asking anyone (``windows.hook``)."""

    UPKEEP_START = "upkeep-start"
    """(game, investigator) — the start of an investigator's Upkeep."""
    START_OF_MYTHOS = "start-of-mythos"
    """(game) — the start of the Mythos phase, before its card is drawn."""
    UPKEEP_PHASE = "upkeep-phase"
    """(game) — the Upkeep phase begins, before any investigator's Upkeep."""
    END_OF_MYTHOS = "end-of-mythos"
    """(game) — the end of the Mythos phase."""
    END_OF_MOVEMENT = "end-of-movement"
    """(game, investigator) — an investigator in town has finished moving (a move cut short,
    or standing up when delayed, is not one)."""
    TERROR_RAISED = "terror-raised"
    """(game) — the terror level was raised (at 10, a rise that became a doom token counts)."""
    MONSTER_DEFEATED = "monster-defeated"
    """(game, investigator, marker) — a monster was defeated in combat."""
    COMBAT_ENDED = "combat-ended"
    """(game, investigator, marker) — a combat ended, however it ended."""
    RETURNED = "returned-from-other-world"
    """(game, investigator) — an investigator came back from an Other World through a gate."""
    LOST = "lost-in-time-and-space"
    """(game, investigator) — an investigator was lost in time and space."""
    CARD_GAINED = "card-gained"
    """(game, investigator, handle) — an investigator gained a card."""
    INVESTIGATOR_JOINED = "investigator-joined"
    """(game, investigator) — a replacement investigator joined the game."""
    MONSTER_IN_VORTEX = "monster-in-vortex"
    """(game, marker) — a monster entered a vortex and went back to the cup."""
    ANCIENT_ONE_AWAKENS = "ancient-one-awakens"
    """(game) — the Ancient One awoke, before the final battle's first round."""
    DOOM_ADDED = "doom-added"
    """(game) — doom tokens went onto the Ancient One's track (and it is not full)."""
    GATE_PREVENTED = "gate-prevented"
    """(game, location) — a gate would have opened and was prevented (an elder sign, an
    ability that keeps gates away)."""
    GATE_OPENED = "gate-opened"
    """(game, location) — a gate opened (from a mythos card, an encounter or a gate burst)."""
    LOCATION_ENCOUNTER_ENDED = "location-encounter-ended"
    """(game, investigator, location) — an investigator finished an encounter at a location."""
    GAME_STARTED = "game-started"
    """(game) — the game has begun: right after its opening line, before anything is set up
    (an expansion's setup options announce themselves here)."""
    GAME_SET_UP = "game-set-up"
    """(game) — setup is done (starting cards drawn, sliders set), before the first mythos
    card."""
    GATE_CLOSED = "gate-closed"
    """(game, investigator, location, sealed) — an investigator closed (or sealed) a gate and
    took its trophy, before the victory is checked."""
    KNOCKED_OUT = "knocked-out"
    """(game, investigator, how) — an investigator was knocked out (``how``: 'insane' or
    'unconscious'), the losses taken and the stat back at 1, before being moved away."""
    ARRESTED = "arrested"
    """(game, investigator) — an investigator was arrested and is in the cell."""
    CLUES_GAINED = "clues-gained"
    """(game, investigator, n) — an investigator gained ``n`` Clue tokens at once (``gain``, or
    picked up where his movement ended)."""
    MOVEMENT_SPENT = "movement-spent"
    """(game, investigator, points) — an investigator in town has stopped moving, having spent
    ``points`` movement points on moving (steps and train rides; not tomes or abilities)."""
    MONSTER_DRAWN = "monster-drawn"
    """(game, marker) — a monster was drawn from the cup to appear (before it is placed): a
    rule may set it aside (it is then no longer in the cup, and another is drawn)."""
    ANCIENT_ONE_RISES = "ancient-one-rises"
    """(game) — in the final battle, the Ancient One's last doom token came off but the rule
    'ancient-one-lives' gave it another life: its track is full again (the rule's owner counts
    the lives used here)."""
    TRACK_FILLED = "track-filled"
    """(game, track) — an expansion's track filled and its rule has run (it did not end the
    game)."""


class EndCause(StrEnum):
    """Why the Ancient One awoke, or why the game ended (``GameEnds.cause``,
    ``state.outcome.cause``). ``sentence`` completes "…:" in the log."""

    sentence: str

    def __new__(cls, value: str, sentence: str) -> EndCause:
        member = str.__new__(cls, value)
        member._value_ = value
        member.sentence = sentence
        return member

    DOOM_TRACK_FULL = "doom-track-full", "the doom track is full"
    """Awakening: the last doom token went on the track."""
    TOO_MANY_GATES = "too-many-gates", "too many gates stand open"
    """Awakening: more gates open at once than the player count allows."""
    NO_GATES_LEFT = "no-gates-left", "no gate markers are left"
    """Awakening: a gate should open and no gate marker is left."""
    NO_MONSTERS_LEFT = "no-monsters-left", "no monsters are left in the cup"
    """Awakening: a monster should appear and the cup is empty."""
    ARKHAM_OVERRUN = "arkham-overrun", "Arkham is overrun"
    """Awakening: terror at 10 and twice the monster limit in town."""
    TRACK_FULL = "track-full", "a track is full"
    """Awakening: an expansion's track filled (``GameEnds.track`` names it; its data says how
    the log tells it)."""
    OMENS = "omens", "the omens are fulfilled"
    """Awakening: a mythos card woke it at once (terror or doom near their end)."""
    SIX_SEALS = "six-seals", "six gates are sealed"
    """Victory: six elder signs on the board."""
    GATES_CLOSED = "gates-closed", "every gate is closed"
    """Victory: no gate open, and as many gate trophies as players."""
    ANCIENT_ONE_DEFEATED = "ancient-one-defeated", "the Ancient One is driven back"
    """Victory: the final battle was won."""
    ANCIENT_ONE_AWAKENED = "ancient-one-awakened", "the Ancient One wakes and the world ends"
    """Defeat: an Ancient One that cannot be fought woke up."""
    ALL_DEVOURED = "all-devoured", "every investigator is devoured"
    """Defeat: no investigator is left."""
