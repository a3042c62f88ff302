"""The Pax Renaissance game state: plain data, copy-on-apply.

Every container field holds only immutable values (str, int, tuples) or, for
``frames``, JSON-natural dicts that are never mutated in place (the copy-on-write rule of
``pax.core.frames``). So a working
copy for one ``apply`` is a shallow copy of each container (``RenState.fork``),
about 20 µs, instead of a deep copy.

Token codes (strings) used everywhere:

* ``"knight:white"``, ``"rook:black"``, ``"bishop:red"`` — a piece of a type and colour;
  a Rook on a border is a Pirate (REN-B-6);
* ``"cube:2"`` — a Concession cube of seat 2 (a Serf when it lies in ``repressed``).

Card ids are the market card ids (``PREN044``, ``COMET1``), Empire cards are
their empire ids (``"england"``), Player cards their banker ids (``"fugger"``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pax.core import BaseState
from pax.core.frames import Frame as Frame  # re-exported: the frames of ``RenState.frames``

# container fields copied by ``fork`` (all others are immutable scalars/tuples)
_CONTAINERS = (
    "florins", "cubes", "hands", "west", "east", "old_maids", "supply", "cities", "borders",
    "repressed", "bishops", "empire_owner", "empire_side", "queens", "suzerain", "map_side",
    "discs", "market", "market_florins", "face_down", "decks", "frames",
)


@dataclass(kw_only=True)
class RenState(BaseState):
    """Whole game. Seats are 0..players-1 as named in the setup; ``order`` is the turn order."""

    # -- players ----------------------------------------------------------
    bankers: tuple[str, ...]  # Player card per seat (REN-C-17)
    order: tuple[int, ...]  # turn order of seats (REN-C-20); order[0] started
    florins: list[int]  # per seat
    china: int  # the bank (REN-C-22)
    cubes: list[int]  # cubes in each seat's supply (REN-C-18)
    hands: list[tuple[str, ...]]
    # tableau sides, inner (next to the Player card) first, outer end last (REN-E-8).
    # Entries are market card ids and Empire ids (a crowned pair is its Empire id; Vassals are not listed).
    west: list[tuple[str, ...]]
    east: list[tuple[str, ...]]
    old_maids: list[tuple[str, ...]]  # REN-E-11
    # -- pieces -----------------------------------------------------------
    supply: dict[str, int]  # "knight:white" -> pieces in the supply
    cities: dict[str, tuple[str, ...]]  # occupied cities only; Constantinople up to 3 tokens
    borders: dict[str, str]  # occupied borders only: "cube:s" or a pirate "rook:colour"
    repressed: dict[str, tuple[str, ...]]  # Empire id -> repressed tokens/Serfs (REN-L-3, REN-L-4)
    bishops: dict[str, str]  # card or Empire id in a tableau -> bishop colour
    # -- empires ----------------------------------------------------------
    empire_owner: dict[str, int]  # Empires in tableaux (absent: in the Empire deck, REN-C-15)
    empire_side: dict[str, str]  # "kingdom" | "republic" for Empires in tableaux
    queens: dict[str, str]  # Empire id -> the crowned Queen card on it (REN-I-2)
    suzerain: dict[str, str]  # Vassal Empire id -> its Suzerain Empire id (REN-R-12)
    # -- map --------------------------------------------------------------
    map_side: dict[str, str]  # map card -> "medieval" | religion (REN-C-2)
    discs: dict[str, str]  # covered emporium city -> disc colour (REN-C-4..6)
    # -- market -----------------------------------------------------------
    market: dict[str, tuple[str, ...]]  # row "east"/"west" -> 6 slots, "" = empty
    market_florins: dict[str, tuple[int, ...]]  # florins lying on each slot (or waiting in an empty one)
    face_down: dict[str, tuple[bool, ...]]
    decks: dict[str, tuple[str, ...]]  # draw decks, top first
    out_of_play: tuple[str, ...] = ()  # cards not used this game (REN-C-11)
    removed: tuple[str, ...] = ()  # cards that left the game (sold, fair discards, Comets)
    victories: tuple[str, ...] = ()  # active Victory cards, in activation order
    # -- turn -------------------------------------------------------------
    turn: int = 1  # turn number, 1-based
    current: int = 0  # the turn's player
    actions_left: int = 2
    ops_done: tuple[str, ...] = ()  # sides operated this turn (REN-D-10)
    fairs_done: tuple[str, ...] = ()  # rows that held a fair this turn (REN-D-12)
    paid_onto: tuple[str, ...] = ()  # card ids paid onto this turn (REN-E-6)
    slot1_emptied: tuple[str, ...] = ()  # rows whose face-down card left this turn (REN-D-17)
    frames: list[Frame] = field(default_factory=list)  # pending decisions, top = last (see flow.py)

    def fork(self) -> RenState:
        """A working copy for one ``apply``: new containers, shared immutable values."""
        s = self.model_copy()
        d = s.__dict__
        for name in _CONTAINERS:
            v = d[name]
            d[name] = v.copy()
        return s
