"""Fast lookup tables built once from the card-set data (``data/*.json``, validated by ``catalog``).

The engine never touches the JSON records on the hot path: each card becomes a frozen ``Card``
with tuples, each board a tuple of ``Spot``s.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import catalog as C
from .cardset import SETS, CardSet
from .catalog import Components
from .vocabulary import COL_OF_SPHERE, DISCIPLINES, SPHERES


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
    theme: str | None = None        # authoring metadata (the sphere the card was written for); no rule reads it
    flavor: str = ""

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


@dataclass(frozen=True, slots=True)
class RegimeRule:
    """A Regime's effects as the engine applies them, read from its ``regimes.json`` record (TRH-H)."""

    id: str                         # the state's id: "GLOB", a discipline letter, or "PS"
    name: str
    free: frozenset[str]            # actions that cost no money (TRH-F-7, F-33, F-37)
    subsidized: tuple[tuple[str, int | None], ...]   # (action, market column or None = everywhere)
    surge_both: bool                # every idea surges in both of its disciplines (TRH-H-2)
    doubles: frozenset[str]         # disciplines whose patents are worth double (TRH-E-8, TRH-E-9)
    dominant: str | None            # the dominant sphere's discipline (TRH-I-7), None without one
    scoring: str                    # "secret_only" | "dominant" | "singular" (TRH-I-10, I-7, I-11)


@dataclass(frozen=True, slots=True)
class Tables:
    """Every static fact the engine reads, from one validated catalogue."""

    cards: dict[str, Card]
    ideas: tuple[str, ...]          # card-set version 1's ordinary ideas, in id order (``deal_of``:
    tipping: tuple[str, ...]        # any version's)
    plurality: str
    spots: dict[str, Spot]
    board: tuple[tuple[Spot, ...], ...]   # per sphere, ordered by side then row
    below: dict[str, tuple[str, ...]]     # spot id -> spots further down on its side, nearest first
    problems: dict[str, int]              # problem id -> sphere index
    finance: dict[str, tuple[int, int, int]]  # colour -> (capital, wealth, debt) in version 1 (``finance_of``)
    turn_order: tuple[str, ...]           # colours in turn order
    names: dict[str, str]                 # ids of anything -> display name
    spot_list: tuple[Spot, ...]           # every spot, board by board
    side_ids: dict[tuple[int, str], tuple[str, ...]]  # (sphere, "T"|"M") -> spot ids
    whites: dict[str, tuple[int, ...]]    # card id -> indices of its white heat squares
    regimes: dict[str, RegimeRule]        # state id -> effects
    regime_by_trigger: dict[tuple[str, str | None], str]  # (trigger type, colour) -> state id
    colours_by_players: dict[int, tuple[str, ...]]        # TRH-C-1
    parts: Components                     # counts: agents, market rows, deck size, hire fee (TRH-B, TRH-C)
    problem_names: dict[str, dict[str, str]]  # language -> problem id -> display name
    # Card-set version -> (ideas, Tipping Points) it deals; ``cards`` holds every version's cards.
    sets: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    set_cards: dict[int, frozenset[str]] = field(default_factory=dict)  # version -> every card id
    finances: dict[int, dict[str, tuple[int, int, int]]] = field(default_factory=dict)  # version -> finance

    def deal_of(self, version: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The ideas and Tipping Points a game of that card-set version shuffles (TRH-C-12/16)."""
        return self.sets[version]

    def finance_of(self, version: int) -> dict[str, tuple[int, int, int]]:
        """Each board's starting Capital/Wealth/Debt in that card-set version (TRH-C-4)."""
        return self.finances.get(version, self.finance)


def _side(s: str) -> str:
    return "T" if s.startswith("t") else "M"


def _thinkers_first(sp: Spot) -> tuple[bool, int]:
    """A board's spots: the thinker side first, each side top row first."""
    return (sp.side != "T", sp.row)


def _row(sp: Spot) -> int:
    return sp.row


def _turn_order(b: C.PlayerBoard) -> int:
    return b.turn_order


def _impact(raw: C.Impact) -> Impact:
    return Impact(
        type=raw.type, problem=raw.problem if isinstance(raw, C.Solve) else None,
        sphere=COL_OF_SPHERE[raw.sphere] if isinstance(raw, C.Company | C.NuclearExchange) else None,
        side=_side(raw.side) if isinstance(raw, C.Company) else None,
        brash=raw.brash if isinstance(raw, C.Company) else None,
        heat_index=raw.heat_index if isinstance(raw, C.ExoglobalRecession) else None,
    )


def _card(raw: C.CardRecord) -> Card:
    ab = tuple((a.type, a.discipline if isinstance(a, C.PatentPremium) else a.scope) for a in raw.abilities)
    d = raw.disciplines
    return Card(
        id=raw.id, kind=raw.kind, name=raw.name, left=d.left, right=d.right,
        heat=tuple(raw.heat), surge=tuple(raw.surge), abilities=ab,
        impacts=tuple(tuple(_impact(i) for i in grp) for grp in raw.impacts),
        pair=frozenset((d.left, d.right)), theme=raw.theme_sphere, flavor=raw.flavor,
    )


def regime_id(record_id: str) -> str:
    """The state's Regime id of a ``regimes.json`` record: ``"REG-Y"`` -> ``"Y"``."""
    return record_id.removeprefix("REG-")


def _regime(r: C.Regime) -> RegimeRule:
    free: set[str] = set()
    sub: list[tuple[str, int | None]] = []
    surge_both = double_all = False
    for e in r.effects:
        if isinstance(e, C.FreeAction):
            free.add(e.action)
        elif isinstance(e, C.Subsidize):
            sub += [(act, None if e.sphere is None else COL_OF_SPHERE[e.sphere]) for act in e.actions]
        elif e.type == "surge_both_disciplines":
            surge_both = True
        else:
            double_all = True
    dom = None if r.dominant_sphere is None else C.SPHERE_DISCIPLINE[r.dominant_sphere]
    doubles = frozenset(DISCIPLINES) if double_all else frozenset(() if dom is None else (dom,))
    return RegimeRule(regime_id(r.id), r.name, frozenset(free), tuple(sub), surge_both, doubles, dom, r.scoring)


def build(cat: C.Catalog, sets: dict[int, CardSet] | None = None) -> Tables:
    """Tables from a validated catalogue (version 1) and the card set's later versions, whose
    changed cards join ``cards`` under their own ids."""
    cmap: dict[str, Card] = {}
    names: dict[str, str] = {}
    later = [cs.catalog for v, cs in sorted((sets or {}).items()) if v > 1]
    for rec in (*cat.ideas, *cat.special, *(r for lc in later for r in (*lc.ideas, *lc.special))):
        if isinstance(rec, C.CardRecord) and rec.id not in cmap:
            c = _card(rec)
            cmap[c.id] = c
            names[c.id] = c.name
    spots: dict[str, Spot] = {}
    per: list[list[Spot]] = [[] for _ in SPHERES]
    for b in cat.boards:
        si = COL_OF_SPHERE[b.sphere]
        for p in b.positions:
            sp = Spot(p.id, si, _side(p.side), p.row, p.kind == "barrier")
            spots[sp.id] = sp
            per[si].append(sp)
            names[sp.id] = p.name
    board = tuple(tuple(sorted(ps, key=_thinkers_first)) for ps in per)
    below = {}
    for sp in spots.values():
        below[sp.id] = tuple(o.id for o in sorted(
            (o for o in board[sp.sphere] if o.side == sp.side and o.row > sp.row), key=_row))
    probs = {}
    for pr in cat.problems:
        probs[pr.id] = COL_OF_SPHERE[pr.sphere]
        names[pr.id] = pr.name
    pbs = sorted(cat.player_boards.boards, key=_turn_order)
    fin: dict[str, tuple[int, int, int]] = {r.colour: (r.finance.capital, r.finance.wealth, r.finance.debt) for r in pbs}
    ideas = tuple(sorted(r.id for r in cat.ideas))
    tipping = tuple(sorted(r.id for r in cat.special if isinstance(r, C.CardRecord) and r.kind == "tipping_point"))
    plural = next(k for k, c in cmap.items() if c.kind == "plurality")
    side_ids = {(si, side): tuple(sp.id for sp in board[si] if sp.side == side)
                for si in range(len(board)) for side in ("T", "M")}
    whites = {cid: tuple(i for i, k in enumerate(c.heat) if k == "white") for cid, c in cmap.items()}
    regimes = {regime_id(r.id): _regime(r) for r in cat.regimes}
    by_trigger: dict[tuple[str, str | None], str] = {(r.trigger.type, r.trigger.colour): regime_id(r.id) for r in cat.regimes}
    problem_names = {"en": {p.id: p.name for p in cat.problems},
                     "hu": {p.id: p.name_hu or p.name for p in cat.problems}}
    by_players: dict[int, tuple[str, ...]] = {int(n): tuple(cols) for n, cols in cat.player_boards.by_player_count.items()}
    deals = {v: (cs.ideas, cs.tipping) for v, cs in (sets or {}).items()} or {1: (ideas, tipping)}
    set_cards = {v: frozenset((*i, *t, plural)) for v, (i, t) in deals.items()}
    finances = {v: cs.finance for v, cs in (sets or {}).items()} or {1: fin}
    return Tables(cmap, ideas, tipping, plural, spots, board, below, probs, fin,
                  tuple(r.colour for r in pbs), names, tuple(sp for b in board for sp in b), side_ids,
                  whites, regimes, by_trigger, by_players, cat.components, problem_names, deals, set_cards,
                  finances)


def load() -> Tables:
    """Tables from the validated catalogue (``catalog.py`` loads and checks ``data/*.json``) and
    the card set's versions (``cardset.py``)."""
    return build(C.CATALOG, SETS)


T: Tables = load()
