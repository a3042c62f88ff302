"""The end of the game (TRH-I): four endings, three scorings, tie-breaks by Capital then Wealth."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict, cast

from pax.core import Result

from .agents import is_exo
from .splay import dominant, future_shock
from .state import COL_OF_DISC, TrhState
from .tables import T


class Standing(TypedDict):
    """One seat's row in a finished game's ``Result.standings``: the figures scoring compared."""

    seat: int
    colour: str
    points: int
    capital: int
    wealth: int


def standing_rows(result: Result) -> list[Standing]:
    """The standings of a Transhumanity result, best first."""
    # every Transhumanity Result is made by ``finish`` below (a loaded save's by the same rows:
    # ``Result`` keeps them as plain dicts)
    return list(cast(tuple[Standing, ...], result.standings))


def holdings_in(s: TrhState, seat: int, sphere: int) -> int:
    """Companies on that sphere's board plus solved problems of that colour (Ruling TRH-I-7)."""
    n = sum(1 for sp, o in s.company.items() if o == seat and T.spots[sp].sphere == sphere)
    return n + sum(1 for p, o in s.problems.items() if o == seat and T.problems[p] == sphere)


def secret_column(s: TrhState, seat: int) -> int | None:
    """The sphere (column) of ``seat``'s Secret sphere, if chosen (TRH-I-6)."""
    d = s.secret[seat]
    return COL_OF_DISC[d] if d else None


def sphere_points(hold: Sequence[int], secret: int | None, regime: str) -> int:
    """Normal scoring of a seat's companies plus solved problems per sphere (``hold``) under
    ``regime``: dominant sphere 2, Secret sphere 1, both 3 (TRH-I-7/8/9); under Globalization the
    Secret sphere only (TRH-I-10)."""
    dom = dominant(regime)
    pts = 0 if dom is None else 2 * hold[COL_OF_DISC[dom]]
    return pts + (hold[secret] if secret is not None else 0)


def tie_breaks(s: TrhState, seat: int) -> tuple[int, int]:
    """Capital, then Wealth (TRH-I-15/16); robots have neither."""
    return (0, 0) if is_exo(s, seat) else (s.fin[seat][0], s.fin[seat][1])


def points(s: TrhState, seat: int, scoring: str) -> int:
    sec = secret_column(s, seat)
    if scoring == "singular":  # TRH-I-12
        return future_shock(s, seat)
    if scoring == "plurality":  # TRH-I-13/14
        mine = [p for p, o in s.problems.items() if o == seat]
        return len(mine) + sum(1 for p in mine if T.problems[p] == sec)
    return sphere_points([holdings_in(s, seat, sp) for sp in range(len(T.board))], sec, s.regime)


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
        "capital": [tie_breaks(s, seat)[0] for seat in range(n)],
    }


def finish(s: TrhState, victory: str, winners: tuple[int, ...] | None = None) -> None:
    """End the game now. ``victory``: "normal" | "singular" | "plurality" | "tycoon"."""
    if s.outcome is not None:
        return
    if victory == "normal" and T.regimes[s.regime].scoring == "singular":
        victory = "singular"  # TRH-I-11
    n = len(s.colours)
    rows: list[Standing] = []
    for seat in range(n):
        pts = points(s, seat, victory) if victory != "tycoon" else int(winners is not None and seat in winners)
        capital, wealth = tie_breaks(s, seat)
        rows.append({"seat": seat, "colour": s.colours[seat], "points": pts, "capital": capital, "wealth": wealth})
    if winners is None:
        if s.solo:
            # Ruling TRH-K-30: the human must beat every Exoglobal outright; ties go to the robots.
            human = rows[0]["points"]
            best_exo = max(r["points"] for r in rows[1:])
            winners = (0,) if human > best_exo else tuple(r["seat"] for r in rows[1:] if r["points"] == best_exo)
        else:
            def key(r: Standing) -> tuple[int, int, int]:
                return (r["points"], r["capital"], r["wealth"])  # TRH-I-15/16
            best = max(key(r) for r in rows)
            winners = tuple(r["seat"] for r in rows if key(r) == best)
    rows.sort(key=lambda r: (r["seat"] not in winners, -r["points"], -r["capital"], -r["wealth"], r["seat"]))
    table: tuple[dict[str, object], ...] = tuple(dict(r.items()) for r in rows)
    s.outcome = Result(winners=winners, victory=victory, standings=table)
    s.frames = []
    s.to_move = None
