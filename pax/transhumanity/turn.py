"""A player's turn: at most two actions, own-company hires at will, then the next seat (TRH-D).

The turn frame (the turn's menu, at the bottom of the stack) offers one choice per available action
kind (``syndicate``, ``research`` …, without arguments); choosing one opens a ``pick`` frame listing that kind's concrete choices
(``syndicate(col, row)`` …). Only kinds with at least one legal concrete choice are offered, so a
chosen kind always leads somewhere. Fundraise and ending the turn need no details.
"""

from __future__ import annotations

from collections.abc import Callable

from pax.core import Action
from pax.core.action import Arg

from . import commercialize, fundraise, hire, importing, placate, research, syndicate
from . import menu
from .flow import FRAMES, TURN, A, Choice, Frame, Kind, again, frame, push
from .scoring import finish
from .state import TrhState

KINDS: tuple[str, ...] = ("fundraise", "syndicate", "commercialize", "hire", "research", "placate", "import", "own_hire")
DIRECT = ("fundraise", "end")


def details(s: TrhState) -> list[Action]:
    """Every concrete main action (TRH-D-2) and own-company hire (TRH-D-11) open now."""
    out: list[Action] = []
    if s.actions_left > 0:
        out += menu.main_actions(s, s.turn)
    out += menu.own_hires(s, s.turn)
    return out


_MAIN = tuple((menu.KIND_ARGS[k], A(k)) for k in KINDS[1:-1])  # KINDS between fundraise and own_hire
_FUNDRAISE, _OWN_HIRE, _END = A("fundraise"), A("own_hire"), A("end")


def turn_actions(s: TrhState) -> list[Action]:
    """The menu in ``KINDS`` order, then ``end``: each kind with at least one concrete choice."""
    seat = s.turn
    out = []
    if s.actions_left > 0:
        out.append(_FUNDRAISE)
        for args, act in _MAIN:
            if args(s, seat, True):
                out.append(act)
    if menu.KIND_ARGS["own_hire"](s, seat, True):
        out.append(_OWN_HIRE)
    out.append(_END)
    return out


#: kind -> its action's start: ``start(s, seat, args)`` pushes the action's frames (and pays).
START: dict[str, Callable[[TrhState, int, tuple[Arg, ...]], None]] = {
    "fundraise": fundraise.start, "syndicate": syndicate.start, "commercialize": commercialize.start,
    "hire": hire.start, "own_hire": hire.start, "research": research.start, "placate": placate.start,
    "import": importing.start,
}


def start_action(s: TrhState, a: Action) -> None:
    """Begin a main action or an own-company hire chosen from ``turn_actions``."""
    if a.kind == "end":  # TRH-D-2 ruling: a player may pass the rest of the turn
        end_turn(s)
        return
    if a.kind != "own_hire":
        s.actions_left -= 1
    START[a.kind](s, s.turn, a.args)


def start(s: TrhState, a: Action) -> None:
    if a.kind in DIRECT:
        start_action(s, a)
    else:
        push(s, "pick", seat=s.turn, menu=a.kind)


@frame("pick")
class PickFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return menu.kind_actions(s, f["seat"], f["menu"])

    def valid(self, s: TrhState, f: Frame, a: Action) -> bool:
        """``a in self.legal(s, f)`` without building the Action objects."""
        kind: str = f["menu"]  # the turn menu's kind this frame details
        if a.kind != kind or not a.args:
            return False
        return a.args in menu.KIND_ARGS[a.kind](s, f["seat"], only=a.args)

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        start_action(s, a)


def turn_continues(s: TrhState) -> bool:
    """A turn with no action left ends by itself unless an own-company hire is still possible."""
    return s.actions_left > 0 or bool(menu.KIND_ARGS["own_hire"](s, s.turn, True))


def exhausted(s: TrhState) -> bool:
    """Engine ruling (the seed is silent): with the Draw Deck and the Market both empty no idea can
    ever be researched or commercialized again - possible only in the solo arena, where a robot may
    commercialize (without effects) or remove the Plurality card. The game ends with Normal scoring."""
    return not s.deck and not any(slot for col in s.market for slot in col)


def end_turn(s: TrhState) -> None:
    """TRH-D-1: next seat in turn order; solo: the Exoglobals' turn comes between (TRH-K-9).
    The next turn's frame is pushed (in the solo arena under the Exoglobals' turn)."""
    s.actions_left = 2
    if s.solo:
        s.turn = 0
        push(s, TURN, seat=0)
        push(s, "exo_turn")
    else:
        s.turn = (s.turn + 1) % len(s.colours)
        push(s, TURN, seat=s.turn)


@frame(TURN)
class TurnFrame(Kind[TrhState]):
    """The turn's menu (TRH-D-2), at the bottom of the stack: ``turn_actions`` while the turn goes
    on; automatic when it is over (the next turn, ``end_turn``), while the setup decisions are
    still above it (then play begins), or once no idea can move (the ``exhausted`` ruling)."""

    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        if s.phase == "setup" or exhausted(s) or not turn_continues(s):
            return []
        return turn_actions(s)

    def valid(self, s: TrhState, f: Frame, a: Action) -> bool:
        """``a in self.legal(s, f)``, checking only the chosen kind."""
        if a.args or s.phase == "setup" or exhausted(s) or not turn_continues(s):
            return False
        if a.kind == "end":
            return True
        if a.kind not in KINDS or (a.kind != "own_hire" and s.actions_left <= 0):
            return False
        return a.kind == "fundraise" or bool(menu.KIND_ARGS[a.kind](s, s.turn, True))

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        if a.kind != "end":
            again(s, f)  # the menu returns once this action's frames are resolved
        start(s, a)

    def auto(self, s: TrhState, f: Frame) -> None:
        if s.phase == "setup":
            s.phase, s.turn, s.actions_left = "play", 0, 2
            push(s, TURN, seat=0)
        elif exhausted(s):
            finish(s, "normal")
        else:
            end_turn(s)


def run(s: TrhState, watch: Callable[[TrhState], None] | None = None) -> None:
    """Advance automatic frames until someone must decide (sets ``to_move``) or the game is over.

    ``watch`` sees the state ahead of each automatic step (``FRAMES.settle``'s ``before``): how
    the page is told the robots' steps one by one (``unfold.py``); it must not change the state."""
    due = FRAMES.settle(s, watch)
    if due is None:
        if s.outcome is None:
            raise RuntimeError("no pending frame: the turn frame is missing")
        s.to_move = None
        s.frames = []
        return
    f, acts = due
    FRAMES.remember(s, acts)
    object.__setattr__(s, "to_move", f["seat"])  # hot path: skip pydantic's __setattr__
