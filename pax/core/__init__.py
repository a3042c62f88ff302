"""The shared core: the uniform game interface and what every game uses."""

from .action import Action
from .errors import BadInput, IllegalAction, PaxError
from .registry import all_game_ids, game_ids, get_rules, register
from .replay import as_action, replay
from .rules import Rules
from .state import BaseState, Result, Setup

__all__ = [
    "Action", "BadInput", "BaseState", "IllegalAction", "PaxError", "Result", "Rules", "Setup",
    "all_game_ids", "as_action", "game_ids", "get_rules", "register", "replay",
]
