"""Placate (TRH-F-49): take one of your Heat agents back off a Market card."""

from __future__ import annotations


from pax.core.action import Arg

from .agents import divest
from .market import own_slot
from .state import TrhState


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    c, r, i = int(args[0]), int(args[1]), int(args[2])
    own_slot(s, c, r)["h"][i] = None
    divest(s, seat)
