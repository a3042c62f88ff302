"""A one-shot that does not apply says why, in the log (issue 31).

Playing India Armada with no Discovery prestige skipped its Trade Shift without a word (REN-H-2);
so did every other one-shot with nothing to resolve: a Trade Shift off an emporium without a disc
(REN-H-1), a Queen with no Empire left to crown (REN-I-1, an Old Maid by REN-E-11) and a
Religious War with no Pagans to fight (REN-K-2). The log's note of the play now names the reason
and its rule, in both languages.
"""

from __future__ import annotations

from pax.renaissance.state import RenState
from pax.renaissance.testing import Position

from .warkit import act, top


def notes(p: Position, before: RenState, after: RenState) -> dict[str, str]:
    return {lang: " ".join(p.rules.narrate(before, after, lang)) for lang in ("en", "hu")}


def played(p: Position, card: str) -> tuple[RenState, dict[str, str]]:
    before = p.state()
    after = act(p, before, "play", card)
    return after, notes(p, before, after)


def test_ren_h_2_india_armada_without_discovery_says_why_its_trade_shift_is_skipped():
    p = Position(3, empty_map=True).hand(0, "PREN014")  # India Armada: Spice Islands, a Discovery icon
    s, said = played(p, "PREN014")
    assert top(s) != "play" and "spiceIslands" in s.discs  # skipped (REN-H-2: its own icon does not count)
    assert "India Armada" in said["en"] and "Trade Shift" in said["en"] and "Discovery" in said["en"]
    assert "REN-H-2" in said["en"] and "REN-H-2" in said["hu"] and "Felfedezés" in said["hu"]


def test_ren_h_1_a_trade_shift_off_an_emporium_with_no_disc_says_why():
    """The Hanseatic League shifts the disc off Novgorod; The Kremlin, naming Novgorod too, then
    finds no disc there."""
    p = Position(3, empty_map=True).hand(0, "PREN015", "PREN074")
    s = act(p, p.state(), "play", "PREN015")
    s = act(p, s, "one_shot", "novgorod")
    while top(s) == "agents":
        s = act(p, s, "skip", 0)
    assert "novgorod" not in s.discs and top(s) == "turn"
    before = s
    s = act(p, s, "play", "PREN074")
    said = notes(p, before, s)
    assert top(s) != "play"
    assert "Novgorod" in said["en"] and "no disc" in said["en"] and "REN-H-1" in said["en"]
    assert "REN-H-1" in said["hu"] and "korong" in said["hu"]


def test_ren_i_1_a_queen_with_no_empire_to_crown_says_why_she_is_an_old_maid():
    p = Position(3, empty_map=True).empire(1, "england").empire(2, "aragon").empire(2, "france").hand(0, "PREN047")
    s, said = played(p, "PREN047")  # Margaret of Anjou: England, France, Aragon, all taken
    assert s.old_maids[0] == ("PREN047",)
    assert "REN-I-1" in said["en"] and "REN-E-11" in said["en"] and "Old Maid" in said["en"]
    assert "REN-I-1" in said["hu"] and "vénkisasszony" in said["hu"]


def test_ren_k_2_a_religious_war_with_no_pagans_says_why():
    p = Position(3, empty_map=True).hand(0, "PREN029")  # Holy Land Crusade on the Mamluks, an empty map
    s, said = played(p, "PREN029")
    assert top(s) != "play"
    assert "Pagans" in said["en"] and "REN-K-2" in said["en"]
    assert "REN-K-2" in said["hu"] and "pogány" in said["hu"]


def test_a_one_shot_that_applies_says_nothing_of_the_kind():
    p = Position(3, empty_map=True).hand(0, "PREN016").tableau(0, "PREN014")  # Discovery already there
    s, said = played(p, "PREN016")
    assert top(s) == "play"
    assert "REN-H-2" not in said["en"] and "REN-H-2" not in said["hu"]


def test_in_random_games_every_skipped_one_shot_is_explained():
    """REN-E-10: seeded random 3-player games; every card played whose one-shot was not offered
    gets a reason in the log (and a card whose one-shot was offered gets none)."""
    import random

    from pax.core import get_rules
    from pax.renaissance.catalog import CARDS
    from pax.renaissance.flow import ONE_SHOTS

    rules = get_rules("renaissance")
    explained = offered = 0
    for seed in range(4):
        state = rules.initial_state(rules.make_setup(3, 300 + seed))
        rnd = random.Random(seed)
        for _ in range(400):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            action = legal[rnd.randrange(len(legal))]
            after = rules.apply(state, action)
            card = str(action.args[0]) if action.kind == "play" else ""
            os_ = CARDS[card].one_shot if card else None
            if os_ is not None and os_.type in ONE_SHOTS:
                said = " ".join(rules.narrate(state, after, "en"))
                if after.frames and after.frames[-1]["kind"] == "play":
                    offered += 1
                    assert "does not apply" not in said
                else:
                    explained += 1
                    assert "does not apply" in said and "(REN-" in said, (card, said)
            state = after
    assert explained and offered
