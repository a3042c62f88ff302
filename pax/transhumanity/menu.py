"""The concrete choices of each action kind (TRH-D-2, TRH-F): every legal, affordable
``syndicate(col, row)``, ``commercialize(col, row, route, spot)`` … of a seat.

An action is validated by being enumerated here. ``KIND_ARGS[kind](s, seat, stop, only)`` lists
argument tuples; the turn menu (``turn.py``) asks each kind whether it has any."""

from __future__ import annotations

from typing import Protocol

from pax.core import Action
from pax.core.action import Arg

from .agents import fin_total, is_exo, money_max
from .board import iter_hire_spots, workers
from .commercialize import feasible_routes, route_money_delta
from .flow import A
from .market import lowest_row
from .payment import installable, sellable_patents
from .prices import HIRE_PRICE, hire_price, labor_price, regime_free, research_money
from .state import TrhState
from .tables import T

# Heat-square indices of each card's white squares (``white_open`` without building a list).
WHITES = T.whites

# Each ``k_args`` lists the argument tuples of the legal ``k`` actions of ``seat`` (plain tuples:
# building Action objects only for the kind actually picked keeps the turn menu cheap).
# ``stop``: return after the first (an existence test). ``only``: the arguments of one action; the
# list is then restricted to candidates sharing its leading arguments (a cheaper membership test,
# exact because each candidate's legality does not depend on the others).
def syndicate_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    ft = fin_total(s, seat)
    if not ft and not any(s.patents[seat]):
        return []
    fin = s.fin[seat]
    cheap = 2 * fin[0] + fin[1]  # money from financial agents alone; patents only if needed
    mm = None
    out: list[tuple[Arg, ...]] = []
    ps = regime_free(s, "syndicate")
    # Inline scan in ``cards_in_market`` order (columns left to right, rows upward): this runs for
    # every turn menu, where a generator per call costs more than the checks themselves.
    for c, column in enumerate(s.market):
        for r, slot in enumerate(column):
            if slot is None or (only is not None and only != (c, r)):
                continue
            others = slot["s"]
            if seat in others:
                continue
            # = syndicate_price: the row, doubled when anybody (necessarily an opponent) syndicated it
            price = 0 if ps else (2 * r if others else r)
            if price > cheap:
                if mm is None:
                    mm = money_max(s, seat)
                if price > mm:
                    continue
            # = 1 + len(white_open(...)): TRH-F-5, TRH-F-9
            h = slot["h"]
            need = 1
            for i in WHITES[slot["id"]]:
                if h[i] is None:
                    need += 1
            if ft < need and not installable(s, seat, price, ft, need):
                continue
            out.append((c, r))
            if stop:
                return out
    return out


def commercialize_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    out: list[tuple[Arg, ...]] = []
    mm = None
    fin = s.fin[seat]
    cheap = 2 * fin[0] + fin[1]  # money from financial agents alone (money_max only if needed)
    # Scan in ``cards_in_market`` order; a column's makers are looked up once, at its first own
    # Syndication (a column without makers offers nothing: the rest of it is skipped).
    for c, column in enumerate(s.market):
        spots = None
        for r, slot in enumerate(column):
            if slot is None or seat not in slot["s"] or (only is not None and only[:2] != (c, r)):
                continue
            if spots is None:
                spots = workers(s, seat, c, "M")
            if not spots:
                break
            routes = feasible_routes(s, seat, slot["id"])
            if not routes:
                continue
            for spot in spots:
                price = labor_price(s, seat, c, spot, "commercialize")
                for route in routes:
                    if route != 1 and price <= cheap:
                        ok = True
                    else:
                        if mm is None:
                            mm = money_max(s, seat)
                        ok = price <= mm + (route_money_delta(s, seat, slot["id"]) if route == 1 else 0)
                    if ok:
                        out.append((c, r, route, spot))
                        if stop:
                            return out
    return out


def hire_args(s: TrhState, seat: int, stop: bool = False, own: bool = False,
               only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    if own:
        emp = s.emp
        for sp, o in s.company.items():
            if o == seat and not emp.get(sp):
                break
        else:
            return []  # no own company with a free box
    ft = fin_total(s, seat)
    if not ft and not any(u[seat] for u in s.unemp) and not any(s.patents[seat]):
        return []
    fin = s.fin[seat]
    prices: tuple[int, ...]
    if regime_free(s, "hire") or 2 * fin[0] + fin[1] >= HIRE_PRICE:
        mm, prices = 0, (0, 0, 0, 0)  # every hire is affordable: skip money_max and the perk scan
    else:
        mm = money_max(s, seat)
        prices = (0, 0, 0, 0) if mm >= HIRE_PRICE else tuple(hire_price(s, seat, sphere) for sphere in range(4))
        if min(prices) > mm:
            return []  # no Hire is affordable anywhere
    out: list[tuple[Arg, ...]] = []
    sold = None  # TRH-E-7: without financial agents, a patent sold while paying frees one
    for spot, is_own in iter_hire_spots(s, seat):
        if is_own != own or (only is not None and spot != only[0]):
            continue
        sphere = T.spots[spot].sphere
        if prices[sphere] > mm:
            continue
        if not ft and sold is None:
            sold = sellable_patents(s, seat)
        if ft or (sold and hire_price(s, seat, sphere) > 0):
            out.append((spot, "f"))
        if s.unemp[sphere][seat]:
            out.append((spot, "u"))
        if stop and out:
            break
    return out


def research_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    out: list[tuple[Arg, ...]] = []
    mm = None
    fin = s.fin[seat]
    cheap = 2 * fin[0] + fin[1]  # money from financial agents alone (money_max only if needed)
    for c in range(4) if only is None else [c for c in range(4) if c == only[0]]:
        spots = workers(s, seat, c, "T")
        if not spots:
            continue
        r = lowest_row(s, c)
        # TRH-F-38/40: an empty column may be researched too ("the bottom card, if any"): nothing
        # is removed and the column is refilled from the Draw Deck.
        if r is not None:
            slot = s.market[c][r]
            assert slot is not None  # an occupied slot (the frame or the list chose it)
            if T.cards[slot["id"]].kind == "tipping_point" and seat not in slot["s"]:
                continue  # TRH-F-44
        for spot in spots:
            price = research_money(s, seat, c, spot)
            if price > cheap and mm is None:
                mm = money_max(s, seat)
            if price <= cheap or (mm is not None and price <= mm):
                out.append((c, spot))
                if stop:
                    return out
    return out


def placate_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    out: list[tuple[Arg, ...]] = []
    for c, col in enumerate(s.market):
        for r, slot in enumerate(col):
            if slot is not None and seat in slot["h"]:
                out += [(c, r, i) for i, h in enumerate(slot["h"]) if h == seat]
                if stop:
                    return out
    return out


def import_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    """TRH-F-50: an idea carrying no other player's agent, when an empty slot exists."""
    if not any(None in col for col in s.market):
        return []
    out: list[tuple[Arg, ...]] = []
    empty = False
    for c, col in enumerate(s.market):
        for r, slot in enumerate(col):
            if slot is None:
                empty = True
                continue
            ok = True
            for o in slot["s"]:
                if o != seat:
                    ok = False
                    break
            if ok:
                for h in slot["h"]:
                    if h is not None and h != seat:
                        ok = False
                        break
            if ok:
                out.append((c, r))
                if stop:  # an empty slot exists (checked above), so this import is legal
                    return out
    return out if empty else []


def _ownhire_args(s: TrhState, seat: int, stop: bool = False,
                   only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]:
    return [] if is_exo(s, seat) else hire_args(s, seat, stop, True, only)


class KindArgs(Protocol):
    """One kind's legal argument tuples for ``seat``: all of them, or (``stop``) at most the first
    (whether there is any), or (``only``) those equal to the given tuple (whether it is legal)."""

    def __call__(self, s: TrhState, seat: int, stop: bool = False, *,
                 only: tuple[Arg, ...] | None = None) -> list[tuple[Arg, ...]]: ...


#: kind -> fn(s, seat, stop=False, only=None): the argument tuples of its legal actions (see above)
KIND_ARGS: dict[str, KindArgs] = {
    "syndicate": syndicate_args, "commercialize": commercialize_args, "hire": hire_args,
    "research": research_args, "placate": placate_args, "import": import_args,
    "own_hire": _ownhire_args,
}


def kind_actions(s: TrhState, seat: int, kind: str) -> list[Action]:
    """The concrete legal actions of one kind."""
    return [A(kind, *args) for args in KIND_ARGS[kind](s, seat)]


def main_actions(s: TrhState, seat: int) -> list[Action]:
    """Every concrete main action (fundraise first, then by kind)."""
    out = [A("fundraise")]
    for kind in ("syndicate", "commercialize", "hire", "research", "placate", "import"):
        out += kind_actions(s, seat, kind)
    return out


def own_hires(s: TrhState, seat: int) -> list[Action]:
    """TRH-D-11, TRH-F-36: hiring into one's own company needs no action but costs $3."""
    return kind_actions(s, seat, "own_hire")
