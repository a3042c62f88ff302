"""What untrusted input costs the engine (issue 11): answered within 100 ms per 1,000 moves it
holds, and refused before any replay when its size, nesting or move count is out of bounds; and
(issue 36) hostile JSON text scanned in time linear in its size.

    .venv/bin/python bench/untrusted.py [--quick]

Prints, for each input, the CPU time of ``pax.facade.handle`` (or ``share.decode``) and the
figure against its target. ``--quick`` uses a 5,000-move game instead of one at the 50,000-move cap.
Then hostile texts of quotes, backslashes and brackets at 64 KB, 256 KB and 1 MB (1,000,000
characters, the most a request may hold): each refused, the CPU time per KB at each size, and two
targets: every 1 MB text refused within 100 ms, and the time per KB at 1 MB at most twice that at
64 KB (a quadratic scan gives 16 times; the old one took 10 s for 64 KB).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import time
import zlib
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pax import facade  # noqa: E402
from pax.core import get_rules, share  # noqa: E402

TARGET_MS_PER_1000 = 100.0
TARGET_HOSTILE_MS = 100.0  # a 1 MB hostile text, refused
TARGET_LINEAR = 2.0  # ms per KB at 1 MB / ms per KB at 64 KB
SIZES = (64_000, 256_000, facade.MAX_REQUEST)  # characters ("KB" = 1,000 characters)
# texts an attacker builds from quotes, backslashes and brackets, by length
HOSTILE: dict[str, Callable[[int], str]] = {
    'escaped quotes after an open one ("\\"\\"…)': lambda n: '"' + '\\"' * ((n - 1) // 2),
    'quote-backslash-backslash ("\\\\"\\\\…)': lambda n: '"\\\\' * (n // 3),
    'only quotes (""""…)': lambda n: '"' * n,
    'an open quote before brackets ("[[[…)': lambda n: '"' + "[" * (n - 1),
    "nested arrays ([[[…)": lambda n: "[" * n,
    'an object of many keys ({"k0":0,"k1":1,…})': lambda n: many_keys(n),
    "many empty arrays ([[],[],…])": lambda n: "[" + "[]," * ((n - 3) // 3) + "[]]",
}


def many_keys(n: int) -> str:
    """A flat JSON object of distinct keys, at most ``n`` characters (shallow: it reaches the parser)."""
    parts, size, i = [], 2, 0
    while True:
        part = f'"k{i}":{i}'
        if size + len(part) + 1 > n:
            break
        parts.append(part)
        size += len(part) + 1
        i += 1
    return "{" + ",".join(parts) + "}"


def cpu_ms(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def raw_code(body: bytes) -> str:
    return base64.urlsafe_b64encode(body + zlib.crc32(body).to_bytes(4, "big")).rstrip(b"=").decode()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="a 5,000-move game instead of 50,000")
    quick = ap.parse_args().quick
    moves = 5_000 if quick else share.MAX_MOVES
    rules = get_rules("transhumanity")  # 2 players, seed 3: choice 0 stays legal for 50,000 moves
    setup = rules.make_setup(2, 3)
    code = share.encode(setup, [0] * moves)
    save = {"format": "pax-save", "version": 1, "setup": setup.model_dump(mode="json"), "actions": [0] * moves}  # format 1: unchecked
    header = bytes([share.FORMAT, 0, 2, 2, 1, 65, 1, 66, 2]) + b"{}" + share._varint(1)  # rules version 1
    rows: list[tuple[str, int, float]] = []

    def run(what: str, held: int, fn: Callable[[], object]) -> None:
        facade._current = None  # nothing cached from the previous input
        rows.append((what, held, cpu_ms(fn)))

    share.decode(share.encode(get_rules("renaissance").make_setup(2, 1), []))  # first imports are not counted
    run(f"share.decode, a legal link of {moves:,} moves", moves, lambda: share.decode(code))
    run(f"handle decode, the same link ({len(code):,} characters)", moves,
        lambda: facade.handle(json.dumps({"op": "decode", "code": code})))
    run(f"handle load_save, a save of {moves:,} moves", moves,
        lambda: facade.handle(json.dumps({"op": "load_save", "save": save})))
    run(f"refused: a link claiming {share.MAX_MOVES + 1:,} moves", 0,
        lambda: facade.handle(json.dumps({"op": "decode", "code": raw_code(header + share._varint(share.MAX_MOVES + 1))})))
    run("refused: a link of 10 moves padded with 100 KB", 0,
        lambda: facade.handle(json.dumps({"op": "decode", "code": raw_code(header + b"\x0a" + os.urandom(100_000))})))
    run(f"refused: a save of {share.MAX_MOVES + 1:,} moves", 0,
        lambda: facade.handle(json.dumps({"op": "load_save", "save": {**save, "actions": [0] * (share.MAX_MOVES + 1)}})))
    run("refused: a request nested 3,500 deep (21 KB)", 0,
        lambda: facade.handle('{"op":"load_save","save":' + '{"a":' * 3500 + "1" + "}" * 3500 + "}"))
    run("refused: a 1 MB request of 500,000 arrays nested 31 deep", 0,
        lambda: facade.handle("[" + ("[" * 30 + "]" * 30 + ",") * 16_000 + "1]"))
    run("refused: a 5 MB request", 0, lambda: facade.handle(json.dumps({"op": "load_save", "x": "x" * 5_000_000})))
    load = os.getloadavg()[0]
    lines = [f"untrusted input: CPU time per input (load average {load:.1f}); target {TARGET_MS_PER_1000:.0f} ms "
             "per 1,000 moves held, at least 100 ms for any input"]
    worst = 0.0
    for what, held, ms in rows:
        budget = TARGET_MS_PER_1000 * max(1.0, held / 1000)
        worst = max(worst, ms / budget)
        per = f"{ms / held * 1000:6.1f} ms/1,000 moves" if held else " " * 21
        lines.append(f"  {what:<58} {ms:9.1f} ms {per}  {'ok' if ms <= budget else 'OVER'}")
    lines.append(f"worst: {worst:.0%} of its budget")
    hostile_lines, targets = hostile()
    lines += hostile_lines
    print("\n".join(lines))
    if quick:  # CI (tests/test_bench_quick.py): every row printed with its figure and verdict
        from _quick import check

        check("\n".join(lines), ["worst:", *(f"{name}, {size(n)}" for name in HOSTILE for n in SIZES)],
              [what for what, _held, _ms in rows] + targets)


def size(chars: int) -> str:
    return "1 MB" if chars == 1_000_000 else f"{chars // 1000:,} KB"


def hostile() -> tuple[list[str], list[str]]:
    """The hostile texts (issue 36): each refused, its CPU time (best of 3) and time per KB; then
    the targets: every 1 MB text within TARGET_HOSTILE_MS, and time per KB linear in the size."""
    lines = [f"hostile JSON text: CPU time per input (best of 3), refused; targets: 1 MB within "
             f"{TARGET_HOSTILE_MS:.0f} ms, ms per KB at 1 MB at most {TARGET_LINEAR:g}x that at 64 KB"]
    per_kb: dict[str, list[float]] = {}
    worst_mb = 0.0
    for name, make in HOSTILE.items():
        for n in SIZES:
            text = make(n)
            assert len(text) <= facade.MAX_REQUEST
            facade._current = None
            reply = json.loads(facade.handle(text))
            assert reply["ok"] is False, name  # refused, whatever the size
            ms = min(cpu_ms(lambda: facade.handle(text)) for _ in range(3))
            per_kb.setdefault(name, []).append(ms / (len(text) / 1000))
            if n == SIZES[-1]:
                worst_mb = max(worst_mb, ms)
            lines.append(f"  {name + ', ' + size(n):<58} {ms:9.1f} ms {per_kb[name][-1] * 1000:8.1f} µs/KB"
                         f"  {reply['key']}")
    ratio = max(kb[-1] / max(kb[0], 1e-6) for kb in per_kb.values())
    lines.append(f"  1 MB hostile text refused: worst {worst_mb:.1f} ms (target {TARGET_HOSTILE_MS:.0f} ms)  "
                 f"{'ok' if worst_mb <= TARGET_HOSTILE_MS else 'OVER'}")
    lines.append(f"  linear: ms per KB at 1 MB / at 64 KB, worst {ratio:.2f} (target {TARGET_LINEAR:g})  "
                 f"{'ok' if ratio <= TARGET_LINEAR else 'OVER'}")
    return lines, ["1 MB hostile text refused:", "linear: ms per KB"]

if __name__ == "__main__":
    main()
