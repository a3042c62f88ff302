"""What a game declares about itself beyond its rules, in one place (``Rules.spec``).

The computer opponents (``pax.ai``), the facade's ``games`` and ``catalog`` replies, the build
(``scripts/build.py`` writes ``catalog/<game>.json``) and the start page's form all read a game's
``GameSpec``; none of them names a game. Classes and functions are named as ``"module:name"``
texts and imported only when used, so that declaring them costs a browser start nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypedDict

#: The kinds a seat can be on the start page and in saves (``seats``): a person at the table or
#: a computer opponent of one of the game's levels.
PERSON, COMPUTER = "person", "computer"


class OptionJSON(TypedDict):
    """An option as the ``games`` reply describes it to the start page."""

    name: str
    values: list[str]
    players: list[int]
    label: str


@dataclass(frozen=True)
class OptionSpec:
    """A setup option the start page offers as a choice (Pax Transhumanity's solo arena).

    ``players``: the player counts it belongs to; for those it must be given, for the others it must
    not. ``label``: the UI catalogue key of the option's name; each value's text is under
    ``f"{label}.{value}"``."""

    name: str
    values: tuple[str, ...]
    players: tuple[int, ...]
    label: str

    def applies(self, players: int) -> bool:
        return players in self.players

    def as_json(self) -> OptionJSON:
        return {"name": self.name, "values": list(self.values), "players": list(self.players),
                "label": self.label}


@dataclass(frozen=True)
class LevelSpec:
    """One computer level. ``opponent``: ``"module:Class"`` of the game's own player for it
    (constructed without arguments, ``choose(rules, state) -> int``); without one the level is the
    shared determinized search over the game's ``search`` hooks, with the shared budget of the
    level, or ``iterations`` in place of its iteration count; ``search``, a ``"module:NAME"`` of
    other hooks for this level alone (e.g. a learned leaf evaluation, ``pax.core.learned``)."""

    name: str
    opponent: str | None = None
    iterations: int | None = None
    search: str | None = None


@dataclass(frozen=True)
class GameSpec:
    """A game's declaration: its options, seat kinds, computer levels (weakest first), the
    ``"module:NAME"`` of its ``SearchGame`` hooks, what each action kind's arguments are
    (kind -> ``"(arguments) — what it does"``), the ``"module:function"`` of its static
    catalogue (``{}`` without one), its playing time in minutes, the ``"module:NAME"`` of its
    guided first game and of the evaluation that judges a finished game's positions."""

    options: tuple[OptionSpec, ...] = ()
    levels: tuple[LevelSpec, ...] = ()
    search: str | None = None
    action_args: Mapping[str, str] = field(default_factory=dict)
    catalog: str | None = None
    # the expected length of a game in minutes, shortest and longest (the start page shows it)
    minutes: tuple[int, int] | None = None
    #: ``"module:NAME"`` of the game's guided first game (``pax.core.guide.Tutorial``), or none
    tutorial: str | None = None
    #: ``"module:NAME"`` of the hooks whose ``evaluate`` gives each seat's chance of winning in the
    #: chart after a game (``pax.teach.judge``); without one, the hard level's search hooks
    chances: str | None = None

    def __post_init__(self) -> None:
        names = [lvl.name for lvl in self.levels]
        if len(set(names)) != len(names):
            raise ValueError(f"a level is declared twice: {names}")
        if any(lvl.opponent is None for lvl in self.levels) and self.search is None:
            raise ValueError("a level without its own opponent needs the game's search hooks")
        if len({opt.name for opt in self.options}) != len(self.options):
            raise ValueError("an option is declared twice")

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """A person always; a computer when the game has a level to play it."""
        return (PERSON, COMPUTER) if self.levels else (PERSON,)

    def level(self, name: str) -> LevelSpec | None:
        return next((lvl for lvl in self.levels if lvl.name == name), None)

    def search_of(self, name: str) -> str | None:
        """The ``"module:NAME"`` of a search level's hooks: its own, else the game's."""
        lvl = self.level(name)
        return (lvl.search if lvl is not None and lvl.search else None) or self.search

    def option(self, name: str) -> OptionSpec | None:
        return next((opt for opt in self.options if opt.name == name), None)

    def load_catalog(self) -> Mapping[str, object]:
        if self.catalog is None:
            return {}
        data: Mapping[str, object] = load(self.catalog)()
        return data


    def load_tutorial(self) -> object:
        """The game's ``pax.core.guide.Tutorial`` (imported now), or ``None``."""
        return None if self.tutorial is None else load(self.tutorial)


def load(ref: str) -> Any:
    """The object a ``"module:name"`` text names (imported now)."""
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)
