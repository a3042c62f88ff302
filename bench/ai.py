"""Strength and speed of the computer levels: ``python bench/ai.py [--quick] [--games N] [--jobs J]``.

For each game with search levels (``pax.ai.search_games()``, from each game's declaration: Pax Renaissance and Pax Transhumanity) it plays seeded games of one searching
seat (``--level``, default ``hard``) against the game's heuristic opponent (the ``easy`` level;
``--opponent normal``: the normal level) in every other seat, the searching seat rotated over the
seats (game ``g`` puts it in seat ``g mod players``), and prints one line per figure against the
issues' targets (``TARGETS``; an even share is 1 / players):

* hard against easy (issue 37): Pax Renaissance ≥ 85 % of 2-player games, ≥ 70 % of 3-player
  games, ≥ 55 % of 4-player games; Pax Transhumanity ≥ 90 %, ≥ 75 %, ≥ 60 %;
* hard against normal, 2 players (issue 37): ≥ 75 % in both games;
* normal against easy (issue 9): ≥ 65 % of 2-player games, ≥ 45 % of 3-player games;
* decision time per level on positions of those games: p95 of the wall-clock time and of the
  process CPU time (targets: hard p95 ≤ 1.0 s, normal p95 ≤ 0.3 s, CPython on this machine).
  The machine is shared, so the load average is printed with the figures.

A shared win counts as the share; a game that does not end within ``MAX_STEPS`` decisions counts
as lost and is reported (and fails the run). ``--quick`` (what CI runs) plays one game per line,
the searching seat using its level for its first ``QUICK_SEARCH_DECISIONS`` decisions only, and
checks only that every line is printed, every game ends and a replayed decision is the same; the
targets are judged on full runs (``--games 100``, the default). ``--iterations N`` plays the
searching level with another iteration budget (strength against decision time; the lines name
the count, and only the shipped budgets in ``pax.ai`` count for the targets). ``--leaf learned``
plays the searching level with the game's learned evaluation (``GameSpec.chances``,
``pax.core.learned``) as its leaf value instead of the level's own (a probe: the chart's model; Pax
Renaissance's hard level searches 3- and 4-player games with another, ``learned.HARD_LEAF``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pax import get_rules
from pax.ai import get_ai, search_games

#: (searching level, opponents' level) -> game -> players -> share of games to win
TARGETS: dict[tuple[str, str], dict[str, dict[int, float]]] = {
    ("hard", "easy"): {"renaissance": {2: 0.85, 3: 0.70, 4: 0.55}, "transhumanity": {2: 0.90, 3: 0.75, 4: 0.60}},
    ("hard", "normal"): {"renaissance": {2: 0.75}, "transhumanity": {2: 0.75}},
    ("normal", "easy"): {"renaissance": {2: 0.65, 3: 0.45}, "transhumanity": {2: 0.65, 3: 0.45}},
}
TIME_TARGETS = {"hard": 1.0, "normal": 0.3}
#: decisions after which a game counts as unfinished (Pax Transhumanity games between its
#: heuristic players end in about 300-500; a few never end: nobody Researches any more)
MAX_STEPS = {"renaissance": 5000, "transhumanity": 1500}
QUICK_GAMES = {"renaissance": 1, "transhumanity": 1}
#: --quick: the searching seat makes this many decisions with its level, then plays on as the
#: heuristic, so CI exercises the search, the timing lines and the game's end in seconds, not minutes
QUICK_SEARCH_DECISIONS = 8


def searcher(game_id: str, level: str, leaf: str | None) -> Any:
    """The searching seat's player: the level, or with ``leaf == "learned"`` the level's search over
    the game's learned evaluation."""
    if leaf is None:
        return get_ai(game_id, level)
    import pax.ai as ai
    from pax.core.search import ISMCTS
    from pax.core.spec import load

    hooks = get_rules(game_id).spec.chances
    if leaf != "learned" or hooks is None:
        raise SystemExit(f"no {leaf!r} leaf for {game_id}")
    return ISMCTS(load(hooks), ai.budget(game_id, level), salt=ai.LEVELS.index(level))


def play(game_id: str, players: int, g: int, level: str, limit: int | None = None,
         iterations: int | None = None, leaf: str | None = None, opponent: str = "easy") -> dict[str, object]:
    """One game: the searching seat ``g % players`` against ``opponent`` players; its share of the win and times.

    With ``limit``, the searching seat decides only its first ``limit`` positions with its level;
    with ``iterations``, the level's search runs that many iterations instead of its budget's.
    """
    if iterations is not None:
        _set_iterations(game_id, level, iterations)
    rules = get_rules(game_id)
    me = g % players
    search, other = searcher(game_id, level, leaf), get_ai(game_id, opponent)
    s = rules.new_game(players, 7000 + g)
    wall: list[float] = []
    cpu: list[float] = []
    positions = []
    while not rules.is_over(s) and s.step < MAX_STEPS[game_id]:
        if s.to_move == me and (limit is None or len(positions) < limit):
            positions.append(s)
            w, c = time.perf_counter(), time.process_time()
            i = search.choose(rules, s)
            wall.append(time.perf_counter() - w)
            cpu.append(time.process_time() - c)
        else:
            i = other.choose(rules, s)
        s = rules.apply_index(s, i)
    ended = rules.is_over(s)
    winners = rules.result(s).winners if ended else ()
    share = 1.0 / len(winners) if me in winners else 0.0
    # the same position decided again by a fresh opponent: the same choice (determinism)
    probe = positions[len(positions) // 2] if positions else None
    same = probe is None or searcher(game_id, level, leaf).choose(rules, probe) == search.choose(rules, probe)
    # the normal level's time on a few of this game's positions
    n_wall: list[float] = []
    n_cpu: list[float] = []
    if level != "normal":
        normal = get_ai(game_id, "normal")
        for p in positions[:: max(1, len(positions) // 4)]:
            w, c = time.perf_counter(), time.process_time()
            normal.choose(rules, p)
            n_wall.append(time.perf_counter() - w)
            n_cpu.append(time.process_time() - c)
    return {"share": share, "wall": wall, "cpu": cpu, "n_wall": n_wall, "n_cpu": n_cpu, "same": same,
            "steps": s.step, "victory": rules.result(s).victory if ended else "unfinished", "ended": ended}


def _set_iterations(game_id: str, level: str, iterations: int) -> None:
    """``--iterations``: this process's search level with another iteration budget (a probe of
    strength against time; the shipped budgets are ``pax.ai``'s)."""
    import dataclasses

    import pax.ai as ai

    key = (game_id, level)
    base = ai.budget(game_id, level)
    ai.GAME_BUDGETS[key] = dataclasses.replace(base, iterations=iterations)


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p * (len(xs) - 1)))] if xs else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="a few games per line (CI)")
    ap.add_argument("--games", type=int, default=100, help="games per line")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--opponent", default="easy", help="the level of every other seat (default: easy)")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--players", type=int, action="append", help="only these player counts")
    ap.add_argument("--jobs", type=int, default=0, help="games played in parallel processes (default: one per core)")
    ap.add_argument("--progress", action="store_true", help="a running tally per game on stderr")
    ap.add_argument("--first", type=int, default=0, help="number of the first game (to split or resume a run)")
    ap.add_argument("--iterations", type=int, help="the searching level with this many iterations instead of "
                    "its budget's (a probe; the lines then name the count)")
    ap.add_argument("--leaf", choices=["learned"], help="the searching level with the learned evaluation as its leaf "
                    "value (a probe; the lines then say so)")
    args = ap.parse_args()
    ok = True
    printed = {"win rate": 0, "decision time": 0}  # --quick fails when a line is missing
    expected = {"win rate": 0, "decision time": 0}
    label = args.level if args.iterations is None else f"{args.level} with {args.iterations} iterations"
    label += f" (leaf: {args.leaf})" if args.leaf else ""
    for game_id in args.game or sorted(search_games()):
        title = get_rules(game_id).title
        games = QUICK_GAMES.get(game_id, 2) if args.quick else args.games
        times: dict[str, tuple[list[float], list[float]]] = {args.level: ([], []), "normal": ([], [])}
        counts = args.players or (2, 3)
        # every game of every player count is submitted at once, so --jobs keeps each core busy
        pool = ProcessPoolExecutor(max_workers=args.jobs or os.cpu_count() or 1)
        pending = {players: [pool.submit(play, game_id, players, g, args.level,
                                         QUICK_SEARCH_DECISIONS if args.quick else None, args.iterations, args.leaf,
                                         args.opponent)
                             for g in range(args.first, args.first + games)] for players in counts}
        for players in counts:
            start = time.perf_counter()
            runs = []
            for future in pending[players]:
                r = future.result()
                runs.append(r)
                if args.progress:  # a running tally, so a long run that is cut short still tells
                    won = sum(float(x["share"]) for x in runs)  # type: ignore[arg-type]
                    cpu = r["cpu"]  # type: ignore[assignment]
                    print(f"  {game_id} {players}p game {args.first + len(runs) - 1}: {r['victory']} in "
                          f"{r['steps']} steps, searcher's share {r['share']}; so far {won:g}/{len(runs)}; "
                          f"this game's {args.level} CPU p95 {1000 * pct(cpu, 0.95):.0f} ms over {len(cpu)} "
                          f"decisions, load {os.getloadavg()[0]:.1f}", file=sys.stderr, flush=True)
            won = sum(float(r["share"]) for r in runs)  # type: ignore[arg-type]
            unfinished = sum(1 for r in runs if not r["ended"])
            if unfinished:
                print(f"{title}: {unfinished} of {games} {players}-player games did not end in {MAX_STEPS[game_id]} decisions")
                ok = False
            rate = won / games
            target = TARGETS.get((args.level, args.opponent), {}).get(game_id, {}).get(players)
            verdict = ("no target" if target is None else
                       f"target >= {100 * target:.0f} %: {'meets' if rate >= target else 'BELOW'}")
            against = "the heuristic" if args.opponent == "easy" else args.opponent
            print(f"{title}: {label} vs {against}, {players} players: {won:g}/{games} games won = "
                  f"{100 * rate:.1f} % ({verdict}; "
                  f"{time.perf_counter() - start:.0f} s, load {os.getloadavg()[0]:.1f})", flush=True)
            printed["win rate"] += 1
            expected["win rate"] += 1
            for r in runs:
                times[args.level][0].extend(r["wall"])  # type: ignore[arg-type]
                times[args.level][1].extend(r["cpu"])  # type: ignore[arg-type]
                times["normal"][0].extend(r["n_wall"])  # type: ignore[arg-type]
                times["normal"][1].extend(r["n_cpu"])  # type: ignore[arg-type]
            if not all(r["same"] for r in runs):
                print(f"{title}: a replayed decision differed (not deterministic)")
                ok = False
        pool.shutdown()
        expected["decision time"] += len(times)
        for level, (wall, cpu) in times.items():
            if not wall:
                continue
            limit = TIME_TARGETS.get(level)
            print(f"{title}: {label if level == args.level else level} decision time over {len(wall)} decisions: wall p95 {1000 * pct(wall, 0.95):.0f} ms,"
                  f" CPU p95 {1000 * pct(cpu, 0.95):.0f} ms, CPU median {1000 * pct(cpu, 0.5):.0f} ms"
                  + (f" (target p95 <= {1000 * limit:.0f} ms: {'meets' if pct(cpu, 0.95) <= limit else 'ABOVE'})"
                     if limit else "")
                  + f"; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
            printed["decision time"] += 1
    if args.quick:
        if printed != expected or not expected["win rate"]:
            print(f"bench --quick: lines missing: printed {printed}, expected {expected}")
            return 1
        print(f"bench --quick: {printed['win rate']} win-rate and {printed['decision time']} decision-time lines present")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
