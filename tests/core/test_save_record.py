"""The save record written move by move (issue 36): every reply of the facade carries its game's
save record, and ``pax.savefile.record`` keeps the trail and the checksum of the game it recorded
last, adding only what a move changed. Whatever the sequence of records asked for (a move on,
undo, another line of play, another game, a replay's earlier position), each must be exactly the
record written from scratch: the trail of every mark and ``checksum`` of the four fields."""

from __future__ import annotations

import json
import random
import time

from pax import facade
from pax.core import get_rules, trail
from pax.savefile import _Recorder, checksum, record

TRH = get_rules("transhumanity")
REN = get_rules("renaissance")


def from_scratch(setup, actions: list[int], rules: int, marks: list[int]) -> dict:
    plain = setup.model_dump(mode="json")
    text = trail.save_trail(marks)
    return {"format": "pax-save", "version": 2, "setup": plain, "actions": list(actions), "rules": rules,
            "trail": text, "check": checksum(plain, actions, rules, text)}


def test_every_record_equals_the_one_written_from_scratch() -> None:
    rng = random.Random(36)
    setups = [TRH.make_setup(2, 3, None, None), TRH.make_setup(3, 8, None, None), REN.make_setup(2, 5, None, None)]
    actions: list[int] = []
    marks: list[int] = []
    setup = setups[0]
    kinds = set()
    for _ in range(3000):
        roll = rng.random()
        if roll < 0.6:  # a move on (a few at once: an opened game, a replay left)
            for _ in range(rng.choice([1, 1, 1, 2, 70, 130])):
                actions.append(rng.randrange(40))
                marks.append(rng.getrandbits(32))
            kinds.add("on")
        elif roll < 0.8 and actions:  # undo, or a replay's earlier position
            del actions[rng.randrange(len(actions) + 1):]
            del marks[len(actions):]
            kinds.add("back")
        elif roll < 0.95 and actions:  # another line of play from an earlier move
            k = rng.randrange(len(actions))
            actions[k] = (actions[k] + 1) % 40
            if rng.random() < 0.5:
                marks[k] ^= 1  # only the mark differs: a rules version that changed the move
            kinds.add("branch")
        else:  # another game
            setup = rng.choice(setups)
            kinds.add("game")
        rules = rng.choice([1, 1, 1, 2])
        assert record(setup, actions, rules, marks) == from_scratch(setup, actions, rules, marks), len(actions)
    assert kinds == {"on", "back", "branch", "game"}


def test_new_moves_that_are_not_whole_numbers_are_written_from_scratch() -> None:
    """(The engine's moves are whole numbers: ``facade._actions`` and ``_Game._push`` refuse others.)"""
    setup = TRH.make_setup(2, 3, None, None)
    record(setup, [0, 1], 1, [5, 6])
    odd = [0, 1, True]
    assert record(setup, odd, 1, [5, 6, 7])["check"] == checksum(setup.model_dump(mode="json"), odd, 1,
                                                                  trail.save_trail([5, 6, 7]))


def test_the_facades_records_check_out_when_loaded() -> None:
    """A long game played through the facade (moves and undo): each reply's save opens without a notice."""
    sj = TRH.make_setup(2, 3, None, None).model_dump(mode="json")
    actions = [0] * 300
    for step in range(12):
        if step % 4 == 3:
            del actions[-2:]
            reply = facade.call({"op": "open", "setup": sj, "actions": actions})
        else:
            reply = facade.call({"op": "apply", "setup": sj, "actions": actions, "index": 0})
            actions.append(0)
        assert reply["ok"], reply
        loaded = facade.call({"op": "load_save", "save": reply["save"]})
        assert loaded["ok"] and "notice" not in loaded and loaded["actions"] == actions


def cost_per_move(recorder: _Recorder, moves: int) -> float:
    """Seconds one move's record takes after ``moves`` moves (the best of a few)."""
    setup = TRH.make_setup(2, 3, None, None).model_dump(mode="json")
    actions, marks = [0] * moves, [7] * moves
    recorder.update(setup, actions, 1, marks)
    best = float("inf")
    for _ in range(15):
        actions.append(0)
        marks.append(7)
        t0 = time.perf_counter()
        recorder.update(setup, actions, 1, marks)
        best = min(best, time.perf_counter() - t0)
    return best


def test_a_move_late_in_a_long_game_is_recorded_without_writing_the_whole_game_again() -> None:
    """At move 20,000 a move's record costs far less than writing the record from scratch (the
    trail and the canonical JSON of every move): what is left grows only with comparisons in C."""
    setup = TRH.make_setup(2, 3, None, None).model_dump(mode="json")
    actions, marks = [0] * 20_000, [7] * 20_000
    t0 = time.perf_counter()
    for _ in range(5):
        text = trail.save_trail(marks)
        checksum(setup, actions, 1, text)
    scratch = (time.perf_counter() - t0) / 5
    late = cost_per_move(_Recorder(), 20_000)
    assert late < scratch / 5, (late, scratch)
    assert json.dumps(record(TRH.make_setup(2, 3, None, None), actions, 1, marks)["check"])
