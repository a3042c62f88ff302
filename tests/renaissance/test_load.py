"""Loading a hand-edited save (REN-D turn bookkeeping): BadInput with a reason, never a crash later."""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import pytest

from pax.core import Action, BadInput
from pax.renaissance.rules import RenaissanceRules

R = RenaissanceRules()


def _mid_game(seed: int = 5, steps: int = 40) -> str:
    s = R.new_game(3, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        s = R.apply(s, rnd.choice(R.legal_actions(s)))
    return s.model_dump_json()


def _fresh() -> dict[str, Any]:
    return json.loads(R.new_game(3, 5).model_dump_json())


def _other_seat(d: dict[str, Any]) -> None:
    d["current"] = (d["current"] + 1) % 3


def _face_down_slot_3(d: dict[str, Any]) -> None:
    d["face_down"]["west"][2] = True


EDITS: dict[str, Callable[[dict[str, Any]], None]] = {
    "current not a seat (REN-D-1)": lambda d: d.update(current=9),
    "five actions (REN-D-1)": lambda d: d.update(actions_left=5),
    "negative actions (REN-D-1)": lambda d: d.update(actions_left=-1),
    "turn 0": lambda d: d.update(turn=0),
    "West operated twice (REN-D-10)": lambda d: d.update(ops_done=["west", "west"]),
    "unknown operated side (REN-D-10)": lambda d: d.update(ops_done=["north"]),
    "unknown fair row (REN-D-12)": lambda d: d.update(fairs_done=["south"]),
    "fair twice (REN-D-12)": lambda d: d.update(fairs_done=["east", "east"]),
    "slot1_emptied twice (REN-D-17)": lambda d: d.update(slot1_emptied=["west", "west"]),
    "unknown card paid onto (REN-E-6)": lambda d: d.update(paid_onto=["PREN999"]),
    "face down outside slot 1 (REN-D-18)": _face_down_slot_3,
    "turn frame of another seat": _other_seat,
}


@pytest.mark.parametrize("what", sorted(EDITS))
def test_ren_d_1_load_rejects_broken_turn_bookkeeping(what: str) -> None:
    """REN-D-1, REN-D-10, REN-D-12, REN-D-17, REN-D-18: a save whose turn bookkeeping is impossible is refused
    with BadInput (before: accepted, and e.g. `current = 9` crashed at the end of the turn)."""
    d = _fresh()
    assert R.load(json.dumps(d)) is not None
    EDITS[what](d)
    with pytest.raises(BadInput):
        R.load(json.dumps(d))


def test_ren_d_1_edited_turn_values_never_crash() -> None:
    """REN-D-1: random edits of the turn fields of mid-game saves either load as a playable state or are
    refused with BadInput; a loaded state plays on without any non-Pax exception."""
    rnd = random.Random(3)
    base = json.loads(_mid_game())
    values: list[Any] = [-1, 0, 1, 2, 3, 7, [], ["west"], ["east", "west"], ["west", "west"], ["x"], "west"]
    fields = ["current", "actions_left", "turn", "ops_done", "fairs_done", "slot1_emptied", "paid_onto", "to_move"]
    loaded = 0
    for _ in range(150):
        d = json.loads(json.dumps(base))
        for f in rnd.sample(fields, rnd.randint(1, 3)):
            d[f] = rnd.choice(values)
        try:
            s = R.load(json.dumps(d))
        except BadInput:
            continue
        loaded += 1
        for _ in range(30):
            if R.is_over(s):
                break
            legal = R.legal_actions(s)
            assert legal
            s = R.apply(s, rnd.choice(legal))
    assert loaded > 0


def test_ren_w_1_load_rejects_a_war_with_phantom_fighters() -> None:
    """REN-W-1, REN-W-4: a saved war whose fighter is not on the table (or an occupation of no map card)
    is refused with BadInput instead of crashing when the casualty is removed."""
    from pax.renaissance.testing import Position

    p = Position(3, empty_map=True).hand(0, "PREN053").repress("france", "rook:black", "knight:red")
    p.city("paris", "knight:red").city("lyon", "knight:black")  # 3 attackers vs 2: the attacker chooses
    s = p.rules.apply(p.rules.apply(p.state(), Action.of("play", "PREN053")), Action.of("one_shot", "france"))
    assert s.frames[-1]["kind"] == "war"
    d = json.loads(s.model_dump_json())
    assert R.load(json.dumps(d)) == s
    d["frames"][-1]["dfn"] = d["frames"][-1]["dfn"] + [["city:buda", "knight:white"]]
    with pytest.raises(BadInput, match="not at city:buda"):
        R.load(json.dumps(d))
    d = json.loads(s.model_dump_json())
    d["frames"][-1]["need_att"] = 7
    with pytest.raises(BadInput):
        R.load(json.dumps(d))


def test_ren_w_2_edited_pending_decisions_never_crash() -> None:
    """REN-W-2, REN-D-1: random edits of the pending decision's data in mid-game saves (wars, occupations,
    levies, tax answers …) load as a playable state or are refused with BadInput — never a crash."""
    from .test_invariants import _biased

    rnd = random.Random(8)
    edited = 0
    for seed in range(12):
        s = R.new_game(2 + seed % 3, seed)
        while not R.is_over(s) and edited < 30 * (seed + 1):
            legal = R.legal_actions(s)
            if s.frames[-1]["kind"] in ("war", "occupy") or (s.frames[-1]["kind"] != "turn" and rnd.random() < 0.2):
                d = json.loads(s.model_dump_json())
                f = d["frames"][-1]
                for k in [k for k in f if k not in ("kind", "seat")]:
                    v = f[k]
                    if isinstance(v, list) and v:
                        f[k] = v[:-1] if rnd.random() < 0.5 else v + [v[0]]
                    elif isinstance(v, int):
                        f[k] = v + rnd.choice([-2, -1, 1, 3])
                    elif isinstance(v, str):
                        f[k] = rnd.choice(["france", "paris", "x", ""])
                edited += 1
                try:
                    t = R.load(json.dumps(d))
                except BadInput:
                    t = None
                for _ in range(15):
                    if t is None or R.is_over(t):
                        break
                    t = R.apply(t, rnd.choice(R.legal_actions(t)))
            s = R.apply(s, _biased(rnd, legal))
    assert edited > 100
