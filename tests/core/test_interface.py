"""The explicit ``Rules`` interface: the facade and the share codec ask it, and touch nothing private."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import pax
from pax.core import game_ids, get_rules

ROOT = Path(pax.__file__).resolve().parent


@pytest.mark.parametrize("module", ["facade.py", "core/share.py", "core/replay.py", "core/simulate.py"])
def test_the_boundary_uses_no_private_attribute_of_a_game(module: str) -> None:
    """Only the module's own helpers (``self._x``) may be private; never ``rules._apply`` or the like."""
    tree = ast.parse((ROOT / module).read_text())
    bad = [f"line {n.lineno}: .{n.attr}" for n in ast.walk(tree)
           if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
           and not (isinstance(n.value, ast.Name) and n.value.id == "self")]
    assert not bad, bad


@pytest.mark.parametrize("game_id", ["renaissance", "transhumanity"])
def test_turn_marker_hidden_and_reveals_along_a_game(game_id: str) -> None:
    """The turn marker changes only when the seat of the turn (or the turn number) changes; a draw
    (the generator moves or a secret field changes) is a reveal; secret fields are hidden from all."""
    rules = get_rules(game_id)
    pick = random.Random(3)
    s = rules.new_game(2, 3)
    markers, reveals = set(), 0
    for _ in range(300):
        if rules.is_over(s):
            break
        nxt = rules.apply_trusted(s, rules.playout_choice(s, rules.legal_actions(s), pick))
        assert rules.secret_fields <= rules.hidden(s, 0) and rules.secret_fields <= rules.hidden(s, None)
        reveals += rules.reveals(s, nxt)
        assert not rules.reveals(s, s)
        markers.add(rules.turn_marker(s))
        s = nxt
    assert len(markers) >= 2 and reveals > 0


def test_catalog_comes_from_the_rules() -> None:
    assert get_rules("renaissance").catalog()  # the cards and map the renderer draws
    assert all(isinstance(get_rules(g).catalog(), dict) for g in game_ids())
