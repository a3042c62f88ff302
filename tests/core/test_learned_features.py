"""The learned evaluation's features (issue 37; ``pax/<game>/features.py``) read only what the
seat may see: two positions the seat cannot tell apart (the same ``view(state, seat)``: its rivals'
hands and the decks re-dealt by the game's own determinization, which the search uses) give the
same vector; the vector is a function of the view's plain data (a JSON round trip of the view
gives the same numbers), of fixed length, finite and deterministic."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from pax import get_rules
from pax.ai import get_ai
from pax.core.rng import Rng
from pax.core.spec import load


def _extractor(game_id: str) -> Any:
    """The game's features module and the search's determinization (its ``SearchGame`` hook)."""
    if game_id == "renaissance":
        from pax.renaissance import features
    else:
        from pax.transhumanity import features  # type: ignore[no-redef]
    return features, load(get_rules(game_id).spec.search or "").determinize


def _positions(game_id: str, players: int, seed: int, every: int, count: int) -> list[Any]:
    rules = get_rules(game_id)
    easy = get_ai(game_id, "easy")
    s = rules.new_game(players, seed)
    out = []
    step = 0
    while not rules.is_over(s) and len(out) < count:
        if step % every == every - 1:
            out.append(s)
        s = rules.apply_index(s, easy.choose(rules, s))
        step += 1
    return out


@pytest.mark.parametrize("game_id,players,every", [("renaissance", 2, 9), ("renaissance", 3, 11),
                                                   ("transhumanity", 2, 37), ("transhumanity", 4, 41)])
def test_features_read_only_the_seats_view(game_id: str, players: int, every: int) -> None:
    rules = get_rules(game_id)
    mod, determinize = _extractor(game_id)
    positions = _positions(game_id, players, 5150 + players, every, 5)
    assert positions
    for s in positions:
        for seat in range(players):
            view = rules.view(s, seat)
            x = mod.features(view)
            assert len(x) == len(mod.NAMES)
            assert all(math.isfinite(v) for v in x)
            assert mod.features(view) == x  # deterministic
            assert mod.features(json.loads(json.dumps(view))) == x  # only the view's plain data
            for k in range(3):  # the same view with everything hidden from the seat re-dealt
                other = determinize(s, seat, Rng(1000 + k))
                assert mod.features(rules.view(other, seat)) == x


def test_features_differ_between_seats_and_positions() -> None:
    """Not a constant: the seats of one position, and one seat over a game, get different vectors."""
    rules = get_rules("renaissance")
    mod, _ = _extractor("renaissance")
    positions = _positions("renaissance", 2, 5152, 9, 5)
    seat0 = [tuple(mod.features(rules.view(s, 0))) for s in positions]
    assert len(set(seat0)) > 1
    assert any(mod.features(rules.view(s, 0)) != mod.features(rules.view(s, 1)) for s in positions)


def test_renaissance_every_seat_from_a_spectators_view_is_each_seats_own() -> None:
    """The search reads every seat's vector from one spectator view (``every_seat``): the same
    numbers as each seat's own view gives, because the features read no seat's secret."""
    from pax.renaissance.features import every_seat, features

    rules = get_rules("renaissance")
    for players in (2, 3, 4):
        for s in _positions("renaissance", players, 5160 + players, 7, 6):
            assert every_seat(rules.view(s, None)) == [features(rules.view(s, p)) for p in range(players)]


def test_renaissance_public_view_is_the_views_part_the_features_read() -> None:
    """The search's leaves read ``public_view(state)``, a lean copy of the spectator view's fields
    the features use: the same vectors as from the full view."""
    from pax.renaissance.features import every_seat, public_view

    rules = get_rules("renaissance")
    for players in (2, 3, 4):
        for s in _positions("renaissance", players, 5170 + players, 5, 12):
            assert every_seat(public_view(s)) == every_seat(rules.view(s, None))


def test_transhumanity_every_seat_from_the_state_is_each_seats_own() -> None:
    """The search's leaves read every seat's vector straight from the state (``every_seat``):
    each the numbers its own view gives, its own Secret sphere counted and its rivals' not
    (TRH-C-21: a Secret is its owner's alone until the end), in 2-4 player games and on
    determinized states (the search's deals), whose guessed Secrets count for their seats only."""
    from pax.transhumanity.features import every_seat, features

    rules = get_rules("transhumanity")
    _, determinize = _extractor("transhumanity")
    checked = moved = 0
    for players in (2, 3, 4):
        for s in _positions("transhumanity", players, 5180 + players, 23, 8):
            for t in (s, determinize(s, 0, Rng(77))):
                assert every_seat(t) == [features(rules.view(t, p)) for p in range(players)]
                checked += 1
            # another Secret sphere for seat 0 changes no rival's vector
            if s.secret[0]:
                other = next(d for d in "YGBO" if d != s.secret[0])
                changed = s.model_copy(update={"secret": [other, *s.secret[1:]]})
                assert every_seat(changed)[1:] == every_seat(s)[1:]
                assert every_seat(changed)[0] == features(rules.view(changed, 0))
                moved += every_seat(changed)[0] != every_seat(s)[0]
    assert checked >= 40 and moved  # some change of a Secret moved its owner's points
