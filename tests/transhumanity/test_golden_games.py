"""TRH-D-2 golden games: the legal-action lists and resulting states of seeded random games are fixed.

Every choice is an action of ``legal_actions`` (TRH-D-2) and share links store indices into those
lists, so a speed change must leave every list (content and order) and every state unchanged. The
fingerprints below were recorded before the engine's speed work; a deliberate rules change must
re-record them (``python -m tests.transhumanity.golden 60`` / ``200``) and say why in its commit.
"""

from __future__ import annotations

import pytest

from tests.transhumanity.golden import fingerprint

# sha256 over every legal list, chosen index, final state JSON and result (see golden.py), games
# cycling solo easy, solo hard, 2, 3 and 4 players, seeds 1..N. Re-recorded when the end of a game
# moved into ``BaseState.outcome``: the same games, hashed with the result apart, gave these values
# before and after that change. Re-recorded again for the TRH-K-22 rulings (solo games that ran on
# after an Exoglobal Tipping Point or an empty Exoglobal deck now end).
GOLDEN_60 = "eec13b872cf6d0327a3e8c66960cef76155e383b0fc8dfdc4c303ed0e1ba1863"
GOLDEN_200 = "49883883e1334143d8c4b277ba6bd0d2505348e2f67c4239842c3289a28cd55f"
# The same games dealt from card set version 2 (``golden.fingerprint(60, cards=2)``), recorded when
# version 2 was added; the fingerprints above are version 1's and stay so (golden.py pins it).
GOLDEN_V2_60 = "9c44fbc48694ee7aa51526dd236f58dd2f679f1470d9a7bedd6355e7d66bbcf6"
# And from card set version 3 (``golden.fingerprint(60, cards=3)``), recorded when version 3 was added.
GOLDEN_V3_60 = "1d7fcb435aa00e56d193588a38ff35ce3d43cf011321d6a9f29be97cc012c4c1"
# And from card set version 4 (``golden.fingerprint(60, cards=4)``), recorded when version 4 was added.
GOLDEN_V4_60 = "f5b85a9db30f3cc1703e43fc516a196eac27741410a8dcccbc63c2cabc4fe975"


def test_trh_d_2_golden_games_legal_lists_and_states_unchanged(long_run: bool) -> None:
    """TRH-D-2: 60 seeded uniformly random games (200 with --long) give the recorded fingerprint."""
    if long_run:
        assert fingerprint(200) == GOLDEN_200
    else:
        assert fingerprint(60) == GOLDEN_60


def test_trh_d_2_golden_games_of_card_set_version_2_unchanged() -> None:
    """TRH-D-2: the 60 golden games dealt from card set version 2 give its recorded fingerprint,
    and differ from version 1's (the version changes what the games replay to)."""
    assert fingerprint(60, cards=2) == GOLDEN_V2_60 != GOLDEN_60


def test_trh_d_2_golden_games_of_card_set_version_3_unchanged() -> None:
    """TRH-D-2: the 60 golden games dealt from card set version 3 give its recorded fingerprint,
    and differ from version 2's."""
    assert fingerprint(60, cards=3) == GOLDEN_V3_60 != GOLDEN_V2_60


def test_trh_d_2_golden_games_of_card_set_version_4_unchanged() -> None:
    """TRH-D-2: the 60 golden games dealt from card set version 4 give its recorded fingerprint,
    and differ from version 3's (its boards' starting finance changes what they replay to)."""
    assert fingerprint(60, cards=4) == GOLDEN_V4_60 != GOLDEN_V3_60


@pytest.mark.parametrize("games", [1])
def test_trh_d_2_golden_fingerprint_sees_a_changed_choice(games: int) -> None:
    """TRH-D-2: the fingerprint depends on the games played (a different first seed differs)."""
    assert fingerprint(games, first_seed=1) != fingerprint(games, first_seed=2)


def test_trh_d_2_apply_leaves_shared_containers_alone(long_run: bool) -> None:
    """TRH-D-2: ``apply`` shares Market slots, Splay entries and employee lists with its input (copy
    on write); at every step of 5 random games (25 with --long; every setup) the input's Market,
    Splay, frames and employees are unchanged."""
    import random

    from pax.core import get_rules

    from tests.transhumanity.golden import SETUPS

    rules = get_rules("transhumanity")
    for g in range(25 if long_run else 5):
        players, opts = SETUPS[g % len(SETUPS)]
        pick = random.Random(g)
        s = rules.new_game(players, 500 + g, options=opts)
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            before = repr((s.market, s.splay, s.frames, s.emp))
            nxt = rules.apply(s, legal[pick.randrange(len(legal))])
            assert repr((s.market, s.splay, s.frames, s.emp)) == before
            s = nxt
