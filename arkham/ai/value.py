"""How likely the investigators are to win from a position: a logistic model over what the
table sees (doom, gates and who is on the way to close them, seals, gate trophies, Clues,
health, terror, monsters, the Ancient One), fitted to the outcomes of steady-bot games.

The strong level (:mod:`arkham.ai.strong`) scores the positions its playouts reach with it: a
model fitted to real outcomes tells a good turn from a lucky one, where hand-set points could
not. It says what matters: seals and the Clues that make them weigh most, then open gates
(more so with nobody on the way to close them), cards in hand, and enough gate trophies with
every gate covered; doom counts mostly through the gates that bring it.

:data:`BIAS` and :data:`WEIGHTS` are what ``arkham sim --fit-value --games 3000 --players
1,2,3,4,4,4,5,6,8 --seed value`` prints: a fit to the start of every turn before the waking in
steady games, each position labelled with its game's outcome (the fit's figures are in
``arkham/ai/README.md``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from arkham.engine import board
from arkham.engine.flow import seal_cost

if TYPE_CHECKING:
    from arkham.engine.game import Game

ANCIENT_ONES = (
    "azathoth",
    "cthulhu",
    "hastur",
    "ithaqua",
    "nyarlathotep",
    "shub-niggurath",
    "yig",
    "yog-sothoth",
)
"""Ancient Ones with a weight of their own (others count as an average one)."""

FEATURES = (
    "doom",
    "doom_left_inv",
    "gates",
    "gate_room_inv",
    "seals",
    "troph",
    "troph_ok",
    "uncovered",
    "all_covered",
    "zero_near",
    "health",
    "low",
    "clues",
    "sealers",
    "cards",
    "money",
    "away",
    "terror",
    "monsters",
    "turn",
    *(f"ao_{a}" for a in ANCIENT_ONES),
    *(f"aodoom_{a}" for a in ANCIENT_ONES),
)


def features(game: Game) -> list[float]:
    """The position's features, in the order of :data:`FEATURES` (each about 0..1)."""
    st, cat = game.state, game.cat
    players = board.counted_players(game)
    track = max(cat.ancient_ones[st.ancient_one].doom_track, 1)
    gates = st.open_gates()
    world_of = cat.world_of_area
    playing = st.playing()
    trophies = sum(len(i.gate_trophies) for i in playing)
    covered = 0
    for loc in gates:
        gate = st.locations[loc].gate
        assert gate is not None
        world = cat.gate_markers[gate].world
        if any((i.area == loc and i.explored) or world_of.get(i.area) == world for i in playing):
            covered += 1
    health = low = clues = sealers = cards = money = away = 0.0
    for inv in playing:
        sheet = cat.investigators[inv.id]
        top_stamina = max(sheet.stamina - inv.max_stamina_loss, 1)
        top_sanity = max(sheet.sanity - inv.max_sanity_loss, 1)
        health += (inv.stamina / top_stamina + inv.sanity / top_sanity) / 2
        low += min(inv.stamina, inv.sanity) <= 1
        clues += inv.clues
        sealers += inv.clues >= seal_cost(game, inv)
        cards += len(inv.possessions)
        money += inv.money
        away += bool(inv.delayed or (inv.area not in cat.town_of and inv.area not in world_of))
    n = max(len(playing), 1)
    enough = trophies >= players
    doom = st.doom / track
    out = [
        doom,
        1 / (track - st.doom + 1),
        len(gates) / 4,
        1 / max(board.gate_limit(game) - len(gates), 1),
        st.sealed_count() / board.seals_to_win(game),
        min(trophies, players) / players,
        float(enough),
        (len(gates) - covered) / 4,
        float(enough and covered == len(gates)),
        float(enough) / (1 + len(gates) - covered),
        health / n,
        low / n,
        clues / (5 * n),
        sealers / n,
        cards / (5 * n),
        money / (10 * n),
        away / n,
        st.terror / 10,
        sum(1 for where in st.monsters.values() if where in cat.town_of) / 8,
        st.turn / 20,
    ]
    out += [float(st.ancient_one == a) for a in ANCIENT_ONES]
    out += [doom * (st.ancient_one == a) for a in ANCIENT_ONES]
    return out


BIAS = -2.778
WEIGHTS = (
    -0.073,  # doom
    -0.293,  # doom_left_inv
    -0.626,  # gates
    -0.020,  # gate_room_inv
    2.374,  # seals
    0.294,  # troph
    -0.612,  # troph_ok
    -0.762,  # uncovered
    0.621,  # all_covered
    0.277,  # zero_near
    0.153,  # health
    -0.309,  # low
    1.284,  # clues
    0.455,  # sealers
    0.596,  # cards
    -0.030,  # money
    -0.072,  # away
    -0.214,  # terror
    -0.302,  # monsters
    0.230,  # turn
    0.224,  # ao_azathoth
    -0.138,  # ao_cthulhu
    -0.030,  # ao_hastur
    0.512,  # ao_ithaqua
    0.218,  # ao_nyarlathotep
    -0.145,  # ao_shub-niggurath
    0.101,  # ao_yig
    -0.742,  # ao_yog-sothoth
    -0.326,  # aodoom_azathoth
    0.015,  # aodoom_cthulhu
    -0.095,  # aodoom_hastur
    0.266,  # aodoom_ithaqua
    0.117,  # aodoom_nyarlathotep
    -0.022,  # aodoom_shub-niggurath
    0.152,  # aodoom_yig
    -0.179,  # aodoom_yog-sothoth
)


def win_chance(game: Game) -> float:
    """The model's chance that the investigators win from here (the game not yet over)."""
    return chance(BIAS, WEIGHTS, features(game))


def chance(bias: float, weights: Sequence[float], row: Sequence[float]) -> float:
    """The logistic model's chance for one row of features."""
    z = bias + sum(w * x for w, x in zip(weights, row, strict=True))
    return 1 / (1 + math.exp(-max(min(z, 30.0), -30.0)))


def fit(
    rows: Sequence[tuple[Sequence[float], bool]], iterations: int = 8, ridge: float = 1e-3
) -> tuple[float, list[float]]:
    """Logistic regression by Newton's method (with a little ridge for features that never
    vary): the bias and the weights, in the order of the rows' features."""
    d = len(rows[0][0]) + 1
    w = [0.0] * d
    for _ in range(iterations):
        grad = [0.0] * d
        hess = [[0.0] * d for _ in range(d)]
        for xs, won in rows:
            x = [1.0, *xs]
            p = chance(w[0], w[1:], xs)
            err = p - float(won)
            s = p * (1 - p)
            for i, xi in enumerate(x):
                if xi == 0.0:
                    continue
                grad[i] += err * xi
                row = hess[i]
                sxi = s * xi
                for j, xj in enumerate(x):
                    row[j] += sxi * xj
        for i in range(1, d):
            grad[i] += ridge * len(rows) * w[i]
            hess[i][i] += ridge * len(rows)
        hess[0][0] += 1e-9
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w[0], w[1:]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        lead = m[col][col]
        if abs(lead) < 1e-12:
            continue
        for r in range(col + 1, n):
            factor = m[r][col] / lead
            if factor:
                mr, mc = m[r], m[col]
                for k in range(col, n + 1):
                    mr[k] -= factor * mc[k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        lead = m[r][r]
        rest = sum(m[r][k] * x[k] for k in range(r + 1, n))
        x[r] = (m[r][n] - rest) / lead if abs(lead) >= 1e-12 else 0.0
    return x


def positions(game: Game, choose) -> Iterable[list[float]]:
    """Play ``game`` to its end with ``choose``, yielding the features at the start of each
    turn before the Ancient One wakes (the rows :func:`fit` learns from, once the outcome is
    known)."""
    turn = -1
    while game.pending() is not None:
        st = game.state
        if st.turn != turn and st.final_battle is None:
            turn = st.turn
            yield features(game)
        game.choose(choose(game))
