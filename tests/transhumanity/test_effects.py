"""Effects of commercialized ideas (TRH-G)."""

from __future__ import annotations

from pax.transhumanity.impacts import nuclear_exchange, resolve
from pax.transhumanity.splay import strips
from pax.transhumanity.tables import Impact, T
from pax.transhumanity.flow import decision

from .helpers import (RULES, card_with, do, employ, fresh, give, kinds, play, put, settle, splay, strip_card,
                      syndicated)


def set_splay(s, bands, exclude=()):
    out = list(exclude)
    for b in bands:
        out.append(strip_card(b, exclude=tuple(out)))
    splay(s, *[(c, 0) for c in out[len(exclude):]])


def effect(s, imp: Impact, col=0, row=0, card="I-001", d=0):
    """Resolve one icon for seat 0 as if ``card`` in (col, row) were being commercialized."""
    if s.market[col][row] is None:
        put(s, col, row, card)
    f = {"kind": "imp", "seat": 0, "card": card, "col": col, "row": row, "g": 99, "d": d, "alt": None}
    s.frames.append(f)
    resolve(s, 0, imp, f)
    return settle(s)


def test_trh_g_1_growth():
    s = fresh(2)
    sup, w = s.supply[0], s.fin[0][1]
    s = effect(s, Impact("growth"))
    assert s.supply[0] == sup - 1 and s.fin[0][1] == w + 1


def test_trh_g_2_solution_specific_or():
    s = fresh(2)
    s = effect(s, Impact("solve", problem="DW-1"))
    assert s.problems["DW-1"] == 0
    s.problems["DW-1"] = 1
    s = effect(s, Impact("solve", problem="DW-1"))
    assert s.problems["DW-1"] == 1  # gone: nothing gained
    s = effect(s, Impact("solve", problem="any"))
    assert "solve" in kinds(s) and ("solve", ("DW-1",)) not in [(a.kind, a.args) for a in RULES.legal_actions(s)]
    s = play(RULES, s, "solve", "SP-2")
    assert s.problems["SP-2"] == 0


def test_trh_g_3_startup_hand_lamp_and_g_4_spot_type():
    """TRH-G-3 (a disc in the icon's sphere) and TRH-G-4 (lamp = thinker barriers only)."""
    s = fresh(2)
    s = effect(s, Impact("company", sphere=0, side="T"))
    assert sorted(a.args[0] for a in RULES.legal_actions(s)) == ["FW-T1", "FW-T3"]
    s = play(RULES, s, "found", "FW-T3")
    assert s.company == {"FW-T3": 0}


def test_trh_g_4_startup_spot_type():
    s = fresh(2)
    s = effect(s, Impact("company", sphere=3, side="M"))
    assert sorted(a.args[0] for a in RULES.legal_actions(s)) == ["SP-M1", "SP-M3"]


def test_trh_g_5_existing_employee_is_absorbed():
    s = fresh(2)
    employ(s, 1, "DW-M1")
    s = effect(s, Impact("company", sphere=1, side="M"))
    s = play(RULES, s, "found", "DW-M1")
    assert s.company["DW-M1"] == 0 and s.emp["DW-M1"] == [1]
    from pax.transhumanity.board import workers
    assert "DW-M1" in workers(s, 0, 1, "M")


def test_trh_g_6_brash_startups_displace():
    s = fresh(2)
    s.company.update({"SP-M1": 1, "SP-M3": 1})
    s = effect(s, Impact("company", sphere=3, side="M", brash="SP-M1"))
    assert [a.args[0] for a in RULES.legal_actions(s)] == ["SP-M1"]
    s = play(RULES, s, "found", "SP-M1")
    assert s.company == {"SP-M1": 0, "SP-M3": 1}


def test_trh_g_7_no_room_no_company():
    s = fresh(2)
    s.company.update({"SP-T2": 1, "SP-T3": 1})
    s = effect(s, Impact("company", sphere=3, side="T"))
    assert decision(s) is None and s.company == {"SP-T2": 1, "SP-T3": 1}


def test_trh_g_8_social_resilience():
    s = fresh(2)
    fs = card_with(lambda c: len(c.heat) >= 1)
    splay(s, (fs, 0))
    s.splay[0]["h"][0] = 1
    s.supply[1] -= 1
    slot = put(s, 0, 0, "I-001")
    slot["h"][0] = 1  # on the card being commercialized: not a target
    s.supply[1] -= 1
    s = effect(s, Impact("social_resilience"))
    targets = [a.args for a in RULES.legal_actions(s) if a.kind == "resil"]
    assert targets == [("s", 0, 0)]
    w = s.fin[1][1]
    before = s
    s = play(RULES, s, "resil", "s", 0, 0)
    assert s.splay[0]["h"][0] is None and s.fin[1][1] == w + 1
    assert before.splay[0]["h"][0] == 1  # the Splay entry is copied before it changes (copy on write)


def test_trh_g_9_industry_disruption_disruptive_discipline():
    """TRH-G-9: the band chosen for the Splay is the Disruptive Discipline (I-005 [B|O], O down)."""
    s = fresh(2)
    give(s, 0, 10)
    set_splay(s, "OBG", exclude=("I-005",))
    syndicated(s, 2, 0, "I-005", 0)
    employ(s, 0, "CL-M1")
    s.patents[1] = [0, 0, 0, 2]
    s.supply[1] -= 2
    s = do(RULES, s, "commercialize", 2, 0, 0, "CL-M1")
    s = play(RULES, s, "orient", 1)
    assert s.patents[1][3] == 0 and s.frames[-1]["kind"] == "disrupt"


def test_trh_g_10_disruption_1_patents_divested():
    s = fresh(2)
    s.patents = [[0, 1, 0, 0], [0, 3, 1, 0]]
    w = s.fin[1][1]
    s = effect(s, Impact("industry_disruption"), card="I-001", d=0)  # G down
    assert s.patents == [[0, 0, 0, 0], [0, 0, 1, 0]] and s.fin[1][1] == w + 3


def test_trh_g_11_disruption_2_one_strip_removed():
    s = fresh(2)
    set_splay(s, "GBG", exclude=("I-001",))
    s.splay[2]["h"] = [1] * len(s.splay[2]["h"])
    s = effect(s, Impact("industry_disruption"), card="I-001", d=0)
    assert [a.args for a in RULES.legal_actions(s)] == [(0,), (2,)]
    gone = s.splay[2]["id"]
    s = play(RULES, s, "remove", 2)
    assert strips(s) == ["G", "B"] and gone in s.discard


def test_trh_g_12_disruption_may_change_regime_or_end_the_game():
    s = fresh(2)
    set_splay(s, "BBGBBB", exclude=("I-001",))
    s = effect(s, Impact("industry_disruption"), card="I-001", d=0)
    s = play(RULES, s, "remove", 2)
    assert RULES.is_over(s) and RULES.result(s).victory == "singular"


def test_trh_g_13_exoglobal_recession_only_if_black_heat_is_open():
    s = fresh(2)
    employ(s, 1, "FW-T1")
    slot = put(s, 0, 0, "I-003")
    slot["h"][0] = 1
    s.supply[1] -= 1
    s = effect(s, Impact("exoglobal_recession", heat_index=0), card="I-003")
    assert decision(s) is None and s.emp == {"FW-T1": [1]}


def test_trh_g_14_recession_every_player_loses_an_employee():
    s = fresh(3)
    employ(s, 0, "FW-T1")
    employ(s, 1, "DW-T1")
    s.unemp[2][1] = 1
    s.supply[1] -= 1
    put(s, 0, 0, "I-003")
    s = effect(s, Impact("exoglobal_recession", heat_index=0), card="I-003")
    assert s.to_move == 0
    s = play(RULES, s, "lose", "e", "FW-T1")
    assert s.to_move == 1 and len(RULES.legal_actions(s)) == 2
    sup = s.supply[1]
    s = play(RULES, s, "lose", "u", 2)
    assert s.supply[1] == sup + 1 and decision(s) is None  # seat 2 has no employee: unaffected


def test_trh_g_15_heat_reducing_growth():
    s = fresh(2)
    c = card_with(lambda c: c.heat[:1] == ("black",))
    splay(s, (c, 0))
    s = effect(s, Impact("heat_growth"), card="I-006")  # the commercialized card's own black squares too
    targets = [a.args for a in RULES.legal_actions(s) if a.kind == "heat"]
    assert ("s", 0, 0) in targets and ("m", 0, 0, 0) in targets
    sup = s.supply[0]
    before = s
    s = play(RULES, s, "heat", "s", 0, 0)
    assert s.splay[0]["h"][0] == 0 and s.supply[0] == sup - 1
    assert before.splay[0]["h"][0] is None  # the Splay entry is copied before it changes (copy on write)


def test_trh_g_16_nuclear_exchange():
    s = fresh(2)
    blacks = [card_with(lambda c: c.heat.count("black") >= 1)]
    blacks.append(card_with(lambda c: c.heat.count("black") >= 1, exclude=tuple(blacks)))
    blacks.append(card_with(lambda c: c.heat.count("black") >= 1, exclude=tuple(blacks)))
    splay(s, *[(c, 0) for c in blacks])
    first_black = T.cards[blacks[0]].heat.index("black")
    s.splay[0]["h"][first_black] = 0
    s.supply[0] -= 1
    open_black = sum(1 for e in s.splay for i, h in enumerate(e["h"]) if h is None and T.cards[e["id"]].heat[i] == "black")
    s.company.update({"SP-T2": 0, "SP-T3": 0, "SP-M1": 0, "SP-M3": 1})
    s.problems.update({"SP-1": 0, "SP-2": 1})
    nuclear_exchange(s, 3)
    s = settle(s)
    lost0 = min(open_black - 1, 4)
    for _ in range(lost0):
        s = play(RULES, s, "nuke", *RULES.legal_actions(s)[0].args)
    lost1 = min(open_black, 2)
    for _ in range(lost1):
        s = play(RULES, s, "nuke", *RULES.legal_actions(s)[0].args)
    assert decision(s) is None
    own0 = sum(1 for o in s.company.values() if o == 0) + sum(1 for o in s.problems.values() if o == 0)
    own1 = sum(1 for o in s.company.values() if o == 1) + sum(1 for o in s.problems.values() if o == 1)
    assert own0 == 4 - lost0 and own1 == 2 - lost1


def test_trh_g_17_plurality_card_all_nuclear_exchanges_first():
    s = fresh(2)
    give(s, 0, 10)
    set_splay(s, "GB", exclude=("PL",))
    syndicated(s, 1, 0, "PL", 0)
    employ(s, 0, "DW-M3")
    s.company["FW-T1"] = 1
    from .helpers import take
    c = card_with(lambda c: c.heat.count("black") >= 1, exclude=tuple(e["id"] for e in s.splay))
    take(s, c)
    s.splay.insert(0, {"id": c, "d": 0, "h": [None] * len(T.cards[c].heat)})
    s = do(RULES, s, "commercialize", 1, 0, 0, "DW-M3")
    s = play(RULES, s, "orient", 0)
    assert not RULES.is_over(s) and s.to_move == 1 and s.frames[-1]["kind"] == "nuke_pick"
    s = play(RULES, s, "nuke", "c", "FW-T1")
    assert RULES.is_over(s) and RULES.result(s).victory == "normal"


def test_trh_g_18_game_end_arrow():
    """TRH-G-18: the game ends after the card's remaining effects (and the card enters the Splay)."""
    s = fresh(2)
    s = effect(s, Impact("game_end"))
    assert s.ending == "normal" and not RULES.is_over(s)
