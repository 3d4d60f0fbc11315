"""The "strong" AI level: determinised Monte-Carlo rollouts over forked games.

Two kinds of decision are searched; every other decision, and any with one sensible answer,
is the steady bot's (:mod:`arkham.ai.bot`).

- **Where to head for.** When an investigator in town moves, the goals worth a thought are
  tried (:func:`goals`: the team plan's, the nearest open gates, treatment when hurt, the
  best Clue): on each copy of the game he keeps to that goal for :data:`GOAL_HORIZON_TURNS`
  turns (:func:`arkham.ai.plan.forcing`) while the steady bot plays everyone else, and the
  first step toward the best goal is taken. Trying the first steps alone misleads: in the
  playout the steady plan turns him back at once, so a step is worth only its detour.
- **A choice:** fight, evade or flee in a combat's first rounds, how to close a gate, whether
  to seal, which gate to come back through, a location's action or an encounter. Each
  candidate is played, then the steady bot plays until :data:`HORIZON_TURNS` more turns
  have begun.

Each copy's hidden state is sampled afresh (the unseen decks and the gate stack dealt in a
new order, the dice source reseeded), and every sample deals the same hidden state to every
candidate, so they are compared on the same luck. A playout stops at its horizon, when the
Ancient One wakes, or when the game ends; :func:`evaluate` scores where it stopped with the
chance to win that :mod:`arkham.ai.value` fitted to steady games' outcomes.

Fair play (issue 18 §4): a copy's hidden state is rebuilt from what the table sees — each
unseen pile is put in a fixed order before it is shuffled, the dice are reseeded, and the
samples' seeds come from the setup and the choices made so far — so two games that differ
only in hidden state get the same decision. No clock is read: the thinking budget is a count
of rollouts (:func:`table_rollouts` for a seat at the table, :data:`SIM_BUDGET` in
``arkham sim``).

What the level wins against the steady bot, and the changes tried to get there (the figures
behind the constants below), are in ``arkham/ai/README.md``.

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

from arkham.ai import bot, value, view
from arkham.ai import plan as planning
from arkham.engine import board
from arkham.engine.decisions import Decision
from arkham.engine.game import Game
from arkham.engine.rng import Rng

UI_ROLLOUTS = 80
"""Rollouts a decision at the table may use with up to :data:`BUDGET_PLAYERS` investigators
(well within a second on this 2-core machine); fewer with more, whose turns take longer."""
UI_GOAL_ROLLOUTS = 60
"""Rollouts of where to head for at the table, as :data:`UI_ROLLOUTS`."""
BUDGET_PLAYERS = 4
"""Investigators up to whom a decision at the table gets all of its budget."""
SIM_ROLLOUTS = 16
"""Rollouts a decision may use in ``arkham sim`` (many games to play on few cores)."""
SIM_GOAL_ROLLOUTS = 48
"""Rollouts of where to head for in ``arkham sim``: each goal needs several samples, and far
fewer lose the level's gain over the steady bot."""
HORIZON_TURNS = 1
"""Full turns a rollout plays after the current one before its position is scored."""
GOAL_HORIZON_TURNS = 1
"""The same for where to head for: a way is worth what it leads to a turn on (looking further
costs time and wins no more)."""
MAX_ROLLOUT_DECISIONS = 1500
"""A rollout stops after this many decisions whatever the turn."""
MAX_CANDIDATES = 5
"""Choices (or goals) tried at one decision: the steady bot's and the most promising others."""
KEEP_STEADY = 0.03
"""How much likelier to win (on average over one sample; divided by the square root of the
samples, as their noise is) another choice must make the game to be taken over the steady
bot's: the samples are few, and the steady choice is a good prior."""
VISIBLE_DECKS = ("drawn",)
"""Piles lying face up while a choice is open: never reshuffled."""
AWAKE = 0.02
"""The chance to win once the Ancient One is awake (the bots win about one final battle in
fifty; Azathoth's waking ends the game)."""

Policy = Callable[[Game], str]
Copier = Callable[[Game], Game]


@dataclass(frozen=True, slots=True)
class Budget:
    """Rollouts a decision may use: for a choice, and for where to head for (each played to
    its horizon: :data:`HORIZON_TURNS`, :data:`GOAL_HORIZON_TURNS`)."""

    choices: int
    goals: int

    @classmethod
    def of(cls, rollouts: int | Budget) -> Budget:
        """A count means the same for both."""
        return rollouts if isinstance(rollouts, Budget) else cls(rollouts, rollouts)


SIM_BUDGET = Budget(SIM_ROLLOUTS, SIM_GOAL_ROLLOUTS)


def table_rollouts(game: Game) -> Budget:
    """The rollouts a decision at the table may use in this game (see :data:`UI_ROLLOUTS`)."""
    share = BUDGET_PLAYERS, max(BUDGET_PLAYERS, len(game.state.investigators))
    return Budget(UI_ROLLOUTS * share[0] // share[1], UI_GOAL_ROLLOUTS * share[0] // share[1])


def choose(
    game: Game,
    rollouts: int | Budget | None = None,
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
    score over ``samples`` rollouts (empty when the decision was left to the steady bot). A
    search of where to head for keys its scores by the goals' places and names the one
    chosen in ``goal``."""

    choice: str
    steady: str
    scores: dict[str, float]
    samples: int
    goal: planning.Goal | None = None


def search(
    game: Game,
    rollouts: int | Budget | None = None,
    policy: Policy = bot.choose,
    copy: Copier = Game.fork,
) -> Searched:
    """The search behind :func:`choose`, with its figures (for the reason the UI shows)."""
    decision = game.pending()
    assert decision is not None
    view.replan_within_turns(game)
    steady = policy(game)
    budget = table_rollouts(game) if rollouts is None else Budget.of(rollouts)
    with _caches_kept():
        aims = goals(game, decision)
    if len(aims) >= 2:
        return _goal_search(game, aims, steady, budget.goals, policy, copy)
    options = candidates(game, decision, steady)
    if len(options) < 2 or budget.choices < len(options):
        return Searched(steady, steady, {}, 0)
    samples = budget.choices // len(options)
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
            view.replan_within_turns(sample)
            determinise(sample, f"{seed}-{i}")
            totals[option] += rollout(sample, option, policy)
    return {c: total / samples for c, total in totals.items()}


def _goal_search(
    game: Game,
    aims: list[planning.Goal],
    steady: str,
    rollouts: int,
    policy: Policy,
    copy: Copier,
) -> Searched:
    """Where to head for: each goal played out on the same samples (the investigator keeps to
    it through :data:`GOAL_HORIZON_TURNS` turns, the team to its plan), the best one's first
    step taken. The first goal is the plan's; another must beat it by the margin."""
    samples = rollouts // len(aims)
    if samples < 1:
        return Searched(steady, steady, {}, 0)
    who = game.pending().investigator  # type: ignore[union-attr]
    assert who is not None
    seed = visible_seed(game)
    totals = [0.0] * len(aims)
    with _caches_kept():
        for i in range(samples):
            for k, aim in enumerate(aims):
                sample = copy(game)
                view.replan_within_turns(sample)
                determinise(sample, f"{seed}-{i}")
                planning.force(sample, {who: aim})
                totals[k] += playout(sample, policy, GOAL_HORIZON_TURNS)
    scores = [total / samples for total in totals]
    margin = KEEP_STEADY / math.sqrt(samples)
    best = max(range(len(aims)), key=lambda k: scores[k] + (margin if k == 0 else 0.0))
    by_place = {str(aim.area): score for aim, score in zip(aims, scores, strict=True)}
    if best == 0:
        return Searched(steady, steady, by_place, samples, aims[0])
    with _caches_kept(), planning.forcing(game, {who: aims[best]}):
        choice = policy(game)
    return Searched(choice, steady, by_place, samples, aims[best])


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
    st.use_rng(Rng(f"dice-{seed}"))


def rollout(game: Game, choice: str, policy: Policy = bot.choose) -> float:
    """Play ``choice`` on ``game`` (a copy), then ``policy`` for every seat until
    :data:`HORIZON_TURNS` more turns have begun or the game ends; the score reached."""
    game.choose(choice)
    return playout(game, policy, HORIZON_TURNS, game.state.turn)


def playout(game: Game, policy: Policy, turns: int, start: int | None = None) -> float:
    """Let ``policy`` play every seat of ``game`` (a copy) until ``turns`` full turns after the
    one under way at ``start`` (now, by default) have begun, the Ancient One wakes or the game
    ends; the score reached."""
    stop = (game.state.turn if start is None else start) + turns + 1
    st = game.state
    for _ in range(MAX_ROLLOUT_DECISIONS):
        if game.pending() is None or st.final_battle is not None or st.turn >= stop:
            break
        game.choose(policy(game))
        st = game.state
    return evaluate(game)


def evaluate(game: Game) -> float:
    """How likely the investigators are to win from here: 1 or 0 once the game is over,
    :data:`AWAKE` once the Ancient One is awake, else the fitted model's chance
    (:func:`arkham.ai.value.win_chance`)."""
    st = game.state
    if st.outcome is not None:
        return 1.0 if st.outcome.won else 0.0
    if st.final_battle is not None:
        return AWAKE
    return value.win_chance(game)


# ---------------------------------------------------------------- where to head for


def goals(game: Game, d: Decision) -> list[planning.Goal]:
    """The goals worth a search when an investigator in town moves: the plan's first, then
    the open gates nearest him, treatment when he is hurt, and the place with the most Clues
    for the way; none when the decision is not such a move."""
    if d.kind != "move" or d.detail.get("start") or d.investigator is None:
        return []
    if "through which gate" in d.prompt or d.prompt.startswith("Return to Arkham"):
        return []
    if "window" in d.detail:
        return []
    st = game.state
    inv = st.investigator(d.investigator)
    if not board.in_town(game, inv.area):
        return []
    v = view.View(game)
    plan = planning.team_plan(v).get(inv.id)
    if plan is None or plan.area is None or plan.why in ("other-world", "close"):
        return []
    aims = [plan]
    gates = sorted(st.open_gates(), key=lambda loc: (planning.travel(v, inv, loc), loc))
    aims += [planning.Goal(loc, "gate") for loc in gates[:3]]
    care = _care(v, inv)
    if care is not None:
        aims.append(care)
    clues = [
        (ls.clues / (1 + planning.travel(v, inv, loc)), loc)
        for loc, ls in st.locations.items()
        if ls.clues and ls.gate is None and not ls.closed
    ]
    if clues:
        aims.append(planning.Goal(max(clues)[1], "clue"))
    out: list[planning.Goal] = []
    for aim in aims:
        if all(aim.area != seen.area for seen in out):
            out.append(aim)
    return out[:MAX_CANDIDATES]


def _care(v: view.View, inv) -> planning.Goal | None:
    """Treatment for the stat further below its maximum, when one is 2 or more below."""
    missing = {
        "stamina": v.max_stamina(inv) - inv.stamina,
        "sanity": v.max_sanity(inv) - inv.sanity,
    }
    stat = max(missing, key=lambda s: (missing[s], s))
    if missing[stat] < 2:
        return None
    place = v.facts.care[stat]
    if v.st.locations[place].closed:
        return None
    return planning.Goal(place, "care")


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
