"""The Transhumanity game state: plain JSON-shaped containers inside one pydantic model.

Everything is lists, dicts, ints and strings so that ``model_dump_json`` / ``load`` round-trip
exactly and ``clone`` (a ``marshal`` round trip) is cheap on the hot path.

Seats are indices in turn order; ``colours[seat]`` is the player board colour. In the solo arena
seat 0 is the human and seats 1.. are the Exoglobal robots.
"""

from __future__ import annotations

import marshal
from typing import Any

from pax.core import BaseState

# Disciplines / sphere colours, in column order (FW, DW, CL, SP). Sphere index == column index.
DISC = ("Y", "G", "B", "O")
SPHERES = ("FW", "DW", "CL", "SP")
COL_OF_DISC = {d: i for i, d in enumerate(DISC)}
COL_OF_SPHERE = {s: i for i, s in enumerate(SPHERES)}
ROWS = 6
AGENTS = 15
DISCS = 4

# Regime ids: the dominant discipline letter, or GLOB / PS.
GLOB, PS = "GLOB", "PS"


class TrhState(BaseState):
    """The whole game; see ARCHITECTURE.md for every field."""

    colours: list[str]
    solo: str | None = None                 # None | "easy" | "hard"
    phase: str = "setup"                    # "setup" | "play" | "over"
    fin: list[list[int]]                    # per seat [capital, wealth, debt]; Exoglobal: [cubes on board, 0, 0]
    supply: list[int]                       # per seat, agents out of play
    patents: list[list[int]]                # per seat, patent count by discipline (DISC order)
    company: dict[str, int] = {}            # position id -> seat owning the disc there
    emp: dict[str, list[int]] = {}          # position id -> seats of employees there
    unemp: list[list[int]]                  # per sphere, per seat: unemployed agents
    market: list[list[dict[str, Any] | None]]  # [column][row] -> {"id", "s": [syndicators], "h": [seat|None per heat square]}
    splay: list[dict[str, Any]] = []        # oldest first: {"id", "d": 0 left band down | 1 right band down, "h": [...]}
    deck: list[str] = []                    # draw deck, top first
    aside: list[str] = []                   # set-aside ideas (out of play)
    exo_deck: list[str] = []                # solo: Exoglobal deck, top first
    discard: list[str] = []                 # ideas that left the game
    tanks: list[list[str]]                  # per seat Think Tank, top card last
    secret: list[str | None]                # per seat secret sphere colour (a discipline letter)
    secret_card: list[str | None]           # per seat card kept under the board
    cands: list[list[str]]                  # per seat candidate cards while choosing the secret sphere
    problems: dict[str, int | None] = {}    # problem id -> owner seat, None while above its board
    regime: str = GLOB
    turn: int = 0                           # seat whose turn it is
    actions_left: int = 2
    frames: list[dict[str, Any]] = []       # pending decisions, top = last
    end: dict[str, Any] | None = None       # {"victory", "winners", "scores"} once over
    ending: str | None = None               # a Game End icon resolved: scoring due when the card is done


_FIELDS: tuple[str, ...] = ()


def clone(state: TrhState) -> TrhState:
    """A deep copy cheap enough for every ``apply`` (marshal of plain containers)."""
    global _FIELDS
    d = state.__dict__
    if not _FIELDS:
        _FIELDS = tuple(k for k in TrhState.model_fields if k != "setup")
    data = marshal.loads(marshal.dumps({k: d[k] for k in _FIELDS}))
    data["setup"] = d["setup"]
    return TrhState.model_construct(**data)
