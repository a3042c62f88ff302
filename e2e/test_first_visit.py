"""A build's first start in a browser takes no interpreter snapshot (web/engine/pyodide.mjs):
taking and storing one competed with the first visit's own start (issue 36). The next start
takes it, and the one after starts from it. And no start installs pydantic's wheels: a game
played against the computer, its save reopened and its link opened in a new tab never need them
(issue 36: the engine's values are plain dataclasses, pax/core/record.py)."""

from __future__ import annotations

import time

from helpers import BOOT_TIMEOUT, play, reload_continues, share_url, start_game, wait_engine, wait_ready

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


def _packages(page) -> list[str]:
    names = page.evaluate("window.paxEnginePackages()")
    assert names and any(n.startswith("pax") for n in names), names  # the engine's own wheel
    return [n for n in names if "pydantic" in n or "typing" in n or "annotated" in n]


def test_no_start_installs_pydantic(new_context, base_url):
    page = new_context().new_page()
    start_game(page, base_url, game="transhumanity", players=2, computers=(1,))
    play(page, 0)
    wait_ready(page)
    assert _packages(page) == []
    reload_continues(page)  # the stored save opened again (load_save)
    assert _packages(page) == []
    link = share_url(page)
    other = new_context().new_page()
    other.goto(link)  # a first visit to a shared link
    wait_ready(other)
    assert other.locator(".error-screen").count() == 0
    assert _packages(other) == []
