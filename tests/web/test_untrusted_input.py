"""Issue 11's six reproductions: untrusted input gets a game or ``BadInput`` with a message key.

Each test drives the input the issue found escaping as another exception (or quietly accepted)
through the same entry point: ``pax.facade.handle`` (the page's), ``share.decode`` or the rules API.
"""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

import pytest

from pax import facade
from pax.core import BadInput, IllegalAction, get_rules, share, untrusted
from pax.core.action import Action

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text())
REN = {"game": "renaissance", "players": 2, "seed": 1, "names": ["A", "B"], "options": {}}
TRH = {"game": "transhumanity", "players": 2, "seed": 3, "names": ["A", "B"], "options": {}}


def handle(request: str | dict[str, Any]) -> dict[str, Any]:
    text = request if isinstance(request, str) else json.dumps(request)
    return json.loads(facade.handle(text))


def refused(reply: dict[str, Any], key: str | None = None) -> None:
    """A refusal the page can show in both languages (never an internal error)."""
    assert reply["ok"] is False and "bug" not in reply, reply
    assert reply.get("key"), reply
    for lang in ("en", "hu"):
        assert f"engine.{reply['key']}" in CATALOGUE[lang], reply["key"]
    if key is not None:
        assert reply["key"] == key, reply


def raw_code(body: bytes) -> str:
    """A share code with a valid checksum around ``body`` (the layout of pax/core/share.py)."""
    data = body + zlib.crc32(body).to_bytes(4, "big")
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def link_body(options: bytes = b"{}", count: int = 0, moves: bytes = b"", players: int = 2) -> bytes:
    head = bytes([share.FORMAT, 0, players]) + share._varint(2)  # renaissance, seed 1
    for name in (b"A", b"B")[:players]:
        head += share._varint(len(name)) + name
    head += share._varint(len(options)) + options + share._varint(1)  # rules version 1 (format 3)
    return head + share._varint(count) + b"\0\0" * min(-(-count // share.BLOCK), 2_000) + moves


# 1. A share link whose options are nested JSON ------------------------------------------------

def test_1_link_with_nested_options_is_refused():
    code = raw_code(link_body(options=b"[" * 1000))
    assert len(code) > 1300
    with pytest.raises(BadInput) as info:
        share.decode(code)
    assert info.value.key == "link.options"
    refused(handle({"op": "decode", "code": code}), "link.options")
    deep_dict = b'{"a":' * 40 + b"1" + b"}" * 40
    refused(handle({"op": "decode", "code": raw_code(link_body(options=deep_dict))}), "link.options")


# 2. A deeply nested request -------------------------------------------------------------------

def test_2_deeply_nested_requests_are_refused_before_parsing():
    refused(handle('{"op":"load_save","save":' + "[" * 1000 + "]" * 1000 + "}"), "request.too_deep")
    deep = '{"a":' * 3500 + "1" + "}" * 3500  # the 21 KB request that ended the Pyodide runtime
    assert len(deep) > 20_000
    refused(handle('{"op":"load_save","save":' + deep + "}"), "request.too_deep")
    refused(handle("[" * 100_000), "request.too_deep")  # unbalanced as well as deep
    refused(handle(" " * (facade.MAX_REQUEST + 1)), "request.too_big")
    refused(handle('{"op":"new","seed":' + "9" * 5000 + "}"), "request.not_json")  # 5,000 digits
    many = json.dumps({"op": "load_save", "save": {"format": "pax-save", "x": [[]] * (untrusted.MAX_CONTAINERS + 1)}})
    refused(handle(many), "request.too_big")  # parsing costs time per array or object: refused unparsed
    assert facade.handle("[]") and handle('{"op":"games"}')["ok"]


def test_nesting_is_measured_outside_strings_only():
    limit = untrusted.MAX_DEPTH
    assert untrusted.problem("[" * limit + "]" * limit, 100_000) is None
    assert untrusted.problem("[" * (limit + 1) + "]" * (limit + 1), 100_000) == "too_deep"
    assert untrusted.problem('["' + "[" * 5000 + '\\"{"]', 100_000) is None  # brackets inside a string
    names = ["[[[[" * 5, "}}}}", '\\"[']
    reply = handle({"op": "new", "game": "renaissance", "players": 3, "seed": 1, "names": names})
    assert reply["ok"] and reply["setup"]["names"] == [n[:24] for n in names]


# 3. A list or dict as the game id -------------------------------------------------------------

@pytest.mark.parametrize("game", [[], {}, ["renaissance"], {"a": 1}, 5, None, True])
@pytest.mark.parametrize("op", ["new", "open", "catalog"])
def test_3_game_id_of_the_wrong_type(op, game):
    req: dict[str, Any] = {"op": op, "game": game, "players": 2, "seed": 1}
    if op == "open":
        req = {"op": op, "setup": {**REN, "game": game}, "actions": []}
    refused(handle(req), "game.unknown")
    refused(handle({"op": [], "game": "renaissance"}), "request.unknown")
    refused(handle({"op": {"a": 1}}), "request.unknown")


# 4. Bad names or options, and loose types -----------------------------------------------------

BAD_SETUPS = [
    ({"names": 5}, "setup.names_list"),
    ({"names": "ab"}, "setup.names_list"),
    ({"names": {"a": "b"}}, "setup.names_list"),
    ({"options": [1]}, "setup.options"),
    ({"options": "ab"}, "setup.options"),
    ({"options": 3}, "setup.options"),
    ({"players": True}, "setup.players"),
    ({"players": 2.0}, "setup.players"),
    ({"players": "2"}, "setup.players"),
    ({"seed": "1_000"}, "setup.seed"),
    ({"seed": "7"}, "setup.seed"),
    ({"seed": True}, "setup.seed"),
    ({"seed": 1.5}, "setup.seed"),
    ({"seed": 1 << 64}, "setup.seed_range"),
    ({"seed": 1 << 53}, "setup.seed_range"),  # JavaScript would round it: see tests/web/test_save_integrity.py
]


@pytest.mark.parametrize("change, key", BAD_SETUPS, ids=[f"{k}-{list(c.values())[0]!r}" for c, k in BAD_SETUPS])
def test_4_bad_names_and_options_in_every_op(change, key):
    setup = {**REN, **change}
    refused(handle({"op": "new", **setup}), key)
    for op in ("open", "share", "ai"):
        refused(handle({"op": op, "setup": setup, "actions": []}), key)
    refused(handle({"op": "apply", "setup": setup, "actions": [], "index": 0}), key)
    save = {"format": "pax-save", "version": 1, "setup": setup, "actions": []}
    refused(handle({"op": "load_save", "save": save}), key)  # pydantic's lax ints are not used
    with pytest.raises(BadInput) as info:
        get_rules("renaissance").make_setup(setup["players"], setup["seed"], setup["names"], setup["options"])
    assert info.value.key == key


def test_4_transhumanity_option_refusals_carry_keys():
    for setup, key in [({**TRH, "players": 1, "names": []}, "setup.solo_level"),
                       ({**TRH, "players": 1, "names": [], "options": {"solo": "medium"}}, "setup.solo_level"),
                       ({**TRH, "options": {"solo": "easy"}}, "setup.solo_players"),
                       ({**TRH, "options": {"speed": 1}}, "setup.option")]:
        refused(handle({"op": "new", **setup}), key)


def test_ai_refusals_carry_keys():
    refused(handle({"op": "ai", "setup": REN, "actions": [], "level": "grandmaster"}), "ai.level")


# 5. Our own link opens ------------------------------------------------------------------------

def test_5_a_long_legal_game_round_trips_through_its_link():
    rules = get_rules("transhumanity")
    setup = rules.make_setup(2, 3)
    state = rules.initial_state(setup)
    for _ in range(10_001):
        assert not rules.is_over(state)
        state = rules.apply_index(state, 0)
    code = share.encode(setup, [0] * 10_001)
    got_setup, indices, got = share.decode(code)
    assert got_setup == setup and indices == [0] * 10_001 and got == state
    reply = handle({"op": "decode", "code": code})
    assert reply["ok"] and reply["step"] == 10_001


def test_a_game_at_the_move_cap_round_trips_through_its_link(long_run):
    """What the encoder writes, the decoder opens, up to the cap (choice 0 stays legal that long)."""
    if not long_run:
        pytest.skip("a 50,000-move game: with --long")
    rules = get_rules("transhumanity")
    setup = rules.make_setup(2, 3)
    code = share.encode(setup, [0] * share.MAX_MOVES)
    assert len(code) <= share.MAX_CODE
    got_setup, indices, state = share.decode(code)
    assert got_setup == setup and indices == [0] * share.MAX_MOVES and state.step == share.MAX_MOVES


def test_the_move_cap_is_checked_before_any_replay(monkeypatch):
    calls: list[int] = []
    rules = get_rules("renaissance")
    monkeypatch.setattr(type(rules), "initial_state", lambda self, setup: calls.append(1))  # type: ignore
    too_many = raw_code(link_body(count=share.MAX_MOVES + 1))
    with pytest.raises(BadInput) as info:
        share.decode(too_many)
    assert info.value.key == "game.too_long"
    padded = raw_code(link_body(count=10, moves=b"\xff" * 1000))  # far more data than 10 moves hold
    with pytest.raises(BadInput) as info:
        share.decode(padded)
    assert info.value.key == "link.extra"
    save = {"format": "pax-save", "version": 1, "setup": REN, "actions": [0] * (facade.MAX_ACTIONS + 1)}
    refused(handle({"op": "load_save", "save": save}), "game.too_long")
    with pytest.raises(BadInput):
        share.encode(rules.make_setup(2, 1), [0] * (share.MAX_MOVES + 1))
    assert calls == []


def test_the_longest_link_the_encoder_can_write_fits_the_decoder_limit():
    longest = share.MAX_MOVES * share.MAX_CHOICE_BITS // 8 + 400 * 4 + share.MAX_OPTIONS
    assert longest * 4 // 3 <= share.MAX_CODE and facade.MAX_REQUEST > share.MAX_CODE + 100


# 6. Misuse of the rules API -------------------------------------------------------------------

@pytest.mark.parametrize("game", ["renaissance", "transhumanity"])
def test_6_rules_api_refuses_wrong_arguments(game):
    rules = get_rules(game)
    state = rules.new_game(2, 5)
    for action in (None, {"kind": "end", "args": []}, "end", 0):
        with pytest.raises(BadInput) as info:
            rules.apply(state, action)  # type: ignore[arg-type]
        assert info.value.key == "action.not_action"
    for index in ("0", None, 1.5, True, [0]):
        with pytest.raises(BadInput) as info:
            rules.apply_index(state, index)  # type: ignore[arg-type]
        assert info.value.key == "action.not_index"
    with pytest.raises(IllegalAction) as illegal:
        rules.apply_index(state, 10_000)
    assert illegal.value.key == "action.no_choice"
    for seat in (-1, 2, 99, True, "0", 0.0):
        with pytest.raises(BadInput) as info:
            rules.view(state, seat)  # type: ignore[arg-type]
        assert info.value.key == "view.seat"
    assert rules.view(state, 1) and rules.view(state, None)
    legal = rules.legal_actions(state)
    assert rules.apply(state, legal[0]) == rules.apply_index(state, 0)
    assert isinstance(legal[0], Action)


def test_error_parameters_stay_short():
    reply = handle({"op": "apply", "setup": REN, "actions": [], "index": "x" * 100_000})
    refused(reply, "move.no_choice")
    assert len(json.dumps(reply)) < 2_000
