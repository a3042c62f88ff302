"""The JSON facade between the page and the engine (pax/facade.py), driven with the toy game."""

from __future__ import annotations

import json

import pytest

from pax import facade
from pax.core import register, replay
from pax.core.share import encode

register("toy_nim", "tests.core.toy", "NimRules")


def call(op: str, **kw) -> dict:
    """Go through the text entry point exactly as the page does."""
    return json.loads(facade.handle(json.dumps({"op": op, **kw})))


def new(players: int = 2, seed: int = 11, **kw) -> dict:
    out = call("new", game="toy_nim", players=players, seed=seed, **kw)
    assert out["ok"], out
    return out


def test_games_lists_every_known_game_and_says_which_are_present():
    out = call("games")
    ids = [g["id"] for g in out["games"]]
    assert ids[:2] == ["renaissance", "transhumanity"] and "toy_nim" in ids
    toy = next(g for g in out["games"] if g["id"] == "toy_nim")
    assert toy == {"id": "toy_nim", "available": True, "title": "Nim", "min_players": 1, "max_players": 4,
                   "computer": False, "levels": [], "seat_kinds": ["person"], "options": [],
                   "minutes": None, "tutorial": False}
    assert isinstance(out["computer"], bool)
    ren = next(g for g in out["games"] if g["id"] == "renaissance")
    assert ren["computer"] and ren["levels"] == ["easy", "normal", "hard"]  # weakest first


def test_new_game_payload():
    p = new(players=3, names=["Ann", "<b>Bob</b>"])
    assert p["setup"]["names"] == ["Ann", "<b>Bob</b>", "Player 3"]  # markup is kept as data
    assert p["step"] == 0 and p["to_move"] == 0 and not p["over"] and p["result"] is None
    assert [a["index"] for a in p["legal"]] == [0, 1, 2]
    assert p["legal"][1] == {"index": 1, "kind": "take", "label": "take 2", "targets": []}
    assert p["log"] == [] and p["actions"] == []


def test_labels_follow_the_language():
    p = new(lang="hu")
    assert p["legal"][0]["label"] == "elvesz 1"
    p = call("apply", setup=p["setup"], actions=[], index=0, lang="xx")  # unknown language: English
    assert p["log"] == [{"seat": 0, "text": "take 1", "kind": "take"}]


def test_apply_matches_replay_and_logs_in_words():
    p = new()
    for i in (2, 0, 1):
        p = call("apply", setup=p["setup"], actions=p["actions"], index=i)
    assert p["actions"] == [2, 0, 1] and p["step"] == 3
    want = replay("toy_nim", 2, 11, actions=[2, 0, 1])
    assert p["view"] == {"heap": want.heap, "to_move": want.to_move}
    assert [e["text"] for e in p["log"]] == ["take 3", "take 1", "take 2"]
    assert [e["seat"] for e in p["log"]] == [0, 1, 0]


def test_long_games_undo_and_branch_through_snapshots():
    """Undo and a different branch late in a game give exactly the state a full replay gives."""
    p = new(players=2, seed=3)
    setup = p["setup"]
    actions: list[int] = []
    while not p["over"]:
        p = call("apply", setup=setup, actions=actions, index=0)  # take 1 each time: a long game
        actions = p["actions"]
    assert len(actions) > facade.SNAPSHOT_EVERY
    assert p["result"] == {"winners": [p["log"][-1]["seat"]], "victory": "last_take", "standings": [],
                           "why": ""}  # the toy game explains nothing (Rules.explain)
    for cut in (len(actions) - 1, facade.SNAPSHOT_EVERY, facade.SNAPSHOT_EVERY - 1, 3, 0):
        q = call("open", setup=setup, actions=actions[:cut])
        want = replay("toy_nim", 2, 3, actions=actions[:cut])
        assert q["view"] == {"heap": want.heap, "to_move": want.to_move} and q["step"] == cut
        assert len(q["log"]) == cut
    branch = actions[:facade.SNAPSHOT_EVERY + 2] + [2]
    q = call("open", setup=setup, actions=branch)
    want = replay("toy_nim", 2, 3, actions=branch)
    assert q["view"]["heap"] == want.heap and q["log"][-1]["text"] == "take 3"


def test_share_code_round_trip():
    p = new(players=3, names=["Ann", "Bob", "Cy"])
    for i in (1, 2, 0):
        p = call("apply", setup=p["setup"], actions=p["actions"], index=i)
    code = call("share", setup=p["setup"], actions=p["actions"])["code"]
    q = call("decode", code=code)
    assert q["ok"] and q["actions"] == [1, 2, 0] and q["view"] == p["view"] and q["setup"] == p["setup"]
    assert q["log"] == p["log"]


@pytest.mark.parametrize("mangle, words", [
    (lambda c: c[:-5] + ("A" if c[-5] != "A" else "B") + c[-4:], "checksum"),
    (lambda c: c[: len(c) // 2], "link"),
    (lambda c: "", "no game"),
    (lambda c: "!!!***", "link"),
    (lambda c: "<script>alert(1)</script>", "link"),
])
def test_damaged_share_codes_give_clear_messages(mangle, words):
    p = new()
    code = call("share", setup=p["setup"], actions=[0, 1])["code"]
    out = call("decode", code=mangle(code))
    assert out["ok"] is False and words in out["error"]


def test_share_code_is_the_core_encoding():
    p = new(seed=99)
    from pax.core import get_rules

    setup = get_rules("toy_nim").make_setup(2, 99)
    assert call("share", setup=p["setup"], actions=[1])["code"] == encode(setup, [1])


def _save(**over) -> dict:
    p = new()
    save = {"format": "pax-save", "version": 1, "setup": p["setup"], "actions": [0, 2], "id": "x", "title": "Nim"}
    save.update(over)
    return save


def test_load_save_accepts_the_current_version():
    out = call("load_save", save=_save())
    assert out["ok"] and out["step"] == 2
    assert {k: out["save"][k] for k in ("format", "version", "setup", "actions")} == {
        "format": "pax-save", "version": 2, "setup": out["setup"], "actions": [0, 2]}
    assert call("load_save", save=out["save"])["save"] == out["save"]  # format 2 with its checksum


@pytest.mark.parametrize("over, words", [
    ({"version": 3}, "newer version"),
    ({"version": 0}, "too old"),
    ({"version": "1"}, "no valid version"),
    ({"format": "something"}, "not a Pax saved game"),
    ({"actions": [0, 99]}, "no choice number 99"),
    ({"actions": "0,1"}, "damaged"),
    ({"actions": [0, True]}, "damaged"),
    ({"setup": {"game": "toy_nim", "players": 9, "seed": 1, "names": []}}, "1–4 players"),
    ({"setup": {"game": "chess", "players": 2, "seed": 1, "names": []}}, "unknown game"),
    ({"setup": None}, "damaged"),
])
def test_load_save_refuses_what_it_cannot_open(over, words):
    out = call("load_save", save=_save(**over))
    assert out["ok"] is False and words in out["error"], out


def test_load_save_runs_registered_migrations(monkeypatch):
    def v0_to_v1(raw: dict) -> dict:
        return {**raw, "version": 1, "actions": raw["moves"]}

    monkeypatch.setitem(facade.MIGRATIONS, 0, v0_to_v1)
    save = _save(version=0, moves=[1])
    del save["actions"]
    out = call("load_save", save=save)
    assert out["ok"] and out["actions"] == [1] and out["save"]["version"] == 2  # then format 1 -> 2


def test_bad_requests_never_raise():
    assert json.loads(facade.handle("not json")) == {"ok": False, "error": "the request is not JSON",
                                                     "key": "request.not_json", "params": {}}
    assert call("launch_missiles")["error"] == "unknown request"
    assert "setup" in call("open", setup="x", actions=[])["error"]
    assert call("open", setup=new()["setup"], actions=[0] * (facade.MAX_ACTIONS + 1))["ok"] is False
    assert call("new", game="renaissance", players=3, seed=1)["ok"] in (True, False)


def test_engine_bugs_are_reported_not_raised(monkeypatch):
    from pax.core import get_rules

    rules = get_rules("toy_nim")

    def broken(state):
        raise KeyError("boom")

    monkeypatch.setattr(rules, "legal_actions", broken)
    out = call("new", game="toy_nim", players=2, seed=1)
    assert out["ok"] is False and out["bug"] is True and "KeyError" in out["error"]
