"""Hire (TRH-F-31..36): pay the fee, then an agent becomes an employee on the chosen box."""

from __future__ import annotations


from pax.core.action import Arg

from .agents import install
from .board import place_employee
from .flow import Auto, Frame, frame, push
from .payment import pay
from .prices import hire_price
from .state import TrhState
from .tables import T


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """``hire(spot, source)`` and ``own_hire``: source ``"f"`` a financial agent, ``"u"`` an unemployed one."""
    spot, src = str(args[0]), str(args[1])
    push(s, "hire", seat=seat, spot=spot, src=src)
    pay(s, seat, hire_price(s, seat, T.spots[spot].sphere), 1 if src == "f" else 0)


@frame("hire")
class HireFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        seat, spot = f["seat"], f["spot"]
        src: str = f["src"]  # "f" financial agent, "u" unemployed
        if src == "f":
            install(s, seat)
        else:
            s.unemp[T.spots[spot].sphere][seat] -= 1
        place_employee(s, seat, spot)
