"""The engine packages import without cycles: each module's imports (at the top or inside a
function) form a graph with no loop, so every module can be imported alone and no module needs a
late import to break a circle."""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("pax.core", "pax.renaissance", "pax.transhumanity")


def _graph(package: str) -> dict[str, set[str]]:
    """module -> the modules of the same package it imports (relative or absolute)."""
    folder = ROOT.joinpath(*package.split("."))
    names = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    out: dict[str, set[str]] = {}
    for name in sorted(names):
        deps: set[str] = set()
        for node in ast.walk(ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level == 1:
                    full = base
                elif node.level == 0 and base.startswith(package + "."):
                    full = base.removeprefix(package + ".")
                else:
                    continue
                if full:
                    deps.add(full.split(".")[0])
                else:  # ``from . import a, b``
                    deps.update(alias.name for alias in node.names)
            elif isinstance(node, ast.Import):
                deps.update(a.name.removeprefix(package + ".").split(".")[0]
                            for a in node.names if a.name.startswith(package + "."))
        out[name] = {d for d in deps if d in names and d != name}
    return out


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        path.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return path[path.index(m):] + [m]
            if m not in state and (found := visit(m)):
                return found
        state[n] = 2
        path.pop()
        return None

    for n in sorted(graph):
        if n not in state and (found := visit(n)):
            return found
    return None


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package: str) -> None:
    cycle = _cycle(_graph(package))
    assert cycle is None, " -> ".join(cycle or ())


def test_graph_sees_a_cycle() -> None:
    """The check itself fails on a loop."""
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_each_transhumanity_module_imports_alone() -> None:
    """Every Transhumanity module imports first in a fresh interpreter (no order it depends on)."""
    names = sorted(p.stem for p in (ROOT / "pax" / "transhumanity").glob("*.py") if p.stem != "__init__")
    code = ("import importlib, sys\n"
            "for n in sys.argv[1:]:\n"
            "    for k in [k for k in sys.modules if k.startswith('pax')]: del sys.modules[k]\n"
            "    importlib.import_module('pax.transhumanity.' + n)\n")
    done = subprocess.run([sys.executable, "-c", code, *names], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert importlib.import_module("pax.transhumanity.turn")


# What the first move of a shared link does not need, and a start therefore does not import
# (issue 36: the app's start against a bare Pyodide + pydantic page): guided first games,
# computer players and their search, explanations and the teaching notes.
NOT_AT_START = ("pax.core.guide", "pax.core.search", "pax.core.simulate", "pax.ai", "pax.teach",
                "pax.renaissance.ai", "pax.renaissance.opponent", "pax.renaissance.explain",
                "pax.renaissance.tutorial", "pax.renaissance.testing", "pax.renaissance.invariants")


def test_a_start_imports_only_what_the_first_move_needs() -> None:
    """A fresh interpreter that imports the facade and opens a 3-player Pax Renaissance link (as
    the page's first request does) has none of NOT_AT_START loaded."""
    code = ("import json, sys\n"
            "from pax.core import get_rules, share\n"
            "link = share.encode(get_rules('renaissance').make_setup(3, 7), [])\n"
            "for k in [k for k in sys.modules if k.startswith('pax')]: del sys.modules[k]\n"
            "import pax.facade\n"
            "reply = json.loads(pax.facade.handle(json.dumps({'op': 'decode', 'code': link, 'lang': 'en'})))\n"
            "assert reply['ok'], reply\n"
            "print(json.dumps(sorted(k for k in sys.modules if k.startswith('pax'))))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "pax.renaissance.rules" in loaded  # the check saw the link opened
    assert not loaded & set(NOT_AT_START), sorted(loaded & set(NOT_AT_START))
