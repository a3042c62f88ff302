"""The shared determinized search (pax/core/search.py) on the toy game: it finds wins, it is
deterministic given state, level and seed, it answers at once when there is nothing to think about."""

from __future__ import annotations

from typing import Any

from pax.core.search import ISMCTS, Budget, search_seed

from .toy import NimRules, NimSearch, NimState

RULES = NimRules()


def _at(heap: int, players: int = 2, seed: int = 3) -> NimState:
    return RULES.new_game(players, seed).model_copy(update={"heap": heap})


def test_search_finds_the_winning_take_in_two_player_nim():
    """Nim: leaving a multiple of 4 wins; with enough iterations the search finds that take."""
    for heap in (5, 6, 7, 9, 10, 11):
        s = _at(heap)
        i = ISMCTS(NimSearch(), Budget(iterations=600)).choose(RULES, s)
        assert RULES.legal_actions(s)[i].args[0] == heap % 4, heap


def test_search_takes_the_last_stones_at_once():
    """A winning action answers at once, without iterating."""
    ai = ISMCTS(NimSearch(), Budget(iterations=10_000))
    s = _at(3)
    assert RULES.legal_actions(s)[ai.choose(RULES, s)].args[0] == 3
    assert ai.iterations_done == 0


def test_one_legal_action_answers_at_once():
    ai = ISMCTS(NimSearch(), Budget(iterations=10_000))
    assert ai.choose(RULES, _at(1)) == 0
    assert ai.iterations_done == 0


def test_deterministic_given_state_level_and_seed():
    s = _at(30, players=3)
    runs = {ISMCTS(NimSearch(), Budget(iterations=60), salt=2, seed=5).choose(RULES, s) for _ in range(3)}
    assert len(runs) == 1
    # the seed reaches the generator: other seeds or levels give other generator states
    assert search_seed(s, 2, 5) != search_seed(s, 2, 6) != search_seed(s, 1, 5)


def test_time_cap_only_stops_a_runaway_search(monkeypatch: Any) -> None:
    """The iteration budget decides; the time cap cuts a search short only when it is exceeded."""
    import pax.core.search as search

    monkeypatch.setattr(search, "settled", lambda root, left: False)  # only the budget and the clock
    ticks = iter(range(10_000))
    ai = ISMCTS(NimSearch(), Budget(iterations=500, seconds=5.0), clock=lambda: float(next(ticks)))
    ai.choose(RULES, _at(30))
    assert ai.iterations_done == 6  # one clock tick per iteration, deadline 5 ticks after the start
    ai = ISMCTS(NimSearch(), Budget(iterations=50, seconds=5.0))
    ai.choose(RULES, _at(30))
    assert ai.iterations_done == 50


def test_search_stops_once_no_budget_left_could_change_its_choice(monkeypatch: Any) -> None:
    """The search stops when the most visited choice stays the most visited whatever the rest of
    the budget does: it makes the choice the whole budget makes, in fewer iterations."""
    import pax.core.search as search

    cases = [(heap, players, seed) for heap in (5, 6, 7, 9, 13, 30) for players in (2, 3) for seed in (1, 2)]
    early = {}
    for heap, players, seed in cases:
        ai = ISMCTS(NimSearch(), Budget(iterations=400), seed=seed)
        early[heap, players, seed] = (ai.choose(RULES, _at(heap, players)), ai.iterations_done)
    monkeypatch.setattr(search, "settled", lambda root, left: False)
    for heap, players, seed in cases:
        ai = ISMCTS(NimSearch(), Budget(iterations=400), seed=seed)
        assert ai.choose(RULES, _at(heap, players)) == early[heap, players, seed][0], (heap, players, seed)
        assert ai.iterations_done == 400
    assert sum(done < 400 for _, done in early.values()) >= len(cases) // 2  # most stopped early


def test_settled_compares_the_lead_with_the_iterations_left() -> None:
    from pax.core.action import Action
    from pax.core.search import Node, settled

    root = Node(mover=-1)
    root.children = {Action.of("a"): Node(0, visits=30), Action.of("b"): Node(0, visits=20), Action.of("c"): Node(0, visits=5)}
    assert not settled(root, 10) and settled(root, 9)
    root.options = [Action.of("a")]  # the game names one choice: settled once it has been searched
    assert settled(root, 1000)
