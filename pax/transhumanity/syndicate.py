"""Syndicate (TRH-F-4..13): pay the row, install the Syndication and Heat, optional Heat on black
squares, then the Surge arrows' free chained Syndications."""

from __future__ import annotations


from pax.core import Action
from pax.core.action import Arg

from .agents import fin_total, install, is_exo
from .flow import A, again, Auto, Choice, Frame, frame, push
from .market import black_open, occupied, own_slot, white_open
from .payment import pay
from .prices import syndicate_price
from .state import TrhState
from .tables import T


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """TRH-F-4/5: pay, then install (the ``synd`` frame under the payment)."""
    c, r = int(args[0]), int(args[1])
    push(s, "synd", seat=seat, col=c, row=r)
    slot = occupied(s, c, r)
    pay(s, seat, syndicate_price(s, seat, r, slot), 1 + len(white_open(slot["id"], slot)))


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


@frame("synd")
class SyndFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        seat, c, r = f["seat"], f["col"], f["row"]
        syndicate_here(s, seat, c, r)
        slot = s.market[c][r]
        assert slot is not None  # an occupied slot (the frame or the list chose it)
        arrows = surge_colours(s, slot["id"])
        if arrows:
            push(s, "surge", seat=seat, col=c, row=r, arrows=arrows)
        if black_open(slot["id"], slot) and fin_total(s, seat):
            push(s, "black", seat=seat, col=c, row=r)


@frame("black")
class BlackFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        """TRH-F-10: optional Heat on uncovered black squares."""
        slot = s.market[f["col"]][f["row"]]
        assert slot is not None  # an occupied slot (the frame or the list chose it)
        out = []
        if fin_total(s, f["seat"]):
            out = [A("cover", i) for i in black_open(slot["id"], slot)]
        return out + [A("done")]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        if a.kind == "done":
            return
        seat = f["seat"]
        install(s, seat)
        slot = own_slot(s, f["col"], f["row"])
        slot["h"][int(a.args[0])] = seat
        if black_open(slot["id"], slot) and fin_total(s, seat):
            again(s, f)  # more black squares may be covered


@frame("surge")
class SurgeFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        arrows: list[str] = f["arrows"]  # the surge arrows' colours still to follow
        for i, colour in enumerate(arrows):
            if chain_targets(s, f["seat"], f["col"], f["row"], colour):
                again(s, f, kind="surge_pick", arrows=arrows[i:])
                return


@frame("surge_pick")
class SurgePickFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        arrows: list[str] = f["arrows"]
        rows = chain_targets(s, f["seat"], f["col"], f["row"], arrows[0])
        return [A("chain", r2) for r2 in rows] + [A("skip")]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        arrows: list[str] = f["arrows"]
        again(s, f, kind="surge", arrows=arrows[1:])
        if a.kind == "chain":  # TRH-F-11/13: free, and it may trigger its own arrows
            push(s, "synd", seat=f["seat"], col=f["col"], row=int(a.args[0]))

