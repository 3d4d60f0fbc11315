"""``make bench``'s network figures: how long a choice takes to reach every copy of a game on
localhost, and what the host costs while it waits. Everything runs in one process on the
loopback, the host and four AI clients on one event loop, so a choice's time to every copy
includes every copy's own engine applying it, one after another (separate computers apply
theirs at the same time)."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections import defaultdict

from arkham.ai.sim import random_setup
from arkham.net.client import Client
from arkham.net.host import Host
from arkham.net.protocol import Applied, Choose, Message

SEATS = 4


class _Timed(Client):
    """A client that notes when it sends each choice and when it has applied each one."""

    def __init__(self, *args, sent: dict[int, float], applied: dict[int, list[float]], **kw):
        super().__init__(*args, **kw)
        self._sent = sent
        self._applied_at = applied

    async def send(self, message: Message) -> None:
        if isinstance(message, Choose):
            self._sent[message.seq] = time.perf_counter()
        await super().send(message)

    async def _applied(self, msg: Applied) -> None:
        await super()._applied(msg)
        self._applied_at[msg.seq].append(time.perf_counter())


async def _one_game(index: int) -> list[float]:
    """The seconds from each choice's sending to its application at the last copy."""
    host = Host(random_setup(index, SEATS, None), f"bench-net-{index}")
    await host.start()
    sent: dict[int, float] = {}
    applied: dict[int, list[float]] = defaultdict(list)
    uri = f"ws://127.0.0.1:{host.port}"
    clients = [
        _Timed(uri, host.code, f"Bot {n + 1}", ai=True, sent=sent, applied=applied)
        for n in range(SEATS)
    ]
    await asyncio.gather(*(c.run() for c in clients))
    await host.close()
    return [max(applied[seq]) - at for seq, at in sent.items() if len(applied[seq]) == len(clients)]


async def _idle_host(seconds: float) -> float:
    """The host's CPU, in percent of one core, while it waits for its players."""
    host = Host(random_setup(0, SEATS, None), "bench-net-idle")
    await host.start()
    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.sleep(seconds)
    used = (time.process_time() - cpu) / (time.perf_counter() - wall) * 100
    await host.close()
    return used


def figures(games: int = 3, idle_seconds: float = 2.0) -> dict:
    """The network figures (``arkham bench --json`` puts them under ``"network"``)."""
    latencies = [t for i in range(games) for t in asyncio.run(_one_game(i))]
    return {
        "choice_to_every_copy_ms": statistics.median(latencies) * 1000,
        "choice_to_every_copy_p95_ms": statistics.quantiles(latencies, n=20)[-1] * 1000,
        "choices_timed": len(latencies),
        "idle_host_cpu_percent": asyncio.run(_idle_host(idle_seconds)),
    }


def describe(f: dict) -> str:
    return (
        f"network, {SEATS} AI clients and the host on localhost in one process: a choice reaches "
        f"every copy in {f['choice_to_every_copy_ms']:.2f} ms (median of "
        f"{f['choices_timed']}; p95 {f['choice_to_every_copy_p95_ms']:.2f} ms); the host waiting "
        f"for its players uses {f['idle_host_cpu_percent']:.1f} % of one core — no budget set yet"
    )
