"""The trail of a recorded game: a few bits per move saying what the move chose.

A save or a share link holds a game as the index of each move in the legal list of its step. An
engine whose legal lists changed (a rules fix) would replay those indices into another game
without a word, so saves and links also record, per move, a *mark*: a digest of the legal list's
length and of the chosen action (its kind and arguments). Replaying, the engine compares each
move's mark with the recorded one and stops before the first move that no longer fits: the game
opens there, with a message naming that move, never silently as another game.

Marks depend on the engine only through the legal lists and the actions, so they are the same in
CPython and Pyodide. A save keeps :data:`MARK_CHARS` characters per move (12 bits: a changed move
passes unnoticed with odds 1 in 4,096, and the moves after it are checked too); a share link keeps
one 16-bit digest per :data:`BLOCK` moves (links stay short) and opens at the start of the first
block that does not fit.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

from .action import Action

MARK_CHARS = 2
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
BLOCK = 32  # moves per digest in a share link


def mark(legal_count: int, action: Action) -> int:
    """The 32-bit mark of choosing ``action`` among ``legal_count`` legal actions."""
    return zlib.crc32(f"{legal_count}|{action.kind}|{action.args!r}".encode())


_PAIRS = [ALPHABET[m >> 6] + ALPHABET[m & 63] for m in range(4096)]  # 12 bits -> their two characters


def save_trail(marks: Sequence[int]) -> str:
    """The trail text a save keeps: :data:`MARK_CHARS` characters (12 bits) per move (written
    without a Python loop: every reply of a long game carries its save)."""
    return "".join(map(_PAIRS.__getitem__, map((4095).__and__, marks)))


def is_trail(text: object, moves: int) -> bool:
    """Whether ``text`` is a well-formed trail of ``moves`` moves."""
    return (isinstance(text, str) and len(text) == MARK_CHARS * moves
            and all(c in ALPHABET for c in text))


def first_difference(marks: Sequence[int], trail: str) -> int | None:
    """The first move (0-based) whose mark is not the one ``trail`` recorded, or ``None``."""
    mine = save_trail(marks)
    if trail.startswith(mine):
        return None
    for k in range(len(marks)):
        at = k * MARK_CHARS
        if mine[at:at + MARK_CHARS] != trail[at:at + MARK_CHARS]:
            return k
    return None


def block_digest(marks: Sequence[int]) -> int:
    """The 16-bit digest of one block of a share link's moves."""
    return zlib.crc32(b"".join(m.to_bytes(4, "big") for m in marks)) & 0xFFFF


def block_digests(marks: Sequence[int]) -> list[int]:
    """One digest per :data:`BLOCK` moves (the last block may be shorter)."""
    return [block_digest(marks[i:i + BLOCK]) for i in range(0, len(marks), BLOCK)]
