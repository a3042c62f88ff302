"""Victory (REN-L): the four claimable victories, the Patron ending and its tie-breaks."""

from __future__ import annotations

from typing import Any

from pax.core import Result

from . import board
from .state import RenState
from .tables import BORDER_CARDS, CITY_MAP, COLOUR_RELIGION, COLOURS, RELIGION_COLOUR


def kingdoms(s: RenState, seat: int) -> int:
    """Empires King side up in the tableau, Vassals included (REN-L-20)."""
    return sum(1 for e, o in s.empire_owner.items() if o == seat and s.empire_side.get(e) == "kingdom")


def republics(s: RenState, seat: int) -> int:
    return sum(1 for e, o in s.empire_owner.items() if o == seat and s.empire_side.get(e) == "republic")


def supreme_religion(s: RenState) -> str | None:
    """The religion meeting REN-L-17 (bishops) and REN-L-18/19 (armed faithful in its Theocracies)."""
    bishops: dict[str, int] = {c: 0 for c in COLOURS}
    for col in s.bishops.values():
        bishops[col] += 1
    total_b = sum(bishops.values())
    if not any(2 * b > total_b for b in bishops.values()):
        return None  # no colour meets REN-L-17: the armed faithful need not be counted
    armed: dict[str, int] = {c: 0 for c in COLOURS}
    for city, toks in s.cities.items():
        side = s.map_side[CITY_MAP[city]]
        faith = RELIGION_COLOUR.get(side)
        if faith:
            armed[faith] += sum(1 for t in toks if t.endswith(":" + faith))  # REN-L-19: matching colour only
    for b, tok in s.borders.items():
        if tok.startswith("rook:"):
            col = board.colour_of(tok)
            # a Pirate between two X-Theocracies counts once (REN-L-18 ruling)
            if any(s.map_side[m] == COLOUR_RELIGION[col] for m in BORDER_CARDS[b]):
                armed[col] += 1
    total_a = sum(armed.values())
    for col in COLOURS:
        if bishops[col] > total_b - bishops[col] and armed[col] > total_a - armed[col]:
            return COLOUR_RELIGION[col]
    return None


def _leads(mine: int, others: list[int], by: int) -> bool:
    return all(mine >= o + by for o in others)


def meets(s: RenState, seat: int, victory: str) -> bool:
    """Whether ``seat`` meets a Victory card's conditions now (REN-L-16..25)."""
    others = [p for p in range(s.setup.players) if p != seat]
    if victory == "holy":
        rel = supreme_religion(s)
        if rel is None:
            return False
        return _leads(board.prestige(s, seat)[rel], [board.prestige(s, o)[rel] for o in others], 1)
    if victory == "imperial":
        by = 3 if s.setup.players == 2 else 2  # REN-L-21
        return _leads(kingdoms(s, seat), [kingdoms(s, o) for o in others], by)
    if victory == "globalization":
        return _leads(board.concessions(s, seat), [board.concessions(s, o) for o in others], 2) and _leads(
            board.prestige(s, seat)["discovery"], [board.prestige(s, o)["discovery"] for o in others], 1)
    if victory == "renaissance":
        return _leads(republics(s, seat), [republics(s, o) for o in others], 1) and _leads(
            board.prestige(s, seat)["law"], [board.prestige(s, o)["law"] for o in others], 2)
    return False


def claimable(s: RenState, seat: int) -> list[str]:
    """Active victories ``seat`` may declare now (REN-D-14), in activation order."""
    return [v for v in s.victories if meets(s, seat, v)]


def standings(s: RenState) -> list[dict[str, Any]]:
    rows = []
    for seat in range(s.setup.players):
        p = board.prestige(s, seat)
        rows.append({"seat": seat, "name": s.setup.names[seat], "patron": p["patron"], "florins": s.florins[seat]})
    return rows


def declare(s: RenState, seat: int, victory: str) -> None:
    """REN-D-14 ruling: the declaring player is the sole winner; the game ends at once."""
    st = sorted(standings(s), key=lambda r: (r["seat"] != seat, r["seat"]))
    s.outcome = Result(winners=(seat,), victory=victory, standings=tuple(st))


def patron_end(s: RenState) -> None:
    """REN-L-10..12: most Patron prestige wins; ties broken by florins; still tied = shared."""
    st = standings(s)
    st.sort(key=lambda r: (-r["patron"], -r["florins"], r["seat"]))
    best = (st[0]["patron"], st[0]["florins"])
    winners = [r["seat"] for r in st if (r["patron"], r["florins"]) == best]
    s.outcome = Result(winners=tuple(winners), victory="patron", standings=tuple(st))
