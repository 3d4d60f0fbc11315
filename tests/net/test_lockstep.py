"""Whole games over localhost: every copy applies the host's choices with its own engine and
ends on the host's digest; a copy that goes astray resynchronises and reports the bug."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from arkham.ai.bot import choose
from arkham.engine.game import Setup
from arkham.net.client import Client, ClientError
from arkham.net.host import WORDS, Host, new_code, normal_code
from arkham.net.protocol import Applied, Chat, Message
from arkham.net.thread import NetThread
from tests.net.netkit import run, until, uri


async def whole_game(setup: Setup, seed: str, clients: int, tmp: Path, **host_args) -> Host:
    host = Host(setup, seed, pick=choose, **host_args)
    await host.start()
    copies = [
        Client(uri(host), host.code, f"Player {i + 1}", ai=True, bug_reports=tmp)
        for i in range(clients)
    ]
    digests = await asyncio.gather(*(c.run() for c in copies))
    await host.finished.wait()
    assert host.game.state.outcome is not None
    assert digests == [host.game.digest()] * clients
    assert [c.resyncs for c in copies] == [0] * clients
    assert sorted(s for c in copies for s in c.mine()) == list(range(clients))
    await host.close()
    return host


def test_a_whole_four_seat_game_over_localhost_ends_on_the_hosts_digest(tmp_path: Path) -> None:
    host = run(whole_game(Setup.of(["random"] * 4, ancient_one="azathoth"), "net-4", 4, tmp_path))
    assert len(host.game.choices) > 100
    assert list(tmp_path.iterdir()) == []  # no copy went astray: no bug report


def test_a_whole_innsmouth_game_over_localhost_ends_on_the_hosts_digest(tmp_path: Path) -> None:
    setup = Setup.of(["random"] * 4, expansions=["innsmouth"])
    run(whole_game(setup, "net-innsmouth", 4, tmp_path))


def test_seats_of_the_hosts_ai_and_a_client_holding_two_seats(tmp_path: Path) -> None:
    """Several seats may belong to one client (hot-seat at its end); the host's AI plays
    others."""

    async def play() -> None:
        host = Host(Setup.of(["random"] * 3), "net-mixed", ai=[1], pick=choose)
        await host.start()
        client = Client(uri(host), host.code, "Anna", seats=2, ai=True, bug_reports=tmp_path)
        assert await client.run() == host.game.digest()
        assert client.mine() == [0, 2]
        await host.close()

    run(play())


def test_a_seat_whose_player_drops_waits_until_someone_with_the_code_claims_it(
    tmp_path: Path,
) -> None:
    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-drop")
        await host.start()
        anna = Client(uri(host), host.code, "Anna", ai=True, bug_reports=tmp_path)
        ben = Client(uri(host), host.code, "Ben", ai=True, bug_reports=tmp_path)
        anna_plays, ben_plays = asyncio.create_task(anna.run()), asyncio.create_task(ben.run())
        await until(lambda: len(host.game.choices) >= 20)
        ben_plays.cancel()  # Ben's connection drops mid-game
        await until(lambda: len(host.open_seats()) == 1)
        left = len(host.game.choices)
        await asyncio.sleep(0.05)
        assert host.game.pending() is not None and not anna_plays.done()
        again = Client(uri(host), host.code, "Ben", ai=True, bug_reports=tmp_path)
        assert await again.run() == await anna_plays == host.game.digest()
        assert len(host.game.choices) > left and len(again.mine()) == 1
        await host.close()

    run(play())


def test_a_local_seat_is_chosen_at_the_host_and_only_when_its_decision_is_up() -> None:
    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-local", local=[0], ai=[1], pick=choose)
        await host.start()
        while host.game.pending() is not None:
            await until(lambda: host._driving is False)
            if host.game.pending() is None:
                break
            before = len(host.game.choices)
            if host.game.pending().investigator == host.game.state.investigators[0].id:
                assert (
                    await host.choose_local("no-such-choice") == "'no-such-choice' is not offered"
                )
                assert await host.choose_local(choose(host.game)) is None
                assert len(host.game.choices) == before + 1
            else:
                assert "not held by you" in (await host.choose_local(choose(host.game)) or "")
                await asyncio.sleep(0)
        assert host.finished.is_set()
        await host.close()

    run(play())


def test_a_copy_whose_state_goes_astray_resynchronises_and_writes_a_bug_report(
    tmp_path: Path,
) -> None:
    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-astray", pick=choose)
        await host.start()
        steady = Client(uri(host), host.code, "Steady", ai=True, bug_reports=tmp_path)
        astray = Client(uri(host), host.code, "Astray", ai=True, bug_reports=tmp_path)

        def spoil(msg: Message) -> None:
            if isinstance(msg, Applied) and msg.seq == 30 and astray.game is not None:
                astray.game.state.doom += 1  # as a rules bug would: this copy alone differs

        astray.listener = spoil
        digests = await asyncio.gather(steady.run(), astray.run())
        assert digests == [host.game.digest()] * 2
        assert (steady.resyncs, astray.resyncs) == (0, 1)
        (report,) = astray.reports
        saved = json.loads(report.read_text(encoding="utf-8"))["save"]
        assert saved["choices"] == host.game.choices[:31]  # the copy as it went astray
        assert saved["digest"] != digests[0]
        await host.close()

    run(play())


def test_the_network_thread_talks_to_the_window_through_queues(tmp_path: Path) -> None:
    async def play() -> list[object]:
        host = Host(Setup.of(["random"] * 2), "net-thread", pick=choose)
        await host.start()
        net = NetThread(Client(uri(host), host.code, "Anna", ai=True, bug_reports=tmp_path))
        net.outbox.put(Chat(text="hello from the window"))  # before the thread runs: kept
        net.start()
        other = Client(uri(host), host.code, "Ben", ai=True, bug_reports=tmp_path)
        digest = await other.run()
        got: list[object] = []
        while not got or not isinstance(got[-1], str):
            await asyncio.sleep(0.005)
            while not net.inbox.empty():
                got.append(net.inbox.get_nowait())
        net.stop()
        assert got[-1] == digest == host.game.digest()
        await host.close()
        return got

    got = run(play())
    assert [m.type for m in got[:2]] == ["welcome", "history"]  # type: ignore[union-attr]
    chats = [m for m in got if isinstance(m, Chat)]
    assert [(c.name, c.text) for c in chats] == [("Anna", "hello from the window")]
    assert sum(isinstance(m, Applied) for m in got) > 50


def test_a_network_thread_stopped_at_once_ends_without_a_host() -> None:
    net = NetThread(Client("ws://127.0.0.1:9", "x", "Anna", open_timeout=1))
    net.start()
    net.stop()
    assert not net._thread.is_alive()


def test_a_client_refused_by_the_host_says_why() -> None:
    async def play() -> None:
        host = Host(Setup.of(["random"] * 2), "net-refused")
        await host.start()
        with pytest.raises(ClientError, match="wrong join code"):
            await Client(uri(host), "not-the-code", "Anna").run()
        await host.close()

    run(play())


def test_join_codes_hold_forty_bits_of_short_words() -> None:
    assert len(set(WORDS)) == len(WORDS) == 256 and max(map(len, WORDS)) <= 8
    code = new_code()
    assert len(code.split("-")) == 5 and all(w in WORDS for w in code.split("-"))
    assert normal_code("  Amber  ASH..bell-bell  ") == "amber-ash-bell-bell"


def test_the_host_knows_when_a_first_player_has_joined() -> None:
    """What starts ``arkham host --ai-after``'s wait: a seat claimed, not a connection."""

    async def game() -> None:
        host = Host(Setup.of(["random"] * 2, "random"), "joined", pick=choose)
        await host.start()
        assert not host.joined.is_set()
        client = Client(uri(host), host.code, "Anna", ai=True)
        playing = asyncio.create_task(client.run())
        await asyncio.wait_for(host.joined.wait(), 30)
        assert not host.playing.is_set()  # one seat is still open
        host.give_to_ai(host.open_seats()[0])
        await playing
        await host.close()

    run(game())
