"""Engine benchmark: ``python bench/engine.py [GAME] [--games N] [--players P] [--seed S] [--quick]``.

Prints random full games per second (CPython, one core), the median and p95 time of
``legal_actions`` + ``apply`` per step, and the size of a finished game's share code.
Targets (issue 3; the same for Pax Transhumanity, issue 5): ≥ 10 games/s with 4 players, p95 step ≤ 2 ms,
share code ≤ 1,500 characters.

The figures are for uniformly random play. A game whose package has a ``policy`` module with a
``purposeful_choice(rng, state, legal) -> Action`` (Pax Transhumanity) is measured a second time
with that documented "purposeful random" chooser (still random, still only legal actions, but
biased towards actions that move the game on), and both sets of figures are printed, labelled,
with games/s also by this process's CPU time (the targets are judged on the wall clock).

``--quick`` (run by CI, ``tests/test_bench_quick.py``): 2 games of every game present (or of
GAME), failing when a figure or target line is missing from the report.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pax.core import game_ids, get_rules, share  # noqa: E402

TARGETS = "targets (>= 10 games/s, p95 step <= 2 ms, share code <= 1500 characters)"

# chooser(rng, rules, state, legal) -> index into legal
Chooser = Callable[[random.Random, Any, Any, list], int]


def uniform(pick: random.Random, rules: Any, s: Any, legal: list) -> int:
    return pick.randrange(len(legal))


def measure(rules: Any, args: argparse.Namespace, opts: dict | None, choose: Chooser, label: str = "") -> bool:
    """Print the three figures for one chooser; True when all targets are met."""
    # 1. whole games per second (the chooser's cost included, as in `simulate`)
    t0, c0 = time.perf_counter(), time.process_time()
    steps_total = 0
    longest: tuple[int, list[int], int] = (0, [], args.seed)
    for g in range(args.games):
        seed = args.seed + g
        pick = random.Random(seed ^ 0x5EED)
        s = rules.new_game(args.players, seed, options=opts)
        idx: list[int] = []
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            i = choose(pick, rules, s, legal)
            s = rules.apply(s, legal[i])
            idx.append(i)
        steps_total += len(idx)
        if len(idx) > longest[0]:
            longest = (len(idx), idx, seed)
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    # With a label (two choosers compared) the CPU time of this process is shown as well: on a
    # shared, loaded machine the wall clock understates the engine's speed. Targets use wall time.
    extra = f"; {args.games / cpu:.1f} games/s by this process's CPU time" if label else ""
    print(f"{label}{args.game}: {args.games} random {args.players}-player games in {dt:.2f} s = "
          f"{args.games / dt:.1f} games/s ({steps_total / args.games:.0f} steps/game{extra})")

    # 2. per-step latency of legal_actions + apply
    times: list[float] = []
    for g in range(min(args.games, 10)):
        pick = random.Random(g)
        s = rules.new_game(args.players, args.seed + 1000 + g, options=opts)
        while not rules.is_over(s):
            t = time.perf_counter()
            legal = rules.legal_actions(s)
            s = rules.apply(s, legal[choose(pick, rules, s, legal)])
            times.append(time.perf_counter() - t)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"{label}step (legal_actions + apply): median {statistics.median(times) * 1e3:.3f} ms, "
          f"p95 {p95 * 1e3:.3f} ms, max {times[-1] * 1e3:.2f} ms over {len(times)} steps")

    # 3. share code of the longest finished game
    setup = rules.new_game(args.players, longest[2], options=opts).setup  # the game played (current card set)
    code = share.encode(setup, longest[1])
    print(f"{label}share code of a finished game ({longest[0]} actions): {len(code)} characters")
    return args.games / dt >= 10 and p95 <= 0.002 and len(code) <= 1500


def purposeful(game: str) -> Chooser | None:
    """The game's documented purposeful random chooser, if it has one."""
    try:
        mod = importlib.import_module(f"pax.{game}.policy")
    except ModuleNotFoundError:
        return None
    fn = getattr(mod, "purposeful_choice", None)
    if fn is None:
        return None

    def choose(pick: random.Random, rules: Any, s: Any, legal: list) -> int:
        a = fn(pick, s, legal)
        return next(i for i, b in enumerate(legal) if b is a or b == a)
    return choose


def run_game(args: argparse.Namespace) -> None:
    """Print the figures of one game (both choosers when it has a purposeful one)."""
    rules = get_rules(args.game)
    opts = {"solo": "easy"} if args.players == 1 else None
    other = purposeful(args.game)
    if other is None:
        ok = measure(rules, args, opts, uniform)
        print(f"{args.game}: {TARGETS} {'met' if ok else 'NOT met'}")
        return
    ok = measure(rules, args, opts, uniform, "[uniform random] ")
    ok2 = measure(rules, args, opts, other, "[purposeful random] ")
    print(f"{args.game}, uniform random (every legal action equally likely): {TARGETS} {'met' if ok else 'NOT met'}")
    print(f"{args.game}, purposeful random (pax/{args.game}/policy.py, biased towards progress): "
          f"{TARGETS} {'met' if ok2 else 'NOT met'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("game", nargs="?", default=None, help="renaissance (default) or transhumanity")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="2 games of each game; fail on a missing line (CI)")
    args = ap.parse_args(argv)
    if not args.quick:
        args.game = args.game or "renaissance"
        run_game(args)
        return 0
    from _quick import check

    games = [args.game] if args.game else [g for g in ("renaissance", "transhumanity") if g in game_ids()]
    if not games:
        raise SystemExit("bench/engine.py --quick: no game engine present")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for game in games:
            run_game(argparse.Namespace(**{**vars(args), "game": game, "games": 2}))
    print(out.getvalue(), end="")
    runs = sum(2 if purposeful(g) else 1 for g in games)  # one set of figures per chooser
    check(out.getvalue(), ["games/s", "step (legal_actions + apply): median", "share code of a finished game"] * runs,
          [TARGETS] * runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
