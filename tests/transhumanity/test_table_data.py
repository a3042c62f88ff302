"""What the browser table draws from: the catalogue (cardinfo), the view's table fields, the
targets of every table-acted choice, the robots' account (narrate) and the standings over the
game (facade op ``history``)."""

from __future__ import annotations

import json
import random

from pax.facade import call
from pax.transhumanity import cardinfo
from pax.transhumanity.policy import purposeful_choice
from pax.transhumanity.tables import T
from pax.transhumanity.flow import decision

from .helpers import RULES


def _game(players: int, seed: int, options: dict | None, steps: int):
    s = RULES.initial_state(RULES.make_setup(players, seed, None, options))
    rng = random.Random(seed)
    out = [s]
    for _ in range(steps):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        s = RULES.apply(s, purposeful_choice(rng, s, legal))
        out.append(s)
    return out


def test_catalogue_covers_every_card_sphere_and_rule_in_plain_json():
    """TRH-B-1, TRH-B-2: every card with its effects in English and Hungarian; four spheres."""
    cat = cardinfo.catalog()
    json.dumps(cat)
    assert set(cat["cards"]) == set(T.cards)
    for cid, c in cat["cards"].items():
        assert c["name"] and c["left"] in "YGBO" and c["right"] in "YGBO"
        assert (c["text"]["en"] and c["text"]["hu"]) or not T.cards[cid].impacts
    assert [s["id"] for s in cat["spheres"]] == ["FW", "DW", "CL", "SP"]
    assert sum(len(s["spots"]) for s in cat["spheres"]) == len(T.spots)
    assert set(cat["problems"]) == set(T.problems)
    for kind in ("syndicate", "commercialize", "hire", "research", "fundraise", "end"):
        assert cat["action_rules"][kind].startswith("TRH-")


def test_every_choice_on_the_table_names_a_drawn_element():
    """TRH-D-2: each choice of a decision acting on something drawn names it (targets); the view
    says whose eyes it is drawn for, the decision pending and each patent's sale value (TRH-E-6)."""
    drawn_prefixes = ("m:", "h:", "s:", "u:", "col:", "fin:", "tank:", "patents:", "p:", "discard")
    ids = set(T.cards) | set(T.spots) | set(T.problems)
    seen: set[str] = set()
    for players, options in ((1, {"solo": "easy"}), (3, None)):
        for s in _game(players, 4, options, 400):
            if RULES.is_over(s):
                break
            v = RULES.view(s, s.to_move)
            assert v["viewer"] == s.to_move
            assert (v["decision"] is None) == (decision(s) is None)
            assert all(set(p["patent_values"]) == set("YGBO") for p in v["players"])
            for a in RULES.legal_actions(s):
                for t in RULES.targets(s, a):
                    assert t in ids or t.startswith(drawn_prefixes), (a, t)
                if RULES.targets(s, a):
                    seen.add(a.kind)
    assert {"secret", "syndicate", "research", "divest"} <= seen


def test_narrate_tells_the_robots_turn_and_only_money_in_multiplayer():
    """TRH-K-10, K-11: after the person's turn ends, the acting robot and its drawn card are named."""
    states = _game(1, 5, {"solo": "easy"}, 80)
    lines = [line for a, b in zip(states, states[1:]) for line in RULES.narrate(a, b, "en")]
    assert any("draws" in line and "Exoglobal" in line for line in lines)
    hu = [line for a, b in zip(states, states[1:]) for line in RULES.narrate(a, b, "hu")]
    assert any("húz" in line for line in hu)
    # with no robots, the notes only say what each action cost and gave (issue 31: a player's
    # financial boxes and patents before → after)
    multi = _game(2, 5, None, 60)
    told = [line for a, b in zip(multi, multi[1:]) for line in RULES.narrate(a, b)]
    assert told and all("→" in line and "Exoglobal" not in line for line in told)


def test_history_samples_the_standings_from_start_to_end():
    """TRH-I-7..I-16: the chart's numbers; the last sample is the final position's standings."""
    setup = RULES.make_setup(1, 6, None, {"solo": "hard"})
    s = RULES.initial_state(setup)
    rng = random.Random(2)
    actions = []
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        a = purposeful_choice(rng, s, legal)
        actions.append(legal.index(a))
        s = RULES.apply(s, a)
    out = call({"op": "history", "setup": setup.model_dump(mode="json"), "actions": actions})
    assert out["ok"] and out["seats"] == len(s.colours)
    assert set(out["metrics"]) == {"points", "companies", "problems", "future_shock", "capital"}
    assert out["points"][0]["move"] == 0 and out["points"][-1]["move"] == len(actions)
    assert out["points"][-1]["values"] == RULES.standings(s)
    assert all(len(v) == out["seats"] for v in out["points"][-1]["values"].values())
    bad = call({"op": "history", "setup": setup.model_dump(mode="json"), "actions": [999]})
    assert not bad["ok"]
