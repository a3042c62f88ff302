"""The seven actions (TRH-F)."""

from __future__ import annotations

from pax.transhumanity.commercialize import feasible_routes
from pax.transhumanity.prices import labor_price, research_money, syndicate_price
from pax.transhumanity.splay import strips
from pax.transhumanity.flow import decision

from .helpers import (RULES, card_with, do, employ, fresh, give, kinds, play, put, splay, strip_card,
                      syndicated)


def cards(bands, exclude=()):
    out = list(exclude)
    for b in bands:
        out.append(strip_card(b, exclude=tuple(out)))
    return out[len(exclude):]


def set_splay(s, bands, exclude=()):
    splay(s, *[(c, 0) for c in cards(bands, exclude)])


# -- Fundraise --------------------------------------------------------------------
def test_trh_f_1_step_1_optional_divestment():
    s = fresh(2)
    syndicated(s, 0, 0, "I-002", 0)
    employ(s, 0, "FW-T1")
    s.unemp[1][0] = 1
    s.supply[0] -= 1
    s = do(RULES, s, "fundraise")
    opts = {a.args for a in RULES.legal_actions(s) if a.kind == "divest"}
    assert {("s", 0, 0), ("e", "FW-T1"), ("u", 1)} <= opts
    s = play(RULES, s, "divest", "e", "FW-T1")
    assert "FW-T1" not in s.emp


def test_trh_f_2_step_2_capital_pays_off_debt_and_f_3_wealth_becomes_capital():
    """TRH-F-2 (Capital 3, Wealth 1, Debt 2 -> 1/5/0) and TRH-F-3 (then Capital 6)."""
    s = fresh(2)
    give(s, 0, 3, 1, 2)
    s.patents[0] = [0, 0, 0, 0]
    s.supply[0] += 1
    s = do(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    assert s.fin[0] == [6, 0, 0]


def test_trh_f_3_wealth_becomes_capital():
    s = fresh(2)
    give(s, 0, 0, 4, 0)
    s = do(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    assert s.fin[0] == [4, 0, 0]


# -- Syndicate ----------------------------------------------------------------------
def test_trh_f_4_syndicate_costs_money_except_under_paradigm_shift():
    s = fresh(2)
    slot = put(s, 0, 4, "I-002")
    assert syndicate_price(s, 0, 4, slot) == 4
    set_splay(s, "OOO")
    assert s.regime == "PS" and syndicate_price(s, 0, 4, slot) == 0


def test_trh_f_5_install_a_syndication():
    s = fresh(2)
    put(s, 1, 0, "I-002")
    give(s, 0, 2)
    s = do(RULES, s, "syndicate", 1, 0)
    assert s.market[1][0]["s"] == [0] and s.fin[0] == [1, 0, 0]


def test_trh_f_6_one_syndication_per_player_per_idea():
    s = fresh(2)
    syndicated(s, 0, 2, "I-002", 0)
    from pax.transhumanity.menu import syndicate_args
    assert (0, 2) not in syndicate_args(s, 0) and (0, 2) in syndicate_args(s, 1)


def test_trh_f_7_price_by_height():
    s = fresh(2)
    slot = put(s, 1, 4, "I-002")
    assert syndicate_price(s, 0, 4, slot) == 4


def test_trh_f_8_double_price_if_rivals_got_there_first():
    s = fresh(2)
    slot = syndicated(s, 1, 4, "I-002", 1)
    assert syndicate_price(s, 0, 4, slot) == 8


def test_trh_f_9_white_heat_must_be_covered():
    s = fresh(2)
    put(s, 0, 0, "I-004")  # two white squares
    give(s, 0, 2)
    from pax.transhumanity.menu import syndicate_args
    assert (0, 0) not in syndicate_args(s, 0)  # needs 3 agents
    give(s, 0, 3)
    s = do(RULES, s, "syndicate", 0, 0)
    assert s.market[0][0]["h"] == [0, 0] and s.fin[0] == [0, 0, 0]


def test_trh_f_10_black_heat_may_be_covered():
    s = fresh(2)
    put(s, 0, 0, "I-005")  # white, black
    give(s, 0, 5)
    s = do(RULES, s, "syndicate", 0, 0)
    assert s.frames[-1]["kind"] == "black"
    s = play(RULES, s, "cover", 1)
    assert s.market[0][0]["h"] == [0, 0]
    s2 = fresh(2)
    put(s2, 0, 0, "I-005")
    give(s2, 0, 5)
    s2 = do(RULES, s2, "syndicate", 0, 0)
    s2 = play(RULES, s2, "done")
    assert s2.market[0][0]["h"] == [0, None]


def surge_position():
    s = fresh(2)
    give(s, 0, 8)
    put(s, 2, 1, "I-002")  # [B|B] with a blue arrow
    b1 = card_with(lambda c: "B" in c.pair and not c.heat and not c.surge)
    b2 = card_with(lambda c: "B" in c.pair and not c.heat and c.surge == ("B",) and c.left == c.right == "B",
                   exclude=(b1,))
    put(s, 2, 3, b1)
    put(s, 2, 4, b2)
    return s, b1, b2


def test_trh_f_11_surge_arrow_a_free_chained_syndication():
    s, b1, _ = surge_position()
    s = do(RULES, s, "syndicate", 2, 1)
    assert s.frames[-1]["kind"] == "surge_pick"
    legal = RULES.legal_actions(s)
    assert ("chain", (3,)) in [(a.kind, a.args) for a in legal]
    cap = s.fin[0][0]
    s = play(RULES, s, "chain", 3)
    assert 0 in s.market[2][3]["s"] and s.fin[0][0] == cap - 1  # only the agent, no money


def test_trh_f_12_chained_syndication_needs_its_white_heat_covered():
    s = fresh(2)
    put(s, 2, 1, "I-002")
    w = card_with(lambda c: "B" in c.pair and c.heat.count("white") >= 1)
    put(s, 2, 3, w)
    give(s, 0, 1, 0, 0)
    s.patents[0] = [0, 0, 0, 0]
    s.supply[0] += 1
    s = do(RULES, s, "syndicate", 2, 1)
    assert decision(s) is None or s.frames[-1]["kind"] != "surge_pick"  # no agent left to cover the white square


def test_trh_f_13_chains_may_continue():
    s, b1, b2 = surge_position()
    s.market[2][3], s.market[2][4] = s.market[2][4], s.market[2][3]  # the pure-blue arrow card first
    s = do(RULES, s, "syndicate", 2, 1)
    s = play(RULES, s, "chain", 3)
    assert s.frames[-1]["kind"] == "surge_pick"  # the chained card's own arrow
    s = play(RULES, s, "chain", 4)
    assert all(0 in s.market[2][r]["s"] for r in (1, 3, 4))


# -- Commercialize --------------------------------------------------------------------
def comm_position(card="I-001", col=0, row=2, spot="FW-M1", bands="GO"):
    s = fresh(2)
    give(s, 0, 8)
    set_splay(s, bands, exclude=(card,))
    syndicated(s, col, row, card, 0)
    employ(s, 0, spot)
    return s


def test_trh_f_14_costs_money_and_maker_labor():
    s = comm_position()
    s.emp.clear()
    employ(s, 0, "FW-T1")
    assert "commercialize" not in kinds(s)


def test_trh_f_15_prerequisite_own_syndication():
    s = comm_position()
    s.market[0][2]["s"] = [1]
    assert "commercialize" not in kinds(s)


def test_trh_f_16_prerequisite_feasibility():
    s = comm_position(bands="GY")
    assert feasible_routes(s, 0, "I-001") == [] and "commercialize" not in kinds(s)


def test_trh_f_17_feasible_by_adjacent_strips():
    """TRH-F-17: O next to G (either order) makes [G|O] feasible; an opponent's Future Shock on one of
    the two strips blocks it unless the player also has one there."""
    s = fresh(2)
    b = strip_card("B", exclude=("I-001",))
    o = card_with(lambda c: c.left == "O" and len(c.heat) >= 1, exclude=("I-001", b))
    g = card_with(lambda c: c.left == "G" and len(c.heat) >= 1, exclude=("I-001", b, o))
    y = strip_card("Y", exclude=("I-001", b, o, g))
    splay(s, (b, 0), (o, 0), (g, 0), (y, 0))
    syndicated(s, 0, 2, "I-001", 0)
    assert feasible_routes(s, 0, "I-001") == [0]
    s.splay[1]["h"][0] = 1
    assert feasible_routes(s, 0, "I-001") == []
    s.splay[2]["h"][0] = 0
    assert feasible_routes(s, 0, "I-001") == [0]


def test_trh_f_17_opponent_future_shock_blocks():
    s = fresh(2)
    g = card_with(lambda c: c.left == "G" and len(c.heat) >= 1, exclude=("I-001",))
    o = strip_card("O", exclude=(g, "I-001"))
    splay(s, (g, 0), (o, 0))
    syndicated(s, 0, 2, "I-001", 0)
    assert feasible_routes(s, 0, "I-001") == [0]
    s.splay[0]["h"][0] = 1
    assert feasible_routes(s, 0, "I-001") == []
    assert feasible_routes(s, 1, "I-001") == [0]


def test_trh_f_18_feasible_by_patents():
    s = comm_position(bands="YY")
    s.patents[0] = [0, 1, 0, 1]
    assert feasible_routes(s, 0, "I-001") == [1]
    w = s.fin[0][1]
    s = do(RULES, s, "commercialize", 0, 2, 1, "FW-M1")
    assert s.patents[0][1] == 0 and s.fin[0][1] >= w  # divested to Wealth


def test_trh_f_19_feasible_by_the_think_tank():
    s = comm_position(bands="YY")
    tank = card_with(lambda c: c.pair == frozenset("GO"))
    from .helpers import take
    take(s, tank)
    s.tanks[0].append(tank)
    assert feasible_routes(s, 0, "I-001") == [2]
    s = do(RULES, s, "commercialize", 0, 2, 2, "FW-M1")
    s = play(RULES, s, "orient", 0)
    assert s.market[0][2]["id"] == tank and s.tanks[0] == []


def test_trh_f_20_price_uncovered_barriers():
    s = comm_position(spot="FW-M2")  # a utility worker: FW has 3 uncovered barriers
    assert labor_price(s, 0, 0, "FW-M2", "commercialize") == 3
    s.company["FW-T1"] = 1
    assert labor_price(s, 0, 0, "FW-M2", "commercialize") == 2


def test_trh_f_21_doubled_unless_subsidized():
    s = comm_position()
    assert labor_price(s, 0, 0, "FW-M1", "commercialize") == 4  # 2 uncovered, barrier labor


def test_trh_f_22_subsidized_labor():
    s = comm_position()
    s.company["FW-M1"] = 1  # the worker is in a company
    assert labor_price(s, 0, 0, "FW-M1", "commercialize") == 2


def test_trh_f_23_subsidized_commercialization():
    s = comm_position(card="I-001", col=1, row=2, spot="DW-M1")
    assert s.regime == "GLOB" and labor_price(s, 0, 1, "DW-M1", "commercialize") == 3  # DW: no doubling
    set_splay(s, "OYO", exclude=("I-001",))
    assert s.regime == "O" and labor_price(s, 0, 1, "DW-M1", "commercialize") == 3


def test_trh_f_24_effects_top_to_bottom():
    """TRH-F-24: I-001 resolves growth, then solve DW-1; orientation is asked first."""
    s = comm_position()
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    assert s.frames[-1]["kind"] == "orient" and s.market[0][2] is not None
    sup = s.supply[0]
    s = play(RULES, s, "orient", 0)
    assert s.supply[0] == sup - 1 and s.problems["DW-1"] == 0


def test_trh_f_25_or_binds_tighter_than():
    """TRH-F-25: I-004 = heat_growth + (solve FW-2 OR solve DW-4) + social resilience."""
    s = comm_position(card="I-004", bands="GB")
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 0)
    while decision(s) is not None and s.frames[-1]["kind"] == "hg":
        s = play(RULES, s, "skip")
    assert s.frames[-1]["kind"] == "alt"
    s = play(RULES, s, "alt", 1)
    assert s.problems["DW-4"] == 0 and s.problems["FW-2"] is None


def test_trh_f_26_into_the_splay():
    s = comm_position()
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 1)
    assert strips(s)[-1] == "O"


def test_trh_f_27_heat_becomes_future_shock():
    s = comm_position()
    s.market[0][2]["h"] = [1]
    s.supply[1] -= 1
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 1)
    assert s.splay[-1]["h"] == [1] and s.splay[-1]["d"] == 1


def test_trh_f_28_syndications_become_patents():
    s = comm_position()
    s.market[0][2]["s"].append(1)
    s.supply[1] -= 1
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 1)
    assert s.patents[0][3] == 1 and s.patents[1][3] == 1


def test_trh_f_29_utility_labor_no_patents():
    s = comm_position(spot="FW-M2")
    s.market[0][2]["s"].append(1)
    s.supply[1] -= 1
    w1 = s.fin[1][1]
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M2")
    s = play(RULES, s, "orient", 1)
    assert s.patents[0][3] == 0 and s.patents[1][3] == 0 and s.fin[1][1] == w1 + 1


def test_trh_f_30_after_commercializing_checks():
    """TRH-F-30: the Regime is recomputed (G, O, then G down -> two green: Group Dynamics)."""
    s = comm_position(bands="GO")
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 0)
    assert strips(s)[-3:] == ["G", "O", "G"] and s.regime == "G"


# -- Hire -----------------------------------------------------------------------------
def test_trh_f_31_hire_costs_money_except_under_group_dynamics():
    from pax.transhumanity.prices import hire_price
    s = fresh(2)
    assert hire_price(s, 0, 0) == 3
    set_splay(s, "GYG")
    assert s.regime == "G" and hire_price(s, 0, 0) == 0


def test_trh_f_32_source_of_the_new_employee():
    s = fresh(2)
    s.unemp[1][0] = 1
    s.supply[0] -= 1
    s = do(RULES, s, "hire", "DW-T1", "u")
    assert s.emp["DW-T1"] == [0] and s.unemp[1][0] == 0
    from pax.transhumanity.menu import hire_args
    assert ("FW-T1", "u") not in hire_args(s, 0)


def test_trh_f_33_price_3():
    s = fresh(2)
    give(s, 0, 3)
    s = do(RULES, s, "hire", "FW-T1", "f")
    assert s.fin[0] == [0, 2, 0]  # $3 = three agents one box down, then the Capital... Wealth agent installed


def test_trh_f_34_utilities_one_per_player():
    from pax.transhumanity.menu import hire_args
    s = fresh(2)
    employ(s, 0, "FW-T2")
    args = hire_args(s, 0) + hire_args(s, 1)
    assert ("FW-T2", "f") not in hire_args(s, 0) and ("FW-T2", "f") in hire_args(s, 1) and args


def test_trh_f_35_other_spots_one_agent():
    from pax.transhumanity.menu import hire_args
    s = fresh(2)
    employ(s, 1, "FW-T1")
    assert not any(a[0] == "FW-T1" for a in hire_args(s, 0))
    s.company["FW-T3"] = 1
    assert ("FW-T3", "f") in hire_args(s, 0)  # into a rival's company


def test_trh_f_36_own_companies_no_action_still_3():
    s = fresh(2)
    give(s, 0, 3)
    s.company["FW-T1"] = 0
    s = do(RULES, s, "own_hire", "FW-T1", "f")
    assert s.actions_left == 2 and s.fin[0] == [0, 2, 0]


# -- Research ---------------------------------------------------------------------------
def test_trh_f_37_costs_thinker_labor_money_unless_computing():
    s = fresh(2)
    put(s, 2, 0, "I-002")
    employ(s, 0, "CL-T1")
    assert research_money(s, 0, 2, "CL-T1") == 2 * 2  # CL-T2, CL-M2 uncovered; doubled
    set_splay(s, "BYB", exclude=("I-002",))
    assert s.regime == "B" and research_money(s, 0, 2, "CL-T1") == 0


def research_position(col=2, spot="CL-T1"):
    s = fresh(2)
    give(s, 0, 8)
    employ(s, 0, spot)
    put(s, col, 0, "I-002")
    a = card_with(lambda c: True)
    b = card_with(lambda c: True, exclude=(a,))
    put(s, col, 3, a)
    put(s, col, 5, b)
    return s, a, b


def test_trh_f_38_remove_the_bottom_idea():
    s, a, b = research_position()
    s = do(RULES, s, "research", 2, "CL-T1")
    assert s.frames[-1]["card"] == "I-002"


def test_trh_f_39_compact_downward():
    s, a, b = research_position()
    s = do(RULES, s, "research", 2, "CL-T1")
    assert s.market[2][0]["id"] == a and s.market[2][1]["id"] == b


def test_trh_f_40_refill_from_the_bottom_up():
    s, a, b = research_position()
    top = s.deck[:4]
    s = do(RULES, s, "research", 2, "CL-T1")
    assert [s.market[2][r]["id"] for r in range(2, 6)] == top


def test_trh_f_38_trh_f_40_research_refills_an_empty_column():
    """TRH-F-38 ("the bottom card, if any") and TRH-F-40: Research is legal on an empty column;
    nothing is removed, the employee works, and the column is filled from the Draw Deck."""
    s = fresh(2)
    give(s, 0, 5)
    employ(s, 0, "CL-T1")
    assert all(slot is None for slot in s.market[2])
    assert "research" in kinds(s)
    top = s.deck[:6]
    discarded = list(s.discard)
    s = do(RULES, s, "research", 2, "CL-T1")
    assert [s.market[2][r]["id"] for r in range(6)] == top
    assert s.discard == discarded and not s.held and decision(s) is None
    assert "CL-T1" not in s.emp or 0 not in s.emp["CL-T1"]  # the labor was performed
    assert s.fin[0] == [1, 4, 0]  # CL-T2 and CL-M2 uncovered, doubled: $4


def test_trh_f_41_price_uncovered_barriers():
    s, _, _ = research_position(spot="CL-T3")  # utility worker: subsidized labor
    assert research_money(s, 0, 2, "CL-T3") == 3


def test_trh_f_42_doubled_unless_subsidized():
    s, _, _ = research_position()
    assert research_money(s, 0, 2, "CL-T1") == 4
    s.company["CL-T1"] = 0
    assert research_money(s, 0, 2, "CL-T1") == 2  # company labor is subsidized: CL-T2 and CL-M2, not doubled


def test_trh_f_43_subsidized_research():
    s = fresh(2)
    employ(s, 0, "DW-T1")
    put(s, 1, 0, "I-002")
    assert s.regime == "GLOB" and research_money(s, 0, 1, "DW-T1") == 3


def test_trh_f_44_tipping_points_need_your_syndication():
    s = fresh(2)
    put(s, 3, 0, "TP-SP")
    employ(s, 0, "SP-T1")
    assert "research" not in kinds(s)
    s.market[3][0]["s"].append(0)
    s.supply[0] -= 1
    assert "research" in kinds(s)


def test_trh_f_45_agents_on_the_removed_card_are_divested():
    s, _, _ = research_position()
    s.market[2][0]["s"] = [0]
    s.market[2][0]["h"] = []
    slot = put(s, 2, 0, "I-001")
    slot["s"].append(0)
    slot["h"][0] = 1
    s.supply[0] -= 1
    s.supply[1] -= 1
    w0, w1 = s.fin[0][1], s.fin[1][1]
    s = do(RULES, s, "research", 2, "CL-T1")
    assert s.fin[1][1] == w1 + 1 and s.fin[0][1] >= w0 + 1


def test_trh_f_46_option_top_of_your_think_tank():
    s, _, _ = research_position()
    s = do(RULES, s, "research", 2, "CL-T1")
    s = play(RULES, s, "tank")
    assert s.tanks[0] == ["I-002"]
    s, _, _ = research_position()
    s.market[2][0]["s"].append(1)
    s.supply[1] -= 1
    s = do(RULES, s, "research", 2, "CL-T1")
    assert "tank" not in kinds(s)


def test_trh_f_47_option_patents():
    s, _, _ = research_position()
    put(s, 2, 0, "I-010")  # [Y|B]
    before = s.patents[0][:]
    s = do(RULES, s, "research", 2, "CL-T1")
    s = play(RULES, s, "patents", 3)
    assert s.patents[0][0] == before[0] + 1 and s.patents[0][2] == before[2] + 1 and "I-010" in s.discard
    s, _, _ = research_position(spot="CL-T3")
    s = do(RULES, s, "research", 2, "CL-T3")
    assert "patents" not in kinds(s)


def test_trh_f_48_otherwise_discarded():
    s, _, _ = research_position(spot="CL-T3")
    s.market[2][0]["s"].append(1)
    s.supply[1] -= 1
    s = do(RULES, s, "research", 2, "CL-T3")
    assert "I-002" in s.discard and decision(s) is None


# -- Placate Heat, Import -------------------------------------------------------------------
def test_trh_f_49_divest_one_heat():
    s = fresh(2)
    slot = put(s, 0, 0, "I-001")
    slot["h"][0] = 0
    s.supply[0] -= 1
    w = s.fin[0][1]
    s = do(RULES, s, "placate", 0, 0, 0)
    assert s.fin[0][1] == w + 1 and slot["h"] == [0]  # the old state is untouched
    assert s.market[0][0]["h"] == [None]


def test_trh_f_50_move_an_idea_to_an_empty_slot():
    s = fresh(2)
    syndicated(s, 1, 5, "I-002", 0)
    s = do(RULES, s, "import", 1, 5)
    s = play(RULES, s, "to", 2, 2)
    assert s.market[2][2]["s"] == [0]
    s2 = fresh(2)
    syndicated(s2, 1, 5, "I-002", 1)
    assert "import" not in kinds(s2) or (1, 5) not in [a.args for a in RULES.legal_actions(do(RULES, s2, "import"))]
