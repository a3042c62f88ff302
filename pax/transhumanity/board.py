"""Infrastructure boards: employees, labor, hiring spots and companies (TRH-E-10..15, TRH-F-31..36, TRH-G-3..7)."""

from __future__ import annotations

from collections.abc import Iterator

from .agents import is_exo
from .state import TrhState
from .tables import T


def uncovered_barriers(s: TrhState, sphere: int) -> int:
    """TRH-F-20/41: barriers with neither an employee nor a company disc on them."""
    return sum(1 for sp in T.board[sphere] if sp.barrier and not s.emp.get(sp.id) and sp.id not in s.company)


def may_occupy(s: TrhState, owner: int, spot_id: str) -> bool:
    """Where an employee of ``owner`` may stand: a Utility without another of its employees, or a
    Barrier without any employee and not inside an Exoglobal company (TRH-F-34/35, TRH-K-17)."""
    sp = T.spots[spot_id]
    here = s.emp.get(spot_id, ())
    if not sp.barrier:
        return owner not in here
    if here:
        return False
    co = s.company.get(spot_id)
    return co is None or co == owner or not is_exo(s, co)


# ``clone`` shares the lists of ``s.emp`` with the previous state (copy on write): the two
# functions below are the only writers, and each puts a new list in place.
def place_employee(s: TrhState, owner: int, spot_id: str) -> None:
    here = s.emp.get(spot_id)
    s.emp[spot_id] = [owner] if here is None else [*here, owner]


def remove_employee(s: TrhState, owner: int, spot_id: str) -> None:
    lst = s.emp[spot_id][:]
    lst.remove(owner)
    if lst:
        s.emp[spot_id] = lst
    else:
        del s.emp[spot_id]


def workers(s: TrhState, seat: int, sphere: int, side: str) -> list[str]:
    """Spots whose employee ``seat`` may move for labor of that side (TRH-E-10/12/13): its own
    employees, or any employee inside its own company."""
    out = []
    emp = s.emp
    for sid in T.side_ids[sphere, side]:
        here = emp.get(sid)
        if here and (seat in here or s.company.get(sid) == seat):
            out.append(sid)
    return out


def labor_subsidized(s: TrhState, spot_id: str) -> bool:
    """TRH-F-22: labor is subsidized when the employee was at a Company or a Utility."""
    return not T.spots[spot_id].barrier or spot_id in s.company


def work(s: TrhState, seat: int, spot_id: str) -> None:
    """TRH-E-11: the employee moves to the nearest box further down its side that it may occupy,
    else into unemployment (Ruling TRH-E-11). A rival's employee keeps its owner (TRH-E-13)."""
    here = s.emp[spot_id]
    owner = seat if seat in here else here[0]
    remove_employee(s, owner, spot_id)
    for nxt in T.below[spot_id]:
        if may_occupy(s, owner, nxt):
            place_employee(s, owner, nxt)
            return
    s.unemp[T.spots[spot_id].sphere][owner] += 1


def hire_spots(s: TrhState, seat: int) -> list[tuple[str, bool]]:
    """Spots a Hire may fill: ``(spot, own_company)``; own-company hires need no action (TRH-D-11)."""
    return list(iter_hire_spots(s, seat))


def iter_hire_spots(s: TrhState, seat: int) -> Iterator[tuple[str, bool]]:
    """``hire_spots`` lazily (a legality test stops at the first)."""
    emp, company = s.emp, s.company
    for sp in T.spot_list:
        here = emp.get(sp.id)
        if not sp.barrier:
            if not here or seat not in here:
                yield sp.id, False
            continue
        if here:
            continue
        co = company.get(sp.id)
        if co is None:
            yield sp.id, False
        elif co == seat:
            yield sp.id, True
        elif not is_exo(s, co):
            yield sp.id, False


def employees_of(s: TrhState, seat: int) -> list[tuple[str, str | int]]:
    """Every employee of ``seat``: ("e", spot) on a box, ("u", sphere) unemployed (TRH-F-1, TRH-G-14)."""
    out: list[tuple[str, str | int]] = []
    for spot_id, lst in s.emp.items():
        if seat in lst:
            out.append(("e", spot_id))
    out.sort()
    for i, u in enumerate(s.unemp):
        if u[seat]:
            out.append(("u", i))
    return out


def discs_placed(s: TrhState, seat: int) -> int:
    return sum(1 for v in s.company.values() if v == seat)


def company_spots(s: TrhState, seat: int, sphere: int, side: str, brash: str | None) -> list[str]:
    """TRH-G-3/4/6: Barriers of that side without a company; plus the Brash spot when it holds
    another player's company."""
    out = [sp.id for sp in T.board[sphere] if sp.side == side and sp.barrier and sp.id not in s.company]
    if brash and brash in T.spots and brash in s.company and s.company[brash] != seat:
        out.append(brash)
    return out


def found_company(s: TrhState, seat: int, spot_id: str) -> None:
    """Place the disc; a displaced disc returns to its owner, an employee there stays (TRH-G-5/6)."""
    s.company[spot_id] = seat


def crowding(s: TrhState, sphere: int) -> int:
    """Companies plus employees (unemployed included) on one board (Ruling TRH-K-27)."""
    ids = [sp.id for sp in T.board[sphere]]
    n = sum(1 for i in ids if i in s.company)
    n += sum(len(s.emp.get(i, ())) for i in ids)
    return n + sum(s.unemp[sphere])
