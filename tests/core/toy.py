"""The toy games (Nim with a random starting heap): the shared core tested without a real game, and
the smallest complete game of the "Adding a game" checklist (docs/ARCHITECTURE.md).

- ``toy_nim`` (``NimRules``): the bare rules, declaring nothing (people only, no renderer: the
  generic table shows its view). The core, facade and page tests drive it.
- ``toy_table`` (``NimTableRules``): the same rules as a complete game: its ``GameSpec`` declares
  the computer levels (its own ``easy`` player, ``normal`` and ``hard`` from the shared search over
  ``NIM_SEARCH``), the action arguments and its catalogue (the words of its table), ``targets`` names the stone a take acts on, and its
  renderer ``web/games/toy_table/`` draws the heap in the kit's table shell. Nothing outside this
  module, that renderer and the test builds' list of toy games (``scripts/build.py``) names it
  (``tests/core/test_toy_game.py`` keeps it so); the test builds (``--test-games``) ship both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pax.core import Action, BaseState, Result, Rules, Setup
from pax.core.rng import Rng
from pax.core.spec import GameSpec, LevelSpec


@dataclass(kw_only=True)
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


class NimSearch:
    """The shared search's hooks for Nim: perfect information (nothing to re-deal), random
    playouts to the end."""

    def determinize(self, state: NimState, seat: int, rng: Rng) -> NimState:
        return state

    def evaluate(self, state: NimState) -> Sequence[float]:
        n = state.setup.players
        if state.heap == 0:
            return [1.0 if p == state.last else 0.0 for p in range(n)]
        return [1.0 / n] * n

    def rollout(self, rules: Rules[Any], state: NimState, rng: Rng) -> NimState:
        while not rules.is_over(state):
            legal = rules.legal_actions(state)
            state = rules.apply_trusted(state, legal[rng.below(len(legal))])
        return state


#: the ``search`` hooks ``NimTableRules.spec`` declares
NIM_SEARCH = NimSearch()


class NimOpponent:
    """The toy's ``easy`` level: takes the whole heap when it can, else one stone (it sees only
    the view, like every computer player)."""

    def choose(self, rules: Rules[Any], state: NimState) -> int:
        heap = rules.view(state, state.to_move)["heap"]
        legal = rules.legal_actions(state)
        return next((i for i, a in enumerate(legal) if a.args[0] == heap), 0)


def catalog() -> dict[str, Any]:
    """The toy's static catalogue (``dist/catalog/toy_table.json`` in a test build): the words of its
    table, in English and Hungarian, so that its renderer needs no other file."""
    return {
        "words": {
            "turn": {"en": "take 1, 2 or 3 stones; whoever takes the last stone wins.",
                     "hu": "vegyél el 1, 2 vagy 3 kavicsot; aki az utolsót elveszi, nyer."},
            "left": {"en": "{n} stones left", "hu": "{n} kavics maradt"},
        },
        "victories": {"last_take": {"en": "took the last stone", "hu": "elvette az utolsó kavicsot"}},
    }


class NimTableRules(NimRules):
    """Nim as a complete game: declared levels and action arguments, table targets, a renderer."""

    game_id = "toy_table"
    spec = GameSpec(
        levels=(LevelSpec("easy", opponent=f"{__name__}:NimOpponent"), LevelSpec("normal"), LevelSpec("hard")),
        search=f"{__name__}:NIM_SEARCH",
        action_args={"take": "(n: 1–3) — take n stones from the heap; who takes the last one wins"},
        catalog=f"{__name__}:catalog",
        minutes=(1, 5),
    )

    def targets(self, state: NimState, action: Action) -> tuple[str, ...]:
        """A take acts on the lowest of the stones it removes (stones are numbered from 1 up to
        the heap): a tap on the heap's third stone from the top takes three."""
        return (f"stone-{state.heap - int(action.args[0]) + 1}",)

    def view(self, state: NimState, seat: int | None) -> dict[str, Any]:
        return {**self.summary(state), "last": state.last,
                "players": [{"seat": i, "name": name} for i, name in enumerate(state.setup.names)]}
