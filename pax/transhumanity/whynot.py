""""Why not?" for Pax Transhumanity (``Rules.why_not``, ``pax/core/whynot.py``): why a tapped idea
in the market cannot be commercialized now, in words with the rule.

Targets are the ids the renderer draws (``data-id``): an idea's card id or its market slot
``m:<col>:<row>``. Every reason rests on what ``view(state, seat)`` shows that seat: the open
market with its Syndication and heat agents, the Splay and its Future Shock agents, the board's
employees, and the seat's own money, patents and Think Tank (never another seat's hidden cards).
"""

from __future__ import annotations

from pax.core.whynot import Reason

from .agents import money_max
from .board import workers
from .commercialize import feasible_routes
from .flow import decision, kind_of
from .menu import commercialize_args
from .prices import labor_price
from .state import TrhState
from .tables import T


def _name(s: TrhState, seat: int | None) -> str:
    if seat is None:
        return "?"
    names = s.setup.names
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def _slot_of(s: TrhState, target: str) -> tuple[int, int] | None:
    """The market column and row of a target (an idea's id lying there, or ``m:<col>:<row>``)."""
    if target.startswith("m:"):
        parts = target.split(":")
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            c, r = int(parts[1]), int(parts[2])
            if c < len(s.market) and r < len(s.market[c]) and s.market[c][r] is not None:
                return c, r
        return None
    for c, column in enumerate(s.market):
        for r, slot in enumerate(column):
            if slot is not None and slot["id"] == target:
                return c, r
    return None


def _turn_reason(s: TrhState, seat: int) -> Reason | None:
    """Why ``seat`` cannot start an action now (TRH-D-1, TRH-D-2), or ``None`` at its turn's menu
    with an action left, or while it picks the idea to commercialize."""
    if s.to_move != seat:
        who = _name(s, s.to_move)
        return Reason("TRH-D-1", f"Not now: {who} decides. You can commercialize an idea as an action of your own turn.",
                      f"Most nem: {who} dönt. Ötletet a saját körödben, akcióként üzletesíthetsz.")
    top = decision(s)
    if top is not None:
        menu: object = top.get("menu")  # a ``pick`` frame's turn-menu kind
        if kind_of(top) == "pick" and menu == "commercialize":
            return None
        return Reason("TRH-D-2", "First finish the decision at hand; Commercialize is one of the actions you choose from your turn's menu.",
                      "Előbb hozd meg a most esedékes döntést; az Üzletesítés a köröd menüjéből választható akciók egyike.")
    if s.actions_left <= 0:
        return Reason("TRH-D-2", "Both actions of this turn are used; you can commercialize on your next turn.",
                      "E kör mindkét akcióját felhasználtad; a következő körödben üzletesíthetsz.")
    return None


def _commercialize_reason(s: TrhState, seat: int, c: int, r: int) -> Reason | None:
    slot = s.market[c][r]
    assert slot is not None
    name = T.cards[slot["id"]].name
    if seat not in slot["s"]:
        return Reason("TRH-F-15",
                      f"You can commercialize only an idea that carries your own Syndication; {name} does not (syndicate "
                      "it first, TRH-D-4).",
                      f"Csak olyan ötletet üzletesíthetsz, amelyen saját Szindikációd van; a(z) {name} "
                      "ötleten nincs (előbb szindikáld, TRH-D-4).")
    makers = workers(s, seat, c, "M")
    if not makers:
        return Reason("TRH-F-14",
                      f"Commercializing {name} takes one Maker's labor in its sphere, and none of your employees (or your "
                      "companies' employees) stands on a Maker spot there.",
                      f"A(z) {name} üzletesítéséhez egy Alkotó munkája kell az ötlet szférájában, "
                      "de ott egyetlen alkalmazottad (vagy a cégeid alkalmazottja) sem áll Alkotó "
                      "helyen.")
    if not feasible_routes(s, seat, slot["id"]):
        return Reason("TRH-F-16",
                      f"{name} is not feasible for you: no two neighbouring Splay strips of its colours free of rivals' "
                      "Future Shock agents (TRH-F-17), no matching pair of your patents (TRH-F-18), and no Think Tank "
                      "top card with its two disciplines (TRH-F-19).",
                      f"A(z) {name} számodra nem megvalósítható: nincs a színeinek megfelelő két "
                      "szomszédos sáv a Sorban riválisok Jövősokk-ügynöke nélkül (TRH-F-17), nincs "
                      "hozzá illő szabadalompárod (TRH-F-18), és a Think Tanked felső kártyája sem "
                      "ilyen tudományágú (TRH-F-19).")
    if not commercialize_args(s, seat, only=(c, r)):
        price = min(labor_price(s, seat, c, spot, "commercialize") for spot in makers)
        money = money_max(s, seat)
        return Reason("TRH-F-20",
                      f"Commercializing {name} costs at least ${price} (uncovered Barriers in its sphere, doubled unless "
                      f"subsidized, TRH-F-21) and you can raise at most ${money}.",
                      f"A(z) {name} üzletesítése legalább ${price} (a szféra fedetlen Akadályai, "
                      f"kétszeresen, ha nem támogatott, TRH-F-21), te legfeljebb ${money} összeget "
                      "tudsz előteremteni.")
    if decision(s) is None:  # at the turn's menu: the idea can be commercialized, through the menu
        return Reason("TRH-D-5", f"{name} can be commercialized: choose Commercialize in your turn's menu first, then the idea.",
                      f"A(z) {name} üzletesíthető: előbb válaszd a köröd menüjéből az Üzletesítést, aztán az ötletet.")
    return None


def why_not(s: TrhState, seat: int, target: str) -> Reason | None:
    """The reason for one tapped target (see the module docstring), or ``None``."""
    where = _slot_of(s, target)
    if where is None:
        return None
    turn = _turn_reason(s, seat)
    if turn is not None:
        return turn
    return _commercialize_reason(s, seat, *where)
