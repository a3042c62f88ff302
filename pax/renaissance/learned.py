"""Pax Renaissance's learned evaluations (``pax.core.learned``, features ``features.py``, weights
made by ``scripts/train_eval.py``), each with the game's own deal and playout:

* ``LEARNED`` (``data/eval_weights.json``): fitted to how games end (outcome regression over easy
  self-play), the better prediction of the winner near the end: it judges the post-game chances
  chart (``GameSpec.chances``).
* ``HARD_LEAF`` (``data/leaf_weights.json``): fitted to its own TD(λ) returns over easy self-play
  and games of the hard level against easy players, the hard level's leaf value over the
  baseline's best choices (``opponent.HARD``) in games of 3 and 4 players. A value that follows
  the positions after it guides the search through the middle of a game better than one fitted
  to the outcome: against two easy players the hard level won 74 of 100 games with it, 61 with
  the game's own leaf; against three, 60.5 and 38 (docs/benchmarks.md). With 2 players it won fewer
  (54 of the first 72 games; the game's own leaf, 87 of 100), so there the game's own leaf
  (``evaluation.chances``) answers.
"""

from __future__ import annotations

from pax.core.learned import LearnedSearch
from pax.core.packagedata import DataFile

from .features import every_seat, features, public_view
from .opponent import GAME, HARD
from .rules import RenaissanceRules
from .state import RenState

_RULES = RenaissanceRules()
WEIGHTS = DataFile(__package__, "data/eval_weights.json")
LEAF_WEIGHTS = DataFile(__package__, "data/leaf_weights.json")


def vectors(s: RenState) -> list[list[float]]:
    """Every seat's features from one lean spectator view (``features.public_view``): the
    features read no seat's secret, only a hand's size (tested against each seat's own view)."""
    return every_seat(public_view(s))


def searched(s: RenState) -> bool:
    """Where the hard level's leaf is the learned one: games of 3 and 4 players."""
    return s.setup.players >= 3


LEARNED = LearnedSearch(GAME, lambda: _RULES, features, WEIGHTS, vectors=vectors)
#: the hard level's search hooks
HARD_LEAF = LearnedSearch(HARD, lambda: _RULES, features, LEAF_WEIGHTS, applies=searched, vectors=vectors)
