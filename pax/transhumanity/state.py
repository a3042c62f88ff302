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
    held: list[str] = []                    # cards out of every pile while a decision about them is pending
                                            # (a researched card, a drawn Exoglobal card)
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


def clone(state: TrhState) -> TrhState:
    """A deep copy cheap enough for every ``apply``: each container is copied by its known shape
    (strings and ints are immutable, so lists of them are copied shallowly)."""
    d = state.__dict__
    data = dict(d)
    data["colours"] = d["colours"][:]
    data["fin"] = [x[:] for x in d["fin"]]
    data["supply"] = d["supply"][:]
    data["patents"] = [x[:] for x in d["patents"]]
    data["company"] = dict(d["company"])
    data["emp"] = {k: v[:] for k, v in d["emp"].items()}
    data["unemp"] = [x[:] for x in d["unemp"]]
    data["market"] = [[None if x is None else {"id": x["id"], "s": x["s"][:], "h": x["h"][:]} for x in col]
                      for col in d["market"]]
    data["splay"] = [{"id": e["id"], "d": e["d"], "h": e["h"][:]} for e in d["splay"]]
    for k in ("deck", "aside", "exo_deck", "held", "discard", "secret", "secret_card"):
        data[k] = d[k][:]
    data["tanks"] = [x[:] for x in d["tanks"]]
    data["cands"] = [x[:] for x in d["cands"]]
    data["problems"] = dict(d["problems"])
    data["frames"] = marshal.loads(marshal.dumps(d["frames"]))
    data["end"] = marshal.loads(marshal.dumps(d["end"]))
    new = object.__new__(TrhState)
    object.__setattr__(new, "__dict__", data)
    object.__setattr__(new, "__pydantic_fields_set__", set(state.__pydantic_fields_set__))
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_private__", None)
    return new
