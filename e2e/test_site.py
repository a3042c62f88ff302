"""The site in a real browser: languages, saves, damaged storage, share links, offline, viewports,
computer seats, the engine worker. Games are real Pax Renaissance games played through the
generic game screen; the toy game (Nim) of test builds serves where exact heap sizes help."""

from __future__ import annotations

import json
import re

from helpers import BOOT_TIMEOUT, open_drawer, play, start_game, start_nim, wait_engine


def test_start_page_in_english_and_hungarian(page, base_url):
    page.goto(base_url)
    wait_engine(page)
    assert page.get_attribute("html", "lang") == "en"
    assert page.inner_text("#new-h") == "New game"
    assert "Safari" in page.inner_text(".notes")
    # Both real games are listed; absent engines say so plainly.
    for gid in ("renaissance", "transhumanity"):
        row = page.locator(f".game-choice:has(#game-{gid})")
        assert row.count() == 1
        if page.is_disabled(f"#game-{gid}"):
            assert "not available yet" in row.inner_text()
    # Pax Transhumanity says plainly that it plays with our own original card set
    assert "original card set" in page.inner_text("#note-transhumanity")
    page.click("[data-lang='hu']")
    page.wait_for_selector("#new-h:text('Új játék')")
    assert page.get_attribute("html", "lang") == "hu"
    assert "Safari" in page.inner_text(".notes") and "exportáld" in page.inner_text(".notes")
    assert page.inner_text("#start-game") == "Játék indítása"
    assert "eredeti kártyakészlet" in page.inner_text("#note-transhumanity")
    page.reload()  # the choice is remembered
    wait_engine(page)
    assert page.inner_text("#new-h") == "Új játék"
    page.click("[data-lang='en']")
    page.wait_for_selector("#new-h:text('New game')")


def test_a_save_survives_a_reload(page, base_url):
    start_game(page, base_url, "renaissance", 3, names=["Ann", "Bob", "Cy"])
    play(page, 0)
    play(page, 2)
    board = page.inner_text("#board")
    log = page.inner_text(".log-list")
    assert page.locator(".log-list > li").count() == 2  # one entry per move (its notes nest inside)
    page.reload()
    page.wait_for_selector(".game[data-step='2'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    assert page.inner_text("#board") == board
    assert page.inner_text(".log-list") == log
    page.click("#to-start")
    page.wait_for_selector("table.saves")
    row = page.locator("table.saves tbody tr")
    assert row.count() == 1
    text = row.inner_text()
    assert "Pax Renaissance" in text and "Ann, Bob, Cy" in text and "\t2\t" in text


def test_undo_within_the_turn_but_not_past_it(page, base_url):
    start_game(page, base_url)
    board = page.inner_text("#board")
    assert page.is_disabled("#undo")
    play(page, 0)  # the first buy of the turn reveals nothing: it may be taken back
    page.click("#undo")
    page.wait_for_selector(".game[data-step='0'][data-ready='yes']")
    assert page.inner_text("#board") == board
    start_nim(page, base_url)
    play(page, 2)  # in Nim every move ends the turn: undo is no longer offered
    assert page.is_disabled("#undo")


def test_damaged_entry_beside_a_good_one(page, base_url):
    start_game(page, base_url)
    play(page, 1)
    page.evaluate("""() => {
        localStorage.setItem('pax.save.broken', '{"format": "pax-save", "version": 1, "setup": ');
        localStorage.setItem('pax.save.alien', JSON.stringify({hello: 'world'}));
        localStorage.setItem('pax.save.future', JSON.stringify({format: 'pax-save', version: 99}));
        localStorage.setItem('someone-else', 'not ours');
    }""")
    page.goto(base_url + "#")
    page.wait_for_selector("table.saves")
    assert page.locator("table.saves tbody tr").count() == 1
    bad = page.inner_text(".bad-saves")
    assert "3 stored entries could not be read" in bad
    assert "pax.save.broken" in bad and "damaged" in bad
    assert "pax.save.alien" in bad and "not a Pax saved game" in bad
    assert "pax.save.future" in bad and "newer version" in bad
    page.click("[data-continue]")
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    # Deleting a damaged entry removes only that one.
    page.goto(base_url + "#")
    page.click("li[data-bad='pax.save.broken'] [data-delete-bad]")
    page.wait_for_selector("li[data-bad='pax.save.alien']")
    assert page.locator("li[data-bad='pax.save.broken']").count() == 0
    assert page.locator("table.saves tbody tr").count() == 1
    assert page.evaluate("() => localStorage.getItem('someone-else')") == "not ours"


def test_share_link_round_trip_in_a_fresh_context(new_context, base_url):
    page = new_context().new_page()
    start_game(page, base_url, names=["<b>Ann</b>", "Bob <img src=x onerror=alert(1)>", "Cy"])
    for i in (2, 0, 1):
        play(page, i)
    board, log = page.inner_text("#board"), page.inner_text(".log-list")
    page.click("#share")
    page.wait_for_selector(".share-dialog #share-url")
    assert "hidden card" in page.inner_text(".share-dialog")
    url = page.input_value("#share-url")
    assert re.search(r"#g=[A-Za-z0-9_-]+$", url)
    page.click("#share-close")

    other = new_context().new_page()
    other.goto(url)
    other.wait_for_selector(".game[data-step='3'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    assert other.inner_text("#board") == board
    assert other.inner_text(".log-list") == log
    # Names are shown as text, never as markup.
    assert "<b>Ann</b>" in other.inner_text("#board")
    assert other.locator("#board b, #board img, #app img").count() == 0
    assert "#play=" in other.url  # opened as a new saved game
    play(other, 0)


def test_tampered_truncated_and_foreign_links(new_context, base_url):
    page = new_context().new_page()
    start_game(page, base_url)
    play(page, 1)
    page.click("#share")
    code = page.input_value("#share-url").split("#g=")[1]
    tampered = code[:-6] + ("A" if code[-6] != "A" else "B") + code[-5:]
    cases = {
        tampered: "checksum",
        code[: len(code) // 2]: "",
        "SGVsbG8sIHdvcmxkIQ": "",
        "%3Cscript%3Ealert(1)%3C/script%3E": "",
    }
    other = new_context().new_page()
    for bad, words in cases.items():
        other.goto(base_url + "#g=" + bad)
        other.wait_for_selector(".error-screen", timeout=BOOT_TIMEOUT)
        text = other.inner_text(".error-screen")
        assert "does not hold a game" in text and words in text
        assert other.locator(".error-screen script").count() == 0
    # The engine's refusal is shown in the player's language (engine.<key> from the catalogue).
    other.evaluate("localStorage.setItem('pax.lang', 'hu')")
    other.goto("about:blank")
    other.goto(base_url + "#g=" + tampered)
    other.wait_for_selector(".error-screen", timeout=BOOT_TIMEOUT)
    assert "ellenőrzőösszege nem egyezik" in other.inner_text(".error-screen")
    other.evaluate("localStorage.setItem('pax.lang', 'en')")
    other.goto("about:blank")
    other.goto(base_url)
    other.wait_for_selector("#start-game:not([disabled])", timeout=BOOT_TIMEOUT)


def test_offline_start_after_one_visit(new_context, base_url):
    ctx = new_context()
    page = ctx.new_page()
    page.goto(base_url)
    wait_engine(page)
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    start_game(page, base_url)
    play(page, 0)
    ctx.set_offline(True)
    page.reload()
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    play(page, 1)
    page.goto(base_url + "#")
    page.wait_for_selector("table.saves")
    assert "\t2\t" in page.inner_text("table.saves tbody tr")


def _no_horizontal_scroll(page) -> None:
    over = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert over <= 0, f"the page is {over}px wider than the window"


def test_touch_viewport_1024x768(new_context, base_url):
    page = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True).new_page()
    start_game(page, base_url)
    _no_horizontal_scroll(page)
    page.wait_for_selector("#board-svg")
    if page.locator("#ren-drawer").is_visible():  # a game's table may keep the choices in a drawer
        open_drawer(page, tap=True)
    box = page.locator("button.action").first.bounding_box()
    assert box["height"] >= 44  # comfortable touch targets
    page.tap("button.action[data-action='0']")
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']")
    _no_horizontal_scroll(page)
    page.screenshot(path=str(_shots() / "game-1024x768.png"))


def test_desktop_viewport_1920x1080(new_context, base_url):
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    start_game(page, base_url)
    play(page, 2)
    _no_horizontal_scroll(page)
    board = page.locator(".board-wrap").bounding_box()
    side = page.locator("aside.side").bounding_box()
    assert side["x"] > board["x"] + board["width"] - 1  # table and choices side by side
    page.screenshot(path=str(_shots() / "game-1920x1080.png"))


def test_export_then_import_in_a_fresh_context(new_context, base_url, tmp_path):
    page = new_context().new_page()
    start_game(page, base_url, names=["Ann", "Bob", "Cy"])
    play(page, 0)
    play(page, 1)
    with page.expect_download() as dl:
        page.click("#export")
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    saved = json.loads(path.read_text())
    assert saved["format"] == "pax-save" and saved["actions"] == [0, 1]
    other = new_context().new_page()
    other.goto(base_url)
    wait_engine(other)
    other.set_input_files("#import-file", str(path))
    other.wait_for_selector(".game[data-step='2'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    assert "Ann" in other.inner_text("#board")
    # A file that is not a saved game is refused with a message.
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "pax-save", "version": 1, "setup": {"game": "toy_nim"}, "actions": []}))
    other.goto(base_url + "#")
    wait_engine(other)
    other.set_input_files("#import-file", str(bad))
    other.wait_for_selector("#banner.error")
    assert "could not be imported" in other.inner_text("#banner")


FILL_STORAGE = """() => {
    // Fill localStorage to the last character: big chunks first, then ever smaller ones.
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
        const chunk = 'x'.repeat(size);
        for (;;) {
            try { localStorage.setItem('filler.' + (n++), chunk); } catch (e) { break; }
        }
    }
    return n;
}"""


def test_full_storage_is_reported_and_the_game_goes_on(page, base_url):
    start_nim(page, base_url)
    play(page, 0)
    assert page.evaluate(FILL_STORAGE) > 0
    play(page, 0)  # dropping the view caches makes room once
    assert page.evaluate(FILL_STORAGE) > 0
    for _ in range(8):  # the save grows by a few characters a move: soon it no longer fits
        play(page, 0)
        if page.is_visible("#banner.warn"):
            break
    assert "storage is full" in page.inner_text("#banner")
    play(page, 0)  # the game goes on, and the warning stays
    assert "storage is full" in page.inner_text("#banner")
    page.evaluate("() => { for (const k of Object.keys(localStorage)) if (k.startsWith('filler.')) localStorage.removeItem(k); }")
    play(page, 0)  # room again: saved, warning gone
    assert page.is_hidden("#banner")
    step = page.get_attribute(".game", "data-step")
    page.reload()
    page.wait_for_selector(f".game[data-step='{step}'][data-ready='yes']", timeout=BOOT_TIMEOUT)


class EngineHold:
    """Holds the engine's wheel (``py/…/pax-….whl``) in the network until ``release()``: the engine
    cannot finish starting, so a page is seen as it is before the engine is up, however fast it is.
    (The context blocks the service worker, so the request reaches the network and the route.)"""

    def __init__(self, ctx) -> None:
        self.routes: list = []
        self.released = False
        ctx.route("**/py/**/*.whl", self._hold)

    def _hold(self, route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()
        self.routes.clear()


def test_a_reloaded_game_is_playable_from_its_cached_table_before_the_engine_is_up(new_context, base_url):
    """Issue 12: a returning player's cached table (written by this build) takes a choice before the
    engine has started; the choice waits for the engine, which plays it on its own replay of the save.
    A cache written by another build is shown with its choices disabled."""
    ctx = new_context(service_workers="block")
    page = ctx.new_page()
    start_nim(page, base_url)
    play(page, 1)
    play(page, 0)
    page.reload()  # the engine may start: the cache of this page's last position is written
    page.wait_for_selector(".game[data-step='2'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    save_id = page.url.split("#play=")[1]
    before = json.loads(page.evaluate(f"() => localStorage.getItem('pax.save.{save_id}')"))["actions"]
    assert before == [1, 0]

    hold = EngineHold(ctx)
    held = ctx.new_page()
    held.goto(page.url)
    page.close()
    choice = held.locator(".game[data-step='2'] button.action[data-action='2']:not([disabled])")
    choice.wait_for(timeout=BOOT_TIMEOUT)
    label = choice.get_attribute("aria-label")
    assert held.evaluate("() => performance.getEntriesByName('pax:imported').length") == 0
    assert held.get_attribute(".game", "data-ready") == "no"  # not the engine's answer yet
    choice.click()
    assert held.is_disabled("button.action[data-action='0']")  # the choice waits for the engine
    held.wait_for_timeout(300)
    assert held.get_attribute(".game", "data-step") == "2"
    hold.release()
    held.wait_for_selector(".game[data-step='3'][data-ready='yes'], #pass-ready", timeout=BOOT_TIMEOUT)
    after = json.loads(held.evaluate(f"() => localStorage.getItem('pax.save.{save_id}')"))["actions"]
    assert after == [1, 0, 2]
    assert held.evaluate("() => performance.getEntriesByName('pax:imported').length") == 1
    # the engine's own log of the move is the label that was clicked
    if held.locator("#pass-ready").count():
        held.click("#pass-ready")
    held.wait_for_selector(".game[data-step='3'][data-ready='yes']")
    assert label in held.locator(".log-list > li").last.inner_text()

    # the same cache, as if another build had written it: drawn, but its choices wait for the engine
    held.evaluate(f"""() => {{ const k = 'pax.view.{save_id}'; const c = JSON.parse(localStorage.getItem(k));
      c.build = 'another'; localStorage.setItem(k, JSON.stringify(c)); }}""")
    hold = EngineHold(ctx)
    other = ctx.new_page()
    other.goto(held.url)
    other.wait_for_selector(".game[data-step='3'] button.action", timeout=BOOT_TIMEOUT)
    assert other.locator("button.action:not([disabled])").count() == 0
    hold.release()
    other.wait_for_selector(".game[data-step='3'][data-ready='yes'] button.action:not([disabled])", timeout=BOOT_TIMEOUT)


def test_one_python_runtime_in_a_worker(page, base_url):
    """Issue 12: the tab loads Pyodide once, in a worker; the page's main thread runs no Python."""
    wasm: list[str] = []
    page.on("request", lambda r: wasm.append(r.url) if r.url.endswith("pyodide.asm.wasm") else None)
    page.goto(base_url)
    wait_engine(page)
    reply = page.evaluate("() => window.paxWorkerCall('new', {game: 'toy_nim', players: 2, seed: 5})")
    assert reply["ok"] and reply["legal"][0]["label"] == "take 1"
    assert page.evaluate("() => document.querySelectorAll('script[type=py], script[type=mpy]').length") == 0
    assert page.evaluate("() => typeof window.paxEngine") == "undefined"
    assert len(page.workers) == 1
    assert len(wasm) == 1, wasm


def test_computer_seats_play_in_the_worker(page, base_url):
    start_game(page, base_url, "renaissance", 3, names=["Ann", "Bot1", "Bot2"], computers=(1, 2))
    jumped = False
    for _ in range(40):  # play as Ann (simple buys and sells) until the computers have answered
        step = int(page.get_attribute(".game", "data-step"))
        for kind in ("[data-kind='buy']", "[data-kind='sell']", ""):
            # only the person's own choices: a computer's are listed but disabled while it thinks
            choice = page.locator(f"button.action{kind}:not([disabled])")
            if choice.count():
                choice.first.click()
                break
        page.wait_for_selector(f".game:not([data-step='{step}'])", timeout=BOOT_TIMEOUT)
        # wait until the person may act again (or the game ended): the computers answer in between
        page.wait_for_selector(".game[data-ready='yes'] button.action:not([disabled]), #victory",
                               timeout=BOOT_TIMEOUT)
        if int(page.get_attribute(".game", "data-step")) > step + 1:
            jumped = True
            break
    assert jumped, "the computer seats never moved"
    log = page.inner_text(".log-list")
    assert "Bot1" in log or "Bot2" in log
    assert "Ann" in page.inner_text("#turn")  # back to the person
    # A share link keeps which seats the computer plays (names and moves are in the code).
    page.click("#share")
    url = page.input_value("#share-url")
    assert url.endswith("&s=pcc")
    page.click("#share-close")
    page.goto(url)
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)
    assert "Ann" in page.inner_text("#turn")


def _shots():
    from pathlib import Path

    d = Path(__file__).resolve().parent.parent / "test-results"
    d.mkdir(exist_ok=True)
    return d


def test_golden_saves_and_links_of_format_1_open(new_context, base_url):
    """Old format versions stay readable in the browser too (fixtures: tests/web/golden/)."""
    from pathlib import Path

    golden = Path(__file__).resolve().parents[1] / "tests" / "web" / "golden"
    saves = json.loads((golden / "saves_v1.json").read_text())["saves"]
    links = json.loads((golden / "share_links_v1.json").read_text())["links"]
    page = new_context().new_page()
    page.goto(base_url)
    wait_engine(page)
    page.evaluate("""(entries) => { for (const e of entries)
        localStorage.setItem('pax.save.' + e.id, JSON.stringify(e)); }""", [c["entry"] for c in saves])
    page.goto(base_url + "#")
    page.wait_for_selector("table.saves")
    assert page.locator("table.saves tbody tr").count() == len(saves)
    assert page.locator(".bad-saves").count() == 0 or "could not" not in page.inner_text(".bad-saves")
    for case in saves:
        if case["expect"]["over"]:
            continue
        page.goto(base_url + "#")
        page.click(f"[data-continue='{case['entry']['id']}']")
        page.wait_for_selector(f".game[data-step='{case['expect']['step']}']", timeout=BOOT_TIMEOUT)
    for case in links[:2]:
        other = new_context().new_page()
        other.goto(base_url + "#g=" + case["code"])
        other.wait_for_selector(f".game[data-step='{case['expect']['step']}']", timeout=BOOT_TIMEOUT)
        assert other.locator(".error-screen").count() == 0
