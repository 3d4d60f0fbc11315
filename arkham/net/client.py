"""A client of a network game: its own copy of the game, kept in lockstep with the host's.

It says hello, builds the same :class:`~arkham.engine.game.Game` from the welcome (setup,
seed, the choices so far), claims seats, and applies every ``applied`` message with its own
engine, checking the digest after it. A copy that disagrees with the host is a bug: the
client asks for the host's choice list, rebuilds its game from it and writes a bug report
(:func:`arkham.persistence.write_bug_report`) of the copy that went astray. With ``ai`` it
plays the seats it holds with the steady bot.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from arkham import __version__
from arkham.engine.decisions import IllegalChoice
from arkham.engine.game import Game, Setup
from arkham.net.host import deciding_seat
from arkham.net.protocol import (
    MAX_FRAME,
    Applied,
    Bye,
    Choose,
    Claim,
    Hello,
    History,
    Message,
    ProtocolError,
    Refused,
    SeatInfo,
    Seats,
    Sync,
    Welcome,
    dump,
    parse,
)
from arkham.persistence import save_of, write_bug_report


class ClientError(RuntimeError):
    """The host refused us, went away, or our copy cannot follow it."""


class Client:
    """Joins the game at ``uri`` (``ws://host:port``) as ``name`` with the join ``code``,
    claiming up to ``seats`` open seats. ``listener`` sees every message from the host."""

    def __init__(
        self,
        uri: str,
        code: str,
        name: str,
        *,
        seats: int = 1,
        ai: bool = False,
        bug_reports: Path | None = None,
        listener: Callable[[Message], None] | None = None,
        open_timeout: float = 10.0,
    ) -> None:
        self.uri = uri
        self.code = code
        self.name = name
        self.wanted = seats
        self.bug_reports = bug_reports
        self.listener = listener
        self.open_timeout = open_timeout
        self.pick: Callable[[Game], str] | None = None
        if ai:
            from arkham.ai.bot import choose

            self.pick = choose
        self.game: Game | None = None
        self.setup: Setup | None = None
        self.seed = ""
        self.you = name
        self.seats: list[SeatInfo] = []
        self.started = False
        self.resyncs = 0
        self.reports: list[Path] = []
        self._ws: ClientConnection | None = None
        self._early: list[Message] = []
        self._incoming: list[str] = []
        self._syncing = False
        self._held_back: list[Applied] = []
        self._sent_seq = -1
        self._claimed: set[int] = set()

    # ------------------------------------------------------------ running

    async def run(self) -> str:
        """Play until the game ends; the final digest (:class:`ClientError` if it cannot)."""
        try:
            async with connect(self.uri, max_size=MAX_FRAME, open_timeout=self.open_timeout) as ws:
                await ws.send(dump(Hello(name=self.name, code=self.code, app_version=__version__)))
                while self._early:
                    await ws.send(dump(self._early.pop(0)))
                self._ws = ws
                async for frame in ws:
                    try:
                        msg = parse(frame)
                    except ProtocolError:
                        continue  # the host never sends one; ignore rather than crash
                    if self.listener is not None:
                        self.listener(msg)
                    await self._receive(msg)
                    if self.over():
                        with contextlib.suppress(ConnectionClosed):  # the host may be gone
                            await ws.send(dump(Bye()))
                        assert self.game is not None
                        return self.game.digest()
        except (OSError, ConnectionClosed) as exc:
            raise ClientError(f"the connection to {self.uri} failed: {exc}") from exc
        finally:
            self._ws = None
        raise ClientError("the host closed the connection before the game ended")

    def over(self) -> bool:
        return self.game is not None and not self._syncing and self.game.pending() is None

    async def send(self, message: Message) -> None:
        """Send one message to the host (a choice, a claim, a chat line…); before the
        connection is open, it goes right after the hello."""
        if self._ws is None:
            self._early.append(message)
        else:
            await self._ws.send(dump(message))

    def mine(self) -> list[int]:
        """The seats this client holds."""
        return [s.seat for s in self.seats if s.holder == "remote" and s.name == self.you]

    # ------------------------------------------------------------ what the host says

    async def _receive(self, msg: Message) -> None:
        if isinstance(msg, Refused):
            raise ClientError(f"the host refused: {msg.reason}")
        if isinstance(msg, Welcome):
            self.setup, self.seed, self.you = msg.setup, msg.seed, msg.you
            self._seats(msg.seats, msg.started)
        elif isinstance(msg, History):
            await self._history(msg)
        elif isinstance(msg, Seats):
            self._seats(msg.seats, msg.started)
        elif isinstance(msg, Applied):
            await self._applied(msg)
        elif isinstance(msg, Bye):
            raise ClientError(f"the host left: {msg.reason or 'no reason given'}")
        await self._act()

    def _seats(self, seats: list[SeatInfo], started: bool) -> None:
        self.seats, self.started = seats, started

    async def _history(self, msg: History) -> None:
        if msg.start == 0:
            self._incoming = []
        if msg.start != len(self._incoming):
            return
        self._incoming += msg.choices
        if len(self._incoming) < msg.total:
            return
        assert self.setup is not None
        try:
            game = Game.replay(self.setup, self.seed, self._incoming)
        except (IllegalChoice, ValueError) as exc:
            raise ClientError(f"this copy cannot replay the host's game: {exc}") from exc
        if msg.digest is not None and game.digest() != msg.digest:
            raise ClientError("this copy replays the host's choices to another state")
        self.game, self._syncing = game, False
        held, self._held_back = self._held_back, []
        for applied in held:
            await self._applied(applied)

    async def _applied(self, msg: Applied) -> None:
        game = self.game
        if game is None or self._syncing:
            self._held_back.append(msg)
            return
        if msg.seq < len(game.choices):
            return  # already in the choice list (it came with the history)
        if msg.seq == len(game.choices):
            try:
                game.choose(msg.choice)
            except IllegalChoice:
                pass
            else:
                if game.digest() == msg.digest:
                    return
        await self._resync()

    async def _resync(self) -> None:
        """Our copy went astray: report it and rebuild from the host's choice list."""
        assert self.game is not None
        self.resyncs += 1
        with contextlib.suppress(OSError):  # a report that cannot be written stops nothing
            self.reports.append(write_bug_report(save_of(self.game, {}), folder=self.bug_reports))
        self._syncing = True
        self._incoming = []
        await self.send(Sync())

    # ------------------------------------------------------------ what we do

    async def _act(self) -> None:
        """Claim open seats while we hold fewer than we want (before play or, when a player
        has left, during it), and let the AI choose for ours."""
        held = set(self.mine())
        self._claimed &= {s.seat for s in self.seats if s.holder == "open"}
        for s in self.seats:
            if len(held | self._claimed) >= self.wanted:
                break
            if s.holder == "open" and s.seat not in self._claimed:
                self._claimed.add(s.seat)
                await self.send(Claim(seat=s.seat))
        game = self.game
        if not self.started or self.pick is None or game is None or self._syncing:
            return
        if game.pending() is None:
            return
        seq = len(game.choices)
        if seq != self._sent_seq and deciding_seat(game) in held:
            self._sent_seq = seq
            await self.send(Choose(seq=seq, choice=self.pick(game)))
