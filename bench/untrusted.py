"""What untrusted input costs the engine (issue 11): answered within 100 ms per 1,000 moves it
holds, and refused before any replay when its size, nesting or move count is out of bounds.

    .venv/bin/python bench/untrusted.py [--quick]

Prints, for each input, the CPU time of ``pax.facade.handle`` (or ``share.decode``) and the
figure against its target. ``--quick`` uses a 5,000-move game instead of one at the 50,000-move cap.
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
    run("refused: a link claiming 50,001 moves", 0,
        lambda: facade.handle(json.dumps({"op": "decode", "code": raw_code(header + share._varint(50_001))})))
    run("refused: a link of 10 moves padded with 100 KB", 0,
        lambda: facade.handle(json.dumps({"op": "decode", "code": raw_code(header + b"\x0a" + os.urandom(100_000))})))
    run("refused: a save of 50,001 moves", 0,
        lambda: facade.handle(json.dumps({"op": "load_save", "save": {**save, "actions": [0] * 50_001}})))
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
    print("\n".join(lines))
    if quick:  # CI (tests/test_bench_quick.py): every row printed with its figure and verdict
        from _quick import check

        check("\n".join(lines), ["worst:"], [what for what, _held, _ms in rows])

if __name__ == "__main__":
    main()
