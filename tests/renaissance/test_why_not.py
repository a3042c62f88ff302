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


# ------------------------------------------------------------------ one-shots and hand cards


def played(p: Position, card: str):
    """Seat 0 plays ``card`` from its hand: the one-shot's choice (the ``play`` frame) is at hand."""
    s = p.rules.apply(p.state(), A("play", card))
    assert s.frames[-1]["kind"] == "play" and s.to_move == 0
    return s


def offered(p: Position, s) -> set:
    return {a.args[0] for a in p.rules.legal_actions(s) if a.kind == "one_shot"}


def both(r: whynot.Reason, *words: str) -> None:
    """The rule ID is in the reason and, with ``words``, in the English and Hungarian text alike."""
    for w in words:
        assert w in r.en and w in r.hu, (w, r)


def test_ren_k_2_a_crusade_target_without_pagans():
    """REN-K-2: Inquisition Pope's Crusade may hit any West map card with Pagans; a West map card
    without Pagans is not offered, and a tap on it says so (naming REN-K-2 and the colour)."""
    p = Position(3, empty_map=True).hand(0, "PREN001").city("london", "rook:black").city("paris", "knight:white")
    s = played(p, "PREN001")
    assert offered(p, s) == {"england"}
    r = reason(p, s, "portugal")
    assert r.rule == "REN-K-2" and "Pagans" in r.en and "pogány" in r.hu and "Portugal" in r.en
    assert "white" in r.en and "fehér" in r.hu
    # a city of that map card is tapped first: the answer comes for the map card it lies in
    found = whynot.explain(p.rules, s, 0, ["toledo", "portugal"])
    assert found is not None and found[0] == "portugal" and found[1].rule == "REN-K-2"
    # the offered target plays (no "why not")
    assert whynot.explain(p.rules, s, 0, ["england"]) is None


def test_ren_o_1_a_map_card_outside_the_one_shots_target():
    """REN-O-1: the one-shot's target is the printed map card or region; an East map card is no
    target of a West Crusade."""
    p = Position(3, empty_map=True).hand(0, "PREN001").city("london", "rook:black").city("paris", "knight:white")
    s = played(p, "PREN001")
    r = reason(p, s, "ottoman")
    assert r.rule == "REN-O-1" and "West" in r.en


def test_ren_w_1_a_conspiracy_with_no_attacker():
    """REN-W-1 (REN-J-2..J-4): House of Borgia pictures only a Bishop; a West map card with no
    repressed Knight or Rook and no Pirate around has no attacker, so the war is not offered there."""
    p = Position(3, empty_map=True).hand(0, "PREN009").repress("england", "knight:red")
    s = played(p, "PREN009")
    assert offered(p, s) == {"england"}
    r = reason(p, s, "france")
    assert r.rule == "REN-W-1" and "REN-J-2" in r.en and "France" in r.en and "támad" in r.hu


def test_ren_i_1_coronation_only_of_a_listed_empire_in_the_deck():
    """REN-I-1: Margaret of Anjou crowns England, France or Aragon while in the Empire deck; England
    in another tableau says whose; an Empire she does not list says which she lists."""
    p = Position(3, empty_map=True).empire(1, "england").hand(0, "PREN047")
    s = played(p, "PREN047")
    assert offered(p, s) == {"france", "aragon"}
    r = reason(p, s, "england")
    assert r.rule == "REN-I-1" and p.s.setup.names[1] in r.en and "Empire deck" in r.en and "birodalompakli" in r.hu
    r = reason(p, s, "mamluk")
    assert r.rule == "REN-I-1" and "France" in r.en and "Aragon" in r.en


def test_ren_h_1_a_trade_shift_moves_only_the_named_emporium():
    """REN-H-1: The Hanseatic League's Trade Shift moves the disc on Novgorod; another city is not its target."""
    p = Position(3, empty_map=True).hand(0, "PREN015")
    s = played(p, "PREN015")
    assert offered(p, s) == {"novgorod"}
    r = reason(p, s, "tana")
    assert r.rule == "REN-H-1" and "Novgorod" in r.en


def test_ren_d_1_a_hand_card_during_another_decision():
    """REN-D-1 (REN-D-4): while a one-shot's choice is at hand, another hand card cannot be played
    yet; the reason says to finish the decision first. The played card itself is in the tableau
    and its one-shot is that decision: no "why not" answers for it over the choice."""
    p = Position(3, empty_map=True).hand(0, "PREN015", "PREN031")
    s = played(p, "PREN015")
    assert not [a for a in p.rules.legal_actions(s) if a.kind in ("play", "sell")]
    r = reason(p, s, "PREN031")
    assert r.rule == "REN-D-1" and "First finish" in r.en and "Előbb" in r.hu


def test_ren_d_1_a_hand_card_on_another_seats_turn_with_a_one_shot_that_would_not_apply():
    """REN-D-1: on another seat's turn one's hand card waits; India Armada's Trade Shift would not
    apply if it were played now (no Discovery prestige, REN-H-2): the reason says both."""
    p = Position(3, empty_map=True).hand(0, "PREN014")
    s = p.state(seat=1)
    r = reason(p, s, "PREN014")
    assert r.rule == "REN-D-1" and p.s.setup.names[1] in r.en
    both(r, "REN-H-2")
    assert "Trade Shift" in r.en and "Felfedezés" in r.hu
    # with a Discovery icon in the tableau it would apply: only the turn is the reason
    p = Position(3, empty_map=True).hand(0, "PREN014").tableau(0, "PREN016")
    r = reason(p, p.state(seat=1), "PREN014")
    assert r.rule == "REN-D-1" and "REN-H-2" not in r.en


def test_ren_e_10_a_one_shot_card_in_the_tableau():
    """REN-E-10: a one-shot is resolved on play or never; its card in one's own tableau says so."""
    p = Position(3, empty_map=True).hand(0, "PREN014")
    s = p.rules.apply(p.state(), A("play", "PREN014"))  # its Trade Shift was skipped (REN-H-2)
    s = s.fork()
    s.frames, s.actions_left = [f for f in s.frames if f["kind"] == "turn"], 0
    # both actions used: the card's side cannot operate (REN-D-1), and its one-shot was for the play alone
    r = reason(p, s, "PREN014")
    assert r.rule == "REN-D-1" and "REN-E-10" in r.en and "REN-E-10" in r.hu
    assert "India Armada" in r.en and "Trade Shift" in r.en
    # with an action left the card can be sold (REN-D-8): a tap acts, so there is no "why not"
    s2 = s.fork()
    s2.actions_left = 1
    assert A("sell", "PREN014") in p.rules.legal_actions(s2) and whynot.explain(p.rules, s2, 0, ["PREN014"]) is None


def test_another_seats_hand_card_gets_no_answer():
    """Hidden information (REN-C: a hand is private): a card id in another seat's hand is never
    answered, as a card that does not exist is not; so the reply confirms nothing."""
    p = Position(3, empty_map=True).hand(1, "PREN014", "PREN031")
    s = p.state(seat=0)
    for card in ("PREN014", "PREN031"):
        assert whynot.explain(p.rules, s, 0, [card]) is None
        assert whynot.explain(p.rules, s, 1, [card]) is not None  # its owner is told (not their turn)


def test_why_not_rests_on_the_view_only():
    """Every reason for seat 0 is the same in two positions that differ only in what seat 0 cannot
    see (the rivals' hands, the decks, the face-down cards): ``determinize`` redeals the hidden
    cards, and every tapped id of the table gets the same answer."""
    import random

    from pax.core.rng import Rng
    from pax.renaissance.determinize import determinize

    rng = random.Random(7)
    for seed in (3, 4):
        setup = p_rules().make_setup(3, seed)
        s = p_rules().initial_state(setup)
        for step in range(220):
            if p_rules().is_over(s):
                break
            if step % 20 == 5:
                other = determinize(s, 0, Rng(step * 7919 + seed))
                ids = _tappable(s, 0)
                for t in ids:
                    a, b = whynot.explain(p_rules(), s, 0, [t]), whynot.explain(p_rules(), other, 0, [t])
                    assert a == b, (seed, step, t, a, b)
            legal = p_rules().legal_actions(s)
            s = p_rules().apply(s, legal[rng.randrange(len(legal))])


def p_rules():
    return Position(3).rules


def _tappable(s, seat: int) -> list[str]:
    """The ids the table shows seat ``seat``: its hand, every tableau card, map cards, cities,
    Empires, the face-up market and the victories."""
    from pax.renaissance.tables import CITIES, MAP_CARDS

    out = list(s.hands[seat]) + list(MAP_CARDS) + list(CITIES)[:20]
    for row in ("west", "east"):
        out += [c for k, c in enumerate(s.market[row]) if c and not s.face_down[row][k]]
        out += [f"market:{row}:{k}" for k in range(1, 7)]
    for other in range(s.setup.players):
        out += list(s.west[other]) + list(s.east[other]) + [f"tableau:{other}:west", f"tableau:{other}:east"]
    return out
