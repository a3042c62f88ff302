"""Limits on untrusted JSON text, checked before it is parsed.

``json.loads`` recurses once per nesting level: a few thousand levels raise ``RecursionError``
under CPython and overflow the JavaScript stack under Pyodide, which ends the whole runtime. So a
text is measured first with a bounded scan (regular expressions and a running count, no
recursion, time linear in its length) and parsed only when it is both short and shallow enough.

Linear means a fixed number of passes over the text, none of which backtracks: a string pattern
that fails at an unterminated quote and is retried at every later quote costs time quadratic in
the length (issue 36: ``'"' + '\\"' * 32000`` took 10 s, 1 MB about 45 minutes).
"""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Literal, cast

from .jsonvalue import JSON

MAX_DEPTH = 32  # a request, a save or link options nest at most 6 levels deep
# arrays and objects in one text: a request holds a dozen; parsing costs time per container
MAX_CONTAINERS = 1_000

# JSON strings, removed before brackets are counted. Possessive quantifiers: a string that fails
# (an unterminated quote) never backtracks.
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"', re.DOTALL)
# from the start, text outside strings and whole strings: it stops at the first quote that no
# later quote closes (or at the end). No quote after that one closes either (each is escaped in
# the first one's reading), so the rest of the text holds no string and all its brackets count.
_CLOSED = re.compile(r'(?:[^"]++|"[^"\\]*+(?:\\.[^"\\]*+)*+")*+', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # as signed bytes: +1 opens, -1 closes

Problem = Literal["too_big", "too_deep", "not_json"]


def shape(text: str) -> tuple[int, int]:
    """``(depth, containers)``: the deepest nesting of brackets outside JSON strings, and how many
    open there (over-estimates for broken JSON).

    The parser stops at the first bracket that closes nothing, so it never nests deeper than the
    highest running count of open brackets."""
    closed = match.end() if (match := _CLOSED.match(text)) else 0  # it matches any text, if only ""
    outside = _STRING.sub("", text[:closed]) + text[closed:]
    brackets = _NOT_BRACKET.sub("", outside).encode("ascii").translate(_STEP)
    steps = array("b")
    steps.frombytes(brackets)
    return max(accumulate(steps), default=0), brackets.count(1)


def problem(text: str, max_chars: int, max_depth: int = MAX_DEPTH,
            max_containers: int = MAX_CONTAINERS) -> Problem | None:
    """Why ``text`` must not reach the JSON parser, or ``None`` when parsing it is safe (and cheap)."""
    if len(text) > max_chars:
        return "too_big"
    depth, containers = shape(text)
    if depth > max_depth:
        return "too_deep"
    return "too_big" if containers > max_containers else None


def loads(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> tuple[JSON, Problem | None]:
    """``(value, None)`` for JSON text within the limits, else ``(None, problem)``."""
    why = problem(text, max_chars, max_depth)
    if why is not None:
        return None, why
    try:
        return cast(JSON, json.loads(text)), None  # the parser makes nothing but JSON values
    except (ValueError, RecursionError):  # ValueError: bad JSON, or a number of over 4,300 digits
        return None, "not_json"
