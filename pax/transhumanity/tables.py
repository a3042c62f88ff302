"""Fast lookup tables built once from the card-set data (``data/*.json``, validated by ``catalog``).

The engine never touches the JSON records on the hot path: each card becomes a frozen ``Card``
with tuples, each board a tuple of ``Spot``s.
"""

from __future__ import annotations

from typing import Any

from dataclasses import dataclass, field
from collections.abc import Iterable

from .state import COL_OF_SPHERE
from .vocabulary import SPHERES



@dataclass(frozen=True, slots=True)
class Impact:
    """One icon: ``type`` plus its parameters (``sphere`` as a column index, ``side`` "T"/"M")."""

    type: str
    problem: str | None = None
    sphere: int | None = None
    side: str | None = None
    brash: str | None = None
    heat_index: int | None = None


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str                       # "idea" | "tipping_point" | "plurality"
    name: str
    left: str
    right: str
    heat: tuple[str, ...]           # "white" | "black", top to bottom
    surge: tuple[str, ...]
    abilities: tuple[tuple[str, str | None], ...]   # (type, discipline-or-scope)
    impacts: tuple[tuple[Impact, ...], ...]         # groups joined by "+", alternatives by OR
    pair: frozenset[str] = field(default=frozenset())

    def band(self, down: int) -> str:
        """The discipline shown when band ``down`` (0 left, 1 right) faces down in the Splay."""
        return self.right if down else self.left


@dataclass(frozen=True, slots=True)
class Spot:
    id: str
    sphere: int
    side: str                       # "T" thinker (left) | "M" maker (right)
    row: int                        # 1 = top
    barrier: bool                   # False = utility


@dataclass
class Tables:
    cards: dict[str, Card]
    ideas: tuple[str, ...]          # the ordinary ideas, in id order
    tipping: tuple[str, ...]
    plurality: str
    spots: dict[str, Spot]
    board: tuple[tuple[Spot, ...], ...]   # per sphere, ordered by side then row
    below: dict[str, tuple[str, ...]]     # spot id -> spots further down on its side, nearest first
    problems: dict[str, int]              # problem id -> sphere index
    finance: dict[str, tuple[int, int, int]]  # colour -> (capital, wealth, debt)
    turn_order: tuple[str, ...]           # colours in turn order
    names: dict[str, str] = field(default_factory=dict)  # ids of anything -> display name
    spot_list: tuple[Spot, ...] = ()                     # every spot, board by board
    side_ids: dict[tuple[int, str], tuple[str, ...]] = field(default_factory=dict)  # (sphere, "T"|"M") -> spot ids


def _side(s: str) -> str:
    return "T" if s.startswith("t") or s == "T" else "M"


def _impact(raw: dict[str, Any]) -> Impact:
    sph = raw.get("sphere")
    side = raw.get("side")
    return Impact(
        type=raw["type"], problem=raw.get("problem"),
        sphere=COL_OF_SPHERE[sph] if sph is not None else None,
        side=_side(side) if side else None, brash=raw.get("brash"), heat_index=raw.get("heat_index"),
    )


def _card(raw: dict[str, Any]) -> Card:
    ab = []
    for a in raw.get("abilities") or []:
        ab.append((a["type"], a.get("discipline") or a.get("scope")))
    d = raw["disciplines"]
    return Card(
        id=raw["id"], kind=raw["kind"], name=raw.get("name", raw["id"]), left=d["left"], right=d["right"],
        heat=tuple(raw.get("heat") or ()), surge=tuple(raw.get("surge") or ()), abilities=tuple(ab),
        impacts=tuple(tuple(_impact(i) for i in grp) for grp in raw.get("impacts") or ()),
        pair=frozenset((d["left"], d["right"])),
    )


def build(cards: Iterable[dict[str, Any]], boards: Iterable[dict[str, Any]], problems: Iterable[dict[str, Any]],
          player_boards: Iterable[dict[str, Any]]) -> Tables:
    """Tables from plain records shaped as the card set's JSON files."""
    cmap: dict[str, Card] = {}
    names: dict[str, str] = {}
    for rec in cards:
        if rec.get("kind") not in ("idea", "tipping_point", "plurality"):
            continue
        c = _card(rec)
        cmap[c.id] = c
        names[c.id] = c.name
    spots: dict[str, Spot] = {}
    per: list[list[Spot]] = [[] for _ in SPHERES]
    for b in boards:
        si = COL_OF_SPHERE[b["sphere"]]
        for p in b["positions"]:
            sp = Spot(p["id"], si, _side(p["side"]), int(p["row"]), p["kind"] == "barrier")
            spots[sp.id] = sp
            per[si].append(sp)
            names[sp.id] = p.get("name", sp.id)
    board = tuple(tuple(sorted(ps, key=lambda s: (s.side != "T", s.row))) for ps in per)
    below = {}
    for sp in spots.values():
        below[sp.id] = tuple(o.id for o in sorted(
            (o for o in board[sp.sphere] if o.side == sp.side and o.row > sp.row), key=lambda o: o.row))
    probs = {}
    for p in problems:
        probs[p["id"]] = COL_OF_SPHERE[p["sphere"]]
        names[p["id"]] = p.get("name", p["id"])
    pbs = sorted(player_boards, key=lambda r: r["turn_order"])
    fin = {r["colour"]: (r["finance"]["capital"], r["finance"]["wealth"], r["finance"]["debt"]) for r in pbs}
    ideas = tuple(sorted(k for k, c in cmap.items() if c.kind == "idea"))
    tipping = tuple(sorted(k for k, c in cmap.items() if c.kind == "tipping_point"))
    plural = next(k for k, c in cmap.items() if c.kind == "plurality")
    side_ids = {(si, side): tuple(sp.id for sp in board[si] if sp.side == side)
                for si in range(len(board)) for side in ("T", "M")}
    return Tables(cmap, ideas, tipping, plural, spots, board, below, probs, fin,
                  tuple(r["colour"] for r in pbs), names, tuple(sp for b in board for sp in b), side_ids)


def load() -> Tables:
    """Tables from the validated catalogue (``catalog.py`` loads and checks ``data/*.json``)."""
    from . import catalog as C
    return build([c.model_dump() for c in C.CARDS.values()], [b.model_dump() for b in C.CATALOG.boards],
                 [p.model_dump() for p in C.CATALOG.problems],
                 [b.model_dump() for b in C.CATALOG.player_boards.boards])


T: Tables = load()
