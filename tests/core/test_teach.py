"""The computer's hint and the win chances over a finished game (``pax/teach.py``, facade ops
``hint`` and ``chances``; ``pax.core.search.ISMCTS.analyse``), for every game with the shared search."""

from __future__ import annotations

import json
import random

import pytest

from pax import facade, teach
from pax.core import get_rules
from pax.core.rng import Rng

GAMES = [("renaissance", 3, 4), ("transhumanity", 2, 5)]


def _request(**kw):
    return json.loads(facade.handle(json.dumps(kw)))


def _position(game: str, players: int, seed: int, moves: int = 14):
    """A game ``moves`` random moves in, with a person to move."""
    rules = get_rules(game)
    setup = rules.make_setup(players, seed)
    state = rules.initial_state(setup)
    pick = random.Random(seed)
    actions: list[int] = []
    for _ in range(moves):
        legal = rules.legal_actions(state)
        i = legal.index(rules.playout_choice(state, legal, pick))
        actions.append(i)
        state = rules.apply_index(state, i)
    while len(rules.legal_actions(state)) < 2:  # a real choice to hint at
        actions.append(0)
        state = rules.apply_index(state, 0)
    return rules, setup.model_dump(mode="json"), actions, state


@pytest.mark.parametrize("game,players,seed", GAMES)
def test_hint_is_a_legal_move_with_its_weighed_moves_and_reason(game, players, seed):
    rules, setup, actions, state = _position(game, players, seed)
    legal = rules.legal_actions(state)
    for lang in ("en", "hu"):
        out = _request(op="hint", setup=setup, actions=actions, lang=lang)
        assert out["ok"], out
        hint = out["hint"]
        assert 0 <= hint["index"] < len(legal)
        assert hint["label"] == rules.describe(state, legal[hint["index"]], lang)
        assert hint["targets"] == list(rules.targets(state, legal[hint["index"]]))
        assert 1 <= len(hint["moves"]) <= teach.HINT_MOVES
        assert hint["moves"][0]["visits"] >= hint["moves"][-1]["visits"]
        assert hint["index"] in {m["index"] for m in hint["moves"]}
        assert all(0.0 <= m["value"] <= 1.0 for m in hint["moves"])
        assert f"{round(100 * hint['chance'])}%" in hint["reason"]
        assert 0 < hint["iterations"] <= teach.hint_budget(game).iterations
    # a quarter of the hard budget
    from pax.ai import budget
    assert teach.hint_budget(game).iterations == max(teach.HINT_MIN, budget(game, "hard").iterations // 4)


@pytest.mark.parametrize("game,players,seed", GAMES)
def test_hint_is_deterministic_and_plays_nothing(game, players, seed):
    rules, setup, actions, state = _position(game, players, seed)
    first = _request(op="hint", setup=setup, actions=actions, lang="en")
    _request(op="new", game="renaissance", players=2, seed=1)  # another game in between: no cache involved
    again = _request(op="hint", setup=setup, actions=actions, lang="en")
    assert first["hint"] == again["hint"]  # (its "ms", the search's time, may differ)
    opened = _request(op="open", setup=setup, actions=actions)
    assert opened["actions"] == actions and opened["step"] == state.step  # nothing was played


@pytest.mark.parametrize("game,players,seed", GAMES)
def test_hint_sees_only_the_deciding_seats_view(game, players, seed):
    """A state the seat cannot tell apart from the true one (its hidden cards re-dealt) gets the
    same hint: the search reads nothing ``view(seat)`` hides."""
    rules, _setup, _actions, state = _position(game, players, seed)
    seat = state.to_move
    base = teach.hint(rules, state, "en")
    for k in range(3):
        other = rules.determinize(state, seat, Rng(1000 + k))
        assert rules.view(other, seat) == rules.view(state, seat)
        assert teach.hint(rules, other, "en") == base


def test_hint_refusals():
    rules, setup, actions, state = _position("renaissance", 3, 4)
    seats = ["person"] * 3
    seats[state.to_move] = "computer"
    out = _request(op="hint", setup=setup, actions=actions, seats=seats, lang="hu")
    assert not out["ok"] and out["key"] == "hint.not_yours"
    assert not _request(op="hint", setup={"game": "renaissance"}, actions=actions)["ok"]
    bad = _request(op="hint", setup=setup, actions=[*actions, 999])
    assert not bad["ok"] and bad["key"] == "move.no_choice"


def _finished(game: str, players: int, seed: int):
    from e2e.helpers import short_game

    rules = get_rules(game)
    actions = short_game(game, players, seed, tries=6)
    return rules, rules.make_setup(players, seed).model_dump(mode="json"), actions


def test_chances_over_a_finished_game():
    rules, setup, actions = _finished("renaissance", 2, 21)
    points, start, moves = [], 0, None
    while start is not None:
        out = _request(op="chances", setup=setup, actions=actions, **{"from": start})
        assert out["ok"] and out["seats"] == 2 and len(out["points"]) <= teach.CHANCE_BATCH
        moves = out["moves"]
        points += out["points"]
        start = out["next"]
    assert [p["move"] for p in points] == moves == teach.chance_moves(len(actions))
    assert moves[0] == 0 and moves[-1] == len(actions)
    for p in points:
        assert abs(sum(p["chances"]) - 1.0) < 1e-3
    state = rules.initial_state(rules.make_setup(2, 21))
    for i in actions:
        state = rules.apply_index(state, i)
    assert points[-1]["chances"] == [round(x, 4) for x in rules.returns(state)]  # the end: who won
    again = _request(op="chances", setup=setup, actions=actions, **{"from": 0})
    assert again["points"] == points[:teach.CHANCE_BATCH]  # deterministic


def test_chances_of_a_running_game_and_bad_input():
    _rules, setup, actions, _state = _position("renaissance", 2, 3, moves=4)
    out = _request(op="chances", setup=setup, actions=actions)
    assert out["ok"] and out["points"] == [] and out["next"] is None
    for bad in (-1, "2", True, 1.5):
        refused = _request(op="chances", setup=setup, actions=actions, **{"from": bad})
        assert not refused["ok"] and refused["key"] == "chances.from"
