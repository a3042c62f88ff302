"""Typed reading of JSON data read with ``json.loads`` (``Json`` values): each accessor checks
the shape it expects and raises ``TypeError`` naming it otherwise, so a reader never holds a value
of unknown type."""

from __future__ import annotations

import json

from pax.core.compact import Json
from pax.core.packagedata import DataFile


def obj(v: Json) -> dict[str, Json]:
    """``v`` as a JSON object."""
    if not isinstance(v, dict):
        raise TypeError(f"expected a JSON object, got {type(v).__name__}")
    return v


def arr(v: Json) -> list[Json]:
    """``v`` as a JSON array."""
    if not isinstance(v, list):
        raise TypeError(f"expected a JSON array, got {type(v).__name__}")
    return v


def objs(v: Json) -> list[dict[str, Json]]:
    """``v`` as a JSON array of objects."""
    return [obj(x) for x in arr(v)]


def text(v: Json) -> str:
    """``v`` as a JSON string."""
    if not isinstance(v, str):
        raise TypeError(f"expected a JSON string, got {type(v).__name__}")
    return v


def loads(source: str | bytes) -> Json:
    """The JSON value of ``source``."""
    value: Json = json.loads(source)
    return value


def data_file(name: str) -> dict[str, Json]:
    """The object held by ``pax/renaissance/data/<name>.json``."""
    return obj(loads(DataFile("pax.renaissance", f"data/{name}.json").read_bytes()))

