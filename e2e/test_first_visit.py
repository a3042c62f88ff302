"""A build's first start in a browser takes no interpreter snapshot (web/engine/pyodide.mjs):
taking and storing one competed with the first visit's own start (issue 36). The next start
takes it, and the one after starts from it."""

from __future__ import annotations

import time

from helpers import BOOT_TIMEOUT, wait_engine

# What Cache Storage holds for the interpreter snapshot: [the snapshot's key or null, the mark's]
SNAPSHOT_CACHE = """async () => {
  const names = (await caches.keys()).filter((k) => k.startsWith("paxsnap-"));
  if (!names.length) return [null, null];
  const keys = (await (await caches.open(names[0])).keys()).map((r) => r.url);
  return [keys.find((u) => u.endsWith(".bin")) || null, keys.find((u) => u.endsWith(".bin?seen")) || null];
}"""
RESTORED = "() => performance.getEntriesByName('pax:snapshot').length"


def _wait_cache(page, which: int) -> list:
    """Cache Storage's snapshot entries once entry ``which`` (0: the snapshot, 1: the mark) is there
    (each is stored in the background of a start)."""
    end = time.time() + BOOT_TIMEOUT / 1000
    while time.time() < end:
        got = page.evaluate(SNAPSHOT_CACHE)
        if got[which] is not None:
            return got
        page.wait_for_timeout(200)
    raise AssertionError(f"nothing stored in the snapshot cache: {page.evaluate(SNAPSHOT_CACHE)}")


def test_first_start_takes_no_snapshot_the_next_takes_it_the_third_restores_it(new_context, base_url):
    page = new_context().new_page()
    page.goto(base_url)
    wait_engine(page)
    snap, _seen = _wait_cache(page, 1)
    assert snap is None, "the first start stored a snapshot"
    assert page.evaluate(RESTORED) == 0

    page.reload()  # the second start: no snapshot to restore, so it takes one (stored in the background)
    wait_engine(page)
    assert page.evaluate(RESTORED) == 0
    _wait_cache(page, 0)

    page.reload()  # the third start begins from it
    wait_engine(page)
    assert page.evaluate(RESTORED) == 1
    assert page.locator("#start-game:not([disabled])").count() == 1
