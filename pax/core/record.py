"""Records: the engine's values are plain dataclasses; pydantic checks them only where data is untrusted.

A start builds game states, setups and the card catalogues without loading pydantic: in Pyodide,
``from pydantic import BaseModel`` alone costs more than the engine's own import, and the page
need not even install pydantic's wheels. Where data must be checked (a state or an action read
from JSON, a catalogue validated when the build writes its compact form), pydantic validates the
very same classes, loaded at that moment: :func:`validate` and :func:`validate_json`. Writing
a record needs no pydantic at all (:func:`plain`, :func:`to_json`).

A record class is a ``dataclasses.dataclass`` deriving from :class:`Checked`, so that pydantic
refuses unknown fields in it, as a model with ``extra="forbid"`` does; a value that never changes
is declared with :func:`frozen` (a :class:`Frozen` dataclass whose methods are written once here:
``dataclass(frozen=True)`` compiles five methods per class with ``exec``, which in Pyodide cost
2.6 ms a class, more than pydantic's own class building). A class's own rules (those a type
cannot state) live in its ``__post_init__``, which runs both when code builds one and when
pydantic validates one; a record read back from trusted compact data (``pax.core.compact``) is
built without it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Callable, Collection, Mapping
from typing import Any, ClassVar, Protocol, TypeGuard, TypeVar, cast, dataclass_transform

T = TypeVar("T")
R = TypeVar("R", bound="Record")
F = TypeVar("F", bound="Frozen")


class Checked:
    """Base of every record class: pydantic refuses fields the class does not declare."""

    # read by pydantic when it validates the dataclass (a ``ConfigDict`` is a plain dict)
    __pydantic_config__: ClassVar[Mapping[str, object]] = {"extra": "forbid"}


class _Adapter(Protocol):
    """The part of pydantic's ``TypeAdapter`` used here."""

    def validate_python(self, raw: object, /) -> object: ...

    def validate_json(self, text: str | bytes, /) -> object: ...


_ADAPTERS: dict[type, _Adapter] = {}


def _adapter(cls: type) -> _Adapter:
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        from pydantic import TypeAdapter  # loaded only when untrusted data is checked

        made: _Adapter = TypeAdapter(cls)
        adapter = _ADAPTERS[cls] = made
    return adapter


def validate(cls: type[T], raw: object) -> T:
    """``raw`` (parsed JSON or Python values) checked into a ``cls``; raises ``pydantic.ValidationError``."""
    return cast(T, _adapter(cls).validate_python(raw))


def validate_json(cls: type[T], text: str | bytes) -> T:
    """JSON text checked into a ``cls``; raises ``pydantic.ValidationError``."""
    return cast(T, _adapter(cls).validate_json(text))


def is_validation_error(exc: BaseException) -> bool:
    """Whether ``exc`` is pydantic's ``ValidationError`` (without importing pydantic to ask)."""
    return type(exc).__name__ == "ValidationError" and type(exc).__module__.startswith("pydantic")


#: the packages :func:`validate` loads: a browser start installs them after its first reply
VALIDATOR_PACKAGES = ("pydantic", "pydantic_core")


def missing_validator(exc: BaseException) -> bool:
    """Whether ``exc`` says that pydantic is not installed (yet): the page installs it only when
    a request needed it (web/engine/worker.py), then asks that request again."""
    name = exc.name if isinstance(exc, ModuleNotFoundError) else None
    return name is not None and name.partition(".")[0] in VALIDATOR_PACKAGES


def plain(value: object, *, exclude_none: bool = False, exclude_defaults: bool = False,
          tuples: bool = False) -> Any:
    """``value`` as JSON-shaped Python data: a record as a dict of its fields in declaration
    order (through its ``dump_fields`` where it has one), a tuple or list as a list (a tuple kept
    a tuple with ``tuples``, as pydantic's Python mode does), a dict with its values converted;
    scalars as they are. ``exclude_none`` / ``exclude_defaults`` leave out a record's fields that
    are ``None`` / equal to their default (at every depth)."""
    return _plain(value, exclude_none, exclude_defaults, tuples)


def _plain(value: object, exclude_none: bool, exclude_defaults: bool, tuples: bool) -> object:
    if _is_sequence(value):
        items: list[object] = [_plain(v, exclude_none, exclude_defaults, tuples) for v in value]
        return tuple(items) if tuples and not isinstance(value, list) else items
    if _is_mapping(value):
        return {k: _plain(v, exclude_none, exclude_defaults, tuples) for k, v in value.items()}
    if _is_set(value):
        members: list[object] = [_plain(v, exclude_none, exclude_defaults, tuples) for v in value]
        return frozenset(members) if tuples else sorted(members, key=repr)
    spec = _fields_of(type(value))
    if spec is None:
        return value
    fields: dict[str, object] = {}
    for name, default in spec:
        v: object = getattr(value, name)
        if exclude_none and v is None:
            continue
        if exclude_defaults and default is not _NO_DEFAULT and v == _default_value(default):
            continue
        fields[name] = _plain(v, exclude_none, exclude_defaults, tuples)
    if isinstance(value, Record):
        value.dump_fields(fields)
    return fields


def _default_value(default: object) -> object:
    """A field's default value: a default factory called (no record's default value is callable)."""
    if callable(default):
        make = cast("Callable[[], object]", default)
        return make()
    return default


def _is_sequence(value: object) -> TypeGuard[tuple[object, ...] | list[object]]:
    return isinstance(value, (tuple, list))


def _is_mapping(value: object) -> TypeGuard[dict[object, object]]:
    return isinstance(value, dict)


def _is_set(value: object) -> TypeGuard[frozenset[object]]:
    return isinstance(value, frozenset)


_NO_DEFAULT = object()
#: per dataclass: its fields' names and defaults (a default factory as the callable), in order
_FIELDS: dict[type, tuple[tuple[str, object], ...] | None] = {}


def _fields_of(cls: type) -> tuple[tuple[str, object], ...] | None:
    """A dataclass's fields as (name, default) pairs (``_NO_DEFAULT`` when it has none; a default
    factory as itself, a callable), or ``None`` for any other class."""
    if cls in _FIELDS:
        return _FIELDS[cls]
    spec: tuple[tuple[str, object], ...] | None = None
    if dataclasses.is_dataclass(cls):
        pairs: list[tuple[str, object]] = []
        for f in dataclasses.fields(cls):
            default: object = f.default
            factory: object = f.default_factory
            pairs.append((f.name, default if default is not dataclasses.MISSING
                          else factory if factory is not dataclasses.MISSING else _NO_DEFAULT))
        spec = tuple(pairs)
    _FIELDS[cls] = spec
    return spec


def to_json(value: object) -> str:
    """``value`` as compact JSON text (no spaces, characters unescaped), as pydantic writes it."""
    return _json_text(plain(value))


def _json_text(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class Record(Checked):
    """A mutable or frozen record with the part of pydantic's model interface the engine and its
    tools use (``model_dump``, ``model_dump_json``, ``model_copy``, ``model_construct``,
    ``model_validate``, ``model_validate_json``): only the two ``validate`` ones load pydantic.
    A subclass may adjust its written form (``dump_fields``) and what is read (``after_read``)."""

    def dump_fields(self, out: dict[str, object]) -> None:
        """Adjust this record's written fields in place (both modes); by default nothing."""

    def after_read(self) -> None:
        """Adjust this record once pydantic has read it from untrusted data; by default nothing."""

    def model_dump(self, *, mode: str = "python", exclude: Collection[str] = (), exclude_none: bool = False,
                   exclude_defaults: bool = False) -> dict[str, Any]:
        """Fields as a dict, less those named in ``exclude``: ``mode="json"`` gives JSON values
        only (tuples as lists)."""
        out = _plain(self, exclude_none, exclude_defaults, mode != "json")
        assert isinstance(out, dict)
        fields: dict[str, object] = out
        for name in exclude:
            fields.pop(name, None)
        return cast("dict[str, Any]", fields)

    def model_dump_json(self, *, exclude: Collection[str] = ()) -> str:
        """Compact JSON text (as :func:`to_json` writes it), less the fields named in ``exclude``."""
        return _json_text(self.model_dump(mode="json", exclude=exclude))

    def model_copy(self: R, *, update: Mapping[str, object] | None = None, deep: bool = False) -> R:
        """A copy (shallow, containers shared; ``deep``: nothing shared), with ``update``'s fields
        replaced, unchecked."""
        new: R = object.__new__(type(self))
        data = copy.deepcopy(_fields(self)) if deep else _fields(self).copy()
        if update:
            data.update(update)
        object.__setattr__(new, "__dict__", data)
        return new

    @classmethod
    def model_construct(cls: type[R], **fields: object) -> R:
        """A record from trusted fields (defaults filled in), without ``__post_init__``'s checks."""
        new: R = object.__new__(cls)
        data: dict[str, object] = {}
        for name, default in _fields_of(cls) or ():
            if name in fields:
                data[name] = fields.pop(name)
            elif default is _NO_DEFAULT:
                raise TypeError(f"{cls.__name__}.model_construct: no value for {name!r}")
            else:
                data[name] = _default_value(default)
        if fields:
            raise TypeError(f"{cls.__name__}.model_construct: unknown fields {sorted(fields)}")
        object.__setattr__(new, "__dict__", data)
        return new

    @classmethod
    def model_validate(cls: type[R], raw: object) -> R:
        """``raw`` checked by pydantic into this class; raises ``pydantic.ValidationError``."""
        value = validate(cls, raw)
        value.after_read()
        return value

    @classmethod
    def model_validate_json(cls: type[R], text: str | bytes) -> R:
        """JSON text checked by pydantic into this class; raises ``pydantic.ValidationError``."""
        value = validate_json(cls, text)
        value.after_read()
        return value


class Frozen(Record):
    """A record that never changes once built (declared with :func:`frozen`): equal when its
    fields are, hashable, and built by keyword with its ``__post_init__`` checks run."""

    def __init__(self, **fields: object) -> None:
        for name, default in _fields_of(type(self)) or ():
            if name in fields:
                value = fields.pop(name)
            elif default is _NO_DEFAULT:
                raise TypeError(f"{type(self).__name__}() needs the field {name!r}")
            else:
                value = _default_value(default)
            object.__setattr__(self, name, value)
        if fields:
            raise TypeError(f"{type(self).__name__}() has no fields {sorted(fields)}")
        post_init: object = getattr(self, "__post_init__", None)
        if callable(post_init):
            post_init()

    def __setattr__(self, name: str, value: object) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and _fields(other) == _fields(self)

    def __hash__(self) -> int:
        return hash((type(self).__name__, *_fields(self).values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in _fields(self).items())})"


def _fields(obj: object) -> dict[str, object]:
    """A record's fields (its ``__dict__``: a record holds nothing else)."""
    fields: dict[str, object] = vars(obj)
    return fields


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(dataclasses.field,))
def frozen(cls: type[F]) -> type[F]:
    """Declare a :class:`Frozen` record: its annotated fields become dataclass fields (pydantic and
    ``dataclasses.fields`` read them), keyword-only; its methods are :class:`Frozen`'s."""
    made: type[F] = dataclasses.dataclass(kw_only=True, init=False, repr=False, eq=False)(cls)
    return made
