"""Rebuild a game from its setup and action list (the only persistent form of a game)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .action import Action
from .errors import BadInput, IllegalAction
from .record import is_validation_error
from .registry import rules_for
from .state import BaseState


def as_action(raw: object) -> Action:
    """An ``Action`` from an Action, a ``{"kind", "args"}`` mapping, or raise ``BadInput``."""
    if isinstance(raw, Action):
        return raw
    try:
        return Action.model_validate(raw)
    except ValueError as exc:  # pydantic's ValidationError is a ValueError
        if not is_validation_error(exc):
            raise
        raise BadInput(f"not an action: {str(raw)[:80]!r}") from None


def replay(
    game_id: str,
    players: int,
    seed: int,
    names: Iterable[object] | None = None,
    options: Mapping[str, object] | None = None,
    actions: Iterable[object] = (),
) -> BaseState:
    """The state reached by applying ``actions`` after setup.

    Each action is an ``Action``, its JSON dict, or an ``int`` index into the legal list.
    An action that is not legal raises ``IllegalAction`` naming its position.
    """
    rules = rules_for(game_id)
    state = rules.new_game(players, seed, names, options)
    for n, raw in enumerate(actions):
        try:
            if isinstance(raw, int) and not isinstance(raw, bool):
                state = rules.apply_index(state, raw)
            else:
                state = rules.apply(state, as_action(raw))
        except IllegalAction as exc:
            raise IllegalAction(f"action {n + 1}: {exc}") from None
    return state
