"""Setup (TRH-C), the introduction (TRH-A) and the components (TRH-B)."""

from __future__ import annotations

import dataclasses

import pytest

from pax.core import BadInput
from pax.transhumanity.agents import agents_of
from pax.transhumanity.splay import strips
from pax.transhumanity.state import DISC
from pax.transhumanity.tables import T

from .helpers import RULES, fresh, play


def new(players=3, seed=5):
    return RULES.new_game(players, seed)


def test_trh_a_2_no_clock_or_turn_limit():
    """TRH-A-2: the state carries no clock or turn limit."""
    s = new()
    assert not any(k in {f.name for f in dataclasses.fields(s)} for k in ("clock", "time", "turn_limit"))


def test_trh_a_3_goal_decided_by_section_i():
    """TRH-A-3: the result names one of the four endings of section I."""
    from .test_invariants import play_one
    victory, _ = play_one("solo-hard", 1, 10_000)
    assert victory in ("normal", "singular", "plurality", "tycoon")


def test_trh_a_4_card_ability_beats_the_rule():
    """TRH-A-4: a free_hire ability makes Hire cost $0 although the rule says $3."""
    from pax.transhumanity.prices import hire_price
    from .helpers import put
    s = fresh(2)
    put(s, 1, 0, "I-007")  # free_hire, column scope
    assert hire_price(s, 0, 1) == 3
    s.market[1][0]["s"].append(0)
    assert hire_price(s, 0, 1) == 0 and hire_price(s, 0, 2) == 3


def test_trh_c_1_player_boards_by_player_count():
    assert new(2).colours == ["blue", "red"]
    assert new(3).colours == ["blue", "pink", "red"]
    assert new(4).colours == ["blue", "black", "pink", "red"]


def test_trh_c_2_human_progress_heads_the_splay():
    """TRH-C-2: the Splay starts with one idea under Human Progress (which has no strip)."""
    s = new()
    assert len(s.splay) == 1 and "HP" not in T.cards


def test_trh_c_3_nine_agents_each_in_play_and_c_6_six_in_supply():
    """TRH-C-3 (9 agents set out) and TRH-C-6 (remaining 6 to the supply)."""
    s = new(4)
    for seat in range(4):
        assert sum(s.fin[seat]) + sum(s.patents[seat]) == 9
        assert s.supply[seat] == 6
        assert agents_of(s, seat) == 15


def test_trh_c_4_eight_agents_on_the_player_board():
    """TRH-C-4: each board's 8 circles, split as the game's card-set version says (card set v4
    moved blue to 2/3/3 and pink to 4/3/1; a game without a version keeps version 1's split)."""
    s = new(4)
    assert s.fin == [[2, 3, 3], [3, 3, 2], [4, 3, 1], [4, 3, 1]]
    for version in (None, 2, 3):
        old = RULES.initial_state(RULES.make_setup(4, 5, None, None if version is None else {"cards": version}))
        assert old.fin == [[2, 4, 2], [3, 3, 2], [3, 4, 1], [4, 3, 1]]


def test_trh_c_5_ninth_agent_is_a_patent_of_the_first_strip():
    s = new(3)
    d = DISC.index(T.cards[s.splay[0]["id"]].left)
    for seat in range(3):
        assert s.patents[seat] == [1 if i == d else 0 for i in range(4)]


def test_trh_c_7_four_infrastructure_boards():
    assert [sp[0].id[:2] for sp in T.board] == ["FW", "DW", "CL", "SP"]


def test_trh_c_8_problem_tokens_above_their_boards():
    s = new()
    assert all(v is None for v in s.problems.values())
    counts = [sum(1 for p in s.problems if T.problems[p] == i) for i in range(4)]
    assert counts == [6, 8, 3, 2]


def test_trh_c_9_six_market_slots_per_sphere():
    s = new()
    assert len(s.market) == 4 and all(len(col) == 6 for col in s.market)


def test_trh_c_10_regime_stack_globalization_on_top():
    assert new().regime == "GLOB"


def test_trh_c_11_special_cards_set_aside_and_c_12_deck_of_38():
    """TRH-C-11 (Tipping Points and Plurality set aside) and TRH-C-12 (38 random ideas)."""
    s = new(2)
    in_play = [slot["id"] for col in s.market for slot in col if slot] + s.deck + [e["id"] for e in s.splay]
    ideas = [c for c in in_play if T.cards[c].kind == "idea"]
    assert len(ideas) == 38
    assert not any(T.cards[c].kind != "idea" for c in [slot["id"] for col in s.market for slot in col if slot])
    assert len(s.aside) + sum(len(c) for c in s.cands) == len(T.ideas) - 38
    assert new(2, seed=6).deck != s.deck  # random


def test_trh_c_13_fill_the_yellow_and_green_columns():
    s = new()
    assert all(s.market[0][r] and s.market[1][r] for r in range(6))


def test_trh_c_14_one_card_for_blue_and_orange():
    s = new()
    for c in (2, 3):
        assert s.market[c][0] is not None and all(s.market[c][r] is None for r in range(1, 6))
    assert sum(1 for col in s.market for slot in col if slot) == 14


def test_trh_c_15_price_markers_between_the_middle_columns():
    """TRH-C-15: a slot's price is its row (syndicating row 4 costs $4)."""
    from pax.transhumanity.prices import syndicate_price
    s = new()
    assert [syndicate_price(s, 0, r, s.market[0][r]) for r in range(6)] == [0, 1, 2, 3, 4, 5]


def test_trh_c_16_tipping_points_into_the_bottom_half():
    for seed in range(10):
        s = new(seed=seed)
        assert not any(T.cards[c].kind == "tipping_point" for c in s.deck[:11])  # 12 top minus the Splay card
        assert sum(1 for c in s.deck if T.cards[c].kind == "tipping_point") == 4


def test_trh_c_17_plurality_at_the_very_bottom():
    s = new()
    assert s.deck[-1] == T.plurality and len(s.deck) + 1 == 29


def test_trh_c_18_start_the_splay():
    s = new()
    assert len(s.deck) == 28 and s.splay[0]["d"] == 0
    assert strips(s) == [T.cards[s.splay[0]["id"]].left]


def test_trh_c_19_deal_two_candidate_cards():
    s = new(3)
    assert all(len(c) == 2 for c in s.cands)
    assert all(T.cards[c].kind == "idea" for cs in s.cands for c in cs)
    assert not set(c for cs in s.cands for c in cs) & set(s.deck)


def test_trh_c_20_choose_the_secret_sphere():
    s = new(2)
    legal = RULES.legal_actions(s)
    assert len(legal) == 4 and all(a.kind == "secret" for a in legal)
    cid = s.cands[0][1]
    s = play(RULES, s, "secret", cid, 1)
    assert s.secret[0] == T.cards[cid].right and s.to_move == 1


def test_trh_c_21_hide_the_secret_sphere():
    s = fresh(2)
    v = RULES.view(s, 0)
    assert v["players"][0]["secret"] == s.secret[0]
    assert v["players"][1]["secret"] is None and RULES.view(s, None)["players"][0]["secret"] is None


def test_trh_c_22_unchosen_cards_leave_the_game():
    s = new(2)
    a, b = s.cands[0]
    s = play(RULES, s, "secret", a, 0)
    assert b in s.aside and s.secret_card[0] == a and s.cands[0] == []
    assert b not in s.deck


def test_trh_b_1_cards():
    assert len(T.ideas) == 111 and len(T.tipping) == 4 and T.plurality == "PL"


def test_trh_b_2_infrastructure_boards():
    assert len(T.board) == 4 and all(len(b) == 6 for b in T.board)


def test_trh_b_3_player_boards():
    assert set(T.finance) == {"blue", "black", "pink", "red"} and all(sum(f) == 8 for f in T.finance.values())


def test_trh_b_4_price_markers():
    """TRH-B-4: six prices, 0 to 5 (one per market row)."""
    assert len(new().market[0]) == 6


def test_trh_b_5_problem_tokens():
    assert len(T.problems) == 19


def test_trh_b_6_cubes():
    s = fresh(4)
    assert all(agents_of(s, seat) == 15 for seat in range(4))


def test_trh_b_7_discs():
    """TRH-B-7: 4 discs each; a 5th company is the Tycoon win instead (TRH-I-5)."""
    s = fresh(2)
    for sp in ("FW-T1", "FW-T3", "FW-M1", "DW-T1"):
        s.company[sp] = 0
    s.company["DW-T3"] = 0
    with pytest.raises(BadInput):
        RULES.check_state(s)
