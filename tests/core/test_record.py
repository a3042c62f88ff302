"""Records (``pax.core.record``, issue 36): the engine's values as plain dataclasses that pydantic
validates only where data is checked, and frozen records whose methods are written once."""

from __future__ import annotations

import dataclasses
import json

import pytest
from pydantic import ValidationError

from pax.core import Result, Setup, record
from pax.core.record import Frozen, Record, frozen


@frozen
class Leaf(Frozen):
    name: str
    tags: tuple[str, ...] = ()
    extra: list[int] = dataclasses.field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a leaf needs a name")


@frozen
class Tree(Frozen):
    leaves: tuple[Leaf, ...]
    note: str | None = None


@dataclasses.dataclass(kw_only=True)
class Board(Record):
    cells: list[int]
    owner: int | None = None


def test_a_frozen_record_is_a_value() -> None:
    a = Leaf(name="oak", tags=("x",))
    assert a == Leaf(name="oak", tags=("x",)) and a != Leaf(name="oak")
    assert a.extra == [] and a.extra is not Leaf(name="elm").extra  # a default factory per record
    assert hash(Tree(leaves=(), note="n")) == hash(Tree(leaves=(), note="n"))
    with pytest.raises(TypeError):
        hash(a)  # a list inside: unhashable, as a frozen dataclass holding one is
    assert repr(a) == "Leaf(name='oak', tags=('x',), extra=[])"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.name = "elm"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del a.name
    with pytest.raises(ValueError, match="needs a name"):
        Leaf(name="")
    with pytest.raises(TypeError, match="needs the field 'name'"):
        Leaf()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="no fields"):
        Leaf(name="oak", colour="green")  # type: ignore[call-arg]
    assert [f.name for f in dataclasses.fields(Leaf)] == ["name", "tags", "extra"]


def test_pydantic_validates_records_and_refuses_what_they_do_not_declare() -> None:
    tree = record.validate(Tree, {"leaves": [{"name": "oak", "tags": ["x"]}], "note": None})
    assert tree == Tree(leaves=(Leaf(name="oak", tags=("x",)),))
    assert record.validate_json(Tree, record.to_json(tree)) == tree
    for bad in ({"leaves": [{"name": ""}]}, {"leaves": [{"name": "oak", "size": 3}]}, {"leaves": "oak"}, {}):
        with pytest.raises(ValidationError) as err:
            record.validate(Tree, bad)
        assert record.is_validation_error(err.value)
    assert not record.is_validation_error(ValueError("x"))


def test_plain_writes_what_pydantic_wrote() -> None:
    tree = Tree(leaves=(Leaf(name="oak", tags=("x",)), Leaf(name="elm")))
    assert record.plain(tree) == {"leaves": [{"name": "oak", "tags": ["x"], "extra": []},
                                             {"name": "elm", "tags": [], "extra": []}], "note": None}
    assert record.plain(tree, exclude_none=True, exclude_defaults=True) == {"leaves": [{"name": "oak", "tags": ["x"]},
                                                                                       {"name": "elm"}]}
    assert tree.model_dump()["leaves"][0]["tags"] == ("x",)  # Python mode keeps tuples, as pydantic's
    assert json.loads(tree.model_dump_json(exclude={"note"})) == {"leaves": [{"name": "oak", "tags": ["x"], "extra": []},
                                                                            {"name": "elm", "tags": [], "extra": []}]}
    assert record.to_json(Leaf(name="é\u2028")) == '{"name":"é\u2028","tags":[],"extra":[]}'


def test_a_mutable_record_copies_and_constructs_without_checks() -> None:
    b = Board.model_construct(cells=[1, 2])
    assert b == Board(cells=[1, 2]) and b.owner is None
    c = b.model_copy(update={"owner": 1})
    assert c.owner == 1 and b.owner is None and c.cells is b.cells  # shallow, as pydantic's model_copy
    with pytest.raises(TypeError, match="no value for 'cells'"):
        Board.model_construct()
    with pytest.raises(TypeError, match="unknown fields"):
        Board.model_construct(cells=[], size=3)
    assert Board.model_validate_json('{"cells": [3]}') == Board(cells=[3])


def test_setup_and_result_check_themselves() -> None:
    s = Setup(game="g", players=2, seed=5, names=["a", "b"])  # type: ignore[arg-type]
    assert s.names == ("a", "b") and s.options == {}
    for bad in ({"players": True}, {"seed": 2**60}, {"names": [1, 2]}, {"game": 3}):
        with pytest.raises(ValueError):
            Setup(**{"game": "g", "players": 2, "seed": 5, "names": ("a", "b"), **bad})  # type: ignore[arg-type]
    assert Result(winners=[1], victory="v").winners == (1,)  # type: ignore[arg-type]
    assert record.validate(Setup, {"game": "g", "players": 2, "seed": 1, "names": ["a", "b"]}) == Setup(
        game="g", players=2, seed=1, names=("a", "b"))
    with pytest.raises(ValidationError):
        record.validate(Setup, {"game": "g", "players": 2, "seed": 2**60, "names": []})


def test_missing_validator_names_only_pydantic() -> None:
    assert record.missing_validator(ModuleNotFoundError("x", name="pydantic"))
    assert record.missing_validator(ModuleNotFoundError("x", name="pydantic_core._pydantic_core"))
    assert not record.missing_validator(ModuleNotFoundError("x", name="numpy"))
    assert not record.missing_validator(ImportError("pydantic"))
