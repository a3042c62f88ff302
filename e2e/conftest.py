"""End-to-end harness: the built site served on 127.0.0.1, driven by Playwright in Debian's Chromium.

The site is built once per session with the toy test game (``scripts/build.py --test-games``)
into ``build/dist-e2e`` (set ``PAX_E2E_DIST`` to use an existing build) and served by
``scripts/serve.py`` with the production headers. Every test's browser context aborts and
records any request to another origin, and the test fails if there was one, if any page
logged a console error or raised an uncaught error, or if an import in a page's engine looked for
a module of Pyodide's standard library and did not find it (the build ships only the modules the
site's code can import: scripts/build.py ``stdlib_modules``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import zipfile
from functools import cache
from pathlib import Path
from typing import Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from serve import make_server  # noqa: E402
from run_tests import select_timing  # noqa: E402

CHROMIUM = os.environ.get("PAX_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-default-apps",
    "--disable-extensions", "--metrics-recording-only", "--no-default-browser-check",
]

# Tests marked ``timing`` measure how fast the page answers: ./run test runs them on their own, once
# the unit suite no longer shares the two cores with the browser (scripts/run_tests.py).
pytest_collection_modifyitems = select_timing


@pytest.fixture(scope="session")
def dist() -> Path:
    given = os.environ.get("PAX_E2E_DIST")
    if given:
        return Path(given)
    out = ROOT / "build" / "dist-e2e"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build.py"), "--test-games", "--out", str(out)], check=True)
    return out


@pytest.fixture(scope="session")
def base_url(dist: Path) -> Iterator[str]:
    server = make_server(dist)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield b
    b.close()


class Watch:
    """What the pages of one test did that must fail it: foreign requests and errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.unfound: set[str] = set()

    def attach(self, ctx: BrowserContext) -> None:
        def route(r):  # abort anything that leaves the site's own origin
            if _origin(r.request.url) != self.origin:
                self.foreign.append(r.request.url)
                r.abort()
            else:
                r.fallback()

        ctx.route("**/*", route)
        ctx.on("request", self._request)
        ctx.on("page", self.watch_page)
        ctx.on("weberror", lambda e: self.errors.append(f"weberror: {e.error}"))

    def _request(self, req) -> None:
        url = req.url
        if url.startswith(("http:", "https:", "ws:", "wss:")) and _origin(url) != self.origin and url not in self.foreign:
            self.foreign.append(url)

    def watch_page(self, page: Page) -> None:
        page.on("console", lambda m: self.errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))

    def read_unfound(self, ctx: BrowserContext) -> None:
        """Note each stdlib module an import in the context's pages' engines did not find."""
        for page in ctx.pages:
            try:
                names = page.evaluate(UNFOUND)
            except Exception:  # noqa: BLE001 - a page closing or navigating has nothing to report
                continue
            self.unfound.update(set(names or ()) & full_stdlib())

    def check(self) -> None:
        assert not self.foreign, f"requests to other origins: {self.foreign}"
        assert not self.errors, "errors in the page:\n" + "\n".join(self.errors)
        assert not self.unfound, f"stdlib modules left out of the build but imported: {sorted(self.unfound)}"


# The engine's modules not found (null when the page has no engine or it is busy for 5 s).
UNFOUND = """() => window.paxEngineUnfound ? Promise.race([window.paxEngineUnfound(),
  new Promise((done) => setTimeout(() => done(null), 5000))]) : null"""


@cache
def full_stdlib() -> frozenset[str]:
    """Every module of the npm Pyodide's whole stdlib zip (the build ships a part of it)."""
    path = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    if not path.exists():
        return frozenset()
    with zipfile.ZipFile(path) as zf:
        return frozenset(n[:-3].replace("/", ".").removesuffix(".__init__") for n in zf.namelist() if n.endswith(".py"))


def _origin(url: str) -> str:
    p = urlsplit(url)
    if p.scheme in ("blob", "data"):  # same-document objects (PyScript's worker bootstrap)
        inner = url[len(p.scheme) + 1:]
        return _origin(inner) if inner.startswith("http") else "local"
    return f"{p.scheme}://{p.netloc}/"


@pytest.fixture
def watch(base_url: str) -> Iterator[Watch]:
    w = Watch(base_url)
    yield w
    w.check()


@pytest.fixture
def new_context(browser: Browser, watch: Watch):
    """Factory for watched browser contexts (fresh storage each); closed after the test."""
    made: list[BrowserContext] = []

    def make(**kwargs) -> BrowserContext:
        kwargs.setdefault("viewport", {"width": 1280, "height": 800})
        kwargs.setdefault("accept_downloads", True)
        ctx = browser.new_context(**kwargs)
        watch.attach(ctx)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        watch.read_unfound(ctx)
        ctx.close()


@pytest.fixture
def page(new_context) -> Page:
    return new_context().new_page()
