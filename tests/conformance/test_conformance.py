"""The conformance suite (OpenSpiel style): every registered game plays ``GAMES`` seeded games
through the uniform ``Rules`` interface (``LONG_GAMES`` with ``--long``), with its invariants,
serialisation and replay checked, and each game's digest compared with the one recorded for its
seed, so a failure names the game and the seed (see ``play.py``)."""

from __future__ import annotations

import pytest

from pax.core import game_ids, get_rules

from .play import GAMES, LONG_GAMES, golden, play


# The games the package registers; test-only games (tests/core/toy.py) register later, on import.
GAME_IDS = tuple(game_ids())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_conform_and_match_their_golden_digests(game_id: str, long_run: bool) -> None:
    rules = get_rules(game_id)
    recorded = golden().get(game_id, [])
    assert len(recorded) >= GAMES, f"{game_id}: no golden digests recorded (python -m tests.conformance.play)"
    differ = []
    for seed in range(LONG_GAMES if long_run else GAMES):
        digest = play(rules, seed).digest
        if seed < len(recorded) and digest != recorded[seed]:
            differ.append(seed)
    assert not differ, (f"{game_id}: {len(differ)} games differ from their golden digests, "
                        f"first seeds {differ[:10]} (a rules change must re-record them and say why)")


def test_the_golden_digests_cover_every_registered_game() -> None:
    assert set(golden()) >= set(GAME_IDS)
