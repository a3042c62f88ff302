"""Computer opponents: the levels each game declares, played the same way for every game.

``get_ai(game_id, level)`` returns an object with ``choose(rules, state) -> int``: the index of
the chosen action in ``rules.legal_actions(state)``, decided for ``state.to_move``. An opponent is
deterministic given the state, its level and its seed (so a game with computer seats replays
exactly from its action list), never mutates the state and sees only what ``view`` shows it.

A game declares its levels, weakest first (the first is the default, and what older saves and
links without a level mean), in its ``Rules.spec`` (``pax/core/spec.py``): a level either names the
game's own opponent class (``easy``, the one-ply heuristic ``pax.<game>.ai``; Pax Transhumanity's
``normal``, its determinized lookahead player) or is the shared determinized search
(``pax.core.search``) over the game's ``search`` hooks (or the level's own, ``LevelSpec.search``),
with the level's budget here
(``BUDGETS``), or the game's own iteration count for it.

``baseline`` is the former name of ``easy`` and is still accepted.
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from .core import BadInput, BaseState, GameRules, rules_for
from .core.search import ISMCTS, Budget
from .core.spec import GameSpec, load

#: every level name, weakest first; a level's place here seeds its search (``salt``)
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: former and game-specific names of the levels (Pax Transhumanity's players were named by method)
ALIASES: dict[str, str] = {"baseline": "easy", "heuristic": "easy", "lookahead": "normal"}

#: level -> the shared search budget (iterations decide the choice; seconds only stop a runaway search)
BUDGETS: dict[str, Budget] = {
    "normal": Budget(iterations=50, seconds=20.0, exploration=0.3, expand_all=True),
    "hard": Budget(iterations=250, seconds=60.0, exploration=0.3, expand_all=True),
}
#: (game id, level) -> a budget in place of the declared one (``bench/ai.py --iterations`` tries
#: other budgets through it; nothing shipped sets it)
GAME_BUDGETS: dict[tuple[str, str], Budget] = {}


class Opponent(Protocol):
    """What every computer opponent offers."""

    def choose(self, rules: GameRules, state: BaseState) -> int: ...


def _spec(game_id: str) -> GameSpec | None:
    """The game's declaration, or ``None`` for a game that is unknown or whose engine is absent."""
    try:
        return rules_for(game_id).spec
    except BadInput:
        return None


def levels(game_id: str) -> list[str]:
    """The opponent levels available for a game, weakest first (empty: no computer opponent yet)."""
    spec = _spec(game_id)
    return [lvl.name for lvl in spec.levels] if spec is not None else []


def search_games() -> list[str]:
    """The games that have the shared search's levels (their ``search`` hooks declared)."""
    from .core import game_ids

    return [gid for gid in game_ids() if (spec := _spec(gid)) is not None and spec.search is not None]


def budget(game_id: str, level: str) -> Budget:
    """The search budget of a game's search level: the shared one, with the game's iterations."""
    if (game_id, level) in GAME_BUDGETS:
        return GAME_BUDGETS[(game_id, level)]
    spec = _spec(game_id)
    declared = spec.level(level) if spec is not None else None
    if declared is None or declared.opponent is not None:
        raise BadInput(f"{level!r} is not a search level of {game_id!r}", key="ai.level", level=str(level)[:80],
                       levels=", ".join(levels(game_id)))
    shared = BUDGETS[level]
    return shared if declared.iterations is None else dataclasses.replace(shared, iterations=declared.iterations)


def normal_level(level: str | None) -> str:
    """The level a save or link means: ``None`` (older ones) is ``easy``; former names are mapped."""
    if level is None:
        return LEVELS[0]
    return ALIASES.get(level, level)


def get_ai(game_id: str, level: str | None = None, seed: int = 0) -> Opponent:
    """The computer opponent of that level (default: the weakest) or ``BadInput``."""
    spec = _spec(game_id)
    avail = levels(game_id)
    if spec is None or not avail:
        raise BadInput(f"there is no computer opponent for {game_id!r} yet", key="ai.none", game=game_id)
    lvl = normal_level(level)
    declared = spec.level(lvl) if isinstance(lvl, str) else None
    if declared is None:
        raise BadInput(f"no computer opponent of level {level!r} for {game_id!r} (there are: {', '.join(avail)})",
                       key="ai.level", level=str(level)[:80], levels=", ".join(avail))
    if declared.opponent is not None:
        opponent: Opponent = load(declared.opponent)()
        return opponent
    hooks = spec.search_of(lvl)
    assert hooks is not None  # GameSpec refuses a search level without search hooks
    return ISMCTS(load(hooks), budget(game_id, lvl), salt=LEVELS.index(lvl), seed=seed)
