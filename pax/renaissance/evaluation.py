"""Leaf evaluation for the search (``pax.core.search``): each seat's chance to win, roughly.

A finished game scores 1 shared among the winners, 0 for the others. Otherwise:

* the turn's player who still has an action and meets an active Victory card declares it and
  wins (REN-D-14), so the position scores as that win;
* a seat that meets an active Victory card now will declare it on its own turn unless a rival
  breaks the condition first: the first such seat in turn order is very likely to win;
* else a seat's chance is a logistic function of its lead, by the baseline opponent's standing
  measure (``ai.seat_value``: prestige, tableau, Kingdoms and Republics, Concessions, florins),
  over its strongest rival.
"""

from __future__ import annotations

import math

from .ai import seat_value
from .state import RenState
from .victory import claimable

SCALE = 8.0  # a lead of this many "florins worth" is worth about 3 to 1
THREAT = 0.85  # chance of the first seat in turn order that meets a Victory card and has not declared yet


def _one_hot(n: int, seat: int, p: float) -> list[float]:
    rest = (1.0 - p) / (n - 1) if n > 1 else 0.0
    return [p if q == seat else rest for q in range(n)]


def chances(s: RenState) -> list[float]:
    """One value in [0, 1] per seat."""
    n = s.setup.players
    if s.outcome is not None:
        winners = s.outcome.winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    if s.victories:
        order = list(s.order)
        start = order.index(s.current)
        if s.actions_left <= 0:
            start += 1  # the turn's player has no action left to declare with
        for k in range(n):
            seat = order[(start + k) % n]
            if claimable(s, seat):
                return _one_hot(n, seat, 1.0 if k == 0 and s.actions_left > 0 else THREAT)
    v = [seat_value(s, p) for p in range(n)]
    out = []
    for p in range(n):
        lead = v[p] - max(v[q] for q in range(n) if q != p)
        out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, lead / SCALE)))))
    return out
