"""The build pieces that can be checked without a browser: the engine wheel and the pins."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402


def test_engine_wheel_is_a_valid_installable_wheel(tmp_path):
    files = build.package_files(ROOT / "pax", "pax")
    assert "pax/facade.py" in files and "pax/core/rules.py" in files
    assert not any("__pycache__" in name for name in files)
    wheel = build.make_wheel(tmp_path, "pax", "0.1.0", files)
    again = build.make_wheel(tmp_path / ".." / tmp_path.name, "pax", "0.1.0", files)
    assert wheel.read_bytes() == again.read_bytes()  # deterministic
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        assert "pax-0.1.0.dist-info/WHEEL" in names and "pax-0.1.0.dist-info/RECORD" in names
        record = zf.read("pax-0.1.0.dist-info/RECORD").decode()
        assert all(n in record for n in names)
        zf.extractall(tmp_path / "site")
    out = subprocess.run(
        [sys.executable, "-c", "import json, pax.facade as f; print(f.handle(json.dumps({'op': 'games'})))"],
        cwd=tmp_path / "site", env={"PYTHONPATH": str(tmp_path / "site")}, capture_output=True, text=True, check=True,
    )
    assert json.loads(out.stdout)["ok"] is True


def test_wheel_pins_are_exact_and_hashed():
    pins = build.pinned_wheels()
    names = {n.split("-")[0].lower() for n, _ in pins}
    assert names == {"pydantic", "pydantic_core", "typing_extensions", "typing_inspection", "annotated_types"}
    assert all(len(sha) == 64 for _, sha in pins)
    core = next(n for n, _ in pins if n.startswith("pydantic_core-"))
    assert core.endswith("-cp314-cp314-pyemscripten_2026_0_wasm32.whl")


def _missing(why: str) -> None:
    """A plain ``pytest tests`` on a fresh checkout may lack the build inputs; under CI
    (``./run test`` installs them first) their absence is a failure, not a reason to skip."""
    if os.environ.get("CI"):
        pytest.fail(why)
    pytest.skip(why)


def test_pydantic_pin_matches_the_pinned_pydantic_core():
    """pydantic requires one exact pydantic-core; the pinned emscripten wheel must be that one."""
    pins = dict(build.pinned_wheels())
    pyd = next(n for n in pins if n.startswith("pydantic-"))
    core_version = next(n for n in pins if n.startswith("pydantic_core-")).split("-")[1]
    path = build.WHEEL_CACHE / pyd
    if not path.exists():
        _missing("wheels not downloaded yet (python3 scripts/build.py downloads them)")
    with zipfile.ZipFile(path) as zf:
        meta = zf.read(next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    assert f"Requires-Dist: pydantic-core=={core_version}" in meta


def _imported_modules(root: Path) -> set[str]:
    import ast

    found: set[str] = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                found.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_engine_imports_nothing_left_out_of_the_browser_stdlib():
    """The site's stdlib zip leaves some modules out; the engine (any game) must not need them."""
    dropped = {d.rstrip("/").removesuffix(".py") for d in build.STDLIB_DROP}
    used = _imported_modules(ROOT / "pax") | _imported_modules(ROOT / "web" / "engine")
    assert "pydantic" in used and not used & dropped, used & dropped


def test_stdlib_trimming_keeps_what_the_code_can_import_and_nothing_else():
    stdlib_zip = build.NODE / "pyodide" / "python_stdlib.zip"
    if not stdlib_zip.exists():
        _missing("npm packages not installed (./run test installs them)")
    try:
        wheels = build.fetch_wheels()
    except (SystemExit, subprocess.CalledProcessError) as exc:
        _missing(f"the pinned pydantic wheels are not available: {exc}")
    keep = build.stdlib_modules(stdlib_zip, wheels)
    # start-up, the package loader, pydantic's imports, the engine's, the codecs kept
    for name in ("asyncio", "email.parser", "tarfile", "encodings", "encodings.utf_8", "encodings.idna",
                 "importlib.metadata", "typing", "pyodide.webloop", "_pyodide._importhook", "zoneinfo",
                 "decimal", "ipaddress", "uuid", "json", "_sysconfigdata__emscripten_wasm32-emscripten"):
        assert name in keep, name
    # never imported: a __main__ block's import (heapq's doctest), the drop list, what nothing imports
    for name in ("doctest", "unittest", "encodings.cp1250", "pdb", "_pyrepl.main", "http.server",
                 "ctypes.util", "tomllib", "this"):
        assert name not in keep, name


def test_import_closure_reads_every_kind_of_import():
    from imports import Source, closure

    src = Source()
    src.add("a/__init__.py", b"from . import b\nif __name__ == '__main__':\n    import d\n")
    src.add("a/b.py", b"def f():\n    try:\n        import c\n    except ImportError:\n        pass\n"
                      b"    from .e import g\n")
    for name in ("c", "d", "a/e", "h"):
        src.add(f"{name}.py", b"import importlib\nimportlib.import_module('h')\n" if name == "c" else b"")
    assert closure(src, {"a"}) == {"a", "a.b", "c", "a.e", "h"}


def test_renderer_files_are_its_static_import_graph_and_the_files_it_names(tmp_path):
    """What the page hints at once when a renderer first loads (web/games/registry.js): every
    static import and re-export, followed through the graph, and the stylesheets and data files
    under games/ the modules name (the map's geography, which its module awaits as it loads); not
    a module imported only when needed, a file outside games/ (the page's strings, which
    index.html hints itself), or the page's own modules."""
    games = tmp_path / "games"
    files = {
        "registry.js": 'export const RENDERERS = {\n  g: () => import("./g/renderer.js"),\n};\n'
                       'RENDERERS["toy"] = () => import("./toy/renderer.js"); // a test build\'s toy\n',
        "g/renderer.js": 'import { h } from "../../app/dom.js";\nimport {\n  a,\n  b } from "./a.js";\n'
                         'import "./side.js"; export * from "../kit/k.js";\nexport { c } from "./c.js";\n'
                         'const later = () => import("./lazy.js");\n'
                         'export const [D] = await Promise.all([fetch(new URL("./data.json", import.meta.url))]);\n',
        "g/a.js": 'import * as b from "./b.js";\nawait loadStylesheet("x", new URL("./g.css", import.meta.url).href);\n'
                  'const S = await fetch(new URL("../../i18n/strings.json", import.meta.url));\n',
        "g/b.js": 'import a from "./a.js"; // a cycle\n',
        "g/c.js": "", "g/side.js": "", "g/lazy.js": "", "g/data.json": "{}", "g/g.css": "",
        "kit/k.js": 'import { t } from "./t.js";\n', "kit/t.js": "",
        "toy/renderer.js": 'import { b } from "../g/b.js";\n',
        "movers.js": 'export const MOVERS = {\n  g: () => import("./g/movers.js"),\n};\n',
        "g/movers.js": 'import { f } from "../kit/flows.js";\n', "kit/flows.js": "",
    }
    for name, text in files.items():
        (games / name).parent.mkdir(parents=True, exist_ok=True)
        (games / name).write_text(text)
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "strings.json").write_text("{}")
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "dom.js").write_text("")
    assert build.renderer_files(tmp_path) == {
        "g": ["g/a.js", "g/b.js", "g/c.js", "g/data.json", "g/g.css", "g/movers.js", "g/renderer.js", "g/side.js",
              "kit/flows.js", "kit/k.js", "kit/t.js"],
        "toy": ["g/a.js", "g/b.js", "g/g.css", "toy/renderer.js"],
    }


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> Path:
    """A shipped build (no test games) in a temporary folder."""
    if not (build.NODE / "pyodide" / "package.json").exists():
        _missing("npm packages not installed (./run test installs them)")
    out = tmp_path_factory.mktemp("site") / "dist"
    build.build(out, test_games=False)
    return out


def test_shipped_build_is_complete_and_has_no_test_game(shipped):
    info = json.loads((shipped / "build.json").read_text())
    assert info["test_games"] is False
    assert not any("paxtest" in w for w in info["wheels"])
    assert not list(shipped.rglob("paxtest*")) and not list(shipped.rglob("toy.py"))
    for rel in [info["pyodide"], info["pyscript"], *info["wheels"], "index.html", "sw.js", "manifest.webmanifest",
                "vendor/pyodide-%s/pyodide.asm.wasm" % info["versions"]["pyodide"], "engine/worker.py"]:
        assert (shipped / rel).is_file(), rel
    # Every placeholder was filled in.
    for path in shipped.rglob("*"):
        if path.suffix in build.TEXT_SUFFIXES and "vendor" not in path.parts:
            assert "@@" not in path.read_text(), path
    boot = (shipped / "engine" / "worker.py").read_text()
    assert all(w in boot for w in info["later_wheels"])  # installed there when a request needs them
    start = (shipped / "engine" / "pyodide.mjs").read_text()  # the others imported in place from there
    assert all(w in start for w in info["wheels"] if w not in info["later_wheels"])
    compile(boot, "worker.py", "exec")  # valid Python once filled in


def test_every_pyscript_plugin_is_switched_off_on_the_page(shipped):
    """PyScript fetches every plugin left on before it starts a worker, the engine's included:
    the page switches off each plugin of the vendored PyScript (its table of plugin loaders)."""
    info = json.loads((shipped / "build.json").read_text())
    chunks = [p.read_text() for p in (shipped / info["pyscript"]).parent.glob("core-*.js")]
    loader = r'(?:"[\w-]+"|\w+):\(\)=>(?:import\("[^"]+"\)|Promise\.resolve\(\)\.then\(function\(\)\{return \w+\}\))'
    tables = [m.group(1) for text in chunks for m in re.finditer(r"=\{((?:" + loader + r",?)+)\}", text)]
    assert len(tables) == 1, "the vendored PyScript's plugin table was not found"
    plugins = {a or b for a, b in re.findall(r'(?:"([\w-]+)"|(\w+)):\(\)=>', tables[0])}
    assert plugins == set(build.PYSCRIPT_PLUGINS)
    page = (shipped / "index.html").read_text()
    for tag in ("py-config", "mpy-config"):
        config = json.loads(re.search(f"<{tag} hidden>(.*?)</{tag}>", page).group(1))
        assert sorted(config["plugins"]) == sorted(f"!{p}" for p in plugins), tag


def test_shipped_registry_names_each_renderers_files(shipped):
    """The page's hint list (web/games/registry.js, filled in by the build): each game's renderer
    with its stylesheet, every file there."""
    text = (shipped / "games" / "registry.js").read_text()
    start = text.index("JSON.parse('") + len("JSON.parse('")
    files = json.loads(text[start:text.index("');", start)])
    assert set(files) == {"renaissance", "transhumanity"}
    for gid, names in files.items():
        assert {f"{gid}/renderer.js", f"{gid}/{gid}.css", "kit/table.js", f"{gid}/movers.js"} <= set(names), gid
        assert all((shipped / "games" / n).is_file() for n in names), gid
    assert "renaissance/land.json" in files["renaissance"]  # the map's geography, awaited by its module


def test_page_preloads_every_module_pyscript_imports(shipped):
    """The engine's worker is spawned by PyScript, which the page imports when the engine starts:
    its main chunk (a static import of ``core.js``) is hinted by index.html, so it is fetched while
    the page parses, not a round trip after the import begins (issue 36)."""
    info = json.loads((shipped / "build.json").read_text())
    core = shipped / info["pyscript"]
    chunks = build.STATIC_IMPORT.findall(core.read_text())
    assert chunks, "PyScript's core.js re-exports its main chunk"
    hinted = set(re.findall(r'<link rel="modulepreload" href="\./([^"]+)">', (shipped / "index.html").read_text()))
    for chunk in chunks:
        rel = (core.parent / chunk).resolve().relative_to(shipped.resolve()).as_posix()
        assert rel in hinted, rel
    assert info["pyscript"] in hinted


def test_module_graph_follows_static_imports_within_its_folder(tmp_path):
    files = {"v/core.js": 'export{a as A}from"./chunk-1.js";\n', "v/chunk-1.js": 'import "./dep.js";\n'
             'const x = () => import("./lazy.js");\nimport "../outside.js";\n', "v/dep.js": "", "v/lazy.js": "",
             "outside.js": ""}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = build.module_graph(tmp_path / "v", tmp_path / "v" / "core.js")
    assert [p.name for p in graph] == ["core.js", "chunk-1.js", "dep.js"]
    assert build.preload_links(tmp_path, "v/core.js").count("modulepreload") == 2


def test_service_worker_caches_every_file_the_app_needs(shipped):
    sw = (shipped / "sw.js").read_text()
    start = sw.index("const PRECACHE = ") + len("const PRECACHE = ")
    precache = json.loads(sw[start:sw.index(";", start)])
    files = {"./" + p.relative_to(shipped).as_posix() for p in shipped.rglob("*") if p.is_file()}
    assert set(precache) - {"./"} <= files
    needed = {p for p in files if not p.startswith("./vendor/pyscript-") and not p.endswith("/howto.json")} - {"./sw.js", "./build.json"}
    assert needed <= set(precache), needed - set(precache)
    ps = json.loads((shipped / "build.json").read_text())["pyscript"]
    assert "./" + ps in precache and "./index.html" in precache
    assert not any("codemirror" in p or "xterm" in p for p in precache)
    assert not any(p.endswith("/howto.json") for p in precache)  # build sources: the guides are the pages


def _pyc_header_ok(pyc: bytes) -> bool:
    # Python 3.14's magic number (Pyodide 314), flags = unchecked hash-based pyc (PEP 552).
    return int.from_bytes(pyc[:2], "little") >= 3600 and pyc[2:4] == b"\r\n" and int.from_bytes(pyc[4:8], "little") == 1


def test_shipped_python_is_bytecode_for_the_vendored_python(shipped):
    """Every module the site ships is compiled by the vendored Pyodide (no source compiled at a
    start): the engine wheel (every module of the package), the pinned wheels and the stdlib zip;
    data files stay as they are, and the parts of the wheels never imported are left out."""
    info = json.loads((shipped / "build.json").read_text())
    wheel = next(shipped / w for w in info["wheels"] if "/pax-" in w)
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        assert _pyc_header_ok(zf.read("pax/facade.pyc"))
    sources = {f"pax/{p.relative_to(build.ROOT / 'pax').as_posix()}" for p in (build.ROOT / "pax").rglob("*.py")
               if "__pycache__" not in p.parts}
    assert {s + "c" for s in sources} <= names
    assert not any(n.endswith(".py") for n in names)
    assert any(n.endswith(".json") for n in names)  # data files stay as they are
    for rel in [w for w in info["wheels"] if w.startswith("wheels/")]:
        pinned = build.WHEEL_CACHE / Path(rel).name
        with zipfile.ZipFile(shipped / rel) as zf, zipfile.ZipFile(pinned) as orig:
            names = set(zf.namelist())
            assert not any(n.endswith((".py", ".pyi")) for n in names), rel
            kept = {n for n in orig.namelist() if n.endswith(".py") and not any(d in n for d in build.WHEEL_DROP)}
            assert {n + "c" for n in kept} <= names, rel
            assert all(_pyc_header_ok(zf.read(n)) for n in names if n.endswith(".pyc"))
            assert not any(d in n for n in names for d in build.WHEEL_DROP), rel
            assert any(n.endswith(".so") for n in names) == any(n.endswith(".so") for n in orig.namelist())
    with zipfile.ZipFile(shipped / info["pyodide"].replace("pyodide.mjs", "python_stdlib.zip")) as zf:
        names = set(zf.namelist())
        assert {"typing.pyc", "json/__init__.pyc", "asyncio/__init__.pyc", "pyodide/__init__.pyc"} <= names
        assert not any(n.endswith(".py") for n in names)


def test_engine_imports_none_of_the_wheel_parts_left_out():
    used_full: set[str] = set()
    import ast

    for path in (ROOT / "pax").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.module:
                used_full.add(node.module)
            elif isinstance(node, ast.Import):
                used_full.update(a.name for a in node.names)
    dropped = {d.strip("/").removesuffix(".py").replace("/", ".") for d in build.WHEEL_DROP if d.startswith("pydantic")}
    assert not {m for m in used_full if any(m == d or m.startswith(d + ".") for d in dropped)}
