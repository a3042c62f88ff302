"""Log details (pax/renaissance/outcome.py): after a Trade Fair, a war or a regime change the log
line says what happened: the card that left the game, florins and to whom, pieces placed or
killed, Empires changing hands (REN-G-1, REN-G-4, REN-G-6, REN-G-7, REN-G-9, REN-R)."""

from pax import facade
from pax.core import Action
from pax.renaissance.outcome import outcome
from pax.renaissance.testing import Position

A = Action.of


def test_ren_g_1_g_4_g_6_g_7_trade_fair_names_the_card_and_who_was_paid():
    """REN-G-1 (the card leaves), REN-G-4 (initiator +1), REN-G-6 (a Concession's owner +1), REN-G-7 (a Pirate: China +1)."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 1)
    p.border("byzantium_hungary", "cube:1").border("hungary_ottoman", "rook:black")
    s0 = p.state()
    card = s0.market["east"][0]
    s1 = p.rules.apply(s0, A("fair", "east"))
    text = outcome(s0, s1, "en")
    assert card and card in s1.removed
    names = s0.setup.names
    assert f"{names[0]} +1 fl." in text and f"{names[1]} +1 fl." in text  # REN-G-4, REN-G-6
    assert "China" in text  # REN-G-3 and REN-G-7 (2 out, 1 back)
    from pax.renaissance.describe import name
    assert f"{name(card, s1, 'en')} leaves the game" in text
    assert "forint" in outcome(s0, s1, "hu")


def test_ren_g_9_levy_and_war_casualties_are_named():
    """REN-G-9: a levy places a piece in a city; a casualty's line names the piece removed."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 3)
    s0 = p.state()
    s = p.rules.apply(s0, A("fair", "east"))
    levy = p.rules.legal_actions(s)[0]
    s2 = p.rules.apply(s, levy)
    assert "placed:" in outcome(s, s2, "en")
    assert "removed:" in outcome(s2, s, "en")  # the reverse direction: the piece is gone


def test_facade_log_lines_carry_the_details():
    """The game's log (facade) carries the outcome as the line's note (rules.narrate)."""
    setup = {"game": "renaissance", "players": 3, "seed": 7}
    g = facade.call({"op": "new", **setup})
    fair = next(a for a in g["legal"] if a["kind"] == "fair")
    after = facade.call({"op": "apply", "setup": g["setup"], "actions": [], "index": fair["index"]})
    entry = after["log"][-1]
    assert entry["text"] == fair["label"]
    assert len(entry["notes"]) == 1 and "leaves the game" in entry["notes"][0] and "fl." in entry["notes"][0]


def test_standings_per_seat_for_the_chart():
    """rules.standings: florins, prestige (REN-L-5 totals) and tableau size per seat, from the state."""
    from pax import get_rules
    from pax.renaissance import board

    rules = get_rules("renaissance")
    p = Position(3, empty_map=True).money(1, 9).tableau(0, "PREN008")
    s = p.state()
    st = rules.standings(s)
    assert set(st) == {"florins", "prestige", "tableau"}
    assert st["florins"] == list(s.florins) and st["florins"][1] == 9
    assert st["tableau"] == [1, 0, 0]
    assert st["prestige"] == [sum(board.prestige(s, i).values()) for i in range(3)]


def test_ren_g_4_florins_paid_and_received_name_before_and_after():
    """Each florin change names the seat (or China) with its florins before → after (REN-G-4, G-6, G-7)."""
    p = Position(3, empty_map=True).slot_florins("east", 1, 1)
    p.border("byzantium_hungary", "cube:1").border("hungary_ottoman", "rook:black")
    s0 = p.state()
    s1 = p.rules.apply(s0, A("fair", "east"))
    text = outcome(s0, s1, "en")
    names = s0.setup.names
    for seat in (0, 1):
        assert f"{names[seat]} +1 fl. ({s0.florins[seat]}→{s1.florins[seat]})" in text
    assert f"({s0.china}→{s1.china})" in text


def test_ren_d_2_buying_a_card_says_what_was_paid_and_where_it_went():
    """REN-D-2: a purchase: the buyer's florins before → after, and the florins left on the market cards."""
    from pax import get_rules
    rules = get_rules("renaissance")
    s = rules.initial_state(rules.make_setup(3, 7, None, {}))
    for _ in range(40):
        buy = next((a for a in rules.legal_actions(s) if a.kind == "buy"), None)
        if buy is not None:
            after = rules.apply(s, buy)
            if sum(map(sum, after.market_florins.values())) != sum(map(sum, s.market_florins.values())):
                text = outcome(s, after, "en")
                seat = s.to_move
                assert f"{s.setup.names[seat]} −" in text and f"({s.florins[seat]}→{after.florins[seat]})" in text
                assert "on the market cards +" in text
                return
        s = rules.apply(s, rules.legal_actions(s)[0])
    raise AssertionError("no purchase paying florins onto market cards found")
