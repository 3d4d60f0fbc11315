"""What the ``arkham`` sub-commands print (kept apart from argument parsing in ``__main__``)."""

from __future__ import annotations

import json
import statistics
import time

from arkham.ai.bot import choose
from arkham.ai.sim import play_one, random_setup, simulate
from arkham.catalog import Role, load_catalog
from arkham.engine.game import Game, Setup
from arkham.engine.text import describe
from arkham.modules import Module


def play_headless(players: int, seed: str, ancient_one: str) -> int:
    """Play one whole bot game and print its log."""
    game = Game.new(Setup.of(["random"] * players, ancient_one=ancient_one), seed)
    events = list(game.events)
    for line in (describe(game, ev) for ev in events):
        print(line)
    while game.pending() is not None:
        for ev in game.choose(choose(game)):
            print(describe(game, ev))
    return 0


def print_sim(
    games: int,
    players: int | list[int],
    seed: str,
    ancient_one: str | None,
    as_json: bool,
    locations: bool = False,
    expansions: tuple[str, ...] = (),
    level: str = "steady",
    rollouts: int | None = None,
) -> int:
    report = simulate(games, players, seed, ancient_one, expansions, level, rollouts)
    if as_json:
        print(json.dumps(report, indent=2))
        return 0
    counts = report["players"]
    who = counts if isinstance(counts, int) else ",".join(str(n) for n in counts)
    with_ = f", with {', '.join(expansions)}" if expansions else ""
    print(f"{report['games']} games, {who} players{with_}, AI level {report['level']}")
    print(f"wins {report['wins']}  losses {report['losses']}  ({report['win_rate']:.0%} won)")
    if "steady" in report:
        _print_compared(report)
    if "base_game" in report:
        base = report["base_game"]
        print(
            f"the same seeds without expansions: {base['wins']}/{base['games']} "
            f"({base['win_rate']:.0%} won)"
        )
    for cause, n in report["outcomes"].items():
        print(f"  {cause:24} {n}")
    print(
        f"average turns {report['avg_turns']:.1f} (median {report['median_turns']:g}; "
        f"won {report['avg_turns_won']:.1f}, lost {report['avg_turns_lost']:.1f})"
    )
    _print_rates("Ancient One", report["by_ancient_one"])
    _print_rates("players", report["by_players"])
    print("The Ancient One awoke by:")
    for cause, n in report["awakenings"].items():
        print(f"  {cause:24} {n}")
    print("Per game:")
    for key, value in report["per_game"].items():
        print(f"  {key:24} {value:5.2f}")
    print("Knock-outs per game, by where:")
    for key, value in sorted(report["knockouts_by_context"].items(), key=lambda kv: -kv[1]):
        print(f"  {key:34} {value:5.2f}")
    if report["stalled_seeds"]:
        print(f"stalled (no outcome, counted lost): {', '.join(report['stalled_seeds'])}")
    if locations:
        print_locations(report["locations"])
    print(f"decisions per game {report['decisions_per_game']:.0f}")
    print(f"games per second {report['games_per_second']:.1f}")
    return 0


def _print_compared(report: dict) -> None:
    """The steady level's rates on the same seeds, beside the level played."""
    steady = report["steady"]
    level = report["level"]
    print(
        f"the same seeds at level steady: {steady['wins']}/{steady['games']} "
        f"({steady['win_rate']:.0%} won; {level} "
        f"{100 * (report['win_rate'] - steady['win_rate']):+.0f} points)"
    )
    for title, key in (("Ancient One", "by_ancient_one"), ("players", "by_players")):
        print(f"{'by ' + title:18} {level:>11} {'steady':>11}")
        for name, row in report[key].items():
            other = steady[key].get(name, {"wins": 0, "games": 0})
            print(
                f"  {name:16} {row['wins']:>5}/{row['games']:<5} "
                f"{other['wins']:>5}/{other['games']:<5}"
            )


def _print_rates(title: str, rows: dict[str, dict]) -> None:
    print(f"{'by ' + title:18} {'wins/games':>11} {'won':>5} {'turns':>6}")
    for key, row in rows.items():
        print(
            f"  {key:16} {row['wins']:>5}/{row['games']:<5} {row['win_rate']:>5.0%} "
            f"{row['avg_turns']:>6.1f}"
        )


# Column headings of the locations table (the figures are averages per encounter).
LOCATION_COLUMNS = (
    ("money", "$"),
    ("clues", "Clue"),
    ("sanity", "San"),
    ("stamina", "Stam"),
    ("cards_gained", "Card+"),
    ("cards_lost", "Card-"),
    ("monsters", "Mon"),
    ("gates", "Gate"),
    ("delayed", "Delay"),
    ("arrested", "Arrst"),
    ("lost", "Lost"),
    ("knocked_out", "KO"),
    ("devoured", "Dev"),
)


def print_locations(rows: dict[str, dict[str, float]]) -> None:
    """The per-location table: encounters read there, and the average per encounter of what
    it gave and took."""
    print("Encounters in town, average per encounter:")
    head = "".join(f"{label:>6}" for _, label in LOCATION_COLUMNS)
    print(f"  {'location':26}{'n':>6}{head}")
    for loc, row in rows.items():
        cells = "".join(f"{row[key]:>6.2f}" for key, _ in LOCATION_COLUMNS)
        print(f"  {loc:26}{int(row['encounters']):>6}{cells}")


def content_report() -> dict:
    """The base game's components, what each shipped expansion has of its printed box, and
    every entry (the expansions' too) still lacking behaviour."""
    from arkham.engine.rules import ruleset
    from arkham.modules import modules_for, shipped_expansions

    shipped = shipped_expansions()
    modules = modules_for(shipped)
    rules = ruleset(shipped)  # imports and registers every module's behaviours
    base = load_catalog()
    cat = load_catalog(tuple(m.data for m in modules[1:]))
    location_entries = [
        f"{card.id}:{e.location}" for card in cat.location_cards.values() for e in card.entries
    ]
    gate_entries = [
        f"{card.id}:{e.world or 'other'}" for card in cat.gate_cards.values() for e in card.entries
    ]
    per_deck = {
        nb: sum(1 for c in cat.location_cards.values() if c.neighbourhood == nb)
        for nb in cat.neighbourhoods
    }
    gate_colours = {
        colour: sum(1 for c in cat.gate_cards.values() if c.colour == colour)
        for colour in ("blue", "green", "red", "yellow", None)
    }
    actions = sorted({a.ability for a in cat.areas.values() if a.ability})
    # An area's ability is a location action, an area encounter, an ability of a window (Falcon
    # Point's charter in Movement), or the train (the depots).
    known_actions = {
        *rules.location_actions,
        *rules.area_encounters,
        *(a.id for abilities in rules.abilities.values() for a in abilities),
        *(cat.areas[a].ability for a in cat.areas_with_role(Role.TRAIN_STATION)),
    }
    return {
        "components": {
            "locations": len(base.locations),
            "streets": len(base.streets),
            "other_worlds": len(base.worlds),
            "gate_markers": len(base.gate_markers),
            "monster_markers": len(base.monster_markers),
            "investigators": len(base.investigators),
            "ancient_ones": len(base.ancient_ones),
            "common_items": sum(i.count for i in base.items.values() if i.deck == "common"),
            "unique_items": sum(i.count for i in base.items.values() if i.deck == "unique"),
            "spells": sum(s.count for s in base.spells.values()),
            "skills": sum(s.count for s in base.skills.values()),
            "allies": len(base.allies),
            # Blessing and Curse are the two faces of the same 8 cards.
            "special_cards": sum(
                s.count // 2 if "double-sided" in s.tags else s.count
                for s in base.specials.values()
            ),
            "mythos_cards": len(base.mythos),
            "location_cards": len(base.location_cards),
            "gate_cards": len(base.gate_cards),
        },
        "location_decks": per_deck,
        "gate_deck_by_colour": {str(k): v for k, v in gate_colours.items()},
        "expansions": {m.name: expansion_report(m) for m in modules[1:]},
        "no_behaviour": {
            "location_entries": [e for e in location_entries if e not in rules.location],
            "gate_entries": [e for e in gate_entries if e not in rules.gate],
            "mythos": [
                c
                for c, fact in cat.mythos.items()
                if c not in rules.mythos and fact.type != "special"
            ],
            "location_actions": [a for a in actions if a not in known_actions],
            "ancient_ones": [
                a.id
                for a in cat.ancient_ones.values()
                if a.attack.penalty == "special" and a.id not in rules.ancient_one_attacks
            ],
        },
    }


def expansion_report(module: Module) -> dict:
    """What one expansion's data adds, against its printed box: ``have``/``printed`` per
    component, and the components still short."""
    base = load_catalog()
    cat = load_catalog((module.data,))
    towns = set(cat.towns) - set(base.towns)
    own = {n for t in towns for n in cat.towns[t].neighbourhoods}
    added_cards = [c for c in cat.location_cards.values() if c.id not in base.location_cards]
    have = {
        "mythos-cards": len(cat.mythos) - len(base.mythos),
        "town-location-cards": sum(1 for c in added_cards if c.neighbourhood in own),
        "location-cards-for-other-towns": sum(1 for c in added_cards if c.neighbourhood not in own),
        "gate-cards": len(cat.gate_cards) - len(base.gate_cards),
        "innsmouth-look-cards": sum(
            1 for c in cat.deck_cards.values() if c.deck == "innsmouth-look"
        ),
        "investigators": len(cat.investigators) - len(base.investigators),
        "ancient-ones": len(cat.ancient_ones) - len(base.ancient_ones),
        "monster-markers": len(cat.monster_markers) - len(base.monster_markers),
        "heralds": len(cat.heralds) - len(base.heralds),
        "personal-stories": len(cat.personal_stories) - len(base.personal_stories),
    }
    rows = {key: {"have": have.get(key, 0), "printed": n} for key, n in module.printed}
    return {
        "summary": module.summary,
        "components": rows,
        "missing": [key for key, row in rows.items() if row["have"] < row["printed"]],
    }


def print_content(as_json: bool) -> int:
    report = content_report()
    if as_json:
        print(json.dumps(report, indent=2))
        return 0
    print("Components:")
    for name, n in report["components"].items():
        print(f"  {name:18} {n}")
    print("Location decks:", ", ".join(f"{k} {v}" for k, v in report["location_decks"].items()))
    print("Gate deck:", ", ".join(f"{k} {v}" for k, v in report["gate_deck_by_colour"].items()))
    for name, exp in report["expansions"].items():
        print(f"Expansion {name}: {exp['summary']}")
        for key, row in exp["components"].items():
            mark = "" if row["have"] >= row["printed"] else "   <- missing"
            print(f"  {key:32} {row['have']:>3} of {row['printed']}{mark}")
    for group, ids in report["no_behaviour"].items():
        print(f"No behaviour yet — {group} ({len(ids)}):")
        for i in ids:
            print(f"  {i}")
    return 0


BUDGET_BOT_GAME_MS = 50.0
BUDGET_FORK_MS = 3.0
LOAD_DECISIONS = 1200
"""The length of the save whose loading is timed (the first 8-player bot game that long)."""
LOAD_RUNS = 9
"""Loads timed, each followed by a plain replay of the same choices."""
LOAD_BEFORE_REPLAYS = 3.7
"""What loading this save took before issue 18, in plain replays' time (three replays, the
log rebuilt on the way)."""
LOAD_BUDGET_REPLAYS = LOAD_BEFORE_REPLAYS / 3
"""A load replays once, with the log rebuilt as it goes: at most a third of the time it took
before (issue 18 §6), in plain replays' time."""


def _clock() -> float:
    """The engine figures count this process's CPU time: on a machine busy with other work
    the wall clock swings by tens of percent, the CPU time far less (everything timed here
    runs on one thread)."""
    return time.process_time()


def print_value_fit(games: int, players: int | list[int], seed: str) -> int:
    """``arkham sim --fit-value``: fit the win-chance model and print it as value.py's
    constants, with how well it predicts the held-out games."""
    from arkham.ai.sim import fit_value

    fitted = fit_value(games, players, seed)
    print(
        f"{fitted['positions']} positions from {games} steady games; held out: log loss "
        f"{fitted['log_loss']:.4f} (base rate {fitted['base_log_loss']:.4f}), "
        f"AUC {fitted['auc']:.3f}"
    )
    print(f"BIAS = {fitted['bias']:.3f}")
    print("WEIGHTS = (")
    for name, weight in fitted["weights"].items():
        print(f"    {weight:.3f},  # {name}")
    print(")")
    return 0


def calibration_ms() -> float:
    """Milliseconds of one round of a fixed pure-Python loop (dict and list work, small integers
    and strings, calls: what the engine does), so engine figures from runs on different
    machines or under different load compare as ratios to it."""
    start = _clock()
    counts: dict[int, int] = {}
    items: list[str] = []
    total = 0
    for i in range(200_000):
        key = i % 97
        counts[key] = counts.get(key, 0) + 1
        if key < 3:
            items.append(str(i))
        total += len(items) & 7
    return (_clock() - start) * 1000


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def _replay_ms(game: Game, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = _clock()
        Game.replay(game.setup, game.seed, game.choices, game.cat)
        times.append(_clock() - start)
    return _median_ms(times)


def _fork_figures(longest: Game) -> dict:
    """Forks of a 4-player game in its middle half, as a searching AI makes them: the game
    goes on choice by choice and is forked at every fifth decision (the first fork of a game
    never forked before is timed apart)."""
    choices = longest.choices
    game = Game.new(longest.setup, longest.seed, longest.cat)
    lo, hi = len(choices) // 4, 3 * len(choices) // 4
    first = None
    times = []
    for n, choice in enumerate(choices):
        if lo <= n < hi and n % 5 == 0:
            start = _clock()
            game.fork()
            took = _clock() - start
            if first is None:
                first = took
            else:
                times.append(took)
        game.choose(choice)
    times.sort()
    return {
        "fork_ms": _median_ms(times),
        "fork_p95_ms": times[int(len(times) * 0.95) - 1] * 1000,
        "fork_first_ms": (first or 0.0) * 1000,
        "fork_count": len(times),
        "fork_decisions": len(choices),
    }


def _load_figures() -> dict:
    """Loading a long save as Continue does (checked, onto a UI session with its log; the
    undo game is forked later, when the board is idle) against a plain replay of the same
    choices."""
    import tempfile
    from pathlib import Path

    from arkham.persistence import Recorder, load, save_of, write_save
    from arkham.ui.session import GameSession

    record = None
    for i in range(150):
        candidate = play_one(random_setup(i, 8, None), f"bench-long-{i}")
        if record is None or candidate.decisions > record.decisions:
            record = candidate
        if record.decisions >= LOAD_DECISIONS:
            break
    assert record is not None
    game = Game.new(record.setup, record.seed)
    recorder = Recorder(game)
    for choice in record.choices[:LOAD_DECISIONS]:
        recorder.after_choice(game.choose(choice))
    with tempfile.TemporaryDirectory(prefix="arkham-bench-load-") as tmp:
        path = Path(tmp) / "long.json"
        write_save(path, save_of(game, recorder.checkpoints))
        times = []
        replays = []
        for _ in range(LOAD_RUNS):  # in turn, so a spell of load on the machine hits both
            start = _clock()
            GameSession.from_loaded(load(path, GameSession.following))
            times.append(_clock() - start)
            replays.append(_replay_ms(game, 1))
    return {
        "load_ms": _median_ms(times),
        "load_decisions": len(game.choices),
        "load_replay_ms": statistics.median(replays),
        # Each load against the replay timed right after it (as the bot games against the
        # calibration loop): steadier on a host whose speed drifts than a ratio of medians.
        "load_per_replay": statistics.median(
            load * 1000 / replay for load, replay in zip(times, replays, strict=True)
        ),
    }


def engine_figures(games: int = 60, players: int = 4) -> dict:
    """The engine's figures of DESIGN.md §7, measured in one run (see :func:`bench`)."""
    records = []
    times = []
    calibration = []
    ratios = []
    for i in range(games):
        setup = random_setup(i, players, None)
        start = _clock()
        records.append(play_one(setup, f"bench-{i}"))
        took = _clock() - start
        # Each game against a calibration round timed right after it: on a shared host whose
        # speed drifts from minute to minute both move together (a few rounds for the whole
        # run read the same code 1.04 to 1.28).
        loop = calibration_ms()
        times.append(took)
        calibration.append(loop)
        ratios.append(took * 1000 / loop)
    median = statistics.median(times)
    longest = max(records, key=lambda r: r.decisions)
    longest_game = Game.replay(longest.setup, longest.seed, longest.choices)
    out = {
        "calibration_ms": statistics.median(calibration),
        "bot_game_ms": median * 1000,
        "bot_game_per_calibration": statistics.median(ratios),
        "bot_games": games,
        "bot_games_per_s": 1 / median,
        "mean_decisions": statistics.mean(r.decisions for r in records),
        "replay_ms": _replay_ms(longest_game),
        "replay_decisions": longest.decisions,
    }
    out.update(_fork_figures(longest_game))
    out.update(_load_figures())
    return out


def print_engine_figures(f: dict) -> None:
    ok = "ok" if f["bot_game_ms"] <= BUDGET_BOT_GAME_MS else "OVER BUDGET"
    print(
        f"{f['bot_games']} 4-player bot games (CPU time, as every engine figure): median "
        f"{f['bot_game_ms']:.1f} ms "
        f"({f['bot_games_per_s']:.1f} games/s) — budget {BUDGET_BOT_GAME_MS:.0f} ms: {ok}"
    )
    print(
        f"  calibration loop (fixed pure Python): {f['calibration_ms']:.1f} ms; "
        f"bot game / calibration = {f['bot_game_per_calibration']:.3f} (median over the games, "
        "each against a round of the loop timed right after it)"
    )
    print(f"  mean decisions per game {f['mean_decisions']:.0f}")
    replay = f["replay_ms"]
    print(f"replay of the longest game ({f['replay_decisions']} decisions): {replay:.1f} ms")
    ok = "ok" if f["fork_ms"] <= BUDGET_FORK_MS else "OVER BUDGET"
    print(
        f"fork of that game in its middle half ({f['fork_count']} forks): median "
        f"{f['fork_ms']:.2f} ms = {f['fork_ms'] / replay:.3f} of its replay, p95 "
        f"{f['fork_p95_ms']:.2f} ms; the game's first fork {f['fork_first_ms']:.2f} ms "
        f"— budget {BUDGET_FORK_MS:.0f} ms: {ok}"
    )
    ratio = f["load_per_replay"]
    ok = "ok" if ratio <= LOAD_BUDGET_REPLAYS else "OVER BUDGET"
    print(
        f"load of a {f['load_decisions']}-decision save onto the board: {f['load_ms']:.0f} ms, "
        f"its plain replay {f['load_replay_ms']:.0f} ms: {ratio:.2f} replays (median of "
        f"{LOAD_RUNS} loads, each against the replay after it) — budget: one "
        f"replay, which also rebuilds the log: a third of the {LOAD_BEFORE_REPLAYS} replays' "
        f"time it took before, {LOAD_BUDGET_REPLAYS:.2f}: {ok}"
    )


def bench(as_json: bool = False) -> int:
    """The figures of DESIGN.md §7: the engine's (bot games against a calibration loop,
    replay, fork, load; CPU time), the network's (a choice to every copy on localhost, the idle
    host), then the UI's when pygame is there. ``as_json``: one JSON object."""
    import os

    from arkham.net import bench as net_bench

    figures = engine_figures()
    figures["network"] = net_bench.figures()
    if not as_json:
        print_engine_figures(figures)
        print(net_bench.describe(figures["network"]))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:  # the UI figures need pygame: imported only here, so the engine bench runs without
        import pygame  # noqa: F401

        from arkham.ui import bench as ui_bench
    except ImportError as exc:
        if as_json:
            print(json.dumps(figures, indent=2))
        else:
            print(f"UI figures skipped: {exc}")
        return 0
    if as_json:
        figures["ui"] = ui_bench.figures()
        print(json.dumps(figures, indent=2))
        return 0
    return ui_bench.main()


def check_save(path: str) -> int:
    """``arkham --check-save PATH``: 0 with the summary of the game loading gives (loaded and
    replayed as the game would: a damaged file whose backup is whole passes, with a note on
    stderr), 2 with the one-line reason for a bad one. The file is only read."""
    import sys
    from pathlib import Path

    from arkham.persistence import SaveError, load, summarize

    try:
        loaded = load(Path(path))
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return 2
    s = summarize(loaded.game, loaded.save.summary.saved_at)  # the replay's, not the file's
    for note in loaded.notes:
        print(note, file=sys.stderr)
    state = "game over" if s.over else f"turn {s.turn}"
    print(
        f"{Path(path).name}: {', '.join(s.investigators)} against {s.ancient_one}; "
        f"{state}, doom {s.doom}, terror {s.terror}; {len(loaded.game.choices)} decisions; "
        f"saved {s.saved_at} by version {loaded.save.app_version}"
    )
    return 0


# ---------------------------------------------------------------- network play, headless


def host_game(
    players: int,
    ancient_one: str,
    expansions: tuple[str, ...],
    seed: str | None,
    address: str,
    port: int,
    ai_after: float | None,
) -> int:
    """Host one network game (``arkham host``): print the code and address, wait until every
    seat is claimed (or, ``ai_after`` seconds after the first player joins, give the unclaimed
    ones to the AI), run the
    game to its end and print the final digest. Exit 2 on a bad setup or a port in use."""
    import asyncio
    import secrets

    from arkham.engine.game import SetupError

    setup = Setup.of(["random"] * players, ancient_one=ancient_one, expansions=expansions)
    try:
        return asyncio.run(_host(setup, seed or secrets.token_hex(4), address, port, ai_after))
    except (SetupError, OSError) as exc:
        print(f"arkham host: {exc}")
        return 2


async def _host(setup: Setup, seed: str, address: str, port: int, ai_after: float | None) -> int:
    import asyncio

    from arkham.net.host import Host

    host = Host(setup, seed, address=address, port=port, pick=choose)
    await host.start()
    print(f"hosting on {address}:{host.port} (seed {seed})")
    print(f"code: {host.code}")
    where = "<this computer's address>" if address in ("0.0.0.0", "::") else address
    print(f"join with: arkham join {where}:{host.port} --code {host.code}", flush=True)
    if ai_after is not None:
        # The wait starts with the first player: a host nobody has joined plays no game alone.
        await host.joined.wait()
        try:
            await asyncio.wait_for(host.playing.wait(), ai_after)
        except TimeoutError:
            for seat in host.open_seats():
                host.give_to_ai(seat)
            print("the AI takes the seats nobody claimed")
    await host.playing.wait()
    print("every seat is filled: the game begins", flush=True)
    start = time.perf_counter()
    await host.finished.wait()
    game = host.game
    took = time.perf_counter() - start
    print(f"the game is over: {len(game.choices)} decisions in {took:.2f} s")
    print(f"final digest: {game.digest()}", flush=True)
    await host.close()
    return 0


def join_game(address: str, code: str, name: str, ai: bool, seats: int) -> int:
    """Join a network game headless (``arkham join``), follow it to its end (the AI playing the
    seats it claims, with ``ai``) and print the final digest; exit 1 if it cannot."""
    import asyncio

    from arkham.net.client import Client, ClientError
    from arkham.net.protocol import ProtocolError

    uri = address if address.startswith(("ws://", "wss://")) else f"ws://{address}"
    if ":" not in uri.split("//", 1)[1]:
        uri += ":7777"
    try:
        client = Client(uri, code, name, seats=seats, ai=ai)
        digest = asyncio.run(client.run())
    except (ClientError, ProtocolError, ValueError) as exc:
        print(f"arkham join: {exc}")
        return 1
    print(f"seats played: {', '.join(str(s + 1) for s in client.mine()) or 'none'}")
    print(f"final digest: {digest}", flush=True)
    return 0
