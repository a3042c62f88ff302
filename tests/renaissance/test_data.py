"""Component data: counts, referential integrity, spec rulings applied, schema rejects broken files.

The data files are ``pax/renaissance/data/*.json``; ``pax.renaissance.catalog`` validates them.
Where the shared reference fact sheet is present, the cards and map are also cross-checked against it.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from pax.renaissance import catalog as cat

REF = Path(__file__).resolve().parents[3] / "shared" / "reference" / "renaissance"
needs_ref = pytest.mark.skipif(not REF.is_dir(), reason="shared reference data not present")

WEST6 = {"england", "france", "holyRomanEmpire", "portugal", "aragon", "papalStates"}
EAST4 = {"hungary", "byzantium", "ottoman", "mamluk"}


def cards_of(region: str, kind: str | None = None) -> list[cat.Card]:
    return [cat.CARDS[c] for c in cat.CARDS_BY_REGION[region] if kind is None or cat.CARDS[c].kind == kind]


# ----------------------------------------------------------------------------- counts (section B)

def test_ren_b_1_card_inventory() -> None:
    """REN-B-1: 35 East and 57 West cards incl. 2 Comets each, 10 Empires, 10 map cards, 4 players, 4 victories."""
    assert len(cat.CARDS_BY_REGION["east"]) == 35
    assert len(cat.CARDS_BY_REGION["west"]) == 57
    assert len(cat.CARDS) == 92
    assert {r: len(v) for r, v in cat.COMETS_BY_REGION.items()} == {"east": 2, "west": 2}
    assert cat.COMETS_BY_REGION == {"east": ("COMET1", "COMET2"), "west": ("COMET3", "COMET4")}
    assert len(cat.QUEENS) == 10
    assert len(cards_of("east", "queen")) == 5 and len(cards_of("west", "queen")) == 5
    assert len(cat.EMPIRES) == 10
    assert len(cat.MAP_CARDS) == 10
    assert len(cat.BANKERS) == 4
    assert len(cat.VICTORY_CARDS) == 4


def test_ren_b_1_card_ids() -> None:
    """REN-B-1: PREN001–PREN090 without PREN056/PREN057, plus COMET1–4."""
    expected = {f"PREN{i:03d}" for i in range(1, 91)} - {"PREN056", "PREN057"}
    expected |= {f"COMET{i}" for i in range(1, 5)}
    assert set(cat.CARDS) == expected


def test_ren_b_2_no_promo_or_expansion_cards() -> None:
    """REN-B-2: no 2nd-edition expansion (X) or promo (P) card is in the data."""
    assert not [c for c in cat.CARDS if c.endswith(("X", "P"))]


def test_ren_b_3_cubes() -> None:
    """REN-B-3: 10 cubes per player colour."""
    assert cat.CUBES_PER_PLAYER == 10


def test_ren_b_4_money() -> None:
    """REN-B-4: 33 + 4*5 = 53 florins exist."""
    assert cat.MONEY_TOTAL == 33 + 4 * 5 == 53


def test_ren_b_5_to_7_pieces() -> None:
    """REN-B-5, REN-B-6, REN-B-7: 15 bishops (5/5/5), 24 rooks and 24 knights (10 white, 7 black, 7 red);
    no separate pirate pool."""
    assert {c: cat.PIECE_COUNTS[("bishop", c)] for c in cat.COLOURS} == {"white": 5, "black": 5, "red": 5}
    for piece in ("rook", "knight"):
        assert {c: cat.PIECE_COUNTS[(piece, c)] for c in cat.COLOURS} == {"white": 10, "black": 7, "red": 7}
    # REN-B-6: pirates are rooks, there is no separate pirate stock
    assert {p for p, _ in cat.PIECE_COUNTS} == {"bishop", "knight", "rook"}


def test_colour_ruling_white_black_red() -> None:
    """Components ruling: white = Catholic, black = Islamic, red = Reformist."""
    assert cat.RELIGION_COLOUR == {"catholic": "white", "islamic": "black", "reformist": "red"}
    assert cat.COLOUR_RELIGION["black"] == "islamic"
    used = {a.colour for c in cat.CARDS.values() for a in c.agents if a.colour}
    used |= {o.colour for c in cat.CARDS.values() for o in c.ops if o.colour}
    used |= {col for lv in cat.LEVY.values() for spaces in lv.values() for _, col in spaces}
    assert used == {"white", "black", "red"}


# ----------------------------------------------------------------------------- card contents

def test_ren_b_1_one_shot_counts_per_deck() -> None:
    """REN-B-1 / REN-O-1: one-shot types per deck (Apostasy removed, REN-O-2)."""
    def count(region: str) -> Counter:
        return Counter(c.one_shot.type if c.one_shot else None for c in cards_of(region))
    assert count("west") == Counter({"conspiracy": 10, "peasant_revolt": 11, "reformation": 6, "crusade": 4,
                                     "trade_shift": 6, "coronation": 5, None: 9 + 6})
    assert count("east") == Counter({"conspiracy": 11, "peasant_revolt": 3, "reformation": 2, "jihad": 5,
                                     "trade_shift": 2, "coronation": 5, None: 3 + 4})


def test_ren_o_2_apostasy_cards_have_no_one_shot() -> None:
    """REN-O-2: the 10 Apostasy cards of the 2nd-edition data resolve no one-shot; agents stay."""
    apostasy = {"PREN002", "PREN007", "PREN012", "PREN027", "PREN030", "PREN054",
                "PREN060", "PREN062", "PREN063", "PREN064"}
    assert cat.ONE_SHOT_UNKNOWN == apostasy
    for cid in apostasy:
        assert cat.CARDS[cid].one_shot is None
    # Example of REN-O-2: Ottoman Navy keeps its black Pirate
    assert cat.CARDS["PREN063"].agents == (cat.Agent(piece="pirate", colour="black"),)
    assert cat.CARDS["PREN063"].location == "ottoman"


def test_ren_e_13_agent_totals() -> None:
    """REN-E-13: pictured agents per deck (a card with two of a kind counts twice)."""
    def count(region: str) -> Counter:
        return Counter(a.piece for c in cards_of(region) for a in c.agents)
    assert count("west") == Counter(knight=21, rook=10, bishop=11, pawn=15, pirate=4)
    assert count("east") == Counter(knight=11, rook=14, bishop=4, pawn=2, pirate=3)


def test_ren_l_5_prestige_icon_totals() -> None:
    """REN-L-5: prestige icons on market cards: law 12, catholic 9, reformist 8, islamic 6, patron 4, discovery 4."""
    got = Counter(p for c in cat.CARDS.values() for p in c.prestige)
    assert got == Counter(law=12, catholic=9, reformist=8, islamic=6, patron=4, discovery=4)


def test_ren_l_6_to_l_9_prestige_kinds_on_cards() -> None:
    """REN-L-6, REN-L-7, REN-L-8, REN-L-9: the six prestige kinds exist on cards and count in a tableau."""
    from pax.renaissance import board
    from pax.renaissance.testing import Position

    kinds = {p for c in cat.CARDS.values() for p in c.prestige}
    kinds |= {p for v in cat.EMPIRE_PRESTIGE.values() for p in v}
    assert kinds == set(cat.PRESTIGE_KINDS)
    p = Position(players=3)
    p.tableau(0, "PREN024")                                # Gonfalonier: patron + law
    p.empire(0, "portugal")                                # Henry the Navigator: discovery
    p.empire(0, "ottoman")                                 # Mehmed II: islamic
    got = board.prestige(p.state(), 0)
    assert (got["law"], got["patron"], got["discovery"], got["islamic"]) == (1, 1, 1, 1)
    assert got["catholic"] == got["reformist"] == 0


def test_ren_d_20_exactly_twelve_abilities() -> None:
    """REN-D-20: only the 12 listed cards have an ability; every ability id has a rule statement."""
    assert set(cat.CARD_ABILITY) == {"PREN001", "PREN006", "PREN012", "PREN014", "PREN018", "PREN021",
                                     "PREN024", "PREN042", "PREN043", "PREN055", "PREN074", "PREN088"}
    assert cat.CARD_ABILITY["PREN006"] == "crown_from_tableau"          # Star Chamber
    assert cat.CARDS_WITH_ABILITY["condottiere"] == {"PREN024", "PREN055"}
    assert cat.CARDS_WITH_ABILITY["sell_for_4"] == {"PREN021", "PREN088"}
    assert cat.CARDS_WITH_ABILITY["no_hand_limit"] == {"PREN042", "PREN043"}
    assert cat.CARDS_WITH_ABILITY["spice_fair_double_toll"] == {"PREN014", "PREN018"}
    assert set(cat.ABILITIES) == set(cat.CARD_ABILITY.values())
    assert all(10 < len(text) < 250 for text in cat.ABILITIES.values())


def test_ren_e_30_regional_cards() -> None:
    """REN-E-30: the 17 cards located in "West" or "East"."""
    regional = {c.id for c in cat.CARDS.values() if c.location in cat.REGIONS}
    assert regional == {"PREN001", "PREN002", "PREN005", "PREN007", "PREN009", "PREN011", "PREN023", "PREN030",
                        "PREN031", "PREN033", "PREN041", "PREN054", "PREN060", "PREN061", "PREN067", "PREN069",
                        "PREN084"}
    for cid in regional:
        assert cat.CARDS[cid].location == cat.CARDS[cid].region


def test_ren_o_1_cards_located_in_the_other_region() -> None:
    """REN-O-1: a card's target/location may lie in the other region than its deck."""
    other = {c.id for c in cat.CARDS.values() if c.location and cat.location_region(c.location) != c.region}
    assert other == {"PREN012", "PREN029", "PREN062", "PREN064", "PREN074", "PREN087"}
    assert cat.CARDS["PREN029"].one_shot == cat.OneShot(type="crusade", target="mamluk")


def test_ren_i_1_queens_and_suitors() -> None:
    """REN-I-1 / REN-E-31: Queens have no printed location, a Coronation one-shot and suitor Empires."""
    for qid in cat.QUEENS:
        q = cat.CARDS[qid]
        assert q.location is None and q.one_shot is not None and q.one_shot.type == "coronation"
        assert q.suitors and set(q.suitors) <= set(cat.EMPIRES)
    assert cat.CARDS["PREN047"].suitors == ("england", "france", "aragon")


def test_ren_l_13_comets_are_bare() -> None:
    """REN-L-13: Comets carry nothing but their deck."""
    for r in cat.REGIONS:
        for cid in cat.COMETS_BY_REGION[r]:
            c = cat.CARDS[cid]
            assert (c.location, c.one_shot, c.agents, c.ops, c.prestige, c.ability) == (None, None, (), (), (), None)


def test_ren_k_1_religious_wars_carry_their_religion() -> None:
    """REN-K-1: Crusade = Catholic, Reformation = Reformist, Jihad = Islamic."""
    for c in cat.CARDS.values():
        if c.one_shot and c.one_shot.type in cat.RELIGIOUS_WARS:
            assert c.one_shot.religion == {"crusade": "catholic", "reformation": "reformist",
                                           "jihad": "islamic"}[c.one_shot.type]


def test_ren_h_2_trade_shift_targets() -> None:
    """REN-H-1/H-2: trade shifts name Spice Islands (5, needing Discovery), Novgorod (2) and Timbuktu (1)."""
    shifts = Counter(c.one_shot.emporium for c in cat.CARDS.values() if c.one_shot and c.one_shot.type == "trade_shift")
    assert shifts == Counter(spiceIslands=5, novgorod=2, timbuktu=1)
    assert {e for e, x in cat.EMPORIA.items() if x.shift_needs_discovery} == {"spiceIslands"}


def test_ren_f_1_op_categories() -> None:
    """REN-F-1: each op kind has a category stored as data; silenced cards keep the religious one."""
    assert cat.OP_CATEGORY == {"inquisitor": "religious", "commerce": "economic", "behead": "political",
                               "tax": "political", "repress": "political", "vote": "political",
                               "corsair": "military", "siege": "military", "campaign": "military"}
    assert cat.SILENCED_KEEPS == "religious"


def test_ren_f_14_repress_icons() -> None:
    """REN-F-14: repress icons picture one or more of pawn, rook, knight (7 combinations possible)."""
    combos = {o.pieces for c in cat.CARDS.values() for o in c.ops if o.op == "repress"}
    assert all(set(p) <= {"pawn", "rook", "knight"} and p for p in combos)
    assert ("pawn", "rook", "knight") in combos


def test_ren_f_25_siege_default_any_of_three() -> None:
    """REN-F-25: no 1st-edition siege type is known, so every siege may hit a knight, rook or pirate."""
    sieges = [o for c in cat.CARDS.values() for o in c.ops if o.op == "siege"]
    assert len(sieges) == 38
    assert all(o.pieces == ("knight", "rook", "pirate") for o in sieges)


def test_every_op_kind_and_attribute_is_present() -> None:
    """REN-F-2..F-26: each op kind appears on some card or Empire with its icon attributes."""
    ops = [o for c in cat.CARDS.values() for o in c.ops] + [o for v in cat.EMPIRE_OPS.values() for o in v]
    assert {o.op for o in ops} == set(cat.OP_KINDS)
    assert {o.colour for o in ops if o.op == "inquisitor"} == {"white", "black", "red"}
    assert {o.colour for o in ops if o.op == "corsair"} == {"white", "black", "red"}
    assert {o.market for o in ops if o.op == "commerce"} == {"west", "east"}
    assert {o.region for o in ops if o.op == "vote"} == {"west", "east"}


# ----------------------------------------------------------------------------- empires

def test_ren_l_1_empires_two_sides() -> None:
    """REN-L-1: each Empire card has a Kingdom side (always a Campaign) and a Republic side."""
    assert set(cat.EMPIRES) == set(cat.MAP_CARDS)
    for eid, e in cat.EMPIRES.items():
        assert e.region == cat.REGION_OF[eid]
        assert [o.op for o in e.kingdom.ops] == ["campaign"]
        assert e.republic.ops and all(o.op in ("commerce", "vote") for o in e.republic.ops)
        assert any(o.op == "commerce" and o.market == e.region for o in e.republic.ops)
    assert cat.EMPIRE_PRESTIGE[("papalStates", "kingdom")] == ("catholic", "patron")
    assert cat.EMPIRE_PRESTIGE[("england", "republic")] == ("law",)


# ----------------------------------------------------------------------------- map (section C)

def test_ren_c_1_map_layout() -> None:
    """REN-C-1: 10 map cards in the 5x2 grid; West = left 6, East = right 4 (REN-E-29)."""
    assert CATALOG_GRID() == [["england", "france", "holyRomanEmpire", "hungary", "byzantium"],
                              ["portugal", "aragon", "papalStates", "ottoman", "mamluk"]]
    assert set(cat.MAP_CARDS_BY_REGION["west"]) == WEST6
    assert set(cat.MAP_CARDS_BY_REGION["east"]) == EAST4


def CATALOG_GRID() -> list[list[str]]:
    return [list(r) for r in cat.CATALOG.map.grid]


def test_ren_c_1_borders_and_adjacency() -> None:
    """REN-C-1: 13 borders (9 sea, 4 land), each joining orthogonal neighbours; 8 diagonal pairs."""
    assert len(cat.BORDERS) == 13
    assert len(cat.SEA_BORDERS) == 9
    land = set(cat.BORDERS) - cat.SEA_BORDERS
    assert land == {"aragon_france", "byzantium_mamluk", "holyRomanEmpire_hungary", "holyRomanEmpire_papalStates"}
    pos = {m.id: (m.row, m.column) for m in cat.MAP_CARDS.values()}
    for bid, (a, b) in cat.BORDER_CARDS.items():
        assert abs(pos[a][0] - pos[b][0]) + abs(pos[a][1] - pos[b][1]) == 1, bid
        assert cat.border_between(a, b) == cat.border_between(b, a) == bid
        assert b in cat.ADJACENT_ORTHOGONAL[a] and a in cat.ADJACENT_ORTHOGONAL[b]
    assert sum(len(v) for v in cat.ADJACENT_DIAGONAL.values()) == 2 * 8
    for a, ds in cat.ADJACENT_DIAGONAL.items():
        for b in ds:
            assert abs(pos[a][0] - pos[b][0]) == 1 and abs(pos[a][1] - pos[b][1]) == 1
            assert cat.border_between(a, b) is None
    # spec example: France is diagonally adjacent to Portugal and Papal States
    assert cat.ADJACENT_DIAGONAL["france"] == {"portugal", "papalStates"}
    # REN-K-6 example: around Hungary
    assert cat.ADJACENT["hungary"] == {"holyRomanEmpire", "papalStates", "ottoman", "byzantium", "mamluk"}


def test_ren_c_1_cities_and_capitals() -> None:
    """REN-C-1: 27 cities (Constantinople once, 3 spaces), one capital per map card; no Kviv, no venice2."""
    assert len(cat.CITIES) == 27
    assert cat.CITY_SPACES["constantinople"] == 3
    assert all(n == 1 for c, n in cat.CITY_SPACES.items() if c != "constantinople")
    assert set(cat.CAPITAL_OF) == set(cat.MAP_CARDS)
    assert cat.CAPITAL_OF["ottoman"] == "constantinople" and cat.CAPITAL_OF["england"] == "london"
    assert "kviv" not in cat.CITIES and "venice2" not in cat.CITIES
    for m, cities in cat.CITIES_OF.items():
        assert all(cat.CITY_MAP[c] == m for c in cities)


def test_ren_c_2_two_sided_map_cards() -> None:
    """REN-C-2: one religious side per map card (seed: Papal States Catholic, Mamluk Islamic; spec default else);
    levies exist only for the two sides."""
    assert cat.RELIGIOUS_SIDE == {
        "england": "reformist", "france": "reformist", "holyRomanEmpire": "reformist", "hungary": "reformist",
        "portugal": "catholic", "aragon": "catholic", "byzantium": "islamic", "ottoman": "islamic",
        "papalStates": "catholic", "mamluk": "islamic"}
    for cid, levy in cat.LEVY.items():
        assert set(levy) == {"medieval", cat.RELIGIOUS_SIDE[cat.CITY_MAP[cid]]}


def test_ren_c_3_starting_theocracies() -> None:
    """REN-C-3: exactly Papal States (Catholic) and Mamluk (Islamic) start as Theocracies."""
    assert {m: s for m, s in cat.START_SIDE.items() if s != "medieval"} == {"papalStates": "catholic",
                                                                           "mamluk": "islamic"}


def test_ren_c_4_to_6_emporia() -> None:
    """REN-C-4/5/6: Timbuktu and Novgorod covered black, Spice Islands covered white; Tana and Trebizond
    start the routes; the Red Sea is a plain city."""
    assert set(cat.COVERED_AT_START) == {"timbuktu", "novgorod", "spiceIslands"}
    assert cat.OPEN_EMPORIUM_AT_START == {"east": "tana", "west": "trebizond"}
    assert set(cat.EMPORIA_OF_ROUTE["east"]) == {"timbuktu", "novgorod", "tana"}
    assert set(cat.EMPORIA_OF_ROUTE["west"]) == {"spiceIslands", "trebizond"}
    assert "redSea" in cat.CITIES and "redSea" not in cat.EMPORIA and "redSea" not in cat.ROUTES
    assert cat.ROUTE_COLOUR == {"east": "black", "west": "white"}
    assert cat.CITY_MAP["timbuktu"] == "aragon" and cat.CITY_MAP["novgorod"] == "holyRomanEmpire"


def test_ren_c_7_capital_start_tokens() -> None:
    """REN-C-7: a capital's start token is its first space's levy for the start side;
    Constantinople gets one black Rook."""
    start = {cat.CAPITAL_OF[m]: cat.levy_token(cat.CAPITAL_OF[m], cat.START_SIDE[m]) for m in cat.MAP_CARDS}
    assert start["constantinople"] == ("rook", "black")
    assert start["venice"] == ("knight", "white")      # Papal States start Catholic
    assert start["cairo"] == ("rook", "black")         # Mamluk starts Islamic
    assert start["london"] == ("rook", "white")
    assert cat.LEVY["constantinople"]["medieval"] == (("rook", "black"), ("knight", "black"), ("knight", "black"))


def test_ren_c_17_banker_cards() -> None:
    """REN-C-17/C-19/C-20: Fugger (orange, starts), Medici, Coeur, Marchionni with their shield borders."""
    assert [(b.id, b.shield) for b in cat.BANKERS] == [
        ("fugger", "france_holyRomanEmpire"), ("medici", "aragon_papalStates"),
        ("coeur", "mamluk_ottoman"), ("marchionni", "england_portugal")]
    assert [b.id for b in cat.BANKERS if b.starts_first] == ["fugger"]
    assert cat.BANKERS[0].colour == "orange"
    assert len({b.colour for b in cat.BANKERS}) == 4


def test_ren_c_21_c_22_setup_numbers() -> None:
    """REN-C-8..C-14, C-21, C-22: deck building numbers, market size, starting purses, China's rest."""
    s = cat.SETUP
    assert (s.comets_per_deck, s.comet_stack, s.cards_per_player, s.market_slots) == (2, 12, 4, 6)
    assert (s.hand_limit, s.actions_per_turn, s.sell_value, s.repress_cost) == (2, 2, 2, 1)
    assert s.players == (2, 3, 4)
    assert cat.START_MONEY[:4] == (3, 4, 5, 6)
    assert cat.MONEY_TOTAL - sum(cat.START_MONEY[:4]) == 35
    assert s.fair_china_bonus == {2: 1, 3: 2, 4: 2} and s.fair_initiator_bonus == 1
    assert s.imperial_lead == {2: 3, 3: 2, 4: 2}


def test_ren_c_16_victory_cards() -> None:
    """REN-C-16: the four victory cards; no Age of Byzantine."""
    assert cat.VICTORY_IDS == ("holy", "imperial", "globalization", "renaissance")


# ----------------------------------------------------------------------------- routes, corsairs, locations

def test_ren_g_2_trade_routes() -> None:
    """REN-G-2: one route per emporium, starting on its map card, crossing sea borders between consecutive
    map cards; together they cross exactly the 9 sea borders."""
    assert set(cat.ROUTES) == set(cat.EMPORIA)
    crossed: set[str] = set()
    for emp, r in cat.ROUTES.items():
        assert r.route == cat.EMPORIA[emp].route
        assert r.map_cards[0] == cat.CITY_MAP[emp]
        for i, b in enumerate(r.borders):
            assert b in cat.SEA_BORDERS
            assert set(cat.BORDER_CARDS[b]) == {r.map_cards[i], r.map_cards[i + 1]}
        crossed |= set(r.borders)
    assert crossed == cat.SEA_BORDERS
    assert cat.ROUTES["tana"].map_cards == ("byzantium", "hungary", "ottoman", "mamluk")
    assert cat.ROUTES["trebizond"].map_cards[-1] == "holyRomanEmpire"


def test_ren_f_20_corsair_reach_seed_rule() -> None:
    """REN-F-20: reach = sea borders of X and of every map card sharing a border (land or sea) with X."""
    for m in cat.MAP_CARDS:
        near = {m} | cat.ADJACENT_ORTHOGONAL[m]
        assert cat.CORSAIR_REACH[m] == {b for n in near for b in cat.SEA_BORDERS_OF[n]}
    # spec example: from France (land border with Aragon) to Aragon–Papal States
    assert "aragon_papalStates" in cat.CORSAIR_REACH["france"]
    assert "aragon_france" not in cat.CORSAIR_REACH["france"]      # land borders never hold pirates


def test_ren_e_30_location_matching() -> None:
    """REN-E-30 / E-29 / E-32: regional locations match their region's map cards only."""
    assert cat.locations_match("west", "france") and cat.locations_match("france", "west")
    assert cat.locations_match("france", "france") and cat.locations_match("east", "east")
    assert not cat.locations_match("france", "england")
    assert not cat.locations_match("west", "east") and not cat.locations_match("west", "hungary")
    assert not cat.locations_match(None, "france")
    assert set(cat.location_map_cards("east")) == EAST4
    assert cat.location_map_cards("aragon") == ("aragon",)
    assert set(cat.location_borders("england")) == {"england_france", "england_portugal"}
    # a generic East location covers every border touching an eastern map card
    assert "ottoman_papalStates" in cat.location_borders("east")
    assert "holyRomanEmpire_hungary" in cat.location_borders("west")


# ----------------------------------------------------------------------------- cross-check with the fact sheet

@needs_ref
def test_cards_match_reference_facts() -> None:
    """Every card's region, location, agents, ops, prestige and suitors equal the reference fact sheet."""
    ref = {c["id"]: c for c in json.loads((REF / "cards.json").read_text())["cards"]}
    assert set(ref) == set(cat.CARDS)
    for cid, r in ref.items():
        c = cat.CARDS[cid]
        assert (c.region, c.name) == (r["region"], r["name"]), cid
        if r["comet"]:
            continue
        assert c.location == r["location"], cid
        assert [(a.piece, a.colour) for a in c.agents] == [
            (a["type"], a.get("colour_1st_ed")) for a in r["agents"]], cid
        assert [o.op for o in c.ops] == [o["op"] for o in r["ops"]], cid
        for o, ro in zip(c.ops, r["ops"]):
            assert o.colour == ro.get("colour_1st_ed") and o.market == ro.get("market"), cid
            assert o.region == ro.get("region"), cid
            if o.op == "repress":
                assert list(o.pieces) == ro["piece_types"], cid
        assert list(c.prestige) == r["prestige"], cid
        assert list(c.suitors) == (r["suitors"] or []), cid
        ros = r["one_shot"]
        if ros is None or not ros["in_1st_edition_seed"]:
            assert c.one_shot is None, cid
        else:
            assert c.one_shot is not None and c.one_shot.type == ros["type"], cid
            assert c.one_shot.target == ros.get("target_location"), cid
            assert c.one_shot.emporium == ros.get("emporium"), cid


@needs_ref
def test_map_matches_reference_facts() -> None:
    """Cities, capitals, levies of the existing sides, borders and routes equal the reference fact sheet."""
    ref = json.loads((REF / "map.json").read_text())
    for m in ref["map_cards"]:
        assert cat.CITIES_OF[m["id"]] == tuple(c["id"] for c in m["cities"])
        assert cat.CAPITAL_OF[m["id"]] == m["capital"]
        for c in m["cities"]:
            for side, spaces in cat.LEVY[c["id"]].items():
                per_space = c["levy_per_slot"] if "levy_per_slot" in c else [c["levy"]]
                assert spaces == tuple((s[side]["piece"], s[side]["colour_1st_ed"]) for s in per_space)
    assert {b["id"].removeprefix("border_"): b["kind"] == "sea" for b in ref["borders"]} == {
        b: b in cat.SEA_BORDERS for b in cat.BORDERS}
    for r in ref["trade_routes"]:
        if r["start_emporium"] != "redSea":
            assert cat.ROUTES[r["start_emporium"]].path == tuple(x.removeprefix("border_") for x in r["sequence"])
    for capital, tok in ref["starting_state"]["capital_tokens_2nd_ed"].items():
        city = capital.rstrip("123")
        if city != "constantinople":
            m = cat.CITY_MAP[city]
            assert cat.levy_token(city, cat.START_SIDE[m]) == (tok["piece"], cat.RELIGION_COLOUR[tok["religion"]])


@needs_ref
def test_empires_match_reference_facts() -> None:
    """Every Empire side's name, ops (with their attributes) and prestige equal the reference fact sheet."""
    ref = json.loads((REF / "empires.json").read_text())["empires"]
    assert [e["id"] for e in ref] == list(cat.EMPIRES)
    for r in ref:
        e = cat.EMPIRES[r["id"]]
        assert (e.name, e.region) == (r["name"], r["region"])
        for side in ("kingdom", "republic"):
            mine, theirs = getattr(e, side), r[side]
            assert mine.name == theirs["name"] and list(mine.prestige) == theirs["prestige"]
            assert [(o.op, o.market, o.region) for o in mine.ops] == [
                (o["op"], o.get("market"), o.get("region")) for o in theirs["ops"]]


# ----------------------------------------------------------------------------- the schema rejects broken files

def _raw() -> dict:
    return cat.read_raw()


def _card(raw: dict, cid: str) -> dict:
    return next(c for c in raw["cards"]["cards"] if c["id"] == cid)


def _break_unknown_op(raw: dict) -> None:
    _card(raw, "PREN003")["ops"][0]["op"] = "teleport"


def _break_pawn_colour(raw: dict) -> None:
    _card(raw, "PREN074")["agents"][0]["colour"] = "white"


def _break_missing_colour(raw: dict) -> None:
    del _card(raw, "PREN001")["ops"][1]["colour"]


def _break_location(raw: dict) -> None:
    _card(raw, "PREN003")["location"] = "atlantis"


def _break_suitor(raw: dict) -> None:
    _card(raw, "PREN047")["suitors"].append("scotland")


def _break_duplicate_card(raw: dict) -> None:
    raw["cards"]["cards"].append(copy.deepcopy(_card(raw, "PREN003")))


def _break_queen_without_suitors(raw: dict) -> None:
    _card(raw, "PREN047")["suitors"] = []


def _break_extra_field(raw: dict) -> None:
    _card(raw, "PREN003")["flavour"] = "In days of old…"


def _break_unknown_ability(raw: dict) -> None:
    _card(raw, "PREN003")["ability"] = "fly"


def _break_trade_shift_emporium(raw: dict) -> None:
    next(c for c in raw["cards"]["cards"] if c.get("one_shot") and c["one_shot"]["type"] == "trade_shift")[
        "one_shot"]["emporium"] = "redSea"


def _break_border_not_adjacent(raw: dict) -> None:
    b = raw["map"]["borders"][0]
    b["between"] = ["england", "mamluk"]
    b["id"] = "england_mamluk"


def _break_route_over_land(raw: dict) -> None:
    r = next(r for r in raw["map"]["trade_routes"] if r["emporium"] == "trebizond")
    r["path"] = ["byzantium", "byzantium_mamluk", "mamluk"]


def _break_corsair_reach(raw: dict) -> None:
    raw["map"]["corsair_reach"]["france"].remove("aragon_papalStates")


def _break_two_capitals(raw: dict) -> None:
    raw["map"]["map_cards"][0]["cities"][0]["capital"] = True


def _break_levy_side(raw: dict) -> None:
    city = raw["map"]["map_cards"][0]["cities"][0]
    city["levy"]["islamic"] = city["levy"].pop("reformist")


def _break_two_open_emporia(raw: dict) -> None:
    raw["map"]["emporia"][0]["covered_at_start"] = False


def _break_missing_empire(raw: dict) -> None:
    raw["empires"]["empires"].pop()


def _break_banker_shield(raw: dict) -> None:
    raw["misc"]["bankers"][0]["shield"] = "england_hungary"


def _break_op_category(raw: dict) -> None:
    del raw["misc"]["op_categories"]["siege"]


BREAKERS = [_break_unknown_op, _break_pawn_colour, _break_missing_colour, _break_location, _break_suitor,
            _break_duplicate_card, _break_queen_without_suitors, _break_extra_field, _break_unknown_ability,
            _break_trade_shift_emporium, _break_border_not_adjacent, _break_route_over_land, _break_corsair_reach,
            _break_two_capitals, _break_levy_side, _break_two_open_emporia, _break_missing_empire,
            _break_banker_shield, _break_op_category]


def test_unbroken_raw_data_parses() -> None:
    """The shipped files validate (the control for the rejection tests below)."""
    assert cat.parse_catalog(_raw()) == cat.CATALOG


@pytest.mark.parametrize("breaker", BREAKERS, ids=lambda f: f.__name__.removeprefix("_break_"))
def test_schema_rejects_broken_file(breaker) -> None:
    """A hand-broken data file fails validation with a pydantic error."""
    raw = _raw()
    breaker(raw)
    with pytest.raises(ValidationError):
        cat.parse_catalog(raw)


def test_hungarian_names_of_map_cards_and_cities() -> None:
    """Map cards and cities carry a Hungarian name (seed spellings where the seed names them)."""
    assert cat.NAMES["papalStates"]["hu"] == "Pápai államok" and cat.NAMES["mamluk"]["hu"] == "Mamluk birodalom"
    assert cat.NAMES["constantinople"] == {"en": "Constantinople", "hu": "Konstantinápoly"}
    assert cat.NAMES["spiceIslands"]["hu"] == "Fűszer-szigetek"
    assert set(cat.NAMES) == set(cat.MAP_CARDS) | set(cat.CITIES)
    assert all(n["hu"].strip() for n in cat.NAMES.values())
