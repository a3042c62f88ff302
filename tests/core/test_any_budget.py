"""The kernel and both engines are typed, not met through ``Any`` (issue 33): mypy's
``--disallow-any-expr`` over ``pax/`` counts the expressions whose type is ``Any``. The issue asked
for at least 80 % fewer than the 3,072 of 2026-12-04 (at most 614); the budget holds the count near
where the typing work left it (77), so new code cannot quietly slide back."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BASELINE = 3072  # `mypy --strict --disallow-any-expr pax/` on main, 2026-12-04
BUDGET = 100


def test_any_typed_expressions_stay_within_budget() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--disallow-any-expr", "pax/"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    tail = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    found = re.match(r"Found (\d+) errors? in \d+ files?", tail)
    count = int(found.group(1)) if found else (0 if tail.startswith("Success") else None)
    assert count is not None, tail
    other = [line for line in done.stdout.splitlines() if ": error:" in line and "[misc]" not in line
             and "Expression" not in line]
    assert not other, other[:5]  # the strict check itself stays clean (./run test runs it too)
    assert count <= BUDGET <= BASELINE // 5, f"{count} Any-typed expressions in pax/ (budget {BUDGET})"
