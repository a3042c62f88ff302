"""Setup (REN-A, REN-C) on real new games."""

from collections import Counter

import pytest

import pax
from pax.core import BadInput
from pax.renaissance.catalog import CAPITAL_OF, CARDS, COMETS_BY_REGION, MAP_CARDS
from pax.renaissance.invariants import violations
from pax.renaissance.summary import summary

R = pax.get_rules("renaissance")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_is_consistent(players):
    s = R.new_game(players, 11)
    assert violations(s) == []
    assert s.to_move == s.order[0] == s.current


def test_ren_a_1_player_count():
    """REN-A-1"""
    for bad in (1, 5, 0):
        with pytest.raises(BadInput):
            R.new_game(bad, 1)
    for ok in (2, 3, 4):
        assert R.new_game(ok, 1).setup.players == ok


def test_ren_a_2_no_clock_the_game_ends_only_by_victory_or_patron():
    """REN-A-2 ruling: no clock or turn limit. A game at turn 1,000,000 plays on while the decks last and
    nobody declares; and in random games the game ends only on a declared victory (REN-D-14) or with both
    decks exhausted (REN-L-10)."""
    import random

    s = R.new_game(3, 3).fork()
    s.turn = 1_000_000
    s = R.load(s.model_dump_json())
    rnd = random.Random(1)
    for _ in range(60):
        s = R.apply(s, rnd.choice([a for a in R.legal_actions(s) if a.kind != "declare"]))
        assert s.outcome is None and (s.decks["east"] or s.decks["west"])
    assert s.turn > 1_000_000
    for seed in range(6):
        s, rnd = R.new_game(2 + seed % 3, seed), random.Random(seed)
        while not R.is_over(s):
            a = rnd.choice(R.legal_actions(s))
            s = R.apply(s, a)
        assert a.kind == "declare" or not (s.decks["east"] or s.decks["west"]), (seed, a)


def test_ren_a_3_players_are_bankers():
    """REN-A-3: each player is a banker — every seat holds a distinct banker's Player card (REN-C-17)."""
    from pax.renaissance.catalog import BANKERS

    for players in (2, 3, 4):
        s = R.new_game(players, 4)
        assert len(set(s.bankers)) == players and set(s.bankers) <= {b.id for b in BANKERS}


def test_ren_a_4_time_scale():
    """REN-A-4: the year shown is 1460 + 2 × (round − 1)."""
    s = R.new_game(3, 1).fork()
    assert summary(s)["year"] == 1460
    s.turn = 16  # round 6 with 3 players
    assert summary(s)["round"] == 6 and summary(s)["year"] == 1470


def test_ren_c_1_map_layout():
    """REN-C-1: 10 map cards, 13 borders of which 9 are sea borders."""
    sm = summary(R.new_game(3, 1))
    assert len(sm["map"]) == 10
    borders = {b: v for m in sm["map"].values() for b, v in m["borders"].items()}
    assert len(borders) == 13 and sum(v["sea"] for v in borders.values()) == 9


def test_ren_c_2_and_c_3_starting_sides():
    """REN-C-2, REN-C-3: all Medieval except Papal States (Catholic) and Mamluk (Islamic)."""
    s = R.new_game(4, 9)
    theocracies = {m: side for m, side in s.map_side.items() if side != "medieval"}
    assert theocracies == {"papalStates": "catholic", "mamluk": "islamic"}


def test_ren_c_4_c_5_c_6_emporia():
    """REN-C-4, REN-C-5, REN-C-6: black discs on Timbuktu and Novgorod, white on the Spice Islands;
    Tana and Trebizond start the routes."""
    from pax.renaissance.trade_fair import active_emporium

    s = R.new_game(3, 2)
    assert s.discs == {"timbuktu": "black", "novgorod": "black", "spiceIslands": "white"}
    assert active_emporium(s, "east") == "tana" and active_emporium(s, "west") == "trebizond"


def test_ren_c_7_capitals_garrisoned():
    """REN-C-7: one token per capital (Constantinople one black Rook), none elsewhere."""
    s = R.new_game(3, 4)
    assert set(s.cities) == set(CAPITAL_OF.values())
    assert all(len(t) == 1 for t in s.cities.values())
    assert s.cities["constantinople"] == ("rook:black",)
    assert s.cities["venice"] == ("knight:white",)  # Papal States Catholic side


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ren_c_8_to_c_14_decks(players):
    """REN-C-8, REN-C-9, REN-C-10, REN-C-11, REN-C-12, REN-C-13, REN-C-14: 12 + 2 Comets at the bottom, 4 × players on top, 6 dealt, slot 1 face down;
    the unused cards are out of play (REN-C-11)."""
    s = R.new_game(players, 5)
    for row in ("east", "west"):
        full = s.market[row] + s.decks[row]
        assert len(full) == 14 + 4 * players  # REN-C-10
        assert set(COMETS_BY_REGION[row]) <= set(full[-14:])  # REN-C-9 buried in the bottom 14
        assert not set(COMETS_BY_REGION[row]) & set(full[:-14])
        assert len(s.decks[row]) == 8 + 4 * players  # REN-C-12: 6 dealt
        assert s.face_down[row] == (True,) + (False,) * 5  # REN-C-13
        assert all(CARDS[c].region == row for c in full)
    region_total = Counter(CARDS[c].region for c in s.out_of_play)
    assert region_total["east"] == 35 - 14 - 4 * players  # REN-C-11
    assert region_total["west"] == 57 - 14 - 4 * players  # REN-C-14


def test_ren_c_12_example_three_players():
    """REN-C-12: 3 players — after dealing, the East draw deck holds 20 cards."""
    assert len(R.new_game(3, 8).decks["east"]) == 20


def test_ren_c_15_empire_deck():
    """REN-C-15: all 10 Empire cards start in the Empire deck."""
    sm = summary(R.new_game(2, 1))
    assert len(sm["empire_deck"]) == 10 and all(e["owner"] is None for e in sm["empires"].values())


def test_ren_c_16_victories_inactive():
    """REN-C-16"""
    sm = summary(R.new_game(2, 1))
    assert [v["id"] for v in sm["victories"]] == ["holy", "imperial", "globalization", "renaissance"]
    assert not any(v["active"] for v in sm["victories"])


def test_ren_c_17_bankers_random_and_hands_empty():
    """REN-C-17: each player gets a random Player card; hands start empty."""
    seen = set()
    for seed in range(20):
        s = R.new_game(2, seed)
        assert len(set(s.bankers)) == 2 and all(h == () for h in s.hands)
        seen.add(s.bankers)
    assert len(seen) > 3


def test_ren_c_18_c_19_cubes_and_starting_concession():
    """REN-C-18, REN-C-19: 10 cubes each, one on the Player card's shield border."""
    from pax.renaissance.catalog import BANKERS

    shield = {b.id: b.shield for b in BANKERS}
    s = R.new_game(4, 6)
    for seat in range(4):
        assert s.cubes[seat] == 9
        assert s.borders[shield[s.bankers[seat]]] == f"cube:{seat}"


def test_ren_c_20_fugger_starts():
    """REN-C-20: the Fugger player goes first; otherwise the order is random."""
    firsts = set()
    for seed in range(30):
        s = R.new_game(3, seed)
        if "fugger" in s.bankers:
            assert s.bankers[s.order[0]] == "fugger"
        else:
            firsts.add(s.order[0])
        assert s.to_move == s.order[0]
    assert len(firsts) >= 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ren_c_21_c_22_money(players):
    """REN-C-21, REN-C-22: 3, 4, 5, 6 florins in turn order; China has the rest of 53."""
    s = R.new_game(players, 2)
    assert [s.florins[seat] for seat in s.order] == [3, 4, 5, 6][:players]
    assert s.china == 53 - sum([3, 4, 5, 6][:players])
    if players == 4:
        assert s.china == 35


def test_setup_is_deterministic():
    assert R.new_game(3, 42) == R.new_game(3, 42)
    assert R.new_game(3, 42) != R.new_game(3, 43)
    assert len(MAP_CARDS) == 10
