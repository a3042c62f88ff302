"""The pending-decision stack of ``pax.core.frames``: one frame shape, one removal rule, copy on
write, and both games keeping them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pax.core import Action, Result, get_rules
from pax.core.frames import KIND, SEAT, Auto, Choice, Frame, Kind, Stack, copy_frames, replace


class Toy:
    """A state with a stack (what ``Stacked`` asks for)."""

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.outcome: Result | None = None
        self.log: list[str] = []


STACK: Stack[Toy] = Stack("toy")


class Count:
    """Choose "more" (the frame continues with n - 1) or "stop"; at 0 it is automatic."""

    def legal(self, s: Toy, f: Frame) -> list[Action]:
        return [Action.of("more"), Action.of("stop")] if f["n"] > 0 else []

    def apply(self, s: Toy, f: Frame, a: Action) -> None:
        s.log.append(f"apply {a.kind} with {len(s.frames)} frames below")
        if a.kind == "more":
            STACK.again(s, f, n=f["n"] - 1)

    def auto(self, s: Toy, f: Frame) -> None:
        s.log.append(f"auto with {len(s.frames)} frames below")


class Loop:
    def legal(self, s: Toy, f: Frame) -> list[Action]:
        return []

    def apply(self, s: Toy, f: Frame, a: Action) -> None:
        raise AssertionError("an automatic frame takes no action")

    def auto(self, s: Toy, f: Frame) -> None:
        STACK.push(s, "loop")


STACK.register("count", Count())
STACK.register("loop", Loop())


def test_a_frame_has_one_shape_and_a_registered_kind() -> None:
    s = Toy()
    f = STACK.push(s, "count", 1, n=2, path=(1, 2))
    assert f == {KIND: "count", SEAT: 1, "n": 2, "path": [1, 2]}  # JSON-natural: the tuple is a list
    assert STACK.push(s, "loop") == {KIND: "loop", SEAT: None}
    with pytest.raises(KeyError):
        STACK.push(s, "no_such_kind", 0)
    with pytest.raises(ValueError):
        STACK.register("count", Count())
    assert "count" in STACK and set(STACK) == {"count", "loop"}


def test_removal_the_frame_leaves_the_stack_before_its_code_runs() -> None:
    s = Toy()
    STACK.push(s, "count", 0, n=0)
    STACK.push(s, "count", 0, n=1)
    due = STACK.settle(s)
    assert due is not None and due[0]["n"] == 1 and [a.kind for a in due[1]] == ["more", "stop"]
    STACK.resolve(s, Action.of("more"))
    assert s.log == ["apply more with 1 frames below"]  # popped before apply
    assert [f["n"] for f in s.frames] == [0, 0]  # it continued as a copy with n - 1
    assert STACK.settle(s) is None  # both automatic: popped before auto, then nothing is due
    assert s.log[1:] == ["auto with 1 frames below", "auto with 0 frames below"] and s.frames == []


def test_copy_on_write_a_copied_state_shares_frames_that_never_change() -> None:
    s = Toy()
    STACK.push(s, "count", 0, n=3, seen=[1])
    t = Toy()
    t.frames = copy_frames(s.frames)
    assert t.frames[0] is s.frames[0]  # shared, not copied
    before = json.dumps(s.frames)
    replace(t, 1, n=2, seen=[1, 2])
    STACK.resolve(t, Action.of("more"))
    assert json.dumps(s.frames) == before  # the other state's frames are untouched
    assert t.frames == [{KIND: "count", SEAT: 0, "n": 1, "seen": [1, 2]}]
    popped = t.frames[0]
    again = STACK.again(t, popped, n=0)
    assert popped["n"] == 1 and again is not popped


def test_settle_stops_at_the_end_and_refuses_frames_that_never_settle() -> None:
    s = Toy()
    STACK.push(s, "count", 0, n=1)
    s.outcome = Result(winners=(0,), victory="toy")
    assert STACK.settle(s) is None and STACK.legal(s) == []
    s = Toy()
    STACK.push(s, "loop")
    with pytest.raises(RuntimeError):
        STACK.settle(s)


@pytest.mark.parametrize("game", ["renaissance", "transhumanity"])
def test_both_games_keep_the_rules_over_random_games(game: str) -> None:
    """Every frame of both games has the kernel's shape, and no apply changes a frame it was given."""
    import importlib

    stack: Stack[Any] = importlib.import_module(f"pax.{game}.flow").FRAMES
    rules = get_rules(game)
    for seed in range(4):
        players, options = rules.setups()[seed % len(rules.setups())]
        state = rules.new_game(players, seed, options=options)
        rnd = random.Random(seed)
        for _ in range(400):
            if rules.is_over(state):
                break
            frames = json.dumps(state.frames)  # type: ignore[attr-defined]
            legal = rules.legal_actions(state)
            after = rules.apply(state, rules.playout_choice(state, legal, rnd))
            assert json.dumps(state.frames) == frames  # type: ignore[attr-defined]
            for f in after.frames:  # type: ignore[attr-defined]
                assert f[KIND] in stack and SEAT in f and (f[SEAT] is None or isinstance(f[SEAT], int))
            state = after


def test_one_registration_api_kind_choice_auto_and_valid() -> None:
    """``@stack.kind(name)`` registers an instance of a ``Kind``/``Choice``/``Auto`` class; a
    ``Choice`` never passes as automatic, an ``Auto`` takes no action, ``valid`` is ``a in legal``."""
    stack: Stack[Toy] = Stack("toy2")

    @stack.kind("ask")
    class Ask(Choice[Toy]):
        def legal(self, s: Toy, f: Frame) -> list[Action]:
            return [Action.of("pick", i) for i in range(f["n"])]

        def apply(self, s: Toy, f: Frame, a: Action) -> None:
            s.log.append(f"picked {a.args[0]}")

    @stack.kind("tick")
    class Tick(Auto[Toy]):
        def auto(self, s: Toy, f: Frame) -> None:
            s.log.append("tick")

    assert isinstance(stack["ask"], Ask) and isinstance(stack["tick"], Kind)
    with pytest.raises(ValueError):
        stack.kind("ask")(Ask)  # each kind once
    s = Toy()
    stack.push(s, "tick")
    stack.push(s, "ask", 0, n=2)
    assert stack.valid(s, Action.of("pick", 1)) and not stack.valid(s, Action.of("pick", 2))
    stack.resolve(s, Action.of("pick", 1))
    assert stack.settle(s) is None and s.log == ["picked 1", "tick"]
    stack.push(s, "ask", 0, n=0)
    with pytest.raises(RuntimeError):
        stack.settle(s)  # a choice frame without a choice is a bug, not a skip
    with pytest.raises(RuntimeError):
        stack["tick"].apply(s, {KIND: "tick", SEAT: None}, Action.of("pick", 0))
    s.outcome = Result(winners=(0,), victory="toy")
    assert not stack.valid(s, Action.of("pick", 0))  # nothing is legal once the game is over
