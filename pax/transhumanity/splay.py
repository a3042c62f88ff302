"""The Splay (TRH-C-18, TRH-F-26/27), the Cutting Edge and the Regime (TRH-H), five in a row (TRH-I-3)."""

from __future__ import annotations


from .state import DISC, SplayEntry, TrhState
from .tables import T


def own_entry(s: TrhState, i: int) -> SplayEntry:
    """Splay entry ``i`` made this state's own before its Future Shock squares change: ``clone``
    shares the entries with the previous state (copy on write)."""
    e = s.splay[i]
    mine: SplayEntry = {"id": e["id"], "d": e["d"], "h": e["h"][:]}
    s.splay[i] = mine
    return mine


def strips(s: TrhState) -> list[str]:
    """The visible discipline of each Splay card, oldest first (Human Progress has none)."""
    return [T.cards[e["id"]].band(e["d"]) for e in s.splay]


def strip_counts(s: TrhState) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in s.splay:
        b = T.cards[e["id"]].band(e["d"])
        out[b] = out.get(b, 0) + 1
    return out


def regime_of(bands: list[str]) -> str:
    """TRH-H-1..7: the Cutting Edge (the bottom 3 strips, or 2) picks the Regime whose
    ``regimes.json`` trigger it meets: three alike, exactly two of a colour, else the default."""
    edge = bands[-T.parts.cutting_edge:]
    by = T.regime_by_trigger
    if len(edge) < 2:
        return by[("default", None)]
    if len(edge) == 3 and edge[0] == edge[1] == edge[2]:
        return by[("three_same", None)]
    for d in DISC:
        if edge.count(d) == 2:
            return by[("exactly_two", d)]
    return by[("default", None)]


def recompute_regime(s: TrhState) -> None:
    s.regime = regime_of(strips(s))


def dominant(regime: str) -> str | None:
    """The dominant sphere's discipline (= its colour), None when the Regime has no dominant sphere."""
    return T.regimes[regime].dominant


def regime_doubles(regime: str, d: str) -> bool:
    """TRH-E-8/9: the Regime doubles the value of ``d`` patents."""
    return d in T.regimes[regime].doubles


def five_in_a_row(s: TrhState) -> bool:
    """TRH-I-3: five (``singularity_run``) or more neighbouring strips of one colour."""
    run, prev = 0, None
    need = T.parts.singularity_run
    for b in strips(s):
        run = run + 1 if b == prev else 1
        prev = b
        if run >= need:
            return True
    return False


def feasible_by_strips(s: TrhState, seat: int, pair: tuple[str, str], opponents: list[int],
                       bands: list[str] | None = None) -> bool:
    """TRH-F-17: two neighbouring strips showing the idea's two disciplines (any order), carrying no
    opponent Future Shock agent, or carrying one of the player's own. ``bands``: ``strips(s)``,
    when already known (the same result)."""
    bands = strips(s) if bands is None else bands
    want = sorted(pair)
    for i in range(len(bands) - 1):
        if sorted((bands[i], bands[i + 1])) != want:
            continue
        hs = s.splay[i]["h"] + s.splay[i + 1]["h"]
        if seat in hs or not any(h is not None and h != seat for h in hs):
            return True
    return False


def black_open_in_splay(s: TrhState) -> int:
    """Uncovered black heat squares on Splay cards (TRH-G-16; orientation does not matter)."""
    n = 0
    for e in s.splay:
        heat = T.cards[e["id"]].heat
        for i, h in enumerate(e["h"]):
            if h is None and heat[i] == "black":
                n += 1
    return n


def future_shock_on_black(s: TrhState, seat: int) -> int:
    n = 0
    for e in s.splay:
        heat = T.cards[e["id"]].heat
        for i, h in enumerate(e["h"]):
            if h == seat and heat[i] == "black":
                n += 1
    return n


def future_shock(s: TrhState, seat: int) -> int:
    """TRH-I-12: a player's Future Shock agents (heat agents on Splay cards)."""
    return sum(e["h"].count(seat) for e in s.splay)
