"""Many bot games, headless: outcomes, lengths and speed (the ``arkham sim`` command).

Everything measured here is read from the event stream the engine returns (``game.choose``),
never from engine internals: a :class:`~arkham.ai.tally.Tally` follows the events of one game
and counts what matters for balance.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from arkham.ai.advice import policy
from arkham.ai.bot import choose
from arkham.ai.strong import SIM_BUDGET, Budget
from arkham.ai.tally import Tally
from arkham.catalog import load_catalog
from arkham.engine.game import Game, Setup

# The per-encounter figures of the locations table, in column order.
LOCATION_FIELDS = (
    "money",
    "clues",
    "sanity",
    "stamina",
    "cards_gained",
    "cards_lost",
    "monsters",
    "gates",
    "delayed",
    "arrested",
    "lost",
    "knocked_out",
    "devoured",
)


@dataclass
class GameRecord:
    seed: str
    setup: Setup
    won: bool
    cause: str
    turns: int
    decisions: int
    choices: list[str]
    tally: Tally | None = field(default=None, repr=False)
    """What happened, when the game was played with ``tally=True``."""

    @property
    def players(self) -> int:
        return len(self.setup.players)

    @property
    def ancient_one(self) -> str:
        return self.setup.ancient_one


STALLED = "stalled"
"""The cause recorded for a game with no outcome after ``max_decisions`` (a fight that can go
on for ever, say): counted as a loss, and its seed listed in the report."""


def play_one(
    setup: Setup,
    seed: str,
    max_decisions: int = 20000,
    tally: bool = False,
    stalled_ok: bool = False,
    pick: Callable[[Game], str] = choose,
) -> GameRecord:
    """Play one bot game, every seat picking with ``pick`` (the steady bot by default). With
    ``stalled_ok`` a game that has not ended after ``max_decisions`` comes back as a loss
    with the cause :data:`STALLED`; without, it raises."""
    game = Game.new(setup, seed)
    counter = Tally(game) if tally else None
    for _ in range(max_decisions):
        if game.pending() is None:
            break
        events = game.choose(pick(game))
        if counter is not None:
            counter.feed(events)
    outcome = game.state.outcome
    if outcome is None and not stalled_ok:
        raise RuntimeError(f"seed {seed}: no outcome after {max_decisions} decisions")
    return GameRecord(
        seed,
        setup,
        outcome.won if outcome is not None else False,
        outcome.cause if outcome is not None else STALLED,
        game.state.turn,
        len(game.choices),
        game.choices,
        counter,
    )


def random_setup(
    index: int,
    players: int | Sequence[int],
    ancient_one: str | None,
    expansions: Sequence[str] = (),
) -> Setup:
    """A setup for game ``index``: investigators picked by the engine's seeded draw. The Ancient
    One cycles with the index (unless one is given); with several player counts, the count
    moves on with the index and shifts by one every full cycle of Ancient Ones, so that every
    pair comes up (a Latin square) and a short run still sees every count."""
    cat = load_catalog()
    names = sorted(cat.ancient_ones)
    ao = ancient_one or names[index % len(names)]
    counts = [players] if isinstance(players, int) else list(players)
    n = counts[(index % len(names) + index // len(names)) % len(counts)]
    return Setup.of(["random"] * n, ancient_one=ao, expansions=list(expansions))


def parse_players(text: str) -> list[int]:
    """``"4"`` → [4]; ``"1-8"`` → [1..8]; ``"2,4,6"`` → [2, 4, 6]."""
    out: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if "-" in part:
            lo, hi = (int(x) for x in part.split("-", 1))
            out += range(lo, hi + 1)
        elif part:
            out.append(int(part))
    if not out or any(not 1 <= n <= 8 for n in out):
        raise ValueError(f"player counts must be 1 to 8: {text!r}")
    return out


def _rate(records: list[GameRecord]) -> dict:
    wins = sum(r.won for r in records)
    return {
        "games": len(records),
        "wins": wins,
        "win_rate": wins / len(records) if records else 0.0,
        "avg_turns": sum(r.turns for r in records) / len(records) if records else 0.0,
    }


def _per_game(counter: Counter[str], games: int) -> dict[str, float]:
    return {k: v / games for k, v in sorted(counter.items())} if games else {}


def location_table(records: list[GameRecord]) -> dict[str, dict[str, float]]:
    """Per Arkham location: the number of encounters and the average of each figure per
    encounter (net money, Clues, Sanity, Stamina; cards gained and lost; monsters met; gates
    opened; delays, arrests, lost in time and space, knock-outs, devourings)."""
    totals: dict[str, Counter[str]] = defaultdict(Counter)
    for r in records:
        if r.tally is None:
            continue
        for loc, c in r.tally.locations.items():
            totals[loc].update(c)
    out: dict[str, dict[str, float]] = {}
    for loc in sorted(totals):
        c = totals[loc]
        n = c["encounters"]
        row: dict[str, float] = {"encounters": n}
        row.update({f: (c[f] / n if n else 0.0) for f in LOCATION_FIELDS})
        out[loc] = row
    return out


def simulate(
    games: int,
    players: int | Sequence[int],
    seed: str,
    ancient_one: str | None = None,
    expansions: Sequence[str] = (),
    level: str = "steady",
    rollouts: int | None = None,
) -> dict:
    """Play ``games`` bot games at AI ``level`` and report. With expansions, the same seeds are
    also played without them by the same bot, and the base game's win rate is reported beside.
    At a level other than steady, the steady bot plays the same seeds too, and its rates are
    reported beside (``steady``). ``rollouts`` is the strong level's budget a decision
    (:data:`~arkham.ai.strong.SIM_BUDGET` by default; a count ``n`` gives ``n`` rollouts to
    a choice and, in the default's proportion, ``3n`` to where to head for)."""
    budget = (
        SIM_BUDGET
        if rollouts is None
        else Budget(rollouts, rollouts * SIM_BUDGET.goals // SIM_BUDGET.choices)
    )
    pick = policy(level, budget)
    records: list[GameRecord] = []
    start = time.perf_counter()
    for i in range(games):
        setup = random_setup(i, players, ancient_one, expansions)
        records.append(play_one(setup, f"{seed}-{i}", tally=True, stalled_ok=True, pick=pick))
    elapsed = time.perf_counter() - start
    result = report(records, players, elapsed)
    result["expansions"] = list(expansions)
    result["level"] = level
    if expansions:
        base = [
            play_one(
                random_setup(i, players, ancient_one), f"{seed}-{i}", stalled_ok=True, pick=pick
            )
            for i in range(games)
        ]
        result["base_game"] = _rate(base)
    if level != "steady":
        steady = [
            play_one(
                random_setup(i, players, ancient_one, expansions), f"{seed}-{i}", stalled_ok=True
            )
            for i in range(games)
        ]
        result["steady"] = {
            **_rate(steady),
            "by_ancient_one": _rates_by(steady, lambda r: r.ancient_one),
            "by_players": _rates_by(steady, lambda r: str(r.players)),
        }
    return result


def _rates_by(records: list[GameRecord], key: Callable[[GameRecord], str]) -> dict[str, dict]:
    groups: dict[str, list[GameRecord]] = defaultdict(list)
    for r in records:
        groups[key(r)].append(r)
    return {k: _rate(rs) for k, rs in sorted(groups.items())}


def report(records: list[GameRecord], players: int | Sequence[int], elapsed: float) -> dict:
    games = len(records)
    outcomes = Counter(r.cause for r in records)
    wins = sum(r.won for r in records)
    counts: Counter[str] = Counter()
    knockouts: Counter[str] = Counter()
    awakenings: Counter[str] = Counter()
    for r in records:
        if r.tally is not None:
            counts.update(r.tally.counts)
            knockouts.update(r.tally.knockouts)
            if r.tally.awakened is not None:
                awakenings[r.tally.awakened] += 1
            else:
                awakenings["none (stalled)" if r.cause == STALLED else "none (won first)"] += 1
    turns = [r.turns for r in records]
    return {
        "games": games,
        "players": players if isinstance(players, int) else list(players),
        "wins": wins,
        "losses": games - wins,
        "win_rate": wins / games if games else 0.0,
        "outcomes": dict(sorted(outcomes.items())),
        "losses_by_cause": dict(sorted(Counter(r.cause for r in records if not r.won).items())),
        "wins_by_cause": dict(sorted(Counter(r.cause for r in records if r.won).items())),
        "avg_turns": sum(turns) / games if games else 0.0,
        "median_turns": statistics.median(turns) if turns else 0.0,
        "avg_turns_won": _rate([r for r in records if r.won])["avg_turns"],
        "avg_turns_lost": _rate([r for r in records if not r.won])["avg_turns"],
        "by_ancient_one": _rates_by(records, lambda r: r.ancient_one),
        "by_players": _rates_by(records, lambda r: str(r.players)),
        "awakenings": dict(awakenings.most_common()),
        "per_game": _per_game(counts, games),
        "knockouts_by_context": _per_game(knockouts, games),
        "locations": location_table(records),
        "stalled_seeds": [r.seed for r in records if r.cause == STALLED],
        "decisions_per_game": sum(r.decisions for r in records) / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed else 0.0,
        "seconds": elapsed,
    }


def fit_value(games: int, players: int | Sequence[int], seed: str) -> dict:
    """Fit :mod:`arkham.ai.value`'s model to ``games`` steady games (the start of each turn,
    labelled with the game's outcome), every fifth game held out to judge it: its log loss
    beside the base rate's, and how often it ranks a won game's position above a lost one's
    (AUC)."""
    from arkham.ai import value

    train: list[tuple[list[float], bool]] = []
    test: list[tuple[list[float], bool]] = []
    for i in range(games):
        game = Game.new(random_setup(i, players, None), f"{seed}-{i}")
        rows = list(value.positions(game, choose))
        assert game.state.outcome is not None
        won = game.state.outcome.won
        (test if i % 5 == 0 else train).extend((row, won) for row in rows)
    bias, weights = value.fit(train)
    chances = [value.chance(bias, weights, row) for row, _ in test]
    wins = sum(won for _, won in train) / len(train)
    return {
        "bias": bias,
        "weights": dict(zip(value.FEATURES, weights, strict=True)),
        "positions": len(train) + len(test),
        "log_loss": _log_loss(chances, test),
        "base_log_loss": _log_loss([wins] * len(test), test),
        "auc": _auc(chances, [won for _, won in test]),
    }


def _log_loss(chances: list[float], rows: Sequence[tuple[object, bool]]) -> float:
    total = 0.0
    for p, (_, won) in zip(chances, rows, strict=True):
        p = min(max(p, 1e-6), 1 - 1e-6)
        total -= math.log(p if won else 1 - p)
    return total / max(len(rows), 1)


def _auc(chances: list[float], outcomes: list[bool]) -> float:
    """The chance that a won game's position scores above a lost one's (ties count half)."""
    ranked = sorted(zip(chances, outcomes, strict=True))
    won = sum(outcomes)
    lost = len(outcomes) - won
    if not won or not lost:
        return 0.5
    below = 0.0
    lost_seen = 0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        tie_won = sum(1 for _, w in ranked[i:j] if w)
        tie_lost = (j - i) - tie_won
        below += tie_won * (lost_seen + tie_lost / 2)
        lost_seen += tie_lost
        i = j
    return below / (won * lost)
