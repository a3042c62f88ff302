"""The uniform game interface for Pax Renaissance: summary, view, describe, targets, load, share links, CLI."""

import json
import random
import subprocess
import sys

import pytest

import pax
from pax.core import Action, BadInput, share
from pax.core.simulate import random_game
from pax.renaissance.rules import ACTION_ARGS

R = pax.get_rules("renaissance")


def _game(seed=3, players=3, steps=None):
    s = R.new_game(players, seed)
    rnd = random.Random(seed)
    acts = []
    while not R.is_over(s) and (steps is None or len(acts) < steps):
        a = rnd.choice(R.legal_actions(s))
        acts.append(a)
        s = R.apply(s, a)
    return s, acts


def test_registry_and_metadata():
    assert "renaissance" in pax.game_ids()
    assert R.min_players == 2 and R.max_players == 4 and R.title == "Pax Renaissance"


def test_summary_has_the_documented_shape():
    s, _ = _game(steps=40)
    sm = R.summary(s)
    for key in ("turn", "current", "actions_left", "to_move", "players", "china", "market", "decks",
                "victories", "map", "empires", "empire_deck"):
        assert key in sm
    p = sm["players"][0]
    for key in ("name", "florins", "hand", "tableau", "prestige", "concessions", "kingdoms", "republics",
                "old_maids"):
        assert key in p
    assert set(sm["market"]) == {"east", "west"} and len(sm["market"]["east"]) == 6
    assert {"card", "florins", "face_down"} <= set(sm["market"]["west"][0])
    m = sm["map"]["ottoman"]
    assert {"side", "cities", "borders", "emporia"} <= set(m) and "constantinople" in m["cities"]
    assert sum(p["florins"] for p in sm["players"]) + sm["china"] + sum(
        x["florins"] for row in sm["market"].values() for x in row) == 53
    json.dumps(sm)  # plain data


def test_view_hides_other_hands_and_face_down_cards():
    p_state, _ = _game(steps=30)
    s = p_state.fork()
    s.hands[1] = s.hands[1] or ()
    v = R.view(s, 0)
    assert v["players"][0]["hand"] == list(s.hands[0])
    assert all(p["hand"] is None for p in v["players"][1:])
    assert all(p["hand_size"] == len(s.hands[p["seat"]]) for p in v["players"])
    assert all(x["card"] is None for row in v["market"].values() for x in row if x["face_down"])
    assert all(p["hand"] is None for p in R.view(s, None)["players"])
    assert "deck" not in json.dumps(v["decks"]) or all(isinstance(n, int) for n in v["decks"].values())


def test_describe_and_targets_cover_every_action_of_games():
    for seed in range(6):
        s = R.new_game(2 + seed % 3, seed)
        rnd = random.Random(seed)
        while not R.is_over(s):
            legal = R.legal_actions(s)
            for a in legal[:12]:
                en, hu = R.describe(s, a, "en"), R.describe(s, a, "hu")
                assert en and hu and isinstance(R.targets(s, a), tuple)
            s = R.apply_trusted(s, rnd.choice(legal))


def test_action_args_table_documents_the_lead_kinds():
    for kind in ("buy", "play", "sell", "operate", "fair", "declare", "pass", "activate", "one_shot",
                 "no_one_shot", "place", "skip", "kill", "no_kill", "op", "done", "levy", "discard"):
        assert kind in ACTION_ARGS


def test_every_action_kind_played_is_documented():
    """Every action kind met in random games is listed in ``ACTION_ARGS`` (the lead's and the helpers')."""
    seen = set()
    for seed in range(25):
        s = R.new_game(2 + seed % 3, 500 + seed)
        rnd = random.Random(seed)
        while not R.is_over(s):
            legal = R.legal_actions(s)
            seen.update(a.kind for a in legal)
            s = R.apply_trusted(s, rnd.choice(legal))
    assert seen - set(ACTION_ARGS) == set()
    assert {"buy", "sell", "fair", "levy"} <= seen


def test_load_rejects_bad_input():
    s, _ = _game(steps=25)
    assert R.load(s.model_dump_json()) == s
    for bad in ("", "{}", "not json", json.dumps({"x": 1})):
        with pytest.raises(BadInput):
            R.load(bad)
    d = json.loads(s.model_dump_json())
    d["china"] += 5  # florins no longer conserved
    with pytest.raises(BadInput, match="florins"):
        R.load(json.dumps(d))
    d = json.loads(s.model_dump_json())
    d["supply"]["knight:white"] += 1
    with pytest.raises(BadInput):
        R.load(json.dumps(d))
    d = json.loads(s.model_dump_json())
    d["frames"] = [{"kind": "no-such-frame", "seat": 0}]
    with pytest.raises(BadInput):
        R.load(json.dumps(d))
    d = json.loads(s.model_dump_json())
    d["hands"][0] = ["PREN001", "PREN001"]
    with pytest.raises(BadInput):
        R.load(json.dumps(d))


def test_share_link_round_trip_and_size():
    setup = R.make_setup(4, 12, ["Anna", "Béla", "Cili", "Dani"])
    run = random_game(R, 4, 12)
    assert run.error is None
    code = share.encode(setup, run.actions)
    assert len(code) <= 1500, len(code)
    setup2, idx, state = share.decode(code)
    assert setup2 == setup and idx == run.actions and R.is_over(state)


def test_replay_by_indices_is_identical():
    s, acts = _game(seed=8, players=4)
    indices = []
    t = R.new_game(4, 8)
    for a in acts:
        indices.append(R.legal_actions(t).index(a))
        t = R.apply(t, a)
    assert pax.replay("renaissance", 4, 8, actions=indices) == s == t


def test_cli_play_and_simulate():
    out = subprocess.run([sys.executable, "-m", "pax", "play", "renaissance", "--players", "3", "--seed", "7",
                          "--random"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert '"victory"' in out.stdout
    out = subprocess.run([sys.executable, "-m", "pax", "simulate", "renaissance", "--games", "5", "--seed", "1",
                          "--players", "4"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "errors" in out.stdout.lower()


def test_action_json_round_trip():
    s, _ = _game(steps=10)
    for a in R.legal_actions(s):
        assert Action.model_validate_json(a.model_dump_json()) == a


@pytest.mark.parametrize("players,seed", [(3, 0), (3, 3), (4, 5), (2, 1)])
def test_no_two_choices_read_alike(players, seed):
    """Identical-looking choices are told apart by what differs (issue 13): along seeded random
    games, the legal actions of every position have pairwise different labels, in English and in
    Hungarian (two agents of the same piece name their number, a survivor names where it stands)."""
    rules = pax.get_rules("renaissance")
    s = rules.initial_state(rules.make_setup(players, seed, None, None))
    rng = random.Random(seed)
    for _ in range(300):
        if rules.is_over(s):
            break
        legal = rules.legal_actions(s)
        for lang in ("en", "hu"):
            labels = [rules.describe(s, a, lang) for a in legal]
            same = {lb for lb in labels if labels.count(lb) > 1}
            assert not same, (s.step, lang, sorted(same))
        s = rules.apply(s, rng.choice(legal))
