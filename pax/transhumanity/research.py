"""Research (TRH-F-37..48): a thinker works, the column's bottom card leaves the Market, and the
researcher keeps it in the Think Tank, takes patents, or discards it (the ``take`` decision)."""

from __future__ import annotations


from pax.core import Action
from pax.core.action import Arg

from .agents import fin_total, install
from .board import work
from .flow import A, Auto, Choice, Frame, frame, push
from .market import compact_and_refill, divest_slot, lowest_row
from .payment import pay
from .prices import research_money
from .scoring import finish
from .state import DISC, TrhState
from .tables import T


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """Pay, then research (the ``res`` frame under the payment)."""
    c, spot = int(args[0]), str(args[1])
    push(s, "res", seat=seat, col=c, spot=spot)
    pay(s, seat, research_money(s, seat, c, spot))


@frame("res")
class ResFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        seat: int = f["seat"]
        c: int = f["col"]
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


@frame("take")
class TakeFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        opts: list[list[Arg]] = f["opts"]  # each choice as [kind, *args] (frames hold JSON data)
        return [A(str(o[0]), *o[1:]) for o in opts]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
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

