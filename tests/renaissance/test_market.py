"""The Market: buying, Comets, refresh (REN-D-2, D-3, D-15..D-19, REN-E-2..E-7, REN-L-13..L-15)."""

import pytest

from pax.core import Action, IllegalAction
from pax.renaissance.invariants import violations
from pax.renaissance.testing import Position

A = Action.of
WEST = ["PREN023", "PREN031", "PREN030", "PREN054", "PREN033", "PREN041"]
EAST = ["PREN084", "PREN069", "PREN067", "PREN061", "PREN060", "PREN072"]


def market_position(players: int = 3) -> Position:
    p = Position(players)
    for i, c in enumerate(WEST):
        p.market("west", i + 1, c)
    for i, c in enumerate(EAST):
        p.market("east", i + 1, c)
    return p


def test_ren_d_2_buy_takes_a_face_up_card_into_hand():
    """REN-D-2"""
    p = market_position().money(0, 5)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    assert s.hands[0] == ("PREN031",)
    assert s.market["west"][1] == ""
    assert violations(s) == []


def test_ren_e_2_price_one_florin_on_each_earlier_card():
    """REN-E-2: buying West slot 4 costs 3 florins, one each onto slots 1, 2 and 3."""
    p = market_position().money(0, 5)
    s = p.rules.apply(p.state(), A("buy", "west", 4))
    assert s.florins[0] == 2
    assert s.market_florins["west"][:3] == (1, 1, 1)
    assert s.hands[0] == ("PREN054",)


def test_ren_e_3_florins_on_the_bought_card_go_to_the_buyer():
    """REN-E-3: West slot 2 carries 3 florins; the buyer pays 1 onto slot 1 and nets +2."""
    p = market_position().money(0, 4).slot_florins("west", 2, 3)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    assert s.florins[0] == 6 and s.market_florins["west"][0] == 1 and s.market_florins["west"][1] == 0


def test_ren_e_4_those_florins_cannot_pay_for_this_purchase():
    """REN-E-4: 1 florin, West slot 3 (price 2) carries 4 florins -> rejected."""
    p = market_position().money(0, 1).slot_florins("west", 3, 4)
    s = p.state()
    assert A("buy", "west", 3) not in p.rules.legal_actions(s)
    with pytest.raises(IllegalAction):
        p.rules.apply(s, A("buy", "west", 3))
    assert A("buy", "west", 2) in p.rules.legal_actions(s)


def test_ren_e_5_holes_pay_onto_the_other_row():
    """REN-E-5: after buying East slot 2, buying East slot 4 pays East 1, West 2 and East 3."""
    p = market_position().money(0, 6)
    s = p.rules.apply(p.state(), A("buy", "east", 2))
    s = p.rules.apply(s, A("buy", "east", 4))
    assert s.florins[0] == 6 - 1 - 3
    assert s.market_florins["west"][1] == 1  # the hole's florin went to West slot 2
    # after the refresh: East 1 (2 florins), old East 3 (1 florin), old East 5, old East 6, …
    assert s.market["east"][:4] == ("PREN084", "PREN067", "PREN060", "PREN072")
    assert s.market_florins["east"][:4] == (2, 1, 0, 0)
    assert violations(s) == []


def test_ren_e_5_double_hole_florin_waits_in_the_slot():
    """REN-E-5 ruling: both rows empty at that slot -> the florin waits and joins the arriving card."""
    p = market_position(2).money(0, 9)
    s = p.state().fork()
    s.market["west"] = (s.market["west"][0], "") + s.market["west"][2:]
    s.out_of_play += ("PREN031",)
    s.hands[0] = ()
    p.s = s
    s = p.state()
    s = p.rules.apply(s, A("buy", "east", 2))
    s = p.rules.apply(s, A("buy", "east", 3))
    assert violations(s) == []
    # the florin waited in the empty East slot 2 and now lies on the card that slid there
    assert s.market["east"][:2] == ("PREN084", "PREN061") and s.market_florins["east"][:2] == (2, 1)


def test_ren_e_6_cards_you_paid_onto_are_locked_this_turn():
    """REN-E-6: after buying East slot 4, buying East slot 3 is rejected in the same turn."""
    p = market_position().money(0, 8)
    s = p.rules.apply(p.state(), A("buy", "east", 4))
    assert A("buy", "east", 3) not in p.rules.legal_actions(s)
    assert A("buy", "east", 5) in p.rules.legal_actions(s)


def test_ren_d_3_hand_limit_of_two():
    """REN-D-3: with 2 cards in hand, buying a non-Comet card is rejected."""
    p = market_position().money(0, 8).hand(0, "PREN001", "PREN002")
    legal = p.rules.legal_actions(p.state())
    assert not [a for a in legal if a.kind == "buy"]


def test_ren_l_13_l_14_l_15_comet_purchase():
    """REN-L-13, REN-L-14, REN-L-15, REN-E-7: a Comet is bought with a full hand, leaves the game,
    and its buyer activates a Victory card."""
    p = market_position().money(0, 8).hand(0, "PREN001", "PREN002").market("west", 3, "COMET3")
    s = p.state()
    assert A("buy", "west", 3) in p.rules.legal_actions(s)
    s = p.rules.apply(s, A("buy", "west", 3))
    assert s.hands[0] == ("PREN001", "PREN002") and "COMET3" in s.removed
    assert s.florins[0] == 6  # REN-E-7: normal price
    assert p.rules.legal_actions(s) == [A("activate", v) for v in ("holy", "imperial", "globalization",
                                                                     "renaissance")]
    s = p.rules.apply(s, A("activate", "globalization"))
    assert s.victories == ("globalization",)
    assert s.actions_left == 1


def test_ren_e_7_comets_are_special_when_all_victories_active():
    """REN-E-7 / REN-L-15 ruling: with every Victory active the Comet still leaves, activating nothing."""
    p = market_position().money(0, 8).market("east", 2, "COMET1")
    p.victory("holy", "imperial", "globalization", "renaissance")
    s = p.rules.apply(p.state(), A("buy", "east", 2))
    assert "COMET1" in s.removed and s.to_move == 0 and s.actions_left == 1
    assert s.frames[-1]["kind"] == "turn"


def test_ren_d_18_face_down_cards_cannot_be_bought():
    """REN-D-18"""
    p = market_position().money(0, 9)
    s = p.state()
    assert not [a for a in p.rules.legal_actions(s) if a.kind == "buy" and a.args[1] == 1]
    with pytest.raises(IllegalAction):
        p.rules.apply(s, A("buy", "east", 1))


def test_ren_d_15_d_16_refresh_slides_left_after_the_turn():
    """REN-D-15, REN-D-16: the refresh happens after both actions; cards keep order and florins."""
    p = market_position().money(0, 9)
    p.deck("east", "PREN058", "PREN059").deck("west", "PREN001", "PREN002")
    s = p.rules.apply(p.state(), A("buy", "east", 3))
    assert s.market["east"][2] == ""  # no refresh after the first action
    s = p.rules.apply(s, A("buy", "west", 2))
    assert s.current != 0 and s.turn == 2
    assert s.market["east"] == ("PREN084", "PREN069", "PREN061", "PREN060", "PREN072", "PREN058")
    assert s.market_florins["east"] == (1, 1, 0, 0, 0, 0)
    assert s.market["west"] == ("PREN023", "PREN030", "PREN054", "PREN033", "PREN041", "PREN001")


def test_ren_d_17_refresh_keeps_slot_1_face_down():
    """REN-D-17: after a fair discarded slot 1, the card sliding into slot 1 is turned face down and
    gets the leftover florins."""
    p = market_position().money(0, 9)
    s = p.rules.apply(p.state(), A("fair", "east"))
    while s.to_move == 0 and s.frames[-1]["kind"] == "levy":
        s = p.rules.apply(s, p.rules.legal_actions(s)[0])
    left = s.market_florins["east"][0]
    s = p.rules.apply(s, A("buy", "west", 2))
    assert s.market["east"][0] == "PREN069" and s.face_down["east"][0]
    assert s.market_florins["east"][0] == left
    assert s.face_down["west"] == (True,) + (False,) * 5


def test_ren_d_19_empty_deck_draw_from_the_other_deck():
    """REN-D-19: East deck empty -> the East row's empty slot is filled with the top West card."""
    p = market_position().money(0, 9).deck("east").deck("west", "PREN001", "PREN002", "PREN003")
    s = p.rules.apply(p.state(), A("buy", "east", 6))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert s.market["east"][5] == "PREN001"
    assert s.decks["west"] == ("PREN002", "PREN003")
    assert violations(s) == []


def test_buy_lists_east_then_west_in_slot_order():
    p = market_position().money(0, 9)
    buys = [a for a in p.rules.legal_actions(p.state()) if a.kind == "buy"]
    assert buys == [A("buy", r, k) for r in ("east", "west") for k in range(2, 7)]


def test_illegal_buys_say_why():
    """IllegalAction messages name the rule: face down (REN-D-18), price (REN-E-2), lock (REN-E-6), hand (REN-D-3)."""
    p = market_position().money(0, 2)
    s = p.state()
    for bad, words in ((A("buy", "east", 1), "face-down"), (A("buy", "east", 6), "costs 5")):
        with pytest.raises(IllegalAction, match=words):
            p.rules.apply(s, bad)
    s = p.rules.apply(s, A("buy", "east", 3))
    with pytest.raises(IllegalAction, match="REN-E-6"):
        p.rules.apply(s, A("buy", "east", 2))
    p = market_position().money(0, 5).hand(0, "PREN001", "PREN002")
    with pytest.raises(IllegalAction, match="2 cards"):
        p.rules.apply(p.state(), A("buy", "west", 2))


def _after_east_fair(p: Position):
    """Player 1 runs the East Trade Fair (slot 1 discarded, its leftover florins wait there) and
    resolves its levies; one action is left."""
    s = p.rules.apply(p.state(), A("fair", "east"))
    while s.to_move == 0 and s.frames[-1]["kind"] == "levy":
        s = p.rules.apply(s, p.rules.legal_actions(s)[0])
    assert s.market["east"][0] == "" and s.actions_left == 1
    return s


def test_ren_e_5_slot_1_emptied_by_a_trade_fair_is_a_hole():
    """REN-E-5 ruling (REN-G-9): after the East fair emptied East slot 1, buying East slot 3 pays
    its slot-1 florin onto West slot 1's card and its slot-2 florin onto East slot 2."""
    p = market_position().money(0, 9)
    s = _after_east_fair(p)
    left, cash = s.market_florins["east"][0], s.florins[0]
    s = p.rules.apply(s, A("buy", "east", 3))
    assert s.florins[0] == cash - 2
    assert s.market["west"][0] == "PREN023" and s.market_florins["west"][0] == 1
    # after the refresh the old East 2 slides to slot 1 (face down, REN-D-17) with its florin and the fair's leftover
    assert s.market["east"][0] == "PREN069" and s.face_down["east"][0]
    assert s.market_florins["east"][0] == left + 1
    assert violations(s) == []


def test_ren_e_5_slot_1_hole_in_both_rows_florin_waits():
    """REN-E-5 ruling: East slot 1 emptied by the fair and West slot 1 empty too -> the slot-1
    florin waits in East slot 1 and joins the card that arrives there with the fair's leftover."""
    p = market_position().money(0, 9)
    s = _after_east_fair(p).fork()
    s.market["west"] = ("",) + s.market["west"][1:]
    s.out_of_play += ("PREN023",)
    p.s = s
    s = p.state(actions_left=1)
    left, cash = s.market_florins["east"][0], s.florins[0]
    s = p.rules.apply(s, A("buy", "east", 3))
    assert s.florins[0] == cash - 2
    assert s.market_florins["west"][0] == 0
    assert s.market["east"][0] == "PREN069" and s.market_florins["east"][0] == left + 2  # its own florin, the waiting one, the leftover
    assert violations(s) == []


def test_ren_d_19_a_card_from_the_other_deck_keeps_its_region():
    """REN-D-19 ruling (REN-E-8): a West card that refilled the East row is still a West card:
    bought from the East row and played, it goes to the West (left) side of the tableau."""
    p = market_position().money(0, 20).money(1, 20).deck("east").deck("west", "PREN001", "PREN002", "PREN003")
    s = p.rules.apply(p.state(), A("buy", "east", 6))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert s.market["east"][5] == "PREN001" and s.to_move == 1
    s = p.rules.apply(s, A("buy", "east", 6))
    s = p.rules.apply(s, A("play", "PREN001"))
    assert "PREN001" in s.west[1] and "PREN001" not in s.east[1]
    assert violations(s) == []


def test_ren_d_19_east_row_first_and_both_decks_empty():
    """REN-D-19 rulings: both rows need a card and only one card is left (in the West deck): the
    East row is refilled first, the West slot stays empty, and with both decks now empty the
    refresh ends the game with a Patron victory (REN-L-10)."""
    p = market_position().money(0, 20).deck("east").deck("west", "PREN001")
    s = p.rules.apply(p.state(), A("buy", "east", 6))
    s = p.rules.apply(s, A("buy", "west", 6))
    assert s.market["east"][5] == "PREN001" and s.market["west"][5] == ""
    assert s.decks["east"] == () and s.decks["west"] == ()
    assert p.rules.is_over(s) and p.rules.result(s).victory == "patron"
