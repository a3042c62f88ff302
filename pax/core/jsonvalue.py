"""The type of JSON data: what ``json.loads`` returns and what a reply may hold.

Untrusted input (a request, a save, link options) is read as ``JSON`` and narrowed with
``isinstance`` before it is used, so a checker follows every test the code makes of it; input that
may be any Python value (a caller of the public API) is ``object``, narrowed by the tests below.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias, TypeGuard

#: A JSON value as Python holds it: ``null``, ``true``/``false``, a number, a text, an array or an
#: object (whose keys JSON makes texts).
JSON: TypeAlias = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]
#: A JSON object (a request, a save).
JSONObject: TypeAlias = dict[str, JSON]


def is_mapping(value: object) -> TypeGuard[Mapping[object, object]]:
    """Whether ``value`` is a mapping (of whatever keys and values)."""
    return isinstance(value, Mapping)


def is_named(value: object) -> TypeGuard[Mapping[str, object]]:
    """Whether ``value`` is a mapping whose keys are all texts (a game's options)."""
    return is_mapping(value) and all(isinstance(k, str) for k in value)


def is_list(value: object) -> TypeGuard[list[object] | tuple[object, ...]]:
    """Whether ``value`` is a list or a tuple (of whatever items)."""
    return isinstance(value, (list, tuple))
