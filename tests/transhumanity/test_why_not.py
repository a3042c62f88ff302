""""Why not?" for Pax Transhumanity (``Rules.why_not``, ``pax/transhumanity/whynot.py``): a tapped
market idea that cannot be commercialized is explained with its rule ID (TRH-F-14..20, TRH-D-1/2/5)."""

from __future__ import annotations

import json

from pax import facade
from pax.core import Action, whynot
from pax.transhumanity.prices import labor_price
from pax.transhumanity.state import TrhState
from pax.transhumanity.tables import T

from .helpers import RULES, employ, fresh, give, put, syndicated, take

A = Action.of
MAKERS = T.side_ids[0, "M"]


def bare(seat_money: int = 20) -> TrhState:
    """Seat 0 at its turn's menu, no employee on a Maker spot of the first sphere, no patents, an
    empty Think Tank and Splay (nothing is feasible yet), ``seat_money`` dollars in Capital."""
    s = fresh(players=2)
    for spot in MAKERS:
        s.emp.pop(spot, None)
        s.company.pop(spot, None)
    for seat in (0, 1):
        s.supply[seat] += sum(s.patents[seat])
        s.patents[seat] = [0, 0, 0, 0]
        for card in list(s.tanks[seat]):
            take(s, card)
            s.discard.append(card)
    give(s, 0, seat_money)
    return s


def idea() -> str:
    return next(c for c in T.ideas[10:] if T.cards[c].kind == "idea")


def reason(s: TrhState, target: str, seat: int = 0) -> whynot.Reason:
    found = whynot.explain(RULES, s, seat, [target])
    assert found is not None, f"no reason for {target}"
    return found[1]


def feasible_by_tank(s: TrhState, card: str) -> None:
    """TRH-F-19: a Think Tank top card with the idea's two disciplines."""
    pair = T.cards[card].pair
    top = next(c for c in T.ideas if c != card and T.cards[c].pair == pair)
    take(s, top)
    s.tanks[0].append(top)


def test_trh_f_15_only_an_idea_with_your_syndication():
    """TRH-F-15: an idea without the player's own Syndication cannot be commercialized."""
    s = bare()
    card = idea()
    put(s, 0, 0, card)
    r = reason(s, card)
    assert r.rule == "TRH-F-15" and T.cards[card].name in r.en and "TRH-D-4" in r.hu
    assert reason(s, "m:0:0").rule == "TRH-F-15"


def test_trh_f_14_no_maker_in_the_sphere():
    """TRH-F-14: commercializing takes one Maker's labor in the idea's sphere."""
    s = bare()
    card = idea()
    syndicated(s, 0, 0, card, 0)
    assert reason(s, card).rule == "TRH-F-14"


def test_trh_f_16_not_feasible():
    """TRH-F-16: no adjacent strips, no patents, no Think Tank card: not feasible."""
    s = bare()
    card = idea()
    syndicated(s, 0, 0, card, 0)
    employ(s, 0, "FW-M2")
    r = reason(s, card)
    assert r.rule == "TRH-F-16" and all(f"TRH-F-{n}" in r.en for n in (17, 18, 19))


def test_trh_f_20_too_dear():
    """TRH-F-20: feasible, a Maker at hand, but the price is more than the player can raise."""
    s = bare(seat_money=0)
    card = idea()
    syndicated(s, 0, 0, card, 0)
    employ(s, 0, "FW-M2")
    feasible_by_tank(s, card)
    price = labor_price(s, 0, 0, "FW-M2", "commercialize")
    assert price > 0, "the position needs an uncovered Barrier in the sphere"
    r = reason(s, card)
    assert r.rule == "TRH-F-20" and f"${price}" in r.en and "$0" in r.en


def test_trh_d_5_feasible_idea_is_commercialized_through_the_menu():
    """TRH-D-5: at the menu a commercializable idea is reached through Commercialize; once that is
    chosen the idea is a legal target and no "why not" is given."""
    s = bare()
    card = idea()
    syndicated(s, 0, 0, card, 0)
    employ(s, 0, "FW-M2")
    feasible_by_tank(s, card)
    assert reason(s, card).rule == "TRH-D-5"
    picked = RULES.apply(s, A("commercialize"))
    assert whynot.explain(RULES, picked, 0, [card, "m:0:0"]) is None


def test_trh_d_1_and_d_2_not_now():
    """TRH-D-1: another seat's decision; TRH-D-2: both actions of the turn used."""
    s = bare()
    card = idea()
    syndicated(s, 0, 0, card, 0)
    r = reason(s, card, seat=1)
    assert r.rule == "TRH-D-1" and s.setup.names[0] in r.en
    used = s.model_copy(deep=True)
    used.actions_left = 0
    assert reason(used, card).rule == "TRH-D-2"


def test_not_an_idea_has_no_reason():
    """A target that is no market idea gets no reason (the page shows nothing)."""
    s = bare()
    assert whynot.explain(RULES, s, 0, ["m:0:0", "FW-M2", "nowhere", "m:9:9"]) is None


def _request(**kw):
    return json.loads(facade.handle(json.dumps(kw)))


def test_facade_why_not_in_both_languages():
    """The facade op answers for the person at the device in English and Hungarian."""
    new = _request(op="new", game="transhumanity", players=2, seed=5)
    setup, actions = new["setup"], new["actions"]
    while new["view"]["pending"] is not None:  # the colour choices of the setup first
        actions = [*actions, 0]
        new = _request(op="open", setup=setup, actions=actions)
    ideas = [slot["id"] for col in new["view"]["market"] for slot in col if slot]
    en = _request(op="why_not", setup=setup, actions=actions, target=ideas[0], lang="en")
    hu = _request(op="why_not", setup=setup, actions=actions, target=ideas[0], lang="hu")
    assert en["ok"] and hu["ok"] and en["reason"]["rule"] == hu["reason"]["rule"] == "TRH-F-15"
    assert en["reason"]["text"] != hu["reason"]["text"]
