"""Records: the engine's values are plain dataclasses; pydantic checks them only where data is untrusted.

A start builds game states, setups and the card catalogues without loading pydantic: in Pyodide,
``from pydantic import BaseModel`` alone costs more than the engine's own import, and the page
can show its first table before pydantic's wheels are even installed. Where data must be
checked (a state read from JSON, a catalogue validated when the build writes its compact form,
a save), pydantic validates the very same classes, loaded at that moment: :func:`validate` and
:func:`validate_json`. Writing a record needs no pydantic at all (:func:`plain`, :func:`to_json`).

A record class is a ``dataclasses.dataclass`` (frozen where the value never changes) deriving from
:class:`Checked`, so that pydantic refuses unknown fields in it, as a model with ``extra="forbid"``
does. A class's own rules (those a type cannot state) live in its ``__post_init__``, which runs
both when code builds one and when pydantic validates one; a record read back from trusted
compact data (``pax.core.compact``) is built without it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

T = TypeVar("T")


class Checked:
    """Base of every record class: pydantic refuses fields the class does not declare."""

    # read by pydantic when it validates the dataclass (a ``ConfigDict`` is a plain dict)
    __pydantic_config__: ClassVar[Mapping[str, object]] = {"extra": "forbid"}


_ADAPTERS: dict[type, Any] = {}


def _adapter(cls: type) -> Any:
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        from pydantic import TypeAdapter  # loaded only when untrusted data is checked

        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter


def validate(cls: type[T], raw: object) -> T:
    """``raw`` (parsed JSON or Python values) checked into a ``cls``; raises ``pydantic.ValidationError``."""
    value: T = _adapter(cls).validate_python(raw)
    return value


def validate_json(cls: type[T], text: str | bytes) -> T:
    """JSON text checked into a ``cls``; raises ``pydantic.ValidationError``."""
    value: T = _adapter(cls).validate_json(text)
    return value


def is_validation_error(exc: BaseException) -> bool:
    """Whether ``exc`` is pydantic's ``ValidationError`` (without importing pydantic to ask)."""
    return type(exc).__name__ == "ValidationError" and type(exc).__module__.startswith("pydantic")


def plain(value: object, *, exclude_none: bool = False, exclude_defaults: bool = False) -> Any:
    """``value`` as JSON-shaped Python data: a record as a dict of its fields in declaration
    order, a tuple or list as a list, a dict with its values converted; scalars as they are.
    ``exclude_none`` / ``exclude_defaults`` leave out a record's fields that are ``None`` / equal
    to their default (at every depth)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, object] = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if exclude_none and v is None:
                continue
            if exclude_defaults and _is_default(f, v):
                continue
            out[f.name] = plain(v, exclude_none=exclude_none, exclude_defaults=exclude_defaults)
        return out
    if isinstance(value, (list, tuple)):
        return [plain(v, exclude_none=exclude_none, exclude_defaults=exclude_defaults) for v in value]
    if isinstance(value, dict):
        return {k: plain(v, exclude_none=exclude_none, exclude_defaults=exclude_defaults) for k, v in value.items()}
    if isinstance(value, frozenset):
        return sorted(plain(v) for v in value)
    return value


def _is_default(f: dataclasses.Field[Any], v: object) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(v == f.default)
    factory: object = f.default_factory
    if factory is not dataclasses.MISSING and callable(factory):
        make: Callable[[], object] = factory
        return bool(v == make())
    return False


def to_json(value: object) -> str:
    """``value`` as compact JSON text (no spaces, characters unescaped), as pydantic writes it."""
    return json.dumps(plain(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
