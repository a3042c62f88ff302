"""The baseline Pax Renaissance opponent: one-ply heuristic scoring of every legal action.

For each legal action the opponent applies it to a copy of the state and scores the result from
its own seat's point of view (see :func:`evaluate`); the best score wins, ties go to the lowest
index, so the choice is deterministic given the state. When the action opens a decision that
the same seat takes next (an Operate frame, a levy, agent placement…), the opponent looks one
more step ahead along its own best continuation, so starting an operation is valued by what
the operation can achieve. An action that wins the game (declaring a met Victory, REN-D-14)
scores above everything; one that ends the game with someone else winning, below everything.

What it values (weights are plain numbers, tuned by AI-vs-random games in
``tests/renaissance/test_ai.py``): Patron prestige (the Patron ending, REN-L-10), other prestige,
cards in the tableau and hand, Kingdoms/Republics (REN-L-20..24), Concessions (REN-L-22),
florins (with diminishing returns), and met conditions of active Victory cards — for every seat,
so an opponent's progress counts against it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from pax.core import Action

from . import board
from .flow import top_kind
from .rules import RenaissanceRules
from .state import RenState
from .tables import CARDS
from .victory import claimable, kingdoms, republics

WIN = 10_000.0
LOOKAHEAD_LIMIT = 24  # at most this many follow-ups are examined per action
BUDGET = 260  # positions evaluated per decision at most; then no more lookahead (bounds the worst case)


def seat_value(s: RenState, seat: int, *, hand_hidden: bool = False) -> float:
    """How well ``seat`` stands, in rough "florins worth" units.

    ``hand_hidden``: the seat's hand is someone else's secret, so only its size counts
    (the opponent plays on what ``view`` shows it, never on another player's hidden cards).
    """
    cards = board.tableau_cards(s, seat)
    met = len(claimable(s, seat))  # the active Victory cards it meets, the tallies read once
    return standing(s, seat, len(cards), board.prestige(s, seat, cards), kingdoms(s, seat), republics(s, seat),
                    board.concessions(s, seat), met, hand_hidden=hand_hidden)


def standing(s: RenState, seat: int, cards: int, p: dict[str, int], kings: int, reps: int, conc: int,
             met: int, *, hand_hidden: bool = False) -> float:
    """:func:`seat_value` from the seat's tallies (tableau size, prestige, Kingdoms, Republics,
    Concessions, active Victory cards met), for callers that have them already."""
    v = 6.0 * p["patron"] + 2.0 * (p["catholic"] + p["islamic"] + p["reformist"] + p["law"] + p["discovery"])
    v += 3.0 * cards
    v += 3.0 * kings + 2.5 * reps
    v += 1.2 * conc
    f = s.florins[seat]
    v += f if f <= 10 else 10 + 0.4 * (f - 10)  # money is worth less once there is plenty
    for c in s.hands[seat]:
        card = None if hand_hidden else CARDS.get(c)
        v += 1.5 + (0.5 * len(card.prestige) + 0.2 * len(card.ops) if card else 0.0)
    v += 5.0 * met
    return v


def evaluate(s: RenState, me: int) -> float:
    """Score of a position for seat ``me``: its own standing against its strongest rival's."""
    if s.outcome is not None:
        winners = s.outcome.winners
        return WIN / len(winners) if me in winners else -WIN
    mine = seat_value(s, me)
    rivals = [seat_value(s, o, hand_hidden=True) for o in range(s.setup.players) if o != me]
    return mine - 0.6 * max(rivals, default=0.0)


class BaselineAI:
    """One-ply (plus own follow-up) heuristic opponent; ``choose`` returns a legal-action index."""

    level = "easy"

    def choose(self, rules: RenaissanceRules, state: RenState) -> int:
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return 0
        me = state.to_move
        if me is None:  # a finished game: nothing to choose
            return 0
        best_i, best = 0, float("-inf")
        for i, score in enumerate(self.scores(rules, state, legal, me)):
            if score > best:
                best_i, best = i, score
        return best_i

    def scores(self, rules: RenaissanceRules, state: RenState, legal: list[Action], me: int) -> list[float]:
        """Its score of each of ``legal`` for ``me``: what ``choose`` ranks (the first best is its choice)."""
        self._left = BUDGET  # counted, so the choice stays deterministic
        return [self._score(rules, state, a, me, depth=1) for a in legal]

    def _score(self, rules: RenaissanceRules, state: RenState, a: Action, me: int, depth: int) -> float:
        s = rules.apply_trusted(state, a)
        here = evaluate(s, me)
        self._left -= 1
        if s.outcome is not None:
            return here + (100.0 if here > 0 else -100.0) * depth  # a win sooner, a loss later
        if depth <= 0 or self._left <= 0 or s.outcome is not None or s.to_move != me or not s.frames:
            return here
        # The same seat decides again inside the same resolution (not a fresh turn action):
        # value the action by its best continuation (never worse than stopping here).
        if top_kind(s) == "turn" and s.actions_left == state.actions_left - 1 and a.kind != "operate":
            return here
        follow = rules.legal_actions(s)[:LOOKAHEAD_LIMIT]
        return float(max([here, *self._scores(rules, s, follow, me, depth - 1)]))

    def _scores(self, rules: RenaissanceRules, s: RenState, acts: Iterable[Action], me: int, depth: int) -> Iterator[float]:
        for a in acts:
            yield self._score(rules, s, a, me, depth)
