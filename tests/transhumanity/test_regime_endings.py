"""The Regime (TRH-H) and the end of the game (TRH-I)."""

from __future__ import annotations

from pax.transhumanity.scoring import finish, points
from pax.transhumanity.splay import regime_of

from .helpers import (RULES, card_with, do, employ, fresh, give, play, put, splay, strip_card, syndicated)


def set_splay(s, bands, exclude=()):
    out = list(exclude)
    for b in bands:
        out.append(strip_card(b, exclude=tuple(out)))
    splay(s, *[(c, 0) for c in out[len(exclude):]])


def test_trh_h_1_the_cutting_edge():
    assert regime_of(["Y", "Y", "G", "B", "O"]) == "GLOB"  # only the bottom 3 count
    assert regime_of(["G", "G", "B", "Y", "Y"]) == "Y"
    assert regime_of(["B", "B"]) == "B"  # 2 strips: both are the Cutting Edge
    assert regime_of(["B"]) == "GLOB"


def test_trh_h_2_two_yellow_transbiology():
    from pax.transhumanity.syndicate import surge_colours
    assert regime_of(["Y", "B", "Y"]) == "Y"
    s = fresh(2)
    set_splay(s, "YBY")
    plain = card_with(lambda c: not c.surge and c.left != c.right)
    assert sorted(surge_colours(s, plain)) == sorted({cardof(plain).left, cardof(plain).right})


def test_trh_h_2_same_discipline_twice_gets_one_arrow():
    """TRH-H-2 ruling (see ``surge_colours``): under Transbiology a [B|B] idea has one blue arrow."""
    from pax.transhumanity.syndicate import surge_colours
    s = fresh(2)
    set_splay(s, "YBY")
    double = card_with(lambda c: c.left == c.right == "B")
    assert surge_colours(s, double) == ["B"]


def cardof(cid):
    from pax.transhumanity.tables import T
    return T.cards[cid]


def test_trh_h_3_two_green_group_dynamics():
    from pax.transhumanity.prices import hire_price
    s = fresh(2)
    set_splay(s, "GBG")
    assert s.regime == "G" and hire_price(s, 0, 3) == 0


def test_trh_h_4_two_blue_computing():
    from pax.transhumanity.prices import research_money
    s = fresh(2)
    set_splay(s, "BBO")
    employ(s, 0, "SP-T2")
    assert s.regime == "B" and research_money(s, 0, 3, "SP-T2") == 0


def test_trh_h_5_two_orange_assembly():
    from pax.transhumanity.prices import labor_price
    s = fresh(2)
    set_splay(s, "OGO")
    employ(s, 0, "SP-M1")
    assert s.regime == "O" and labor_price(s, 0, 3, "SP-M1", "commercialize") == 3  # not doubled


def test_trh_h_6_three_alike_paradigm_shift():
    assert regime_of(["O", "O", "O"]) == "PS"


def test_trh_h_7_otherwise_globalization():
    from pax.transhumanity.prices import research_money
    assert regime_of(["Y", "G", "B"]) == "GLOB"
    s = fresh(2)
    set_splay(s, "YGB")
    employ(s, 0, "DW-T1")
    employ(s, 0, "SP-T2")
    assert research_money(s, 0, 1, "DW-T1") == 3  # Developing World subsidized
    assert research_money(s, 0, 3, "SP-T2") == 6  # Space not


# -- endings --------------------------------------------------------------------------------
def test_trh_i_1_four_ways_to_end():
    s = fresh(2)
    finish(s, "plurality")
    assert s.outcome is not None and RULES.result(s).victory == "plurality"
    finish(s, "normal")  # a second ending never replaces the first
    assert RULES.result(s).victory == "plurality"


def tp_position(tp="TP-FW"):
    s = fresh(2)
    give(s, 0, 10)
    set_splay(s, "YB", exclude=(tp,))
    syndicated(s, 0, 2, tp, 0)
    employ(s, 0, "FW-M2")
    return s


def test_trh_i_2_tipping_point_effect_normal_scoring():
    s = tp_position()
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M2")
    s = play(RULES, s, "orient", 0)
    assert RULES.is_over(s) and RULES.result(s).victory == "normal"


def test_trh_i_3_five_in_a_row_singular_scoring():
    s = fresh(2)
    give(s, 0, 10)
    set_splay(s, "GBBBB", exclude=("I-002",))
    syndicated(s, 2, 0, "I-002", 0)  # [B|B]
    employ(s, 0, "CL-M1")
    s = do(RULES, s, "commercialize", 2, 0, 0, "CL-M1")
    while not RULES.is_over(s):
        s = play(RULES, s, "found", RULES.legal_actions(s)[0].args[0])
    assert RULES.result(s).victory == "singular"


def test_trh_i_4_plurality_researched_plurality_scoring():
    s = fresh(2)
    give(s, 0, 10)
    put(s, 1, 0, "PL")
    employ(s, 0, "DW-T2")
    s = do(RULES, s, "research", 1, "DW-T2")
    assert RULES.is_over(s) and RULES.result(s).victory == "plurality"


def test_trh_i_5_tycoon_wins_at_once():
    s = fresh(2)
    give(s, 0, 10)
    for sp in ("FW-T1", "DW-T1", "DW-T3", "SP-T2"):
        s.company[sp] = 0
    set_splay(s, "BB", exclude=("I-002",))
    syndicated(s, 2, 0, "I-002", 0)  # company CL thinker
    employ(s, 0, "CL-M1")
    s = do(RULES, s, "commercialize", 2, 0, 0, "CL-M1")
    assert RULES.is_over(s) and RULES.result(s).victory == "tycoon" and RULES.result(s).winners == (0,)


def scoring_position(regime_bands):
    s = fresh(2)
    set_splay(s, regime_bands)
    s.secret = ["B", "G"]
    s.company.update({"CL-T1": 0, "CL-T2": 0, "CL-M2": 1})
    s.problems.update({"CL-1": 0, "DW-1": 1, "DW-2": 1})
    return s


def test_trh_i_6_scoring_depends_on_regime_and_secret_sphere():
    s = scoring_position("BOB")
    g = scoring_position("YGB")
    assert points(s, 0, "normal") != points(g, 0, "normal")


def test_trh_i_7_normal_scoring_dominant_sphere_worth_2_and_i_9_both_worth_3():
    """TRH-I-7 and TRH-I-9: the spec's example: Ann 9 points, Bob 2 + 2 = 4."""
    s = scoring_position("BOB")
    assert s.regime == "B"
    assert points(s, 0, "normal") == 9 and points(s, 1, "normal") == 4


def test_trh_i_8_normal_scoring_secret_sphere_worth_1():
    s = scoring_position("OYO")  # Space dominant; Bob's green holdings are Secret only
    assert points(s, 1, "normal") == 2


def test_trh_i_9_normal_scoring_both_at_once_worth_3():
    s = scoring_position("BOB")
    assert points(s, 0, "normal") == 3 * 3


def test_trh_i_10_normal_scoring_under_globalization():
    s = scoring_position("YGB")
    assert points(s, 0, "normal") == 3 and points(s, 1, "normal") == 2


def test_trh_i_11_normal_scoring_under_paradigm_shift_becomes_singular():
    s = scoring_position("OOO")
    s.splay[0]["h"] = [1] * len(s.splay[0]["h"])
    finish(s, "normal")
    assert RULES.result(s).victory == "singular"


def test_trh_i_12_singular_scoring_future_shock_only():
    s = scoring_position("YGB")
    c = card_with(lambda c: len(c.heat) >= 2)
    s.splay.append({"id": c, "d": 0, "h": [1, 1] + [None] * (len(cardof(c).heat) - 2)})
    assert points(s, 1, "singular") == 2 and points(s, 0, "singular") == 0


def test_trh_i_13_plurality_scoring_one_per_problem_and_i_14_secret_bonus():
    """TRH-I-13/14: Bob's 2 green problems in his green Secret sphere -> 4; Ann 1 blue (Secret) -> 2."""
    s = scoring_position("YGB")
    assert points(s, 1, "plurality") == 4 and points(s, 0, "plurality") == 2


def test_trh_i_14_plurality_scoring_secret_sphere_bonus():
    s = scoring_position("YGB")
    s.problems["FW-1"] = 1
    assert points(s, 1, "plurality") == 3 + 2


def test_trh_i_15_tie_break_capital():
    s = scoring_position("YGB")
    s.problems.update({"DW-1": None, "DW-2": None, "CL-1": None})
    s.company.clear()
    give(s, 0, 1, 5)
    give(s, 1, 2, 0)
    finish(s, "normal")
    assert RULES.result(s).winners == (1,)


def test_trh_i_16_second_tie_break_wealth():
    s = scoring_position("YGB")
    s.problems.update({"DW-1": None, "DW-2": None, "CL-1": None})
    s.company.clear()
    give(s, 0, 2, 3)
    give(s, 1, 2, 1)
    finish(s, "normal")
    assert RULES.result(s).winners == (0,)
    t = scoring_position("YGB")
    t.problems.update({"DW-1": None, "DW-2": None, "CL-1": None})
    t.company.clear()
    give(t, 0, 2, 1)
    give(t, 1, 2, 1)
    finish(t, "normal")
    assert RULES.result(t).winners == (0, 1)  # still tied: shared victory
