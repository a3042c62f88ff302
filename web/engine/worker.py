"""The tab's one Python runtime: the engine in a PyScript module worker.

The page (``web/app/engine.js``) starts this worker at once and calls, in order,
``install(site_url)`` (the vendored wheels; the reply says whether the interpreter started from
its snapshot), ``load()`` (imports the engine facade) and then
``handle(json)`` for every request, the person's and the computer seats' alike (JSON text in,
JSON text out, exactly ``pax.facade.handle``). The page's main thread never runs Python, so
it stays responsive while a computer thinks.

The engine, packed as a wheel at build time, is not installed: the interpreter module
(web/engine/pyodide.mjs) fetches it while Pyodide starts and puts it on ``sys.path`` as it is
(web/engine/archives.mjs), and Python imports it from the zip. The engine starts without pydantic
(its values are plain dataclasses and what a request holds is checked by hand; pydantic checks
only data no request brings, ``pax/core/record.py``), so pydantic's wheels (``LATER_WHEELS``,
pinned PyPI builds, one with a compiled extension module) are installed with
``pyodide.loadPackage(<wheel URL>)`` only when a reply says the engine needed them
(``"later": true``): then the request is asked again. PyScript's own ``packages`` setting would go
through micropip, which the npm build of Pyodide does not carry. Everything is fetched from this
site only, and works offline once the service worker has cached it. Only serialisable text
crosses the thread boundary, so this works with or without ``SharedArrayBuffer``.
"""

import json
import sys

import js
import pyodide_js
from polyscript import xworker
from pyodide.ffi import to_js

LATER_WHEELS = json.loads("""@@LATER_WHEELS@@""")
# a test build's toy games: game id -> [module, Rules class] (scripts/build.py TEST_GAMES); {} shipped
TEST_GAMES = json.loads("""@@TEST_GAMES@@""")
_facade = None
_later = None  # the install of LATER_WHEELS, once begun
_site = None  # the site root's URL (install's argument)


async def install(site_url):
    """The engine importable: the interpreter module's import of its wheels, begun as soon as
    Python ran, finished (``site_url``, the site root, is where pydantic's wheels are later
    fetched from)."""
    global _site
    _site = site_url
    await js.globalThis.paxWheels  # begun by web/engine/pyodide.mjs
    # "restored" when this start began from the build's interpreter snapshot (web/engine/pyodide.mjs)
    if getattr(js.globalThis, "paxSnapshot", None) == "restored":
        import random

        random.seed()  # the module's shared generator was seeded when the snapshot was taken
        return "restored"
    return "installed"


def load():
    """Import the engine facade; a game's rules are imported when a request first needs them."""
    global _facade
    if _facade is None:
        import os

        # No pydantic plugin is installed here; looking for one (the first validator built does)
        # read every sys.path entry's package metadata, the stdlib zip's included (issue 36).
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
        from pax import facade

        if TEST_GAMES:
            from pax.core import register

            for gid, (module, cls) in TEST_GAMES.items():
                register(gid, module, cls)
        _facade = facade
    return "ready"


def _install_later():
    """Begin (once) installing pydantic's wheels; the install's promise."""
    global _later
    if _later is None:
        urls = [js.URL.new(u, _site).href for u in LATER_WHEELS]
        quiet = to_js({"messageCallback": lambda _m: None}, dict_converter=js.Object.fromEntries)
        _later = pyodide_js.loadPackage(to_js(urls), quiet)
    return _later


async def handle(request):
    """One facade request (JSON text) answered in this thread."""
    if _facade is None:
        return '{"ok": false, "error": "the engine has not started"}'
    reply = _facade.handle(request)
    if reply.startswith('{"ok":false') and json.loads(reply).get("later"):  # it needed pydantic
        await _install_later()
        import importlib

        importlib.invalidate_caches()  # the failed ``import pydantic`` may have cached site-packages' listing
        reply = _facade.handle(request)
    return reply


def memory():
    """Bytes of this runtime's WebAssembly memory: Pyodide's heap, which grows and never shrinks
    (bench/boot.py reports it)."""
    return pyodide_js._module.HEAPU8.length


def packages():
    """The packages in this runtime (JSON list of names): the wheels imported in place (the
    engine's, by their distribution names) and those installed, pydantic's only once a request
    needed them (e2e/test_first_visit.py)."""
    # (their directory: ARCHIVES in web/engine/archives.mjs)
    in_place = [p.rsplit("/", 1)[-1].split("-")[0] for p in sys.path if p.startswith("/lib/pax/")]
    return json.dumps(sorted([*in_place, *(str(k) for k in js.Object.keys(pyodide_js.loadedPackages))]))


def unfound():
    """The modules an import looked for and no finder had (JSON list), noted since the wheels'
    install began (by the finder web/engine/pyodide.mjs puts last on ``sys.meta_path``)."""
    notes = [f for f in sys.meta_path if type(f).__name__ == "PaxUnfound"]
    return json.dumps(sorted(notes[0].names) if notes else [])


# polyscript's xworker, not ``pyscript.sync``: the page may create this worker before PyScript
# has installed its ``pyscript`` package hooks (web/app/engine.js).
xworker.sync.install = install
xworker.sync.load = load
xworker.sync.handle = handle
xworker.sync.memory = memory
xworker.sync.unfound = unfound
xworker.sync.packages = packages
