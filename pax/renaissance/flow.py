"""The pending-decision stack (frames) and the registration hooks.

A *frame* is a plain dict ``{"kind": str, "seat": int, ...data}`` on ``state.frames``
(top = last). The top frame decides who moves (``state.to_move = frame["seat"]``)
and what the legal actions are. To resolve an action the dispatcher **pops** the
top frame and hands it to its type's ``apply``; that function mutates the working
state and may push frames:

* to continue itself later, push an updated copy of itself first (``push(s, f | {...})``);
* to ask a sub-decision first, push the sub-frame after that (the top runs next).

A frame type whose ``legal`` is empty is *automatic*: ``settle`` pops it and calls
its ``auto`` (which may do deterministic work and push frames). A frame whose
only choices are empty is therefore dropped silently unless ``auto`` says otherwise.

Frame data must stay JSON-natural (str, int, bool, None, lists, dicts): the state
round-trips through JSON exactly. Never mutate a frame dict in place; copy it.

Hooks other modules register into (importing the module registers):

* ``FRAMES[kind] = FrameType`` — any multi-step decision (``@frame("kind")`` decorator);
* ``OPS[op_name] = OpHandler`` — an operation (section F), used by the Operate frame;
* ``ONE_SHOTS[type] = OneShotHandler`` — a one-shot (sections H–K), used when a card is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol
from collections.abc import Callable

from pax.core import Action

from .state import Frame, RenState
from .tables import Op


class FrameType(Protocol):
    def legal(self, s: RenState, f: Frame) -> list[Action]:
        """Choices of ``f["seat"]`` now, deterministic order (empty = automatic frame)."""

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        """Resolve ``a`` (``f`` is already popped off ``s.frames``)."""

    def auto(self, s: RenState, f: Frame) -> None:
        """Called (after popping) when ``legal`` is empty."""


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


FRAMES: dict[str, FrameType] = {}
OPS: dict[str, OpHandler] = {}
ONE_SHOTS: dict[str, OneShotHandler] = {}


def frame(kind: str) -> Callable[[type], type]:
    """Class decorator: register an instance of the class as frame type ``kind``."""

    def deco(cls: type) -> type:
        FRAMES[kind] = cls()
        return cls

    return deco


class BaseFrame:
    """Convenience base for frame types (subclasses define ``apply``): no automatic work."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        return []

    def auto(self, s: RenState, f: Frame) -> None:
        return None


def _natural(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [_natural(x) for x in v]
    if isinstance(v, dict):
        return {k: _natural(x) for k, x in v.items()}
    return v


def push(s: RenState, kind_or_frame: str | Frame, seat: int | None = None, **data: Any) -> Frame:
    """Push a frame: ``push(s, "levy", seat, cities=[...])`` or ``push(s, existing | {...})``."""
    f = _natural(kind_or_frame) if isinstance(kind_or_frame, dict) else {"kind": kind_or_frame, "seat": seat, **_natural(data)}
    if f["kind"] not in FRAMES:
        raise KeyError(f"unknown frame kind {f['kind']!r}")
    s.frames.append(f)
    return f


def top(s: RenState) -> Frame | None:
    return s.frames[-1] if s.frames else None


def legal(s: RenState) -> list[Action]:
    if s.outcome is not None or not s.frames:
        return []
    f = s.frames[-1]
    return FRAMES[f["kind"]].legal(s, f)


CHECKS: list[Callable[[RenState], None]] = []  # run by settle before each decision (hand limit …)


def settle(s: RenState) -> list[Action]:
    """Run automatic frames until a decision is due; set ``to_move``; return the legal list."""
    for _ in range(10_000):
        if s.outcome is not None:
            s.frames = []
            s.to_move = None
            return []
        for check in CHECKS:
            check(s)
        if not s.frames:
            raise RuntimeError("no pending frame: the turn frame is missing")
        f = s.frames[-1]
        ft = FRAMES[f["kind"]]
        acts = ft.legal(s, f)
        if acts:
            s.to_move = f["seat"]
            return acts
        s.frames.pop()
        ft.auto(s, f)
    raise RuntimeError("automatic frames did not settle")


def step(s: RenState, a: Action) -> list[Action]:
    """Resolve the known-legal action ``a`` on the top frame, then settle; returns the new legal list."""
    f = s.frames.pop()
    FRAMES[f["kind"]].apply(s, f, a)
    s.step += 1
    return settle(s)
