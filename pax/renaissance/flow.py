"""The pending-decision stack (frames) and the registration hooks.

Frames follow the shared kernel (``pax.core.frames``): a frame is a plain dict
``{"kind": str, "seat": int, ...data}`` on ``state.frames`` (top = last); the top frame decides who
moves (``state.to_move = frame["seat"]``) and what the legal actions are. ``step`` pops the top frame
and hands it to its type's ``apply``, which changes the working state and may push frames:

* to continue itself later, push an updated copy of itself first (``push(s, f | {...})``);
* to ask a sub-decision first, push the sub-frame after that (the top runs next).

A frame type whose ``legal`` is empty is *automatic*: ``settle`` pops it and calls its ``auto``
(which may do deterministic work and push frames). A frame whose only choices are empty is
therefore dropped silently unless ``auto`` says otherwise. Frames are never changed in place.

Hooks other modules register into (importing the module registers):

* ``FRAMES``: the game's frame kinds (a ``pax.core.frames.Stack``) — any multi-step decision
  (``@frame("kind")`` on a class derived from ``Kind``, ``Choice`` or ``Auto``);
* ``OPS[op_name] = OpHandler`` — an operation (section F), used by the Operate frame;
* ``ONE_SHOTS[type] = OneShotHandler`` — a one-shot (sections H–K), used when a card is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol
from collections.abc import Callable

from pax.core import Action
from pax.core import frames
from pax.core.frames import Auto as Auto, Choice as Choice, Kind as Kind, Stack, natural  # the bases of frame kinds

from .state import Frame, RenState
from .tables import Op


#: What one kind of frame does: ``legal(s, f)``, ``apply(s, f, a)`` (``f`` already popped), ``auto(s, f)``.
FrameType = frames.FrameType[RenState]


@dataclass(frozen=True)
class OpContext:
    """Where an operation is being used.

    ``card``: the tableau card or Empire id carrying the icon; ``index``: the icon's
    position in that card's ops; ``op``: the icon; ``location``: the card's location
    (a map card id, ``"west"`` or ``"east"``; a Queen's is her King's, REN-E-31);
    ``side``: the tableau side being operated.
    """

    card: str
    index: int
    op: Op
    location: str
    side: str


class OpHandler(Protocol):
    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[tuple[int | str, ...]]:
        """Argument tuples of every legal use of this icon now (empty = the op cannot be used)."""

    def run(self, s: RenState, seat: int, ctx: OpContext, args: tuple[int | str, ...]) -> None:
        """Do it (may push frames; the Operate frame resumes when they are done)."""


class OneShotHandler(Protocol):
    uses_agents: bool  # True: the card's agents fight in it, so they are not placed afterwards (REN-E-13)

    def choices(self, s: RenState, seat: int, card: str) -> list[tuple[int | str, ...]]:
        """Argument tuples of every legal way to resolve the card's one-shot (empty = impossible)."""

    def run(self, s: RenState, seat: int, card: str, args: tuple[int | str, ...]) -> None:
        """Resolve it (may push frames; agent placement resumes after them)."""




FRAMES: Stack[RenState] = Stack("renaissance")
OPS: dict[str, OpHandler] = {}
ONE_SHOTS: dict[str, OneShotHandler] = {}


#: Class decorator: ``@frame("kind")`` registers an instance of the class as that frame kind (the
#: one registration API of ``pax.core.frames``; bases ``Kind``, ``Choice``, ``Auto``).
frame = FRAMES.kind


def push(s: RenState, kind_or_frame: str | Frame, seat: int | None = None, **data: Any) -> Frame:
    """Push a frame: ``push(s, "levy", seat, cities=[...])`` or ``push(s, existing | {...})``."""
    if isinstance(kind_or_frame, dict):
        return FRAMES.again(s, natural(kind_or_frame))
    return FRAMES.push(s, kind_or_frame, seat, **data)


def strs(f: Frame, key: str) -> list[str]:
    """A frame's list of ids ``f[key]`` (its JSON data as pushed; anything else is a broken frame)."""
    v: object = f[key]
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise TypeError(f"frame {f['kind']!r}: {key} is not a list of ids")
    return [str(x) for x in v]


def ints(f: Frame, key: str) -> list[int]:
    """A frame's list of numbers ``f[key]`` (its JSON data as pushed; anything else is a broken frame)."""
    v: object = f[key]
    if not isinstance(v, list) or not all(isinstance(x, int) for x in v):
        raise TypeError(f"frame {f['kind']!r}: {key} is not a list of numbers")
    return [int(x) for x in v]


def text(f: Frame, key: str) -> str:
    """A frame's id ``f[key]``."""
    v: object = f[key]
    if not isinstance(v, str):
        raise TypeError(f"frame {f['kind']!r}: {key} is not an id")
    return v


def seat_of(f: Frame) -> int:
    """The seat deciding a frame that asks someone."""
    v: object = f["seat"]
    if not isinstance(v, int):
        raise TypeError(f"frame {f['kind']!r} asks no seat")
    return v


def top_kind(s: RenState) -> object:
    """The kind of the top frame (``None`` with no frame), as the stack holds it."""
    kind: object = s.frames[-1]["kind"] if s.frames else None
    return kind


def top(s: RenState) -> Frame | None:
    return s.frames[-1] if s.frames else None


def legal(s: RenState) -> list[Action]:
    return FRAMES.legal(s)


CHECKS: list[Callable[[RenState], None]] = []  # run by settle before each decision (hand limit …)


def _checks(s: RenState) -> None:
    for check in CHECKS:
        check(s)


def settle(s: RenState) -> list[Action]:
    """Run automatic frames until a decision is due; set ``to_move``; return the legal list."""
    due = FRAMES.settle(s, _checks)
    if s.outcome is not None:
        s.frames = []
        s.to_move = None
        return []
    if due is None:
        raise RuntimeError("no pending frame: the turn frame is missing")
    f, acts = due
    s.to_move = f["seat"]
    return acts


def step(s: RenState, a: Action) -> list[Action]:
    """Resolve the known-legal action ``a`` on the top frame, then settle; returns the new legal list."""
    FRAMES.resolve(s, a)
    s.step += 1
    return settle(s)
