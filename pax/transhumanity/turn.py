"""A player's turn: at most two actions, own-company hires at will, then the next seat (TRH-D).

The turn offers one choice per available action kind (``syndicate``, ``research`` …, without
arguments); choosing one opens a ``pick`` frame listing that kind's concrete choices
(``syndicate(col, row)`` …). Only kinds with at least one legal concrete choice are offered, so a
chosen kind always leads somewhere. Fundraise and ending the turn need no details.
"""

from __future__ import annotations

from pax.core import Action

from . import actions
from .flow import A, choice, push, valid, Frame
from .state import TrhState

KINDS = ("fundraise", "syndicate", "commercialize", "hire", "research", "placate", "import", "own_hire")
DIRECT = ("fundraise", "end")


def details(s: TrhState) -> list[Action]:
    """Every concrete main action (TRH-D-2) and own-company hire (TRH-D-11) open now."""
    out: list[Action] = []
    if s.actions_left > 0:
        out += actions.main_actions(s, s.turn)
    out += actions.own_hires(s, s.turn)
    return out


_MAIN = tuple((actions.KIND_ARGS[k], A(k)) for k in KINDS[1:-1])  # KINDS between fundraise and own_hire
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
    if actions.KIND_ARGS["own_hire"](s, seat, True):
        out.append(_OWN_HIRE)
    out.append(_END)
    return out


def start(s: TrhState, a: Action) -> None:
    if a.kind in DIRECT:
        actions.start_action(s, a)
    else:
        push(s, "pick", seat=s.turn, kind=a.kind)


@choice("pick")
def pick_choices(s: TrhState, f: Frame) -> list[Action]:
    return actions.kind_actions(s, f["seat"], f["kind"])


@valid("pick")
def pick_valid(s: TrhState, f: Frame, a: Action) -> bool:
    """``a in pick_choices(s, f)`` without building the Action objects."""
    if a.kind != f["kind"] or not a.args:
        return False
    return a.args in actions.KIND_ARGS[a.kind](s, f["seat"], only=a.args)


@pick_choices.step
def pick_step(s: TrhState, f: Frame, a: Action) -> None:
    s.frames.pop()
    actions.start_action(s, a)


def turn_continues(s: TrhState) -> bool:
    """A turn with no action left ends by itself unless an own-company hire is still possible."""
    return s.actions_left > 0 or bool(actions.KIND_ARGS["own_hire"](s, s.turn, True))


def end_turn(s: TrhState) -> None:
    """TRH-D-1: next seat in turn order; solo: the Exoglobals' turn comes between (TRH-K-9)."""
    s.actions_left = 2
    if s.solo:
        s.turn = 0
        push(s, "exo_turn")
    else:
        s.turn = (s.turn + 1) % len(s.colours)
