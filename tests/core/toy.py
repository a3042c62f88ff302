"""A toy game (Nim with a random starting heap) to test the shared core without a real game."""

from __future__ import annotations

from typing import Any

from pax.core import Action, BaseState, Result, Rules, Setup
from pax.core.rng import Rng


class NimState(BaseState):
    heap: int
    last: int | None = None


class NimRules(Rules[NimState]):
    game_id = "toy_nim"
    title = "Nim"
    min_players = 1
    max_players = 4
    state_type = NimState

    def initial_state(self, setup: Setup) -> NimState:
        rng = Rng(setup.seed)
        heap = 20 + rng.below(20)
        return NimState(schema_version=1, setup=setup, rng=rng.state, to_move=0, heap=heap)

    def legal_actions(self, state: NimState) -> list[Action]:
        if state.heap == 0:
            return []
        return [Action.of("take", n) for n in (1, 2, 3) if n <= state.heap]

    def _apply(self, state: NimState, action: Action) -> NimState:
        heap = state.heap - int(action.args[0])
        over = heap == 0
        return state.model_copy(update={
            "heap": heap, "last": state.to_move, "step": state.step + 1,
            "to_move": None if over else (state.to_move + 1) % state.setup.players,
            "outcome": Result(winners=(state.to_move,), victory="last_take") if over else None,
        })

    def summary(self, state: NimState) -> dict[str, Any]:
        return {"heap": state.heap, "to_move": state.to_move}

    def view(self, state: NimState, seat: int | None) -> dict[str, Any]:
        return self.summary(state)

    def describe(self, state: NimState, action: Action, lang: str = "en") -> str:
        return f"take {action.args[0]}" if lang == "en" else f"elvesz {action.args[0]}"
