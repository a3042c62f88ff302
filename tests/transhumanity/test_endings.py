"""Endings in reach (``pax.transhumanity.endings``) and the search leaf that reads them."""

from __future__ import annotations

from pax.transhumanity.endings import winning_endings
from pax.transhumanity.evaluation import NOW, THREAT, chances
from pax.transhumanity.state import DISC, TrhState
from pax.transhumanity.tables import T

from .helpers import fresh, put, splay


def _ready(s: TrhState, seat: int, col: int, card_id: str, maker: str) -> None:
    """``seat`` syndicates ``card_id`` at the bottom of column ``col``, holds the two patents of its
    disciplines (a feasible route, TRH-F-18) and an employee on the Maker spot ``maker`` (TRH-F-14)."""
    put(s, col, 0, card_id)["s"].append(seat)
    for d in (T.cards[card_id].left, T.cards[card_id].right):
        s.patents[seat][DISC.index(d)] += 1
    s.emp[maker] = [seat]


def _tycoon_position() -> TrhState:
    """Seat 1 (not to move) has two companies, syndicates TP-FWb (three Startups in Fusion World)
    with a feasible route and Maker labor in its column."""
    s = fresh()
    s.company.update({"DW-T1": 1, "CL-T1": 1})
    _ready(s, 1, 0, "TP-FWb", "FW-M2")
    return s


def test_trh_i_5_a_tycoon_in_reach_is_the_favourite():
    s = _tycoon_position()
    assert winning_endings(s) == [False, True]
    assert chances(s)[1] >= THREAT


def test_trh_f_14_no_maker_labor_no_ending_in_reach():
    s = _tycoon_position()
    del s.emp["FW-M2"]
    assert winning_endings(s) == [False, False]


def test_trh_f_16_no_feasible_route_no_ending_in_reach():
    s = _tycoon_position()
    s.patents[1] = [0, 0, 0, 0]
    assert winning_endings(s) == [False, False]


def test_trh_i_5_too_few_companies_is_no_tycoon():
    s = _tycoon_position()
    del s.company["CL-T1"]  # 1 + 3 Startups: a fourth company, no Tycoon; Normal scoring instead
    s.secret = ["O", "G"]
    s.problems["SP-1"] = 0  # seat 0 leads under Globalization's Secret-sphere scoring (TRH-I-10)
    s.problems["SP-2"] = 0
    assert winning_endings(s) == [False, False]


def _four_blue() -> TrhState:
    """A Splay ending in four blue strips; seat 0, to move, syndicates a blue idea it can commercialize."""
    s = fresh()
    splay(s, ("I-042", 0), ("I-043", 0), ("I-004", 1), ("I-006", 1))
    _ready(s, 0, 2, "I-044", "CL-M2")
    return s


def test_trh_i_3_five_in_a_row_in_reach_for_the_future_shock_leader():
    s = _four_blue()
    for e in s.splay:
        e["h"] = [0] * len(e["h"])  # seat 0's Future Shock agents (TRH-I-12)
    assert sum(e["h"].count(0) for e in s.splay) >= 1
    assert winning_endings(s) == [True, False]
    assert chances(s)[0] == NOW  # the seat to move, with an action left


def test_trh_i_12_five_in_a_row_lost_on_future_shock_is_not_a_win():
    s = _four_blue()
    for e in s.splay:
        e["h"] = [1] * len(e["h"])
    assert sum(e["h"].count(1) for e in s.splay) >= 1
    assert winning_endings(s) == [False, False]


def test_trh_i_3_syndicate_then_commercialize_needs_two_actions():
    s = _four_blue()
    s.splay[2]["h"] = [0] * len(s.splay[2]["h"])
    s.market[2][0]["s"] = []  # not syndicated yet: Syndicate (TRH-F-4), then Commercialize
    assert winning_endings(s)[0]
    s.actions_left = 1
    assert not winning_endings(s)[0]


def test_trh_i_4_plurality_research_in_reach():
    s = fresh()
    s.discard += s.deck
    s.deck = []
    put(s, 1, 0, T.plurality)
    s.emp["DW-T1"] = [0]  # Thinker labor in the Plurality card's column
    s.problems["FW-1"] = 0
    assert winning_endings(s) == [True, False]
    s.problems["DW-1"] = 1
    s.problems["DW-2"] = 1  # seat 1 leads on problems (TRH-I-13)
    assert winning_endings(s) == [False, False]


def test_trh_i_2_game_end_by_normal_scoring_and_trh_g_16_nuclear_exchange():
    s = fresh()
    s.secret = ["Y", "G"]
    _ready(s, 0, 0, "TP-FW", "FW-M2")  # Nuclear Exchange in Fusion World, then Game End
    s.problems["FW-1"] = 0  # a Fusion World problem: seat 0's Secret sphere
    assert winning_endings(s) == [True, False]
    # two uncovered black heat squares in the Splay: the Nuclear Exchange takes the problem
    # away, 0 to 0, and seat 1 wins on Capital (TRH-I-15)
    splay(s, ("TP-DW", 0), ("TP-SP", 0))
    assert s.fin[1][0] > s.fin[0][0]
    assert winning_endings(s) == [False, False]


def test_trh_i_5_the_lookahead_standing_counts_a_rival_tycoon_in_reach():
    """The lookahead player's playouts stop at its own next turn and read the standing there: a
    rival's Tycoon in reach (TRH-I-5) takes the threat's log-odds off it, its own adds them."""
    import math

    from pax.transhumanity.evaluation import SCALE, ending_swing

    s = _tycoon_position()
    threat = SCALE * math.log(THREAT / (1 - THREAT))
    assert ending_swing(s, 0) == -threat and ending_swing(s, 1) == threat
    del s.emp["FW-M2"]  # no Maker labor (TRH-F-14): nothing in reach, nothing changes
    assert ending_swing(s, 0) == ending_swing(s, 1) == 0.0


def test_trh_i_3_the_lookahead_standing_counts_its_own_ending_now():
    import math

    from pax.transhumanity.evaluation import SCALE, ending_swing

    s = _four_blue()
    for e in s.splay:
        e["h"] = [0] * len(e["h"])
    assert ending_swing(s, 0) == SCALE * math.log(NOW / (1 - NOW)) == -ending_swing(s, 1)


def test_trh_i_5_startups_that_cannot_make_a_fifth_company_are_not_asked_for():
    """Startups that cannot bring a seat to five companies make no Tycoon (TRH-I-5), whatever the
    route; a seat four companies short is not asked about one. TP-FWb's three Startups make the
    fifth company of a seat with two, not of a seat with one; the Tipping Point's Normal scoring
    (TRH-I-2) is won by seat 0 here (Globalization scores the Secret sphere only, TRH-I-10)."""
    s = _tycoon_position()
    s.secret = ["O", "G"]
    s.problems["SP-1"] = 0
    s.problems["SP-2"] = 0
    assert winning_endings(s) == [False, True]
    del s.company["CL-T1"]
    assert winning_endings(s) == [False, False]
    s.company.clear()  # no company: even the Tycoon bound (0 + 3) is out of reach
    assert winning_endings(s) == [False, False]
