"""Fundraise (TRH-F-1..3): divest agents one by one, then Capital pays off Debt and Wealth becomes Capital."""

from __future__ import annotations


from pax.core import Action
from pax.core.action import Arg

from .agents import divest
from .board import remove_employee
from .flow import A, FRAMES, again, Choice, Frame, frame, push
from .market import cards_in_market, own_slot
from .state import DISC, TrhState


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """The ``fund`` decision: divest, then ``done``."""
    push(s, "fund", seat=seat)


@frame("fund")
class FundFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
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

    def valid(self, s: TrhState, f: Frame, a: Action) -> bool:
        """``a in self.legal(s, f)``, checked directly."""
        if a.kind == "done":
            return not a.args
        if a.kind != "divest" or not a.args:
            return False
        seat, args = f["seat"], a.args
        what, x = args[0], args[1] if len(args) > 1 else None
        if what == "s" and len(args) == 3 and isinstance(x, int) and isinstance(y := args[2], int) \
                and 0 <= x < 4 and 0 <= y < 6:
            slot = s.market[x][y]
            return slot is not None and seat in slot["s"]
        if what == "e" and len(args) == 2 and isinstance(x, str):
            return seat in s.emp.get(x, ())
        if what == "u" and len(args) == 2 and isinstance(x, int) and 0 <= x < 4:
            return bool(s.unemp[x][seat] > 0)
        if what == "p" and len(args) == 2 and args[1] in DISC:
            return s.patents[seat][DISC.index(args[1])] > 0
        return False

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        seat = f["seat"]
        if a.kind == "divest":
            kind = a.args[0]
            if kind == "s":
                own_slot(s, int(a.args[1]), int(a.args[2]))["s"].remove(seat)
            elif kind == "e":
                remove_employee(s, seat, str(a.args[1]))
            elif kind == "u":
                s.unemp[int(a.args[1])][seat] -= 1
            else:
                s.patents[seat][DISC.index(str(a.args[1]))] -= 1
            divest(s, seat)
            again(s, f)  # divest more, or done
            return
        s.fin[seat][:] = settled(s.fin[seat])


def settled(fin: list[int]) -> list[int]:
    """Capital, Wealth and Debt after steps 2 and 3 of a Fundraise (TRH-F-2, TRH-F-3)."""
    cap, wea, deb = fin
    n = min(cap, deb)  # TRH-F-2: Capital pays off Debt, one for one, into Wealth
    cap, deb, wea = cap - n, deb - n, wea + 2 * n
    return [cap + wea, 0, deb]  # TRH-F-3: Wealth becomes Capital


def can_divest(s: TrhState, seat: int) -> bool:
    """Whether ``seat`` has anything to divest in step 1 of a Fundraise (TRH-F-1)."""
    return len(FundFrame().legal(s, FRAMES.frame("fund", seat))) > 1
