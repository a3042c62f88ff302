"""The shared core: the uniform game interface and what every game uses."""

from .action import Action
from .errors import BadInput, IllegalAction, PaxError
from .registry import all_game_ids, game_ids, get_rules, register, rules_for
from .replay import as_action, replay
from .rules import GameRules, Rules
from .state import BaseState, Result, Setup

__all__ = [
    "Action", "BadInput", "BaseState", "GameRules", "IllegalAction", "PaxError", "Result", "Rules", "Setup",
    "all_game_ids", "as_action", "game_ids", "get_rules", "register", "replay", "rules_for",
]
