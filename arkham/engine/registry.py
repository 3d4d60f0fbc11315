"""Registries of behaviour, each entry with the package that owns it.

Content registers behaviour on import (``@location``, ``@hook``, ``windows.register``, …) into
the registries of the engine; :func:`~arkham.engine.rules.ruleset` keeps, for one game, only the
entries of the packages its modules name, so a game without an expansion never meets its cards,
powers or hooks. The owner is said, never guessed: every registration happens inside
``with registering(package):`` — a package's ``__init__`` wraps the imports of its modules in
one — and a registration outside any raises :class:`RuntimeError`.

    >>> LINES = Registry("line", keyed=True)
    >>> with registering("arkham.expansions.example"):
    ...     LINES["greeting"] = "Good evening."
    >>> LINES.by_key(["arkham.content"]), LINES.by_key(["arkham.expansions.example"])
    ({}, {'greeting': 'Good evening.'})
    >>> LINES.owner("greeting")
    'arkham.expansions.example'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

_OWNERS: list[str] = []
"""The packages registering now, innermost last."""


@contextmanager
def registering(owner: str) -> Iterator[None]:
    """Everything registered inside belongs to ``owner`` (a package's dotted name)."""
    _OWNERS.append(owner)
    try:
        yield
    finally:
        _OWNERS.pop()


def belongs(owner: str, packages: Iterable[str]) -> bool:
    """Whether ``owner`` is one of ``packages`` or inside one of them."""
    return any(owner == p or owner.startswith(f"{p}.") for p in packages)


class Registry:
    """Behaviour of one kind, in registration order, each entry with the package that registered
    it. Registered like a dict (``REG[key] = value``, ``update``) when ``keyed``; like a list
    (``append``, ``extend``) otherwise. A key may be registered once."""

    def __init__(self, what: str, keyed: bool) -> None:
        self.what = what
        self.keyed = keyed
        self._entries: list[tuple[str, str | None, Any]] = []
        self._by_key: dict[str, Any] = {}
        self._owner_of: dict[str, str] = {}

    def add(self, value: Any, key: str | None = None) -> Any:
        if not _OWNERS:
            raise RuntimeError(
                f"{self.what} {key or value!r} registered outside `with registering(package):`"
            )
        owner = _OWNERS[-1]
        if key is not None and self.keyed:
            if key in self._by_key:
                raise ValueError(f"{self.what} {key!r} registered twice")
            self._by_key[key] = value
            self._owner_of[key] = owner
        self._entries.append((owner, key, value))
        return value

    def append(self, value: Any) -> None:
        self.add(value)

    def extend(self, values: Iterable[Any]) -> None:
        for value in values:
            self.add(value)

    def __setitem__(self, key: str, value: Any) -> None:
        self.add(value, key)

    def update(self, mapping: Mapping[str, Any]) -> None:
        for key, value in mapping.items():
            self.add(value, key)

    # ------------------------------------------------------------ reading it whole

    def __contains__(self, key: object) -> bool:
        return key in self._by_key

    def __getitem__(self, key: str) -> Any:
        return self._by_key[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._by_key.get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_key)

    def __len__(self) -> int:
        return len(self._entries)

    def owner(self, key: str) -> str:
        """The package that registered ``key`` (KeyError: none did)."""
        return self._owner_of[key]

    def entries(self) -> list[tuple[str, str | None, Any]]:
        """Every entry as (owner, key or None, value), in registration order."""
        return list(self._entries)

    # ------------------------------------------------------------ one game's part

    def _of(self, packages: Sequence[str]) -> list[tuple[str, str | None, Any]]:
        """The entries of these packages, package by package in the order given (the base game
        before its expansions), each package's in registration order: so the order a game meets
        them in does not hang on which package happened to be imported first."""
        ranked = []
        for n, entry in enumerate(self._entries):
            rank = next((i for i, p in enumerate(packages) if belongs(entry[0], [p])), None)
            if rank is not None:
                ranked.append((rank, n, entry))
        ranked.sort(key=lambda r: (r[0], r[1]))
        return [entry for _, _, entry in ranked]

    def by_key(self, packages: Sequence[str]) -> dict[str, Any]:
        """Keyed entries of these packages (a keyed registry)."""
        return {k: v for _, k, v in self._of(packages) if k is not None}

    def grouped(self, packages: Sequence[str], group: Callable[[Any], str]) -> dict[str, list]:
        """Entries of these packages, grouped by ``group(value)``, each group in order."""
        out: dict[str, list] = {}
        for _, _, value in self._of(packages):
            out.setdefault(group(value), []).append(value)
        return out

    def listed(self, packages: Sequence[str]) -> list[Any]:
        """Entries of these packages, in order."""
        return [v for _, _, v in self._of(packages)]
