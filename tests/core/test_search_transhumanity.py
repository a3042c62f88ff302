"""The hard level of Pax Transhumanity: the shared search (pax/core/search.py) over the game's hooks
(pax/transhumanity/opponent.py, evaluation.py). It decides from what ``view(seat)`` shows only, is
deterministic given state and seed, and is offered where computer seats play (2-4 players)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pax import facade, get_rules
from pax.ai import get_ai, levels
from pax.core import Action
from pax.core.rng import Rng
from pax.core.search import ISMCTS
from pax.transhumanity.ai import HeuristicAI
from pax.transhumanity.evaluation import chances
from pax.transhumanity.opponent import GAME, PROGRESS
from pax.transhumanity.policy import purposeful_choice
from pax.transhumanity.state import TrhState
from pax.transhumanity.flow import decision

RULES = get_rules("transhumanity")
ENDINGS = json.loads((Path(__file__).parents[1] / "transhumanity" / "endings.json").read_text())["games"]


def midgame(players: int, seed: int, steps: int, solo: str | None = None) -> TrhState:
    """A seeded position some purposeful-random steps into a game, at a real choice."""
    s = RULES.new_game(players, seed, options={"solo": solo} if solo else None)
    pick = random.Random(seed)
    while not RULES.is_over(s) and (s.step < steps or len(RULES.legal_actions(s)) < 4):
        s = RULES.apply_trusted(s, purposeful_choice(pick, s, RULES.legal_actions(s)))
    return s


def test_hard_is_a_level_of_transhumanity_and_is_the_search():
    assert levels("transhumanity") == ["easy", "normal", "hard"]
    assert isinstance(get_ai("transhumanity", "hard"), ISMCTS)
    listed = json.loads(facade.handle(json.dumps({"op": "games"})))["games"]
    assert next(g for g in listed if g["id"] == "transhumanity")["levels"] == ["easy", "normal", "hard"]


@pytest.mark.parametrize("players,seed,steps", [(2, 3, 40), (3, 4, 90)])
def test_trh_c_21_hard_choice_unchanged_when_hidden_cards_are_swapped(players, seed, steps):
    """TRH-C-21: the Draw Deck order, the set-aside cards, other players' Secret sphere cards,
    candidates and covered Think Tank cards dealt otherwise (the same view) change no choice."""
    s = midgame(players, seed, steps)
    seat = s.to_move
    assert seat is not None
    choice = get_ai("transhumanity", "hard").choose(RULES, s)
    for k in range(2):
        other = RULES.determinize(s, seat, Rng(100 + k))
        assert other.model_dump_json() != s.model_dump_json()
        assert RULES.view(other, seat) == RULES.view(s, seat)
        assert get_ai("transhumanity", "hard").choose(RULES, other) == choice


def test_trh_k_3_hard_choice_unchanged_when_the_exoglobal_deck_is_swapped():
    """TRH-K-3: on the hard arena the Exoglobal deck is hidden; the person's seat searched by the
    hard level (a hint, not a computer seat) decides the same with that deck dealt otherwise."""
    s = midgame(1, 5, 30, "hard")
    assert s.to_move == 0
    choice = get_ai("transhumanity", "hard").choose(RULES, s)
    other = RULES.determinize(s, 0, Rng(7))
    assert other.exo_deck != s.exo_deck and RULES.view(other, 0) == RULES.view(s, 0)
    assert get_ai("transhumanity", "hard").choose(RULES, other) == choice


def test_hard_is_deterministic_given_state_and_seed_and_leaves_the_state_alone():
    s = midgame(2, 5, 50)
    before = s.model_dump_json()
    a = get_ai("transhumanity", "hard").choose(RULES, s)
    b = get_ai("transhumanity", "hard").choose(RULES, s)
    assert a == b and 0 <= a < len(RULES.legal_actions(s))
    assert s.model_dump_json() == before
    # the seed reaches the search: some other seed searches other deals
    ai = get_ai("transhumanity", "hard", seed=1)
    ai.choose(RULES, s)
    assert isinstance(ai, ISMCTS) and ai.iterations_done > 0


def test_the_move_ordering_puts_the_heuristic_choice_first():
    """The search looks at the heuristic player's few best choices, its own choice first."""
    s = midgame(2, 6, 30)
    legal = RULES.legal_actions(s)
    picked = GAME.candidates(RULES, s, legal)
    assert 1 <= len(picked) <= GAME.width and set(picked) <= set(legal)
    assert picked[0] == legal[get_ai("transhumanity", "easy").choose(RULES, s)] or decision(s) is not None


def test_the_decision_searches_the_heuristic_choice_first():
    """At every decision of a game between heuristic players the search's first candidate at its
    root is the heuristic player's choice on the same deal, so the search can always choose as
    the heuristic would (a turn-menu kind changes nothing by itself: one ply cannot rank the
    kinds, and inside the tree a cheaper look of the heuristic ranks them)."""
    s = RULES.new_game(3, 11)
    easy = HeuristicAI()
    menus = details = 0
    while not RULES.is_over(s) and (menus < 12 or details < 12):
        legal = RULES.legal_actions(s)
        i = 0 if len(legal) == 1 else easy.choose_on(RULES, s, legal, s.to_move)
        if s.phase == "play" and len(legal) > GAME.width:
            menus += decision(s) is None
            details += decision(s) is not None
            picked = GAME.root_candidates(RULES, s, legal)
            assert picked[0] == legal[i] and set(picked) <= set(legal)
            assert 1 <= len(GAME.candidates(RULES, s, legal)) <= GAME.width
        s = RULES.apply_trusted(s, legal[i])
    assert menus >= 12 and details >= 12


def ending_position(game: dict) -> TrhState:
    s = RULES.new_game(game["players"], game["seed"], options={"cards": game["cards"]})
    for kind, *args in game["actions"]:
        s = RULES.apply(s, Action(kind, tuple(args)))
    return s


@pytest.mark.parametrize("game", ENDINGS, ids=[f"seed{g['seed']}-{'wins' if g['ending'] > 0 else 'loses'}"
                                               for g in ENDINGS])
def test_trh_i_2_a_research_or_commercialize_is_judged_by_the_ending_it_brings(game):
    """TRH-I-2: a Commercialize whose turn ends the game by Normal scoring is the only choice
    searched when this seat wins that scoring; when it loses it, the other choices are searched
    too (heuristic players took it either way). Positions from games between heuristic players."""
    s = ending_position(game)
    me = s.to_move
    legal = RULES.legal_actions(s)
    heuristic = legal[get_ai("transhumanity", "easy").choose(RULES, s)]
    assert heuristic.kind in PROGRESS and decision(s) is None
    end = RULES.apply_trusted(s, heuristic)
    while not RULES.is_over(end) and end.turn == s.turn:  # the heuristic's own turn, played out
        end = RULES.apply_trusted(end, RULES.legal_actions(end)[GAME.player.choose_on(RULES, end, RULES.legal_actions(end), end.to_move)])
    assert RULES.is_over(end) and RULES.result(end).victory == "normal"
    assert (me in RULES.result(end).winners) == (game["ending"] > 0)
    picked = GAME.root_candidates(RULES, s, legal)
    if game["ending"] > 0:
        assert picked == [heuristic]
        assert get_ai("transhumanity", "hard").choose(RULES, s) == legal.index(heuristic)
    else:
        assert picked[0] == heuristic and len(picked) == GAME.width
        assert any(a.kind not in PROGRESS for a in picked)


def test_chances_of_a_finished_game_are_the_result():
    """TRH-I-15/16: the winner scores 1; while the game runs every seat's chance is in (0, 1)."""
    s = RULES.new_game(2, 9)
    assert all(0.0 < c < 1.0 for c in chances(s))
    pick = random.Random(9)
    while not RULES.is_over(s):
        s = RULES.apply_trusted(s, purposeful_choice(pick, s, RULES.legal_actions(s)))
    winners = RULES.result(s).winners
    assert chances(s) == [1.0 / len(winners) if p in winners else 0.0 for p in range(2)]


def test_facade_ai_answers_a_hard_transhumanity_choice():
    setup = RULES.make_setup(2, 12)
    out = json.loads(facade.handle(json.dumps({"op": "ai", "setup": setup.model_dump(), "actions": [],
                                               "level": "hard"})))
    assert out["ok"], out
    assert 0 <= out["index"] < len(RULES.legal_actions(RULES.initial_state(setup)))


def test_trh_i_4_a_long_game_is_driven_to_its_end():
    """TRH-I-4: after many steps every seat's chance counts the cards still in the Draw Deck
    against it (the heuristic's end drive), so the search prefers moving the game on."""
    s = midgame(2, 7, 40)
    assert s.deck
    late = s.model_copy(update={"step": 900})
    assert all(b < a for a, b in zip(chances(s), chances(late), strict=True))


@pytest.mark.parametrize("wins_on_redeals, forced", [(0, False), (2, False), (3, False), (4, True), (7, True)])
def test_trh_i_7_a_won_ending_is_forced_only_when_most_deals_win_it(monkeypatch, wins_on_redeals, forced):
    """TRH-I-7..9: Normal scoring reads every rival's Secret sphere, which the seat does not see,
    so a turn whose playout ends the game won on the deal at hand may be lost on others. It is the
    only candidate only when it wins on most of ``ENDING_DEALS`` deals (before: on the one deal
    the search happened to reach the menu with). The playout's verdict per deal is stubbed here."""
    from pax.transhumanity import opponent

    game = next(g for g in ENDINGS if g["ending"] > 0)
    s = ending_position(game)
    legal = RULES.legal_actions(s)
    heuristic = legal[get_ai("transhumanity", "easy").choose(RULES, s)]
    calls: list[TrhState] = []

    def ending(self, rules, state, action, me):  # the deal at hand wins; of the re-deals, the first few
        if action != heuristic:
            return 0
        calls.append(state)
        if state is s:
            return 1
        return 1 if len(calls) - 1 <= wins_on_redeals else -1

    monkeypatch.setattr(opponent.TranshumanitySearch, "_ending", ending)
    picked = GAME.root_candidates(RULES, s, legal)
    assert len(calls) == opponent.ENDING_DEALS
    assert (picked == [heuristic]) == forced
    if not forced:
        assert heuristic in picked and len(picked) == GAME.width
