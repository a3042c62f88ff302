"""Leaf evaluation for the shared search (``pax.core.search``): each seat's chance to win, roughly.

A finished game scores 1 shared among the winners (TRH-I-15/16; solo ties go to the robots,
TRH-K-30, already in the outcome), 0 for the others. Otherwise a seat's chance is a logistic
function of its lead over its strongest rival by the heuristic player's standing measure
(``ai.seat_value``: points under the current Regime, companies, solved problems, Future Shock
agents, money, patents, Syndications, employees, Think Tank cards), plus the heuristic's end drive
(``ai.progress``: nothing until a game has run long, then every seat gains as the game moves
towards its end by Research, TRH-I-4), so long games are driven to an end rather than round in
circles.
"""

from __future__ import annotations

import math

from .ai import progress, seat_values
from .state import TrhState

SCALE = 10.0  # a lead of this many "dollars worth" (about three points) is worth about 3 to 1


def chances(s: TrhState) -> list[float]:
    """One value in [0, 1] per seat (robots' seats in the solo arena included)."""
    n = len(s.colours)
    if s.outcome is not None:
        winners = s.outcome.winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    v = seat_values(s)
    if n == 1:
        return [0.5]
    drive = progress(s)
    out = []
    for p in range(n):
        lead = v[p] - max(v[q] for q in range(n) if q != p) + drive
        out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, lead / SCALE)))))
    return out
