"""The "strong" AI level: determinised Monte-Carlo rollouts over forked games.

For the decisions that shape a game — where to move, fight or evade or flee, how to close a
gate, whether to seal, which gate to come back through, a location's action or an encounter —
each candidate choice is tried on copies of the game: the hidden state of each copy is
sampled afresh (the unseen decks and the gate stack dealt in a new order, the dice source
reseeded), the candidate is played, the steady bot (:mod:`arkham.ai.bot`) plays every seat
until :data:`HORIZON_TURNS` more turns have begun, and the position reached is scored by
:func:`evaluate` (the game's outcome if it ended; otherwise doom, gates, seals, terror and the
investigators' health and Clues). The candidate with the best average wins; every sample
deals the same hidden state to every candidate, so they are compared on the same luck. Every
other decision, and any decision with one sensible answer, is the steady bot's.

Fair play (issue 18 §4): a copy's hidden state is rebuilt from what the table sees — each
unseen pile is put in a fixed order before it is shuffled, the dice are reseeded, and the
samples' seeds come from the setup and the choices made so far — so two games that differ
only in hidden state get the same decision. No clock is read: the thinking budget is a count
of rollouts (:func:`table_rollouts` for a seat at the table, :data:`SIM_ROLLOUTS` in
``arkham sim``).

Measured (December 2026, ``--seed final``, 16 rollouts a decision, the steady bot on the same
seeds): 4 players 13 % won against 11 % (100 games; 5 won by both, 8 by strong alone, 6 by
steady alone), 1 player 13 % against 3 % (30), 2 players 2.5 % against 0 % (40), 6 players
12.5 % against 8 % (24). Most games are lost in the final battle (78 of steady's 100 at 4
players end all devoured), which a few turns' rollouts seldom see coming. A bigger budget did
not help (48 rollouts: 2 of 35 four-player games, against 4 at 16 and 3 for steady): what
limits the level is the score at the horizon, not the samples.

>>> from arkham.engine.game import Game, Setup
>>> game = Game.new(Setup.of(["kate-winthrop"], ancient_one="azathoth"), "strong")
>>> choose(game, rollouts=2) in game.pending().ids()
True
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from arkham.ai import bot, view
from arkham.ai import plan as planning
from arkham.engine import board
from arkham.engine.decisions import Decision
from arkham.engine.game import Game
from arkham.engine.rng import Rng

UI_ROLLOUTS = 80
"""Rollouts a decision at the table may use with up to :data:`BUDGET_PLAYERS` investigators
(well within a second on this 2-core machine); fewer with more, whose turns take longer."""
BUDGET_PLAYERS = 4
"""Investigators up to whom a decision at the table gets all of :data:`UI_ROLLOUTS`."""
SIM_ROLLOUTS = 16
"""Rollouts a decision may use in ``arkham sim`` (many games to play on few cores)."""
HORIZON_TURNS = 1
"""Full turns a rollout plays after the current one before its position is scored."""
MAX_ROLLOUT_DECISIONS = 1500
"""A rollout stops after this many decisions whatever the turn (a long final battle)."""
MAX_CANDIDATES = 5
"""Choices tried at one decision: the steady bot's and the most promising others."""
KEEP_STEADY = 6.0
"""How much better (in :func:`evaluate` points, on average over one sample; divided by the
square root of the samples, as their noise is) another choice must score to be taken over the
steady bot's: the samples are few, and the steady choice is a good prior (with a margin of 1
point and 4 samples a choice, more than half the moves left the steady way on noise)."""
VISIBLE_DECKS = ("drawn",)
"""Piles lying face up while a choice is open: never reshuffled."""

# The scores of a position (see :func:`evaluate`), in points.
WIN = 100.0
"""A won game (a lost one scores minus this)."""
AWAKE = 40.0
"""The Ancient One awake: the final battle is rarely won."""
DOOM = 30.0
"""A full doom track (each token scores its share)."""
OPEN_GATE = 4.0
"""Each open gate (toward the limit that wakes the Ancient One, and a source of monsters)."""
GATE_LIMIT_NEAR = 10.0
"""One gate short of the limit that wakes the Ancient One."""
SEAL = 7.0
"""Each elder sign on the board (six win)."""
GATE_TROPHY = 3.0
"""Each gate trophy held (as many as players, with no gate open, win)."""
TERROR = 1.0
"""Each step of the terror track."""
MONSTER = 0.6
"""Each monster in a town (not the Outskirts, the Sky or the cup)."""
HEALTH = 3.0
"""An investigator at full Stamina and Sanity (each stat scores half of this, in proportion)."""
CLUE = 0.8
"""Each Clue token held."""
CARD = 0.3
"""Each card held."""
DOLLAR = 0.05
"""Each dollar held."""
AWAY = 3.0
"""An investigator delayed, or lost in time and space."""
OTHER_WORLD = 3.0
"""An investigator in an Other World, on the way to closing its gate (one more in its second
area): the rollout stops before the gate is closed, so the way there is worth something."""
EXPLORED = 5.0
"""An investigator back at an open gate he explored, about to close it (a gate closed is worth
:data:`OPEN_GATE` and :data:`GATE_TROPHY`, at the odds of the closing check)."""
DEVOURED = 12.0
"""An investigator devoured (or eliminated)."""

Policy = Callable[[Game], str]
Copier = Callable[[Game], Game]


def table_rollouts(game: Game) -> int:
    """The rollouts a decision at the table may use in this game (see :data:`UI_ROLLOUTS`)."""
    return UI_ROLLOUTS * BUDGET_PLAYERS // max(BUDGET_PLAYERS, len(game.state.investigators))


def choose(
    game: Game,
    rollouts: int | None = None,
    policy: Policy = bot.choose,
    copy: Copier = Game.fork,
) -> str:
    """The strong pick for the pending decision, searching with about ``rollouts`` rollouts
    (:func:`table_rollouts` by default): ``policy`` plays them (the steady bot), each on a
    ``copy`` of the game (a fork)."""
    return search(game, rollouts, policy, copy).choice


@dataclass(frozen=True, slots=True)
class Searched:
    """What a search found: the pick, the steady bot's, and each choice tried with its average
    score over ``samples`` rollouts (empty when the decision was left to the steady bot)."""

    choice: str
    steady: str
    scores: dict[str, float]
    samples: int


def search(
    game: Game,
    rollouts: int | None = None,
    policy: Policy = bot.choose,
    copy: Copier = Game.fork,
) -> Searched:
    """The search behind :func:`choose`, with its figures (for the reason the UI shows)."""
    decision = game.pending()
    assert decision is not None
    steady = bot.choose(game)
    options = candidates(game, decision, steady)
    if rollouts is None:
        rollouts = table_rollouts(game)
    if len(options) < 2 or rollouts < len(options):
        return Searched(steady, steady, {}, 0)
    samples = rollouts // len(options)
    with _caches_kept():
        scores = _search(game, options, samples, policy, copy)
    margin = KEEP_STEADY / math.sqrt(samples)
    best = max(options, key=lambda c: scores[c] + (margin if c == steady else 0.0))
    return Searched(best, steady, scores, samples)


def _search(
    game: Game, options: list[str], samples: int, policy: Policy, copy: Copier
) -> dict[str, float]:
    """The average score of each option over ``samples`` determinised rollouts."""
    seed = visible_seed(game)
    totals = dict.fromkeys(options, 0.0)
    for i in range(samples):
        for option in options:
            sample = copy(game)
            determinise(sample, f"{seed}-{i}")
            totals[option] += rollout(sample, option, policy)
    return {c: total / samples for c, total in totals.items()}


def visible_seed(game: Game) -> str:
    """A seed made of what the table has seen: the setup and every choice so far."""
    digest = hashlib.sha256(game.setup.model_dump_json().encode())
    for c in game.choices:
        digest.update(c.encode())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def determinise(game: Game, seed: str) -> None:
    """Deal the game's hidden state afresh from ``seed``: every unseen deck and the gate stack
    put in a fixed order and then shuffled, and a new dice source. What follows depends only
    on what a player sees and on ``seed``. Only ever done to a copy."""
    st = game.state
    shuffler = Rng(f"deal-{seed}")
    for name in sorted(st.decks):
        if name in VISIBLE_DECKS:
            continue
        pile = st.decks[name]
        pile.sort()
        shuffler.shuffle(pile)
    st.gate_stack.sort()
    shuffler.shuffle(st.gate_stack)
    st.__pydantic_private__["_rng"] = Rng(f"dice-{seed}")


def rollout(game: Game, choice: str, policy: Policy = bot.choose) -> float:
    """Play ``choice`` on ``game`` (a copy), then ``policy`` for every seat until
    :data:`HORIZON_TURNS` more turns have begun or the game ends; the score reached."""
    stop = game.state.turn + HORIZON_TURNS + 1
    game.choose(choice)
    for _ in range(MAX_ROLLOUT_DECISIONS):
        if game.pending() is None:
            break
        if game.state.turn >= stop and game.state.final_battle is None:
            break
        game.choose(policy(game))
    return evaluate(game)


def evaluate(game: Game) -> float:
    """How good the position is for the investigators, in points (see the weights above)."""
    st = game.state
    if st.outcome is not None:
        return WIN if st.outcome.won else -WIN
    cat = game.cat
    score = 0.0
    if st.final_battle is not None:
        score -= AWAKE
    score -= DOOM * st.doom / max(cat.ancient_ones[st.ancient_one].doom_track, 1)
    gates = len(st.open_gates())
    score -= OPEN_GATE * gates
    if gates >= board.gate_limit(game) - 1:
        score -= GATE_LIMIT_NEAR
    score += SEAL * st.sealed_count()
    score -= TERROR * st.terror
    score -= MONSTER * sum(1 for where in st.monsters.values() if where in cat.town_of)
    for inv in st.investigators:
        if inv.status != "playing":
            score -= DEVOURED
            continue
        score += GATE_TROPHY * len(inv.gate_trophies)
        top_stamina = max(cat.investigators[inv.id].stamina - inv.max_stamina_loss, 1)
        top_sanity = max(cat.investigators[inv.id].sanity - inv.max_sanity_loss, 1)
        score += HEALTH / 2 * (inv.stamina / top_stamina + inv.sanity / top_sanity)
        score += CLUE * inv.clues + CARD * len(inv.possessions) + DOLLAR * inv.money
        if inv.area in cat.world_of_area:
            score += OTHER_WORLD + (1.0 if inv.area.endswith("-2") else 0.0)
        elif inv.delayed or inv.area not in cat.town_of:
            score -= AWAY
        elif inv.explored and (ls := st.locations.get(inv.area)) is not None and ls.gate:
            score += EXPLORED
    return score


# ---------------------------------------------------------------- which choices to try


def candidates(game: Game, d: Decision, steady: str) -> list[str]:
    """The choices worth a search at this decision, the steady bot's first; one or none
    when the decision is left to the steady bot."""
    ids = [c.id for c in d.enabled()]
    if "window" in d.detail or d.investigator is None:
        return [steady]
    picks: list[str]
    if d.kind == "move" and not d.detail.get("start"):
        picks = _moves(game, d, ids, steady)
    elif d.kind == "combat" and steady in ("fight", "flee", "evade") and _early(d):
        picks = [c for c in ids if c in ("fight", "flee", "evade")]
    elif steady.startswith("close:") or steady == "elder-sign":
        picks = [c for c in ids if c.startswith("close:") or c == "elder-sign"]
    elif steady in ("seal", "no-seal", "location-action", "encounter"):
        pair = ("seal", "no-seal") if "seal" in steady else ("location-action", "encounter")
        picks = [c for c in ids if c in pair]
    else:
        picks = []
    out = [steady] + [c for c in picks if c != steady]
    return out[:MAX_CANDIDATES]


SEARCHED_ROUNDS = 2
"""Combat rounds in which fighting on or fleeing is searched; later the steady bot decides (it
knows when a fight that can never end must be left)."""


def _early(d: Decision) -> bool:
    return int(d.detail.get("round", 1)) <= SEARCHED_ROUNDS  # type: ignore[call-overload]


def _moves(game: Game, d: Decision, ids: list[str], steady: str) -> list[str]:
    """Moves worth trying: the gates within reach (the way to close one), treatment when hurt,
    and the places with the most Clues. Staying put is tried only when the steady bot stays:
    a rollout's few turns see the risks of a way better than what it leads to."""
    st = game.state
    moves = [c for c in ids if c.startswith("move:")]
    if "through which gate" in d.prompt or d.prompt.startswith("Return to Arkham"):
        return moves
    if not moves:
        return []
    inv = st.investigator(d.investigator) if d.investigator else None
    if inv is None:
        return []
    gates = [c for c in moves if (ls := st.locations.get(c[5:])) is not None and ls.gate]
    clues = sorted(
        (c for c in moves if (ls := st.locations.get(c[5:])) is not None and ls.clues),
        key=lambda c: (-st.locations[c[5:]].clues, c),
    )
    v = view.View(game)
    cares = [f"move:{v.facts.care[s]}" for s in ("stamina", "sanity") if planning.hurt(v, inv)]
    return gates + [c for c in cares if c in ids] + clues[:2]


@contextmanager
def _caches_kept() -> Iterator[None]:
    """Rollouts play other games through the steady bot, whose caches remember one game at a
    time: keep the real game's, so its steady choices stay what they would have been."""
    memory = (dict(view._MEMORY), view._MEMORY_OWNER[0])
    targets = (dict(bot._TARGETS), bot._TARGETS_GAME[0])
    try:
        yield
    finally:
        view._MEMORY.clear()
        view._MEMORY.update(memory[0])
        view._MEMORY_OWNER[0] = memory[1]
        bot._TARGETS.clear()
        bot._TARGETS.update(targets[0])
        bot._TARGETS_GAME[0] = targets[1]
