"""Which games exist, loaded lazily so that importing ``pax`` stays cheap in the browser."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, cast

from .errors import BadInput
from .rules import GameRules, Rules

# game id -> (module, class name). The order is stable: share links store the position.
_GAMES: dict[str, tuple[str, str]] = {
    "renaissance": ("pax.renaissance.rules", "RenaissanceRules"),
    "transhumanity": ("pax.transhumanity.rules", "TranshumanityRules"),
}
_cache: dict[str, GameRules] = {}


def register(game_id: str, module: str, cls: str) -> None:
    """Add a game (tests register toy games; real games are listed above)."""
    _GAMES.setdefault(game_id, (module, cls))


def game_ids() -> list[str]:
    """The ids of the games whose engine is present, in a stable order."""
    out = []
    for gid, (mod, _) in _GAMES.items():
        try:
            found = importlib.util.find_spec(mod) is not None
        except ModuleNotFoundError:  # the game's package itself is absent
            found = False
        if found:
            out.append(gid)
    return out


def all_game_ids() -> list[str]:
    """Every game id the share-link format knows, present or not (stable order)."""
    return list(_GAMES)


def get_rules(game_id: object) -> Rules[Any]:
    """The rules object of ``game_id`` (``"renaissance"`` or ``"transhumanity"``), for a caller
    that knows which game it names and uses that game's own state type (a game's tests and tools)."""
    return rules_for(game_id)


def rules_for(game_id: object) -> GameRules:
    """The rules object of ``game_id`` (untrusted: from a request, a link or a save), for code that
    serves every game; ``BadInput`` for an unknown or absent game."""
    if not isinstance(game_id, str):  # a list or dict from a request is not hashable
        raise BadInput(f"unknown game {repr(game_id)[:80]}", key="game.unknown", game=repr(game_id)[:80])
    if game_id in _cache:
        return _cache[game_id]
    try:
        mod, cls = _GAMES[game_id]
    except (KeyError, TypeError):
        raise BadInput(f"unknown game {game_id!r}", key="game.unknown", game=repr(game_id)) from None
    try:
        # _GAMES (and register) name Rules subclasses only; see GameRules for why their state type
        # may be seen as BaseState
        factory = cast("type[GameRules]", getattr(importlib.import_module(mod), cls))
        rules = factory()
    except ModuleNotFoundError:
        raise BadInput(f"the {game_id} engine is not available yet", key="game.absent", game=game_id) from None
    _cache[game_id] = rules
    return rules
