"""The network in its own thread, so a window's loop never waits on it.

:class:`NetThread` runs a :class:`~arkham.net.client.Client` in an asyncio loop of its own:
every message from the host lands in :attr:`NetThread.inbox` (read with ``get_nowait``), and
each message put in :attr:`NetThread.outbox` is sent to the host. When the client stops (the
game ended, or it failed), its result — the final digest or the exception — lands in the inbox
last.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading

from arkham.net.client import Client
from arkham.net.protocol import Message


class Outbox:
    """Messages for the host, put from any thread; sent in order by the network thread."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._queue: asyncio.Queue[Message] | None = None
        self._early: list[Message] = []
        self._lock = threading.Lock()

    def put(self, message: Message) -> None:
        with self._lock:
            if self._loop is None or self._queue is None:
                self._early.append(message)
                return
            self._loop.call_soon_threadsafe(self._queue.put_nowait, message)

    def attach(self, loop: asyncio.AbstractEventLoop, q: asyncio.Queue[Message]) -> None:
        """Called on the network thread once its loop runs: what came early goes first."""
        with self._lock:
            self._loop, self._queue = loop, q
            for message in self._early:
                q.put_nowait(message)
            self._early = []


class NetThread:
    """Runs ``client`` on a daemon thread; :meth:`stop` ends it."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.inbox: queue.Queue[Message | str | Exception] = queue.Queue()
        self.outbox = Outbox()
        client.listener = self.inbox.put
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[str] | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._main, name="arkham-net", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the client (if it still runs) and wait for the thread."""
        self._stop.set()
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            with contextlib.suppress(RuntimeError):  # the loop has ended already
                loop.call_soon_threadsafe(task.cancel)
        self._thread.join(timeout)

    def _main(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        sending: asyncio.Queue[Message] = asyncio.Queue()
        self.outbox.attach(self._loop, sending)
        pump = asyncio.create_task(self._pump(sending))
        self._task = asyncio.create_task(self.client.run())
        if self._stop.is_set():  # stopped before the task existed
            self._task.cancel()
        try:
            self.inbox.put(await self._task)
        except asyncio.CancelledError:
            pass
        except Exception as exc:  # the UI shows why the network stopped
            self.inbox.put(exc)
        finally:
            pump.cancel()

    async def _pump(self, sending: asyncio.Queue[Message]) -> None:
        while True:
            await self.client.send(await sending.get())
