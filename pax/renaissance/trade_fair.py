"""Trade Fair (REN-G, REN-D-12, D-13): pool, tolls, travel, levies, leftover florins.

Frame ``levy`` {maps}: the initiator chooses ``levy(city, source)`` for the first map card
in ``maps`` that still has an unoccupied city (REN-G-9); map cards without one are skipped.
"""

from __future__ import annotations

from pax.core import Action

from . import board
from .flow import Kind, frame, push, strs
from .state import Frame, RenState
from .tables import CITIES_OF, CITY_MAP, EMPORIA, ROUTES


def active_emporium(s: RenState, row: str) -> str:
    """REN-G-5: the uncovered emporium of the route colour (West = white route, East = black)."""
    for city, emp in EMPORIA.items():
        if emp.route == row and city not in s.discs:
            return city
    raise RuntimeError(f"no active {row} emporium")


def trade_fair(s: RenState, seat: int, row: str) -> None:
    s.fairs_done += (row,)
    card = s.market[row][0]
    pool = s.market_florins[row][0]  # REN-G-2
    if card:  # REN-G-1: the face-down card leaves the game
        s.removed += (card,)
        s.slot1_emptied += (row,)
    s.market[row] = ("",) + s.market[row][1:]
    s.market_florins[row] = (0,) + s.market_florins[row][1:]
    add = min(1 if s.setup.players == 2 else 2, s.china)  # REN-G-3
    s.china -= add
    pool += add
    if pool:  # REN-G-4: the initiator's florin comes from the pool
        pool -= 1
        s.florins[seat] += 1
    start = active_emporium(s, row)
    seq = ROUTES[start].path
    double = start == "spiceIslands"
    entered = [seq[0]]  # REN-G-8 ruling: the emporium's map card is entered first
    for i in range(1, len(seq) - 1, 2):
        if pool == 0:
            break
        border, nxt = seq[i], seq[i + 1]
        tok = s.borders.get(border)
        if tok is not None and board.is_cube(tok):  # REN-G-6 (the initiator is paid too)
            owner = int(tok[5:])
            n = 2 if double and board.has_ability(s, owner, "spice_fair_double_toll") else 1  # REN-D-20
            n = min(n, pool)
            pool -= n
            s.florins[owner] += n
        elif tok is not None:  # REN-G-7: a Pirate sends one to China
            pool -= 1
            s.china += 1
        entered.append(nxt)
    if pool:  # REN-G-10: leftover florins wait in the slot for the card arriving there
        board.add_slot_florins(s, row, 0, pool)
    push(s, "levy", seat, maps=entered)


def open_cities(s: RenState, m: str) -> list[str]:
    return [c for c in CITIES_OF[m] if board.city_open(s, c)]


@frame("levy")
class LevyFrame(Kind[RenState]):
    """REN-G-9: one mandatory levy per entered map card with an unoccupied city, chosen by the initiator."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        for m in strs(f, "maps"):
            cities = open_cities(s, m)
            if cities:
                out = []
                for c in cities:
                    for src in board.sources(s, board.levy_token(s, c)):
                        if src != f"city:{c}":
                            out.append(Action.of("levy", c, src))
                if out:
                    return out
        return []

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        city, src = str(a.args[0]), str(a.args[1])
        m = CITY_MAP[city]
        maps = strs(f, "maps")
        rest = maps[maps.index(m) + 1:]
        if rest:
            push(s, f | {"maps": rest})
        tok = board.levy_token(s, city)
        board.fetch(s, tok, src)
        board.put_in_city(s, city, tok)
