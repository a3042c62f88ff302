"""The search's leaf evaluation of Pax Renaissance (pax/renaissance/evaluation.py): who is about to
declare a victory, and how far every seat is from each Victory card."""

from __future__ import annotations

from pax.renaissance.evaluation import THREAT, chances, comet_price, shortfalls
from pax.renaissance.testing import Position
from pax.renaissance.victory import meets


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


def _gap(p: Position, vic: str) -> int:
    """Seat 0's shortfall on ``vic``, checked against ``meets`` (both read ``victory.conditions``)."""
    s = p.state()
    gap = shortfalls(s)[vic][0]
    assert meets(s, 0, vic) == (gap == 0), (vic, gap)
    return gap


def test_ren_l_20_l_21_imperial_leads_on_hand_built_positions():
    """REN-L-20: a lead of 2 Kingdoms over every other player with three players; REN-L-21: of 3
    with two. One Kingdom short is a shortfall of 1."""
    p = Position(3).empire(0, "england").empire(0, "france")
    assert _gap(p, "imperial") == 0
    assert _gap(p.empire(2, "hungary"), "imperial") == 1  # lead 1 over seat 2
    p = Position(2).empire(0, "england").empire(0, "france").empire(0, "aragon")
    assert _gap(p, "imperial") == 0
    assert _gap(p.empire(1, "hungary"), "imperial") == 1  # lead 2: enough with three players only


def test_ren_l_24_l_25_renaissance_leads_on_hand_built_positions():
    """REN-L-24: a lead of 1 Republic; REN-L-25: and of 2 Law prestige. Each lead missed by one
    is a shortfall of 1; both, or one by more, of 2."""
    def base() -> Position:
        # France's Republic shows no prestige: Law comes from the cards alone
        return Position(3).empire(0, "france", "republic").tableau(0, "PREN036", "PREN037")
    assert _gap(base(), "renaissance") == 0
    assert _gap(base().tableau(1, "PREN040"), "renaissance") == 1  # Law lead 1
    assert _gap(base().empire(2, "byzantium", "republic"), "renaissance") == 1  # Republics tied
    assert _gap(base().tableau(1, "PREN040").empire(2, "byzantium", "republic"), "renaissance") == 2
    assert _gap(base().tableau(1, "PREN040", "PREN041"), "renaissance") == 2  # Law tied: lead 0


def test_ren_l_22_l_23_globalization_leads_on_hand_built_positions():
    """REN-L-22: a lead of 2 Concessions; REN-L-23: and of 1 Discovery prestige."""
    def base() -> Position:
        p = Position(3, empty_map=True).border("england_france", "cube:0").border("aragon_portugal", "cube:0")
        return p.tableau(0, "PREN014")
    assert _gap(base(), "globalization") == 0
    assert _gap(base().border("hungary_ottoman", "cube:1"), "globalization") == 1  # Concessions lead 1
    assert _gap(base().tableau(2, "PREN016"), "globalization") == 1  # Discovery tied
    assert _gap(base().border("hungary_ottoman", "cube:1").tableau(2, "PREN016"), "globalization") == 2


def test_ren_l_16_holy_lead_on_hand_built_positions():
    """REN-L-16: a lead of 1 prestige of the Supreme Religion; without one (REN-L-17: a Bishop
    majority alone is not enough, REN-L-18 wants armed faithful too) nobody meets it."""
    def base() -> Position:
        # 3 white Bishops against 1 black and 1 red (REN-L-17); seat 0 has 3 Catholic prestige
        p = Position(3, empty_map=True).tableau(0, "PREN001", "PREN003", "PREN007")
        p.bishop("PREN001", "white").bishop("PREN003", "white")
        p.tableau(1, "PREN058", "PREN004").bishop("PREN058", "black").bishop("PREN004", "red")
        return p.tableau(2, "PREN023").bishop("PREN023", "white")
    assert _gap(base(), "holy") == 2  # no armed faithful: no Supreme Religion
    assert _gap(base().city("venice", "knight:white"), "holy") == 0  # Catholic, by the Papal States
    assert _gap(base().city("venice", "knight:white").tableau(2, "PREN008", "PREN012", "PREN029"), "holy") == 1


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
