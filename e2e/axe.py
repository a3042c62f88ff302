"""Accessibility checks with axe-core (npm ``axe-core``, from ``node_modules``; never part of a build).

``serious_violations(page)`` injects axe into the page through the DevTools protocol (so the site's
Content-Security-Policy, which forbids inline scripts, stays as it is) and returns the serious and
critical violations, each ``{"id", "impact", "help", "nodes": [target selectors]}``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from playwright.sync_api import Page

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"


@lru_cache(maxsize=1)
def _source() -> str:
    if not AXE.exists():
        raise FileNotFoundError(f"axe-core is not installed: {AXE} (npm install)")
    return AXE.read_text()


def serious_violations(page: Page, selector: str | None = None) -> list[dict]:
    """axe-core's serious and critical violations on the page as it is now (or inside ``selector``)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_source() + "\n;0")
    found = page.evaluate("""async (sel) => {
      const r = await window.axe.run(sel ? document.querySelector(sel) : document, {resultTypes: ['violations']});
      return r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
                                      nodes: v.nodes.map((n) => n.target.join(' '))}));
    }""", selector)
    return [v for v in found if v["impact"] in ("serious", "critical")]
