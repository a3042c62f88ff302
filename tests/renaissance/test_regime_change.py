"""Regime change (REN-R): Empire card moves, free Concession, emancipation, Vassals and Suzerains."""

from __future__ import annotations

import pytest

from pax.renaissance import board, regime_change
from pax.renaissance.flow import settle
from pax.renaissance.invariants import violations
from pax.renaissance.state import RenState
from pax.renaissance.testing import Position

from .warkit import QUIET, act, finish, kinds, legal, play, top


def rc(p: Position, seat: int, empire: str, cause: str, suzerain: str | None = None) -> RenState:
    """The position's state right after ``regime_change.begin`` (as the Vote/Campaign ops call it)."""
    s = p.state(seat).fork()
    regime_change.begin(s, seat, empire, cause, suzerain)
    settle(s)
    assert violations(s) == []
    return s


def test_ren_r_1_causes_of_regime_change():
    """REN-R-1: Coronation, Vote, Campaign, Civil War and Religious War each lead to a regime change
    (the REN-R-2 free Concession is offered) in their target Empire."""
    assert regime_change.CAUSES == ("coronation", "vote", "campaign", "civil_war", "religious_war")
    for cause, sz in (("vote", None), ("campaign", "france")):
        p = Position(3, empty_map=True).empire(0, "france").empire(1, "england")
        s = rc(p, 0, "england", cause, sz)
        assert top(s) == "rc_concession" and s.frames[-1]["empire"] == "england"
    p = Position(3, empty_map=True).hand(0, "PREN028")  # Conspiracy (civil war)
    s = finish(p, play(p, p.state(), "PREN028", "france"), ("occupy",))
    assert s.empire_owner["france"] == 0
    p = Position(3, empty_map=True).hand(0, "PREN047")  # Coronation
    s = play(p, p.state(), "PREN047", "england")
    assert top(s) == "rc_concession" and s.frames[-1]["empire"] == "england"
    with pytest.raises(ValueError):
        regime_change.begin(p.state().fork(), 0, "england", "revolution")


def test_ren_r_2_free_concession():
    """REN-R-2 example: after a successful Vote in France, Blue places a cube on the empty France–HRE border."""
    p = Position(3, empty_map=True).empire(1, "france")
    s = rc(p, 0, "france", "vote")
    assert {a.args[0] for a in legal(p, s) if a.kind == "concession"} == {
        "aragon_france", "england_france", "france_holyRomanEmpire"}
    assert "no_concession" in kinds(p, s)
    cubes = s.cubes[0]
    s = act(p, s, "concession", "france_holyRomanEmpire", "")
    assert s.borders["france_holyRomanEmpire"] == "cube:0" and s.cubes[0] == cubes - 1


def test_ren_r_3_occupied_border_repress_for_one_florin():
    """REN-R-3: an occupied border costs 1 florin to China and its Concession becomes a Serf of the
    Empire; a Pirate's border is never offered; without money only empty borders."""
    p = Position(3, empty_map=True).empire(1, "england").money(0, 1)
    p.border("england_france", "cube:1").border("england_portugal", "rook:black")
    s = rc(p, 0, "england", "vote")
    assert [a.args[0] for a in legal(p, s) if a.kind == "concession"] == ["england_france"]
    china = s.china
    s = act(p, s, "concession", "england_france", "")
    assert s.florins[0] == 0 and s.china == china + 1
    assert s.borders["england_france"] == "cube:0" and s.repressed["england"] == ("cube:1",)
    p = Position(3, empty_map=True).empire(1, "england").money(0, 0).border("england_france", "cube:1")
    s = rc(p, 0, "england", "vote")
    assert [a.args[0] for a in legal(p, s) if a.kind == "concession"] == ["england_portugal"]


def test_ren_r_4_emancipation():
    """REN-R-4: repressed tokens go into empty cities, Serfs onto empty borders as Concessions; the
    player chooses which; tokens without room stay repressed."""
    p = Position(3, empty_map=True).empire(1, "england").city("london", "rook:black")
    p.repress("england", "knight:red", "rook:white", "cube:2").border("england_portugal", "cube:1")
    s = rc(p, 0, "england", "vote")
    s = act(p, s, "no_concession")
    assert top(s) == "emancipate"
    assert {tuple(a.args) for a in legal(p, s) if a.kind == "free"} == {
        ("knight:red", "bordeaux"), ("rook:white", "bordeaux"), ("cube:2", "england_france")}
    s = act(p, s, "free", "rook:white", "bordeaux")
    s = act(p, s, "free", "cube:2", "england_france")
    assert top(s) == "turn"  # no room left: the red Knight stays repressed
    assert s.repressed["england"] == ("knight:red",) and s.cities["bordeaux"] == ("rook:white",)
    assert s.borders["england_france"] == "cube:2"


def test_ren_r_4_emancipation_is_optional():
    """REN-R-4: the player may leave repressed tokens repressed."""
    p = Position(3, empty_map=True).empire(1, "england").repress("england", "knight:red")
    s = act(p, act(p, rc(p, 0, "england", "vote"), "no_concession"), "stop_freeing")
    assert s.repressed["england"] == ("knight:red",) and top(s) == "turn"


def test_ren_r_5_empire_from_the_deck_arrives_as_a_kingdom():
    """REN-R-5 example: a Conspiracy succeeds against Hungary (in the deck) -> Hungary on the East side, King up."""
    p = Position(3, empty_map=True).hand(0, "PREN085")  # Vlad the Impaler: Hungary Conspiracy, 2 white Rooks
    s = finish(p, play(p, p.state(), "PREN085", "hungary"), QUIET)
    assert s.empire_owner["hungary"] == 0 and s.empire_side["hungary"] == "kingdom"
    assert s.east[0] == ("PREN085", "hungary")


def test_ren_r_6_empire_taken_from_a_rival():
    """REN-R-6 example: Blue's Republic of France is overthrown by Red's Conspiracy -> France to Red, King up."""
    p = Position(3, empty_map=True).empire(0, "france", "republic").hand(1, "PREN053")
    s = finish(p, play(p, p.state(seat=1), "PREN053", "france"), QUIET)
    assert s.empire_owner["france"] == 1 and s.empire_side["france"] == "kingdom"
    assert "france" in s.west[1] and "france" not in s.west[0]


def test_ren_r_7_taken_empire_loses_its_queens_and_vassals():
    """REN-R-7 example: Blue's France had a Queen and Portugal as Vassal; Red takes France -> the Queen is
    discarded and Portugal returns to the Empire deck."""
    p = Position(3, empty_map=True).empire(0, "france", queen="PREN045").empire(0, "portugal", vassal_of="france")
    s = rc(p, 1, "france", "vote")
    assert s.empire_owner["france"] == 1 and "france" not in s.queens and "PREN045" in s.removed
    assert "portugal" not in s.empire_owner and "portugal" not in s.suzerain


def test_ren_r_8_non_combatant_tokens_stay():
    """REN-R-8 ruling: the taken Empire keeps its Bishop and the repressed tokens that did not fight."""
    p = Position(3, empty_map=True).empire(0, "france").bishop("france", "red").repress("france", "cube:2")
    p.hand(1, "PREN053")  # Conspiracy: the repressed Serf does not fight (REN-J-3 ruling)
    s = play(p, p.state(seat=1), "PREN053", "france")
    s = finish(p, s, QUIET)
    assert s.empire_owner["france"] == 1 and s.bishops["france"] == "red"
    assert s.repressed["france"] == ("cube:2",)


def test_ren_r_9_own_empire_flips():
    """REN-R-9 example: Blue Votes in his own Kingdom of England -> England becomes a Republic."""
    p = Position(3, empty_map=True).empire(0, "england")
    s = rc(p, 0, "england", "vote")
    assert s.empire_side["england"] == "republic" and s.empire_owner["england"] == 0
    s = rc(Position(3, empty_map=True).empire(0, "england", "republic"), 0, "england", "civil_war")
    assert s.empire_side["england"] == "kingdom"


def test_ren_r_10_flipped_empire_loses_queens_and_vassals():
    """REN-R-10: a flipped Empire's Queen and Vassals are discarded."""
    p = Position(3, empty_map=True).empire(0, "england", queen="PREN047").empire(0, "portugal", vassal_of="england")
    s = rc(p, 0, "england", "vote")
    assert s.empire_side["england"] == "republic"
    assert "england" not in s.queens and "PREN047" in s.removed and "portugal" not in s.empire_owner


def test_ren_r_11_a_flipped_vassal_breaks_free_to_the_edge():
    """REN-R-11 example: Blue's Portugal (Vassal of Blue's England) suffers Blue's Conspiracy -> a Republic at
    the far left of Blue's tableau, no longer a Vassal."""
    p = Position(3, empty_map=True).tableau(0, "PREN023").empire(0, "england").empire(0, "portugal", vassal_of="england")
    p.hand(0, "PREN049")  # Order of Santiago: Portugal Conspiracy, 2 white Rooks
    s = finish(p, play(p, p.state(), "PREN049", "portugal"), QUIET)
    assert "portugal" not in s.suzerain and s.empire_side["portugal"] == "republic"
    assert s.west[0][-1] == "portugal" and s.west[0][:2] == ("PREN023", "england")


def test_ren_r_12_campaign_suzerain_and_vassal():
    """REN-R-12: the loser becomes the winner's Vassal wherever it was (deck, rival, own tableau)."""
    for setup in ({}, {"seat": 1}, {"seat": 0}):
        p = Position(3, empty_map=True).empire(0, "england")
        if setup:
            p.empire(setup["seat"], "france", "republic")
        s = rc(p, 0, "france", "campaign", "england")
        assert s.suzerain == {"france": "england"} and s.empire_owner["france"] == 0
        assert "france" not in s.west[0] + s.west[1]


def test_ren_r_13_vassal_under_the_suzerain_king_side_up():
    """REN-R-13: the Vassal lies under its Suzerain, King side up (even if it was a Republic)."""
    p = Position(3, empty_map=True).empire(0, "england").empire(1, "france", "republic")
    s = rc(p, 0, "france", "campaign", "england")
    assert s.empire_side["france"] == "kingdom"
    assert board.tableau_cards(s, 0, "west") == ["england", "france"]  # listed right after its Suzerain


def test_ren_r_14_vassal_operates_separately_shares_bishops():
    """REN-R-14: the Vassal offers its own operations; a Bishop on the Suzerain silences the Vassal."""
    p = Position(3, empty_map=True).empire(0, "england").empire(1, "france")
    s = rc(p, 0, "france", "campaign", "england")
    assert "france" in board.tableau_cards(s, 0, "west") and "england" in board.tableau_cards(s, 0, "west")
    s = s.fork()
    s.supply["bishop:white"] -= 1
    s.bishops["england"] = "white"
    assert board.silenced(s, "france") and board.silenced(s, "england")


def test_ren_r_15_vassal_loses_its_bishops_queens_and_vassals():
    """REN-R-15 example: France, with a red Bishop and Aragon as Vassal, conquered by England -> the Bishop to
    supply, Aragon to the Empire deck, France under England."""
    p = Position(3, empty_map=True).empire(0, "england").empire(1, "france", queen="PREN045")
    p.empire(1, "aragon", vassal_of="france").bishop("france", "red")
    red = p.s.supply["bishop:red"]
    s = rc(p, 0, "france", "campaign", "england")
    assert s.suzerain == {"france": "england"} and "france" not in s.bishops and s.supply["bishop:red"] == red + 1
    assert "aragon" not in s.empire_owner and "PREN045" in s.removed and "france" not in s.queens


def test_ren_r_16_vassal_keeps_its_repressed_tokens():
    """REN-R-16: the Vassal keeps its repressed tokens, which may optionally be freed."""
    p = Position(3, empty_map=True).empire(0, "england").empire(1, "france").repress("france", "rook:black", "cube:1")
    s = rc(p, 0, "france", "campaign", "england")
    assert sorted(s.repressed["france"]) == ["cube:1", "rook:black"]
    s = act(p, s, "no_concession")
    assert {a.args[0] for a in legal(p, s) if a.kind == "free"} == {"rook:black", "cube:1"}
    s = act(p, s, "free", "cube:1", "aragon_france")
    assert s.borders["aragon_france"] == "cube:1"


def test_ren_f_32_a_vassals_conquest_becomes_a_co_vassal():
    """REN-F-32 example: Portugal (Vassal of England) conquers Aragon -> Aragon under England, next to Portugal."""
    p = Position(3, empty_map=True).empire(0, "england").empire(0, "portugal", vassal_of="england")
    s = rc(p, 0, "aragon", "campaign", "portugal")
    assert s.suzerain == {"portugal": "england", "aragon": "england"}


def test_ren_r_3_refused_concession_says_why():
    """REN-R-3: a Concession under a Pirate, or without the florin to repress, is refused with a reason."""
    from pax.core import Action

    p = Position(3, empty_map=True).empire(1, "france").money(0, 0)
    p.border("aragon_france", "cube:1").border("england_france", "rook:black")
    s = rc(p, 0, "france", "vote")
    f = s.frames[-1]
    assert f["kind"] == "rc_concession"
    assert "Pirate" in regime_change.why_not(s, f, Action.of("concession", "england_france", ""))
    assert "1 florin" in regime_change.why_not(s, f, Action.of("concession", "aragon_france", ""))
    assert "border of" in regime_change.why_not(s, f, Action.of("concession", "england_portugal", ""))


def _group_with_bishop(on: str):
    """Seat 0's West row: England (France its Vassal), then the Jesuits (white Inquisitor, PREN008);
    a red Bishop on ``on``, a white Bishop on the Jesuits."""
    p = Position(3, empty_map=True).empire(0, "england").empire(0, "france", vassal_of="england")
    p.tableau(0, "PREN008")
    p.bishop(on, "red").bishop("PREN008", "white")
    return p


def test_ren_r_14_bishop_arriving_from_outside_the_group_triggers_the_diet_of_worms():
    """REN-R-14 ruling (as REN-I-4): a Bishop arriving from outside a Suzerain–Vassal group on any
    of its cards, while another card of the group holds a Bishop, triggers the Diet of Worms (REN-F-4):
    the Jesuits' Inquisitor moves the white Bishop onto England while France (its Vassal) holds a red one."""
    from pax.core import Action
    from tests.renaissance.test_operations import do, operate

    p = _group_with_bishop("france")
    s = operate(p, "west")
    move = Action.of("op", "PREN008", 0, "PREN008", "england")
    assert move in p.rules.legal_actions(s)
    assert "Diet of Worms" in p.rules.describe(s, move, "en")
    s = do(p, s, "PREN008", 0, "PREN008", "england")
    assert s.bishops == {}  # both Bishops died
    assert not board.silenced(s, "england") and not board.silenced(s, "france")


def test_ren_r_14_bishop_placed_on_the_vassal_meets_the_suzerains():
    """REN-R-14 ruling: a Bishop placed from the supply on the Vassal meets the one on its Suzerain."""
    from pax.renaissance.agents import arrive_bishop

    p = Position(3, empty_map=True).empire(0, "england").empire(0, "france", vassal_of="england").bishop("england", "red")
    s = p.state().fork()
    white = s.supply["bishop:white"]
    s.supply["bishop:white"] -= 1
    arrive_bishop(s, 0, "france", "white", None)
    assert s.bishops == {} and s.supply["bishop:white"] == white


def test_ren_r_14_moving_a_bishop_within_its_own_group_is_not_an_arrival():
    """REN-R-14 ruling: a Bishop moved from the Vassal to its Suzerain stays (no Diet of Worms, no
    Pacification of the Suzerain's repressed tokens: it did not arrive)."""
    from pax.renaissance.agents import arrive_bishop

    p = Position(3, empty_map=True).empire(0, "england").empire(0, "france", vassal_of="england")
    p.repress("england", "knight:white").bishop("france", "red")
    s = p.state().fork()
    del s.bishops["france"]
    frames = len(s.frames)
    arrive_bishop(s, 0, "england", "red", "france")
    assert s.bishops == {"england": "red"}
    assert len(s.frames) == frames  # no Pacification frame
    assert board.silenced(s, "france")  # the Bishop still silences the whole group
    # the same Bishop arriving from outside the group would offer Pacification (REN-F-5)
    s2 = p.state().fork()
    del s2.bishops["france"]
    arrive_bishop(s2, 0, "england", "red", None)
    assert s2.frames[-1]["kind"] == "pacify"
