"""``scripts/run_tests.py`` (``./run test``): the suites run side by side, both reports are printed and
a failure in either fails the run."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("run_tests", Path(__file__).resolve().parents[2] / "scripts" / "run_tests.py")
assert _spec is not None and _spec.loader is not None
run_tests = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_tests)


def _suites(tmp_path: Path, fail: str | None) -> Path:
    for suite in ("unit", "browser"):
        (tmp_path / suite).mkdir()
        ok = "False" if suite == fail else "True"
        (tmp_path / suite / f"test_{suite}.py").write_text(f"def test_{suite}():\n    assert {ok}\n")
    return tmp_path


@pytest.mark.parametrize("fail", [None, "unit", "browser"])
def test_both_suites_run_at_once_and_either_fails_the_run(tmp_path: Path, fail: str | None,
                                                           capfd: pytest.CaptureFixture[str]) -> None:
    root = _suites(tmp_path, fail)
    code = run_tests.run(["-q"], jobs=2, suites=("unit", "browser"), cwd=root)
    out = capfd.readouterr().out
    assert (code != 0) == (fail is not None)
    assert "==== unit: exit" in out and "==== browser: exit" in out
    assert out.count("1 passed") == (2 if fail is None else 1)


def test_named_paths_run_once_as_given(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    root = _suites(tmp_path, "browser")
    assert run_tests._names_paths([str(root / "unit")])
    code = run_tests.run(["-q", str(root / "unit")], jobs=2, suites=("unit", "browser"), cwd=root)
    assert code == 0 and "====" not in capfd.readouterr().out
