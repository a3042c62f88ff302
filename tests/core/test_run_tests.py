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
    for suite in ("tests", "browser"):
        (tmp_path / suite).mkdir()
        ok = "False" if suite == fail else "True"
        (tmp_path / suite / f"test_{suite}.py").write_text(f"def test_{suite}():\n    assert {ok}\n")
    (tmp_path / "tests" / "conftest.py").write_text(
        "def pytest_addoption(parser):\n    parser.addoption('--long', action='store_true')\n")
    return tmp_path


def test_both_suites_run_at_once_and_a_failure_in_either_fails_the_run(tmp_path: Path,
                                                                       capfd: pytest.CaptureFixture[str]) -> None:
    root = _suites(tmp_path, "browser")
    # --long is defined by tests/conftest.py only: the other suite accepts it too
    code = run_tests.run(["-q", "--long"], jobs=2, suites=("tests", "browser"), cwd=root)
    out = capfd.readouterr().out
    assert code != 0  # the second suite failed: the run fails
    assert "==== tests: exit 0" in out and "==== browser: exit 1" in out
    assert "1 passed" in out and "1 failed" in out


def test_named_paths_run_once_as_given(tmp_path: Path) -> None:
    root = _suites(tmp_path, None)
    assert run_tests._names_paths([str(root / "tests")]) and run_tests._names_paths([f"{root / 'tests'}::test_tests"])
    assert not run_tests._names_paths(["-q", "--long", "-k", "nothing_here"])
