"""Saves a player can trust (issue 32, browser side; issue 31's service-worker point): a corrupt
stored entry or view cache never stops the site, two tabs on one save never lose a move, a move in
flight cannot be lost to the replay slider or a double tap on Redo, a save that could not be stored
is reported where the player is, a deploy never mixes two builds in one open tab, and with the
service worker installed the How to play page and its rule links open, also offline."""

from __future__ import annotations

import json
import shutil
import threading
import time
from functools import partial
from pathlib import Path

from conftest import Watch
from helpers import BOOT_TIMEOUT, DRAWER_IN_JS, open_drawer, pass_device, play, save_of, start_game, start_nim, step_of, wait_engine
from serve import Handler, Server, make_server
from test_site import FILL_STORAGE, EngineHold

# What the audit stored: values whose String() throws (an object with a non-callable toString).
POISON = {"toString": 1}


def _good_save(page) -> dict:
    return save_of(page)["save"]


def test_corrupt_entries_leave_the_start_page_usable(page, base_url, tmp_path):
    start_nim(page, base_url)
    play(page, 0)
    good = _good_save(page)
    shapes = {
        "updated": {**good, "updated": POISON},
        "step": {**good, "step": POISON},
        "name": {**good, "setup": {**good["setup"], "names": [POISON, "Bob"]}},
        "title": {**good, "title": POISON},
        "created": {**good, "created": POISON, "over": POISON},
        "actions": {**good, "actions": [POISON]},
    }
    page.evaluate("""(shapes) => { for (const [k, v] of Object.entries(shapes))
        localStorage.setItem('pax.save.bad-' + k, JSON.stringify(v)); }""", shapes)
    page.goto(base_url + "#")
    wait_engine(page)  # the new-game form is usable: the page did not die
    page.wait_for_selector("table.saves")
    assert page.locator(".error-screen").count() == 0
    assert page.is_hidden("#banner")
    assert page.locator("table.saves tbody tr").count() == 1  # the good save is listed and opens
    for k in shapes:
        row = page.locator(f"li[data-bad='pax.save.bad-{k}']")
        assert row.count() == 1, k
        assert "damaged" in row.inner_text()
    # a damaged entry can be exported as it is stored (its raw text) ...
    with page.expect_download() as dl:
        page.click("li[data-bad='pax.save.bad-updated'] [data-export-bad]")
    out = tmp_path / "bad.json"
    dl.value.save_as(out)
    assert json.loads(out.read_text()) == shapes["updated"]
    # ... and deleted alone
    page.click("li[data-bad='pax.save.bad-step'] [data-delete-bad]")
    page.wait_for_selector("li[data-bad='pax.save.bad-step']", state="detached")
    assert page.locator("li[data-bad]").count() == len(shapes) - 1
    # the good save still opens, and a new game still starts
    page.click("[data-continue]")
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    start_nim(page, base_url)
    assert step_of(page) == 0
    # opening a damaged entry by its address says so, with the way back
    page.goto(base_url + "#play=bad-name")
    page.wait_for_selector(".error-screen")
    assert "damaged" in page.inner_text(".error-screen")


def test_a_corrupt_view_cache_does_not_stop_a_game_from_reopening(page, base_url):
    start_game(page, base_url)
    play(page, 0)
    page.reload()  # the engine writes this page's cache of the position
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    cache = save_of(page)["view"]
    assert cache and cache["actions"] == [0]
    shapes = [
        {**cache, "step": POISON},
        {**cache, "title": POISON},
        {**cache, "log": [{"seat": 0, "text": POISON, "notes": [POISON]}]},
        {**cache, "legal": [{"index": POISON, "label": POISON, "kind": "x", "targets": POISON}]},
        {**cache, "view": POISON},
        {**cache, "setup": {**cache["setup"], "game": POISON, "names": POISON}},
        {**cache, "to_move": POISON, "undo_to": POISON},
    ]
    for shape in shapes:
        page.evaluate("""(c) => { const id = new URLSearchParams(location.hash.slice(1)).get('play');
            localStorage.setItem('pax.view.' + id, JSON.stringify(c)); }""", shape)
        page.reload()
        page.wait_for_selector(".game[data-step='1'][data-ready='yes'], .error-screen", timeout=BOOT_TIMEOUT)
        assert page.locator(".error-screen").count() == 0, shape
        assert page.is_hidden("#banner"), page.inner_text("#banner")
        assert _good_save(page)["actions"] == [0]
    play(page, 1)  # and the game goes on


def test_two_tabs_on_one_save_lose_no_move(new_context, base_url):
    ctx = new_context()
    a = ctx.new_page()
    start_nim(a, base_url, names=["Ann", "Bob"])
    b = ctx.new_page()
    b.goto(a.url)
    b.wait_for_selector(".game[data-step='0'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    play(a, 0)
    play(a, 0)
    # the stale tab shows the newer position, and says why, before it accepts a move
    b.wait_for_selector(".game[data-step='2'], #pass-ready", timeout=10_000)
    assert "changed in another tab" in b.inner_text("#banner")
    pass_device(b)
    b.wait_for_selector(".game[data-step='2'][data-ready='yes']")
    play(b, 0)
    assert _good_save(b)["actions"] == [0, 0, 0]
    # and the first tab learns of that move in turn
    a.wait_for_selector(".game[data-step='3'], #pass-ready", timeout=10_000)
    assert _good_save(a)["actions"] == [0, 0, 0]



def write_as_another_tab(page, index):
    """Store the game one move further, as another tab does (the engine's save record for the move,
    with its trail and checksum), without this page hearing a storage event: it is written here."""
    page.evaluate("""async (index) => { const id = new URLSearchParams(location.hash.slice(1)).get('play');
        const s = JSON.parse(localStorage.getItem('pax.save.' + id));
        const r = await window.paxWorkerCall('apply', { setup: s.setup, actions: s.actions, index, lang: 'en' });
        const next = { ...s, ...r.save, step: r.step, updated: s.updated + 1 };
        localStorage.setItem('pax.save.' + id, JSON.stringify(next)); }""", index)


def test_a_move_made_elsewhere_while_this_tab_was_not_told_is_kept(new_context, base_url):
    """The write itself never drops another tab's moves: the stale tab's move is checked against
    the stored save just before it is applied and again before it is stored."""
    ctx = new_context()
    a = ctx.new_page()
    start_nim(a, base_url, names=["Ann", "Bob"])
    play(a, 0)
    # another tab (whose storage event this page never sees: it is written here, as such a tab does)
    write_as_another_tab(a, 1)
    a.click("button.action[data-action='0']")
    a.wait_for_selector("#banner:not([hidden])", timeout=10_000)
    assert "changed in another tab" in a.inner_text("#banner")
    a.wait_for_selector(".game[data-step='2'], #pass-ready")
    assert _good_save(a)["actions"] == [0, 1]


def test_a_stale_tab_cannot_undo_past_the_undo_limit(new_context, base_url):
    """Another tab ended the turn (the undo limit moved past the first buy): this tab, still showing
    the first buy as undoable, takes the stored position instead of undoing either move."""
    page = new_context().new_page()
    start_game(page, base_url)
    play(page, 0)  # the first buy of the turn may be taken back here
    assert not page.is_disabled("#undo")
    write_as_another_tab(page, 0)
    page.click("#undo")
    page.wait_for_selector("#banner:not([hidden])", timeout=10_000)
    assert "changed in another tab" in page.inner_text("#banner")
    page.wait_for_selector(".game[data-step='2'][data-ready='yes'], #pass-ready")
    assert _good_save(page)["actions"] == [0, 0]
    pass_device(page)
    page.wait_for_selector(".game[data-step='2'][data-ready='yes']")
    assert page.is_disabled("#undo")  # the turn is over: nothing of it can be taken back


def test_replay_slider_during_a_move_keeps_the_move(new_context, base_url):
    ctx = new_context(service_workers="block")
    page = ctx.new_page()
    start_nim(page, base_url)
    play(page, 1)
    play(page, 0)
    page.reload()
    page.wait_for_selector(".game[data-step='2'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    hold = EngineHold(ctx)  # the move stays in flight until the engine has started
    held = ctx.new_page()
    held.goto(page.url)
    page.close()
    choice = held.locator(".game[data-step='2'] button.action[data-action='2']:not([disabled])")
    choice.wait_for(timeout=BOOT_TIMEOUT)
    choice.click()
    slider = held.locator("#replay").bounding_box()
    held.mouse.click(slider["x"] + 3, slider["y"] + slider["height"] / 2)  # back to the first move
    held.wait_for_timeout(400)
    hold.release()
    held.wait_for_selector(".game[data-ready='yes'], #pass-ready", timeout=BOOT_TIMEOUT)
    held.wait_for_timeout(500)
    if held.locator("#replay-exit").count():
        held.click("#replay-exit")
    pass_device(held)
    held.wait_for_selector(".game[data-ready='yes']:not([data-replay])")
    assert step_of(held) == 3
    assert _good_save(held)["actions"] == [1, 0, 2]


def _at_step(page, n: int) -> None:
    page.wait_for_selector(f".game[data-step='{n}'][data-ready='yes'], #pass-ready")
    pass_device(page)
    page.wait_for_selector(f".game[data-step='{n}'][data-ready='yes']")


def test_a_double_tap_on_redo_loses_no_redo(new_context, base_url):
    # a touch screen wide enough for the choices beside the table
    page = new_context(viewport={"width": 1366, "height": 1024}, has_touch=True).new_page()
    start_game(page, base_url, "transhumanity", 2)
    for _ in range(4):  # both Secret spheres, then the first person's turn: decisions that reveal nothing
        play(page, 0)
    moves = _good_save(page)["actions"]
    assert not page.is_disabled("#undo")
    page.tap("#undo")
    _at_step(page, 3)
    page.tap("#undo")
    _at_step(page, 2)
    box = page.locator("#redo").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y)
    page.touchscreen.tap(x, y)
    page.wait_for_selector(".game[data-step='3'], .game[data-step='4'], #pass-ready")
    page.wait_for_timeout(500)  # (both taps answered)
    pass_device(page)
    if step_of(page) == 3:  # the second tap came while the first redo was in flight: it was refused
        assert not page.is_disabled("#redo"), "the second redo entry was lost"
        page.tap("#redo")
    _at_step(page, 4)
    assert _good_save(page)["actions"] == moves


def _banner_offers_export(page, tmp_path) -> None:
    page.wait_for_selector("#banner.warn:not([hidden])", timeout=BOOT_TIMEOUT)
    assert "storage is full" in page.inner_text("#banner")
    with page.expect_download() as dl:
        page.click("#banner [data-banner-export]")
    out = tmp_path / "unsaved.json"
    dl.value.save_as(out)
    assert json.loads(out.read_text())["format"] == "pax-save"


def test_a_new_game_that_could_not_be_stored_is_reported_on_its_screen(page, base_url, tmp_path):
    page.goto(base_url)
    wait_engine(page)
    assert page.evaluate(FILL_STORAGE) > 0
    page.check("#game-toy_nim")
    page.click("#start-game")
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)
    _banner_offers_export(page, tmp_path)


def test_an_imported_game_that_could_not_be_stored_is_reported_on_its_screen(page, base_url, tmp_path):
    start_nim(page, base_url)
    play(page, 1)
    with page.expect_download() as dl:
        page.click("#export")
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    page.goto(base_url + "#")
    wait_engine(page)
    page.evaluate("() => localStorage.clear()")  # the storage is full of other things: no cache to drop
    assert page.evaluate(FILL_STORAGE) > 0
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector(".game[data-step='1'][data-ready='yes'], #pass-ready", timeout=BOOT_TIMEOUT)
    _banner_offers_export(page, tmp_path)


def test_persistent_storage_is_asked_on_the_first_save_and_shown(page, base_url):
    start_nim(page, base_url)
    page.click("#to-start")
    page.wait_for_selector("table.saves")
    status = page.locator("#persist-status")
    status.wait_for(timeout=10_000)
    text = status.inner_text()
    assert "kept" in text or "may clear" in text
    assert page.evaluate("() => localStorage.getItem('pax.persist')") in ("granted", "denied")


def _sw_controls(page) -> None:
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=BOOT_TIMEOUT)


def test_how_to_play_and_rule_links_open_their_rule_with_the_service_worker(new_context, base_url):
    ctx = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    page.goto(base_url)
    wait_engine(page)
    _sw_controls(page)
    start_game(page, base_url)
    open_drawer(page, tap=True)
    page.tap("button.action[data-action='0']")
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']")
    for offline in (False, True):
        ctx.set_offline(offline)
        if page.get_attribute(".game", "data-drawer") == "open":  # the drawer lies over the page's head
            page.locator(".side .drawer-close").tap()
            page.wait_for_selector(".game[data-drawer='closed']")
        with ctx.expect_page() as opened:
            page.locator("#howto").tap()
        howto = opened.value
        howto.wait_for_load_state()
        assert howto.url.endswith("howto-renaissance.html")  # the game's own guide (issue 34)
        assert howto.locator("body.howto[data-game='renaissance']").count() == 1, howto.content()[:300]
        assert howto.locator("#goal").is_visible()
        howto.close()
        link = page.locator(".log-list a.rule").first
        rule = link.get_attribute("href").split("#")[1]
        if not page.evaluate(DRAWER_IN_JS):
            open_drawer(page, tap=True)
        link.scroll_into_view_if_needed()
        with ctx.expect_page() as opened:
            link.tap()
        howto = opened.value
        howto.wait_for_load_state()
        assert howto.url.endswith(f"howto-renaissance.html#{rule}")
        assert howto.locator("body.howto").count() == 1
        entry = howto.locator(f"[id='{rule}']")
        assert entry.count() == 1 and entry.is_visible()
        assert howto.evaluate("() => document.querySelector(':target')?.id") == rule
        howto.close()
    # the app itself still opens offline
    page.reload()
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)


RENDERER = Path("games/renaissance/renderer.js")


def _two_builds(dist: Path, tmp: Path) -> tuple[Path, Path, str]:
    """Build A (the e2e build) and build B (the same files with another build id and a renderer
    that says which build it is), in two folders."""
    a, b = tmp / "a", tmp / "b"
    shutil.copytree(dist, a)
    old = json.loads((dist / "build.json").read_text())["build"]
    new = "b0b0b0b0b0b0-test"
    with open(a / RENDERER, "a") as f:
        f.write('\nglobalThis.paxRendererBuild = "A";\n')
    shutil.copytree(a, b)
    for path in b.rglob("*"):
        if path.is_file() and path.suffix in {".js", ".html", ".json", ".mjs"} and "vendor" not in path.parts:
            text = path.read_text()
            if old in text:
                path.write_text(text.replace(old, new))
    (b / RENDERER).write_text((b / RENDERER).read_text().replace('paxRendererBuild = "A"', 'paxRendererBuild = "B"'))
    return a, b, new


# Ask the browser to look for a new build and wait until one has taken over this tab's worker
# (rejects after `limit` ms: no new build installed). A new worker that failed to install is not
# a takeover.
TAKEOVER_JS = """async (limit) => {
  const sw = navigator.serviceWorker;
  const taken = new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
  const r = await sw.getRegistration();
  await r.update();
  await Promise.race([taken, new Promise((_, reject) => setTimeout(() => reject(new Error('no new build took over')), limit))]);
}"""


def _start_in_place(page, game: str = "renaissance") -> None:
    """Start a game from the start page this tab shows, without loading a page."""
    page.check(f"#game-{game}")
    page.click("#start-game")
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)


def _tab_on_build_a(browser, url: str):
    """A fresh context whose tab was opened on the build served at ``url`` (build A) under that
    build's service worker; returns the context, the tab and the context's watch."""
    watch = Watch(url)
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    watch.attach(ctx)
    page = ctx.new_page()
    page.goto(url)
    wait_engine(page)
    _sw_controls(page)
    page.reload()  # a tab opened on build A, under build A's service worker
    wait_engine(page)
    _sw_controls(page)
    return ctx, page, watch


def _deploy(live: Path, build: Path) -> None:
    """The site at ``live`` is replaced by ``build``, as a deploy does."""
    shutil.rmtree(live)
    shutil.copytree(build, live)


def test_a_deploy_never_mixes_builds_in_an_open_tab(browser, dist, tmp_path):
    a, b, new_build = _two_builds(dist, tmp_path)
    live = tmp_path / "live"
    shutil.copytree(a, live)
    server = make_server(live)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    ctx, page, watch = _tab_on_build_a(browser, url)
    try:
        # build B is deployed; the browser's update check finds it, and its worker takes over
        _deploy(live, b)
        page.evaluate(TAKEOVER_JS, BOOT_TIMEOUT)
        # the open tab (no page loaded since) loads its renderer now: it is build A's
        _start_in_place(page)
        # (the screen is ready with its choices before the renderer module has run and drawn the table)
        page.wait_for_function("() => globalThis.paxRendererBuild !== undefined", timeout=BOOT_TIMEOUT)
        assert page.evaluate("() => globalThis.paxRendererBuild") == "A"
        # and the new build is announced
        page.wait_for_selector("#update-ready", timeout=BOOT_TIMEOUT)
        assert "new version is ready" in page.inner_text("#update-ready")
        play(page, 0)
        # the player's say: the game is saved, the page reloads on build B
        page.click("#update-reload")
        page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
        page.wait_for_function("() => globalThis.paxRendererBuild === 'B'", timeout=BOOT_TIMEOUT)
        assert page.locator("#update-ready").count() == 0 or page.is_hidden("#update-ready")
        assert _good_save(page)["actions"] == [0]
        watch.check()
    finally:
        ctx.close()
        server.shutdown()
        server.server_close()


def test_a_tab_opened_while_a_deploy_installs_leaves_the_new_build_whole_offline(browser, dist, tmp_path):
    """A second tab opened while build B's worker is still filling its cache is build A's, and the
    old worker prunes caches then: B's must survive it, so that B takes over with every file cached
    and a tab opened offline afterwards starts the game (before, A's pruning deleted B's cache)."""
    a, b, new_build = _two_builds(dist, tmp_path)
    live = tmp_path / "live"
    shutil.copytree(a, live)
    slow = threading.Event()

    class SlowHandler(Handler):
        # while `slow` is set, one file of the precache is sent late: B's install is still running
        # when the second tab opens
        def do_GET(self) -> None:
            if slow.is_set() and self.path.split("?")[0] == "/app/whynot.js":
                time.sleep(6)
            super().do_GET()

    server = Server(("127.0.0.1", 0), partial(SlowHandler, directory=str(live)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    ctx, page, watch = _tab_on_build_a(browser, url)
    try:
        _deploy(live, b)
        slow.set()
        page.evaluate("""() => { window.paxTakeover = new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true })); }""")
        page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); }")
        assert page.evaluate("async () => !!(await navigator.serviceWorker.getRegistration()).installing")
        # a second tab opens while B installs: build A's worker answers it
        second = ctx.new_page()
        second.goto(url)
        wait_engine(second)
        second.close()
        assert page.evaluate("""(limit) => Promise.race([window.paxTakeover,
            new Promise((resolve) => setTimeout(() => resolve(false), limit))])""", BOOT_TIMEOUT), "build B never took over"
        slow.clear()
        # offline, a new tab is build B's, from B's cache alone, and starts a game
        ctx.set_offline(True)
        third = ctx.new_page()
        third.goto(url)
        wait_engine(third)
        _start_in_place(third)
        third.wait_for_function("() => globalThis.paxRendererBuild !== undefined", timeout=BOOT_TIMEOUT)
        assert third.evaluate("() => globalThis.paxRendererBuild") == "B"
        watch.check()
    finally:
        ctx.close()
        server.shutdown()
        server.server_close()
