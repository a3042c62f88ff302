"""What every benchmark's ``--quick`` mode checks in its own printed report (not a benchmark:
``tests/test_bench_quick.py`` runs every ``bench/[!_]*.py --quick``).

A quick run uses a few runs or games, so its figures are not judged against the targets; it
fails instead when the report lost a line: a *figure* line must carry a number, a *target* line
a number and a verdict ("met" / "NOT met", or "ok" / "OVER"). A lost performance mark makes the script fail
earlier, by timing out.
"""

from __future__ import annotations

import re

NUMBER = re.compile(r"\d+(\.\d+)?")


def missing(report: str, figures: list[str], targets: list[str]) -> list[str]:
    """The labels whose line is absent from ``report`` (a label listed n times needs n lines) or
    lacks its number (a figure's number is looked for outside the label's text) or verdict."""
    lines = report.splitlines()
    out = []
    wanted: dict[tuple[str, bool], int] = {}
    for key in [(f, False) for f in figures] + [(t, True) for t in targets]:
        wanted[key] = wanted.get(key, 0) + 1
    for (label, verdict), count in wanted.items():
        found = [ln for ln in lines if label in ln]
        if len(found) < count:
            out.append(f"{label!r}: {count - len(found)} line(s) missing")
        for line in found:
            if not NUMBER.search(line if verdict else line.replace(label, " ")):
                out.append(f"{label!r}: no figure in {line!r}")
            elif verdict and not re.search(r"\b(met|NOT met|ok|OVER)\b", line.split(label, 1)[1]):
                out.append(f"{label!r}: no target verdict in {line!r}")
    return out


def check(report: str, figures: list[str], targets: list[str]) -> None:
    """Exit non-zero (naming what is missing) unless every figure and target line is there."""
    lost = missing(report, figures, targets)
    if lost:
        raise SystemExit("bench --quick: the report is missing " + "; ".join(lost))
    print(f"bench --quick: {len(figures)} figure and {len(targets)} target lines present")
