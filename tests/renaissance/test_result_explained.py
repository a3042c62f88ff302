"""The result says why the winner won (issue 31): every ending kind of Pax Renaissance (REN-L) is
explained with its condition and the figures that met it, in English and Hungarian."""

from __future__ import annotations

from pax.core import Action
from pax.renaissance import board
from pax.renaissance.testing import Position

A = Action.of


def _declared(p: Position, victory: str):
    p.victory(victory)
    s = p.state()
    s = p.rules.apply(s, A("declare", victory))
    assert p.rules.result(s).victory == victory
    return s


def _why(p: Position, s) -> tuple[str, str]:
    return p.rules.explain(s, "en"), p.rules.explain(s, "hu")


def test_ren_l_22_l_23_globalization_names_its_leads_and_figures():
    p = Position(3, empty_map=True)
    for b in ("england_france", "england_portugal", "aragon_portugal", "aragon_france",
              "aragon_papalStates", "france_holyRomanEmpire"):
        p.border(b, "cube:0")
    for b in ("byzantium_hungary", "hungary_ottoman", "mamluk_ottoman", "byzantium_mamluk"):
        p.border(b, "cube:1")
    p.tableau(0, "PREN014", "PREN016").tableau(1, "PREN018")
    s = _declared(p, "globalization")
    en, hu = _why(p, s)
    assert en == ("Globalization Victory declared by Player 1: at least 2 more Concessions than anyone else and "
                  "the most Discovery prestige — Concessions 6 vs 4, Discovery prestige 2 vs 1.")
    assert hu.startswith("Globalizációs győzelem") and "koncesszió: 6 – 4" in hu and "felfedezés presztízs: 2 – 1" in hu


def test_ren_l_24_l_25_renaissance_names_republics_and_law():
    p = Position(3).empire(0, "england", "republic").empire(0, "holyRomanEmpire", "republic")
    p.tableau(0, "PREN036", "PREN040").empire(1, "france", "republic").tableau(1, "PREN041", "PREN037")
    en, hu = _why(p, _declared(p, "renaissance"))
    assert "the most Republics" in en and "at least 2 more Law prestige" in en
    assert "Republics 2 vs 1, Law prestige 4 vs 2" in en
    assert "köztársaság: 2 – 1" in hu and "jog presztízs: 4 – 2" in hu


def test_ren_l_20_imperial_names_kingdoms():
    p = Position(3).empire(0, "england").empire(0, "france").empire(0, "portugal", vassal_of="england")
    p.empire(1, "hungary").empire(1, "aragon", "republic")
    en, hu = _why(p, _declared(p, "imperial"))
    assert en == "Imperial Victory declared by Player 1: at least 2 more Kingdoms than anyone else — Kingdoms 3 vs 1."
    assert hu.startswith("Birodalmi győzelem") and "királyság: 3 – 1" in hu


def test_ren_l_16_holy_names_the_supreme_religion_and_its_prestige():
    p = Position(3, empty_map=True)
    p.tableau(0, "PREN001", "PREN003", "PREN007").bishop("PREN001", "white").bishop("PREN003", "white")
    p.tableau(1, "PREN058", "PREN004").bishop("PREN058", "black").bishop("PREN004", "red")
    p.tableau(2, "PREN023").bishop("PREN023", "white")
    p.city("venice", "knight:white")
    s = _declared(p, "holy")
    en, hu = _why(p, s)
    # the figures are the tableaux' Catholic prestige (REN-L-5): the winner's against the best rival's
    catholic = [board.prestige(s, seat)["catholic"] for seat in range(3)]
    assert (catholic[0], max(catholic[1:])) == (3, 0)
    assert en == ("Holy Victory declared by Player 1: Catholic is the Supreme Religion (REN-L-17/18) and the most "
                  "Catholic prestige — Catholic prestige 3 vs 0.")
    assert "katolikus a Legfőbb vallás (REN-L-17/18)" in hu and hu.endswith("katolikus presztízs: 3 – 0.")


def _exhaust(p: Position) -> Position:
    p.deck("east").deck("west", "PREN001")
    return p


def _patron(p: Position):
    s = p.rules.apply(p.state(), A("buy", "west", 2))
    s = p.rules.apply(s, A("sell", s.hands[0][0]))
    assert p.rules.result(s).victory == "patron"
    return s


def test_ren_l_10_l_11_patron_names_the_most_patron_prestige():
    p = _exhaust(Position(3)).money(0, 9).tableau(1, "PREN009", "PREN032").tableau(2, "PREN055")
    s = _patron(p)
    en, hu = _why(p, s)
    patron = [board.prestige(s, seat)["patron"] for seat in range(3)]
    assert (patron[1], max(patron[0], patron[2])) == (2, 1)
    assert en == "Patron victory: both draw decks ran out (REN-L-10); Player 2 has the most Patron prestige — 2 vs 1."
    assert hu == "Mecénás győzelem: mindkét húzópakli elfogyott (REN-L-10); Player 2 a legtöbb mecénás presztízzsel — 2 – 1."


def test_ren_l_12_patron_tie_break_names_the_florins_or_the_shared_tie():
    p = _exhaust(Position(3)).money(0, 2).tableau(1, "PREN009").tableau(2, "PREN032")
    p.money(1, 7).money(2, 5)
    en, hu = _why(p, _patron(p))
    assert "tied on Patron prestige" in en and "Player 2 has the most florins (REN-L-12) — 7 vs 5" in en
    assert "forinttal (REN-L-12) — 7 – 5" in hu
    p = _exhaust(Position(3)).money(0, 2).tableau(1, "PREN009").tableau(2, "PREN032")
    p.money(1, 5).money(2, 5)
    en, hu = _why(p, _patron(p))
    assert "Player 2 and Player 3 tie on Patron prestige" in en and "florins (5), so they share the victory" in en
    assert "közös" in hu


def test_no_explanation_while_the_game_runs():
    p = Position(3)
    assert p.rules.explain(p.state()) == ""
