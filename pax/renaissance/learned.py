"""The hard level's search hooks for Pax Renaissance: the game's own (``opponent.GAME``: deal,
playout) with the learned evaluation (``pax.core.learned``, features ``features.py``, weights
``data/eval_weights.json`` made by ``scripts/train_eval.py``) as the leaf value."""

from __future__ import annotations

from pax.core.learned import LearnedSearch
from pax.core.packagedata import DataFile

from .features import every_seat, features, public_view
from .opponent import GAME
from .rules import RenaissanceRules
from .state import RenState

_RULES = RenaissanceRules()
WEIGHTS = DataFile(__package__, "data/eval_weights.json")


def vectors(s: RenState) -> list[list[float]]:
    """Every seat's features from one lean spectator view (``features.public_view``): the
    features read no seat's secret, only a hand's size (tested against each seat's own view)."""
    return every_seat(public_view(s))


LEARNED = LearnedSearch(GAME, lambda: _RULES, features, WEIGHTS, vectors=vectors)
