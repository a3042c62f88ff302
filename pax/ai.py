"""Computer opponents: one registry of levels, the same for every game.

``get_ai(game_id, level)`` returns an object with ``choose(rules, state) -> int``: the index of
the chosen action in ``rules.legal_actions(state)``, decided for ``state.to_move``. An opponent is
deterministic given the state, its level and its seed (so a game with computer seats replays
exactly from its action list), never mutates the state and sees only what ``view`` shows it.

Levels, weakest first (the first is the default, and what older saves and links without a level
mean):

* ``easy`` — the game's one-ply heuristic (``pax.<game>.ai``);
* ``normal`` and ``hard`` — the shared determinized search (``pax.core.search``) over the game's
  hooks (``SEARCH_GAMES``), with a smaller and a larger iteration budget (``BUDGETS``, or the
  game's own, ``GAME_BUDGETS``), unless the game has its own opponent for the level
  (``OWN_LEVELS``: Pax Transhumanity's ``normal`` is its determinized lookahead player).

``baseline`` is the former name of ``easy`` and is still accepted.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from .core import BadInput, Rules
from .core.search import ISMCTS, Budget

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: former and game-specific names of the levels (Pax Transhumanity's players were named by method)
ALIASES: dict[str, str] = {"baseline": "easy", "heuristic": "easy", "lookahead": "normal"}

#: game id -> "module:Class" of its heuristic opponent (the ``easy`` level)
HEURISTICS: dict[str, str] = {
    "renaissance": "pax.renaissance.ai:BaselineAI",
    "transhumanity": "pax.transhumanity.ai:HeuristicAI",
}
#: (game id, level) -> "module:Class" of a game's own opponent for a level above ``easy``; it
#: takes the place of the shared search for that level
OWN_LEVELS: dict[tuple[str, str], str] = {
    ("transhumanity", "normal"): "pax.transhumanity.lookahead:LookaheadAI",
}
#: game id -> "module:NAME" of its ``SearchGame`` hooks (the ``normal`` and ``hard`` levels)
SEARCH_GAMES: dict[str, str] = {
    "renaissance": "pax.renaissance.opponent:GAME",
    "transhumanity": "pax.transhumanity.opponent:GAME",
}
#: level -> the search budget (iterations decide the choice; seconds only stop a runaway search)
BUDGETS: dict[str, Budget] = {
    "normal": Budget(iterations=50, seconds=20.0, exploration=0.3, expand_all=True),
    "hard": Budget(iterations=250, seconds=60.0, exploration=0.3, expand_all=True),
}
#: (game id, level) -> a game's own budget for a search level, in place of ``BUDGETS`` (a Pax
#: Transhumanity iteration plays the turn out, so it takes more time than a Renaissance one)
GAME_BUDGETS: dict[tuple[str, str], Budget] = {
    ("transhumanity", "hard"): Budget(iterations=100, seconds=60.0, exploration=0.3, expand_all=True),
}


class Opponent(Protocol):
    """What every computer opponent offers."""

    def choose(self, rules: Rules[Any], state: Any) -> int: ...


def _load(ref: str) -> Any:
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def levels(game_id: str) -> list[str]:
    """The opponent levels available for a game, weakest first (empty: no computer opponent yet)."""
    if game_id not in HEURISTICS:
        return []
    return [lvl for lvl in LEVELS
            if lvl == "easy" or (game_id, lvl) in OWN_LEVELS or game_id in SEARCH_GAMES]


def normal_level(level: str | None) -> str:
    """The level a save or link means: ``None`` (older ones) is ``easy``; former names are mapped."""
    if level is None:
        return LEVELS[0]
    return ALIASES.get(level, level)


def get_ai(game_id: str, level: str | None = None, seed: int = 0) -> Opponent:
    """The computer opponent of that level (default: the weakest) or ``BadInput``."""
    avail = levels(game_id)
    if not avail:
        raise BadInput(f"there is no computer opponent for {game_id!r} yet", key="ai.none", game=game_id)
    lvl = normal_level(level)
    if lvl not in avail:
        raise BadInput(f"no computer opponent of level {level!r} for {game_id!r} (there are: {', '.join(avail)})",
                       key="ai.level", level=str(level)[:80], levels=", ".join(avail))
    if lvl == "easy" or (game_id, lvl) in OWN_LEVELS:
        opponent: Opponent = _load(HEURISTICS[game_id] if lvl == "easy" else OWN_LEVELS[(game_id, lvl)])()
        return opponent
    budget = GAME_BUDGETS.get((game_id, lvl), BUDGETS[lvl])
    return ISMCTS(_load(SEARCH_GAMES[game_id]), budget, salt=LEVELS.index(lvl), seed=seed)
