"""Nobody gets in who shouldn't, and nothing a peer sends changes the game or stalls the
others: each refusal leaves the host's choices and digest as they were, and the game then
plays on to its end with every copy agreeing."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from arkham import __version__
from arkham.ai.bot import choose
from arkham.engine.game import Setup
from arkham.net import host as host_module
from arkham.net.client import Client
from arkham.net.host import Host, deciding_seat
from arkham.net.protocol import MAX_FRAME, Refused, Rejected, dump, parse
from tests.net.netkit import Raw, hello, run, stalled_on, until, uri


async def refusal(host: Host, frame: str | bytes) -> str:
    """The reason the host gives for refusing a connection that says ``frame`` first."""
    async with connect(uri(host), open_timeout=10) as ws:
        await ws.send(frame)
        msg = parse(await ws.recv())
    assert isinstance(msg, Refused)
    return msg.reason


def test_a_wrong_code_and_another_protocol_version_are_refused_saying_which() -> None:
    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-hello")
        await host.start()
        assert "wrong join code" in await refusal(host, hello("amber-ash-bell-boat-bone"))
        other = await refusal(host, hello(host.code, version=2))
        assert "protocol version 1" in other and "version 2" in other
        older = await refusal(host, hello(host.code, app="0.0.1"))
        assert f"the host runs Arkham Horror {__version__}, you run 0.0.1" in older
        for garbage in ("garbage", "[1]", "[" * 60000, '{"version": "1"}', b"\xff"):
            assert "not a hello" in await refusal(host, garbage)
        assert "first message is a hello" in await refusal(host, '{"type": "sync"}')
        assert "name" in await refusal(host, hello(host.code, name="x" * 41))
        assert "name" in await refusal(host, hello(host.code, name="two\nlines"))
        assert host.peers == [] and host.game.choices == []
        await host.close()

    run(play())


def test_wrong_codes_are_rate_limited_per_address() -> None:
    now = [0.0]

    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-codes", clock=lambda: now[0])
        await host.start()
        for _ in range(host_module.WRONG_CODES):
            assert "wrong join code" in await refusal(host, hello("wrong"))
        assert "too many wrong join codes" in await refusal(host, hello(host.code))
        now[0] += host_module.WRONG_CODE_WINDOW + 1
        raw = await Raw.join(host, "Anna")  # the window has passed: the right code gets in
        await raw.close()
        await host.close()

    run(play())


def test_a_full_game_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "MAX_PEERS", 1)

    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-full")
        await host.start()
        first = await Raw.join(host, "Anna")
        assert "the game is full" in await refusal(host, hello(host.code, "Ben"))
        await first.close()
        await host.close()

    run(play())


def test_hostile_messages_are_refused_with_the_game_unchanged_and_the_others_play_on(
    tmp_path: Path,
) -> None:
    """Seat 1: a real client (the AI); seat 2: the host's AI; seat 3: Mallory, by hand, who
    tries everything while the game waits on her; Eve holds no seat."""

    async def play() -> None:
        host = Host(Setup.of(["random"] * 3), "net-hostile", ai=[1], pick=choose)
        await host.start()
        mallory = await Raw.join(host, "Mallory")
        await mallory.send(json.dumps({"type": "claim", "seat": 2}))
        await mallory.send(json.dumps({"type": "claim", "seat": 2}))  # hers already
        eve = await Raw.join(host, "Eve")
        anna = Client(uri(host), host.code, "Anna", ai=True, bug_reports=tmp_path)
        anna_plays = asyncio.create_task(anna.run())
        await stalled_on(host, 2)
        await asyncio.sleep(0.05)  # nothing else moves while the game waits on Mallory
        seq, digest = len(host.game.choices), host.game.digest()
        decision = host.game.pending()
        assert decision is not None
        offered = decision.enabled()[0].id

        def choice(seq: int, choice: str) -> str:
            return json.dumps({"type": "choose", "seq": seq, "choice": choice})

        hostile = [
            (eve, choice(seq, offered), "belongs to seat 3, not held by you"),
            (eve, json.dumps({"type": "claim", "seat": 0}), "seat 1 is not open"),
            (mallory, choice(seq, "move:nowhere"), "'move:nowhere' is not offered"),
            (mallory, choice(seq + 1, offered), f"wrong sequence number {seq + 1}"),
            (mallory, choice(seq - 1, offered), f"wrong sequence number {seq - 1}"),
            (mallory, choice(-1, offered), "seq"),
            (mallory, choice(seq, "x" * 101), "choice"),
            (mallory, "{not json", "JSON"),
            (mallory, b"\xff\xfe\x00binary", "JSON"),
            (
                mallory,
                json.dumps({"type": "applied", "seq": seq, "choice": offered, "digest": ""}),
                "a client does not send applied",
            ),
            (mallory, json.dumps({"type": "chat", "text": "\x00"}), "text"),
            (mallory, json.dumps({"type": "choose", "seq": seq, "choice": offered, "x": 1}), "x"),
        ]
        for peer, frame, reason in hostile:
            before = len([m for m in peer.got if isinstance(m, Rejected)])
            await peer.send(frame)
            (*_, last) = await peer.wait_for("rejected", before + 1)
            assert reason in last.reason  # type: ignore[attr-defined]
            assert (len(host.game.choices), host.game.digest()) == (seq, digest)
        refused = [r.reason for r in mallory.got if isinstance(r, Rejected)]
        assert refused[0] == "seat 3 is not open"  # her second claim of her own seat

        # A frame over the size limit closes that connection, and only that one.
        await eve.send("x" * (MAX_FRAME + 1))
        await eve._reader
        assert eve.ws.close_code == 1009
        # A flood of refused messages: disconnected after the limit, the game unchanged.
        flood = await Raw.join(host, "Flood")
        for _ in range(host_module.STRIKES + 50):
            await flood.send(choice(seq, "flood"))
        (last,) = await flood.wait_for("refused")
        assert "refused messages" in last.reason  # type: ignore[attr-defined]
        await flood._reader
        assert (len(host.game.choices), host.game.digest()) == (seq, digest)

        # Mallory makes a good choice, then leaves; the AI takes her seat and all play on.
        await mallory.send(choice(seq, offered))
        await mallory.wait_for("applied")
        await mallory.close()
        await until(lambda: host.open_seats() == [2])
        host.give_to_ai(2)
        assert await anna_plays == host.game.digest()
        assert host.game.pending() is None and anna.resyncs == 0
        await host.close()

    run(play())


def test_a_chat_flood_is_read_no_faster_than_the_rate_limit_and_stalls_nobody() -> None:
    """The host reads a peer's frames at most :data:`RATE` a second past a burst: a flooder
    only slows itself. Time is the host's clock, driven here by hand."""
    now = [0.0]

    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-chat", clock=lambda: now[0])
        await host.start()
        flood, anna = await Raw.join(host, "Flood"), await Raw.join(host, "Anna")
        line = dump(Rejected(reason="x")).replace("rejected", "chat").replace("reason", "text")
        for _ in range(host_module.BURST + 20):
            await flood.send(line)
        await anna.wait_for("chat", host_module.BURST)
        await asyncio.sleep(0.1)
        # Past the burst, the host waits on the flooder alone; Anna is still served.
        assert len([m for m in anna.got if m.type == "chat"]) < host_module.BURST + 20
        await anna.send(json.dumps({"type": "sync"}))
        await anna.wait_for("history", 2)
        now[0] += 10
        await anna.wait_for("chat", host_module.BURST + 20)
        await flood.close()
        await anna.close()
        await host.close()

    run(play())


def test_a_peer_that_never_says_hello_is_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "HELLO_TIMEOUT", 0.2)

    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-silent")
        await host.start()
        async with connect(uri(host), open_timeout=10) as ws:
            await ws.wait_closed()
        assert host.peers == []
        await host.close()

    run(play())


def test_the_seat_holding_the_decision_is_the_one_whose_investigator_decides() -> None:
    host = Host(Setup.of(["random"] * 3), "net-seat")
    decision = host.game.pending()
    assert decision is not None
    invs = [inv.id for inv in host.game.state.investigators]
    assert deciding_seat(host.game) == invs.index(decision.investigator)
