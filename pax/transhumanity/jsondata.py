"""Parsed JSON (``json.loads``) read as ``object`` and narrowed to its containers.

``json.loads`` returns untyped data; the data files and their version history are read as
``object`` and each container is narrowed where it is used, so a malformed file fails with a
message instead of deep in the engine. A JSON object's keys are always strings, so a parsed dict
is a ``dict[str, object]``.
"""

from __future__ import annotations

import json
from typing import TypeGuard


def parse(text: str) -> object:
    """The JSON value of ``text``."""
    value: object = json.loads(text)
    return value


def is_object(value: object) -> TypeGuard[dict[str, object]]:
    """Whether a parsed JSON value is an object (its keys are strings: JSON has no other kind)."""
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[object]]:
    """Whether a parsed JSON value is an array."""
    return isinstance(value, list)
