"""Commercialize (TRH-F-14..30): a feasibility route, labor by a maker, the card's impacts, then
the card goes into the Splay (patents, Regime, five in a row, endings).

``commercialize(col, row, route, labor_spot)`` -> ``pay`` -> ``comm`` (labor) -> ``orient`` ->
``imp`` (effects, card still in its slot, ``impacts.py``) -> ``comm_end``."""

from __future__ import annotations


from pax.core import Action
from pax.core.action import Arg

from .agents import divest, patent_value
from .board import work
from .flow import A, Auto, Choice, Frame, frame, push, replace
from .market import new_slot, occupied
from .payment import pay
from .prices import labor_price, opponents
from .scoring import finish
from .splay import feasible_by_strips, five_in_a_row, recompute_regime
from .state import DISC, TrhState
from .tables import T


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """TRH-F-18: the patents route divests its two patents first; then pay for the labor."""
    c, r, route, spot = int(args[0]), int(args[1]), int(args[2]), str(args[3])
    price = labor_price(s, seat, c, spot, "commercialize")
    if route == 1:
        card = T.cards[occupied(s, c, r)["id"]]
        for d in (card.left, card.right):
            s.patents[seat][DISC.index(d)] -= 1
            divest(s, seat)
    push(s, "comm", seat=seat, col=c, row=r, route=route, spot=spot)
    pay(s, seat, price)


def any_route(s: TrhState, seat: int, card_id: str, bands: list[str]) -> bool:
    """Whether :func:`feasible_routes` has any route, the cheap ones first; ``bands`` is
    ``strips(s)`` (a computer player asks this of many cards on one position)."""
    c = T.cards[card_id]
    p = s.patents[seat]
    li, ri = DISC.index(c.left), DISC.index(c.right)
    if (p[li] >= 2) if li == ri else (p[li] and p[ri]):
        return True
    tank = s.tanks[seat]
    if tank and T.cards[tank[-1]].pair == c.pair and sorted((T.cards[tank[-1]].left, T.cards[tank[-1]].right)) == sorted((c.left, c.right)):
        return True
    return feasible_by_strips(s, seat, (c.left, c.right), opponents(s, seat), bands)


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


def route_money_delta(s: TrhState, seat: int, card_id: str) -> int:
    """Money change when the two feasibility patents are divested (each agent goes to Wealth)."""
    c = T.cards[card_id]
    delta = 0
    for d in (c.left, c.right):
        v = patent_value(s, seat, d)
        delta += -v if v else 1
    return delta


@frame("comm")
class CommFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        seat, c, r = f["seat"], f["col"], f["row"]
        util = not T.spots[f["spot"]].barrier
        work(s, seat, f["spot"])
        card = T.cards[occupied(s, c, r)["id"]]
        push(s, "comm_end", seat=seat, col=c, row=r, route=f["route"], util=util, d=0)
        push(s, "imp", seat=seat, card=card.id, col=c, row=r, g=0, d=0, alt=None)
        if card.left != card.right:
            push(s, "orient", seat=seat, card=card.id)


@frame("orient")
class OrientFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        """TRH-F-24/26: the band to face down is chosen before the effects resolve."""
        return [A("orient", 0), A("orient", 1)]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        d = int(a.args[0])
        replace(s, 1, d=d)   # the "imp" frame
        replace(s, 2, d=d)   # the "comm_end" frame


@frame("comm_end")
class CommEndFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
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
        route: int = f["route"]  # 0 strips, 1 patents, 2 Think Tank
        s.market[c][r] = new_slot(s.tanks[seat].pop()) if route == 2 else None  # TRH-F-19
        after_splay_change(s)
        if s.outcome is None and s.ending:
            finish(s, s.ending)


def after_splay_change(s: TrhState) -> None:
    """TRH-F-30, TRH-G-12: recompute the Regime, then test five in a row (Singular end)."""
    recompute_regime(s)
    if five_in_a_row(s):
        finish(s, "singular")
