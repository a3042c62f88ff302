"""netlify.toml and the local server (scripts/serve.py) send the same security and cache headers."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import serve  # noqa: E402

NETLIFY = tomllib.loads((ROOT / "netlify.toml").read_text())


def _rule(path: str) -> dict:
    return next(h["values"] for h in NETLIFY["headers"] if h["for"] == path)


def test_build_settings():
    assert NETLIFY["build"]["publish"] == "dist"
    assert "scripts/build.py" in NETLIFY["build"]["command"] and "npm ci" in NETLIFY["build"]["command"]


def test_security_headers_match_the_local_server():
    values = _rule("/*")
    for key, value in serve.COMMON_HEADERS.items():
        assert values[key] == value, key


def test_csp_allows_only_the_site_itself():
    csp = serve.CSP
    assert "default-src 'self'" in csp and "'wasm-unsafe-eval'" in csp
    assert "http" not in csp and "*" not in csp.replace("'self'", "")
    assert "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]


def test_versioned_folders_are_cached_for_a_year_everywhere():
    for prefix in serve.IMMUTABLE:
        assert _rule(prefix + "*")["Cache-Control"] == serve.cache_control(prefix + "x")
        assert "immutable" in serve.cache_control(prefix + "x")
    assert serve.cache_control("/index.html") == "no-cache"
    assert serve.cache_control("/sw.js") == "no-cache"
    assert "Cache-Control" not in _rule("/*")


def test_wasm_mime_type():
    assert _rule("/*.wasm")["Content-Type"] == "application/wasm" == serve.TYPES[".wasm"]
