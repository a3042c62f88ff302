"""Random-game invariants over seeded games in every mode (TRH-B components conserved, TRH-D-2,
TRH-I-1 the game always ends). 10 games per mode by default (the conformance suite, tests/conformance,
plays 300 more through the uniform interface), 10,000 with ``--long``.

The chooser is seeded and random, with a bias (``pax.transhumanity.policy``: it prefers Research,
Commercialize and thinker Hires when they are offered, seldom Imports, and often closes a Fundraise)
so that games reach their end in ~1,000 steps instead of ~4,000; every choice it makes is still
drawn from ``legal_actions``. Components
are checked every 5th step and at the end, the JSON round trip every 400th step and at the end, and
replay identity on every 10th game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pax.core import Action, IllegalAction, replay
from pax.transhumanity.agents import agents_of
from pax.transhumanity.cardset import version_of
from pax.transhumanity.policy import purposeful_choice
from pax.transhumanity.rules import TranshumanityRules
from pax.transhumanity.tables import T

RULES = TranshumanityRules()
MODES = {"2p": (2, None), "3p": (3, None), "4p": (4, None),
         "solo-easy": (1, {"solo": "easy"}), "solo-hard": (1, {"solo": "hard"})}
MAX_STEPS = 20_000
MAIN = {"fundraise", "syndicate", "commercialize", "hire", "research", "placate", "import"}


def choose(rng: random.Random, s, legal: list[Action]) -> Action:
    """The purposeful random chooser (``pax.transhumanity.policy``)."""
    return purposeful_choice(rng, s, legal)


def check_components(s) -> None:
    n = len(s.colours)
    for seat in range(n):
        assert agents_of(s, seat) == T.parts.agents_per_player, f"seat {seat} agents"
        assert min(s.fin[seat]) >= 0 and s.supply[seat] >= 0 and min(s.patents[seat]) >= 0
        assert sum(1 for o in s.company.values() if o == seat) <= 4
    places = [*s.deck, *s.aside, *s.exo_deck, *s.held, *s.discard, *(e["id"] for e in s.splay),
              *(slot["id"] for col in s.market for slot in col if slot),
              *(c for t in s.tanks for c in t), *(c for c in s.secret_card if c), *(c for cs in s.cands for c in cs)]
    cards = T.set_cards[version_of(s.setup.options)]  # the game's card-set version's cards
    assert len(places) == len(cards) and set(places) == cards, "every card in exactly one place"
    assert len(s.problems) == 19 and set(s.problems) == set(T.problems)
    assert all(o is None or 0 <= o < n for o in s.problems.values())
    for spot, seats in s.emp.items():
        if T.spots[spot].barrier:
            assert len(seats) == 1
        else:
            assert len(set(seats)) == len(seats)
    assert all(T.spots[sp].barrier for sp in s.company)
    assert 0 <= s.actions_left <= 2


def play_one(mode: str, seed: int, full_check_every: int) -> tuple[str, int]:
    players, opts = MODES[mode]
    rng = random.Random(seed * 7919 + 13)
    s = RULES.new_game(players, seed, options=opts)
    indices: list[int] = []
    used: Counter = Counter()
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        assert legal, f"no legal action at step {len(indices)}"
        a = choose(rng, s, legal)
        before_left, before_turn = s.actions_left, s.turn
        indices.append(legal.index(a))
        if len(indices) % 97 == 0:  # apply validates, and never mutates the state it is given
            before = s.model_dump_json()
            after = RULES.apply(s, a)
            assert s.model_dump_json() == before
            s = after
        else:
            s = RULES.apply_trusted(s, a)
        if s.turn == before_turn and s.actions_left < before_left:
            used[before_turn] += before_left - s.actions_left
        if s.actions_left == 2 or s.turn != before_turn:
            used[before_turn] = 0
        assert used[before_turn] <= 2, "at most two actions per turn"
        if len(indices) % 5 == 0:
            check_components(s)
        if len(indices) % full_check_every == 0:
            text = s.model_dump_json()
            assert RULES.load(text).model_dump_json() == text
            with pytest.raises(IllegalAction):
                RULES.apply(s, Action.of("no_such_action", 1))
        assert len(indices) < MAX_STEPS, "the game must end"
    check_components(s)
    text = s.model_dump_json()
    assert RULES.load(text).model_dump_json() == text
    assert RULES.legal_actions(s) == []
    res = RULES.result(s)
    assert res.victory in ("normal", "singular", "plurality", "tycoon") and res.winners
    if seed % 10 == 0:  # replay gives the identical state
        again = replay("transhumanity", players, seed, None, opts, indices)
        assert again.model_dump_json() == text
    return res.victory, len(indices)


@pytest.mark.parametrize("mode", list(MODES))
def test_trh_b_random_games_conserve_components_and_end(mode: str, long_run: bool) -> None:
    games = 10_000 if long_run else 10
    endings: Counter = Counter()
    for seed in range(games):
        victory, _ = play_one(mode, seed, full_check_every=400)
        endings[victory] += 1
    print(mode, dict(endings))
    assert sum(endings.values()) == games
