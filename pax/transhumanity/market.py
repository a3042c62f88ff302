"""The Market: 4 columns x 6 rows of ideas; a slot's row is its price (TRH-C-9, TRH-C-15, TRH-F-38..40)."""

from __future__ import annotations

from collections.abc import Iterator

from .agents import divest
from .state import Slot, TrhState
from .tables import T


def new_slot(card_id: str) -> Slot:
    return {"id": card_id, "s": [], "h": [None] * len(T.cards[card_id].heat)}


def occupied(s: TrhState, col: int, row: int) -> Slot:
    """The card slot at (col, row), which the caller knows holds a card."""
    slot = s.market[col][row]
    if slot is None:
        raise KeyError(f"no card at Market column {col} row {row}")
    return slot


def own_slot(s: TrhState, col: int, row: int) -> Slot:
    """The slot at (col, row), made this state's own before it is changed: ``clone`` shares the
    Market's slot dicts with the previous state (copy on write), so every change of a slot's
    Syndications or Heat goes through here."""
    x = s.market[col][row]
    assert x is not None  # an occupied slot (the frame or the list chose it)
    mine: Slot = {"id": x["id"], "s": x["s"][:], "h": x["h"][:]}
    s.market[col][row] = mine
    return mine


def cards_in_market(s: TrhState) -> Iterator[tuple[int, int, Slot]]:
    """Every market idea in the Exoglobal scan order (TRH-K-19): columns left to right, rows upward."""
    for c, column in enumerate(s.market):
        for r, slot in enumerate(column):
            if slot is not None:
                yield c, r, slot


def divest_slot(s: TrhState, slot: Slot) -> None:
    """TRH-F-45, TRH-K-28: every agent on a card leaving the Market goes home."""
    for seat in slot["s"]:
        divest(s, seat)
    for h in slot["h"]:
        if h is not None:
            divest(s, h)


def lowest_row(s: TrhState, col: int) -> int | None:
    for r, slot in enumerate(s.market[col]):
        if slot is not None:
            return r
    return None


def compact_and_refill(s: TrhState, col: int) -> None:
    """TRH-F-39/40: slide the column's cards down keeping order and agents, then fill the empty
    slots from the Draw Deck, lowest first, while it lasts."""
    kept = [slot for slot in s.market[col] if slot is not None]
    while len(kept) < T.parts.market_rows and s.deck:
        kept.append(new_slot(s.deck.pop(0)))
    s.market[col] = kept + [None] * (T.parts.market_rows - len(kept))


def white_open(card_id: str, slot: Slot) -> list[int]:
    heat = T.cards[card_id].heat
    return [i for i, h in enumerate(slot["h"]) if h is None and heat[i] == "white"]


def black_open(card_id: str, slot: Slot) -> list[int]:
    heat = T.cards[card_id].heat
    return [i for i, h in enumerate(slot["h"]) if h is None and heat[i] == "black"]


def empty_slots(s: TrhState) -> list[tuple[int, int]]:
    return [(c, r) for c in range(4) for r in range(T.parts.market_rows) if s.market[c][r] is None]
