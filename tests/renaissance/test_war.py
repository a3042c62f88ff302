"""War (REN-W): pairwise losses, the attacker's casualty choices, Bishops, survivors and emancipation."""

from __future__ import annotations

import pytest

from pax.renaissance import regime_change, war
from pax.renaissance.flow import settle
from pax.renaissance.testing import Position

from .warkit import QUIET, A, act, casualties, finish, kinds, legal, play, top


def _france(p: Position) -> Position:
    """Empty map; The Bold (France Conspiracy, 2 white Knights) in seat 0's hand."""
    return p.hand(0, "PREN028")


def test_ren_w_1_three_against_two_one_survives():
    """REN-W-1 example: 3 attackers vs 2 defenders -> both defenders and 2 attackers die, 1 survives."""
    p = _france(Position(3, empty_map=True)).repress("france", "rook:black")
    p.city("paris", "rook:red").city("lyon", "knight:black")
    s = play(p, p.state(), "PREN028", "france")
    assert top(s) == "war" and s.to_move == 0
    s = act(p, s, "casualty", "attacker", "repressed:france", "rook:black")  # the last choice: 2 die
    assert "france" not in s.repressed
    s = finish(p, s, QUIET)
    assert s.empire_owner.get("france") == 0  # success -> regime change (REN-R-5)
    placed = [t for c in ("bruges", "lyon", "paris") for t in s.cities.get(c, ())]
    assert placed == ["knight:white"]  # the single survivor moved in


def test_ren_w_1_equal_numbers_fail_with_no_survivors():
    """REN-W-1 ruling: 2 vs 2 -> all die, failure, no regime change."""
    p = _france(Position(3, empty_map=True))
    p.city("paris", "rook:red").city("lyon", "knight:black")
    supply_before = p.s.supply["knight:white"]
    s = play(p, p.state(), "PREN028", "france")
    assert top(s) == "turn"  # every casualty was forced
    assert not any(s.cities.get(c) for c in ("bruges", "lyon", "paris"))
    assert "france" not in s.empire_owner and s.supply["knight:white"] == supply_before


def test_ren_w_1_no_defenders_no_losses():
    """REN-W-1 ruling: with 0 defenders a war with an attacker succeeds without losses."""
    p = _france(Position(3, empty_map=True))
    s = play(p, p.state(), "PREN028", "france")
    assert top(s) == "occupy"
    s = finish(p, s, QUIET)
    assert sorted(t for c in ("bruges", "lyon", "paris") for t in s.cities.get(c, ())) == ["knight:white"] * 2
    assert s.empire_owner["france"] == 0


def test_ren_w_2_the_attacker_picks_the_casualties_on_both_sides():
    """REN-W-2: the attacking player (to_move) chooses which attackers and which defenders die."""
    p = Position(3, empty_map=True).hand(1, "PREN053")  # Friese Freedom: France Conspiracy, 1 white Rook
    p.repress("france", "knight:red", "rook:black").border("england_france", "rook:red")
    p.city("paris", "rook:red").city("lyon", "knight:black").city("bruges", "knight:white")
    s = play(p, p.state(seat=1), "PREN053", "france")  # 4 attackers vs 3 defenders: 3 pairs
    assert s.to_move == 1 and top(s) == "war"
    assert casualties(p, s, "attacker") == {("card:PREN053", "rook:white"), ("repressed:france", "knight:red"),
                                             ("repressed:france", "rook:black"), ("border:england_france", "rook:red")}
    s = act(p, s, "casualty", "attacker", "border:england_france", "rook:red")
    s = act(p, s, "casualty", "attacker", "card:PREN053", "rook:white")
    s = act(p, s, "casualty", "attacker", "repressed:france", "rook:black")
    assert "england_france" not in s.borders
    # all three defenders die anyway (3 pairs), so no defender choice is asked
    assert top(s) == "occupy" and s.to_move == 1
    s = finish(p, s, QUIET)
    assert [t for c in ("bruges", "lyon", "paris") for t in s.cities.get(c, ())] == ["knight:red"]


def test_ren_w_2_defender_choice():
    """REN-W-2 ruling: when only some defenders die, the attacking player picks which."""
    p = Position(3, empty_map=True).hand(0, "PREN069")  # Bashi-bazouk: East Reformation, 1 red Knight
    p.city("buda", "knight:white").city("varna", "rook:black")
    s = play(p, p.state(), "PREN069", "hungary")  # 1 vs 2: one defender dies, the war fails
    assert top(s) == "war" and casualties(p, s, "defender") == {("city:buda", "knight:white"),
                                                                 ("city:varna", "rook:black")}
    s = act(p, s, "casualty", "defender", "city:varna", "rook:black")
    assert s.cities == {"buda": ("knight:white",)} and "hungary" not in s.empire_owner


def test_ren_w_3_bishops_never_fight():
    """REN-W-3 example: House of Borgia pictures only a Bishop: no attacker from the card; the Bishop is
    placed after the war; a Bishop cannot be handed to the war as a fighter."""
    p = Position(3, empty_map=True).hand(0, "PREN009").repress("aragon", "knight:black")
    p.city("valencia", "rook:red")
    s = act(p, p.state(), "play", "PREN009")
    assert ("aragon",) in [tuple(a.args) for a in legal(p, s) if a.kind == "one_shot"]
    s = act(p, s, "one_shot", "aragon")  # 1 (repressed Knight) vs 1 -> failure
    assert top(s) == "agents" and s.frames[-1]["left"] == [0]  # the Bishop is still to be placed
    assert "valencia" not in s.cities and "aragon" not in s.repressed
    with pytest.raises(ValueError):
        war.begin(s.fork(), 0, [("city:valencia", "bishop:white")], [])


def test_ren_w_4_survivors_occupy_the_conquered_map():
    """REN-W-4: surviving Knights/Rooks go into cities of the defeated map card, surviving pictured
    Pawns onto its borders; Pirates stay on their borders; the player chooses where."""
    p = Position(3, empty_map=True).hand(0, "PREN034")  # Merchants of the Staple: England Peasant Revolt, Pawn
    p.border("england_portugal", "rook:black").repress("england", "cube:1")
    s = play(p, p.state(), "PREN034", "england")  # no defenders
    assert top(s) == "occupy"
    dests = {(a.args[1], a.args[2]) for a in legal(p, s)}
    assert dests == {("cube:0", "england_france"), ("cube:1", "england_france")}  # Pirate border is taken
    s = act(p, s, "occupy", "card:PREN034", "cube:0", "england_france", "")
    assert s.borders["england_france"] == "cube:0" and s.borders["england_portugal"] == "rook:black"
    assert top(s) != "occupy"
    assert s.repressed.get("england") == ("cube:1",)  # no border left: the Serf stays repressed (REN-W-5)


def test_ren_w_4_player_chooses_the_city():
    """REN-W-4 ruling: the player chooses the placement."""
    p = _france(Position(3, empty_map=True))
    s = play(p, p.state(), "PREN028", "france")
    opts = {a.args[2] for a in legal(p, s) if a.kind == "occupy"}
    assert opts == {"bruges", "lyon", "paris"}
    s = act(p, s, "occupy", "card:PREN028", "knight:white", "bruges", "")
    s = act(p, s, "occupy", "card:PREN028", "knight:white", "lyon", "")
    assert s.cities == {"bruges": ("knight:white",), "lyon": ("knight:white",)}


def test_ren_w_4_ren_e_23_pictured_agent_does_not_take_a_pending_survivor():
    """REN-W-4, REN-E-23 (regression, biased random game 50909): with the supply out of white Knights a
    pictured Knight may not take its shortage token from a repressed Knight that is itself a survivor
    still to move in; once that survivor has moved, the pictured Knights come from the map."""
    p = _france(Position(3, empty_map=True)).repress("france", "knight:white")
    for c in ("buda", "varna", "lubeck", "nurnberg", "vienna", "caffa", "tana", "trebizond", "london"):
        p.city(c, "knight:white")  # the other 9 white Knights: the supply is empty
    s = play(p, p.state(), "PREN028", "france")  # 3 attackers (2 pictured + 1 rising), no defenders
    assert s.supply["knight:white"] == 0 and top(s) == "occupy"
    occ = [a for a in legal(p, s) if a.kind == "occupy"]
    assert occ and all(a.args[3] != "repressed:france" for a in occ)
    assert {a.args[0] for a in occ} == {"repressed:france"}  # nothing else to take from yet
    s = act(p, s, "occupy", "repressed:france", "knight:white", "bruges", "")
    srcs = {a.args[3] for a in legal(p, s) if a.kind == "occupy"}
    assert "city:buda" in srcs and "city:bruges" in srcs  # REN-E-23: now from the map
    s = act(p, s, "occupy", "card:PREN028", "knight:white", "lyon", "city:buda")
    s = act(p, s, "occupy", "card:PREN028", "knight:white", "paris", "city:varna")
    assert top(s) != "occupy" and "france" not in s.repressed
    assert [s.cities.get(c) for c in ("bruges", "lyon", "paris")] == [("knight:white",)] * 3


def test_ren_w_5_no_room_repressed():
    """REN-W-5 example: 3 survivors, 2 empty cities -> 2 enter, the third is repressed in the Empire."""
    p = Position(3, empty_map=True).hand(0, "PREN051")  # Kingmaker: England Conspiracy, red + white Rook
    p.repress("england", "knight:black")
    s = play(p, p.state(), "PREN051", "england")
    s = act(p, s, "occupy", "card:PREN051", "rook:red", "london", "")
    s = act(p, s, "occupy", "card:PREN051", "rook:white", "bordeaux", "")
    assert top(s) != "occupy"
    assert s.repressed["england"] == ("knight:black",)
    assert s.cities == {"london": ("rook:red",), "bordeaux": ("rook:white",)}


def test_ren_w_5_knights_from_next_door_repressed_when_no_room():
    """REN-W-5: a Knight that came from a neighbouring Empire and finds no room is repressed in the
    conquered Empire."""
    p = Position(3, empty_map=True).hand(0, "PREN029")  # Holy Land Crusade: Mamluk, 2 white Knights
    p.city("cairo", "rook:black").city("cyprus", "knight:white").city("redSea", "knight:white")
    p.city("tana", "knight:white")  # Byzantium, next to Mamluk (REN-K-6)
    s = play(p, p.state(), "PREN029", "mamluk")  # 4 vs 1
    s = act(p, s, "casualty", "attacker", "city:tana", "knight:white")  # only the Knights from the card move
    s = act(p, s, "occupy", "card:PREN029", "knight:white", "cairo", "")
    assert top(s) != "occupy"
    assert s.repressed["mamluk"] == ("knight:white",)


def test_ren_w_6_defenders_repressed_tokens_may_go_free():
    """REN-W-6, REN-R-4: after a won Religious War the Empire's repressed tokens may be freed."""
    p = Position(3, empty_map=True).hand(0, "PREN029").repress("mamluk", "rook:black", "cube:2")
    p.city("cairo", "rook:black")
    s = play(p, p.state(), "PREN029", "mamluk")  # 2 vs 1: one Knight survives
    s = act(p, s, "occupy", "card:PREN029", "knight:white", "cairo", "")
    s = act(p, s, "no_concession")
    assert top(s) == "emancipate"
    assert {(a.args[0], a.args[1]) for a in legal(p, s) if a.kind == "free"} == {
        ("rook:black", "cyprus"), ("rook:black", "redSea"), ("cube:2", "byzantium_mamluk"),
        ("cube:2", "mamluk_ottoman")}
    s = act(p, s, "free", "rook:black", "redSea")
    s = act(p, s, "free", "cube:2", "mamluk_ottoman")
    assert s.cities["redSea"] == ("rook:black",) and s.borders["mamluk_ottoman"] == "cube:2"
    assert "mamluk" not in s.repressed and top(s) == "turn"


def test_war_begin_accepts_bare_places_and_pushes_then_only_on_success():
    """REN-W-1 via the API the Campaign uses: bare city ids, ``then`` pushed with the survivors."""
    p = Position(3, empty_map=True).empire(0, "france")
    p.city("paris", "knight:white").city("lyon", "knight:white").city("london", "rook:black")
    s = p.state().fork()
    then = regime_change.frame(0, "england", "campaign", suzerain="france")
    war.begin(s, 0, [("paris", "knight:white"), ("lyon", "knight:white")], [("london", "rook:black")], then=then)
    settle(s)
    assert top(s) == "war" and kinds(p, s) == {"casualty"}
    s = act(p, s, "casualty", "attacker", "city:lyon", "knight:white")
    # success: the Campaign's regime change ran (England becomes France's Vassal, REN-R-12)
    assert s.suzerain == {"england": "france"} and s.cities == {"paris": ("knight:white",)}
    assert top(s) == "rc_concession"


def test_war_begin_failure_pushes_nothing():
    """REN-W-1: a lost war has no sequel (1 vs 1: both die)."""
    p = Position(3, empty_map=True).empire(0, "france").city("paris", "knight:white").city("london", "rook:black")
    s = p.state().fork()
    war.begin(s, 0, [("paris", "knight:white")], [("london", "rook:black")],
              then=regime_change.frame(0, "england", "campaign", suzerain="france"))
    settle(s)
    assert top(s) == "turn" and s.cities == {} and "england" not in s.empire_owner


def test_war_actions_have_sentences_and_targets():
    """REN-W-2, REN-W-4: the casualty and occupation choices read as sentences (en/hu) and point at places."""
    p = _france(Position(3, empty_map=True)).repress("france", "rook:black")
    p.city("paris", "rook:red").city("lyon", "knight:black")
    s = play(p, p.state(), "PREN028", "france")
    a = legal(p, s)[0]
    assert a.kind == "casualty"
    assert "dies" in p.rules.describe(s, a, "en") and "meghal" in p.rules.describe(s, a, "hu")
    assert p.rules.targets(s, a)[0] in ("PREN028", "france")
    s = act(p, s, "casualty", "attacker", "repressed:france", "rook:black")
    assert top(s) == "occupy"
    a = legal(p, s)[0]
    assert a.kind == "occupy" and p.rules.targets(s, a) == (a.args[2],)
    assert "Bevonul" in p.rules.describe(s, a, "hu")


def test_ren_w_2_refused_casualty_says_why():
    """REN-W-2: a casualty that is not a fighter, or a defender before the attackers, is explained."""
    p = Position(3, empty_map=True).hand(1, "PREN053")
    p.repress("france", "knight:red", "rook:black").border("england_france", "rook:red")
    p.city("paris", "rook:red").city("lyon", "knight:black").city("bruges", "knight:white")
    s = play(p, p.state(seat=1), "PREN053", "france")
    f = s.frames[-1]
    assert "not a fighting" in war.why_not(s, f, A("casualty", "attacker", "city:paris", "rook:red"))
    assert "forced" in war.why_not(s, f, A("casualty", "defender", "city:paris", "rook:red"))
