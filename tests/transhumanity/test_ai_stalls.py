"""Computer players end their games: positions where earlier computer players went round in circles until the
benchmark's step cap (``stalls.json``) are replayed, and today's players must end each game.

The game ends only by TRH-I-1's four ways; when the Draw Deck is out, by Research of the Plurality
card (TRH-I-4), which may first need a Syndication on a rival's Tipping Point (TRH-F-44)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pax.core import Action, get_rules
from pax.transhumanity.agents import fin_total
from pax.transhumanity.ai import GIVE_UP, evaluate, research_options, urge
from pax.transhumanity.lookahead import opponent

RULES = get_rules("transhumanity")
STALLS = json.loads((Path(__file__).with_name("stalls.json")).read_text())["games"]
MORE_STEPS = 700  # a game that ends by itself takes 200-700 steps in all


def replay(game: dict) -> object:
    # the card-set version it was recorded in (the first ones: version 1)
    s = RULES.new_game(game["players"], game["seed"], options={"cards": game.get("cards", 1)})
    for kind, *args in game["actions"]:
        s = RULES.apply(s, Action(kind, tuple(args)))
    return s


@pytest.mark.parametrize("game", STALLS, ids=[f"{g['players']}p-seed{g['seed']}-{'-'.join(g.get('seats', ['heuristic']))}"
                                              for g in STALLS])
def test_trh_i_1_computer_players_end_a_former_stall(game):
    """TRH-I-1 / TRH-I-4: from a position where the former players looped, the game ends."""
    s = replay(game)
    assert not RULES.is_over(s) and s.step == len(game["actions"])
    players = [opponent(level, game["seed"]) for level in game.get("seats", ["heuristic"] * game["players"])]
    stop = s.step + MORE_STEPS
    while not RULES.is_over(s) and s.step < stop:
        s = RULES.apply(s, RULES.legal_actions(s)[players[s.to_move].choose(RULES, s)])
    assert RULES.is_over(s), f"still no ending {MORE_STEPS} steps after the former stall"


def test_trh_f_44_research_options_need_a_thinker_a_card_and_no_rival_tipping_point():
    """TRH-F-38/40/44: a column is a Research option only with the seat's Thinker there, a card to
    take or to draw, and no rival's Tipping Point at the bottom."""
    two = replay(STALLS[0])  # seat 0: Thinkers under an unsyndicated Tipping Point and under an idea
    assert [research_options(two, seat) for seat in range(2)] == [(1, 0.0), (0, 0.0)]
    three = replay(STALLS[2])  # Draw Deck empty; Plurality behind a Tipping Point seats 0 and 2 syndicated
    assert not three.deck
    # each seat has half: a Thinker there, or a Syndication on it; seat 1, with a Thinker but no
    # Syndication, also has a quarter for the agents the Syndication needs (TRH-F-5/9), in hand
    assert [research_options(three, seat) for seat in range(3)] == [(0, 0.5), (0, 0.75), (0, 0.5)]
    assert fin_total(three, 1) >= 1  # its white square is covered: the Syndication needs one agent
    three.fin[1] = [0, 0, 0]
    assert research_options(three, 1) == (0, 0.5)
    v3 = replay(STALLS[3])  # card set v3: three agents (a Syndication, two open white squares)
    pl = [(c, r) for c, col in enumerate(v3.market) for r, slot in enumerate(col) if slot and slot["id"] == "PL"]
    assert not v3.deck and pl and all(not slot or not slot["s"] for slot in v3.market[pl[0][0]][:1])
    for seat in range(3):
        v3.fin[seat] = [1, 0, 0]
        assert research_options(v3, seat)[1] == 0.5 + 0.25 / 3


def test_a_long_game_makes_its_end_weigh_more():
    assert urge(RULES.new_game(3, 1)) == 0  # a game of usual length is played as before
    assert urge(replay(STALLS[2])) == 3  # step 800


def test_trh_i_1_a_very_long_game_is_better_ended_even_lost():
    """TRH-I-1: from step 1200 (``GIVE_UP``) a lost ending is worth more to a player than any
    unfinished position, and less than a win; before it, a loss is the worst there is."""
    game = STALLS[-1]  # the game ends at step 1200 (see stalls.json)
    s = replay(game)
    assert urge(s) < GIVE_UP
    players = [opponent(level, game["seed"]) for level in game["seats"]]
    while not RULES.is_over(s):
        before = s
        s = RULES.apply(s, RULES.legal_actions(s)[players[s.to_move].choose(RULES, s)])
    assert urge(s) >= GIVE_UP
    loser = next(p for p in range(2) if p not in RULES.result(s).winners)
    winner = 1 - loser
    assert evaluate(s, winner) > evaluate(s, loser) > max(evaluate(before, p) for p in range(2))
