"""The build pieces that can be checked without a browser: the engine wheel and the pins."""

from __future__ import annotations

import json
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


def test_pydantic_pin_matches_the_pinned_pydantic_core():
    """pydantic requires one exact pydantic-core; the pinned emscripten wheel must be that one."""
    pins = dict(build.pinned_wheels())
    pyd = next(n for n in pins if n.startswith("pydantic-"))
    core_version = next(n for n in pins if n.startswith("pydantic_core-")).split("-")[1]
    path = build.WHEEL_CACHE / pyd
    if not path.exists():
        pytest.skip("wheels not downloaded yet (python3 scripts/build.py downloads them)")
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


def test_stdlib_trimming_keeps_what_start_up_needs():
    keeps = build.stdlib_keeps
    for name in ("asyncio/__init__.py", "email/parser.py", "tarfile.py", "encodings/utf_8.py",
                 "encodings/__init__.py", "encodings/idna.py", "importlib/metadata/__init__.py", "typing.py"):
        assert keeps(name), name
    for name in ("unittest/case.py", "xml/dom/minidom.py", "encodings/cp1250.py", "pdb.py", "_pyrepl/main.py"):
        assert not keeps(name), name
