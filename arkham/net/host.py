"""The host of a network game: it owns the authoritative :class:`~arkham.engine.game.Game`.

A client that says ``hello`` with the join code and this protocol version is welcomed with
the setup, seed, seats and choice list; it may claim an open seat, chat, and choose for the
seats it holds. The host accepts a choice only when the pending decision belongs to a seat
the sender holds, the sequence number is the next one and the id is offered and enabled;
then it applies it and broadcasts ``applied`` with the digest after it. Everything else is
refused with a reason, and nothing a peer sends changes the game or stalls the others: each
peer is served by its own task, reads are rate-limited per peer, writes go through a bounded
queue per peer (a peer too slow to keep up is dropped), wrong join codes are rate-limited per
address, and a peer that keeps sending what is refused is disconnected.

Seats the host's AI plays are chosen with ``pick`` (a function of the game, given by the
caller, so this module needs no AI); seats of the host's local player with
:meth:`Host.choose_local`.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import re
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from arkham import __version__
from arkham.engine.decisions import IllegalChoice
from arkham.engine.game import Game, Setup
from arkham.net.protocol import (
    HISTORY_CHUNK,
    MAX_FRAME,
    PROTOCOL_VERSION,
    Applied,
    Bye,
    Chat,
    Choose,
    Claim,
    Hello,
    History,
    Message,
    ProtocolError,
    Refused,
    Rejected,
    SeatInfo,
    Seats,
    Sync,
    Welcome,
    dump,
    parse,
)

_WORD_TEXT = """acorn amber angel anvil apple arrow ash aspen attic autumn badge baker bamboo banjo barley
barn basin beach beacon beard bell berry birch bishop blade blaze bloom boat bone book boot bottle
bow brick bridge brook broom bucket buffalo bugle cabin cable camel candle canoe canyon cape card
cargo carpet castle cedar cellar chain chalk chapel cherry chess chimney cider circle clay cliff
clock cloud clover coal coast cobalt comet copper coral cotton crane crow crown crystal cup daisy
dawn deer desert diamond dove dragon drum dune eagle echo elm ember engine fable falcon feather
fern ferry fiddle field finch flag flame flint flute fog forest fossil fox frost garden garnet
gate ghost giant ginger glacier glove goat gold grape gravel harbor harp hawk hazel heron hill
hollow honey horn horse island ivory ivy jade jaguar jasper jewel jungle kettle key kite knight
ladder lagoon lake lamp lantern lark lava lemon lily linen lion lizard locket lotus lute magnet
mantle maple marble marsh meadow melon mill mint mirror mist moon moss moth mountain mule nectar
needle nest night north oak oasis ocean olive onyx opal orchard otter owl oyster paddle palace
panther paper parrot peach pearl pebble pepper piano pilot pine planet plum pond poppy prairie
quartz quill rabbit raven reed ribbon ridge river robin rocket rose ruby saddle sage salmon sand
sapphire scarf shadow shell silver sparrow spider spruce star stone storm straw summer swan
thistle thunder tiger timber torch tower trumpet tulip tunnel turtle valley velvet violet walnut
whale willow window winter wolf zephyr"""
WORDS = tuple(_WORD_TEXT.split())
"""256 short words, 8 bits each: a join code of :data:`CODE_WORDS` of them holds 40 bits."""
CODE_WORDS = 5

RATE = 50.0
"""Messages a second a peer may send on average; beyond, the host reads it no faster."""
BURST = 200
"""Messages a peer may send at once before :data:`RATE` holds it back (an AI client deciding
a long stretch in a row sends many quickly; a person never does)."""
STRIKES = 100
"""Refused messages (garbage, choices not taken…) a peer may send in :data:`STRIKE_WINDOW`
seconds before it is disconnected."""
STRIKE_WINDOW = 10.0
WRONG_CODES = 5
"""Wrong join codes one address may give in :data:`WRONG_CODE_WINDOW` seconds; beyond, its
hellos are refused unread until the window has passed."""
WRONG_CODE_WINDOW = 60.0
HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to say hello."""
MAX_PEERS = 16
OUTBOX = 4096
"""Frames waiting for one peer; a peer this far behind is dropped."""


def new_code() -> str:
    """A random join code: :data:`CODE_WORDS` words of :data:`WORDS`, 40 bits."""
    return "-".join(secrets.choice(WORDS) for _ in range(CODE_WORDS))


def normal_code(code: str) -> str:
    """A code as compared: lower case, words joined by single hyphens (spaces, dots or
    several hyphens typed between them do not matter)."""
    return "-".join(w for w in re.split(r"[^a-z0-9]+", code.lower()) if w)


def deciding_seat(game: Game) -> int | None:
    """The seat (index in ``game.state.investigators``) whose player makes the pending
    decision; a decision for nobody in particular is the first player's. None: game over."""
    decision = game.pending()
    if decision is None:
        return None
    invs = game.state.investigators
    for i, inv in enumerate(invs):
        if inv.id == decision.investigator:
            return i
    return game.state.first_player % len(invs)


@dataclass
class Peer:
    """One welcomed connection."""

    ws: ServerConnection
    name: str
    out: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(OUTBOX))
    tokens: float = BURST
    stamp: float = 0.0
    writer: asyncio.Task[None] | None = None
    strikes: deque[float] = field(default_factory=deque)

    def send(self, message: Message) -> bool:
        """Queue ``message``; False when the peer is too far behind (it is then dropped)."""
        try:
            self.out.put_nowait(dump(message))
        except asyncio.QueueFull:
            return False
        return True


Kind = Literal["open", "remote", "local", "ai"]
"""Who plays a seat: nobody yet (or its player left), a client, the host's player, the AI."""


@dataclass
class Holder:
    """Who plays a seat."""

    kind: Kind = "open"
    peer: Peer | None = None


class Host:
    """Hosts one game on ``address``:``port`` (port 0: any free one; :attr:`port` says which).

    ``local`` seats are played at the host (:meth:`choose_local`), ``ai`` seats by ``pick``;
    the others are open for clients to claim. Play starts once no seat is open."""

    def __init__(
        self,
        setup: Setup,
        seed: str | int,
        *,
        code: str | None = None,
        address: str = "127.0.0.1",
        port: int = 0,
        local: Iterable[int] = (),
        ai: Iterable[int] = (),
        pick: Callable[[Game], str] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.game = Game.new(setup, seed)
        self.code = code or new_code()
        self.address = address
        self.port = port
        self.pick = pick
        self.clock = clock
        self.started = False
        self.playing = asyncio.Event()
        """Set once every seat is filled and play begins."""
        self.joined = asyncio.Event()
        """Set once a player has claimed a seat."""
        self.finished = asyncio.Event()
        self.peers: list[Peer] = []
        self._wrong_codes: dict[str, deque[float]] = {}
        self._server: Server | None = None
        self._driving = False
        self.seats = [Holder() for _ in self.game.state.investigators]
        for i in local:
            self.seats[i] = Holder("local")
        for i in ai:
            self.give_to_ai(i)

    # ------------------------------------------------------------ running

    async def start(self) -> None:
        """Listen (only on the address and port given) and start at once if no seat is open."""
        self._server = await serve(
            self._serve,
            self.address,
            self.port,
            max_size=MAX_FRAME,
            max_queue=16,
            open_timeout=HELLO_TIMEOUT,
        )
        self.port = next(iter(self._server.sockets)).getsockname()[1]
        self._maybe_start()

    async def close(self, timeout: float = 2.0) -> None:
        """Say bye to every peer (waiting up to ``timeout`` seconds for what is queued to them
        to go out) and stop listening."""
        writers = [p.writer for p in self.peers if p.writer is not None]
        for peer in list(self.peers):
            peer.send(Bye(reason="the host closed the game"))
            with contextlib.suppress(asyncio.QueueFull):
                peer.out.put_nowait(None)
        if writers:
            await asyncio.wait(writers, timeout=timeout)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def open_seats(self) -> list[int]:
        return [i for i, h in enumerate(self.seats) if h.kind == "open"]

    def give_to_ai(self, seat: int) -> None:
        """Let the host's AI play ``seat`` (needs ``pick``)."""
        if self.pick is None:
            raise ValueError("the host has no AI to give a seat to")
        self.seats[seat] = Holder("ai")
        if self._server is not None:
            self._seats_changed()

    async def choose_local(self, choice: str) -> str | None:
        """Choose for a seat of the host's local player; the reason it is refused, or None."""
        reason = self._refusal(Choose(seq=len(self.game.choices), choice=choice), None)
        if reason is None:
            self._apply(choice)
        return reason

    # ------------------------------------------------------------ the seats

    def seat_list(self) -> list[SeatInfo]:
        invs = self.game.state.investigators
        return [
            SeatInfo(
                seat=i,
                investigator=invs[i].id,
                holder=h.kind,
                name=h.peer.name if h.peer is not None else None,
            )
            for i, h in enumerate(self.seats)
        ]

    def _seats_changed(self) -> None:
        if any(h.kind == "remote" for h in self.seats):
            self.joined.set()
        self._maybe_start(announce=False)
        self._broadcast(Seats(seats=self.seat_list(), started=self.started))
        self._drive()

    def _maybe_start(self, announce: bool = True) -> None:
        if not self.started and not self.open_seats():
            self.started = True
            self.playing.set()
            if announce:
                self._broadcast(Seats(seats=self.seat_list(), started=True))
            self._drive()

    # ------------------------------------------------------------ the game

    def _refusal(self, msg: Choose, peer: Peer | None) -> str | None:
        """Why ``msg`` from ``peer`` (None: the host's local player) cannot be applied."""
        game = self.game
        if not self.started:
            return "the game has not started: seats are still open"
        decision = game.pending()
        if decision is None:
            return "the game is over"
        if msg.seq != len(game.choices):
            return f"wrong sequence number {msg.seq}: the next decision is {len(game.choices)}"
        seat = deciding_seat(game)
        assert seat is not None
        holder = self.seats[seat]
        mine = holder.peer is peer if peer is not None else holder.kind == "local"
        if not mine:
            return f"decision {msg.seq} belongs to seat {seat + 1}, not held by you"
        if msg.choice not in {c.id for c in decision.enabled()}:
            return f"{msg.choice!r} is not offered"
        return None

    def _apply(self, choice: str) -> None:
        seq = len(self.game.choices)
        try:
            self.game.choose(choice)
        except IllegalChoice:  # _refusal checked the id: the engine disagrees only on a bug
            return
        self._broadcast(Applied(seq=seq, choice=choice, digest=self.game.digest()))
        if self.game.pending() is None:
            self.finished.set()
        self._drive()

    def _drive(self) -> None:
        """Let the host's AI play while the pending decision is one of its seats."""
        if self._driving or not self.started or self.pick is None:
            return
        seat = deciding_seat(self.game)
        if seat is None or self.seats[seat].kind != "ai":
            return
        self._driving = True
        asyncio.get_running_loop().call_soon(self._ai_step)

    def _ai_step(self) -> None:
        self._driving = False
        seat = deciding_seat(self.game)
        if seat is not None and self.seats[seat].kind == "ai" and self.pick is not None:
            self._apply(self.pick(self.game))

    # ------------------------------------------------------------ peers

    def _broadcast(self, message: Message) -> None:
        for peer in list(self.peers):
            if not peer.send(message):
                self._drop(peer)

    def _drop(self, peer: Peer) -> None:
        """Forget ``peer``: its seats open again, its connection closes."""
        if peer not in self.peers:
            return
        self.peers.remove(peer)
        for i, h in enumerate(self.seats):
            if h.peer is peer:
                self.seats[i] = Holder()
        try:  # the writer sends what is queued (a last refusal), then closes
            peer.out.put_nowait(None)
        except asyncio.QueueFull:  # too far behind to wait for
            asyncio.get_running_loop().create_task(peer.ws.close())
        self._broadcast(Seats(seats=self.seat_list(), started=self.started))

    async def _serve(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        peer = await self._greet(ws, address)
        if peer is None:
            return
        writer = peer.writer = asyncio.create_task(self._write(peer))
        try:
            async for frame in ws:
                await self._throttle(peer)
                if peer in self.peers:
                    self._receive(peer, frame)
                # else: dropped, and closing: read on (to nothing) so the close goes through
        except ConnectionClosed:
            pass
        finally:
            self._drop(peer)
            with contextlib.suppress(TimeoutError):  # a last refusal goes out, if it can
                await asyncio.wait_for(writer, HELLO_TIMEOUT)

    async def _greet(self, ws: ServerConnection, address: str) -> Peer | None:
        """The peer a good hello makes, or None (refused, or silent too long)."""
        try:
            frame = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except (TimeoutError, ConnectionClosed):
            await ws.close()
            return None
        reason = self._hello_refusal(frame, address)
        if isinstance(reason, str):
            with contextlib.suppress(ConnectionClosed):
                await ws.send(dump(Refused(reason=reason)))
            await ws.close()
            return None
        hello = reason
        taken = {p.name for p in self.peers}
        name, n = hello.name, 1
        while name in taken:
            n += 1
            name = f"{hello.name[:34]} ({n})"
        peer = Peer(ws, name, stamp=self.clock())
        peer.send(
            Welcome(
                you=name,
                seats=self.seat_list(),
                started=self.started,
                setup=self.game.setup,
                seed=self.game.seed,
            )
        )
        self._send_history(peer)
        self.peers.append(peer)
        return peer

    def _hello_refusal(self, frame: str | bytes, address: str) -> str | Hello:
        """The hello in ``frame``, or why this connection is refused."""
        now = self.clock()
        for known in list(self._wrong_codes):  # forget old ones, so the table stays small
            stale = self._wrong_codes[known]
            while stale and stale[0] < now - WRONG_CODE_WINDOW:
                stale.popleft()
            if not stale:
                del self._wrong_codes[known]
        wrong = self._wrong_codes.setdefault(address, deque())
        if len(wrong) >= WRONG_CODES:
            return "too many wrong join codes from your address: wait a minute"
        if len(frame) <= MAX_FRAME:  # the version first: a hello of another version may not parse
            with contextlib.suppress(ValueError, RecursionError):
                data = json.loads(frame)
                version = data.get("version") if isinstance(data, dict) else None
                if isinstance(version, int) and version != PROTOCOL_VERSION:
                    return (
                        f"this host speaks network protocol version {PROTOCOL_VERSION}, "
                        f"you speak version {version}: play with the same version of the game"
                    )
        try:
            hello = parse(frame)
        except ProtocolError as exc:
            return f"not a hello: {exc}"
        if not isinstance(hello, Hello):
            return f"the first message is a hello, not {hello.type}"
        if hello.app_version != __version__:
            return (
                f"the host runs Arkham Horror {__version__}, you run {hello.app_version}: "
                "every copy must run the same rules, so play with the same version"
            )
        if not hmac.compare_digest(normal_code(hello.code), normal_code(self.code)):
            wrong.append(now)
            return "wrong join code: this is another game, or the code was mistyped"
        if len(self.peers) >= MAX_PEERS:
            return f"the game is full: {MAX_PEERS} players are connected"
        return hello

    def _send_history(self, peer: Peer) -> None:
        choices = self.game.choices
        total = len(choices)
        for start in range(0, max(total, 1), HISTORY_CHUNK):
            part = choices[start : start + HISTORY_CHUNK]
            last = start + len(part) == total
            peer.send(
                History(
                    start=start,
                    total=total,
                    choices=part,
                    digest=self.game.digest() if last else None,
                )
            )

    async def _write(self, peer: Peer) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (frame := await peer.out.get()) is not None:
                await peer.ws.send(frame)
        await peer.ws.close()

    async def _throttle(self, peer: Peer) -> None:
        """Read at most :data:`RATE` messages a second from ``peer`` (past a burst)."""
        now = self.clock()
        peer.tokens = min(BURST, peer.tokens + (now - peer.stamp) * RATE)
        peer.stamp = now
        peer.tokens -= 1
        if peer.tokens < 0:
            await asyncio.sleep(-peer.tokens / RATE)

    def _strike(self, peer: Peer, reason: str) -> None:
        """Refuse one message; a peer refused too often is disconnected."""
        now = self.clock()
        peer.strikes.append(now)
        while peer.strikes and peer.strikes[0] < now - STRIKE_WINDOW:
            peer.strikes.popleft()
        if len(peer.strikes) > STRIKES:
            peer.send(Refused(reason=f"more than {STRIKES} refused messages: disconnected"))
            self._drop(peer)
        else:
            peer.send(Rejected(reason=reason))

    def _receive(self, peer: Peer, frame: str | bytes) -> None:
        try:
            msg = parse(frame)
        except ProtocolError as exc:
            self._strike(peer, str(exc))
            return
        if isinstance(msg, Choose):
            reason = self._refusal(msg, peer)
            if reason is None:
                self._apply(msg.choice)
            else:
                self._strike(peer, reason)
        elif isinstance(msg, Claim):
            if msg.seat >= len(self.seats) or self.seats[msg.seat].kind != "open":
                self._strike(peer, f"seat {msg.seat + 1} is not open")
            else:
                self.seats[msg.seat] = Holder("remote", peer)
                self._seats_changed()
        elif isinstance(msg, Chat):
            self._broadcast(Chat(text=msg.text, name=peer.name))
        elif isinstance(msg, Sync):
            self._send_history(peer)
        elif isinstance(msg, Bye):
            self._drop(peer)
        else:
            self._strike(peer, f"a client does not send {msg.type}")
