"""Accessibility checks with axe-core (npm ``axe-core``, from node_modules; served to the tests
only, never part of ``dist/``).

``serious_violations(page)`` injects axe into the page (as a same-origin script, so the site's
Content-Security-Policy allows it) and returns the violations of impact "serious" or "critical",
each as ``{"id", "impact", "help", "nodes": [css target, …]}``.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Page

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
PATH = "__e2e__/axe.min.js"


def _inject(page: Page) -> None:
    if page.evaluate("() => typeof window.axe !== 'undefined'"):
        return
    parts = urlsplit(page.url)
    url = f"{parts.scheme}://{parts.netloc}/{PATH}"
    body = AXE.read_bytes()
    # on the context: the site's service worker makes the request, and only context routes see it
    page.context.route(url, lambda route: route.fulfill(status=200, body=body, content_type="application/javascript"))
    page.add_script_tag(url=url)
    page.wait_for_function("() => typeof window.axe !== 'undefined'")


def serious_violations(page: Page, selector: str | None = None) -> list[dict]:
    """Serious and critical axe-core violations on the page (or inside ``selector``)."""
    _inject(page)
    found = page.evaluate(
        """async (sel) => {
          const r = await axe.run(sel ? document.querySelector(sel) : document, {resultTypes: ['violations']});
          return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({
            id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 8).map((n) => n.target.join(' ')),
          }));
        }""", selector)
    return list(found)
