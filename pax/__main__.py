"""Command line: ``python -m pax play GAME …`` and ``python -m pax simulate GAME …``."""

from __future__ import annotations

import argparse
import json
import random
import sys

from .core import BadInput, BaseState, rules_for
from .core.simulate import simulate


class Args(argparse.Namespace):
    """The parsed command line (``main``'s parser sets each, with its default; ``random`` and
    ``lang`` only for ``play``, ``games`` only for ``simulate``)."""

    cmd: str
    game: str
    players: int | None
    seed: int
    solo: str | None
    option: list[str] | None
    random: bool
    lang: str
    games: int


def _options(args: Args) -> dict[str, int | str]:
    opts: dict[str, int | str] = {}
    for item in args.option or []:
        key, _, value = item.partition("=")
        opts[key] = int(value) if value.lstrip("-").isdigit() else value
    if args.solo:
        opts["solo"] = args.solo
    return opts


def _players(args: Args) -> int:
    return 1 if args.solo else (args.players or 2)


def _mover(state: BaseState) -> str:
    """The name of the seat to move (a running game always has one)."""
    if state.to_move is None:
        raise ValueError("nobody is to move")
    return state.setup.names[state.to_move]


def cmd_play(args: Args) -> int:
    rules = rules_for(args.game)
    state = rules.new_game(_players(args), args.seed, options=_options(args))
    chooser = random.Random(args.seed ^ 0x5EED)
    step = 0
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        if args.random:
            action = legal[chooser.randrange(len(legal))]
        else:
            for i, a in enumerate(legal):
                print(f"  [{i}] {rules.describe(state, a, args.lang)}")
            while True:
                try:
                    action = legal[int(input(f"{_mover(state)}> "))]
                    break
                except (ValueError, IndexError):
                    print("type the number of a choice")
                except EOFError:
                    return 1
        step += 1
        print(f"{step:4d}. {_mover(state)}: {rules.describe(state, action, args.lang)}")
        state = rules.apply(state, action)
    res = rules.result(state)
    print(json.dumps(res.model_dump(), ensure_ascii=False, indent=1))
    return 0


def cmd_simulate(args: Args) -> int:
    rules = rules_for(args.game)
    stats = simulate(rules, args.games, args.seed, _players(args), _options(args))
    errors = stats["errors"]
    print(f"games finished: {stats['finished']}/{stats['games']}")
    print(f"errors: {len(errors)}")
    for e in errors[:10]:
        print("  " + e)
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(stats["endings"].items())))
    print(f"actions per game: mean {stats['mean_actions']:.1f}, max {stats['max_actions']}")
    print(f"games/s: {stats['games_per_s']:.2f}")
    return 1 if errors else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m pax")
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("play", "simulate"):
        s = sub.add_parser(name)
        s.add_argument("game")
        s.add_argument("--players", type=int)
        s.add_argument("--seed", type=int, default=1)
        s.add_argument("--solo", choices=("easy", "hard"))
        s.add_argument("--option", action="append", metavar="KEY=VALUE")
        if name == "play":
            s.add_argument("--random", action="store_true", help="choose random legal actions")
            s.add_argument("--lang", default="en", choices=("en", "hu"))
        else:
            s.add_argument("--games", type=int, default=100)
    args = p.parse_args(argv, namespace=Args())
    try:
        return cmd_play(args) if args.cmd == "play" else cmd_simulate(args)
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
