"""The solo Exoglobal Arena (TRH-K)."""

from __future__ import annotations

import pytest

from pax.core import BadInput
from pax.transhumanity.board import may_occupy
from pax.transhumanity.scoring import finish
from pax.transhumanity.solo import acting_exo, exo_effect, pick
from pax.transhumanity.splay import strips
from pax.transhumanity.tables import Impact, T

from .helpers import (RULES, card_with, employ, fresh, kinds, play, put, settle, splay, strip_card, take)


def solo(level="easy", colour="blue"):
    return fresh(1, solo=level, colour=colour)


def exo_next(s, card_id):
    take(s, card_id)
    s.exo_deck.insert(0, card_id)


def run_exo(s, imp, exo=1):
    s.frames.append({"kind": "exo_imp", "seat": exo, "card": T.ideas[-1], "g": 99, "a": 0})
    s.held.append(T.ideas[-1])
    take(s, T.ideas[-1])
    exo_effect(s, exo, imp)
    return settle(s)


def test_trh_k_1_choose_a_colour_set_up_as_usual():
    s = RULES.new_game(1, 3, options={"solo": "easy"})
    assert {a.args[0] for a in RULES.legal_actions(s)} == {"blue", "black", "pink", "red"}
    s = play(RULES, s, "colour", "pink")
    assert s.colours == ["pink", "blue", "black", "red"] and s.fin[0] == [4, 3, 1]  # pink's split in card set v4


def test_trh_k_2_choose_a_difficulty():
    with pytest.raises(BadInput):
        RULES.new_game(1, 1, options={"solo": "medium"})
    assert RULES.new_game(1, 1, options={"solo": "hard"}).solo == "hard"


def test_trh_k_3_easy():
    s = solo("easy")
    assert len(s.colours) == 4 and RULES.view(s, 0)["exo_next"] == s.exo_deck[0]


def test_trh_k_4_hard():
    s = solo("hard")
    assert len(s.colours) == 3 and RULES.view(s, 0)["exo_next"] is None


def test_trh_k_5_exoglobals_keep_all_15_cubes_on_their_boards():
    s = solo()
    assert all(s.fin[o] == [15, 0, 0] and s.supply[o] == 0 for o in (1, 2, 3))


def test_trh_k_6_market_deck_and_secret_spheres_as_usual():
    s = RULES.new_game(1, 4, options={"solo": "hard"})
    assert sum(1 for col in s.market for slot in col if slot) == 14 and len(s.deck) == 28
    assert [f["kind"] for f in s.frames] == ["turn", "secret", "colour"]  # the setup decisions above the turn menu


def test_trh_k_7_random_secret_spheres_for_exoglobals():
    s = solo()
    for o in (1, 2, 3):
        c = T.cards[s.secret_card[o]]
        assert s.secret[o] in (c.left, c.right)


def test_trh_k_8_the_exoglobal_deck():
    s = solo("easy")
    assert not s.aside and len(s.exo_deck) == len(T.ideas) - 38 - 1 - 3
    other = fresh(1, seed=2, solo="easy")
    assert other.exo_deck != s.exo_deck


def test_trh_k_9_alternating_turns():
    s = solo()
    quiet = card_with(lambda c: all(i.type == "solve" and i.problem != "any" for g in c.impacts for i in g))
    exo_next(s, quiet)
    n = len(s.exo_deck)
    s = play(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    s = play(RULES, s, "end")
    assert s.to_move == 0 and s.actions_left == 2 and len(s.exo_deck) == n - 1 and quiet in s.discard


def test_trh_k_10_which_exoglobal_acts():
    s = solo()
    s.fin[1][0], s.fin[2][0], s.fin[3][0] = 12, 12, 10
    assert acting_exo(s) == 1
    s.fin[1][0] = 11
    assert acting_exo(s) == 2


def matching_position():
    s = solo()
    x = card_with(lambda c: c.pair == frozenset("GO") and not any(i.type in ("company", "industry_disruption", "exoglobal_recession", "nuclear_exchange", "social_resilience", "growth", "heat_growth") for g in c.impacts for i in g), exclude=("I-001",))
    exo_next(s, x)
    put(s, 2, 3, "I-001")  # [G|O], one white square
    return s, x


def test_trh_k_11_draw_and_syndicate_a_matching_idea():
    s, x = matching_position()
    s = play(RULES, s, "end")
    assert 1 in s.market[2][3]["s"] and x in s.discard


def test_trh_k_12_cover_the_white_squares():
    s, _ = matching_position()
    s = play(RULES, s, "end")
    assert s.market[2][3]["h"] == [1] and s.fin[1][0] == 13


def test_trh_k_13_the_syndicated_ideas_effects_are_ignored():
    """TRH-K-13: the robot syndicates I-001 (Growth + solve DW-1) but only the drawn card's own
    effect (a named solve elsewhere) happens: the problems change by exactly that token, and no
    Growth (a robot commercialization, TRH-K-22) takes place."""
    s = solo()
    x = card_with(lambda c: c.pair == frozenset("GO") and all(
        i.type == "solve" and i.problem not in (None, "any", "DW-1") for g in c.impacts for i in g),
        exclude=("I-001",))
    exo_next(s, x)
    put(s, 2, 3, "I-001")  # [G|O], one white square; effects: Growth, solve DW-1
    before, splay_before = dict(s.problems), list(s.splay)
    s = play(RULES, s, "end")
    assert s.market[2][3]["s"] == [1]  # the robot did syndicate I-001
    solved_by_x = {i.problem for g in T.cards[x].impacts for i in g}
    assert solved_by_x and "DW-1" not in solved_by_x
    assert s.problems == {p: (1 if p in solved_by_x and before[p] is None else o) for p, o in before.items()}
    assert s.splay == splay_before and s.market[2][3]["id"] == "I-001"


def test_trh_k_14_exoglobals_use_surge_arrows():
    from pax.transhumanity.solo import exo_syndicate
    s = solo()
    put(s, 2, 1, "I-002")  # [B|B] with a blue arrow
    hi = card_with(lambda c: "B" in c.pair and not c.heat)
    put(s, 2, 4, hi)
    exo_syndicate(s, 1, 2, 1)
    assert s.market[2][1]["s"] == [1] and s.market[2][4]["s"] == [1] and s.fin[1][0] == 13


def test_trh_k_15_all_effects_of_the_exoglobal_card_apply():
    """TRH-K-15: both branches of an OR (I-004: solve FW-2 OR DW-4) are applied for a robot."""
    s = solo()
    exo_next(s, "I-004")
    s = play(RULES, s, "end")
    assert s.problems["FW-2"] == 1 and s.problems["DW-4"] == 1


def test_trh_k_16_exoglobals_never_pay_or_labor():
    s, _ = matching_position()
    s.market[2][3], s.market[2][5] = None, s.market[2][3]
    s = play(RULES, s, "end")
    assert 1 in s.market[2][5]["s"] and s.fin[1] == [13, 0, 0]  # $5 slot, two cubes placed, nothing else


def test_trh_k_17_no_hiring_into_exoglobal_companies():
    s = solo()
    s.company["FW-T1"] = 1
    assert not may_occupy(s, 0, "FW-T1")


def test_trh_k_18_employees_already_there_stay():
    s = solo()
    employ(s, 0, "CL-T1")
    s = run_exo(s, Impact("company", sphere=2, side="T"))
    s = play(RULES, s, "found", "CL-T1")
    assert s.company["CL-T1"] == 1 and s.emp["CL-T1"] == [0]


def test_trh_k_19_exoglobal_idea_choice_order():
    s = solo()
    put(s, 1, 1, "I-001")
    put(s, 0, 4, "I-002")
    assert pick(s, [(1, 1), (0, 4)]) == (0, 4)


def test_trh_k_20_tipping_points_first():
    s = solo()
    put(s, 0, 0, "I-001")
    put(s, 3, 5, "TP-SP")
    assert pick(s, [(0, 0), (3, 5)]) == (3, 5)


def test_trh_k_21_exoglobal_startup():
    s = solo()
    s = run_exo(s, Impact("company", sphere=3, side="M"))
    assert s.to_move == 0 and sorted(a.args[0] for a in RULES.legal_actions(s)) == ["SP-M1", "SP-M3"]
    s = solo()
    s.company["SP-M1"] = 0
    s = run_exo(s, Impact("company", sphere=3, side="M", brash="SP-M1"))
    assert s.company["SP-M1"] == 1  # brash: straight to the marked spot


def test_trh_k_22_exoglobal_growth_commercialize():
    s = solo()
    slot = put(s, 1, 2, "I-001")
    slot["s"] += [1, 0]
    s.fin[1][0] -= 1
    s.supply[0] -= 1
    before = s.patents[0][:]
    sup = s.problems["DW-1"]
    s = run_exo(s, Impact("growth"))
    assert s.splay[-1]["id"] == "I-001" and s.fin[1][0] == 15
    assert s.patents[0][1] == before[1] + 1 and s.problems["DW-1"] is sup  # no effects


def test_trh_k_23_no_feasibility_check():
    s = solo()
    splay(s, (strip_card("Y"), 0))
    slot = put(s, 0, 0, "I-001")
    slot["s"].append(1)
    s.fin[1][0] -= 1
    s = run_exo(s, Impact("heat_growth"))
    assert s.splay[-1]["id"] == "I-001"


def test_trh_k_24_left_band_down():
    s = solo()
    slot = put(s, 0, 0, "I-005")  # [B|O]
    slot["s"].append(1)
    s.fin[1][0] -= 1
    s = run_exo(s, Impact("growth"))
    assert strips(s)[-1] == "B"


def test_trh_k_25_exoglobal_recession_hits_only_the_human():
    s = solo()
    employ(s, 0, "FW-T1")
    s = run_exo(s, Impact("exoglobal_recession", heat_index=0))
    s = play(RULES, s, "lose", "e", "FW-T1")
    assert s.emp == {}


def test_trh_k_26_exoglobal_industry_disruption():
    s = solo()
    s.patents[0] = [0, 0, 2, 0]
    s = run_exo(s, Impact("industry_disruption"))
    assert kinds(s) == ["colour"] * 4
    s = play(RULES, s, "colour", "B")
    assert s.patents[0][2] == 0


def test_trh_k_27_exoglobal_social_resilience_remove_a_crowded_spheres_bottom_idea():
    s = solo()
    s.company.update({"FW-T1": 1, "FW-T3": 2, "DW-T1": 1})
    employ(s, 0, "DW-M1")
    employ(s, 0, "DW-M2")
    employ(s, 0, "FW-M2")
    put(s, 0, 0, "I-001")
    put(s, 1, 0, "I-002")
    s = run_exo(s, Impact("social_resilience"))
    assert "I-001" in s.discard and s.market[1][0]["id"] == "I-002"


def test_trh_k_28_cubes_on_it_are_divested():
    s = solo()
    s.company["FW-T1"] = 1
    slot = put(s, 0, 0, "I-001")
    slot["s"] += [0, 2]
    slot["h"][0] = 2
    s.supply[0] -= 1
    s.fin[2][0] -= 2
    w = s.fin[0][1]
    s = run_exo(s, Impact("social_resilience"))
    assert s.fin[2][0] == 15 and s.fin[0][1] == w + 1


def test_trh_k_29_exoglobal_solution_fills_a_hole():
    s = solo()
    put(s, 0, 0, "I-001")
    bottom = s.exo_deck[-1]
    s = run_exo(s, Impact("solve", problem="any"))
    assert s.market[0][1]["id"] == bottom or (s.market[0][1] and s.market[0][1]["id"] == bottom)
    assert all(v is None for v in s.problems.values())


def test_trh_k_30_other_icons_as_normal():
    """TRH-K-30: a robot's specific Solution takes the token; the human must beat every robot."""
    s = solo()
    s = run_exo(s, Impact("solve", problem="CL-2"))
    assert s.problems["CL-2"] == 1
    s.secret = ["B", "B", "G", "Y"]
    s.problems["CL-1"] = 0
    finish(s, "plurality")
    assert RULES.result(s).winners == (1,)  # 2 points each: the tie goes to the robot


def test_trh_k_22_ruling_an_exoglobal_tipping_point_ends_the_game_with_normal_scoring():
    """TRH-K-22 ruling: a Tipping Point an Exoglobal commercializes ends the game (Normal scoring)."""
    s = solo()
    slot = put(s, 3, 0, "TP-SP")
    slot["s"].append(1)
    s.fin[1][0] -= 1
    s = run_exo(s, Impact("growth"))
    assert s.splay[-1]["id"] == "TP-SP" and s.regime != "PS"
    assert s.outcome is not None and s.outcome is not None and s.outcome.victory == "normal"


def test_trh_k_22_ruling_an_exoglobal_idea_does_not_end_the_game():
    """TRH-K-22: an ordinary idea commercialized by an Exoglobal leaves the game running."""
    s = solo()
    slot = put(s, 1, 2, "I-001")
    slot["s"].append(1)
    s.fin[1][0] -= 1
    s = run_exo(s, Impact("growth"))
    assert s.outcome is None


def test_trh_k_22_ruling_an_empty_exoglobal_deck_ends_the_game_with_normal_scoring():
    """TRH-K-22 ruling: an Exoglobal that must draw from an empty deck ends the game at once."""
    s = solo()
    s.discard += s.exo_deck
    s.exo_deck = []
    s = settle(s)
    assert s.outcome is None  # the human's turn first
    s = play(RULES, s, "end")
    assert s.outcome is not None and s.outcome is not None and s.outcome.victory == "normal"
