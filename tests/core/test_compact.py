"""Compact data (``pax.core.compact``, issue 36): each card catalogue is validated by its pydantic
models when ``scripts/compact_data.py`` writes it, and a start reads it back without validating.

So that the compact form cannot drift from the models: each committed file must equal what a
fresh validation of the data files writes, and what it reads back must equal that validation
(same classes, same tuples, same fields set). A file altered after it was written, or made from
other data, is refused; the engine then validates the data files instead.
"""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest


from pax.core import compact
from pax.core.record import Frozen, frozen
from pax.renaissance import catalog as ren
from pax.transhumanity import cardset, catalog as trh

ROOT = Path(__file__).resolve().parents[2]
FILES = {"renaissance catalogue": ren.COMPACT, "transhumanity catalogue": trh.COMPACT,
         "transhumanity card sets": cardset.COMPACT}
LOADED = {"renaissance catalogue": lambda: ren.CATALOG, "transhumanity catalogue": lambda: trh.CATALOG,
          "transhumanity card sets": lambda: cardset.SETS}


@pytest.mark.parametrize("name", sorted(FILES))
def test_the_committed_file_is_what_a_fresh_validation_writes(name: str) -> None:
    f = FILES[name]
    assert f.file.read_text() == f.text(), "stale: run scripts/compact_data.py"


@pytest.mark.parametrize("name", sorted(FILES))
def test_what_a_start_reads_equals_the_validated_data(name: str) -> None:
    """The engine's own tables come from the compact file (no fallback at import), and every
    object in it equals, field for field and type for type, what pydantic validates."""
    f = FILES[name]
    validated = f.validate()
    loaded = LOADED[name]()
    assert loaded == validated
    classes = f.classes()
    # the encoding tells tuples from lists and records the fields set, which == does not compare
    assert compact.encode(loaded, classes) == compact.encode(validated, classes)
    assert compact.encode(f.load(), classes) == compact.encode(validated, classes)


def test_the_engine_imports_without_validating_a_catalogue() -> None:
    """A fresh interpreter imports both games and the facade with no compact file refused (a
    refusal warns), no catalogue validated (``pax.core.record.validate``) and pydantic not
    even imported (issue 36)."""
    code = (
        "import sys, warnings; warnings.simplefilter('error')\n"
        "from pax.core import compact, record\n"
        "import pax.facade, pax.renaissance.rules, pax.transhumanity.rules\n"
        "from pax.renaissance import catalog as r\n"
        "from pax.transhumanity import catalog as t\n"
        "assert not record._ADAPTERS, 'a record class was validated'\n"
        "assert not [m for m in sys.modules if m.startswith('pydantic')], 'pydantic was imported'\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_the_checker_finds_the_committed_files_fresh() -> None:
    proc = subprocess.run([sys.executable, "scripts/compact_data.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr


# ---------------------------------------------------------------- refusals, on a copy of a file

def copy_of(f: compact.Compacted, tmp_path: Path, text: bytes | None = None) -> compact.Compacted:
    path = tmp_path / f.file.name
    path.write_bytes(f.file.read_bytes() if text is None else text)
    return replace(f, file=path)


def test_a_tampered_body_is_refused(tmp_path: Path) -> None:
    """One card renamed in the file (a valid encoding, a wrong digest)."""
    head, body = ren.COMPACT.file.read_bytes().split(b"\n", 1)
    data = json.loads(body)
    card = next(o for o in data["objects"] if o.get("$c", o.get("$m")) == "Card")
    card["f"]["name"] += " the Forged"
    forged = head + b"\n" + json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
    f = copy_of(ren.COMPACT, tmp_path, forged)
    with pytest.raises(compact.CompactError, match="altered"):
        f.load()
    with pytest.warns(UserWarning, match="altered"):
        assert f.load_or_validate() == ren.CATALOG  # the data files validated instead


@pytest.mark.parametrize("damage", ["a byte flipped", "truncated", "no header", "another format"])
def test_a_damaged_file_is_refused(damage: str, tmp_path: Path) -> None:
    text = trh.COMPACT.file.read_bytes()
    head, body = text.split(b"\n", 1)
    broken = {
        "a byte flipped": head + b"\n" + body.replace(b'"heat"', b'"hea\\u0074"', 1),
        "truncated": text[: len(text) // 2],
        "no header": body,
        "another format": head.replace(b'"pax-compact"', b'"pax-other"') + b"\n" + body,
    }[damage]
    with pytest.raises(compact.CompactError):
        copy_of(trh.COMPACT, tmp_path, broken).load()


def test_a_file_made_from_other_data_is_refused(tmp_path: Path) -> None:
    """A data file edited since the compact file was written: the digest of the sources differs."""
    f = replace(copy_of(ren.COMPACT, tmp_path), sources=lambda: compact.digest([b"edited cards.json"]))
    with pytest.raises(compact.CompactError, match="other data"):
        f.load()


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    f = replace(ren.COMPACT, file=tmp_path / "none.json")
    with pytest.raises(compact.CompactError, match="no compact file"):
        f.load()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert f.load_or_validate() == ren.CATALOG


def test_a_model_that_gains_a_field_makes_the_file_stale() -> None:
    """The sources digest covers each class's field names, so code that adds a field to a model
    refuses a file written before."""
    classes = ren.COMPACT.classes()
    files = [ren.COMPACT.file]

    @frozen
    class Card(Frozen):  # the same name, one more field
        id: str
        extra_field: int = 0

    assert compact.source_digest(files, classes) != compact.source_digest(files, {**classes, "Card": Card})


# ---------------------------------------------------------------- the encoding itself

@frozen
class _Leaf(Frozen):
    name: str
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _LEAVES_CHECKED.append(self.name)


_LEAVES_CHECKED: list[str] = []  # names whose __post_init__ ran


@dataclass(frozen=True)
class _Box:
    leaves: tuple[_Leaf, ...]
    by_key: dict[tuple[int, str], frozenset[str]]
    notes: list[str]
    plain: dict[str, float | None]


def test_every_kind_of_value_round_trips() -> None:
    classes: dict[str, type] = {"_Leaf": _Leaf, "_Box": _Box}
    leaf = _Leaf(name="a")
    box = _Box(leaves=(leaf, _Leaf(name="b", tags=("x", "y")), _Leaf(name="a")),
               by_key={(1, "k"): frozenset({"p", "q"})}, notes=["n"], plain={"f": 0.1, "g": None})
    data: Any = json.loads(json.dumps(compact.encode(box, classes)))
    _LEAVES_CHECKED.clear()
    back = compact.decode(data, classes)
    assert back == box and type(back.notes) is list and type(back.leaves) is tuple
    assert _LEAVES_CHECKED == []  # read back as written: their checks are not run again
    assert back.leaves[0] is back.leaves[2]  # equal objects are written once
    assert len(data["objects"]) == 3


def test_a_class_not_named_is_not_written_nor_built() -> None:
    with pytest.raises(TypeError, match="not a named class"):
        compact.encode(_Leaf(name="a"), {})
    data = compact.encode(_Leaf(name="a"), {"_Leaf": _Leaf})
    with pytest.raises(KeyError):
        compact.decode(data, {})
    with pytest.raises(TypeError, match="cannot hold"):
        compact.encode(object(), {})
