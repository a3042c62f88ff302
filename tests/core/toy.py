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
        nxt = None if heap == 0 else (state.to_move + 1) % state.setup.players
        return state.model_copy(update={"heap": heap, "to_move": nxt, "last": state.to_move, "step": state.step + 1})

    def is_over(self, state: NimState) -> bool:
        return state.heap == 0

    def result(self, state: NimState) -> Result:
        if not self.is_over(state):
            raise ValueError("not over")
        return Result(winners=(state.last,), victory="last_take")

    def summary(self, state: NimState) -> dict[str, Any]:
        return {"heap": state.heap, "to_move": state.to_move}

    def view(self, state: NimState, seat: int | None) -> dict[str, Any]:
        return self.summary(state)

    def describe(self, state: NimState, action: Action, lang: str = "en") -> str:
        return f"take {action.args[0]}" if lang == "en" else f"elvesz {action.args[0]}"
