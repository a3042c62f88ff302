"""A tiny deterministic random generator whose whole state is one integer.

Python's ``random`` would also be identical under CPython and Pyodide, but its
state is 625 words; this one fits in a JSON field, so a saved game mid-way
carries its randomness exactly (replay in another runtime gives the same deal).
The generator is SplitMix64.
"""

from __future__ import annotations

from typing import TypeVar
from collections.abc import MutableSequence

_MASK = (1 << 64) - 1
T = TypeVar("T")


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int, negatives included)."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return ``(value, new_state)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in ``[0, n)`` without modulo bias; returns ``(value, new_state)``."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        v, state = next_u64(state)
        if v < limit:
            return v % n, state


def shuffle(state: int, items: MutableSequence[T]) -> int:
    """Shuffle ``items`` in place (Fisher–Yates); returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        j, state = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


class Rng:
    """Mutable convenience wrapper for use inside one ``apply`` call.

    Read ``.state`` back into the new game state when done.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state

    def below(self, n: int) -> int:
        v, self.state = randbelow(self.state, n)
        return v

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.state = shuffle(self.state, items)

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]
