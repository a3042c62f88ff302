"""The turn (TRH-D) and payment/labor (TRH-E)."""

from __future__ import annotations

import pytest

from pax.core import IllegalAction
from pax.transhumanity.prices import labor_price
from pax.transhumanity.agents import agents_of, install, move_money, patent_value
from pax.transhumanity.board import work
from pax.transhumanity.flow import decision

from .helpers import (RULES, A, do, employ, fresh, give, kinds, play, put, splay, strip_card, syndicated)


def two_strip_splay(s, a="G", b="O"):
    x = strip_card(a)
    y = strip_card(b, exclude=(x,))
    splay(s, (x, 0), (y, 0))


def test_trh_d_1_turn_order():
    s = fresh(3)
    order = []
    for _ in range(4):
        order.append(s.colours[s.to_move])
        s = play(RULES, s, "end")
    assert order == ["blue", "pink", "red", "blue"]


def test_trh_d_2_up_to_two_actions():
    s = fresh(2)
    s = play(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    assert s.to_move == 0 and s.actions_left == 1
    s = play(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    assert s.to_move == 1 and s.actions_left == 2  # the turn passed after two actions


def test_trh_d_3_fundraise():
    s = fresh(2)
    before = s.fin[0][:]
    s = do(RULES, s, "fundraise")
    s = play(RULES, s, "done")
    assert s.fin[0][0] > before[0] and s.fin[0][1] == 0


def test_trh_d_4_syndicate():
    s = fresh(2)
    put(s, 0, 1, "I-002")
    s = do(RULES, s, "syndicate", 0, 1)
    assert s.market[0][1]["s"] == [0]


def commercialize_position():
    s = fresh(2)
    give(s, 0, 6)
    two_strip_splay(s, "G", "O")
    syndicated(s, 0, 2, "I-001", 0)     # [G|O], growth + solve DW-1
    employ(s, 0, "FW-M1")
    return s


def test_trh_d_5_commercialize():
    s = commercialize_position()
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    s = play(RULES, s, "orient", 1)
    assert s.splay[-1]["id"] == "I-001" and s.market[0][2] is None
    assert s.patents[0][3] == 1 and s.problems["DW-1"] == 0


def test_trh_d_6_hire():
    s = fresh(2)
    s = do(RULES, s, "hire", "FW-T1", "f")
    assert s.emp["FW-T1"] == [0]


def test_trh_d_7_research():
    s = fresh(2)
    put(s, 2, 0, "I-002")
    employ(s, 0, "CL-T3")
    s = do(RULES, s, "research", 2, "CL-T3")
    assert s.market[2][0] is not None and s.market[2][0]["id"] != "I-002"
    assert s.frames[-1]["kind"] == "take"


def test_trh_d_8_placate_heat():
    s = fresh(2)
    slot = put(s, 0, 0, "I-001")
    slot["h"][0] = 0
    s.supply[0] -= 1
    s = do(RULES, s, "placate", 0, 0, 0)
    assert s.market[0][0]["h"] == [None]


def test_trh_d_9_import():
    s = fresh(2)
    put(s, 0, 5, "I-002")
    s = do(RULES, s, "import", 0, 5)
    s = play(RULES, s, "to", 2, 1)
    assert s.market[2][1]["id"] == "I-002" and s.market[0][5] is None


def test_trh_d_10_cost_symbols():
    """TRH-D-10: Research (#) needs labor: without a thinker employee it is not offered."""
    s = fresh(2)
    put(s, 2, 0, "I-002")
    assert "research" not in kinds(s)
    employ(s, 0, "CL-T3")
    assert "research" in kinds(s)


def test_trh_d_11_hiring_into_own_companies_is_free_of_actions():
    s = fresh(2)
    s.company["FW-T1"] = 0
    s = do(RULES, s, "own_hire", "FW-T1", "f")
    assert s.emp["FW-T1"] == [0] and s.actions_left == 2


def test_trh_e_1_actions_may_need_money_and_labor():
    """TRH-E-1: Hire needs money: with no money at all it is not offered."""
    s = fresh(2)
    give(s, 0, 0, 0, 1)
    s.patents[0] = [0, 0, 0, 0]
    s.supply[0] += 1
    assert "hire" not in kinds(s)


def test_trh_e_2_money_before_labor():
    """TRH-E-2: the price is fixed with the worker still on its barrier, then paid, then the labor."""
    s = commercialize_position()
    price = labor_price(s, 0, 0, "FW-M1", "commercialize")
    assert price == 2 * 2  # FW-T1, FW-T3 uncovered (FW-M1 covered by the worker), doubled
    cap = s.fin[0][0]
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M1")
    assert s.fin[0][0] == cap - 4 and "FW-M1" not in s.emp


def test_trh_e_2_unaffordable_action_is_illegal():
    s = commercialize_position()
    give(s, 0, 0, 1, 0)
    s.patents[0] = [0, 0, 0, 0]
    s.supply[0] += 1
    assert "commercialize" not in kinds(s)


def test_trh_e_3_money_does_not_carry_over():
    s = fresh(2)
    give(s, 0, 0, 2, 0)
    s.patents[0] = [4, 0, 0, 0]
    s.supply[0] -= 3
    splay(s, (strip_card("Y"), 0), (strip_card("Y", exclude=(strip_card("Y"),)), 0))
    assert patent_value(s, 0, "Y") == 2 * 2  # two yellow strips under Transbiology
    put(s, 0, 1, "I-002")
    s = do(RULES, s, "syndicate", 0, 1, pay=False)
    s = play(RULES, s, "sell", "Y")  # $4 for a $1 price: the $3 surplus is lost
    assert not any(f["kind"] == "pay" for f in s.frames)
    assert s.fin[0] == [0, 2, 0] and s.patents[0][0] == 3
    put(s, 0, 2, "I-007")  # the second action ($2) is paid in full again
    s = do(RULES, s, "syndicate", 0, 2)
    assert s.market[0][2]["s"] == [0] and s.fin[0] == [0, 0, 1]


def test_trh_e_4_move_a_financial_agent_for_1():
    s = fresh(2)
    give(s, 0, 1, 0, 0)
    assert move_money(s, 0) and s.fin[0] == [0, 1, 0]


def test_trh_e_5_always_the_topmost_financial_agent():
    s = fresh(2)
    give(s, 0, 1, 2, 0)
    move_money(s, 0)
    move_money(s, 0)
    assert s.fin[0] == [0, 2, 1]
    give(s, 0, 0, 0, 3)
    assert not move_money(s, 0)  # Debt cannot be moved for money


def test_trh_e_6_sell_a_patent():
    s = fresh(2)
    splay(s, *[(c, 0) for c in _cards("YGYB")])
    assert patent_value(s, 0, "Y") == 2


def _cards(bands):
    out = []
    for b in bands:
        out.append(strip_card(b, exclude=tuple(out)))
    return out


def test_trh_e_7_sold_patents_agent_goes_to_wealth():
    s = fresh(2)
    splay(s, *[(c, 0) for c in _cards("GB")])
    give(s, 0, 0, 0, 0)
    s.patents[0] = [0, 1, 0, 0]
    from pax.transhumanity.agents import sell_patent
    assert sell_patent(s, 0, "G") == 1 and s.fin[0] == [0, 1, 0] and s.patents[0][1] == 0


def set_patents(s, seat, counts):
    """Set a player's patents, balancing with the supply (15 agents kept)."""
    s.supply[seat] += sum(s.patents[seat]) - sum(counts)
    s.patents[seat] = list(counts)


def test_trh_e_7_trh_e_16_agent_of_a_sold_patent_can_be_installed():
    """TRH-E-7/TRH-E-16 (review P2-1): with no financial agent, a player may pay a Syndication by
    selling a patent and install that very agent (it went to Wealth)."""
    s = fresh(2)
    put(s, 0, 1, "I-007")  # no heat squares, no arrow: needs 1 agent, $1
    splay(s, (strip_card("Y"), 0))
    give(s, 0, 0, 0, 0)
    set_patents(s, 0, [1, 0, 0, 0])
    assert "syndicate" in kinds(s)
    s = do(RULES, s, "syndicate", 0, 1)
    assert [a.kind for a in RULES.legal_actions(s)] == ["sell"]  # agents alone cannot pay
    s = play(RULES, s, "sell", "Y")
    assert s.market[0][1]["s"] == [0] and s.patents[0] == [0, 0, 0, 0] and s.fin[0] == [0, 0, 0]
    assert agents_of(s, 0) == 15 and decision(s) is None


def test_trh_f_9_white_heat_covered_by_agents_of_sold_patents():
    """TRH-F-9 with TRH-E-7: the price is covered by the first sale, but the white square still
    needs an agent, so the payment stays open for a second sale (surplus lost, TRH-E-3)."""
    s = fresh(2)
    put(s, 0, 1, "I-001")  # one white square: 2 agents, $1
    splay(s, (strip_card("Y"), 0))
    give(s, 0, 0, 0, 0)
    set_patents(s, 0, [2, 0, 0, 0])
    s = do(RULES, s, "syndicate", 0, 1)
    s = play(RULES, s, "sell", "Y")
    assert s.frames[-1]["kind"] == "pay" and [a.kind for a in RULES.legal_actions(s)] == ["sell"]
    s = play(RULES, s, "sell", "Y")
    assert s.market[0][1]["s"] == [0] and s.market[0][1]["h"] == [0] and s.fin[0] == [0, 0, 0]
    assert agents_of(s, 0) == 15


def test_trh_e_16_hire_installs_the_agent_of_a_sold_patent():
    """TRH-E-16/TRH-E-7: a Hire from the financial agents is open to a player whose only agent
    would come from selling a patent while paying the $3."""
    s = fresh(2)
    splay(s, *[(c, 0) for c in _cards("YYB")])  # Transbiology: a yellow patent sells for $4
    give(s, 0, 0, 0, 0)
    set_patents(s, 0, [1, 0, 0, 0])
    s = do(RULES, s, "hire", "FW-T1", "f")
    s = play(RULES, s, "sell", "Y")
    assert s.emp["FW-T1"] == [0] and s.fin[0] == [0, 0, 0] and agents_of(s, 0) == 15


def test_trh_e_16_no_sale_when_the_action_is_free():
    """TRH-E-16 ruling: patents are sold only while paying a price; a free Syndication (Paradigm
    Shift) cannot be taken by a player with no financial agent."""
    s = fresh(2)
    put(s, 0, 1, "I-007")
    splay(s, *[(c, 0) for c in _cards("YYY")])
    assert s.regime == "PS"
    give(s, 0, 0, 0, 0)
    set_patents(s, 0, [1, 0, 0, 0])
    assert "syndicate" not in kinds(s)


def test_trh_e_8_dominant_discipline_doubles():
    s = fresh(2)
    splay(s, *[(c, 0) for c in _cards("YBY")])
    assert s.regime == "Y" and patent_value(s, 0, "Y") == 4 and patent_value(s, 0, "B") == 1


def test_trh_e_9_paradigm_shift_doubles_everything():
    s = fresh(2)
    splay(s, *[(c, 0) for c in _cards("YOOO")])
    assert s.regime == "PS" and patent_value(s, 0, "O") == 6 and patent_value(s, 0, "Y") == 2


def test_trh_e_10_labor_in_the_actions_sphere():
    s = fresh(2)
    put(s, 2, 0, "I-002")
    employ(s, 0, "DW-T2")  # a thinker, but on the Green board
    from pax.transhumanity.menu import research_args
    assert research_args(s, 0) == [(1, "DW-T2")]  # only the Green column (empty: TRH-F-38)


def test_trh_e_11_labor_moves_an_employee_down():
    s = fresh(2)
    employ(s, 0, "FW-T1")  # FW thinker side: T1 barrier, T2 utility, T3 barrier
    work(s, 0, "FW-T1")
    assert s.emp == {"FW-T2": [0]}
    employ(s, 0, "FW-T1")
    work(s, 0, "FW-T1")  # own employee already on the utility: skip to T3
    assert s.emp == {"FW-T2": [0], "FW-T3": [0]}
    work(s, 0, "FW-T3")
    assert s.unemp[0][0] == 1


def test_trh_e_12_thinkers_on_the_left_makers_on_the_right():
    s = fresh(2)
    put(s, 2, 0, "I-002")
    employ(s, 0, "CL-M2")  # a maker cannot pay Research
    assert "research" not in kinds(s)


def test_trh_e_13_using_rivals_employees_in_your_companies():
    s = fresh(2)
    put(s, 2, 0, "I-002")
    s.company["CL-T1"] = 0
    employ(s, 1, "CL-T1")
    s = do(RULES, s, "research", 2, "CL-T1")
    assert s.emp.get("CL-T2") == [1]  # Bob's employee moved down and is still Bob's


def test_trh_e_14_unemployment_is_unlimited():
    s = fresh(2)
    for _ in range(5):
        employ(s, 0, "FW-T3")
        work(s, 0, "FW-T3")
    assert s.unemp[0][0] == 5


def test_trh_e_15_leaving_unemployment():
    """TRH-E-15: unemployed agents give no labor but can be hired again in their sphere."""
    s = fresh(2)
    put(s, 0, 0, "I-002")
    s.unemp[0][0] = 1
    s.supply[0] -= 1
    assert "research" not in kinds(s)
    give(s, 0, 0, 3, 0)  # money, but no financial agent to install after paying
    from pax.transhumanity.menu import hire_args
    srcs = {a[1] for a in hire_args(s, 0) if a[0].startswith("FW")}
    assert "u" in srcs and not any(a[0].startswith("DW") and a[1] == "u" for a in hire_args(s, 0))


def test_trh_e_16_install_takes_the_topmost_financial_agent():
    s = fresh(2)
    give(s, 0, 0, 1, 3)
    install(s, 0)
    assert s.fin[0] == [0, 0, 3]


def test_trh_e_17_four_installed_roles():
    """TRH-E-17: syndicating an idea with one uncovered white square installs 2 agents."""
    s = fresh(2)
    put(s, 0, 0, "I-001")
    give(s, 0, 5)
    s = do(RULES, s, "syndicate", 0, 0)
    assert s.fin[0] == [3, 0, 0] and s.market[0][0]["h"] == [0] and agents_of(s, 0) == 15


def test_trh_e_18_divest_returns_to_wealth():
    s = fresh(2)
    syndicated(s, 0, 0, "I-002", 0)
    w = s.fin[0][1]
    s = do(RULES, s, "fundraise")
    s = play(RULES, s, "divest", "s", 0, 0)
    assert s.fin[0][1] == w + 1 and s.market[0][0]["s"] == []


def test_trh_e_illegal_action_is_rejected():
    s = fresh(2)
    with pytest.raises(IllegalAction):
        RULES.apply(s, A("research", 0, "FW-T1"))


def test_trh_d_4_patent_premium_ability():
    """TRH-D-4 / TRH-A-4: a ``patent_premium`` syndicator perk adds $1 to that discipline's patents."""
    from pax.transhumanity.tables import T
    from .helpers import card_with
    prem = card_with(lambda c: any(t == "patent_premium" for t, _ in c.abilities))
    d = next(arg for t, arg in T.cards[prem].abilities if t == "patent_premium")
    s = fresh(2)
    splay(s, (strip_card(d), 0))
    assert patent_value(s, 0, d) == 1
    syndicated(s, 0, 0, prem, 0)
    assert patent_value(s, 0, d) == 2 and patent_value(s, 1, d) == 1
