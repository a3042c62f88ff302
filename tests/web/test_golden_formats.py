"""Old format versions stay readable: golden share links (link format 1) and saved games (save
format 1) of both games, committed as fixtures, must keep opening to the same game.

The fixtures in tests/web/golden/ were made once (2026-11-30) from seeded random games and must
never be regenerated: if a change to the engine or to a format makes one of these tests fail, the
change breaks links and saves players already hold, so it needs a migration (``MIGRATIONS`` in
pax/facade.py, a new link format beside format 1 in pax/core/share.py) or a rules fix, not new
fixtures. Each game is compared by its key fields: the decoded move sequence (kinds and arguments,
hashed), the final step, seat to move, random generator state, and the result of a finished game.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

import pax
from pax import facade
from pax.core import share

GOLDEN = Path(__file__).resolve().parent / "golden"
LINKS = json.loads((GOLDEN / "share_links_v1.json").read_text())
SAVES = json.loads((GOLDEN / "saves_v1.json").read_text())


def fingerprint(setup: dict[str, Any], indices: list[int]) -> dict[str, Any]:
    """The key fields of the game the setup and action indices make (see the module doc)."""
    rules = pax.get_rules(setup["game"])
    state = rules.initial_state(rules.make_setup(setup["players"], setup["seed"], setup["names"], setup["options"]))
    moves = []
    for i in indices:
        action = rules.legal_actions(state)[i]
        moves.append([action.kind, list(action.args)])
        state = rules.apply_trusted(state, action)
    over = rules.is_over(state)
    return {
        "moves": len(indices),
        "actions_sha256": hashlib.sha256(json.dumps(moves, separators=(",", ":")).encode()).hexdigest(),
        "last_action": moves[-1] if moves else None,
        "step": state.step,
        "to_move": state.to_move,
        "rng": str(state.rng),
        "over": over,
        "winners": list(rules.result(state).winners) if over else None,
    }


def test_the_fixtures_cover_both_games_and_both_ends():
    assert LINKS["format"] == 1 and SAVES["save_version"] == 1
    for fixtures in (LINKS["links"], SAVES["saves"]):
        assert {f.get("game") or f["entry"]["setup"]["game"] for f in fixtures} == {"renaissance", "transhumanity"}
        assert any(f["expect"]["over"] for f in fixtures) and not all(f["expect"]["over"] for f in fixtures)
        assert all(f["expect"]["moves"] >= 60 or f["expect"]["over"] for f in fixtures)


@pytest.mark.parametrize("case", LINKS["links"], ids=lambda c: f"{c['game']}-{c['setup']['players']}p")
def test_golden_share_link_opens_to_the_same_game(case):
    setup, indices, state = share.decode(case["code"])
    assert setup.model_dump(mode="json") == case["setup"]
    assert fingerprint(case["setup"], indices) == case["expect"]
    assert state.step == case["expect"]["step"] and str(state.rng) == case["expect"]["rng"]
    # Through the page's entry point too.
    reply = facade.call({"op": "decode", "code": case["code"]})
    assert reply["ok"], reply
    assert reply["actions"] == indices and reply["over"] == case["expect"]["over"]
    assert reply["to_move"] == case["expect"]["to_move"]
    if share.FORMAT == 1:  # while format 1 is the one written, the writer gives back the same link
        assert share.encode(setup, indices) == case["code"]


@pytest.mark.parametrize("case", SAVES["saves"], ids=lambda c: f"{c['entry']['setup']['game']}-{c['entry']['id']}")
def test_golden_save_opens_to_the_same_game(case):
    entry = case["entry"]
    reply = facade.call({"op": "load_save", "save": entry})
    assert reply["ok"], reply
    save = reply["save"]
    assert save["format"] == "pax-save" and save["version"] == facade.SAVE_VERSION
    assert save["setup"] == entry["setup"]
    assert fingerprint(save["setup"], save["actions"]) == case["expect"]
    assert reply["step"] == case["expect"]["step"] and reply["over"] == case["expect"]["over"]
    if reply["over"]:
        assert reply["result"]["winners"] == case["expect"]["winners"]


def test_a_changed_golden_game_is_noticed():
    """The comparison is sharp: one different move gives a different fingerprint."""
    case = SAVES["saves"][1]
    actions = list(case["entry"]["actions"])
    actions[-1] = 1 - actions[-1] if actions[-1] in (0, 1) else 0
    assert fingerprint(case["entry"]["setup"], actions) != case["expect"]
