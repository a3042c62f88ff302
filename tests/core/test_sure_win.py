"""A winning declaration the search takes unsearched must win on most deals of what the seat
cannot see (``pax.core.search.sure_win``), not on one: Pax Transhumanity's Normal scoring reads
every rival's Secret sphere (TRH-I-7..9), and the hard level lost games it ended on one lucky deal.

The game here is Nim with one hidden card (0-9) that no seat sees: the seat to move may "call",
which ends the game, won when the card is below ``odds``."""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from pax.core import Action, Result
from pax.core.rng import Rng
from pax.core.search import ISMCTS, SURE_DEALS, Budget, sure_win

from .toy import NimRules, NimSearch, NimState


@dataclass(kw_only=True)
class CallState(NimState):
    card: int = 0
    odds: int = 5


class CallRules(NimRules):
    def legal_actions(self, state: NimState) -> list[Action]:
        return [*super().legal_actions(state), Action.of("call")] if state.outcome is None else []

    def _apply(self, state: NimState, action: Action) -> NimState:
        if action.kind != "call":
            return super()._apply(state, action)
        assert isinstance(state, CallState) and state.to_move is not None
        won = state.card < state.odds
        winner = state.to_move if won else (state.to_move + 1) % state.setup.players
        return state.model_copy(update={"step": state.step + 1, "to_move": None,
                                        "outcome": Result(winners=(winner,), victory="call")})


class CallSearch(NimSearch):
    def determinize(self, state: NimState, seat: int, rng: Rng) -> NimState:  # type: ignore[override]
        return state.model_copy(update={"card": rng.below(10)})

    def evaluate(self, state: NimState) -> Sequence[float]:  # type: ignore[override]
        if state.outcome is not None:
            return [1.0 if p in state.outcome.winners else 0.0 for p in range(state.setup.players)]
        return [0.5] * state.setup.players


RULES = CallRules()


def _at(odds: int, card: int = 0) -> CallState:
    s = RULES.new_game(2, 3)
    return CallState(**{**s.__dict__, "heap": 12, "card": card, "odds": odds})


def _firsts(odds: int) -> list[tuple[int, CallState]]:
    """Seeds whose first deal wins the call, with that deal."""
    out = []
    for seed in range(200):
        first = CallSearch().determinize(_at(odds), 0, Rng(seed))
        if first.card < odds:
            out.append((seed, first))
    return out


def test_a_call_won_on_one_deal_only_is_not_taken_unsearched() -> None:
    """A call that wins one deal in ten: every time the first deal wins it, it is not sure."""
    s = _at(1)
    legal = RULES.legal_actions(s)
    firsts = _firsts(1)
    assert len(firsts) >= 10
    for seed, first in firsts:
        assert sure_win(CallSearch(), RULES, s, legal, 0, first, seed) is None, seed


def test_a_call_won_on_most_deals_is_taken() -> None:
    s = _at(9)
    legal = RULES.legal_actions(s)
    call = legal.index(Action.of("call"))
    for seed, first in _firsts(9)[:40]:
        assert sure_win(CallSearch(), RULES, s, legal, 0, first, seed) == call, seed
    assert SURE_DEALS >= 5


def test_the_search_does_not_declare_on_a_lucky_deal() -> None:
    """Whatever the search's first deal: a call that wins one deal in ten is never its choice, and
    no search answers it "winning" without iterating (one deal decided it before)."""
    s = _at(1, card=9)
    legal = RULES.legal_actions(s)
    for seed in range(40):
        ai = ISMCTS(CallSearch(), Budget(iterations=200), seed=seed)
        a = ai.analyse(RULES, s)
        assert not a.winning
        assert legal[a.index] != Action.of("call"), seed
