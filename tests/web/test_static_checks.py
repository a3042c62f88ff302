"""The page's JavaScript is checked like the Python: the TypeScript compiler over web/ and the
service worker (tsconfig.json, tsconfig.sw.json; JSDoc and web/types.d.ts) and ESLint
(eslint.config.mjs), each with no finding. ``./run test`` runs them before the tests, and so
does this file for a ``./run test tests/web``. Their inputs stay out of the shipped site."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "node_modules" / ".bin"
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    tool = BIN / cmd[0]
    if not tool.exists():
        pytest.fail(f"{tool} is missing: run `npm ci` (./run test does)")
    return subprocess.run([str(tool), *cmd[1:]], cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("config", ["tsconfig.json", "tsconfig.sw.json"])
def test_typescript_finds_no_error(config):
    out = _run("tsc", "-p", config)
    assert out.returncode == 0, out.stdout + out.stderr


def test_eslint_finds_nothing():
    out = _run("eslint", "--max-warnings", "0", "web", "public")
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_checks_inputs_are_not_shipped(tmp_path):
    """The declaration files live in web/ beside the code they type, but the site has no use for them."""
    build.copy_tree(ROOT / "web", tmp_path)
    assert (tmp_path / "app" / "game.js").is_file()
    shipped = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    assert not [n for n in shipped if n.endswith(".d.ts") or n.startswith(("tsconfig", "eslint.config"))]
