"""``arkham host`` and ``arkham join`` as separate processes on the loopback: a whole game,
every process ending on the same final digest."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

LIMIT = 60.0


@pytest.fixture(autouse=True)
def own_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The processes keep their files (a bug report, if any) in the test's folder."""
    monkeypatch.setenv("ARKHAM_HOME", str(tmp_path))


@contextmanager
def hosting(*args: str) -> Iterator[tuple[subprocess.Popen[bytes], str, str]]:
    """A host process on 127.0.0.1 (any free port): it, its address and its code."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "arkham", "host", "--address", "127.0.0.1", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        head = read_until(proc, b"code: ")
        address = re.search(rb"hosting on (\S+)", head)
        code = re.search(rb"code: (\S+)", head)
        assert address and code, head
        yield proc, address[1].decode(), code[1].decode()
    finally:
        proc.kill()
        proc.wait(LIMIT)


def read_until(proc: subprocess.Popen[bytes], marker: bytes) -> bytes:
    """Everything the process has printed, once a line holding ``marker`` is whole (read from
    its pipe unbuffered, so that waiting is bounded)."""
    assert proc.stdout is not None
    fd, deadline = proc.stdout.fileno(), time.monotonic() + LIMIT
    out = PRINTED.setdefault(proc.pid, bytearray())
    while marker not in out or not out.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        assert ready, f"no {marker!r} in time: {bytes(out)!r}"
        chunk = os.read(fd, 4096)
        assert chunk, f"the process ended: {bytes(out)!r}"
        out += chunk
    return bytes(out)


PRINTED: dict[int, bytearray] = {}
"""What each process has printed so far, by its id."""


def join(address: str, code: str, name: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "arkham", "join", address, "--code", code, "--name", name, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def final_digest(out: str) -> str:
    found = re.search(r"final digest: (\w+)", out)
    assert found, out
    return found[1]


def test_a_host_and_three_ai_clients_play_a_whole_game_to_the_same_digest() -> None:
    with hosting("--players", "4", "--seed", "cli-net") as (host, address, code):
        clients = [
            join(address, code, "Anna", "--ai"),
            join(address, code, "Ben", "--ai"),
            join(address, code, "Cleo", "--ai", "--seats", "2"),  # two seats, hot-seat
        ]
        outs = [c.communicate(timeout=LIMIT)[0] for c in clients]
        assert [c.returncode for c in clients] == [0, 0, 0], outs
        hosted = read_until(host, b"final digest").decode()
        assert host.wait(LIMIT) == 0
    assert "every seat is filled" in hosted
    assert {final_digest(out) for out in outs} == {final_digest(hosted)}
    played = sorted(re.search(r"seats played: (.*)", out)[1] for out in outs)  # type: ignore[index]
    assert len(played) == 3 and sum(len(p.split(",")) for p in played) == 4


def test_seats_nobody_claims_go_to_the_ai_after_the_given_time() -> None:
    with hosting("--players", "2", "--ai-after", "0.5") as (host, address, code):
        client = join(address, code, "Anna", "--ai")
        out = client.communicate(timeout=LIMIT)[0]
        hosted = read_until(host, b"final digest").decode()
    assert client.returncode == 0, out
    assert "the AI takes the seats nobody claimed" in hosted
    assert final_digest(out) == final_digest(hosted)


def test_a_join_with_a_wrong_code_exits_1_saying_why() -> None:
    with hosting("--players", "1") as (_, address, _code):
        client = join(address, "wrong-code", "Anna", "--ai")
        out = client.communicate(timeout=LIMIT)[0]
    assert client.returncode == 1
    assert "wrong join code" in out


def test_a_headless_client_claims_seats_only_to_let_the_ai_play_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from arkham.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(["join", "127.0.0.1:9", "--code", "x", "--seats", "1"])
    assert stopped.value.code == 2
    assert "only with --ai" in capsys.readouterr().err
