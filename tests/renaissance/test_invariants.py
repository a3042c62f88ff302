"""Random-game invariants (REN-B conservation, REN-D turn structure) over many seeded games.

Default: 20 games mixing 2/3/4 players (the conformance suite, tests/conformance, plays 300 more
through the uniform interface), invariants after every step, JSON round trip on a sample of steps
(every step in the first games), replay of every game; ``--long``: 10,000 games.
"""

import random

import pytest

import pax
from pax.core import Action, IllegalAction
from pax.core.simulate import MAX_STEPS
from pax.renaissance import board, market
from pax.renaissance.invariants import violations

R = pax.get_rules("renaissance")
MAIN = {"buy", "play", "sell", "operate", "fair", "declare", "pass"}


def _illegal_variants(s, legal, rnd):
    """A few actions that are not legal now (to check that apply rejects them)."""
    out = [Action.of("buy", "east", 1), Action.of("nonsense", 3), Action.of("declare", "holy")]
    a = rnd.choice(legal)
    if a.args:
        out.append(Action.of(a.kind, *a.args[:-1], "no-such-id"))
    out.append(Action.of(a.kind, *a.args, "extra"))
    return [x for x in out if x not in legal]


ACTIVE = {"declare": 50, "op": 6, "one_shot": 6, "play": 4, "activate": 3, "operate": 3}


def _biased(rnd: random.Random, legal: list[Action]) -> Action:
    """A chooser that favours declaring, playing and using cards (reaches wars and victories more often)."""
    weights = [ACTIVE.get(a.kind, 1) for a in legal]
    return rnd.choices(legal, weights)[0]


def play_and_check(seed: int, full: bool, biased: bool = False) -> dict:
    """One random game with every invariant asserted; ``full``: JSON round trip at every step."""
    players = 2 + seed % 3
    rnd = random.Random(seed * 7919 + 1)
    s = R.new_game(players, seed)
    actions: list[Action] = []
    turn_key = (s.turn, s.current)
    main_count = 0
    ops: list[str] = []
    fairs: list[str] = []
    stats = {"steps": 0}
    while not R.is_over(s):
        legal = R.legal_actions(s)
        assert legal, f"seed {seed}: no legal action at step {len(actions)}"
        assert s.to_move == s.frames[-1]["seat"]
        a = _biased(rnd, legal) if biased else rnd.choice(legal)
        if a.kind in MAIN and s.frames[-1]["kind"] == "turn":
            main_count += 1
            if a.kind == "operate":
                ops.append(str(a.args[0]))
            if a.kind == "fair":
                fairs.append(str(a.args[0]))
        check_json = full or len(actions) % 17 == 0
        before = s.model_dump_json() if check_json else None
        if len(actions) % 23 == 0:
            for bad in _illegal_variants(s, legal, rnd):
                with pytest.raises(IllegalAction):
                    R.apply(s, bad)
        nxt = R.apply_trusted(s, a)
        if check_json:
            assert s.model_dump_json() == before, f"seed {seed}: apply mutated its input"
            assert R.load(nxt.model_dump_json()) == nxt, f"seed {seed}: JSON round trip differs"
        s = nxt
        actions.append(a)
        assert len(actions) < MAX_STEPS, f"seed {seed}: the game does not end"
        problems = violations(s)
        assert not problems, f"seed {seed} step {len(actions)} after {a}: {problems}"
        for seat in range(players):  # REN-D-3 (or the no-hand-limit ability, REN-D-20)
            assert len(s.hands[seat]) <= 2 or market.hand_limit_ok(s, seat, 0) or (
                s.frames and s.frames[-1]["kind"] == "discard_hand")
        if R.is_over(s):
            break
        if (s.turn, s.current) != turn_key:  # a turn ended: exactly 2 actions (REN-D-1)
            assert main_count == 2, f"seed {seed}: turn {turn_key} had {main_count} actions"
            assert len(ops) == len(set(ops)) and len(fairs) == len(set(fairs))  # REN-D-10, D-12
            turn_key, main_count, ops, fairs = (s.turn, s.current), 0, [], []
    assert main_count <= 2
    again = pax.replay("renaissance", players, seed, actions=actions)
    assert again == s, f"seed {seed}: replay differs"
    res = R.result(s)
    assert res.winners and all(0 <= w < players for w in res.winners)
    stats["steps"] = len(actions)
    stats["victory"] = res.victory
    return stats


def test_random_games_keep_every_invariant(long_run):
    """REN-B-3..B-7 (pieces), REN-B-4 (53 florins), REN-D-1, REN-D-3, REN-D-10, REN-D-12; the game ends."""
    games = 10_000 if long_run else 20
    endings: dict[str, int] = {}
    for seed in range(games):
        st = play_and_check(seed, full=seed < 5)
        endings[st["victory"]] = endings.get(st["victory"], 0) + 1
    assert sum(endings.values()) == games


def test_active_games_keep_every_invariant(long_run):
    """The same invariants when players favour declaring victories and using their cards (REN-D-14, REN-L)."""
    games = 1000 if long_run else 12
    endings: dict[str, int] = {}
    for seed in range(games):
        st = play_and_check(50_000 + seed, full=seed < 5, biased=True)
        endings[st["victory"]] = endings.get(st["victory"], 0) + 1
    assert sum(endings.values()) == games
    assert len(endings) >= 2, endings  # not only Patron endings


def test_concessions_helper_counts_only_the_map():
    s = R.new_game(3, 1)
    assert [board.concessions(s, p) for p in range(3)] == [1, 1, 1]
