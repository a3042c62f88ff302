"""The longest game the engine holds: one limit for every way a game comes in.

A game is its setup and its list of moves, replayed from the start, so the number of moves is what
opening a game costs. Links (``share.decode`` and ``encode``), saves (``load_save``), requests
(``open``, ``history``, ``ai``) and a new move (``apply``: the list it makes, one longer) all ask
:func:`check`, so a game one entry point accepts every other accepts too.

The rules let a game run for ever (a player may Fundraise and pass turn after turn), so no limit
lets every game reach its natural end. The limit is part of a game's end instead: a game ends at
its natural end or at its ``MAX_MOVES``-th move, whichever comes first. At the limit the game
:func:`stopped`: it offers no more choices and says why, and its link or save opens to the same
stopped position. A real game ends long before (``simulate`` calls 20,000 moves an endless game).
"""

from __future__ import annotations

from .errors import BadInput

MAX_MOVES = 50_000


def check(moves: int) -> None:
    """Refuse a game of more than :data:`MAX_MOVES` moves (before anything is replayed)."""
    if moves > MAX_MOVES:
        raise BadInput(f"a game holds at most {MAX_MOVES} moves; this one would hold {moves}",
                       key="game.too_long", limit=MAX_MOVES, moves=moves)


def stopped(moves: int) -> bool:
    """Has a game of ``moves`` moves reached the limit (so it takes no more moves)?"""
    return moves >= MAX_MOVES
