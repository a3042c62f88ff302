"""The engine in a PyScript worker (a module worker), for computer opponents and long
computations, so the page never freezes.

The page (``web/app/worker.js``) first calls ``start(site_url)``, which installs the same
vendored wheels as the main thread, then sends facade requests to ``handle`` (JSON text in,
JSON text out, exactly ``pax.facade.handle``). Only serialisable text crosses the thread
boundary, so this works with or without ``SharedArrayBuffer``.
"""

import json

import js
import pyodide_js
from pyodide.ffi import to_js
from pyscript import sync

WHEELS = json.loads("""@@WHEELS@@""")
TEST_GAMES = "@@TEST_GAMES@@" == "true"
_facade = None


async def start(site_url):
    """Install the wheels (URLs relative to the site root ``site_url``) and import the engine."""
    global _facade
    if _facade is None:
        urls = [js.URL.new(u, site_url).href for u in WHEELS]
        quiet = to_js({"messageCallback": lambda _m: None}, dict_converter=js.Object.fromEntries)
        await pyodide_js.loadPackage(to_js(urls), quiet)
        from pax import facade

        if TEST_GAMES:
            from pax.core import register

            register("toy_nim", "paxtest.toy", "NimRules")
        _facade = facade
    return "ready"


def handle(request):
    """One facade request (JSON text) answered in this thread."""
    if _facade is None:
        return '{"ok": false, "error": "the worker has not started"}'
    return _facade.handle(request)


sync.start = start
sync.handle = handle
