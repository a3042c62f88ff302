"""Trade Fairs (REN-G, REN-D-12, REN-D-13). East fairs start at Tana (REN-C-6) along
Byzantium –(Byz–Hun)– Hungary –(Hun–Ott)– Ottoman –(Mam–Ott)– Mamluk."""

import pytest

from pax.core import Action, IllegalAction
from pax.renaissance.invariants import violations
from pax.renaissance.testing import Position

A = Action.of


def fair_position(players: int = 3, slot1: int = 1) -> Position:
    p = Position(players, empty_map=True)
    p.slot_florins("east", 1, slot1)
    p.border("byzantium_hungary", "cube:1").border("hungary_ottoman", "rook:black")
    p.border("mamluk_ottoman", "cube:2")
    return p


def run_levies(p: Position, s):
    while s.frames and s.frames[-1]["kind"] == "levy":
        s = p.rules.apply(s, p.rules.legal_actions(s)[0])
    return s


def test_ren_g_1_discard_the_face_down_card():
    """REN-G-1: the fair discards the face-down slot-1 card; it leaves the game."""
    p = fair_position()
    s0 = p.state()
    card = s0.market["east"][0]
    s = p.rules.apply(s0, A("fair", "east"))
    assert card in s.removed and s.market["east"][0] == ""
    assert violations(s) == []


def test_ren_g_2_to_g_4_and_g_8_pool_travel_and_stop():
    """REN-G-2, REN-G-3, REN-G-4, REN-G-8 (spec example): 1 florin on the card, China adds 2, the initiator takes 1;
    pool 2: Blue's Concession +1, Hungary entered; Pirate -> China +1, Ottoman entered; pool 0: stop,
    Red's Concession (Mamluk–Ottoman) earns nothing and Mamluk is not entered."""
    p = fair_position(3, slot1=1).money(0, 3).money(1, 4).money(2, 5)
    s0 = p.state()
    china0 = s0.china
    s = p.rules.apply(s0, A("fair", "east"))
    assert s.florins[0] == 4  # REN-G-4
    assert s.florins[1] == 5  # REN-G-6 (Blue)
    assert s.florins[2] == 5  # Red not reached
    assert s.china == china0 - 2 + 1  # REN-G-3, REN-G-7
    assert s.frames[-1]["kind"] == "levy" and s.frames[-1]["maps"] == ["byzantium", "hungary", "ottoman"]
    assert s.market_florins["east"][0] == 0


def test_ren_g_3_china_adds_one_with_two_players():
    """REN-G-3: only 1 florin from China with 2 players (and what it has if less)."""
    p = Position(2, empty_map=True).slot_florins("east", 1, 0)
    s0 = p.state()
    s = p.rules.apply(s0, A("fair", "east"))
    assert s0.china - s.china == 1
    p = Position(3, empty_map=True).slot_florins("east", 1, 0)
    p.money(0, p.s.florins[0] + p.s.china)  # China empty
    s = p.rules.apply(p.state(), A("fair", "east"))
    assert s.china == 0 and violations(s) == []


def test_ren_g_4_the_initiator_earns_one():
    """REN-G-4 example: 3 players, 1 florin on the card -> pool 3, initiator takes 1, 2 travel."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 1).money(0, 0)
    s = p.rules.apply(p.state(), A("fair", "east"))
    assert s.florins[0] == 1
    # no tolls: 2 florins travel the whole route and wait in slot 1 (REN-G-10)
    assert s.market_florins["east"][0] == 2


def test_ren_g_5_start_at_the_active_emporium():
    """REN-G-5: after a shift to Timbuktu the East fair starts in Aragon."""
    p = Position(3, empty_map=True).disc("timbuktu", None).disc("tana", "black").slot_florins("east", 1, 5)
    s = p.rules.apply(p.state(), A("fair", "east"))
    assert s.frames[-1]["maps"] == ["aragon", "papalStates", "ottoman", "mamluk"]


def test_ren_g_6_concession_toll_pays_the_initiator_too():
    """REN-G-6 ruling: the initiator's own Concession is paid."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 3).border("byzantium_hungary", "cube:0")
    p.money(0, 0)
    s = p.rules.apply(p.state(), A("fair", "east"))
    assert s.florins[0] == 2  # 1 as initiator + 1 toll


def test_ren_g_7_pirate_toll():
    """REN-G-7: crossing a Pirate sends 1 florin of the pool to China."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 0).border("byzantium_hungary", "rook:red")
    s0 = p.state()
    s = p.rules.apply(s0, A("fair", "east"))
    # pool 2 -> initiator 1 -> Pirate takes 1 -> stop after Hungary
    assert s.china == s0.china - 2 + 1
    assert s.frames[-1]["maps"] == ["byzantium", "hungary"]


def test_ren_g_9_levy_on_each_map_card_entered():
    """REN-G-9: one levy per entered map card with an empty city, chosen by the initiator; the token
    printed for the card's side is placed."""
    p = fair_position(3, slot1=1)
    s = p.rules.apply(p.state(), A("fair", "east"))
    first = p.rules.legal_actions(s)
    assert {a.args[0] for a in first} == {"caffa", "tana", "trebizond"}
    s = p.rules.apply(s, A("levy", "caffa", ""))
    assert s.cities["caffa"] and s.to_move == 0
    assert {a.args[0] for a in p.rules.legal_actions(s)} == {"buda", "varna"}
    s = run_levies(p, s)
    assert sum(1 for m in ("ottoman",) for c in ("constantinople", "modon", "rhodes") if c in s.cities) == 1
    assert "cyprus" not in s.cities and "cairo" not in s.cities
    assert violations(s) == []


def test_ren_g_9_constantinople_levy_uses_the_next_space():
    """REN-G-9 ruling: Constantinople is unoccupied below 3 tokens; a levy places the token of space k+1."""
    p = Position(3, empty_map=True).city("constantinople", "rook:black")
    p.city("modon", "rook:black").city("rhodes", "rook:black").slot_florins("east", 1, 6)
    s = p.rules.apply(p.state(), A("fair", "east"))
    s = p.rules.apply(s, A("levy", "caffa", ""))
    s = p.rules.apply(s, A("levy", "buda", ""))
    assert {a.args[0] for a in p.rules.legal_actions(s)} == {"constantinople"}
    s = p.rules.apply(s, A("levy", "constantinople", ""))
    assert s.cities["constantinople"] == ("rook:black", "knight:black")


def test_ren_g_9_levy_shortage_takes_a_repressed_token():
    """REN-G-9 / REN-E-23: no token in the supply -> a repressed one (then one in play) is used."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 0)
    s = p.s
    s.repressed["france"] = ("knight:black",) * s.supply["knight:black"]
    s.supply["knight:black"] = 0
    s = p.rules.apply(p.state(), A("fair", "east"))
    # Byzantium's Medieval levies; find a city whose printed token is a black knight
    from pax.renaissance import board

    choices = p.rules.legal_actions(s)
    bk = [a for a in choices if board.levy_token(s, a.args[0]) == "knight:black"]
    assert bk and all(a.args[1] == "repressed:france" for a in bk)
    s = p.rules.apply(s, bk[0])
    assert violations(s) == []


def test_ren_g_10_leftover_florins_wait_in_the_slot():
    """REN-G-10: the fair ends at the route end with 2 florins left -> after the refresh, the new
    face-down card in slot 1 carries them."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 3)
    s = p.rules.apply(p.state(), A("fair", "east"))
    s = run_levies(p, s)
    s = p.rules.apply(s, A("sell", s.hands[0][0]) if s.hands[0] else A("fair", "west"))
    s = run_levies(p, s)
    assert s.current != 0
    assert s.face_down["east"][0] and s.market_florins["east"][0] == 4


def test_ren_d_12_fair_once_per_side_per_turn():
    """REN-D-12: a West fair then an East fair is legal; two West fairs are rejected."""
    p = Position(3, empty_map=True)
    s = run_levies(p, p.rules.apply(p.state(), A("fair", "west")))
    assert A("fair", "west") not in p.rules.legal_actions(s)
    with pytest.raises(IllegalAction):
        p.rules.apply(s, A("fair", "west"))
    assert A("fair", "east") in p.rules.legal_actions(s)


def test_ren_d_13_what_a_trade_fair_does():
    """REN-D-13: a fair pays Concessions, levies and advances the market (slot 1 refilled face down)."""
    p = fair_position(3, slot1=1)
    s = run_levies(p, p.rules.apply(p.state(), A("fair", "east")))
    s = run_levies(p, p.rules.apply(s, A("fair", "west")))
    assert s.current != 0
    for row in ("east", "west"):
        assert s.market[row][0] and s.face_down[row][0] and all(s.market[row])
    assert len(s.cities) >= 3 and violations(s) == []
