"""The pending-decision stack (frames) and the turn (TRH-D-1, TRH-D-2).

Each frame is a dict with a kind ``k``. A *choice* frame has a deciding ``seat`` and its own legal
actions; an *auto* frame is a continuation the engine runs by itself (it is popped before its
handler runs, and the handler may push further frames). ``run`` advances auto frames until a
decision is due or the game is over.
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


_turn: Any = None  # the ``turn`` module, bound on first use


def turn_module() -> Any:
    """The ``turn`` module (it imports this one, so it is bound on first use, not at import)."""
    global _turn
    if _turn is None:
        from . import turn
        _turn = turn
    return _turn


def run(s: TrhState) -> None:
    """Advance automatic steps until someone must decide (sets ``to_move``) or the game is over."""
    turn = _turn or turn_module()
    end_turn, turn_continues = turn.end_turn, turn.turn_continues
    while s.phase != "over":
        if s.frames:
            f = s.frames[-1]
            h = AUTO.get(f["k"])
            if h is None:
                s.__dict__["to_move"] = f["seat"]  # hot path: skip pydantic's __setattr__
                return
            s.frames.pop()
            h(s, f)
            continue
        if s.phase == "setup":
            s.phase, s.turn, s.actions_left = "play", 0, 2
            continue
        if not s.deck and not any(slot for col in s.market for slot in col):
            # Engine ruling (the seed is silent): with the Draw Deck and the Market both empty no idea
            # can ever be researched or commercialized again - possible only in the solo arena, where a
            # robot may commercialize (without effects) or remove the Plurality card. The game ends with
            # Normal scoring.
            from .scoring import finish
            finish(s, "normal")
            continue
        if not turn_continues(s):
            end_turn(s)
            continue
        s.__dict__["to_move"] = s.turn
        return
    s.to_move = None
    s.frames = []
