"""CI runs the computer-level benchmark's quick mode (``bench/ai.py --quick``): a few games per line
end, replayed decisions are the same, and every figure line is printed against its target."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_ai_quick_mode_runs():
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "ai.py"), "--quick"], capture_output=True,
                         text=True, timeout=1800, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    text = out.stdout
    assert "Pax Renaissance: hard vs the heuristic, 2 players: " in text and "target >= 65 %" in text
    assert "Pax Renaissance: hard vs the heuristic, 3 players: " in text and "target >= 45 %" in text
    assert "Pax Renaissance: hard decision time" in text and "target p95 <= 1000 ms" in text
    assert "Pax Renaissance: normal decision time" in text and "target p95 <= 300 ms" in text
    assert "Pax Transhumanity: hard vs the heuristic, 2 players: " in text
    assert "Pax Transhumanity: hard vs the heuristic, 3 players: " in text
    assert "Pax Transhumanity: hard decision time" in text and "Pax Transhumanity: normal decision time" in text
    assert "did not end" not in text and "not deterministic" not in text
