"""The Transhumanity game state: plain JSON-shaped containers inside one record (``pax.core.record``).

Everything is lists, dicts, ints and strings so that ``model_dump_json`` / ``load`` round-trip
exactly, and ``clone`` copies each container by its known shape, cheaply enough for every apply.

Seats are indices in turn order; ``colours[seat]`` is the player board colour. In the solo arena
seat 0 is the human and seats 1.. are the Exoglobal robots.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

if sys.version_info >= (3, 12):
    from typing import TypedDict
else:  # pydantic reads typing.TypedDict only from Python 3.12 (Pyodide's is 3.14: no wheel needed)
    from typing_extensions import TypedDict

from pax.core import BaseState
from pax.core.frames import Frame, copy_frames

from .vocabulary import DISCIPLINES

# Disciplines / sphere colours, in column order (FW, DW, CL, SP). Sphere index == column index.
DISC: tuple[str, ...] = DISCIPLINES  # the disciplines in column order, as plain letters
COL_OF_DISC = {d: i for i, d in enumerate(DISC)}
# Regime ids (``regimes.json`` ids without "REG-"): the dominant discipline letter, or GLOB / PS.
# Counts (agents, market rows …) live in ``tables.T.parts``, read from ``components.json``.
GLOB, PS = "GLOB", "PS"


class Slot(TypedDict):
    """A Market slot holding an idea: its syndicators and, per heat square, the agent on it."""

    id: str
    s: list[int]
    h: list[int | None]


class SplayEntry(TypedDict):
    """A Splay card: which band is down (0 left, 1 right) and, per heat square, the agent on it."""

    id: str
    d: int
    h: list[int | None]


@dataclass(kw_only=True)
class TrhState(BaseState):
    """The whole game; see ARCHITECTURE.md for every field."""

    colours: list[str]
    solo: str | None = None                 # None | "easy" | "hard"
    phase: str = "setup"                    # "setup" | "play" (the end is ``outcome``; JSON: see below)
    fin: list[list[int]]                    # per seat [capital, wealth, debt]; Exoglobal: [cubes on board, 0, 0]
    supply: list[int]                       # per seat, agents out of play
    patents: list[list[int]]                # per seat, patent count by discipline (DISC order)
    company: dict[str, int] = field(default_factory=dict)  # position id -> seat owning the disc there
    emp: dict[str, list[int]] = field(default_factory=dict)  # position id -> seats of employees there
    unemp: list[list[int]]                  # per sphere, per seat: unemployed agents
    market: list[list[Slot | None]]  # [column][row] -> {"id", "s": [syndicators], "h": [seat|None per heat square]}
    splay: list[SplayEntry] = field(default_factory=list)  # oldest first: {"id", "d": 0 left band down | 1 right band down, "h": [...]}
    deck: list[str] = field(default_factory=list)  # draw deck, top first
    aside: list[str] = field(default_factory=list)  # set-aside ideas (out of play)
    exo_deck: list[str] = field(default_factory=list)  # solo: Exoglobal deck, top first
    held: list[str] = field(default_factory=list)  # cards out of every pile while a decision about them is pending
                                            # (a researched card, a drawn Exoglobal card)
    discard: list[str] = field(default_factory=list)  # ideas that left the game
    tanks: list[list[str]]                  # per seat Think Tank, top card last
    secret: list[str | None]                # per seat secret sphere colour (a discipline letter)
    secret_card: list[str | None]           # per seat card kept under the board
    cands: list[list[str]]                  # per seat candidate cards while choosing the secret sphere
    problems: dict[str, int | None] = field(default_factory=dict)  # problem id -> owner seat, None while above its board
    regime: str = GLOB
    turn: int = 0                           # seat whose turn it is
    actions_left: int = 2
    frames: list[Frame] = field(default_factory=list)  # pending decisions, top = last
    ending: str | None = None               # a Game End icon resolved: scoring due when the card is done

    # ``outcome`` is the only end flag. The JSON form stays that of the saves and digests recorded
    # before the turn's menu became a frame: a finished game's ``phase`` reads "over", and a state
    # written then (no turn frame under the decisions) gets its turn frame when read.
    def dump_fields(self, out: dict[str, object]) -> None:
        if "phase" in out and self.outcome is not None:
            out["phase"] = "over"

    def after_read(self) -> None:
        if self.phase == "over":
            self.phase = "play"
        bottom: object = self.frames[0].get("kind") if self.frames else None
        if self.outcome is None and bottom != "turn":
            turn: Frame = {"kind": "turn", "seat": self.turn}
            self.frames.insert(0, turn)


_new = object.__new__


def clone(state: TrhState) -> TrhState:
    """A copy cheap enough for every ``apply``: each container is copied by its known shape
    (strings and ints are immutable, so lists of them are copied shallowly), except the Market's
    slot dicts and the Splay's entries, which are shared until changed (``market.own_slot``,
    ``splay.own_entry``: copy on write)."""
    # typed field reads (``state.x``), the copy built as a plain dict of the same keys
    data: dict[str, object] = state.__dict__.copy()
    data["colours"] = state.colours[:]
    data["fin"] = [x[:] for x in state.fin]
    data["supply"] = state.supply[:]
    data["patents"] = [x[:] for x in state.patents]
    data["company"] = state.company.copy()
    data["emp"] = state.emp.copy()  # lists shared: copy on write (``board.place_employee`` / ``remove_employee``)
    data["unemp"] = [x[:] for x in state.unemp]
    # Slot dicts are shared with ``state`` (copy on write: ``market.own_slot`` copies a slot
    # before any change); only the column lists are new.
    data["market"] = [col[:] for col in state.market]
    # Splay entries are shared too (copy on write: ``splay.own_entry`` copies one before its
    # Future Shock squares change); only the list is new.
    data["splay"] = state.splay[:]
    # Field by field rather than a loop over names: this runs for every ``apply``.
    data["deck"] = state.deck[:]
    data["aside"] = state.aside[:]
    data["exo_deck"] = state.exo_deck[:]
    data["held"] = state.held[:]
    data["discard"] = state.discard[:]
    data["secret"] = state.secret[:]
    data["secret_card"] = state.secret_card[:]
    data["tanks"] = [x[:] for x in state.tanks]
    data["cands"] = [x[:] for x in state.cands]
    data["problems"] = state.problems.copy()
    data["frames"] = copy_frames(state.frames)  # frames are shared: never changed in place (pax.core.frames)
    new = _new(TrhState)
    object.__setattr__(new, "__dict__", data)  # the copy is of an already valid state: no checks
    return new
