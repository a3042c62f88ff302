"""Every benchmark keeps working: each ``bench/*.py`` (found by glob, so a new benchmark is picked
up without editing this file) runs in its ``--quick`` mode, which fails when a performance mark,
a figure or a target line is missing from its report (``bench/_quick.py``).

The browser benchmarks run against the test build of the site, the one the e2e suite uses
(``$PAX_E2E_DIST``, else built here into ``build/dist-e2e``). The figures of a quick run are not
judged: timings on a loaded 2-core machine are noise, and the targets belong to the full runs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHES = sorted(p for p in (ROOT / "bench").glob("*.py") if not p.name.startswith("_"))
CHROMIUM = os.environ.get("PAX_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(scope="module")
def site() -> Path:
    given = os.environ.get("PAX_E2E_DIST")
    if given:
        return Path(given)
    out = ROOT / "build" / "dist-e2e"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build.py"), "--test-games", "--out", str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def test_there_are_benchmarks() -> None:
    assert {"boot.py", "engine.py"} <= {p.name for p in BENCHES}


@pytest.mark.parametrize("script", BENCHES, ids=[p.stem for p in BENCHES])
def test_benchmark_quick_mode_reports_every_line(script: Path, site: Path) -> None:
    if "playwright" in script.read_text() and not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{script.name} needs Chromium at {CHROMIUM}")
        pytest.skip(f"{script.name} needs Chromium at {CHROMIUM}")
    env = {**os.environ, "PAX_BENCH_DIST": str(site)}
    proc = subprocess.run([sys.executable, str(script), "--quick"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, f"{script.name} --quick failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    assert "bench --quick:" in proc.stdout, f"{script.name} --quick did not check its report"
