"""What the network tests share: running a coroutine bounded in time, a raw peer that speaks
the protocol by hand (to send what a real client never would), and waiting for a position."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable
from typing import TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from arkham import __version__
from arkham.net.host import Host, deciding_seat
from arkham.net.protocol import PROTOCOL_VERSION, Message, parse

T = TypeVar("T")
LIMIT = 60.0
"""No network test may take longer than this (a hang fails, it does not block the run)."""


def run(coro: Awaitable[T], limit: float = LIMIT) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coro, limit)

    return asyncio.run(bounded())


def uri(host: Host) -> str:
    return f"ws://127.0.0.1:{host.port}"


def hello(
    code: str, name: str = "Mallory", version: int = PROTOCOL_VERSION, app: str = __version__
) -> str:
    return json.dumps(
        {"type": "hello", "name": name, "code": code, "version": version, "app_version": app}
    )


class Raw:
    """A hand-driven peer: every frame it gets is kept in order."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.got: list[Message] = []
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def join(cls, host: Host, name: str = "Mallory") -> Raw:
        raw = cls(await connect(uri(host), max_size=None, open_timeout=10))
        await raw.ws.send(hello(host.code, name))
        await raw.wait_for("history")
        return raw

    async def _read(self) -> None:
        with contextlib.suppress(ConnectionClosed):  # the host may close it: that is tested
            async for frame in self.ws:
                self.got.append(parse(frame))

    async def wait_for(self, kind: str, count: int = 1) -> list[Message]:
        """Wait until ``count`` messages of ``kind`` have come (in all), and return them."""
        while True:
            found = [m for m in self.got if m.type == kind]
            if len(found) >= count:
                return found
            if self._reader.done():
                raise AssertionError(f"closed before {count} {kind}: {self.got[-3:]}")
            await asyncio.sleep(0.005)

    async def send(self, frame: str | bytes) -> None:
        await self.ws.send(frame)

    async def close(self) -> None:
        await self.ws.close()
        await self._reader


async def until(test: Callable[[], bool]) -> None:
    """Wait (within the test's limit) until ``test()`` holds."""
    while not test():
        await asyncio.sleep(0.005)


async def stalled_on(host: Host, seat: int) -> None:
    """Wait until the host's game waits on ``seat`` (whose player is not answering)."""
    await until(lambda: deciding_seat(host.game) == seat)
