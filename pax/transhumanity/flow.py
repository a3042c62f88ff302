"""The pending-decision stack (frames): the registries of choice and auto frames.

Each frame is a dict with a kind ``k``. A *choice* frame has a deciding ``seat`` and its own legal
actions; an *auto* frame is a continuation the engine runs by itself (it is popped before its
handler runs, and the handler may push further frames). ``turn.run`` advances auto frames until a
decision is due or the game is over. It imports only the state (no cycle with the actions).
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from pax.core import Action

from .state import TrhState

Frame = dict[str, Any]

#: Short name for ``Action.of``, used all over the engine's legal lists.
A = Action.of


Choices = Callable[[TrhState, Frame], list[Action]]
Step = Callable[[TrhState, Frame, Action], None]
Auto = Callable[[TrhState, Frame], None]

CHOICE: dict[str, tuple[Choices, Step]] = {}
AUTO: dict[str, Auto] = {}
# Optional cheaper membership tests for busy choice frames: VALID[k](s, f, a) must equal
# ``a in CHOICE[k][0](s, f)`` (checked by tests/transhumanity/test_interface.py).
VALID: dict[str, Callable[[TrhState, Frame, Action], bool]] = {}


class ChoiceFrame:
    """A choice frame's choices function (callable as before); ``.step`` registers its executor."""

    __slots__ = ("kind", "choices")

    def __init__(self, kind: str, choices: Choices) -> None:
        self.kind, self.choices = kind, choices

    def __call__(self, s: TrhState, f: Frame) -> list[Action]:
        return self.choices(s, f)

    def step(self, step: Step) -> Step:
        CHOICE[self.kind] = (self.choices, step)
        return step


def choice(kind: str) -> Callable[[Choices], ChoiceFrame]:
    """Register a choice frame: ``@choice(k)`` on the choices function, then ``.step`` on its executor."""
    def deco(fn: Choices) -> ChoiceFrame:
        return ChoiceFrame(kind, fn)
    return deco


Valid = Callable[[TrhState, Frame, Action], bool]


def valid(kind: str) -> Callable[[Valid], Valid]:
    """Register a membership test for choice frame ``kind`` (see ``VALID``)."""
    def deco(fn: Valid) -> Valid:
        VALID[kind] = fn
        return fn
    return deco


def auto(kind: str) -> Callable[[Auto], Auto]:
    def deco(fn: Auto) -> Auto:
        AUTO[kind] = fn
        return fn
    return deco


def push(s: TrhState, frame_kind: str, **data: Any) -> Frame:
    f = {"k": frame_kind, **data}
    s.frames.append(f)
    return f
