"""Pax Transhumanity computer players (pax.transhumanity.ai) and the hidden-information re-deal."""

from __future__ import annotations

import random

import pytest

from pax import ai as registry
from pax.core import get_rules
from pax.transhumanity.ai import HeuristicAI
from pax.transhumanity.lookahead import LookaheadAI
from pax.transhumanity.determinize import determinize
from pax.transhumanity.policy import purposeful_choice
from pax.transhumanity.state import TrhState, clone

RULES = get_rules("transhumanity")


def midgame(players: int, seed: int, steps: int, solo: str | None = None) -> TrhState:
    """A seeded position some purposeful-random steps into a game."""
    s = RULES.new_game(players, seed, options={"solo": solo} if solo else None)
    pick = random.Random(seed)
    while not RULES.is_over(s) and s.step < steps:
        s = RULES.apply(s, purposeful_choice(pick, s, RULES.legal_actions(s)))
    return s


def swap_hidden(s: TrhState, seat: int, rng: random.Random) -> TrhState:
    """The same position with every card ``seat`` cannot see dealt differently (decks, other
    players' Secret sphere cards, candidates and covered Think Tank cards)."""
    return determinize(s, seat, rng)


def test_the_registry_lists_both_levels():
    assert registry.levels("transhumanity") == ["easy", "normal", "hard"]  # the shared levels (pax.ai.LEVELS)
    assert isinstance(registry.get_ai("transhumanity"), HeuristicAI)
    assert isinstance(registry.get_ai("transhumanity", "normal"), LookaheadAI)
    assert isinstance(registry.get_ai("transhumanity", "lookahead"), LookaheadAI)  # its former name


@pytest.mark.parametrize("players,solo", [(2, None), (3, None), (1, "hard"), (1, "easy")])
def test_determinize_is_consistent_with_the_view(players, solo):
    """TRH-C-21: the re-deal changes only what ``view(seat)`` hides, and keeps every card once."""
    s = midgame(players, 7, 60, solo)
    seat = s.to_move
    d = determinize(s, seat, random.Random(1))
    RULES.check_state(d)
    assert RULES.view(d, seat) == RULES.view(s, seat)
    assert RULES.legal_actions(d) == RULES.legal_actions(s)
    assert len(d.deck) == len(s.deck) and (not s.deck or d.deck[-1] == s.deck[-1] or s.deck[-1] != "PL")


def test_determinize_reads_only_the_view():
    """The same generator on two states that differ only in hidden cards gives the same re-deal."""
    s = midgame(3, 11, 80)
    seat = s.to_move
    other = swap_hidden(s, seat, random.Random(99))
    assert other.deck != s.deck or other.secret_card != s.secret_card
    a = determinize(s, seat, random.Random(5))
    b = determinize(other, seat, random.Random(5))
    assert a.model_dump() == b.model_dump()


@pytest.mark.parametrize("level", ["heuristic", "lookahead"])
@pytest.mark.parametrize("players,solo,steps", [(2, None, 40), (3, None, 90), (1, "hard", 30)])
def test_trh_c_21_choice_unchanged_when_hidden_cards_are_swapped(level, players, solo, steps):
    """TRH-C-21 / TRH-K-3: a computer player decides from ``view(seat)`` only: dealing the Draw
    Deck, the Exoglobal deck and other players' Secret sphere cards differently changes nothing."""
    s = midgame(players, 3, steps, solo)
    seat = s.to_move
    player = registry.get_ai("transhumanity", level)
    choice = player.choose(RULES, s)
    for k in range(2):
        assert player.choose(RULES, swap_hidden(s, seat, random.Random(100 + k))) == choice


@pytest.mark.parametrize("level", ["heuristic", "lookahead"])
def test_computer_players_are_deterministic_given_state_and_seed(level):
    """Same state and seed, same choice (a game with computer seats replays exactly); the state
    is left unchanged."""
    s = midgame(2, 5, 50)
    before = s.model_dump()
    a = registry.get_ai("transhumanity", level).choose(RULES, clone(s))
    b = registry.get_ai("transhumanity", level).choose(RULES, s)
    assert a == b and 0 <= a < len(RULES.legal_actions(s))
    assert s.model_dump() == before


def test_heuristic_games_end_and_replay_exactly():
    """Two heuristic players finish a 2-player game; replaying its choices gives the same game."""
    s = RULES.new_game(2, 1)
    player = HeuristicAI()
    picks = []
    while not RULES.is_over(s) and s.step < 1500:
        i = player.choose(RULES, s)
        picks.append(i)
        s = RULES.apply(s, RULES.legal_actions(s)[i])
    assert RULES.is_over(s)
    r = RULES.new_game(2, 1)
    for i in picks:
        assert HeuristicAI().choose(RULES, r) == i
        r = RULES.apply(r, RULES.legal_actions(r)[i])
    assert r.model_dump() == s.model_dump()


def test_heuristic_beats_purposeful_random_play():
    """The heuristic wins most 2-player games against the purposeful-random chooser (seats alternated)."""
    wins = 0
    for g in range(4):
        s = RULES.new_game(2, 40 + g)
        pick = random.Random(g)
        me = g % 2
        player = HeuristicAI()
        while not RULES.is_over(s) and s.step < 3000:
            legal = RULES.legal_actions(s)
            s = RULES.apply(s, legal[player.choose(RULES, s)] if s.to_move == me else purposeful_choice(pick, s, legal))
        wins += RULES.is_over(s) and me in RULES.result(s).winners
    assert wins >= 3


def test_the_page_offers_transhumanity_computer_seats_and_the_worker_answers():
    """The start page enables computer seats per game (``games`` op); the worker's ``ai`` op answers."""
    from pax import facade
    games = facade.call({"op": "games"})
    assert next(g for g in games["games"] if g["id"] == "transhumanity")["computer"] is True
    setup = {"game": "transhumanity", "players": 2, "seed": 4, "names": ["A", "B"], "options": {}}
    reply = facade.call({"op": "ai", "setup": setup, "actions": []})
    assert reply["ok"], reply
    assert 0 <= reply["index"] < len(RULES.legal_actions(RULES.new_game(2, 4)))


def test_trh_c_21_rules_determinize_keeps_the_view_and_is_seeded():
    """TRH-C-21: ``Rules.determinize`` (the interface the search uses) re-deals only hidden cards:
    the seat's view is unchanged, and the same generator state gives the same deal."""
    from pax.core import get_rules
    from pax.core.rng import Rng

    rules = get_rules("transhumanity")
    s = rules.new_game(3, 11)
    for _ in range(30):
        s = rules.apply_index(s, 0)
    t = rules.determinize(s, 1, Rng(7))
    assert rules.view(t, 1) == rules.view(s, 1)
    assert rules.determinize(s, 1, Rng(7)).deck == t.deck
