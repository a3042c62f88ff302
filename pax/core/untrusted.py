"""Limits on untrusted JSON text, checked before it is parsed.

``json.loads`` recurses once per nesting level: a few thousand levels raise ``RecursionError``
under CPython and overflow the JavaScript stack under Pyodide, which ends the whole runtime. So a
text is measured first with a bounded scan (regular expressions only, no recursion, time linear
in its length for each level allowed) and parsed only when it is both short and shallow enough.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

MAX_DEPTH = 32  # a request, a save or link options nest at most 6 levels deep

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")

Problem = Literal["too_big", "too_deep", "not_json"]


def problem(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> Problem | None:
    """Why ``text`` must not reach the JSON parser, or ``None`` when parsing it is safe.

    The text outside strings keeps only its brackets; each pass removes the innermost empty pairs,
    so whatever is left after ``max_depth`` passes nests deeper than that (or does not balance).
    """
    if len(text) > max_chars:
        return "too_big"
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(max_depth):
        if not brackets:
            return None
        shorter = _INNERMOST.sub("", brackets)
        if shorter == brackets:  # no pair left to remove: the brackets do not balance
            return "not_json"
        brackets = shorter
    return "too_deep" if brackets else None


def loads(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> tuple[Any, Problem | None]:
    """``(value, None)`` for JSON text within the limits, else ``(None, problem)``."""
    why = problem(text, max_chars, max_depth)
    if why is not None:
        return None, why
    try:
        return json.loads(text), None
    except (ValueError, RecursionError):  # ValueError: bad JSON, or a number of over 4,300 digits
        return None, "not_json"
