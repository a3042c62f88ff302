"""Hidden decisions in the facade's payload (issue 31): another person's Secret sphere is told as
"keep a Secret sphere" in the log (and so on the pass-the-device screen built from it), in the
choice labels of a computer's decision, and revealed in full at the end (TRH-C-21); nobody can undo
another person's decision in hot-seat."""

from __future__ import annotations

import json
import random
from typing import Any

from pax import facade
from pax.core import get_rules

HOT_SEAT = ["person", "person"]


def call(op: str, **kw: Any) -> dict[str, Any]:
    out = json.loads(facade.handle(json.dumps({"op": op, **kw})))
    assert out["ok"], out
    return out


def secret_game(seats: list[str], lang: str = "en") -> dict[str, Any]:
    """A 2-player Pax Transhumanity game whose first decision is Anna's Secret sphere (TRH-C-20)."""
    p = call("new", game="transhumanity", players=2, seed=5, names=["Anna", "Bela"], seats=seats, lang=lang)
    assert p["to_move"] == 0 and {a["kind"] for a in p["legal"]} == {"secret"}
    return p


def card_names(labels: list[str]) -> set[str]:
    from pax.transhumanity.tables import T

    return {name for name in T.names.values() if any(name in text for text in labels)}


def test_trh_c_21_another_persons_secret_sphere_is_concealed_in_bela_s_log():
    p = secret_game(HOT_SEAT)
    mine = p["legal"][2]["label"]
    assert mine.startswith("keep Mobile Money Payroll")  # Anna reads her own choices in full
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=HOT_SEAT)
    assert p["to_move"] == 1
    assert p["log"] == [{"seat": 0, "text": "keep a Secret sphere (hidden until final scoring)", "kind": "secret"}]
    assert "Mobile Money Payroll" not in json.dumps(p)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=0, seats=HOT_SEAT)
    assert p["to_move"] == 0  # Anna again: her own line in full, Bela's hidden from her
    assert p["log"][0]["text"] == mine and p["log"][1]["text"].startswith("keep a Secret sphere")


def test_trh_c_21_concealed_words_in_hungarian():
    p = secret_game(HOT_SEAT, lang="hu")
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=HOT_SEAT, lang="hu")
    assert p["log"][0]["text"] == "Titkos szféra megtartása (a végső pontozásig rejtve)"


def test_trh_c_21_a_computers_secret_choice_is_listed_without_its_cards():
    seats = ["person", "computer"]
    p = secret_game(seats)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=0, seats=seats)
    assert p["to_move"] == 1 and p["view"]["viewer"] == 0  # shown through Anna's eyes
    labels = [a["label"] for a in p["legal"]]
    assert labels and set(labels) == {"keep a Secret sphere (hidden until final scoring)"}
    assert all(a["targets"] == [] for a in p["legal"])
    assert not card_names(labels)


def test_trh_c_21_the_secret_spheres_are_told_in_full_once_the_game_is_over():
    rules, pick = get_rules("transhumanity"), random.Random(3)
    state = rules.new_game(2, 3)
    actions = []
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        a = rules.playout_choice(state, legal, pick)
        actions.append(legal.index(a))
        state = rules.apply_trusted(state, a)
    setup = state.setup.model_dump(mode="json")
    p = call("open", setup=setup, actions=actions, seats=HOT_SEAT)
    secrets = [e["text"] for e in p["log"] if e["kind"] == "secret"]
    assert len(secrets) == 2 and all("band as Secret sphere" in text for text in secrets)
    before = call("open", setup=setup, actions=actions[:-1], seats=HOT_SEAT)
    hidden = [e["text"] for e in before["log"] if e["kind"] == "secret" and e["seat"] != before["to_move"]]
    assert hidden == ["keep a Secret sphere (hidden until final scoring)"]


def test_no_undo_of_another_persons_hidden_decision():
    """Bela, to choose his Secret sphere, cannot take back Anna's (nor learn it by undoing)."""
    p = secret_game(HOT_SEAT)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=HOT_SEAT)
    assert p["to_move"] == 1 and p["undo_to"] == 1


def test_undo_still_goes_back_over_a_computers_decision():
    """With a computer at the table, a person's undo may take back the computer's replies too."""
    seats = ["person", "computer"]
    p = secret_game(seats)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=seats)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=0, seats=seats)
    assert p["to_move"] == 0 and p["undo_to"] == 0


def test_trh_c_21_replay_shows_the_person_at_the_device_s_eyes():
    """Bela steps the replay back to Anna's decision: he sees his own view, not her candidates."""
    p = secret_game(HOT_SEAT)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=HOT_SEAT)
    back = call("open", setup=p["setup"], actions=[], seats=HOT_SEAT, viewer=1)
    assert back["to_move"] == 0 and back["view"]["viewer"] == 1
    assert back["view"]["players"][0]["candidates"] == []
    assert not card_names([a["label"] for a in back["legal"]]) and all(a["targets"] == [] for a in back["legal"])
    assert "Mobile Money Payroll" not in json.dumps(back)
    bad = json.loads(facade.handle(json.dumps({"op": "open", "setup": p["setup"], "actions": [], "viewer": 5})))
    assert not bad["ok"] and bad["key"] == "view.seat"


def test_trh_c_21_no_chart_of_a_running_game():
    """The chart's points rest on the Secret spheres (TRH-I-6): a running game's history has none."""
    p = secret_game(HOT_SEAT)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=2, seats=HOT_SEAT)
    p = call("apply", setup=p["setup"], actions=p["actions"], index=0, seats=HOT_SEAT)
    out = json.loads(facade.handle(json.dumps({"op": "history", "setup": p["setup"], "actions": p["actions"]})))
    assert out["ok"] and out["metrics"] == {} and out["points"] == []
