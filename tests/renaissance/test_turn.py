"""Sequence of play, playing cards and placing agents, selling, operating (REN-D, REN-E-8..E-32)."""

import pytest

from pax.core import Action, IllegalAction
from pax.renaissance import board, flow
from pax.renaissance.agents import bishop_destinations
from pax.renaissance.invariants import violations
from pax.renaissance.testing import Position

A = Action.of


def legal(p, s):
    return p.rules.legal_actions(s)


def places(p, s):
    return [a for a in legal(p, s) if a.kind == "place"]


# ----------------------------------------------------------------- turn structure


def test_ren_d_1_two_actions_per_turn():
    """REN-D-1: exactly two actions, then the next player; the same action type may repeat."""
    p = Position(3).money(0, 9)
    s = p.state()
    order = s.order
    s = p.rules.apply(s, A("buy", "west", 2))
    assert s.to_move == 0 and s.actions_left == 1
    s = p.rules.apply(s, A("buy", "west", 3))
    assert s.current == order[1] and s.to_move == order[1] and s.actions_left == 2
    assert len(s.hands[0]) == 2


def test_ren_d_1_pass_only_when_nothing_is_legal():
    """REN-D-1 ruling: with no legal action the action is forfeited by a `pass`."""
    p = Position(2).money(0, 0)
    s = p.state().fork()
    s.fairs_done = ("east", "west")
    assert p.rules.legal_actions(s) == [A("pass")]
    s2 = p.rules.apply(s, A("pass"))
    assert s2.actions_left == 1
    assert A("pass") not in p.rules.legal_actions(p.state())


def test_ren_d_4_play_moves_a_card_from_hand_to_tableau():
    """REN-D-4, REN-E-8: a West card goes to the left side, an East card to the right."""
    p = Position(3).hand(0, "PREN023", "PREN084")
    s = p.rules.apply(p.state(), A("play", "PREN023"))
    assert s.west[0] == ("PREN023",) and s.hands[0] == ("PREN084",)
    s = _finish_agents(p, s)
    s = p.rules.apply(s, A("play", "PREN084"))
    assert s.east[0] == ("PREN084",)


def _finish_agents(p, s):
    while s.frames and s.frames[-1]["kind"] == "agents":
        skip = [a for a in legal(p, s) if a.kind == "skip"]
        s = p.rules.apply(s, skip[0])
    return s


def test_ren_e_8_new_cards_go_to_the_outer_end():
    """REN-E-8 example: X next to the Player card, then Y to the left of X."""
    p = Position(3).hand(0, "PREN023", "PREN031")
    s = _finish_agents(p, p.rules.apply(p.state(), A("play", "PREN023")))
    s = _finish_agents(p, p.rules.apply(s, A("play", "PREN031")))
    assert s.west[0] == ("PREN023", "PREN031")  # inner first


class _FakeOneShot:
    """A test one-shot handler: records its calls (exercises the hook machinery, REN-D-5/E-10)."""

    def __init__(self, uses_agents):
        self.uses_agents = uses_agents
        self.calls = []

    def choices(self, s, seat, card):
        return [("england",), ("france",)]

    def run(self, s, seat, card, args):
        self.calls.append((seat, card, args))


def test_ren_d_5_and_e_10_one_shots_are_optional(monkeypatch):
    """REN-D-5, REN-E-10: on play the one-shot is offered (each way) or declined; agents follow."""
    fake = _FakeOneShot(uses_agents=False)
    monkeypatch.setitem(flow.ONE_SHOTS, "conspiracy", fake)
    p = Position(3).hand(0, "PREN053", "PREN049")  # France conspiracy card with a white Rook
    s = p.rules.apply(p.state(), A("play", "PREN053"))
    assert legal(p, s) == [A("one_shot", "england"), A("one_shot", "france"), A("no_one_shot")]
    s1 = p.rules.apply(s, A("one_shot", "france"))
    assert fake.calls == [(0, "PREN053", ("france",))]
    assert s1.frames[-1]["kind"] == "agents"  # agents placed after the one-shot (REN-E-10 ruling)
    s2 = p.rules.apply(s, A("no_one_shot"))
    assert len(fake.calls) == 1 and s2.frames[-1]["kind"] == "agents"


def test_ren_e_13_agents_used_by_the_one_shot_are_not_placed(monkeypatch):
    """REN-E-13: agents already placed (used) by the one-shot are not placed again."""
    fake = _FakeOneShot(uses_agents=True)
    monkeypatch.setitem(flow.ONE_SHOTS, "conspiracy", fake)
    p = Position(3).hand(0, "PREN053")
    s = p.rules.apply(p.rules.apply(p.state(), A("play", "PREN053")), A("one_shot", "england"))
    assert s.frames[-1]["kind"] == "turn" and s.actions_left == 1


def test_ren_e_13_each_agent_placed_or_skipped_in_any_order():
    """REN-E-13 ruling: two pictured Knights: place the second first, skip the first."""
    p = Position(3, empty_map=True).hand(0, "PREN021")  # Portugal, 2 white Knights
    s = p.rules.apply(p.state(), A("play", "PREN021"))
    if s.frames[-1]["kind"] == "play":
        s = p.rules.apply(s, A("no_one_shot"))
    assert {a.args[0] for a in places(p, s)} == {0, 1}
    s = p.rules.apply(s, A("place", 1, "toledo", "", ""))
    assert s.cities["toledo"] == ("knight:white",)
    assert [a for a in legal(p, s) if a.kind == "skip"] == [A("skip", 0)]
    s = p.rules.apply(s, A("skip", 0))
    assert s.frames[-1]["kind"] == "turn" and violations(s) == []


def _play_plain(p, s, card):
    s = p.rules.apply(s, A("play", card))
    if s.frames[-1]["kind"] == "play":
        s = p.rules.apply(s, A("no_one_shot"))
    return s


# ----------------------------------------------------------------- agents


def test_ren_e_14_bishop_placement():
    """REN-E-14: on the played card, an adjacent card of the same tableau, or a same-location card of
    another tableau; never a Player card or a card of another location."""
    p = Position(3).tableau(0, "PREN023").hand(0, "PREN004")  # France, red Bishop
    p.tableau(1, "PREN028").tableau(2, "PREN026")  # France / England
    s = _play_plain(p, p.state(), "PREN004")
    targets = {a.args[1] for a in places(p, s)}
    assert targets == {"PREN004", "PREN023", "PREN028"}
    s = p.rules.apply(s, A("place", 0, "PREN028", "", ""))
    assert s.bishops == {"PREN028": "red"} and board.silenced(s, "PREN028")


def test_ren_e_14_bishop_on_a_bishop_diet_of_worms():
    """REN-E-14 example: a Bishop onto a card that already has one -> both die."""
    p = Position(3).tableau(1, "PREN028").bishop("PREN028", "white").hand(0, "PREN004")
    s0 = p.state()
    s = _play_plain(p, s0, "PREN004")
    s = p.rules.apply(s, A("place", 0, "PREN028", "", ""))
    assert "PREN028" not in s.bishops
    assert s.supply["bishop:white"] == s0.supply["bishop:white"] + 1
    assert s.supply["bishop:red"] == s0.supply["bishop:red"]
    assert violations(s) == []


def test_bishop_destinations_follow_suzerain_and_vassals():
    """REN-F-3 / REN-E-14: from a Vassal to its Suzerain or a co-Vassal; across the Player card never."""
    p = Position(3).empire(0, "england").empire(0, "portugal", vassal_of="england")
    p.empire(0, "aragon", vassal_of="england").tableau(0, "PREN023").empire(0, "hungary")
    s = p.state()
    assert set(bishop_destinations(s, "portugal")) >= {"england", "aragon"}
    assert "hungary" not in bishop_destinations(s, "england")
    assert set(bishop_destinations(s, "england")) >= {"PREN023", "portugal", "aragon"}


def test_bishop_arrival_on_an_empire_offers_pacification():
    """REN-F-5 through REN-E-14: a Bishop placed on an Empire with repressed tokens may kill one."""
    p = Position(3).empire(0, "france").repress("france", "rook:black").hand(0, "PREN004")
    s = _play_plain(p, p.state(), "PREN004")
    s = p.rules.apply(s, A("place", 0, "france", "", ""))
    assert legal(p, s) == [A("kill", "rook:black"), A("no_kill")]
    s = p.rules.apply(s, A("kill", "rook:black"))
    assert "france" not in s.repressed and s.bishops["france"] == "red" and violations(s) == []


def test_ren_e_15_knight_or_rook_placement_any_city_of_the_named_card():
    """REN-E-15: a pictured Knight goes to any city of the named map card."""
    p = Position(3, empty_map=True).hand(0, "PREN028")  # France, 2 white Knights
    s = _play_plain(p, p.state(), "PREN028")
    assert {a.args[1] for a in places(p, s)} == {"bruges", "lyon", "paris"}


def test_ren_e_15_generic_location_any_card_of_the_region():
    """REN-E-15 ruling: a "West" card's Knight may go to any western city (none in the East)."""
    p = Position(3, empty_map=True).hand(0, "PREN023")  # West, white Knight
    s = _play_plain(p, p.state(), "PREN023")
    cities = {a.args[1] for a in places(p, s)}
    assert {"london", "paris", "vienna", "venice", "toledo", "valencia"} <= cities
    assert not cities & {"buda", "cairo", "constantinople", "caffa"}
    assert "spiceIslands" not in cities and "timbuktu" not in cities  # covered emporia (REN-H-3 ruling)


def test_ren_e_16_occupied_city_repress_for_one_florin():
    """REN-E-16 example: Lyon holds a Rook; the player pays 1, the Rook is repressed in France."""
    p = Position(3, empty_map=True).city("lyon", "rook:black").hand(0, "PREN053").money(0, 3)
    s0 = p.state()
    s = _play_plain(p, s0, "PREN053")
    assert A("place", 0, "lyon", "rook:black", "") in places(p, s)
    s = p.rules.apply(s, A("place", 0, "lyon", "rook:black", ""))
    assert s.florins[0] == 2 and s.china == s0.china + 1
    assert s.repressed["france"] == ("rook:black",) and s.cities["lyon"] == ("rook:white",)
    assert violations(s) == []


def test_ren_e_16_cannot_pay_must_choose_an_empty_city():
    """REN-E-16 ruling: without a florin only empty cities are offered."""
    p = Position(3, empty_map=True).city("lyon", "rook:black").hand(0, "PREN053").money(0, 0)
    s = _play_plain(p, p.state(), "PREN053")
    assert {a.args[1] for a in places(p, s)} == {"bruges", "paris"}


def test_ren_e_17_constantinople_holds_three():
    """REN-E-17: Constantinople with 2 tokens takes a third without repressing."""
    p = Position(3, empty_map=True).city("constantinople", "rook:black", "knight:black")
    p.city("modon", "rook:black").city("rhodes", "rook:black").hand(0, "PREN090").money(0, 0)
    s = _play_plain(p, p.state(), "PREN090")  # Ottoman, red Rook
    assert {a.args[1:3] for a in places(p, s)} == {("constantinople", "")}
    s = p.rules.apply(s, A("place", 0, "constantinople", "", ""))
    assert len(s.cities["constantinople"]) == 3
    p.money(0, 1)
    s = _play_plain(p, p.state(), "PREN090")
    assert A("place", 0, "constantinople", "knight:black", "") not in places(p, s)  # only 2 there


def test_ren_e_18_e_19_pirate_placement_kills_the_occupant():
    """REN-E-18, REN-E-19 example: a black Pirate on England–France kills the Concession there."""
    p = Position(3, empty_map=True).border("england_france", "cube:1").hand(0, "PREN020")  # France, black Pirate
    s0 = p.state()
    s = _play_plain(p, s0, "PREN020")
    assert {a.args[1] for a in places(p, s)} == {"england_france", "france_holyRomanEmpire"}
    s = p.rules.apply(s, A("place", 0, "england_france", "", ""))
    assert s.borders["england_france"] == "rook:black" and s.cubes[1] == s0.cubes[1] + 1
    assert violations(s) == []


def test_ren_e_20_e_21_pawn_concession_and_repression():
    """REN-E-20, REN-E-21 example: Red's Pawn for Portugal on England–Portugal where Blue's cube
    stands: Red pays 1, Blue's cube becomes a Serf of Portugal."""
    p = Position(3, empty_map=True).border("england_portugal", "cube:1").hand(0, "PREN035").money(0, 2)
    s = _play_plain(p, p.state(), "PREN035")
    assert {a.args[1] for a in places(p, s)} == {"england_portugal", "aragon_portugal"}
    s = p.rules.apply(s, A("place", 0, "england_portugal", "portugal", ""))
    assert s.borders["england_portugal"] == "cube:0" and s.repressed["portugal"] == ("cube:1",)
    assert s.florins[0] == 1 and violations(s) == []


def test_ren_e_22_no_concession_under_a_pirate():
    """REN-E-22 example: both England borders hold Pirates -> the England Pawn cannot be placed."""
    p = Position(3, empty_map=True).border("england_france", "rook:white")
    p.border("england_portugal", "rook:black").hand(0, "PREN034")
    s = _play_plain(p, p.state(), "PREN034")
    assert places(p, s) == [] and legal(p, s) == [A("skip", 0)]


def test_ren_e_23_token_shortage():
    """REN-E-23: supply empty -> a repressed token of that type/colour; none -> one in play."""
    p = Position(3, empty_map=True).hand(0, "PREN053")  # white Rook for France
    s = p.s
    n = s.supply["rook:white"]
    s.supply["rook:white"] = 0
    s.repressed["aragon"] = ("rook:white",) * (n - 1)
    s.cities["london"] = ("rook:white",)
    st = _play_plain(p, p.state(), "PREN053")
    assert {a.args[3] for a in places(p, st)} == {"repressed:aragon"}
    st = p.rules.apply(st, A("place", 0, "paris", "", "repressed:aragon"))
    assert len(st.repressed["aragon"]) == n - 2 and violations(st) == []
    # no repressed one left: take one in play
    p2 = Position(3, empty_map=True).hand(0, "PREN053")
    homes = ("london", "bordeaux", "bruges", "lyon", "vienna", "lubeck", "nurnberg", "toledo", "granada",
             "valencia")
    p2.s.supply["rook:white"] = 0
    p2.s.cities.update({c: ("rook:white",) for c in homes})
    assert violations(p2.state()) == []
    st = _play_plain(p2, p2.state(), "PREN053")
    assert {a.args[3] for a in places(p2, st)} == {f"city:{c}" for c in homes}
    st = p2.rules.apply(st, A("place", 0, "paris", "", "city:london"))
    assert "london" not in st.cities and st.cities["paris"] == ("rook:white",) and violations(st) == []


def test_ren_e_23_cube_shortage_uses_own_serfs_then_own_cubes():
    """REN-E-23 ruling: for cubes: own supply, then own Serfs, then own cubes on the map."""
    p = Position(3, empty_map=True).hand(0, "PREN034")
    s = p.s
    s.cubes[0] = 0
    s.repressed["france"] = ("cube:0",) * 9 + ("cube:1",)
    s.cubes[1] -= 1
    s.borders["aragon_portugal"] = "cube:0"
    st = _play_plain(p, p.state(), "PREN034")
    assert {a.args[3] for a in places(p, st)} == {"repressed:france"}
    assert violations(st) == []


# ----------------------------------------------------------------- queens


def _play_queen(p, s, card):
    s = p.rules.apply(s, A("play", card))
    if s.frames and s.frames[-1]["kind"] == "play":
        s = p.rules.apply(s, A("no_one_shot"))
    return s


def test_ren_e_9_e_11_e_12_queen_without_coronation_is_an_old_maid():
    """REN-E-9, REN-E-11, REN-E-12: a Queen not crowning goes under the tableau; her prestige counts,
    she has no operations and cannot be sold."""
    p = Position(3).hand(0, "PREN046")  # Catholic prestige
    s = _play_queen(p, p.state(), "PREN046")
    assert s.old_maids[0] == ("PREN046",) and "PREN046" not in s.west[0]
    assert board.prestige(s, 0)["catholic"] == 1
    assert A("sell", "PREN046") not in legal(p, s)
    assert A("operate", "west") not in legal(p, s)
    assert violations(s) == []


# ----------------------------------------------------------------- selling


def test_ren_d_8_e_24_sell_for_two_florins():
    """REN-D-8, REN-E-24 example: selling from hand: +2, China −2, hand −1; Player cards cannot be sold."""
    p = Position(3).hand(0, "PREN023")
    s0 = p.state()
    s = p.rules.apply(s0, A("sell", "PREN023"))
    assert s.florins[0] == s0.florins[0] + 2 and s.china == s0.china - 2 and s.hands[0] == ()
    assert "PREN023" in s.removed
    assert not [a for a in legal(p, s0) if a.kind == "sell" and a.args[0] == s0.bankers[0]]


def test_ren_e_24_china_short():
    """REN-E-24 ruling: China with 1 florin pays 1."""
    p = Position(3).hand(0, "PREN023")
    p.money(1, p.s.florins[1] + p.s.china - 1)
    s = p.rules.apply(p.state(), A("sell", "PREN023"))
    assert s.china == 0 and violations(s) == []


def test_ren_e_25_e_26_e_27_selling_an_empire_drags_attachments():
    """REN-E-25, REN-E-26, REN-E-27 example: selling England with a Bishop and 2 repressed Rooks: +2, England to the
    deck, the Bishop and the Rooks to the supply; its Queen and Vassal go too."""
    p = Position(3).empire(0, "england", queen="PREN045").bishop("england", "black")
    p.repress("england", "rook:white", "rook:white").empire(0, "portugal", vassal_of="england")
    p.repress("portugal", "knight:black")
    s0 = p.state()
    s = p.rules.apply(s0, A("sell", "england"))
    assert s.florins[0] == s0.florins[0] + 2
    assert "england" not in s.empire_owner and "portugal" not in s.empire_owner
    assert s.supply["rook:white"] == s0.supply["rook:white"] + 2
    assert s.supply["bishop:black"] == s0.supply["bishop:black"] + 1
    assert s.supply["knight:black"] == s0.supply["knight:black"] + 1
    assert "PREN045" in s.removed and not s.queens and not s.suzerain
    assert violations(s) == []


def test_ren_e_25_selling_a_crowned_queen_keeps_her_empire():
    """REN-E-25 ruling: selling a crowned Queen discards only her."""
    p = Position(3).empire(0, "england", queen="PREN045")
    s = p.rules.apply(p.state(), A("sell", "PREN045"))
    assert s.empire_owner["england"] == 0 and "england" in s.west[0] and not s.queens


@pytest.mark.parametrize("card", ["PREN021", "PREN088"])
def test_ren_d_20_sell_for_four_ability(card):
    """REN-D-20 example: an unsilenced Conquistadors (or Cem) sold from the tableau pays 4; from hand or
    silenced, 2."""
    p = Position(3).tableau(0, card)
    s0 = p.state()
    s = p.rules.apply(s0, A("sell", card))
    assert s.florins[0] - s0.florins[0] == 4 and s0.china - s.china == 4
    p = Position(3).tableau(0, card).bishop(card, "white")
    s0 = p.state()
    assert p.rules.apply(s0, A("sell", card)).florins[0] - s0.florins[0] == 2
    p = Position(3).hand(0, card)
    s0 = p.state()
    assert p.rules.apply(s0, A("sell", card)).florins[0] - s0.florins[0] == 2


@pytest.mark.parametrize("card", ["PREN042", "PREN043"])
def test_ren_d_6_abilities_only_in_the_tableau_and_no_hand_limit(card):
    """REN-D-6, REN-D-20: the no-hand-limit ability works from the tableau, not from the hand;
    losing it with 3 cards in hand forces a discard down to 2."""
    p = Position(3).hand(0, card, "PREN001").money(0, 9)
    s = p.state()
    assert not [a for a in legal(p, s) if a.kind == "buy"]
    p = Position(3).tableau(0, card).hand(0, "PREN001", "PREN002").money(0, 9)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    assert len(s.hands[0]) == 3
    s = p.rules.apply(s, A("sell", card))
    assert s.frames[-1]["kind"] == "discard_hand" and s.to_move == 0
    s = p.rules.apply(s, A("discard", "PREN001"))
    assert len(s.hands[0]) == 2 and violations(s) == []


def test_ren_d_20_condottiere_second_space_in_venice():
    """REN-D-20: with an unsilenced Condottiere card Venice holds 2 tokens (second: white Knight);
    when the ability ends the second token returns to the supply."""
    p = Position(3, empty_map=True).city("venice", "knight:white").tableau(1, "PREN024")
    s = p.state()
    assert board.city_capacity(s, "venice") == 2 and board.city_open(s, "venice")
    assert board.levy_token(s, "venice") == "knight:white"
    p2 = Position(3, empty_map=True).city("venice", "knight:white", "knight:white").tableau(0, "PREN024")
    s0 = p2.state()
    s = p2.rules.apply(s0, A("sell", "PREN024"))
    assert s.cities["venice"] == ("knight:white",)
    assert s.supply["knight:white"] == s0.supply["knight:white"] + 1 and violations(s) == []
    p3 = Position(3, empty_map=True).tableau(0, "PREN055").side("papalStates", "medieval")
    assert board.city_capacity(p3.state(), "venice") == 2
    p3.bishop("PREN055", "red")
    assert board.city_capacity(p3.state(), "venice") == 1


def test_ren_d_20_immune_to_silencing():
    """REN-D-20: with The Kremlin (PREN074) in the tableau, Bishops do not silence its owner's cards."""
    p = Position(3).tableau(0, "PREN074", "PREN021").bishop("PREN021", "white")
    s = p.state()
    assert not board.silenced(s, "PREN021")
    s0 = s
    assert p.rules.apply(s0, A("sell", "PREN021")).florins[0] - s0.florins[0] == 4


@pytest.mark.parametrize("card", ["PREN014", "PREN018"])
def test_ren_d_20_spice_islands_double_toll(card):
    """REN-D-20: a fair from the Spice Islands pays 2 per Concession of a player with the ability."""
    p = Position(3, empty_map=True).disc("spiceIslands", None).disc("trebizond", "white")
    p.slot_florins("west", 1, 4).tableau(1, card).border("england_portugal", "cube:1")
    p.border("england_france", "cube:2")
    s0 = p.state()
    s = p.rules.apply(s0, A("fair", "west"))
    assert s.florins[1] - s0.florins[1] == 2 and s.florins[2] - s0.florins[2] == 1


# ----------------------------------------------------------------- operating


def test_ren_d_7_d_9_d_10_operate_once_per_side():
    """REN-D-7, REN-D-9, REN-D-10: tableau ops can be used; West then East is legal, West twice is not."""
    p = Position(3).tableau(0, "PREN034", "PREN072").slot_florins("west", 2, 2).slot_florins("east", 3, 1)
    s = p.state()
    assert A("operate", "west") in legal(p, s) and A("operate", "east") in legal(p, s)
    s = p.rules.apply(s, A("operate", "west"))
    s = p.rules.apply(s, [a for a in legal(p, s) if a.kind == "op"][0])
    assert A("operate", "west") not in legal(p, s)
    with pytest.raises(IllegalAction):
        p.rules.apply(s, A("operate", "west"))
    assert A("operate", "east") in legal(p, s)


def test_ren_d_11_e_28_one_operation_per_card_any_order():
    """REN-D-11, REN-E-28: each card uses one op, in any order; then the Operate ends."""
    p = Position(3).tableau(0, "PREN034", "PREN035").slot_florins("west", 2, 2).slot_florins("west", 4, 2)
    s = p.rules.apply(p.state(), A("operate", "west"))
    ops = [a for a in legal(p, s) if a.kind == "op"]
    assert {a.args[0] for a in ops} == {"PREN034", "PREN035"} and A("done") in legal(p, s)
    s = p.rules.apply(s, A("op", "PREN035", 0, 4))
    assert {a.args[0] for a in legal(p, s) if a.kind == "op"} == {"PREN034"}
    s = p.rules.apply(s, A("op", "PREN034", 0, 2))
    assert s.frames[-1]["kind"] == "turn" and s.actions_left == 1
    assert s.market_florins["west"][1] == 1 and s.market_florins["west"][3] == 1


def test_ren_e_28_cards_gained_during_operate_do_not_operate():
    """REN-E-28 ruling: only the cards present when Operate began may operate."""
    p = Position(3).tableau(0, "PREN034").slot_florins("west", 2, 2)
    s = p.rules.apply(p.state(), A("operate", "west"))
    s = s.fork()
    board.add_to_row(s, 0, "PREN035")
    s.out_of_play = tuple(c for c in s.out_of_play if c != "PREN035")
    s.decks = {k: tuple(c for c in v if c != "PREN035") for k, v in s.decks.items()}
    s.market = {k: tuple("" if c == "PREN035" else c for c in v) for k, v in s.market.items()}
    assert {a.args[0] for a in p.rules.legal_actions(s) if a.kind == "op"} == {"PREN034"}


def test_ren_f_6_silenced_card_offers_only_religious_ops():
    """REN-F-6 (Operate frame): a silenced card offers only its Inquisitor."""
    p = Position(3).tableau(0, "PREN030").bishop("PREN030", "red").tableau(1, "PREN028")
    p.bishop("PREN028", "white")
    s = p.rules.apply(p.state(), A("operate", "west"))
    ops = {(a.args[0], a.args[1]) for a in legal(p, s) if a.kind == "op"}
    assert ops and all(i == 1 for _, i in ops)  # PREN030: tax (0) silenced, inquisitor (1) allowed


def test_ren_e_29_e_30_locations():
    """REN-E-29, REN-E-30: West = 6 left map cards; a West location matches any western card."""
    from pax.renaissance.catalog import MAP_CARDS_BY_REGION

    assert len(MAP_CARDS_BY_REGION["west"]) == 6 and len(MAP_CARDS_BY_REGION["east"]) == 4
    assert board.same_location("west", "france") and board.same_location("france", "west")
    assert not board.same_location("france", "england") and not board.same_location("west", "east")
    assert not board.same_location("france", "east")


def test_ren_e_31_a_queens_location_is_her_kings():
    """REN-E-31"""
    p = Position(3).empire(0, "france", queen="PREN044")
    assert board.location_of(p.state(), "PREN044") == "france"


def test_ren_e_32_pawns_and_pirates_sit_on_the_locations_borders():
    """REN-E-32 ruling: a location's borders; a generic region covers every border touching it."""
    assert board.borders_of("england") == ("england_france", "england_portugal")
    east = board.borders_of("east")
    assert "holyRomanEmpire_hungary" in east and "ottoman_papalStates" in east and "england_france" not in east


def test_apply_rejects_illegal_actions_with_a_reason():
    p = Position(3)
    s = p.state()
    for bad in (A("play", "PREN001"), A("buy", "east", 9), A("levy", "paris", ""), A("nonsense")):
        with pytest.raises(IllegalAction) as e:
            p.rules.apply(s, bad)
        assert str(e.value)


# ----------------------------------------------------------------- every card, Empire and map card

from pax.renaissance.catalog import CAPITAL_OF, CARDS, EMPIRE_PRESTIGE, EMPIRES, MAP_CARDS  # noqa: E402

AGENT_CARDS = sorted(c for c, info in CARDS.items() if info.agents)


@pytest.mark.parametrize("card", AGENT_CARDS)
def test_ren_e_13_every_card_places_each_of_its_agents(card):
    """REN-E-13..E-20 for every card with agents: played (one-shot declined), each pictured agent is
    placed where its type and the card's location allow, and the piece appears there."""
    p = Position(3, empty_map=True).hand(0, card).money(0, 5)
    s = _play_plain(p, p.state(), card)
    info = CARDS[card]
    for _ in info.agents:
        opts = places(p, s)
        if not opts:
            break
        a = opts[0]
        agent = info.agents[a.args[0]]
        s = p.rules.apply(s, a)
        target = a.args[1]
        if agent.piece == "bishop":
            assert s.bishops.get(target) == agent.colour or target not in s.bishops  # Worms on a 2nd one
            assert target == card or target in bishop_destinations(s, card)
        elif agent.piece in ("knight", "rook"):
            assert f"{agent.piece}:{agent.colour}" in s.cities[target]
            assert board.same_location(info.location, MAP_CARDS[_map_of_city(target)].id)
        elif agent.piece == "pirate":
            assert s.borders[target] == f"rook:{agent.colour}" and target in board.borders_of(info.location)
        else:
            assert s.borders[target] == "cube:0" and target in board.borders_of(info.location)
        while s.frames[-1]["kind"] == "pacify":
            s = p.rules.apply(s, A("no_kill"))
    assert violations(s) == []
    if info.agents[0].piece != "pawn" or places(p, s) == []:
        assert s.frames[-1]["kind"] in ("turn", "agents")


def _map_of_city(city):
    from pax.renaissance.catalog import CITY_MAP

    return CITY_MAP[city]


@pytest.mark.parametrize("empire", sorted(EMPIRES))
def test_ren_l_1_every_empire_both_sides_prestige_and_sale(empire):
    """REN-L-1, REN-L-5, REN-E-26 for every Empire: each side's prestige counts; sold, it returns to
    the deck as a Kingdom."""
    for side in ("kingdom", "republic"):
        p = Position(3).empire(1, empire, side)
        s = p.state(seat=1)
        pr = board.prestige(s, 1)
        for kind in pr:
            assert pr[kind] == EMPIRE_PRESTIGE[(empire, side)].count(kind)
        s = p.rules.apply(s, A("sell", empire))
        assert empire not in s.empire_owner and violations(s) == []


@pytest.mark.parametrize("map_card", sorted(MAP_CARDS))
def test_ren_e_16_every_map_card_capital_repression(map_card):
    """REN-E-15, REN-E-16 on every map card: a regional Knight into its garrisoned capital represses
    the capital's token onto that map card's Empire for 1 florin."""
    card = "PREN023" if MAP_CARDS[map_card].region == "west" else "PREN067"
    p = Position(3).hand(0, card).money(0, 3)
    cap = CAPITAL_OF[map_card]
    if cap == "constantinople":  # occupied only with 3 tokens (REN-E-17)
        p.city(cap, "knight:black", "knight:black")
    s0 = p.state()
    old = s0.cities[cap][0]
    s = _play_plain(p, s0, card)
    s = p.rules.apply(s, A("place", 0, cap, old, ""))
    assert s.repressed[map_card] == (old,) and s.florins[0] == 2
    if cap != "constantinople":
        assert s.cities[cap] == (f"knight:{CARDS[card].agents[0].colour}",)
    assert violations(s) == []


def test_refused_op_says_why():
    """A refused ``op`` explains itself through the operations' WHY_NOT hook (REN-D-11)."""
    p = Position(3).tableau(0, "PREN034").slot_florins("west", 2, 1)
    s = p.rules.apply(p.state(), A("operate", "west"))
    with pytest.raises(IllegalAction, match="REN-D-11|not a legal"):
        p.rules.apply(s, A("op", "PREN099", 0))
    with pytest.raises(IllegalAction, match="commerce"):
        p.rules.apply(s, A("op", "PREN034", 0, 3))


def test_ren_i_4_bishop_on_the_queen_meets_one_on_her_king():
    """REN-I-4: a Bishop arriving on a crowned pair meets a Bishop on either card: Diet of Worms."""
    from pax.renaissance.agents import arrive_bishop

    p = Position(3).empire(1, "france", queen="PREN044").bishop("PREN044", "white")
    s = p.state().fork()
    s.supply["bishop:red"] -= 1  # the arriving Bishop leaves the supply
    arrive_bishop(s, 0, "france", "red")
    assert not s.bishops and violations(s) == []


def test_ren_e_14_regional_bishop_reaches_any_card_of_its_region():
    """REN-E-14 with REN-E-30: a "West" Bishop card may send its Bishop to a western card of another
    tableau (England, Aragon, a West regional card) but not to an eastern one."""
    p = Position(3).hand(0, "PREN005")  # West, red Bishop
    p.tableau(1, "PREN026", "PREN084").empire(2, "aragon").tableau(2, "PREN023")
    s = _play_plain(p, p.state(), "PREN005")
    targets = {a.args[1] for a in places(p, s)}
    assert {"PREN005", "PREN026", "aragon", "PREN023"} <= targets
    assert "PREN084" not in targets
