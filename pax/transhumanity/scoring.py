"""The end of the game (TRH-I): four endings, three scorings, tie-breaks by Capital then Wealth."""

from __future__ import annotations

from typing import Any

from pax.core import Result

from .agents import is_exo
from .splay import dominant, future_shock
from .state import COL_OF_DISC, TrhState
from .tables import T


def holdings_in(s: TrhState, seat: int, sphere: int) -> int:
    """Companies on that sphere's board plus solved problems of that colour (Ruling TRH-I-7)."""
    n = sum(1 for sp, o in s.company.items() if o == seat and T.spots[sp].sphere == sphere)
    return n + sum(1 for p, o in s.problems.items() if o == seat and T.problems[p] == sphere)


def points(s: TrhState, seat: int, scoring: str) -> int:
    secret = s.secret[seat]
    sec = COL_OF_DISC[secret] if secret else None
    if scoring == "singular":  # TRH-I-12
        return future_shock(s, seat)
    if scoring == "plurality":  # TRH-I-13/14
        mine = [p for p, o in s.problems.items() if o == seat]
        return len(mine) + sum(1 for p in mine if T.problems[p] == sec)
    dom = dominant(s.regime)
    if dom is None:  # TRH-I-10: Globalization scores the Secret sphere only
        return holdings_in(s, seat, sec) if sec is not None else 0
    d = COL_OF_DISC[dom]  # TRH-I-7/8/9: dominant 2, secret 1, both 3
    pts = 2 * holdings_in(s, seat, d)
    if sec is not None:
        pts += holdings_in(s, seat, sec)
    return pts


def standings(s: TrhState) -> dict[str, list[int]]:
    """Each seat's numbers now: the points Normal scoring would give (singular under Paradigm
    Shift, TRH-I-11), companies, solved problems, Future Shock agents and Capital (TRH-I-15)."""
    n = len(s.colours)
    mode = "singular" if T.regimes[s.regime].scoring == "singular" else "normal"
    return {
        "points": [points(s, seat, mode) for seat in range(n)],
        "companies": [sum(1 for o in s.company.values() if o == seat) for seat in range(n)],
        "problems": [sum(1 for o in s.problems.values() if o == seat) for seat in range(n)],
        "future_shock": [future_shock(s, seat) for seat in range(n)],
        "capital": [0 if is_exo(s, seat) else s.fin[seat][0] for seat in range(n)],
    }


def finish(s: TrhState, victory: str, winners: tuple[int, ...] | None = None) -> None:
    """End the game now. ``victory``: "normal" | "singular" | "plurality" | "tycoon"."""
    if s.phase == "over":
        return
    if victory == "normal" and T.regimes[s.regime].scoring == "singular":
        victory = "singular"  # TRH-I-11
    n = len(s.colours)
    rows: list[dict[str, Any]] = []
    for seat in range(n):
        pts = points(s, seat, victory) if victory != "tycoon" else int(winners is not None and seat in winners)
        rows.append({"seat": seat, "colour": s.colours[seat], "points": pts,
                     "capital": 0 if is_exo(s, seat) else s.fin[seat][0],
                     "wealth": 0 if is_exo(s, seat) else s.fin[seat][1]})
    if winners is None:
        if s.solo:
            # Ruling TRH-K-30: the human must beat every Exoglobal outright; ties go to the robots.
            human = rows[0]["points"]
            best_exo = max(r["points"] for r in rows[1:])
            winners = (0,) if human > best_exo else tuple(r["seat"] for r in rows[1:] if r["points"] == best_exo)
        else:
            def key(r: dict[str, Any]) -> tuple[int, int, int]:
                return (r["points"], r["capital"], r["wealth"])  # TRH-I-15/16
            best = max(key(r) for r in rows)
            winners = tuple(r["seat"] for r in rows if key(r) == best)
    rows.sort(key=lambda r: (r["seat"] not in winners, -r["points"], -r["capital"], -r["wealth"], r["seat"]))
    s.outcome = Result(winners=tuple(winners), victory=victory, standings=tuple(rows))
    s.phase = "over"
    s.frames = []
    s.to_move = None
