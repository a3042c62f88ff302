""""Why not?" for Pax Renaissance (``Rules.why_not``, ``pax/renaissance/whynot.py``): a tapped market
card that cannot be bought, or a Victory that cannot be declared, is explained with its rule ID."""

from __future__ import annotations

import json

from pax import facade
from pax.core import Action, whynot
from pax.renaissance.testing import Position

A = Action.of
WEST = ["PREN023", "PREN031", "PREN030", "PREN054", "PREN033", "PREN041"]
EAST = ["PREN084", "PREN069", "PREN067", "PREN061", "PREN060", "PREN072"]


def market_position(players: int = 3) -> Position:
    p = Position(players)
    for i, c in enumerate(WEST):
        p.market("west", i + 1, c)
    for i, c in enumerate(EAST):
        p.market("east", i + 1, c)
    return p


def reason(p: Position, s, target: str, seat: int = 0) -> whynot.Reason:
    found = whynot.explain(p.rules, s, seat, [target])
    assert found is not None, f"no reason for {target}"
    assert found[0] == target
    return found[1]


def test_ren_e_2_a_card_too_dear_says_its_price_and_your_florins():
    """REN-E-2: West slot 4 costs 3 florins; with 1 florin it cannot be bought, and the reason says so."""
    p = market_position().money(0, 1)
    s = p.state()
    assert A("buy", "west", 4) not in p.rules.legal_actions(s)
    r = reason(p, s, "PREN054")
    assert r.rule == "REN-E-2"
    assert "3" in r.en and "1" in r.en and "3" in r.hu
    # the same card named by its place
    assert reason(p, s, "market:west:4").rule == "REN-E-2"


def test_ren_e_4_florins_on_the_card_cannot_pay_for_it():
    """REN-E-4: 1 florin, West slot 3 (price 2) carries 4 florins: the reason names REN-E-4 too."""
    p = market_position().money(0, 1).slot_florins("west", 3, 4)
    s = p.state()
    r = reason(p, s, "PREN030")
    assert r.rule == "REN-E-2" and "REN-E-4" in r.en and "REN-E-4" in r.hu


def test_ren_d_3_hand_full():
    """REN-D-3: with 2 cards in hand a non-Comet card cannot be bought."""
    p = market_position().money(0, 5).hand(0, "PREN001", "PREN002")
    s = p.state()
    assert not [a for a in p.rules.legal_actions(s) if a.kind == "buy"]
    r = reason(p, s, "PREN031")
    assert r.rule == "REN-D-3" and "2" in r.en


def test_ren_e_6_a_card_paid_onto_this_turn():
    """REN-E-6: after buying East slot 4 (florins on East 1-3), East slot 3 is locked this turn."""
    p = market_position().money(0, 6)
    s = p.rules.apply(p.state(), A("buy", "east", 4))
    assert A("buy", "east", 3) not in p.rules.legal_actions(s)
    assert reason(p, s, "PREN067").rule == "REN-E-6"


def test_ren_d_18_the_face_down_card():
    """REN-D-18: the face-down first slot is explained by its place; its id tells nothing."""
    p = market_position().money(0, 6)
    s = p.state().fork()
    s.face_down["east"] = (True,) + tuple(s.face_down["east"][1:])
    # while an East Trade Fair is open, a tap on slot 1 runs it (REN-D-12): no "why not" then
    assert whynot.explain(p.rules, s, 0, ["market:east:1"]) is None
    s = p.state(actions_left=0).fork()
    s.face_down["east"] = (True,) + tuple(s.face_down["east"][1:])
    if s.to_move == 0:
        assert reason(p, s, "market:east:1").rule in ("REN-D-18", "REN-D-1")
    s = p.state().fork()
    s.face_down["east"] = (True,) + tuple(s.face_down["east"][1:])
    s.fairs_done = ("east",)
    r = reason(p, s, "market:east:1")
    assert r.rule == "REN-D-12" and "REN-D-18" in r.en  # REN-D-12: one East fair a turn; the card is never bought
    # the hidden card's own id is not a target: answering it would confirm what lies there
    assert whynot.explain(p.rules, s, 0, ["PREN084"]) is None


def test_ren_d_1_not_your_turn_and_no_action_left():
    """REN-D-1: another seat's turn, or both actions used: buying waits for one's own action."""
    p = market_position().money(1, 6).money(0, 6)
    s = p.state(seat=0)
    r = reason(p, s, "PREN031", seat=1)
    assert r.rule == "REN-D-1" and p.s.setup.names[0] in r.en
    s0 = p.state(seat=0, actions_left=0)
    assert s0.to_move != 0 or reason(p, s0, "PREN031").rule == "REN-D-1"


def test_ren_d_14_inactive_and_unmet_victories():
    """REN-D-14: an inactive Victory cannot be declared; an active one only when its conditions are met."""
    p = market_position().money(0, 3).victory("holy")
    s = p.state()
    assert reason(p, s, "victory:imperial").rule == "REN-D-14"
    if A("declare", "holy") not in p.rules.legal_actions(s):
        assert reason(p, s, "victory:holy").rule == "REN-D-14"


def test_ren_d_10_d_11_e_28_tableau_sides():
    """REN-D-11: only one's own tableau operates; REN-D-10: each side once per turn; REN-E-28: a
    side without a usable operation."""
    p = market_position().money(0, 6)
    s = p.state()
    assert reason(p, s, "tableau:1:west").rule == "REN-D-11"
    done = p.state().fork()
    done.ops_done = ("west",)
    assert reason(p, done, "tableau:0:west").rule == "REN-D-10"
    if not any(a.kind == "operate" and a.args[0] == "east" for a in p.rules.legal_actions(s)):
        assert reason(p, s, "tableau:0:east").rule == "REN-E-28"
    assert whynot.explain(p.rules, s, 0, ["tableau:x:west"]) is None


def test_a_buyable_card_has_no_why_not():
    """REN-E-2: a card the seat can buy is a legal move, never a "why not"."""
    p = market_position().money(0, 6)
    s = p.state()
    assert A("buy", "west", 2) in p.rules.legal_actions(s)
    assert whynot.explain(p.rules, s, 0, ["PREN031"]) is None
    assert whynot.explain(p.rules, s, 0, ["no-such-place"]) is None


def _request(**kw):
    return json.loads(facade.handle(json.dumps(kw)))


def test_facade_why_not_and_its_bad_input():
    """The facade op names the rule in the player's language; a bad target is a translated refusal."""
    new = _request(op="new", game="renaissance", players=2, seed=3)
    setup, actions = new["setup"], new["actions"]
    while new["to_move"] is not None and not any(a["kind"] == "buy" for a in new["legal"]):
        actions = [*actions, 0]
        new = _request(op="open", setup=setup, actions=actions)
    # a computer decides: the person at the device (seat 1) is told it is not their turn, in Hungarian
    card = next(c for c in new["view"]["market"]["west"] if not c["face_down"])["card"]
    out = _request(op="why_not", setup=setup, actions=actions, target=[card, "market:west:9"], lang="hu",
                   seats=["computer", "person"])
    assert out["ok"] and out["reason"]["rule"] == "REN-D-1" and out["reason"]["text"].startswith("Most nem")
    assert out["reason"]["target"] == card
    # the deciding person: the card is a legal Buy (or too dear), never "not your turn"
    mine = _request(op="why_not", setup=setup, actions=actions, target=card)
    assert mine["ok"] and (mine["reason"] is None or mine["reason"]["rule"] != "REN-D-1")
    for bad in (None, 3, [], ["x"] * 7, ["y" * 81], [1]):
        refused = _request(op="why_not", setup=setup, actions=actions, target=bad)
        assert not refused["ok"] and refused["key"] == "whynot.target"
