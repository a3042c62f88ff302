"""The uniform interface: describe (en/hu), targets, summary/view, load/check_state, share links."""

from __future__ import annotations

import json
import random

import pytest

from pax.core import BadInput, share
from pax.core.simulate import random_game
from pax.transhumanity.rules import ACTION_ARGS

from .helpers import RULES, A, fresh, put


def walk(players=3, seed=2, opts=None, steps=600):
    s = RULES.new_game(players, seed, options=opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        yield s, legal
        s = RULES._apply(s, rng.choice(legal))


def test_describe_every_legal_action_in_both_languages():
    for s, legal in walk():
        for a in legal:
            assert a.kind in ACTION_ARGS or not a.args
            en, hu = RULES.describe(s, a, "en"), RULES.describe(s, a, "hu")
            assert en and hu
            assert isinstance(RULES.targets(s, a), tuple)


def test_describe_names_the_card():
    s = fresh(2)
    put(s, 0, 1, "I-002")
    assert "Lattice Compiler Guild" in RULES.describe(s, A("syndicate", 0, 1)) or \
        RULES.describe(s, A("syndicate", 0, 1)).startswith("Syndicate")
    assert RULES.describe(s, A("syndicate", 0, 1), "hu").startswith("Szindikálás")
    assert RULES.targets(s, A("syndicate", 0, 1)) == ("m:0:1",)


def test_view_hides_hands_and_decks():
    s = fresh(3)
    v = RULES.view(s, 1)
    assert v["deck"] == [] and v["deck_size"] == len(s.deck)
    assert [p["secret"] is None for p in v["players"]] == [True, False, True]
    full = RULES.summary(s)
    assert all(p["secret"] for p in full["players"]) and full["deck"] == s.deck
    json.dumps(v)


def test_view_reveals_secret_spheres_at_the_end():
    run = random_game(RULES, 1, 3, {"solo": "hard"})
    s = RULES.new_game(1, 3, options={"solo": "hard"})
    for i in run.actions:
        s = RULES.apply_index(s, i)
    assert all(p["secret"] for p in RULES.view(s, None)["players"])


def test_load_round_trip_mid_resolution():
    for s, legal in walk(2, 4, steps=300):
        if s.frames:
            text = s.model_dump_json()
            assert RULES.load(text).model_dump_json() == text


def test_load_rejects_broken_saves():
    s = fresh(2)
    good = json.loads(s.model_dump_json())
    for mutate in (lambda d: d["fin"][0].__setitem__(0, d["fin"][0][0] + 1),   # a 16th agent
                   lambda d: d["deck"].append(d["deck"][0]),                    # a card twice
                   lambda d: d["company"].__setitem__("FW-T2", 0),              # company on a utility
                   lambda d: d["frames"].append({"k": "nonsense"}),
                   lambda d: d["frames"].append({"k": "pay", "seat": 0}),       # damaged frame
                   lambda d: d.__setitem__("market", d["market"][:3])):
        d = json.loads(json.dumps(good))
        mutate(d)
        with pytest.raises(BadInput):
            RULES.load(json.dumps(d))
    with pytest.raises(BadInput):
        RULES.load("{not json")


def test_share_link_round_trip():
    run = random_game(RULES, 2, 11)
    setup = RULES.make_setup(2, 11)
    code = share.encode(setup, run.actions)
    _, indices, state = share.decode(code)
    assert indices == run.actions and RULES.is_over(state)


def test_check_options():
    assert RULES.check_options(1, {"solo": "hard"}) == {"solo": "hard"}
    with pytest.raises(BadInput):
        RULES.check_options(3, {"colour": "red"})


def test_damaged_share_links_and_saves_give_clear_errors():
    """Untrusted input: every damaged link or save gives a game or ``BadInput``, never a crash."""
    rng = random.Random(5)
    run = random_game(RULES, 3, 4)
    code = share.encode(RULES.make_setup(3, 4), run.actions[:400])
    for _ in range(60):
        i = rng.randrange(len(code))
        bad = code[:i] + rng.choice("AZaz09-_") + code[i + 1:]
        try:
            share.decode(bad)
        except BadInput:
            pass
    s = RULES.new_game(3, 4)
    for i in run.actions[:300]:
        s = RULES.apply_index(s, i)
    text = s.model_dump_json()
    for _ in range(60):
        d = json.loads(text)
        key = rng.choice(sorted(k for k in d if k != "setup"))
        d[key] = rng.choice([None, 7, "x", [], {}, [[1]], {"a": 1}])
        try:
            RULES.load(json.dumps(d))
        except BadInput:
            pass


def test_damaged_nested_save_values():
    s = fresh(2)
    put(s, 0, 0, "I-001")
    text = s.model_dump_json()
    for path, value in ((("market", 0, 0), {"id": "I-001"}), (("market", 0, 0), {"id": "I-001", "s": [9], "h": [None]}),
                        (("splay",), [{"id": "I-002"}]), (("emp",), {"FW-T1": [5]}), (("unemp", 0), [0]),
                        (("fin", 0), [1, 2]), (("tanks", 0), ["nope"]), (("problems",), {"FW-1": 3})):
        d = json.loads(text)
        tgt = d
        for k in path[:-1]:
            tgt = tgt[k]
        tgt[path[-1]] = value
        with pytest.raises(BadInput):
            RULES.load(json.dumps(d))


def test_apply_accepts_exactly_the_legal_actions():
    """The cheaper membership test of ``apply`` agrees with ``legal_actions`` on every menu and frame."""
    probes = [A(k) for k in ("fundraise", "syndicate", "commercialize", "hire", "research", "placate", "import",
                             "own_hire", "end", "nonsense")] + [A("syndicate", 0, 0), A("done"), A("money")]
    for s, legal in walk(3, 6, steps=800):
        for a in probes + legal[:3]:
            assert RULES._is_legal(s, a) == (a in legal)
