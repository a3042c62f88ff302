"""The pre-scan of untrusted JSON (``pax.core.untrusted``, issue 36): one pass, linear in the text.

The scan before issue 36 removed strings with a pattern that, at an unterminated quote, read to
the end of the text, failed, and was tried again at every later quote: ``'"' + '\\"' * 32000``
took 10 s and the allowed 1 MB about 45 minutes. It is kept here, as the reference, and run only
on short texts: the new scan must answer exactly as it did. Timings are in ``bench/untrusted.py``.
"""

from __future__ import annotations

import json
import random
import re
from array import array
from itertools import accumulate

import pytest

from pax import facade
from pax.core import untrusted

from ..fuzz import corpus

_OLD_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_OLD_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_OLD_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def old_shape(text: str) -> tuple[int, int]:
    """The scan as it was (quadratic on unterminated strings: short texts only)."""
    brackets = _OLD_NOT_BRACKET.sub("", _OLD_STRING.sub("", text)).encode("ascii").translate(_OLD_STEP)
    steps = array("b")
    steps.frombytes(brackets)
    return max(accumulate(steps), default=0), brackets.count(1)


# texts an attacker builds from quotes, backslashes and brackets, by length
HOSTILE = {
    "an escaped quote after an open one": lambda n: '"' + '\\"' * (n // 2),
    "quote-backslash pairs": lambda n: '"\\' * (n // 2),
    "only quotes": lambda n: '"' * n,
    "a quote then two backslashes": lambda n: '"\\\\' * (n // 3),
    "an open quote before brackets": lambda n: '"' + "[" * (n - 1),
    "arrays of strings, then an open quote": lambda n: '["a",' * (n // 10) + '"' + '\\"' * (n // 4),
    "an open quote inside an array": lambda n: '["' + '\\"' * (n // 2),
    "backslashes": lambda n: "\\" * n,
}
MUTATIONS = '"\\[]{}'


def mutants(text: str, rnd: random.Random, count: int) -> list[str]:
    """``text`` with a few quotes, backslashes or brackets inserted, deleted or replaced."""
    out = []
    for _ in range(count):
        chars = list(text)
        for _edit in range(rnd.randrange(1, 4)):
            at = rnd.randrange(len(chars) + 1)
            how = rnd.randrange(3)
            if how == 0 or not chars:
                chars.insert(at, rnd.choice(MUTATIONS))
            elif how == 1:
                del chars[min(at, len(chars) - 1)]
            else:
                chars[min(at, len(chars) - 1)] = rnd.choice(MUTATIONS)
        out.append("".join(chars))
    return out


def corpus_texts() -> list[str]:
    """The requests the fuzz corpus makes (saves, links) as the page sends them."""
    texts = []
    for entry in corpus.load():
        texts.append(json.dumps({"op": "load_save", "save": entry["save"]}))
        texts.append(json.dumps({"op": "decode", "code": entry["link"]}))
        texts.append(json.dumps(entry["save"], ensure_ascii=False, indent=1))
    return texts


def test_scan_answers_as_before_on_the_fuzz_corpus() -> None:
    rnd = random.Random(36)
    texts = corpus_texts()
    assert len(texts) > 100
    checked = 0
    for text in texts:
        for variant in [text, *mutants(text, rnd, 6)]:
            assert untrusted.shape(variant) == old_shape(variant), variant[:200]
            checked += 1
    assert checked > 700


def test_scan_answers_as_before_on_hostile_shapes_and_random_texts() -> None:
    for name, make in HOSTILE.items():
        for n in range(0, 400, 7):
            assert untrusted.shape(make(n)) == old_shape(make(n)), (name, n)
    rnd = random.Random(3600)
    for _ in range(20_000):  # every short arrangement of the characters the scan cares about
        text = "".join(rnd.choice('"\\[]{}a,:') for _ in range(rnd.randrange(40)))
        assert untrusted.shape(text) == old_shape(text), text


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_text_of_the_allowed_size_is_answered(name: str) -> None:
    """At the full 1,000,000 characters a request may hold (the old scan: tens of minutes for the
    quote shapes), every shape gets its answer: refused, or too deep when its brackets nest."""
    text = HOSTILE[name](facade.MAX_REQUEST)[: facade.MAX_REQUEST]
    assert len(text) > facade.MAX_REQUEST - 10
    depth, _containers = untrusted.shape(text)
    if name == "an open quote before brackets":
        assert depth == len(text) - 1  # brackets after a quote nothing closes all count
    reply = json.loads(facade.handle(text))
    assert reply["ok"] is False
    assert reply["key"] == ("request.too_deep" if depth > untrusted.MAX_DEPTH else "request.not_json")


def test_brackets_after_an_unterminated_string_count() -> None:
    """The parser reads brackets before the string it cannot end: they nest (and are refused
    unparsed) however the text goes on; brackets after it are counted too (over-estimating is safe)."""
    assert untrusted.shape('[[["' + '\\"' * 50 + "]]]]") == (3, 3)
    assert untrusted.shape('"a" [[[ "b\\" ]]]') == (3, 3)
    assert untrusted.shape('"a" "[[[ b\\"') == (3, 3)  # a string never closed: its brackets count
    deep = "[" * (untrusted.MAX_DEPTH + 1) + '"' + "\\\"" * 10_000
    assert untrusted.problem(deep, facade.MAX_REQUEST) == "too_deep"
