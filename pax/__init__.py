"""Pax: rules engines for Pax Renaissance and Pax Transhumanity.

    >>> import pax
    >>> rules = pax.get_rules("renaissance")
    >>> state = rules.new_game(players=3, seed=7)
    >>> state = rules.apply(state, rules.legal_actions(state)[0])
"""

from .core import (
    Action, BadInput, BaseState, IllegalAction, PaxError, Result, Rules, Setup,
    game_ids, get_rules, replay,
)

__all__ = [
    "Action", "BadInput", "BaseState", "IllegalAction", "PaxError", "Result", "Rules", "Setup",
    "game_ids", "get_rules", "replay",
]
