"""Leaf evaluation for the search (``pax.core.search``): each seat's chance to win, roughly.

A finished game scores 1 shared among the winners, 0 for the others. Otherwise:

* the turn's player who still has an action and meets an active Victory card declares it and
  wins (REN-D-14), so the position scores as that win;
* a seat that can declare on its own turn is very likely to win unless a rival breaks the
  condition first, so the first such seat in turn order takes most of the chance: one that meets
  an active Victory card, or one that meets an inactive one and can afford a Comet in the Market
  (a Buy activates it, REN-L-15, and the turn's second action declares it; this is how most games
  between heuristic players were won, the other seat having let the condition stand for turns);
* else a seat's chance is a logistic function of its lead, by the baseline opponent's standing
  measure (``ai.seat_value``: prestige, tableau, Kingdoms and Republics, Concessions, florins),
  over its strongest rival, where each inactive Victory card the seat meets counts ``LATENT``
  more (a Comet will come) and each active one it is one condition short of (:func:`shortfalls`)
  counts ``NEAR`` more, so the search sees such threats before they can be declared.
"""

from __future__ import annotations

from pax.core.search import favourite, lead_chances

from .ai import standing
from .state import RenState
from .tables import CARDS, VICTORY_IDS
from .victory import Tallies, conditions, margins

SCALE = 8.0  # a lead of this many "florins worth" is worth about 3 to 1
THREAT = 0.85  # chance of the first seat in turn order that can declare and has not declared yet
LATENT = 8.0  # standing worth of meeting an inactive Victory card
NEAR = 5.0  # standing worth of being one condition short of an active Victory card


def comet_price(s: RenState) -> int | None:
    """The florins the cheapest Comet in the Market costs, if one can be bought (REN-E-2, REN-E-6,
    REN-D-18: slot 1 and face-down cards cannot)."""
    best = None
    for row, cards in s.market.items():
        for k in range(1, min(len(cards), 6)):
            c = cards[k]
            if c and CARDS[c].kind == "comet" and not s.face_down[row][k] and c not in s.paid_onto:
                best = k if best is None else min(best, k)
    return best


def chances(s: RenState) -> list[float]:
    """One value in [0, 1] per seat."""
    n = s.setup.players
    if s.outcome is not None:
        winners = s.outcome.winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    t = Tallies(s)
    short = shortfalls(s, t)
    met = [[v for v in VICTORY_IDS if short[v][p] == 0] for p in range(n)]
    price = comet_price(s) if len(s.victories) < len(VICTORY_IDS) else None
    v = []
    for p in range(n):
        x = standing(s, p, len(t.cards[p]), t.prestige[p], t.kingdoms[p], t.republics[p], t.concessions[p],
                     sum(1 for vic in met[p] if vic in s.victories))
        for vic in VICTORY_IDS:
            if vic in s.victories:
                x += NEAR if short[vic][p] == 1 else 0.0
            elif short[vic][p] == 0:
                x += LATENT
        v.append(x)
    out = lead_chances(v, SCALE)
    order = list(s.order)
    start = order.index(s.current)
    if s.actions_left <= 0:
        start += 1  # the turn's player has no action left to declare with
    for k in range(n):
        seat = order[(start + k) % n]
        if any(v in s.victories for v in met[seat]):
            return favourite(out, seat, 1.0 if k == 0 and s.actions_left > 0 else max(THREAT, out[seat]))
        actions = s.actions_left if k == 0 and s.actions_left > 0 else 2
        if price is not None and actions >= 2 and s.florins[seat] >= price and met[seat]:
            return favourite(out, seat, max(THREAT, out[seat]))
    return out


def shortfalls(s: RenState, t: Tallies | None = None) -> dict[str, list[int]]:
    """Per Victory card and seat, how far the seat is from meeting it (``victory.conditions``,
    REN-L-16..25): 0 when it meets it (``victory.meets``), 1 when one more of the one thing it
    lacks (a Kingdom, a Republic, a Concession, a prestige) would do, 2 otherwise (and always
    without a Supreme Religion for Holy victory)."""
    n = s.setup.players
    if n < 2:
        return {v: [2] for v in VICTORY_IDS}
    t = t if t is not None else Tallies(s)
    out: dict[str, list[int]] = {}
    for vic in VICTORY_IDS:
        conds = conditions(s, vic)
        if conds is None:
            out[vic] = [2] * n
            continue
        cs = [(margins(t.count(what)), need) for what, need in conds]
        row = []
        for p in range(n):
            gap = 0
            for m, need in cs:
                if m[p] < need:
                    gap += 1 if gap == 0 and m[p] == need - 1 else 2
            row.append(min(gap, 2))
        out[vic] = row
    return out
