"""One-shots (REN-O): Civil War (REN-J), Religious War (REN-K), Trade Shift (REN-H), Coronation (REN-I),
each rule in a constructed position, and every card with a one-shot played and resolved."""

from __future__ import annotations

import typing

import pytest

from pax.renaissance import board, oneshots
from pax.renaissance.catalog import CAPITAL_OF, CARDS, CITIES_OF, ONE_SHOT_UNKNOWN, OneShotKind, RELIGIOUS_WARS
from pax.renaissance.flow import ONE_SHOTS
from pax.renaissance.tables import ADJACENT, RELIGION_COLOUR, RELIGIOUS_SIDE
from pax.renaissance.testing import Position

from .warkit import QUIET, act, casualties, finish, kinds, legal, play, top


def one_shot_args(p: Position, s) -> list[tuple]:
    return [tuple(a.args) for a in legal(p, s) if a.kind == "one_shot"]


# ------------------------------------------------------------------ O


def test_ren_o_1_bomb_icon_variants():
    """REN-O-1: Civil War (2), Religious War (3), Trade Shift and Coronation each have a handler; a
    regional target lets the player choose any map card of that region."""
    assert set(ONE_SHOTS) == set(typing.get_args(OneShotKind))
    for c in CARDS.values():
        if c.one_shot:
            assert c.one_shot.type in ONE_SHOTS
    p = Position(3, empty_map=True).hand(0, "PREN067")  # Janissaries: East Conspiracy, 2 black Knights
    s = act(p, p.state(), "play", "PREN067")
    assert one_shot_args(p, s) == [("hungary",), ("byzantium",), ("ottoman",), ("mamluk",)]


def test_ren_o_2_no_other_one_shot_types():
    """REN-O-2 example: Ottoman Navy (Apostasy in the data) resolves no one-shot; its Pirate may be placed."""
    assert "PREN063" in ONE_SHOT_UNKNOWN
    p = Position(3, empty_map=True).hand(0, "PREN063")
    s = act(p, p.state(), "play", "PREN063")
    assert top(s) == "agents" and "one_shot" not in kinds(p, s)
    assert {a.args[1] for a in legal(p, s) if a.kind == "place"} == {"hungary_ottoman", "mamluk_ottoman",
                                                                     "ottoman_papalStates"}


# ------------------------------------------------------------------ J


def test_ren_j_1_civil_war_is_a_colour_blind_war():
    """REN-J-1: white attackers fight white defenders; a red Pirate joins a white card's Conspiracy."""
    p = Position(3, empty_map=True).hand(0, "PREN053")  # white Rook, France
    p.city("paris", "rook:white").border("england_france", "rook:red")
    s = play(p, p.state(), "PREN053", "france")  # 2 vs 1
    assert top(s) == "war"
    assert casualties(p, s, "attacker") == {("card:PREN053", "rook:white"), ("border:england_france", "rook:red")}
    s = finish(p, s, QUIET)
    assert "paris" not in s.cities and s.empire_owner["france"] == 0


def test_ren_j_2_conspiracy_attackers_from_the_card():
    """REN-J-2: the pictured agents attack (Bishops and Pawns excepted)."""
    att, dfn = oneshots.civil_war_sides(Position(3, empty_map=True).s, 0, "PREN028", "france", revolt=False)
    assert att == [("card:PREN028", "knight:white")] * 2 and dfn == []
    att, _ = oneshots.civil_war_sides(Position(3, empty_map=True).s, 0, "PREN009", "aragon", revolt=False)
    assert att == []  # only a Bishop is pictured (REN-W-3)


def test_ren_j_3_conspiracy_repressed_tokens_rise():
    """REN-J-3: repressed Knights and Rooks of the target Empire attack; Serfs do not."""
    p = Position(3, empty_map=True).repress("france", "knight:black", "rook:red", "cube:1")
    att, _ = oneshots.civil_war_sides(p.s, 0, "PREN053", "france", revolt=False)
    assert sorted(att) == [("card:PREN053", "rook:white"), ("repressed:france", "knight:black"),
                           ("repressed:france", "rook:red")]


def test_ren_j_4_conspiracy_surrounding_pirates_join():
    """REN-J-4: Pirates on the target's borders attack (any colour); Concessions do not."""
    p = Position(3, empty_map=True).border("england_france", "rook:black").border("aragon_france", "cube:1")
    p.border("england_portugal", "rook:white")  # not a border of France
    att, _ = oneshots.civil_war_sides(p.s, 0, "PREN053", "france", revolt=False)
    assert sorted(att) == [("border:england_france", "rook:black"), ("card:PREN053", "rook:white")]


def test_ren_j_5_civil_war_defenders():
    """REN-J-5 example: 1 Knight on the card, 2 repressed Rooks, 1 Pirate vs France's 2 city tokens ->
    4 vs 2, success, 2 attackers survive."""
    p = Position(3, empty_map=True).hand(0, "PREN022")  # The Last Knight: HRE Conspiracy, 1 red Knight
    p.repress("holyRomanEmpire", "rook:black", "rook:black").border("france_holyRomanEmpire", "rook:red")
    p.city("vienna", "knight:white").city("lubeck", "rook:white")
    _, dfn = oneshots.civil_war_sides(p.s, 0, "PREN022", "holyRomanEmpire", revolt=False)
    assert sorted(dfn) == [("city:lubeck", "rook:white"), ("city:vienna", "knight:white")]
    s = play(p, p.state(), "PREN022", "holyRomanEmpire")
    s = act(p, s, "casualty", "attacker", "border:france_holyRomanEmpire", "rook:red")
    s = act(p, s, "casualty", "attacker", "card:PREN022", "knight:red")
    assert top(s) == "occupy"  # the 2 repressed Rooks survive and move in
    s = finish(p, s, QUIET)
    toks = sorted(t for c in CITIES_OF["holyRomanEmpire"] for t in s.cities.get(c, ()))
    assert toks == ["rook:black", "rook:black"] and s.empire_owner["holyRomanEmpire"] == 0


def test_ren_j_6_conspiracy_may_secularise_a_theocracy():
    """REN-J-6: after a won Conspiracy against a Theocracy the player may flip it Medieval (or not)."""
    p = Position(3, empty_map=True).hand(0, "PREN050").repress("papalStates", "knight:black")
    p.city("venice", "rook:white")
    s = play(p, p.state(), "PREN050", "papalStates")  # 2 vs 1
    s = act(p, s, "casualty", "attacker", "card:PREN050", "rook:white")
    assert top(s) == "secularise" and kinds(p, s) == {"secularise", "keep_theocracy"}
    s1 = act(p, s, "secularise")
    assert s1.map_side["papalStates"] == "medieval"
    s2 = act(p, s, "keep_theocracy")
    assert s2.map_side["papalStates"] == "catholic"
    # failure: no choice
    p = Position(3, empty_map=True).hand(0, "PREN050").city("venice", "rook:white")
    s = play(p, p.state(), "PREN050", "papalStates")
    assert top(s) == "turn" and s.map_side["papalStates"] == "catholic"


def test_ren_j_7_peasant_revolt_concessions_fight():
    """REN-J-7 ruling: pictured Pawns, every Concession on the target's borders and every Serf of the
    target Empire attack, whoever owns them."""
    p = Position(3, empty_map=True).border("england_france", "cube:1").border("aragon_france", "cube:0")
    p.repress("france", "cube:2").border("france_holyRomanEmpire", "rook:red")
    att, _ = oneshots.civil_war_sides(p.s, 0, "PREN036", "france", revolt=True)  # Flanders Guild: a Pawn
    assert sorted(att) == [("border:aragon_france", "cube:0"), ("border:england_france", "cube:1"),
                           ("border:france_holyRomanEmpire", "rook:red"), ("card:PREN036", "cube:0"),
                           ("repressed:france", "cube:2")]
    p.hand(0, "PREN036").city("paris", "knight:white")
    s = play(p, p.state(), "PREN036", "france")
    cubes = s.cubes[1]
    s = act(p, s, "casualty", "attacker", "border:england_france", "cube:1")
    assert "england_france" not in s.borders and s.cubes[1] == cubes + 1  # a dead cube goes home


def test_ren_j_8_peasant_revolt_repressed_soldiers_stay_put():
    """REN-J-8: in a Peasant Revolt repressed Knights and Rooks do not attack."""
    p = Position(3, empty_map=True).repress("france", "knight:black", "cube:1")
    att, _ = oneshots.civil_war_sides(p.s, 0, "PREN036", "france", revolt=True)
    assert sorted(att) == [("card:PREN036", "cube:0"), ("repressed:france", "cube:1")]


def test_ren_j_9_peasant_revolt_cannot_secularise():
    """REN-J-9 example: a successful Peasant Revolt in the Catholic Papal States leaves it Catholic."""
    p = Position(3, empty_map=True).hand(0, "PREN039").border("aragon_papalStates", "cube:1")  # Florentine Wool
    s = play(p, p.state(), "PREN039", "papalStates")
    assert "secularise" not in kinds(p, s)
    s = finish(p, s, QUIET)
    assert s.map_side["papalStates"] == "catholic" and s.empire_owner["papalStates"] == 0


# ------------------------------------------------------------------ K


def test_ren_k_1_religious_war_is_a_war():
    """REN-K-1 ruling: Crusade = Catholic (white), Reformation = Reformist (red), Jihad = Islamic (black);
    the war is fought pairwise."""
    assert {k: ONE_SHOTS[k].religion for k in RELIGIOUS_WARS} == {
        "crusade": "catholic", "reformation": "reformist", "jihad": "islamic"}
    p = Position(3, empty_map=True).hand(0, "PREN066")  # Black Army: Hungary Reformation, 2 red Knights
    p.city("buda", "knight:white").city("varna", "knight:black")
    s = play(p, p.state(), "PREN066", "hungary")  # 2 vs 2: all die
    assert top(s) == "turn" and "buda" not in s.cities and "hungary" not in s.empire_owner


def test_ren_k_2_pagans_required():
    """REN-K-2 example: a Crusade against an Empire with only white tokens and no Pagan Pirate is not offered."""
    p = Position(3, empty_map=True).hand(0, "PREN003").city("toledo", "knight:white").city("granada", "rook:white")
    p.border("aragon_portugal", "rook:white").border("england_portugal", "cube:1")
    s = act(p, p.state(), "play", "PREN003")
    assert "one_shot" not in kinds(p, s)
    p = Position(3, empty_map=True).hand(0, "PREN003").city("toledo", "knight:white")
    p.border("aragon_portugal", "rook:black")  # a Pagan Pirate
    s = act(p, p.state(), "play", "PREN003")
    assert one_shot_args(p, s) == [("portugal",)]


def test_ren_k_3_attackers_the_cards_soldiers():
    """REN-K-3: the non-Bishop pictured agents attack."""
    p = Position(3, empty_map=True).city("cairo", "rook:black")
    att, dfn = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert att == [("card:PREN029", "knight:white")] * 2 and dfn == [("city:cairo", "rook:black")]
    att, _ = oneshots.religious_war_sides(Position(3, empty_map=True).s, 0, "PREN058", "mamluk", "islamic")
    assert att == []  # The Grim pictures only a Bishop


def test_ren_k_4_attackers_faithful_inside():
    """REN-K-4: Knights and Rooks of the attacking colour in the target's cities attack."""
    p = Position(3, empty_map=True).city("cairo", "rook:black").city("cyprus", "rook:white")
    p.city("redSea", "knight:white")
    att, dfn = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert ("city:cyprus", "rook:white") in att and ("city:redSea", "knight:white") in att
    assert dfn == [("city:cairo", "rook:black")]


def test_ren_k_5_attackers_faithful_pirates_around():
    """REN-K-5: Pirates of the attacking colour on the target's borders attack; Pagan ones defend."""
    p = Position(3, empty_map=True).border("mamluk_ottoman", "rook:white").border("byzantium_mamluk", "cube:0")
    att, dfn = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert ("border:mamluk_ottoman", "rook:white") in att and dfn == []
    p.border("mamluk_ottoman", "rook:red")
    att, dfn = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert dfn == [("border:mamluk_ottoman", "rook:red")]


def test_ren_k_6_attackers_faithful_knights_next_door():
    """REN-K-6 example: a Religious War against Hungary uses faithful Knights of HRE, Papal States, Ottoman,
    Byzantium and Mamluk (diagonals included), not Rooks and not Knights further away."""
    assert ADJACENT["hungary"] == {"holyRomanEmpire", "papalStates", "ottoman", "byzantium", "mamluk"}
    p = Position(3, empty_map=True).city("buda", "knight:black")
    for m in sorted(ADJACENT["hungary"]):
        p.city(CAPITAL_OF[m], "knight:red")
    p.city("paris", "knight:red").city("rhodes", "rook:red")
    att, _ = oneshots.religious_war_sides(p.s, 0, "PREN069", "hungary", "reformist")
    assert sorted(att) == sorted([("card:PREN069", "knight:red")] + [
        (f"city:{CAPITAL_OF[m]}", "knight:red") for m in ADJACENT["hungary"]])


def test_ren_k_6_knights_hospitaller_adds_rooks_next_door():
    """REN-D-20 (Knights Hospitaller, PREN012): its owner's Crusades also call white Rooks next door."""
    p = Position(3, empty_map=True).city("cairo", "rook:black").city("tana", "rook:white")
    att, _ = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert ("city:tana", "rook:white") not in att
    p.tableau(0, "PREN012")
    att, _ = oneshots.religious_war_sides(p.s, 0, "PREN029", "mamluk", "catholic")
    assert ("city:tana", "rook:white") in att


def test_ren_k_7_defenders_the_pagans():
    """REN-K-7: the defenders are the Pagan tokens in the target's cities and Pagan Pirates on its borders."""
    p = Position(3, empty_map=True).city("buda", "knight:black").city("varna", "rook:red")
    p.border("hungary_ottoman", "rook:white").border("byzantium_hungary", "rook:red")
    _, dfn = oneshots.religious_war_sides(p.s, 0, "PREN069", "hungary", "reformist")
    assert sorted(dfn) == [("border:hungary_ottoman", "rook:white"), ("city:buda", "knight:black")]


def test_ren_k_8_success_converts_the_map():
    """REN-K-8 example: a won Jihad against Medieval Byzantium (Islamic reverse) flips it Islamic; a won
    Crusade against Mamluk (Islamic side) cannot make it Catholic."""
    p2 = Position(3, empty_map=True).hand(0, "PREN059").city("caffa", "rook:red").city("cairo", "knight:black")
    s = act(p2, p2.state(), "play", "PREN059")  # Safavids: Byzantium Jihad, a Bishop; Cairo's Knight next door
    s = act(p2, s, "one_shot", "byzantium")
    assert s.map_side["byzantium"] == "medieval"  # (1 vs 1: the war is lost)
    p2 = Position(3, empty_map=True).hand(0, "PREN059").city("caffa", "rook:red")
    p2.city("cairo", "knight:black").city("cyprus", "knight:black")
    s = act(p2, act(p2, p2.state(), "play", "PREN059"), "one_shot", "byzantium")
    s = finish(p2, s, QUIET)
    assert s.map_side["byzantium"] == "islamic"
    p3 = Position(3, empty_map=True).hand(0, "PREN029").side("mamluk", "medieval").city("cairo", "rook:black")
    s = finish(p3, play(p3, p3.state(), "PREN029", "mamluk"), QUIET)
    assert s.empire_owner["mamluk"] == 0 and s.map_side["mamluk"] == "medieval"


def test_ren_k_9_successful_religious_war_is_a_regime_change():
    """REN-K-9: the won Religious War's target Empire changes hands (here from a rival, REN-R-6)."""
    p = Position(3, empty_map=True).empire(1, "mamluk", "republic").hand(0, "PREN029").city("cairo", "rook:black")
    s = play(p, p.state(), "PREN029", "mamluk")
    s = act(p, s, "occupy", "card:PREN029", "knight:white", "cairo", "")
    assert top(s) == "rc_concession"
    assert s.empire_owner["mamluk"] == 0 and s.empire_side["mamluk"] == "kingdom"


# ------------------------------------------------------------------ H


def test_ren_h_1_move_the_disc_off_the_named_emporium():
    """REN-H-1 example: a Timbuktu Trade Shift moves the black disc onto the active black emporium (Tana);
    the next East fair starts at Timbuktu. Without a disc on the named emporium nothing is offered."""
    from pax.renaissance.trade_fair import active_emporium

    p = Position(3, empty_map=True).hand(0, "PREN087")  # Soninke Wangara: Timbuktu Trade Shift
    s = act(p, p.state(), "play", "PREN087")
    assert one_shot_args(p, s) == [("timbuktu",)]
    s = act(p, s, "one_shot", "timbuktu")
    assert "timbuktu" not in s.discs and s.discs["tana"] == "black" and active_emporium(s, "east") == "timbuktu"
    p = Position(3, empty_map=True).hand(0, "PREN087").disc("timbuktu", None).disc("tana", "black")
    s = act(p, p.state(), "play", "PREN087")
    assert "one_shot" not in kinds(p, s)


def test_ren_h_2_spice_islands_needs_discovery():
    """REN-H-2 example + ruling: 0 Discovery before the card (its own icon does not count) -> the card is
    played but the shift is not allowed; with a Discovery card already in the tableau it is."""
    assert "discovery" in CARDS["PREN016"].prestige
    p = Position(3, empty_map=True).hand(0, "PREN016")
    s = act(p, p.state(), "play", "PREN016")
    assert "one_shot" not in kinds(p, s) and "PREN016" in s.west[0]
    p = Position(3, empty_map=True).hand(0, "PREN016").tableau(0, "PREN014")
    s = act(p, p.state(), "play", "PREN016")
    assert one_shot_args(p, s) == [("spiceIslands",)]
    s = act(p, s, "one_shot", "spiceIslands")
    assert s.discs["trebizond"] == "white" and "spiceIslands" not in s.discs


def test_ren_h_3_the_newly_covered_city_is_repressed():
    """REN-H-3 example: the Rook in the previously active emporium city goes onto its Empire's card."""
    p = Position(3, empty_map=True).hand(0, "PREN015").city("novgorod", ).city("tana", "rook:black")
    s = play(p, p.state(), "PREN015", "novgorod")  # Hanseatic League: Novgorod
    assert "tana" not in s.cities and s.repressed["byzantium"] == ("rook:black",)
    assert s.discs["tana"] == "black" and top(s) == "agents"  # its Pawn is placed afterwards


# ------------------------------------------------------------------ I


def test_ren_i_1_claim_a_listed_empire_from_the_deck():
    """REN-I-1 example: a Queen listing England and France, England in Blue's tableau -> only France;
    with none of her Empires in the deck she becomes an Old Maid."""
    p = Position(3, empty_map=True).empire(1, "england").empire(2, "aragon").hand(0, "PREN047")
    s = act(p, p.state(), "play", "PREN047")  # Margaret of Anjou: England, France, Aragon
    assert one_shot_args(p, s) == [("france",)]
    p = Position(3, empty_map=True).empire(1, "england").empire(2, "aragon").empire(2, "france")
    p.hand(0, "PREN047")
    s = act(p, p.state(), "play", "PREN047")
    assert top(s) == "turn" and s.old_maids[0] == ("PREN047",)


def test_ren_i_2_crosswise_on_the_queen_king_side_up():
    """REN-I-2: the Empire lies King side up on the Queen."""
    p = Position(3, empty_map=True).hand(0, "PREN048")
    s = play(p, p.state(), "PREN048", "portugal")
    assert s.queens == {"portugal": "PREN048"} and s.empire_side["portugal"] == "kingdom"
    assert s.empire_owner["portugal"] == 0 and "PREN048" not in s.west[0] + s.old_maids[0]


def test_ren_i_3_queen_and_king_operate_separately():
    """REN-I-3 example: during Operate West a crowned Queen and her Empire each use one operation."""
    p = Position(3, empty_map=True).hand(0, "PREN047").city("london", "rook:black").city("bordeaux", "rook:red")
    p.money(0, 5)
    s = finish(p, play(p, p.state(), "PREN047", "england"), QUIET)
    s = act(p, s, "operate", "west")
    assert s.frames[-1]["cards"] == ["england", "PREN047"]  # two cards, one operation each
    s = act(p, s, "op", "PREN047", 1, "city", "london", "rook:black")  # her Siege
    assert "london" not in s.cities
    op_frames = [f for f in s.frames if f["kind"] == "operate"]
    assert all(f["used"] == ["PREN047"] for f in op_frames)  # England's own icon stays unused


def test_ren_i_4_queen_and_king_are_one_for_bishops():
    """REN-I-4 example: a Bishop on the pair silences both; a second Bishop arriving on it is the Diet of Worms."""
    p = Position(3, empty_map=True).hand(0, "PREN047")
    s = finish(p, play(p, p.state(), "PREN047", "england"), QUIET).fork()
    s.supply["bishop:red"] -= 1
    s.bishops["england"] = "red"
    assert board.silenced(s, "PREN047") and board.silenced(s, "england")
    assert board.bishop_group(s, "PREN047") == ("england", "PREN047")


def test_ren_i_5_side_of_the_tableau_follows_the_empire():
    """REN-I-5: an East Empire crowned by a West Queen goes to the East side (and vice versa)."""
    p = Position(3, empty_map=True).hand(0, "PREN075")  # Elzbieta of Bohemia (East): Hungary, Portugal, HRE
    s = play(p, p.state(), "PREN075", "portugal")
    assert s.west[0] == ("portugal",) and s.east[0] == ()
    p = Position(3, empty_map=True).hand(0, "PREN075")
    s = play(p, p.state(), "PREN075", "hungary")
    assert s.east[0] == ("hungary",)


def test_ren_i_6_coronation_is_a_regime_change():
    """REN-I-6: after the Coronation the free Concession and emancipation follow (REN-R-2..4)."""
    p = Position(3, empty_map=True).hand(0, "PREN048").repress("france", "rook:black")
    s = play(p, p.state(), "PREN048", "france")
    assert top(s) == "rc_concession"
    s = act(p, s, "concession", "england_france", "")
    assert top(s) == "emancipate"
    s = act(p, s, "free", "rook:black", "paris")
    assert s.cities["paris"] == ("rook:black",) and s.borders["england_france"] == "cube:0"


def test_ren_d_20_star_chamber_crowns_from_a_tableau():
    """REN-D-20 (Star Chamber, PREN006): the owner's Coronation may take a listed Empire from a rival's
    tableau: King side up, its old Queen and Vassals discarded."""
    p = Position(3, empty_map=True).empire(1, "england", "republic", queen="PREN045")
    p.empire(1, "portugal", vassal_of="england").hand(0, "PREN047")
    s = act(p, p.state(), "play", "PREN047")
    assert ("england",) not in one_shot_args(p, s)
    p.tableau(0, "PREN006")
    s = act(p, p.state(), "play", "PREN047")
    assert ("england",) in one_shot_args(p, s)
    s = act(p, s, "one_shot", "england")
    assert s.empire_owner["england"] == 0 and s.empire_side["england"] == "kingdom"
    assert s.queens["england"] == "PREN047" and "PREN045" in s.removed and "portugal" not in s.empire_owner


# ------------------------------------------------------------------ every one-shot card


def _prepare(card: str) -> tuple[Position, tuple]:
    """A position in which ``card``'s one-shot can be resolved successfully, and its arguments."""
    os_ = CARDS[card].one_shot
    p = Position(3, empty_map=True).money(0, 6)
    if os_.type in ("conspiracy", "peasant_revolt", "crusade", "reformation", "jihad"):
        m = board.maps_of(os_.target)[0]
        if os_.type in RELIGIOUS_WARS:
            colour = RELIGION_COLOUR[RELIGIOUS_WARS[os_.type]]
            pagan = next(c for c in ("white", "black", "red") if c != colour)
            p.city(CAPITAL_OF[m], f"rook:{pagan}")
            for n in sorted(ADJACENT[m])[:2]:
                p.city(CAPITAL_OF[n], f"knight:{colour}")  # REN-K-6 helpers: 2 vs 1 at least
        else:
            p.city(CAPITAL_OF[m], "rook:black")
            if os_.type == "peasant_revolt":
                for b in board.borders_of(m)[:2]:
                    p.border(b, "cube:1")
            else:
                p.repress(m, "knight:red", "knight:red")
        return p, (m,)
    if os_.type == "trade_shift":
        if os_.emporium == "spiceIslands":
            p.tableau(0, next(c for c in ("PREN014", "PREN016", "PREN018", "PREN021") if c != card))
        return p, (os_.emporium,)
    return p, (CARDS[card].suitors[0],)


ONE_SHOT_CARDS = sorted(c for c, info in CARDS.items() if info.one_shot)


@pytest.mark.parametrize("card", ONE_SHOT_CARDS)
def test_ren_o_1_every_one_shot_card_resolves(card):
    """REN-O-1, REN-E-10: each card with a one-shot, played and resolved, has the one-shot's effect."""
    os_ = CARDS[card].one_shot
    p, args = _prepare(card)
    p.hand(0, card)
    s = act(p, p.state(), "play", card)
    assert args in one_shot_args(p, s) and "no_one_shot" in kinds(p, s)
    s = act(p, s, "one_shot", *args)
    s = finish(p, s, QUIET)
    if os_.type == "trade_shift":
        assert args[0] not in s.discs  # the named emporium is now the active one (REN-H-1)
    elif os_.type == "coronation":
        assert s.queens[args[0]] == card and s.empire_owner[args[0]] == 0  # REN-I-1, I-2
    else:
        m = args[0]
        assert s.empire_owner[m] == 0  # success -> regime change (REN-J, REN-K-9, REN-R-5)
        if os_.type in RELIGIOUS_WARS and RELIGIOUS_SIDE[m] == RELIGIOUS_WARS[os_.type]:
            assert s.map_side[m] == RELIGIOUS_WARS[os_.type]  # REN-K-8
    assert s.actions_left == 1



def test_refused_one_shot_choices_say_why():
    """REN-K-2, REN-H-2, REN-I-1, REN-O-1: a refused one_shot choice is explained with the rule."""
    A = __import__("pax.core", fromlist=["Action"]).Action.of
    p = Position(3, empty_map=True).hand(0, "PREN003").city("toledo", "knight:white")
    s = act(p, p.state(), "play", "PREN003")
    assert "Pagans" in oneshots.why_not(s, s.frames[-1], A("one_shot", "portugal"))
    assert "REN-O-1" in oneshots.why_not(s, s.frames[-1], A("one_shot", "france"))
    p = Position(3, empty_map=True).hand(0, "PREN016")
    s = act(p, p.state(), "play", "PREN016")
    assert "REN-H-2" in oneshots.why_not(s, s.frames[-1], A("one_shot", "spiceIslands"))
    p = Position(3, empty_map=True).empire(1, "england").hand(0, "PREN047")
    s = act(p, p.state(), "play", "PREN047")
    assert "Empire deck" in oneshots.why_not(s, s.frames[-1], A("one_shot", "england"))
    assert "cannot crown" in oneshots.why_not(s, s.frames[-1], A("one_shot", "mamluk"))


def test_ren_k_2_illegal_action_names_the_missing_pagans():
    """REN-K-2: applying a Crusade on a map card without Pagans raises IllegalAction saying so."""
    from pax.core import Action, IllegalAction

    p = Position(3, empty_map=True).hand(0, "PREN001").city("toledo", "rook:black").city("valencia", "knight:white")
    s = act(p, p.state(), "play", "PREN001")  # Inquisition Pope: a West Crusade
    assert ("portugal",) in one_shot_args(p, s)
    with pytest.raises(IllegalAction, match="no Pagans in England"):
        p.rules.apply(s, Action.of("one_shot", "england"))


@pytest.mark.parametrize("seed", range(8))
def test_ren_o_1_war_heavy_random_games_keep_invariants(seed, long_run):
    """REN-O-1, REN-W, REN-R: random games that favour one-shots, wars and regime-change choices keep
    every invariant, survive a JSON round trip after each war decision, and replay identically."""
    import random

    import pax
    from pax.core import replay
    from pax.renaissance.invariants import violations

    rules = pax.get_rules("renaissance")
    favour = {"one_shot", "play", "casualty", "occupy", "concession", "free", "secularise"}
    games = 25 if long_run else 1
    for g in range(games):
        game_seed = seed * 1000 + g
        rnd = random.Random(game_seed)
        s = rules.new_game(2 + game_seed % 3, game_seed)
        acts = []
        while not rules.is_over(s):
            legal_now = rules.legal_actions(s)
            pref = [a for a in legal_now if a.kind in favour]
            a = rnd.choice(pref) if pref and rnd.random() < 0.8 else rnd.choice(legal_now)
            s = rules.apply(s, a)
            acts.append(a)
            assert violations(s) == []
            if a.kind in favour - {"play"}:
                assert rules.load(s.model_dump_json()) == s
        assert replay("renaissance", s.setup.players, game_seed, None, None, acts) == s


def test_ren_j_5_one_shot_sentence_states_the_odds():
    """REN-J-5, REN-W-1: the one-shot choice reads as a sentence giving attackers against defenders (en/hu)."""
    from pax.core import Action

    p = Position(3, empty_map=True).hand(0, "PREN053").repress("france", "rook:black")
    p.city("paris", "knight:red")
    s = act(p, p.state(), "play", "PREN053")
    a = Action.of("one_shot", "france")
    assert p.rules.describe(s, a, "en") == "Conspiracy in France: 2 attackers against 1 defender"
    assert p.rules.describe(s, a, "hu").startswith("Összeesküvés") and "2 támadó, 1 védő" in p.rules.describe(s, a, "hu")
    assert p.rules.targets(s, a) == ("france",)


def test_ren_o_1_one_shot_sentence_names_the_event_and_the_fight():
    """REN-O-1, REN-K-1, REN-H-1, REN-I-1 (review finding 5): the one_shot choice names its event — a
    religious war with its fight, a Trade Shift, a Coronation — in English and Hungarian."""
    from pax.core import Action

    p = Position(3, empty_map=True).hand(0, "PREN059").city("caffa", "rook:red")
    p.city("cairo", "knight:black").city("cyprus", "knight:black")
    s = act(p, p.state(), "play", "PREN059")  # Safavids: Byzantium Jihad, 2 black Knights next door
    a = Action.of("one_shot", "byzantium")
    assert p.rules.describe(s, a, "en") == "Jihad in Byzantium: 2 attackers against 1 defender"
    assert p.rules.describe(s, a, "hu") == "Dzsihád – Bizánc: 2 támadó, 1 védő"
    p = Position(3, empty_map=True).hand(0, "PREN087")  # Soninke Wangara: Timbuktu Trade Shift
    s = act(p, p.state(), "play", "PREN087")
    a = Action.of("one_shot", "timbuktu")
    assert p.rules.describe(s, a, "en").startswith("Trade Shift: Timbuktu")
    assert p.rules.describe(s, a, "hu").startswith("Kereskedelmi átrendeződés: ")
    p = Position(3, empty_map=True).hand(0, "PREN048")  # a Queen suiting France
    s = act(p, p.state(), "play", "PREN048")
    a = Action.of("one_shot", "france")
    en, hu = p.rules.describe(s, a, "en"), p.rules.describe(s, a, "hu")
    assert en.startswith("Coronation: ") and en.endswith("crowns France")
    assert hu.startswith("Koronázás: Franciaország")
