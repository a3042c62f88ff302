"""What each action costs (TRH-F): syndication by row, labor by barriers, the Hire fee, and the
Regime's free and subsidized actions (``regimes.json`` through ``tables.T.regimes``)."""

from __future__ import annotations


from .agents import has_ability
from .board import labor_subsidized, uncovered_barriers
from .state import Slot, TrhState
from .tables import T

HIRE_PRICE = T.parts.hire_fee  # TRH-F-31

def opponents(s: TrhState, seat: int) -> list[int]:
    return [o for o in range(len(s.colours)) if o != seat]


def action_subsidized(s: TrhState, col: int, act: str) -> bool:
    """TRH-F-23/43: the Regime's ``subsidize`` effect covers the action in that column (Assembly:
    commercialization everywhere; Globalization: research and commercialization in the
    Developing World)."""
    return any(what == act and (where is None or where == col) for what, where in T.regimes[s.regime].subsidized)


def regime_free(s: TrhState, act: str) -> bool:
    """TRH-F-7/33/37: the Regime's ``free_action`` effect makes the action cost no money."""
    return act in T.regimes[s.regime].free


def labor_price(s: TrhState, seat: int, col: int, spot: str, act: str) -> int:
    """TRH-F-20/21, TRH-F-41/42: uncovered barriers, doubled unless the labor or the action is
    subsidized (doubled only when neither is: Ruling TRH-F-21)."""
    base = uncovered_barriers(s, col)
    sub = (labor_subsidized(s, spot) or action_subsidized(s, col, act)
           or has_ability(s, seat, "subsidized_work", col=col))
    return base if sub else 2 * base


def syndicate_price(s: TrhState, seat: int, row: int, slot: Slot) -> int:
    """TRH-F-4/7/8: the row number, doubled if an opponent syndicated it; free under Paradigm Shift."""
    if regime_free(s, "syndicate"):
        return 0
    return row * (2 if any(o != seat for o in slot["s"]) else 1)


def hire_price(s: TrhState, seat: int, col: int) -> int:
    """TRH-F-31/33: $3, free under Group Dynamics or with a ``free_hire`` perk in that column."""
    if regime_free(s, "hire") or has_ability(s, seat, "free_hire", col=col):
        return 0
    return HIRE_PRICE


def research_money(s: TrhState, seat: int, col: int, spot: str) -> int:
    """TRH-F-37: Computing (or a ``free_research`` perk) makes research cost no money."""
    if regime_free(s, "research") or has_ability(s, seat, "free_research", col=col):
        return 0
    return labor_price(s, seat, col, spot, "research")
