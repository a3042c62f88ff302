"""Run the test suites of ``./run test``: the unit tests and the browser tests side by side.

On a machine with two or more cores the unit suite (``tests``, CPU-bound Python) and the end-to-end
suite (``e2e``, a browser that also waits on rendering and timers) run as two pytest processes at
once, which takes about the time of the longer one instead of both; the unit suite reports live,
the browser suite's report is printed when it ends, and the run fails if either fails. Options given on the command line go to both.
A run that names paths, ``--jobs 1`` or one core runs a single pytest as before.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITES = ("tests", "e2e")


def _names_paths(args: Sequence[str]) -> bool:
    """Whether the arguments choose tests themselves (a path or node id), not only options."""
    return any(not a.startswith("-") and (Path(a.split("::")[0]).exists()) for a in args)


def run(args: Sequence[str], jobs: int, suites: Sequence[str] = SUITES, cwd: Path = ROOT) -> int:
    """Run pytest over ``suites`` with ``args``; ``jobs`` > 1: one process per suite, at once."""
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
            procs.append((suite, subprocess.Popen([*base, *extra, suite, *args], cwd=cwd, stdout=log,
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
