"""Victory (REN-L, REN-D-14, REN-E-1)."""

import pytest

from pax.core import Action, IllegalAction
from pax.renaissance import board, victory
from pax.renaissance.invariants import violations
from pax.renaissance.summary import summary
from pax.renaissance.testing import Position

A = Action.of


def test_ren_l_1_government_kingdom_or_republic():
    """REN-L-1: an Empire in a tableau is a Kingdom or a Republic."""
    p = Position(3).empire(0, "england", "kingdom").empire(0, "france", "republic")
    s = p.state()
    sm = summary(s)["players"][0]
    assert sm["kingdoms"] == ["england"] and sm["republics"] == ["france"]
    assert victory.kingdoms(s, 0) == 1 and victory.republics(s, 0) == 1


def test_ren_l_2_religion_medieval_or_theocracy():
    """REN-L-2: an Empire's religion is its map card's side."""
    s = Position(3).side("england", "reformist").state()
    sm = summary(s)["map"]
    assert sm["england"]["side"] == "reformist" and sm["france"]["side"] == "medieval"


def test_ren_l_3_repressed_tokens_stay_with_their_empire():
    """REN-L-3 example: a Rook in Paris repressed -> on the France Empire, Paris empty, not in supply."""
    p = Position(3, empty_map=True).city("paris", "rook:white")
    s = p.s.fork()
    supply = s.supply["rook:white"]
    board.repress_in_city(s, "paris", "rook:white")
    assert s.repressed["france"] == ("rook:white",) and "paris" not in s.cities
    assert s.supply["rook:white"] == supply and violations(s) == []


def test_ren_l_4_repressed_concessions_become_serfs():
    """REN-L-4: a repressed Concession is a Serf of that Empire, still its owner's; not a Concession."""
    p = Position(3, empty_map=True).border("england_france", "cube:1")
    s = p.s.fork()
    board.repress_on_border(s, "england_france", "england")
    assert s.repressed["england"] == ("cube:1",) and board.concessions(s, 1) == 0
    assert summary(s)["empires"]["england"]["repressed"] == ["cube:1"] and violations(s) == []


def test_ren_l_5_prestige_icons_count_old_maids_and_silenced_cards():
    """REN-L-5 example: two Law cards (one silenced) and a Law Old Maid -> 3 Law."""
    p = Position(3).tableau(0, "PREN036", "PREN040").bishop("PREN040", "white").old_maid(0, "PREN048")
    p.hand(0, "PREN041")  # hand cards do not count
    s = p.state()
    assert board.silenced(s, "PREN040")
    assert board.prestige(s, 0)["law"] == 3


def test_ren_l_6_to_l_9_prestige_kinds():
    """REN-L-6, REN-L-7, REN-L-8, REN-L-9: Catholic, Islamic, Reformist, Law, Discovery and Patron prestige are counted apart;
    an Empire counts its visible side's icons."""
    p = Position(3).tableau(0, "PREN001", "PREN058", "PREN004", "PREN014", "PREN009")
    p.empire(0, "england", "republic")  # English republic shows Law
    pr = board.prestige(p.state(), 0)
    assert pr == {"catholic": 1, "islamic": 1, "reformist": 1, "law": 1, "discovery": 1, "patron": 1}


def _exhaust(p: Position):
    p.deck("east").deck("west", "PREN001")
    return p


def test_ren_l_10_patron_victory_ends_the_game():
    """REN-L-10: the refresh draws the last West card while the East deck is empty -> game over."""
    p = _exhaust(Position(3)).money(0, 9)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    assert not p.rules.is_over(s)
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert p.rules.is_over(s) and s.to_move is None and p.rules.legal_actions(s) == []
    assert p.rules.result(s).victory == "patron"


def test_ren_l_11_patron_winner():
    """REN-L-11: most Patron prestige wins."""
    p = _exhaust(Position(3)).money(0, 9).tableau(1, "PREN009", "PREN032").tableau(2, "PREN055")
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert p.rules.result(s).winners == (1,)


def test_ren_l_12_patron_tie_break_money():
    """REN-L-12: tied Patron -> more florins wins; still tied -> shared."""
    p = _exhaust(Position(3)).money(0, 2).tableau(1, "PREN009").tableau(2, "PREN032")
    p.money(1, 7).money(2, 5)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    res = p.rules.result(s)
    assert res.winners == (1,) and res.standings[0]["seat"] == 1
    p = _exhaust(Position(3)).money(0, 2).tableau(1, "PREN009").tableau(2, "PREN032")
    p.money(1, 5).money(2, 5)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert p.rules.result(s).winners == (1, 2)
    assert p.rules.returns(s) == [0.0, 0.5, 0.5]


def _holy(p: Position) -> Position:
    # 3 white Bishops vs 1 black + 1 red (REN-L-17); white tokens in Papal States (Catholic Theocracy)
    p.tableau(0, "PREN001", "PREN003", "PREN007").bishop("PREN001", "white").bishop("PREN003", "white")
    p.tableau(1, "PREN058", "PREN004").bishop("PREN058", "black").bishop("PREN004", "red")
    p.tableau(2, "PREN023").bishop("PREN023", "white")
    return p


def test_ren_l_16_holy_victory():
    """REN-L-16: the Supreme Religion is Catholic; seat 0 has the most Catholic prestige -> may declare."""
    p = _holy(Position(3, empty_map=True)).city("venice", "knight:white").victory("holy")
    s = p.state()
    assert victory.supreme_religion(s) == "catholic"
    assert A("declare", "holy") in p.rules.legal_actions(s)
    s = p.rules.apply(s, A("declare", "holy"))
    assert p.rules.result(s).winners == (0,) and p.rules.result(s).victory == "holy"


def test_ren_l_16_no_supreme_religion_no_holy_victory():
    """REN-L-16 ruling: no Supreme Religion -> nobody can claim."""
    p = _holy(Position(3, empty_map=True)).victory("holy")  # no armed faithful anywhere
    s = p.state()
    assert victory.supreme_religion(s) is None and not victory.meets(s, 0, "holy")


def test_ren_l_17_supreme_religion_condition_1_bishops():
    """REN-L-17 example: 3 white, 1 black, 1 red -> Catholic ok; 2 white, 1 black, 1 red -> not."""
    p = _holy(Position(3, empty_map=True)).city("venice", "knight:white")
    assert victory.supreme_religion(p.state()) == "catholic"
    p.s.bishops.pop("PREN023")
    p.s.supply["bishop:white"] += 1
    assert victory.supreme_religion(p.state()) is None


def test_ren_l_18_supreme_religion_condition_2_armed_faithful():
    """REN-L-18 example: Catholic Theocracies 4 white tokens vs Islamic 2 black -> Catholic satisfies it;
    a white Pirate on a Catholic Theocracy's border counts, black tokens in Mamluk count against."""
    p = _holy(Position(3, empty_map=True)).side("aragon", "catholic")
    p.city("venice", "knight:white").city("valencia", "knight:white").city("algiers", "rook:white")
    p.border("aragon_portugal", "rook:white")
    p.city("cairo", "rook:black").city("cyprus", "knight:black")
    assert victory.supreme_religion(p.state()) == "catholic"
    p.city("redSea", "rook:black").border("mamluk_ottoman", "rook:black")
    assert victory.supreme_religion(p.state()) is None  # 4 > 4 fails


def test_ren_l_19_only_free_matching_tokens_count():
    """REN-L-19: only free tokens of the Theocracy's colour count. The spec's example (a red Rook in Vienna
    while the HRE is Catholic) is impossible under the REN-C-2 ruling (HRE's religious side is Reformist),
    so the same situation is built in Aragon, whose religious side is Catholic: a red Rook in Valencia
    and repressed white Knights count for nobody."""
    p = _holy(Position(3, empty_map=True)).side("aragon", "catholic")
    p.city("valencia", "rook:red").repress("papalStates", "knight:white", "knight:white")
    p.city("cairo", "rook:black").city("venice", "knight:white")
    s = p.state()
    assert violations(s) == []
    assert victory.supreme_religion(s) is None  # white 1 (Venice) vs black 1 (Cairo): no majority
    p.city("algiers", "knight:white")
    s = p.state()
    assert violations(s) == [] and victory.supreme_religion(s) == "catholic"


def test_ren_l_20_imperial_victory():
    """REN-L-20 example (3 players): A 3 Kingdoms (one a Vassal), B 1, C 0 -> A may claim."""
    p = Position(3).empire(0, "england").empire(0, "france").empire(0, "portugal", vassal_of="england")
    p.empire(1, "hungary").empire(1, "aragon", "republic").victory("imperial")
    s = p.state()
    assert A("declare", "imperial") in p.rules.legal_actions(s)
    p.empire(1, "byzantium")
    assert A("declare", "imperial") not in p.rules.legal_actions(p.state())


def test_ren_l_21_imperial_victory_with_two_players():
    """REN-L-21 example: 2 players, A 3 Kingdoms, B 1 -> A cannot claim (needs a lead of 3)."""
    p = Position(2).empire(0, "england").empire(0, "france").empire(0, "aragon").empire(1, "hungary")
    p.victory("imperial")
    assert not victory.meets(p.state(), 0, "imperial")
    p.empire(0, "portugal")
    assert victory.meets(p.state(), 0, "imperial")


def test_ren_l_22_l_23_globalization():
    """REN-L-22, REN-L-23 example: A 6 Concessions + 2 Discovery, B 4 + 1 -> A may claim; B at 2 -> not.
    Serfs do not count."""
    p = Position(3, empty_map=True)
    for b in ("england_france", "england_portugal", "aragon_portugal", "aragon_france",
              "aragon_papalStates", "france_holyRomanEmpire"):
        p.border(b, "cube:0")
    for b in ("byzantium_hungary", "hungary_ottoman", "mamluk_ottoman", "byzantium_mamluk"):
        p.border(b, "cube:1")
    p.tableau(0, "PREN014", "PREN016").tableau(1, "PREN018").victory("globalization")
    assert victory.meets(p.state(), 0, "globalization")
    p.tableau(1, "PREN021")
    assert not victory.meets(p.state(), 0, "globalization")  # REN-L-23: Discovery tied
    p2 = Position(3, empty_map=True)
    for b in ("england_france", "england_portugal", "aragon_portugal"):
        p2.border(b, "cube:0")
    for b in ("byzantium_hungary", "hungary_ottoman"):
        p2.border(b, "cube:1")
    p2.repress("england", "cube:0", "cube:0").tableau(0, "PREN014")
    assert not victory.meets(p2.state(), 0, "globalization")  # REN-L-22: lead 1; Serfs do not count
    p2.border("aragon_france", "cube:0")
    assert victory.meets(p2.state(), 0, "globalization")


def test_ren_l_24_l_25_renaissance():
    """REN-L-24, REN-L-25 example: A 2 Republics and 4 Law, B 1 Republic and 2 Law -> A may claim;
    with B at 3 Law, A could not; with B at 2 Republics neither."""
    p = Position(3).empire(0, "england", "republic").empire(0, "holyRomanEmpire", "republic")
    p.tableau(0, "PREN036", "PREN040")
    p.empire(1, "france", "republic").tableau(1, "PREN041", "PREN037").victory("renaissance")
    s = p.state()
    assert board.prestige(s, 0)["law"] == 4 and board.prestige(s, 1)["law"] == 2
    assert victory.meets(s, 0, "renaissance")
    p.tableau(1, "PREN043")
    assert not victory.meets(p.state(), 0, "renaissance")  # REN-L-25: lead 1
    p2 = Position(3).empire(0, "england", "republic").empire(0, "holyRomanEmpire", "republic")
    p2.tableau(0, "PREN036", "PREN040").empire(1, "france", "republic").empire(1, "byzantium", "republic")
    assert not victory.meets(p2.state(), 0, "renaissance")  # REN-L-24: Republics tied


def test_ren_d_14_declare_victory():
    """REN-D-14: only an active Victory can be declared; a declaration ends the game at once."""
    p = Position(3).empire(0, "england", "republic").empire(0, "holyRomanEmpire", "republic")
    p.tableau(0, "PREN036", "PREN040").victory("imperial")
    s = p.state()
    assert not [a for a in p.rules.legal_actions(s) if a.kind == "declare"]
    with pytest.raises(IllegalAction):
        p.rules.apply(s, A("declare", "renaissance"))
    p.victory("imperial", "renaissance")
    s = p.rules.apply(p.state(), A("declare", "renaissance"))
    assert p.rules.is_over(s) and p.rules.result(s).winners == (0,)


def test_ren_e_1_declare_victory_is_an_action():
    """REN-E-1: declaring is one of the turn's actions (it can be the second one)."""
    p = Position(3).empire(0, "england", "republic").empire(0, "holyRomanEmpire", "republic")
    p.tableau(0, "PREN036", "PREN040").victory("renaissance").money(0, 5)
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    assert s.actions_left == 1 and A("declare", "renaissance") in p.rules.legal_actions(s)
    s = p.rules.apply(s, A("declare", "renaissance"))
    assert p.rules.result(s).victory == "renaissance"


def test_ren_l_19_spec_example_black_rook_in_a_reformist_hre_counts_for_nobody():
    """REN-L-19 example (current wording): a black Rook in Vienna while the HRE is a Reformist
    Theocracy counts for nobody: Reformist counts only red tokens there, and Vienna is in no
    Islamic Theocracy. Red 1 (Nürnberg) against black 1 (Cairo) stays a tie with the Rook added."""
    p = _holy(Position(3, empty_map=True)).side("holyRomanEmpire", "reformist").side("mamluk", "islamic")
    p.city("nurnberg", "rook:red").city("cairo", "rook:black")
    s = p.state()
    assert violations(s) == [] and victory.supreme_religion(s) is None
    p.city("vienna", "rook:black")
    s = p.state()
    assert violations(s) == [] and victory.supreme_religion(s) is None  # the black Rook counted for nobody
