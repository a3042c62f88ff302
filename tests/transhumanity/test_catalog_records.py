"""The catalogue's records are plain frozen dataclasses, checked by pydantic only when the data is
validated (issue 36: a start without pydantic). ``pax.core.record.validate`` is the entry point that
checks data; the bounds the models once stated as pydantic ``Field``s (an Exoglobal Recession's heat
square index, TRH-G-13; the id patterns; name and flavor lengths) are the records' own
``__post_init__`` checks now, so the entry point still refuses a card that breaks one with
pydantic's ``ValidationError``."""

from __future__ import annotations

import copy
import dataclasses
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pax.core import compact, record
from pax.transhumanity import cardset, catalog as cat

ROOT = Path(__file__).resolve().parents[2]


def _card(cid: str) -> dict[str, Any]:
    """The raw (parsed JSON) record of a card of ``ideas.json``, a deep copy to break."""
    raw = cat.read_raw()
    ideas = raw["ideas"]
    assert isinstance(ideas, list)
    found: dict[str, Any] = copy.deepcopy(next(c for c in ideas if c["id"] == cid))
    return found


def test_the_compact_catalogue_equals_the_validated_sources() -> None:
    """Issue 36: what a start reads back from ``catalog.compact.json`` (no validation) is the
    catalogue validated from the data files, record for record, and likewise every card set."""
    validated = record.validate(cat.Catalog, cat.read_raw())
    assert cat.CATALOG == validated == cat.COMPACT.load()
    assert record.plain(cat.CATALOG) == record.plain(validated)
    assert cardset.SETS == cardset.COMPACT.load() == cardset.load(cat.read_raw(), cardset.read_history())


def test_the_records_are_dataclasses() -> None:
    """Every catalogue class is a frozen dataclass deriving from ``record.Frozen`` (no pydantic
    model), and so are the objects the engine's tables hold."""
    classes = compact.classes_of(vars(cat))
    assert {"Catalog", "CardRecord", "HumanProgress", "Regime", "Board", "Position", "Problem",
            "PlayerBoards", "Components", "ExoglobalRecession"} <= set(classes)
    for cls in classes.values():
        assert dataclasses.is_dataclass(cls) and issubclass(cls, record.Frozen), cls  # frozen records
        assert not hasattr(cls, "__pydantic_fields__"), cls
    card = cat.IDEAS["I-003"]
    assert dataclasses.is_dataclass(card) and type(card) is cat.CardRecord
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(card, "name", "Renamed")  # noqa: B010 (a frozen record refuses it)


def test_a_good_card_validates() -> None:
    """The entry point accepts a shipped card and builds the very record the catalogue holds."""
    assert record.validate(cat.CardRecord, _card("I-003")) == cat.IDEAS["I-003"]


@pytest.mark.parametrize("field, value, needle", [
    # TRH-G-13: the recession points at one of the card's (at most 3) heat squares
    ("heat_index", 3, "heat_index must be 0 to 2"),
    ("heat_index", -1, "heat_index must be 0 to 2"),
    ("id", "I-3", "does not match"),
    ("id", "X-003", "does not match"),
    ("name", "A" * 41, "name must have 3 to 40 characters"),
    ("name", "AB", "name must have 3 to 40 characters"),
    ("flavor", "Too short", "flavor must have 10 to 140 characters"),
    ("heat", ["black", "white", "white", "white"], "heat must have at most 3 items"),
    ("extra", 1, "extra"),  # unknown fields are refused, as the models' extra="forbid" did
])
def test_a_broken_card_is_refused_with_a_validation_error(field: str, value: object, needle: str) -> None:
    """A card out of bounds is refused by ``record.validate`` with pydantic's ``ValidationError``
    (the bound checked in the record's ``__post_init__``, as pydantic once checked its ``Field``)."""
    from pydantic import ValidationError

    raw = _card("I-003")  # Exoglobal Recession on its black heat square 0
    if field == "heat_index":
        raw["impacts"][1][0]["heat_index"] = value
    else:
        raw[field] = value
    with pytest.raises(ValidationError) as err:
        record.validate(cat.CardRecord, raw)
    assert record.is_validation_error(err.value)
    assert needle in str(err.value), str(err.value)


def test_building_a_record_in_code_checks_it_too() -> None:
    """``__post_init__`` runs when code builds a record, so a bound holds without pydantic."""
    with pytest.raises(ValueError, match="heat_index must be 0 to 2"):
        cat.ExoglobalRecession(type="exoglobal_recession", heat_index=3)
    with pytest.raises(ValueError, match="does not match"):
        dataclasses.replace(cat.IDEAS["I-003"], id="I-03")


def test_the_catalogue_loads_without_pydantic() -> None:
    """Issue 36: importing the catalogue and the card sets (read back from compact data) needs no
    pydantic: with pydantic made unimportable (as in a browser start, which never installs it),
    the catalogue and card sets load, unwarned. (tests/core/test_compact.py checks the same for
    both games and the facade with pydantic importable: none of them imports it.)"""
    code = (
        "import sys, warnings; warnings.simplefilter('error')\n"
        "import pax.core, pax.core.compact, pax.core.record, pax.core.errors\n"
        "for name in [m for m in sys.modules if m.split('.')[0] in ('pydantic', 'pydantic_core')]:\n"
        "    sys.modules[name] = None\n"
        "sys.modules['pydantic'] = sys.modules['pydantic_core'] = None  # import pydantic: ImportError\n"
        "from pax.transhumanity import cardset, catalog\n"
        "assert catalog.CARDS and cardset.SETS and cardset.CURRENT in cardset.SETS\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.mark.parametrize("mutate, needle", [
    # an impact that breaks its own bound is named, not the other impact kinds tried beside it
    (lambda r: r["ideas"][2]["impacts"][1][0].update(heat_index=5), "ExoglobalRecession: Value error"),
    (lambda r: r["ideas"][0]["impacts"][0][0].update(type="bogus"), "type 'bogus' is none of 'growth'"),
    (lambda r: r["special"][0].update(flavor="short"), "TP-FW: flavor must have 10 to 140 characters"),
    (lambda r: r["regimes"].pop(), "regimes must have exactly 6 items"),
])
def test_a_broken_data_file_names_the_record_at_fault(mutate: Any, needle: str) -> None:
    """``build_catalog``'s ``BadInput`` names the failing record: the impacts, abilities and special
    cards are plain unions now (no pydantic discriminator), so pydantic reports every member it
    tried, and the message picks the member whose tag fits (TRH-G-13's recession, for one)."""
    from pax.core.errors import BadInput

    raw = copy.deepcopy(cat.read_raw())
    mutate(raw)
    with pytest.raises(BadInput) as err:
        cat.build_catalog(raw)
    assert needle in str(err.value), str(err.value)
