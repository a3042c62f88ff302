"""Placate (TRH-F-49): take one of your Heat agents back off a Market card."""

from __future__ import annotations

from typing import Any

from .agents import divest
from .market import own_slot
from .state import TrhState


def start(s: TrhState, seat: int, args: tuple[Any, ...]) -> None:
    c, r, i = args
    own_slot(s, c, r)["h"][i] = None
    divest(s, seat)
