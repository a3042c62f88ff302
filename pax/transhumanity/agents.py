"""Agents and money (TRH-E): financial boxes, install, divest, patents and their sale value.

An Exoglobal robot has no financial boxes (TRH-K-5): its cubes sit on its board, kept in
``fin[seat][0]``; installing takes a cube from there and divesting returns it there.
"""

from __future__ import annotations

from .splay import regime_doubles, strip_counts
from .state import DISC, TrhState
from .tables import T

CAP, WEA, DEB = 0, 1, 2


def is_exo(s: TrhState, seat: int) -> bool:
    return s.solo is not None and seat > 0


def fin_total(s: TrhState, seat: int) -> int:
    f = s.fin[seat]
    return f[0] + f[1] + f[2]


def install(s: TrhState, seat: int) -> bool:
    """TRH-E-16: take the topmost financial agent (Capital, else Wealth, else Debt) into play."""
    f = s.fin[seat]
    for box in (CAP, WEA, DEB):
        if f[box]:
            f[box] -= 1
            return True
    return False


def divest(s: TrhState, seat: int, n: int = 1) -> None:
    """TRH-E-18: a divested agent returns to its owner's Wealth (an Exoglobal's: to its board)."""
    if is_exo(s, seat):
        s.fin[seat][0] += n
    else:
        s.fin[seat][WEA] += n


def move_money(s: TrhState, seat: int) -> bool:
    """TRH-E-4/5: move the topmost agent one box down for $1 (never out of Debt)."""
    f = s.fin[seat]
    if f[CAP]:
        f[CAP] -= 1
        f[WEA] += 1
        return True
    if f[WEA]:
        f[WEA] -= 1
        f[DEB] += 1
        return True
    return False


def has_ability(s: TrhState, seat: int, kind: str, col: int | None = None, disc: str | None = None) -> bool:
    """A syndicator perk (TRH-D-4 ruling): only while the card is in the Market;
    column-scoped perks work in the column the card currently occupies."""
    for c, column in enumerate(s.market):
        if col is not None and c != col:
            continue
        for slot in column:
            if slot is None or seat not in slot["s"]:
                continue
            for typ, arg in T.cards[slot["id"]].abilities:
                if typ == kind and (disc is None or arg == disc):
                    return True
    return False


def patent_value(s: TrhState, seat: int, d: str, counts: dict[str, int] | None = None,
                 premium: set[str] | None = None) -> int:
    """TRH-E-6/8/9: visible strips of the discipline, doubled for the dominant discipline or under
    Paradigm Shift; a ``patent_premium`` perk adds $1 (card beats rules, TRH-A-4).
    ``counts``/``premium``: precomputed ``strip_counts`` and ``premium_discs`` (same result)."""
    counts = counts if counts is not None else strip_counts(s)
    v = counts.get(d, 0) * (2 if regime_doubles(s.regime, d) else 1)
    if (d in premium) if premium is not None else has_ability(s, seat, "patent_premium", disc=d):
        v += 1
    return v


_PREMIUMS: dict[str, tuple[str, ...]] = {}


def card_premiums(card_id: str) -> tuple[str, ...]:
    """The disciplines whose patents a syndicator of ``card_id`` sells for more (``patent_premium``)."""
    out = _PREMIUMS.get(card_id)
    if out is None:
        out = _PREMIUMS[card_id] = tuple(arg for typ, arg in T.cards[card_id].abilities
                                         if typ == "patent_premium" and arg is not None)
    return out


def premium_discs(s: TrhState, seat: int) -> set[str]:
    """The disciplines whose patents ``seat``'s ``patent_premium`` perks raise (one Market scan)."""
    out: set[str] = set()
    for column in s.market:
        for slot in column:
            if slot is not None and seat in slot["s"]:
                out.update(card_premiums(slot["id"]))
    return out


def money_max(s: TrhState, seat: int, counts: dict[str, int] | None = None,
              premium: set[str] | None = None) -> int:
    """All the money a player could raise now: $2 per Capital agent, $1 per Wealth agent, and each
    sellable patent's value plus the $1 its agent yields from Wealth. ``counts``/``premium``:
    ``strip_counts(s)`` and ``premium_discs(s, seat)``, when already known (the same result)."""
    f = s.fin[seat]
    total = 2 * f[CAP] + f[WEA]
    pats = s.patents[seat]
    if not any(pats):
        return total
    if counts is None:
        counts = strip_counts(s)
    if premium is None:
        premium = premium_discs(s, seat)
    for i, d in enumerate(DISC):
        n = pats[i]
        if n:
            v = patent_value(s, seat, d, counts, premium)
            if v:
                total += n * (v + 1)
    return total


def sell_patent(s: TrhState, seat: int, d: str) -> int:
    """TRH-E-6/7: sell one patent; its agent goes to Wealth. Returns the money raised."""
    v = patent_value(s, seat, d)
    s.patents[seat][DISC.index(d)] -= 1
    s.fin[seat][WEA] += 1
    return v


def agents_of(s: TrhState, seat: int) -> int:
    """Every agent of ``seat`` wherever it is (conservation check, TRH-B-6)."""
    n = fin_total(s, seat) + s.supply[seat] + sum(s.patents[seat])
    n += sum(v.count(seat) for v in s.emp.values())
    n += sum(u[seat] for u in s.unemp)
    for column in s.market:
        for slot in column:
            if slot is not None:
                n += slot["s"].count(seat) + slot["h"].count(seat)
    for e in s.splay:
        n += e["h"].count(seat)
    return n
