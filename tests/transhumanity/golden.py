"""Golden-game fingerprint: seeded uniformly random games, hashed step by step.

The hash covers every legal-action list (kinds, arguments, order), every chosen index and the
final state JSON of each game, so any change to the rules engine that changes a legal list or a
resulting state — even only its order — changes the fingerprint. Speed work must keep it equal.

Each fingerprint is of one card-set version (``cards``; default 1, so the version-1 fingerprints
recorded before the card set was versioned stay what they were whatever version is current).

``python -m tests.transhumanity.golden [GAMES [VERSION]]`` prints the fingerprint of the first GAMES
setups of that card-set version.
"""

from __future__ import annotations

import hashlib
import random
import sys

from pax.core import get_rules

# (players, options) cycled over the seeds: 1–4 players, solo easy and hard.
SETUPS: tuple[tuple[int, dict | None], ...] = (
    (1, {"solo": "easy"}), (1, {"solo": "hard"}), (2, None), (3, None), (4, None),
)


def fingerprint(games: int, first_seed: int = 1, cards: int = 1) -> str:
    rules = get_rules("transhumanity")
    h = hashlib.sha256()
    for g in range(games):
        players, opts = SETUPS[g % len(SETUPS)]
        seed = first_seed + g
        pick = random.Random(seed ^ 0x5EED)
        s = rules.new_game(players, seed, options={**(opts or {}), "cards": cards})
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            i = pick.randrange(len(legal))
            h.update(repr([(a.kind, a.args) for a in legal]).encode())
            h.update(b"#%d;" % i)
            s = rules.apply(s, legal[i])
        h.update(s.model_dump_json(exclude={"outcome"}).encode())
        h.update(rules.result(s).model_dump_json().encode())
    return h.hexdigest()


if __name__ == "__main__":
    print(fingerprint(int(sys.argv[1]) if len(sys.argv) > 1 else 200,
                      cards=int(sys.argv[2]) if len(sys.argv) > 2 else 1))
