"""Pax Renaissance component data: schema, validation and fast lookup tables.

The facts live in ``pax/renaissance/data/*.json`` (cards, empires, map, misc). Their schema is
frozen dataclasses (``pax.core.record``: a class's own checks are its ``__post_init__``); pydantic
validates the files into them only when ``scripts/compact_data.py`` writes the compact form, which a
start reads back without pydantic (``pax.core.compact``, issue 36). The module then exposes plain
dicts, tuples and frozensets for the engine's hot path. Nothing here changes during a game.

Vocabulary (used by the whole Renaissance package):

* a *region* is ``"west"`` or ``"east"``;
* a *location* is a map-card id (``"france"``), a region (a regional card, REN-E-30) or ``None``
  (Queens take their King's location, REN-E-31; Comets have none);
* an Empire's id is its map card's id, which is also the Empire card's location;
* token colours are ``white``/``black``/``red`` = Catholic/Islamic/Reformist (spec, Components);
* a map-card *side* is ``"medieval"`` or the card's one religion (REN-C-2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pax.core import compact, record
from pax.core.compact import Json
from pax.core.packagedata import DataFile
from pax.core.record import Frozen, frozen

from . import rawjson

Region = Literal["west", "east"]
Colour = Literal["white", "black", "red"]
Religion = Literal["catholic", "islamic", "reformist"]
Side = Literal["medieval", "catholic", "islamic", "reformist"]
PrestigeKind = Literal["catholic", "islamic", "reformist", "law", "discovery", "patron"]
AgentPiece = Literal["bishop", "knight", "rook", "pirate", "pawn"]
CityPiece = Literal["knight", "rook"]
OpKind = Literal["inquisitor", "commerce", "behead", "tax", "repress", "vote", "corsair", "siege", "campaign"]
OneShotKind = Literal["conspiracy", "peasant_revolt", "crusade", "reformation", "jihad", "trade_shift", "coronation"]
Category = Literal["religious", "economic", "political", "military"]

REGIONS: tuple[Region, ...] = ("west", "east")
COLOURS: tuple[Colour, ...] = ("white", "black", "red")
RELIGIONS: tuple[Religion, ...] = ("catholic", "islamic", "reformist")
PRESTIGE_KINDS: tuple[PrestigeKind, ...] = ("catholic", "islamic", "reformist", "law", "discovery", "patron")
OP_KINDS: tuple[OpKind, ...] = ("inquisitor", "commerce", "behead", "tax", "repress", "vote", "corsair", "siege",
                                "campaign")
CIVIL_WARS = frozenset({"conspiracy", "peasant_revolt"})
#: REN-K-1: the attacking religion is fixed by the religious-war variant.
RELIGIOUS_WARS: dict[str, Religion] = {"crusade": "catholic", "reformation": "reformist", "jihad": "islamic"}


# --------------------------------------------------------------------------- cards

@frozen
class Op(Frozen):
    """One operation icon. Which attribute is set depends on the kind (see ``_OP_ATTRS``)."""

    op: OpKind
    colour: Colour | None = None          # inquisitor: the Bishop it moves; corsair: the Pirate (skull colour)
    market: Region | None = None          # commerce: the market row it takes a florin from
    region: Region | None = None          # vote: where the regime change may happen
    pieces: tuple[Literal["pawn", "knight", "rook", "pirate"], ...] = ()  # repress / siege: types it may hit

    def __post_init__(self) -> None:
        need = _OP_ATTRS.get(self.op)
        if need is None:  # pydantic refuses it by type first; code building an Op gets a ValueError too
            raise ValueError(f"unknown op {self.op!r}")
        for attr in ("colour", "market", "region"):
            value: object = getattr(self, attr)
            if (attr in need) != (value is not None):
                raise ValueError(f"{self.op} op: '{attr}' is {'required' if attr in need else 'not allowed'}")
        if ("pieces" in need) != bool(self.pieces):
            raise ValueError(f"{self.op} op: 'pieces' is {'required' if 'pieces' in need else 'not allowed'}")
        allowed = _OP_PIECES.get(self.op, frozenset())
        if not set(self.pieces) <= allowed or len(set(self.pieces)) != len(self.pieces):
            raise ValueError(f"{self.op} op: pieces must be distinct and among {sorted(allowed)}")


_OP_ATTRS: dict[str, frozenset[str]] = {
    "inquisitor": frozenset({"colour"}), "corsair": frozenset({"colour"}), "commerce": frozenset({"market"}),
    "vote": frozenset({"region"}), "repress": frozenset({"pieces"}), "siege": frozenset({"pieces"}),
    "behead": frozenset(), "tax": frozenset(), "campaign": frozenset(),
}
#: REN-F-14: repress hits Pawns (Concessions), Rooks or Knights; REN-F-25: siege hits Knights, Rooks or Pirates.
_OP_PIECES = {"repress": frozenset({"pawn", "rook", "knight"}), "siege": frozenset({"knight", "rook", "pirate"})}


@frozen
class Agent(Frozen):
    """An agent pictured on a card (REN-E-13). A ``pawn`` is the player's own cube, so it has no colour;
    a ``pirate`` places a Rook of its colour on a sea border (REN-B-6)."""

    piece: AgentPiece
    colour: Colour | None = None

    def __post_init__(self) -> None:
        if (self.piece == "pawn") != (self.colour is None):
            raise ValueError("a pawn agent has no colour; every other agent needs one")


@frozen
class OneShot(Frozen):
    """A card's one-shot (REN-O-1). ``target`` is a map-card id or a region (civil and religious wars);
    ``emporium`` is the city a trade shift names; a coronation uses the card's ``suitors``."""

    type: OneShotKind
    target: str | None = None
    emporium: str | None = None

    def __post_init__(self) -> None:
        war = self.type in CIVIL_WARS or self.type in RELIGIOUS_WARS
        if war != (self.target is not None):
            raise ValueError(f"{self.type}: 'target' is {'required' if war else 'not allowed'}")
        if (self.type == "trade_shift") != (self.emporium is not None):
            raise ValueError(f"{self.type}: 'emporium' is {'required' if self.type == 'trade_shift' else 'not allowed'}")

    @property
    def religion(self) -> Religion | None:
        """The attacking religion of a religious war (REN-K-1), else None."""
        return RELIGIOUS_WARS.get(self.type)


@frozen
class Card(Frozen):
    """A market card: ordinary (``market``), ``queen`` or ``comet``."""

    id: str
    name: str
    region: Region
    kind: Literal["market", "queen", "comet"]
    location: str | None = None
    one_shot: OneShot | None = None
    agents: tuple[Agent, ...] = ()
    ops: tuple[Op, ...] = ()
    prestige: tuple[PrestigeKind, ...] = ()
    suitors: tuple[str, ...] = ()
    ability: str | None = None

    def __post_init__(self) -> None:
        if self.kind == "comet":
            if (self.location, self.one_shot, self.agents, self.ops, self.prestige, self.suitors, self.ability) != (
                    None, None, (), (), (), (), None):
                raise ValueError(f"{self.id}: a comet has no location, one-shot, agents, ops, prestige or ability")
        elif self.kind == "queen":
            # REN-E-31: a Queen's location is her King's; REN-I-1: her one-shot is a Coronation.
            if self.location is not None:
                raise ValueError(f"{self.id}: a queen has no printed location")
            if not self.suitors or self.one_shot is None or self.one_shot.type != "coronation":
                raise ValueError(f"{self.id}: a queen needs suitors and a coronation one-shot")
        else:
            if self.location is None:
                raise ValueError(f"{self.id}: a market card needs a location")
            if self.suitors or (self.one_shot is not None and self.one_shot.type == "coronation"):
                raise ValueError(f"{self.id}: only queens have suitors and coronations")
        if len(set(self.suitors)) != len(self.suitors):
            raise ValueError(f"{self.id}: repeated suitor")


@frozen
class CardsFile(Frozen):
    about: str
    rulings: dict[str, str]
    abilities: dict[str, str]
    one_shot_unknown: tuple[str, ...]
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate card id")
        used = {c.ability for c in self.cards if c.ability}
        if used - set(self.abilities):
            raise ValueError(f"unknown ability ids: {sorted(used - set(self.abilities))}")
        if set(self.abilities) - used:
            raise ValueError(f"abilities no card has: {sorted(set(self.abilities) - used)}")
        by_id = {c.id: c for c in self.cards}
        for cid in self.one_shot_unknown:
            # REN-O-2: these cards resolve no one-shot in this engine.
            if cid not in by_id or by_id[cid].one_shot is not None:
                raise ValueError(f"one_shot_unknown: {cid} must be a card without a one-shot")


# --------------------------------------------------------------------------- empires

@frozen
class EmpireSide(Frozen):
    name: str
    ops: tuple[Op, ...]
    prestige: tuple[PrestigeKind, ...]


@frozen
class Empire(Frozen):
    """An Empire card. Its id, its map card's id and its location are the same string."""

    id: str
    name: str
    region: Region
    kingdom: EmpireSide
    republic: EmpireSide


@frozen
class EmpiresFile(Frozen):
    about: str
    empires: tuple[Empire, ...]


# --------------------------------------------------------------------------- map

@frozen
class Levy(Frozen):
    """The token printed on a city space for one map-card side (REN-C-7, REN-G-9)."""

    piece: CityPiece
    colour: Colour


@frozen
class CondottiereSpace(Frozen):
    """Venice's second space, open only through the Condottiere ability on the listed sides (REN-D-20)."""

    piece: CityPiece
    colour: Colour
    sides: tuple[Side, ...]


@frozen
class City(Frozen):
    """A city. ``levy[side]`` lists one printed token per space (Constantinople has 3, REN-E-17)."""

    id: str
    name: str
    name_hu: str                          # the Hungarian name, for the Hungarian UI and sentences
    capital: bool
    levy: dict[Side, tuple[Levy, ...]]
    condottiere_space: CondottiereSpace | None = None

    @property
    def spaces(self) -> int:
        return len(next(iter(self.levy.values())))


@frozen
class MapCard(Frozen):
    """A map card: ``sides`` is (medieval, its one religion) (REN-C-2)."""

    id: str
    name: str
    name_hu: str
    region: Region
    row: int
    column: int
    sides: tuple[Side, Side]
    start_side: Side
    cities: tuple[City, ...]

    def __post_init__(self) -> None:
        if self.sides[0] != "medieval" or self.sides[1] == "medieval":
            raise ValueError(f"{self.id}: sides must be ('medieval', <religion>)")
        if self.start_side not in self.sides:
            raise ValueError(f"{self.id}: start side {self.start_side} is not one of its sides")
        if sum(c.capital for c in self.cities) != 1:
            raise ValueError(f"{self.id}: exactly one capital required")
        for c in self.cities:
            if set(c.levy) != set(self.sides):
                raise ValueError(f"{c.id}: levy must be given for exactly the sides {list(self.sides)}")
            if len({len(v) for v in c.levy.values()}) != 1 or c.spaces < 1:
                raise ValueError(f"{c.id}: every side must print the same number (>= 1) of spaces")
            if c.condottiere_space and not set(c.condottiere_space.sides) <= set(self.sides):
                raise ValueError(f"{c.id}: condottiere sides must be sides of {self.id}")


@frozen
class Border(Frozen):
    """A border between two orthogonally adjacent map cards; ``sea`` borders take Pirates (REN-E-18)."""

    id: str
    between: tuple[str, str]
    sea: bool

    def __post_init__(self) -> None:
        if self.id != "_".join(sorted(self.between)) or self.between[0] == self.between[1]:
            raise ValueError(f"border id {self.id!r} must be its two map cards, sorted, joined by '_'")


@frozen
class Emporium(Frozen):
    city: str
    route: Region
    covered_at_start: bool
    shift_needs_discovery: bool


@frozen
class TradeRoute(Frozen):
    """``path`` alternates map cards and borders in travel order, from the emporium's map card (REN-G-2)."""

    emporium: str
    route: Region
    path: tuple[str, ...]

    @property
    def map_cards(self) -> tuple[str, ...]:
        return self.path[0::2]

    @property
    def borders(self) -> tuple[str, ...]:
        return self.path[1::2]


@frozen
class MapFile(Frozen):
    about: str
    rulings: dict[str, str]
    route_colours: dict[Region, Colour]
    grid: tuple[tuple[str, ...], ...]
    map_cards: tuple[MapCard, ...]
    borders: tuple[Border, ...]
    diagonal: tuple[tuple[str, str], ...]
    corsair_reach: dict[str, tuple[str, ...]]
    emporia: tuple[Emporium, ...]
    trade_routes: tuple[TradeRoute, ...]

    def __post_init__(self) -> None:
        cards = {m.id: m for m in self.map_cards}
        if len(cards) != len(self.map_cards):
            raise ValueError("duplicate map card id")
        cells = {(m.row, m.column): m.id for m in self.map_cards}
        grid_cells = {(r, c): mid for r, row in enumerate(self.grid) for c, mid in enumerate(row)}
        if cells != grid_cells:
            raise ValueError("map cards' row/column must match the grid")
        city_ids = [c.id for m in self.map_cards for c in m.cities]
        if len(set(city_ids)) != len(city_ids):
            raise ValueError("duplicate city id")
        pos = {mid: rc for rc, mid in cells.items()}

        def dist(a: str, b: str) -> tuple[int, int]:
            return abs(pos[a][0] - pos[b][0]), abs(pos[a][1] - pos[b][1])

        # every border joins orthogonal grid neighbours, and every such pair has exactly one border
        ortho = {frozenset((a, b)) for a in pos for b in pos if sorted(dist(a, b)) == [0, 1]}
        border_pairs = [frozenset(b.between) for b in self.borders]
        for b in self.borders:
            if not set(b.between) <= set(cards):
                raise ValueError(f"border {b.id}: unknown map card")
        if len(set(border_pairs)) != len(border_pairs) or set(border_pairs) != ortho:
            raise ValueError("borders must be exactly one per pair of orthogonally adjacent map cards")
        diag = {frozenset(p) for p in self.diagonal}
        grid_diag = {frozenset((a, b)) for a in pos for b in pos if dist(a, b) == (1, 1)}
        if len(diag) != len(self.diagonal) or diag != grid_diag:
            raise ValueError("diagonal must list exactly the diagonally adjacent grid pairs")
        # REN-F-20: reach of a pirate on a border of X = sea borders of X and of X's border-sharing neighbours
        sea = {b.id for b in self.borders if b.sea}
        touching: dict[str, set[str]] = {m: set() for m in cards}
        for b in self.borders:
            for m in b.between:
                touching[m].add(b.id)
        for m in cards:
            near = {m} | {o for b in self.borders if m in b.between for o in b.between}
            want = {bid for n in near for bid in touching[n]} & sea
            if set(self.corsair_reach.get(m, ())) != want:
                raise ValueError(f"corsair_reach[{m}] must be {sorted(want)}")
        if set(self.corsair_reach) != set(cards):
            raise ValueError("corsair_reach must have one entry per map card")
        # emporia and trade routes (REN-C-6, REN-G-2)
        city_card = {c.id: m.id for m in self.map_cards for c in m.cities}
        emporia = {e.city: e for e in self.emporia}
        if len(emporia) != len(self.emporia) or not set(emporia) <= set(city_card):
            raise ValueError("emporia must be distinct cities of the map")
        for region in REGIONS:
            open_ = [e for e in self.emporia if e.route == region and not e.covered_at_start]
            if len(open_) != 1:
                raise ValueError(f"exactly one {region} emporium must be uncovered at start")
        if set(self.route_colours) != set(REGIONS) or len(set(self.route_colours.values())) != 2:
            raise ValueError("route_colours must give distinct colours to west and east")
        borders = {b.id: b for b in self.borders}
        if sorted(r.emporium for r in self.trade_routes) != sorted(emporia):
            raise ValueError("exactly one trade route per emporium")
        for r in self.trade_routes:
            e = emporia[r.emporium]
            if r.route != e.route or len(r.path) % 2 != 1 or r.path[0] != city_card[r.emporium]:
                raise ValueError(f"route {r.emporium}: must start on its emporium's map card and match its colour")
            for i in range(1, len(r.path), 2):
                way = borders.get(r.path[i])
                if way is None or not way.sea or set(way.between) != {r.path[i - 1], r.path[i + 1]}:
                    raise ValueError(f"route {r.emporium}: {r.path[i]} must be a sea border between its neighbours")
            if len(set(r.map_cards)) != len(r.map_cards):
                raise ValueError(f"route {r.emporium}: enters a map card twice")


# --------------------------------------------------------------------------- misc

@frozen
class VictoryCard(Frozen):
    id: str
    name: str
    name_hu: str
    condition: str


@frozen
class Banker(Frozen):
    """A Player (banker) card: ``shield`` is the border of the starting Concession (REN-C-19)."""

    id: str
    name: str
    colour: str
    shield: str
    starts_first: bool


@frozen
class SetupNumbers(Frozen):
    players: tuple[int, ...]
    comets_per_deck: int
    comet_stack: int
    cards_per_player: int
    market_slots: int
    hand_limit: int
    actions_per_turn: int
    sell_value: int
    repress_cost: int
    fair_china_bonus: dict[int, int]
    fair_initiator_bonus: int
    imperial_lead: dict[int, int]

    def __post_init__(self) -> None:
        for name, per_count in (("fair_china_bonus", self.fair_china_bonus), ("imperial_lead", self.imperial_lead)):
            if set(per_count) != set(self.players):
                raise ValueError(f"{name} needs one value per player count")


@frozen
class Money(Frozen):
    total: int
    start_by_seat: tuple[int, ...]


@frozen
class MiscFile(Frozen):
    about: str
    rulings: dict[str, str]
    religion_colours: dict[Religion, Colour]
    victory_cards: tuple[VictoryCard, ...]
    patron_victory: VictoryCard
    bankers: tuple[Banker, ...]
    pieces: dict[Literal["bishop", "knight", "rook"], dict[Colour, int]]
    cubes_per_player: int
    op_categories: dict[OpKind, Category]
    category_colours: dict[Category, str]
    silenced_keeps: Category
    money: Money
    setup: SetupNumbers

    def __post_init__(self) -> None:
        if sorted(self.religion_colours.values()) != sorted(COLOURS) or len(self.religion_colours) != 3:
            raise ValueError("religion_colours must map the 3 religions onto the 3 colours")
        if set(self.op_categories) != set(OP_KINDS):
            raise ValueError("op_categories must give every operation a category")
        if sum(b.starts_first for b in self.bankers) > 1 or len({b.id for b in self.bankers}) != len(self.bankers):
            raise ValueError("bankers: distinct ids, at most one starts first")
        if len(self.bankers) < max(self.setup.players) or len(self.money.start_by_seat) < max(self.setup.players):
            raise ValueError("need a banker card and a starting purse for every seat")
        if sum(self.money.start_by_seat) > self.money.total:
            raise ValueError("starting money exceeds the money supply")
        for piece, per_colour in self.pieces.items():
            if set(per_colour) != set(COLOURS):
                raise ValueError(f"pieces.{piece}: one count per colour")


# --------------------------------------------------------------------------- the whole catalogue

@frozen
class Catalog(Frozen):
    """All four files, with the checks that span files."""

    cards: CardsFile
    empires: EmpiresFile
    map: MapFile
    misc: MiscFile

    def __post_init__(self) -> None:
        maps = {m.id: m for m in self.map.map_cards}
        emps = {e.id: e for e in self.empires.empires}
        if set(emps) != set(maps) or len(emps) != len(self.empires.empires):
            raise ValueError("one Empire card per map card, with the map card's id")
        for e in self.empires.empires:
            if e.region != maps[e.id].region:
                raise ValueError(f"empire {e.id}: region differs from its map card")
        places = set(maps) | set(REGIONS)
        emporia = {e.city for e in self.map.emporia}
        for c in self.cards.cards:
            if c.location is not None and c.location not in places:
                raise ValueError(f"{c.id}: location {c.location!r} is neither a map card nor a region")
            if not set(c.suitors) <= set(emps):
                raise ValueError(f"{c.id}: unknown suitor")
            os_ = c.one_shot
            if os_ is not None and os_.target is not None and os_.target not in places:
                raise ValueError(f"{c.id}: one-shot target {os_.target!r} unknown")
            if os_ is not None and os_.emporium is not None and os_.emporium not in emporia:
                raise ValueError(f"{c.id}: trade shift emporium {os_.emporium!r} unknown")
        borders = {b.id for b in self.map.borders}
        for b in self.misc.bankers:
            if b.shield not in borders:
                raise ValueError(f"banker {b.id}: shield {b.shield!r} is not a border")


def parse_catalog(raw: Mapping[str, object]) -> Catalog:
    """Validate raw JSON objects ``{"cards": …, "empires": …, "map": …, "misc": …}``.

    Raises ``pydantic.ValidationError`` naming the first broken field (pydantic is loaded here,
    only when data is checked: a start reads the compact file instead)."""
    return record.validate(Catalog, raw)


def read_raw() -> dict[str, Json]:
    """The four data files as parsed JSON (fresh objects each call)."""
    return {name: rawjson.loads(DataFile(__package__, f"data/{name}.json").read_bytes()) for name in DATA_FILES}


DATA_FILES = ("cards", "empires", "map", "misc")
#: the catalogue as validated when ``scripts/compact_data.py`` last ran (``pax.core.compact``):
#: a start reads it back without validating, once its digests match these data files and classes
COMPACT = compact.Compacted(
    file=DataFile(__package__, "data/catalog.compact.json"),
    sources=lambda: compact.source_digest(
        (DataFile(__package__, f"data/{name}.json") for name in DATA_FILES), compact.classes_of(globals())),
    validate=lambda: parse_catalog(read_raw()),
    classes=lambda: compact.classes_of(globals()))

CATALOG: Catalog = COMPACT.load_or_validate()

# =========================================================================== lookup tables
# Plain containers built once; the engine reads only these (and the frozen records they hold).

# ---- colours and religions
RELIGION_COLOUR: dict[str, str] = {str(k): str(v) for k, v in CATALOG.misc.religion_colours.items()}
COLOUR_RELIGION: dict[str, str] = {v: k for k, v in RELIGION_COLOUR.items()}

# ---- market cards
CARDS: dict[str, Card] = {c.id: c for c in CATALOG.cards.cards}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
CARDS_BY_REGION: dict[str, tuple[str, ...]] = {r: tuple(c.id for c in CATALOG.cards.cards if c.region == r)
                                               for r in REGIONS}
COMETS_BY_REGION: dict[str, tuple[str, ...]] = {r: tuple(cid for cid in CARDS_BY_REGION[r]
                                                         if CARDS[cid].kind == "comet") for r in REGIONS}
QUEENS: frozenset[str] = frozenset(c.id for c in CATALOG.cards.cards if c.kind == "queen")
ABILITIES: dict[str, str] = dict(CATALOG.cards.abilities)
#: card id -> ability id, only for the cards that have one (REN-D-20)
CARD_ABILITY: dict[str, str] = {c.id: c.ability for c in CATALOG.cards.cards if c.ability}
CARDS_WITH_ABILITY: dict[str, frozenset[str]] = {
    a: frozenset(cid for cid, x in CARD_ABILITY.items() if x == a) for a in ABILITIES}
ONE_SHOT_UNKNOWN: frozenset[str] = frozenset(CATALOG.cards.one_shot_unknown)

# ---- empires
EMPIRES: dict[str, Empire] = {e.id: e for e in CATALOG.empires.empires}
#: (empire id, "kingdom" | "republic") -> that side's ops / prestige
EMPIRE_OPS: dict[tuple[str, str], tuple[Op, ...]] = {
    (e.id, s): side.ops for e in CATALOG.empires.empires for s, side in (("kingdom", e.kingdom), ("republic", e.republic))}
EMPIRE_PRESTIGE: dict[tuple[str, str], tuple[str, ...]] = {
    (e.id, s): side.prestige for e in CATALOG.empires.empires for s, side in (("kingdom", e.kingdom), ("republic", e.republic))}

# ---- map cards, cities
MAP_CARDS: dict[str, MapCard] = {m.id: m for m in CATALOG.map.map_cards}
MAP_CARD_IDS: tuple[str, ...] = tuple(MAP_CARDS)           # reading order: top row then bottom row
REGION_OF: dict[str, str] = {m.id: m.region for m in CATALOG.map.map_cards}
MAP_CARDS_BY_REGION: dict[str, tuple[str, ...]] = {r: tuple(m for m in MAP_CARD_IDS if REGION_OF[m] == r)
                                                   for r in REGIONS}
# Ruling (REN-C-2 over the REN-L-19 example): each map card has exactly one religious side, the data's;
# the spec example's "Catholic HRE" is impossible under it (HRE is Reformist), so it is never allowed.
RELIGIOUS_SIDE: dict[str, str] = {m.id: m.sides[1] for m in CATALOG.map.map_cards}
START_SIDE: dict[str, str] = {m.id: m.start_side for m in CATALOG.map.map_cards}
CITIES: dict[str, City] = {c.id: c for m in CATALOG.map.map_cards for c in m.cities}
CITY_MAP: dict[str, str] = {c.id: m.id for m in CATALOG.map.map_cards for c in m.cities}
CITIES_OF: dict[str, tuple[str, ...]] = {m.id: tuple(c.id for c in m.cities) for m in CATALOG.map.map_cards}
CAPITAL_OF: dict[str, str] = {m.id: next(c.id for c in m.cities if c.capital) for m in CATALOG.map.map_cards}
CITY_SPACES: dict[str, int] = {cid: c.spaces for cid, c in CITIES.items()}
#: city id -> side -> ((piece, colour) per space). REN-G-9: a levy fills space k+1 when k are taken.
LEVY: dict[str, dict[str, tuple[tuple[str, str], ...]]] = {
    cid: {side: tuple((lv.piece, lv.colour) for lv in spaces) for side, spaces in c.levy.items()}
    for cid, c in CITIES.items()}
#: Venice's Condottiere space (REN-D-20): city id -> (piece, colour, sides where it exists)
CONDOTTIERE_SPACE: dict[str, tuple[str, str, frozenset[str]]] = {
    cid: (c.condottiere_space.piece, c.condottiere_space.colour, frozenset(c.condottiere_space.sides))
    for cid, c in CITIES.items() if c.condottiere_space}

#: English and Hungarian names of map cards and cities: id -> {"en": …, "hu": …}
NAMES: dict[str, dict[str, str]] = {
    **{m.id: {"en": m.name, "hu": m.name_hu} for m in CATALOG.map.map_cards},
    **{c.id: {"en": c.name, "hu": c.name_hu} for c in CITIES.values()},
}

# ---- borders and adjacency
BORDERS: dict[str, Border] = {b.id: b for b in CATALOG.map.borders}
BORDER_IDS: tuple[str, ...] = tuple(BORDERS)
BORDER_CARDS: dict[str, tuple[str, str]] = {b.id: b.between for b in CATALOG.map.borders}
SEA_BORDERS: frozenset[str] = frozenset(b.id for b in CATALOG.map.borders if b.sea)
BORDERS_OF: dict[str, tuple[str, ...]] = {m: tuple(b for b in BORDER_IDS if m in BORDER_CARDS[b])
                                          for m in MAP_CARD_IDS}
SEA_BORDERS_OF: dict[str, tuple[str, ...]] = {m: tuple(b for b in BORDERS_OF[m] if b in SEA_BORDERS)
                                              for m in MAP_CARD_IDS}
#: frozenset({a, b}) -> border id, for orthogonal neighbours only
BORDER_BETWEEN: dict[frozenset[str], str] = {frozenset(b.between): b.id for b in CATALOG.map.borders}
ADJACENT_ORTHOGONAL: dict[str, frozenset[str]] = {
    m: frozenset(o for b in BORDERS_OF[m] for o in BORDER_CARDS[b] if o != m) for m in MAP_CARD_IDS}
ADJACENT_DIAGONAL: dict[str, frozenset[str]] = {
    m: frozenset(o for p in CATALOG.map.diagonal if m in p for o in p if o != m) for m in MAP_CARD_IDS}
#: "adjacent, even diagonally" (REN-K-6, REN-F-26)
ADJACENT: dict[str, frozenset[str]] = {m: ADJACENT_ORTHOGONAL[m] | ADJACENT_DIAGONAL[m] for m in MAP_CARD_IDS}
#: REN-F-20: map card X -> the sea borders a Pirate on a border of X may be moved to (its own border excluded at run time)
CORSAIR_REACH: dict[str, frozenset[str]] = {m: frozenset(v) for m, v in CATALOG.map.corsair_reach.items()}

# ---- emporia and trade routes
ROUTE_COLOUR: dict[str, str] = {str(k): str(v) for k, v in CATALOG.map.route_colours.items()}     # "east" -> "black", "west" -> "white"
EMPORIA: dict[str, Emporium] = {e.city: e for e in CATALOG.map.emporia}
EMPORIA_OF_ROUTE: dict[str, tuple[str, ...]] = {r: tuple(e.city for e in CATALOG.map.emporia if e.route == r)
                                                for r in REGIONS}
#: REN-C-6: the emporium of each route that starts uncovered
OPEN_EMPORIUM_AT_START: dict[str, str] = {e.route: e.city for e in CATALOG.map.emporia if not e.covered_at_start}
COVERED_AT_START: tuple[str, ...] = tuple(e.city for e in CATALOG.map.emporia if e.covered_at_start)
ROUTES: dict[str, TradeRoute] = {r.emporium: r for r in CATALOG.map.trade_routes}

# ---- misc
VICTORY_CARDS: dict[str, VictoryCard] = {v.id: v for v in CATALOG.misc.victory_cards}
VICTORY_IDS: tuple[str, ...] = tuple(VICTORY_CARDS)
BANKERS: tuple[Banker, ...] = CATALOG.misc.bankers
PIECE_COUNTS: dict[tuple[str, str], int] = {(p, c): n for p, cs in CATALOG.misc.pieces.items() for c, n in cs.items()}
CUBES_PER_PLAYER: int = CATALOG.misc.cubes_per_player
OP_CATEGORY: dict[str, str] = {str(k): str(v) for k, v in CATALOG.misc.op_categories.items()}
#: REN-F-1/F-6: the category a silenced card keeps
SILENCED_KEEPS: str = CATALOG.misc.silenced_keeps
MONEY_TOTAL: int = CATALOG.misc.money.total
START_MONEY: tuple[int, ...] = CATALOG.misc.money.start_by_seat
SETUP: SetupNumbers = CATALOG.misc.setup


# =========================================================================== location helpers

def location_region(location: str) -> str:
    """The region of a location: a region itself, or the region of a map card."""
    return location if location in REGIONS else REGION_OF[location]


def location_map_cards(location: str) -> tuple[str, ...]:
    """The map cards a location covers: its own card, or every card of a region (REN-E-15, REN-E-29)."""
    return MAP_CARDS_BY_REGION[location] if location in REGIONS else (location,)


def locations_match(a: str | None, b: str | None) -> bool:
    """REN-E-30: same map card, or a region and a map card (or region) of that region."""
    if a is None or b is None:
        return False
    if a == b:
        return True
    if a in REGIONS:
        return b not in REGIONS and REGION_OF[b] == a
    if b in REGIONS:
        return REGION_OF[a] == b
    return False


def border_between(a: str, b: str) -> str | None:
    """The border shared by two map cards, or None if they are not orthogonal neighbours."""
    return BORDER_BETWEEN.get(frozenset((a, b)))


def location_borders(location: str) -> tuple[str, ...]:
    """Borders at a location (REN-E-32): the map card's borders, or every border touching the region."""
    cards = location_map_cards(location)
    return tuple(b for b in BORDER_IDS if BORDER_CARDS[b][0] in cards or BORDER_CARDS[b][1] in cards)


def levy_token(city: str, side: str, taken: int = 0) -> tuple[str, str]:
    """(piece, colour) printed on the next free space of ``city`` for map side ``side`` (REN-G-9)."""
    return LEVY[city][side][taken]
