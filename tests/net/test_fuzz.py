"""A hostile peer sends 1,200 random and mutated messages (seeded) to a running host while the
game waits on its seat: the host answers each without crashing, the game stays as it was,
and it then plays on to its end with a following copy agreeing."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from pathlib import Path

from arkham.ai.bot import choose
from arkham.engine.game import Setup
from arkham.net.client import Client
from arkham.net.host import Host
from tests.net.netkit import Raw, run, stalled_on, until, uri

MESSAGES = 1200

BASE: list[dict] = [
    {"type": "hello", "name": "M", "code": "c", "version": 1, "app_version": "x"},
    {"type": "claim", "seat": 0},
    {"type": "choose", "seq": 0, "choice": "done"},
    {"type": "applied", "seq": 0, "choice": "done", "digest": "0"},
    {"type": "chat", "text": "hi"},
    {"type": "sync"},
    {"type": "seats", "seats": [], "started": True},
    {"type": "history", "start": 0, "total": 0, "choices": []},
    {"type": "refused", "reason": "r"},
    {"type": "rejected", "reason": "r"},
    {"type": "welcome", "you": "M", "seats": [], "started": False, "setup": {}, "seed": "s"},
]
ODD = [None, True, -1, 0, 1, 2, 7, 8, 2**31, 2**64, 1.5, "", "1", "x" * 300, [], {}, [[]], "\x00"]


def frames(
    rng: random.Random, seq: int, offered: list[str], others: list[str]
) -> list[str | bytes]:
    """``MESSAGES`` frames none of which the host may take (no good choice, no bye)."""
    out: list[str | bytes] = []
    while len(out) < MESSAGES:
        kind = rng.randrange(8)
        if kind == 0:  # a choice of any kind with any number
            n = rng.choice([seq, seq, seq - 1, seq + 1, -1, 10**7, "0", None, 1.5, True])
            choice = rng.choice([*offered, *others, "", "x" * 101, "move:\u2603", None, 5])
            if n == seq and type(n) is int and choice in offered:
                choice = f"{choice}!"
            out.append(json.dumps({"type": "choose", "seq": n, "choice": choice}))
        elif kind == 1:  # a claim of any seat (none is open)
            out.append(json.dumps({"type": "claim", "seat": rng.choice(ODD)}))
        elif kind == 2:  # chat lines, good and bad
            text = "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(0, 260)))
            out.append(json.dumps({"type": "chat", "text": text}))
        elif kind == 3:  # a message with a field dropped, added or of another type
            msg = dict(rng.choice(BASE))
            key = rng.choice(list(msg))
            action = rng.randrange(3)
            if action == 0 and key != "type":
                del msg[key]
            elif action == 1:
                msg[rng.choice(["extra", "version", "seq", "choice"])] = rng.choice(ODD)
            else:
                msg[key] = rng.choice(ODD)
            if msg.get("type") == "bye":
                continue
            out.append(json.dumps(msg))
        elif kind == 4:  # random bytes
            out.append(rng.randbytes(rng.randrange(0, 3000)))
        elif kind == 5:  # a good frame cut short or with a character changed
            text = json.dumps(rng.choice(BASE))
            at = rng.randrange(len(text))
            out.append(
                text[:at]
                if rng.random() < 0.5
                else text[:at] + chr(rng.randrange(32, 127)) + text[at + 1 :]
            )
        elif kind == 6:  # nesting, huge numbers, repeated keys
            out.append(
                rng.choice(
                    [
                        "[" * rng.randrange(100, 20000),
                        '{"type": "choose", "seq": 1e999999, "choice": "x"}',
                        '{"type": "chat", "type": "claim", "seat": 0, "text": "x"}',
                        '{"type": "choose", "seq": ' + "9" * 4000 + ', "choice": "x"}',
                        "null",
                        '"hello"',
                        "{}",
                    ]
                )
            )
        else:  # another message than a client sends
            msg = rng.choice(BASE)
            if msg["type"] not in ("claim", "choose", "chat", "sync"):
                out.append(json.dumps(msg))
    return out


def test_a_thousand_hostile_messages_change_nothing_and_the_game_plays_on(tmp_path: Path) -> None:
    ticks = itertools.count(step=0.5)  # the host's clock: no rate limit or strike window bites

    async def play() -> None:
        host = Host(
            Setup.of(["random"] * 2), "net-fuzz", ai=[0], pick=choose, clock=lambda: next(ticks)
        )
        await host.start()
        mallory = await Raw.join(host, "Mallory")
        await mallory.send(json.dumps({"type": "claim", "seat": 1}))
        eve = await Raw.join(host, "Eve")
        follower = Client(uri(host), host.code, "Anna", seats=0, bug_reports=tmp_path)
        following = asyncio.create_task(follower.run())
        await stalled_on(host, 1)
        await until(
            lambda: follower.game is not None and follower.game.choices == host.game.choices
        )
        seq, digest = len(host.game.choices), host.game.digest()
        decision = host.game.pending()
        assert decision is not None
        offered = [c.id for c in decision.enabled()]
        others = [c.id for c in decision.choices if c.disabled] + ["move:nowhere", "done", "fight"]
        rng = random.Random(34)
        sent = frames(rng, seq, offered, others)
        assert len(sent) >= 1000
        for i, frame in enumerate(sent):
            await (mallory if i % 3 else eve).send(frame)
        for peer, marker in ((mallory, "mallory's last"), (eve, "eve's last")):
            await peer.send(json.dumps({"type": "chat", "text": marker}))
            await until(lambda m=marker, p=peer: any(getattr(x, "text", None) == m for x in p.got))
        assert (len(host.game.choices), host.game.digest()) == (seq, digest)
        assert {p.name for p in host.peers} == {"Mallory", "Eve", "Anna"}
        # Every frame was answered: refused, or (a good chat line, a sync) served.
        answered = sum(m.type in ("rejected", "history") for p in (mallory, eve) for m in p.got)
        chats = sum(m.type == "chat" for m in eve.got) - 2
        assert answered - 2 + chats == len(sent)  # less the histories of their welcomes

        await mallory.send(json.dumps({"type": "choose", "seq": seq, "choice": offered[0]}))
        await mallory.wait_for("applied")
        await mallory.close()
        await eve.close()
        await until(lambda: host.open_seats() == [1])
        host.give_to_ai(1)
        assert await following == host.game.digest()
        assert follower.resyncs == 0
        await host.close()

    run(play())
