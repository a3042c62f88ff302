"""The engine's start in Pyodide under node (issue 36): CPU time of each phase of a built site's
engine, without a browser, so the engine's own share of a start is measured apart from the page.

    .venv/bin/python bench/engine_start.py [--runs N] [--dist DIR] [--quick]

Runs ``bench/engine_start.mjs`` N times (default 5; ``--quick``: 1) against the site in
``--dist`` (default ``$PAX_BENCH_DIST``, else ``dist/``) and prints, per phase, the minimum and
median CPU time: Pyodide started, the start wheels put on ``sys.path`` (imported in place, as the
page does), ``import pax.facade``, the first
``decode`` of a Pax Renaissance link and the first of a Pax Transhumanity link, then the wheels the
worker installs after the first reply (pydantic's) and ``import pydantic``.

The target line is the issue's start target (app cold at most 1.1x a bare PyScript + Pyodide +
pydantic page) for the Python work: the bare page's is Pyodide's start, all the wheels and
``import pydantic``; the app's is Pyodide's start, its start wheels, ``import pax.facade`` and the
first Renaissance ``decode``; app / bare, medians of the runs, at most 1.1. (The page adds its own
JavaScript on top, which bench/boot.py measures.)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pax.core import get_rules, share  # noqa: E402

PHASES = {"pyodide": "Pyodide started", "wheels": "start wheels imported in place",
          "import": "import pax.facade",
          "decode_renaissance": "first decode, Pax Renaissance link",
          "decode_transhumanity": "first decode, Pax Transhumanity link",
          "later_wheels": "later wheels installed (pydantic's)", "pydantic": "import pydantic"}
TARGET = 1.1  # the app's start Python / the bare page's


def links() -> tuple[str, str]:
    """A 3-player link of each game, 30 moves in (always the first choice)."""
    out = []
    for game in ("renaissance", "transhumanity"):
        rules = get_rules(game)
        setup = rules.make_setup(3, 7)
        state, actions = rules.initial_state(setup), []
        for _ in range(30):
            if rules.is_over(state):
                break
            state = rules.apply_index(state, 0)
            actions.append(0)
        out.append(share.encode(setup, actions))
    return out[0], out[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dist", type=Path, default=Path(os.environ.get("PAX_BENCH_DIST", ROOT / "dist")))
    ap.add_argument("--quick", action="store_true", help="one run (CI: the report is complete)")
    args = ap.parse_args()
    runs = 1 if args.quick else args.runs
    if not (args.dist / "build.json").exists():
        raise SystemExit(f"no built site in {args.dist} (scripts/build.py --out {args.dist})")
    ren, trh = links()
    samples: dict[str, list[float]] = {k: [] for k in PHASES}
    for _ in range(runs):
        proc = subprocess.run(["node", str(ROOT / "bench" / "engine_start.mjs"), str(args.dist), ren, trh],
                              cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
        if proc.returncode != 0:
            raise SystemExit(f"engine_start.mjs failed:\n{proc.stderr[-3000:]}")
        marks = json.loads(proc.stdout.strip().splitlines()[-1])
        for k in PHASES:
            samples[k].append(float(marks[k]))
    load = os.getloadavg()[0]
    build = json.loads((args.dist / "build.json").read_text()).get("build", "?")
    lines = [f"engine start under node: CPU ms per phase, {runs} run(s), build {build}, load average {load:.1f}"]
    for k, label in PHASES.items():
        lines.append(f"  {label:<40} min {min(samples[k]):7.0f}  median {statistics.median(samples[k]):7.0f}")
    med = {k: statistics.median(v) for k, v in samples.items()}
    bare = med["pyodide"] + med["wheels"] + med["later_wheels"] + med["pydantic"]
    app = med["pyodide"] + med["wheels"] + med["import"] + med["decode_renaissance"]
    ratio = app / bare
    lines.append(f"  app's start Python (Pyodide, start wheels, import, first Renaissance decode): {app:.0f} ms "
                 f"against a bare page's {bare:.0f} ms = {ratio:.2f}x (target {TARGET:g}x)  "
                 f"{'ok' if ratio <= TARGET else 'OVER'}")
    print("\n".join(lines))
    if args.quick:
        from _quick import check

        check("\n".join(lines), list(PHASES.values()), ["app's start Python"])


if __name__ == "__main__":
    main()
