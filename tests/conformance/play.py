"""One seeded conformance game of any registered game, checked step by step through ``Rules``.

Game ``seed`` uses setup ``rules.setups()[seed % len(setups)]`` and chooses with
``rules.playout_choice`` fed by ``random.Random(seed)``. Along the game it checks the uniform
interface's promises (a legal action always exists until the end, ``apply`` refuses an unknown
action and never changes its input, the state survives a JSON round trip, ``view`` and ``describe``
answer, the game's ``invariants`` hold) and returns a digest of the game: every legal list (kinds,
arguments, order), every chosen index, and the final step, generator state and result. The digests
of seeds 0..GAMES-1 are stored in ``golden.json``; ``python -m tests.conformance.play`` re-records
them after a deliberate rules change (say why in the commit); ``python -m tests.conformance.play 300
transhumanity`` re-records only that game's.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pax.core import Action, BaseState, IllegalAction, Rules, game_ids, get_rules, replay

GOLDEN = Path(__file__).with_name("golden.json")
GAMES = 300  # default run: games per registered game (the long run plays LONG_GAMES)
LONG_GAMES = 3000
MAX_STEPS = 20_000
INVARIANTS_EVERY = 4  # steps; and at the end
ROUND_TRIP_EVERY = 40
PROBE_EVERY = 60  # an unknown action is refused, apply leaves its input alone, view/describe answer
REPLAY_EVERY = 10  # games


class Broken(AssertionError):
    """A conformance promise a game broke; the message names the game, the seed and the step."""


@dataclass(frozen=True)
class Played:
    indices: tuple[int, ...]
    state: BaseState
    digest: str


def _check(ok: bool, rules: Rules[Any], seed: int, step: int, what: str) -> None:
    if not ok:
        raise Broken(f"{rules.game_id} seed {seed} step {step}: {what}")


def _round_trip(rules: Rules[Any], state: BaseState, seed: int, step: int) -> None:
    text = state.model_dump_json()
    _check(rules.load(text).model_dump_json() == text, rules, seed, step, "the JSON round trip changes the state")


def _probe(rules: Rules[Any], state: BaseState, legal: list[Action], seed: int, step: int) -> None:
    before = state.model_dump_json()
    try:
        rules.apply(state, Action.of("no_such_action", 1))
    except IllegalAction:
        pass
    else:
        _check(False, rules, seed, step, "apply accepted an unknown action")
    rules.apply(state, legal[0])
    _check(state.model_dump_json() == before, rules, seed, step, "apply changed the state it was given")
    for seat in (*range(rules.seats(state)), None):
        json.dumps(rules.view(state, seat))
    for lang in ("en", "hu"):
        _check(bool(rules.describe(state, legal[-1], lang)), rules, seed, step, f"no {lang} sentence for {legal[-1]}")


def play(rules: Rules[Any], seed: int) -> Played:
    """Play and check game ``seed`` (see the module doc); raises ``Broken`` naming what failed."""
    setups = rules.setups()
    players, options = setups[seed % len(setups)]
    pick = random.Random(seed)
    h = hashlib.sha256()
    state = rules.new_game(players, seed, options=options)
    indices: list[int] = []
    while not rules.is_over(state):
        step = len(indices)
        _check(step < MAX_STEPS, rules, seed, step, "the game does not end")
        legal = rules.legal_actions(state)
        _check(bool(legal), rules, seed, step, "no legal action but the game is not over")
        _check(state.to_move is not None and 0 <= state.to_move < rules.seats(state), rules, seed, step, "nobody is to move")
        if step % PROBE_EVERY == 0:
            _probe(rules, state, legal, seed, step)
        a = rules.playout_choice(state, legal, pick)
        i = legal.index(a)
        h.update(repr([(x.kind, x.args) for x in legal]).encode() + b"#%d;" % i)
        indices.append(i)
        state = rules.apply_index(state, i)
        if step % INVARIANTS_EVERY == 0:
            problems = rules.invariants(state)
            _check(not problems, rules, seed, step + 1, f"after {a}: {problems}")
        if step % ROUND_TRIP_EVERY == 0:
            _round_trip(rules, state, seed, step + 1)
    end = len(indices)
    problems = rules.invariants(state)
    _check(not problems, rules, seed, end, f"at the end: {problems}")
    _round_trip(rules, state, seed, end)
    _check(rules.legal_actions(state) == [], rules, seed, end, "legal actions after the end")
    _check(state.to_move is None, rules, seed, end, "someone is to move after the end")
    result = rules.result(state)
    _check(bool(result.winners) and all(0 <= w < rules.seats(state) for w in result.winners), rules, seed, end,
           f"bad winners {result.winners}")
    _check(abs(sum(rules.returns(state)) - 1.0) < 1e-9, rules, seed, end, "returns do not sum to 1")
    if seed % REPLAY_EVERY == 0:
        again = replay(rules.game_id, players, seed, None, options, indices)
        _check(again.model_dump_json() == state.model_dump_json(), rules, seed, end, "replay gives another state")
    h.update(json.dumps([state.step, str(state.rng), result.model_dump(mode="json")], sort_keys=True).encode())
    return Played(tuple(indices), state, h.hexdigest()[:16])


def golden() -> dict[str, list[str]]:
    """The recorded digests: game id -> digest of seed 0, 1, …"""
    recorded: dict[str, list[str]] = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    return recorded


def record(games: int = GAMES, only: tuple[str, ...] = ()) -> None:
    """Re-record ``golden.json`` for every present game, or only the games named (after a
    deliberate rules or data change of those games; the others keep their recorded digests)."""
    out = golden()
    for gid in game_ids():
        if not only or gid in only:
            out[gid] = [play(get_rules(gid), seed).digest for seed in range(games)]
    GOLDEN.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    record(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES, tuple(sys.argv[2:]))
