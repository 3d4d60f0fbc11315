"""The messages of network play: pydantic models sent as JSON text, one per WebSocket frame.

A game is its setup, its seed and its list of choice ids, so only choices travel: the host
owns the authoritative game, a client sends ``choose`` for a seat it holds, and the host
broadcasts ``applied`` (the choice, its sequence number and the digest after it) to every
copy, which applies it with its own engine and checks the digest.

A conversation: the client says ``hello`` (its name, the join code, the protocol version);
the host answers ``refused`` (and closes) or ``welcome`` (the setup, seed and seats) followed
by ``history`` frames carrying the choices so far. Then ``claim`` / ``seats``, ``choose`` /
``applied`` (or ``rejected``), ``chat``, ``sync`` (send the choice list again) and ``bye``.

Everything a peer sends is bounded: a frame is at most :data:`MAX_FRAME` bytes, a name
:data:`MAX_NAME` characters and a chat line :data:`MAX_CHAT`, both drawable like a save's
texts (:func:`arkham.engine.game.text_fault`), a choice id :data:`MAX_CHOICE` characters.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from arkham.engine.game import MAX_PLAYERS, Setup, text_fault

PROTOCOL_VERSION = 1
"""Raised whenever a message changes shape; a peer of another version is refused."""
MAX_FRAME = 64 * 1024
"""The largest frame either side accepts, in bytes."""
MAX_NAME = 40
MAX_CHAT = 200
MAX_CHOICE = 100
"""The longest choice id (the engine's are readable ids of a few dozen characters)."""
MAX_CODE = 100
HISTORY_CHUNK = 400
"""Choice ids per ``history`` frame: 400 of the longest fit well inside a frame."""
MAX_SEQ = 1_000_000
"""More decisions than any game holds: a sequence number beyond is refused as it is read."""


class ProtocolError(ValueError):
    """A frame that is not one of the messages (garbage, too big, a field out of bounds)."""


def _kept(limit: int) -> AfterValidator:
    """A text stripped of surrounding spaces, non-empty, at most ``limit`` characters and
    drawable (the rule a save applies to its texts)."""

    def check(text: str) -> str:
        text = text.strip()
        if not text:
            raise ValueError("is empty")
        if len(text) > limit:
            raise ValueError(f"has {len(text)} characters, more than {limit}")
        fault = text_fault(text)
        if fault:
            raise ValueError(fault)
        return text

    return AfterValidator(check)


Name = Annotated[str, Field(max_length=MAX_NAME * 4), _kept(MAX_NAME)]
ChatText = Annotated[str, Field(max_length=MAX_CHAT * 4), _kept(MAX_CHAT)]
ChoiceId = Annotated[str, Field(min_length=1, max_length=MAX_CHOICE)]
Seq = Annotated[int, Field(ge=0, le=MAX_SEQ, strict=True)]
Seat = Annotated[int, Field(ge=0, lt=MAX_PLAYERS, strict=True)]
Short = Annotated[str, Field(max_length=MAX_CODE)]


class Message(BaseModel):
    """Every message: its ``type`` (a literal in each kind) says which it is."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    type: str


class Hello(Message):
    """A client's first words: who it is, the join code, the protocol version it speaks."""

    type: Literal["hello"] = "hello"
    name: Name
    code: Short
    version: Annotated[int, Field(ge=0, le=MAX_SEQ, strict=True)] = PROTOCOL_VERSION
    app_version: Short


class SeatInfo(BaseModel):
    """Who plays one seat: ``open`` (nobody yet, or its player left), a connected player
    (``remote``, by name), the host's local player or the AI."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: Seat
    investigator: Annotated[str, Field(max_length=MAX_CHOICE)]
    holder: Literal["open", "remote", "local", "ai"]
    name: Annotated[str, Field(max_length=MAX_NAME)] | None = None


class Welcome(Message):
    """The host's answer to a good hello; ``history`` frames with the choices so far follow."""

    type: Literal["welcome"] = "welcome"
    you: Name
    """The name the host knows this client by (its hello's, made unique)."""
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_PLAYERS)]
    started: bool
    setup: Setup
    seed: Annotated[str, Field(max_length=200)]


class History(Message):
    """Part of the choice list: ids ``start`` … of ``total``; the last part (``start`` plus its
    length is ``total``) carries the digest after them."""

    type: Literal["history"] = "history"
    start: Seq
    total: Seq
    choices: Annotated[list[ChoiceId], Field(max_length=HISTORY_CHUNK)]
    digest: Annotated[str, Field(max_length=64)] | None = None


class Refused(Message):
    """The host will not take this client (wrong code, another protocol version, game full…);
    the connection closes after it."""

    type: Literal["refused"] = "refused"
    reason: Annotated[str, Field(max_length=400)]


class Rejected(Message):
    """One message the host did not take (a choice for another seat, a wrong sequence
    number…); nothing changed, and the connection stays open."""

    type: Literal["rejected"] = "rejected"
    reason: Annotated[str, Field(max_length=400)]


class Claim(Message):
    """A client asks for an open seat."""

    type: Literal["claim"] = "claim"
    seat: Seat


class Seats(Message):
    """Who holds each seat now; ``started`` once every seat is filled and play begins."""

    type: Literal["seats"] = "seats"
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_PLAYERS)]
    started: bool


class Choose(Message):
    """A client's choice for the decision number ``seq`` (the count of choices before it)."""

    type: Literal["choose"] = "choose"
    seq: Seq
    choice: ChoiceId


class Applied(Message):
    """The host applied ``choice`` as decision number ``seq``; ``digest`` is the state's after."""

    type: Literal["applied"] = "applied"
    seq: Seq
    choice: ChoiceId
    digest: Annotated[str, Field(max_length=64)]


class Sync(Message):
    """A client asks for the whole choice list again (its copy disagreed with the host's)."""

    type: Literal["sync"] = "sync"


class Chat(Message):
    """A chat line; the host fills in ``name`` when it passes the line on."""

    type: Literal["chat"] = "chat"
    text: ChatText
    name: Annotated[str, Field(max_length=MAX_NAME)] | None = None


class Bye(Message):
    """Leaving (either side)."""

    type: Literal["bye"] = "bye"
    reason: Annotated[str, Field(max_length=400)] | None = None


AnyMessage = Annotated[
    Hello
    | Welcome
    | History
    | Refused
    | Rejected
    | Claim
    | Seats
    | Choose
    | Applied
    | Sync
    | Chat
    | Bye,
    Field(discriminator="type"),
]
_ADAPTER: TypeAdapter[AnyMessage] = TypeAdapter(AnyMessage)


def parse(frame: str | bytes) -> Message:
    """The message a frame holds, or :class:`ProtocolError` saying why not."""
    if len(frame) > MAX_FRAME:
        raise ProtocolError(f"a frame of {len(frame)} bytes, more than {MAX_FRAME}")
    try:
        return _ADAPTER.validate_json(frame)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the frame"
        raise ProtocolError(f"{where}: {first['msg']}") from None


def dump(message: Message) -> str:
    """The frame for ``message``."""
    return message.model_dump_json()
