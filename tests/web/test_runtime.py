"""Issue 12: the engine worker imports only the game being played (a fresh interpreter per case,
as in a new tab: the worker imports the facade, then opens a saved game)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

OPEN_ONE = """
import json, sys
from pax import facade
from pax.core import get_rules
before = sorted(m for m in sys.modules if m.startswith("pax."))
setup = get_rules({game!r}).make_setup({players}, 7, None, None).model_dump(mode="json")
reply = json.loads(facade.handle(json.dumps({{"op": "load_save", "lang": "en",
    "save": {{"format": "pax-save", "version": 1, "setup": setup, "actions": []}}}})))
assert reply["ok"], reply
print(json.dumps({{"before": before, "after": sorted(m for m in sys.modules if m.startswith("pax."))}}))
"""


@pytest.mark.parametrize(("game", "other", "players"), [("renaissance", "transhumanity", 3),
                                                         ("transhumanity", "renaissance", 2)])
def test_opening_a_game_imports_no_other_game(game: str, other: str, players: int) -> None:
    out = subprocess.run([sys.executable, "-c", OPEN_ONE.format(game=game, players=players)], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    mods = json.loads(out.stdout)
    assert not any(m.startswith(("pax.renaissance", "pax.transhumanity")) for m in mods["before"]), mods["before"]
    assert any(m.startswith(f"pax.{game}.") for m in mods["after"])
    assert not any(m.startswith(f"pax.{other}") for m in mods["after"]), mods["after"]


def test_the_game_screen_never_asks_the_engine_for_every_game() -> None:
    """The "games" request imports every game's rules; only the start page may send it."""
    game_js = (ROOT / "web" / "app" / "game.js").read_text()
    assert '"games"' not in game_js
