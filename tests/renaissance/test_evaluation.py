"""The search's leaf evaluation of Pax Renaissance (pax/renaissance/evaluation.py): who is about to
declare a victory, and how far every seat is from each Victory card."""

from __future__ import annotations

import random

from pax import get_rules
from pax.renaissance.evaluation import THREAT, chances, comet_price, shortfalls
from pax.renaissance.tables import VICTORY_IDS
from pax.renaissance.testing import Position
from pax.renaissance.victory import meets

RULES = get_rules("renaissance")


def _imperial_lead(players: int = 2) -> Position:
    """Seat 1 holds three Kingdoms, seat 0 none: the Imperial lead of REN-L-20/21 (3 with two players)."""
    p = Position(players)
    p.empire(1, "england").empire(1, "france").empire(1, "portugal")
    return p


def test_ren_l_15_a_rival_with_an_inactive_victory_and_an_affordable_comet_is_the_favourite():
    """REN-L-15, REN-D-14: a seat that meets an inactive Victory card and can pay for a Comet in the
    Market buys it, activates the card and declares on its next turn: the leaf says so even while
    that seat trails on every other measure."""
    def leaf(slot: int) -> list[float]:
        p = _imperial_lead().money(0, 40).money(1, 3).market("west", slot, "COMET3")
        return chances(p.state(seat=0, actions_left=0))

    # slot 3 costs 2 florins (REN-E-2): seat 1 can buy it on its coming turn and declare
    assert leaf(3)[1] == THREAT
    # slot 5 costs 4, more than seat 1 has: the condition it meets is only a latent threat
    assert leaf(5)[1] < THREAT
    base = _imperial_lead().money(0, 40).money(1, 3).state(seat=0, actions_left=0)
    assert comet_price(base) is None and chances(base) == leaf(5)


def test_ren_l_20_meeting_an_inactive_victory_counts_in_the_standing():
    """REN-L-20/21: three Kingdoms more than the rival meet Imperial victory before any Comet has made
    it active; the leaf values that above two Kingdoms more (no Comet in the Market here)."""
    three = _imperial_lead().state(seat=0, actions_left=0)
    two = Position(2).empire(1, "england").empire(1, "france").state(seat=0, actions_left=0)
    assert comet_price(three) is None and comet_price(two) is None
    assert shortfalls(three)["imperial"] == [2, 0] and shortfalls(two)["imperial"] == [2, 1]
    assert chances(three)[1] > chances(two)[1] > 0.5


def test_ren_l_16_to_25_shortfalls_agree_with_the_victory_conditions():
    """REN-L-16..25: a shortfall of 0 is exactly ``meets`` along random 2-, 3- and 4-player games."""
    for players in (2, 3, 4):
        rnd = random.Random(players)
        s = RULES.new_game(players, 40 + players)
        while not RULES.is_over(s):
            short = shortfalls(s)
            for v in VICTORY_IDS:
                assert [x == 0 for x in short[v]] == [meets(s, p, v) for p in range(players)], (v, s.step)
            legal = RULES.legal_actions(s)
            s = RULES.apply_index(s, rnd.randrange(len(legal)))


def test_ren_d_14_with_three_players_a_threat_does_not_lift_a_trailing_seat():
    """REN-D-14, REN-L-15: with three players, the seats that are not about to declare share the
    rest by their standing; an even share would have valued a trailing seat's position more once
    it handed a rival a Victory card to declare (a search bought a Comet and activated its rival's)."""
    def leaf(slot: int) -> list[float]:
        p = _imperial_lead(3).money(0, 30).money(1, 3).money(2, 0).market("west", slot, "COMET3")
        p.empire(0, "hungary")  # seat 1 leads seat 0 by 2 Kingdoms: Imperial victory with three players
        return chances(p.state(seat=2, actions_left=0))

    threat, latent = leaf(3), leaf(5)
    assert threat[1] == THREAT > latent[1]
    assert threat[2] <= latent[2] and threat[0] <= latent[0]  # nobody else gains from the threat
    assert abs(sum(threat) - 1.0) < 1e-9
