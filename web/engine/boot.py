"""Main-thread start-up: load the vendored wheels, import the engine, hand the facade to the page.

PyScript's own ``packages`` setting would go through micropip, which the npm build of Pyodide
does not carry; so the wheels (pinned PyPI builds of pydantic and friends, and the engine
packed as a wheel at build time) are installed with ``pyodide.loadPackage(<wheel URL>)``.
That fetches them from this site only, loads pydantic_core's WebAssembly asynchronously,
and works offline once the service worker has cached them.
"""

import json

import js
import pyodide_js
from pyodide.ffi import create_proxy, to_js

WHEELS = json.loads("""@@WHEELS@@""")
TEST_GAMES = "@@TEST_GAMES@@" == "true"

js.performance.mark("pax:python")  # timing marks for bench/boot.py
urls = [js.URL.new(u, js.document.baseURI).href for u in WHEELS]
await pyodide_js.loadPackage(to_js(urls), to_js({"messageCallback": lambda _m: None}, dict_converter=js.Object.fromEntries))

js.performance.mark("pax:wheels")
from pax import facade  # noqa: E402  (only importable once the wheels are installed)

if TEST_GAMES:
    from pax.core import register

    register("toy_nim", "paxtest.toy", "NimRules")

# One long-lived proxy: the page's only way into Python (JSON text in, JSON text out).
js.performance.mark("pax:imported")
js.window.paxEngine = create_proxy(facade.handle)
js.window.dispatchEvent(js.CustomEvent.new("pax:engine-ready"))
