"""One length limit for every way a game comes in (issue 36; ``pax.core.length``).

A link once replayed 50,000 moves and opened a game that refused every further move as too long:
``open``/``decode`` accepted 50,000 moves and ``apply`` refused the 50,001st. Now every entry
point accepts a game of the limit and refuses one move more, with the same message key, and a
game that reaches the limit is *stopped* there (its end, since the rules let a game run for ever):
it offers no choice, says why, and its link and save reopen it stopped.

The game: Pax Transhumanity, 2 players, seed 3, always the first choice (a Fundraise and a pass,
turn after turn: it never ends). The limit is lowered to 40 moves here; ``--long`` uses the real
limit of 50,000 moves.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from pax import facade
from pax.core import BadInput, get_rules, length, share

CATALOGUE = json.loads((Path(__file__).resolve().parents[2] / "web" / "i18n" / "strings.json").read_text())
RULES = get_rules("transhumanity")
SETUP = RULES.make_setup(2, 3)
SETUP_JSON = SETUP.model_dump(mode="json")


@pytest.fixture
def limit(long_run: bool, monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    if not long_run:
        monkeypatch.setattr(length, "MAX_MOVES", 40)
    facade._current = None
    yield length.MAX_MOVES
    facade._current = None


def handle(req: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(facade.handle(json.dumps(req)))
    return reply


def link(moves: int, monkeypatch: pytest.MonkeyPatch) -> str:
    """A link of ``moves`` first choices (written with the limit lifted, to test the decoder)."""
    with monkeypatch.context() as m:
        m.setattr(length, "MAX_MOVES", max(length.MAX_MOVES, moves))
        return share.encode(SETUP, [0] * moves)


def save(moves: int) -> dict[str, Any]:
    return {"format": "pax-save", "version": 1, "setup": SETUP_JSON, "actions": [0] * moves}


# each entry point, given a game of n moves: its reply (a refusal raises BadInput or answers ok: false)
ENTRY_POINTS: dict[str, Callable[[int, pytest.MonkeyPatch], dict[str, Any]]] = {
    "open": lambda n, mp: handle({"op": "open", "setup": SETUP_JSON, "actions": [0] * n}),
    "apply": lambda n, mp: handle({"op": "apply", "setup": SETUP_JSON, "actions": [0] * (n - 1), "index": 0}),
    "load_save": lambda n, mp: handle({"op": "load_save", "save": save(n)}),
    "decode": lambda n, mp: handle({"op": "decode", "code": link(n, mp)}),
    "history": lambda n, mp: handle({"op": "history", "setup": SETUP_JSON, "actions": [0] * n}),
    "share": lambda n, mp: handle({"op": "share", "setup": SETUP_JSON, "actions": [0] * n}),
    "share.decode": lambda n, mp: {"ok": True, "actions": share.decode(link(n, mp))[1]},
}


@pytest.mark.parametrize("entry", sorted(ENTRY_POINTS))
def test_every_entry_point_accepts_the_limit_and_refuses_one_more(entry: str, limit: int,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    at = ENTRY_POINTS[entry](limit, monkeypatch)
    assert at["ok"], at
    try:
        over = ENTRY_POINTS[entry](limit + 1, monkeypatch)
    except BadInput as exc:
        over = {"ok": False, "key": exc.key, "params": exc.params}
    assert not over["ok"]
    assert over["key"] == "game.too_long"
    assert over["params"] == {"limit": limit, "moves": limit + 1}


def test_the_refusal_says_the_limit_in_both_languages() -> None:
    for lang in ("en", "hu"):
        text = CATALOGUE[lang].get("engine.game.too_long", "")
        assert "{limit}" in text and "{moves}" in text, (lang, text)
        assert "{limit}" in CATALOGUE[lang].get("engine.game.at_limit", ""), lang


def test_a_game_at_the_limit_is_played_to_its_end(limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opened three moves short of the limit, the game takes its moves up to the limit and then
    stops: no choice is offered, the reply says why, another move gets the same refusal as every
    entry point, and the game's link and save reopen it at the same stopped position."""
    reply = handle({"op": "load_save", "save": save(limit - 3)})
    assert reply["ok"] and reply["legal"] and reply["stopped"] is None
    actions = reply["actions"]
    for _ in range(3):
        assert not reply["over"]
        reply = handle({"op": "apply", "setup": SETUP_JSON, "actions": actions, "index": 0, "lang": "hu"})
        assert reply["ok"], reply
        actions = reply["actions"]
    assert len(actions) == limit
    assert reply["legal"] == [] and not reply["over"]
    assert reply["stopped"] == {"key": "game.at_limit", "params": {"limit": limit},
                                "text": f"the game stops here: it has reached {limit} moves, the most a game holds"}
    more = handle({"op": "apply", "setup": SETUP_JSON, "actions": actions, "index": 0})
    assert not more["ok"] and more["key"] == "game.too_long"
    code = handle({"op": "share", "setup": SETUP_JSON, "actions": actions})["code"]
    facade._current = None
    for again in (handle({"op": "decode", "code": code}), handle({"op": "load_save", "save": save(limit)}),
                  handle({"op": "open", "setup": SETUP_JSON, "actions": actions})):
        assert again["ok"] and again["actions"] == actions
        assert again["legal"] == [] and again["stopped"] == reply["stopped"] and again["view"] == reply["view"]
        facade._current = None


def test_a_game_below_the_limit_is_not_stopped(limit: int) -> None:
    reply = handle({"op": "open", "setup": SETUP_JSON, "actions": [0] * (limit - 1)})
    assert reply["ok"] and reply["legal"] and reply["stopped"] is None


def test_the_loop_the_tests_use_never_ends(limit: int) -> None:
    """The game above is a real endless one: always the first choice, and it is not over."""
    state = RULES.initial_state(SETUP)
    for _ in range(limit):
        state = RULES.apply_index(state, 0)
    assert not RULES.is_over(state)


def test_the_computer_is_not_asked_for_a_move_past_the_limit(limit: int) -> None:
    """``ai`` chooses the next move: the same rule as ``apply`` (the list it would make)."""
    req = {"op": "ai", "setup": SETUP_JSON, "level": "easy"}
    assert handle({**req, "actions": [0] * (limit - 1)})["ok"]
    refused = handle({**req, "actions": [0] * limit})
    assert not refused["ok"] and refused["key"] == "game.too_long"
    assert refused["params"] == {"limit": limit, "moves": limit + 1}
