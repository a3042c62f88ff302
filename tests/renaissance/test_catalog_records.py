"""The card catalogue's schema is plain records, checked by pydantic only when data is untrusted
(issue 36: the engine starts without importing pydantic).

``pax.renaissance.catalog``'s classes are frozen dataclasses deriving from ``pax.core.record.Checked``;
a start builds the catalogue from the compact file, and ``parse_catalog`` (the data files checked,
as ``scripts/compact_data.py`` does) gives the same value and still refuses a broken file with
pydantic's ``ValidationError``.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from pydantic import ValidationError

from pax.core import compact, record
from pax.core.compact import Json
from pax.renaissance import catalog as cat

PACKAGE = Path(cat.__file__).resolve().parent


def test_every_catalogue_class_is_a_frozen_checked_dataclass() -> None:
    classes = compact.classes_of(vars(cat))
    assert {"Catalog", "Card", "Op", "MapCard", "MiscFile"} <= set(classes)
    for name, cls in classes.items():
        assert dataclasses.is_dataclass(cls), name
        assert issubclass(cls, record.Frozen), name  # frozen, its methods record.Frozen's
        assert not hasattr(cls, "__pydantic_fields__"), name
    card = cat.CARDS["PREN063"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(card, "name", "x")  # noqa: B010 (the point is that it is refused at run time)


def test_no_renaissance_module_imports_pydantic_at_module_level() -> None:
    """A lazy import inside a function (untrusted input only) is allowed; a top-level one is not."""
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not [n for n in names if n.split(".")[0] == "pydantic"], f"{path.name}:{node.lineno}"


def test_the_validated_data_files_equal_the_compact_catalogue() -> None:
    """``CATALOG`` is what the compact file holds (no fallback at import) and equals a fresh check."""
    assert cat.COMPACT.load() == cat.CATALOG
    assert cat.parse_catalog(cat.read_raw()) == cat.CATALOG
    assert type(cat.CATALOG) is cat.Catalog and type(cat.CATALOG.cards.cards[0]) is cat.Card


def test_a_broken_raw_catalogue_is_refused_by_pydantic() -> None:
    """REN-F-2: an inquisitor op moves a Bishop of its colour, so an inquisitor icon without a colour
    is refused: by ``parse_catalog`` with pydantic's ``ValidationError``, and by the class itself
    (its ``__post_init__``) with the same ``ValueError``."""
    raw = cat.read_raw()
    cards = raw["cards"]
    assert isinstance(cards, dict) and isinstance(cards["cards"], list)
    ops: list[Json] = []
    for c in cards["cards"]:
        printed = c.get("ops") if isinstance(c, dict) else None  # a comet prints no ops (no key)
        ops += printed if isinstance(printed, list) else []
    op = next(o for o in ops if isinstance(o, dict) and o["op"] == "inquisitor")
    assert isinstance(op, dict)
    del op["colour"]
    with pytest.raises(ValidationError, match="inquisitor op: 'colour' is required"):
        cat.parse_catalog(raw)
    with pytest.raises(ValueError, match="inquisitor op: 'colour' is required"):
        cat.Op(op="inquisitor")
    with pytest.raises(ValueError, match="unknown op"):
        cat.Op(op="teleport")  # type: ignore[arg-type]


def test_an_unknown_field_is_refused() -> None:
    """``Checked`` makes pydantic refuse a field the class does not declare (as ``extra="forbid"`` did)."""
    raw = cat.read_raw()
    misc = raw["misc"]
    assert isinstance(misc, dict)
    misc["surprise"] = 1
    with pytest.raises(ValidationError, match="surprise"):
        cat.parse_catalog(raw)
