"""Assemble the deployable static site in ``dist/``.

    python3 scripts/build.py [--out dist] [--test-games]

What goes in:
- ``web/`` and ``public/`` (the page, styles, manifest, service worker, icons);
- ``vendor/pyodide-<v>/``: the runtime files of the npm ``pyodide`` package (``npm ci`` first), its
  stdlib zip holding only the modules the site's code can import (``stdlib_modules``) and its lock
  file only its platform facts (no package of Pyodide's is loaded);
- ``vendor/pyscript-<v>/``: the built ``@pyscript/core`` files (no source maps);
- ``wheels/``: the pinned PyPI wheels of pydantic and its dependencies (``scripts/browser-wheels.txt``,
  checked against their sha256), downloaded once with pip into ``build/wheels/``, repacked with their
  modules as bytecode and without what is never imported (``WHEEL_DROP``);
- ``py/<hash>/pax-0.1.0-py3-none-any.whl``: the engine, packed as a wheel at build time (bytecode);
- ``howto-<game>.html``: each game's "How to play" guide, written from its ``web/games/<game>/howto.json``
  by ``scripts/howto.py`` (precached like every other file);
- ``catalog/<game>.json``: each game's static card catalogue (``Rules.catalog()``, the function
  its ``spec.catalog`` declares: the facade's ``catalog`` reply), so a returning player's table is drawn with its cards from
  the cached view before Python is ready (``ctx.catalog`` in web/README.md);
- with ``--test-games`` only: ``py/<hash>/paxtest-0.0.0-py3-none-any.whl`` holding the toy games
  (Nim) of ``tests/core/toy.py`` used by the end-to-end tests (``TEST_GAMES``), and the renderer of
  a toy that has one (``web/games/<id>/``, added to ``games/registry.js``); never in a shipped build.

Every Python module the site ships (the trimmed stdlib zip, the wheels, the engine) is bytecode
compiled by the vendored Pyodide at build time (``scripts/pyc.mjs``; cached in ``build/pyc/``):
Pyodide's npm stdlib and PyPI's wheels hold sources only, and compiling them was more than half
of a start's Python time (``docs/benchmarks.md``, "Boot benchmark").

The page imports the engine's wheel in place, a zip on ``sys.path`` (``web/engine/archives.mjs``),
and installs pydantic's with ``pyodide.loadPackage(<wheel URL>)`` only when a request needs them
(``web/engine/worker.py``): no micropip, no lock-file lookups, nothing from another origin. Versioned folders (``vendor/``,
``wheels/``, ``py/<hash>/``) never change content, so they are served with a year-long cache.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
WHEEL_CACHE = ROOT / "build" / "wheels"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# PyScript chunks this site never loads (editor, terminal, MicroPython, TOML and zip helpers):
# shipped for completeness but not cached for offline use. (The small editor, game, terminal and
# donkey chunks stay: PyScript imports the donkey chunk itself, and offline it must be cached.)
PYSCRIPT_UNUSED = ("codemirror", "xterm", "mpy-", "toml-", "zip-", "pyodide_graph-", "storage.js",
                   "service-worker.js", "index-", "deprecations-manager-", "donkey-", "py-editor-",
                   "py-game-", "py-terminal-")
# PyScript's plugins, every one switched off on the page (web/index.html's py-config): PyScript
# fetches each plugin left on before it starts a worker. "error" is still fetched (PyScript imports
# it to switch its overlay off), so it is cached; tests/web/test_build.py checks the list is whole.
PYSCRIPT_PLUGINS = ("codemirror", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
# Files shipped as sources of what the build writes, never fetched by the app (each game's
# howto.json becomes its howto-<game>.html): not cached for offline use either.
BUILD_SOURCES = ("howto.json",)
TEXT_SUFFIXES = {".html", ".js", ".mjs", ".json", ".webmanifest", ".css", ".py", ".toml"}
# The test builds' toy games (tests/core/toy.py, shipped as ``paxtest.toy``): game id -> its Rules
# class. web/engine/worker.py registers them; a toy's renderer, web/games/<id>/, ships only here.
TEST_GAMES = {"toy_nim": "NimRules", "toy_table": "NimTableRules"}


# The site's python_stdlib.zip holds only the stdlib modules that the code it runs can import
# (scripts/imports.py): the import closure of the engine, the worker, the pinned wheels (every
# module: pydantic imports its own lazily, by name) and Pyodide's own packages, plus the modules
# that are imported by a name made at run time, which no source shows (``STDLIB_RUNTIME``:
# the interpreter's start, ``sysconfig``'s data module, the codecs kept). Everything else (about a
# fifth of the compressed zip: http.server, ctypes, argparse, html.entities…) is left out; a
# left-out module raises ImportError. e2e/test_first_visit.py checks in the browser that no import
# of a stdlib module failed.
STDLIB_WHOLE = ("pyodide", "_pyodide")
# Never shipped, whatever imports them: debugging, testing, GUI, process and mail modules (reached
# only from code the site never runs: doctest hooks, pydoc's help(), asyncio's Windows loop).
# tests/web/test_build.py checks that the engine imports none of them.
STDLIB_DROP = ("unittest/", "doctest.py", "pdb.py", "pydoc.py", "pydoc_data/", "_pyrepl/", "xml/", "xmlrpc/",
               "multiprocessing/", "turtle.py", "turtledemo/", "tkinter/", "idlelib/", "lib2to3/", "ensurepip/",
               "venv/", "wsgiref/", "imaplib.py", "mailbox.py", "smtplib.py", "poplib.py", "ftplib.py",
               "nntplib.py", "pickletools.py", "_pyio.py", "optparse.py", "curses/", "dbm/", "sqlite3/",
               "asyncio/windows_events.py", "asyncio/windows_utils.py", "concurrent/futures/process.py")
# Imported by name at run time, measured in the browser (sys.modules after a start and a game).
STDLIB_RUNTIME = ("site", "_sitebuiltins", "zipimport", "sysconfig", "_sysconfigdata__emscripten_wasm32-emscripten",
                  "encodings", "encodings.aliases")
# Text codecs kept (the rest are legacy single-byte and CJK code pages; UTF-8 is used throughout).
CODECS_KEEP = {"ascii", "base64_codec", "charmap", "cp1252", "cp437", "hex_codec",
               "idna", "latin_1", "iso8859_1", "iso8859_15", "punycode", "quopri_codec", "raw_unicode_escape",
               "rot_13", "undefined", "unicode_escape", "utf_16", "utf_16_be", "utf_16_le", "utf_32",
               "utf_32_be", "utf_32_le", "utf_7", "utf_8", "utf_8_sig", "uu_codec", "zlib_codec"}


def stdlib_modules(stdlib_zip: Path, wheels: list[Path]) -> set[str]:
    """The stdlib modules (dotted names) the site ships: see ``STDLIB_WHOLE``."""
    from imports import Source, closure  # scripts/imports.py

    source = Source()
    source.add_zip(stdlib_zip, leave_out=STDLIB_DROP)
    stdlib = set(source.code)
    for wheel in wheels:
        source.add_zip(wheel, leave_out=WHEEL_DROP)
    source.add_tree(ROOT / "pax", "pax")
    source.add_tree(ROOT / "tests" / "core", "paxtest")  # the test builds' toy games
    source.add("paxworker.py", (ROOT / "web" / "engine" / "worker.py").read_bytes())
    roots = (set(source.code) - stdlib) | set(STDLIB_RUNTIME) | {f"encodings.{c}" for c in CODECS_KEEP}
    for package in STDLIB_WHOLE:
        roots |= source.under(package)
    return closure(source, roots) & stdlib


def zip_module(name: str) -> str | None:
    """The module a stdlib zip entry belongs to (``a/b/__init__.py`` is ``a.b``), None for a data file."""
    if not name.endswith(".py"):
        return None
    return name[:-3].replace("/", ".").removesuffix(".__init__")


def trim_stdlib(src: Path, dst: Path, wheels: list[Path]) -> None:
    """Copy Pyodide's stdlib zip with only ``stdlib_modules``, every module as bytecode
    (zipimport loads ``x.pyc`` when there is no ``x.py``); a data file goes with its package."""
    keep = stdlib_modules(src, wheels)
    with zipfile.ZipFile(src) as zin:
        files = {}
        for info in zin.infolist():
            module = zip_module(info.filename)
            package = info.filename.rpartition("/")[0].replace("/", ".")
            if not info.is_dir() and (module in keep if module else package in keep):
                files[info.filename] = zin.read(info.filename)
    write_zip(dst, compiled(files, optimize=2, lines=False))


def write_zip(dst: Path, files: dict[str, bytes]) -> None:
    """A deterministic zip (sorted entries, fixed timestamps, best deflate)."""
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for name in sorted(files):
            zi = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, files[name], compresslevel=9)


def fail(msg: str) -> None:
    print(f"build: {msg}", file=sys.stderr)
    raise SystemExit(1)


def npm_version(pkg: str) -> str:
    meta = NODE / pkg / "package.json"
    if not meta.exists():
        fail(f"{pkg} is not installed: run `npm ci` first")
    return json.loads(meta.read_text())["version"]


def pinned_wheels() -> list[tuple[str, str]]:
    out = []
    for line in (ROOT / "scripts" / "browser-wheels.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, sha = line.split()
            out.append((name, sha))
    return out


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_wheels() -> list[Path]:
    """The pinned wheels, downloaded with pip on first use and checked against their hashes."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, sha in pinned_wheels():
        path = WHEEL_CACHE / name
        if not path.exists() or sha256(path) != sha:
            dist, version, *_rest, pytag, abi, plat = name[:-4].split("-")
            cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                   "--disable-pip-version-check", "-q", "-d", str(WHEEL_CACHE), f"{dist}=={version}"]
            if plat != "any":
                cmd += ["--platform", plat, "--python-version", "3.14", "--implementation", "cp", "--abi", abi]
            print("build: downloading", name)
            subprocess.run(cmd, check=True)
        if sha256(path) != sha:
            fail(f"{name}: sha256 does not match the pin in scripts/browser-wheels.txt")
        paths.append(path)
    return paths


def wheel_record(files: dict[str, bytes], info: str) -> bytes:
    """A wheel's RECORD for ``files`` (every file's sha256 and size; RECORD itself unhashed)."""
    record = []
    for name, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    return ("\n".join(record) + "\n").encode()


def make_wheel(dest: Path, dist: str, version: str, files: dict[str, bytes]) -> Path:
    """A minimal valid pure-Python wheel (deterministic: fixed timestamps, sorted entries)."""
    info = f"{dist}-{version}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n".encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: pax-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{info}/RECORD"] = wheel_record(files, info)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(files):
            zi = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, files[name])
    path = dest / f"{dist}-{version}-py3-none-any.whl"
    path.write_bytes(buf.getvalue())
    return path


def package_files(pkg_dir: Path, prefix: str) -> dict[str, bytes]:
    out = {}
    for path in sorted(pkg_dir.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in {".py", ".json"}:
            out[f"{prefix}/{path.relative_to(pkg_dir).as_posix()}"] = path.read_bytes()
    return out


def compact_data() -> dict[str, bytes]:
    """Each compact data file (``pax.core.compact``) as a fresh validation of the data files
    writes it, by its path in the engine wheel: a start reads these back without validating."""
    from compact_data import files, path_of  # scripts/compact_data.py

    return {f"pax/{path_of(f).relative_to(ROOT / 'pax').as_posix()}": f.text().encode() for f in files()}


#: the wheels a start does without: pydantic and what only it imports (the engine takes TypedDict
#: and TypeVar's default from typing in Python 3.12+). The engine's values are
#: plain dataclasses and pydantic checks only data no request brings (pax/core/record.py), so
#: web/engine/worker.py installs them only when a reply says the engine needed them.
LATER_WHEELS = ("pydantic", "pydantic_core", "typing_inspection", "annotated_types", "typing_extensions")

PYC_CACHE = ROOT / "build" / "pyc"


def compiled(files: dict[str, bytes], optimize: int, lines: bool) -> dict[str, bytes]:
    """``files`` with every ``x.py`` replaced by ``x.pyc``, compiled by the vendored Pyodide
    (scripts/pyc.mjs, run by node): unchecked-hash pycs (PEP 552), no column tables;
    ``optimize=2`` leaves out docstrings and asserts, ``lines=False`` the line tables too (a
    traceback then shows no line numbers). Each result is cached in ``build/pyc/`` by its source,
    options and Pyodide version, so a rebuild compiles only what changed. A source that does not
    compile stays as source."""
    key_base = f"{npm_version('pyodide')}-{optimize}-{int(lines)}-".encode()
    PYC_CACHE.mkdir(parents=True, exist_ok=True)
    keys = {name: hashlib.sha256(key_base + name.encode() + b"\0" + data).hexdigest()
            for name, data in files.items() if name.endswith(".py")}
    todo = {name: [base64.b64encode(files[name]).decode(), optimize, lines]
            for name, key in keys.items() if not (PYC_CACHE / f"{key}.pyc").exists()}
    if todo:
        proc = subprocess.run(["node", str(ROOT / "scripts" / "pyc.mjs")], input=json.dumps(todo).encode(),
                              capture_output=True, cwd=ROOT, timeout=900)
        if proc.returncode != 0:
            fail("compiling to bytecode with Pyodide failed:\n" + proc.stderr.decode()[-2000:])
        for name, b64 in json.loads(proc.stdout).items():
            tmp = PYC_CACHE / f"{keys[name]}.tmp"
            tmp.write_bytes(base64.b64decode(b64))
            tmp.replace(PYC_CACHE / f"{keys[name]}.pyc")
    out = {}
    for name, data in files.items():
        cached = PYC_CACHE / f"{keys[name]}.pyc" if name in keys else None
        if cached is not None and cached.exists():
            out[name + "c"] = cached.read_bytes()
        else:
            out[name] = data
    return out


# Parts of the pinned wheels the site never imports: pydantic's v1 compatibility package and mypy
# plugin, type stubs, the bill of materials. (A left-out module raises ImportError; the engine
# imports none of them: tests/web/test_build.py.)
WHEEL_DROP = ("pydantic/v1/", "pydantic/mypy.py", "/sboms/")


def repack_wheel(src: Path, dst: Path) -> None:
    """A pinned wheel as the site ships it: the same name, its modules as bytecode, without
    ``WHEEL_DROP`` and stubs, a fresh RECORD, a short METADATA (name and version: pydantic's
    holds its whole changelog)."""
    with zipfile.ZipFile(src) as zf:
        files = {i.filename: zf.read(i.filename) for i in zf.infolist() if not i.is_dir()}
    files = {n: d for n, d in files.items()
             if not n.endswith((".pyi", "/RECORD")) and not any(part in n for part in WHEEL_DROP)}
    files = compiled(files, optimize=2, lines=False)
    for name in list(files):
        if name.endswith(".dist-info/METADATA"):
            head = [line for line in files[name].decode().splitlines()[:40]
                    if line.startswith(("Metadata-Version:", "Name:", "Version:", "Requires-Python:", "Requires-Dist:"))]
            files[name] = ("\n".join(head) + "\n").encode()
    info = next(n.split("/")[0] for n in files if n.endswith(".dist-info/WHEEL"))
    files[f"{info}/RECORD"] = wheel_record(files, info)
    write_zip(dst, files)


def write_catalogs(out: Path, test_games: bool = False) -> list[str]:
    """``catalog/<game>.json`` for every game whose declaration names a catalogue
    (``Rules.spec.catalog``): the same JSON the facade's ``catalog`` request returns, computed here
    once by CPython from the engine; the toy games' only in a test build."""
    sys.path.insert(0, str(ROOT))
    from pax.core import game_ids, get_rules, register

    if test_games:
        for gid, cls in TEST_GAMES.items():
            register(gid, "tests.core.toy", cls)
    written = []
    for gid in game_ids():
        if gid in TEST_GAMES and not test_games:
            continue
        rules = get_rules(gid)
        if rules.spec.catalog is None:
            continue
        data = rules.catalog()
        (out / "catalog").mkdir(exist_ok=True)
        (out / "catalog" / f"{gid}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        written.append(gid)
    return written


def write_guides(out: Path) -> list[str]:
    """The "How to play" pages (scripts/howto.py), next to index.html."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import howto

    return howto.write_pages(out)


def write_map(out: Path) -> Path:
    """``games/renaissance/land.json``: the Pax Renaissance map's geography (land, regions, the
    places of cities and borders in table units), made from Natural Earth by ``scripts/map.mjs``
    (node, npm ``world-atlas`` + ``topojson-client`` + ``d3-geo``); precached like every file."""
    dest = out / "games" / "renaissance" / "land.json"
    dest.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["node", str(ROOT / "scripts" / "map.mjs"), str(dest)], check=True)
    return dest


def copy_tree(src: Path, dst: Path) -> None:
    # README.md and the type declarations of the JavaScript check (web/*.d.ts) are for the repository
    for path in sorted(src.rglob("*")):
        if (path.is_file() and "__pycache__" not in path.parts and path.name != "README.md"
                and not path.name.endswith(".d.ts")):
            target = dst / path.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def test_renderers(out: Path, test_games: bool) -> None:
    """A toy game's renderer (``games/<id>/``) only in a test build, where the renderer registry
    lists it; a shipped build has neither."""
    for gid in TEST_GAMES:
        if not (out / "games" / gid / "renderer.js").is_file():
            continue
        if test_games:
            with (out / "games" / "registry.js").open("a") as registry:
                registry.write(f'RENDERERS["{gid}"] = () => import("./{gid}/renderer.js"); // a test build\'s toy\n')
        else:
            shutil.rmtree(out / "games" / gid)


# a static import or re-export of a relative module, and a file a module names relative to itself
STATIC_IMPORT = re.compile(r"""(?:^|[;\n])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?"""
                           r"""|export\s*(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*)["'](\.{1,2}/[^"']+)["']""")
OWN_FILE = re.compile(r"""new URL\(\s*["'](\.{1,2}/[^"']+\.(?:css|json))["']\s*,\s*import\.meta\.url\s*\)""")


def module_graph(root: Path, entry: Path) -> list[Path]:
    """The modules of ``entry``'s static import graph (itself first), those under ``root`` only."""
    seen: dict[Path, None] = {}
    todo = [entry.resolve()]
    while todo:
        path = todo.pop()
        if path in seen or not path.is_file() or root.resolve() not in path.parents:
            continue
        seen[path] = None
        todo += [(path.parent / m).resolve() for m in STATIC_IMPORT.findall(path.read_text())]
    return list(seen)


def preload_links(out: Path, entry: str) -> str:
    """``<link rel="modulepreload">`` of each module ``entry`` (site-relative) imports, followed
    through its graph: Chromium fetches a preloaded module alone, not what it imports, so PyScript's
    main chunk was requested only once the engine's dynamic import of ``core.js`` ran, a round
    trip (and a busy main thread) later than the page's own start (issue 36)."""
    first = out / entry
    return "".join(f'<link rel="modulepreload" href="./{p.relative_to(out.resolve()).as_posix()}">\n'
                   for p in module_graph(first.parent, first)[1:])


def renderer_files(out: Path) -> dict[str, list[str]]:
    """Per renderer in ``games/registry.js``: the files its first draw loads, relative to
    ``games/``: the modules of its static import graph and of its movers' (``games/movers.js``),
    under ``games/``, and the stylesheets and data files (``.json``) under ``games/`` they name
    (a module's ``new URL("./x.json", import.meta.url)``: the map's geography, which its module
    awaits as it loads). The page hints them all at once when it first loads that renderer
    (``preloadRenderer``), instead of discovering them a level of imports at a time."""
    games = out / "games"
    # the renderers, and the movers (games/movers.js) that a table's first draw waits for too
    registry = "\n".join((games / name).read_text() for name in ("registry.js", "movers.js") if (games / name).is_file())
    entries: dict[str, list[str]] = {}
    for gid, entry in re.findall(r'(\w+)"?\]?\s*[:=]\s*\(\)\s*=>\s*import\("\./([\w/]+\.js)"\)', registry):
        entries.setdefault(gid, []).append(entry)
    found: dict[str, list[str]] = {}
    for gid, starts in entries.items():
        seen: dict[Path, None] = {}
        for entry in starts:
            seen.update(dict.fromkeys(module_graph(games, games / entry)))
        for path in list(seen):
            seen.update({(path.parent / m).resolve(): None for m in OWN_FILE.findall(path.read_text())})
        found[gid] = sorted(p.relative_to(games.resolve()).as_posix() for p in seen
                            if p.is_file() and games.resolve() in p.parents)
    return found


def build(out: Path, test_games: bool, source: bool = False) -> dict:
    """Assemble the site in ``out``; ``source=True`` ships the engine as source (not bytecode)."""
    pyodide_v, pyscript_v = npm_version("pyodide"), npm_version("@pyscript/core")
    wheels = fetch_wheels()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    copy_tree(ROOT / "public", out)
    copy_tree(ROOT / "web", out)
    test_renderers(out, test_games)
    write_map(out)

    vend_py = out / "vendor" / f"pyodide-{pyodide_v}"
    vend_py.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "python_stdlib.zip":
            trim_stdlib(NODE / "pyodide" / name, vend_py / name, wheels)
        elif name == "pyodide-lock.json":
            # Pyodide fetches its lock file at every first start; the site installs its wheels by
            # URL and none of Pyodide's own packages, so only the lock's platform facts are kept
            # (27 KB compressed less on a first visit).
            lock = json.loads((NODE / "pyodide" / name).read_text())
            (vend_py / name).write_text(json.dumps({"info": lock["info"], "packages": {}}, indent=1) + "\n")
        else:
            shutil.copyfile(NODE / "pyodide" / name, vend_py / name)
    vend_ps = out / "vendor" / f"pyscript-{pyscript_v}"
    vend_ps.mkdir(parents=True)
    for path in sorted((NODE / "@pyscript" / "core" / "dist").iterdir()):
        if path.suffix in {".js", ".css"}:
            shutil.copyfile(path, vend_ps / path.name)

    (out / "wheels").mkdir()
    wheel_urls = []
    later_urls = []
    for path in wheels:
        repack_wheel(path, out / "wheels" / path.name)
        wheel_urls.append(f"wheels/{path.name}")
        if path.name.split("-")[0] in LATER_WHEELS:
            later_urls.append(f"wheels/{path.name}")

    engine = package_files(ROOT / "pax", "pax")
    engine.update(compact_data())  # the catalogues validated here, whatever the checkout's files say
    extra: dict[str, bytes] = {}
    if test_games:
        extra = {"paxtest/__init__.py": b'"""Toy games for end-to-end tests (test builds only)."""\n',
                 "paxtest/toy.py": (ROOT / "tests" / "core" / "toy.py").read_bytes()}
    digest = hashlib.sha256()
    for name, data in sorted({**engine, **extra}.items()):
        digest.update(name.encode() + b"\0" + data)
    code_hash = digest.hexdigest()[:12]
    code_dir = out / "py" / code_hash
    code_dir.mkdir(parents=True)
    # The engine keeps its line tables (its tracebacks name lines); asserts and docstrings go
    # (the CPython test suite runs with them).
    shipped = {**engine, **extra} if source else compiled({**engine, **extra}, optimize=2, lines=True)
    engine_b = {k: v for k, v in shipped.items() if k.startswith("pax/")}
    extra_b = {k: v for k, v in shipped.items() if not k.startswith("pax/")}
    wheel_urls.append(f"py/{code_hash}/" + make_wheel(code_dir, "pax", "0.1.0", engine_b).name)
    if test_games:
        wheel_urls.append(f"py/{code_hash}/" + make_wheel(code_dir, "paxtest", "0.0.0", extra_b).name)

    catalogs = write_catalogs(out, test_games)
    write_guides(out)

    # The build id changes whenever any shipped byte changes: it names the service worker's cache.
    build_hash = hashlib.sha256()
    files = sorted(p for p in out.rglob("*") if p.is_file())
    for path in files:
        build_hash.update(path.relative_to(out).as_posix().encode() + b"\0" + path.read_bytes())
    build_id = build_hash.hexdigest()[:12] + ("-test" if test_games else "")
    renderers = renderer_files(out)
    info = {
        "build": build_id,
        "pyodide": f"vendor/pyodide-{pyodide_v}/pyodide.mjs",
        "pyscript": f"vendor/pyscript-{pyscript_v}/core.js",
        "pyscript_css": f"vendor/pyscript-{pyscript_v}/core.css",
        "wheels": wheel_urls,
        "later_wheels": later_urls,
        "test_games": test_games,
        "catalogs": catalogs,
        "versions": {"pyodide": pyodide_v, "pyscript": pyscript_v},
    }
    subst = {
        "@@BUILD@@": build_id,
        "@@PYODIDE@@": info["pyodide"],
        "@@PYSCRIPT@@": info["pyscript"],
        "@@PYSCRIPT_CSS@@": info["pyscript_css"],
        "@@PYSCRIPT_PRELOAD@@": preload_links(out, info["pyscript"]),
        "@@PYSCRIPT_CONFIG@@": json.dumps({"plugins": [f"!{p}" for p in PYSCRIPT_PLUGINS]}),
        "@@WHEELS@@": json.dumps([u for u in wheel_urls if u not in later_urls]),
        "@@LATER_WHEELS@@": json.dumps(later_urls),
        "@@RENDERER_FILES@@": json.dumps(renderers),
        "@@TEST_GAMES@@": json.dumps({gid: ["paxtest.toy", cls] for gid, cls in TEST_GAMES.items()} if test_games else {}),
    }
    for path in files:
        if path.suffix in TEXT_SUFFIXES and "vendor" not in path.relative_to(out).parts:
            text = path.read_text()
            new = re.sub("|".join(map(re.escape, subst)), lambda m: subst[m.group(0)], text)
            if new != text:
                path.write_text(new)
    precache = sorted(
        "./" + p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name != "sw.js" and "bench" not in p.relative_to(out).parts
        and not p.name.startswith(PYSCRIPT_UNUSED) and p.name not in BUILD_SOURCES
    )
    precache = ["./"] + [p for p in precache if p != "./index.html"] + ["./index.html"]
    sw = out / "sw.js"
    sw.write_text(sw.read_text().replace('"@@PRECACHE@@"', json.dumps(precache, indent=1)))
    (out / "build.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "dist")
    ap.add_argument("--test-games", action="store_true", help="include the toy game for the e2e tests")
    ap.add_argument("--source", action="store_true", help="ship the engine as source, not bytecode (debugging)")
    args = ap.parse_args()
    info = build(args.out.resolve(), args.test_games, source=args.source)
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"build: {args.out} ready (build {info['build']}, {size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
