"""Effects of a commercialized idea (TRH-G), resolved top to bottom, OR binding tighter than +
(TRH-F-24/25). The ``imp`` frame walks the groups; effects needing a decision push a choice frame."""

from __future__ import annotations

from pax.core import Action

from .agents import divest, is_exo
from .board import company_spots, discs_placed, employees_of, found_company, remove_employee
from .commercialize import after_splay_change
from .flow import A, again, Auto, Choice, Frame, frame, push, replace
from .market import cards_in_market, own_slot
from .splay import black_open_in_splay, future_shock_on_black, own_entry, strips
from .scoring import finish
from .state import DISC, TrhState
from .tables import Impact, T



@frame("imp")
class ImpFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        card = T.cards[f["card"]]
        g: int = f["g"]  # the next impact group
        if g >= len(card.impacts):
            return
        grp = card.impacts[g]
        alt: int | None = f["alt"]  # the OR alternative chosen, None before the choice
        if len(grp) > 1 and alt is None:
            again(s, f)
            push(s, "alt", seat=f["seat"], card=card.id, g=g)
            return
        imp = grp[alt or 0]
        f = again(s, f, alt=None, g=g + 1)
        resolve(s, f["seat"], imp, f)


@frame("alt")
class AltFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        """TRH-F-25: one alternative of an OR group."""
        return [A("alt", i) for i in range(len(T.cards[f["card"]].impacts[f["g"]]))]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        replace(s, 1, alt=int(a.args[0]))  # the "imp" frame


def resolve(s: TrhState, seat: int, imp: Impact, f: Frame) -> None:
    """One icon for the commercializing player."""
    t = imp.type
    if t == "growth":  # TRH-G-1
        if s.supply[seat]:
            s.supply[seat] -= 1
            s.fin[seat][1] += 1
    elif t == "heat_growth":  # TRH-G-15
        if s.supply[seat] and heat_targets(s):
            push(s, "hg", seat=seat)
    elif t == "solve":
        solve(s, seat, imp.problem)
    elif t == "company":
        startup(s, seat, imp)
    elif t == "social_resilience":  # TRH-G-8
        if resilience_targets(s, f["col"], f["row"]):
            push(s, "resil", seat=seat, col=f["col"], row=f["row"])
    elif t == "industry_disruption":  # TRH-G-9
        disrupt(s, seat, T.cards[f["card"]].band(f["d"]))
    elif t == "exoglobal_recession":  # TRH-G-13
        slot = s.market[f["col"]][f["row"]]
        assert slot is not None  # an occupied slot (the frame or the list chose it)
        if imp.heat_index is None or slot["h"][imp.heat_index] is None:
            recession(s)
    elif t == "nuclear_exchange":
        assert imp.sphere is not None  # the catalogue gives every Nuclear Exchange its sphere
        nuclear_exchange(s, imp.sphere)
    elif t == "game_end":  # TRH-G-18, TRH-I-2
        s.ending = "normal"


def solve(s: TrhState, seat: int, problem: str | None) -> None:
    """TRH-G-2: take the named token if still above its board; "any": choose one of those left."""
    if problem in (None, "any"):
        if any(v is None for v in s.problems.values()):
            push(s, "solve", seat=seat)
    elif s.problems.get(problem, 0) is None:
        s.problems[problem] = seat


@frame("solve")
class SolveFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return [A("solve", p) for p, v in s.problems.items() if v is None]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        s.problems[str(a.args[0])] = f["seat"]


def startup(s: TrhState, seat: int, imp: Impact, chooser: int | None = None) -> None:
    """TRH-G-3..7 and the Tycoon (TRH-I-5): a 5th company wins at once if a legal spot exists."""
    assert imp.sphere is not None and imp.side is not None  # the catalogue gives every Startup both
    spots = company_spots(s, seat, imp.sphere, imp.side, imp.brash)
    if not spots:
        return  # TRH-G-7
    if discs_placed(s, seat) >= 4:
        finish(s, "tycoon", (seat,))
        return
    push(s, "found", seat=seat if chooser is None else chooser, owner=seat, spots=spots)


@frame("found")
class FoundFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        spots: list[str] = f["spots"]
        return [A("found", sp) for sp in spots]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        found_company(s, f["owner"], str(a.args[0]))


def heat_targets(s: TrhState) -> list[Action]:
    """Uncovered black squares on Market ideas and Splay cards (TRH-G-15)."""
    out = []
    for c, r, slot in cards_in_market(s):
        heat = T.cards[slot["id"]].heat
        for i, h in enumerate(slot["h"]):
            if h is None and heat[i] == "black":
                out.append(A("heat", "m", c, r, i))
    for j, e in enumerate(s.splay):
        heat = T.cards[e["id"]].heat
        for i, h in enumerate(e["h"]):
            if h is None and heat[i] == "black":
                out.append(A("heat", "s", j, i))
    return out


@frame("hg")
class HgFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return heat_targets(s) + [A("skip")]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        if a.kind == "skip":
            return
        seat = f["seat"]
        s.supply[seat] -= 1
        if a.args[0] == "m":
            own_slot(s, int(a.args[1]), int(a.args[2]))["h"][int(a.args[3])] = seat
        else:
            own_entry(s, int(a.args[1]))["h"][int(a.args[2])] = seat


def resilience_targets(s: TrhState, col: int, row: int) -> list[Action]:
    """TRH-G-8: any Heat or Future Shock agent, not on the card being commercialized."""
    out = []
    for c, r, slot in cards_in_market(s):
        if (c, r) == (col, row):
            continue
        for i, h in enumerate(slot["h"]):
            if h is not None:
                out.append(A("resil", "m", c, r, i))
    for j, e in enumerate(s.splay):
        for i, h in enumerate(e["h"]):
            if h is not None:
                out.append(A("resil", "s", j, i))
    return out


@frame("resil")
class ResilFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return resilience_targets(s, f["col"], f["row"]) + [A("skip")]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        if a.kind == "skip":
            return
        if a.args[0] == "m":
            h = own_slot(s, int(a.args[1]), int(a.args[2]))["h"]
            i = int(a.args[3])
        else:
            h = own_entry(s, int(a.args[1]))["h"]
            i = int(a.args[2])
        owner = h[i]
        assert owner is not None  # a legal choice names a square an agent is on
        divest(s, owner)
        h[i] = None


def disrupt(s: TrhState, seat: int, d: str) -> None:
    """TRH-G-10: every patent of the Disruptive Discipline is divested; TRH-G-11: then a Splay
    card showing it leaves the game (chosen by ``seat``)."""
    di = DISC.index(d)
    for o in range(len(s.colours)):
        n = s.patents[o][di]
        if n:
            s.patents[o][di] = 0
            divest(s, o, n)
    if d in strips(s):
        push(s, "disrupt", seat=seat, band=d)


@frame("disrupt")
class DisruptFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        band: str = f["band"]
        return [A("remove", j) for j, b in enumerate(strips(s)) if b == band]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        e = s.splay.pop(int(a.args[0]))
        for h in e["h"]:
            if h is not None:
                divest(s, h)
        s.discard.append(e["id"])
        after_splay_change(s)  # TRH-G-12


def recession(s: TrhState, only: tuple[int, ...] | None = None) -> None:
    """TRH-G-14: every player (solo: only the human, TRH-K-25) discards an employee to supply."""
    seats = [o for o in (only if only is not None else range(len(s.colours))) if not is_exo(s, o)]
    push(s, "recess", seats=seats)


@frame("recess")
class RecessFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        seats: list[int] = f["seats"]
        for i, seat in enumerate(seats):
            if employees_of(s, seat):
                again(s, f, seats=seats[i + 1:])
                push(s, "lose", seat=seat)
                return


@frame("lose")
class LoseFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return [A("lose", k, w) for k, w in employees_of(s, f["seat"])]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        seat = f["seat"]
        if a.args[0] == "e":
            remove_employee(s, seat, str(a.args[1]))
        else:
            s.unemp[int(a.args[1])][seat] -= 1
        s.supply[seat] += 1


def _holdings(s: TrhState, seat: int, sphere: int) -> list[Action]:
    out = [A("nuke", "c", sp) for sp, o in sorted(s.company.items()) if o == seat and T.spots[sp].sphere == sphere]
    out += [A("nuke", "p", p) for p, o in s.problems.items() if o == seat and T.problems[p] == sphere]
    return out


def nuclear_exchange(s: TrhState, sphere: int) -> None:
    """TRH-G-16: each player loses (uncovered black squares in the Splay - own Future Shock agents
    on black squares) companies/problems of that sphere, never below 0, capped by holdings."""
    open_black = black_open_in_splay(s)
    todo = []
    for seat in range(len(s.colours)):
        n = min(max(0, open_black - future_shock_on_black(s, seat)), len(_holdings(s, seat, sphere)))
        if n:
            todo.append([seat, n])
    if todo:
        push(s, "nuke", sphere=sphere, todo=todo)


@frame("nuke")
class NukeFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        todo: list[list[int]] = f["todo"]  # [seat, how many to lose] per seat still to lose
        sphere: int = f["sphere"]
        for i, (seat, n) in enumerate(todo):
            if is_exo(s, seat):  # robots: companies first, then problems, in table order
                for a in _holdings(s, seat, sphere)[:n]:
                    _lose_holding(s, a)
                continue
            again(s, f, todo=todo[i + 1:])
            push(s, "nuke_pick", seat=seat, sphere=sphere, n=n)
            return


def _lose_holding(s: TrhState, a: Action) -> None:
    if a.args[0] == "c":
        del s.company[str(a.args[1])]  # the disc returns to its owner
    else:
        s.problems[str(a.args[1])] = None  # back above its board (Ruling TRH-G-16)


@frame("nuke_pick")
class NukePickFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return _holdings(s, f["seat"], f["sphere"])

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        _lose_holding(s, a)
        n: int = f["n"]
        if n > 1 and _holdings(s, f["seat"], f["sphere"]):
            again(s, f, n=n - 1)

