"""Today's ``easy`` and ``normal`` computer players are frozen references (issue 37): the strength
lines of ``bench/ai.py`` measure the hard level against them, so a change to the hard level's
evaluation must not move them. Each row is a position reached by ``easy`` self-play from a seeded
setup (players, seed, decisions made) and the choice each level made there when frozen
(2026-12-05, before the learned evaluation); a change that moves one of them must keep the old
player as a hidden benchmark level instead."""

from __future__ import annotations

import pytest

from pax import get_rules
from pax.ai import get_ai

# (game, players, setup seed, decisions played by easy, easy's choice, normal's choice, legal count)
FROZEN = [
    ("renaissance", 2, 9101, 7, 0, 1, 3), ("renaissance", 2, 9101, 20, 1, 0, 6),
    ("renaissance", 2, 9101, 43, 2, 1, 10), ("renaissance", 3, 9102, 6, 0, 0, 3),
    ("renaissance", 3, 9102, 22, 5, 5, 12), ("renaissance", 3, 9102, 43, 8, 8, 15),
    ("renaissance", 2, 9103, 7, 0, 0, 3), ("renaissance", 2, 9103, 20, 11, 11, 13),
    ("renaissance", 2, 9103, 40, 13, 9, 16),
    ("transhumanity", 2, 9101, 10, 3, 3, 6), ("transhumanity", 2, 9101, 60, 2, 2, 5),
    ("transhumanity", 2, 9101, 150, 2, 2, 8), ("transhumanity", 3, 9102, 11, 3, 2, 6),
    ("transhumanity", 3, 9102, 60, 2, 2, 3), ("transhumanity", 3, 9102, 151, 2, 2, 5),
    ("transhumanity", 2, 9103, 10, 3, 3, 6), ("transhumanity", 2, 9103, 60, 1, 0, 6),
    ("transhumanity", 2, 9103, 150, 5, 5, 6),
]


@pytest.mark.parametrize("game_id,players,seed", sorted({(r[0], r[1], r[2]) for r in FROZEN}))
def test_easy_and_normal_choices_are_frozen(game_id: str, players: int, seed: int) -> None:
    rules = get_rules(game_id)
    easy, normal = get_ai(game_id, "easy"), get_ai(game_id, "normal")
    rows = sorted(r for r in FROZEN if r[:3] == (game_id, players, seed))
    s = rules.new_game(players, seed)
    made = 0
    for _, _, _, at, easy_choice, normal_choice, count in rows:
        while made < at:
            s = rules.apply_index(s, easy.choose(rules, s))
            made += 1
        assert len(rules.legal_actions(s)) == count
        assert easy.choose(rules, s) == easy_choice, (game_id, players, seed, at)
        assert normal.choose(rules, s) == normal_choice, (game_id, players, seed, at)
