"""Limits on untrusted JSON text, checked before it is parsed.

``json.loads`` recurses once per nesting level: a few thousand levels raise ``RecursionError``
under CPython and overflow the JavaScript stack under Pyodide, which ends the whole runtime. So a
text is measured first with a bounded scan (regular expressions and a running count, no
recursion, time linear in its length) and parsed only when it is both short and shallow enough.
"""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Any, Literal

MAX_DEPTH = 32  # a request, a save or link options nest at most 6 levels deep

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # as signed bytes: +1 opens, -1 closes

Problem = Literal["too_big", "too_deep", "not_json"]


def depth(text: str) -> int:
    """The deepest nesting of brackets outside JSON strings (an over-estimate for broken JSON).

    The parser stops at the first bracket that closes nothing, so it never nests deeper than the
    highest running count of open brackets."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).encode("ascii").translate(_STEP)
    steps = array("b")
    steps.frombytes(brackets)
    return max(accumulate(steps), default=0)


def problem(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> Problem | None:
    """Why ``text`` must not reach the JSON parser, or ``None`` when parsing it is safe."""
    if len(text) > max_chars:
        return "too_big"
    return "too_deep" if depth(text) > max_depth else None


def loads(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> tuple[Any, Problem | None]:
    """``(value, None)`` for JSON text within the limits, else ``(None, problem)``."""
    why = problem(text, max_chars, max_depth)
    if why is not None:
        return None, why
    try:
        return json.loads(text), None
    except (ValueError, RecursionError):  # ValueError: bad JSON, or a number of over 4,300 digits
        return None, "not_json"
