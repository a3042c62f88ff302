"""The How to play guides (howto-<game>.html, written by scripts/howto.py): they open offline from
the service worker's cache, draw their figures with the game renderer's own code without starting
the engine, forward old ``howto.html#<RULE-ID>`` links, and have no serious accessibility faults;
the start page describes each game with links to its guide and to a guided game (issue 34)."""

from __future__ import annotations

from axe import serious_violations
from helpers import BOOT_TIMEOUT, wait_engine
from test_accessibility import show

TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1920, "height": 1080}}

# what the renderer's own drawing code produces (web/games/renaissance/renderer.js), one per figure kind
DRAWN = {
    "cards": ".howto-figure g.card[data-id='PREN001'] .card-name",
    "map": ".howto-figure .map-card[data-id='papalStates'] .map-name",
    "pieces": ".howto-figure .piece.knight",
    "ops": ".howto-figure .op-glyph.op-campaign",
    "prestige": ".howto-figure .prestige-icon.prestige-patron",
    "market": ".howto-figure .markets .card.back",
    "coins": ".howto-figure .coin",
    "victories": ".howto-figure .header .victory.active[data-id='victory:imperial']",
}


def _installed(page) -> None:
    """The start page has installed the service worker and it controls the page."""
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=BOOT_TIMEOUT)


def _drawn(page) -> None:
    page.wait_for_selector("body[data-figures='drawn']", timeout=30_000)
    assert page.locator("figure[data-kind]").count() == page.locator("figure[data-drawn='yes']").count() > 0


def test_guide_opens_offline_and_draws_its_figures_with_the_renderer(new_context, base_url):
    ctx = new_context(**TABLET)
    page = ctx.new_page()
    page.goto(base_url)
    wait_engine(page)
    _installed(page)
    ctx.set_offline(True)
    guide = ctx.new_page()
    workers: list[str] = []
    guide.on("worker", lambda w: workers.append(w.url))
    guide.goto(base_url + "howto-renaissance.html#REN-E-2")
    guide.evaluate("() => localStorage.setItem('pax.lang', 'en')")
    _drawn(guide)
    for kind, selector in DRAWN.items():
        assert guide.locator(selector).count() >= 1, f"{kind}: {selector} not drawn"
    # the renderer's card names its card; the map card its region, in the shown language
    assert guide.locator(".howto-figure g.card[data-id='PREN001']").first.text_content().startswith("Inquisition")
    assert guide.evaluate("() => document.querySelector(':target')?.id") == "REN-E-2"
    assert guide.locator("[id='REN-E-2'] p.en").is_visible()
    # a ruling is marked as ours
    assert guide.locator("[id='REN-D-14'] p.en .ruling-mark").inner_text() == "our ruling"
    guide.locator("#howto-hu").tap()
    assert guide.locator("[id='REN-E-2'] p.hu").is_visible() and not guide.locator("[id='REN-E-2'] p.en").is_visible()
    assert guide.locator("[id='REN-D-14'] p.hu .ruling-mark").inner_text() == "saját döntésünk"
    guide.wait_for_function("() => [...document.querySelectorAll('.howto-figure .map-name')]"
                            ".some((e) => e.textContent === 'Pápai államok')")
    guide.wait_for_timeout(500)
    assert workers == [], f"the guide started the engine: {workers}"


def test_old_links_forward_to_the_game_guide(page, base_url):
    page.goto(base_url + "howto.html#REN-D-2")
    page.wait_for_url("**/howto-renaissance.html#REN-D-2")
    assert page.locator("[id='REN-D-2']").count() == 1
    assert page.evaluate("() => document.querySelector(':target')?.id") == "REN-D-2"
    page.goto(base_url + "howto.html#TRH-D-4")
    page.wait_for_url("**/howto-transhumanity.html#TRH-D-4")
    assert page.locator("[id='TRH-D-4']").count() == 1
    page.goto(base_url + "howto.html#renaissance")
    page.wait_for_url("**/howto-renaissance.html")
    # the index itself lists the guides
    page.goto(base_url + "howto.html")
    assert page.locator(".guides a[href='howto-renaissance.html']").count() == 1


def test_start_page_describes_each_game_in_both_languages(new_context, base_url):
    page = new_context(**DESKTOP).new_page()
    page.goto(base_url)
    wait_engine(page)
    page.evaluate("() => localStorage.setItem('pax.lang', 'en')")
    page.reload()
    wait_engine(page)
    about = page.locator("#about-renaissance")
    assert "bankers" in about.locator(".game-blurb").inner_text()
    assert about.locator(".game-facts").inner_text() == "2–4 players · 60–120 minutes"
    assert about.locator("a.howto-link").get_attribute("href") == "howto-renaissance.html"
    assert about.locator("a.howto-link").inner_text() == "How to play"
    assert about.locator("a.learn-link").get_attribute("href") == "./?learn=renaissance"
    assert about.locator("a.learn-link").inner_text() == "Learn by playing"
    trh = page.locator("#about-transhumanity")
    assert trh.locator(".game-facts").inner_text() == "1–4 players · 60–150 minutes"
    # the note on our own card set belongs to Pax Transhumanity alone
    assert page.locator(".game-note").count() == 1 and page.locator("#note-transhumanity").count() == 1
    assert page.locator("#about-toy_nim a").count() == 0  # the test builds' toy has no guide
    page.locator(".langs button[data-lang='hu']").click()
    page.wait_for_function("() => document.querySelector('#about-renaissance .game-facts')?.textContent === '2–4 játékos · 60–120 perc'",
                           timeout=BOOT_TIMEOUT)
    about = page.locator("#about-renaissance")
    assert "bankárok" in about.locator(".game-blurb").inner_text()
    assert about.locator("a.howto-link").inner_text() == "Játékszabály"
    assert about.locator("a.learn-link").inner_text() == "Tanulj játszva"
    with page.expect_navigation():
        about.locator("a.howto-link").click()
    assert page.url.endswith("howto-renaissance.html")
    assert page.locator("h1 .hu").is_visible()  # the guide opens in the language chosen


def test_guide_has_no_serious_accessibility_violations(new_context, base_url):
    for opts in (TABLET, DESKTOP):
        page = new_context(**opts).new_page()
        page.goto(base_url + "howto-renaissance.html")
        _drawn(page)
        found = serious_violations(page)
        page.locator("#howto-hu").click()
        found += serious_violations(page)
        assert not found, show(found)


def test_transhumanity_guide_opens_offline_and_draws_its_figures_with_the_renderer(new_context, base_url):
    """The Pax Transhumanity guide, like Pax Renaissance's: from the service worker's cache with the
    network off, at a rule's anchor, every figure drawn by the table's own card code (the renderer's
    ``.card-body`` naming its card from the catalogue), in both languages, without the engine."""
    ctx = new_context(**TABLET)
    page = ctx.new_page()
    page.goto(base_url)
    wait_engine(page)
    _installed(page)
    ctx.set_offline(True)
    guide = ctx.new_page()
    workers: list[str] = []
    guide.on("worker", lambda w: workers.append(w.url))
    guide.goto(base_url + "howto-transhumanity.html#TRH-D-5")
    guide.evaluate("() => localStorage.setItem('pax.lang', 'en')")
    _drawn(guide)
    assert guide.evaluate("() => document.querySelector(':target')?.id") == "TRH-D-5"
    assert guide.locator("[id='TRH-D-5'] p.en").is_visible()
    body = guide.locator(".howto-figure g.card-body[data-id='I-005'] .card-name").first
    assert body.text_content().strip()
    for kind in ("card", "splay", "spot", "heat", "regime", "tableau"):
        assert guide.locator(f"figure[data-kind='{kind}'][data-drawn='yes'] svg").count() >= 1, kind
    guide.locator("#howto-hu").tap()
    assert guide.locator("[id='TRH-D-5'] p.hu").is_visible() and not guide.locator("[id='TRH-D-5'] p.en").is_visible()
    guide.wait_for_timeout(500)
    assert workers == [], f"the guide started the engine: {workers}"


def test_transhumanity_guide_has_no_serious_accessibility_violations(new_context, base_url):
    for opts in (TABLET, DESKTOP):
        page = new_context(**opts).new_page()
        page.goto(base_url + "howto-transhumanity.html")
        _drawn(page)
        found = serious_violations(page)
        page.locator("#howto-hu").click()
        found += serious_violations(page)
        assert not found, show(found)
