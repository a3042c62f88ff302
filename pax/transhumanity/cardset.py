"""Versions of our original card set: version 1 is the data files as first made; each later version
is a recorded list of changes over the one before (``data/cardset_versions.json``), which doubles
as the balance change log.

A game's setup records the version it plays (option ``"cards"``; a setup without it is version 1,
so links and saves made before versioning replay exactly as they did). New games get
``CURRENT``. A changed card keeps its name but gets a new id (``I-017`` -> ``I-017b`` in version 2,
``I-017c`` in version 3 …): a state names its cards by id, so once a game is dealt every lookup
is the same whatever version it plays, and cards of every version live side by side in
``tables.T.cards``. Idea cards and Tipping Points may change, and so may a player board's
starting finance split (a change names the board's colour instead of a card); the engine reads the
rest of the data -- infrastructure boards, regimes, problems, counts -- in every version alike.

Each version is validated as a whole by ``catalog.Catalog`` (unique ids and names, known
problems, brash sites on barriers …), as version 1 is.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass

from pax.core import compact
from pax.core.errors import BadInput
from pax.core.packagedata import DataFile

from . import catalog as C
from .jsondata import is_array, is_object, parse

VERSIONS_FILE = "cardset_versions.json"
CHANGEABLE = ("ideas", "special")  # catalogue fields a version may change (by card id)
FIELDS = frozenset({"heat", "surge", "abilities", "impacts", "disciplines", "flavor"})
BOARD_FIELDS = frozenset({"finance"})  # what a version may change on a player board (by colour)


@dataclass(frozen=True, slots=True)
class CardSet:
    """One version: its validated catalogue and which card ids it deals."""

    version: int
    catalog: C.Catalog
    ideas: tuple[str, ...]      # the ordinary ideas, in id order of version 1 (a changed card
                                # takes its original's place)
    tipping: tuple[str, ...]
    changed: dict[str, str]     # version-1 id -> this version's id, for every card changed so far

    @property
    def finance(self) -> dict[str, tuple[int, int, int]]:
        """Each board colour's starting (capital, wealth, debt) in this version (TRH-C-4)."""
        return {b.colour: (b.finance.capital, b.finance.wealth, b.finance.debt)
                for b in self.catalog.player_boards.boards}

    @property
    def card_ids(self) -> frozenset[str]:
        """Every card id a game of this version holds (Plurality included)."""
        return frozenset((*self.ideas, *self.tipping, C.PLURALITY.id))


def version_id(card_id: str, version: int) -> str:
    """The id a card changed in ``version`` gets: a letter after its version-1 id (2 -> "b")."""
    return card_id + chr(ord("a") + version - 1)


def _records(parent: dict[str, object], key: str, version: int) -> list[object]:
    """The list of records under ``key`` in a data file's parsed JSON (to change in place)."""
    recs = parent.get(key)
    if not is_array(recs):
        raise BadInput(f"card set v{version}: the data has no list of {key}")
    return recs


def _apply(raw: dict[str, object], version: int, changes: list[object],
           changed: dict[str, str]) -> dict[str, object]:
    """``raw`` (parsed data files) with one version's changes applied (a deep copy)."""
    out = copy.deepcopy(raw)
    for ch in changes:
        if not is_object(ch):
            raise BadInput(f"card set v{version}: a change must be an object")
        if "board" in ch:
            _apply_board(out, version, ch)
            continue
        base = ch.get("card")
        fields = ch.get("set")
        if not isinstance(base, str) or not is_object(fields) or not fields:
            raise BadInput(f"card set v{version}: a change needs a card id and fields to set")
        if not set(fields) <= FIELDS:
            raise BadInput(f"card set v{version}: {base}: only {sorted(FIELDS)} may change")
        why = ch.get("why")
        if not isinstance(why, str) or not why:
            raise BadInput(f"card set v{version}: {base}: every change says why")
        current = changed.get(base, base)
        for key in CHANGEABLE:
            recs = _records(out, key, version)
            for i, rec in enumerate(recs):
                if is_object(rec) and rec.get("id") == current:
                    recs[i] = {**rec, **copy.deepcopy(fields), "id": version_id(base, version)}
                    break
            else:
                continue
            break
        else:
            raise BadInput(f"card set v{version}: no card {base!r} to change")
        changed[base] = version_id(base, version)
    return out


def _apply_board(out: dict[str, object], version: int, ch: dict[str, object]) -> None:
    """One version's change to a player board, applied in place to ``out`` (already a copy)."""
    colour, fields = ch.get("board"), ch.get("set")
    if not isinstance(colour, str) or not is_object(fields) or not fields:
        raise BadInput(f"card set v{version}: a board change needs a colour and fields to set")
    if not set(fields) <= BOARD_FIELDS:
        raise BadInput(f"card set v{version}: board {colour}: only {sorted(BOARD_FIELDS)} may change")
    why = ch.get("why")
    if not isinstance(why, str) or not why:
        raise BadInput(f"card set v{version}: board {colour}: every change says why")
    player_boards = out.get("player_boards")
    if not is_object(player_boards):
        raise BadInput(f"card set v{version}: the data has no player boards")
    recs = _records(player_boards, "boards", version)
    for i, rec in enumerate(recs):
        if is_object(rec) and rec.get("colour") == colour:
            recs[i] = {**rec, **copy.deepcopy(fields)}
            return
    raise BadInput(f"card set v{version}: no player board {colour!r} to change")


def _card_set(version: int, cat: C.Catalog, order: tuple[str, ...], changed: dict[str, str]) -> CardSet:
    ideas = tuple(changed.get(cid, cid) for cid in order)
    tipping = tuple(sorted(changed.get(r.id, r.id) for r in cat.special
                           if isinstance(r, C.CardRecord) and r.kind == "tipping_point"))
    return CardSet(version, cat, ideas, tipping, dict(changed))


def load(raw: dict[str, object], history: list[object]) -> dict[int, CardSet]:
    """Every version from version 1's parsed data files and the recorded changes."""
    v1 = C.build_catalog(raw)
    order = tuple(sorted(c.id for c in v1.ideas))
    sets = {1: _card_set(1, v1, order, {})}
    changed: dict[str, str] = {}
    for n, entry in enumerate(history, start=2):
        if not is_object(entry):
            raise BadInput(f"card set v{n}: a version must be an object")
        if entry.get("version") != n:
            raise BadInput(f"card set versions must run 2, 3, … in order (found {entry.get('version')!r})")
        changes = entry.get("changes")
        if not is_array(changes):
            raise BadInput(f"card set v{n}: changes must be a list")
        raw = _apply(raw, n, changes, changed)
        sets[n] = _card_set(n, C.build_catalog(raw), order, changed)
    return sets


def read_history() -> list[object]:
    """The recorded versions after the first (``data/cardset_versions.json``)."""
    text = DataFile(__package__, f"data/{VERSIONS_FILE}").read_text()
    data = parse(text)
    versions = data.get("versions") if is_object(data) else None
    assert is_array(versions), f"{VERSIONS_FILE} holds a list of versions"
    return versions


def _validate() -> dict[int, CardSet]:
    """Every version, validated from the data files (the slow, checked way)."""
    return load(C.read_raw(), read_history())


def _classes() -> Mapping[str, type]:
    """The models and dataclasses a compact file of card sets may hold (the catalogue's and ours)."""
    catalog: Mapping[str, object] = vars(C)
    ours: Mapping[str, object] = globals()
    return compact.classes_of(catalog, ours)


#: every version as validated when ``scripts/compact_data.py`` last ran (``pax.core.compact``)
COMPACT = compact.Compacted(
    file=DataFile(__package__, "data/cardsets.compact.json"),
    sources=lambda: compact.source_digest(
        [*C.data_files(), DataFile(__package__, f"data/{VERSIONS_FILE}")],
        _classes()),
    validate=_validate,
    classes=_classes)

SETS: dict[int, CardSet] = COMPACT.load_or_validate()
CURRENT: int = max(SETS)


def version_of(options: Mapping[str, object]) -> int:
    """The card-set version a setup's options record (none: version 1)."""
    v = options.get("cards", 1)
    return v if isinstance(v, int) and v in SETS else 1
