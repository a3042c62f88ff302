"""Boot benchmark (not a timed test): how fast the site starts, against a bare PyScript baseline.

    ./run bench            (builds dist/ first)   or   .venv/bin/python bench/boot.py [--runs 5] [--quick]

In headless Chromium on 127.0.0.1 (the site served by scripts/serve.py, gzip on; every file is
asked for once before the runs, so no run pays the server's first compression of it, and each cold
start begins after a short pause for the previous run's processes to exit), median of ``--runs``
runs of each:

- app cold: a fresh browser profile opens a share link of a new game; time from navigation to
  "interactive" (the first legal move can be clicked: performance mark ``pax:interactive``);
- app warm: the same profile opens the saved game again (service worker and caches filled):
  time to interactive (on the cached table, when its cache is this build's: a click on it waits
  for the engine, which then plays it), to the engine's own table (mark ``pax:live``), and to the
  first paint of the table (mark ``pax:board``);
- bytes sent by the server during the first visit (compressed; including the service worker's
  download of the whole app);
- baseline: a bare page built from the same vendored files (PyScript + Pyodide loading the
  pydantic wheels, importing pydantic and writing one line), cold and warm;
- a game of a person and two normal computer seats, alone in its browser: the computer's first
  move after the person's, the page's longest stall meanwhile, and the tab's peak memory, JS heap
  plus WebAssembly memory over the page and its workers (``TabMemory``), against the two-runtime
  build's (``--computer-only --dist`` measures any build, an older one included).

Every figure is printed with its ratio to the baseline's cold start, against the targets
(issue 12): cold ≤ 1.1× baseline cold, warm ≤ 1.0× (stretch goal 0.5×), table drawn warm
≤ 0.5 s, first visit ≤ 8 MB compressed. A game is played only if its engine is in the build;
without a real game the toy game of a test build is used (and the report says so).

``--quick`` (run by CI, ``tests/test_bench_quick.py``): one run of each against the site in
``--dist`` (default ``$PAX_BENCH_DIST``, else ``dist/``); fails when a performance mark never
comes (the page lost it) or a figure or target line is missing from the report.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
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
js.document.body.dataset.heap = str(pyodide_js._module.HEAPU8.length)
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


MARK_TIMEOUT = [90.0]


def mark(page, name: str, timeout: float | None = None) -> float:
    """Milliseconds from navigation start to the performance mark ``name`` (waits for it)."""
    end = time.time() + (timeout or MARK_TIMEOUT[0])
    while time.time() < end:
        t = page.evaluate(f"() => (performance.getEntriesByName({name!r})[0] || {{}}).startTime ?? null")
        if t is not None:
            return float(t)
        time.sleep(0.02)
    raise TimeoutError(name)


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def renderer_peak_mb(skip: frozenset[int] = frozenset()) -> float:
    """The peak resident memory (VmHWM) of the largest Chromium renderer process started by
    this script (other than the processes in ``skip``): the tab's process, which holds the page,
    its workers (PyScript/Pyodide worker included), their JS heaps and WebAssembly memories. The
    game runs alone in its browser."""
    best = 0
    for pid in _descendants(os.getpid()):
        if pid in skip:
            continue
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            if b"--type=renderer" not in cmd or b"--extension-process" in cmd:
                continue
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmHWM:"):
                best = max(best, int(line.split()[1]))
    return best / 1024


# The tab's memory as the issue defines it, JS heap plus WebAssembly memory, summed over the page
# and its workers. Renderer RSS (above) also counts Chromium's own ~150 MB. The JS heap is V8's
# heap in use (CDP Runtime.getHeapUsage; what performance.memory calls usedJSHeapSize); ArrayBuffer
# backing stores live outside it and are reported beside it. Neither figure, nor
# performance.measureUserAgentSpecificMemory(), counts a WebAssembly memory, so the bench tags
# Pyodide's memory as it is created: the vendored pyodide.asm.mjs is served with one statement
# added where it takes the module's exported memory, and every target reports
# ``globalThis.__paxWasm``. The same hook works for any build (one runtime or two).
WASM_TAKEN = 'wasmMemory=wasmExports["memory"];'
WASM_TAG = "(globalThis.__paxWasm||=[]).push(wasmMemory);"
WASM_BYTES = "(globalThis.__paxWasm||[]).reduce((t,m)=>t+m.buffer.byteLength,0)"


class TabMemory:
    """Samples every target of one page (the page, its workers, the service worker): V8's heap in
    use, ArrayBuffer backing stores, and the WebAssembly memories. A WebAssembly memory never
    shrinks; a peak is the largest sum seen at one sample (every ``every`` seconds while the bench
    waits): ``peak`` of JS heap + WebAssembly memory (the issue's measure), ``all_peak`` with the
    ArrayBuffers too."""

    def __init__(self, ctx, page, every: float = 0.25) -> None:
        self.page, self.every, self.last = page, every, 0.0
        self.peak = self.all_peak = self.js_peak = self.buf_peak = self.wasm_peak = 0
        self.tagged = 0
        ctx.route("**/pyodide.asm.mjs", self._tag)
        self.cdp = ctx.new_cdp_session(page)
        # workers are reached through the page's session (not flattened: Playwright's own
        # session keeps the flattened one)
        self.sessions: dict[str, str] = {}
        self.replies: dict[int, dict] = {}
        self.next_id = 0
        self.cdp.on("Target.attachedToTarget", lambda ev: self.sessions.__setitem__(ev["sessionId"], ev["targetInfo"]["type"]))
        self.cdp.on("Target.detachedFromTarget", lambda ev: self.sessions.pop(ev.get("sessionId", ""), None))
        self.cdp.on("Target.receivedMessageFromTarget", self._received)
        self.cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": False})

    def _tag(self, route) -> None:
        r = route.fetch()
        body = r.text()
        if body.count(WASM_TAKEN) != 1:
            raise SystemExit("bench: pyodide.asm.mjs no longer takes its memory as TabMemory expects")
        self.tagged += 1
        route.fulfill(response=r, body=body.replace(WASM_TAKEN, WASM_TAKEN + WASM_TAG))

    def _received(self, ev: dict) -> None:
        m = json.loads(ev["message"])
        if "id" in m:
            self.replies[m["id"]] = m

    def _call(self, sid: str, method: str, params: dict | None = None) -> dict | None:
        self.next_id += 1
        i = self.next_id
        try:
            self.cdp.send("Target.sendMessageToTarget",
                          {"sessionId": sid, "message": json.dumps({"id": i, "method": method, "params": params or {}})})
        except Exception:  # the target has gone
            return None
        end = time.time() + 30  # a worker answers once Python yields (a computer's search may hold it)
        while i not in self.replies and time.time() < end and sid in self.sessions:
            self.page.wait_for_timeout(5)
        return self.replies.pop(i, {}).get("result")

    def _send(self, sid: str | None, method: str, params: dict | None = None) -> dict | None:
        return self.cdp.send(method, params or {}) if sid is None else self._call(sid, method, params)

    def sample(self, force: bool = False) -> None:
        if not force and time.time() - self.last < self.every:
            return
        self.last = time.time()
        js = buf = wasm = 0
        for sid in [None, *self.sessions]:  # None: the page itself
            try:
                heap = self._send(sid, "Runtime.getHeapUsage")
                mem = self._send(sid, "Runtime.evaluate", {"expression": WASM_BYTES, "returnByValue": True})
            except Exception:
                continue
            if heap and mem:
                js += heap["usedSize"]
                buf += heap["backingStorageSize"]
                wasm += int(mem["result"].get("value") or 0)
        self.peak, self.all_peak = max(self.peak, js + wasm), max(self.all_peak, js + buf + wasm)
        self.js_peak, self.buf_peak, self.wasm_peak = max(self.js_peak, js), max(self.buf_peak, buf), max(self.wasm_peak, wasm)


# Page-side probes for the game with computer seats: when each step appeared, the person's
# last click, and the longest stall of the page's main thread (a 10 ms timer that fires late).
PROBE_JS = """() => {
  window.__steps = {}; window.__stall = 0; window.__click = null;
  document.addEventListener("click", () => { window.__click = performance.now(); }, true);
  const watch = () => new MutationObserver(() => {
    const g = document.querySelector(".game[data-ready=yes]");
    if (g && !(g.dataset.step in window.__steps)) window.__steps[g.dataset.step] = performance.now();
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  if (document.documentElement) watch(); else document.addEventListener("readystatechange", watch, { once: true });
  let last = performance.now();
  setInterval(() => { const now = performance.now(); window.__stall = Math.max(window.__stall, now - last - 10); last = now; }, 10);
}"""


def computer_game(pw, base: str, code: str, timeout: float) -> dict:
    """A new game, one person then two computer seats at the normal level (the issue's measure;
    share-link seat letter ``n``), alone in its own browser: the person plays
    the first choice until a computer is to move; time from that last click to the computer's
    move on the table, the page's longest stall meanwhile, and the tab's peak memory."""
    browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.add_init_script(f"({PROBE_JS})()")
    mem = TabMemory(ctx, page)
    page.goto(base + "#g=" + code + "&s=pnn")
    end = time.time() + timeout

    enabled = "button.action:not([disabled])"
    while time.time() < end and not page.locator(enabled).count():
        mem.sample()
        page.wait_for_timeout(100)
    if not page.locator(enabled).count():
        raise TimeoutError("the person's first choice")
    for _ in range(20):  # the person's choices until a computer decides
        step = int(page.locator(".game").get_attribute("data-step"))
        page.evaluate("() => { window.__stall = 0; }")
        page.locator(enabled).first.click()
        while time.time() < end and page.evaluate(f"() => !({step + 1} in window.__steps)"):
            mem.sample()
            page.wait_for_timeout(20)
        if not page.locator(enabled).count() and page.locator(".game[data-ready=yes]").count():
            break
    else:
        raise SystemExit("bench: the person never handed the move to a computer")
    while time.time() < end and page.evaluate(f"() => !({step + 2} in window.__steps)"):
        mem.sample()
        page.wait_for_timeout(20)
    if time.time() >= end:
        raise TimeoutError("the computer's first move: " + str(page.evaluate(
            "() => [window.__steps, document.querySelector('#turn')?.textContent, document.querySelector('#banner')?.textContent]")))
    got = page.evaluate(f"() => [window.__steps[{step + 2}] - window.__click, window.__stall]")
    peak = renderer_peak_mb()
    mem.sample(force=True)
    if not mem.tagged or not mem.wasm_peak:
        raise SystemExit("bench: no WebAssembly memory was seen in the tab (the memory probe is broken)")
    # what the tab holds now: the engine's WebAssembly memory (Pyodide's heap) and the page's JS heap
    heap = float(page.evaluate("async () => window.paxEngineMemory ? await window.paxEngineMemory() : 0")) / 2**20
    page_js = float(page.evaluate("() => performance.memory ? performance.memory.usedJSHeapSize : 0")) / 2**20
    ctx.close()
    browser.close()
    return {"ai_move": float(got[0]), "ai_stall": float(got[1]), "peak_mem": peak, "wasm_heap": heap, "page_js": page_js,
            "tab_mem": mem.peak / 2**20, "tab_all": mem.all_peak / 2**20, "tab_js": mem.js_peak / 2**20,
            "tab_buf": mem.buf_peak / 2**20, "tab_wasm": mem.wasm_peak / 2**20}


def compress_once(dist: Path, base: str) -> None:
    """Ask the server for every compressible file once, so that no timed run pays its first
    compression: scripts/serve.py gzips a file on its first request and keeps the result, as a
    static host serves compressed files from its cache (the 9.6 MB WebAssembly module alone took
    about 0.4 s, paid by whichever page came first, the app's first cold start)."""
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.suffix in serve.COMPRESSIBLE:
            req = urllib.request.Request(base + path.relative_to(dist).as_posix(), headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(req) as reply:
                reply.read()


def settle(seconds: float = 1.5) -> None:
    """A pause before each timed cold start: the browser the previous run's computer game closed,
    and the contexts just closed, may still be exiting on these 2 cores."""
    time.sleep(seconds)


def measure(dist: Path, runs: int, timeout: float) -> dict:
    MARK_TIMEOUT[0] = timeout
    game, players, test_build = choose_game(dist)
    if game == "toy_nim" and not test_build:
        raise SystemExit("bench: no game engine in this build: build with --test-games or merge a game first")
    write_baseline(dist)
    code = share_code(game, players)
    srv = serve.make_server(dist)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}/"
    compress_once(dist, base)
    res: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "warm_board", "bytes", "base_cold", "base_warm",
                                                  "cold_spawn", "cold_python", "cold_wheels", "cold_imported",
                                                  "warm_python", "warm_wheels", "warm_imported", "warm_live", "warm_snapshot", "base_peak",
                                                  "base_heap", "ai_move", "ai_stall", "peak_mem", "wasm_heap", "page_js",
                                                  "tab_mem", "tab_all", "tab_js", "tab_buf", "tab_wasm")}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for _ in range(runs):
            settle()
            ctx = browser.new_context()
            page = ctx.new_page()
            serve.Handler.bytes_sent = 0
            page.goto(base + "#g=" + code)
            res["cold"].append(mark(page, "pax:interactive"))
            for step in ("spawn", "python", "wheels", "imported"):  # where the first visit's start went
                res[f"cold_{step}"].append(mark(page, f"pax:{step}"))
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
            # where a warm start spends its time, up to the engine's own table (pax:live: the first
            # move is clickable before it, on the cached table, when the cache is this build's)
            for step in ("python", "wheels", "imported", "live"):
                res[f"warm_{step}"].append(mark(page, f"pax:{step}"))
            # did the warm start begin from the interpreter snapshot (web/engine/pyodide.mjs)?
            res["warm_snapshot"].append(float(page.evaluate("() => performance.getEntriesByName('pax:snapshot').length")))
            ctx.close()

            settle()
            earlier = frozenset(_descendants(os.getpid()))  # the app's pages may not have exited yet
            ctx = browser.new_context()
            page = ctx.new_page()
            page.goto(base + "bench/baseline.html")
            res["base_cold"].append(mark(page, "baseline:done"))
            page.close()
            page = ctx.new_page()
            page.goto(base + "bench/baseline.html")
            res["base_warm"].append(mark(page, "baseline:done"))
            res["base_heap"].append(float(page.evaluate("() => document.body.dataset.heap")) / 2**20)
            res["base_peak"].append(renderer_peak_mb(earlier))  # the bare page's tab: a reference for the memory line
            ctx.close()
            for key, value in computer_game(p, base, code, timeout * 2).items():
                res[key].append(value)
        browser.close()
    srv.shutdown()
    return {"game": game, "runs": runs, **{k: statistics.median(v) for k, v in res.items()}, "all": res}


# (label, figure, target text, limit as a function of the baseline's cold start in ms)
TARGET_ROWS = [
    ("app cold: navigation → first move clickable", "cold", "≤ 1.1×", lambda bc: 1.1 * bc),
    ("app warm: navigation → first move clickable", "warm", "≤ 1.0×", lambda bc: 1.0 * bc),
    ("app warm (stretch goal): first move clickable", "warm", "≤ 0.5×", lambda bc: 0.5 * bc),
    ("app warm: table drawn", "warm_board", "≤ 500 ms", lambda bc: 500.0),
]
# The tab's peak memory in the game with two computer seats before issue 12, when the page and
# the worker each ran a Pyodide: computer_game() on the build of commit 7577a0a with the marks
# restored (2026-12-01, load average about 22 on 2 cores; docs/benchmarks.md, "Boot benchmark"). It is the
# peak resident size of the tab's renderer process (page + workers: JS heaps, WebAssembly
# memories, and Chromium's own share); a CDP heap walk of the Pyodide worker crashed the page.
TWO_RUNTIME_PEAK_MB = 410.3
# The same game's peaks by TabMemory, the issue's measure (JS heap + WebAssembly memory) and with
# the ArrayBuffers too: ``bench/boot.py --computer-only --runs 5 --dist <build of 7577a0a>``
# (2026-12-02, load 3-5), medians of 102.4-103.6 and 141.1-155.6 MB. The page's and the worker's
# Pyodide each hold their own WebAssembly memory (36.0 + 43.2 MB).
TWO_RUNTIME_TAB_MB = 102.5
TWO_RUNTIME_ALL_MB = 153.4
FIGURES = ["baseline cold", "baseline warm", "cold start, where the time goes", "warm start, where the time goes", "Pyodide heap (WebAssembly memory)",
           "app warm: the engine's own table"]
TARGETS = [row[0] for row in TARGET_ROWS] + ["first visit: bytes sent", "computer seat: its first move after the person’s",
                                             "computer seat: page’s longest stall", "computer seats: tab’s peak memory"]


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
    ] + [(label, r[key], target, r[key] <= limit(bc)) for label, key, target, limit in TARGET_ROWS] + [
        # not a target line: the first move is clickable on the cached table before this
        ("app warm: the engine's own table (pax:live)", r["warm_live"], "", ""),
    ]
    out = [f"Pax boot benchmark — {date.today()} — {platform.node() or 'machine'}: {cpu}, {chromium}",
           f"game: {r['game']}, median of {r['runs']} runs, served by scripts/serve.py on 127.0.0.1 (gzip); "
           f"load average before/after: {r.get('load', '?')}", ""]
    out.append(f"{'measure':48} {'ms':>8} {'× base cold':>12}  target")
    for name, ms, target, ok in rows:
        verdict = "" if ok == "" else ("  met" if ok else "  NOT met")
        out.append(f"{name:48} {ms:8.0f} {ms / bc:12.2f}  {target}{verdict}")
    out.append(f"cold start, where the time goes: engine worker created {r['cold_spawn']:.0f} ms, Python running "
               f"{r['cold_python']:.0f} ms, engine's wheel on sys.path {r['cold_wheels']:.0f} ms, engine imported "
               f"{r['cold_imported']:.0f} ms, first move clickable {r['cold']:.0f} ms")
    out.append(f"warm start, where the time goes: Python running (PyScript + Pyodide booted) {r['warm_python']:.0f} ms, "
               f"engine's wheel on sys.path {r['warm_wheels']:.0f} ms, engine imported {r['warm_imported']:.0f} ms, "
               f"the engine's own table (its reply to load_save) {r['warm_live']:.0f} ms; "
               f"first move clickable {r['warm']:.0f} ms; started from the interpreter snapshot in "
               f"{sum(r['all']['warm_snapshot']):.0f} of {r['runs']} warm runs")
    ai = r["ai_move"]
    out.append(f"{'computer seat: its first move after the person’s':48} {ai:8.0f} {'':12}  ≤ 1000 ms{'  met' if ai <= 1000 else '  NOT met'}")
    stall = r["ai_stall"]
    out.append(f"{'computer seat: page’s longest stall meanwhile':48} {stall:8.0f} {'':12}  ≤ 100 ms (a click answers){'  met' if stall <= 100 else '  NOT met'}")
    tab = r["tab_mem"]
    ratio = tab / TWO_RUNTIME_TAB_MB
    out.append(f"{'computer seats: tab’s peak memory (JS + wasm)':48} {tab:7.1f}M {ratio:12.2f}  ≤ 0.60 × {TWO_RUNTIME_TAB_MB:.0f} MB "
               f"(two runtimes, before issue 12){'  met' if ratio <= 0.6 else '  NOT met'}")
    out.append(f"  (page and workers at their peaks: JS heaps {r['tab_js']:.1f} MB, WebAssembly memories {r['tab_wasm']:.1f} MB, "
               f"ArrayBuffers outside the JS heap {r['tab_buf']:.1f} MB; all three at one sample {r['tab_all']:.1f} MB "
               f"= {r['tab_all'] / TWO_RUNTIME_ALL_MB:.2f} × {TWO_RUNTIME_ALL_MB:.0f} MB two-runtime; "
               f"the renderer's resident peak, which adds Chromium's own memory: {r['peak_mem']:.1f} MB "
               f"= {r['peak_mem'] / TWO_RUNTIME_PEAK_MB:.2f} × {TWO_RUNTIME_PEAK_MB:.0f} MB two-runtime; the bare baseline "
               f"page's tab: {r['base_peak']:.1f} MB)")
    out.append(f"computer seats, after the computer's move: Pyodide heap (WebAssembly memory) {r['wasm_heap']:.1f} MB "
               f"(the bare page's: {r['base_heap']:.1f} MB), page's JS heap {r['page_js']:.1f} MB")
    mb = r["bytes"] / 1e6
    out.append(f"{'first visit: bytes sent (compressed, incl. SW)':48} {mb:7.2f}M {'':12}  ≤ 8 MB{'  met' if mb <= 8 else '  NOT met'}")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description="boot benchmark of the built site")
    ap.add_argument("--dist", type=Path, default=Path(os.environ.get("PAX_BENCH_DIST", ROOT / "dist")))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="one run of each; fail on a missing mark or line (CI)")
    ap.add_argument("--json", type=Path, help="also write the raw figures here")
    ap.add_argument("--computer-only", action="store_true",
                    help="only the game with two computer seats (its move time, stall, peak memory)")
    args = ap.parse_args()
    if not (args.dist / "build.json").exists():
        raise SystemExit(f"bench: {args.dist} is not a built site (python3 scripts/build.py)")
    load0 = os.getloadavg()[0]
    if args.computer_only:
        game, players, _test = choose_game(args.dist)
        srv = serve.make_server(args.dist.resolve())
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        with sync_playwright() as p:
            for _ in range(args.runs if not args.quick else 1):
                print(computer_game(p, f"http://127.0.0.1:{srv.server_address[1]}/", share_code(game, players), 600.0),
                      f"load {load0:.1f}/{os.getloadavg()[0]:.1f}", flush=True)
        srv.shutdown()
        return
    r = measure(args.dist.resolve(), 1 if args.quick else max(5, args.runs), 60.0 if args.quick else 90.0)
    r["load"] = f"{load0:.1f}/{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    text = report(r)
    print(text)
    if args.json:
        args.json.write_text(json.dumps(r, indent=1))
    if args.quick:
        from _quick import check

        check(text, FIGURES, TARGETS)


if __name__ == "__main__":
    main()
