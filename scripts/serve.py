"""Serve a built site on 127.0.0.1 with the production headers.

    python3 scripts/serve.py [--dir dist] [--port 8000]

The same headers as ``netlify.toml`` (kept equal by ``tests/web/test_headers.py``):
cross-origin isolation (COOP/COEP, so PyScript workers get ``SharedArrayBuffer``), the
Content-Security-Policy, ``application/wasm`` for ``.wasm`` and year-long caching of the
versioned folders. Text, JavaScript and WebAssembly are gzip-compressed when the browser
accepts it, as a static host does, so transfer sizes measured against it are realistic.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import io
import mimetypes
import threading
from functools import partial
from pathlib import Path

# Only this site's own origin. Pyodide needs 'wasm-unsafe-eval' to compile WebAssembly and
# 'unsafe-eval' because Emscripten turns the EM_ASM/EM_JS snippets of the runtime and of
# pydantic_core's extension module into functions with eval() while loading them.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; worker-src 'self' blob:; "
    "connect-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
    "font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
COMMON_HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
IMMUTABLE = ("/vendor/", "/wheels/", "/py/")
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".webmanifest", ".py", ".txt"}
TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    ".webmanifest": "application/manifest+json", ".whl": "application/zip", ".zip": "application/zip",
    ".json": "application/json", ".svg": "image/svg+xml", ".py": "text/plain; charset=utf-8",
}


def cache_control(path: str) -> str:
    """Versioned folders never change; everything else is revalidated (the service worker caches it)."""
    if path.startswith(IMMUTABLE):
        return "public, max-age=31536000, immutable"
    return "no-cache"


class Handler(http.server.SimpleHTTPRequestHandler):
    _gz_cache: dict[tuple[str, float], bytes] = {}
    _lock = threading.Lock()
    bytes_sent = 0  # body bytes sent by every handler (the benchmark reads and resets it)
    # HTTP/1.1 as a static host speaks it: Chromium revalidates a cached response with its ETag
    # only when the response was HTTP/1.1 or later, so under HTTP/1.0 every "no-cache" file the
    # service worker caches was sent a second time on a first visit.
    protocol_version = "HTTP/1.1"

    def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
        data = source.read()
        with self._lock:
            Handler.bytes_sent += len(data)
        outputfile.write(data)

    def log_message(self, fmt: str, *args: object) -> None:  # quiet: tests start many requests
        pass

    def guess_type(self, path: str) -> str:  # type: ignore[override]
        suffix = Path(path).suffix
        return TYPES.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"

    def end_headers(self) -> None:
        for k, v in COMMON_HEADERS.items():
            self.send_header(k, v)
        self.send_header("Cache-Control", cache_control(self.path.split("?")[0]))
        super().end_headers()

    def send_head(self):  # type: ignore[override]
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if (path.suffix in COMPRESSIBLE and path.is_file()
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            st = path.stat()
            etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}-gz"'
            if etag in self.headers.get("If-None-Match", ""):  # revalidation: nothing to resend
                self.send_response(304)
                self.send_header("ETag", etag)
                self.end_headers()
                return None
            key = (str(path), st.st_mtime)
            with self._lock:
                body = self._gz_cache.get(key)
                if body is None:
                    body = gzip.compress(path.read_bytes(), 6, mtime=0)
                    self._gz_cache[key] = body
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("ETag", etag)
            self.end_headers()
            return io.BytesIO(body)
        return super().send_head()


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1") -> Server:
    """A server for ``directory`` (port 0 picks a free port: read ``server.server_address``)."""
    return Server((host, port), partial(Handler, directory=str(directory)))


def main() -> None:
    ap = argparse.ArgumentParser(description="serve the built site on 127.0.0.1")
    ap.add_argument("--dir", type=Path, default=Path(__file__).resolve().parent.parent / "dist")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args()
    if not (args.dir / "index.html").exists():
        raise SystemExit(f"serve: {args.dir} has no index.html: build first (python3 scripts/build.py)")
    srv = make_server(args.dir, args.port)
    print(f"Pax is served on http://127.0.0.1:{srv.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
