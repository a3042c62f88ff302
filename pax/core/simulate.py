"""Random play: one game with a log, or many with statistics (CLI and benchmarks)."""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from collections.abc import Callable, Mapping
from typing import TypedDict, TypeVar

from .action import Action
from .rules import Rules
from .state import BaseState

S = TypeVar("S", bound=BaseState)

MAX_STEPS = 20_000  # a game longer than this is reported as an error (an endless game)


@dataclass
class GameRun:
    actions: list[int] = field(default_factory=list)
    victory: str | None = None
    winners: tuple[int, ...] = ()
    error: str | None = None


class Stats(TypedDict):
    """What :func:`simulate` found."""

    games: int
    finished: int
    errors: list[str]
    endings: dict[str, int]
    mean_actions: float
    max_actions: int
    games_per_s: float


def random_game(
    rules: Rules[S], players: int, seed: int, options: Mapping[str, object] | None = None,
    on_step: Callable[[S, Action], None] | None = None,
) -> GameRun:
    """Play one game choosing uniformly among legal actions (chooser seeded by ``seed``)."""
    pick = random.Random(seed ^ 0x5EED)
    run = GameRun()
    try:
        state = rules.new_game(players, seed, options=options)
        while not rules.is_over(state):
            legal = rules.legal_actions(state)
            if not legal:
                raise RuntimeError(f"no legal action at step {len(run.actions)} but the game is not over")
            i = pick.randrange(len(legal))
            if on_step:
                on_step(state, legal[i])
            state = rules.apply_trusted(state, legal[i])
            run.actions.append(i)
            if len(run.actions) > MAX_STEPS:
                raise RuntimeError(f"game did not end within {MAX_STEPS} actions")
        res = rules.result(state)
        run.victory, run.winners = res.victory, res.winners
    except Exception as exc:  # reported, not hidden: simulate prints every error
        run.error = f"{type(exc).__name__}: {exc}"
    return run


def simulate(rules: Rules[S], games: int, seed: int, players: int, options: Mapping[str, object] | None = None) -> Stats:
    """Statistics over ``games`` random games with seeds ``seed, seed+1, …``."""
    t0 = time.perf_counter()
    endings: Counter[str] = Counter()
    errors: list[str] = []
    lengths: list[int] = []
    for g in range(games):
        run = random_game(rules, players, seed + g, options)
        if run.error:
            errors.append(f"seed {seed + g}: {run.error}")
        else:
            endings[run.victory or "?"] += 1
            lengths.append(len(run.actions))
    dt = time.perf_counter() - t0
    return {
        "games": games,
        "finished": len(lengths),
        "errors": errors,
        "endings": dict(endings),
        "mean_actions": sum(lengths) / len(lengths) if lengths else 0,
        "max_actions": max(lengths, default=0),
        "games_per_s": games / dt if dt else 0.0,
    }
