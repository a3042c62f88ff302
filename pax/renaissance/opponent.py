"""Pax Renaissance's hooks for the shared search (``pax.core.search``): deal, evaluation, playout."""

from __future__ import annotations

from collections.abc import Sequence
from pax.core import Rules
from pax.core.rng import Rng

from .ai import evaluate
from .determinize import determinize
from .evaluation import chances
from .state import RenState


def greedy_step(rules: Rules[RenState], s: RenState) -> RenState:
    """The mover's best action by a one-ply look at the baseline evaluation (ties: first listed)."""
    legal = rules.legal_actions(s)
    me = s.to_move
    if len(legal) == 1 or me is None:
        first: RenState = rules.apply_trusted(s, legal[0])
        return first
    best_s, best = s, float("-inf")
    for a in legal:
        t: RenState = rules.apply_trusted(s, a)
        v = evaluate(t, me)
        if v > best:
            best_s, best = t, v
    return best_s


class RenaissanceSearch:
    """The ``SearchGame`` of Pax Renaissance; ``playout`` steps of greedy play end each iteration."""

    def __init__(self, playout: int = 0) -> None:
        self.playout = playout

    def determinize(self, state: RenState, seat: int, rng: Rng) -> RenState:
        return determinize(state, seat, rng)

    def evaluate(self, state: RenState) -> Sequence[float]:
        return chances(state)

    def rollout(self, rules: Rules[RenState], state: RenState, rng: Rng) -> RenState:
        s = state
        for _ in range(self.playout):
            if s.outcome is not None:
                break
            s = greedy_step(rules, s)
        return s


GAME = RenaissanceSearch()
