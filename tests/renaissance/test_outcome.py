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
    """The game's log (facade) appends the outcome to the action's sentence."""
    setup = {"game": "renaissance", "players": 3, "seed": 7}
    g = facade.call({"op": "new", **setup})
    fair = next(a for a in g["legal"] if a["kind"] == "fair")
    after = facade.call({"op": "apply", "setup": g["setup"], "actions": [], "index": fair["index"]})
    line = after["log"][-1]["text"]
    assert line.startswith(fair["label"]) and "leaves the game" in line and "fl." in line
