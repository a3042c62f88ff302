"""The saved-game record: what the page stores and exports, and what ``load_save`` checks.

Format 2 (written now)::

    {"format": "pax-save", "version": 2, "setup": {...}, "actions": [index, ...],
     "rules": <the game's rules version>, "trail": "<2 characters per move>", "check": "<8 hex digits>"}

``actions`` are indices into the legal lists, as share links hold them. ``rules`` is the
``Rules.rules_version`` the game was played under and ``trail`` what each move chose
(``pax.core.trail``): an engine whose legal lists changed since opens the game just before the
first move that no longer fits, with a message naming it. ``check`` is the CRC-32 of the other four
fields in their canonical JSON form: a slip in a move or the setup is refused, never replayed as
another game. The engine writes the record (the game payload's ``save``); the page stores it as it
is, adding only its own fields (id, dates, title, seats, levels, and ``learning``: a guided first
game, which the page opens with its guide).

Format 1 saves (``setup`` and ``actions`` only) were all made under rules version 1: they still
open (unchecked, as they were) and are written back in format 2.
"""

from __future__ import annotations

import json
import zlib
from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypedDict, cast

from .core import BadInput, trail
from .core.jsonvalue import JSON, JSONObject
from .core.record import Record
from .core.state import Setup

SAVE_FORMAT = "pax-save"
SAVE_VERSION = 2


@dataclass(kw_only=True)
class SaveV1(Record):
    """A saved game, version 1: exactly what is needed to rebuild it."""

    format: str
    version: int
    setup: dict[str, object]  # checked strictly by make_setup
    actions: list[int]


@dataclass(kw_only=True)
class SaveV2(SaveV1):
    """A saved game, version 2: version 1 plus the rules version, the trail and the checksum
    (the last two absent only in a save migrated from version 1)."""

    rules: int
    trail: str | None = None
    check: str | None = None


class SaveDamaged(ValueError):
    """A save field of the wrong kind: ``where`` (its path, as ``actions.3``) and ``detail``."""

    def __init__(self, where: str, detail: str) -> None:
        super().__init__(f"{where}: {detail}")
        self.where = where
        self.detail = detail


# (field, its kind, required): a save is read by hand, strictly (true is not 1, "3" is not 3),
# the page's own fields ignored; pydantic is not needed for a record this flat, so a returning
# player's start (which opens a stored save first) loads none (issue 36)
_KINDS: dict[str, tuple[type, str]] = {"str": (str, "a valid string"), "int": (int, "a valid integer"),
                                        "dict": (dict, "a valid dictionary"), "list": (list, "a valid list")}
_SAVE_FIELDS = (("format", "str", True), ("version", "int", True), ("setup", "dict", True),
                ("actions", "list", True), ("rules", "int", True), ("trail", "str", False), ("check", "str", False))


def _of_kind(value: object, kind: str) -> bool:
    cls = _KINDS[kind][0]
    return isinstance(value, cls) and not (cls is int and isinstance(value, bool))


def read_save(raw: Mapping[str, object]) -> SaveV2:
    """A save in the current format from parsed JSON, each field of its kind; ``SaveDamaged``
    naming the first that is missing or not."""
    fields: dict[str, object] = {}
    for name, kind, required in _SAVE_FIELDS:
        if name not in raw:
            if required:
                raise SaveDamaged(name, "Field required")
            continue
        value = raw[name]
        if value is None and not required:
            fields[name] = None
            continue
        if not _of_kind(value, kind):
            raise SaveDamaged(name, f"Input should be {_KINDS[kind][1]}")
        fields[name] = value
    moves: list[object] = cast("list[object]", fields["actions"])  # a list: checked above
    for i, move in enumerate(moves):
        if not _of_kind(move, "int"):
            raise SaveDamaged(f"actions.{i}", "Input should be a valid integer")
    return SaveV2.model_construct(**fields)


SEAT_KINDS = ("person", "computer")


def check_seats(seats: JSON, levels: JSON, players: int, level_names: Callable[[], Sequence[str]]) -> None:
    """Refuse a save whose page fields ``seats`` (each seat "person" or "computer") or ``levels``
    (each computer seat's level, ``None`` for a person) the page could not use: absent (``None``)
    they are fine (every seat a person; older saves' computers play the first level).
    ``level_names()``: the names a computer's level may have (``pax.ai``, former names included;
    asked only when there are levels to check, so opening a game imports no computer player)."""
    if seats is None:
        if levels is not None:
            raise BadInput("the saved game's computer levels belong to no seats", key="save.levels")
        return
    if (not isinstance(seats, list) or len(seats) != players
            or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
        raise BadInput(f"the saved game's seats are damaged (it needs {players}, each a person or a computer)",
                       key="save.seats", players=players)
    if levels is None:
        return
    offered = level_names()
    if not isinstance(levels, list) or len(levels) != len(seats) or not all(
            (isinstance(lvl, str) and lvl in offered) if kind == "computer" else lvl is None
            for kind, lvl in zip(seats, levels, strict=True)):
        raise BadInput(f"the saved game's computer levels are damaged (each computer plays one of: {', '.join(offered)})",
                       key="save.levels", levels=", ".join(offered))


def check_learning(learning: JSON) -> None:
    """Refuse a save whose page field ``learning`` (a guided first game, ``pax.core.guide``) is
    anything but absent or ``true``/``false``: the page turns the guide and hints on by it."""
    if learning is not None and not isinstance(learning, bool):
        raise BadInput("the saved game's learning mark is damaged (it must be true or false)", key="save.learning")


def v1_to_v2(raw: JSONObject) -> JSONObject:
    """Format 1 had no rules versions: every such save was made under rules version 1."""
    return {**raw, "version": 2, "rules": 1, "trail": None, "check": None}


def checksum(setup: JSONObject, actions: Sequence[int], rules: int, marks: str) -> str:
    """CRC-32 (8 hex digits) of the record's canonical JSON: ASCII, sorted keys, no spaces."""
    fields: list[object] = [setup, list(actions), rules, marks]
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"))
    return f"{zlib.crc32(text.encode()):08x}"


class SaveRecord(TypedDict):
    """A save record in the current format (module doc)."""

    format: str
    version: int
    setup: JSONObject
    actions: list[int]
    rules: int
    trail: str
    check: str


def setup_json(setup: Setup) -> JSONObject:
    """A setup as JSON data (as saves, links and replies hold it)."""
    return cast(JSONObject, setup.model_dump(mode="json"))  # JSON mode makes JSON values only


def record(setup: Setup, actions: Sequence[int], rules: int, marks: Sequence[int]) -> SaveRecord:
    """The save record of a game: its setup, moves, rules version, trail and checksum."""
    plain = setup_json(setup)
    text, check = _LAST.update(plain, actions, rules, marks)
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": plain, "actions": list(actions),
            "rules": rules, "trail": text, "check": check}


class _Recorder:
    """The trail and checksum of the game recorded last, brought up to date move by move.

    Every reply of the facade carries its game's save record, so a move late in a long game would
    otherwise write the whole trail and the whole canonical JSON again (issue 36: 7 ms of CPython
    at move 20,000, several times that in Pyodide). The checksum's text is the setup, then the
    moves, then the rules version and the trail: its CRC-32 is kept up to the end of the moves
    (and after every :data:`CHUNK` moves, for an undo), so a move adds its own index to it and only
    the short tail is read again. What is kept is compared with the moves and marks given (a
    comparison in C), so the result is always :func:`checksum`'s (``tests/test_savefile.py``)."""

    CHUNK = 64

    def __init__(self) -> None:
        self.head = ""  # the canonical JSON text before the first move
        self.actions: list[int] = []
        self.marks: list[int] = []
        self.trail = ""
        self.crcs = array("L")  # crcs[i]: the CRC-32 of the text up to move i * CHUNK
        self.crc = 0  # the CRC-32 of the text up to the end of ``actions``

    def update(self, plain: JSONObject, actions: Sequence[int], rules: int, marks: Sequence[int]) -> tuple[str, str]:
        """The trail and checksum of a record of ``plain``, ``actions``, ``rules`` and ``marks``."""
        acts = actions if isinstance(actions, list) else list(actions)
        mks = marks if isinstance(marks, list) else list(marks)
        head = "[" + json.dumps(plain, sort_keys=True, separators=(",", ":")) + ",["
        if head != self.head:
            self.head, self.actions, self.marks, self.trail = head, [], [], ""
            self.crc = zlib.crc32(head.encode())
            self.crcs = array("L", [self.crc])
        k = self._common(acts, mks)
        # moves are compared by value (True == 1): the new ones must be whole numbers, as the
        # engine's always are (bool is no int here), else the record is written from scratch
        if len(acts) != len(mks) or not set(map(type, acts[k:])) <= {int} or not set(map(type, mks[k:])) <= {int}:
            text = trail.save_trail(mks)
            return text, checksum(plain, acts, rules, text)
        self._cut(k)
        self._extend(acts[k:], mks[k:])
        tail = f'],{json.dumps(rules)},"{self.trail}"]'  # (a trail's characters need no escape in JSON)
        return self.trail, f"{zlib.crc32(tail.encode(), self.crc):08x}"

    def _common(self, acts: list[int], mks: list[int]) -> int:
        """How many first moves (and marks) the ones kept share with ``acts`` (``mks``)."""
        n = min(len(acts), len(mks), len(self.actions))
        if acts[:n] == self.actions[:n] and mks[:n] == self.marks[:n]:  # a move on, or back
            return n
        k, step = 0, self.CHUNK  # another line of play: the first difference, a chunk at a time
        while k + step <= n and acts[k:k + step] == self.actions[k:k + step] and mks[k:k + step] == self.marks[k:k + step]:
            k += step
        while k < n and acts[k] == self.actions[k] and mks[k] == self.marks[k]:
            k += 1
        return k

    def _cut(self, k: int) -> None:
        """Keep the first ``k`` moves."""
        if k == len(self.actions):
            return
        block = k // self.CHUNK
        del self.crcs[block + 1:]
        start = block * self.CHUNK
        kept = self.actions[start:k]
        del self.actions[start:], self.marks[k:]
        self.trail = self.trail[:trail.MARK_CHARS * k]
        self.crc = self.crcs[block]
        self._add_moves(kept)

    def _extend(self, acts: list[int], mks: list[int]) -> None:
        """Add moves ``acts`` with their marks ``mks``."""
        self.marks.extend(mks)
        self.trail += trail.save_trail(mks)
        self._add_moves(acts)

    def _add_moves(self, acts: list[int]) -> None:
        """Add ``acts`` to the text and the moves kept, with a CRC kept at each CHUNK boundary."""
        while acts:
            room = self.CHUNK - len(self.actions) % self.CHUNK
            piece, acts = acts[:room], acts[room:]
            text = ("," if self.actions else "") + ",".join(map(str, piece))
            self.crc = zlib.crc32(text.encode(), self.crc)
            self.actions.extend(piece)
            if len(self.actions) % self.CHUNK == 0:
                self.crcs.append(self.crc)


_LAST = _Recorder()
