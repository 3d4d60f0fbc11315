"""The ``arkham`` command: the desktop game (default, or ``play``), ``sim``, ``content``, ``bench``,
``host`` and ``join`` (network play, headless).

``arkham --screenshot PATH [--scene S] [--seed S] [--size WxH]`` renders one scene headless to a
PNG; ``arkham --smoke-test`` plays a whole bot game through the real scenes headless.
``arkham --check-save PATH`` checks a save (exit 0 with its summary, 2 with the reason);
``arkham --replay PATH`` plays a save (or a bug report) back step by step in the window (with
``--screenshot OUT [--steps N]``: renders it headless after N decisions).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arkham import __version__

if TYPE_CHECKING:
    import argparse


def guard_streams() -> None:
    """A windowed bundle has no console (stdout/stderr are None on Windows and macOS): send both
    to ``last-run.log`` in the user log dir so a crash leaves a trace, never an exception."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    import faulthandler

    from arkham.persistence import paths

    try:
        folder = paths().logs
        folder.mkdir(parents=True, exist_ok=True)
        log = open(folder / "last-run.log", "w", buffering=1, encoding="utf-8")  # noqa: SIM115
    except OSError:
        import io

        log = io.StringIO()
    if sys.stdout is None:
        sys.stdout = log
    if sys.stderr is None:
        sys.stderr = log
    if hasattr(log, "fileno"):
        faulthandler.enable(file=log)


def main(argv: Sequence[str] | None = None) -> int:
    guard_streams()
    if not (sys.argv[1:] if argv is None else argv):
        # The player's start (no arguments): straight to the window, without building the
        # command line's parsers (the first frame is timed against a bare window).
        from arkham.ui.app import main as ui_main

        return ui_main(None)
    import argparse

    parser = argparse.ArgumentParser(prog="arkham", description="Arkham Horror for the desktop.")
    parser.add_argument("--version", action="version", version=f"arkham {__version__}")
    parser.add_argument("--screenshot", metavar="PATH", help="render a scene headless to a PNG")
    parser.add_argument(
        "--scene",
        default=None,
        metavar="SCENE",
        help="the scene to render: any the gallery draws (title, board, combat, …)",
    )
    parser.add_argument("--seed", default=None, help="the game seed for --screenshot/--smoke-test")
    parser.add_argument("--size", default=None, metavar="WxH", help="the window size to render")
    parser.add_argument("--smoke-test", action="store_true", help="play a bot game through the UI")
    parser.add_argument(
        "--expansions",
        dest="expansions_list",
        default="",
        metavar="NAMES",
        help="with --screenshot/--smoke-test: expansions to play with, comma-separated (innsmouth)",
    )
    parser.add_argument(
        "--check-save", metavar="PATH", help="check a save file: exit 0 and its summary, or 2"
    )
    parser.add_argument("--replay", metavar="PATH", help="play a save back step by step")
    parser.add_argument(
        "--steps", type=int, default=0, help="with --replay and --screenshot: decisions to play"
    )
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the game window (--headless: a logged bot game)")
    play.add_argument("--headless", action="store_true", help="play one bot game and print its log")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--seed", dest="play_seed", default="arkham")
    play.add_argument("--ancient-one", default="random")
    sim = sub.add_parser("sim", help="play many bot games headless and report")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument(
        "--players", default="4", help="a player count, a range (1-8) or a list (2,4,6)"
    )
    sim.add_argument("--seed", dest="sim_seed", default="sim")
    sim.add_argument("--ancient-one", default=None)
    sim.add_argument("--json", action="store_true")
    sim.add_argument(
        "--locations", action="store_true", help="print what each location's encounters give"
    )
    sim.add_argument(
        "--expansions",
        default="",
        help="expansions to play with, comma-separated (innsmouth); the base game is played on "
        "the same seeds for comparison",
    )
    sim.add_argument(
        "--level",
        choices=("steady", "strong"),
        default="steady",
        help="the AI level of every seat; strong also plays the seeds at steady to compare",
    )
    sim.add_argument(
        "--rollouts",
        type=int,
        default=None,
        help="the strong level's rollouts per decision (N for a choice, 3N for where to head; "
        "by default 16 and 48)",
    )
    sim.add_argument(
        "--fit-value",
        action="store_true",
        help="fit the strong level's win-chance model to the steady bot's games and print its "
        "weights (arkham/ai/value.py)",
    )
    content = sub.add_parser("content", help="catalog counts and cards with no behaviour yet")
    content.add_argument("--json", action="store_true")
    bench_cmd = sub.add_parser("bench", help="print the engine and UI figures of DESIGN.md §7")
    bench_cmd.add_argument("--json", action="store_true")
    host = sub.add_parser("host", help="host a network game headless (a dedicated host)")
    host.add_argument("--port", type=int, default=7777, help="the port to listen on (0: any)")
    host.add_argument(
        "--address",
        default="0.0.0.0",
        help="the address to listen on (0.0.0.0: every interface; 127.0.0.1: this computer only)",
    )
    host.add_argument("--players", type=int, default=4)
    host.add_argument("--ancient-one", default="random")
    host.add_argument("--expansions", default="", help="comma-separated (innsmouth)")
    host.add_argument("--seed", dest="host_seed", default=None, help="the game seed (random)")
    host.add_argument(
        "--ai-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help="this long after the first player joins, give the seats nobody has claimed to the "
        "AI (default: wait)",
    )
    join = sub.add_parser("join", help="join a network game headless")
    join.add_argument("address", help="HOST:PORT (the port is 7777 unless given)")
    join.add_argument("--code", required=True, help="the host's join code")
    join.add_argument("--name", default="Player", help="your name (at most 40 characters)")
    join.add_argument("--ai", action="store_true", help="the AI plays the seats this client holds")
    join.add_argument(
        "--seats",
        type=int,
        default=None,
        help="how many open seats to claim (default: 1 with --ai, none without: follow only)",
    )
    args = parser.parse_args(argv)

    if args.check_save:
        from arkham.cli import check_save

        return check_save(args.check_save)
    if args.command == "play" and args.headless:
        from arkham.cli import play_headless

        return play_headless(args.players, args.play_seed, args.ancient_one)
    if args.command in (None, "play"):
        from arkham.ui.app import main as ui_main

        args.expansions_list = _expansions(parser, args.expansions_list)
        if args.scene is not None:
            _check_scene(parser, args.scene)

        return ui_main(args)
    if args.command == "sim":
        from arkham.ai.sim import parse_players
        from arkham.cli import print_sim

        try:
            counts = parse_players(args.players)
        except ValueError as exc:
            parser.error(str(exc))
        players = counts[0] if len(counts) == 1 else counts
        expansions = _expansions(parser, args.expansions)
        if args.rollouts is not None and args.rollouts < 1:
            parser.error("--rollouts must be at least 1")
        if args.fit_value:
            from arkham.cli import print_value_fit

            return print_value_fit(args.games, players, args.sim_seed)
        return print_sim(
            args.games,
            players,
            args.sim_seed,
            args.ancient_one,
            args.json,
            args.locations,
            expansions,
            args.level,
            args.rollouts,
        )
    if args.command == "content":
        from arkham.cli import print_content

        return print_content(args.json)
    if args.command == "bench":
        from arkham.cli import bench

        return bench(args.json)
    if args.command == "host":
        from arkham.cli import host_game

        if not 0 <= args.port <= 65535:
            parser.error("--port must be between 0 and 65535")
        return host_game(
            args.players,
            args.ancient_one,
            _expansions(parser, args.expansions),
            args.host_seed,
            args.address,
            args.port,
            args.ai_after,
        )
    if args.command == "join":
        from arkham.cli import join_game

        seats = args.seats if args.seats is not None else (1 if args.ai else 0)
        if seats and not args.ai:
            parser.error("a headless client plays the seats it claims only with --ai")
        if not 0 <= seats <= 8:
            parser.error("--seats is between 0 and 8")
        return join_game(args.address, args.code, args.name, args.ai, seats)
    parser.print_help()
    return 2


def _check_scene(parser: argparse.ArgumentParser, scene: str) -> None:
    """A usage error unless the gallery can render ``scene``: the list is the gallery's own
    (imported only when a scene is asked for, so the game's start stays light), so a scene
    added there is accepted here at once."""
    from arkham.ui.gallery import SCENES

    if scene not in SCENES:
        parser.error(f"unknown scene {scene!r} (one of: {', '.join(SCENES)})")


def _expansions(parser: argparse.ArgumentParser, names: str) -> tuple[str, ...]:
    """``"innsmouth, x"`` as names, each checked against the expansions known (an unknown or
    repeated one is a usage error)."""
    expansions = tuple(x.strip() for x in (names or "").split(",") if x.strip())
    if not expansions:
        return ()
    from arkham.modules import known_expansions

    unknown = [x for x in expansions if x not in known_expansions()]
    if unknown:
        parser.error(f"unknown expansion {unknown[0]!r} (known: {', '.join(known_expansions())})")
    twice = [x for x in expansions if expansions.count(x) > 1]
    if twice:
        parser.error(f"expansion {twice[0]!r} is named twice")
    return expansions


if __name__ == "__main__":
    sys.exit(main())
