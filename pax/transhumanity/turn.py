"""A player's turn: at most two actions, own-company hires at will, then the next seat (TRH-D).

The turn offers one choice per available action kind (``syndicate``, ``research`` …, without
arguments); choosing one opens a ``pick`` frame listing that kind's concrete choices
(``syndicate(col, row)`` …). Only kinds with at least one legal concrete choice are offered, so a
chosen kind always leads somewhere. Fundraise and ending the turn need no details.
"""

from __future__ import annotations

from pax.core import Action

from . import actions
from .flow import A, choice, push
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


def turn_actions(s: TrhState) -> list[Action]:
    out = []
    for k in KINDS:
        if k == "own_hire" or s.actions_left > 0:
            if k == "fundraise" or actions.KIND_ARGS[k](s, s.turn, True):
                out.append(A(k))
    return out + [A("end")]


def start(s: TrhState, a: Action) -> None:
    if a.kind in DIRECT:
        actions.start_action(s, a)
    else:
        push(s, "pick", seat=s.turn, kind=a.kind)


@choice("pick")
def pick_choices(s: TrhState, f) -> list[Action]:
    return actions.kind_actions(s, f["seat"], f["kind"])


@pick_choices.step
def pick_step(s: TrhState, f, a: Action) -> None:
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
