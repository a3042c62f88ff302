"""The learned evaluations (issue 37; ``pax.core.learned``): the shipped weights say how they were
made and are small, the pure-Python inference computes the documented formula, the post-game
chances come from the outcome-fitted one, Pax Renaissance's hard level searches with its TD(λ)
leaf, and every other search level keeps the game's own evaluation."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from pax import get_rules
from pax.ai import budget, get_ai
from pax.core.learned import STACKED, LearnedSearch, Model, base_logit, logistic
from pax.core.search import ISMCTS
from pax.core.spec import load

GAMES = ("renaissance", "transhumanity")
ROOT = Path(__file__).resolve().parents[2]


#: every shipped weights file: (game, file)
WEIGHT_FILES = (("renaissance", "eval_weights.json"), ("transhumanity", "eval_weights.json"),
                ("renaissance", "leaf_weights.json"))


def _weights(game_id: str, name: str = "eval_weights.json") -> dict[str, object]:
    data: dict[str, object] = json.loads((ROOT / "pax" / game_id / "data" / name).read_text())
    return data


@pytest.mark.parametrize(("game_id", "name"), WEIGHT_FILES)
def test_weights_say_how_they_were_made_and_are_small(game_id: str, name: str) -> None:
    path = ROOT / "pax" / game_id / "data" / name
    assert path.stat().st_size < 16_000  # first-visit bytes: a few kB of the ≤ 8 MB
    data = _weights(game_id, name)
    made = data["made_by"]
    assert isinstance(made, dict)
    assert made["command"].startswith("python scripts/train_eval.py") and f"--game {game_id}" in made["command"]
    if name == "leaf_weights.json":  # the hard leaf: TD(λ) over easy self-play and the hard level's games
        assert "--target td" in made["command"] and "--hard-games" in made["command"]
        assert made["command"].endswith(f"--out pax/{game_id}/data/{name}")
    assert isinstance(made["seed"], int) and len(made["data_sha256"]) == 64
    feats = load(f"pax.{game_id}.features:NAMES")
    names = data["features"]
    assert isinstance(names, list) and names[: len(feats)] == list(feats)
    assert names[len(feats):] in ([], [STACKED])


def test_inference_is_the_documented_formula() -> None:
    """tanh layer over standardised inputs, a linear output and a linear path past the layer."""
    data = {"features": ["a", "b", "c"], "mean": [1.0, -2.0, 0.5], "scale": [2.0, 0.5, 1.0],
            "hidden": [[0.3, -0.2, 0.1], [-0.5, 0.4, 0.2]], "b1": [0.05, -0.1], "w": [1.5, -0.7], "b": 0.2,
            "skip": [0.1, 0.0, -0.3]}
    m = Model(data)
    x = [3.0, -1.0, 2.0]
    z = [(v - mu) / sc for v, mu, sc in zip(x, data["mean"], data["scale"], strict=True)]  # type: ignore[arg-type]
    units = [math.tanh(sum(a * b for a, b in zip(row, z, strict=True)) + b1)
             for row, b1 in zip(data["hidden"], data["b1"], strict=True)]  # type: ignore[arg-type]
    want = sum(a * b for a, b in zip(data["w"], units, strict=True)) + 0.2  # type: ignore[arg-type]
    want += sum(a * b for a, b in zip(data["skip"], z, strict=True))  # type: ignore[arg-type]
    assert m.logit(x) == pytest.approx(want, abs=1e-12)
    linear = Model({"features": ["a", "b"], "mean": [0.0, 1.0], "scale": [1.0, 2.0], "w": [2.0, -1.0], "b": 0.5})
    assert linear.logit([1.0, 3.0]) == pytest.approx(2.0 - 1.0 + 0.5)
    with pytest.raises(ValueError):
        linear.logit([1.0])
    assert logistic(0.0) == 0.5 and logistic(1.0) == pytest.approx(1 / (1 + math.exp(-1.0)))
    assert logistic(1e6) == pytest.approx(1.0) and logistic(-1e6) == pytest.approx(0.0)
    assert base_logit(1.0) == pytest.approx(math.log(99.0)) and base_logit(0.5) == 0.0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_chart_judges_by_the_outcome_fitted_evaluation_and_only_renaissance_hard_searches_with_a_learned_leaf(game_id: str) -> None:
    rules = get_rules(game_id)
    for level in ("normal", "hard"):
        game = getattr(get_ai(game_id, level), "game", None)
        if (game_id, level) == ("renaissance", "hard"):
            # the TD(λ) leaf over the baseline's best choices, not the chart's evaluation
            from pax.renaissance.learned import HARD_LEAF, LEARNED, LEAF_WEIGHTS
            from pax.renaissance.opponent import HARD

            assert game is HARD_LEAF and HARD_LEAF.base is HARD and HARD_LEAF.weights is LEAF_WEIGHTS
            assert HARD_LEAF.model.names == LEARNED.model.names and HARD_LEAF.model.w != LEARNED.model.w
            continue
        assert not isinstance(game, LearnedSearch)
    assert rules.spec.chances is not None
    learned = load(rules.spec.chances)
    assert isinstance(learned, LearnedSearch)
    # a bench probe plays the hard search with it as its leaf (bench/ai.py --leaf learned)
    hard = ISMCTS(learned, budget(game_id, "hard"), salt=2)
    easy = get_ai(game_id, "easy")
    s = rules.new_game(3, 4242)
    for _ in range(25):
        s = rules.apply_index(s, easy.choose(rules, s))
    values = learned.evaluate(s)
    assert len(values) == 3 and all(0.0 < v < 1.0 for v in values)
    assert learned.evaluate(s) == values  # deterministic
    choice = hard.choose(rules, s)
    assert 0 <= choice < len(rules.legal_actions(s))
    assert ISMCTS(learned, budget(game_id, "hard"), salt=2).choose(rules, s) == choice


def test_solo_arena_keeps_the_games_own_evaluation() -> None:
    """The model was trained on games between players: the solo arena (TRH-K) is judged as before."""
    from pax.transhumanity.evaluation import chances
    from pax.transhumanity.learned import LEARNED

    rules = get_rules("transhumanity")
    s = rules.initial_state(rules.make_setup(1, 77, options={"solo": "easy"}))
    assert list(LEARNED.evaluate(s)) == chances(s)


@pytest.mark.parametrize("game_id", GAMES)
def test_post_game_chances_come_from_the_learned_evaluation(game_id: str) -> None:
    from pax import teach

    rules = get_rules(game_id)
    easy = get_ai(game_id, "easy")
    s = rules.new_game(2, 4343)
    for _ in range(30):
        s = rules.apply_index(s, easy.choose(rules, s))
    learned = load(f"pax.{game_id}.learned:LEARNED")
    values = learned.evaluate(s)
    assert teach.judge(rules, s) == [round(v / sum(values), 4) for v in values]


def test_renaissance_hard_searches_with_the_td_leaf_at_3_and_4_players_only() -> None:
    """With 2 players the TD(λ) leaf won fewer games than the game's own (docs/benchmarks.md):
    there the hard level is the search over the baseline's best choices as before, choice for
    choice; with 3 and 4 players its leaf is the learned one."""
    from pax.renaissance.evaluation import chances
    from pax.renaissance.learned import HARD_LEAF
    from pax.renaissance.opponent import HARD

    rules = get_rules("renaissance")
    easy = get_ai("renaissance", "easy")
    for players in (2, 3, 4):
        s = rules.new_game(players, 4545 + players)
        for _ in range(20):
            s = rules.apply_index(s, easy.choose(rules, s))
        learned = list(HARD_LEAF.evaluate(s))
        if players == 2:
            assert learned == chances(s)
            hard = get_ai("renaissance", "hard")
            assert hard.choose(rules, s) == ISMCTS(HARD, budget("renaissance", "hard"), salt=2).choose(rules, s)
        else:
            assert learned != chances(s) and all(0.0 < v < 1.0 for v in learned)
            z = HARD_LEAF.seat_scores(s)
            assert learned == [logistic(x) for x in z]
