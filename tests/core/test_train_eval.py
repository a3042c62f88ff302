"""The training script of the learned evaluation (issue 37; ``scripts/train_eval.py``): its
games of the hard level against easy ones put the hard level in one seat, never exploring there,
and its TD(λ) targets are the λ-returns of a game's positions."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from pax.ai import get_ai
from tests.script_module import load_script


def _script() -> ModuleType:
    return load_script("scripts/train_eval.py", "train_eval")


class Recorder:
    """A stand-in for the hard level (the easy player's choices, cheap): which seats it decided for."""

    def __init__(self) -> None:
        self.easy = get_ai("renaissance", "easy")
        self.seats: set[int | None] = set()
        self.calls = 0

    def choose(self, rules: Any, state: Any) -> int:
        self.seats.add(state.to_move)
        self.calls += 1
        return self.easy.choose(rules, state)


@pytest.mark.parametrize("g", [4, 5])  # 3 players (seat 1), 4 players (seat 1)
def test_hard_games_put_the_hard_level_in_one_seat_and_it_never_explores(g: int, monkeypatch: pytest.MonkeyPatch) -> None:
    script = _script()
    rec = Recorder()

    monkeypatch.setattr(script, "own_hard", lambda game_id, seed: rec)
    # epsilon 1: every other seat's every decision with a choice is a random one
    game = script.play("renaissance", g, 1, 1.0, 50, hard=True)
    assert game is not None and game["hard_seat"] == g % game["players"] == 1
    assert rec.seats == {1} and rec.calls > 10
    easy_game = script.play("renaissance", g, 1, 1.0, 50)
    assert "hard_seat" not in easy_game  # easy self-play data is written as before (its digest)


def test_lambda_returns() -> None:
    script = _script()
    values = [[0.5, 0.5], [0.6, 0.4], [0.8, 0.2]]
    z = [1.0, 0.0]
    assert script.lambda_returns(values, z, 1.0) == [z, z, z]  # λ = 1: the outcome (Monte Carlo)
    assert script.lambda_returns(values, z, 0.0) == [[0.6, 0.4], [0.8, 0.2], z]  # λ = 0: the next value
    g = script.lambda_returns(values, z, 0.5)
    assert g[2] == z
    assert g[1] == pytest.approx([0.5 * 0.8 + 0.5 * 1.0, 0.5 * 0.2 + 0.5 * 0.0])
    assert g[0] == pytest.approx([0.5 * 0.6 + 0.5 * g[1][0], 0.5 * 0.4 + 0.5 * g[1][1]])
    assert script.lambda_returns([[0.3, 0.7]], z, 0.5) == [z]


@pytest.mark.parametrize("game_id", ["renaissance", "transhumanity"])
def test_hard_games_are_played_by_the_hard_search_with_the_games_own_leaf(game_id: str) -> None:
    """The training games do not depend on the weights being trained (the command reproduces them)."""
    from pax.ai import get_ai
    from pax.core.learned import LearnedSearch

    script = _script()
    own = script.own_hard(game_id, 1)
    assert not isinstance(own.game, LearnedSearch)
    shipped = get_ai(game_id, "hard", seed=1)
    base = shipped.game.base if isinstance(shipped.game, LearnedSearch) else shipped.game  # type: ignore[attr-defined]
    assert own.game is base and own.budget == shipped.budget  # type: ignore[attr-defined]
    assert (own.salt, own.seed) == (shipped.salt, shipped.seed)  # type: ignore[attr-defined]
