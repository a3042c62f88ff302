"""Smoke: random games in every mode end, and the CLI-facing interface works (TRH-A-1)."""

import pytest

from pax import get_rules
from pax.core import BadInput
from pax.core.simulate import random_game


@pytest.mark.parametrize("players,opts", [(2, None), (3, None), (4, None), (1, {"solo": "easy"}), (1, {"solo": "hard"})])
def test_trh_a_1_player_count_modes_play_to_the_end(players, opts):
    rules = get_rules("transhumanity")
    run = random_game(rules, players, 3, opts)
    assert run.error is None and run.victory in ("normal", "singular", "plurality", "tycoon")


def test_trh_a_1_player_count_rejected():
    rules = get_rules("transhumanity")
    for bad in (0, 5):
        with pytest.raises(BadInput):
            rules.new_game(bad, 1)
    with pytest.raises(BadInput):
        rules.new_game(1, 1)  # solo needs a difficulty
    with pytest.raises(BadInput):
        rules.new_game(2, 1, options={"solo": "easy"})
