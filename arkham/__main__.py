"""The ``arkham`` command: ``play`` (default), ``sim``, ``content``, ``bench``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arkham", description="Arkham Horror for the desktop.")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game (for now: one headless bot game, logged)")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--seed", default="arkham")
    play.add_argument("--ancient-one", default="random")
    sim = sub.add_parser("sim", help="play many bot games headless and report")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--seed", default="sim")
    sim.add_argument("--ancient-one", default=None)
    sim.add_argument("--json", action="store_true")
    content = sub.add_parser("content", help="catalog counts and cards with no behaviour yet")
    content.add_argument("--json", action="store_true")
    sub.add_parser("bench", help="print the engine figures of DESIGN.md §7")
    args = parser.parse_args(argv)

    if args.command in (None, "play"):
        from arkham.cli import play_headless

        return play_headless(
            getattr(args, "players", 4),
            getattr(args, "seed", "arkham"),
            getattr(args, "ancient_one", "random"),
        )
    if args.command == "sim":
        from arkham.cli import print_sim

        return print_sim(args.games, args.players, args.seed, args.ancient_one, args.json)
    if args.command == "content":
        from arkham.cli import print_content

        return print_content(args.json)
    if args.command == "bench":
        from arkham.cli import bench

        return bench()
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
