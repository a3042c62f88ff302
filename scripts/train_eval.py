"""Train the learned leaf evaluation of a game's hard search (issue 37; ``pax.core.learned``).

    python scripts/train_eval.py --game renaissance [--games 1200] [--hard-games 0] [--seed 1] [--hidden 16]
        [--target outcome|td] [--jobs J]

1. **Self-play.** Games between the game's own ``easy`` players (2, 3 and 4 seats in turn), each
   decision a random legal one with chance ``--epsilon`` (the generator seeded by the game), so the
   positions vary. With ``--hard-games N``, N more games in which one seat (seat ``g mod players``,
   as in ``bench/ai.py``) plays the ``hard`` level's search with the game's own leaf value
   (``own_hard``), which never explores, and the others play easy:
   the positions a searching player reaches and how its games end, which easy self-play does not
   show (a leaf trained on easy self-play alone predicted the end better and won no more games).
   ``--jobs`` plays that many data chunks at once, one process each. Every recorded position
   stores, for each seat, the features of its own view (``pax/<game>/features.py``: only what
   ``view(state, seat)`` shows), the seat's share of the
   final result, the decisions left to the end, and, for the comparison, what the current
   evaluation says (``evaluation.chances``) and the standing measure's logistic alone
   (``search.lead_chances`` of the heuristic's standing). Games are written in chunks to
   ``build/train_eval/<game>/`` as they finish, so a stopped run resumes where it stopped.
2. **Training** (numpy, offline only: the engine never imports it; run the script with a Python
   that has numpy and the engine's dependencies, e.g. ``PYTHONPATH=. python3 scripts/...``): a one-hidden-layer tanh network (``--hidden``
   units, with a linear path past them; 0: linear) scores each seat from its features and, with
   ``--stacked`` (the default), the game's own evaluation of the seat as log-odds, so the model
   learns what to add to the hand-tuned measure; each seat's chance is the logistic of its
   score, fitted by the logistic loss with Adam, full batch, from ``--seed``, to its final share
   (``--target outcome``, outcome regression) or to its TD(λ) return (``--target td``: fitted
   TD(λ), Sutton 1988, over the game's recorded positions in order: each position's target is
   ``(1 - λ) V(next) + λ G(next)``, the last one's the final share, ``V`` the model's chance; the
   targets are recomputed from the model ``--td-rounds`` times, the first round's model fitted to
   the outcome). Games whose number is 0 mod 5 are held out. The training state is
   checkpointed every 100 epochs and resumed from.
3. **Report and weights.** Prints the held-out log loss (per seat: -[y log p + (1-y) log(1-p)],
   every probability clipped to [0.01, 0.99]) of the learned chances, of the current evaluation
   and of the standing logistic, over all held-out positions and over those within 20 decisions
   of the end; writes ``pax/<game>/data/eval_weights.json`` with the command, the seed and the
   sha256 of the training data.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pax import get_rules  # noqa: E402
from pax.ai import get_ai  # noqa: E402
from pax.core.rng import Rng  # noqa: E402
from pax.core.search import lead_chances  # noqa: E402

CHUNK = 20  # games per data file
HARD_CHUNK = 10  # games per data file of the hard level's games (each takes 10-30 s of CPU)
MAX_STEPS = {"renaissance": 3000, "transhumanity": 1500}
NEAR_END = 20
CLIP = 0.01


def extractor(game_id: str) -> Any:
    if game_id == "renaissance":
        from pax.renaissance import features
    else:
        from pax.transhumanity import features  # type: ignore[no-redef]
    return features


def baselines(game_id: str, s: Any) -> tuple[list[float], list[float]]:
    """The current leaf evaluation and the standing measure's logistic alone, for every seat."""
    if game_id == "renaissance":
        from pax.renaissance import ai as rai
        from pax.renaissance.evaluation import SCALE, chances
        n = s.setup.players
        return chances(s), lead_chances([rai.seat_value(s, p) for p in range(n)], SCALE)
    from pax.transhumanity import ai as tai
    from pax.transhumanity.evaluation import SCALE as TSCALE, chances as tchances
    return tchances(s), lead_chances(tai.seat_values(s), TSCALE, tai.progress(s))


def own_hard(game_id: str, seed: int) -> Any:
    """The hard level's search with the game's own leaf value: where the level searches with a
    learned leaf, its hooks' ``base`` (so the games a leaf is trained on do not depend on it)."""
    from pax.ai import LEVELS, budget
    from pax.core.learned import LearnedSearch
    from pax.core.search import ISMCTS
    from pax.core.spec import load

    spec = get_rules(game_id).spec
    hooks_path = spec.search_of("hard")
    assert hooks_path is not None
    hooks = load(hooks_path)
    if isinstance(hooks, LearnedSearch):
        hooks = hooks.base
    return ISMCTS(hooks, budget(game_id, "hard"), salt=LEVELS.index("hard"), seed=seed)


def play(game_id: str, g: int, seed: int, epsilon: float, stride: int, hard: bool = False) -> dict[str, Any] | None:
    """One self-play game: its positions (features per seat, baselines) and the final shares.
    With ``hard``, seat ``g mod players`` plays the hard level (never a random decision)."""
    rules = get_rules(game_id)
    feats = extractor(game_id).features
    easy = get_ai(game_id, "easy")
    players = 2 + g % 3
    searcher = own_hard(game_id, seed) if hard else None
    me = g % players if hard else -1
    # the hard level's games are dealt apart from the easy ones (and from bench/ai.py's 7000 + g)
    s = rules.new_game(players, seed * 1_000_003 + g + (500_000 if hard else 0))
    rng = Rng((seed * 0x9E3779B1 + g * 7919 + (1 if hard else 0)) & ((1 << 64) - 1) or 1)
    rows: list[dict[str, Any]] = []
    steps = 0
    while not rules.is_over(s) and steps < MAX_STEPS[game_id]:
        legal = rules.legal_actions(s)
        cur, std = baselines(game_id, s)
        rows.append({"step": steps, "x": [[round(v, 5) for v in feats(rules.view(s, p))] for p in range(players)],
                     "cur": [round(v, 5) for v in cur], "std": [round(v, 5) for v in std]})
        if searcher is not None and s.to_move == me:
            i = searcher.choose(rules, s)
        else:
            explore = len(legal) > 1 and rng.below(1000) < epsilon * 1000
            i = rng.below(len(legal)) if explore else easy.choose(rules, s)
        s = rules.apply_index(s, i)
        steps += 1
    if not rules.is_over(s):
        return None
    y = rules.returns(s)
    keep = [r for r in rows if r["step"] % stride == 0 or steps - r["step"] <= NEAR_END]
    for r in keep:
        r["left"] = steps - r["step"]
    game = {"game": g, "players": players, "steps": steps, "y": y, "rows": keep}
    if hard:
        game["hard_seat"] = me
    return game


def play_chunk(game_id: str, first: int, last: int, seed: int, epsilon: float, stride: int, hard: bool,
               path: Path) -> str:
    """Games ``first..last`` written to ``path`` (whole or not at all: a stopped run replays the chunk)."""
    t = time.time()
    out = [r for g in range(first, last + 1) if (r := play(game_id, g, seed, epsilon, stride, hard)) is not None]
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(out, separators=(",", ":")))
    tmp.replace(path)
    return f"  {game_id}: {'hard ' if hard else ''}games {first}..{last} played ({len(out)} ended) in {time.time() - t:.0f} s"


def generate(game_id: str, games: int, seed: int, epsilon: float, stride: int, work: Path, hard: bool = False,
             jobs: int = 1) -> list[Path]:
    """The data chunks, played now where missing (resumable), ``jobs`` at once."""
    work.mkdir(parents=True, exist_ok=True)
    size = HARD_CHUNK if hard else CHUNK
    paths, todo = [], []
    for c in range(0, games, size):
        last = min(games, c + size) - 1
        path = work / f"games_{c:05d}_{last:05d}.json"
        paths.append(path)
        if not path.exists():
            todo.append((game_id, c, last, seed, epsilon, stride, hard, path))
    if jobs <= 1:
        for job in todo:
            print(play_chunk(*job), flush=True)
        return paths
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(jobs) as pool:
        for done in as_completed([pool.submit(play_chunk, *job) for job in todo]):
            print(done.result(), flush=True)
    return paths


def load(paths: list[Path]) -> tuple[list[dict[str, Any]], str]:
    digest = hashlib.sha256()
    games = []
    for p in paths:
        data = p.read_bytes()
        digest.update(data)
        games.extend(json.loads(data))
    return games, digest.hexdigest()


def arrays(games: list[dict[str, Any]], held: bool, stacked: bool) -> dict[int, dict[str, Any]]:
    """Per seat count: features [N, n, F] (with the stacked input), targets [N, n], baselines, decisions left."""
    import numpy as np

    out: dict[int, dict[str, list[Any]]] = {}
    for k, gm in enumerate(games):
        if (gm["game"] % 5 == 0) != held:
            continue
        d = out.setdefault(gm["players"], {"x": [], "y": [], "cur": [], "std": [], "left": [], "gid": []})
        for r in gm["rows"]:  # in the game's order (the TD(λ) targets run backwards over them)
            d["x"].append(r["x"])
            d["y"].append(gm["y"])
            d["cur"].append(r["cur"])
            d["std"].append(r["std"])
            d["left"].append(r["left"])
            d["gid"].append(k)
    res = {n: {k: np.asarray(v, dtype=np.float64) for k, v in d.items()} for n, d in out.items()}
    if stacked:  # the game's own evaluation of each seat, as log-odds, the last input (STACKED)
        for d in res.values():
            c = np.clip(d["cur"], 0.01, 0.99)
            d["x"] = np.concatenate([d["x"], np.log(c / (1 - c))[:, :, None]], axis=2)
    return res


class Net:
    """The model being fitted (numpy): standardisation, tanh hidden layer (or none), linear output."""

    def __init__(self, f: int, hidden: int, seed: int, mean: Any, scale: Any) -> None:
        import numpy as np

        rs = np.random.RandomState(seed)
        self.hidden = hidden
        self.near_weight = 1.0
        self.mean, self.scale = mean, scale
        self.p: dict[str, Any] = {"w": rs.normal(0, 0.1, hidden or f), "b": np.zeros(1)}
        if hidden:
            self.p["W1"] = rs.normal(0, 1.0 / math.sqrt(f), (hidden, f))
            self.p["b1"] = np.zeros(hidden)
            self.p["skip"] = np.zeros(f)  # a linear path past the hidden layer

    def forward(self, x: Any) -> tuple[Any, Any]:
        import numpy as np

        z = (x - self.mean) / self.scale
        if self.hidden:
            h = np.tanh(z @ self.p["W1"].T + self.p["b1"])
            return h @ self.p["w"] + z @ self.p["skip"] + self.p["b"][0], (z, h)
        return z @ self.p["w"] + self.p["b"][0], (z, None)

    def chances(self, x: Any) -> Any:
        import numpy as np

        s, _ = self.forward(x)
        return 1.0 / (1.0 + np.exp(-np.clip(s, -40, 40)))

    def grads(self, data: dict[int, dict[str, Any]], l2: float) -> tuple[float, dict[str, Any]]:
        import numpy as np

        g = {k: np.zeros_like(v) for k, v in self.p.items()}
        loss, count = 0.0, 0
        for d in data.values():
            x, y = d["x"], d["y"]
            s, (z, h) = self.forward(x)
            p = 1.0 / (1.0 + np.exp(-np.clip(s, -40, 40)))
            q = np.clip(p, 1e-12, 1 - 1e-12)
            # positions near the end weigh ``near_weight`` times (the search's leaves there decide games)
            wt = np.where(d["left"] <= NEAR_END, self.near_weight, 1.0)[:, None]
            loss -= float((wt * (y * np.log(q) + (1 - y) * np.log(1 - q))).sum())
            count += int(wt.sum()) * y.shape[1]
            ds = wt * (p - y)  # d loss / d score, [N, n] (each seat's own logistic loss)
            g["b"] += ds.sum()
            if self.hidden:
                g["w"] += np.einsum("ij,ijk->k", ds, h)
                dh = ds[:, :, None] * self.p["w"][None, None, :] * (1 - h * h)
                g["W1"] += np.einsum("ijk,ijf->kf", dh, z)
                g["b1"] += dh.sum(axis=(0, 1))
                g["skip"] += np.einsum("ij,ijf->f", ds, z)
            else:
                g["w"] += np.einsum("ij,ijf->f", ds, z)
        for k in g:
            g[k] /= max(count, 1)
            if k in ("w", "W1", "skip"):
                g[k] += l2 * self.p[k]
        return loss / max(count, 1), g


def lambda_returns(values: list[list[float]], z: list[float], lam: float) -> list[list[float]]:
    """The TD(λ) targets of one game's recorded positions, in order, per seat: the last one's is
    the final share ``z``, each other's ``(1 - λ) V(next) + λ G(next)`` with ``V`` the model's
    chances at the next position (``values``) and ``G`` its target (λ = 1: the outcome;
    λ = 0: the next position's value)."""
    out: list[list[float]] = [list(z) for _ in values]
    for i in range(len(values) - 2, -1, -1):
        out[i] = [(1 - lam) * v + lam * g for v, g in zip(values[i + 1], out[i + 1], strict=True)]
    return out


def td_targets(net: Net, data: dict[int, dict[str, Any]], lam: float) -> None:
    """Each position's TD(λ) target in ``d["y"]`` (``lambda_returns`` over its game's positions,
    by the model's chances); ``d["z"]`` keeps the final shares."""
    import numpy as np

    for d in data.values():
        z = d.setdefault("z", d["y"].copy())
        v = net.chances(d["x"]).tolist()
        y = np.empty_like(z)
        gid = d["gid"].tolist()
        start = 0
        for i in range(1, len(gid) + 1):
            if i == len(gid) or gid[i] != gid[start]:
                y[start:i] = lambda_returns(v[start:i], z[start].tolist(), lam)
                start = i
        d["y"] = y


def fit(net: Net, data: dict[int, dict[str, Any]], epochs: int, lr: float, l2: float, ckpt: Path) -> None:
    """Adam, full batch, resumed from ``ckpt`` and checkpointed there every 100 epochs."""
    import numpy as np

    m = {k: np.zeros_like(v) for k, v in net.p.items()}
    v = {k: np.zeros_like(v) for k, v in net.p.items()}
    start = 0
    if ckpt.exists():
        saved = np.load(ckpt)
        if int(saved["hidden"]) == net.hidden and saved["w"].shape == net.p["w"].shape:
            start = int(saved["epoch"])
            for k in net.p:
                net.p[k], m[k], v[k] = saved[k].copy(), saved["m_" + k].copy(), saved["v_" + k].copy()
            print(f"  resumed training at epoch {start}", flush=True)
    for t in range(start + 1, epochs + 1):
        loss, g = net.grads(data, l2)
        for k in net.p:
            m[k] = 0.9 * m[k] + 0.1 * g[k]
            v[k] = 0.999 * v[k] + 0.001 * g[k] * g[k]
            net.p[k] -= lr * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v[k] / (1 - 0.999 ** t)) + 1e-8)
        if t % 100 == 0 or t == epochs:
            np.savez(ckpt, epoch=t, hidden=net.hidden, **net.p, **{"m_" + k: x for k, x in m.items()},
                     **{"v_" + k: x for k, x in v.items()})
            print(f"  epoch {t}: training loss {loss:.4f}", flush=True)


def logloss(p: Any, y: Any) -> float:
    import numpy as np

    p = np.clip(p, CLIP, 1 - CLIP)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def report(net: Net, held: dict[int, dict[str, Any]]) -> dict[str, Any]:
    import numpy as np

    out: dict[str, Any] = {}
    for label, near in (("all", False), (f"within {NEAR_END} decisions of the end", True)):
        cols: dict[str, list[Any]] = {"learned": [], "current": [], "standing": [], "y": []}
        for d in held.values():
            sel = d["left"] <= NEAR_END if near else np.ones(len(d["left"]), dtype=bool)
            if not sel.any():
                continue
            cols["learned"].append(net.chances(d["x"][sel]).ravel())
            cols["current"].append(d["cur"][sel].ravel())
            cols["standing"].append(d["std"][sel].ravel())
            cols["y"].append(d["y"][sel].ravel())
        y = np.concatenate(cols["y"])
        row = {k: round(logloss(np.concatenate(cols[k]), y), 4) for k in ("learned", "current", "standing")}
        row["seat_rows"] = int(len(y))
        out[label] = row
        print(f"held-out log loss, {label} ({len(y)} seat-positions): learned {row['learned']:.4f}, "
              f"current evaluation {row['current']:.4f}, standing logistic {row['standing']:.4f} "
              f"(learned lower by {row['current'] - row['learned']:.4f} and {row['standing'] - row['learned']:.4f})",
              flush=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, choices=("renaissance", "transhumanity"))
    ap.add_argument("--games", type=int, default=1200, help="games between easy players")
    ap.add_argument("--hard-games", type=int, default=0, help="games of one hard seat against easy ones")
    ap.add_argument("--jobs", type=int, default=1, help="data chunks played at once (processes)")
    ap.add_argument("--target", choices=("outcome", "td"), default="outcome",
                    help="fit each position to the final share or to its TD(lambda) return")
    ap.add_argument("--lam", type=float, default=0.7, help="lambda of the TD(lambda) targets")
    ap.add_argument("--td-rounds", type=int, default=3, help="times the TD(lambda) targets are recomputed")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--epsilon", type=float, default=0.05, help="chance of a random legal decision")
    ap.add_argument("--stride", type=int, default=3, help="record every stride-th position (and the last 20)")
    ap.add_argument("--hidden", type=int, default=16, help="hidden units (0: linear)")
    ap.add_argument("--stacked", action=argparse.BooleanOptionalAction, default=True,
                    help="the game's own evaluation of the seat (log-odds) as one more input")
    ap.add_argument("--near-weight", type=float, default=3.0,
                    help="weight of positions within 20 decisions of the end in the loss")
    ap.add_argument("--epochs", type=int, default=1500)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--work", type=Path, default=None, help="data and checkpoints (default build/train_eval/<game>)")
    ap.add_argument("--no-write", action="store_true", help="report only; leave the weights file")
    ap.add_argument("--out", type=Path, default=None,
                    help="write the weights here (a probe) instead of pax/<game>/data/eval_weights.json")
    ap.add_argument("--play-only", action="store_true", help="play the games (resumable) and stop")
    args = ap.parse_args()
    work = args.work or ROOT / "build" / "train_eval" / args.game
    data_dir = work / f"seed{args.seed}-eps{args.epsilon}-stride{args.stride}"
    paths = generate(args.game, args.games, args.seed, args.epsilon, args.stride, data_dir, jobs=args.jobs)
    if args.hard_games:
        hard_dir = work / f"hard-seed{args.seed}-eps{args.epsilon}-stride{args.stride}"
        paths += generate(args.game, args.hard_games, args.seed, args.epsilon, args.stride, hard_dir, hard=True,
                          jobs=args.jobs)
    if args.play_only:
        return 0
    import numpy as np

    games, digest = load(paths)
    train, held = arrays(games, False, args.stacked), arrays(games, True, args.stacked)
    allx = np.concatenate([d["x"].reshape(-1, d["x"].shape[-1]) for d in train.values()])
    mean, scale = allx.mean(axis=0), allx.std(axis=0)
    scale[scale < 1e-6] = 1.0
    names = list(extractor(args.game).NAMES) + (["base_logit"] if args.stacked else [])
    net = Net(len(names), args.hidden, args.seed, mean, scale)
    net.near_weight = args.near_weight
    ckpt = work / f"ckpt-{digest[:12]}-h{args.hidden}-s{int(args.stacked)}-nw{args.near_weight}-seed{args.seed}-lr{args.lr}-l2{args.l2}.npz"
    fit(net, train, args.epochs, args.lr, args.l2, ckpt)
    if args.target == "td":
        for rnd in range(1, args.td_rounds + 1):
            td_targets(net, train, args.lam)
            print(f"  TD(λ={args.lam}) round {rnd}", flush=True)
            fit(net, train, args.epochs, args.lr, args.l2, ckpt.with_name(ckpt.stem + f"-td{args.lam}-r{rnd}.npz"))
    figures = report(net, held)
    if args.no_write:
        return 0

    def r(a: Any) -> Any:
        return [float(f"{x:.5g}") for x in a.tolist()]

    weights: dict[str, Any] = {
        "game": args.game, "features": names, "mean": r(mean), "scale": r(scale), "w": r(net.p["w"]),
        "b": float(f"{net.p['b'][0]:.5g}"),
        "made_by": {"command": "python scripts/train_eval.py " + " ".join(sys.argv[1:]), "seed": args.seed,
                    "data_sha256": digest, "games": len(games),
                    "positions": int(sum(len(g["rows"]) for g in games)), "held_out_log_loss": figures},
    }
    if args.hidden:
        weights["hidden"] = [r(row) for row in net.p["W1"]]
        weights["b1"] = r(net.p["b1"])
        weights["skip"] = r(net.p["skip"])
    out = args.out or ROOT / "pax" / args.game / "data" / "eval_weights.json"
    out.write_text(json.dumps(weights, separators=(",", ":")) + "\n")
    print(f"wrote {out} ({os.path.getsize(out)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
