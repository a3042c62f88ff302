"""Shared helpers for the war / regime change / one-shot tests (not a test module)."""

from __future__ import annotations

from pax.core import Action
from pax.renaissance.invariants import violations
from pax.renaissance.state import RenState
from pax.renaissance.testing import Position

A = Action.of


def legal(p: Position, s: RenState) -> list[Action]:
    return p.rules.legal_actions(s)


def kinds(p: Position, s: RenState) -> set[str]:
    return {a.kind for a in legal(p, s)}


def act(p: Position, s: RenState, kind: str, *args: int | str) -> RenState:
    """Apply one action (it must be legal) and check every invariant."""
    a = A(kind, *args)
    assert a in legal(p, s), f"{a} not in {legal(p, s)}"
    s = p.rules.apply(s, a)
    assert violations(s) == []
    return s


def top(s: RenState) -> str:
    return s.frames[-1]["kind"]


def play(p: Position, s: RenState, card: str, *one_shot_args: int | str) -> RenState:
    """Play ``card`` and resolve its one-shot with ``one_shot_args``."""
    s = act(p, s, "play", card)
    return act(p, s, "one_shot", *one_shot_args)


def casualties(p: Position, s: RenState, side: str) -> set[tuple[str, str]]:
    return {(str(a.args[1]), str(a.args[2])) for a in legal(p, s) if a.kind == "casualty" and a.args[0] == side}


def finish(p: Position, s: RenState, prefer: tuple[str, ...] = ()) -> RenState:
    """Resolve pending frames until the turn frame is on top again: the first legal action whose
    kind is in ``prefer``, else the first legal action (invariants checked at every step)."""
    for _ in range(200):
        if s.outcome is not None or top(s) == "turn":
            return s
        acts = legal(p, s)
        pick = next((a for a in acts if a.kind in prefer), acts[0])
        s = p.rules.apply(s, pick)
        assert violations(s) == []
    raise AssertionError("frames did not finish")


QUIET = ("casualty", "no_concession", "stop_freeing", "skip", "no_kill", "keep_theocracy")
