"""Boot benchmark (not a timed test): how fast the site starts, against a bare PyScript baseline.

    ./run bench            (builds dist/ first)   or   .venv/bin/python bench/boot.py [--runs 5]

In headless Chromium on 127.0.0.1 (the site served by scripts/serve.py, gzip on), median of
``--runs`` runs of each:

- app cold: a fresh browser profile opens a share link of a new game; time from navigation to
  "interactive" (the first legal move can be clicked: performance mark ``pax:interactive``);
- app warm: the same profile opens the saved game again (service worker and caches filled):
  time to interactive, and to the first paint of the table (mark ``pax:board``);
- bytes sent by the server during the first visit (compressed; including the service worker's
  download of the whole app);
- baseline: a bare page built from the same vendored files (PyScript + Pyodide loading the
  pydantic wheels, importing pydantic and writing one line), cold and warm.

Every figure is printed with its ratio to the baseline's cold start, against the targets:
warm ≤ 0.5× baseline cold, cold ≤ 1.1× baseline cold, table visible warm ≤ 1 s, first visit
≤ 8 MB compressed. A game is played only if its engine is in the build; without a real game
the toy game of a test build is used (and the report says so).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import threading
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync", "--disable-dev-shm-usage"]
BASELINE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>baseline</title>
<script type="module" src="../{pyscript}"></script></head>
<body><script type="py" src="./baseline.py" config='{{"interpreter": "../{pyodide}"}}' async></script></body></html>
"""
BASELINE_PY = """import js, pyodide_js
from pyodide.ffi import to_js
urls = [js.URL.new("../" + u, js.document.baseURI).href for u in {wheels}]
await pyodide_js.loadPackage(to_js(urls), to_js({{"messageCallback": lambda m: None}}, dict_converter=js.Object.fromEntries))
import pydantic
line = js.document.createElement("p")
line.id = "line"
line.textContent = f"pydantic {{pydantic.VERSION}} imported"
js.document.body.append(line)
js.performance.mark("baseline:done")
"""


def choose_game(dist: Path) -> tuple[str, int, bool]:
    info = json.loads((dist / "build.json").read_text())
    import pax

    for gid in ("renaissance", "transhumanity"):
        if gid in pax.game_ids():
            return gid, 3 if gid == "renaissance" else 2, info["test_games"]
    return "toy_nim", 2, info["test_games"]


def share_code(game: str, players: int) -> str:
    from pax.core import get_rules, register
    from pax.core.share import encode

    register("toy_nim", "tests.core.toy", "NimRules")
    return encode(get_rules(game).make_setup(players, 20261130), [])


def write_baseline(dist: Path) -> None:
    info = json.loads((dist / "build.json").read_text())
    wheels = [w for w in info["wheels"] if w.startswith("wheels/")]
    (dist / "bench").mkdir(exist_ok=True)
    (dist / "bench" / "baseline.html").write_text(BASELINE_HTML.format(pyscript=info["pyscript"], pyodide=info["pyodide"]))
    (dist / "bench" / "baseline.py").write_text(BASELINE_PY.format(wheels=json.dumps(wheels)))


def mark(page, name: str, timeout: float = 90.0) -> float:
    """Milliseconds from navigation start to the performance mark ``name`` (waits for it)."""
    end = time.time() + timeout
    while time.time() < end:
        t = page.evaluate(f"() => (performance.getEntriesByName({name!r})[0] || {{}}).startTime ?? null")
        if t is not None:
            return float(t)
        time.sleep(0.02)
    raise TimeoutError(name)


def measure(dist: Path, runs: int) -> dict:
    game, players, test_build = choose_game(dist)
    if game == "toy_nim" and not test_build:
        raise SystemExit("bench: no game engine in this build: build with --test-games or merge a game first")
    write_baseline(dist)
    code = share_code(game, players)
    srv = serve.make_server(dist)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}/"
    res: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "warm_board", "bytes", "base_cold", "base_warm",
                                                  "warm_python", "warm_wheels", "warm_imported")}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for _ in range(runs):
            ctx = browser.new_context()
            page = ctx.new_page()
            serve.Handler.bytes_sent = 0
            page.goto(base + "#g=" + code)
            res["cold"].append(mark(page, "pax:interactive"))
            page.evaluate("async () => { const r = await navigator.serviceWorker.ready; "
                          "while (!navigator.serviceWorker.controller) await new Promise(f => setTimeout(f, 50)); }")
            time.sleep(1.0)  # let the service worker finish caching
            res["bytes"].append(serve.Handler.bytes_sent)
            url = page.url
            page.close()
            page = ctx.new_page()
            page.goto(url)
            res["warm_board"].append(mark(page, "pax:board"))
            res["warm"].append(mark(page, "pax:interactive"))
            for step in ("python", "wheels", "imported"):  # where a warm start spends its time
                res[f"warm_{step}"].append(mark(page, f"pax:{step}"))
            ctx.close()

            ctx = browser.new_context()
            page = ctx.new_page()
            page.goto(base + "bench/baseline.html")
            res["base_cold"].append(mark(page, "baseline:done"))
            page.close()
            page = ctx.new_page()
            page.goto(base + "bench/baseline.html")
            res["base_warm"].append(mark(page, "baseline:done"))
            ctx.close()
        browser.close()
    srv.shutdown()
    return {"game": game, "runs": runs, **{k: statistics.median(v) for k, v in res.items()}, "all": res}


def report(r: dict) -> str:
    bc = r["base_cold"]
    cpu = "?"
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    chromium = subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True, text=True).stdout.strip()
    rows = [
        ("baseline cold (PyScript+Pyodide+pydantic)", bc, "", ""),
        ("baseline warm", r["base_warm"], "", ""),
        ("app cold: navigation → first move clickable", r["cold"], "≤ 1.1×", r["cold"] <= 1.1 * bc),
        ("app warm: navigation → first move clickable", r["warm"], "≤ 0.5×", r["warm"] <= 0.5 * bc),
        ("app warm: first paint of the table", r["warm_board"], "≤ 1000 ms", r["warm_board"] <= 1000),
    ]
    out = [f"Pax boot benchmark — {date.today()} — {platform.node() or 'machine'}: {cpu}, {chromium}",
           f"game: {r['game']}, median of {r['runs']} runs, served by scripts/serve.py on 127.0.0.1 (gzip); "
           f"load average before/after: {r.get('load', '?')}", ""]
    out.append(f"{'measure':48} {'ms':>8} {'× base cold':>12}  target")
    for name, ms, target, ok in rows:
        verdict = "" if ok == "" else ("  met" if ok else "  NOT met")
        out.append(f"{name:48} {ms:8.0f} {ms / bc:12.2f}  {target}{verdict}")
    out.append(f"warm start, where the time goes: Python running (PyScript + Pyodide booted) {r['warm_python']:.0f} ms, "
               f"wheels installed {r['warm_wheels']:.0f} ms, engine imported {r['warm_imported']:.0f} ms, "
               f"first move clickable {r['warm']:.0f} ms")
    mb = r["bytes"] / 1e6
    out.append(f"{'first visit: bytes sent (compressed, incl. SW)':48} {mb:7.2f}M {'':12}  ≤ 8 MB{'  met' if mb <= 8 else '  NOT met'}")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description="boot benchmark of the built site")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", type=Path, help="also write the raw figures here")
    args = ap.parse_args()
    if not (args.dist / "build.json").exists():
        raise SystemExit(f"bench: {args.dist} is not a built site (python3 scripts/build.py)")
    import os

    load0 = os.getloadavg()[0]
    r = measure(args.dist.resolve(), max(5, args.runs))
    r["load"] = f"{load0:.1f}/{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    print(report(r))
    if args.json:
        args.json.write_text(json.dumps(r, indent=1))


if __name__ == "__main__":
    main()
