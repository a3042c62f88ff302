"""Plain-data views of the table (filled in below)."""

from __future__ import annotations

from typing import Any

from .state import RenState


def summary(s: RenState) -> dict[str, Any]:
    return {"turn": s.turn}


def view(s: RenState, seat: int | None) -> dict[str, Any]:
    return summary(s)
