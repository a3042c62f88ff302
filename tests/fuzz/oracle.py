"""What every answer to untrusted input must be: a game that replays to the same state, or a
refusal (``BadInput`` / an ``ok: false`` reply) with a message key translated in both languages —
within 100 ms per 1,000 moves the input holds (and 100 ms for any input of up to 1,000 moves).
"""

from __future__ import annotations

import gc
import json
import re
import time
from pathlib import Path
from collections.abc import Callable
from typing import Any, TypeVar

from pax import facade
from pax.core import BadInput, get_rules, length, share
from pax.core.state import BaseState
from pax.savefile import checksum

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE: dict[str, dict[str, str]] = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text())
MS_PER_1000_MOVES = 100.0
T = TypeVar("T")


class Clock:
    """The slowest answer seen, as a share of its budget (reported by the suite)."""

    worst = 0.0
    worst_what = ""
    enforce = True  # off only to profile the suite


def budget_s(moves: int) -> float:
    return MS_PER_1000_MOVES / 1000 * max(1, moves / 1000)


def timed(moves: Callable[[], int], fn: Callable[[], T], what: str) -> T:
    """Run ``fn`` and fail if it took more CPU time than the budget for ``moves()`` moves.

    CPU time of this process, not wall time: the machine's other jobs do not count against it."""
    gc.disable()  # a collection of the fuzzer's own garbage is not the answer's cost
    start = time.process_time()
    try:
        return fn()
    finally:
        spent = time.process_time() - start
        gc.enable()
        share_of_budget = spent / budget_s(moves())
        if share_of_budget > Clock.worst:
            Clock.worst, Clock.worst_what = share_of_budget, f"{what}: {spent * 1000:.1f} ms for {moves()} moves"
        assert share_of_budget <= 1.0 or not Clock.enforce, f"{what} took {spent * 1000:.1f} ms for {moves()} moves"


def warm_up(entries: list[dict[str, Any]]) -> None:
    """Import every game's modules and fill their caches once: a first import is not an answer's cost."""
    for entry in entries:
        for lang in ("en", "hu"):
            facade.handle(json.dumps({"op": "load_save", "save": entry["save"], "lang": lang}))
        facade.handle(json.dumps({"op": "share", "setup": entry["save"]["setup"], "actions": entry["save"]["actions"]}))
        for op in ("catalog", "games"):
            facade.handle(json.dumps({"op": op, "game": entry["game"]}))
        facade.handle(json.dumps({"op": "ai", "setup": entry["save"]["setup"], "actions": entry["save"]["actions"]}))
        share.decode(entry["link"])


def check_key(key: str | None, params: dict[str, Any]) -> None:
    assert key, "a refusal without a message key"
    for lang in ("en", "hu"):
        text = CATALOGUE[lang].get(f"engine.{key}")
        assert text is not None, f"engine.{key} has no {lang} text"
        missing = set(re.findall(r"\{(\w+)\}", text)) - set(params)
        assert not missing, f"{lang} engine.{key} needs {missing}; the engine gives {params}"
    assert all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in params.values()), params


def replay(setup: Any, indices: list[int]) -> BaseState:
    rules = get_rules(setup.game)
    state = rules.initial_state(setup)
    for i in indices:
        state = rules.apply_index(state, i)
    return state


def claimed_moves(code: object) -> int:
    """The move count a link's header claims (0 when the header itself does not parse)."""
    try:
        return share._parse(code)[2] if isinstance(code, str) else 0
    except Exception:
        return 0


def check_decode(code: str) -> None:
    """``share.decode``: the same game on replay (and the same code back), or ``BadInput`` with a key."""
    held = [claimed_moves(code)]
    try:
        setup, indices, state = timed(lambda: held[0], lambda: share.decode(code), "decode")
    except BadInput as exc:
        check_key(exc.key, exc.params)
        return
    held[0] = len(indices)
    assert len(indices) <= share.MAX_MOVES
    assert replay(setup, indices) == state
    again = share.decode(share.encode(setup, indices))
    assert again[0] == setup and again[1] == indices


def _jsonish(value: Any) -> Any:
    return json.loads(json.dumps(value))


def check_payload(reply: dict[str, Any], seats: Any) -> None:
    """A game payload shows exactly the game its setup and actions replay to."""
    rules = get_rules(reply["setup"]["game"])
    s = reply["setup"]
    setup = rules.make_setup(s["players"], s["seed"], s["names"], s["options"])
    state = replay(setup, reply["actions"])
    assert reply["step"] == state.step == len(reply["actions"])
    assert reply["to_move"] == state.to_move and reply["over"] == rules.is_over(state)
    assert reply["view"] == _jsonish(rules.view(state, facade._viewer(state, seats)))
    stopped = not rules.is_over(state) and len(reply["actions"]) >= length.MAX_MOVES  # a game's end, too
    assert (reply["stopped"] is not None) == stopped
    assert len(reply["legal"]) == (0 if rules.is_over(state) or stopped else len(rules.legal_actions(state)))
    assert len(reply["log"]) == len(reply["actions"]) and 0 <= reply["undo_to"] <= len(reply["actions"])
    # the save record the page stores: this game, with a checksum the engine accepts back
    save = reply["save"]
    assert save["setup"] == reply["setup"] and save["actions"] == reply["actions"]
    assert save["rules"] == rules.rules_version
    assert save["check"] == checksum(save["setup"], save["actions"], save["rules"], save["trail"])
    if "notice" in reply:
        check_key(reply["notice"]["key"], reply["notice"]["params"])


def moves_in(req: Any) -> int:
    """How many moves a request holds (the budget's measure)."""
    if not isinstance(req, dict):
        return 0
    n = 0
    for holder in (req, req.get("save")):
        if isinstance(holder, dict) and isinstance(holder.get("actions"), list):
            n = max(n, len(holder["actions"]))
    return max(n, claimed_moves(req.get("code")))


def check_handle(text: str, req: Any) -> dict[str, Any]:
    """``facade.handle``: a reply that is a correct game, or a translated refusal."""
    if isinstance(req, dict) and req.get("op") in ("ai", "hint", "chances"):  # a search's thinking time is its own budget
        out = facade.handle(text)
    else:
        out = timed(lambda: moves_in(req), lambda: facade.handle(text), f"handle {str(req)[:60]}")
    reply = json.loads(out)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), out[:200]
    if not reply["ok"]:
        assert "bug" not in reply, reply["error"]
        check_key(reply.get("key"), reply.get("params", {}))
        return reply
    op = req["op"]
    seats = req.get("seats") if op != "decode" else None
    if op in ("new", "open", "apply", "decode", "load_save"):
        check_payload(reply, seats)
    if op == "load_save":
        save = reply["save"]
        assert save["actions"] == reply["actions"] and save["setup"] == reply["setup"]
        again = json.loads(facade.handle(json.dumps({"op": "load_save", "save": save})))
        assert again["ok"] and again["save"] == save
    if op == "share":
        setup, indices, _ = share.decode(reply["code"])
        assert indices == req.get("actions", []) and setup.model_dump(mode="json")["game"] == req["setup"]["game"]
    if op == "ai":
        opened = json.loads(facade.handle(json.dumps({"op": "open", "setup": req["setup"], "actions": req.get("actions", [])})))
        assert 0 <= reply["index"] < len(opened["legal"])
    if op == "games":
        assert reply["games"]
    if op == "hint":  # the hard search's suggestion is one of the deciding person's legal moves
        opened = json.loads(facade.handle(json.dumps({"op": "open", "setup": req["setup"], "actions": req.get("actions", [])})))
        assert 0 <= reply["hint"]["index"] < len(opened["legal"])
        assert {m["index"] for m in reply["hint"]["moves"]} <= set(range(len(opened["legal"])))
    if op == "why_not" and reply["reason"] is not None:
        assert re.fullmatch(r"(REN|TRH)-[A-Z]-\d+", reply["reason"]["rule"]) and reply["reason"]["text"]
    if op == "chances":
        for point in reply["points"]:
            assert len(point["chances"]) == reply["seats"] and all(0.0 <= x <= 1.0 for x in point["chances"])
    if op == "tutorial":  # a guided first game (pax.core.guide): a game like any other, marked learning
        check_payload(reply, reply["seats"])
        assert reply["learning"] is True and reply["actions"] == []
    if op == "guide":  # the step to take names a legal action of the position, in its words
        assert reply["ended"] in (None, "done", "left", "foreign")
        if reply["guide"] is not None:
            opened = json.loads(facade.handle(json.dumps({"op": "open", "setup": req["setup"], "actions": req.get("actions", []),
                                                          "lang": req.get("lang", "en")})))
            assert opened["legal"][reply["guide"]["index"]]["label"] == reply["guide"]["label"]
    return reply
