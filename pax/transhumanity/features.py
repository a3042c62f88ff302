"""What the learned evaluation (``pax.core.learned``) reads of a Pax Transhumanity position: a
short fixed-length vector of numbers for one seat, computed from ``view(state, seat)`` only (what
that seat may see: its own Secret, never a rival's), so two positions the seat cannot tell apart
give the same vector.

The numbers are the seat's holdings that the endings count (companies for the Tycoon, TRH-I-5;
solved problems for Plurality, TRH-I-13; Future Shock agents for Singular, TRH-I-12; points under
the current Regime, TRH-I-7..10, its own Secret sphere included), its resources (capital, wealth,
debt, patents, Think Tank, Syndications, employees), the same for its strongest rivals, how far
the game has run (decisions, the Draw Deck, the Splay) and whose turn it is. Each is scaled to
about [-1, 1].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from .state import COL_OF_DISC
from .tables import T
from .view import View

NAMES: tuple[str, ...] = (
    "companies", "problems", "shock", "points", "capital", "wealth", "debt", "patents", "think_tank",
    "syndicates", "employees", "supply", "exoglobal",
    "rival_companies", "rival_problems", "rival_shock", "rival_points", "rival_money", "rival_syndicates",
    "lead_companies", "lead_problems", "lead_shock", "tycoon_near", "rival_tycoon_near",
    "my_turn", "actions_left", "turn_distance", "step", "deck", "splay", "players3", "players4",
)


def _spheres(view: View, n: int) -> tuple[list[int], list[int], list[list[int]]]:
    comps = [0] * n
    probs = [0] * n
    hold = [[0, 0, 0, 0] for _ in range(n)]  # companies and solved problems per sphere (TRH-I-7)
    for spot, owner in view["companies"].items():
        if owner is not None and 0 <= owner < n:
            comps[owner] += 1
            hold[owner][T.spots[spot].sphere] += 1
    for prob, solver in view["problems"].items():
        if solver is not None and 0 <= solver < n:
            probs[solver] += 1
            hold[solver][T.problems[prob]] += 1
    return comps, probs, hold


def features(view: Mapping[str, object]) -> list[float]:
    """The vector (``NAMES``) of the seat whose view this is (``view["viewer"]``)."""
    # ``Rules.view`` hands back our ``view_of`` (or its JSON copy, the same shape) as plain data
    return seat_features(cast(View, view))


def seat_features(view: View) -> list[float]:
    """``features`` of a typed view."""
    me = view["viewer"]
    assert me is not None, "the features are a seat's: a spectator's view has none"
    players = view["players"]
    n = len(players)
    comps, probs, hold = _spheres(view, n)
    shock = [0] * n
    for e in view["splay"]:
        for h in e["future_shock"]:
            if h is not None and 0 <= h < n:
                shock[h] += 1
    synd = [0] * n
    for col in view["market"]:
        for slot in col:
            if slot is not None:
                for o in set(slot["syndicates"]):
                    if o is not None and 0 <= o < n:
                        synd[o] += 1
    emps = [0] * n
    for owners in view["employees"].values():
        for o in owners:
            if o is not None and 0 <= o < n:
                emps[o] += 1
    dom = T.regimes[view["regime"]].dominant if view["regime"] in T.regimes else None
    points: list[int] = []
    for q in range(n):
        secret = players[q].get("secret")  # a rival's is hidden (None) until the game is over
        sec = COL_OF_DISC.get(secret) if secret else None
        own = hold[q][sec] if sec is not None else 0
        points.append(own if dom is None else 2 * hold[q][COL_OF_DISC[dom]] + own)
    money = [players[q]["capital"] + players[q]["wealth"] for q in range(n)]
    rivals = [q for q in range(n) if q != me] or [me]
    p = players[me]

    def top(xs: list[int]) -> int:
        return max(xs[q] for q in rivals)

    turn = view["turn"]
    my_turn = turn == me and view["phase"] == "play"
    return [
        comps[me] / 5.0, probs[me] / 4.0, shock[me] / 4.0, points[me] / 6.0, p["capital"] / 5.0, p["wealth"] / 5.0,
        p["debt"] / 5.0, sum(p["patents"].values()) / 4.0, p["think_tank_size"] / 3.0, synd[me] / 3.0,
        emps[me] / 5.0, p["supply"] / 6.0, float(bool(p.get("exoglobal"))),
        top(comps) / 5.0, top(probs) / 4.0, top(shock) / 4.0, top(points) / 6.0, top(money) / 5.0, top(synd) / 3.0,
        (comps[me] - top(comps)) / 3.0, (probs[me] - top(probs)) / 3.0, (shock[me] - top(shock)) / 3.0,
        float(comps[me] >= 4), float(top(comps) >= 4),
        float(my_turn), view["actions_left"] / 2.0 if my_turn else 0.0, ((me - turn) % n) / n,
        min(view["step"], 1500) / 600.0, view["deck_size"] / 40.0, len(view["splay"]) / 10.0,
        float(n == 3), float(n == 4),
    ]
