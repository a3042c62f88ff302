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

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, cast

from .state import COL_OF_DISC
from .tables import T
from .view import View

if TYPE_CHECKING:
    from .state import TrhState

NAMES: tuple[str, ...] = (
    "companies", "problems", "shock", "points", "capital", "wealth", "debt", "patents", "think_tank",
    "syndicates", "employees", "supply", "exoglobal",
    "rival_companies", "rival_problems", "rival_shock", "rival_points", "rival_money", "rival_syndicates",
    "lead_companies", "lead_problems", "lead_shock", "tycoon_near", "rival_tycoon_near",
    "my_turn", "actions_left", "turn_distance", "step", "deck", "splay", "players3", "players4",
)


class _Table:
    """What every seat's vector shares, counted once: per seat its companies, solved problems,
    holdings per sphere (companies and solved problems, TRH-I-7), Future Shock agents,
    Syndications and employees, the points it scores under the Regime without its Secret, and
    the public figures of the turn. Built from a view (``of_view``) or, for the search's leaves,
    from the state itself (``of_state``: the same numbers, read where the view reads them)."""

    def __init__(self, n: int, companies: Mapping[str, int | None], problems: Mapping[str, int | None],
                 shocks: Sequence[Sequence[int | None]], syndicates: Sequence[Sequence[int | None]],
                 employees: Mapping[str, Sequence[int | None]], regime: str,
                 money: list[tuple[int, int, int, int, int, int, bool]],
                 turn: int, playing: bool, actions_left: int, step: int, deck: int) -> None:
        self.n = n
        comps = [0] * n
        probs = [0] * n
        hold = [[0, 0, 0, 0] for _ in range(n)]
        for spot, owner in companies.items():
            if owner is not None and 0 <= owner < n:
                comps[owner] += 1
                hold[owner][T.spots[spot].sphere] += 1
        for prob, solver in problems.items():
            if solver is not None and 0 <= solver < n:
                probs[solver] += 1
                hold[solver][T.problems[prob]] += 1
        shock = [0] * n
        for owners in shocks:
            for h in owners:
                if h is not None and 0 <= h < n:
                    shock[h] += 1
        synd = [0] * n
        for owners in syndicates:
            for o in set(owners):
                if o is not None and 0 <= o < n:
                    synd[o] += 1
        emps = [0] * n
        for owners in employees.values():
            for o in owners:
                if o is not None and 0 <= o < n:
                    emps[o] += 1
        self.comps, self.probs, self.hold, self.shock, self.synd, self.emps = comps, probs, hold, shock, synd, emps
        self.dom = T.regimes[regime].dominant if regime in T.regimes else None
        # a seat's points without its Secret sphere (a rival's Secret is hidden from the others)
        self.public_points = [0 if self.dom is None else 2 * hold[q][COL_OF_DISC[self.dom]] for q in range(n)]
        self.money = money
        self.turn, self.playing, self.actions_left, self.step, self.deck = turn, playing, actions_left, step, deck
        self.splay = len(shocks)

    @classmethod
    def of_view(cls, view: View) -> _Table:
        players = view["players"]
        money = [(p["capital"], p["wealth"], p["debt"], sum(p["patents"].values()), p["think_tank_size"], p["supply"],
                  bool(p.get("exoglobal"))) for p in players]
        return cls(len(players), view["companies"], view["problems"], [e["future_shock"] for e in view["splay"]],
                   [slot["syndicates"] for col in view["market"] for slot in col if slot is not None],
                   view["employees"], view["regime"], money, view["turn"], view["phase"] == "play",
                   view["actions_left"], view["step"], view["deck_size"])

    @classmethod
    def of_state(cls, s: TrhState) -> _Table:
        """As ``of_view`` of any seat's view (``view.summary_of``'s fields, read from the state)."""
        n = len(s.colours)
        money = [(f[0], f[1], f[2], sum(s.patents[q]), len(s.tanks[q]), s.supply[q], s.solo is not None and q > 0)
                 for q, f in enumerate(s.fin)]
        return cls(n, s.company, s.problems, [e["h"] for e in s.splay],
                   [slot["s"] for col in s.market for slot in col if slot is not None], s.emp, s.regime, money,
                   s.turn, s.outcome is None and s.phase == "play", s.actions_left, s.step, len(s.deck))

    def seat(self, me: int, secret: str | None) -> list[float]:
        """The vector of seat ``me``, whose own Secret sphere is ``secret`` (as its view shows it)."""
        n = self.n
        comps, probs, shock, synd = self.comps, self.probs, self.shock, self.synd
        sec = COL_OF_DISC.get(secret) if secret else None
        points = self.public_points[:]
        if sec is not None:
            points[me] += self.hold[me][sec]
        money = [m[0] + m[1] for m in self.money]
        rivals = [q for q in range(n) if q != me] or [me]
        capital, wealth, debt, patents, tank, supply, exo = self.money[me]

        def top(xs: list[int]) -> int:
            return max(xs[q] for q in rivals)

        turn = self.turn
        my_turn = turn == me and self.playing
        return [
            comps[me] / 5.0, probs[me] / 4.0, shock[me] / 4.0, points[me] / 6.0, capital / 5.0, wealth / 5.0,
            debt / 5.0, patents / 4.0, tank / 3.0, synd[me] / 3.0,
            self.emps[me] / 5.0, supply / 6.0, float(exo),
            top(comps) / 5.0, top(probs) / 4.0, top(shock) / 4.0, top(points) / 6.0, top(money) / 5.0, top(synd) / 3.0,
            (comps[me] - top(comps)) / 3.0, (probs[me] - top(probs)) / 3.0, (shock[me] - top(shock)) / 3.0,
            float(comps[me] >= 4), float(top(comps) >= 4),
            float(my_turn), self.actions_left / 2.0 if my_turn else 0.0, ((me - turn) % n) / n,
            min(self.step, 1500) / 600.0, self.deck / 40.0, self.splay / 10.0,
            float(n == 3), float(n == 4),
        ]


def features(view: Mapping[str, object]) -> list[float]:
    """The vector (``NAMES``) of the seat whose view this is (``view["viewer"]``)."""
    # ``Rules.view`` hands back our ``view_of`` (or its JSON copy, the same shape) as plain data
    return seat_features(cast(View, view))


def seat_features(view: View) -> list[float]:
    """``features`` of a typed view."""
    me = view["viewer"]
    assert me is not None, "the features are a seat's: a spectator's view has none"
    return _Table.of_view(view).seat(me, view["players"][me].get("secret"))


def every_seat(s: TrhState) -> list[list[float]]:
    """Every seat's vector of a running game, each as ``features(view(s, seat))`` gives it (tested):
    the counts read once from the state, each seat's own Secret sphere added to its own points
    only (a rival's is hidden from it until the end, TRH-C-21), for the search's leaves."""
    table = _Table.of_state(s)
    return [table.seat(q, s.secret[q]) for q in range(table.n)]
