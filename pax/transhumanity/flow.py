"""The pending-decision stack (frames) of Pax Transhumanity: its choice and auto frame kinds.

Frames follow the shared kernel (``pax.core.frames``): each is a dict ``{"kind": str, "seat": int |
None, ...data}``, removed from the stack before its code runs and never changed in place. A *choice*
frame has a deciding ``seat`` and its own legal actions; an *auto* frame is a continuation the
engine runs by itself (it offers no choice). An unfinished frame pushes an updated copy of itself
(``again``); ``turn.run`` advances auto frames until a decision is due or the game is over. It
imports only the state (no cycle with the actions).
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from pax.core import Action
from pax.core.frames import Frame, Stack, replace

from .state import TrhState

__all__ = ["A", "FRAMES", "Frame", "again", "auto", "choice", "push", "replace", "valid", "is_choice", "is_valid"]

#: Short name for ``Action.of``, used all over the engine's legal lists.
A = Action.of


Choices = Callable[[TrhState, Frame], list[Action]]
Step = Callable[[TrhState, Frame, Action], None]
Auto = Callable[[TrhState, Frame], None]
Valid = Callable[[TrhState, Frame, Action], bool]

FRAMES: Stack[TrhState] = Stack("transhumanity")
# Optional cheaper membership tests for busy choice frames: VALID[k](s, f, a) must equal
# ``a in FRAMES[k].legal(s, f)`` (checked by tests/transhumanity/test_interface.py).
_VALID: dict[str, Valid] = {}


class _AutoKind:
    """An auto frame kind: no choice, the engine runs it."""

    __slots__ = ("run",)

    def __init__(self, run: Auto) -> None:
        self.run = run

    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return []

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        raise RuntimeError(f"auto frame {f['kind']!r} takes no action")

    def auto(self, s: TrhState, f: Frame) -> None:
        self.run(s, f)


class ChoiceFrame:
    """A choice frame kind: its choices function (callable as before); ``.step`` registers it with
    the step that resolves a choice (``f`` already popped)."""

    __slots__ = ("kind", "choices", "_step")

    def __init__(self, kind: str, choices: Choices) -> None:
        self.kind, self.choices = kind, choices
        self._step: Step | None = None

    def __call__(self, s: TrhState, f: Frame) -> list[Action]:
        return self.choices(s, f)

    def step(self, step: Step) -> Step:
        self._step = step
        FRAMES.register(self.kind, self)
        return step

    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return self.choices(s, f)

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        assert self._step is not None  # registered only by ``step``
        self._step(s, f, a)

    def auto(self, s: TrhState, f: Frame) -> None:
        raise RuntimeError(f"choice frame {f['kind']!r} has no choice")


def choice(kind: str) -> Callable[[Choices], ChoiceFrame]:
    """Register a choice frame: ``@choice(k)`` on the choices function, then ``.step`` on its executor."""
    def deco(fn: Choices) -> ChoiceFrame:
        return ChoiceFrame(kind, fn)
    return deco


def valid(kind: str) -> Callable[[Valid], Valid]:
    """Register a membership test for choice frame ``kind`` (see ``_VALID``)."""
    def deco(fn: Valid) -> Valid:
        _VALID[kind] = fn
        return fn
    return deco


def is_valid(s: TrhState, f: Frame, a: Action) -> bool:
    """``a in FRAMES[f["kind"]].legal(s, f)``, by the kind's cheaper test where it has one."""
    v = _VALID.get(f["kind"])
    return v(s, f, a) if v is not None else a in FRAMES[f["kind"]].legal(s, f)


def is_choice(kind: object) -> bool:
    """Whether ``kind`` is a registered choice frame kind (a loaded save's top frame must be one)."""
    return isinstance(kind, str) and kind in FRAMES and isinstance(FRAMES[kind], ChoiceFrame)


def auto(kind: str) -> Callable[[Auto], Auto]:
    """Register an auto frame kind."""
    def deco(fn: Auto) -> Auto:
        FRAMES.register(kind, _AutoKind(fn))
        return fn
    return deco


def push(s: TrhState, frame_kind: str, seat: int | None = None, **data: Any) -> Frame:
    """Push a new frame of a registered kind."""
    return FRAMES.push(s, frame_kind, seat, **data)


def again(s: TrhState, f: Frame, **changes: Any) -> Frame:
    """Push (a copy with ``changes`` of) the popped frame ``f`` back: it continues later."""
    return FRAMES.again(s, f, **changes)
