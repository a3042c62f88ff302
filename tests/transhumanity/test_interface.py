"""The uniform interface: describe (en/hu), targets, summary/view, load/check_state, share links."""

from __future__ import annotations

import json
import random

import pytest

from pax.core import BadInput, share
from pax.core.simulate import random_game
from pax.transhumanity.rules import ACTION_ARGS

from pax.transhumanity import catalog as C
from pax.transhumanity.tables import T
from pax.transhumanity.flow import decision

from .helpers import RULES, A, fresh, put


def walk(players=3, seed=2, opts=None, steps=600):
    s = RULES.new_game(players, seed, options=opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        yield s, legal
        s = RULES.apply_trusted(s, rng.choice(legal))


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
    en, hu = RULES.describe(s, A("syndicate", 0, 1)), RULES.describe(s, A("syndicate", 0, 1), "hu")
    assert en.startswith("Syndicate") and "Lattice Compiler Guild" in en
    assert hu.startswith("Szindikálás") and "Rácsfordító céh" in hu  # our card set's Hungarian name (data/names_hu.json)
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
        if decision(s) is not None:
            text = s.model_dump_json()
            assert RULES.load(text).model_dump_json() == text


def test_load_rejects_broken_saves():
    s = fresh(2)
    good = json.loads(s.model_dump_json())
    for mutate in (lambda d: d["fin"][0].__setitem__(0, d["fin"][0][0] + 1),   # a 16th agent
                   lambda d: d["deck"].append(d["deck"][0]),                    # a card twice
                   lambda d: d["company"].__setitem__("FW-T2", 0),              # company on a utility
                   lambda d: d["frames"].append({"kind": "nonsense"}),
                   lambda d: d["frames"].append({"kind": "pay", "seat": 0}),       # damaged frame
                   lambda d: d.__setitem__("market", d["market"][:3])):
        d = json.loads(json.dumps(good))
        mutate(d)
        with pytest.raises(BadInput):
            RULES.load(json.dumps(d))
    with pytest.raises(BadInput):
        RULES.load("{not json")


def test_share_link_round_trip():
    run = random_game(RULES, 2, 11)
    setup = RULES.new_game(2, 11).setup  # the game played: a new game, so the current card set
    code = share.encode(setup, run.actions)
    back, indices, state = share.decode(code)
    assert back == setup and indices == run.actions and RULES.is_over(state)


def test_check_options():
    assert RULES.check_options(1, {"solo": "hard"}) == {"solo": "hard"}
    with pytest.raises(BadInput):
        RULES.check_options(3, {"colour": "red"})


def test_damaged_share_links_and_saves_give_clear_errors():
    """Untrusted input: every damaged link or save gives a game or ``BadInput``, never a crash."""
    rng = random.Random(5)
    run = random_game(RULES, 3, 4)
    code = share.encode(RULES.new_game(3, 4).setup, run.actions[:400])  # the setup the game was played from
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
    probes += [A("divest", *args) for args in (("s", 0, 0), ("s", "0", "0"), ("s", 4, 0), ("s", 0), ("e", "FW-T1"),
                                                ("e", 3), ("u", 0), ("u", 9), ("p", "Y"), ("p", "X"), ())]
    probes += [A("done", 1), A("hire", "FW-T1", "f"), A("hire", "FW-T1", "u"), A("import", 0, 0), A("research", 0)]
    # malformed arguments of a picked kind (the membership test filters by leading arguments)
    probes += [A("research", 9, "FW-T1"), A("research", "0", "FW-T1"), A("research", 0, "nowhere"),
               A("commercialize", 0), A("commercialize", 0, 0, 0, "nowhere"), A("commercialize", "0", 0, 0, "FW-M1"),
               A("hire", "nowhere", "f"), A("hire", 3, "f"), A("syndicate", 9, 9), A("syndicate", 0),
               A("own_hire", "FW-T1", "f"), A("placate", 0, 0, 0)]
    for s, legal in walk(3, 6, steps=800):
        for a in probes + legal:
            assert RULES._is_legal(s, a) == (a in legal)


# -- describe: every choice of one decision has its own sentence (review P3-1) ----------------
def _both(s, a):
    return RULES.describe(s, a, "en"), RULES.describe(s, a, "hu")


def test_trh_f_32_describe_names_the_hired_agents_source():
    """TRH-F-32: hiring from the financial agents or from the unemployed differ in text."""
    s = fresh(2)
    f_en, f_hu = _both(s, A("hire", "FW-T1", "f"))
    u_en, u_hu = _both(s, A("hire", "FW-T1", "u"))
    assert f_en != u_en and f_hu != u_hu
    assert "financial" in f_en and "unemployed" in u_en and "munkanélküli" in u_hu
    assert _both(s, A("own_hire", "FW-T1", "f")) != _both(s, A("own_hire", "FW-T1", "u"))


def test_trh_f_49_describe_names_the_placated_square():
    """TRH-F-49 (TRH-G-13): placating a white or a black square are different choices."""
    s = fresh(2)
    put(s, 0, 2, "I-005")  # white, black
    w, b = _both(s, A("placate", 0, 2, 0)), _both(s, A("placate", 0, 2, 1))
    assert w[0] != b[0] and w[1] != b[1]
    assert "white" in w[0] and "black" in b[0] and "fehér" in w[1] and "fekete" in b[1]


def test_trh_f_25_describe_names_each_alternative():
    """TRH-F-25: the alternatives of an OR group are told apart by their icon."""
    from pax.transhumanity.cardtext import impact_text
    cid = next(c for c in T.ideas if any(len(g) > 1 and g[0] != g[1] for g in T.cards[c].impacts))
    g = next(i for i, grp in enumerate(T.cards[cid].impacts) if len(grp) > 1 and grp[0] != grp[1])
    s = fresh(2)
    s.frames.append({"kind": "alt", "seat": 0, "card": cid, "g": g})
    for lang in ("en", "hu"):
        texts = [RULES.describe(s, A("alt", i), lang) for i in range(len(T.cards[cid].impacts[g]))]
        assert len(set(texts)) == len(texts)
        assert impact_text(T.cards[cid].impacts[g][0], lang) in texts[0]


def test_trh_f_47_describe_names_the_patent_disciplines():
    """TRH-F-47: "one in each, or only one of them" - the three choices name their disciplines."""
    s = fresh(2)
    cid = next(c for c in T.ideas if T.cards[c].left == "Y" and T.cards[c].right == "O")
    s.frames.append({"kind": "take", "seat": 0, "card": cid, "opts": [["patents", 1], ["patents", 2], ["patents", 3]]})
    en = [RULES.describe(s, A("patents", m)) for m in (1, 2, 3)]
    hu = [RULES.describe(s, A("patents", m), "hu") for m in (1, 2, 3)]
    assert "yellow" in en[0] and "orange" in en[1] and "yellow and orange" in en[2]
    assert "sárga" in hu[0] and "narancs" in hu[1] and "sárga és narancs" in hu[2]
    assert T.cards[cid].name in en[0]


def test_trh_e_6_describe_uses_the_right_english_article():
    """TRH-E-6: "sell an orange patent", "sell a blue patent"."""
    s = fresh(2)
    assert RULES.describe(s, A("sell", "O")) == "sell an orange patent"
    assert RULES.describe(s, A("sell", "B")) == "sell a blue patent"


def test_trh_f_11_hungarian_article_before_row_numbers():
    """TRH-F-11: a chained syndication names the card and its row; Hungarian "az 1." / "az 5."."""
    s = fresh(2)
    put(s, 0, 0, "I-002")
    put(s, 0, 1, "I-003")
    put(s, 0, 5, "I-007")
    s.frames.append({"kind": "surge_pick", "seat": 0, "col": 0, "row": 0, "arrows": ["B"]})
    hu1, hu5 = RULES.describe(s, A("chain", 1), "hu"), RULES.describe(s, A("chain", 5), "hu")
    assert "az 1. sor" in hu1 and "az 5. sor" in hu5 and " a 1." not in hu1
    assert T.cards["I-003"].name in RULES.describe(s, A("chain", 1))
    from pax.transhumanity.text import hu_article
    assert [hu_article(f"{n}.") for n in (0, 1, 2, 3, 4, 5, 10, 50)] == ["a", "az", "a", "a", "a", "az", "a", "az"]


def test_trh_g_11_describe_names_the_removed_splay_card():
    """TRH-G-11: removing one strip of the Disruptive Discipline names the card, not an index."""
    from .helpers import splay, strip_card
    s = fresh(2)
    a = strip_card("Y")
    b = strip_card("Y", exclude=(a,))
    splay(s, (a, 0), (b, 0))
    ea, eb = RULES.describe(s, A("remove", 0)), RULES.describe(s, A("remove", 1))
    assert T.cards[a].name in ea and T.cards[b].name in eb and "yellow" in ea
    assert C.name_hu(a) in RULES.describe(s, A("remove", 0), "hu")  # in Hungarian, its Hungarian name


def test_trh_k_21_describe_says_whose_company_is_founded():
    """TRH-K-21: the human places a robot's company; the text names the robot."""
    s = fresh(1, solo="hard")
    s.frames.append({"kind": "found", "seat": 0, "owner": 1, "spots": ["FW-T1"]})
    en, hu = _both(s, A("found", "FW-T1"))
    assert "Exoglobal" in en and "Exoglobal" in hu
    s.frames[-1]["owner"] = 0
    assert "your" in RULES.describe(s, A("found", "FW-T1"))


def test_trh_f_10_describe_cover_names_card_and_square():
    """TRH-F-10: covering a black square names the card and the square (1-based)."""
    s = fresh(2)
    put(s, 0, 0, "I-006")  # black, black
    s.frames.append({"kind": "black", "seat": 0, "col": 0, "row": 0})
    c0, c1 = RULES.describe(s, A("cover", 0)), RULES.describe(s, A("cover", 1))
    assert c0 != c1 and T.cards["I-006"].name in c0 and "1" in c0 and "2" in c1
    assert "az 1. fekete" in RULES.describe(s, A("cover", 0), "hu")


def test_describe_distinct_within_each_decision_of_random_games():
    """Every decision's choices read differently (en and hu) in random 3-player and solo games."""
    for players, opts, seed in ((3, None, 5), (1, {"solo": "hard"}, 6)):
        for s, legal in walk(players, seed, opts, steps=800):
            for lang in ("en", "hu"):
                texts = [RULES.describe(s, a, lang) for a in legal]
                assert len(set(texts)) == len(texts), (lang, texts)


# -- view (review P3-2) -------------------------------------------------------------------------
def test_trh_k_15_view_shows_the_resolving_exoglobal_card():
    """TRH-K-15/TRH-K-26: while the human picks a robot's disruption colour, the drawn Exoglobal
    card (face up once drawn) is in every view, Hard included."""
    from pax.transhumanity.solo import exo_effect
    from pax.transhumanity.tables import Impact
    s = fresh(1, solo="hard")
    card = s.exo_deck.pop(0)
    s.held.append(card)
    s.frames.append({"kind": "exo_imp", "seat": 1, "card": card, "g": 99, "a": 0})
    exo_effect(s, 1, Impact(type="industry_disruption"))
    assert s.frames[-1]["kind"] == "exo_colour"
    v = RULES.view(s, 0)
    assert v["resolving"] == card and v["held"] == [card] and v["exo_next"] is None
    assert RULES.view(s, None)["resolving"] == card


def test_trh_f_19_view_shows_only_the_top_of_others_think_tanks():
    """TRH-F-19: another player's Think Tank shows its size and top card only; the owner sees all."""
    s = fresh(3)
    cards = s.deck[:3]
    for c in cards:
        s.deck.remove(c)
    s.tanks[0] = list(cards)
    mine, theirs = RULES.view(s, 0)["players"][0], RULES.view(s, 1)["players"][0]
    assert mine["think_tank"] == cards
    assert theirs["think_tank"] == [] and theirs["think_tank_top"] == cards[-1] and theirs["think_tank_size"] == 3


def test_apply_leaves_the_previous_state_unchanged_copy_on_write():
    """``clone`` shares Market slots (copy on write): syndicating, covering a black square,
    placating and divesting a Syndication never change the state they were applied to."""
    from .helpers import do, give, play
    s0 = fresh(2)
    put(s0, 0, 1, "I-005")  # white, black; an orange arrow
    give(s0, 0, 6)
    steps = [s0]
    steps.append(do(RULES, steps[-1], "syndicate", 0, 1))           # Syndication + white Heat
    steps.append(play(RULES, steps[-1], "cover", 1))                 # black Heat
    steps.append(do(RULES, steps[-1], "placate", 0, 1, 1))           # back off the black square
    assert steps[-1].turn == 1                                       # two actions: the turn passed
    steps.append(play(RULES, steps[-1], "end"))
    steps.append(do(RULES, steps[-1], "fundraise"))
    steps.append(play(RULES, steps[-1], "divest", "s", 0, 1))
    seen = [st.model_dump_json() for st in steps]
    assert [st.market[0][1]["s"] for st in steps] == [[], [0], [0], [0], [0], [0], []]
    assert [st.market[0][1]["h"] for st in steps] == [[None, None], [0, None], [0, 0], [0, None],
                                                      [0, None], [0, None], [0, None]]
    assert [st.model_dump_json() for st in steps] == seen


def test_trh_d_2_a_state_written_before_the_turn_menu_was_a_frame_still_loads():
    """TRH-D-2: the turn menu is the ``turn`` frame at the bottom of the stack and ``outcome`` the
    only end flag; a state JSON of the older form (no turn frame under the decisions, a finished
    game's ``phase`` "over") loads to the same position, and today's JSON keeps that form."""
    checked = 0
    for s, legal in walk(2, 4, steps=120):
        d = json.loads(s.model_dump_json())
        assert d["frames"][0] == {"kind": "turn", "seat": s.turn}
        old = json.dumps({**d, "frames": d["frames"][1:]})  # as written before
        loaded = RULES.load(old)
        assert loaded.model_dump_json() == s.model_dump_json()
        assert RULES.legal_actions(loaded) == legal
        checked += 1
    assert checked > 50
    state = RULES.new_game(2, 4)
    pick = random.Random(4)
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state)
        state = RULES.apply(state, legal[pick.randrange(len(legal))])
    d = json.loads(state.model_dump_json())
    assert d["phase"] == "over" and d["frames"] == [] and state.phase == "play"
    assert RULES.load(json.dumps(d)).model_dump_json() == state.model_dump_json()
    assert RULES.view(state, 0)["phase"] == "over"
