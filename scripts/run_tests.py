"""Run the test suites of ``./run test``: the unit tests and the browser tests side by side.

On a machine with two or more cores the unit suite (``tests``, CPU-bound Python) and the end-to-end
suite (``e2e``, a browser that also waits on rendering and timers) run as two pytest processes at
once, which takes about the time of the longer one instead of both; the unit suite reports live,
the browser suite's report is printed when it ends, and the run fails if either fails. Options given on the command line go to both.
The browser tests that measure how fast the page answers (marked ``timing``) are left out of that
run and run afterwards on their own, so that the unit suite does not take the page's core.
A run that names paths, ``--jobs 1`` or one core runs a single pytest as before.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from typing import Any
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITES = ("tests", "e2e")
TIMED = "e2e"  # its tests marked ``timing`` run after the side-by-side run, on their own
NO_TESTS = 5  # pytest's exit code when nothing was selected


def _names_paths(args: Sequence[str]) -> bool:
    """Whether the arguments choose tests themselves (a path or node id), not only options."""
    return any(not a.startswith("-") and (Path(a.split("::")[0]).exists()) for a in args)


def select_timing(config: Any, items: list[Any]) -> None:
    """A suite's ``pytest_collection_modifyitems``: with PAX_E2E_TIMING=skip its tests marked
    ``timing`` are left out, with PAX_E2E_TIMING=only only they run; unset, all run."""
    mode = os.environ.get("PAX_E2E_TIMING", "")
    if mode not in ("skip", "only"):
        return
    keep = [i for i in items if (i.get_closest_marker("timing") is not None) == (mode == "only")]
    if len(keep) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in keep])
        items[:] = keep


def run(args: Sequence[str], jobs: int, suites: Sequence[str] = SUITES, cwd: Path = ROOT, timed: str = TIMED) -> int:
    """Run pytest over ``suites`` with ``args``; ``jobs`` > 1: one process per suite, at once, then
    the ``timed`` suite's ``timing`` tests on their own."""
    base = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"]
    if jobs <= 1 or len(suites) < 2 or _names_paths(args):
        return subprocess.call([*base, *(() if _names_paths(args) else suites), *args], cwd=cwd)
    procs = []
    with tempfile.TemporaryDirectory(prefix="pax-tests-") as tmp:
        for n, suite in enumerate(suites):
            # the first suite reports live (a CI log keeps moving); the others into files, shown after
            log = None if n == 0 else open(Path(tmp) / f"{suite}.log", "w+")  # noqa: SIM115 (closed below)
            started = time.monotonic()
            # tests/conftest.py defines the suite-wide options (``--long``): the other suites load it too
            extra = (["-p", "tests.conftest"] if Path(suite).parts[0] != "tests" and (cwd / "tests" / "conftest.py").exists()
                     else [])
            env = {**os.environ, "PAX_E2E_TIMING": "skip"} if suite == timed else None
            procs.append((suite, subprocess.Popen([*base, *extra, suite, *args], cwd=cwd, env=env, stdout=log,
                                                  stderr=None if log is None else subprocess.STDOUT), log, started))
        codes = []
        for suite, proc, log, started in procs:
            code = proc.wait()
            codes.append(code)
            print(f"==== {suite}: exit {code}, {time.monotonic() - started:.0f} s ====", flush=True)
            if log is not None:
                log.seek(0)
                sys.stdout.write(log.read())
                sys.stdout.flush()
                log.close()
        if timed in suites:
            # the browser tests that measure time, once nothing else runs (e2e/conftest.py)
            started = time.monotonic()
            extra = ["-p", "tests.conftest"] if (cwd / "tests" / "conftest.py").exists() else []
            code = subprocess.call([*base, *extra, timed, *args], cwd=cwd, env={**os.environ, "PAX_E2E_TIMING": "only"})
            code = 0 if code == NO_TESTS else code
            codes.append(code)
            print(f"==== {timed} (timing, on its own): exit {code}, {time.monotonic() - started:.0f} s ====", flush=True)
    return next((c for c in codes if c), 0)


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    jobs = int(os.environ.get("PAX_TEST_JOBS", str(min(2, os.cpu_count() or 1))))
    if "--jobs" in args:
        i = args.index("--jobs")
        jobs = int(args[i + 1])
        del args[i:i + 2]
    return run(args, jobs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
