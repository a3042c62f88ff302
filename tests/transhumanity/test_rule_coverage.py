"""Every TRH rule ID of the spec is named by at least one test (in a test name or a docstring)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[3] / "shared" / "rules" / "transhumanity.md"
HERE = Path(__file__).parent
# Sections whose every rule has a test; extend as sections are finished.
FINISHED = ("A", "B", "C", "D", "E", "F", "G", "H", "I", "K")


def spec_ids() -> list[str]:
    return sorted(set(re.findall(r"\bTRH-[A-Z]-\d+\b", SPEC.read_text(encoding="utf-8"))))


def named_ids() -> set[str]:
    blob = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py")
                     if p.name != "test_rule_coverage.py").lower()
    out = set()
    for rid in spec_ids():
        a = rid.lower()
        b = a.replace("-", "_")
        if re.search(rf"(?<![a-z0-9]){re.escape(a)}(?![0-9])", blob) or \
                re.search(rf"(?<![a-z0-9]){re.escape(b)}(?![0-9])", blob):
            out.add(rid)
    return out


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rules are not beside the repo")
def test_every_rule_id_has_a_test() -> None:
    named = named_ids()
    missing = [rid for rid in spec_ids() if rid not in named]
    print("TRH rule IDs without a test:", " ".join(missing) or "none")
    finished_missing = [rid for rid in missing if rid.split("-")[1] in FINISHED]
    assert not finished_missing, f"rules without a test: {finished_missing}"
