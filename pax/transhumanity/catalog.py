"""The Pax Transhumanity component catalogue: our original card set and the boards.

The JSON files in ``data/`` (see ``data/README.md``) are checked by the record classes below
(frozen dataclasses, ``pax.core.record``): pydantic validates them into these classes when
``scripts/compact_data.py`` writes the compact catalogue, and a start reads that back without
pydantic (``COMPACT`` below). Each class's own rules, and the bounds a type cannot state, are
checked in its ``__post_init__``. The module then exposes plain dicts and tuples for the engine's
hot path (``IDEAS``, ``CARDS``, ``IDEAS_BY_PAIR``, ``PROBLEMS``, ``BOARDS``, ``POSITIONS`` …).
Every record is frozen, so the lookup tables can be shared by every game state.

Abbreviations (rules terms): spheres ``FW DW CL SP`` (market columns left
to right), disciplines ``Y G B O``; sphere ``i`` is tied to discipline ``i`` (Ruling TRH-H-7).
``Qn`` names one of the component resolutions listed in ``data/README.md``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Sized
from dataclasses import field
from typing import Literal, NotRequired, TypedDict

from pax.core import compact, record
from pax.core.packagedata import DataFile
from pax.core.record import Frozen, frozen
from pax.core.errors import BadInput

from .jsondata import parse
from .vocabulary import DISCIPLINE_WORDS, DISCIPLINES, SPHERE_WORDS, SPHERES, Discipline, Sphere

Side = Literal["thinker", "maker"]
HeatSquare = Literal["white", "black"]
PlayerColour = Literal["blue", "black", "pink", "red"]

# Q1 / Ruling TRH-H-7: each sphere is tied 1:1 to the discipline of its colour.
SPHERE_DISCIPLINE: dict[str, str] = dict(zip(SPHERES, DISCIPLINES, strict=False))
DISCIPLINE_SPHERE: dict[str, str] = dict(zip(DISCIPLINES, SPHERES, strict=False))
DISCIPLINE_NAMES: dict[str, str] = DISCIPLINE_WORDS["en"]
SPHERE_NAMES: dict[str, str] = SPHERE_WORDS["en"]
PLAYER_COLOURS: tuple[PlayerColour, ...] = ("blue", "black", "pink", "red")


def pair_key(a: str, b: str) -> str:
    """The unordered discipline pair of two stripes, e.g. ``pair_key("O", "G") == "G/O"``.

    Viability, Think Tank matching and the solo robots' card matching all compare pairs
    without regard to which stripe is left.
    """
    i, j = DISCIPLINES.index(a), DISCIPLINES.index(b)
    return f"{DISCIPLINES[min(i, j)]}/{DISCIPLINES[max(i, j)]}"


PAIRS: tuple[str, ...] = tuple(
    pair_key(a, b) for i, a in enumerate(DISCIPLINES) for b in DISCIPLINES[i:]
)


# ---------------------------------------------------------------- bounds (once pydantic ``Field``s)
# Checked in each record's ``__post_init__``, which runs when code builds a record and when
# pydantic validates one (``record.validate``); a record read back from compact data skips it.
def _bounds(lo: int | None, hi: int | None) -> str:
    if lo == hi:
        return f"exactly {lo}"
    return f"at least {lo}" if hi is None else f"at most {hi}" if lo is None else f"{lo} to {hi}"


def _check_range(owner: str, name: str, value: int, lo: int | None = None, hi: int | None = None) -> None:
    """``value`` (the field ``name`` of an ``owner``) within ``lo``..``hi`` (either end open)."""
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(f"{owner}: {name} must be {_bounds(lo, hi)}, not {value}")


def _check_len(owner: str, name: str, value: Sized, lo: int | None = None, hi: int | None = None) -> None:
    """The length of ``value`` (a string or a tuple: field ``name`` of an ``owner``) within ``lo``..``hi``."""
    n = len(value)
    if (lo is not None and n < lo) or (hi is not None and n > hi):
        unit = "characters" if isinstance(value, str) else "items"
        raise ValueError(f"{owner}: {name} must have {_bounds(lo, hi)} {unit}, not {n}")


def _check_pattern(owner: str, name: str, value: str, pattern: str) -> None:
    """``value`` (the field ``name`` of an ``owner``) matches ``pattern`` as a whole."""
    if re.fullmatch(pattern, value) is None:
        raise ValueError(f"{owner}: {name} {value!r} does not match {pattern}")


CARD_ID_PATTERN = r"^(I-\d{3}|TP-(FW|DW|CL|SP))[b-z]?$|^PL$"
POSITION_ID_PATTERN = r"^(FW|DW|CL|SP)-[TM][123]$"
PROBLEM_ID_PATTERN = r"^(FW|DW|CL|SP)-\d$"


# --------------------------------------------------------------------------- impacts
@frozen
class Growth(Frozen):
    """TRH-G-1: one supply agent goes to Wealth."""

    type: Literal["growth"]


@frozen
class HeatGrowth(Frozen):
    """TRH-G-15: one supply agent onto an uncovered black heat square (market or splay)."""

    type: Literal["heat_growth"]


@frozen
class Solve(Frozen):
    """TRH-G-2: take the named problem token (``"any"`` = the "?" icon) if still available."""

    type: Literal["solve"]
    problem: str


@frozen
class Company(Frozen):
    """TRH-G-3..7: found a company on a barrier of ``sphere``/``side``.

    ``brash`` names the one position ("!") where another player's company may be bumped (Q11).
    """

    type: Literal["company"]
    sphere: Sphere
    side: Side
    brash: str | None = None


@frozen
class SocialResilience(Frozen):
    """TRH-G-8: divest one heat or future-shock agent, not one on the card being commercialized."""

    type: Literal["social_resilience"]


@frozen
class IndustryDisruption(Frozen):
    """TRH-G-9..12: the stripe chosen for the splay is the disrupted discipline (Q15)."""

    type: Literal["industry_disruption"]


@frozen
class ExoglobalRecession(Frozen):
    """TRH-G-13/14: fires only while the black square ``heat_index`` is uncovered (Q14)."""

    type: Literal["exoglobal_recession"]
    heat_index: int  # 0..2

    def __post_init__(self) -> None:
        _check_range("exoglobal_recession", "heat_index", self.heat_index, 0, 2)


@frozen
class NuclearExchange(Frozen):
    """TRH-G-16: every player loses companies / solved problems of ``sphere``."""

    type: Literal["nuclear_exchange"]
    sphere: Sphere


@frozen
class GameEnd(Frozen):
    """TRH-G-18: the game ends (Tipping Points and Plurality only)."""

    type: Literal["game_end"]


# a plain union: each member's ``type`` is a distinct Literal, so pydantic picks the one that fits
Impact = (
    Growth | HeatGrowth | Solve | Company | SocialResilience | IndustryDisruption | ExoglobalRecession | NuclearExchange | GameEnd
)
IMPACT_TYPES: tuple[str, ...] = (
    "growth", "heat_growth", "solve", "company", "social_resilience", "industry_disruption",
    "exoglobal_recession", "nuclear_exchange", "game_end",
)


# ------------------------------------------------------------------------- abilities
@frozen
class ColumnPerk(Frozen):
    """A syndicator perk in the market column the card occupies (TRH-D-4).

    ``free_hire``: your Hire there costs $0; ``free_research``: your Research there costs $0
    (labor still needed); ``subsidized_work``: your labor there counts as subsidized.
    """

    type: Literal["free_hire", "free_research", "subsidized_work"]
    scope: Literal["column"] = "column"


@frozen
class PatentPremium(Frozen):
    """A syndicator perk: each of your patents of ``discipline`` sells for $1 more."""

    type: Literal["patent_premium"]
    discipline: Discipline


Ability = ColumnPerk | PatentPremium  # told apart by ``type``
ABILITY_TYPES: tuple[str, ...] = ("free_hire", "free_research", "subsidized_work", "patent_premium")


# ----------------------------------------------------------------------------- cards
@frozen
class Stripes(Frozen):
    """The two discipline stripes of a card; left may equal right (a pure card)."""

    left: Discipline
    right: Discipline


@frozen
class CardRecord(Frozen):
    """The record of an idea, Tipping Point or Plurality card as the data file holds it (validated
    here; the engine works with the ``tables.Card`` built from it).

    ``impacts`` is a list of groups joined by "+", resolved top to bottom; each group lists
    one impact, or two alternatives joined by "OR" (TRH-F-24, TRH-F-25).
    """

    # A letter after the id marks a card changed in a later card-set version (``cardset.py``).
    id: str  # CARD_ID_PATTERN
    kind: Literal["idea", "tipping_point", "plurality"]
    name: str  # 3..40 characters
    theme_sphere: Sphere  # authoring metadata only: rules never read a printed sphere
    disciplines: Stripes
    heat: tuple[HeatSquare, ...]  # at most 3
    surge: tuple[Discipline, ...]  # at most 2
    abilities: tuple[Ability, ...] = ()  # at most 1
    impacts: tuple[tuple[Impact, ...], ...]  # at least 1 group
    flavor: str  # 10..140 characters

    def __post_init__(self) -> None:
        _check_pattern("card", "id", self.id, CARD_ID_PATTERN)
        _check_len(self.id, "name", self.name, 3, 40)
        _check_len(self.id, "heat", self.heat, hi=3)
        _check_len(self.id, "surge", self.surge, hi=2)
        _check_len(self.id, "abilities", self.abilities, hi=1)
        _check_len(self.id, "impacts", self.impacts, lo=1)
        _check_len(self.id, "flavor", self.flavor, 10, 140)
        prefix = {"idea": "I-", "tipping_point": "TP-", "plurality": "PL"}[self.kind]
        if not self.id.startswith(prefix):
            raise ValueError(f"{self.id}: id does not fit kind {self.kind!r}")
        stripes = (self.disciplines.left, self.disciplines.right)
        if len(set(self.surge)) != len(self.surge):
            raise ValueError(f"{self.id}: repeated surge arrow")
        for colour in self.surge:
            if colour not in stripes:
                raise ValueError(f"{self.id}: surge arrow {colour} is not one of its disciplines")
        if self.kind != "idea" and (self.surge or self.abilities):
            raise ValueError(f"{self.id}: special cards carry no surge arrows or abilities")
        blacks = sum(1 for sq in self.heat if sq == "black")
        for group in self.impacts:
            if not 1 <= len(group) <= 2:
                raise ValueError(f"{self.id}: an impact group holds one icon or two OR alternatives")
            for imp in group:
                if isinstance(imp, ExoglobalRecession):
                    if imp.heat_index >= len(self.heat) or self.heat[imp.heat_index] != "black":
                        raise ValueError(f"{self.id}: recession must point at a black heat square")
                elif isinstance(imp, NuclearExchange) and blacks == 0:
                    raise ValueError(f"{self.id}: a nuclear exchange card needs a black square")
                elif isinstance(imp, GameEnd) and self.kind == "idea":
                    raise ValueError(f"{self.id}: only Tipping Points and Plurality end the game")
        if self.kind != "idea" and not any(isinstance(g[-1], GameEnd) for g in self.impacts[-1:]):
            raise ValueError(f"{self.id}: a special card's last impact is game_end")

    @property
    def pair(self) -> str:
        """The unordered discipline pair, e.g. ``"G/O"``."""
        return pair_key(self.disciplines.left, self.disciplines.right)

    @property
    def icons(self) -> tuple[Impact, ...]:
        """Every impact icon, both alternatives of an OR group included."""
        return tuple(imp for group in self.impacts for imp in group)


@frozen
class HumanProgress(Frozen):
    """Head of the splay and home of patents (Q7, Q8, TRH-C-2, TRH-C-5)."""

    id: Literal["HP"]
    kind: Literal["human_progress"]
    name: str
    stripe: None = None  # Q8: never counts in the cutting edge
    player_circles: tuple[PlayerColour, ...]
    patent_boxes: tuple[Discipline, ...]
    flavor: str  # 10..140 characters

    def __post_init__(self) -> None:
        _check_len(self.id, "flavor", self.flavor, 10, 140)


SpecialRecord = CardRecord | HumanProgress  # told apart by ``kind``


def _check_special(records: tuple[CardRecord | HumanProgress, ...]) -> tuple[CardRecord | HumanProgress, ...]:
    """``special_cards.json``: the 4 Tipping Points (one per sphere, Q16), Plurality and Human Progress."""
    kinds = [r.kind for r in records]
    if kinds.count("tipping_point") != 4 or kinds.count("plurality") != 1 or kinds.count("human_progress") != 1:
        raise ValueError("special cards are 4 Tipping Points, 1 Plurality and 1 Human Progress")
    if {r.id[:5] for r in records if r.kind == "tipping_point"} != {"TP-FW", "TP-DW", "TP-CL", "TP-SP"}:
        raise ValueError("one Tipping Point per sphere (Q16)")
    if "idea" in kinds:
        raise ValueError("ideas belong in ideas.json")
    return records


# --------------------------------------------------------------------------- regimes
@frozen
class Trigger(Frozen):
    """How the cutting edge selects a regime (TRH-H-*): default, exactly two of a colour, three alike."""

    type: Literal["default", "exactly_two", "three_same"]
    colour: Discipline | None = None


@frozen
class Subsidize(Frozen):
    """Listed actions avoid the cost doubling, in ``sphere`` only or everywhere (``None``)."""

    type: Literal["subsidize"]
    actions: tuple[Literal["research", "commercialize"], ...]
    sphere: Sphere | None


@frozen
class FreeAction(Frozen):
    """The action costs no money (it is still one of the turn's two actions)."""

    type: Literal["free_action"]
    action: Literal["syndicate", "hire", "research"]


@frozen
class SimpleEffect(Frozen):
    """``surge_both_disciplines``: every idea surges in both stripes; ``patents_double_all``."""

    type: Literal["surge_both_disciplines", "patents_double_all"]


RegimeEffect = Subsidize | FreeAction | SimpleEffect  # told apart by ``type``


@frozen
class Regime(Frozen):
    """A regime card."""

    id: Literal["REG-GLOB", "REG-Y", "REG-G", "REG-B", "REG-O", "REG-PS"]
    kind: Literal["regime"]
    name: str
    name_hu: str | None = None  # the spec glossary's Hungarian rules term
    trigger: Trigger
    effects: tuple[RegimeEffect, ...]
    dominant_sphere: Sphere | None
    scoring: Literal["secret_only", "dominant", "singular"]
    text: str  # 10..200 characters

    def __post_init__(self) -> None:
        _check_len(self.id, "text", self.text, 10, 200)
        if (self.trigger.type == "exactly_two") != (self.trigger.colour is not None):
            raise ValueError(f"{self.id}: only an exactly_two trigger names a colour")
        if self.trigger.type == "exactly_two":
            if self.dominant_sphere != DISCIPLINE_SPHERE[self.trigger.colour]:  # type: ignore[index]
                raise ValueError(f"{self.id}: dominant sphere must be its colour's sphere")
        elif self.dominant_sphere is not None:
            raise ValueError(f"{self.id}: only a colour regime has a dominant sphere")


# ---------------------------------------------------------------------------- boards
@frozen
class Position(Frozen):
    """One box of an infrastructure board: a barrier (company site) or a utility."""

    id: str  # POSITION_ID_PATTERN
    side: Side
    row: int  # 1..3: row 1 is the top row; labor moves down (TRH-E-11)
    kind: Literal["barrier", "utility"]
    name: str

    def __post_init__(self) -> None:
        _check_pattern("position", "id", self.id, POSITION_ID_PATTERN)
        _check_range(self.id, "row", self.row, 1, 3)

    @property
    def sphere(self) -> str:
        return self.id[:2]


def _row(p: Position) -> int:
    return p.row


@frozen
class Board(Frozen):
    """An infrastructure board: 3 rows x 2 sides plus the shared Unemployment box (Q2)."""

    sphere: Sphere
    name: str
    colour: Literal["yellow", "green", "blue", "orange"]
    discipline: Discipline
    column: int  # 1..4
    positions: tuple[Position, ...]  # exactly 6
    unemployment: Literal[True]

    def __post_init__(self) -> None:
        _check_range(self.sphere, "column", self.column, 1, 4)
        _check_len(self.sphere, "positions", self.positions, 6, 6)
        if SPHERE_DISCIPLINE[self.sphere] != self.discipline:
            raise ValueError(f"{self.sphere}: board discipline must be {SPHERE_DISCIPLINE[self.sphere]}")
        if SPHERES.index(self.sphere) + 1 != self.column:
            raise ValueError(f"{self.sphere}: wrong market column")
        want = {f"{self.sphere}-{s}{r}" for s in "TM" for r in (1, 2, 3)}
        if {p.id for p in self.positions} != want:
            raise ValueError(f"{self.sphere}: positions must be exactly {sorted(want)}")
        for p in self.positions:
            if p.side != ("thinker" if p.id[3] == "T" else "maker") or p.row != int(p.id[4]):
                raise ValueError(f"{p.id}: side/row do not match the id")
        for side in ("thinker", "maker"):
            kinds = {p.kind for p in self.positions if p.side == side}
            if kinds != {"barrier", "utility"}:
                raise ValueError(f"{self.sphere} {side}s need at least one barrier and one utility")


@frozen
class Problem(Frozen):
    """A problem token: 19 distinct named problems (Q9, TRH-G-2)."""

    id: str  # PROBLEM_ID_PATTERN
    sphere: Sphere
    name: str
    name_hu: str | None = None  # display name in Hungarian (the UI's second language)

    def __post_init__(self) -> None:
        _check_pattern("problem", "id", self.id, PROBLEM_ID_PATTERN)
        if not self.id.startswith(self.sphere):
            raise ValueError(f"{self.id}: id must start with its sphere")


@frozen
class Finance(Frozen):
    capital: int  # each at least 0
    wealth: int
    debt: int

    def __post_init__(self) -> None:
        for name, value in (("capital", self.capital), ("wealth", self.wealth), ("debt", self.debt)):
            _check_range("finance", name, value, lo=0)


def _column(b: Board) -> int:
    return b.column


@frozen
class PlayerBoard(Frozen):
    """A player board: roles differ only in their 8-circle finance split (Q5, Q6)."""

    colour: PlayerColour
    turn_order: int  # 1..4
    role: str
    finance: Finance

    def __post_init__(self) -> None:
        _check_range(self.colour, "turn_order", self.turn_order, 1, 4)
        f = self.finance
        if f.capital + f.wealth + f.debt != 8:
            raise ValueError(f"{self.colour}: the board has 8 printed circles (TRH-C-4)")


def _turn_order(b: PlayerBoard) -> int:
    return b.turn_order


@frozen
class PlayerBoards(Frozen):
    """``player_boards.json``: the four boards and which are used by player count (TRH-C-1)."""

    boards: tuple[PlayerBoard, ...]  # exactly 4
    by_player_count: dict[Literal["2", "3", "4"], tuple[PlayerColour, ...]]
    solo_robot_order: tuple[PlayerColour, ...]  # Ruling TRH-K-1

    def __post_init__(self) -> None:
        _check_len("player_boards", "boards", self.boards, 4, 4)
        if [b.colour for b in sorted(self.boards, key=_turn_order)] != list(PLAYER_COLOURS):
            raise ValueError("turn order is blue, black, pink, red")
        for n, cols in self.by_player_count.items():
            if len(cols) != int(n) or len(set(cols)) != len(cols):
                raise ValueError(f"{n} players need {n} distinct boards")


@frozen
class SoloLevel(Frozen):
    exoglobals: int  # 1..3
    deck_face_up: bool

    def __post_init__(self) -> None:
        _check_range("solo level", "exoglobals", self.exoglobals, 1, 3)


@frozen
class Components(Frozen):
    """``components.json``: counts and table geometry (TRH-B-*, TRH-C-*, TRH-K-3..5)."""

    agents_per_player: Literal[15]
    discs_per_player: Literal[4]
    starting_agents: Literal[9]
    price_markers: tuple[int, ...]
    market_rows: Literal[6]
    draw_deck_ideas: Literal[38]
    initial_deal: dict[Sphere, int]
    secret_sphere_cards: Literal[2]
    cutting_edge: Literal[3]
    singularity_run: Literal[5]
    hire_fee: int  # at least 0
    solo: dict[Literal["easy", "hard"], SoloLevel]
    solo_robot_agents_on_board: Literal[15]
    solo_idea_choice_columns: tuple[Sphere, ...]
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check_range("components", "hire_fee", self.hire_fee, lo=0)


# --------------------------------------------------------------------------- catalog
@frozen
class Catalog(Frozen):
    """Every data file, cross-checked (problem ids exist, brash sites are barriers …)."""

    ideas: tuple[CardRecord, ...]
    special: tuple[SpecialRecord, ...]
    regimes: tuple[Regime, ...]  # exactly 6
    boards: tuple[Board, ...]  # exactly 4
    problems: tuple[Problem, ...]
    player_boards: PlayerBoards
    components: Components
    # card id -> the card's Hungarian display name (``names_hu.json``; our own card set, so its names
    # are translated, unlike the rules terms); a card changed in a later version keeps its name.
    # The boards' spots (our names too) are named there by their position ids
    names_hu: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check_len("catalog", "regimes", self.regimes, 6, 6)
        _check_len("catalog", "boards", self.boards, 4, 4)
        _check_special(self.special)
        if self.names_hu:
            every = [c.id for c in self.ideas] + [r.id for r in self.special] + [p.id for b in self.boards for p in b.positions]
            missing = [cid for cid in every if not (self.names_hu.get(cid) or self.names_hu.get(base_card_id(cid)) or "").strip()]
            if missing:
                raise ValueError(f"cards or spots without a Hungarian name: {missing}")
            unknown = sorted(set(self.names_hu) - {base_card_id(cid) for cid in every})
            if unknown:
                raise ValueError(f"Hungarian names of unknown cards: {unknown}")
        cards = list(self.ideas) + [r for r in self.special if isinstance(r, CardRecord)]
        ids = [c.id for c in cards]
        if len(set(ids)) != len(ids):
            raise ValueError("card ids must be unique")
        names = [c.name.casefold() for c in cards]
        if len(set(names)) != len(names):
            raise ValueError("card names must be unique")
        if any(c.kind != "idea" for c in self.ideas):
            raise ValueError("ideas.json holds only idea cards")
        problem_ids = {p.id for p in self.problems}
        if len(problem_ids) != len(self.problems):
            raise ValueError("problem ids must be unique")
        barriers = {
            p.id: (b.sphere, p.side) for b in self.boards for p in b.positions if p.kind == "barrier"
        }
        if [b.sphere for b in sorted(self.boards, key=_column)] != list(SPHERES):
            raise ValueError("one board per sphere, columns FW, DW, CL, SP")
        for card in cards:
            for imp in card.icons:
                if isinstance(imp, Solve) and imp.problem != "any" and imp.problem not in problem_ids:
                    raise ValueError(f"{card.id}: unknown problem {imp.problem!r}")
                if isinstance(imp, Company) and imp.brash is not None and barriers.get(imp.brash) != (imp.sphere, imp.side):
                    raise ValueError(
                        f"{card.id}: brash site {imp.brash} is not a {imp.sphere} {imp.side} barrier"
                    )
        if [r.id for r in self.regimes][0] != "REG-GLOB":
            raise ValueError("Globalization heads the regime list (TRH-C-10)")


def base_card_id(cid: str) -> str:
    """The version-1 id of a card (``I-017b`` -> ``I-017``: a changed card keeps its name)."""
    return re.sub(r"^(I-\d{3}|TP-(?:FW|DW|CL|SP))[b-z]$", r"\1", cid)


FILES: dict[str, str] = {
    "ideas": "ideas.json",
    "special": "special_cards.json",
    "regimes": "regimes.json",
    "boards": "boards.json",
    "problems": "problems.json",
    "player_boards": "player_boards.json",
    "components": "components.json",
    "names_hu": "names_hu.json",
}


def read_raw() -> dict[str, object]:
    """The parsed JSON of every data file, keyed like ``Catalog`` fields."""
    return {key: parse(f.read_text()) for key, f in zip(FILES, data_files(), strict=True)}


class _Problem(TypedDict):
    """What a validation error says (the part of pydantic's ``ErrorDetails`` read here)."""

    type: str
    loc: tuple[int | str, ...]
    msg: str
    input: object
    ctx: NotRequired[dict[str, object]]


def build_catalog(raw: Mapping[str, object]) -> Catalog:
    """Validate parsed data files; a broken file raises ``BadInput`` naming the problem."""
    data: dict[str, object] = dict(raw)
    from pydantic import ValidationError  # loaded only when data is validated

    try:
        return record.validate(Catalog, data)
    except ValidationError as exc:
        errors: Sequence[_Problem] = exc.errors()
        err = _telling(errors)
        where = ".".join(map(str, err.get("loc", ()))) or "catalog"
        raise BadInput(f"bad Transhumanity data ({where}: {err['msg']})") from None


def _telling(errors: Sequence[_Problem]) -> _Problem:
    """The error to report. A record in a union (an impact, an ability, a special card …) that
    fails is tried as every member of the union, so pydantic reports each other member too, its
    tag (``type`` / ``kind``) wrong and its fields unknown: the first error outside a member whose
    tag did not match is the one that says what is wrong. If every member's tag is wrong, one
    error says so."""
    tags = [err for err in errors
            if err["type"] == "literal_error" and err["loc"][-1:] in (("type",), ("kind",))]
    wrong = [err["loc"][:-1] for err in tags]
    for err in errors:
        if not any(err["loc"][:len(member)] == member for member in wrong):
            return err
    where = {err["loc"][:-2] for err in tags}
    if len(tags) > 1 and len(where) == 1:
        expected = ", ".join(str(err.get("ctx", {}).get("expected", "?")) for err in tags)
        tag = tags[0]
        return {"type": "union_tag_invalid", "loc": where.pop(), "input": tag["input"],
                "msg": f"{tag['loc'][-1]} {tag['input']!r} is none of {expected}"}
    return errors[0]


def data_files() -> list[DataFile]:
    """The data files ``read_raw`` reads, in ``FILES`` order."""
    return [DataFile(__package__, f"data/{name}") for name in FILES.values()]


#: the catalogue as validated when ``scripts/compact_data.py`` last ran (``pax.core.compact``):
#: a start reads it back without validating, once its digests match these data files and models
def _validate() -> Catalog:
    """The catalogue validated from the data files (the slow, checked way)."""
    return build_catalog(read_raw())


def _classes() -> Mapping[str, type]:
    """The record classes a compact catalogue may hold: this module's."""
    ours: Mapping[str, object] = globals()
    return compact.classes_of(ours)


COMPACT = compact.Compacted(
    file=DataFile(__package__, "data/catalog.compact.json"),
    sources=lambda: compact.source_digest(data_files(), _classes()),
    validate=_validate,
    classes=_classes)

CATALOG: Catalog = COMPACT.load_or_validate()

# ------------------------------------------------------------------ hot-path tables
IDEAS: dict[str, CardRecord] = {c.id: c for c in CATALOG.ideas}
TIPPING_POINTS: dict[str, CardRecord] = {
    r.id: r for r in CATALOG.special if isinstance(r, CardRecord) and r.kind == "tipping_point"
}
PLURALITY: CardRecord = next(r for r in CATALOG.special if isinstance(r, CardRecord) and r.kind == "plurality")
HUMAN_PROGRESS: HumanProgress = next(r for r in CATALOG.special if isinstance(r, HumanProgress))
CARDS: dict[str, CardRecord] = {**IDEAS, **TIPPING_POINTS, PLURALITY.id: PLURALITY}
IDEA_IDS: tuple[str, ...] = tuple(IDEAS)

CARD_PAIR: dict[str, str] = {cid: c.pair for cid, c in CARDS.items()}
IDEAS_BY_PAIR: dict[str, tuple[str, ...]] = {
    p: tuple(cid for cid, c in IDEAS.items() if c.pair == p) for p in PAIRS
}
IDEAS_BY_THEME: dict[str, tuple[str, ...]] = {
    s: tuple(cid for cid, c in IDEAS.items() if c.theme_sphere == s) for s in SPHERES
}
CARD_BLACK_SQUARES: dict[str, tuple[int, ...]] = {
    cid: tuple(i for i, sq in enumerate(c.heat) if sq == "black") for cid, c in CARDS.items()
}
CARD_WHITE_SQUARES: dict[str, tuple[int, ...]] = {
    cid: tuple(i for i, sq in enumerate(c.heat) if sq == "white") for cid, c in CARDS.items()
}

REGIMES: dict[str, Regime] = {r.id: r for r in CATALOG.regimes}
REGIME_BY_TRIGGER: dict[tuple[str, str | None], str] = {
    (r.trigger.type, r.trigger.colour): r.id for r in CATALOG.regimes
}

NAMES_HU: dict[str, str] = dict(CATALOG.names_hu)


def name_hu(cid: str) -> str | None:
    """A card's (any version's id) or a board spot's Hungarian name, or None for another id."""
    return NAMES_HU.get(cid) or NAMES_HU.get(base_card_id(cid))


PROBLEMS: dict[str, Problem] = {p.id: p for p in CATALOG.problems}
PROBLEMS_BY_SPHERE: dict[str, tuple[str, ...]] = {
    s: tuple(p.id for p in CATALOG.problems if p.sphere == s) for s in SPHERES
}

BOARDS: dict[str, Board] = {b.sphere: b for b in CATALOG.boards}
POSITIONS: dict[str, Position] = {p.id: p for b in CATALOG.boards for p in b.positions}
# (sphere, side) -> position ids top to bottom: the arrows labor follows (Q3, TRH-E-11).
SIDE_BOXES: dict[tuple[str, str], tuple[str, ...]] = {
    (b.sphere, side): tuple(
        p.id for p in sorted(b.positions, key=_row) if p.side == side
    )
    for b in CATALOG.boards
    for side in ("thinker", "maker")
}
# (sphere, side) -> barrier ids top to bottom: where companies may be founded (TRH-G-4).
BARRIERS: dict[tuple[str, str], tuple[str, ...]] = {
    key: tuple(pid for pid in boxes if POSITIONS[pid].kind == "barrier")
    for key, boxes in SIDE_BOXES.items()
}
BARRIERS_BY_SPHERE: dict[str, tuple[str, ...]] = {
    s: BARRIERS[(s, "thinker")] + BARRIERS[(s, "maker")] for s in SPHERES
}

PLAYER_BOARDS: dict[str, PlayerBoard] = {b.colour: b for b in CATALOG.player_boards.boards}
COLOURS_BY_PLAYERS: dict[int, tuple[str, ...]] = {
    int(n): cols for n, cols in CATALOG.player_boards.by_player_count.items()
}
SOLO_ROBOT_ORDER: tuple[str, ...] = CATALOG.player_boards.solo_robot_order
COMPONENTS: Components = CATALOG.components


__all__ = [
    "ABILITY_TYPES", "BARRIERS", "BARRIERS_BY_SPHERE", "BOARDS", "CARDS", "CARD_BLACK_SQUARES",
    "CARD_PAIR", "CARD_WHITE_SQUARES", "CATALOG", "COLOURS_BY_PLAYERS", "COMPONENTS", "CardRecord",
    "Catalog", "DISCIPLINES", "DISCIPLINE_NAMES", "DISCIPLINE_SPHERE", "HUMAN_PROGRESS", "IDEAS",
    "IDEAS_BY_PAIR", "IDEAS_BY_THEME", "IDEA_IDS", "IMPACT_TYPES", "PAIRS", "PLAYER_BOARDS",
    "PLAYER_COLOURS", "PLURALITY", "POSITIONS", "PROBLEMS", "PROBLEMS_BY_SPHERE", "REGIMES",
    "REGIME_BY_TRIGGER", "SIDE_BOXES", "SOLO_ROBOT_ORDER", "SPHERES", "SPHERE_DISCIPLINE",
    "SPHERE_NAMES", "TIPPING_POINTS", "build_catalog", "pair_key",
    "read_raw",
]
