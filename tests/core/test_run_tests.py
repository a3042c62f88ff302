"""``scripts/run_tests.py`` (``./run test``): the suites run side by side, both reports are printed and
a failure in either fails the run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.script_module import load_script

run_tests = load_script("scripts/run_tests.py", "run_tests")


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
    code = run_tests.run(["-q", "--long"], jobs=2, suites=("tests", "browser"), cwd=root, timed="browser")
    out = capfd.readouterr().out
    assert code != 0  # the second suite failed: the run fails
    assert "==== tests: exit 0" in out and "==== browser: exit 1" in out
    assert "1 passed" in out and "1 failed" in out


def test_timing_tests_run_on_their_own_after_both_suites(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """The browser suite's ``timing`` tests are left out of the side-by-side run and run afterwards,
    when the unit suite has ended; its other tests run side by side as before."""
    root = _suites(tmp_path, None)
    done = root / "tests_done"
    (root / "tests" / "test_tests.py").write_text(
        f"import pathlib, time\ndef test_tests():\n    time.sleep(0.5)\n    pathlib.Path({str(done)!r}).write_text('x')\n")
    scripts = Path(run_tests.__file__).parent
    (root / "browser" / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(scripts)!r})\nfrom run_tests import select_timing\n"
        "pytest_collection_modifyitems = select_timing\n")
    (root / "browser" / "test_browser.py").write_text(
        "import os, pathlib, pytest\n"
        "def test_plain():\n    assert os.environ['PAX_E2E_TIMING'] == 'skip'\n"
        "@pytest.mark.timing\ndef test_timed():\n"
        f"    assert os.environ['PAX_E2E_TIMING'] == 'only' and pathlib.Path({str(done)!r}).exists()\n")
    (root / "pyproject.toml").write_text("[tool.pytest.ini_options]\nmarkers = ['timing: measures time']\n")
    code = run_tests.run(["-q"], jobs=2, suites=("tests", "browser"), cwd=root, timed="browser")
    out = capfd.readouterr().out
    assert code == 0, out
    assert "==== browser: exit 0" in out and "==== browser (timing, on its own): exit 0" in out
    assert out.count("1 passed, 1 deselected") == 2  # each browser run ran one test of the two


def test_named_paths_run_once_as_given(tmp_path: Path) -> None:
    root = _suites(tmp_path, None)
    assert run_tests._names_paths([str(root / "tests")]) and run_tests._names_paths([f"{root / 'tests'}::test_tests"])
    assert not run_tests._names_paths(["-q", "--long", "-k", "nothing_here"])
