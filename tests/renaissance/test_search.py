"""The search levels of Pax Renaissance: the re-deal of hidden cards (pax/renaissance/determinize.py)
keeps everything the seat sees, and the search never reads what ``view`` hides."""

from __future__ import annotations

import random

import pytest

from pax import get_rules
from pax.ai import get_ai, levels
from pax.core import Action
from pax.core.rng import Rng
from pax.renaissance.determinize import determinize
from pax.renaissance.invariants import violations
from pax.renaissance.state import RenState
from pax.renaissance.tables import CARDS
from pax.renaissance.testing import Position

RULES = get_rules("renaissance")


def _positions(players: int, seed: int, every: int = 7) -> list[RenState]:
    """States along a random game (every ``every``-th decision)."""
    rnd = random.Random(seed)
    s = RULES.new_game(players, seed)
    out = []
    while not RULES.is_over(s):
        if s.step % every == 0:
            out.append(s)
        legal = RULES.legal_actions(s)
        s = RULES.apply_index(s, rnd.randrange(len(legal)))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ren_c_8_determinize_keeps_the_view_and_the_invariants(players):
    """REN-C-8..11, REN-D-17: a re-deal is a consistent state the seat cannot tell from the true one:
    the same view and the same choices, decks of their own region, Comets only where they can be."""
    for k, s in enumerate(_positions(players, 60 + players)):
        seat = s.to_move
        d = determinize(s, seat, Rng(k))
        assert violations(d) == []
        assert RULES.view(d, seat) == RULES.view(s, seat)
        assert RULES.legal_actions(d) == RULES.legal_actions(s)
        for row in ("east", "west"):
            assert all(CARDS[c].region == row for c in d.decks[row])
        for p in range(players):
            assert not any(CARDS[c].kind == "comet" for c in d.hands[p])
        assert not any(CARDS[c].kind == "comet" for c in d.out_of_play)


def test_determinize_changes_the_hidden_cards():
    s = _positions(3, 5)[3]
    seat = s.to_move
    deals = {tuple(determinize(s, seat, Rng(k)).decks["east"]) for k in range(5)}
    assert len(deals) == 5


def _swap_hidden(s: RenState, seat: int) -> RenState:
    """The same state with hidden cards moved between a rival's hand, a deck and the out-of-play cards."""
    t = s.fork()
    rival = next(p for p in range(s.setup.players) if p != seat and t.hands[p])
    card = t.hands[rival][0]
    row = CARDS[card].region
    plain = [i for i, c in enumerate(t.decks[row]) if CARDS[c].kind != "comet"]
    i, j = plain[0], plain[-1]
    deck = list(t.decks[row])
    deck[i], deck[j] = deck[j], deck[i]  # two deck cards change places
    other = deck[i]
    deck[i] = card  # the hand card goes into the deck, a deck card into the hand
    t.decks[row] = tuple(deck)
    t.hands[rival] = (other,) + t.hands[rival][1:]
    oop = next(c for c in t.out_of_play if CARDS[c].region == row)
    k = next(x for x in range(len(deck)) if x != i and CARDS[deck[x]].kind != "comet")
    t.out_of_play = tuple(deck[k] if c == oop else c for c in t.out_of_play)
    deck[k] = oop
    t.decks[row] = tuple(deck)
    assert violations(t) == []
    return t


def test_the_search_never_reads_what_view_hides():
    """Swapping hidden cards (a rival's hand, deck orders, out-of-play cards) changes no re-deal and no choice."""
    checked = 0
    for s in _positions(3, 11, every=5):
        seat = s.to_move
        if len(RULES.legal_actions(s)) < 3 or not any(s.hands[p] for p in range(3) if p != seat):
            continue
        t = _swap_hidden(s, seat)
        assert t.model_dump_json() != s.model_dump_json()
        assert RULES.view(t, seat) == RULES.view(s, seat)
        for k in range(3):
            assert determinize(t, seat, Rng(k)).model_dump_json() == determinize(s, seat, Rng(k)).model_dump_json()
        for level in ("normal", "hard"):
            assert get_ai("renaissance", level).choose(RULES, t) == get_ai("renaissance", level).choose(RULES, s)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_the_search_does_not_read_the_setup_seed():
    """The setup seed fixes the whole deal: a state differing only in it gets the same choice."""
    s = _positions(2, 8)[4]
    t = s.model_copy(update={"setup": s.setup.model_copy(update={"seed": s.setup.seed + 1})})
    for level in ("normal", "hard"):
        assert get_ai("renaissance", level).choose(RULES, t) == get_ai("renaissance", level).choose(RULES, s)


def test_search_levels_are_deterministic_and_leave_the_state_alone():
    s = _positions(2, 8)[4]
    before = s.model_dump_json()
    picks = {get_ai("renaissance", "normal").choose(RULES, s) for _ in range(2)}
    assert len(picks) == 1
    assert s.model_dump_json() == before
    assert levels("renaissance") == ["easy", "normal", "hard"]


def test_ren_d_14_search_declares_a_met_victory_at_once():
    """REN-D-14: with an active Imperial victory it meets, the hard level declares it without searching."""
    p = Position(3).empire(0, "england").empire(0, "france").empire(0, "portugal", vassal_of="england")
    p.empire(1, "hungary").empire(1, "aragon", "republic").victory("imperial")
    s = p.state()
    ai = get_ai("renaissance", "hard")
    assert RULES.legal_actions(s)[ai.choose(RULES, s)] == Action.of("declare", "imperial")
    assert getattr(ai, "iterations_done") == 0


def test_ren_d_19_determinize_late_game_comets_face_down_with_an_empty_deck():
    """REN-D-19 (an empty deck) with REN-D-17 (slot 1 face down): both rows' face-down cards are
    Comets and the East deck is empty, so the East Comet can only be dealt face down again."""
    for s in _positions(2, 21, every=11)[1:4]:
        t = s.fork()
        seat = t.to_move
        east_comets = [c for c in t.decks["east"] if CARDS[c].kind == "comet"]
        west_comet = next(c for c in t.decks["west"] if CARDS[c].kind == "comet")
        # the East deck's plain cards leave play, its Comets but one leave the game
        t.out_of_play += tuple(c for c in t.decks["east"] if CARDS[c].kind != "comet")
        t.removed += tuple(east_comets[1:])
        t.decks["east"] = ()
        for row, comet in (("east", east_comets[0]), ("west", west_comet)):
            old = t.market[row][0]
            if row == "west":
                t.decks["west"] = tuple(old if c == comet else c for c in t.decks["west"])
            elif old:
                t.out_of_play += (old,) if CARDS[old].kind != "comet" else ()
                t.removed += (old,) if CARDS[old].kind == "comet" else ()
            t.market[row] = (comet,) + t.market[row][1:]
            t.face_down[row] = (True,) + t.face_down[row][1:]
        assert violations(t) == []
        for k in range(20):
            d = determinize(t, seat, Rng(k))
            assert violations(d) == [] and RULES.view(d, seat) == RULES.view(t, seat)
            assert east_comets[0] in (d.market["east"][0], d.market["west"][0])  # face down, in either row


def test_hard_searches_only_the_baselines_best_choices():
    """Issue 37: the hard level's move ordering (``opponent.HARD``). At each decision it weighs
    only the baseline opponent's ``width`` best choices by that opponent's own scores (its choice
    among them), so its search reaches further than when every legal action was a child of each
    node (that search chose outside them here, at the first decision and at the 70th)."""
    from pax.renaissance.opponent import HARD

    hard, easy = get_ai("renaissance", "hard"), get_ai("renaissance", "easy")
    s = RULES.new_game(2, 9201)
    wide = 0
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        if len(legal) > HARD.width:
            wide += 1
            scores = easy.scores(RULES, s, legal, s.to_move)
            best = sorted(range(len(legal)), key=lambda i: (-scores[i], i))[: HARD.width]
            assert easy.choose(RULES, s) in best
            assert hard.choose(RULES, s) in best, s.step
            inner = HARD.candidates(RULES, s, legal)
            assert len(inner) == HARD.width and set(inner) <= set(legal)
        s = RULES.apply_index(s, easy.choose(RULES, s))
    assert wide >= 20
