"""The pending-decision stack (frames) of Pax Transhumanity: its choice and auto frame kinds.

Frames follow the shared kernel (``pax.core.frames``): each is a dict ``{"kind": str, "seat": int |
None, ...data}``, removed from the stack before its code runs and never changed in place. A *choice*
frame kind (``@frame(kind)`` on a ``Choice`` class) has a deciding ``seat`` and its own legal
actions; an *auto* frame kind (an ``Auto`` class) is a continuation the engine runs by itself. An
unfinished frame pushes an updated copy of itself (``again``); ``turn.run`` advances auto frames
until a decision is due or the game is over. It imports only the state (no cycle with the actions).
"""

from __future__ import annotations

from pax.core import Action
from pax.core.frames import KIND, Auto, Choice, Frame, Kind, Stack, replace

from .state import TrhState

__all__ = ["A", "FRAMES", "Auto", "Choice", "Frame", "Kind", "again", "at_menu", "decision", "frame", "push", "replace",
           "is_choice", "kind_of", "top_kind"]

#: Short name for ``Action.of``, used all over the engine's legal lists.
A = Action.of

FRAMES: Stack[TrhState] = Stack("transhumanity")

#: Class decorator: ``@frame("kind")`` registers an instance of the class as that frame kind (the
#: one registration API of ``pax.core.frames``): a ``Choice`` (with ``legal``, ``apply`` and
#: optionally a cheaper ``valid``, checked by tests/transhumanity/test_interface.py) or an ``Auto``.
frame = FRAMES.kind


def is_choice(kind: object) -> bool:
    """Whether ``kind`` is a registered choice frame kind (a loaded save's top frame must be one)."""
    return isinstance(kind, str) and kind in FRAMES and isinstance(FRAMES[kind], Choice)


#: The turn frame's kind: the turn's menu (``turn.py``), at the bottom of the stack from the end of
#: setup to the end of the game; every action's frames go above it.
TURN = "turn"


def kind_of(f: Frame) -> str:
    """A frame's kind: the name its type is registered under (every frame has one)."""
    kind: str = f[KIND]
    return kind


def top_kind(s: TrhState) -> str | None:
    """The kind of the top frame (None with none: the game is over)."""
    return kind_of(s.frames[-1]) if s.frames else None


def at_menu(s: TrhState) -> bool:
    """Whether the pending decision is the turn's menu (the turn frame on top)."""
    return bool(s.frames) and kind_of(s.frames[-1]) == TURN


def decision(s: TrhState) -> Frame | None:
    """The pending decision's frame inside an action (None at the turn's menu, or with none)."""
    if not s.frames:
        return None
    f = s.frames[-1]
    return None if kind_of(f) == TURN else f


def push(s: TrhState, frame_kind: str, seat: int | None = None, **data: object) -> Frame:
    """Push a new frame of a registered kind."""
    return FRAMES.push(s, frame_kind, seat, **data)


def again(s: TrhState, f: Frame, **changes: object) -> Frame:
    """Push (a copy with ``changes`` of) the popped frame ``f`` back: it continues later."""
    return FRAMES.again(s, f, **changes)
