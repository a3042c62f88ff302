"""Pax Transhumanity's hooks for the shared search (``pax.core.search``): deal, evaluation, playout.

* The deal is the Rules' own re-deal of every card ``view(seat)`` hides (``determinize.py``).
* The leaf evaluation is ``evaluation.chances``.
* The move ordering is the heuristic player's: the search looks at the ``width`` best choices
  only, the heuristic's own (its Fundraise rule included) first. At the decision itself
  (``root_candidates``) the choices are scored by the heuristic player's full look
  (``HeuristicAI.scores_on``), so its choice is always among them; inside the tree
  (``candidates``) a turn menu is scored by a cheaper look of it (``MenuPlayer``: a menu kind
  changes nothing by itself, so one ply sees only the preference for it), any other decision
  by one ply (the position each choice leads to). The standing measure alone cannot see that
  Research or Commercialize pay off later, and a search over every choice by that measure alone
  passes turn after turn: so when the heuristic would Research or Commercialize, that is the
  only candidate (the search decides its details), and ending the turn is a candidate only when
  the heuristic would end it. The heuristic does not see whether the ending such an action
  brings is won or lost (in games between heuristic players the seat whose turn brought Normal
  scoring lost 42 % of them), so each Research and Commercialize at the turn menu has its turn
  played out first: one that ends the game with this seat a winner on most of ``ENDING_DEALS``
  deals of what it cannot see (Normal scoring reads every rival's Secret sphere, TRH-I-7..9) is
  the only candidate, and one that ends it with this seat losing on the deal at hand, or
  winning on no more than half of them, is searched beside the heuristic's other choices.
* The playout finishes the turn in progress: every seat, the robots' choices for the person
  included, plays the cheap version of the heuristic player (``ai.HeuristicAI``, one ply, its
  turn-menu preferences and Fundraise rule), until a new turn begins or ``horizon`` decisions
  have been made. A Transhumanity action is several decisions long (a kind, then its card, then
  its labor …), so a position in mid-action is judged once that action and turn are complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from pax.core import Action, Rules
from pax.core.rng import Rng, next_u64

from .ai import HeuristicAI, evaluate, fund_rule
from .evaluation import chances
from .flow import at_menu
from .rules import TranshumanityRules
from .state import TrhState

_RULES = TranshumanityRules()
PROGRESS = frozenset({"research", "commercialize"})  # the turn-menu kinds that move the game on
ENDING_HORIZON = 30  # decisions a turn's playout may take to see whether it ends the game
ENDING_DEALS = 8     # deals of which a turn's ending must win most before it is the only candidate


class PlayoutPlayer(HeuristicAI):
    """The heuristic player at its cheapest: each choice by the position it leads to, one ply."""

    DEPTH = 1
    BUDGET = 1


class MenuPlayer(HeuristicAI):
    """The heuristic player's look at a turn menu inside the tree: two plies, a small budget."""

    DEPTH = 2
    BUDGET = 24


class TranshumanitySearch:
    """The ``SearchGame`` of Pax Transhumanity (see the module doc)."""

    def __init__(self, horizon: int = 12, width: int = 3) -> None:
        self.horizon = horizon
        self.width = width
        self.player = PlayoutPlayer()
        self.menu_player = MenuPlayer()
        self.root_player = HeuristicAI()

    def root_candidates(self, rules: Rules[TrhState], state: TrhState, legal: list[Action]) -> list[Action]:
        """The candidates of the decision itself: ordered by the heuristic player's own scores,
        so its choice is always among them."""
        return self.candidates(rules, state, legal, self.root_player)

    def candidates(self, rules: Rules[TrhState], state: TrhState, legal: list[Action],
                   scorer: HeuristicAI | None = None) -> list[Action]:
        me = state.to_move
        if me is None or len(legal) <= self.width:
            return legal
        menu = at_menu(state)
        if scorer is not None or menu:
            # a turn-menu kind changes nothing by itself, so one ply sees only the preference
            # for it: a few plies of the heuristic's look rank the kinds (by one ply, the
            # heuristic's choice was not a candidate at 295 of 540 turn menus of 3-player games)
            scores = (scorer or self.menu_player).scores_on(_RULES, state, legal, me)
        else:
            scores = [evaluate(rules.apply_trusted(state, a), me) for a in legal]
        first = fund_rule(state, legal, scores, me)

        def rank(i: int) -> tuple[float, int]:
            return (-scores[i], i)

        rest = sorted((i for i in range(len(legal)) if i != first), key=rank)
        if menu:
            ends = {i: self._sure_ending(rules, state, legal[i], me, i) for i in range(len(legal))
                    if legal[i].kind in PROGRESS}
            won = [i for i in sorted(ends) if ends[i] == 1]
            if won:
                # a Research or Commercialize whose turn, played out, ends the game with this
                # seat winning is the only candidate, even when the heuristic would not take it
                return [legal[i] for i in won]
            if legal[first].kind in PROGRESS and ends[first] != -1:
                # a Research or Commercialize the heuristic would take is taken (its details are
                # searched): the game ends only through them (TRH-I-2..5), and a seat behind on
                # the standing measure would otherwise pass turn after turn and the game would
                # not end
                return [legal[first]]
            # One whose turn ends the game with this seat losing is searched beside the other
            # choices (its other details may not end it): heuristic players that triggered
            # Normal scoring lost 42 % of those games (2 players, 67 games)
        if menu and legal[first].kind != "end":
            rest = [i for i in rest if legal[i].kind != "end"]  # nor does it end the turn early
        return [legal[i] for i in [first, *rest][: self.width]]

    def _sure_ending(self, rules: Rules[TrhState], state: TrhState, action: Action, me: int, salt: int) -> int:
        """:meth:`_ending` on ``state`` and, where it ends the game with ``me`` winning, on
        ``ENDING_DEALS - 1`` more deals of what ``me`` cannot see: 1 when it wins on most of
        them, else -1 (searched beside the other choices). Normal scoring reads each rival's Secret
        sphere (TRH-I-7..9), so a win on one deal is a guess."""
        first = self._ending(rules, state, action, me)
        if first != 1:
            return first
        rng = Rng(next_u64((state.step << 24) ^ (salt << 8) ^ me ^ 0xE4D1)[0])
        wins = 1 + sum(self._ending(rules, _RULES.determinize(state, me, rng), action, me) == 1
                       for _ in range(ENDING_DEALS - 1))
        return 1 if 2 * wins > ENDING_DEALS else -1

    def _ending(self, rules: Rules[TrhState], state: TrhState, action: Action, me: int) -> int:
        """1 when ``action``'s turn, played out by the playout player, ends the game with ``me``
        a winner, -1 when it ends it with ``me`` not among them, 0 when the game goes on."""
        s = rules.apply_trusted(state, action)
        turn = state.turn
        for _ in range(ENDING_HORIZON):
            if s.outcome is not None or (s.turn != turn and at_menu(s)) or s.to_move is None:
                break
            legal = rules.legal_actions(s)
            i = 0 if len(legal) == 1 else self.player.choose_on(_RULES, s, legal, s.to_move)
            s = rules.apply_trusted(s, legal[i])
        if s.outcome is None:
            return 0
        return 1 if me in s.outcome.winners else -1

    def determinize(self, state: TrhState, seat: int, rng: Rng) -> TrhState:
        return _RULES.determinize(state, seat, rng)

    def evaluate(self, state: TrhState) -> Sequence[float]:
        return chances(state)

    def rollout(self, rules: Rules[TrhState], state: TrhState, rng: Rng) -> TrhState:
        s = state
        turn = s.turn
        for _ in range(self.horizon):
            if s.outcome is not None or (s.turn != turn and at_menu(s)) or s.to_move is None:
                break
            legal = rules.legal_actions(s)
            i = 0 if len(legal) == 1 else self.player.choose_on(_RULES, s, legal, s.to_move)
            s = rules.apply_trusted(s, legal[i])
        return s


GAME = TranshumanitySearch()
