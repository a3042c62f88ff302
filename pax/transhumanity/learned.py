"""The hard level's search hooks for Pax Transhumanity: the game's own (``opponent.GAME``: deal,
move ordering, playout) with the learned evaluation (``pax.core.learned``, features
``features.py``, weights ``data/eval_weights.json`` made by ``scripts/train_eval.py``) as the
leaf value. The solo arena (robots, TRH-K) was not trained: there the game's own evaluation
answers."""

from __future__ import annotations

from pax.core.learned import LearnedSearch
from pax.core.packagedata import DataFile

from .features import every_seat, features
from .opponent import GAME
from .rules import TranshumanityRules
from .state import TrhState

_RULES = TranshumanityRules()
WEIGHTS = DataFile(__package__, "data/eval_weights.json")


def trained(s: TrhState) -> bool:
    """Where the model applies: games between players (not the solo arena)."""
    return s.solo is None


LEARNED = LearnedSearch(GAME, lambda: _RULES, features, WEIGHTS, applies=trained, vectors=every_seat)
