"""The hard level's search hooks for Pax Renaissance: the game's own (``opponent.GAME``: deal,
playout) with the learned evaluation (``pax.core.learned``, features ``features.py``, weights
``data/eval_weights.json`` made by ``scripts/train_eval.py``) as the leaf value."""

from __future__ import annotations

from pathlib import Path

from pax.core.learned import LearnedSearch

from .features import every_seat, features, public_view
from .opponent import GAME
from .rules import RenaissanceRules

_RULES = RenaissanceRules()
WEIGHTS = Path(__file__).resolve().parent / "data" / "eval_weights.json"
LEARNED = LearnedSearch(GAME, lambda: _RULES, features, WEIGHTS, every_seat=every_seat, spectator=public_view)
