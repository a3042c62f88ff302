"""Computer opponents: a tiny registry, the same for every game.

``get_ai(game_id, level)`` returns an object with ``choose(rules, state) -> int``: the index of
the chosen action in ``rules.legal_actions(state)``, decided for ``state.to_move``. An opponent is
deterministic given the state (so a game with computer seats replays exactly from its action
list) and never mutates the state. A stronger opponent later is one more entry in :data:`AIS`.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from .core import BadInput, Rules

# (game id, level) -> "module:Class"; the first level listed for a game is its default.
AIS: dict[tuple[str, str], str] = {
    ("renaissance", "baseline"): "pax.renaissance.ai:BaselineAI",
}


class Opponent(Protocol):
    """What every computer opponent offers."""

    def choose(self, rules: Rules, state: Any) -> int: ...


def levels(game_id: str) -> list[str]:
    """The opponent levels available for a game (empty: no computer opponent yet)."""
    return [lvl for (gid, lvl) in AIS if gid == game_id]


def get_ai(game_id: str, level: str | None = None) -> Opponent:
    """The computer opponent of that level (default: the game's first) or ``BadInput``."""
    avail = levels(game_id)
    if not avail:
        raise BadInput(f"there is no computer opponent for {game_id!r} yet", key="ai.none", game=game_id)
    level = level or avail[0]
    if level not in avail:
        raise BadInput(f"no computer opponent of level {level!r} for {game_id!r} (there are: {', '.join(avail)})",
                       key="ai.level", level=level[:80], levels=", ".join(avail))
    module, _, cls = AIS[(game_id, level)].partition(":")
    return getattr(importlib.import_module(module), cls)()
