"""Leaf evaluation for the shared search (``pax.core.search``): each seat's chance to win, roughly.

A finished game scores 1 shared among the winners (TRH-I-15/16; solo ties go to the robots,
TRH-K-30, already in the outcome), 0 for the others. Otherwise:

* a seat that can end the game and win alone with its next action (``endings.winning_endings``:
  a Tycoon's fifth company, five in a row, a Game End card, the Plurality card researched) is
  very likely to win unless a rival moving first ends the game or breaks the condition, so the
  first such seat in turn order takes most of the chance (all of ``NOW`` when it is the seat whose
  turn it is, with an action left);
* else a seat's chance is a logistic function of its lead over its strongest rival by the
  heuristic player's standing measure (``ai.seat_value``: points under the current Regime,
  companies, solved problems, Future Shock agents, money, patents, Syndications, employees, Think
  Tank cards), plus the heuristic's end drive (``ai.progress``: nothing until a game has run long,
  then every seat gains as the game moves towards its end by Research, TRH-I-4), so long games are
  driven to an end rather than round in circles.

Without the first rule the search lost games it stood well in by the standing measure: a rival
became the Tycoon with a v2 Tipping Point's Startups, or ended a Splay of four blue strips with a
fifth while it led on Future Shock agents.
"""

from __future__ import annotations


from pax.core import floatmath
from pax.core.search import favourite, lead_chances

from .ai import progress, seat_values
from .endings import winning_endings
from .state import TrhState

SCALE = 10.0  # a lead of this many "dollars worth" (about three points) is worth about 3 to 1
NOW = 0.95    # chance of the seat whose turn it is, with an action left, that can end the game and win
THREAT = 0.85  # chance of the first seat after it in turn order that can


def chances(s: TrhState) -> list[float]:
    """One value in [0, 1] per seat (robots' seats in the solo arena included)."""
    n = len(s.colours)
    if s.outcome is not None:
        winners = s.outcome.winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    v = seat_values(s)
    if n == 1:
        return [0.5]
    out = lead_chances(v, SCALE, progress(s))
    first = first_ending(s)
    if first is None:
        return out
    seat, now = first
    return favourite(out, seat, NOW if now else max(THREAT, out[seat]))


def first_ending(s: TrhState) -> tuple[int, bool] | None:
    """The first seat in turn order with a winning ending in reach (``endings.winning_endings``),
    and whether it is the seat whose turn it is, with an action left; None when there is none."""
    wins = winning_endings(s)
    if not any(wins):
        return None
    n = len(s.colours)
    # the turn's seat first (it may act now), then the others in turn order; solo: the person
    # (seat 0) is the only one with a turn of its own
    start = s.turn if s.actions_left > 0 else (s.turn + 1) % n
    for k in range(n):
        seat = (start + k) % n
        if wins[seat]:
            return seat, k == 0 and seat == s.turn
    return None


def ending_swing(s: TrhState, me: int) -> float:
    """What an ending in reach does to ``me``'s standing, in the standing measure's units (a lead
    of ``SCALE`` is 3 to 1): the log-odds of the favourite's chance (``NOW`` or ``THREAT``) times
    ``SCALE``, gained when ``me`` is the first seat that can end the game winning, lost when a
    rival is; 0 when none can. The lookahead player adds it to the standing where its playouts stop."""
    first = first_ending(s)
    if first is None:
        return 0.0
    seat, now = first
    p = NOW if now else THREAT
    swing = SCALE * floatmath.log(p / (1.0 - p))
    return swing if seat == me else -swing
