"""The shared search and each game's search hooks use only the public Rules interface
(``legal_actions``, ``apply_trusted``, ``determinize``, ``is_over`` …): never ``rules._apply`` or
another private attribute of a game, and the core search imports no game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "pax"
HOOKS = ["core/search.py", "renaissance/opponent.py", "transhumanity/opponent.py"]


def _private_uses(tree: ast.AST) -> list[str]:
    return [f"line {n.lineno}: .{n.attr}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
            and not (isinstance(n.value, ast.Name) and n.value.id == "self")]


@pytest.mark.parametrize("module", HOOKS)
def test_search_and_hooks_use_no_private_attribute(module: str) -> None:
    """Only a module's own helpers (``self._x``) may be private."""
    bad = _private_uses(ast.parse((ROOT / module).read_text()))
    assert not bad, bad


def test_the_check_catches_a_private_call() -> None:
    """The check itself can fail: ``rules._apply(s, a)`` is reported, ``self._iterate`` is not."""
    tree = ast.parse("def f(self, rules, s, a):\n    self._iterate()\n    return rules._apply(s, a)\n")
    assert _private_uses(tree) == ["line 3: ._apply"]


def test_the_core_search_imports_no_game() -> None:
    tree = ast.parse((ROOT / "core/search.py").read_text())
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in imported if "renaissance" in m or "transhumanity" in m], imported
