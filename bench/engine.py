"""Engine benchmark: ``python bench/engine.py [GAME] [--games N] [--players P] [--seed S]``.

Prints random full games per second (CPython, one core), the median and p95 time of
``legal_actions`` + ``apply`` per step, and the size of a finished game's share code.
Targets (issue 3): ≥ 10 games/s with 4 players, p95 step ≤ 2 ms, share code ≤ 1,500 characters.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pax.core import get_rules, share  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("game", nargs="?", default="renaissance")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rules = get_rules(args.game)
    opts = {"solo": "easy"} if args.players == 1 else None

    # 1. whole games per second (the chooser's cost included, as in `simulate`)
    t0 = time.perf_counter()
    steps_total = 0
    longest: tuple[int, list[int], int] = (0, [], args.seed)
    for g in range(args.games):
        seed = args.seed + g
        pick = random.Random(seed ^ 0x5EED)
        s = rules.new_game(args.players, seed, options=opts)
        idx: list[int] = []
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            i = pick.randrange(len(legal))
            s = rules.apply(s, legal[i])
            idx.append(i)
        steps_total += len(idx)
        if len(idx) > longest[0]:
            longest = (len(idx), idx, seed)
    dt = time.perf_counter() - t0
    print(f"{args.game}: {args.games} random {args.players}-player games in {dt:.2f} s = "
          f"{args.games / dt:.1f} games/s ({steps_total / args.games:.0f} steps/game)")

    # 2. per-step latency of legal_actions + apply
    times: list[float] = []
    for g in range(min(args.games, 10)):
        pick = random.Random(g)
        s = rules.new_game(args.players, args.seed + 1000 + g, options=opts)
        while not rules.is_over(s):
            t = time.perf_counter()
            legal = rules.legal_actions(s)
            s = rules.apply(s, legal[pick.randrange(len(legal))])
            times.append(time.perf_counter() - t)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"step (legal_actions + apply): median {statistics.median(times) * 1e3:.3f} ms, "
          f"p95 {p95 * 1e3:.3f} ms, max {times[-1] * 1e3:.2f} ms over {len(times)} steps")

    # 3. share code of the longest finished game
    setup = rules.make_setup(args.players, longest[2], options=opts)
    code = share.encode(setup, longest[1])
    print(f"share code of a finished game ({longest[0]} actions): {len(code)} characters")
    ok = args.games / dt >= 10 and p95 <= 0.002 and len(code) <= 1500
    print("targets met" if ok else "targets NOT met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
