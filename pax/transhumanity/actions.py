"""The seven actions (TRH-F) and paying for them (TRH-E).

Every action is validated by being enumerated here: ``main_actions`` lists exactly the affordable,
legal ones. Paying is a frame of its own (``pay``) in which the player raises the money step by
step (TRH-E-4..9); the action's effect is a continuation frame underneath it (money before labor,
TRH-E-2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pax.core import Action

from .agents import (divest, fin_total, has_ability, install, is_exo, money_max, move_money, patent_value,
                     sell_patent)
from . import flow
from .board import (iter_hire_spots, labor_subsidized, place_employee, remove_employee, uncovered_barriers, work,
                    workers)
from .flow import A, auto, choice, push, valid, Frame
from .market import (cards_in_market, occupied, compact_and_refill, divest_slot, empty_slots, lowest_row, new_slot, own_slot,
                     white_open, black_open)
from .splay import feasible_by_strips, five_in_a_row, recompute_regime, strip_counts
from .state import DISC, TrhState
from .tables import T

HIRE_PRICE = T.parts.hire_fee


# -- money -----------------------------------------------------------------
def _pay(s: TrhState, seat: int, amount: int, need: int = 0) -> None:
    """Raise ``amount``: a ``pay`` frame when selling patents is an option, else agents move down.

    ``need``: financial agents the action installs once paid (TRH-E-16). A sold patent's agent goes
    to Wealth (TRH-E-7) and can be installed, so a player short of financial agents pays by selling
    patents until enough are back (see ``pay_choices``)."""
    if amount <= 0:
        return
    f = {"k": "pay", "seat": seat, "amt": amount, "need": need}
    if pay_choices(s, f) == [A("money")]:
        _agents_pay(s, seat, f)
    else:
        s.frames.append(f)


def _agents_pay(s: TrhState, seat: int, f: Frame) -> None:
    """TRH-E-4/5: move the topmost financial agent down, $1 each, until paid."""
    while f["amt"] > 0 and move_money(s, seat):
        f["amt"] -= 1


@choice("pay")
def pay_choices(s: TrhState, f: Frame) -> list[Action]:
    """Sell a patent (TRH-E-6), or raise the rest by moving financial agents (TRH-E-4) when they
    suffice and the player keeps enough financial agents for the installation that follows.

    Ruling (TRH-E-7, TRH-E-16, TRH-F-9): moving money never changes how many financial
    agents a player has, selling a patent adds one (to Wealth). While the action still lacks agents
    to install, the only choices are patent sales - even once the price is covered (the surplus is
    lost, TRH-E-3). Patents are sold only while paying a positive price."""
    seat = f["seat"]
    fin = s.fin[seat]
    short = fin[0] + fin[1] + fin[2] < f.get("need", 0)
    out = [A("money")] if not short and 2 * fin[0] + fin[1] >= f["amt"] else []
    for i, d in enumerate(DISC):
        if s.patents[seat][i] and patent_value(s, seat, d):
            out.append(A("sell", d))
    return out


@pay_choices.step
def pay_step(s: TrhState, f: Frame, a: Action) -> None:
    seat = f["seat"]
    if a.kind == "money":
        _agents_pay(s, seat, f)
    else:
        f["amt"] -= sell_patent(s, seat, str(a.args[0]))
    if f["amt"] <= 0 and fin_total(s, seat) >= f.get("need", 0):  # TRH-E-3: any surplus is lost
        s.frames.pop()


# -- helpers ------------------------------------------------------------------
def opponents(s: TrhState, seat: int) -> list[int]:
    return [o for o in range(len(s.colours)) if o != seat]


def action_subsidized(s: TrhState, col: int, act: str) -> bool:
    """TRH-F-23/43: the Regime's ``subsidize`` effect covers the action in that column (Assembly:
    commercialization everywhere; Globalization: research and commercialization in the
    Developing World)."""
    return any(what == act and (where is None or where == col) for what, where in T.regimes[s.regime].subsidized)


def regime_free(s: TrhState, act: str) -> bool:
    """TRH-F-7/33/37: the Regime's ``free_action`` effect makes the action cost no money."""
    return act in T.regimes[s.regime].free


def labor_price(s: TrhState, seat: int, col: int, spot: str, act: str) -> int:
    """TRH-F-20/21, TRH-F-41/42: uncovered barriers, doubled unless the labor or the action is
    subsidized (doubled only when neither is: Ruling TRH-F-21)."""
    base = uncovered_barriers(s, col)
    sub = (labor_subsidized(s, spot) or action_subsidized(s, col, act)
           or has_ability(s, seat, "subsidized_work", col=col))
    return base if sub else 2 * base


def syndicate_price(s: TrhState, seat: int, row: int, slot: dict[str, Any]) -> int:
    """TRH-F-4/7/8: the row number, doubled if an opponent syndicated it; free under Paradigm Shift."""
    if regime_free(s, "syndicate"):
        return 0
    return row * (2 if any(o != seat for o in slot["s"]) else 1)


def hire_price(s: TrhState, seat: int, col: int) -> int:
    """TRH-F-31/33: $3, free under Group Dynamics or with a ``free_hire`` perk in that column."""
    if regime_free(s, "hire") or has_ability(s, seat, "free_hire", col=col):
        return 0
    return HIRE_PRICE


def research_money(s: TrhState, seat: int, col: int, spot: str) -> int:
    """TRH-F-37: Computing (or a ``free_research`` perk) makes research cost no money."""
    if regime_free(s, "research") or has_ability(s, seat, "free_research", col=col):
        return 0
    return labor_price(s, seat, col, spot, "research")


def feasible_routes(s: TrhState, seat: int, card_id: str) -> list[int]:
    """TRH-F-16..19: 0 adjacent strips, 1 divest two matching patents, 2 the Think Tank top card."""
    c = T.cards[card_id]
    out = []
    if feasible_by_strips(s, seat, (c.left, c.right), opponents(s, seat)):
        out.append(0)
    p = s.patents[seat]
    li, ri = DISC.index(c.left), DISC.index(c.right)
    if (p[li] >= 2) if li == ri else (p[li] and p[ri]):
        out.append(1)
    tank = s.tanks[seat]
    if tank and T.cards[tank[-1]].pair == c.pair and sorted((T.cards[tank[-1]].left, T.cards[tank[-1]].right)) == sorted((c.left, c.right)):
        out.append(2)
    return out


def _route_money_delta(s: TrhState, seat: int, card_id: str) -> int:
    """Money change when the two feasibility patents are divested (each agent goes to Wealth)."""
    c = T.cards[card_id]
    delta = 0
    for d in (c.left, c.right):
        v = patent_value(s, seat, d)
        delta += -v if v else 1
    return delta


def sellable_patents(s: TrhState, seat: int) -> int:
    """How many of ``seat``'s patents could be sold now (value above $0): each frees an agent."""
    counts = None
    n = 0
    for i, d in enumerate(DISC):
        k = s.patents[seat][i]
        if k:
            if counts is None:
                counts = strip_counts(s)
            if patent_value(s, seat, d, counts):
                n += k
    return n


def installable(s: TrhState, seat: int, price: int, ft: int, need: int) -> bool:
    """TRH-E-16 with TRH-E-7: ``need`` agents can be installed after paying ``price`` - from the
    financial agents, or from agents of patents sold while paying (only a positive price is paid)."""
    return ft >= need or (price > 0 and ft + sellable_patents(s, seat) >= need)


# Heat-square indices of each card's white squares (``white_open`` without building a list).
WHITES = T.whites


# -- the action list -----------------------------------------------------------
# Each ``_k_args`` lists the argument tuples of the legal ``k`` actions of ``seat`` (plain tuples:
# building Action objects only for the kind actually picked keeps the turn menu cheap).
# ``stop``: return after the first (an existence test). ``only``: the arguments of one action; the
# list is then restricted to candidates sharing its leading arguments (a cheaper membership test,
# exact because each candidate's legality does not depend on the others).
def _syndicate_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    ft = fin_total(s, seat)
    if not ft and not any(s.patents[seat]):
        return []
    fin = s.fin[seat]
    cheap = 2 * fin[0] + fin[1]  # money from financial agents alone; patents only if needed
    mm = None
    out = []
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


def _commercialize_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    out = []
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
                        ok = price <= mm + (_route_money_delta(s, seat, slot["id"]) if route == 1 else 0)
                    if ok:
                        out.append((c, r, route, spot))
                        if stop:
                            return out
    return out


def _hire_args(s: TrhState, seat: int, stop: bool = False, own: bool = False,
               only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
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
    out = []
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


def _research_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    out = []
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


def _placate_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    out = []
    for c, col in enumerate(s.market):
        for r, slot in enumerate(col):
            if slot is not None and seat in slot["h"]:
                out += [(c, r, i) for i, h in enumerate(slot["h"]) if h == seat]
                if stop:
                    return out
    return out


def _import_args(s: TrhState, seat: int, stop: bool = False, only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    """TRH-F-50: an idea carrying no other player's agent, when an empty slot exists."""
    if not any(None in col for col in s.market):
        return []
    out = []
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


def _own_hire_args(s: TrhState, seat: int, stop: bool = False,
                   only: tuple[Any, ...] | None = None) -> list[tuple[Any, ...]]:
    return [] if is_exo(s, seat) else _hire_args(s, seat, stop, True, only)


#: kind -> fn(s, seat, stop=False, only=None): the argument tuples of its legal actions (see above)
KIND_ARGS: dict[str, Callable[..., list[tuple[Any, ...]]]] = {
    "syndicate": _syndicate_args, "commercialize": _commercialize_args, "hire": _hire_args,
    "research": _research_args, "placate": _placate_args, "import": _import_args,
    "own_hire": _own_hire_args,
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


def start_action(s: TrhState, a: Action) -> None:
    """Begin a main action or an own-company hire chosen from ``turn_actions``."""
    seat = s.turn
    k = a.kind
    if k == "end":  # TRH-D-2 ruling: a player may pass the rest of the turn
        flow.turn_module().end_turn(s)
        return
    if k != "own_hire":
        s.actions_left -= 1
    if k == "fundraise":
        push(s, "fund", seat=seat)
    elif k == "syndicate":
        c, r = a.args
        push(s, "synd", seat=seat, col=c, row=r)
        slot = s.market[c][r]
        _pay(s, seat, syndicate_price(s, seat, r, slot), 1 + len(white_open(slot["id"], slot)))
    elif k == "commercialize":
        c, r, route, spot = a.args
        price = labor_price(s, seat, c, spot, "commercialize")
        if route == 1:  # TRH-F-18: divest the two matching patents first
            card = T.cards[occupied(s, c, r)["id"]]
            for d in (card.left, card.right):
                s.patents[seat][DISC.index(d)] -= 1
                divest(s, seat)
        push(s, "comm", seat=seat, col=c, row=r, route=route, spot=spot)
        _pay(s, seat, price)
    elif k in ("hire", "own_hire"):
        spot, src = a.args
        push(s, "hire", seat=seat, spot=spot, src=src)
        _pay(s, seat, hire_price(s, seat, T.spots[spot].sphere), 1 if src == "f" else 0)
    elif k == "research":
        c, spot = a.args
        push(s, "res", seat=seat, col=c, spot=spot)
        _pay(s, seat, research_money(s, seat, c, spot))
    elif k == "placate":  # TRH-F-49
        c, r, i = a.args
        own_slot(s, c, r)["h"][i] = None
        divest(s, seat)
    elif k == "import":  # TRH-F-50: the destination is the next decision
        c, r = a.args
        push(s, "import_to", seat=seat, col=c, row=r)


@choice("import_to")
def import_choices(s: TrhState, f: Frame) -> list[Action]:
    return [A("to", c2, r2) for c2, r2 in empty_slots(s)]


@import_choices.step
def import_step(s: TrhState, f: Frame, a: Action) -> None:
    s.frames.pop()
    c, r, (c2, r2) = f["col"], f["row"], a.args
    s.market[c2][r2], s.market[c][r] = s.market[c][r], None


# -- Fundraise (TRH-F-1..3) ------------------------------------------------------
@choice("fund")
def fund_choices(s: TrhState, f: Frame) -> list[Action]:
    seat = f["seat"]
    out = []
    for c, r, slot in cards_in_market(s):
        if seat in slot["s"]:
            out.append(A("divest", "s", c, r))
    for spot in sorted(s.emp):
        if seat in s.emp[spot]:
            out.append(A("divest", "e", spot))
    for i, u in enumerate(s.unemp):
        if u[seat]:
            out.append(A("divest", "u", i))
    for i, d in enumerate(DISC):
        if s.patents[seat][i]:
            out.append(A("divest", "p", d))
    out.append(A("done"))
    return out


@valid("fund")
def fund_valid(s: TrhState, f: Frame, a: Action) -> bool:
    """``a in fund_choices(s, f)``, checked directly."""
    if a.kind == "done":
        return not a.args
    if a.kind != "divest" or not a.args:
        return False
    seat, args = f["seat"], a.args
    what = args[0]
    if what == "s" and len(args) == 3 and _is_int(args[1]) and _is_int(args[2]) \
            and 0 <= args[1] < 4 and 0 <= args[2] < 6:
        slot = s.market[args[1]][args[2]]
        return slot is not None and seat in slot["s"]
    if what == "e" and len(args) == 2 and isinstance(args[1], str):
        return seat in s.emp.get(args[1], ())
    if what == "u" and len(args) == 2 and _is_int(args[1]) and 0 <= args[1] < 4:
        return bool(s.unemp[args[1]][seat] > 0)
    if what == "p" and len(args) == 2 and args[1] in DISC:
        return s.patents[seat][DISC.index(args[1])] > 0
    return False


def _is_int(x: object) -> bool:
    return isinstance(x, int)


@fund_choices.step
def fund_step(s: TrhState, f: Frame, a: Action) -> None:
    seat = f["seat"]
    if a.kind == "divest":
        kind = a.args[0]
        if kind == "s":
            own_slot(s, a.args[1], a.args[2])["s"].remove(seat)
        elif kind == "e":
            remove_employee(s, seat, str(a.args[1]))
        elif kind == "u":
            s.unemp[int(a.args[1])][seat] -= 1
        else:
            s.patents[seat][DISC.index(str(a.args[1]))] -= 1
        divest(s, seat)
        return
    s.frames.pop()
    fin = s.fin[seat]
    n = min(fin[0], fin[2])  # TRH-F-2: Capital pays off Debt, one for one, into Wealth
    fin[0] -= n
    fin[2] -= n
    fin[1] += 2 * n
    fin[0] += fin[1]  # TRH-F-3: Wealth becomes Capital
    fin[1] = 0


# -- Syndicate (TRH-F-4..13) -------------------------------------------------------
def syndicate_here(s: TrhState, seat: int, c: int, r: int) -> None:
    """Install the Syndication and Heat on every uncovered white square (TRH-F-5, TRH-F-9)."""
    slot = own_slot(s, c, r)
    whites = white_open(slot["id"], slot)
    if is_exo(s, seat):
        s.fin[seat][0] -= 1 + len(whites)
    else:
        for _ in range(1 + len(whites)):
            install(s, seat)
    slot["s"].append(seat)
    for i in whites:
        slot["h"][i] = seat


def surge_colours(s: TrhState, card_id: str) -> list[str]:
    """TRH-F-11, TRH-H-2: the card's arrows; under Transbiology (``surge_both_disciplines``) one in
    each discipline."""
    c = T.cards[card_id]
    if T.regimes[s.regime].surge_both:
        # Ruling (TRH-H-2 "Surge Arrows in both of its disciplines"): one arrow per
        # discipline *colour*, so a [B|B] idea gets a single blue arrow. An arrow is identified by
        # its colour (TRH-F-11 "matches the arrow's colour"), the seed ("mindkét tudományágában")
        # names disciplines rather than a count of arrows, and no printed card in our set carries
        # two arrows of one colour. Kept as implemented; the spec may confirm or reverse it.
        return sorted({c.left, c.right})
    return list(c.surge)


def chain_targets(s: TrhState, seat: int, c: int, r: int, colour: str) -> list[int]:
    """Higher ideas in the same column showing the arrow's colour that ``seat`` can syndicate
    (TRH-F-11/12, TRH-F-6)."""
    out = []
    avail = s.fin[seat][0] if is_exo(s, seat) else fin_total(s, seat)
    for r2 in range(r + 1, 6):
        slot = s.market[c][r2]
        if slot is None or seat in slot["s"] or colour not in T.cards[slot["id"]].pair:
            continue
        if avail >= 1 + len(white_open(slot["id"], slot)):
            out.append(r2)
    return out


@auto("synd")
def _synd(s: TrhState, f: Frame) -> None:
    seat, c, r = f["seat"], f["col"], f["row"]
    syndicate_here(s, seat, c, r)
    slot = s.market[c][r]
    assert slot is not None  # an occupied slot (the frame or the list chose it)
    arrows = surge_colours(s, slot["id"])
    if arrows:
        push(s, "surge", seat=seat, col=c, row=r, arrows=arrows)
    if black_open(slot["id"], slot) and fin_total(s, seat):
        push(s, "black", seat=seat, col=c, row=r)


@choice("black")
def black_choices(s: TrhState, f: Frame) -> list[Action]:
    """TRH-F-10: optional Heat on uncovered black squares."""
    slot = s.market[f["col"]][f["row"]]
    assert slot is not None  # an occupied slot (the frame or the list chose it)
    out = []
    if fin_total(s, f["seat"]):
        out = [A("cover", i) for i in black_open(slot["id"], slot)]
    return out + [A("done")]


@black_choices.step
def black_step(s: TrhState, f: Frame, a: Action) -> None:
    if a.kind == "done":
        s.frames.pop()
        return
    seat = f["seat"]
    install(s, seat)
    slot = own_slot(s, f["col"], f["row"])
    slot["h"][int(a.args[0])] = seat
    if not black_open(slot["id"], slot) or not fin_total(s, seat):
        s.frames.pop()


@auto("surge")
def _surge(s: TrhState, f: Frame) -> None:
    while f["arrows"]:
        if chain_targets(s, f["seat"], f["col"], f["row"], f["arrows"][0]):
            f["k"] = "surge_pick"
            s.frames.append(f)
            return
        f["arrows"].pop(0)


@choice("surge_pick")
def surge_choices(s: TrhState, f: Frame) -> list[Action]:
    rows = chain_targets(s, f["seat"], f["col"], f["row"], f["arrows"][0])
    return [A("chain", r2) for r2 in rows] + [A("skip")]


@surge_choices.step
def surge_step(s: TrhState, f: Frame, a: Action) -> None:
    f["arrows"].pop(0)
    f["k"] = "surge"
    if a.kind == "chain":  # TRH-F-11/13: free, and it may trigger its own arrows
        push(s, "synd", seat=f["seat"], col=f["col"], row=int(a.args[0]))


# -- Commercialize (TRH-F-14..30) ----------------------------------------------------
@auto("comm")
def _comm(s: TrhState, f: Frame) -> None:
    seat, c, r = f["seat"], f["col"], f["row"]
    util = not T.spots[f["spot"]].barrier
    work(s, seat, f["spot"])
    card = T.cards[occupied(s, c, r)["id"]]
    push(s, "comm_end", seat=seat, col=c, row=r, route=f["route"], util=util, d=0)
    push(s, "imp", seat=seat, card=card.id, col=c, row=r, g=0, d=0, alt=None)
    if card.left != card.right:
        push(s, "orient", seat=seat, card=card.id)


@choice("orient")
def orient_choices(s: TrhState, f: Frame) -> list[Action]:
    """TRH-F-24/26: the band to face down is chosen before the effects resolve."""
    return [A("orient", 0), A("orient", 1)]


@orient_choices.step
def orient_step(s: TrhState, f: Frame, a: Action) -> None:
    s.frames.pop()
    d = int(a.args[0])
    s.frames[-1]["d"] = d   # the "imp" frame
    s.frames[-2]["d"] = d   # the "comm_end" frame


@auto("comm_end")
def _comm_end(s: TrhState, f: Frame) -> None:
    from .scoring import finish
    seat, c, r, d = f["seat"], f["col"], f["row"], f["d"]
    slot = s.market[c][r]
    assert slot is not None  # an occupied slot (the frame or the list chose it)
    card = T.cards[slot["id"]]
    band = card.band(d)
    # TRH-F-26/27: into the Splay; its Heat agents become Future Shock agents.
    s.splay.append({"id": card.id, "d": d, "h": slot["h"][:]})  # the slot may be shared (own_slot)
    for o in slot["s"]:
        if f["util"]:
            divest(s, o)  # TRH-F-29
        else:
            s.patents[o][DISC.index(band)] += 1  # TRH-F-28
    s.market[c][r] = new_slot(s.tanks[seat].pop()) if f["route"] == 2 else None  # TRH-F-19
    after_splay_change(s)
    if s.phase != "over" and s.ending:
        finish(s, s.ending)


def after_splay_change(s: TrhState) -> None:
    """TRH-F-30, TRH-G-12: recompute the Regime, then test five in a row (Singular end)."""
    from .scoring import finish
    recompute_regime(s)
    if five_in_a_row(s):
        finish(s, "singular")


# -- Hire (TRH-F-31..36) -----------------------------------------------------------
@auto("hire")
def _hire(s: TrhState, f: Frame) -> None:
    seat, spot = f["seat"], f["spot"]
    if f["src"] == "f":
        install(s, seat)
    else:
        s.unemp[T.spots[spot].sphere][seat] -= 1
    place_employee(s, seat, spot)


# -- Research (TRH-F-37..48) ---------------------------------------------------------
@auto("res")
def _res(s: TrhState, f: Frame) -> None:
    from .scoring import finish
    seat, c = f["seat"], f["col"]
    util = not T.spots[f["spot"]].barrier
    work(s, seat, f["spot"])
    r = lowest_row(s, c)
    if r is None:  # TRH-F-38: an empty column has no bottom card; it is only refilled (TRH-F-40)
        compact_and_refill(s, c)
        return
    slot = s.market[c][r]
    assert slot is not None  # an occupied slot (the frame or the list chose it)
    s.market[c][r] = None
    card = T.cards[slot["id"]]
    others = any(o != seat for o in slot["s"])
    divest_slot(s, slot)  # TRH-F-45
    compact_and_refill(s, c)  # TRH-F-39/40
    if card.kind == "plurality":  # TRH-I-4
        s.discard.append(card.id)
        finish(s, "plurality")
        return
    opts = []
    if not others:
        opts.append(A("tank"))  # TRH-F-46
    if not util:  # TRH-F-47
        ft = fin_total(s, seat)
        if ft:
            opts.append(A("patents", 1))
            if card.right != card.left:
                opts.append(A("patents", 2))
            if ft >= 2:
                opts.append(A("patents", 3))
    if not opts:
        s.discard.append(card.id)  # TRH-F-48
        return
    opts.append(A("discard"))
    s.held.append(card.id)
    push(s, "take", seat=seat, card=card.id, opts=[[a.kind, *a.args] for a in opts])


@choice("take")
def take_choices(s: TrhState, f: Frame) -> list[Action]:
    return [A(o[0], *o[1:]) for o in f["opts"]]


@take_choices.step
def take_step(s: TrhState, f: Frame, a: Action) -> None:
    s.frames.pop()
    seat, card = f["seat"], T.cards[f["card"]]
    s.held.remove(card.id)
    if a.kind == "tank":
        s.tanks[seat].append(card.id)
        return
    if a.kind == "patents":
        mask = int(a.args[0])
        for bit, d in ((1, card.left), (2, card.right)):
            if mask & bit and install(s, seat):
                s.patents[seat][DISC.index(d)] += 1
    s.discard.append(card.id)
