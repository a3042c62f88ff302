"""Pax Transhumanity's lookahead player (the ``normal`` level): the heuristic player's best few
actions, each played on in a few re-deals until this seat's next turn and judged there.

It decides from what ``view(to_move)`` shows, like the heuristic (:mod:`pax.transhumanity.ai`):
it re-deals every card that seat cannot see and plays on the copy, with a generator seeded from
the player's seed, the game's public seed and the step (deterministic given state and seed).
Where a playout stops, the standing measure (``ai.evaluate``) is joined by what an ending in
reach there does to it (``evaluation.ending_swing``: a rival's Tycoon by a Tipping Point's
Startups, a fifth strip in a row). Every decision is played out this way but a Fundraise's, where
the heuristic's rule frees agents rather than pass. In duels against the heuristic (seeds 1-100,
``bench/balance.py --modes duel``) the lookahead won 55 of 100 without the ending swing, 60 with
it at the turn menu only, 70 with it at every decision.
"""

from __future__ import annotations

from .ai import GIVE_UP, DecisionSearch, HeuristicAI, deal_for, evaluate, fund_rule, kind_bonus, urge
from .determinize import determinize
from .evaluation import ending_swing
from .flow import at_menu, top_kind
from .rules import TranshumanityRules
from .state import TrhState


class LookaheadAI:
    """The stronger player: the heuristic's best ``WIDTH`` actions, each played on in ``DEALS``
    re-deals by heuristic players until this seat's next turn, scored by the average outcome and
    the turn-menu preference (``kind_bonus``)."""

    level = "lookahead"
    WIDTH = 3
    DEALS = 2
    HORIZON = 40      # decisions per rollout at most
    DEPTH = 3
    BUDGET = 220

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.fast = _Rollout()

    def choose(self, rules: TranshumanityRules, state: TrhState) -> int:
        legal = rules.legal_actions(state)
        if len(legal) <= 1:
            return 0
        me, rng, det = deal_for(state, self.seed)
        search = DecisionSearch(rules, me, self.BUDGET)
        first = search.scores(det, legal, self.DEPTH)
        if top_kind(state) == "fund":  # the heuristic's Fundraise rule
            return fund_rule(det, legal, first, me)

        def first_rank(i: int) -> tuple[float, int]:
            return (-first[i], i)

        order = sorted(range(len(legal)), key=first_rank)[: self.WIDTH]
        totals = {i: 0.0 for i in order}
        for d in range(self.DEALS):
            world = det if d == 0 else determinize(state, me, rng)
            for i in order:
                totals[i] += self._rollout(rules, rules._apply(world, legal[i]), me, state.turn, 1000 * d + i)
        # The turn-menu preference stays: a rollout that ends at the next turn cannot see what a
        # Research or Commercialize moves on (the heuristic adds it for the same reason). Without
        # it the lookahead won 21 of 40 duels against the heuristic, with it 26 (seeds 1-40).
        for i in order:
            if at_menu(state):
                totals[i] += self.DEALS * kind_bonus(state, me, legal[i].kind)

        def total_rank(i: int) -> tuple[float, int]:
            return (-totals[i], i)

        return min(order, key=total_rank)

    def _rollout(self, rules: TranshumanityRules, s: TrhState, me: int, turn: int, salt: int) -> float:
        """Play on with fast heuristic players until ``me``'s next turn begins; evaluate."""
        left_turn = False
        robots = len(s.exo_deck)
        for _ in range(self.HORIZON):
            if s.outcome is not None:
                break
            if s.turn != turn or len(s.exo_deck) < robots:  # solo: the robots' turn drew a card
                left_turn = True
            elif left_turn and at_menu(s):
                break  # back at ``me``'s turn menu: the next decision is this player's own
            legal = rules.legal_actions(s)
            who = s.to_move
            assert who is not None
            i = 0 if len(legal) == 1 else self.fast.choose_on(rules, s, legal, who)
            s = rules._apply(s, legal[i])
        if s.outcome is not None:
            return evaluate(s, me)
        # an ending in reach where the playout stops (a rival's Tycoon by a Tipping Point's
        # Startups, a fifth strip in a row): the standing measure alone does not see it.
        if urge(s) >= GIVE_UP:
            # a game this long is worth ending, even lost (``ai.evaluate``): a rival's ending in
            # reach is then no threat, and counting one would keep the lookahead from ending it
            return evaluate(s, me)
        return evaluate(s, me) + ending_swing(s, me)


class _Rollout(HeuristicAI):
    """The heuristic with a small budget, for the lookahead's rollouts."""

    DEPTH = 2
    BUDGET = 24


def opponent(level: str, seed: int = 0) -> HeuristicAI | LookaheadAI:
    """This game's own player of that level, ``heuristic`` or ``lookahead`` (benchmarks, tests)."""
    if level == "lookahead":
        return LookaheadAI(seed)
    if level == "heuristic":
        return HeuristicAI(seed)
    raise KeyError(level)
