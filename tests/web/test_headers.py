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


def test_local_server_sends_the_headers_compresses_and_revalidates(tmp_path):
    import gzip
    import threading
    import urllib.error
    import urllib.request

    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>" + "pax " * 500)
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "a.wasm").write_bytes(b"\0asm" + bytes(2000))
    srv = serve.make_server(tmp_path)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}"
    try:
        req = urllib.request.Request(base + "/", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(req) as res:
            assert res.headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(res.read()).startswith(b"<!doctype html>")
            for key, value in serve.COMMON_HEADERS.items():
                assert res.headers[key] == value
            assert res.headers["Cache-Control"] == "no-cache"
            etag = res.headers["ETag"]
        again = urllib.request.Request(base + "/", headers={"Accept-Encoding": "gzip", "If-None-Match": etag})
        try:
            urllib.request.urlopen(again)
            raise AssertionError("expected 304 Not Modified")
        except urllib.error.HTTPError as exc:
            assert exc.code == 304
        with urllib.request.urlopen(base + "/vendor/a.wasm") as res:
            assert res.headers["Content-Type"] == "application/wasm"
            assert "immutable" in res.headers["Cache-Control"]
    finally:
        srv.shutdown()
        srv.server_close()
