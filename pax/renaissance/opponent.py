"""Pax Renaissance's hooks for the shared search (``pax.core.search``): deal, evaluation, playout,
and for the hard level a move ordering.

* ``GAME`` (the normal level) searches every legal action.
* ``HARD`` searches only the ``width`` best choices at each decision by the baseline opponent's
  measure (``ai.BaselineAI``): at the decision itself by its full look (an operation valued by
  what it can achieve), so its own choice is always among them; inside the tree by one ply. Every
  legal action of a decision is a child of its node otherwise, each scored by the leaf at once, so
  250 iterations reached little past the decision's own turn; a choice outside the baseline's
  best few is rarely the best one (against the baseline, hard won 20 of 30 2-player games
  searching every action, 25 of the same 30 with the 5 best, 2026-12-07).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from pax.core import Action, Rules
from pax.core.rng import Rng

from .ai import BaselineAI, evaluate
from .determinize import determinize
from .evaluation import chances
from .rules import RenaissanceRules
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


class OrderedSearch(RenaissanceSearch):
    """The search over the baseline's ``width`` best choices at each decision (the module doc)."""

    def __init__(self, width: int, playout: int = 0) -> None:
        super().__init__(playout)
        self.width = width
        self.root_player = BaselineAI()

    def root_candidates(self, rules: Rules[RenState], state: RenState, legal: list[Action]) -> list[Action]:
        """The decision's candidates, by the baseline's full look (its choice first)."""
        me = state.to_move
        if me is None or len(legal) <= self.width:
            return legal
        scores = self.root_player.scores(cast(RenaissanceRules, rules), state, legal, me)
        return self._best(legal, scores)

    def candidates(self, rules: Rules[RenState], state: RenState, legal: list[Action]) -> list[Action]:
        """A decision's candidates inside the tree, by one ply of the baseline's measure."""
        me = state.to_move
        if me is None or len(legal) <= self.width:
            return legal
        return self._best(legal, [evaluate(rules.apply_trusted(state, a), me) for a in legal])

    def _best(self, legal: list[Action], scores: list[float]) -> list[Action]:
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))  # ties: the first listed
        return [legal[i] for i in order[: self.width]]


GAME = RenaissanceSearch()
#: the hard level's move ordering, deal and playout (its search hooks are `learned.HARD_LEAF`: these with a learned leaf)
HARD = OrderedSearch(width=5)
