"""Paying for an action (TRH-E): the ``pay`` frame, and whether a price can be met at all.

The player raises money step by step (TRH-E-4..9): financial agents move down, patents are sold.
The action's effect is a continuation frame underneath the ``pay`` frame (money before labor, TRH-E-2).
"""

from __future__ import annotations

from pax.core import Action

from .agents import fin_total, move_money, patent_value, sell_patent
from .flow import A, again, Choice, Frame, frame, FRAMES
from .splay import strip_counts
from .state import DISC, TrhState

def pay(s: TrhState, seat: int, amount: int, need: int = 0) -> None:
    """Raise ``amount``: a ``pay`` frame when selling patents is an option, else agents move down.

    ``need``: financial agents the action installs once paid (TRH-E-16). A sold patent's agent goes
    to Wealth (TRH-E-7) and can be installed, so a player short of financial agents pays by selling
    patents until enough are back (see ``PayFrame.legal``)."""
    if amount <= 0:
        return
    f = FRAMES.frame("pay", seat, amt=amount, need=need)
    if PayFrame().legal(s, f) == [A("money")]:
        _agents_pay(s, seat, amount)
    else:
        s.frames.append(f)


def _agents_pay(s: TrhState, seat: int, amount: int) -> int:
    """TRH-E-4/5: move the topmost financial agent down, $1 each, until paid; what is still owed."""
    while amount > 0 and move_money(s, seat):
        amount -= 1
    return amount


@frame("pay")
class PayFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        """Sell a patent (TRH-E-6), or raise the rest by moving financial agents (TRH-E-4) when they
        suffice and the player keeps enough financial agents for the installation that follows.

        Ruling (TRH-E-7, TRH-E-16, TRH-F-9): moving money never changes how many financial
        agents a player has, selling a patent adds one (to Wealth). While the action still lacks agents
        to install, the only choices are patent sales - even once the price is covered (the surplus is
        lost, TRH-E-3). Patents are sold only while paying a positive price."""
        seat = f["seat"]
        fin = s.fin[seat]
        amt: int = f["amt"]  # still owed
        need: int = f.get("need", 0)  # financial agents the action still has to install
        short = fin[0] + fin[1] + fin[2] < need
        out = [A("money")] if not short and 2 * fin[0] + fin[1] >= amt else []
        for i, d in enumerate(DISC):
            if s.patents[seat][i] and patent_value(s, seat, d):
                out.append(A("sell", d))
        return out

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        seat = f["seat"]
        owed: int = f["amt"]
        need: int = f.get("need", 0)
        amt = _agents_pay(s, seat, owed) if a.kind == "money" else owed - sell_patent(s, seat, str(a.args[0]))
        if amt > 0 or fin_total(s, seat) < need:  # TRH-E-3: any surplus is lost
            again(s, f, amt=amt)


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
