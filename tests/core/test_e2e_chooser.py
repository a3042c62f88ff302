"""The shared e2e chooser (``e2e/helpers.py``): its short games are real, finished, legal games."""

from __future__ import annotations

import random

from pax.core import get_rules
from tests.script_module import load_script

helpers = load_script("e2e/helpers.py", "e2e_helpers")


def test_short_game_is_a_finished_legal_game_shorter_than_a_uniform_one() -> None:
    rules = get_rules("renaissance")
    indices = helpers.short_game("renaissance", 2, 21, tries=12)
    state = rules.new_game(2, 21)
    for i in indices:
        state = rules.apply_index(state, i)  # each one legal where it is played
    assert rules.is_over(state)
    uniform = []
    for rs in range(12):
        s, rng, n = rules.new_game(2, 21), random.Random(rs), 0
        while not rules.is_over(s) and n < 900:
            s = rules.apply_trusted(s, rules.playout_choice(s, rules.legal_actions(s), rng))
            n += 1
        uniform.append(n)
    assert len(indices) < sorted(uniform)[len(uniform) // 2]


def test_forward_choice_takes_a_winning_declaration() -> None:
    rules = get_rules("renaissance")
    taken = 0
    for seed in range(30):
        state, rng = rules.new_game(2, seed), random.Random(seed)
        while not rules.is_over(state):
            legal = rules.legal_actions(state)
            wins = [a for a in legal if a.kind == "declare" and rules.is_over(rules.apply_trusted(state, a))]
            a = helpers.forward_choice(rules, state, legal, rng)
            assert not wins or a in wins
            taken += bool(wins)
            state = rules.apply_trusted(state, a)
    assert taken  # the seeds do reach a winning declaration
